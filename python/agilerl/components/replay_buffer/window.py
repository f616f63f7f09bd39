"""The n-step window as an append-only log of env steps ("arena").

:class:`MultiStepReplayBuffer` pushes one env step (``num_envs`` packed rows) per
``add``. Instead of a ring of ``n`` slots, steps are appended to an *arena* of
``K >= 2 n`` slots, ``[K, num_envs, row_bytes]``, that is never overwritten:

* the last ``n`` steps are always contiguous and in time order, so the windows
  completed since the last flush are consecutive slots: their rewards
  ``[P, E, n]`` and done flags ``[P, E, n - 1]`` are slices of one ``unfold`` per
  field (``nstep_rows.py`` computes them all in one pass);
* the pending windows' steps stay in the arena until they are stored: the
  buffer flushes before replacing a full arena, so at most ``K`` windows wait;
* a slot is written exactly once, so the 1-step transition leaving the window
  can be returned as views of its slot: no copy, and still never changed by later
  adds (it is a fresh copy of the input, which the env may reuse);
* per-slot views are made when a slot is used (``step``, ``block``, ...), never for
  the whole arena up front: views made up front cost more than the few views an
  ``add`` actually needs (eleven tensors a slot, and the garbage collector walking
  them once they are long-lived; figures in ``docs/benchmarks.md``);
* when the arena is full a new one is allocated and the ``n - 1`` steps still in
  the window are copied to its start (one copy); the old arena lives on only as
  long as returned transitions reference it (at most ``ARENA_BYTES`` rounded up to
  ``2 n`` slots).
"""

from __future__ import annotations

from typing import Any

import torch

from ._host import HostWriter, PackedRows
from .layout import Plan
from .storage import Layout, copy_all, field_views, nest, unaliased

__all__ = ["ARENA_BYTES", "MAX_SLOTS", "Arena", "arena_slots"]

ARENA_BYTES = 1 << 18
"""Target arena size in bytes (the slot count is clamped to [2 n, MAX_SLOTS])."""

MAX_SLOTS = 256

STEP_CHUNK = 32
"""Slots whose returned-step views :meth:`Arena.step` makes together."""


def arena_slots(n: int, n_envs: int, row_bytes: int, budget: int | None = None) -> int:
    """Slots per arena: as many as fit ``budget`` bytes, within ``[2 n, MAX_SLOTS]``.

    Making an arena has a fixed cost whatever its size (a few whole-arena views),
    so larger arenas only amortise that; ``budget`` bounds what one held
    transition keeps alive.
    """
    fit = (ARENA_BYTES if budget is None else budget) // max(1, n_envs * row_bytes)
    return max(2 * n, min(MAX_SLOTS, fit))


class Arena(PackedRows):
    """``slots`` steps of ``n_envs`` packed rows of ``layout``, with per-slot views.

    ``views``: per field, ``[slots, E, *shape]``; ``step(k)``: slot ``k``'s fields as
    the input's (nested) dict (what ``add`` returns); ``block(k)``: slot ``k``'s rows
    ``[E, row_bytes]``; ``reward_windows[s]``: rewards of the window *starting* at slot ``s``,
    ``[E, *rs, n]``; ``done_windows[i][s]``: done field ``i`` of its first ``n - 1``
    steps, ``[E, n - 1]`` (slices ``[s0 : s0 + p]`` cover ``p`` windows at once);
    ``add(data, k * n_envs, n_envs)`` (:meth:`PackedRows.add`): check a step and write it
    into slot ``k`` (on CPU, a raw plan by the C copy of :class:`~._host.HostWriter`).

    ``on_cpu`` is False for an accelerator arena: host steps are then packed into
    the ``staging`` block on the host and moved with one copy.
    """

    @staticmethod
    def nbytes(row_bytes: int, n_envs: int, slots: int) -> int:
        """Bytes of an arena's one tensor: ``slots`` steps of ``n_envs`` rows."""
        return slots * n_envs * row_bytes

    def __init__(
        self,
        layout: Layout,
        n: int,
        n_envs: int,
        slots: int,
        device: torch.device,
        reward_index: int,
        done_indices: list[int],
        staging: tuple[torch.Tensor, list[torch.Tensor]],
    ) -> None:
        self.slots = slots
        self.layout = layout
        self.device = device
        self.n_envs = n_envs
        self.on_cpu = device.type == "cpu"
        self.staging = staging
        rows = self.rows = torch.zeros(
            slots * n_envs, layout.row_bytes, dtype=torch.uint8, device=device
        )
        views = self.views = field_views(rows, layout, (slots, n_envs))
        # Returned steps keep the shapes of the first add: a field given 1-D is stored
        # [E, 1] but handed back [E], as AgileRL hands back its input.
        one_d = layout.input_1d
        self._shown = [
            v.squeeze(-1) if f.path in one_d else v
            for f, v in zip(layout.fields, views, strict=True)
        ]
        self.ptr = rows.data_ptr()  # for the C kernels (CPU)
        self._chunk_at = -1
        self._chunk: list[tuple[torch.Tensor, ...]] = []
        self._blocks = rows.view(slots, n_envs, -1)
        rew = views[reward_index]
        if layout.fields[reward_index].shape == (1,):
            rew = rew.squeeze(-1)
        # unfold puts the window dimension last: rewards of the window starting at
        # slot s are reward_windows[s], [E, *rs, n]; its first n - 1 done flags of
        # done field i are done_windows[i][s], [E, n - 1].
        self.reward_windows = rew.unfold(0, n, 1)
        self.done_windows = (
            [views[i].view(slots, n_envs).unfold(0, n - 1, 1) for i in done_indices]
            if n > 1
            else []
        )
        # CPU: raw plans are copied by one C call, where the extension is built (``_host``).
        self.host = HostWriter.build(layout, rows)

    def step(self, k: int) -> dict[str, Any]:
        """Slot ``k``'s fields as the input's (nested) dict, in the first add's shapes.

        Views are made ``STEP_CHUNK`` slots at a time (one ``unbind`` a field costs
        less per view than indexing each slot), for the chunk ``k`` falls in.
        """
        c, i = divmod(k, STEP_CHUNK)
        if c != self._chunk_at:
            lo = c * STEP_CHUNK
            self._chunk = [v[lo : lo + STEP_CHUNK].unbind(0) for v in self._shown]
            self._chunk_at = c
        return nest(self.layout, [t[i] for t in self._chunk])

    def block(self, k: int) -> torch.Tensor:
        """Slot ``k``'s packed rows ``[E, row_bytes]``."""
        return self._blocks[k]

    def put(self, plan: Plan, start: int) -> None:
        """Write one checked step (``n_envs`` rows) at row ``start``, the first of a slot:
        a raw plan by the C copy where it is built, any other by the tensor ops; the same
        bytes."""
        if plan.raw and self.host is not None:
            self.host.write(plan, start)
            return
        k = start // self.n_envs
        values = plan.tensors()
        bools = self.layout.bools
        if self.on_cpu or not any(v.is_cpu for v in values):
            # one call for all fields; a value in the arena itself is read before the write
            copy_all([v[k] for v in self.views], unaliased(values, self.rows), bools)
            return
        # Host data into an accelerator arena: packed on the host, one H2D copy.
        block, views = self.staging
        copy_all(views, values, bools)
        # Pageable memory: the async copy has consumed the block when it returns.
        self._blocks[k].copy_(block, non_blocking=True)
