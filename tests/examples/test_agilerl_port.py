"""AgileRL-style code (its off-policy loop, DQN and Rainbow replay) runs unchanged on ours.

docs/examples/agilerl_port.py drives the buffers exactly as AgileRL 2.58's
train_off_policy.py and its DQN / Rainbow DQN ``learn`` do. Run here for a few hundred
steps on our buffers; and, where the shipped AgileRL is installed in its own venv
(``AGILERL_REFERENCE_PYTHON``, set by ``nox -s conformance``, or ``.nox/_reference``), on
AgileRL's buffers too, which shows that the script is AgileRL code and not ours.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

pytest.importorskip("gymnasium", reason="the example needs the `examples` extra")
pytest.importorskip("tensordict", reason="the buffers need the `torch` extra")

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "docs" / "examples" / "agilerl_port.py"
STEPS = 600

CONFIGS = [
    pytest.param(["--no-per", "--no-n-step"], "uniform replay", id="dqn-uniform"),
    pytest.param(["--no-n-step"], "PER replay", id="per"),
    pytest.param(["--no-per"], "n-step replay", id="n-step"),
    pytest.param([], "PER + n-step replay", id="rainbow-per-n-step"),
]


def run_port(python: str, flags: list[str]) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [python, str(SCRIPT), "--max-steps", str(STEPS), "--learning-delay", "64", *flags],
        capture_output=True,
        text=True,
        cwd=ROOT,
        check=False,
        timeout=300,
    )


@pytest.mark.parametrize(("flags", "kind"), CONFIGS)
def test_agilerl_code_runs_on_our_buffers(flags: list[str], kind: str) -> None:
    done = run_port(sys.executable, flags)
    assert done.returncode == 0, done.stderr[-3000:]
    last = done.stdout.strip().splitlines()[-1]
    assert last.startswith(f"{kind}: {STEPS} env steps, ")
    learning_steps = int(last.split(", ")[1].split()[0])
    assert learning_steps > 0  # sampling, learning and (PER) update_priorities all ran


def reference_python() -> str | None:
    python = os.environ.get("AGILERL_REFERENCE_PYTHON")
    default = ROOT / ".nox" / "_reference" / "bin" / "python"
    return python or (str(default) if default.exists() else None)


@pytest.mark.parametrize(("flags", "kind"), [p.values for p in CONFIGS])
def test_the_same_script_runs_on_agilerl_itself(flags: list[str], kind: str) -> None:
    python = reference_python()
    if python is None:
        pytest.skip("needs the shipped agilerl 2.58 venv: run `nox -s conformance` first")
    done = run_port(python, flags)
    assert done.returncode == 0, done.stderr[-3000:]
    assert done.stdout.strip().splitlines()[-1].startswith(f"{kind}: {STEPS} env steps, ")
