"""The pre-commit hook (.pre-commit-hooks.yaml): runs `agilerl-specs validate` on the
manifests a commit touches, and fails the commit on any problem."""

from __future__ import annotations

import re
import shlex
import shutil
from importlib import metadata
from pathlib import Path

import yaml

from tests.cli.helpers import run

ROOT = Path(__file__).resolve().parents[2]
HOOKS = yaml.safe_load((ROOT / ".pre-commit-hooks.yaml").read_text(encoding="utf-8"))
HOOK = next(h for h in HOOKS if h["id"] == "agilerl-specs-validate")


def test_the_hook_is_a_valid_pre_commit_hook_of_our_command() -> None:
    assert {"id", "name", "entry", "language"} <= set(HOOK)
    assert HOOK["language"] == "python"  # pre-commit installs this repository with pip
    program, *args = shlex.split(HOOK["entry"])
    scripts = {e.name for e in metadata.entry_points(group="console_scripts")}
    assert program in scripts
    assert args == ["validate"]  # the installed console script


def test_its_files_are_the_names_the_editor_docs_map_the_schema_to() -> None:
    pattern = re.compile(HOOK["files"])
    for name in ("run.agilerl.yaml", "a/b/run.agilerl.yml", "x.agilerl.json",
                 "manifests/dqn.yaml", "sub/manifests/deep/ppo.json"):  # fmt: skip
        assert pattern.search(name), name
    for name in (".github/workflows/ci.yaml", "agilerl.yaml", "manifests.yaml", "m.txt"):
        assert not pattern.search(name), name


def test_the_hooks_command_passes_valid_and_fails_invalid_manifests(tmp_path: Path) -> None:
    good = tmp_path / "good.agilerl.yaml"
    bad = tmp_path / "bad.agilerl.yaml"
    shutil.copy(ROOT / "docs/examples/dqn.yaml", good)
    shutil.copy(ROOT / "docs/examples/broken/mistakes.yaml", bad)
    args = shlex.split(HOOK["entry"])[1:]
    assert run(*args, str(good)).exit_code == 0
    failed = run(*args, str(good), str(bad))  # pre-commit passes every file at once
    assert failed.exit_code == 1
    assert f"{bad}:7:3: training.max_step: unknown field 'max_step'" in failed.stdout
