"""Ray, imported once, and the remote calls' error mapping (every wait has a timeout)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

try:
    import ray
    import ray.exceptions as rex
except ImportError as exc:  # pragma: no cover - the extra is missing
    raise ImportError(
        "the replay service needs Ray: pip install 'agilerl-specs[torch,distributed]'"
    ) from exc

from .config import ServiceConfig
from .errors import ReplayTimeoutError, ShardUnavailableError

__all__ = ["DEAD", "get", "ray", "require_ray", "rex", "start_wait", "unwrap"]

DEAD: tuple[type[BaseException], ...] = (rex.RayActorError, rex.ActorUnavailableError)
"""A shard (or the limiter) died or is restarting: the call did not run, or ran and is lost."""


def require_ray() -> None:
    if not ray.is_initialized():
        raise ShardUnavailableError(
            "Ray is not running in this process: call init_local_ray() first (a local "
            "cluster on 127.0.0.1) or ray.init(address='auto') to join an existing one; see "
            "docs/distributed.md"
        )


def get(refs: Sequence[Any], timeout: float, what: str) -> list[Any]:
    """``ray.get`` with a deadline; a timeout becomes :class:`ReplayTimeoutError`."""
    try:
        return list(ray.get(list(refs), timeout=timeout))
    except rex.GetTimeoutError:
        raise ReplayTimeoutError(
            f"{what}: no answer within {timeout:g} s (call_timeout); the process may be "
            "overloaded or a node unreachable"
        ) from None


def unwrap(exc: BaseException) -> BaseException:
    """The exception a remote call raised (``ray.get`` wraps it in a ``RayTaskError``
    whose text holds the remote traceback), else ``exc``."""
    cause = getattr(exc, "cause", None) if isinstance(exc, rex.RayTaskError) else None
    return cause if isinstance(cause, BaseException) else exc


def start_wait(refs: Sequence[Any], config: ServiceConfig) -> list[Any]:
    """The shards' answers to their first call (``refs``), within ``config.start_timeout``;
    a shard's own error (a refused file) is raised as it is, never as a Ray error."""
    try:
        return get(refs, config.start_timeout, f"starting {len(refs)} shards")
    except DEAD as exc:
        raise ShardUnavailableError(
            f"a shard died while starting: {str(exc).splitlines()[0]}"
        ) from None
    except ReplayTimeoutError:
        raise ReplayTimeoutError(
            f"starting {len(refs)} shards: not all started and restored within "
            f"start_timeout={config.start_timeout:g} s (do their shard_options "
            f"{config.shard_options} ask for more than the cluster has free?)"
        ) from None
    except Exception as exc:  # the shard's own error, unwrapped
        raise unwrap(exc) from None
