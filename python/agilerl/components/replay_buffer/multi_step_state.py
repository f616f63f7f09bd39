"""Saving and loading the n-step window (the ``window`` entry of a state dict).

The window is saved as a ring of ``n_step`` slots of ``num_envs`` packed rows in the
input's layout (``ring_rows``), whatever the arena holds, so files do not depend
on the arena's size; loading checks everything before anything changes.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import torch

from . import state
from .errors import BufferFieldError, BufferStateError
from .storage import Layout

if TYPE_CHECKING:
    from .multi_step import MultiStepReplayBuffer

__all__ = [
    "NEXT_OBS_KEY",
    "N_STEPS_KEY",
    "REWARD_KEY",
    "plan_window",
    "ring_rows",
    "storage_layout",
    "window_state",
]

REWARD_KEY = "reward"
NEXT_OBS_KEY = "next_obs"
N_STEPS_KEY = "n_steps"


def storage_layout(layout: Layout, n_steps_key: str | None) -> Layout:
    """The stored n-step row: the input's fields, plus ``n_steps_key`` (int64 ``[1]``) if set."""
    specs = [(f.path, f.dtype, f.shape) for f in layout.fields]
    extra: list[tuple[tuple[str, ...], torch.dtype, tuple[int, ...]]] = []
    if n_steps_key is not None:
        extra.append(((n_steps_key,), torch.int64, (1,)))
    return Layout.build(specs, extra=extra)


def ring_rows(buf: MultiStepReplayBuffer) -> torch.Tensor | None:
    """The window as ``[n * E, row_bytes]`` ring rows (the saved format).

    Time step ``j`` of the ``filled`` held steps (oldest first) sits in ring slot
    ``(cursor - filled + j) % n``; slots not held are zero.
    """
    win = buf._window
    n, e = buf._n, buf._num_envs
    if buf._in_layout is None:
        return None
    ring = torch.zeros(n * e, buf._in_layout.row_bytes, dtype=torch.uint8, device=buf._device)
    if win is not None:
        slots = ring.view(n, e, -1)
        filled, k = buf._filled, buf._k
        for j in range(filled):
            slots[(buf._w - filled + j) % n].copy_(win.block(k - filled + j))
    return ring


def window_state(buf: MultiStepReplayBuffer) -> dict[str, Any] | None:
    """The state dict's ``window`` entry (``None`` before the first add)."""
    ring = ring_rows(buf)
    layout = buf._in_layout
    if ring is None or layout is None:
        return None
    return {
        "rows": ring,
        "cursor": buf._w,
        "filled": buf._filled,
        "num_envs": buf.num_envs,
        "layout": {"fields": layout.to_meta(), "row_bytes": layout.row_bytes},
        "reward_key": buf.reward_key,
        "ns_key": buf.ns_key,
        "n_steps_key": buf._n_steps_key,
    }


def plan_window(
    buf: MultiStepReplayBuffer, wsd: dict[str, Any], st_layout: Layout
) -> tuple[Any, ...]:
    """Check a saved ``window`` entry against ``buf`` and the saved storage layout;
    what :meth:`MultiStepReplayBuffer._apply_load` installs."""
    n = buf.n_step
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
    rows = state.check_rows(wsd.get("rows"), n * n_envs, layout.row_bytes, "window.rows")
    try:
        buf._check_input(layout, *keys, n_steps_key)
    except BufferFieldError as exc:
        raise BufferStateError(f"state dict field 'window.layout': {exc}") from None
    if storage_layout(layout, n_steps_key).to_meta() != st_layout.to_meta():
        raise BufferStateError(
            "state dict field 'layout' does not match the n-step window's layout"
        )
    return (layout, n_envs, w, filled, rows, keys, n_steps_key)
