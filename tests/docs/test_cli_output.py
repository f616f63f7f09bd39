"""The docs show what the commands really do.

- A ``text`` block that begins ``$ agilerl-specs ...`` shows that command's output: it is
  run (in process, from the repo root) and its standard output must be the block's text.
- Every ``nox -s SESSION`` the prose names, in inline code, is a session of the noxfile
  (fenced shell blocks are checked by test_code_blocks.py).
"""

from __future__ import annotations

import re
import shlex

import pytest

from tests.cli.helpers import run
from tests.conftest import ROOT
from tests.docs.test_code_blocks import PAGES, Block, blocks, nox_sessions

OUTPUT = [
    block
    for page in PAGES
    for block in blocks(page)
    if block.language == "text" and block.text.startswith("$ agilerl-specs ")
]


def _c_kernels() -> bool:
    """Whether PER trees get the C kernels' third level here (the default where they build)."""
    torch = pytest.importorskip("torch")
    from agilerl.components.replay_buffer.sum_tree import SumTree

    return SumTree(8, torch.device("cpu")).is_native


def test_the_docs_show_command_output() -> None:
    commands = {shlex.split(block.text.splitlines()[0])[2] for block in OUTPUT}
    assert {"validate", "build"} <= commands


@pytest.mark.parametrize("block", OUTPUT, ids=lambda b: b.name)
def test_command_output_is_the_real_output(block: Block, monkeypatch: pytest.MonkeyPatch) -> None:
    command, *shown = block.text.splitlines()
    args = shlex.split(command)[2:]
    if args[0] == "build" and not _c_kernels():
        pytest.skip("the block shows the default path: PER trees with the C kernels' level")
    monkeypatch.chdir(ROOT)
    result = run(*args)
    assert result.exit_code in (0, 1), result.output
    assert result.stdout.splitlines() == shown


def test_prose_names_only_real_nox_sessions() -> None:
    sessions = nox_sessions()
    for page in PAGES:
        text = page.read_text(encoding="utf-8")
        for match in re.finditer(r"`nox -s ([^`]+)`", text):
            named = match.group(1).split()
            named = named[: named.index("--")] if "--" in named else named
            line = text.count("\n", 0, match.start()) + 1
            where = f"{page.relative_to(ROOT)}:{line}"
            assert set(named) <= sessions, f"{where}: no nox session {named} in {sessions}"
