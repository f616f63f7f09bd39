"""Proportional prioritized experience replay (Schaul et al., 2016)."""

from __future__ import annotations

from typing import Any

import torch

from . import state
from ._checks import as_device, check_unit_interval, finite_number
from ._td import TensorDict, make_batch
from .errors import BufferConfigError
from .nbytes import BufferBytes, Fields
from .samplers import PrioritizedSampler, to_device_1d
from .uniform import ReplayBuffer

__all__ = ["PrioritizedReplayBuffer"]

MAX_BATCH = 2**31 - 1
"""The largest prioritized sample (a batch of that many rows is already ~170 GB at 80 B)."""


def check_arity(arity: object) -> int | None:
    """``arity``: None (the default rule) or an int in [2, 65536]."""
    if arity is not None and (
        isinstance(arity, bool) or not isinstance(arity, int) or not 2 <= arity <= 1 << 16
    ):
        raise BufferConfigError(f"arity must be None or an int in [2, 65536], got arity={arity!r}")
    return arity


class PrioritizedReplayBuffer(ReplayBuffer):
    """Replay memory with proportional prioritized sampling.

    * Priorities are stored as ``p ** alpha`` in a two-level wide sum tree
      (:class:`~.sum_tree.SumTree`: float32 leaves plus float64 block sums and
      float32 block minima, about 4.4 bytes a slot; block size ``arity``, by
      default 32 up to 1M slots) on the storage's device; sums are recomputed
      from their children after every write, so they never drift. A whole batch
      is found with 12 tensor ops; on CPU, by one call into the tree's C kernels
      (:mod:`agilerl._native`, built by the package build; tensor ops, with the same
      results, without it or with ``AGILERL_NATIVE=0``), which also gathers the rows.
    * ``sample`` is stratified: segment ``i`` of the total mass gets one uniform
      draw (``batch_size`` draws, with replacement, as AgileRL's; not clamped to
      ``size``). It returns a TensorDict ``[B]`` with ``"idxs"`` (int64 ``[B, 1]``)
      and ``"weights"`` (``dtype`` ``[B, 1]``), as AgileRL's: ``(N * P(i)) ** -beta``
      normalised by the largest possible weight, that of the buffer-wide minimum
      priority.
    * New transitions get the running maximum priority (a device tensor, never
      read back on the host); slots overwritten by the ring get it too.
    * ``update_priorities(indices, priorities)`` takes raw priorities (e.g.
      ``|td_error| + eps``); values below ``1e-5`` (zero included) are raised to
      ``1e-5``, as AgileRL clamps them.

    Validation (``validate``): checking that priorities are finite and > 0 and
    that indices are in ``[0, size)`` needs their values on the host, which on an
    accelerator is a device sync. ``validate=True`` checks on the host and raises
    at once, leaving the buffer unchanged; ``validate=False`` never syncs: invalid
    entries are dropped on device (those slots keep their old priority), counted
    in a device tensor, and the error is raised at the next natural sync point,
    :meth:`check_errors`, :meth:`state_dict` or :meth:`save`. The default
    ``None`` picks ``True`` for CPU storage (host memory: no sync) and ``False``
    on accelerators.

    Examples:
        >>> import torch
        >>> buf = PrioritizedReplayBuffer(max_size=100, alpha=0.6)
        >>> buf.add({"obs": torch.randn(8, 4), "reward": torch.randn(8)})
        >>> batch = buf.sample(4, beta=0.4)
        >>> sorted(batch.keys()), batch["weights"].shape, batch["idxs"].shape
        (['idxs', 'obs', 'reward', 'weights'], torch.Size([4, 1]), torch.Size([4, 1]))
        >>> buf.update_priorities(indices=batch["idxs"], priorities=torch.rand(4) + 0.1)
    """

    def __init__(
        self,
        max_size: int,
        alpha: float = 0.6,
        device: str | torch.device = "cpu",
        dtype: torch.dtype = torch.float32,
        *,
        generator: torch.Generator | None = None,
        validate: bool | None = None,
        arity: int | None = None,
    ) -> None:
        super().__init__(max_size, device, dtype, generator=generator, validate=validate)
        self._alpha = check_unit_interval("alpha", alpha)
        self._arity = check_arity(arity)
        self._on_cpu = self._device.type == "cpu"
        # Slots holding a transition (and a priority) since the last clear: ``size``
        # unless the ``size`` setter lowered it.
        self._extent = 0
        self._per = PrioritizedSampler(
            self._max_size, self._alpha, self._device, self._generator, arity=arity
        )

    @classmethod
    def nbytes_for(
        cls,
        max_size: int,
        fields: Fields,
        *,
        dtype: torch.dtype = torch.float32,
        device: str | torch.device = "cpu",
        arity: int | None = None,
    ) -> BufferBytes:
        """As :meth:`ReplayBuffer.nbytes_for`, plus the priorities that construction
        allocates: the sum tree of ``max_size`` slots at ``arity`` (the default rule where
        None) on ``device``, and the sampler's scalars."""
        check_arity(arity)
        out = super().nbytes_for(max_size, fields, dtype=dtype, device=device)
        return out._replace(
            priorities=PrioritizedSampler.nbytes(max_size, as_device(device), arity)
        )

    @property
    def alpha(self) -> float:
        """Prioritisation exponent (0: uniform, 1: fully proportional)."""
        return self._alpha

    @property
    def max_priority(self) -> torch.Tensor:
        """Running maximum raw priority (0-d device tensor) given to new transitions."""
        return self._per.max_priority

    @property
    def tree_ptr(self) -> int:
        """The slot the next add writes (AgileRL's name; the ring cursor)."""
        return self._cursor

    @property
    def priorities(self) -> torch.Tensor:
        """``p ** alpha`` of the stored slots ``[0, size)`` (a view on the device)."""
        return self._per.tree.leaves[: self._size]

    @property
    def total_priority(self) -> torch.Tensor:
        """Sum of ``p ** alpha`` over the stored slots (0-d device tensor, from the tree's
        block sums: O(size / arity), no pass over the leaves)."""
        if self._size < self._extent:
            return self._prefix_mass(self._size)
        return self._per.tree.total()

    def _prefix_mass(self, size: int) -> torch.Tensor:
        """Sum of ``p ** alpha`` over slots ``[0, size)``: the block sums before the block
        holding ``size`` plus that block's leaves below it."""
        tree = self._per.tree
        full = size // tree.arity
        head = tree.block_sums[:full].sum()
        return head + tree.leaves[full * tree.arity : size].sum(dtype=tree.node_dtype)

    def _sample_prefix(self, size: int, k: int, beta: float) -> tuple[torch.Tensor, torch.Tensor]:
        """Stratified draws from slots ``[0, size)`` by their own priorities, for a
        ``size`` lowered below the slots that hold priorities: target ``i`` is
        ``(i + u_i) / k`` of the mass of ``[0, size)``, found by the tree's search."""
        tree = self._per.tree
        u = torch.rand(k, dtype=tree.node_dtype, device=self._device, generator=self._generator)
        idx = tree.find(tree.fractions(u).mul_(self._prefix_mass(size)), size - 1)
        weights = torch.div(tree.min(size), tree.leaves.index_select(0, idx)).pow_(beta)
        return idx, weights

    def _check_new_size(self, size: int, value: object) -> None:
        if size > self._extent:
            raise BufferConfigError(
                f"size may be lowered on a {type(self).__name__}, not raised past the "
                f"{self._extent} slots holding transitions (a slot past them has no "
                f"priority to be drawn by), got size={value!r}"
            )

    @property
    def min_priority(self) -> torch.Tensor:
        """Smallest ``p ** alpha`` over the stored slots (0-d device tensor, from the min
        tree); ``inf`` while the buffer is empty."""
        if self._size == 0:
            return torch.full((), float("inf"), device=self._per.tree.leaves.device)
        return self._per.tree.min(self._size)

    def _wrote(self, start: int, n: int) -> None:
        """The slots an add wrote get the running max priority."""
        self._per.on_write(start, n)
        self._extent = min(self._extent + n, self._max_size)
        super()._wrote(start, n)

    def sample(self, batch_size: int, return_idx: bool = True, *, beta: float = 0.4) -> TensorDict:
        """Prioritized, stratified sample; always includes ``"weights"`` and ``"idxs"``."""
        beta = finite_number("beta", beta, strict=False, word="float")
        st, k = self._check_sample(batch_size)
        if k > MAX_BATCH:  # drawn with replacement: k rows are allocated whatever the size
            raise BufferConfigError(
                f"batch_size must be <= {MAX_BATCH} for a prioritized sample (it draws "
                f"batch_size rows with replacement), got batch_size={batch_size!r}"
            )
        size = self._size
        if size == 0:
            raise self._empty()
        rows: torch.Tensor | None = None
        if k == 0:  # nothing to draw (and no segment of the mass to draw from)
            idx = torch.empty(0, dtype=torch.int64, device=self._device)
            weights = torch.empty(0, dtype=self._per.dtype, device=self._device)
        elif size < self._extent:  # ``size`` was lowered: slots past it hold priorities
            idx, weights = self._sample_prefix(size, k, beta)
        else:
            idx, weights, rows = self._per.sample(size, k, beta, st.rows)
        if rows is None:
            out = st.gather(idx)
            idx, weights = idx.unsqueeze(1), weights.unsqueeze_(1)
        else:  # CPU, C kernels: the search, the weights and the row gather in one call
            out = st.unpack(rows)
        out["weights"] = weights if weights.dtype is self._dtype else weights.to(self._dtype)
        out["idxs"] = idx
        return make_batch(out, (k,), self._device)

    def update_priorities(self, indices: Any, priorities: Any) -> None:
        """Set the raw priorities of slots ``indices`` (stored as ``priorities ** alpha``).

        ``indices`` of any shape (``sample``'s ``[B, 1]`` ``"idxs"``) are flattened, as
        are ``priorities``; values below ``1e-5`` (zero included) are raised to it.
        """
        if (  # fast path: host tensors for CPU storage, as ``sample`` returns them
            self._on_cpu
            and type(indices) is torch.Tensor
            and type(priorities) is torch.Tensor
            and indices.dtype is torch.int64
            and priorities.dtype.is_floating_point
            and not priorities.requires_grad
            and indices.is_cpu
            and priorities.is_cpu
            and indices.layout is torch.strided
            and priorities.layout is torch.strided
            and not indices.is_nested
            and not priorities.is_nested
        ):
            idx, p = indices, priorities
            if not (self._validate and self._per.updates_any_shape):
                idx, p = idx.reshape(-1), p.reshape(-1)
        else:
            idx = to_device_1d(indices, "update_priorities: indices", self._device, integer=True)
            p = to_device_1d(
                priorities, "update_priorities: priorities", self._device, integer=False
            )
        self._per.update(idx, p, self._size, self._validate)

    def check_errors(self) -> None:
        """Raise for invalid inputs counted on device since the last check (a sync point)."""
        super().check_errors()
        self._per.check_errors()

    def clear(self) -> None:
        super().clear()
        self._per.clear()
        self._extent = 0

    def _config(self) -> dict[str, Any]:
        return {**super()._config(), "alpha": self._alpha, "arity": self._arity}

    @classmethod
    def _config_args(cls, config: dict[str, Any]) -> dict[str, Any]:
        args = super()._config_args(config)
        return {**args, "alpha": float(config["alpha"]), "arity": config.get("arity")}

    def state_dict(self) -> dict[str, Any]:
        sd = super().state_dict()
        sd["priorities"] = self._per.tree.leaves[: self._size]
        sd["max_priority"] = self._per.max_priority
        return sd

    def _plan_load(self, sd: dict[str, Any], max_bytes: int | None) -> dict[str, Any]:
        plan = super()._plan_load(sd, max_bytes)
        plan["priorities"], plan["max_priority"] = state.check_priorities(
            sd.get("priorities"), sd.get("max_priority"), plan["size"]
        )
        return plan

    def _apply_load(self, plan: dict[str, Any]) -> None:
        super()._apply_load(plan)
        self._per.clear()
        self._extent = self._size
        tree = self._per.tree
        tree.leaves[: self._size].copy_(plan["priorities"])
        tree.rebuild()
        self._per.set_max_priority(plan["max_priority"].to(self._device, self._per.dtype))
