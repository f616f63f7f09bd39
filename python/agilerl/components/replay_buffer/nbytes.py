"""What a buffer takes for a transition layout, computed without allocating.

Each buffer class states its own size: ``ReplayBuffer.nbytes_for`` (the ring's rows),
``PrioritizedReplayBuffer.nbytes_for`` (plus its priorities: the sum tree and the
sampler's scalars) and ``MultiStepReplayBuffer.nbytes_for`` (plus its n-step window: the
arena of steps, the staging block and the scratch of a flush, for ``num_envs`` rows a
step). Every figure is integer arithmetic on the sizes, each term one tensor the buffer
makes, so a capacity of ``10**400`` is a number to compare with a bound, never an
allocation; ``tests/cli/test_build_bounds.py`` holds each figure to a real buffer's
tensors, byte for byte.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import NamedTuple

import torch

from ._fields import dtype_from_name
from .errors import BufferFieldError
from .layout import Layout

__all__ = ["BufferBytes", "Fields", "fields_layout"]

Fields = Mapping[str, tuple[Sequence[int], "str | torch.dtype"]]
"""A transition's fields: name -> (the shape of one row, the dtype given: a
``torch.dtype`` or its name, ``"float32"``). A field of one scalar a row has shape
``()``; the leading batch dimension is not part of the shape."""


class BufferBytes(NamedTuple):
    """The bytes a buffer takes, by part (each 0 where the class has no such part)."""

    row_bytes: int
    """One stored row (the packed layout: fields by item size, padded to 8 bytes)."""
    storage: int
    """``max_size`` rows: allocated by the first ``add``."""
    priorities: int = 0
    """A prioritized buffer's sum tree and sampler scalars: allocated at construction."""
    window: int = 0
    """An n-step buffer's window (arena, staging block, flush scratch): the first add."""

    @property
    def total(self) -> int:
        return self.storage + self.priorities + self.window


def fields_layout(
    fields: Fields, float_dtype: torch.dtype, force_float: tuple[str, ...] = ()
) -> Layout:
    """The layout a first batch of ``fields`` gets (``Layout.from_fields``: floating
    fields, and ``force_float``, stored as ``float_dtype``; a scalar field as ``[1]``)."""
    given: list[tuple[tuple[str, ...], torch.dtype, tuple[int, ...]]] = []
    for name, (shape, dtype) in fields.items():
        dims = tuple(shape)
        if not isinstance(name, str) or not name:
            raise BufferFieldError(f"field names must be non-empty str, got {name!r}")
        if not all(isinstance(d, int) and not isinstance(d, bool) and d >= 0 for d in dims):
            raise BufferFieldError(
                f"field {name!r}: a shape is a sequence of ints >= 0, got {list(shape)!r}"
            )
        dt = dtype if isinstance(dtype, torch.dtype) else dtype_from_name(dtype)
        given.append(((name,), dt, dims))
    if not given:
        raise BufferFieldError("fields: expected at least one field")
    return Layout.from_fields(given, float_dtype, force_float)
