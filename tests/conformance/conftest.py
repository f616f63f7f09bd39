"""The shipped packages, run out of process: `reference.run(script, payload)`.

agilerl-arena 1.29.0 and agilerl 2.58.0 use our top-level package name, so they can never be
imported here. `nox -s conformance` builds their venv and names its interpreter in
``AGILERL_REFERENCE_PYTHON``; each script under ``reference_side/`` runs there in isolated
mode (``python -I``: neither this checkout nor the user's site-packages is importable), reads
one JSON payload on stdin and writes one JSON value on stdout. Batch many cases per call:
starting the interpreter and importing the shipped packages costs about a second.
"""

from __future__ import annotations

import json
import os
import subprocess
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

SCRIPTS = Path(__file__).resolve().parent / "reference_side"
#: Summaries the conformance tests print at the end of the run (the agreement figure).
SUMMARY = pytest.StashKey[list[str]]()


@dataclass(frozen=True)
class Reference:
    """The interpreter of the shipped packages' venv."""

    python: str

    def run(self, script: str, payload: Any, timeout: float = 600.0) -> Any:
        """Run ``reference_side/<script>.py`` on ``payload`` (JSON); return its JSON output."""
        path = SCRIPTS / f"{script}.py"
        proc = subprocess.run(
            [self.python, "-I", str(path)],
            input=json.dumps(payload),
            capture_output=True,
            text=True,
            timeout=timeout,
            check=False,
        )
        if proc.returncode != 0:
            raise AssertionError(f"{path.name} failed in the reference venv:\n{proc.stderr}")
        return json.loads(proc.stdout)


@pytest.fixture(scope="session")
def reference() -> Reference:
    python = os.environ.get("AGILERL_REFERENCE_PYTHON")
    if not python:
        pytest.skip("differential tests need the shipped packages: run `nox -s conformance`")
    return Reference(python)


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    for text in terminalreporter.config.stash.get(SUMMARY, []):
        terminalreporter.write_sep("=", "conformance")
        terminalreporter.write_line(text)
