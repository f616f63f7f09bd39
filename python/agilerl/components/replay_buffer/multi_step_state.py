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
    "restore_window",
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
    buf: MultiStepReplayBuffer, wsd: Any, st_layout: Layout | None
) -> tuple[Any, ...] | None:
    """Check a saved ``window`` entry against ``buf`` and the saved storage layout
    (``None`` for an empty buffer); what :func:`restore_window` installs (``None``:
    no window, as saved by an empty buffer)."""
    if wsd is None:
        if st_layout is not None:
            raise BufferStateError("state dict field 'window': missing for a non-empty buffer")
        return None
    if not isinstance(wsd, dict) or st_layout is None:
        raise BufferStateError(
            "state dict field 'window': expected a dict, beside a storage 'layout'"
        )
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


def restore_window(buf: MultiStepReplayBuffer, plan: tuple[Any, ...]) -> None:
    """Install a window checked by :func:`plan_window` into ``buf`` (whose storage the
    load has just replaced): a fresh arena holding the saved steps, oldest first."""
    layout, n_envs, w, filled, rows, keys, n_steps_key = plan
    buf.reward_key, buf.ns_key = keys
    buf.n_steps_key = n_steps_key
    buf._prepare(layout, n_envs, buf._storage, n_steps_key)
    win = buf._new_arena(0)
    slots = rows.view(buf.n_step, n_envs, -1)
    for j in range(filled):  # oldest first into arena slots 0 .. filled - 1
        win.block(j).copy_(slots[(w - filled + j) % buf.n_step])
    buf._k = filled
    buf._w, buf._filled = w, filled
