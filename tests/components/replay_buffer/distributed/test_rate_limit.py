"""The samples-per-insert limiter blocks the faster side, then times out clearly."""

from __future__ import annotations

import pytest

from agilerl.components.replay_buffer.distributed import (
    RateLimit,
    RateLimitTimeoutError,
    ReplayService,
    ReplayServiceConfigError,
    ServiceConfig,
)
from agilerl.components.replay_buffer.distributed.limiter import LimiterCore

from .helpers import rows


def test_limiter_logic() -> None:
    lim = LimiterCore(RateLimit(samples_per_insert=2.0, min_size_to_sample=4, error_buffer=8))
    assert not lim.try_sample(1)  # nothing inserted yet
    assert lim.try_insert(4)  # diff 8 (window [0, 16])
    assert lim.try_sample(8)  # diff 0
    assert not lim.try_sample(1)  # would go below 0
    assert lim.try_insert(8)  # diff 16
    assert not lim.try_insert(1)  # would pass 16
    assert lim.state() == {"inserts": 12, "samples": 8}
    with pytest.raises(ReplayServiceConfigError, match="could never pass"):
        lim.try_insert(9)
    with pytest.raises(ReplayServiceConfigError, match="could never pass"):
        lim.try_sample(17)


@pytest.mark.usefixtures("ray_cluster")
def test_blocks_both_ways_with_a_timeout() -> None:
    limit = RateLimit(samples_per_insert=1.0, min_size_to_sample=8, error_buffer=16, timeout=1.0)
    svc = ReplayService(ServiceConfig(kind="uniform", max_size=256, rate_limit=limit))
    try:
        with pytest.raises(RateLimitTimeoutError, match="a sample of 4 rows waited 1 s") as err:
            svc.sample(4)  # below min_size_to_sample
        assert "actors insert too slowly" in str(err.value)
        svc.add(rows(range(8)))  # diff 8; window [-8, 24]
        for _ in range(4):
            svc.sample(4)  # diff 4, 0, -4, -8
        with pytest.raises(RateLimitTimeoutError, match="inserts=8, samples=16"):
            svc.sample(4)  # the learner is ahead: blocked
        with pytest.raises(RateLimitTimeoutError, match=r"waited 0\.2 s"):
            svc.sample(4, timeout=0.2)  # this call's own bound
        svc.add(rows(range(8, 12)))  # the actors catch up: diff -4
        svc.sample(4)  # diff -8
        for k in range(8):
            svc.add(rows(range(100 + 4 * k, 104 + 4 * k)))  # diff -8 + 32 = 24
        with pytest.raises(RateLimitTimeoutError, match="the learner samples too slowly"):
            svc.add(rows(range(4)))  # the actors are ahead: blocked
    finally:
        svc.close()
