"""A two-level, wide sum tree on the storage's device.

Layout (block size / arity ``K``):

* ``leaves``: one value per slot (float32), zero-padded to ``n_blocks * K``, always
  with at least one spare leaf past ``capacity`` (a "dummy" slot that masked-out
  priority updates are redirected to);
* ``block_sums``: per block of K leaves, their sum (float64 where the device has
  it): the parent level of the tree. The root level is searched with one
  ``cumsum`` + ``searchsorted`` over them.

Alongside the sums, ``block_mins`` holds each block's minimum leaf, so the minimum
over the filled slots ``[0, size)`` (every one of them holds a priority > 0), which
normalises PER weights, is the ``amin`` of the full blocks' minima and of the few
leaves of the partly filled block (a two-level min tree): two small reductions.

About 4.4 bytes a slot. Every write recomputes the touched blocks' sums from
their leaves (``sum`` of the block rows in float64): parents are always rebuilt
from their children, never updated by deltas, so there is no floating-point drift
however long training runs, and duplicate indices in one update are harmless
(every copy of a block's sum is the same value). No ``unique``, no Python loop over
the batch, no host synchronisation.

Finding a batch: ``cumsum`` + ``searchsorted`` over the block sums picks each
target's block; one ``index_select`` of those blocks' leaf rows, their float64
``cumsum`` and one batched ``searchsorted`` pick the leaf: 12 tensor ops for the
whole batch. Within-block prefix sums are not stored (an earlier version kept
them, 12.25 bytes a slot): computing them for the <= 256 visited blocks is cheaper
than rewriting them (``index_copy_`` of 256 x K float64) on every update.
(A binary tree over 1M slots needs 20 levels of ~8 ops.)

Measured on CPU, 1M slots, batch 256, find + update (``timing.py --arity`` and
the notes in the package report): this two-level tree with K=32 beat K=64/128
and three-level variants (K=16/32) by 15-25%; binary/4-ary/16-ary descents were
1.5-2x slower. ``K`` defaults to the smallest power of two >= 32 that keeps the
block count <= 32768 (32 for 1M slots, 64 for 2M, ...).

CPU: with the C kernels of :mod:`._native` (the default where a C compiler is
found; ``AGILERL_NATIVE=0`` turns them off) every read and write above is one
call over the same tensors, plus a third level of per-32-block sums and minima
(``NativeTree.group_sums`` / ``group_mins``), so the root search scans ~1k group
prefix sums instead of a ``cumsum`` over all block sums. The layout, the
recompute-from-children rule and the search's definition are unchanged; block
sums are then summed in the kernels' fixed order (``rebuild`` agrees bit for bit).
Measured in one process, 1M slots, batch 256, process time, the machine shared
(``timing.py --native``, min of 30 alternating blocks): PER cycle (``sample`` +
``update_priorities``) 83 us against 240 us with the tensor ops; ``sample`` 60
against 162 us (the C call also gathers the storage rows: -8 us a cycle). In the
kernel alone (C harness, same tree): update 10.6 us warm, of which the block
fixes 3.5 and ``powf`` 1.1; sample 11 us warm, ~29 us with cold caches (its rows
are scattered over the 4 MB of leaves).
"""

from __future__ import annotations

import math

import torch

from ._native import kernels
from ._native_tree import NativeTree

__all__ = ["DEFAULT_TOP_MAX", "SumTree", "default_arity"]

DEFAULT_TOP_MAX = 32768
MIN_ARITY = 32


def node_dtype_for(device: torch.device) -> torch.dtype:
    """float64 for sums, except on backends without float64 (MPS)."""
    return torch.float32 if device.type == "mps" else torch.float64


def default_arity(capacity: int, top_max: int = DEFAULT_TOP_MAX) -> int:
    """Smallest power of two >= 32 with at most ``top_max`` blocks."""
    need = math.ceil((capacity + 1) / top_max)
    return max(MIN_ARITY, 1 << max(0, need - 1).bit_length())


class SumTree:
    """Sum tree over ``capacity`` slots (plus one dummy slot) on ``device``.

    Examples:
        >>> import torch
        >>> tree = SumTree(10, torch.device("cpu"), arity=4)
        >>> tree.set_range(0, 4, torch.tensor(1.0))
        >>> float(tree.total())
        4.0
        >>> tree.find(torch.tensor([0.5, 2.5], dtype=torch.float64)).tolist()
        [0, 2]
    """

    def __init__(
        self,
        capacity: int,
        device: torch.device,
        *,
        arity: int | None = None,
        leaf_dtype: torch.dtype = torch.float32,
        native: bool | None = None,
    ) -> None:
        k = default_arity(capacity) if arity is None else arity
        if k < 2:
            raise ValueError(f"arity must be >= 2, got arity={k}")
        self.capacity = capacity
        self.device = device
        self.arity = k
        self.node_dtype = nd = node_dtype_for(device)
        self.leaf_dtype = leaf_dtype
        self.n_blocks = math.ceil((capacity + 1) / k)  # + 1: the dummy slot
        self.n_leaves = self.n_blocks * k
        self.dummy = capacity
        self.leaves = torch.zeros(self.n_leaves, dtype=leaf_dtype, device=device)
        self._leaf_rows = self.leaves.view(self.n_blocks, k)
        # Per-block sums (the parent level), always recomputed from the leaves.
        self.block_sums = torch.zeros(self.n_blocks, dtype=nd, device=device)
        # Per-block minimum leaf (the parent level of the min tree).
        self.block_mins = torch.zeros(self.n_blocks, dtype=leaf_dtype, device=device)
        # Zero-led exclusive prefix of the block sums, plus cached views of it.
        self._ex = torch.zeros(self.n_blocks + 1, dtype=nd, device=device)
        self._ex_tail = self._ex[1:]
        self._ex_inner = self._ex[1:-1]
        self._ex_total = self._ex[-1]
        self._shift = k.bit_length() - 1 if k & (k - 1) == 0 else -1
        # CPU: the C kernels (``_native``) where they build, unless ``native=False``.
        lib = None
        if native is not False and device.type == "cpu" and leaf_dtype is torch.float32:
            lib = kernels()
        if native and lib is None:
            raise RuntimeError("native sum-tree kernels unavailable (CPU float32 leaves only)")
        self._native = (
            None
            if lib is None
            else NativeTree(lib, self.leaves, self.block_sums, self.block_mins, k)
        )

    @property
    def is_native(self) -> bool:
        """Whether reads and writes go through the C kernels (CPU) rather than tensor ops."""
        return self._native is not None

    @property
    def prefix(self) -> torch.Tensor:
        """Per-block inclusive prefix sums ``[n_blocks, arity]``, computed from the leaves.

        Not stored: a search computes them for the blocks it visits only.
        """
        return torch.cumsum(self._leaf_rows, 1, dtype=self.node_dtype)

    # ----------------------------------------------------------------- writing
    def clear(self) -> None:
        """Zero every leaf and sum."""
        self.leaves.zero_()
        self.block_sums.zero_()
        self.block_mins.zero_()
        if self._native is not None:
            self._native.clear()

    def set_range(self, start: int, stop: int, value: torch.Tensor) -> None:
        """Set leaves ``[start, stop)`` to the 0-d tensor ``value`` (no sync)."""
        if stop <= start:
            return
        self.leaves[start:stop].copy_(value)
        lo, hi = start // self.arity, (stop - 1) // self.arity + 1
        if self._native is not None:
            self._native.refresh(lo, hi)
            return
        rows = self._leaf_rows[lo:hi]
        torch.sum(rows, 1, dtype=self.node_dtype, out=self.block_sums[lo:hi])
        torch.amin(rows, 1, out=self.block_mins[lo:hi])

    def _blocks_of(self, idx: torch.Tensor) -> torch.Tensor:
        if self._shift >= 0:
            return torch.bitwise_right_shift(idx, self._shift)
        return torch.div(idx, self.arity, rounding_mode="floor")

    def update(self, idx: torch.Tensor, values: torch.Tensor) -> None:
        """Set ``leaves[idx] = values`` (int64 ``idx`` on the device) and fix their blocks."""
        if values.dtype is not self.leaf_dtype:
            values = values.to(self.leaf_dtype)
        if self._native is not None:
            self._native.write(idx.to(torch.int64).contiguous(), values.contiguous())
            return
        self.leaves.index_copy_(0, idx, values)
        block = self._blocks_of(idx)
        # Duplicate blocks all carry the same (recomputed) sum and min: harmless.
        rows = self._leaf_rows.index_select(0, block)
        self.block_sums.index_copy_(0, block, torch.sum(rows, 1, dtype=self.node_dtype))
        self.block_mins.index_copy_(0, block, torch.amin(rows, 1))

    def rebuild(self) -> None:
        """Recompute every block sum from the leaves."""
        if self._native is not None:
            self._native.refresh(0, self.n_blocks)
            return
        torch.sum(self._leaf_rows, 1, dtype=self.node_dtype, out=self.block_sums)
        torch.amin(self._leaf_rows, 1, out=self.block_mins)

    # ----------------------------------------------------------------- reading
    def total(self) -> torch.Tensor:
        """The sum of all leaves, as a 0-d device tensor."""
        return self.block_sums.sum()

    def min(self, size: int) -> torch.Tensor:
        """The smallest of leaves ``[0, size)`` (``size >= 1``), as a 0-d device tensor."""
        full = size // self.arity
        if full == 0:
            return self.leaves[:size].amin()
        head = self.block_mins[:full].amin()
        if full * self.arity == size:
            return head
        return torch.minimum(head, self.leaves[full * self.arity : size].amin())

    def find_fractions(self, frac: torch.Tensor, limit: int | None = None) -> torch.Tensor:
        """Leaf index for each target given as a fraction ``frac`` in [0, 1) of the total.

        ``frac`` (``node_dtype``) may be overwritten (scratch). Indices are clamped to
        ``limit`` (the last filled slot) to absorb float rounding at the right edge.
        """
        if self._native is not None:
            f = frac.to(torch.float64, memory_format=torch.contiguous_format, copy=True)
            return self._native.find(f, self._limit(limit), True)
        torch.cumsum(self.block_sums, 0, out=self._ex_tail)
        return self._descend(frac.mul_(self._ex_total), limit)

    def find(self, targets: torch.Tensor, limit: int | None = None) -> torch.Tensor:
        """Leaf index ``i`` with ``sum(leaves[:i]) <= t < sum(leaves[:i+1])`` per target."""
        if self._native is not None:
            t = targets.to(torch.float64, memory_format=torch.contiguous_format, copy=True)
            return self._native.find(t, self._limit(limit), False)
        torch.cumsum(self.block_sums, 0, out=self._ex_tail)
        return self._descend(targets.to(self.node_dtype), limit)

    def _limit(self, limit: int | None) -> int:
        return self.n_leaves - 1 if limit is None else limit

    def _descend(self, t: torch.Tensor, limit: int | None) -> torch.Tensor:
        # Root: the block holding each target (searching ex[1:-1] keeps it < n_blocks).
        block = torch.searchsorted(self._ex_inner, t, right=True)
        t = torch.sub(t, self._ex.take(block)).unsqueeze(1)
        # Block: #(inclusive prefix <= residual) is the leaf's position in the block;
        # the prefix sums of the (few) visited blocks are computed here, in float64.
        rows = torch.cumsum(self._leaf_rows.index_select(0, block), 1, dtype=self.node_dtype)
        pos = torch.searchsorted(rows, t, right=True).view(-1)
        # A rounding overflow (pos == K) lands one past the block: clamp to the range.
        idx = torch.add(pos, block, alpha=self.arity)
        return idx.clamp_max_(self.n_leaves - 1 if limit is None else limit)
