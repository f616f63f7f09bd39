"""Every Ray process the tests start listens on loopback only (127.0.0.0/8, ::1).

The session's cluster comes from ``init_local_ray`` (the conftest's ``ray_cluster``), as
the example's and the benchmark's do; the example's own run is watched in
``tests/examples/test_distributed_cartpole.py``. No test starts Ray beyond loopback, not
even to prove that ``init_local_ray`` stops such a cluster: its check is fed the
addresses a cluster would report, and every test marked ``ray`` runs under the session's
watch (``tests/ray_guard.py``).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest
import torch

from agilerl.components.replay_buffer.distributed import (
    LOOPBACK_ENV,
    ReplayService,
    ReplayServiceConfigError,
    ServiceConfig,
    init_local_ray,
)
from agilerl.components.replay_buffer.distributed.local import on_loopback
from tests import ray_guard, sockets

pytestmark = pytest.mark.skipif(not sockets.supported(), reason="reads /proc (Linux)")
ROOT = Path(__file__).resolve().parents[4]


def test_session_cluster_listens_on_loopback_only(ray_cluster: object) -> None:
    svc = ReplayService(ServiceConfig(kind="prioritized", shards=2, max_size=64))
    try:  # shard actors up and serving: their worker processes hold their servers
        svc.add({"obs": torch.randn(8, 4), "reward": torch.randn(8)}, writer=0)
        svc.sample(4, beta=0.4)
        found = sockets.listeners(os.getpid())
    finally:
        svc.close()
    processes = {item.process for item in found}
    assert {"gcs_server", "raylet"} <= processes, f"Ray's servers not found: {processes}"
    assert len(found) >= 4, found
    assert sockets.non_loopback(found) == [], "\n".join(map(str, sockets.non_loopback(found)))


def test_refuses_to_start_without_the_switch(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(LOOPBACK_ENV)
    with pytest.raises(ReplayServiceConfigError, match=f"set {LOOPBACK_ENV}=0"):
        init_local_ray(num_cpus=1)


@pytest.mark.parametrize("option", ["address", "_node_ip_address", "include_dashboard"])
def test_refuses_options_that_move_the_address(option: str) -> None:
    with pytest.raises(ReplayServiceConfigError, match=f"{option} cannot be set"):
        init_local_ray(num_cpus=1, **{option: "0.0.0.0"})


@pytest.mark.parametrize(
    ("address", "loopback"),
    [
        ("127.0.0.1", True),
        ("127.0.1.1", True),  # Debian's host name address
        ("::1", True),
        ("::ffff:127.0.0.1", True),
        ("192.0.2.2", False),  # the issue's: Ray put the node at the routable address
        ("10.0.0.7", False),
        ("172.17.0.2", False),
        ("0.0.0.0", False),
        ("::", False),
        ("fe80::1", False),
        ("2001:db8::1", False),
        ("localhost", False),  # Ray reports addresses, never names
        ("127.0.0.1:6379", False),
        ("", False),
    ],
)
def test_the_post_start_check_reads_the_address_ray_reports(address: str, loopback: bool) -> None:
    """init_local_ray's check after the start, fed the addresses a cluster would report."""
    assert on_loopback(address) is loopback


CHILD = """
import json, os
from agilerl.components.replay_buffer.distributed import init_local_ray
from agilerl.components.replay_buffer.distributed.errors import ReplayServiceConfigError
from tests import ray_guard, sockets
import ray

up = []

def reported():  # Ray's node-address lookup, answering as Ray does off loopback
    up.extend(sockets.listeners(os.getpid()))  # the cluster's servers, started
    return "192.0.2.2"

ray.util.get_node_ip_address = reported
try:
    init_local_ray(num_cpus=1, object_store_memory=80 * 1024 * 1024, log_to_driver=False)
except ReplayServiceConfigError as exc:
    outcome = {"refused": str(exc)}
else:
    outcome = {"started": True}
outcome["running"] = ray.is_initialized()
outcome["servers"] = sorted({item.process for item in up})
outcome["off"] = [str(item) for item in sockets.non_loopback(up)]
print(json.dumps(outcome))
"""


def test_stops_a_cluster_whose_node_is_not_on_loopback() -> None:
    """The check's other half: a cluster whose node Ray reports at a routable address is
    stopped, with our error. The child starts Ray with the switch (so it listens on
    loopback only) and answers Ray's node-address lookup as Ray answers off loopback;
    the session's watch (tests/conftest.py) samples its sockets meanwhile."""
    env = {**os.environ, LOOPBACK_ENV: "0"}
    done = subprocess.run(
        [sys.executable, "-c", CHILD], cwd=ROOT, env=env, capture_output=True, text=True,
        timeout=300,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr[-3000:]
    outcome = json.loads(done.stdout.strip().splitlines()[-1])
    assert outcome["refused"].startswith("init_local_ray: Ray registered this node at 192.0.2.2")
    assert "it was stopped" in outcome["refused"]
    assert outcome["running"] is False
    assert {"gcs_server", "raylet"} <= set(outcome["servers"]), outcome
    assert outcome["off"] == [], outcome


def test_ray_imported_without_the_switch_fails(tmp_path: Path) -> None:
    """The session's guard (tests/ray_guard.py, installed by tests/conftest.py): a first
    ``import ray`` without the switch raises (nothing is started: ray is only imported)."""
    script = "from tests import ray_guard\nray_guard.install()\nimport ray\n"
    env = {k: v for k, v in os.environ.items() if k != LOOPBACK_ENV}
    done = subprocess.run(
        [sys.executable, "-c", script], cwd=ROOT, env=env, capture_output=True, text=True,
        timeout=120,
    )  # fmt: skip
    assert done.returncode == 1
    assert f"RayWithoutSwitch: ray imported without {LOOPBACK_ENV}=0" in done.stderr
    env[LOOPBACK_ENV] = "0"
    script += "print(ray.__version__)\n"
    done = subprocess.run(
        [sys.executable, "-c", script], cwd=ROOT, env=env, capture_output=True, text=True,
        timeout=120,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr[-2000:]


def test_the_watch_reports_a_server_beyond_loopback(monkeypatch: pytest.MonkeyPatch) -> None:
    """The session's watch, fed a listener on a routable address (no socket is bound)."""
    routable = sockets.Listener(os.getpid(), "raylet", "tcp", "192.0.2.2", 45847)
    local = sockets.Listener(os.getpid(), "gcs_server", "tcp", "127.0.0.1", 6379)
    monkeypatch.setattr(sockets, "listeners", lambda root: [local, routable])
    with ray_guard.Watch(os.getpid(), every=0.01) as watch:
        time.sleep(0.1)
    assert watch.off == {routable}
    assert watch.samples >= 2
    assert ray_guard.SWITCH == LOOPBACK_ENV
