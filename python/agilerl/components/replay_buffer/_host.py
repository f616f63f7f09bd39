"""Adds on CPU storage through numpy views of the same rows.

On CPU a torch op costs a few microseconds of dispatch whatever its size, and an add
of a few env rows is mostly dispatch: slicing each field's view and one
``_foreach_copy_`` cost about 3x a plain numpy slice assignment per field (what
stable-baselines3 does). :class:`HostWriter` keeps zero-copy numpy views of the
storage's field views (the same bytes, no second copy of anything) and writes a
flat batch of numpy arrays or CPU tensors with one numpy slice assignment per field.

CPU tensors cost more that way: ``Tensor.numpy()`` is about 1 us a field. Where the C
kernels of :mod:`._native` are built, a batch of CPU tensors of exactly the stored dtypes,
contiguous, and not inside the storage itself, is instead written by one C call that
copies each row's fields into place (``rows_scatter``): 9.3 -> 5.8 us for an add of 16
env steps of five fields, in one process on the dev machine; 4.3 us once the accepted
shapes are precomputed per batch size and the call keeps the GIL (``_native.held``).
What is left is about 0.7 us a field of torch attribute reads (type, dtype, device,
contiguity, negative bit, shape, pointer), each needed to copy raw bytes safely, and
most of that is the interpreter: where the CPython extension of :mod:`._native_ext`
is built, it does the same reads and the copy in one call (2.3 us). Everything else
takes the numpy path.

It only takes what it can check in a few attribute reads: a flat mapping whose
fields are numpy arrays or dense CPU tensors of the stored dtype (any floating
dtype for floating fields, as the general path) and of shape ``[batch, *shape]``
(``[batch]`` for ``[batch, 1]`` fields). Anything else (nested batches, integer
input to a floating field, bfloat16, a batch longer than the capacity, a malformed
batch) returns ``None`` and goes down the general path, which converts, or raises
with a precise message. Every field is checked before the first byte is written.
"""

from __future__ import annotations

import ctypes
from collections.abc import Sequence
from typing import Any

import numpy as np
import torch

from . import _native, _native_ext
from .layout import Layout

__all__ = ["HostWriter"]

_STRIDED = torch.strided
# ``Tensor.numpy`` of a CPU tensor is a zero-copy view, never a device sync; it is
# bound once here (the C method) and only ever called on tensors checked ``is_cpu``.
_as_numpy = torch._C.TensorBase.numpy
# One field: name, full numpy view [capacity, *shape], the [capacity] view of a
# [capacity, 1] field (else None), numpy dtype, floating, per-row shape.
_Field = tuple[str, np.ndarray, "np.ndarray | None", np.dtype, bool, tuple[int, ...]]
# One field of the C path: name, stored dtype, bytes a row.
_CField = tuple[str, torch.dtype, int]


class _Rows(ctypes.Structure):
    """``rows_t`` of the C source: the ring of packed rows and the per-field layout."""

    _fields_ = [
        ("dst", ctypes.c_void_p),
        ("row_bytes", ctypes.c_int64),
        ("cap", ctypes.c_int64),
        ("nf", ctypes.c_int64),
        ("offs", ctypes.c_void_p),
        ("widths", ctypes.c_void_p),
        ("srcs", ctypes.c_void_p),
    ]


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
        self._lib = _native.kernels()
        self._ext: Any = None
        if self._lib is None or not rows.is_contiguous():
            self._lib = None
            return
        nf = self.n_fields
        self._cfields: list[_CField] = [(f.path[0], f.dtype, f.nbytes) for f in layout.fields]
        self._row_shapes = [f.shape for f in layout.fields]
        self._srcs = (ctypes.c_int64 * nf)()
        self._offs = (ctypes.c_int64 * nf)(*(f.offset for f in layout.fields))
        self._widths = (ctypes.c_int64 * nf)(*(f.nbytes for f in layout.fields))
        self._rows = rows  # the bound memory stays alive as long as the writer
        self._lo = rows.data_ptr()
        self._hi = self._lo + rows.numel()
        self._ctx = _Rows(
            self._lo,
            rows.shape[1],
            rows.shape[0],
            nf,
            ctypes.addressof(self._offs),
            ctypes.addressof(self._widths),
            ctypes.addressof(self._srcs),
        )
        self._ctx_addr = ctypes.addressof(self._ctx)
        vp, i64 = ctypes.c_void_p, ctypes.c_int64
        self._scatter = _native.held(self._lib, "rows_scatter", vp, i64, i64)
        # The same checks and copy in one call of the CPython extension, where built.
        ext = _native_ext.extension()
        self._ext = None if ext is None else ext.scatter
        plan = tuple(
            (f.path[0], f.dtype, f.nbytes, f.offset, f.shape, f.shape == (1,), nv.dtype)
            for f, (_, nv, *_) in zip(layout.fields, fields, strict=True)
        )
        cap, width = rows.shape
        self._ext_ctx = (plan, torch.Tensor, self._lo, self._hi, cap, self._lo, width, np.ndarray)
        # Per batch size: each field's accepted shapes, [B, *shape] and [B] or None.
        self._shapes: dict[int, list[tuple[tuple[int, ...], tuple[int, ...] | None]]] = {}

    def _shapes_for(self, batch: int) -> list[tuple[tuple[int, ...], tuple[int, ...] | None]]:
        if len(self._shapes) >= 64:  # bounded: batch sizes seldom change
            self._shapes.clear()
        out = self._shapes[batch] = [
            ((batch, *shape), (batch,) if shape == (1,) else None) for shape in self._row_shapes
        ]
        return out

    def _write_tensors(self, data: dict[Any, Any], start: int, rows: int | None) -> int | None:
        """The C path (see the module doc); ``None`` (nothing written) if it does not apply."""
        batch = -1
        srcs, lo, hi = self._srcs, self._lo, self._hi
        shapes = None
        i = 0
        for name, dt, width in self._cfields:
            x = data.get(name)
            # is_contiguous is False for sparse layouts (and False or raising for others)
            if type(x) is not torch.Tensor or x.dtype is not dt or not x.is_cpu:
                return None
            try:
                if not x.is_contiguous() or x.is_neg():
                    return None
                s = x.shape  # raises for a nested tensor
            except RuntimeError:
                return None
            if shapes is None:
                if not s:
                    return None
                batch = s[0]
                shapes = self._shapes.get(batch) or self._shapes_for(batch)
            full, short = shapes[i]
            if s != full and s != short:
                return None
            p = x.data_ptr()
            if p < hi and p + batch * width > lo:  # a view of this storage: numpy's path
                return None
            srcs[i] = p
            i += 1  # noqa: SIM113 (enumerate costs ~0.05 us a field here)
        if not 1 <= batch <= self.capacity or (rows is not None and batch != rows):
            return None
        self._scatter(self._ctx_addr, start, batch)
        return batch

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
        elif self._lib is not None:
            written = self._write_tensors(data, start, rows)
            if written is not None:
                return written
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
