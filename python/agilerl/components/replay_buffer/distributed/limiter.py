"""The samples-per-insert rate limiter: counters in one small Ray actor, and the wait.

:class:`LimiterCore` only answers "may this insert / sample go now?" and counts it when
it may; the blocking is on the caller's side (:func:`acquire` polls it with a backoff of
1 ms to 50 ms until a deadline), so no process ever blocks inside the limiter and a
learner and its actors cannot deadlock on it. A limiter that died is restarted by Ray
(its counters start again from the values it was created with); meanwhile the caller
keeps polling until its deadline, then raises :class:`ShardUnavailableError`.
"""

from __future__ import annotations

import time
from typing import Any

from .._checks import finite_number
from ._ray import DEAD, get
from .config import RateLimit, ServiceConfig
from .errors import RateLimitTimeoutError, ReplayServiceConfigError, ShardUnavailableError

__all__ = ["LimiterCore", "acquire"]


class LimiterCore:
    """Counts rows inserted and sampled; grants calls that keep the ratio in bounds."""

    def __init__(self, limit: RateLimit, inserts: int = 0, samples: int = 0) -> None:
        self.limit = limit
        self.inserts = inserts
        self.samples = samples

    def _diff(self) -> float:
        return self.inserts * self.limit.samples_per_insert - self.samples

    def try_insert(self, rows: int) -> bool:
        """Count and allow ``rows`` inserts, or refuse (the caller retries later)."""
        lim = self.limit
        if rows * lim.samples_per_insert > lim.max_diff - lim.min_diff:
            raise ReplayServiceConfigError(
                f"an add of {rows} rows moves the samples-per-insert balance by "
                f"{rows * lim.samples_per_insert:g}, more than the limiter's window "
                f"2 * error_buffer = {2 * lim.error_buffer:g}: it could never pass; "
                "raise rate_limit.error_buffer or add fewer rows at a time"
            )
        if self._diff() + rows * lim.samples_per_insert > lim.max_diff:
            return False
        self.inserts += rows
        return True

    def try_sample(self, rows: int) -> bool:
        """Count and allow a sample of ``rows``, or refuse (the caller retries later)."""
        lim = self.limit
        if rows > lim.max_diff - lim.min_diff:
            raise ReplayServiceConfigError(
                f"a sample of {rows} rows is more than the limiter's window 2 * error_buffer "
                f"= {2 * lim.error_buffer:g}: it could never pass; raise rate_limit.error_buffer"
            )
        if self.inserts < lim.min_size_to_sample or self._diff() - rows < lim.min_diff:
            return False
        self.samples += rows
        return True

    def state(self) -> dict[str, Any]:
        return {"inserts": self.inserts, "samples": self.samples}


def check_timeout(timeout: float | None) -> float | None:
    """A call's ``timeout``: None (the rate limit's), or a finite float > 0."""
    return None if timeout is None else finite_number("timeout", timeout, word="float")


def acquire(
    limiter: Any, config: ServiceConfig, side: str, rows: int, timeout: float | None
) -> None:
    """Wait until the ``limiter`` actor grants an ``insert`` or a ``sample`` (``side``) of
    ``rows``, at most ``timeout`` seconds (None: ``config.rate_limit.timeout``), each poll
    at most ``config.call_timeout``; without a limiter (no rate limit), return at once."""
    timeout = check_timeout(timeout)  # also without a limiter: never ignored
    limit = config.rate_limit
    if limiter is None or limit is None:
        return
    if timeout is None:
        timeout = limit.timeout
    deadline = time.monotonic() + timeout
    delay, ask = 0.001, getattr(limiter, f"try_{side}")
    while True:  # each turn sleeps: the deadline ends it
        try:
            (ok,) = get([ask.remote(rows)], config.call_timeout, "the rate limiter")
        except DEAD:  # restarting (max_restarts=-1)
            ok = None
        if ok:
            return
        if time.monotonic() + delay > deadline:
            break
        time.sleep(delay)
        delay = min(delay * 2, 0.05)
    if ok is None:
        raise ShardUnavailableError(
            f"the rate limiter is dead or restarting: an {side} of {rows} rows "
            f"waited {timeout:g} s (the timeout) for it; the call was not counted"
        )
    try:
        (st,) = get([limiter.state.remote()], config.call_timeout, "the rate limiter")
    except DEAD:
        st = {"inserts": "?", "samples": "?"}
    other = "the learner samples" if side == "insert" else "actors insert"
    raise RateLimitTimeoutError(
        f"rate limiter: a {side} of {rows} rows waited {timeout:g} s (the timeout) "
        f"at samples_per_insert={limit.samples_per_insert:g}, "
        f"error_buffer={limit.error_buffer:g} "
        f"(inserts={st['inserts']}, samples={st['samples']}): {other} too slowly"
    )
