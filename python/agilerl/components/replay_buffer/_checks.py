"""Argument checks and device/generator resolution shared by the buffers."""

from __future__ import annotations

import operator
import sys

import torch

from .errors import BufferConfigError

__all__ = [
    "as_device",
    "check_index",
    "check_positive_int",
    "check_unit_interval",
    "finite_number",
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


def as_device(device: str | torch.device) -> torch.device:
    """``device`` as a ``torch.device``, touching no device (for sizes computed from it)."""
    try:
        return torch.device(device)
    except (TypeError, ValueError, RuntimeError) as exc:
        raise BufferConfigError(
            f"device must be a torch.device or a device string such as 'cpu' or 'cuda:0', "
            f"got device={device!r} ({str(exc).splitlines()[0] if str(exc) else exc!r})"
        ) from None


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
    """``value`` (an int or a float, never a bool) in ``[0, 1]``, as a float (compared as
    it is: an int too large for a float is refused, not converted)."""
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not 0 <= value <= 1:
        raise BufferConfigError(f"{name} must be in [0, 1], got {name}={value!r}")
    return float(value)


def finite_number(
    name: str,
    value: object,
    *,
    strict: bool = True,
    word: str = "number",
    error: type[Exception] = BufferConfigError,
) -> float:
    """``value`` (an int or a float, never a bool) as a float if it is ``> 0`` (``strict``)
    or ``>= 0`` and at most the largest float (so not NaN, inf, or an int that overflows a
    float); else ``error``: "``name`` must be a finite ``word`` > 0"."""
    if (
        isinstance(value, bool)
        or not isinstance(value, (int, float))
        or not ((value > 0 if strict else value >= 0) and value <= sys.float_info.max)
    ):
        bound = "> 0" if strict else ">= 0"
        raise error(f"{name} must be a finite {word} {bound}, got {name}={value!r}")
    return float(value)
