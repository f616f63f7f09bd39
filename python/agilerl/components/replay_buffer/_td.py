"""Building the TensorDict batches the buffers return (AgileRL's batch type).

Every batch is a :class:`tensordict.TensorDict` on the buffer's device whose
``batch_size`` is the leading shape of its fields (``[B]`` for ``sample``, the
indices' shape for ``sample_from_indices``). The fields are views the buffer made
and checked itself, so construction takes tensordict's unchecked fast path
(``TensorDict._new_unsafe``, which skips the checks the buffer already made); where a
tensordict release lacks it, the public constructor is used.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import torch
from tensordict import TensorDict

__all__ = ["TensorDict", "make_batch"]

_NEW_UNSAFE = getattr(TensorDict, "_new_unsafe", None)


def make_batch(
    source: dict[str, Any], batch_size: Sequence[int], device: torch.device
) -> TensorDict:
    """A TensorDict over ``source`` (a nested dict of tensors whose leading dims are
    ``batch_size``, all on ``device``), without copying or re-checking the tensors."""
    if _NEW_UNSAFE is not None:  # it keeps batch_size as given, unchecked: a torch.Size
        size = batch_size if type(batch_size) is torch.Size else torch.Size(batch_size)
        td: TensorDict = _NEW_UNSAFE(source, batch_size=size, device=device)
        return td
    return TensorDict(source, batch_size=batch_size, device=device)  # pragma: no cover
