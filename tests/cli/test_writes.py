"""The files ``init -o`` and ``schema --output`` write: new ones, or regular files with
--force, never through a link, never a FIFO (whose open waits for a reader)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.cli.helpers import ROOT, run

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="POSIX links and FIFOs")


def test_schema_output_writes_every_schema_and_refuses_to_overwrite(tmp_path: Path) -> None:
    out = tmp_path / "schemas"
    assert run("schema", "--output", str(out)).exit_code == 0
    written = sorted(p.relative_to(out).as_posix() for p in out.rglob("*.json"))
    assert "manifest.schema.json" in written
    assert "algorithms/dqn.schema.json" in written
    again = run("schema", "--output", str(out))
    assert again.exit_code == 2
    assert "exists; not overwriting it (use --force)" in again.stderr
    (out / "training.schema.json").write_text("stale", encoding="utf-8")
    assert run("schema", "--output", str(out), "--force").exit_code == 0
    assert json.loads((out / "training.schema.json").read_text(encoding="utf-8"))["title"]


def test_schema_output_never_follows_a_link_planted_in_the_folder(tmp_path: Path) -> None:
    out, outside = tmp_path / "schemas", tmp_path / "outside"
    out.mkdir()
    outside.mkdir()
    victim = outside / "victim.txt"
    victim.write_text("keep me", encoding="utf-8")
    (out / "manifest.schema.json").symlink_to(victim)
    refused = run("schema", "manifest", "--output", str(out), "--force")
    assert refused.exit_code == 2
    assert "it is a symbolic link; only a regular file is replaced" in refused.stderr
    assert victim.read_text(encoding="utf-8") == "keep me"
    # a link where the algorithms folder goes leads nowhere either
    (out / "manifest.schema.json").unlink()
    (out / "algorithms").symlink_to(outside, target_is_directory=True)
    refused = run("schema", "--output", str(out))
    assert refused.exit_code == 2
    assert "algorithms is not a directory" in refused.stderr
    assert sorted(p.name for p in outside.iterdir()) == ["victim.txt"]


def test_init_refuses_a_fifo_at_once_even_with_force(tmp_path: Path) -> None:
    fifo = tmp_path / "pipe.yaml"
    os.mkfifo(fifo)
    done = subprocess.run(
        [sys.executable, "-m", "agilerl.cli", "init", "-o", str(fifo), "--force"],
        capture_output=True,
        text=True,
        cwd=ROOT,
        check=False,
        timeout=60,  # it used to wait for a reader forever
    )
    assert done.returncode == 2
    assert done.stderr == (
        f"agilerl-specs: error: cannot write {fifo}: it is a FIFO; only a regular file is "
        "replaced\n"
    )


def test_init_replaces_a_link_itself_never_its_target(tmp_path: Path) -> None:
    victim = tmp_path / "victim.txt"
    victim.write_text("keep me", encoding="utf-8")
    link = tmp_path / "m.yaml"
    link.symlink_to(victim)
    refused = run("init", "-o", str(link), "--force")
    assert refused.exit_code == 2
    assert "it is a symbolic link" in refused.stderr
    assert victim.read_text(encoding="utf-8") == "keep me"


def test_init_force_replaces_a_regular_file_whole(tmp_path: Path) -> None:
    target = tmp_path / "m.yaml"
    target.write_text("old", encoding="utf-8")
    assert run("init", "-o", str(target), "--force").exit_code == 0
    assert target.read_text(encoding="utf-8").startswith("# yaml-language-server: $schema=")
    assert [p.name for p in tmp_path.iterdir()] == ["m.yaml"]  # no temporary file left


@pytest.mark.parametrize("force", [False, True])
def test_a_name_as_long_as_the_system_allows_is_written(tmp_path: Path, force: bool) -> None:
    """The temporary file beside it was the name plus about 25 characters: a name of more
    than about 230 bytes (the limit is 255) was refused as "File name too long"."""
    for name in ("a" * 250 + ".yaml", "é" * 125 + ".yml"):  # 255 bytes each
        target = tmp_path / name
        if force:
            target.write_text("old", encoding="utf-8")
        result = run("init", "-o", str(target), *(["--force"] if force else []))
        assert result.exit_code == 0, result.stderr
        assert target.read_text(encoding="utf-8").startswith("# yaml-language-server:")
    assert len(list(tmp_path.iterdir())) == 2  # no temporary file left


@pytest.mark.parametrize(
    ("value", "message"),
    [("new/", "ends with '/': it names a folder, not a file"), ("", "an empty file name")],
)
def test_init_output_must_name_a_file(tmp_path: Path, value: str, message: str) -> None:
    """pathlib drops a trailing '/': "-o new/" wrote a file named "new" (the shell's own
    tools refuse it: "Not a directory"); "-o ''" said "cannot write .: No such file"."""
    result = run("init", "-o", f"{tmp_path}/{value}" if value else value)
    assert result.exit_code == 2
    assert message in result.stderr
    assert list(tmp_path.iterdir()) == []


def test_the_folder_one_names_may_be_a_link(tmp_path: Path) -> None:
    """`init -o ~/work/m.yaml` with ~/work a link to another disk was refused as "work is
    not a directory (Not a directory)"; so was `schema --output LINK`. The folder one
    names is followed, as by any tool; inside it nothing is (the test above)."""
    real = tmp_path / "real"
    real.mkdir()
    link = tmp_path / "link"
    link.symlink_to(real, target_is_directory=True)
    assert run("init", "-o", str(link / "m.yaml")).exit_code == 0
    assert (real / "m.yaml").read_text(encoding="utf-8").startswith("# yaml-language-server:")
    assert run("schema", "--output", str(link)).exit_code == 0
    assert (real / "manifest.schema.json").is_file()
    assert (real / "algorithms" / "dqn.schema.json").is_file()
    assert link.is_symlink()
