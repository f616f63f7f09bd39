"""Argument checks and device/generator resolution shared by the buffers."""

from __future__ import annotations

import operator

import torch

from .errors import BufferConfigError

__all__ = [
    "check_index",
    "check_positive_int",
    "check_unit_interval",
    "make_generator",
    "resolve_device",
]


def resolve_device(device: str | torch.device) -> torch.device:
    """Normalise ``device`` (``"cuda"`` -> ``cuda:<current>``) without a sync; a value
    torch does not take as a device, or a device this process cannot use, is refused
    with :class:`BufferConfigError` (torch's own error in the message; a torch built
    without CUDA raises ``AssertionError`` for ``"cuda"``)."""
    try:
        dev = torch.device(device)  # hostile values end in the except below
        if dev.type != "cpu":
            probe = torch.empty(0, device=dev)  # fails here, not at the first add
            if dev.index is None:
                dev = probe.device
    except (TypeError, ValueError, RuntimeError, AssertionError) as exc:  # torch's, all of them
        detail = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
        raise BufferConfigError(
            f"device must be a torch.device or a device string such as 'cpu' or 'cuda:0' "
            f"that this process can use, got device={device!r} ({detail})"
        ) from None
    return dev


def make_generator(generator: torch.Generator | None, device: torch.device) -> torch.Generator:
    """Check a user generator's device, or create one seeded from torch's global RNG."""
    if generator is None:
        gen = torch.Generator(device=device)
        gen.manual_seed(int(torch.randint(0, 2**62, ())))
        return gen
    gdev = generator.device
    if gdev.type != device.type or (device.index is not None and gdev.index != device.index):
        raise BufferConfigError(
            f"generator must live on the buffer's device: expected device {device}, "
            f"got a generator on {gdev}"
        )
    return generator


def check_index(name: str, value: object) -> int:
    """``value`` as an int: any integer type (``int``, ``np.int64``, a 0-d integer tensor),
    never a bool or a float."""
    if isinstance(value, bool) or (hasattr(value, "dtype") and str(value.dtype).endswith("bool")):
        raise BufferConfigError(f"{name} must be an int, got {name}={value!r}")
    try:
        return operator.index(value)  # type: ignore[arg-type]
    except TypeError:
        raise BufferConfigError(
            f"{name} must be an int, got {name}={value!r} ({type(value).__name__})"
        ) from None


def check_positive_int(name: str, value: object) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value <= 0:
        raise BufferConfigError(f"{name} must be an int >= 1, got {name}={value!r}")
    return value


def check_unit_interval(name: str, value: object) -> float:
    if (
        isinstance(value, bool)
        or not isinstance(value, (int, float))
        or not (0.0 <= float(value) <= 1.0)
    ):
        raise BufferConfigError(f"{name} must be in [0, 1], got {name}={value!r}")
    return float(value)
