"""Types of the C extension built from ``csrc/`` (see ``csrc/module.c``). Pointers are
``Tensor.data_ptr()`` values of tensors the caller keeps alive."""

from collections.abc import Sequence
from typing import Any

class Tree:
    def __init__(
        self,
        leaves: int,
        bsum: int,
        bmin: int,
        gsum: int,
        gmin: int,
        pre: int,
        k: int,
        k2: int,
        n_blocks: int,
        n_groups: int,
        /,
    ) -> None: ...
    def refresh(self, lo: int, hi: int, /) -> None: ...
    def write(self, idx: int, val: int, n: int, hi: int, /) -> int: ...
    def check(
        self, idx: int, raw: int, n: int, size: int, eps: float, val_out: int, /
    ) -> tuple[int, float]: ...
    def find(self, x: int, n: int, limit: int, scale: int, out: int, /) -> None: ...
    def sample(
        self,
        u: int,
        n: int,
        size: int,
        idx_out: int,
        ratio_out: int,
        rows: int,
        row_bytes: int,
        rows_out: int,
        /,
    ) -> None: ...

class NStep:
    def __init__(
        self,
        out: int,
        in_bytes: int,
        out_bytes: int,
        n_envs: int,
        n: int,
        rew_off: int,
        ns_off: int,
        f64: int,
        d_offs: tuple[int, ...],
        d_widths: tuple[int, ...],
        d_float: tuple[int, ...],
        c_offs: tuple[int, ...],
        c_widths: tuple[int, ...],
        disc: int,
        /,
    ) -> None: ...
    def run(self, arena: int, s0: int, p: int, /) -> None: ...

def scatter(
    ctx: tuple[Any, ...],
    values: Sequence[Any],
    start: int,
    batch: int,
    key: tuple[Any, ...] | None = None,
    /,
) -> bool: ...
def meta(
    values: Sequence[Any], tensor_type: type, ndarray_type: type, /
) -> tuple[Any, ...] | None: ...
def exact_copy(value: object, levels: int, bound: int, values: int, /) -> Any: ...
