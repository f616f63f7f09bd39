"""Node.js for the tests: the generated JavaScript package, tsc, the YAML language server.

nox installs the tooling (``npm ci`` from package-lock.json) before pytest; these tests
fail, never skip, without it: CI has Node, and a skipped cross-language check would
let the languages drift apart unnoticed.
"""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[1]
NODE_MODULES = ROOT / "node_modules"


def node() -> str:
    """The node executable, after checking that ``npm ci`` has run."""
    found = shutil.which("node")
    if found is None:
        pytest.fail("node (Node.js >= 20) is not on PATH; see README.md", pytrace=False)
    if not (NODE_MODULES / ".package-lock.json").is_file():
        pytest.fail("node_modules/ is missing: run `npm ci` (nox -s test does)", pytrace=False)
    return found


def run_json(script: Path, payload: Any, timeout: float = 120) -> Any:
    """Run a node script with ``payload`` as JSON on stdin; its stdout, parsed as JSON."""
    done = subprocess.run(
        [node(), str(script)],
        input=json.dumps(payload),
        capture_output=True,
        text=True,
        timeout=timeout,
        check=False,
        cwd=ROOT,
    )
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)
