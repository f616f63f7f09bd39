"""A sharded replay service on Ray, used through the buffer API.

``ReplayService`` runs ``shards`` Ray actors, each holding one of our buffers
(uniform, prioritized, n-step, or the prioritized + n-step pair); see
``docs/distributed.md``. Needs the ``distributed`` extra (Ray).
"""

from __future__ import annotations

from .config import KINDS, RateLimit, ServiceConfig
from .errors import (
    RateLimitTimeoutError,
    ReplayServiceConfigError,
    ReplayServiceFileError,
    ReplayTimeoutError,
    ShardUnavailableError,
)
from .factory import init_distributed_buffer
from .local import LOOPBACK_ENV, init_local_ray
from .service import ReplayService

__all__ = [
    "KINDS",
    "LOOPBACK_ENV",
    "RateLimit",
    "RateLimitTimeoutError",
    "ReplayService",
    "ReplayServiceConfigError",
    "ReplayServiceFileError",
    "ReplayTimeoutError",
    "ServiceConfig",
    "ShardUnavailableError",
    "init_distributed_buffer",
    "init_local_ray",
]
