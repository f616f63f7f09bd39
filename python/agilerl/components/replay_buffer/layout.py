"""The packed row layout of a transition: flattened fields, dtypes, offsets.

A batch is a (nested) mapping of field -> tensor/ndarray with a leading batch
dimension. The first batch fixes the layout; :meth:`Layout.plan` checks every later
batch against it (missing/extra fields, type, dtype, shape, batch size, device) before
anything is written: the one check of a batch, which names the offending field, its
value and the rule. What passes becomes a :class:`Plan`, which the C copy and the
tensor ops execute alike. A batch whose values read as the last accepted batch's did
gets its verdict from a memo (:meth:`Layout.plan`).
"""

from __future__ import annotations

import math
import operator
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, NamedTuple

import numpy as np
import torch

from agilerl import _native

from ._fields import (
    NEVER,
    NUMPY,
    as_tensor,
    batch_of,
    check_strided,
    dtype_from_name,
    dtype_name,
    flatten,
    is_mapping,
    path_name,
    supported,
    unwrap,
)
from .errors import BufferFieldError, BufferTypeError

__all__ = ["FieldSpec", "Layout", "Memo", "Plan", "dtype_from_name"]


Memo = tuple[torch.device, tuple[Any, ...], int, bool]
"""The memo of a layout's last accepted batch: device, ``meta`` key, batch size, raw."""


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
        return math.prod(self.shape)

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
        self._n = len(fields)
        #: Indices of the bool fields: their bytes are stored as 0 or 1 on every path.
        self.bools = tuple(i for i, f in enumerate(fields) if f.dtype is torch.bool)
        # The values of a flat dict batch, in layout order, as a tuple.
        self._get: Callable[[dict[str, Any]], tuple[Any, ...]] = (
            operator.itemgetter(*self.names) if len(fields) > 1 else lambda d: (d[self.names[0]],)
        )
        self._checks: dict[int, list[tuple[torch.Size, torch.Size | None]]] = {}
        # Per field: the spec, the numpy dtype of the stored dtype (None for bfloat16),
        # the stored dtype; and the shapes no batch matches (the first field has none).
        self._specs = [(f, NUMPY.get(f.dtype), f.dtype) for f in fields]
        self._no_batch: list[tuple[Any, Any]] = [(NEVER, None)] * len(fields)
        # The last device planned for and whether it is the CPU (one tuple, as the memo).
        self._device = (torch.device("cpu"), True)
        # The memo of the last accepted batch: what the check read of its values (the
        # extension's ``meta``, where built), its batch size and whether it was raw.
        ext = _native.kernels()
        self._meta: Callable[..., tuple[Any, ...] | None] | None = None if ext is None else ext.meta
        # (device, key, batch, raw), one tuple: a racing thread reads all or none of it.
        self._memo: Memo | None = None
        #: The memo where it is raw (else None): the C copy takes its key, for its device,
        #: and tests it in the call that writes (``_host``); a batch that does not read as
        #: the key is planned anew.
        self.raw_memo: Memo | None = None
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
        offsets: dict[tuple[str, ...], int] = {}
        pos = 0
        for path, dt, shape in sorted(specs, key=lambda s: -s[1].itemsize):
            offsets[path] = pos
            pos += math.prod(shape) * dt.itemsize
        pos = -(-pos // 8) * 8
        for path, dt, shape in extra or []:
            offsets[path] = pos
            pos += -(-(math.prod(shape) * dt.itemsize) // 8) * 8
        fields = [FieldSpec(p, dt, sh, offsets[p]) for p, dt, sh in [*specs, *(extra or [])]]
        return cls(fields, max(pos, 8))

    @classmethod
    def from_batch(
        cls, data: object, float_dtype: torch.dtype, force_float: tuple[str, ...] = ()
    ) -> Layout:
        """Infer the layout from a first batch (:meth:`plan` then checks the batch).

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
        given: list[tuple[tuple[str, ...], torch.dtype, tuple[int, ...]]] = []
        for path, value in flatten(data):
            x = as_tensor(value, path)
            if not supported(x.dtype):
                raise BufferTypeError(
                    f"field {path_name(path)!r}: dtype {x.dtype} is not supported; "
                    f"expected one of {sorted(map(dtype_name, [*NUMPY, torch.bfloat16]))}"
                )
            if x.dim() == 0:
                raise BufferFieldError(
                    f"field {path_name(path)!r}: expected a leading batch dimension "
                    f"(one row per env), got a 0-d tensor"
                )
            given.append((path, x.dtype, tuple(x.shape[1:])))
        if not given:
            raise BufferFieldError("add() got an empty mapping: expected at least one field")
        return cls.from_fields(given, float_dtype, force_float)

    @classmethod
    def from_fields(
        cls,
        given: list[tuple[tuple[str, ...], torch.dtype, tuple[int, ...]]],
        float_dtype: torch.dtype,
        force_float: tuple[str, ...] = (),
    ) -> Layout:
        """The layout a first batch of these fields gets: ``(path, dtype, shape of one
        row)`` each, in the batch's order (:meth:`from_batch`'s rule, no tensor needed)."""
        specs: list[tuple[tuple[str, ...], torch.dtype, tuple[int, ...]]] = []
        input_1d: set[tuple[str, ...]] = set()
        int_ok: set[tuple[str, ...]] = set()
        for path, dtype, row_shape in given:
            forced = len(path) == 1 and path[0] in force_float
            dt = float_dtype if dtype.is_floating_point or forced else dtype
            if forced:
                int_ok.add(path)
            shape = row_shape
            if not shape:
                input_1d.add(path)
                shape = (1,)
            specs.append((path, dt, shape))
        layout = cls.build(specs)
        layout.input_1d, layout.int_ok = input_1d, int_ok
        return layout

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
        """The missing/extra-field error for ``data``."""
        try:
            return self._key_problem(data)
        except (KeyError, TypeError, AttributeError, IndexError):
            return BufferFieldError(
                f"batch fields do not match the buffer's layout {self.describe()}"
            )

    def _key_problem(self, data: object) -> BufferFieldError:
        if not is_mapping(data):
            return BufferFieldError(
                f"add() expects a mapping of field -> tensor (dict or TensorDict), got "
                f"{type(data).__name__}"
            )
        for prefix, expected in self.tree.items():
            node = self._leaf(data, prefix)
            if not is_mapping(node):
                return BufferFieldError(
                    f"field {path_name(prefix)!r}: expected a mapping with keys {expected}, "
                    f"got {type(node).__name__}"
                )
            seen = list(node.keys())
            for k in seen:
                if not isinstance(k, str):
                    return BufferFieldError(
                        f"field names must be str, got {k!r} ({type(k).__name__}) under "
                        f"{path_name(prefix) or '<root>'!r}"
                    )
            missing = [path_name((*prefix, k)) for k in expected if k not in seen]
            extra = [path_name((*prefix, k)) for k in seen if k not in expected]
            if missing or extra:
                where = f" under {path_name(prefix)!r}" if prefix else ""
                parts = [f"missing {missing}"] if missing else []
                parts += [f"unexpected {extra}"] if extra else []
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

    def _expected(self, batch: int) -> list[tuple[torch.Size, torch.Size | None]]:
        """Per field, the shape ``[batch, *shape]``, and ``[batch]`` where a ``[batch, 1]``
        field also takes it (cached per batch size by :meth:`_check`, once a batch of
        that size passed: a refused call changes nothing)."""
        exp = self._checks.get(batch)
        if exp is None:
            one = torch.Size((batch,))
            exp = [
                (torch.Size((batch, *f.shape)), one if f.shape == (1,) else None)
                for f in self.fields
            ]
        return exp

    def read(self, data: Any) -> Sequence[Any]:
        """The fields' values of the batch ``data``, in layout order (or the error naming
        its missing or extra fields)."""
        if type(data) is not dict:
            data = unwrap(data)
        try:
            if self.flat and type(data) is dict and len(data) == self._n:
                return self._get(data)  # a flat dict: a tuple
            if self.flat:
                if len(data.keys()) != self._n:
                    raise KeyError
                return [data[name] for name in self.names]
            for prefix, expected in self.tree.items():
                if len(self._leaf(data, prefix).keys()) != len(expected):
                    raise KeyError
            return [self._leaf(data, f.path) for f in self.fields]
        except (KeyError, TypeError, AttributeError, IndexError):
            raise self._key_error(data) from None

    def plan(self, data: Any, device: torch.device, rows: int | None = None) -> Plan:
        """Check the batch ``data`` against the layout; the :class:`Plan` that writes it.

        The one check of a batch: its fields (names and nesting), each field's type,
        dtype, dense layout, shape ``[batch, *shape]`` (``[batch]`` for a ``[batch, 1]``
        field), batch size (the same in every field, ``>= 1``, and ``rows`` where given:
        an n-step buffer's ``num_envs``) and device (``device`` or the host). Every
        refusal raises here, naming the field, the value and the rule, before anything
        is written; a plan is only ever made of a batch that passed. It also notes
        whether the C copy can take every value as it is (:attr:`Plan.raw`).
        """
        return self.plan_values(self.read(data), device, rows)

    def plan_values(
        self, values: Sequence[Any], device: torch.device, rows: int | None = None
    ) -> Plan:
        """:meth:`plan` of the values :meth:`read` gave (not changed here).

        The verdict is memoised: where the extension is built, its ``meta`` reads what
        the check reads of each value (a tensor's type, dtype, layout, shape and
        device; a numpy array's type, dtype, shape and C-contiguity), and a batch that
        reads exactly as the last accepted one did on the same device gets its batch
        size and rawness without the check running again (the C copy makes the same
        test itself for a raw memo: :attr:`raw_memo`). Anything else (a value of
        another type, one the check converts, a change in any of those properties) is
        checked in full; the memo changes only when a batch passed.
        """
        dev = self._device
        if device is not dev[0]:  # (``device.type`` is slow to read: cached)
            dev = self._device = (device, device.type == "cpu")
        meta = self._meta
        key = None if meta is None else meta(values, torch.Tensor, np.ndarray)
        if key is None:  # no extension, or a value of another type: no memo
            return self._check(values, dev, rows)
        memo = self._memo
        if memo is not None and memo[0] is device and key == memo[1]:  # as the last accepted
            _, _, batch, raw = memo
            if rows is not None and batch != rows:
                raise self._rows_error(rows, batch)
            return _new_plan(Plan, (values, batch, raw))
        plan = self._check(values, dev, rows)
        # Memoised where nothing was converted, and the values still read as they did
        # before the check (no other thread changed them meanwhile).
        if meta and plan.values is values and key == meta(values, torch.Tensor, np.ndarray):
            self._memo = memo = (device, key, plan.batch, plan.raw)
            self.raw_memo = memo if plan.raw else None
        return plan

    def _check(
        self, values: Sequence[Any], dev: tuple[torch.device, bool], rows: int | None
    ) -> Plan:
        """The check of :meth:`plan` (the values in layout order, ``dev`` the device and
        whether it is the CPU); a value it converts (a numpy array of another dtype) is
        replaced in a new list."""
        device, on_cpu = dev
        raw = on_cpu
        given = values
        batch = batch_of(values[0])
        exp = self._expected(batch) if batch > 0 else self._no_batch
        tensor, ndarray, strided = torch.Tensor, np.ndarray, torch.strided
        i = 0
        for (f, npdt, fdt), x, (full, one) in zip(self._specs, values, exp, strict=False):
            tx = type(x)
            if tx is tensor:
                if x.layout is not strided:
                    check_strided(x, f.path)
            elif tx is ndarray and npdt is not None and x.dtype == npdt and x.flags.c_contiguous:
                shape: Any = x.shape  # the stored dtype: the C copy reads it as it is
                if shape != full and shape != one:
                    raise self._shape_error(f, shape, batch)
                i += 1
                continue
            else:
                if values is given:  # the caller's list (the memo's key) stays as it was
                    values = list(values)
                x = as_tensor(x, f.path)
                values[i] = x  # type: ignore[index]  # the new list made above  # a numpy array of another dtype, or refused
                raw = raw and tx is ndarray  # (a tensor subclass is never raw)
            dt = x.dtype
            if dt is not fdt:
                self._check_dtype(f, dt)
                raw = False
            try:
                shape = x.shape
            except RuntimeError:  # a nested tensor (its layout reads strided)
                check_strided(x, f.path)
                raise
            if not x.is_cpu and (on_cpu or x.device != device):
                raise self._device_error(f, x, device)
            if shape != full and shape != one:
                raise self._shape_error(f, shape, batch)
            i += 1
        if rows is not None and batch != rows:
            raise self._rows_error(rows, batch)
        if batch not in self._checks:
            if len(self._checks) >= 64:  # bounded: batch sizes seldom change
                self._checks.clear()
            self._checks[batch] = exp
        return _new_plan(Plan, (values, batch, raw))

    @staticmethod
    def _rows_error(rows: int, batch: int) -> BufferFieldError:
        return BufferFieldError(
            f"batch size changed: expected {rows} rows (num_envs, fixed by the first "
            f"add), got {batch}"
        )

    def _check_dtype(self, f: FieldSpec, dt: torch.dtype) -> None:
        """Refuse a dtype other than the stored one, except any floating dtype for a
        floating field, and integer dtypes too for a field of ``int_ok``."""
        if f.dtype.is_floating_point:
            if dt.is_floating_point:
                return
            ok_int = f.path in self.int_ok
            if ok_int and not dt.is_complex:
                return
            also = " (or any integer or floating dtype)" if ok_int else " (or any floating dtype)"
        else:
            also = ""
        raise BufferTypeError(f"field {f.name!r}: expected dtype {f.dtype}{also}, got {dt}")

    def _shape_error(self, f: FieldSpec, shape: tuple[int, ...], batch: int) -> BufferFieldError:
        """What is wrong with field ``f``'s ``shape`` (the batch size, taken from the first
        field, is ``batch``; ``0`` where that has no batch dimension)."""
        if not shape:
            return BufferFieldError(
                f"field {f.name!r}: expected shape [batch, *{list(f.shape)}], got a 0-d tensor"
            )
        if tuple(shape[1:]) != f.shape and not (f.shape == (1,) and len(shape) == 1):
            return BufferFieldError(
                f"field {f.name!r}: expected shape [batch, *{list(f.shape)}], got {list(shape)}"
            )
        if f is not self.fields[0] and batch >= 1:
            return BufferFieldError(
                f"fields disagree in batch size: field {f.name!r} has {shape[0]} rows, "
                f"expected {batch} (as field {self.fields[0].name!r})"
            )
        return BufferFieldError(f"batch size must be >= 1, got {shape[0]}")

    @staticmethod
    def _device_error(f: FieldSpec, x: torch.Tensor, device: torch.device) -> BufferTypeError:
        if device.type == "cpu":
            return BufferTypeError(
                f"field {f.name!r}: expected a tensor on device {device} (or numpy), "
                f"got device {x.device}; move it to {device} first"
            )
        return BufferTypeError(
            f"field {f.name!r}: expected a tensor on device {device} or on the host, "
            f"got device {x.device}"
        )


class Plan(NamedTuple):
    """A batch that :meth:`Layout.plan` checked: what every writer executes.

    ``values``: per field, in the layout's order, a tensor (of the stored dtype, or one
    the field converts from) or a numpy array of exactly the stored dtype,
    C-contiguous, shaped ``[batch, *shape]`` or ``[batch]`` for a ``[batch, 1]`` field,
    on the storage's device or the host. ``raw``: the storage is on the CPU and every
    value is a plain tensor or numpy array of exactly the stored dtype, which the C copy
    (:mod:`._host`) copies byte for byte. The tensor ops take :meth:`tensors` (the same
    values, as ``[batch, *shape]`` tensors).
    """

    values: Sequence[Any]
    batch: int
    raw: bool

    def tensors(self) -> list[torch.Tensor]:
        """The values as tensors ``[batch, *shape]`` (numpy arrays zero-copy, ``[batch]``
        fields as ``[batch, 1]`` views, detached from autograd)."""
        out = []
        for v in self.values:
            t = torch.from_numpy(v) if type(v) is np.ndarray else v
            if t.dim() == 1:
                t = t.unsqueeze(1)
            out.append(t.detach() if t.requires_grad else t)
        return out


_new_plan = tuple.__new__  # Plan(values, batch, raw) without NamedTuple's Python __new__
