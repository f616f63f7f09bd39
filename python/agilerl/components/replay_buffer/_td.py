"""Building the TensorDict batches the buffers return (AgileRL's batch type).

Every batch is a :class:`tensordict.TensorDict` on the buffer's device whose
``batch_size`` is the leading shape of its fields (``[B]`` for ``sample``, the
indices' shape for ``sample_from_indices``). It is built with tensordict's public
constructor, which checks each field's leading shape and device again (the buffer
made and checked the views already): about 10 µs for five fields on CPU, against about
2 µs for tensordict's private unchecked constructor, which the package does not call
(docs/benchmarks.md, TDc and TDu). ``non_blocking=True``: every field is on the device
already, so no copy is made and nothing waits for the device.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import torch
from tensordict import TensorDict

__all__ = ["TensorDict", "make_batch"]


def make_batch(
    source: dict[str, Any], batch_size: Sequence[int], device: torch.device
) -> TensorDict:
    """A TensorDict over ``source`` (a nested dict of tensors whose leading dims are
    ``batch_size``, all on ``device``), without copying the tensors."""
    return TensorDict(source, batch_size=batch_size, device=device, non_blocking=True)
