"""The distributed example runs: 2 actor processes feed a learner through the service."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

pytest.importorskip("gymnasium", reason="the example needs the `examples` extra")
pytest.importorskip("ray", reason="the example needs the `distributed` extra")

pytestmark = pytest.mark.ray
ROOT = Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "docs" / "examples" / "distributed_cartpole.py"


def test_smoke_run(tmp_path: Path) -> None:
    done = subprocess.run(
        [sys.executable, str(SCRIPT), "--smoke", "--seed", "0", "--out", str(tmp_path)],
        capture_output=True,
        text=True,
        cwd=ROOT,
        check=False,
        timeout=300,
    )
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stderr
    summary = json.loads((tmp_path / "summary.json").read_text())
    assert summary["actors"] == summary["shards"] == 2
    assert summary["env_steps"] == 400
    # The replay ratio of the single-process example: batch_size rows per vector step of
    # num_envs transitions (64 / 4), after the learning delay; the limiter's tolerance
    # lets the learner run a few batches ahead or behind.
    assert summary["samples_per_insert"] == 16.0
    assert abs(summary["gradient_steps"] - (400 - 100) / 4) <= 12
    assert summary["memory_size"] > 300
