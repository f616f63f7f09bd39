"""The n-step rows of many windows at once: one vectorised pass per flush.

:class:`MultiStepReplayBuffer` appends env steps to an :class:`~.window.Arena` and
defers the n-step rows: the windows completed since the last flush are computed
together by :meth:`NStepRows.compute`, over ``[P pending windows, E envs, n]``:

* ``inc[p, e, j]`` (1.0 while no episode of env ``e`` ended strictly before step
  ``j`` of window ``p``): one ``logical_not`` per done field and one ``cumprod_``
  over the unfolded done windows;
* ``n_steps = inc.sum(-1)`` (exact small integers);
* the cut step's rows (``next_obs`` and done columns) by one ``index_select``, the
  start step's rows as one contiguous slice, merged by one byte-level ``where``;
* the discounted return ``sum_j (inc_j * gamma**j) * r_j`` as ``n`` element-wise
  ops accumulated left to right, so every row's value is the same whatever the
  number of windows computed together (one add's worth or a thousand).

No Python loop over envs or windows, no host sync, and the cost per flush is a
dozen tensor calls whatever ``P`` (bounded by the arena's slot count).

On CPU, where the C extension of :mod:`agilerl._native` is built, one call of its ``NStep``
does the same work row by row in plain loops, with the same operations in the same
order (so the same bits), in one call instead of a dozen tensor ops. It takes a scalar
reward of the float type the weights use (float32 or float64, the buffer's ``dtype``)
and done fields of one element each; anything else (a reward
vector, a float16 buffer) keeps the tensor ops.
"""

from __future__ import annotations

import sys
from types import ModuleType
from typing import Any

import torch

from agilerl import _native

from .layout import Layout
from .storage import field_views
from .window import Arena

__all__ = ["NStepRows", "squeeze1"]

_FLOATS = (torch.float16, torch.bfloat16, torch.float32, torch.float64)
#: Done-flag dtypes the kernel reads (float8 types have other zero and NaN encodings).
_FLAGS = (torch.bool, torch.uint8, torch.int8, torch.int16, torch.int32, torch.int64, *_FLOATS)


class _Kernel:
    """The C ``NStep`` bound to one :class:`NStepRows` (its output rows and discounts)."""

    def __init__(
        self, ext: ModuleType, rows: NStepRows, in_layout: Layout, st_layout: Layout,
        dones: list[int], cuts: list[int], reward: int, with_n_steps: bool,
    ) -> None:  # fmt: skip
        fs = in_layout.fields
        ns_off = st_layout.fields[len(fs)].offset if with_n_steps else -1
        self._keep = (rows.out, rows.disc)  # the bound memory
        self.run = ext.NStep(
            rows.out.data_ptr(), in_layout.row_bytes, st_layout.row_bytes, rows.n_envs,
            rows.n, fs[reward].offset, ns_off, int(rows.disc.dtype is torch.float64),
            tuple(fs[i].offset for i in dones), tuple(fs[i].itemsize for i in dones),
            tuple(int(fs[i].dtype in _FLOATS) for i in dones),
            tuple(fs[i].offset for i in cuts), tuple(fs[i].nbytes for i in cuts),
            rows.disc.data_ptr(),
        ).run  # fmt: skip

    @staticmethod
    def applies(in_layout: Layout, dones: list[int], reward: int, w_dtype: torch.dtype) -> bool:
        """A scalar reward of the weights' float type, one-element done flags of the
        ``_FLAGS`` dtypes, a little-endian host (the kernel reads a float's sign bit)."""
        fs = in_layout.fields
        return (
            sys.byteorder == "little"
            and fs[reward].shape == (1,)
            and fs[reward].dtype is w_dtype
            and w_dtype in (torch.float32, torch.float64)
            and all(fs[i].numel == 1 and fs[i].dtype in _FLAGS for i in dones)
        )


def _inc_dtype(dtype: torch.dtype) -> torch.dtype:
    """The dtype of the window weights for a buffer of ``dtype``: float32 at least (the
    row sums of ``inc``, the n_steps, must be exact integers)."""
    return dtype if dtype in (torch.float32, torch.float64) else torch.float32


def squeeze1(view: torch.Tensor) -> torch.Tensor:
    """``[R, 1]`` -> ``[R]`` (a per-transition scalar field's column); others unchanged."""
    return view.squeeze(1) if view.dim() == 2 and view.shape[1] == 1 else view


class NStepRows:
    """Scratch and constants to turn arena windows into stored n-step rows.

    ``in_layout`` is the env step's layout, ``st_layout`` the stored row's (the
    input's fields, then ``n_steps`` when ``with_n_steps``); ``slots`` bounds the
    windows of one call; ``cut_fields`` (indices into the input's fields) are taken
    from the cut step, the others from the start step; ``done_fields`` end a window.
    """

    @staticmethod
    def nbytes(
        in_layout: Layout,
        st_layout: Layout,
        n: int,
        n_envs: int,
        slots: int,
        dtype: torch.dtype,
        reward_index: int,
    ) -> int:
        """Bytes of the tensors ``NStepRows(in_layout, st_layout, n, n_envs, ..., slots,
        ..., dtype, reward_index, ...)`` makes (each term one tensor of ``__init__``)."""
        rows = slots * n_envs
        inc = _inc_dtype(dtype).itemsize
        reward = st_layout.fields[reward_index]
        r_item = torch.promote_types(_inc_dtype(dtype), reward.dtype).itemsize
        rs = reward.numel  # the reward's elements a row ([1]: one)
        return (
            rows * st_layout.row_bytes  # out
            + rows * n * inc  # inc
            + n * inc  # disc
            + rows * 8 * 2  # ns_long, base
            + in_layout.row_bytes  # from_cut (bool)
            + n * rows * rs * r_item  # y
        )

    def __init__(
        self,
        in_layout: Layout,
        st_layout: Layout,
        n: int,
        n_envs: int,
        gamma: float,
        slots: int,
        device: torch.device,
        dtype: torch.dtype,
        reward_index: int,
        cut_fields: list[int],
        done_fields: list[int],
        with_n_steps: bool,
    ) -> None:
        self.n, self.n_envs = n, n_envs
        rows = slots * n_envs
        self.out = torch.zeros(rows, st_layout.row_bytes, dtype=torch.uint8, device=device)
        self.out_in = self.out[:, : in_layout.row_bytes]
        # CPU: the ring write goes through numpy views (a slice assignment costs less
        # than torch's slice + copy_ dispatch).
        self.out_np = self.out.numpy() if device.type == "cpu" else None
        views = field_views(self.out, st_layout, (rows,))
        self.reward = squeeze1(views[reward_index])
        self.rs = tuple(self.reward.shape[1:])
        self.nsteps = squeeze1(views[len(in_layout.fields)]) if with_n_steps else None
        inc_dt = _inc_dtype(dtype)
        self.inc = torch.ones(slots, n_envs, n, dtype=inc_dt, device=device)
        self.disc = torch.tensor([gamma**j for j in range(n)], dtype=inc_dt).to(
            device, non_blocking=True
        )
        self.ns_long = torch.zeros(slots, n_envs, dtype=torch.int64, device=device)
        # Arena row of step 0 of the window starting at slot s, minus one step:
        # the cut step (n_steps - 1 steps on) is base[s] + n_steps * E.
        self.base = torch.arange(rows, dtype=torch.int64, device=device).view(slots, n_envs)
        self.base.sub_(n_envs)
        mask = torch.zeros(in_layout.row_bytes, dtype=torch.bool)
        for i in cut_fields:
            f = in_layout.fields[i]
            mask[f.offset : f.offset + f.nbytes] = True
        self.from_cut = mask.to(device, non_blocking=True)
        # y_j = (inc_j * gamma**j) * r_j, stored term-major ([n, slots, E, *rs]) so
        # that each term is a ready view; y_win is the same memory window-last.
        r_dt = torch.promote_types(inc_dt, self.reward.dtype)
        y = torch.zeros(n, slots, n_envs, *self.rs, dtype=r_dt, device=device)
        self.y_terms = y.unbind(0)
        self.y_win = y.movedim(0, -1)
        self.y_one = self.y_win[0]
        self.y_one_terms = tuple(t[0] for t in self.y_terms)
        self._views: dict[int, tuple[Any, ...]] = {}
        # Views for one window (p == 1), made once: slicing costs as much as an op.
        e = n_envs
        self.base_slots = self.base.unbind(0)
        self.tail = self.inc[:, :, 1:]
        self.one = (
            self.inc[0],
            self.ns_long[0],
            None if self.nsteps is None else self.nsteps[:e],
            self.reward[:e],
            self.out_in[:e],
            self.tail[0],
        )
        lib = _native.kernels() if device.type == "cpu" else None
        self._c = (
            _Kernel(
                lib, self, in_layout, st_layout, done_fields, cut_fields, reward_index,
                with_n_steps,
            )
            if lib is not None and _Kernel.applies(in_layout, done_fields, reward_index, inc_dt)
            else None
        )  # fmt: skip

    def compute(self, win: Arena, s0: int, p: int) -> None:
        """Fill ``out[: p * E]`` with the stored rows of the ``p`` windows starting at
        arena slots ``s0 .. s0 + p - 1`` (window order, then env order: as ``p``
        sequential adds would store them)."""
        c = self._c
        if c is not None:
            c.run(win.ptr, s0, p)
            return
        m = p * self.n_envs
        if p == 1:  # one add's worth (a read after every add): the arena's slot views
            one = self.one
            self._rows(
                win.rows,
                one[0],
                one[5],
                [d[s0] for d in win.done_windows],
                one[1],
                self.base_slots[s0],
                win.block(s0),
                win.reward_windows[s0],
                one[2],
                one[3],
                one[4],
                self.y_one,
                self.y_one_terms,
            )
        else:
            e = self.n_envs
            views = self._views.get(p)
            if views is None:  # scratch views for p windows (flushes repeat sizes)
                views = self._views[p] = (
                    self.inc[:p],
                    self.tail[:p],
                    self.ns_long[:p],
                    None if self.nsteps is None else self.nsteps[:m].view(p, e),
                    self.reward[:m].view(p, e, *self.rs),
                    self.out_in[:m],
                    self.y_win[:p],
                    [t[:p] for t in self.y_terms],
                )
            inc, tail, ns_long, nsteps, col, out_in, y_all, y_terms = views
            self._rows(
                win.rows,
                inc,
                tail,
                [d[s0 : s0 + p] for d in win.done_windows],
                ns_long,
                self.base[s0 : s0 + p],
                win.rows[s0 * e : s0 * e + m],
                win.reward_windows[s0 : s0 + p],
                nsteps,
                col,
                out_in,
                y_all,
                y_terms,
            )

    def _rows(
        self,
        rows: torch.Tensor,
        inc: torch.Tensor,
        tail: torch.Tensor,
        dones: list[torch.Tensor],
        ns_long: torch.Tensor,
        base: torch.Tensor,
        start: torch.Tensor,
        rewards: torch.Tensor,
        nsteps: torch.Tensor | None,
        col: torch.Tensor,
        out_in: torch.Tensor,
        y_all: torch.Tensor,
        y: list[torch.Tensor] | tuple[torch.Tensor, ...],
    ) -> None:
        """Fill ``out_in`` / ``col`` / ``nsteps`` for windows of leading shape ``[*, E]``."""
        n = self.n
        if n > 1:
            torch.logical_not(dones[0], out=tail)
            for d in dones[1:]:
                tail.mul_(torch.logical_not(d))
            tail.cumprod_(-1)
        torch.sum(inc, -1, dtype=torch.int64, out=ns_long)  # exact: 1 .. n
        if nsteps is not None:
            nsteps.copy_(ns_long)
        cut = torch.add(base, ns_long, alpha=self.n_envs)
        if cut.dim() > 1:
            cut = cut.view(-1)
        torch.where(self.from_cut, rows.index_select(0, cut), start, out=out_in)
        # reward (after the where, which wrote the start's reward into its column):
        # y_j = (inc_j * gamma**j) * r_j (the first factor exact: 0 or gamma**j),
        # summed left to right element-wise.
        w = torch.mul(inc, self.disc)
        if self.rs:
            w = w.view(*w.shape[:-1], *((1,) * len(self.rs)), n)
        torch.mul(w, rewards, out=y_all)
        acc = col if col.dtype == y[0].dtype else torch.empty_like(col, dtype=y[0].dtype)
        if n == 1:
            acc.copy_(y[0])
        else:
            torch.add(y[0], y[1], out=acc)
            for j in range(2, n):
                acc.add_(y[j])
        if acc is not col:
            col.copy_(acc)
