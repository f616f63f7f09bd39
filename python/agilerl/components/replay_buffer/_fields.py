"""The values of a batch: supported dtypes and their names, field paths, and tensors
from the tensors, numpy arrays and (nested) mappings a batch is made of."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any

import numpy as np
import torch

from .errors import BufferFieldError, BufferStateError, BufferTypeError

__all__ = [
    "NEVER",
    "NUMPY",
    "as_tensor",
    "batch_of",
    "check_strided",
    "dtype_from_name",
    "dtype_name",
    "flatten",
    "is_mapping",
    "path_name",
    "supported",
    "unwrap",
]


def dtype_name(dtype: torch.dtype) -> str:
    """``torch.float32`` -> ``"float32"``."""
    return str(dtype).removeprefix("torch.")


_DTYPES: dict[str, torch.dtype] = {
    dtype_name(dt): dt
    for dt in (
        torch.float16,
        torch.bfloat16,
        torch.float32,
        torch.float64,
        torch.uint8,
        torch.int8,
        torch.int16,
        torch.int32,
        torch.int64,
        torch.bool,
    )
}


NUMPY: dict[torch.dtype, np.dtype] = {  # numpy has no bfloat16
    dt: torch.empty(0, dtype=dt).numpy().dtype for dt in _DTYPES.values() if dt != torch.bfloat16
}


def dtype_from_name(name: str) -> torch.dtype:
    """Inverse of :func:`dtype_name`, restricted to the supported dtypes."""
    try:
        return _DTYPES[name]
    except (KeyError, TypeError):  # TypeError: an unhashable value (a file's list)
        raise BufferStateError(
            f"unsupported dtype {name!r}; expected one of {sorted(_DTYPES)}"
        ) from None


def is_mapping(obj: object) -> bool:
    """A dict or anything TensorDict-like (``keys`` + ``items`` + ``__getitem__``)."""
    return isinstance(obj, Mapping) or (
        hasattr(obj, "keys") and hasattr(obj, "items") and hasattr(obj, "__getitem__")
    )


def path_name(path: tuple[object, ...]) -> str:
    """``("obs", "agent_0")`` -> ``"obs.agent_0"`` (used in error messages)."""
    return ".".join(k if isinstance(k, str) else repr(k) for k in path)


def unwrap(data: object) -> object:
    """A TensorDict's own key -> value dict (a fast path; tensordict keeps it in
    ``_tensordict``), else ``data`` unchanged. Nested TensorDicts stay mappings."""
    if type(data) is dict:
        return data
    inner = getattr(data, "_tensordict", None)
    return inner if type(inner) is dict else data


def check_strided(x: torch.Tensor, path: tuple[str, ...]) -> None:
    """Refuse sparse, nested and other non-strided tensors before anything is written."""
    if x.layout is not torch.strided:
        raise BufferTypeError(
            f"field {path_name(path)!r}: expected a dense (strided) tensor, got layout "
            f"{x.layout}; call .to_dense() first"
        )
    if x.is_nested:  # the older nested tensors report the strided layout
        raise BufferTypeError(
            f"field {path_name(path)!r}: expected a dense tensor, got a nested tensor; "
            "pad it to one shape (torch.nested.to_padded_tensor) first"
        )


def as_tensor(value: object, path: tuple[str, ...]) -> torch.Tensor:
    """Accept a tensor or a numpy array (zero-copy) for field ``path``."""
    if isinstance(value, torch.Tensor):
        check_strided(value, path)
        return value
    if isinstance(value, np.ndarray):
        try:
            return torch.from_numpy(value)
        except (TypeError, ValueError):
            try:
                return torch.from_numpy(np.ascontiguousarray(value))
            except (TypeError, ValueError):  # a dtype or byte order torch does not take
                order = "" if value.dtype.isnative else " (not the machine's byte order)"
                raise BufferTypeError(
                    f"field {path_name(path)!r}: numpy dtype {value.dtype} is not supported{order}"
                ) from None
    raise BufferTypeError(
        f"field {path_name(path)!r}: expected a torch.Tensor or numpy.ndarray with a "
        f"leading batch dimension, got {type(value).__name__}"
    )


def flatten(data: object, prefix: tuple[str, ...] = ()) -> Iterator[tuple[tuple[str, ...], Any]]:
    """Yield ``(path, leaf)`` depth-first in the mapping's key order."""
    for key, value in unwrap(data).items():  # type: ignore[attr-defined]
        if not isinstance(key, str):
            raise BufferFieldError(
                f"field names must be str, got {key!r} ({type(key).__name__}) under "
                f"{path_name(prefix) or '<root>'!r}"
            )
        path = (*prefix, key)
        if is_mapping(value):
            yield from flatten(value, path)
        else:
            yield path, value


NEVER = object()  # a shape no value has


def batch_of(value: object) -> int:
    """The leading dimension of a tensor or numpy array, else 0 (the layout's check of
    the first field then names what is wrong with it)."""
    try:
        shape = value.shape  # type: ignore[attr-defined]
        return int(shape[0]) if type(shape) in (torch.Size, tuple) and shape else 0
    except (AttributeError, RuntimeError, TypeError, IndexError):  # nested tensors raise
        return 0


def supported(dtype: torch.dtype) -> bool:
    """Whether buffers store ``dtype``."""
    return dtype in _DTYPES.values()
