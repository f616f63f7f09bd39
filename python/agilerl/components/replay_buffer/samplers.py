"""Index samplers: distinct uniform slots, and proportional prioritized (sum tree).

Samplers only produce slot indices (and weights); the storage turns indices into
transitions. Both run entirely on the storage's device with the buffer's
``torch.Generator``; neither synchronises with the host.
"""

from __future__ import annotations

from typing import Any, NoReturn

import numpy as np
import torch

from .errors import BufferIndexError, BufferPriorityError, BufferTypeError
from .sum_tree import SumTree, tree_bytes

__all__ = [
    "PRIORITY_EPS",
    "PrioritizedSampler",
    "distinct_indices",
    "to_device_1d",
]

PRIORITY_EPS = 1e-5
"""Priorities below this (zero included) are raised to it, as AgileRL clamps them."""


def to_device_1d(value: Any, name: str, device: torch.device, *, integer: bool) -> torch.Tensor:
    """Flatten ``value`` (tensor, ndarray or sequence) to 1-D on ``device``.

    Host inputs are moved with a non-blocking copy; a tensor on another
    accelerator is refused. ``integer`` selects the dtype check (int64/int32
    indices) versus any real dtype (priorities).
    """
    if isinstance(value, torch.Tensor):
        t = value
    elif isinstance(value, np.ndarray):
        t = torch.from_numpy(np.ascontiguousarray(value))
    elif isinstance(value, (list, tuple)):
        t = torch.as_tensor(value)
    else:
        raise BufferTypeError(
            f"{name}: expected a torch.Tensor or numpy.ndarray, got {type(value).__name__}"
        )
    if t.layout is not torch.strided:
        raise BufferTypeError(f"{name}: expected a dense (strided) tensor, got layout {t.layout}")
    if t.is_nested:  # the older nested tensors report the strided layout
        raise BufferTypeError(f"{name}: expected a dense tensor, got a nested tensor")
    if integer:
        if t.dtype not in (torch.int64, torch.int32):
            raise BufferTypeError(f"{name}: expected an integer dtype (int64), got {t.dtype}")
    elif t.dtype.is_complex or t.dtype is torch.bool:
        raise BufferTypeError(f"{name}: expected a real floating dtype, got {t.dtype}")
    if not t.is_cpu and t.device != device:
        raise BufferTypeError(
            f"{name}: expected a tensor on device {device} or on the host, got device {t.device}"
        )
    t = t.detach().reshape(-1)  # e.g. |td_error| straight from the loss graph
    if t.device != device:
        t = t.to(device, non_blocking=True)
    return t


def distinct_indices(size: int, k: int, generator: torch.Generator) -> torch.Tensor:
    """``k <= size`` distinct slots (CPU int64) drawn uniformly without replacement.

    The same distribution as ``torch.randperm(size)[:k]`` (every ordered k-tuple of
    distinct slots equally likely), without the O(size) permutation. Every
    position draws uniformly; each position whose slot an earlier position already
    holds draws again, until no slot repeats. This is sequential rejection sampling
    ("position i takes the first draw of its own stream that no earlier position
    holds") run in parallel: a slot a position skipped stays held by some earlier
    position, because a slot only ever changes hands to a still earlier one, so
    every position ends where the sequential algorithm puts it.

    CPU only: the rounds run on a numpy view of the result (a stable ``argsort`` of
    ``k`` slots puts a repeated slot's first holder first), with the draws from
    ``generator``. About ``k**2 / (2 size)`` positions repeat in the first round,
    so it is for ``size`` well above ``k`` (then two rounds, almost always), where it
    beats the ``randperm`` (docs/benchmarks.md).
    Accelerators keep ``randperm``, which needs no host check.
    """
    idx = torch.randint(size, (k,), generator=generator)
    a = idx.numpy()
    while True:
        order = np.argsort(a, kind="stable")
        slots = a[order]
        again = order[1:][slots[1:] == slots[:-1]]
        if not again.size:
            return idx
        a[again] = torch.randint(size, (again.size,), generator=generator).numpy()


class PrioritizedSampler:
    """Proportional prioritized sampling with stratified draws.

    ``alpha``-scaled priorities ``p**alpha`` live in a :class:`SumTree` (float32
    leaves, float64 block sums). New slots get the running maximum priority, kept
    as a 0-d device tensor. Importance weights are ``(N * P(i)) ** -beta``
    normalised by the largest possible weight, that of the buffer-wide minimum
    priority (AgileRL's normalisation), which simplifies to
    ``(min_all P / P(i)) ** beta``; the minimum comes from the tree's block minima.
    The tree chooses C or tensor ops; either way the draws come from one ``torch.rand``
    and the powers from ``torch.pow``, so both give the same numbers.
    """

    def __init__(
        self,
        capacity: int,
        alpha: float,
        device: torch.device,
        generator: torch.Generator,
        *,
        arity: int | None = None,
    ) -> None:
        self.capacity = capacity
        self.alpha = alpha
        self.device = device
        self.generator = generator
        self.tree = SumTree(capacity, device, arity=arity)
        self.dtype = self.tree.leaf_dtype
        self.max_priority = torch.ones((), dtype=self.dtype, device=device)
        self.max_priority_alpha = torch.ones((), dtype=self.dtype, device=device)
        # Host mirror of max_priority, kept by the validating path (which reads the
        # batch max on the host anyway); the non-validating path never reads it.
        self._max_host = 1.0
        # [invalid priorities, invalid indices] counted on device (accelerator policy).
        self.invalid = torch.zeros(2, dtype=torch.int64, device=device)

    @staticmethod
    def nbytes(capacity: int, device: torch.device, arity: int | None = None) -> int:
        """Bytes of the tensors ``PrioritizedSampler(capacity, ..., device, arity=arity)``
        makes: its :class:`SumTree` (:func:`~.sum_tree.tree_bytes`) and the scalars
        made below (two float32 running maxima, two int64 counts)."""
        return tree_bytes(capacity, device, arity) + 2 * 4 + 2 * 8

    def clear(self) -> None:
        self.tree.clear()
        self.max_priority.fill_(1.0)
        self.max_priority_alpha.fill_(1.0)
        self._max_host = 1.0
        self.invalid.zero_()

    def on_write(self, start: int, n: int) -> None:
        """Slots ``[start, start + n)`` (ring, may wrap) were overwritten: reset them."""
        first = self.capacity - start
        if n >= self.capacity:
            self.tree.set_range(0, self.capacity, self.max_priority_alpha)
        elif n <= first:
            self.tree.set_range(start, start + n, self.max_priority_alpha)
        else:
            self.tree.set_range(start, self.capacity, self.max_priority_alpha)
            self.tree.set_range(0, n - first, self.max_priority_alpha)

    def sample(
        self, size: int, batch_size: int, beta: float, rows: torch.Tensor | None = None
    ) -> tuple[torch.Tensor, torch.Tensor, torch.Tensor | None]:
        """Indices and normalised importance weights for ``batch_size`` draws, and the
        rows at them where the tree's C path gathered ``rows`` in the same call (see
        :meth:`SumTree.draw`: then both are ``[B, 1]``, else ``[B]`` and no rows)."""
        u = torch.rand(
            batch_size, dtype=self.tree.node_dtype, device=self.device, generator=self.generator
        )
        idx, ratio, got = self.tree.draw(u, size, rows)
        # (N P_i)^-beta / max_j (N P_j)^-beta == (min_j p_j / p_i)^beta, j over all slots
        return idx, ratio.pow_(beta), got

    @property
    def updates_any_shape(self) -> bool:
        """Whether ``update(..., validate=True)`` takes indices and priorities of any
        shape (the C path reads them flat); the tensor ops need them 1-D."""
        return self.tree.is_native

    def update(
        self, idx: torch.Tensor, priorities: torch.Tensor, size: int, validate: bool
    ) -> None:
        """Set priorities (raw, before ``alpha``) of slots ``idx``; see the buffer docs."""
        if idx.numel() != priorities.numel():
            raise BufferPriorityError(
                f"update_priorities: indices and priorities must have the same number of "
                f"elements, got {idx.numel()} indices and {priorities.numel()} priorities"
            )
        if idx.numel() == 0:
            return
        p = priorities if priorities.dtype is self.dtype else priorities.to(self.dtype)
        if validate:
            # Host check: free on CPU storage, a device sync on accelerators (opt-in).
            i64 = idx if idx.dtype is torch.int64 else idx.long()
            code, pmax, clamped = self.tree.check(i64, p, size, PRIORITY_EPS)
            if code:
                _raise_invalid(code, i64, p, size)
            try:  # torch's pow on either path (clamped is a new tensor on both: in place)
                self.tree.update(i64, clamped.pow_(self.alpha), size)
            except IndexError:  # read again by the C path: changed since (another thread)
                raise BufferIndexError(
                    f"update_priorities: indices must be in [0, {size}) (the buffer's "
                    "size); they changed while the call read them (another thread)"
                ) from None
            # The max was read on the host anyway: touch the device copies only when it
            # grows (rare after warm-up), and without reading them back.
            pmax = max(pmax, PRIORITY_EPS)
            if pmax > self._max_host:
                self._max_host = pmax
                self.max_priority.fill_(pmax)
                self.max_priority_alpha.fill_(pmax**self.alpha)
            return
        # Accelerator policy: never sync. Invalid entries are redirected to the tree's
        # dummy slot (value 0, keeping every real slot's old priority) and counted on
        # device; ``check_errors`` raises at the next sync point.
        ok_p = (p >= 0) & (p < float("inf"))
        p = p.clamp_min(PRIORITY_EPS)
        ok_i = (idx >= 0) & (idx < size)
        ok = ok_p & ok_i
        self.invalid.add_(torch.stack(((~ok_p).sum(), (~ok_i).sum())))
        safe_idx = torch.where(ok, idx.long(), self.tree.dummy)
        safe_p = torch.where(ok, p, 0.0)
        # where() after pow: 0 ** 0 == 1 must not leak into the dummy slot.
        self.tree.update(safe_idx, torch.where(ok, safe_p.pow(self.alpha), 0.0))
        torch.maximum(self.max_priority, safe_p.amax(), out=self.max_priority)
        torch.pow(self.max_priority, self.alpha, out=self.max_priority_alpha)

    def set_max_priority(self, value: torch.Tensor) -> None:
        """Restore the running max (loading state: a natural sync point)."""
        self.max_priority.copy_(value.reshape(()))
        torch.pow(self.max_priority, self.alpha, out=self.max_priority_alpha)
        self._max_host = float(self.max_priority)

    def check_errors(self) -> None:
        """Raise (and reset) invalid entries counted on device since the last check."""
        bad_p, bad_i = (int(v) for v in self.invalid.tolist())
        parts = [f"{bad_p} priorities that were not finite and >= 0"] if bad_p else []
        parts += [f"{bad_i} indices outside [0, size)"] if bad_i else []
        if parts:
            self.invalid.zero_()
            raise BufferPriorityError(
                "update_priorities received invalid entries since the last check (they "
                f"were ignored, keeping the old priorities): {'; '.join(parts)}"
            )


def _raise_invalid(code: int, idx: torch.Tensor, p: torch.Tensor, size: int) -> NoReturn:
    """Raise for the rule the check found broken: ``code`` 1, an index outside
    ``[0, size)``; 2, a priority that is not finite and >= 0."""
    if code == 1:
        lo, hi = (int(v) for v in torch.aminmax(idx))
        got = (
            f"got min={lo}, max={hi}" if lo < 0 or hi >= size else "changed since (another thread)"
        )
        raise BufferIndexError(
            f"update_priorities: indices must be in [0, {size}) (the buffer's size), {got}"
        )
    bad = p[~((p >= 0) & (p < float("inf")))]
    example = f", e.g. {float(bad[0])!r}" if bad.numel() else " (changed since by another thread)"
    raise BufferPriorityError(
        f"update_priorities: priorities must be finite and >= 0 (values below "
        f"{PRIORITY_EPS} are raised to it), got {bad.numel()} invalid value(s){example}"
    )
