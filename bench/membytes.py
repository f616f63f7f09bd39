"""Byte accounting for "bytes per transition": distinct tensor/ndarray storages
reachable from a buffer object, or glibc's allocated bytes for buffers whose
storage torch cannot see (cpprb)."""

from __future__ import annotations

import sys
from collections import deque
from typing import Any

import torch


def _walk(obj: Any, found: dict, seen_id: set, depth: int = 0) -> None:
    """Collect the distinct torch storages and numpy bases reachable from ``obj``."""
    if depth > 8 or id(obj) in seen_id:
        return
    seen_id.add(id(obj))
    if isinstance(obj, torch.Tensor):
        if obj.is_sparse or obj.is_nested:
            return
        st = obj.untyped_storage()
        if st.nbytes():
            found["torch"][(st.data_ptr(), str(obj.device))] = st.nbytes()
        return
    np = sys.modules.get("numpy")
    if np is not None and isinstance(obj, np.ndarray):
        base = obj
        while isinstance(base.base, np.ndarray):
            base = base.base
        found["np"][base.__array_interface__["data"][0]] = base.nbytes
        return
    if isinstance(obj, (str, bytes, int, float, bool, type(None), type, torch.dtype, torch.device)):
        return
    if callable(obj) and not hasattr(obj, "__dict__"):
        return
    tname = type(obj).__name__
    if "TensorDict" in tname and hasattr(obj, "values"):
        try:
            vals = list(obj.values(include_nested=True, leaves_only=True))
        except TypeError:
            vals = list(obj.values())
        for v in vals:
            _walk(v, found, seen_id, depth + 1)
        return
    if isinstance(obj, dict):
        for v in list(obj.values())[:10_000]:
            _walk(v, found, seen_id, depth + 1)
        return
    if isinstance(obj, (list, tuple, deque, set, frozenset)):
        for v in list(obj)[:10_000]:
            _walk(v, found, seen_id, depth + 1)
        return
    if hasattr(obj, "__dict__") and not isinstance(obj, type(sys)):
        for v in list(vars(obj).values()):
            _walk(v, found, seen_id, depth + 1)
    for slot in getattr(type(obj), "__slots__", ()):
        if isinstance(slot, str) and hasattr(obj, slot):
            _walk(getattr(obj, slot), found, seen_id, depth + 1)


def tensor_bytes(obj: Any) -> int:
    """Bytes of the distinct storages reachable from ``obj``. A numpy array that views
    memory of a CPU torch storage (``Tensor.numpy()``) is the same bytes: not counted."""
    found: dict = {"torch": {}, "np": {}}
    _walk(obj, found, set())
    total = sum(found["torch"].values())
    cpu = [(p, p + n) for (p, dev), n in found["torch"].items() if dev == "cpu"]
    for ptr, n in found["np"].items():
        if not any(lo <= ptr < hi for lo, hi in cpu):
            total += n
    return total


def malloc_bytes() -> int:
    """Bytes currently allocated through glibc malloc (``mallinfo2``: heap in use +
    mmapped chunks).  Unlike an RSS delta it is not fooled by freed-but-resident
    heap memory being reused.  Used for buffers whose storage torch cannot see."""
    import ctypes

    class MallInfo2(ctypes.Structure):
        _fields_ = [
            (n, ctypes.c_size_t)
            for n in (
                "arena",
                "ordblks",
                "smblks",
                "hblks",
                "hblkhd",
                "usmblks",
                "fsmblks",
                "uordblks",
                "fordblks",
                "keepcost",
            )
        ]

    libc = ctypes.CDLL(None)
    libc.mallinfo2.restype = MallInfo2
    mi = libc.mallinfo2()
    return mi.uordblks + mi.hblkhd
