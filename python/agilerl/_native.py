"""The package's C extension, ``agilerl._ckernels``, and the switch that turns it off.

It is compiled from ``csrc/`` by the package build (``setup.py``; ``pip install .`` builds
it where a C compiler and the Python headers are found) and imported like any module of
the package: nothing is compiled, cached or loaded from anywhere else at run time. It
holds the CPU replay buffers' kernels: the sum tree's search and writes (``Tree``, bound by
:mod:`agilerl.components.replay_buffer._native_tree`), the n-step rows of pending windows
(``NStep``, :mod:`~agilerl.components.replay_buffer.nstep_rows`) and the copy of a CPU
add's checked plan (``scatter``, :mod:`~agilerl.components.replay_buffer._host`); and spec
validation's copy of a document that is exact JSON data, checked as it is copied
(``exact_copy``, :mod:`agilerl.models._validation`).

Every operation has a path without it too, used on accelerators, where the extension was
not built, or with ``AGILERL_NATIVE=0``, and both give the same results: the buffers' tensor
ops compute the same numbers (the powers are torch's on both, the sums are in the same
order: the differential tests compare them bit for bit), and spec validation copies each
document in Python (``jsonable``: the same copy, verdicts and objects). An install
without the extension warns once, at import (unless ``AGILERL_NATIVE=0`` asks for the
paths without it anyway).
"""

from __future__ import annotations

import os
import warnings
from types import ModuleType

__all__ = ["ENV_SWITCH", "GROUP", "enabled", "kernels"]

GROUP = 32
"""Blocks per group of the sum tree's third (top) level on the C path."""

ENV_SWITCH = "AGILERL_NATIVE"


def enabled() -> bool:
    """False where ``AGILERL_NATIVE`` is ``0``/``false``/``off``/``no`` (read on every call)."""
    return os.environ.get(ENV_SWITCH, "1").strip().lower() not in ("0", "false", "off", "no")


_ext: ModuleType | None
try:
    from . import _ckernels as _ext
except ImportError as exc:  # installed without a compiler: the tensor-op paths
    _ext = None
    if enabled():
        warnings.warn(
            f"agilerl: the C extension is not installed ({exc}); the CPU replay buffers use "
            "their tensor-op paths and spec validation copies every document in Python (the "
            "same results, slower). To get it, "
            "install a C compiler and the Python headers, then reinstall agilerl-specs from "
            "source (`pip install --force-reinstall .` in a checkout); "
            f"{ENV_SWITCH}=0 silences this.",
            RuntimeWarning,
            stacklevel=2,
        )


def kernels() -> ModuleType | None:
    """The extension module, or ``None`` (switched off, or not built)."""
    return _ext if enabled() else None
