"""n-step returns against an obviously correct per-env scalar reference."""

from __future__ import annotations

import re

import pytest
import torch

from agilerl.components.replay_buffer import (
    BufferConfigError,
    BufferFieldError,
    MultiStepReplayBuffer,
    PrioritizedReplayBuffer,
)

E = 16
T = 300


def stream(
    t_steps: int, n_envs: int, seed: int, done_keys: tuple[str, ...]
) -> list[dict[str, torch.Tensor]]:
    g = torch.Generator().manual_seed(seed)
    steps = []
    for _ in range(t_steps):
        step = {
            "obs": torch.randn(n_envs, 2, generator=g),
            "action": torch.randint(0, 9, (n_envs,), generator=g),
            "reward": torch.randn(n_envs, generator=g),
            "next_obs": torch.randn(n_envs, 2, generator=g),
        }
        for k in done_keys:
            step[k] = torch.rand(n_envs, generator=g) < 0.02
        steps.append(step)
    return steps


def reference(
    steps: list[dict[str, torch.Tensor]],
    s: int,
    e: int,
    n: int,
    gamma: float,
    done_keys: tuple[str, ...],
) -> dict[str, object]:
    """The n-step transition starting at step ``s`` of env ``e``, one scalar at a time."""
    ret = 0.0
    cut = n - 1
    for k in range(n):
        ret += gamma**k * float(steps[s + k]["reward"][e])
        if any(bool(steps[s + k][d][e]) for d in done_keys):
            cut = k
            break
    out: dict[str, object] = {
        "reward": ret,
        "n_steps": cut + 1,
        "obs": steps[s]["obs"][e].tolist(),
        "action": int(steps[s]["action"][e]),
        "next_obs": steps[s + cut]["next_obs"][e].tolist(),
    }
    for d in done_keys:
        out[d] = bool(steps[s + cut][d][e])
    return out


@pytest.mark.parametrize("n", [1, 3, 5])
@pytest.mark.parametrize("done_keys", [("done",), ("terminated", "truncated")])
def test_matches_scalar_reference(device: str, n: int, done_keys: tuple[str, ...]) -> None:
    gamma = 0.9
    steps = stream(T, E, seed=n, done_keys=done_keys)
    buf = MultiStepReplayBuffer(T * E, n_step=n, gamma=gamma, device=device, n_steps_key="n_steps")
    returned = [buf.add(step) for step in steps]
    assert all(r is None for r in returned[: n - 1])
    assert all(r is not None for r in returned[n - 1 :])
    n_starts = T - n + 1
    assert len(buf) == n_starts * E
    stored = buf.sample_from_indices(torch.arange(n_starts * E))
    stored = {k: v.cpu() for k, v in stored.items()}
    ends = 0
    mismatches = []
    for s in range(n_starts):
        for e in range(E):
            i = s * E + e
            ref = reference(steps, s, e, n, gamma, done_keys)
            ends += ref["n_steps"] < n  # type: ignore[operator]
            got = {
                "reward": float(stored["reward"][i]),
                "n_steps": int(stored["n_steps"][i]),
                "obs": stored["obs"][i].tolist(),
                "action": int(stored["action"][i]),
                "next_obs": stored["next_obs"][i].tolist(),
                **{d: bool(stored[d][i]) for d in done_keys},
            }
            if abs(got.pop("reward") - ref.pop("reward")) > 1e-5 or got != ref:  # type: ignore[operator]
                mismatches.append((s, e))
    assert not mismatches, f"{len(mismatches)} mismatching transitions, first {mismatches[:5]}"
    if n > 1:
        assert ends > 10  # the stream really exercises episode ends inside the window
    # the returned 1-step transitions are the raw steps, oldest first
    for s, r in enumerate(returned[n - 1 :]):
        assert r is not None
        for k, v in steps[s].items():
            assert torch.equal(r[k].cpu(), v), (s, k)


def test_returned_transitions_index_aligned_with_per(device: str) -> None:
    n, cap = 3, 40  # small capacity: both rings wrap several times
    steps = stream(60, E, seed=7, done_keys=("done",))
    nstep = MultiStepReplayBuffer(cap * E // 4, n_step=n, gamma=0.5, device=device)
    per = PrioritizedReplayBuffer(cap * E // 4, device=device)
    for step in steps:
        one = nstep.add(step)
        if one is not None:
            per.add(one)
    assert len(per) == len(nstep)
    assert per.counter == nstep.counter
    idx = torch.arange(len(per))
    a, b = nstep.sample_from_indices(idx), per.sample_from_indices(idx)
    assert torch.equal(a["obs"], b["obs"])
    assert torch.equal(a["action"], b["action"])
    # same slot = same transition start, e.g. through PER's sampled idxs
    batch = per.sample(32)
    again = nstep.sample_from_indices(batch["idxs"])
    assert again.batch_size == (32, 1)  # the shape of PER's idxs, as in AgileRL
    assert torch.equal(again["obs"][:, 0], batch["obs"])


def test_reward_and_done_shapes(device: str) -> None:
    buf = MultiStepReplayBuffer(20, n_step=2, gamma=0.5, device=device, n_steps_key="n_steps")
    step = {
        "obs": torch.zeros(2, 1),
        "reward": torch.ones(2, 1, dtype=torch.float64),
        "done": torch.tensor([[0.0], [1.0]]),
        "next_obs": {"pos": torch.zeros(2, 1)},
    }
    buf.add(step)
    buf.add(step)
    out = buf.sample_from_indices(torch.arange(2))
    assert out["reward"].dtype == torch.float32
    assert out["reward"].view(-1).cpu().tolist() == [1.5, 1.0]
    assert out["n_steps"].cpu().tolist() == [[2], [1]]


def test_vector_reward(device: str) -> None:
    buf = MultiStepReplayBuffer(20, n_step=2, gamma=0.5, device=device, n_steps_key="n_steps")
    for v in (1.0, 2.0):
        buf.add(
            {
                "reward": torch.tensor([[v, -v]]),
                "done": torch.tensor([False]),
                "next_obs": torch.zeros(1, 1),
            }
        )
    assert buf.sample_from_indices(torch.tensor([0]))["reward"].cpu().tolist() == [[2.0, -2.0]]


def test_multi_step_errors(device: str) -> None:
    buf = MultiStepReplayBuffer(20, device=device, n_steps_key="n_steps")
    with pytest.raises(
        BufferFieldError,
        match=re.escape(
            "MultiStepReplayBuffer needs at least one done field of ['done', 'terminated', "
            "'termination', 'truncated']; got fields ['next_obs', 'obs', 'reward']"
        ),
    ):
        buf.add({"obs": torch.zeros(2), "reward": torch.zeros(2), "next_obs": torch.zeros(2)})
    with pytest.raises(BufferFieldError, match="needs a top-level tensor field 'reward'"):
        buf.add({"obs": torch.zeros(2), "done": torch.zeros(2), "next_obs": torch.zeros(2)})
    with pytest.raises(BufferFieldError, match="needs a field 'next_obs'"):
        buf.add({"obs": torch.zeros(2), "done": torch.zeros(2), "reward": torch.zeros(2)})
    with pytest.raises(BufferFieldError, match=re.escape("field 'n_steps' is reserved")):
        buf.add(
            {
                "n_steps": torch.zeros(2),
                "done": torch.zeros(2),
                "reward": torch.zeros(2),
                "next_obs": torch.zeros(2),
            }
        )
    with pytest.raises(
        BufferFieldError,
        match=re.escape("field 'done': expected shape [num_envs] or [num_envs, 1], got"),
    ):
        buf.add({"done": torch.zeros(2, 2), "reward": torch.zeros(2), "next_obs": torch.zeros(2)})
    ok = {"done": torch.zeros(2), "reward": torch.zeros(2), "next_obs": torch.zeros(2)}
    buf.add(ok)
    with pytest.raises(
        BufferFieldError,
        match=re.escape(
            "batch size changed: expected 2 rows (num_envs, fixed by the first add), got 3"
        ),
    ):
        buf.add({k: torch.zeros(3) for k in ok})
    assert buf.pending == 1


def test_clear_resets_window(device: str) -> None:
    buf = MultiStepReplayBuffer(20, n_step=3, device=device)
    steps = stream(5, 2, seed=1, done_keys=("done",))
    for s in steps:
        buf.add(s)
    assert len(buf) == 6
    assert buf.pending == 3
    buf.clear()
    assert len(buf) == 0
    assert buf.pending == 0
    assert buf.add(steps[0]) is None
    assert buf.add(steps[1]) is None
    assert buf.add(steps[2]) is not None
    assert len(buf) == 2


def test_accelerator_window_path_matches() -> None:
    """Host batches into an accelerator window go through the packed staging write."""
    steps = stream(12, 4, seed=3, done_keys=("done",))
    a = MultiStepReplayBuffer(100, n_step=3)
    b = MultiStepReplayBuffer(100, n_step=3)
    a.add(steps[0])
    b.add(steps[0])
    assert b._window is not None
    b._window.on_cpu = False
    b._window.host = None  # not the numpy-view CPU path either
    for s in steps[1:]:
        ra, rb = a.add(s), b.add(s)
        assert (ra is None) == (rb is None)
    assert len(a) == len(b)  # a read: stores the deferred n-step rows of both
    assert a._storage is not None
    assert b._storage is not None
    assert torch.equal(a._storage.rows, b._storage.rows)


def step_of(n_envs: int, **extra: torch.Tensor) -> dict[str, torch.Tensor]:
    return {
        "obs": torch.zeros(n_envs, 2),
        "action": torch.zeros(n_envs, dtype=torch.int64),
        "reward": torch.ones(n_envs),
        "done": torch.zeros(n_envs, dtype=torch.bool),
        "next_obs": torch.zeros(n_envs, 2),
        **extra,
    }


def test_n_steps_field_only_when_asked_for(device: str) -> None:
    """AgileRL's batches by default (its ReplayBatch refuses unknown keys); ``n_steps_key``
    adds the count of summed rewards, and a user field of that name is plain data."""
    plain = MultiStepReplayBuffer(10, n_step=2, device=device)
    for _ in range(3):
        plain.add(step_of(2, n_steps=torch.full((2,), 7.0)))
    batch = plain.sample(2)
    assert sorted(batch.keys()) == ["action", "done", "n_steps", "next_obs", "obs", "reward"]
    assert batch["n_steps"].cpu().tolist() == [[7.0], [7.0]]  # the user's field, as given
    extended = MultiStepReplayBuffer(10, n_step=2, device=device)
    extended.n_steps_key = "count"  # an attribute, read at the first add (like reward_key)
    for _ in range(3):
        extended.add(step_of(2))
    assert extended.sample(2)["count"].cpu().tolist() == [[2], [2]]
    assert extended.storage is not None
    assert "count" in extended.storage


def test_n_steps_key_survives_save_and_load(device: str) -> None:
    buf = MultiStepReplayBuffer(10, n_step=2, device=device, n_steps_key="n_steps")
    for _ in range(3):
        buf.add(step_of(2))
    other = MultiStepReplayBuffer(10, n_step=2, device=device)
    other.load_state_dict(buf.state_dict())
    assert other.n_steps_key == "n_steps"
    other.add(step_of(2))
    assert other.sample(4)["n_steps"].cpu().tolist() == [[2]] * 4


def test_bad_n_steps_key_is_refused_before_any_change(device: str) -> None:
    buf = MultiStepReplayBuffer(10, n_step=2, device=device, n_steps_key=3)  # type: ignore[arg-type]
    with pytest.raises(BufferConfigError, match=re.escape("n_steps_key must be a str or None")):
        buf.add(step_of(2))
    assert len(buf) == 0
    assert buf.pending == 0
