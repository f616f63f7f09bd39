"""What ``build``'s buffers will take, computed before any of it is allocated.

The buffer plan (:func:`agilerl.models.buffer_plan.buffer_plan`) says which memories a
manifest builds, and each buffer class states its own bytes for the transition layout
given on the command line (``ReplayBuffer.nbytes_for`` and its subclasses'):

- **storage**: ``capacity`` packed rows (allocated by a buffer's first ``add``), the row
  laid out by the buffers' own rule (fields by item size, padded to 8 bytes);
- **priorities** (a prioritized buffer): its ``SumTree`` for that capacity and the
  sampler's few scalars (allocated at construction);
- **n-step window** (an n-step buffer): its arena of steps, the staging block of one
  step and the scratch that turns windows into rows, for ``num_envs`` rows a step
  (allocated by the first ``add``).

All of it is plain integer arithmetic on the sizes, so a capacity of ``10**400`` or an
observation of 100000 x 100000 is a number to compare with the bound, not an
allocation; the same figures are printed when a build is refused and when it is built.
"""

from __future__ import annotations

import os
import re
from decimal import Decimal
from typing import Any

from agilerl.models._units import format_bytes

human = format_bytes
"""``48 B``, ``2.3 MiB``: byte counts as the messages write them."""

#: Field name -> (shape, dtype name) of the transitions ``build`` sizes storage for.
Layout = dict[str, tuple[tuple[int, ...], str]]

#: Units of ``--max-memory`` (lower case): bytes, and SI (``kb``) or binary (``kib``) multiples.
UNITS = {"": 1, "b": 1} | {
    f"{prefix}{binary}b": (1024 if binary else 1000) ** power
    for power, prefix in enumerate("kmgt", start=1)
    for binary in ("", "i")
}
MAX_BOUND = 2**63 - 1
#: The bound when the machine's physical memory cannot be read.
FALLBACK_BOUND = 8 * 2**30


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


def info(memory: Any, sizes: Any, device: Any) -> dict[str, Any]:
    """``build``'s JSON entry of one memory of the plan (a ``MemoryPlan``) and its
    ``BufferBytes``: role, class, capacity, device, settings and the bytes of each part."""
    entry: dict[str, Any] = {
        "role": memory.role,
        "class": memory.class_name,
        "capacity": memory.capacity,
        "device": str(device),
        "row_bytes": sizes.row_bytes,
        "storage_bytes": sizes.storage,
        "lower_bound": [],
    }
    if memory.kind == "prioritized":
        entry.update(alpha=memory.alpha, priority_bytes=sizes.priorities)
    if memory.kind == "n_step":
        entry.update(n_step=memory.n_step, gamma=memory.gamma, window_bytes=sizes.window)
    entry["total_bytes"] = sizes.total
    return entry
