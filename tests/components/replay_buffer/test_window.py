"""The n-step window arena: refreshes, aliasing of returned steps, state, dtypes."""

from __future__ import annotations

from pathlib import Path

import pytest
import torch
from test_multi_step import reference, stream

from agilerl.components.replay_buffer import MultiStepReplayBuffer
from agilerl.components.replay_buffer import window as window_mod
from agilerl.components.replay_buffer.window import arena_slots


def test_arena_slots_bounds() -> None:
    assert arena_slots(3, 16, 88) == (1 << 18) // (16 * 88)  # ~256 KiB of small rows
    assert arena_slots(3, 1, 8) == 256  # capped
    assert arena_slots(3, 8, 56_464) == 6  # frames: at least 2 n slots
    assert arena_slots(5, 1, 8, budget=80) == 10


def check_against_reference(
    buf: MultiStepReplayBuffer, steps: list[dict[str, torch.Tensor]], n: int, gamma: float
) -> None:
    n_envs = steps[0]["reward"].shape[0]
    starts = len(steps) - n + 1
    stored = buf.sample_from_indices(torch.arange(starts * n_envs))
    stored = {k: v.cpu() for k, v in stored.items()}
    for s in range(starts):
        for e in range(n_envs):
            i = s * n_envs + e
            ref = reference(steps, s, e, n, gamma, ("done",))
            assert abs(float(stored["reward"][i]) - float(ref["reward"])) < 1e-3  # type: ignore[arg-type]
            assert int(stored["n_steps"][i]) == ref["n_steps"]
            assert stored["next_obs"][i].tolist() == pytest.approx(ref["next_obs"], abs=1e-2)
            assert bool(stored["done"][i]) == ref["done"]


@pytest.mark.parametrize("n", [1, 2, 4])
def test_small_arenas_refresh_correctly(
    monkeypatch: pytest.MonkeyPatch, device: str, n: int
) -> None:
    """Arenas of 2 n slots: a refresh every n + 1 adds, results unchanged."""
    monkeypatch.setattr(window_mod, "ARENA_BYTES", 1)
    steps = stream(40, 3, seed=11 + n, done_keys=("done",))
    buf = MultiStepReplayBuffer(40 * 3, n_step=n, gamma=0.7, device=device, n_steps_key="n_steps")
    returned = [buf.add(s) for s in steps]
    assert buf._slots == 2 * n
    check_against_reference(buf, steps, n, 0.7)
    # every returned 1-step transition still holds its step (never overwritten)
    for s, r in enumerate(returned[n - 1 :]):
        assert r is not None
        for k, v in steps[s].items():
            assert torch.equal(r[k].cpu(), v), (s, k)


def test_clear_never_rewrites_returned_steps(device: str) -> None:
    steps = stream(8, 2, seed=5, done_keys=("done",))
    buf = MultiStepReplayBuffer(100, n_step=2, device=device, n_steps_key="n_steps")
    buf.add(steps[0])
    kept = buf.add(steps[1])
    assert kept is not None
    buf.clear()
    for s in steps[2:]:
        buf.add(s)
    for k, v in steps[0].items():
        assert torch.equal(kept[k].cpu(), v)


def test_returned_step_survives_input_reuse(device: str) -> None:
    """Envs reuse their output buffers: the returned step must be a copy."""
    step = stream(1, 4, seed=2, done_keys=("done",))[0]
    buf = MultiStepReplayBuffer(100, n_step=1, device=device, n_steps_key="n_steps")
    first = buf.add(step)
    assert first is not None
    snapshot = {k: v.clone() for k, v in step.items()}
    for v in step.values():
        if v.dtype is torch.bool:
            v.fill_(True)
        else:
            v.zero_()
    buf.add(step)
    for k, v in snapshot.items():
        assert torch.equal(first[k].cpu(), v)


@pytest.mark.parametrize("split", [2, 9, 13])  # before / right at / after a refresh
def test_save_load_across_arena_refresh(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, device: str, split: int
) -> None:
    monkeypatch.setattr(window_mod, "ARENA_BYTES", 1)  # 6-slot arenas for n = 3
    steps = stream(24, 3, seed=3, done_keys=("done",))
    a = MultiStepReplayBuffer(200, n_step=3, gamma=0.9, device=device, n_steps_key="n_steps")
    for s in steps[:split]:
        a.add(s)
    a.save(tmp_path / "w.rb")
    b = MultiStepReplayBuffer.load(tmp_path / "w.rb")
    assert b.pending == a.pending
    for s in steps[split:]:
        ra, rb = a.add(s), b.add(s)
        assert (ra is None) == (rb is None)
    assert len(a) == len(b)  # a read: stores the deferred n-step rows of both
    assert a._storage is not None
    assert b._storage is not None
    assert torch.equal(a._storage.rows, b._storage.rows)
    check_against_reference(b, steps, 3, 0.9)


@pytest.mark.parametrize("dtype", [torch.float64, torch.bfloat16])
def test_storage_dtypes(device: str, dtype: torch.dtype) -> None:
    steps = stream(30, 4, seed=9, done_keys=("done",))
    buf = MultiStepReplayBuffer(
        200, n_step=3, gamma=0.9, device=device, dtype=dtype, n_steps_key="n_steps"
    )
    for s in steps:
        buf.add(s)
    assert buf.sample_from_indices(torch.tensor([0]))["reward"].dtype == dtype
    if dtype is torch.float64:
        check_against_reference(buf, steps, 3, 0.9)
    else:  # n_steps stays exact; rewards within bf16 rounding
        stored = buf.sample_from_indices(torch.arange(28 * 4))
        for s in range(28):
            for e in range(4):
                ref = reference(steps, s, e, 3, 0.9, ("done",))
                i = s * 4 + e
                assert int(stored["n_steps"][i]) == ref["n_steps"]
                assert float(stored["reward"][i]) == pytest.approx(ref["reward"], abs=0.05)
