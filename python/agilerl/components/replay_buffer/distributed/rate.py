"""The waiting side of the rate limit: poll the limiter actor until it grants or a deadline.

The limiter (:class:`.limiter.LimiterCore`) never blocks; the caller polls it with a
backoff of 1 ms to 50 ms. A limiter that died is restarted by Ray (its counters start
again from the values it was created with); meanwhile the caller keeps polling until
its deadline, then raises :class:`ShardUnavailableError`, within the service's errors.
"""

from __future__ import annotations

import math
import time
from typing import Any

from ..errors import BufferConfigError
from ._ray import DEAD, get
from .config import RateLimit
from .errors import RateLimitTimeoutError, ShardUnavailableError

__all__ = ["acquire"]


def acquire(
    limiter: Any, limit: RateLimit, method: str, rows: int, timeout: float | None, call: float
) -> None:
    """Wait until the ``limiter`` actor grants ``method`` (``try_insert`` / ``try_sample``)
    of ``rows``, at most ``timeout`` seconds (None: ``limit.timeout``); ``call``: the
    timeout of one remote call."""
    if timeout is None:
        timeout = limit.timeout
    elif (
        isinstance(timeout, bool)
        or not isinstance(timeout, (int, float))
        or not (math.isfinite(timeout) and timeout > 0)
    ):
        raise BufferConfigError(f"timeout must be a finite float > 0, got timeout={timeout!r}")
    deadline = time.monotonic() + timeout
    delay = 0.001
    for _ in range(1_000_000):  # bounded: the deadline ends it long before
        try:
            (ok,) = get([getattr(limiter, method).remote(rows)], call, "the rate limiter")
        except DEAD:  # restarting (max_restarts=-1)
            ok = False
            if time.monotonic() + delay > deadline:
                raise ShardUnavailableError(
                    f"the rate limiter is dead or restarting: an {method[4:]} of {rows} rows "
                    f"waited {timeout:g} s (the timeout) for it; the call was not counted"
                ) from None
        if ok:
            return
        if time.monotonic() + delay > deadline:
            break
        time.sleep(delay)
        delay = min(delay * 2, 0.05)
    try:
        (st,) = get([limiter.state.remote()], call, "the rate limiter")
    except DEAD:
        st = {"inserts": "?", "samples": "?"}
    side = "insert" if method == "try_insert" else "sample"
    other = "the learner samples" if side == "insert" else "actors insert"
    raise RateLimitTimeoutError(
        f"rate limiter: a {side} of {rows} rows waited {timeout:g} s (the timeout) "
        f"at samples_per_insert={limit.samples_per_insert:g}, "
        f"error_buffer={limit.error_buffer:g} "
        f"(inserts={st['inserts']}, samples={st['samples']}): {other} too slowly"
    )
