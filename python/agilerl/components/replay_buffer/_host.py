"""Adds on CPU storage through numpy views of the same rows.

On CPU a torch op costs a few microseconds of dispatch whatever its size, and an add
of a few env rows is mostly dispatch: slicing each field's view and one
``_foreach_copy_`` cost about 3x a plain numpy slice assignment per field (what
stable-baselines3 does). :class:`HostWriter` keeps zero-copy numpy views of the
storage's field views (the same bytes, no second copy of anything) and writes a
flat batch of numpy arrays or CPU tensors with one numpy slice assignment per field.

Where the C extension of :mod:`._native` is built, one call of its ``scatter`` does the
checks below through the C API (the same attributes and methods, so the same answers)
and copies each row's fields into place; it also takes numpy arrays of exactly the
stored dtype, C-contiguous, through the buffer protocol. It returns ``None`` (nothing
written) for anything else, which then takes the numpy path: among those a ZeroTensor
(``torch._efficientzerotensor``, no memory behind it), which numpy refuses too, so the
general path stores its zeros.

It only takes what it can check in a few attribute reads: a flat mapping whose
fields are numpy arrays or dense CPU tensors of the stored dtype (any floating
dtype for floating fields, as the general path) and of shape ``[batch, *shape]``
(``[batch]`` for ``[batch, 1]`` fields). Anything else (nested batches, integer
input to a floating field, bfloat16, a batch longer than the capacity, a malformed
batch) returns ``None`` and goes down the general path, which converts, or raises
with a precise message. Every field is checked before the first byte is written.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np
import torch

from . import _native
from .layout import Layout

__all__ = ["HostWriter"]

_STRIDED = torch.strided
# ``Tensor.numpy`` of a CPU tensor is a zero-copy view, never a device sync; it is
# bound once here (the C method) and only ever called on tensors checked ``is_cpu``.
_as_numpy = torch._C.TensorBase.numpy
# One field: name, full numpy view [capacity, *shape], the [capacity] view of a
# [capacity, 1] field (else None), numpy dtype, floating, per-row shape.
_Field = tuple[str, np.ndarray, "np.ndarray | None", np.dtype, bool, tuple[int, ...]]


class HostWriter:
    """Writes flat batches into CPU storage through numpy views (see the module doc)."""

    def __init__(self, layout: Layout, views: Sequence[torch.Tensor], rows: torch.Tensor) -> None:
        """``views``: the per-field views ``[capacity, *shape]`` of ``rows``, the packed
        ring ``[capacity, row_bytes]`` (uint8, contiguous) they all live in."""
        self.capacity = views[0].shape[0]
        self.n_fields = len(layout.fields)
        fields: list[_Field] = []
        for f, view in zip(layout.fields, views, strict=True):
            nv = view.numpy()
            one = nv[:, 0] if f.shape == (1,) else None
            fields.append((f.path[0], nv, one, nv.dtype, f.dtype.is_floating_point, f.shape))
        self.fields = fields
        ext = _native.kernels()
        self._ext: Any = None if ext is None or not rows.is_contiguous() else ext.scatter
        if self._ext is None:
            return
        self._rows = rows  # the bound memory stays alive as long as the writer
        plan = tuple(
            (f.path[0], f.dtype, f.nbytes, f.offset, f.shape, f.shape == (1,), nv.dtype)
            for f, (_, nv, *_) in zip(layout.fields, fields, strict=True)
        )
        lo = rows.data_ptr()
        cap, width = rows.shape
        self._ext_ctx = (plan, torch.Tensor, lo, lo + rows.numel(), cap, lo, width, np.ndarray)

    @staticmethod
    def supports(layout: Layout, device: torch.device) -> bool:
        """CPU storage of a flat layout whose dtypes numpy has (not bfloat16)."""
        if device.type != "cpu" or not layout.flat:
            return False
        try:
            for f in layout.fields:
                torch.empty(0, dtype=f.dtype).numpy()
        except TypeError:
            return False
        return True

    def write(self, data: Any, start: int, rows: int | None = None) -> int | None:
        """Write the batch ``data`` at ring position ``start``; its row count, or
        ``None`` (nothing written) when the general path must take it (as it must
        for a batch of other than ``rows`` rows, when given)."""
        if type(data) is not dict:
            inner = getattr(data, "_tensordict", None)  # a TensorDict's own dict
            if type(inner) is not dict:
                return None
            data = inner
        if len(data) != self.n_fields:
            return None
        if self._ext is not None:
            done: int | None = self._ext(data, self._ext_ctx, start, rows)
            if done is not None:
                return done
        batch = -1
        todo: list[tuple[np.ndarray, np.ndarray]] = []
        for name, full, one, dt, fl, shape in self.fields:
            x = data.get(name)
            tx = type(x)
            if tx is np.ndarray:
                a = x
            elif tx is torch.Tensor:
                if not x.is_cpu or x.layout is not _STRIDED:
                    return None
                try:
                    a = _as_numpy(x.detach() if x.requires_grad else x)
                except (TypeError, RuntimeError):  # bfloat16, conj/neg bits, ...
                    return None
            else:
                return None
            if a.dtype != dt and not (fl and a.dtype.kind == "f"):
                return None
            s = a.shape
            if not s:
                return None
            if batch < 0:
                batch = s[0]
            if s[0] != batch:
                return None
            if s[1:] == shape:
                todo.append((full, a))
            elif one is not None and len(s) == 1:
                todo.append((one, a))
            else:
                return None
        cap = self.capacity
        if not 1 <= batch <= cap or (rows is not None and batch != rows):
            return None
        stop = start + batch
        if stop <= cap:
            for dst, a in todo:
                dst[start:stop] = a
        else:  # wraps: the head at the end of the ring, the rest at its start
            first = cap - start
            for dst, a in todo:
                dst[start:] = a[:first]
                dst[: batch - first] = a[first:]
        return batch
