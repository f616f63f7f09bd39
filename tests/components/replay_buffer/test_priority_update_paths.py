"""``update_priorities``: the 1-D host-tensor fast path equals the general path."""

from __future__ import annotations

import numpy as np
import pytest
import torch
from rb_helpers import transition

from agilerl.components.replay_buffer import PrioritizedReplayBuffer

pytestmark = pytest.mark.usefixtures("tree_mode")  # C kernels and tensor ops


def test_fast_and_general_update_paths_agree() -> None:
    a = PrioritizedReplayBuffer(64, alpha=0.6, generator=torch.Generator().manual_seed(1))
    b = PrioritizedReplayBuffer(64, alpha=0.6, generator=torch.Generator().manual_seed(1))
    for buf in (a, b):
        buf.add(transition(48, seed=4))
    idx = torch.tensor([3, 7, 7, 40])
    prio = torch.tensor([0.5, 2.0, 2.0, 9.0], dtype=torch.float64)
    a.update_priorities(idx, prio)  # fast path: 1-D int64 / float tensors
    b.update_priorities(idx.numpy().astype(np.int32), prio.view(4, 1))  # general path
    assert torch.equal(a.priorities, b.priorities)
    assert float(a.max_priority) == float(b.max_priority) == 9.0
    assert torch.equal(a._per.tree.block_sums, b._per.tree.block_sums)
    sa, sb = a.sample(16, beta=0.5), b.sample(16, beta=0.5)
    assert torch.equal(sa["idxs"], sb["idxs"])
    assert torch.equal(sa["weights"], sb["weights"])
