"""The n-step window as an append-only log of env steps ("arena").

:class:`MultiStepReplayBuffer` pushes one env step (``num_envs`` packed rows) per
``add``. Instead of a ring of ``n`` slots, steps are appended to an *arena* of
``K >= 2 n`` slots, ``[K, num_envs, row_bytes]``, that is never overwritten:

* the last ``n`` steps are always contiguous and in time order, so the windows
  completed since the last flush are consecutive slots: their rewards
  ``[P, E, n]`` and done flags ``[P, E, n - 1]`` are slices of one ``unfold`` per
  field (``nstep_rows.py`` computes them all in one pass), and the one-window
  views are made once per arena with ``unbind`` (a handful of calls per ``K`` adds);
* the pending windows' steps stay in the arena until they are stored: the
  buffer flushes before replacing a full arena, so at most ``K`` windows wait;
* a slot is written exactly once, so the 1-step transition leaving the window
  can be returned as views of its slot: no copy, and still never changed by later
  adds (it is a fresh copy of the input, which the env may reuse);
* when the arena is full a new one is allocated and the ``n - 1`` steps still in
  the window are copied to its start (one copy); the old arena lives on only as
  long as returned transitions reference it (at most ``ARENA_BYTES`` rounded up to
  ``2 n`` slots).
"""

from __future__ import annotations

from typing import Any

import torch

from ._host import HostWriter
from .storage import Layout, copy_all

__all__ = ["ARENA_BYTES", "MAX_SLOTS", "Arena", "arena_slots", "field_views"]

ARENA_BYTES = 1 << 18
"""Target arena size in bytes (the slot count is clamped to [2 n, MAX_SLOTS])."""

MAX_SLOTS = 256


def arena_slots(n: int, n_envs: int, row_bytes: int, budget: int | None = None) -> int:
    """Slots per arena: as many as fit ``budget`` bytes, within ``[2 n, MAX_SLOTS]``.

    Making an arena costs ~6.5 us per slot on CPU (8 views: 5 fields, the rows, the
    reward and done windows) plus ~50 us fixed, so larger arenas only amortise
    the fixed part; ``budget`` bounds what one held transition keeps alive.
    """
    fit = (ARENA_BYTES if budget is None else budget) // max(1, n_envs * row_bytes)
    return max(2 * n, min(MAX_SLOTS, fit))


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


def _slot_dicts(layout: Layout, per_field: list[tuple[torch.Tensor, ...]]) -> list[dict[str, Any]]:
    """One (nested) dict of field views per slot, from per-field tuples of slot views."""
    if layout.flat:
        names = layout.names
        return [dict(zip(names, views, strict=True)) for views in zip(*per_field, strict=True)]
    out: list[dict[str, Any]] = []
    for views in zip(*per_field, strict=True):
        nested: dict[str, Any] = {}
        for f, v in zip(layout.fields, views, strict=True):
            node = nested
            for key in f.path[:-1]:
                node = node.setdefault(key, {})
            node[f.path[-1]] = v
        out.append(nested)
    return out


class Arena:
    """``slots`` steps of ``n_envs`` packed rows of ``layout``, with per-slot views.

    ``writes[k]``: field views ``[E, *shape]`` of slot ``k`` (copy destinations);
    ``steps[k]``: the same views as a (nested) dict (what ``add`` returns);
    ``blocks[k]``: slot ``k``'s rows ``[E, row_bytes]``;
    ``reward_windows[s]``: rewards of the window *starting* at slot ``s``,
    ``[E, *rs, n]``; ``done_windows[i][s]``: done field ``i`` of its first ``n - 1``
    steps, ``[E, n - 1]`` (slices ``[s0 : s0 + p]`` cover ``p`` windows at once;
    ``reward_slots`` / ``done_slots`` hold the single-window views ready-made);
    ``host``: on CPU, a :class:`~._host.HostWriter` over the rows, ``[slots * E]``.

    ``on_cpu`` is False for an accelerator arena: host steps are then packed into
    the ``staging`` block on the host and moved with one copy.
    """

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
        self.on_cpu = device.type == "cpu"
        self.staging = staging
        rows = self.rows = torch.zeros(
            slots * n_envs, layout.row_bytes, dtype=torch.uint8, device=device
        )
        views = field_views(rows, layout, (slots, n_envs))
        per_field = [v.unbind(0) for v in views]
        self.writes = list(zip(*per_field, strict=True))
        # Returned steps keep the shapes of the first add: a field given 1-D is stored
        # [E, 1] but handed back [E], as AgileRL hands back its input.
        one_d = layout.input_1d
        shown = [
            v.squeeze(-1).unbind(0) if f.path in one_d else pf
            for f, v, pf in zip(layout.fields, views, per_field, strict=True)
        ]
        self.steps = _slot_dicts(layout, shown)
        self.blocks = rows.view(slots, n_envs, -1).unbind(0)
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
        # The same per window start, one view each (made once: the one-window flush).
        self.reward_slots = self.reward_windows.unbind(0)
        self.done_slots = [d.unbind(0) for d in self.done_windows]
        # CPU: steps written through numpy views of the same rows (see ``_host``).
        self.host = (
            HostWriter(layout, field_views(rows, layout, (slots * n_envs,)), rows)
            if HostWriter.supports(layout, device)
            else None
        )

    def write(self, values: list[torch.Tensor], k: int) -> None:
        """Write one step into slot ``k`` from host tensors (accelerator arena)."""
        block, views = self.staging
        copy_all(views, values)
        # Pageable memory: the async copy has consumed the block when it returns.
        self.blocks[k].copy_(block, non_blocking=True)
