"""What ``build``'s buffers will take, computed before any of it is allocated.

- **storage**: ``capacity`` packed rows (allocated by a buffer's first ``add``), the row
  laid out by the buffers' own rule (``Layout.build``: fields by item size, padded to 8
  bytes);
- **priorities** (a prioritized buffer): its ``SumTree`` for that capacity (float32
  leaves; float64 block sums and prefix, float32 block minima; the C kernels' group
  level where they run) and the sampler's few scalars;
- **n-step window** (an n-step buffer): first its arena of steps and staging block by
  the buffers' rule (``window.arena_slots``), then,
  under the bound, measured on a one-slot twin after one add of ``num_envs`` rows (the
  arena, the staging block and the scratch of its reward windows).

All of it is plain integer arithmetic on the sizes, so a capacity of ``10**400`` or an
observation of 100000 x 100000 is a number to compare with the bound, not an allocation.
"""

from __future__ import annotations

import os
import re
from decimal import Decimal
from typing import Any

#: Field name -> (shape, dtype name) of the transitions ``build`` sizes storage for.
Layout = dict[str, tuple[tuple[int, ...], str]]

#: Units of ``--max-memory`` (lower case): bytes, and SI (``kb``) or binary (``kib``) multiples.
UNITS = {"": 1, "b": 1} | {
    f"{prefix}{binary}b": (1024 if binary else 1000) ** power
    for power, prefix in enumerate("kmgt", start=1)
    for binary in ("", "i")
}
MAX_BOUND = 2**63 - 1
#: Capacities up to which the sum tree's size is laid out exactly (its arity rule works
#: in floats); past it only its leaves are counted, already far past any bound.
EXACT_CAPACITY = 2**53
#: The bound when the machine's physical memory cannot be read.
FALLBACK_BOUND = 8 * 2**30


def human(size: int) -> str:
    """``48 B``, ``2.3 MiB``, ``40.0 GiB``; past 1024 EiB in powers of ten."""
    if size < 1024:
        return f"{size} B"
    for power, unit in enumerate(("KiB", "MiB", "GiB", "TiB", "PiB", "EiB"), start=1):
        if size < 1024 ** (power + 1):
            return f"{size / 1024**power:.1f} {unit}"
    return f"{Decimal(size):.2e} B"


def count(n: int) -> str:
    """``50,000``; past 15 digits ``1.00e+400``."""
    return f"{n:,}" if n < 10**15 else f"{Decimal(n):.2e}"


def parse_size(text: str) -> int:
    """``12GiB``, ``500 MB``, ``1.5TiB``, ``1000000`` -> bytes (ValueError otherwise)."""
    match = re.fullmatch(r"\s*([0-9]{1,20}(?:\.[0-9]{1,20})?)\s*([A-Za-z]{0,3})\s*", text)
    unit = match.group(2).lower() if match else ""
    if match is None or unit not in UNITS:
        raise ValueError(
            f"expected a size like 8GiB, 500MB or 1000000 (bytes; units B, KB, MB, GB, TB, "
            f"KiB, MiB, GiB, TiB), got {text!r}"
        )
    size = int(Decimal(match.group(1)) * UNITS[unit])  # the pattern admits only numbers
    if not 1 <= size <= MAX_BOUND:
        raise ValueError(f"must be between 1 B and {human(MAX_BOUND)}, got {text!r}")
    return size


def physical_memory() -> int | None:
    """This machine's physical memory in bytes, where the OS says (POSIX sysconf)."""
    try:
        pages, page = os.sysconf("SC_PHYS_PAGES"), os.sysconf("SC_PAGE_SIZE")
    except (AttributeError, ValueError, OSError):
        return None
    return pages * page if pages > 0 and page > 0 else None


def default_bound(device: Any) -> tuple[int, str]:
    """(bytes, why): half the device's memory (CUDA) or of the machine's (CPU)."""
    if device.type == "cuda":
        import torch

        gpu = int(torch.cuda.get_device_properties(device).total_memory)
        return gpu // 2, f"the default: half of {device}'s {human(gpu)}"
    total = physical_memory()
    if total is None:
        return FALLBACK_BOUND, "the default where physical memory is unknown"
    return total // 2, f"the default: half of this machine's {human(total)} of physical memory"


def row_bytes(layout: Layout, float_dtype: Any, force_float: tuple[str, ...] = ()) -> int:
    """Bytes of one stored row: the buffers' own packing rule, no tensor made.

    As a buffer's first add lays it out: floating fields (and ``force_float``) are stored
    as the buffer's ``float_dtype``, others keep theirs; a field of one scalar per
    transition is stored ``[1]``.
    """
    from agilerl.components.replay_buffer.layout import Layout as RowLayout
    from agilerl.components.replay_buffer.layout import dtype_from_name

    specs: list[tuple[tuple[str, ...], Any, tuple[int, ...]]] = []
    for name, (shape, dtype_name) in layout.items():
        dtype = dtype_from_name(dtype_name)
        if dtype.is_floating_point or name in force_float:
            dtype = float_dtype
        specs.append(((name,), dtype, shape or (1,)))
    return int(RowLayout.build(specs).row_bytes)


def held_bytes(buffer: Any) -> int:
    """Bytes of the tensors a buffer holds now, found by walking its attributes."""
    import torch

    storages: dict[tuple[str, int], int] = {}
    seen: set[int] = set()

    def visit(value: Any, depth: int) -> None:
        if depth > 8 or id(value) in seen:
            return
        seen.add(id(value))
        if isinstance(value, torch.Tensor):
            storage = value.untyped_storage()
            storages[(str(value.device), storage.data_ptr())] = storage.nbytes()
        elif isinstance(value, dict):
            for item in value.values():
                visit(item, depth + 1)
        elif isinstance(value, list | tuple):
            for item in value:
                visit(item, depth + 1)
        elif type(value).__module__.startswith("agilerl.components") and hasattr(value, "__dict__"):
            visit(vars(value), depth + 1)

    visit(buffer, 0)
    return sum(storages.values())


def estimate(role: str, twin: Any, capacity: int, layout: Layout, num_envs: int) -> dict[str, Any]:
    """What the buffer ``twin`` (the factory's, of one slot) takes at ``capacity``.

    ``lower_bound`` names the parts that are only lower bounds so far: the tree of a
    capacity past :data:`EXACT_CAPACITY` (its leaves alone), a window not measured yet
    (its arena and staging block alone).
    """
    import torch

    from agilerl.components.replay_buffer import ReplayBuffer
    from agilerl.components.replay_buffer.sum_tree import tree_bytes
    from agilerl.components.replay_buffer.window import arena_slots

    row = row_bytes(layout, twin.dtype)
    info: dict[str, Any] = {
        "role": role,
        "class": type(twin).__name__,
        "capacity": capacity,
        "device": str(twin.device),
        "row_bytes": row,
        "storage_bytes": row * capacity,
        "lower_bound": [],
    }
    if hasattr(twin, "alpha"):
        info["alpha"] = twin.alpha
        if capacity > EXACT_CAPACITY:  # past any memory: its leaves alone, no float math
            info["priority_bytes"] = 4 * (capacity + 1)
            info["lower_bound"].append("priority_bytes")
        else:
            device = torch.device(twin.device)
            plain = held_bytes(ReplayBuffer(1, device=twin.device))
            sampler = held_bytes(twin) - plain - tree_bytes(1, device)
            info["priority_bytes"] = tree_bytes(capacity, device) + sampler
    if hasattr(twin, "n_step"):
        info.update(n_step=twin.n_step, gamma=twin.gamma)
        window_row = row_bytes(layout, twin.dtype, force_float=("reward",))
        slots = arena_slots(twin.n_step, num_envs, window_row)
        info["window_bytes"] = (slots + 1) * num_envs * window_row  # arena + staging
        info["lower_bound"].append("window_bytes")
    info["total_bytes"] = sum(info.get(k, 0) for k in PARTS)
    return info


PARTS = ("storage_bytes", "priority_bytes", "window_bytes")


def measure_window(info: dict[str, Any], twin: Any, layout: Layout, num_envs: int) -> None:
    """Replace the window's lower bound with what a one-slot twin allocates on one add."""
    import torch

    from agilerl.components.replay_buffer.layout import dtype_from_name

    device = twin.device
    probe = type(twin)(1, n_step=twin.n_step, gamma=twin.gamma, device=device, dtype=twin.dtype)
    before = held_bytes(probe)
    step = {  # zero-stride inputs: nothing allocated for them
        name: torch.zeros((), dtype=dtype_from_name(dtype), device=device).expand(num_envs, *shape)
        for name, (shape, dtype) in layout.items()
    }
    probe.add(step)
    info["window_bytes"] = held_bytes(probe) - before - info["row_bytes"]  # less its one slot
    del probe, step
    info["lower_bound"].remove("window_bytes")
    info["total_bytes"] = sum(info.get(k, 0) for k in PARTS)
