"""The samples-per-insert rate limiter: counters in one small Ray actor.

:class:`LimiterCore` only answers "may this insert / sample go now?" and counts it when
it may; the blocking (poll with backoff until a deadline) is on the caller's side, so no
process ever blocks inside the limiter and a learner and its actors cannot deadlock on it.
"""

from __future__ import annotations

from typing import Any

from .config import RateLimit
from .errors import ReplayServiceConfigError

__all__ = ["LimiterCore"]


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

    def set_state(self, inserts: int, samples: int) -> None:
        self.inserts, self.samples = inserts, samples
