"""An add's error says what became of that call's own step; no n-step row spans a step
the service dropped (issue 29, "Found again").

One client adds for several writers, so an earlier add's failure surfaces in a later add
of another writer. That later call used to raise before sending its own step: the step
was never stored, nothing said so, and the writer's next step joined the same window.
"""

from __future__ import annotations

import re

import pytest
import torch

from agilerl.components.replay_buffer.distributed import (
    ReplayService,
    ReplayServiceConfigError,
    ServiceConfig,
)

from .helpers import step

pytestmark = pytest.mark.usefixtures("ray_cluster")
ray = pytest.importorskip("ray")
N_STEP = 3


def settle(svc: ReplayService) -> None:
    """Wait until every add this client has in flight has finished (not collected):
    the next call then finds their outcomes, deterministically."""
    refs = [a.ref for a in svc._adds]
    ready, _ = ray.wait(refs, num_returns=len(refs), timeout=120)
    assert len(ready) == len(refs)


def check_rows(svc: ReplayService, first: int, last: int) -> None:
    """Every stored row is N_STEP consecutive steps of writer 0, and they are all there."""
    batch = svc.sample(4096)
    obs = batch["obs"][:, 0].long()
    nxt = batch["next_obs"][:, 0].long()
    reward = batch["reward"].reshape(-1)
    pairs = sorted(zip(obs.tolist(), nxt.tolist(), strict=True))
    assert torch.equal(nxt - obs, torch.full_like(obs, N_STEP)), pairs
    assert torch.equal(reward, (N_STEP * obs + N_STEP * (N_STEP - 1) // 2).float()), pairs
    assert sorted(obs.tolist()) == list(range(first, last - N_STEP + 2)), pairs


def test_another_writers_error_does_not_drop_this_calls_step() -> None:
    """Writers 0 and 2 map to shard 0 of 2; writer 2 is refused there, as documented.
    The refusal surfaces in writer 0's next add, which still stores its own step and
    says so; writer 0's rows stay whole."""
    svc = ReplayService(
        ServiceConfig(kind="n_step", shards=2, max_size=1024, n_step=N_STEP, gamma=1.0)
    )
    try:
        for t in range(4):
            svc.add(step(t), writer=0)
        svc.add(step(100), writer=2)  # writer 2 would interleave with writer 0: refused
        settle(svc)
        with pytest.raises(ReplayServiceConfigError) as err:
            svc.add(step(4), writer=0)  # the call that finds writer 2's refusal
        message = str(err.value)
        assert "writer '2' step 1 (shard 0) was not stored" in message, message
        assert "would interleave its steps" in message, message
        assert message.endswith("This call's step (writer '0' step 5) was stored."), message
        for t in range(5, 10):
            svc.add(step(t), writer=0)
        svc.flush()
        check_rows(svc, 0, 9)
    finally:
        svc.close()


def test_a_step_that_was_not_sent_is_named() -> None:
    """A call refused before sending (here: a bad ``timeout``) says its step was not
    stored; the earlier failure it found is kept for the next call, not lost."""
    svc = ReplayService(
        ServiceConfig(kind="n_step", shards=2, max_size=1024, n_step=N_STEP, gamma=1.0)
    )
    try:
        svc.add(step(0), writer=0)
        svc.add(step(100), writer=2)
        settle(svc)
        with pytest.raises(ValueError, match="timeout must be a finite float > 0"):
            svc.add(step(1), writer=0, timeout=-1.0)  # refused before anything changes
        with pytest.raises(ReplayServiceConfigError) as err:
            svc.add(step(1), writer=0)
        assert str(err.value).endswith("This call's step (writer '0' step 2) was stored.")
        svc.add(step(101), writer=2)  # refused by the shard: known at the next call
        with pytest.raises(ReplayServiceConfigError) as err:
            svc.flush()
        message = str(err.value)
        assert re.search(r"writer '2' step 2 \(shard 0\) was not stored", message), message
        assert message.endswith("(flush sends nothing)"), message
        for t in range(2, 6):
            svc.add(step(t), writer=0)
        svc.flush()
        check_rows(svc, 0, 5)
    finally:
        svc.close()


def test_interleaved_refusals_never_break_a_row() -> None:
    """The issue's loop, without waiting: writer 2 is refused every third step while
    writer 0 steps on. Whenever a refusal surfaces, the call's own step was stored, and
    writer 0's rows are exactly its consecutive steps."""
    svc = ReplayService(
        ServiceConfig(kind="n_step", shards=2, max_size=1024, n_step=N_STEP, gamma=1.0)
    )
    try:
        surfaced: list[tuple[int, str]] = []  # (writer of the call, its error)
        for t in range(30):
            for writer, data in [(0, step(t))] + ([(2, step(1000 + t))] if t % 3 == 1 else []):
                try:
                    svc.add(data, writer=writer)
                except ReplayServiceConfigError as exc:
                    surfaced.append((writer, str(exc)))
        try:
            svc.flush()
        except ReplayServiceConfigError as exc:
            surfaced.append((-1, str(exc)))
        assert surfaced
        for writer, message in surfaced:
            assert "would interleave its steps" in message, message
            if writer >= 0:
                assert f"This call's step (writer '{writer}' step " in message, message
                assert message.endswith(") was stored.") == (writer == 0), message
        check_rows(svc, 0, 29)
    finally:
        svc.close()
