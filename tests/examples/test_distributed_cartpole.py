"""The distributed example runs: 2 actor processes feed a learner through the service."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import pytest

pytest.importorskip("gymnasium", reason="the example needs the `examples` extra")
pytest.importorskip("ray", reason="the example needs the `distributed` extra")

from tests import sockets
from tests.sockets import Listener

pytestmark = pytest.mark.ray
ROOT = Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "docs" / "examples" / "distributed_cartpole.py"


def _run_watching_sockets(
    cmd: list[str], timeout: float, env: dict[str, str]
) -> tuple[int, str, set[Listener]]:
    """Run ``cmd``; meanwhile collect the server sockets of its process tree (Ray's)."""
    seen: set[Listener] = set()
    with tempfile.TemporaryFile("w+") as err:
        proc = subprocess.Popen(
            cmd, cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=err, text=True
        )
        deadline = time.monotonic() + timeout
        while proc.poll() is None and time.monotonic() < deadline:
            if sockets.supported():
                seen.update(sockets.listeners(proc.pid))
            time.sleep(0.2)
        if proc.poll() is None:
            proc.kill()
        code = proc.wait()
        err.seek(0)
        return code, err.read(), seen


@pytest.mark.slow  # a training run with its own Ray cluster (minutes of CPU)
def test_smoke_run(tmp_path: Path) -> None:
    cmd = [sys.executable, str(SCRIPT), "--smoke", "--seed", "0", "--out", str(tmp_path)]
    # the example sets the loopback switch itself (tests/conftest.py sets it for the tests)
    env = {k: v for k, v in os.environ.items() if k != "RAY_ENABLE_WINDOWS_OR_OSX_CLUSTER"}
    code, stderr, seen = _run_watching_sockets(cmd, timeout=300, env=env)
    assert code == 0, stderr
    assert "Traceback" not in stderr
    if sockets.supported():  # its local cluster listened on loopback only
        assert {"gcs_server", "raylet"} <= {item.process for item in seen}, seen
        off = sockets.non_loopback(sorted(seen, key=str))
        assert off == [], "\n".join(map(str, off))
    summary = json.loads((tmp_path / "summary.json").read_text())
    assert summary["actors"] == summary["shards"] == 2
    assert summary["env_steps"] == 400
    # The replay ratio of the single-process example: batch_size rows per vector step of
    # num_envs transitions (64 / 4), after the learning delay; the limiter's tolerance
    # lets the learner run a few batches ahead or behind.
    assert summary["samples_per_insert"] == 16.0
    assert abs(summary["gradient_steps"] - (400 - 100) / 4) <= 12
    assert summary["memory_size"] > 300
