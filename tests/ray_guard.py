"""No test starts Ray beyond loopback: the two checks every test session runs.

Ray 2.60 listens on the machine's routable address, on every interface, unless
``RAY_ENABLE_WINDOWS_OR_OSX_CLUSTER=0`` was in the environment when ``ray`` was first
imported (it reads the variable once, at import). ``tests/conftest.py`` sets it, then:

- :func:`install` makes a first ``import ray`` without the switch fail (in the test
  process: :class:`RayWithoutSwitch`, which ``pytest.importorskip`` does not turn into a
  skip);
- :class:`Watch` samples the server sockets of the test process and its children
  (Ray's daemons, its workers, any subprocess a test starts) during every test marked
  ``ray``; the test fails if any listens beyond loopback.
"""

from __future__ import annotations

import importlib.abc
import os
import sys
import threading
from types import ModuleType, TracebackType

from tests import sockets

__all__ = ["SWITCH", "RayWithoutSwitch", "Watch", "install"]

SWITCH = "RAY_ENABLE_WINDOWS_OR_OSX_CLUSTER"
"""Ray's switch (``agilerl.components.replay_buffer.distributed.LOOPBACK_ENV``)."""


class RayWithoutSwitch(RuntimeError):
    """``ray`` imported without ``RAY_ENABLE_WINDOWS_OR_OSX_CLUSTER=0``."""


class _Guard(importlib.abc.MetaPathFinder):
    """Consulted before any other finder, for modules not imported yet."""

    def find_spec(
        self, fullname: str, path: object = None, target: ModuleType | None = None
    ) -> None:
        if fullname == "ray" and os.environ.get(SWITCH) != "0":
            raise RayWithoutSwitch(
                f"ray imported without {SWITCH}=0: Ray would listen on every interface; set "
                "it before the first import of ray (tests/conftest.py does, for the tests)"
            )


def install() -> None:
    """Check every later first import of ``ray`` in this process; refuse to start if
    ``ray`` was imported already (its switch was read before anyone could set it)."""
    if "ray" in sys.modules:
        raise RayWithoutSwitch(f"ray was imported before the test session could set {SWITCH}")
    if not any(isinstance(f, _Guard) for f in sys.meta_path):
        sys.meta_path.insert(0, _Guard())


class Watch:
    """Samples the server sockets of ``root`` and its descendants every ``every``
    seconds, in a thread, from ``__enter__`` to ``__exit__``; ``off`` holds those bound
    beyond loopback. A listener that lives shorter than ``every`` can be missed: Ray's
    live for seconds."""

    def __init__(self, root: int, every: float = 1.0) -> None:
        self.root, self.every = root, every
        self.off: set[sockets.Listener] = set()
        self.samples = 0
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, name="loopback-watch", daemon=True)

    def _sample(self) -> None:
        self.off.update(sockets.non_loopback(sockets.listeners(self.root)))
        self.samples += 1

    def _run(self) -> None:
        while not self._stop.wait(self.every):
            self._sample()

    def __enter__(self) -> Watch:
        self._thread.start()
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self._stop.set()
        self._thread.join()
        self._sample()  # once more at the end: what is still up
