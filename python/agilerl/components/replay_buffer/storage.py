"""Device-resident, preallocated, packed storage for replay buffers.

Every transition is one row of bytes: each (flattened) field owns a column range of
the row, stored in its storage dtype and viewed back through ``Tensor.view(dtype)``.
Fields are packed by descending item size, so every offset is aligned to the
field's item size, and the row length is a multiple of 8 bytes.

* ``add`` copies each field straight into its strided view of the row block (one
  ``copy_`` per field, which also converts dtypes); when the storage lives on an
  accelerator and the batch on the host, the fields are packed into a host staging
  block first and moved with **one** non-blocking host-to-device copy.
* ``sample`` gathers whole rows with **one** ``index_select`` and hands back
  per-field views of the gathered block (``as_strided``: no further copies). The
  returned tensors are therefore non-contiguous across the batch dimension; call
  ``.contiguous()`` if a consumer needs that.

The field layout (names, dtypes, shapes, offsets) is fixed by the first ``add``; every
batch is checked against it by :meth:`Layout.plan` before anything is written, and
:meth:`Storage.put` executes the plan (on CPU, a raw plan by one C call: ``_host``).
"""

from __future__ import annotations

import math
from typing import Any

import torch

from ._host import HostWriter, PackedRows
from .layout import Layout, Plan

__all__ = ["Layout", "Storage", "canonical", "copy_all", "field_views", "nest", "unaliased"]

#: ``torch.foreach.copy_`` (public in torch releases after 2.13), or ``None``.
_FOREACH_COPY = getattr(getattr(torch, "foreach", None), "copy_", None)


def copy_all(dst: list[torch.Tensor], src: list[torch.Tensor], bools: tuple[int, ...] = ()) -> None:
    """``d.copy_(s)`` for each pair: in one call of ``torch.foreach.copy_`` where this
    torch has that public API (one fused kernel on CUDA for same-dtype lists), else one
    ``copy_`` a pair; the pairs at ``bools`` (bool fields, both on one device) get ``s``'s
    bytes as 0 or 1 (``ne(0)`` of them, written into ``d``), whatever bytes a bool ``s``
    holds, as the C copy stores them."""
    if bools:
        for i in bools:
            torch.ne(src[i].view(torch.uint8), 0, out=dst[i])
        dst = [d for i, d in enumerate(dst) if i not in bools]
        src = [s for i, s in enumerate(src) if i not in bools]
    if not dst:
        return
    if _FOREACH_COPY is not None:
        _FOREACH_COPY(dst, src)
        return
    for d, s in zip(dst, src, strict=True):
        d.copy_(s)


def canonical(value: torch.Tensor) -> torch.Tensor:
    """A bool tensor whose bytes are 0 or 1: ``ne(0)`` of ``value``'s bytes (a new tensor)."""
    return torch.ne(value.view(torch.uint8), 0)


def unaliased(values: list[torch.Tensor], rows: torch.Tensor) -> list[torch.Tensor]:
    """``values``, each that lies in the memory of ``rows`` (a view of the rows a write is
    about to change) replaced by a copy: an add reads its whole input before it writes a
    byte, as the C copy does. ``rows`` owns its allocation (``torch.zeros``), so a value
    in it starts inside it."""
    lo = rows.data_ptr()
    hi = lo + rows.numel() * rows.element_size()
    out = values
    for i, v in enumerate(values):
        if lo <= v.data_ptr() < hi and v.numel():
            if out is values:
                out = list(values)
            out[i] = v.clone()
    return out


def field_views(rows: torch.Tensor, layout: Layout, lead: tuple[int, ...]) -> list[torch.Tensor]:
    """Per-field views ``[*lead, *shape]`` of packed rows ``[prod(lead), row_bytes]``."""
    typed: dict[torch.dtype, torch.Tensor] = {}
    out = []
    for f in layout.fields:
        t = typed.get(f.dtype)
        if t is None:
            t = typed[f.dtype] = rows.view(f.dtype)
        start = f.offset // f.itemsize
        out.append(t[:, start : start + f.numel].view(*lead, *f.shape))
    return out


def nest(layout: Layout, views: list[torch.Tensor]) -> dict[str, Any]:
    """The (nested) dict of per-field ``views`` (in layout order), as the input's."""
    if layout.flat:
        return dict(zip(layout.names, views, strict=True))
    nested: dict[str, Any] = {}
    for f, v in zip(layout.fields, views, strict=True):
        node = nested
        for key in f.path[:-1]:
            node = node.setdefault(key, {})
        node[f.path[-1]] = v
    return nested


def _strides(shape: tuple[int, ...]) -> tuple[int, ...]:
    """The strides (in elements) of a contiguous tensor of ``shape``."""
    return tuple(math.prod(shape[i + 1 :]) for i in range(len(shape)))


class Storage(PackedRows):
    """``capacity`` packed rows of ``layout`` on ``device``; allocated at construction.
    ``add`` (:meth:`PackedRows.add`) checks and writes a batch."""

    def __init__(self, capacity: int, device: torch.device, layout: Layout) -> None:
        self.capacity = capacity
        self.device = device
        self.layout = layout
        self.row_bytes = layout.row_bytes
        self.rows = torch.zeros(capacity, layout.row_bytes, dtype=torch.uint8, device=device)
        self.views = field_views(self.rows, layout, (capacity,))
        self.on_cpu = device.type == "cpu"
        # CPU: raw plans are copied by one C call, where the extension is built (``_host``).
        self.host = HostWriter.build(layout, self.rows)
        self._staging: dict[int, tuple[torch.Tensor, list[torch.Tensor]]] = {}
        # (dtype, size-after-batch, strides, element offset) per field for unpacking.
        self._unpack: list[tuple[torch.dtype, tuple[int, ...], tuple[int, ...], int, int]] = []
        for f in layout.fields:
            isz = f.itemsize
            self._unpack.append(
                (f.dtype, f.shape, _strides(f.shape), f.offset // isz, layout.row_bytes // isz)
            )

    def put(self, plan: Plan, start: int) -> None:
        """Write a checked batch at ring position ``start`` (it may wrap): a raw plan by
        the C copy where it is built, any other by the tensor ops; the same bytes."""
        if plan.raw and self.host is not None:
            self.host.write(plan, start)
        else:
            self.write_ring(plan.tensors(), start, plan.batch)

    def write(self, values: list[torch.Tensor], start: int, n: int) -> None:
        """Write ``n`` validated rows at ``[start, start + n)`` (no wrap; no value a view
        of the rows: :meth:`write_ring` copies those out first)."""
        stop = start + n
        bools = self.layout.bools
        host = [] if self.on_cpu else [v.is_cpu for v in values]
        if not any(host):  # same device: one (fused) copy call
            copy_all([view[start:stop] for view in self.views], values, bools)
        elif all(host):
            # Host batch -> accelerator: pack on the host, one H2D copy of the block.
            staged = self._staging.get(n)
            if staged is None:
                # Pageable (not pinned) memory: an async H2D copy from it has consumed
                # the bytes when it returns, so the block can be reused by the next add.
                block = torch.zeros(n, self.row_bytes, dtype=torch.uint8)  # zero padding
                staged = self._staging[n] = (block, field_views(block, self.layout, (n,)))
            block, hviews = staged
            copy_all(hviews, values, bools)
            self.rows[start:stop].copy_(block, non_blocking=True)
        else:  # mixed batch: per-field, host sources non-blocking (no stream sync)
            for i, (view, v) in enumerate(zip(self.views, values, strict=True)):
                view[start:stop].copy_(canonical(v) if i in bools else v, non_blocking=True)

    def write_ring(self, values: list[torch.Tensor], start: int, n: int) -> None:
        """Write ``n`` rows at ring position ``start``, wrapping at ``capacity``.

        A batch longer than ``capacity`` keeps its newest ``capacity`` rows, each in
        the slot it would have reached had the rows been written one by one. A value that
        is a view of the ring is read whole before anything is written (as the C copy).
        """
        values = unaliased(values, self.rows)
        cap = self.capacity
        if n > cap:
            values = [v[n - cap :] for v in values]
            start = (start + n - cap) % cap
            n = cap
        first = cap - start
        if n <= first:
            self.write(values, start, n)
        else:
            self.write([v[:first] for v in values], start, first)
            self.write([v[first:] for v in values], 0, n - first)

    def unpack(self, rows: torch.Tensor, lead: tuple[int, ...] | None = None) -> dict[str, Any]:
        """Per-field views of contiguous rows ``[n, row_bytes]`` as a (nested) dict.

        ``lead`` (default ``(n,)``, product ``n``) is the leading shape of every field.
        """
        n = rows.shape[0]
        typed: dict[torch.dtype, torch.Tensor] = {}
        if lead is None or len(lead) == 1:
            size0: tuple[int, ...] = (n,)
            lead_strides: tuple[int, ...] | None = None
        else:
            size0 = lead
            lead_strides = _strides(lead)
        views = []
        for dt, shape, strides, off, rstride in self._unpack:
            t = typed.get(dt)
            if t is None:
                t = typed[dt] = rows.view(dt)
            ls = (rstride,) if lead_strides is None else tuple(rstride * s for s in lead_strides)
            views.append(t.as_strided((*size0, *shape), (*ls, *strides), off))
        return nest(self.layout, views)

    def gather(self, idx: torch.Tensor, lead: tuple[int, ...] | None = None) -> dict[str, Any]:
        """Rows at ``idx`` (1-D int64 on the device) as a dict of field views."""
        return self.unpack(self.rows.index_select(0, idx), lead)
