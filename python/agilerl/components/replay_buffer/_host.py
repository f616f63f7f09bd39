"""The C copy of a :class:`~.layout.Plan` into CPU rows (``scatter`` of :mod:`agilerl._native`).

:meth:`Layout.plan <.layout.Layout.plan>` checks a batch and says whether its values are
raw memory (:attr:`Plan.raw <.layout.Plan.raw>`); a raw plan on CPU storage, where the
extension is built, is copied here by one C call: each row's fields into place in the
packed ring, the numpy arrays read through the buffer protocol. Every other plan, and
every plan where the extension is not built or ``AGILERL_NATIVE=0``, is written by the
tensor ops (``Storage.write_ring``, ``Arena.put``): the same bytes either way. Both read
every value before they write a byte (a value that is a view of the rows it is written
into stores what it held before the add), and both store a bool field's bytes as 0 or 1
(a bool holding another byte is stored as 1).
The C call re-checks nothing of the plan; it asserts only what its memory accesses rely
on (``csrc/scatter.c``). A batch that reads as the last accepted raw batch did (the key
of Layout.plan's memo) is copied by :attr:`HostWriter.scatter` with that key, where the same C call
tests the key before it writes.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial
from typing import Any

import numpy as np
import torch

from agilerl import _native

from .layout import Layout, Plan

__all__ = ["HostWriter", "PackedRows"]


class HostWriter:
    """Copies raw plans into ``rows``, the contiguous uint8 CPU ring ``[capacity,
    row_bytes]`` of ``layout`` (kept alive as long as the writer)."""

    def __init__(self, ext: Any, layout: Layout, rows: torch.Tensor) -> None:
        self._rows = rows
        # (width, offset, is_bool): a bool field's bytes are stored as 0 or 1, as copy_ does
        fields = tuple((f.nbytes, f.offset, f.dtype is torch.bool) for f in layout.fields)
        cap, width = rows.shape
        self._ctx = (fields, torch.Tensor, np.ndarray, rows.data_ptr(), cap, width)
        self.scatter: Callable[..., bool] = partial(ext.scatter, self._ctx)
        """``scatter(values, start, batch, key=None)``: the C copy into this ring. With
        ``key``, the raw memo's (:attr:`Layout.raw_memo <.layout.Layout.raw_memo>`), it
        first tests, in the same call, that every value of ``values`` (:meth:`Layout.read
        <.layout.Layout.read>`) reads as the key says: True once written; False, with
        nothing written, where one does not (the caller plans them)."""

    @classmethod
    def build(cls, layout: Layout, rows: torch.Tensor) -> HostWriter | None:
        """A writer for CPU ``rows`` where the extension is built (and switched on)."""
        ext = _native.kernels()
        if ext is None or not rows.is_cpu or not rows.is_contiguous():
            return None
        return cls(ext, layout, rows)

    def write(self, plan: Plan, start: int) -> None:
        """Copy the raw ``plan`` at ring position ``start`` (it may wrap; a batch longer
        than the ring keeps its newest rows, as ``Storage.write_ring``)."""
        self.scatter(plan.values, start, plan.batch)


class PackedRows:
    """Base of what holds the packed rows of a layout: the ring (:class:`~.storage.Storage`)
    and the n-step window (:class:`~.window.Arena`). Its :meth:`add` is the one add
    dispatch of every buffer kind; a subclass writes a checked plan (:meth:`put`)."""

    layout: Layout
    device: torch.device
    host: HostWriter | None

    def put(self, plan: Plan, start: int) -> None:
        """Write the checked ``plan`` at row ``start``."""
        raise NotImplementedError

    def add(self, data: Any, start: int, rows: int | None = None) -> int:
        """Check the batch ``data`` and write it at row ``start``; its batch size.

        A batch whose values read as the last one the layout accepted raw on this device
        (its memo; of ``rows`` rows, where given) goes to the C copy at once, which tests
        that and writes in one call. Any other is checked (:meth:`Layout.plan
        <.layout.Layout.plan>`, which raises before anything is written), then written by
        :meth:`put`. (Inline, not a helper's call: this runs on every add.)
        """
        layout = self.layout
        values: Sequence[Any] = layout.read(data)
        memo = layout.raw_memo
        host = self.host
        if (
            memo is not None
            and host is not None
            and memo[0] is self.device
            and (rows is None or memo[2] == rows)
            and host.scatter(values, start, memo[2], memo[1]) is True
        ):
            return memo[2]
        plan = layout.plan_values(values, self.device, rows)
        self.put(plan, start)
        return plan.batch
