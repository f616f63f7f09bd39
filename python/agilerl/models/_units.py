"""Byte counts as text (for the buffer plan's messages and the CLI): no imports to speak of."""

from __future__ import annotations

from decimal import Decimal

__all__ = ["format_bytes"]


def format_bytes(size: int) -> str:
    """``48 B``, ``2.3 MiB``, ``40.0 GiB``; past 1024 EiB in powers of ten."""
    if size < 1024:
        return f"{size} B"
    for power, unit in enumerate(("KiB", "MiB", "GiB", "TiB", "PiB", "EiB"), start=1):
        if size < 1024 ** (power + 1):
            return f"{size / 1024**power:.1f} {unit}"
    return f"{Decimal(size):.2e} B"
