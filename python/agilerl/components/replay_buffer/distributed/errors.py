"""Exceptions raised by the replay service.

Each says which shard or limiter, which call, the bound that was hit and what to do.
Configuration mistakes subclass :class:`ValueError`; a call that ran past its deadline
subclasses :class:`TimeoutError`; a shard that cannot serve subclasses
:class:`RuntimeError`, so callers' existing handlers keep working.
"""

from __future__ import annotations

__all__ = [
    "RateLimitTimeoutError",
    "ReplayServiceConfigError",
    "ReplayServiceFileError",
    "ReplayTimeoutError",
    "ShardRestartedError",
    "ShardUnavailableError",
]


class ReplayServiceConfigError(ValueError):
    """A service argument is out of range or inconsistent (``shards``, ``routing``, ...)."""


class ReplayServiceFileError(ValueError):
    """A service checkpoint (manifest or shard file) that is missing, malformed or foreign."""


class ReplayTimeoutError(TimeoutError):
    """A remote call did not answer within its timeout (the call is abandoned, not retried)."""


class RateLimitTimeoutError(ReplayTimeoutError):
    """The rate limiter blocked an insert or a sample for longer than its timeout."""


class ShardUnavailableError(RuntimeError):
    """No shard that may serve the call is alive (all dead or restarting)."""


class ShardRestartedError(ShardUnavailableError):
    """A shard refused an n-step add sent to the process it replaced (it restarted since).

    The service turns it into a :class:`ShardUnavailableError` that names the steps that
    were not stored; the restarted shard's n-step windows start clean.
    """
