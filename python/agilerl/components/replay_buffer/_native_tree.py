"""The C sum-tree kernels of :mod:`agilerl._native` bound to one :class:`~.sum_tree.SumTree`."""

from __future__ import annotations

from types import ModuleType

import torch

from agilerl._native import GROUP

__all__ = ["NativeTree"]


def _address(t: torch.Tensor) -> tuple[torch.Tensor, int]:
    """``t`` and its data pointer, or for a tensor without memory (a ZeroTensor: data
    pointer 0) a copy that has it (``clone`` gives the zeros memory) and that copy's: the
    C calls read what the pointer holds (the caller keeps the tensor alive over the call)."""
    p = t.data_ptr()
    if p == 0 and t.numel():
        t = t.clone()
        p = t.data_ptr()
    return t, p


class NativeTree:
    """The C kernels bound to one :class:`~.sum_tree.SumTree`'s CPU tensors.

    Holds the third level (``group_sums`` float64, ``group_mins`` float32, one per
    ``GROUP`` blocks) and a scratch prefix; the tensors are never reallocated, so
    their addresses are bound once (and the tensors kept alive here).
    """

    def __init__(
        self,
        ext: ModuleType,
        leaves: torch.Tensor,
        block_sums: torch.Tensor,
        block_mins: torch.Tensor,
        arity: int,
    ) -> None:
        n_blocks = block_sums.numel()
        n_groups = -(-n_blocks // GROUP)
        self.group_sums = torch.zeros(n_groups, dtype=torch.float64)
        self.group_mins = torch.zeros(n_groups, dtype=torch.float32)
        self._pre = torch.zeros(n_groups + 1, dtype=torch.float64)
        self._tensors = (leaves, block_sums, block_mins)  # the bound memory
        self._t = ext.Tree(
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
        )
        self.n_leaves = leaves.numel()

    def refresh(self, lo: int, hi: int) -> None:
        """Recompute blocks ``[lo, hi)`` (and their groups) from the leaves."""
        self._t.refresh(lo, hi)

    def clear(self) -> None:
        self.group_sums.zero_()
        self.group_mins.zero_()

    def write(self, idx: torch.Tensor, values: torch.Tensor, hi: int | None = None) -> bool:
        """``leaves[idx] = values`` (contiguous int64 / float32 CPU tensors of one length)
        and fix their parents; False (nothing written) for an index outside ``[0, hi)``."""
        n = idx.numel()
        if values.numel() != n:
            raise ValueError(f"sum tree write: {n} indices and {values.numel()} values")
        idx, ip = _address(idx)
        values, vp = _address(values)
        return not self._t.write(ip, vp, n, self.n_leaves if hi is None else hi)

    def check(
        self, idx: torch.Tensor, raw: torch.Tensor, size: int, eps: float
    ) -> tuple[int, float, torch.Tensor]:
        """Read int64 ``idx`` and float32 ``raw`` (contiguous, one length) once: (code,
        largest raw, the priorities raised to ``eps`` in a new tensor). Code 1: an index
        outside ``[0, size)``; 2: a priority that is not finite and >= 0. The indices are
        not copied: :meth:`write` with ``hi=size`` copies and checks them again."""
        n = idx.numel()
        if raw.numel() != n:
            raise ValueError(f"sum tree check: {n} indices and {raw.numel()} priorities")
        idx, ip = _address(idx)
        raw, rp = _address(raw)
        vo = torch.empty(n, dtype=torch.float32)
        code, vmax = self._t.check(ip, rp, n, size, eps, vo.data_ptr())
        return code, vmax, vo

    def find(self, targets: torch.Tensor, limit: int, scale: bool) -> torch.Tensor:
        """Leaves of the float64 ``targets`` (contiguous; overwritten), clamped to ``limit``."""
        out = torch.empty(targets.numel(), dtype=torch.int64)
        self._t.find(targets.data_ptr(), targets.numel(), limit, int(scale), out.data_ptr())
        return out

    def sample(
        self, u: torch.Tensor, size: int, rows: torch.Tensor | None = None
    ) -> tuple[torch.Tensor, torch.Tensor, torch.Tensor | None]:
        """For the float64 uniforms ``u`` (contiguous; overwritten), one per segment: the
        leaves (int64), ``min / p`` per leaf (float32, the weights before ``** beta``), and
        with ``rows`` (contiguous ``[slots, bytes]`` uint8), the rows at those leaves,
        copied in the same call. Indices and ratios are ``[n, 1]`` with ``rows``, else
        ``[n]``."""
        n = u.numel()
        if rows is None:
            idx = torch.empty(n, dtype=torch.int64)
            ratio = torch.empty(n, dtype=torch.float32)
            self._t.sample(u.data_ptr(), n, size, idx.data_ptr(), ratio.data_ptr(), 0, 0, 0)
            return idx, ratio, None
        # (a shape as separate ints: torch parses a tuple of them more slowly)
        idx = torch.empty(n, 1, dtype=torch.int64)
        ratio = torch.empty(n, 1, dtype=torch.float32)
        if rows.dtype is not torch.uint8 or not rows.is_contiguous():  # the storage's rows
            raise ValueError("sum tree sample: rows must be contiguous uint8")
        width = rows.shape[1]
        out = torch.empty(n, width, dtype=torch.uint8)
        self._t.sample(
            u.data_ptr(), n, size, idx.data_ptr(), ratio.data_ptr(),
            rows.data_ptr(), width, out.data_ptr(),
        )  # fmt: skip
        return idx, ratio, out
