"""Generation is deterministic and the drift check catches every kind of drift."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
COPIED = (
    "schema", "tools", "web", "generated", "docs/reference", "pyproject.toml",
    "package.json", "package-lock.json",
)  # fmt: skip


@pytest.fixture(scope="module")
def checkout(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A copy of what generation reads and writes, to break without touching the repo."""
    root = tmp_path_factory.mktemp("checkout")
    for name in COPIED:
        source, target = ROOT / name, root / name
        if source.is_dir():
            shutil.copytree(source, target, ignore=shutil.ignore_patterns("__pycache__"))
        else:
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, target)
    (root / "node_modules").symlink_to(ROOT / "node_modules")  # the TypeScript generator
    return root


def run(root: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "tools/codegen/generate.py", *args],
        cwd=root, capture_output=True, text=True, check=False,
    )  # fmt: skip


def snapshot(root: Path) -> dict[str, bytes]:
    return {
        str(p.relative_to(root)): p.read_bytes()
        for base in ("generated", "docs/reference")
        for p in sorted((root / base).rglob("*"))
        if p.is_file() and "__pycache__" not in p.parts
    }


@pytest.mark.slow  # whole generator runs (`nox -s test` checks the tree itself)
def test_repo_is_up_to_date(checkout: Path) -> None:
    done = run(checkout, "--check")
    assert done.returncode == 0, done.stdout


@pytest.mark.slow  # whole generator runs (`nox -s test` checks the tree itself)
def test_generating_twice_gives_the_same_bytes(checkout: Path) -> None:
    first = snapshot(checkout)
    assert any(name.startswith("generated/ts/") for name in first), "TypeScript and JS too"
    assert run(checkout).returncode == 0
    assert snapshot(checkout) == first
    assert not any(b"20" + b"26-" in text for text in first.values()), "no timestamps"


def test_every_generated_python_file_has_the_banner(checkout: Path) -> None:
    for path in (checkout / "generated").rglob("*.py"):
        head = path.read_text(encoding="utf-8").splitlines()[0]
        # from the schemas, or from one of the tables of tools/codegen/ (the x-rules
        # vocabulary, the problem writers' table)
        sources = (
            "# Code generated from schema/",
            "# Code generated from tools/codegen/x_rules",
            "# Code generated from tools/codegen/problems.json",
        )
        assert head.startswith(sources), path
        assert head.endswith("DO NOT EDIT."), path


def test_every_generated_file_has_the_banner(checkout: Path) -> None:
    """Python, TypeScript, JavaScript, Markdown: 'DO NOT EDIT' in the first three lines."""
    found = [
        p
        for base in ("generated", "docs/reference")
        for p in (checkout / base).rglob("*")
        if p.suffix in (".py", ".ts", ".js", ".md") and "__pycache__" not in p.parts
    ]
    assert {p.suffix for p in found} == {".py", ".ts", ".js", ".md"}
    for path in found:
        head = "\n".join(path.read_text(encoding="utf-8").splitlines()[:3])
        assert "DO NOT EDIT" in head, path
    package = json.loads((checkout / "generated/ts/package.json").read_text(encoding="utf-8"))
    assert "DO NOT EDIT" in package["//"]


@pytest.mark.slow  # whole generator runs (`nox -s test` checks the tree itself)
def test_schema_edit_without_regenerating_fails(checkout: Path) -> None:
    schema = checkout / "schema" / "replay_buffer.schema.json"
    original = schema.read_text(encoding="utf-8")
    doc = json.loads(original)
    # the classes and types read description; the reference pages, markdownDescription
    doc["properties"]["max_size"].update(description="Changed.", markdownDescription="Changed.")
    schema.write_text(json.dumps(doc, indent=2) + "\n", encoding="utf-8")
    try:
        done = run(checkout, "--check")
        assert done.returncode == 1
        assert "generated/python/agilerl/arena/models/training.py: stale" in done.stdout
        assert "docs/reference/replay_buffer.md: stale" in done.stdout
        for stale in ("types.d.ts", "validate.js", "schema/replay_buffer.schema.json"):
            assert f"generated/ts/{stale}: stale" in done.stdout
        # only what the change reaches: index.js holds no schema text
        assert "generated/ts/index.js" not in done.stdout
        assert "run `nox -s generate`" in done.stdout
    finally:
        schema.write_text(original, encoding="utf-8")


@pytest.mark.slow  # whole generator runs (`nox -s test` checks the tree itself)
def test_new_and_deleted_files_are_named(checkout: Path) -> None:
    extra = checkout / "generated" / "python" / "agilerl" / "arena" / "stray.py"
    extra.write_text("# stray\n")
    doc = checkout / "docs" / "reference" / "training.md"
    saved = doc.read_bytes()
    doc.unlink()
    try:
        done = run(checkout, "--check")
        assert done.returncode == 1
        assert "stray.py: no longer generated from schema/ (delete it)" in done.stdout
        assert "docs/reference/training.md: missing" in done.stdout
    finally:
        extra.unlink()
        doc.write_bytes(saved)
    assert run(checkout, "--check").returncode == 0


@pytest.mark.slow  # whole generator runs (`nox -s test` checks the tree itself)
def test_a_key_written_twice_in_a_schema_is_refused(checkout: Path) -> None:
    """``json`` keeps the last of two equal keys; a merge that leaves two ``x-rules`` in one
    object would drop the first's rules without a word, so generation refuses the file."""
    schema = checkout / "schema" / "replay_buffer.schema.json"
    original = schema.read_text(encoding="utf-8")
    twice = original.replace('{\n  "$schema"', '{\n  "title": "again",\n  "$schema"', 1)
    assert twice != original
    assert json.loads(twice)  # valid JSON, the key written twice
    schema.write_text(twice, encoding="utf-8")
    try:
        done = run(checkout, "--check")
        assert done.returncode != 0
        said = done.stdout + done.stderr
        assert "replay_buffer.schema.json: the key 'title' is written twice" in said
    finally:
        schema.write_text(original, encoding="utf-8")
    assert run(checkout, "--check").returncode == 0


@pytest.mark.slow  # whole generator runs (`nox -s test` checks the tree itself)
def test_a_generator_change_that_writes_the_same_output_changes_no_file(checkout: Path) -> None:
    """Banners name their sources and hash nothing, so a review shows only real changes."""
    before = snapshot(checkout)
    names = ("tools/codegen/compose.py", "tools/codegen/typescript.py", "pyproject.toml")
    texts = {name: (checkout / name).read_text(encoding="utf-8") for name in names}
    try:
        for name, text in texts.items():
            (checkout / name).write_text(text + "\n# changes no output\n", encoding="utf-8")
        done = run(checkout, "--check")
    finally:
        for name, text in texts.items():
            (checkout / name).write_text(text, encoding="utf-8")
    assert done.returncode == 0, done.stdout
    assert snapshot(checkout) == before
