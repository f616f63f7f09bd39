"""Byte accounting for "bytes per transition": distinct tensor/ndarray storages
reachable from a buffer object, or glibc's allocated bytes for buffers whose
storage torch cannot see (cpprb)."""

from __future__ import annotations

import sys
from collections import deque
from typing import Any

import torch


def _walk_bytes(obj: Any, seen_ptr: set, seen_id: set, depth: int = 0) -> int:
    if depth > 8 or id(obj) in seen_id:
        return 0
    seen_id.add(id(obj))
    if isinstance(obj, torch.Tensor):
        if obj.is_sparse or obj.is_nested:
            return 0
        st = obj.untyped_storage()
        key = (st.data_ptr(), str(obj.device))
        if key in seen_ptr or st.nbytes() == 0:
            return 0
        seen_ptr.add(key)
        return st.nbytes()
    np = sys.modules.get("numpy")
    if np is not None and isinstance(obj, np.ndarray):
        base = obj
        while isinstance(base.base, np.ndarray):
            base = base.base
        key = ("np", base.__array_interface__["data"][0])
        if key in seen_ptr:
            return 0
        seen_ptr.add(key)
        return base.nbytes
    if isinstance(obj, (str, bytes, int, float, bool, type(None), type, torch.dtype, torch.device)):
        return 0
    if callable(obj) and not hasattr(obj, "__dict__"):
        return 0
    tname = type(obj).__name__
    if "TensorDict" in tname and hasattr(obj, "values"):
        try:
            vals = list(obj.values(include_nested=True, leaves_only=True))
        except TypeError:
            vals = list(obj.values())
        return sum(_walk_bytes(v, seen_ptr, seen_id, depth + 1) for v in vals)
    if isinstance(obj, dict):
        return sum(
            _walk_bytes(v, seen_ptr, seen_id, depth + 1) for v in list(obj.values())[:10_000]
        )
    if isinstance(obj, (list, tuple, deque, set, frozenset)):
        return sum(_walk_bytes(v, seen_ptr, seen_id, depth + 1) for v in list(obj)[:10_000])
    total = 0
    if hasattr(obj, "__dict__") and not isinstance(obj, type(sys)):
        total += sum(_walk_bytes(v, seen_ptr, seen_id, depth + 1) for v in list(vars(obj).values()))
    for slot in getattr(type(obj), "__slots__", ()):
        if isinstance(slot, str) and hasattr(obj, slot):
            total += _walk_bytes(getattr(obj, slot), seen_ptr, seen_id, depth + 1)
    return total


def tensor_bytes(obj: Any) -> int:
    return _walk_bytes(obj, set(), set())


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
