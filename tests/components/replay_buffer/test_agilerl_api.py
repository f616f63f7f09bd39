"""AgileRL's buffer API as learners use it (the differential tests compare it with
agilerl 2.58 itself: tests/conformance/test_buffers.py)."""

from __future__ import annotations

from pathlib import Path

import pytest
import torch
from rb_helpers import transition
from tensordict import TensorClass, TensorDict

from agilerl.components.replay_buffer import (
    MultiStepReplayBuffer,
    PrioritizedReplayBuffer,
    ReplayBuffer,
)


class Batch(TensorClass):  # the shape of AgileRL's ReplayBatch
    obs: torch.Tensor
    action: torch.Tensor
    reward: torch.Tensor
    next_obs: torch.Tensor
    done: torch.Tensor


def test_tensordict_batches_work_as_learners_use_them(device: str) -> None:
    buf = ReplayBuffer(100, device=device)
    buf.add(TensorDict(transition(8), batch_size=[8]))  # a TensorDict in
    batch = buf.sample(4)
    assert isinstance(batch, TensorDict)
    assert batch.batch_size == (4,)
    assert len(batch) == 4
    assert batch.device is not None
    assert batch.device.type == torch.device(device).type
    assert batch.to("cpu")["obs"].device.type == "cpu"
    typed = Batch.from_tensordict(batch)
    assert typed.reward.shape == (4, 1)
    # the DQN target: [B, 1] everywhere, no silent [B, B] broadcast
    q_next = torch.zeros(4, 1, device=batch.device)
    target = typed.reward + 0.99 * q_next * (1 - typed.done.float())
    assert target.shape == (4, 1)


def test_multi_agent_nesting_and_tuple_keys(device: str) -> None:
    buf = ReplayBuffer(10, device=device)
    agents = ("agent_0", "agent_1")
    step = {
        "obs": {a: torch.randn(3, 2) for a in agents},
        "action": {a: torch.randint(0, 2, (3,)) for a in agents},
        "reward": {a: torch.randn(3) for a in agents},
        "next_obs": {a: torch.randn(3, 2) for a in agents},
        "done": {a: torch.zeros(3) for a in agents},
    }
    buf.add(TensorDict(step, batch_size=[3]))
    batch = buf.sample(2)
    assert batch["obs", "agent_1"].shape == (2, 2)
    assert batch["reward", "agent_0"].shape == (2, 1)
    assert batch["action"].batch_size == (2,)


@pytest.mark.parametrize("kind", ["uniform", "per", "multi_step"])
def test_adds_longer_than_max_size_keep_the_newest_rows(device: str, kind: str) -> None:
    x = torch.arange(7, dtype=torch.float32)
    if kind == "multi_step":  # 7 envs into 3 slots
        buf: ReplayBuffer = MultiStepReplayBuffer(3, n_step=1, device=device)
        buf.add({"obs": x, "reward": x, "done": torch.zeros(7), "next_obs": x})
    else:
        buf = (PrioritizedReplayBuffer if kind == "per" else ReplayBuffer)(3, device=device)
        buf.add({"obs": torch.zeros(1), "reward": torch.zeros(1)})  # cursor at 1
        buf.add({"obs": x, "reward": x})
    storage = buf.storage
    assert storage is not None
    # rows 4, 5, 6 are the newest; row i went to slot (start + i) % 3
    start = 1 if kind != "multi_step" else 0
    expected = [0.0] * 3
    for i in range(7):
        expected[(start + i) % 3] = float(i)
    assert storage["obs"].view(-1).cpu().tolist() == expected
    assert (buf.size, buf.counter) == (3, 7 + (kind != "multi_step"))
    if kind == "per":
        assert buf.priorities.cpu().tolist() == [1.0, 1.0, 1.0]


def test_multi_step_keys_state_and_save(tmp_path: Path, device: str) -> None:
    buf = MultiStepReplayBuffer(8, n_step=2, gamma=0.5, device=device)
    buf.reward_key, buf.ns_key = "rew", "obs2"
    assert (buf.done_key, buf.initialized, buf.storage) == (None, False, None)
    step = {
        "obs": torch.ones(2, 1),
        "rew": torch.ones(2),
        "terminated": torch.zeros(2),
        "obs2": torch.ones(2, 1),
    }
    assert buf.add(step) is None
    assert (buf.done_key, buf.initialized, buf.storage) == (None, False, None)
    one = buf.add(step)
    assert one is not None
    assert one["rew"].shape == (2,)  # the shapes the first add gave
    assert (buf.done_key, buf.initialized) == ("terminated", True)
    assert buf.storage is not None
    assert buf.storage["rew"][:2].view(-1).cpu().tolist() == [1.5, 1.5]
    buf.save(tmp_path / "m.rb")
    back = MultiStepReplayBuffer.load(tmp_path / "m.rb")
    assert (back.reward_key, back.ns_key, back.done_key) == ("rew", "obs2", "terminated")
    back.add(step)
    assert back.size == 4
    buf.clear()
    assert (buf.counter, buf.size, buf.pending, buf.initialized) == (2, 0, 0, False)
