"""A Ray cluster on this machine that listens on loopback (127.0.0.1) only.

Ray 2.60 rewrites ``_node_ip_address="127.0.0.1"`` to the machine's routable address
(and then listens on every interface) unless ``RAY_ENABLE_WINDOWS_OR_OSX_CLUSTER=0`` was
in the environment when ``ray`` was first imported: Ray reads it once, at import. So a
process that wants a loopback-only cluster sets it before anything imports ``ray``
(importing this package imports ``ray``), then calls :func:`init_local_ray`. The tests,
the examples and the benchmarks start their clusters through it (see
``docs/distributed.md``, "Loopback only, locally").
"""

from __future__ import annotations

import ipaddress
import os
from typing import Any

from ._ray import ray
from .errors import ReplayServiceConfigError

__all__ = ["LOOPBACK_ENV", "init_local_ray", "on_loopback"]

LOOPBACK_ENV = "RAY_ENABLE_WINDOWS_OR_OSX_CLUSTER"
"""Ray's switch that keeps a local node on 127.0.0.1; must be ``"0"`` before ``import ray``."""


def on_loopback(address: str) -> bool:
    """Whether ``address``, the address Ray registered this node at, is a loopback IP
    address (``127.0.0.0/8``, ``::1``, or IPv4-mapped loopback); a host name, an address
    with a port, or anything else is not."""
    try:
        ip = ipaddress.ip_address(address)
    except ValueError:
        return False
    if isinstance(ip, ipaddress.IPv6Address) and ip.ipv4_mapped is not None:
        ip = ip.ipv4_mapped
    return ip.is_loopback


def init_local_ray(num_cpus: int = 2, **options: Any) -> Any:
    """Start a Ray head on this machine, listening on 127.0.0.1 only; returns Ray's context.

    ``options`` go to ``ray.init`` (``object_store_memory``, ``log_to_driver``, ...);
    the address, the node address and the dashboard (off) are fixed. Ray's usage
    statistics are off, and its workers run at the caller's priority (Ray's default
    nice 15 starves them on a busy machine), unless the environment says otherwise.

    Raises:
        ReplayServiceConfigError: :data:`LOOPBACK_ENV` is not ``"0"`` (nothing is
            started), an option would change the address, or Ray registered the node at
            a routable address anyway (``ray`` was imported before the variable was set;
            the cluster is stopped again).
    """
    if os.environ.get(LOOPBACK_ENV) != "0":
        raise ReplayServiceConfigError(
            f"init_local_ray: set {LOOPBACK_ENV}=0 in the environment before ray is first "
            "imported; without it Ray 2.60 registers the node at the machine's routable "
            "address and listens on every interface (see docs/distributed.md)"
        )
    fixed = {"address", "_node_ip_address", "include_dashboard", "dashboard_host"} & set(options)
    if fixed:
        raise ReplayServiceConfigError(
            f"init_local_ray: {', '.join(sorted(fixed))} cannot be set: the cluster is local "
            "and listens on 127.0.0.1 only (use ray.init to join another cluster)"
        )
    os.environ.setdefault("RAY_USAGE_STATS_ENABLED", "0")
    os.environ.setdefault("RAY_worker_niceness", "0")
    context = ray.init(
        address="local",
        num_cpus=num_cpus,
        include_dashboard=False,
        _node_ip_address="127.0.0.1",
        **options,
    )
    node: str = ray.util.get_node_ip_address()  # type: ignore[no-untyped-call]
    if on_loopback(node):
        return context
    ray.shutdown()
    raise ReplayServiceConfigError(
        f"init_local_ray: Ray registered this node at {node}, not at a loopback "
        f"address, so it was stopped: {LOOPBACK_ENV}=0 must be set before ray is "
        "first imported in this process"
    )
