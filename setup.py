"""The package's C extension, built by the package build (pyproject.toml holds the rest of
the configuration).

``agilerl._ckernels`` (the CPU replay buffers' kernels, and spec validation's copy of
exact JSON data) is compiled from ``csrc/`` with warnings as errors. It is optional: where
no C compiler (or no Python headers) is found, or the build fails, the install still
succeeds, with one warning here, and the package takes its paths without it (the same
results: the buffers' tensor ops, slower on CPU; spec validation copies every document
in Python).
``AGILERL_REQUIRE_NATIVE=1`` makes a failed build an error instead (cibuildwheel and CI
set it).
"""

from __future__ import annotations

import os
import sys

from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext

SOURCES = ["csrc/module.c", "csrc/scatter.c", "csrc/tree.c", "csrc/nstep.c", "csrc/exact.c"]
HEADERS = ["csrc/kernels.h", "csrc/scatter.h", "csrc/exact.h"]

# gcc and clang: C11 (what Python.h needs), no contraction into FMAs and no fast math (the
# C and tensor paths compute the same numbers), every warning an error.
UNIX_FLAGS = ["-O2", "-std=c11", "-ffp-contract=off", "-fno-fast-math", "-Wall", "-Wextra",
              "-Werror"]  # fmt: skip
# MSVC: precise floating point (no contraction), level-3 warnings as errors.
MSVC_FLAGS = ["/O2", "/fp:precise", "/W3", "/WX"]


class OptionalBuildExt(build_ext):
    """Adds the compiler's flags; a failed build is one warning, not a failed install."""

    def build_extension(self, ext: Extension) -> None:
        msvc = self.compiler.compiler_type == "msvc"
        ext.extra_compile_args = list(MSVC_FLAGS if msvc else UNIX_FLAGS)
        if not msvc:
            ext.libraries = ["m"]
        try:
            super().build_extension(ext)
        except Exception as exc:
            if os.environ.get("AGILERL_REQUIRE_NATIVE") == "1":
                raise
            sys.stderr.write(
                "\nWARNING: agilerl-specs: the C extension (agilerl._ckernels) was not "
                f"built ({type(exc).__name__}: {exc}). The package works without it (the "
                "same results, slower: the replay buffers' tensor ops on CPU, a copy of "
                "every document in spec validation). To get it, install a C "
                "compiler and the Python headers (e.g. build-essential and python3-dev), "
                "then reinstall.\n\n"
            )


setup(
    ext_modules=[
        Extension(
            "agilerl._ckernels",
            sources=SOURCES,
            depends=HEADERS,
            # optional: a failed build warns (OptionalBuildExt), unless it is required
            optional=os.environ.get("AGILERL_REQUIRE_NATIVE") != "1",
        )
    ],
    cmdclass={"build_ext": OptionalBuildExt},
)
