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

from .errors import ReplayTimeoutError, ShardUnavailableError

__all__ = ["DEAD", "get", "ray", "require_ray", "rex", "unwrap"]

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
