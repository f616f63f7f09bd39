"""Every code block of the docs (docs/*.md and README.md) is executed or validated.

By the block's language:

- ``python``: run, the blocks of a page in order in one namespace, from the repo root;
- ``pycon``: run as a doctest;
- ``yaml``: a manifest (``--8<--`` snippet lines are expanded as the site does). Valid,
  unless it starts with ``# error: <path>: <message>`` lines (the corpus convention):
  then it must give exactly those errors;
- ``ts`` / ``typescript``: type-checked with the generated package (tests/js/test_typescript.py);
- ``json`` / ``jsonc``: parsed; the schema files and URLs it names exist;
- ``lua``: brackets balanced; the schema files and URLs it names exist;
- ``bash`` / ``sh`` / ``console``: every command is a known program, ``nox -s`` names
  sessions of the noxfile, and the files it runs exist;
- ``text`` or none: prose (diagrams, output), not code.

Any other language fails until it is given a check here. A block may be left out only
with a reason, on the line before it: ``<!-- not-tested: why -->``.
"""

from __future__ import annotations

import ast
import doctest
import json
import re
import shlex
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from agilerl.models.manifest import load_manifest, validate_manifest
from tests.conftest import ROOT, load_schemas
from tests.js.test_typescript import docs_modules

PAGES = sorted([ROOT / "README.md", *(ROOT / "docs").glob("*.md")])
PROSE = {"", "text", "txt", "plain"}
SCHEMA_IDS = {doc["$id"] for doc in load_schemas().values()}
PROGRAMS = {
    "pip", "python", "python3", "nox", "npm", "npx", "node", "agilerl-specs", "cd", "git",
    "source",
}  # fmt: skip


@dataclass
class Block:
    page: Path
    line: int
    language: str
    text: str
    skipped: str | None

    @property
    def name(self) -> str:
        return f"{self.page.relative_to(ROOT).as_posix()}:{self.line}"


def blocks(page: Path) -> list[Block]:
    found: list[Block] = []
    lines = page.read_text(encoding="utf-8").splitlines()
    i = 0
    while i < len(lines):
        opening = re.match(r"^(\s*)```\s*([\w+-]*)", lines[i])
        if not opening:
            i += 1
            continue
        indent, language = opening.group(1), opening.group(2).lower()
        start = i
        body = []
        i += 1
        while i < len(lines) and not re.match(rf"^{indent}```\s*$", lines[i]):
            body.append(lines[i].removeprefix(indent))
            i += 1
        before = lines[start - 1] if start else ""
        marker = re.match(r"^\s*<!--\s*not-tested:\s*(.+?)\s*-->", before)
        text = "\n".join(body) + "\n"
        found.append(Block(page, start + 1, language, text, marker.group(1) if marker else None))
        i += 1
    return found


ALL = [block for page in PAGES for block in blocks(page)]


def expand_snippets(text: str) -> str:
    """pymdownx.snippets, as configured in mkdocs.yml (paths from the repo root)."""
    out = []
    for line in text.splitlines(keepends=True):
        match = re.match(r'^--8<--\s+"([^"]+)"\s*$', line)
        out.append((ROOT / match.group(1)).read_text(encoding="utf-8") if match else line)
    return "".join(out)


def named_schemas(text: str) -> None:
    """The schema files and URLs a settings block names exist."""
    for path in re.findall(r"(?:\.{1,2}/)*(?:generated/ts/)?schema/[\w]+\.schema\.json", text):
        # an editor reads the published schema (schema/ holds the hand-written sources)
        assert path.lstrip("./").startswith("generated/ts/schema/"), path
        assert (ROOT / path.lstrip("./")).is_file(), path
    for url in re.findall(r"https://agilerl-specs\.github\.io/[\w/.]+\.schema\.json", text):
        assert url in SCHEMA_IDS, url


def check_yaml(block: Block) -> None:
    text = expand_snippets(block.text)
    expected = [
        line.removeprefix("# error: ") for line in text.splitlines() if line.startswith("# error: ")
    ]
    if not expected:
        load_manifest(text)
        return
    _, _, problems = validate_manifest(text)
    found = [str(p) for p in problems]
    assert len(found) == len(expected), found
    for wanted in expected:
        assert any(text.startswith(wanted) for text in found), (wanted, found)


def _strip_jsonc(text: str) -> str:
    text = re.sub(r'^\s*//.*$|(?<=[,{\["\d])\s*//.*$', "", text, flags=re.M)
    return re.sub(r",(\s*[}\]])", r"\1", text)


def check_json(block: Block) -> None:
    text = _strip_jsonc(block.text) if block.language == "jsonc" else block.text
    json.loads(text)
    named_schemas(block.text)


def check_lua(block: Block) -> None:
    code = re.sub(r"--.*$", "", block.text, flags=re.M)
    code = re.sub(r'"(?:[^"\\]|\\.)*"', '""', code)
    pairs = {")": "(", "}": "{", "]": "["}
    stack: list[str] = []
    for char in code:
        if char in "({[":
            stack.append(char)
        elif char in pairs:
            assert stack, f"unbalanced {char!r}"
            assert stack.pop() == pairs[char], f"unbalanced {char!r}"
    assert not stack, f"unclosed {stack}"
    named_schemas(block.text)


def nox_sessions() -> set[str]:
    tree = ast.parse((ROOT / "noxfile.py").read_text(encoding="utf-8"))
    return {
        node.name
        for node in tree.body
        if isinstance(node, ast.FunctionDef)
        and any("session" in ast.unparse(d) for d in node.decorator_list)
    }


def check_shell(block: Block) -> None:
    sessions = nox_sessions()
    for raw in block.text.splitlines():
        line = raw.strip()
        if block.language == "console":
            if not line.startswith("$ "):
                continue  # output
            line = line[2:]
        line = line.split(" #", 1)[0].strip()
        if not line or line.startswith("#"):
            continue
        for command in re.split(r"\s*(?:&&|\|\||;|\|)\s*", line):
            words = shlex.split(command)
            assert words[0] in PROGRAMS, f"unknown program {words[0]!r} in {command!r}"
            if words[0] == "nox" and "-s" in words:
                named = words[words.index("-s") + 1 :]
                named = named[: named.index("--")] if "--" in named else named
                assert set(named) <= sessions, (named, sessions)
            if words[0] in ("python", "python3") and len(words) > 1 and words[1].endswith(".py"):
                assert (ROOT / words[1]).is_file(), words[1]


def check_pycon(block: Block) -> None:
    parser = doctest.DocTestParser()
    test = parser.get_doctest(block.text, {}, block.name, str(block.page), block.line)
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
    runner.run(test)
    assert runner.failures == 0


CHECKS = {
    "yaml": check_yaml,
    "yml": check_yaml,
    "json": check_json,
    "jsonc": check_json,
    "lua": check_lua,
    "bash": check_shell,
    "sh": check_shell,
    "shell": check_shell,
    "console": check_shell,
    "pycon": check_pycon,
}
TYPESCRIPT = {"ts", "typescript"}


def test_the_docs_have_code_blocks() -> None:
    languages = {block.language for block in ALL}
    assert {"python", "yaml", "ts", "jsonc", "lua", "bash"} <= languages


@pytest.mark.parametrize("block", [b for b in ALL if b.language != "python"], ids=lambda b: b.name)
def test_block(block: Block) -> None:
    if block.skipped:
        pytest.skip(f"not tested: {block.skipped}")
    if block.language in PROSE:
        return
    if block.language in TYPESCRIPT:
        assert block.text + "\nexport {};\n" in docs_modules().values(), "tsc checks it"
        return
    check = CHECKS.get(block.language)
    assert check is not None, f"no check for ```{block.language} blocks (add one here)"
    check(block)


@pytest.mark.parametrize(
    "page",
    [p for p in PAGES if any(b.language == "python" and not b.skipped for b in blocks(p))],
    ids=lambda p: p.relative_to(ROOT).as_posix(),
)
def test_python_blocks_run(page: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(ROOT)
    namespace: dict[str, Any] = {"__name__": "__docs__"}
    for block in blocks(page):
        if block.language == "python" and not block.skipped:
            exec(compile(block.text, block.name, "exec"), namespace)
