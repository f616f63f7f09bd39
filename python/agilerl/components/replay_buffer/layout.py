"""The packed row layout of a transition: flattened fields, dtypes, offsets.

A batch is a (nested) mapping of field -> tensor/ndarray with a leading batch
dimension. The first batch fixes the layout; :meth:`Layout.extract` validates
every later batch against it (missing/extra fields, shape, dtype, device)
before anything is written, with a fast path of a few attribute checks per
field and a slow path that names the offending field.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from typing import Any

import numpy as np
import torch

from .errors import BufferFieldError, BufferStateError, BufferTypeError

__all__ = [
    "FieldSpec",
    "Layout",
    "as_tensor",
    "dtype_from_name",
    "dtype_name",
    "flatten",
    "is_mapping",
    "path_name",
]

_DTYPES: dict[str, torch.dtype] = {
    str(dt).removeprefix("torch."): dt
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


def dtype_name(dtype: torch.dtype) -> str:
    """``torch.float32`` -> ``"float32"``."""
    return str(dtype).removeprefix("torch.")


def dtype_from_name(name: str) -> torch.dtype:
    """Inverse of :func:`dtype_name`, restricted to the supported dtypes."""
    try:
        return _DTYPES[name]
    except KeyError:
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
            except TypeError:
                raise BufferTypeError(
                    f"field {path_name(path)!r}: numpy dtype {value.dtype} is not supported"
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


@dataclass(frozen=True)
class FieldSpec:
    """One flattened field of a transition row."""

    path: tuple[str, ...]
    dtype: torch.dtype
    shape: tuple[int, ...]
    offset: int  # byte offset inside the row

    @property
    def name(self) -> str:
        return path_name(self.path)

    @property
    def itemsize(self) -> int:
        return self.dtype.itemsize

    @property
    def numel(self) -> int:
        n = 1
        for s in self.shape:
            n *= s
        return n

    @property
    def nbytes(self) -> int:
        return self.numel * self.itemsize


class Layout:
    """The packed row layout of a transition: fields, offsets, row length."""

    def __init__(self, fields: list[FieldSpec], row_bytes: int) -> None:
        self.fields = fields  # in first-seen (output) order
        self.row_bytes = row_bytes
        self.by_path = {f.path: f for f in fields}
        self.flat = all(len(f.path) == 1 for f in fields)
        self.names = [f.path[0] for f in fields]
        self._checks: dict[int, list[tuple[torch.Size, torch.dtype, bool, torch.Size | None]]] = {}
        # Fields whose first batch was 1-D ``[B]`` (stored ``[B, 1]``, AgileRL's rule).
        self.input_1d: set[tuple[str, ...]] = set()
        # Floating fields that also accept integer/bool input (the n-step reward).
        self.int_ok: set[tuple[str, ...]] = set()
        # Key tree used to report missing / extra keys of nested batches.
        self.tree: dict[tuple[str, ...], list[str]] = {}
        for f in fields:
            for depth in range(len(f.path)):
                keys = self.tree.setdefault(f.path[:depth], [])
                if f.path[depth] not in keys:
                    keys.append(f.path[depth])

    @classmethod
    def build(
        cls,
        specs: list[tuple[tuple[str, ...], torch.dtype, tuple[int, ...]]],
        extra: list[tuple[tuple[str, ...], torch.dtype, tuple[int, ...]]] | None = None,
    ) -> Layout:
        """Pack ``specs`` by descending item size; append ``extra`` fields after them."""

        def size_of(dt: torch.dtype) -> int:
            return torch.empty((), dtype=dt).element_size()

        offsets: dict[tuple[str, ...], int] = {}
        pos = 0
        for path, dt, shape in sorted(specs, key=lambda s: -size_of(s[1])):
            offsets[path] = pos
            n = 1
            for s in shape:
                n *= s
            pos += n * size_of(dt)
        pos = -(-pos // 8) * 8
        for path, dt, shape in extra or []:
            offsets[path] = pos
            n = 1
            for s in shape:
                n *= s
            pos += -(-(n * size_of(dt)) // 8) * 8
        fields = [FieldSpec(p, dt, sh, offsets[p]) for p, dt, sh in [*specs, *(extra or [])]]
        return cls(fields, max(pos, 8))

    @classmethod
    def from_batch(
        cls, data: object, float_dtype: torch.dtype, force_float: tuple[str, ...] = ()
    ) -> tuple[Layout, int]:
        """Infer the layout from a first batch; returns ``(layout, batch_size)``.

        Floating fields (and the top-level keys in ``force_float``) are stored as
        ``float_dtype``; integer, bool and uint8 fields keep their dtype. A 1-D field
        ``[B]`` (one scalar per transition, at any depth) is stored as ``[B, 1]``,
        as AgileRL stores it.
        """
        if not is_mapping(data):
            raise BufferTypeError(
                f"add() expects a mapping of field -> tensor (dict or TensorDict), got "
                f"{type(data).__name__}"
            )
        specs: list[tuple[tuple[str, ...], torch.dtype, tuple[int, ...]]] = []
        batch: int | None = None
        first = ""
        input_1d: set[tuple[str, ...]] = set()
        int_ok: set[tuple[str, ...]] = set()
        for path, value in flatten(data):
            x = as_tensor(value, path)
            if x.dtype not in _DTYPES.values():
                raise BufferTypeError(
                    f"field {path_name(path)!r}: dtype {x.dtype} is not supported; "
                    f"expected one of {sorted(_DTYPES)}"
                )
            if x.dim() == 0:
                raise BufferFieldError(
                    f"field {path_name(path)!r}: expected a leading batch dimension "
                    f"(one row per env), got a 0-d tensor"
                )
            if batch is None:
                batch, first = x.shape[0], path_name(path)
            elif x.shape[0] != batch:
                raise BufferFieldError(
                    f"fields disagree in batch size: field {path_name(path)!r} has "
                    f"{x.shape[0]} rows, expected {batch} (as field {first!r})"
                )
            forced = len(path) == 1 and path[0] in force_float
            dt = float_dtype if x.dtype.is_floating_point or forced else x.dtype
            if forced:
                int_ok.add(path)
            shape = tuple(x.shape[1:])
            if not shape:
                input_1d.add(path)
                shape = (1,)
            specs.append((path, dt, shape))
        if batch is None:
            raise BufferFieldError("add() got an empty mapping: expected at least one field")
        if batch < 1:
            raise BufferFieldError(f"batch size must be >= 1, got {batch}")
        layout = cls.build(specs)
        layout.input_1d, layout.int_ok = input_1d, int_ok
        return layout, batch

    # ------------------------------------------------------------------ meta
    def to_meta(self) -> list[dict[str, Any]]:
        return [
            {
                "path": list(f.path),
                "dtype": dtype_name(f.dtype),
                "shape": list(f.shape),
                "offset": f.offset,
                "input_1d": f.path in self.input_1d,
            }
            for f in self.fields
        ]

    @classmethod
    def from_meta(cls, meta: list[dict[str, Any]], row_bytes: int) -> Layout:
        fields = [
            FieldSpec(
                tuple(m["path"]), dtype_from_name(m["dtype"]), tuple(m["shape"]), int(m["offset"])
            )
            for m in meta
        ]
        layout = cls(fields, row_bytes)
        layout.input_1d = {f.path for f, m in zip(fields, meta, strict=True) if m.get("input_1d")}
        return layout

    def describe(self) -> dict[str, str]:
        return {f.name: f"{dtype_name(f.dtype)}{list(f.shape)}" for f in self.fields}

    # ------------------------------------------------------------- validation
    def _key_error(self, data: object) -> BufferFieldError:
        """Build the missing/extra-field error for ``data`` (slow path)."""
        try:
            return self._key_error_unsafe(data)
        except (KeyError, TypeError, AttributeError, IndexError):
            return BufferFieldError(
                f"batch fields do not match the buffer's layout {self.describe()}"
            )

    def _key_error_unsafe(self, data: object) -> BufferFieldError:
        if not is_mapping(data):
            return BufferFieldError(
                f"add() expects a mapping of field -> tensor (dict or TensorDict), got "
                f"{type(data).__name__}"
            )
        for prefix, expected in self.tree.items():
            node = data
            for key in prefix:
                node = node[key]  # type: ignore[index]
            if not is_mapping(node):
                return BufferFieldError(
                    f"field {path_name(prefix)!r}: expected a mapping with keys {expected}, "
                    f"got {type(node).__name__}"
                )
            seen = list(node.keys())  # type: ignore[attr-defined]
            for k in seen:
                if not isinstance(k, str):
                    return BufferFieldError(
                        f"field names must be str, got {k!r} ({type(k).__name__}) under "
                        f"{path_name(prefix) or '<root>'!r}"
                    )
            missing = [k for k in expected if k not in seen]
            extra = [k for k in seen if k not in expected]
            if missing or extra:
                where = f" under {path_name(prefix)!r}" if prefix else ""
                parts = []
                if missing:
                    parts.append(f"missing {[path_name((*prefix, k)) for k in missing]}")
                if extra:
                    parts.append(f"unexpected {[path_name((*prefix, k)) for k in extra]}")
                return BufferFieldError(
                    f"batch fields{where} changed after the first add: {', '.join(parts)}; "
                    f"expected keys {expected}, got {seen}"
                )
        return BufferFieldError("batch fields do not match the buffer's layout")

    def _leaf(self, data: Any, path: tuple[str, ...]) -> Any:
        node = data
        for key in path:
            node = node[key]
        return node

    def _expected(
        self, batch: int
    ) -> list[tuple[torch.Size, torch.dtype, bool, torch.Size | None]]:
        """Per field: the shape, the storage dtype, whether any floating dtype is
        accepted, and the 1-D shape ``[batch]`` also accepted for ``[batch, 1]`` fields."""
        exp = self._checks.get(batch)
        if exp is None:
            one = torch.Size((batch,))
            exp = self._checks[batch] = [
                (
                    torch.Size((batch, *f.shape)),
                    f.dtype,
                    f.dtype.is_floating_point,
                    one if f.shape == (1,) else None,
                )
                for f in self.fields
            ]
        return exp

    def extract(self, data: Any, device: torch.device) -> tuple[list[torch.Tensor], int]:
        """Validated field tensors (in ``fields`` order) and the batch size.

        Raises before anything is written: the caller only writes if this returns.
        The loop below is the hot path; any mismatch falls through to
        :meth:`_diagnose`, which redoes the checks one by one to name the problem.
        """
        data = unwrap(data)
        strided = torch.strided
        try:
            return self._extract(data, device, strided)
        except BufferTypeError:
            raise
        except (RuntimeError, TypeError):  # torch's, e.g. a nested tensor's shape or a
            values = self._values(data)  # numpy object array: the slow path names it
            return self._diagnose(values, device)

    def _values(self, data: Any) -> list[Any]:
        """The fields' values of ``data``, in layout order (or the missing-key error)."""
        try:
            if self.flat:
                if len(data.keys()) != len(self.names):
                    raise self._key_error(data)
                return [data[name] for name in self.names]
            for prefix, expected in self.tree.items():
                if len(self._leaf(data, prefix).keys()) != len(expected):
                    raise self._key_error(data)
            return [self._leaf(data, f.path) for f in self.fields]
        except (KeyError, TypeError, AttributeError, IndexError):
            raise self._key_error(data) from None

    def _extract(
        self, data: Any, device: torch.device, strided: torch.layout
    ) -> tuple[list[torch.Tensor], int]:
        if self.flat and type(data) is dict and len(data) == len(self.names):
            # Fastest path: a plain dict of same-device tensors matching the layout.
            x0 = data.get(self.names[0])
            shape0 = getattr(x0, "shape", None)
            if shape0:
                batch = shape0[0]
                on_cpu = device.type == "cpu"
                fast: list[torch.Tensor] = []
                for name, (shape, dt, fl, one) in zip(
                    self.names, self._expected(batch), strict=False
                ):
                    x = data.get(name)
                    if (
                        type(x) is not torch.Tensor
                        or (x.dtype is not dt and not (fl and x.dtype.is_floating_point))
                        or x.layout is not strided
                        or (not x.is_cpu and (on_cpu or x.device != device))
                    ):
                        break
                    if x.shape != shape:
                        if x.shape != one:
                            break
                        x = x.unsqueeze(1)
                    fast.append(x.detach() if x.requires_grad else x)
                else:
                    if batch >= 1:
                        return fast, batch
        values = self._values(data)
        x0 = values[0]
        shape0 = getattr(x0, "shape", ())
        if not shape0:
            return self._diagnose(values, device)
        batch = int(shape0[0])
        on_cpu = device.type == "cpu"
        out: list[torch.Tensor] = []
        for x, (shape, dt, fl, one) in zip(values, self._expected(batch), strict=False):
            if type(x) is not torch.Tensor:
                if type(x) is not np.ndarray or not x.flags.c_contiguous:
                    return self._diagnose(values, device)
                x = torch.from_numpy(x)
            if (
                (x.dtype is not dt and not (fl and x.dtype.is_floating_point))
                or x.layout is not strided
                or (not x.is_cpu and (on_cpu or x.device != device))
            ):
                return self._diagnose(values, device)
            if x.shape != shape:
                if x.shape != one:
                    return self._diagnose(values, device)
                x = x.unsqueeze(1)
            out.append(x.detach() if x.requires_grad else x)
        if batch < 1:
            raise BufferFieldError(f"batch size must be >= 1, got {batch}")
        return out, batch

    def _diagnose(self, values: list[Any], device: torch.device) -> tuple[list[torch.Tensor], int]:
        """Slow path of :meth:`extract`: convert and check field by field."""
        fields = self.fields
        out: list[torch.Tensor] = []
        batch = -1
        on_cpu = device.type == "cpu"
        for f, value in zip(fields, values, strict=True):
            x = as_tensor(value, f.path)
            fl = f.dtype.is_floating_point
            ok_int = f.path in self.int_ok and not x.dtype.is_complex
            if x.dtype is not f.dtype and not (fl and (x.dtype.is_floating_point or ok_int)):
                also = ""
                if fl:
                    also = (
                        " (or any integer or floating dtype)"
                        if ok_int
                        else " (or any floating dtype)"
                    )
                raise BufferTypeError(
                    f"field {f.name!r}: expected dtype {f.dtype}{also}, got {x.dtype}"
                )
            shape = x.shape
            if not shape:
                raise BufferFieldError(
                    f"field {f.name!r}: expected shape [batch, *{list(f.shape)}], got a 0-d tensor"
                )
            if batch < 0:
                batch = shape[0]
            if shape[1:] != f.shape and not (f.shape == (1,) and len(shape) == 1):
                raise BufferFieldError(
                    f"field {f.name!r}: expected shape [batch, *{list(f.shape)}], got {list(shape)}"
                )
            if shape[0] != batch:
                raise BufferFieldError(
                    f"fields disagree in batch size: field {f.name!r} has {shape[0]} rows, "
                    f"expected {batch} (as field {fields[0].name!r})"
                )
            if on_cpu:
                if not x.is_cpu:
                    raise BufferTypeError(
                        f"field {f.name!r}: expected a tensor on device {device} (or numpy), "
                        f"got device {x.device}; move it to {device} first"
                    )
            elif not x.is_cpu and x.device != device:
                raise BufferTypeError(
                    f"field {f.name!r}: expected a tensor on device {device} or on the host, "
                    f"got device {x.device}"
                )
            if len(shape) == 1 and f.shape == (1,):
                x = x.unsqueeze(1)
            out.append(x.detach() if x.requires_grad else x)
        if batch < 1:
            raise BufferFieldError(f"batch size must be >= 1, got {batch}")
        return out, batch
