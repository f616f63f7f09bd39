"""The C sum-tree kernels of :mod:`._native` bound to one :class:`~.sum_tree.SumTree`."""

from __future__ import annotations

import ctypes

import torch

from ._native import GROUP

__all__ = ["NativeTree"]


class _Tree(ctypes.Structure):
    _fields_ = [
        ("leaves", ctypes.c_void_p),
        ("bsum", ctypes.c_void_p),
        ("bmin", ctypes.c_void_p),
        ("gsum", ctypes.c_void_p),
        ("gmin", ctypes.c_void_p),
        ("pre", ctypes.c_void_p),
        ("k", ctypes.c_int64),
        ("k2", ctypes.c_int64),
        ("n_blocks", ctypes.c_int64),
        ("n_groups", ctypes.c_int64),
        ("last_max", ctypes.c_double),
    ]


class NativeTree:
    """The C kernels bound to one :class:`~.sum_tree.SumTree`'s CPU tensors.

    Holds the third level (``group_sums`` float64, ``group_mins`` float32, one per
    ``GROUP`` blocks) and a scratch prefix; the tensors are never reallocated, so
    their addresses are bound once.
    """

    def __init__(
        self,
        lib: ctypes.CDLL,
        leaves: torch.Tensor,
        block_sums: torch.Tensor,
        block_mins: torch.Tensor,
        arity: int,
    ) -> None:
        self.lib = lib
        n_blocks = block_sums.numel()
        n_groups = -(-n_blocks // GROUP)
        self.group_sums = torch.zeros(n_groups, dtype=torch.float64)
        self.group_mins = torch.zeros(n_groups, dtype=torch.float32)
        self._pre = torch.zeros(n_groups + 1, dtype=torch.float64)
        self._tensors = (leaves, block_sums, block_mins)  # keep the bound memory alive
        self._s = _Tree(
            leaves.data_ptr(),
            block_sums.data_ptr(),
            block_mins.data_ptr(),
            self.group_sums.data_ptr(),
            self.group_mins.data_ptr(),
            self._pre.data_ptr(),
            arity,
            GROUP,
            n_blocks,
            n_groups,
            0.0,
        )
        self._p = ctypes.addressof(self._s)
        self.n_leaves = leaves.numel()

    def refresh(self, lo: int, hi: int) -> None:
        """Recompute blocks ``[lo, hi)`` (and their groups) from the leaves."""
        self.lib.tree_refresh(self._p, lo, hi)

    def clear(self) -> None:
        self.group_sums.zero_()
        self.group_mins.zero_()

    def write(self, idx: torch.Tensor, values: torch.Tensor) -> None:
        """``leaves[idx] = values`` (contiguous int64 / float32) and fix their parents."""
        code = self.lib.tree_update(
            self._p, idx.data_ptr(), values.data_ptr(), idx.numel(), -1.0, 0, 0.0
        )
        if code:
            raise IndexError(f"sum tree index out of range [0, {self.n_leaves})")

    def write_priorities(
        self, idx: torch.Tensor, raw: torch.Tensor, alpha: float, size: int, eps: float
    ) -> tuple[int, float]:
        """Check raw priorities, store ``max(raw, eps) ** alpha``: (code, largest raw)."""
        code = self.lib.tree_update(
            self._p, idx.data_ptr(), raw.data_ptr(), idx.numel(), alpha, size, eps
        )
        return int(code), float(self._s.last_max)

    def find(self, targets: torch.Tensor, limit: int, scale: bool) -> torch.Tensor:
        out = torch.empty(targets.numel(), dtype=torch.int64)
        self.lib.tree_find(
            self._p, targets.data_ptr(), targets.numel(), limit, int(scale), out.data_ptr()
        )
        return out

    def sample(self, u: torch.Tensor, size: int, beta: float) -> tuple[torch.Tensor, torch.Tensor]:
        """Indices and weights for the float64 uniforms ``u`` (overwritten)."""
        n = u.numel()
        idx = torch.empty(n, dtype=torch.int64)
        w = torch.empty(n, dtype=torch.float32)
        self.lib.tree_sample(
            self._p, u.data_ptr(), n, size, beta, idx.data_ptr(), w.data_ptr(), None, 0, None
        )
        return idx, w

    def sample_rows(
        self, u: torch.Tensor, size: int, beta: float, rows: torch.Tensor
    ) -> tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
        """As :meth:`sample` (indices and weights shaped ``[n, 1]``, as a batch holds
        them), plus the rows at those indices of ``rows`` (contiguous ``[slots, bytes]``
        uint8 on the CPU), copied in the same call."""
        n, width = u.numel(), rows.shape[1]
        idx = torch.empty(n, 1, dtype=torch.int64)
        w = torch.empty(n, 1, dtype=torch.float32)
        out = torch.empty(n, width, dtype=torch.uint8)
        self.lib.tree_sample(
            self._p,
            u.data_ptr(),
            n,
            size,
            beta,
            idx.data_ptr(),
            w.data_ptr(),
            rows.data_ptr(),
            width,
            out.data_ptr(),
        )
        return idx, w, out
