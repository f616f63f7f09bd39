"""Device-resident replay buffers (uniform, n-step, prioritized).

All three keep their storage preallocated on one device (allocated on the first
``add``), write with ring-cursor slice copies, sample on the device with the
buffer's ``torch.Generator`` and never synchronise with the host on the hot
paths (``add``, ``sample``, ``sample_from_indices``, ``update_priorities`` with
the accelerator validation policy).
"""

from __future__ import annotations

from . import errors
from .errors import *  # noqa: F403  (the exceptions: errors.__all__)
from .multi_step import MultiStepReplayBuffer
from .prioritized import PrioritizedReplayBuffer
from .uniform import ReplayBuffer

BufferType = ReplayBuffer | MultiStepReplayBuffer | PrioritizedReplayBuffer
"""Any of the replay buffers (the type ``init_buffer`` returns)."""

__all__ = ["BufferType", "MultiStepReplayBuffer", "PrioritizedReplayBuffer", "ReplayBuffer"]
__all__ += errors.__all__
