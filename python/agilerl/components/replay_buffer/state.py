"""Checks on a state dict, all made before any of it is loaded.

``load_state_dict`` validates everything first (ring state, layout, rows, priorities,
the n-step window, the generator state) and only then changes the buffer, so a
refused state dict leaves the buffer as it was. Nothing here trusts the file's
checksum: a checksum proves the bytes are the ones written, not that the writer was
honest. :func:`check_allocation` bounds the memory a state dict makes the buffer
allocate (``max_size`` rows, the priority tree, the n-step window) before any of
it is allocated.
"""

from __future__ import annotations

import math
import operator
from typing import Any

import torch

from ._fields import dtype_from_name
from .errors import BufferStateError
from .layout import Layout
from .serialization import MAX_DIM
from .sum_tree import tree_bytes
from .window import arena_slots

__all__ = [
    "DEFAULT_MAX_LOAD_BYTES",
    "allocation_bytes",
    "check_allocation",
    "check_generator",
    "check_layout_meta",
    "check_priorities",
    "check_rows",
    "ring_state",
    "state_int",
]

DEFAULT_MAX_LOAD_BYTES = 1 << 33
"""Loading refuses state that would allocate more than this (8 GiB) unless told otherwise."""


def state_int(value: object, where: str, lo: int = 0, hi: int | None = None) -> int:
    """An int (not a bool or float) in ``[lo, hi]`` from a state dict, else a clear error."""
    ok = not isinstance(value, bool)
    try:
        out = operator.index(value) if ok else 0  # type: ignore[arg-type]
    except TypeError:
        ok = False
    if not ok or out < lo or (hi is not None and out > hi):
        bound = f"[{lo}, {hi}]" if hi is not None else f">= {lo}"
        raise BufferStateError(
            f"state dict field {where!r}: expected an int {bound}, got {value!r}"
        )
    return int(out)


def ring_state(sd: dict[str, Any], max_size: int) -> tuple[int, int, int]:
    """``(size, cursor, counter)``, each an int in range, ``counter >= size``."""
    size = state_int(sd.get("size"), "size", 0, max_size)
    cursor = state_int(sd.get("cursor"), "cursor", 0, max_size - 1)
    counter = state_int(sd.get("counter"), "counter", size)
    return size, cursor, counter


def check_layout_meta(meta: object, where: str) -> Layout:
    """A :class:`Layout` from saved metadata, every field checked to fit its row."""
    if not isinstance(meta, dict) or not isinstance(meta.get("fields"), list):
        raise BufferStateError(f"state dict field {where!r}: expected {{'fields', 'row_bytes'}}")
    row_bytes = state_int(meta.get("row_bytes"), f"{where}.row_bytes", 8, MAX_DIM)
    if row_bytes % 8:
        raise BufferStateError(
            f"state dict field {where!r}: row_bytes={row_bytes} is not a multiple of 8"
        )
    fields = meta["fields"]
    if not fields:
        raise BufferStateError(f"state dict field {where!r}: no fields")
    paths: list[tuple[str, ...]] = []
    for i, m in enumerate(fields):
        at = f"{where}.fields[{i}]"
        if not isinstance(m, dict):
            raise BufferStateError(f"state dict field {at!r}: expected a dict, got {m!r}")
        path = m.get("path")
        if not (isinstance(path, list) and path and all(isinstance(k, str) and k for k in path)):
            raise BufferStateError(f"state dict field {at + '.path'!r}: expected a list of names")
        dtype = dtype_from_name(m.get("dtype"))  # type: ignore[arg-type]
        shape = m.get("shape")
        if not isinstance(shape, list):
            raise BufferStateError(f"state dict field {at + '.shape'!r}: expected a list")
        dims = [state_int(d, f"{at}.shape", 0, MAX_DIM) for d in shape]
        itemsize = dtype.itemsize
        offset = state_int(m.get("offset"), f"{at}.offset", 0, row_bytes)
        nbytes = math.prod(dims) * itemsize
        if offset % itemsize or offset + nbytes > row_bytes:
            raise BufferStateError(
                f"state dict field {at!r}: {nbytes} bytes at offset {offset} do not fit an "
                f"aligned place in a row of {row_bytes} bytes"
            )
        paths.append(tuple(path))
    if len(set(paths)) != len(paths) or any(
        p[: len(q)] == q for p in paths for q in paths if len(q) < len(p)
    ):
        raise BufferStateError(f"state dict field {where!r}: field paths repeat or nest in a leaf")
    return Layout.from_meta(fields, row_bytes)


def _dense(
    value: object, where: str, shape: tuple[int, ...], dtype: torch.dtype | None, expected: str
) -> torch.Tensor:
    """``value``, a dense tensor of ``shape`` and ``dtype`` (``None``: any floating
    dtype), else the error saying it ``expected`` that."""
    if (
        not isinstance(value, torch.Tensor)
        or not (value.dtype.is_floating_point if dtype is None else value.dtype == dtype)
        or value.layout is not torch.strided
        or tuple(value.shape) != shape
    ):
        got = (value.dtype, list(value.shape)) if isinstance(value, torch.Tensor) else value
        raise BufferStateError(f"state dict field {where!r}: expected {expected}, got {got}")
    return value


def check_rows(rows: object, layout: Layout, size: int, where: str) -> torch.Tensor:
    """The saved rows of ``layout``: a dense uint8 tensor ``[size, row_bytes]`` whose bool
    fields hold bytes 0 and 1 only (as every add stores them)."""
    rb = layout.row_bytes
    out = _dense(rows, where, (size, rb), torch.uint8, f"uint8 {[size, rb]}")
    for i in layout.bools:
        f = layout.fields[i]
        if size and bool((out[:, f.offset : f.offset + f.nbytes] > 1).any()):
            raise BufferStateError(
                f"state dict field {where!r}: bool field {f.name!r} holds bytes other than 0 and 1"
            )
    return out


def check_generator(gen: object, generator: torch.Generator) -> torch.Tensor:
    """The saved generator state, proven loadable on a scratch generator of the device."""
    if not isinstance(gen, dict) or not isinstance(gen.get("state"), torch.Tensor):
        raise BufferStateError(
            f"state dict field 'generator': expected {{'device_type', 'state'}}, got {gen!r}"
        )
    if gen.get("device_type") != generator.device.type:
        raise BufferStateError(
            f"state dict field 'generator.device_type': expected "
            f"{generator.device.type!r}, got {gen.get('device_type')!r}; a generator "
            f"state cannot move between device types"
        )
    state: torch.Tensor = gen["state"].cpu()
    try:
        torch.Generator(device=generator.device).set_state(state)
    except (RuntimeError, TypeError, ValueError) as exc:
        raise BufferStateError(
            f"state dict field 'generator.state': not a {generator.device.type} generator "
            f"state ({exc})"
        ) from None
    return state


def check_priorities(prios: object, maxp: object, size: int) -> tuple[torch.Tensor, torch.Tensor]:
    """Saved ``p ** alpha`` leaves ``[size]`` and the running max: finite and > 0."""
    prios = _dense(prios, "priorities", (size,), None, f"a floating tensor of shape [{size}]")
    if not isinstance(maxp, torch.Tensor) or maxp.numel() != 1 or not maxp.dtype.is_floating_point:
        raise BufferStateError(
            f"state dict field 'max_priority': expected a 1-element floating tensor, got {maxp!r}"
        )
    bad = ~(torch.isfinite(prios) & (prios > 0))
    if bool(bad.any()):
        raise BufferStateError(
            f"state dict field 'priorities': every priority must be finite and > 0, got "
            f"{int(bad.sum())} that are not, e.g. {float(prios[bad][0])!r}"
        )
    m = float(maxp.reshape(()))
    if not (math.isfinite(m) and m > 0):
        raise BufferStateError(
            f"state dict field 'max_priority': expected a finite value > 0, got {m!r}"
        )
    return prios, maxp


def _window_bytes(sd: dict[str, Any], config: dict[str, Any], win: dict[str, Any]) -> int:
    """Bytes of the n-step window: the arena (and the one it replaces), the staging
    block, and the scratch that turns windows into stored rows (``nstep_rows``)."""
    n = state_int(config.get("n_step"), "config.n_step", 1)
    envs = state_int(win.get("num_envs"), "window.num_envs", 1)
    meta = win["layout"]
    rb = state_int(meta.get("row_bytes"), "window.layout.row_bytes", 0)
    stored = sd.get("layout")
    st_rb = rb + 8  # the stored row: the step's fields, then ``n_steps``
    if isinstance(stored, dict):
        st_rb = max(st_rb, state_int(stored.get("row_bytes"), "layout.row_bytes", 0))
    widest = 1  # the reward's elements per row: at most those of the widest field
    fields = meta.get("fields")
    for i, f in enumerate(fields if isinstance(fields, list) else []):
        shape = f.get("shape") if isinstance(f, dict) else None
        if isinstance(shape, list):
            dims = [state_int(d, f"window.layout.fields[{i}].shape", 0, MAX_DIM) for d in shape]
            widest = max(widest, math.prod(dims))
    slots = arena_slots(n, envs, rb)
    rows = slots * envs
    arena = (slots + 2 * n) * envs * rb + envs * rb
    scratch = rows * (st_rb + 8 * n + 16 + 8 * n * widest) + 2 * rb + 8 * n
    return arena + scratch


def allocation_bytes(sd: dict[str, Any]) -> int:
    """Bytes the buffer of state dict ``sd`` allocates: rows, priority tree, n-step
    window (an upper bound, tested against what a load allocates; the few 0-d
    tensors of counters and running maxima aside)."""
    config = sd.get("config")
    if not isinstance(config, dict):
        raise BufferStateError(f"state dict field 'config': expected a dict, got {config!r}")
    max_size = state_int(config.get("max_size"), "config.max_size", 1)
    total = 0
    meta = sd.get("layout")
    if isinstance(meta, dict):
        total += max_size * state_int(meta.get("row_bytes"), "layout.row_bytes", 0)
    if "alpha" in config:  # the priority tree (5 bytes a slot bounds it from arity 21 up)
        arity = config.get("arity")
        k = None if arity is None else state_int(arity, "config.arity", 2, 1 << 16)
        total += max(max_size * 5, tree_bytes(max_size, torch.device("cpu"), k))
    win = sd.get("window")
    if isinstance(win, dict) and isinstance(win.get("layout"), dict):
        total += _window_bytes(sd, config, win)
    return total


def check_allocation(sd: dict[str, Any], max_bytes: int | None) -> None:
    """Refuse state that would allocate more than ``max_bytes`` (``None``: no bound)."""
    need = allocation_bytes(sd)
    if max_bytes is not None and need > max_bytes:
        raise BufferStateError(
            f"loading this state would allocate {need} bytes (max_size, row size, priority "
            f"tree, n-step window), more than max_bytes={max_bytes}; pass a larger "
            f"max_bytes (or None) if you trust it"
        )
