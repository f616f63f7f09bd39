"""The uniform ring-buffer replay memory (and the base of the other buffers)."""

from __future__ import annotations

import os
from typing import Any, TypeVar

import torch

from . import serialization, state
from ._checks import check_index, check_positive_int, make_generator, resolve_device
from ._fields import dtype_from_name, dtype_name
from ._td import TensorDict, make_batch
from .errors import (
    BufferConfigError,
    BufferFieldError,
    BufferIndexError,
    BufferStateError,
    EmptyBufferError,
)
from .nbytes import BufferBytes, Fields, fields_layout
from .samplers import distinct_indices, to_device_1d
from .storage import Layout, Storage

__all__ = ["ReplayBuffer"]

FORMAT = "agilerl.replay_buffer"
VERSION = 1
RESERVED = ("idxs", "weights")
WITH_REPLACEMENT_FROM = 16384
"""Uniform sampling is without replacement below this many stored transitions (AgileRL's
threshold: the ``randperm`` of the filled slots stays cheap), with replacement from it."""
DISTINCT_BY_REJECTION = 8
"""On CPU, a draw without replacement of ``k`` slots out of ``size >= k *`` this many
uses :func:`~.samplers.distinct_indices` (cost O(k log k)) instead of ``randperm``."""

B = TypeVar("B", bound="ReplayBuffer")


class ReplayBuffer:
    """Uniform replay memory: a device-resident ring of packed transitions.

    AgileRL's ``ReplayBuffer`` API (see ``docs/buffers.md``): batches are
    ``TensorDict``s on the buffer's device, 1-D fields are stored and returned as
    ``[B, 1]``, ``sample`` clamps ``batch_size`` to ``size`` and draws without
    replacement from small buffers, ``clear`` keeps ``counter``.

    Storage is allocated on the first :meth:`add` from the fields seen (floating
    fields stored as ``dtype``, integer/bool/uint8 fields keep their dtype) and is
    validated against that layout on every later add: a bad batch raises before
    anything is written. ``sample`` draws on the storage's device with
    ``generator`` (created from torch's global RNG when not given) and never
    synchronises with the host.

    ``validate`` decides how value checks of indices (``sample_from_indices``) are
    done: ``True`` checks on the host and raises at once (a device sync on
    accelerators), ``False`` clamps bad indices on device, counts them and raises
    at the next natural sync point (:meth:`check_errors`, :meth:`state_dict`,
    :meth:`save`). ``None`` (default) means ``True`` on CPU storage and ``False``
    on accelerators.

    Examples:
        >>> import torch
        >>> buf = ReplayBuffer(max_size=1000, device="cpu")
        >>> buf.add({"obs": torch.zeros(4, 3), "action": torch.zeros(4, dtype=torch.int64),
        ...          "reward": torch.ones(4), "done": torch.zeros(4, dtype=torch.bool),
        ...          "next_obs": torch.zeros(4, 3)})
        >>> len(buf), buf.counter
        (4, 4)
        >>> batch = buf.sample(2, return_idx=True)
        >>> batch.batch_size, batch["obs"].shape, batch["reward"].shape, batch["idxs"].shape
        (torch.Size([2]), torch.Size([2, 3]), torch.Size([2, 1]), torch.Size([2]))
    """

    def __init__(
        self,
        max_size: int,
        device: str | torch.device = "cpu",
        dtype: torch.dtype = torch.float32,
        *,
        generator: torch.Generator | None = None,
        validate: bool | None = None,
    ) -> None:
        self._max_size = check_positive_int("max_size", max_size)
        if not isinstance(dtype, torch.dtype) or not dtype.is_floating_point:
            raise BufferConfigError(f"dtype must be a floating torch.dtype, got dtype={dtype!r}")
        self._device = resolve_device(device)
        self._device_arg = device
        self._dtype = dtype
        self._generator = make_generator(generator, self._device)
        self._validate_opt = validate
        self._validate = self._device.type == "cpu" if validate is None else bool(validate)
        self._storage: Storage | None = None
        self._storage_td: tuple[Storage, TensorDict] | None = None  # (storage, its TensorDict)
        self._cursor = 0
        self._size = 0
        self._counter = 0
        self._bad_idx = torch.zeros((), dtype=torch.int64, device=self._device)

    @classmethod
    def nbytes_for(
        cls,
        max_size: int,
        fields: Fields,
        *,
        dtype: torch.dtype = torch.float32,
        device: str | torch.device = "cpu",
    ) -> BufferBytes:
        """The bytes ``cls(max_size, device=device, dtype=dtype)`` takes once its first
        add gave it transitions of ``fields`` (:data:`~.nbytes.Fields`: name -> (shape of
        one row, dtype)), computed without allocating anything: its storage,
        ``max_size`` rows packed by the first add's rule (:class:`~.nbytes.BufferBytes`;
        a subclass adds its own parts).

        Examples:
            >>> fields = {"obs": ((4,), "float32"), "action": ((), "int64"),
            ...           "reward": ((), "float32"), "done": ((), "bool")}
            >>> ReplayBuffer.nbytes_for(1000, fields)
            BufferBytes(row_bytes=32, storage=32000, priorities=0, window=0)
        """
        check_positive_int("max_size", max_size)
        layout = fields_layout(fields, dtype)
        return BufferBytes(layout.row_bytes, max_size * layout.row_bytes)

    # ------------------------------------------------------------ properties
    @property
    def max_size(self) -> int:
        """Capacity in transitions."""
        return self._max_size

    @property
    def device(self) -> str | torch.device:
        """The device as given to the constructor (``"cuda"`` stays ``"cuda"``, as in
        AgileRL); the storage and every batch live on its resolved form."""
        return self._device_arg

    @property
    def dtype(self) -> torch.dtype:
        """Storage dtype of floating fields."""
        return self._dtype

    @property
    def generator(self) -> torch.Generator:
        """The generator used for sampling (part of the saved state)."""
        return self._generator

    @property
    def size(self) -> int:
        """Number of transitions currently stored (a host int, no sync).

        Settable, as in AgileRL: sampling then draws from slots ``[0, size)``.
        """
        return self._size

    @size.setter
    def size(self, value: int) -> None:
        size = check_index("size", value)
        if not 0 <= size <= self._max_size or (size and self._storage is None):
            raise BufferConfigError(
                f"size must be in [0, max_size={self._max_size}] and 0 while nothing is "
                f"stored, got size={value!r}"
            )
        self._check_new_size(size, value)
        self._size = size

    def _check_new_size(self, size: int, value: object) -> None:
        """Refuse a ``size`` this kind of buffer cannot sample from (a subclass hook)."""

    @property
    def storage(self) -> TensorDict | None:
        """The whole storage as a TensorDict ``[max_size]`` of live views (writes go
        into the buffer), or ``None`` before the first add and after :meth:`clear`."""
        st = self._storage
        if st is None:
            return None
        cached = self._storage_td
        if cached is None or cached[0] is not st:
            td = make_batch(st.unpack(st.rows), (self._max_size,), self._device)
            cached = self._storage_td = (st, td)
        return cached[1]

    @property
    def initialized(self) -> bool:
        """Whether storage exists (the first add allocated it; :meth:`clear` drops it)."""
        return self._storage is not None

    @property
    def counter(self) -> int:
        """Total number of transitions ever added (since construction or ``clear``)."""
        return self._counter

    @property
    def is_full(self) -> bool:
        return self._size == self._max_size

    @property
    def layout(self) -> dict[str, str] | None:
        """``{"field.path": "dtype[shape]"}`` once the first add fixed it, else None."""
        return None if self._storage is None else self._storage.layout.describe()

    def __len__(self) -> int:
        return self._size

    def __repr__(self) -> str:
        return (
            f"{type(self).__name__}(max_size={self._max_size}, size={self._size}, "
            f"device={self._device}, dtype={self._dtype})"
        )

    # --------------------------------------------------------------- writing
    @classmethod
    def _check_reserved(cls, layout: Layout, reserved: tuple[str, ...] = RESERVED) -> None:
        for f in layout.fields:
            if f.path[0] in reserved:
                raise BufferFieldError(
                    f"field {f.path[0]!r} is reserved by {cls.__name__} "
                    f"(reserved names: {list(reserved)}); rename it"
                )

    def add(self, data: Any) -> None:
        """Add a batch (one row per env) of transitions.

        ``data`` (a TensorDict or a mapping) maps field -> tensor/ndarray
        ``[num_envs, ...]``; nested mappings (dict observations,
        ``field -> agent_id -> tensor``) are allowed. 1-D fields are stored as
        ``[num_envs, 1]``. A batch longer than ``max_size`` keeps its newest rows.
        """
        start = self._cursor
        st = self._storage
        if st is None:  # the first add fixes the layout; checked before anything is allocated
            layout = Layout.from_batch(data, self._dtype)
            self._check_reserved(layout)
            layout.plan(data, self._device)
            st = self._storage = Storage(self._max_size, self._device, layout)
        self._wrote(start, st.add(data, start))  # raises before anything is written

    def _wrote(self, start: int, n: int) -> None:
        """``n`` rows were written into the ring from slot ``start`` (they may wrap):
        advance the cursor, ``size`` and ``counter`` (a subclass extends this: PER
        gives those slots the running max priority)."""
        cap = self._max_size
        self._cursor = (start + n) % cap
        size = self._size + n
        self._size = size if size < cap else cap
        self._counter += n

    # -------------------------------------------------------------- sampling
    def _check_sample(self, batch_size: int) -> tuple[Storage, int]:
        """The storage and ``batch_size`` as an int (any integer type, as ``np.int64``)."""
        k = check_index("batch_size", batch_size)
        if k < 0:
            raise BufferConfigError(
                f"batch_size must be an int >= 0, got batch_size={batch_size!r}"
            )
        st = self._storage
        if st is None:
            raise self._empty()
        return st, k

    def _empty(self) -> EmptyBufferError:
        return EmptyBufferError(
            f"cannot sample from an empty {type(self).__name__}: add transitions first"
        )

    def sample(self, batch_size: int, return_idx: bool = False, *, beta: float = 0.4) -> TensorDict:
        """Sample ``min(batch_size, size)`` transitions uniformly, as AgileRL does.

        Below :data:`WITH_REPLACEMENT_FROM` stored transitions the draw is without
        replacement (no duplicate in a batch); from there on with replacement (one
        ``randint``). Returns a TensorDict ``[B]`` on the buffer's device, plus
        ``"idxs"`` (int64 ``[B]``) when ``return_idx``; ``sample(0)`` is an empty
        batch. ``beta`` is accepted and ignored, so every buffer shares one call
        signature.
        """
        st, k = self._check_sample(batch_size)
        self._sync_rows()
        size = self._size
        if k > size:
            k = size
        if size >= WITH_REPLACEMENT_FROM:
            idx = torch.randint(size, (k,), generator=self._generator, device=self._device)
        elif k > 0 and size >= k * DISTINCT_BY_REJECTION and self._device.type == "cpu":
            idx = distinct_indices(size, k, self._generator)
        else:
            idx = torch.randperm(size, generator=self._generator, device=self._device)[:k]
        out = st.unpack(st.rows.index_select(0, idx))
        if return_idx:
            out["idxs"] = idx
        return make_batch(out, (k,), self._device)

    def _device_indices(self, idxs: Any, what: str) -> torch.Tensor:
        """1-D int64 indices on device, range-checked under the ``validate`` policy."""
        idx = to_device_1d(idxs, f"{what}: idxs", self._device, integer=True)
        size = self._size
        if self._validate:
            if idx.numel():
                lo, hi = torch.aminmax(idx)
                if int(lo) < 0 or int(hi) >= size:
                    raise BufferIndexError(
                        f"{what}: idxs must be in [0, {size}) (the buffer's size), "
                        f"got min={int(lo)}, max={int(hi)}"
                    )
            return idx.long()
        safe = idx.long().clamp(0, size - 1)
        self._bad_idx.add_((safe != idx).sum())
        return safe

    def sample_from_indices(self, idxs: Any) -> TensorDict:
        """The stored transitions at slots ``idxs`` (e.g. the ``"idxs"`` of another sample).

        The batch's ``batch_size`` is the shape of ``idxs``, as AgileRL's (PER's
        ``[B, 1]`` idxs give a ``[B, 1]`` batch).
        """
        st = self._storage
        if st is None:
            raise self._empty()
        idx = self._device_indices(idxs, "sample_from_indices")  # checks idxs first
        lead = tuple(
            getattr(idxs, "shape", (len(idxs),) if isinstance(idxs, (list, tuple)) else ())
        )
        self._sync_rows()
        return make_batch(st.gather(idx, lead), lead, self._device)

    def _sync_rows(self) -> None:
        """Called once a read's arguments are checked, before it reads the ring: a
        subclass that defers writes stores them here (the n-step buffer)."""

    def check_errors(self) -> None:
        """Raise for invalid inputs counted on device since the last check (a sync point)."""
        bad = int(self._bad_idx)
        if bad:
            self._bad_idx.zero_()
            raise BufferIndexError(
                f"sample_from_indices received {bad} idxs outside [0, size) since the last "
                "check (they were clamped into range)"
            )

    def clear(self) -> None:
        """Forget every transition and the layout, as AgileRL does: storage is released
        (``storage`` is ``None``, ``initialized`` False), size and cursor go to 0;
        ``counter`` (transitions ever added) is kept."""
        self._cursor = 0
        self._size = 0
        self._storage = None
        self._storage_td = None  # (it would keep the released rows alive)
        self._bad_idx.zero_()

    # ----------------------------------------------------------------- state
    def _config(self) -> dict[str, Any]:
        return {
            "max_size": self._max_size,
            "dtype": dtype_name(self._dtype),
            "device": str(self._device),
            "validate": self._validate_opt,
        }

    @classmethod
    def _config_args(cls, config: dict[str, Any]) -> dict[str, Any]:
        """The constructor's arguments saved in a state dict's ``config`` (a subclass adds
        its own)."""
        return {
            "max_size": state.state_int(config["max_size"], "config.max_size", 1),
            "dtype": dtype_from_name(config["dtype"]),
            "validate": config.get("validate"),
        }

    def state_dict(self) -> dict[str, Any]:
        """Everything needed to resume: config, layout, rows, ring state, RNG state.

        Tensors alias the live storage (like ``nn.Module.state_dict``); call
        :meth:`save` or clone them before adding more. Raises first if invalid
        inputs were counted on device (see ``validate``).
        """
        self.check_errors()
        st = self._storage
        layout = None if st is None else {"fields": st.layout.to_meta(), "row_bytes": st.row_bytes}
        return {
            "format": FORMAT,
            "version": VERSION,
            "kind": type(self).__name__,
            "config": self._config(),
            "cursor": self._cursor,
            "size": self._size,
            "counter": self._counter,
            "layout": layout,
            "rows": None if st is None else st.rows[: self._size],
            "generator": {
                "device_type": self._generator.device.type,
                "state": self._generator.get_state(),
            },
        }

    def _expect(self, sd: dict[str, Any], key: str, expected: object) -> None:
        got = sd.get(key)
        if got != expected:
            raise BufferStateError(f"state dict field {key!r}: expected {expected!r}, got {got!r}")

    def load_state_dict(
        self, sd: dict[str, Any], *, max_bytes: int | None = state.DEFAULT_MAX_LOAD_BYTES
    ) -> None:
        """Restore a :meth:`state_dict` (into a buffer built with the same config).

        Everything is checked before anything changes (a refused state dict leaves
        the buffer as it was), whatever a file's checksum said; state that would
        allocate more than ``max_bytes`` is refused before allocating.
        """
        if not isinstance(sd, dict):
            raise BufferStateError(f"expected a state dict (dict), got {type(sd).__name__}")
        plan = self._plan_load(sd, max_bytes)
        self._apply_load(plan)

    def _plan_load(self, sd: dict[str, Any], max_bytes: int | None) -> dict[str, Any]:
        """Validate ``sd`` and prepare what loading it installs, changing nothing."""
        self._expect(sd, "format", FORMAT)
        self._expect(sd, "version", VERSION)
        self._expect(sd, "kind", type(self).__name__)
        config = sd.get("config")
        if not isinstance(config, dict):
            raise BufferStateError(f"state dict field 'config': expected a dict, got {config!r}")
        for key, value in self._config().items():
            if key not in ("device", "validate"):
                self._expect(config, key, value)
        state.check_allocation(sd, max_bytes)
        size, cursor, counter = state.ring_state(sd, self._max_size)
        plan: dict[str, Any] = {"size": size, "cursor": cursor, "counter": counter}
        meta = sd.get("layout")
        plan["layout"] = None if meta is None else state.check_layout_meta(meta, "layout")
        if plan["layout"] is not None:
            plan["rows"] = state.check_rows(sd.get("rows"), plan["layout"], size, "rows")
        elif size:
            raise BufferStateError(f"state dict field 'layout': missing for size={size}")
        plan["generator"] = state.check_generator(sd.get("generator"), self._generator)
        return plan

    def _apply_load(self, plan: dict[str, Any]) -> None:
        """Install a checked :meth:`_plan_load` (cannot fail half-way)."""
        layout = plan["layout"]
        st = None
        if layout is not None:
            st = Storage(self._max_size, self._device, layout)
            st.rows[: plan["size"]].copy_(plan["rows"])
        self._storage = st
        self._storage_td = None
        self._cursor, self._size, self._counter = plan["cursor"], plan["size"], plan["counter"]
        self._bad_idx.zero_()
        self._generator.set_state(plan["generator"])

    def save(self, path: str | os.PathLike[str]) -> None:
        """Atomically write :meth:`state_dict` to ``path`` (no pickle; checksummed)."""
        serialization.save_state(path, self.state_dict())

    @classmethod
    def load(
        cls: type[B],
        path: str | os.PathLike[str],
        *,
        device: str | torch.device | None = None,
        generator: torch.Generator | None = None,
        max_bytes: int | None = state.DEFAULT_MAX_LOAD_BYTES,
    ) -> B:
        """Build a buffer from a file written by :meth:`save`.

        ``device`` defaults to the device it was saved from. Refuses files that
        are not buffer files, were truncated or tampered with (checksum), hold
        a buffer kind that is not ``cls`` or a subclass, or whose content is
        inconsistent (checked whatever the checksum says). A file whose buffer
        would allocate more than ``max_bytes`` (default 8 GiB: rows of
        ``max_size``, priority tree, n-step window) is refused before anything is
        allocated; pass a larger value, or ``None``, for files you trust.
        """
        name = os.fspath(path)
        try:  # the allocation is bounded from the header, before the tensors are read
            sd = serialization.load_state(
                path,
                max_bytes=max_bytes,
                check=lambda header: state.check_allocation(header, max_bytes),
            )
            kinds = {c.__name__: c for c in _subclasses(cls)}
            kind = sd.get("kind")
            if kind not in kinds:
                raise BufferStateError(f"holds a {kind!r}, expected one of {sorted(kinds)}")
            config = sd["config"]  # a dict: check_allocation refused anything else
            try:
                dev, sub = device or config["device"], kinds[kind]
                buf = sub(**sub._config_args(config), device=dev, generator=generator)
            except (KeyError, TypeError, ValueError, RuntimeError) as exc:
                raise BufferStateError(f"state dict field 'config': malformed ({exc})") from None
            buf.load_state_dict(sd, max_bytes=max_bytes)
        except BufferStateError as exc:
            raise BufferStateError(f"{name!r}: {exc}") from None
        return buf  # type: ignore[return-value]


def _subclasses(cls: type[ReplayBuffer]) -> list[type[ReplayBuffer]]:
    out = [cls]
    for sub in cls.__subclasses__():
        out.extend(_subclasses(sub))
    return out
