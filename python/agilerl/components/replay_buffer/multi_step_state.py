"""Saving and loading the n-step window (the ``window`` entry of a state dict).

The window is saved as a ring of ``n_step`` slots of ``num_envs`` packed rows in the
input's layout, whatever the arena holds, so files do not depend on the arena's size;
loading checks everything before anything changes.

The interface is explicit data, not the buffer: :func:`window_entry` takes the held
steps, :func:`plan_window` returns a :class:`WindowPlan` whose :meth:`~WindowPlan.steps`
the buffer writes back into a fresh arena. This module imports no buffer.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import torch

from . import state
from .errors import BufferFieldError, BufferStateError
from .storage import Layout

__all__ = [
    "NEXT_OBS_KEY",
    "N_STEPS_KEY",
    "REWARD_KEY",
    "WindowPlan",
    "plan_window",
    "storage_layout",
    "window_entry",
]

REWARD_KEY = "reward"
NEXT_OBS_KEY = "next_obs"
N_STEPS_KEY = "n_steps"


def storage_layout(layout: Layout, n_steps_key: str | None) -> Layout:
    """The stored n-step row: the input's fields, plus ``n_steps_key`` (int64 ``[1]``) if set."""
    return Layout.build(
        [(f.path, f.dtype, f.shape) for f in layout.fields],
        None if n_steps_key is None else [((n_steps_key,), torch.int64, (1,))],
    )


def _held(cursor: int, filled: int, n: int) -> list[int]:
    """The ring slots of the ``filled`` steps held, oldest first (the newest just before
    ``cursor``)."""
    return [(cursor - filled + j) % n for j in range(filled)]


def window_entry(
    layout: Layout | None,
    steps: Sequence[torch.Tensor],
    n: int,
    cursor: int,
    n_envs: int,
    device: torch.device,
    keys: tuple[str, str, str | None],
) -> dict[str, Any] | None:
    """The state dict's ``window`` entry: the held ``steps`` (rows ``[E, row_bytes]``,
    oldest first) as ring rows ``[n * E, row_bytes]`` (slots not held are zero);
    ``None`` before the first add, when there is no input ``layout``. ``keys`` are the
    reward, next-obs and n-steps keys."""
    if layout is None:
        return None
    rows = torch.zeros(n * n_envs, layout.row_bytes, dtype=torch.uint8, device=device)
    ring = rows.view(n, n_envs, -1)
    for slot, block in zip(_held(cursor, len(steps), n), steps, strict=True):
        ring[slot].copy_(block)
    return {
        "rows": rows,
        "cursor": cursor,
        "filled": len(steps),
        "num_envs": n_envs,
        "layout": {"fields": layout.to_meta(), "row_bytes": layout.row_bytes},
        "reward_key": keys[0],
        "ns_key": keys[1],
        "n_steps_key": keys[2],
    }


@dataclass(frozen=True)
class WindowPlan:
    """A checked ``window`` entry: what a load installs."""

    layout: Layout
    num_envs: int
    cursor: int
    filled: int
    rows: torch.Tensor
    reward_key: str
    ns_key: str
    n_steps_key: str | None

    def steps(self, n: int) -> list[torch.Tensor]:
        """The held steps' rows ``[E, row_bytes]``, oldest first."""
        ring = self.rows.view(n, self.num_envs, -1)
        return [ring[slot] for slot in _held(self.cursor, self.filled, n)]


def plan_window(
    wsd: Any,
    n: int,
    st_layout: Layout | None,
    check_input: Callable[[Layout, str, str, str | None], None],
) -> WindowPlan | None:
    """Check a saved ``window`` entry of an ``n``-step buffer against the saved storage
    layout (``None`` for an empty buffer) and ``check_input`` (the buffer's check of
    an input layout and its keys); ``None``: no window, as saved by an empty buffer."""
    if wsd is None:
        if st_layout is not None:
            raise BufferStateError("state dict field 'window': missing for a non-empty buffer")
        return None
    if not isinstance(wsd, dict) or st_layout is None:
        raise BufferStateError(
            "state dict field 'window': expected a dict, beside a storage 'layout'"
        )
    keys = (wsd.get("reward_key", REWARD_KEY), wsd.get("ns_key", NEXT_OBS_KEY))
    if not all(isinstance(k, str) for k in keys):
        raise BufferStateError(f"state dict field 'window': keys must be str, got {keys!r}")
    # Files written before the key was optional always held the field as "n_steps".
    n_steps_key = wsd.get("n_steps_key", N_STEPS_KEY)
    if n_steps_key is not None and not isinstance(n_steps_key, str):
        raise BufferStateError(
            f"state dict field 'window.n_steps_key': expected a str or None, got {n_steps_key!r}"
        )
    layout = state.check_layout_meta(wsd.get("layout"), "window.layout")
    n_envs = state.state_int(wsd.get("num_envs"), "window.num_envs", 1)
    w = state.state_int(wsd.get("cursor"), "window.cursor", 0, n - 1)
    filled = state.state_int(wsd.get("filled"), "window.filled", 0, n)
    rows = state.check_rows(wsd.get("rows"), layout, n * n_envs, "window.rows")
    try:
        check_input(layout, keys[0], keys[1], n_steps_key)
    except BufferFieldError as exc:
        raise BufferStateError(f"state dict field 'window.layout': {exc}") from None
    stored = storage_layout(layout, n_steps_key)  # the rows the window's flushes write
    if (stored.to_meta(), stored.row_bytes) != (st_layout.to_meta(), st_layout.row_bytes):
        raise BufferStateError(
            "state dict field 'layout' does not match the n-step window's layout"
        )
    return WindowPlan(layout, n_envs, w, filled, rows, keys[0], keys[1], n_steps_key)
