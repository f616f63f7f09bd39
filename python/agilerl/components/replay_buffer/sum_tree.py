"""A wide sum tree on the storage's device: leaves, blocks, groups of blocks.

Layout (block size / arity ``K``):

* ``leaves``: one value per slot (float32), zero-padded to ``n_blocks * K``, always
  with at least one spare leaf past ``capacity`` (a "dummy" slot that masked-out
  priority updates are redirected to);
* ``block_sums``: per block of K leaves, their sum (float64 where the device has
  it): the parent level of the tree, stored zero-padded to whole groups of
  ``GROUP`` (32) blocks, whose sums are the top level.

Alongside the sums, ``block_mins`` holds each block's minimum leaf, so the minimum
over the filled slots ``[0, size)`` (every one of them holds a priority > 0), which
normalises PER weights, is the ``amin`` of the full blocks' minima and of the few
leaves of the partly filled block (a two-level min tree): two small reductions.

About 4.4 bytes a slot. Every write recomputes the touched blocks' sums from
their leaves: parents are always rebuilt from their children, never updated by
deltas, so there is no floating-point drift however long training runs, and
duplicate indices in one update are harmless (every copy of a block's sum is the
same value). Every sum adds its row in one fixed order (:func:`chain_sums`: four
partial sums, then their pairs), the C path's, so both paths give the same bits. No
``unique``, no Python loop over the batch, no host synchronisation.

Finding a batch (:meth:`SumTree._descend`): the group sums and their prefix (one
``cumsum``) pick each target's group (``searchsorted``); the prefix of that group's
32 block sums picks the block, the float64 prefix of its K leaves the leaf, each
search on the residual left by the level above, each level's rounding overflow
clamped to its last entry: a fixed number of tensor ops for the whole batch. Prefix
sums are not stored: computing them for the visited groups and blocks is cheaper
than rewriting them on every update.

On CPU (1M slots, batch 256, find + update; ``timing.py --arity``) K=32 beat
K=64/128 and binary to 16-ary descents. ``K`` defaults to the smallest power of two
>= 32 that keeps the block count <= 32768 (32 for 1M slots, 64 for 2M, ...).

CPU: with the C extension of :mod:`agilerl._native` (where the package build compiled it;
``AGILERL_NATIVE=0`` turns it off) every read and write above is one call over the same
tensors; it keeps the group sums and minima up to date on each write
(``NativeTree.group_sums`` / ``group_mins``) instead of summing them per search, and
finds the same group, block and leaf at each level: its scans count the prefixes (added
in the same order) that are not above the target, where the tensor ops search for it, and
both clamp the same way (``test_native.py`` compares them on every edge). This class is
the one place that chooses C or tensor ops: :meth:`draw`, :meth:`check` and
:meth:`update` are what the sampler calls, on either path.
"""

from __future__ import annotations

import math

import torch

from agilerl import _native
from agilerl._native import GROUP

from ._native_tree import NativeTree

__all__ = ["DEFAULT_TOP_MAX", "SumTree", "default_arity", "tree_bytes"]

DEFAULT_TOP_MAX = 32768
MIN_ARITY = 32


def node_dtype_for(device: torch.device) -> torch.dtype:
    """float64 for sums, except on backends without float64 (MPS)."""
    return torch.float32 if device.type == "mps" else torch.float64


def tree_bytes(capacity: int, device: torch.device, arity: int | None = None) -> int:
    """Bytes the tensors of ``SumTree(capacity, device, arity=arity)`` hold (float32
    leaves), computed without allocating: for the CLI's memory plan and the bound a load
    checks. Each term is one tensor :class:`SumTree` makes (``__init__``, and the C
    kernels' group level where they run); ``test_build_bounds`` and ``test_crafted_files``
    compare it with real trees."""
    k = default_arity(capacity) if arity is None else arity
    blocks = -(-(capacity + 1) // k)  # + 1: the dummy slot
    groups = -(-blocks // GROUP)
    node = node_dtype_for(device).itemsize
    size = 4 * blocks * k  # leaves
    size += node * groups * GROUP + 4 * blocks  # block sums (whole groups), block minima
    size += node * (groups + 1) + 8 * 2 * groups  # the groups' prefix, two index vectors
    if device.type == "cpu" and _native.kernels() is not None:  # group sums, minima, prefix
        size += 8 * groups + 4 * groups + 8 * (groups + 1)
    return size


def chain_sums(rows: torch.Tensor, dtype: torch.dtype) -> torch.Tensor:
    """Row sums of ``rows`` ``[n, k]`` in ``dtype``, in the C path's order: four partial
    sums (element ``i`` into sum ``i % 4``, left to right; the ``k % 4`` last elements
    into the first), then ``(s0 + s1) + (s2 + s3)``. Both paths add in this order, so
    their sums are the same bits whatever the values."""
    n, k = rows.shape
    m = k - k % 4
    if m:
        part = torch.cumsum(rows[:, :m].reshape(n, m // 4, 4), 1, dtype=dtype)[:, -1]
    else:
        part = torch.zeros(n, 4, dtype=dtype, device=rows.device)
    if m < k:
        head = torch.cat((part[:, :1], rows[:, m:].to(dtype)), 1).cumsum(1)[:, -1:]
        part = torch.cat((head, part[:, 1:]), 1)
    return torch.add(part[:, 0], part[:, 1]).add_(torch.add(part[:, 2], part[:, 3]))


def default_arity(capacity: int, top_max: int = DEFAULT_TOP_MAX) -> int:
    """Smallest power of two >= 32 with at most ``top_max`` blocks (integer arithmetic:
    exact for any capacity, ``10**400`` too)."""
    need = -(-(capacity + 1) // top_max)
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
        self.n_blocks = -(-(capacity + 1) // k)  # + 1: the dummy slot
        self.n_leaves = self.n_blocks * k
        self.dummy = capacity
        self.leaves = torch.zeros(self.n_leaves, dtype=leaf_dtype, device=device)
        self._leaf_rows = self.leaves.view(self.n_blocks, k)
        # Per-block sums (the parent level), always recomputed from the leaves; stored
        # zero-padded to whole groups of GROUP blocks (the top level, summed per search).
        self.n_groups = g = -(-self.n_blocks // GROUP)
        self._bsum_store = torch.zeros(g * GROUP, dtype=nd, device=device)
        self.block_sums = self._bsum_store[: self.n_blocks]
        self._groups = self._bsum_store.view(g, GROUP)
        # Per-block minimum leaf (the parent level of the min tree).
        self.block_mins = torch.zeros(self.n_blocks, dtype=leaf_dtype, device=device)
        # Zero-led inclusive prefix of the group sums, its inner part and the total.
        self._pre = torch.zeros(g + 1, dtype=nd, device=device)
        self._pre_tail = self._pre[1:]
        self._pre_inner = self._pre[1:-1]
        self._pre_total = self._pre[-1]
        self._last_in_group = torch.full((g,), GROUP - 1, dtype=torch.int64, device=device)
        self._last_in_group[-1] = self.n_blocks - 1 - (g - 1) * GROUP
        self._group_base = torch.arange(0, g * GROUP, GROUP, dtype=torch.int64, device=device)
        self._shift = k.bit_length() - 1 if k & (k - 1) == 0 else -1
        # CPU: the C kernels (``_native``) where they build, unless ``native=False``.
        lib = None
        if native is not False and device.type == "cpu" and leaf_dtype is torch.float32:
            lib = _native.kernels()
        if native and lib is None:
            raise RuntimeError("native sum-tree kernels unavailable (CPU float32 leaves only)")
        self._native = (
            None
            if lib is None
            else NativeTree(lib, self.leaves, self.block_sums, self.block_mins, k)
        )
        self._strata: dict[int, torch.Tensor] = {}

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
        self.block_sums[lo:hi] = chain_sums(rows, self.node_dtype)
        torch.amin(rows, 1, out=self.block_mins[lo:hi])

    def _blocks_of(self, idx: torch.Tensor) -> torch.Tensor:
        if self._shift >= 0:
            return torch.bitwise_right_shift(idx, self._shift)
        return torch.div(idx, self.arity, rounding_mode="floor")

    def update(self, idx: torch.Tensor, values: torch.Tensor, limit: int | None = None) -> None:
        """Set ``leaves[idx] = values`` (int64 ``idx`` on the device) and fix their blocks.

        ``limit``: on the C path, the indices are read once more, into memory of its own,
        and an index outside ``[0, limit)`` raises :class:`IndexError` with nothing
        written (the caller checked them, but another thread may have changed them since).
        """
        if values.dtype is not self.leaf_dtype:
            values = values.to(self.leaf_dtype)
        if self._native is not None:
            if idx.dtype is not torch.int64:
                idx = idx.long()
            if not self._native.write(idx.contiguous(), values.contiguous(), limit):
                hi = self.n_leaves if limit is None else limit
                raise IndexError(f"sum tree index out of range [0, {hi})")
            return
        self.leaves.index_copy_(0, idx, values)
        block = self._blocks_of(idx)
        # Duplicate blocks all carry the same (recomputed) sum and min: harmless.
        rows = self._leaf_rows.index_select(0, block)
        self.block_sums.index_copy_(0, block, chain_sums(rows, self.node_dtype))
        self.block_mins.index_copy_(0, block, torch.amin(rows, 1))

    def rebuild(self) -> None:
        """Recompute every block sum from the leaves."""
        if self._native is not None:
            self._native.refresh(0, self.n_blocks)
            return
        self.block_sums.copy_(chain_sums(self._leaf_rows, self.node_dtype))
        torch.amin(self._leaf_rows, 1, out=self.block_mins)

    # ----------------------------------------------------------------- reading
    def total(self) -> torch.Tensor:
        """The sum of all leaves, as a 0-d device tensor."""
        return self.block_sums.sum()

    def _prefix(self) -> torch.Tensor:
        """Fill the group prefix from the block sums (the C path's order); the total."""
        torch.cumsum(chain_sums(self._groups, self.node_dtype), 0, out=self._pre_tail)
        return self._pre_total

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
        return self._descend(frac.mul_(self._prefix()), limit)

    def find(self, targets: torch.Tensor, limit: int | None = None) -> torch.Tensor:
        """Leaf index ``i`` with ``sum(leaves[:i]) <= t < sum(leaves[:i+1])`` per target."""
        if self._native is not None:
            t = targets.to(torch.float64, memory_format=torch.contiguous_format, copy=True)
            return self._native.find(t, self._limit(limit), False)
        self._prefix()
        return self._descend(targets.to(self.node_dtype), limit)

    def _limit(self, limit: int | None) -> int:
        return self.n_leaves - 1 if limit is None else limit

    def _descend(self, t: torch.Tensor, limit: int | None) -> torch.Tensor:
        """Leaves of the targets ``t`` (after :meth:`_prefix`), the C path's search step
        for step: the group (the first inclusive group prefix above ``t``), the block
        in it, the leaf in that block, each residual taken from the level above, each
        level's overflow clamped to its last entry."""
        group = torch.searchsorted(self._pre_inner, t, right=True)
        t = torch.sub(t, self._pre.take(group)).unsqueeze(1)
        incl = torch.cumsum(self._groups.index_select(0, group), 1)
        pos = torch.searchsorted(incl, t, right=True)
        pos = torch.minimum(pos.view(-1), self._last_in_group.take(group)).unsqueeze(1)
        # the exclusive prefix of the block found: the inclusive one before it, or 0
        excl = torch.where(pos > 0, incl.gather(1, (pos - 1).clamp_min_(0)), 0.0)
        t = t.sub_(excl)
        block = pos.view(-1).add_(self._group_base.take(group))
        rows = torch.cumsum(self._leaf_rows.index_select(0, block), 1, dtype=self.node_dtype)
        pos = torch.searchsorted(rows, t, right=True).view(-1).clamp_max_(self.arity - 1)
        idx = torch.add(pos, block, alpha=self.arity)
        return idx.clamp_max_(self.n_leaves - 1 if limit is None else limit)

    # ------------------------------------------------------ the sampler's calls
    def fractions(self, u: torch.Tensor) -> torch.Tensor:
        """Stratified target fractions of the total for the ``node_dtype`` uniforms ``u``
        of one batch: segment ``i`` of ``n`` gets ``(i + u_i) / n`` (an add and a
        division, the two roundings the C search makes before its product by the total:
        the same bits)."""
        n = u.numel()
        if n == 0:  # sample(0): no segments (and no division by 0)
            return torch.empty(0, dtype=self.node_dtype, device=self.device)
        strata = self._strata.get(n)
        if strata is None:
            if len(self._strata) >= 64:  # bounded: batch sizes seldom change
                self._strata.clear()
            strata = self._strata[n] = torch.arange(n, dtype=self.node_dtype, device=self.device)
        return torch.add(strata, u).div_(n)

    def draw(
        self, u: torch.Tensor, size: int, rows: torch.Tensor | None = None
    ) -> tuple[torch.Tensor, torch.Tensor, torch.Tensor | None]:
        """Stratified draws over the filled slots ``[0, size)`` for the ``node_dtype``
        uniforms ``u`` (one per segment, :meth:`fractions`; scratch): the leaves and
        ``min / p`` per leaf (``min`` over all filled slots), the importance weights
        before ``** beta``. On the C path with ``rows`` (the storage's contiguous uint8
        ``[slots, row_bytes]``) the same call gathers ``rows[idx]`` and gives indices and
        ratios shaped ``[n, 1]``; otherwise the gather is ``None`` and both are ``[n]``."""
        if self._native is not None:
            return self._native.sample(u, size, rows)
        idx = self.find_fractions(self.fractions(u), size - 1)
        return idx, torch.div(self.min(size), self.leaves.index_select(0, idx)), None

    def check(
        self, idx: torch.Tensor, raw: torch.Tensor, size: int, eps: float
    ) -> tuple[int, float, torch.Tensor]:
        """Check raw priorities against the filled slots ``[0, size)``: (code, largest
        raw, priorities raised to ``eps`` in a new tensor). Code 0 valid, 1 an index
        outside ``[0, size)``, 2 a priority not finite and >= 0. ``idx`` is int64. The C
        path reads the caller's memory once (any shape, flattened); the tensor ops take
        1-D tensors and read them on the host (a sync on accelerators)."""
        if self._native is not None:
            return self._native.check(idx.contiguous(), raw.contiguous(), size, eps)
        lo_t, hi_t = torch.aminmax(idx)
        pmin_t, pmax_t = torch.aminmax(raw)
        lo, hi, pmin, pmax = int(lo_t), int(hi_t), float(pmin_t), float(pmax_t)
        code = 1 if lo < 0 or hi >= size else (0 if pmin >= 0.0 and pmax < math.inf else 2)
        return code, pmax, raw.clamp_min(eps)
