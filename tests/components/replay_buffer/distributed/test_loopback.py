"""Every Ray process the tests start listens on loopback only (127.0.0.0/8, ::1).

The session's cluster comes from ``init_local_ray`` (the conftest's ``ray_cluster``), as
the example's and the benchmark's do; the example's own run is watched in
``tests/examples/test_distributed_cartpole.py``.
"""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap

import pytest
import torch

from agilerl.components.replay_buffer.distributed import (
    LOOPBACK_ENV,
    ReplayService,
    ReplayServiceConfigError,
    ServiceConfig,
    init_local_ray,
)
from tests import sockets

pytestmark = pytest.mark.skipif(not sockets.supported(), reason="reads /proc (Linux)")


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


def test_stops_a_cluster_that_ray_put_off_loopback() -> None:
    """``ray`` imported before the switch was set: Ray registers the node at the routable
    address; init_local_ray stops it and says why."""
    script = textwrap.dedent(
        f"""
        import os
        import ray  # without the switch: Ray enables routable clusters
        os.environ[{LOOPBACK_ENV!r}] = "0"  # too late for Ray, enough for the pre-check
        from agilerl.components.replay_buffer.distributed import init_local_ray
        from agilerl.components.replay_buffer.distributed.errors import (
            ReplayServiceConfigError,
        )
        try:
            init_local_ray(num_cpus=1, object_store_memory=80 * 1024 * 1024)
        except ReplayServiceConfigError as exc:
            print("REFUSED", ray.is_initialized(), exc)
        else:
            print("STARTED", ray.util.get_node_ip_address())
            ray.shutdown()
        """
    )
    env = {k: v for k, v in os.environ.items() if k != LOOPBACK_ENV}
    done = subprocess.run(
        [sys.executable, "-c", script], env=env, capture_output=True, text=True, timeout=180
    )
    assert done.returncode == 0, done.stderr
    if done.stdout.startswith("STARTED 127."):  # a machine with no routable address
        pytest.skip("this machine has no routable address for Ray to choose")
    assert done.stdout.startswith("REFUSED False init_local_ray: Ray registered this node at ")
    assert "it was stopped" in done.stdout
