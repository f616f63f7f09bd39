"""add / sample / update_priorities through 1, 2 and 4 shards, and the n-step kinds."""

from __future__ import annotations

import pickle
import re
from typing import Any

import pytest
import torch

from agilerl.components.replay_buffer.distributed import (
    RateLimit,
    ReplayService,
    ReplayServiceConfigError,
    ServiceConfig,
    ShardUnavailableError,
)
from agilerl.components.replay_buffer.distributed.calls import check_sample
from agilerl.components.replay_buffer.distributed.limiter import acquire
from agilerl.components.replay_buffer.errors import (
    BufferConfigError,
    BufferIndexError,
    BufferPriorityError,
)

from .helpers import ids_of, rows

pytestmark = pytest.mark.usefixtures("ray_cluster")


#: The other shard counts (and the n-step variants below) start a service each, about 6 s
#: on the Ray worker, where the everyday run's Ray tests queue: CI's own session.
SLOW = pytest.mark.slow


@pytest.mark.parametrize("shards", [pytest.param(1, marks=SLOW), 2, pytest.param(4, marks=SLOW)])
def test_add_sample_update(shards: int) -> None:
    cap = 64
    # prefetch=0: batches drawn after the updates (prefetched ones may predate them)
    cfg = ServiceConfig(kind="prioritized", shards=shards, max_size=cap, seed=3, prefetch=0)
    svc = ReplayService(cfg)
    try:
        home = {}  # transition id -> the shard its writer maps to
        for w in range(4):
            ids = range(100 * w, 100 * w + 10)
            svc.add(rows(ids), writer=w)
            home.update(dict.fromkeys(ids, w % shards))
        svc.flush()
        assert len(svc) == 40
        assert sorted(s["size"] for s in svc.stats()) == sorted(
            sum(1 for s in home.values() if s == i) for i in range(shards)
        )
        batch = svc.sample(32, beta=0.5)
        assert batch.batch_size == torch.Size([32])
        assert batch["idxs"].shape == (32, 1)
        assert batch["weights"].shape == (32, 1)
        shard, _slot = svc.split_indices(batch["idxs"])
        assert [home[i] for i in ids_of(batch)] == shard.tolist()
        assert bool((batch["weights"] == 1).all())  # all at the max priority yet

        # One transition gets nearly all the mass: the learner sees little else.
        hot = batch["idxs"][:1]
        hot_id = ids_of(batch)[0]
        others = torch.tensor([[i] for i in set(batch["idxs"].reshape(-1).tolist()) - {int(hot)}])
        svc.update_priorities(hot, torch.tensor([1e6]))
        if len(others):
            svc.update_priorities(others, torch.full((len(others),), 1e-3))
        svc.flush()
        svc.stats()
        seen = [i for _ in range(3) for i in ids_of(svc.sample(32, beta=1.0))]
        assert seen.count(hot_id) > 0.8 * len(seen)
        w = svc.sample(64, beta=1.0)
        hot_w = w["weights"][torch.tensor(ids_of(w)) == hot_id]
        assert float(hot_w.max()) < 1e-2  # the most likely row gets the smallest weight

        with pytest.raises(BufferIndexError, match=rf"in \[0, {shards * cap}\)"):
            svc.update_priorities(torch.tensor([shards * cap]), torch.tensor([1.0]))
        with pytest.raises(BufferPriorityError, match="finite and >= 0"):
            svc.update_priorities(torch.tensor([0]), torch.tensor([float("nan")]))
    finally:
        svc.close()


@SLOW  # a second driver process joins the cluster: CI's own session
def test_uniform_from_another_process_and_indices() -> None:
    svc = ReplayService(ServiceConfig(kind="uniform", shards=2, max_size=32, routing="round_robin"))
    try:

        @ray.remote(num_cpus=0)
        def feed(service: ReplayService, start: int) -> int:
            for k in range(4):
                service.add(rows(range(start + 8 * k, start + 8 * k + 8)))
            service.flush()
            return 32

        assert ray.get(feed.remote(svc, 0), timeout=60) == 32
        stats = svc.stats()
        assert [s["size"] for s in stats] == [16, 16]  # round robin over both shards
        batch = svc.sample(32, return_idx=True)
        assert sorted(ids_of(batch)) == list(range(32))  # small memory: without replacement
        assert "weights" not in set(batch.keys())
        assert "idxs" not in set(svc.sample(4).keys())
        clone = pickle.loads(pickle.dumps(svc))  # the handles travel; the client state is new
        assert len(clone) == 32
    finally:
        svc.close()


def test_rainbow_pair_and_writer_affinity() -> None:
    svc = ReplayService(
        ServiceConfig(
            kind="rainbow", shards=2, max_size=32, n_step=3, gamma=0.5, n_steps_key="n_steps"
        )
    )
    try:
        for step in range(5):
            svc.add(rows(range(10 * step, 10 * step + 2)), writer=0)
        svc.flush()
        batch = svc.sample(8)
        assert set(svc.split_indices(batch["idxs"])[0].tolist()) == {0}
        nstep = batch["n_step"]
        assert nstep["n_steps"].shape == (8, 1)
        # The n-step rows start at the same transition as the 1-step rows.
        assert torch.equal(nstep["obs"], batch["obs"])
        # reward = r_s + 0.5 r_{s+1} + 0.25 r_{s+2}, ids advance by 10 per step
        r = batch["reward"].reshape(-1)
        assert torch.allclose(nstep["reward"].reshape(-1), r + 0.5 * (r + 10) + 0.25 * (r + 20))
        svc.add(rows(range(2)), writer=2)  # 2 % 2 == 0: a second writer on shard 0
        with pytest.raises(ReplayServiceConfigError, match="interleave"):
            svc.flush()
    finally:
        svc.close()


@pytest.mark.parametrize(
    ("kind", "key"),
    [
        ("n_step", None),
        pytest.param("rainbow", None, marks=SLOW),
        pytest.param("n_step", "n_steps", marks=SLOW),
        pytest.param("rainbow", "n_steps", marks=SLOW),
        pytest.param("n_step", "summed", marks=SLOW),
        ("rainbow", "summed"),
    ],
)
def test_n_steps_field_only_when_asked(kind: str, key: str | None) -> None:
    # AgileRL's exact n-step fields by default; the count of summed rewards on request.
    svc = ReplayService(ServiceConfig(kind=kind, shards=2, max_size=32, n_steps_key=key))  # type: ignore[arg-type]
    try:
        for step in range(5):
            svc.add(rows(range(10 * step, 10 * step + 2)), writer=1)
        svc.flush()
        batch = svc.sample(6)
        nstep = batch["n_step"] if kind == "rainbow" else batch
        extra = set(nstep.keys()) - {"obs", "action", "reward", "terminated", "next_obs", "idxs"}
        extra -= {"weights"}  # the prioritized batch's, in the rainbow kind
        if key is None:
            assert extra == set()
        else:
            assert extra == {key}
            assert nstep[key].shape == (6, 1)
            assert nstep[key].dtype == torch.int64
            assert set(nstep[key].reshape(-1).tolist()) == {3}  # no episode ended
    finally:
        svc.close()


def test_config_errors() -> None:
    for bad in ("", 3, b"n_steps"):
        with pytest.raises(
            ReplayServiceConfigError, match="n_steps_key must be None or a non-empty str"
        ):
            ServiceConfig(kind="n_step", n_steps_key=bad)  # type: ignore[arg-type]
    with pytest.raises(ReplayServiceConfigError, match="needs routing='affinity'"):
        ServiceConfig(kind="n_step", routing="round_robin")
    with pytest.raises(ReplayServiceConfigError, match="shards must be an int >= 1"):
        ServiceConfig(shards=0)
    with pytest.raises(ReplayServiceConfigError, match="checkpoint_every needs checkpoint_dir"):
        ServiceConfig(checkpoint_every=10)
    # numbers only: a str was coerced by float(), None and lists ended in TypeError
    for bad in ("0.5", None, True, [0.5], float("nan"), 1.5):
        for field in ("alpha", "gamma"):
            with pytest.raises(ReplayServiceConfigError, match="alpha and gamma must be in"):
                ServiceConfig(**{field: bad})  # type: ignore[arg-type]
    ServiceConfig(alpha=0, gamma=1)


def refused(error: type[Exception], message: str, call: Any, *args: Any, **kwargs: Any) -> None:
    """``call(*args, **kwargs)`` raises exactly ``error`` with exactly ``message``."""
    with pytest.raises(error, match=f"^{re.escape(message)}$") as err:
        call(*args, **kwargs)
    assert type(err.value) is error


BAD_NUMBERS = [0, -1.0, float("nan"), float("inf"), True, "1", [1.0]]


@pytest.mark.parametrize("bad", [*BAD_NUMBERS, pytest.param(10**400, id="int-past-float")])
def test_finite_number_checks(bad: Any) -> None:
    """One finite-number check behind the config's timeouts and rate limit, ``sample``'s
    ``beta`` and the rate-limited calls' ``timeout``: each keeps its message and class
    (an int too large for a float is refused too, where ``math.isfinite`` overflowed)."""
    for field in ("call_timeout", "straggler_timeout", "start_timeout"):
        message = f"{field} must be a finite number > 0, got {field}={bad!r}"
        refused(ReplayServiceConfigError, message, ServiceConfig, **{field: bad})
    for field in ("samples_per_insert", "error_buffer", "timeout"):
        name = f"rate_limit.{field}"
        message = f"{name} must be a finite number > 0, got {name}={bad!r}"
        kwargs = {"samples_per_insert": 1.0, field: bad}
        refused(ReplayServiceConfigError, message, RateLimit, **kwargs)
    limited = ServiceConfig(rate_limit=RateLimit(samples_per_insert=1.0))
    message = f"timeout must be a finite float > 0, got timeout={bad!r}"
    refused(BufferConfigError, message, acquire, object(), limited, "insert", 1, bad)
    acquire(None, limited, "insert", 1, 1.0)  # no limiter actor: returns at once
    refused(BufferConfigError, message, acquire, None, ServiceConfig(), "insert", 1, bad)
    if bad != 0:  # beta may be 0
        message = f"beta must be a finite float >= 0, got beta={bad!r}"
        refused(BufferConfigError, message, check_sample, 4, bad)
    assert check_sample(4, 0) == 4


def test_a_bad_timeout_is_refused_without_a_rate_limit() -> None:
    """Without a rate limit a call's ``timeout`` has nothing to wait for, and is still
    checked (it was ignored): refused before anything is sent or stored."""
    svc = ReplayService(ServiceConfig(kind="uniform", shards=1, max_size=32))
    try:
        svc.add(rows(range(4)))
        svc.flush()
        for bad in (-1.0, float("nan"), "1", True):
            message = f"timeout must be a finite float > 0, got timeout={bad!r}"
            refused(BufferConfigError, message, svc.add, rows(range(4, 8)), timeout=bad)
            refused(BufferConfigError, message, svc.sample, 2, timeout=bad)
            refused(BufferConfigError, message, svc.sample, 0, timeout=bad)
        svc.flush()
        assert len(svc) == 4
        assert svc.sample(2, timeout=1.0).batch_size == (2,)
    finally:
        svc.close()


def test_needs_ray_running(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(ray, "is_initialized", lambda: False)
    with pytest.raises(ShardUnavailableError, match=r"call init_local_ray\(\) first"):
        ReplayService(ServiceConfig())


ray = pytest.importorskip("ray")


def test_docstring_example(ray_cluster: object) -> None:
    """The ``ReplayService`` docstring's example runs as written (its ``ray.init``
    lines are skipped: the session's cluster stands in for them)."""
    import doctest

    from agilerl.components.replay_buffer.distributed import service

    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE)
    report: list[str] = []
    tests = doctest.DocTestFinder().find(service, extraglobs={"torch": torch, "ray": ray})
    for test in tests:
        runner.run(test, out=report.append)
    assert runner.tries > 0
    assert runner.failures == 0, "".join(report)
