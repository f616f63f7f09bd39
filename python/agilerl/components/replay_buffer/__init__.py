"""Device-resident replay buffers (uniform, n-step, prioritized).

All three keep their storage preallocated on one device (allocated on the first
``add``), write with ring-cursor slice copies, sample on the device with the
buffer's ``torch.Generator`` and never synchronise with the host on the hot
paths (``add``, ``sample``, ``sample_from_indices``, ``update_priorities`` with
the accelerator validation policy).
"""

from __future__ import annotations

from .errors import (
    BufferConfigError,
    BufferFieldError,
    BufferFileError,
    BufferIndexError,
    BufferPriorityError,
    BufferStateError,
    BufferTypeError,
    EmptyBufferError,
)
from .multi_step import MultiStepReplayBuffer
from .prioritized import PrioritizedReplayBuffer
from .uniform import ReplayBuffer

BufferType = ReplayBuffer | MultiStepReplayBuffer | PrioritizedReplayBuffer
"""Any of the replay buffers (the type ``init_buffer`` returns)."""

__all__ = [
    "BufferConfigError",
    "BufferFieldError",
    "BufferFileError",
    "BufferIndexError",
    "BufferPriorityError",
    "BufferStateError",
    "BufferType",
    "BufferTypeError",
    "EmptyBufferError",
    "MultiStepReplayBuffer",
    "PrioritizedReplayBuffer",
    "ReplayBuffer",
]
