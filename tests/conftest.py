"""Shared fixtures: paths of the corpus and the published schemas."""

from __future__ import annotations

import json
import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

# Every Ray cluster a test starts listens on 127.0.0.1 only: Ray reads this once, when it
# is first imported (agilerl.components.replay_buffer.distributed.local), so it is set
# here, before any test module imports ray.
os.environ["RAY_ENABLE_WINDOWS_OR_OSX_CLUSTER"] = "0"
os.environ.setdefault("RAY_USAGE_STATS_ENABLED", "0")

from tests import ray_guard, sockets  # after the switch, by design

ray_guard.install()  # a later first `import ray` without the switch fails its test

ROOT = Path(__file__).resolve().parents[1]
CORPUS = ROOT / "tests" / "corpus"
#: The published schemas: schema/ composed with what it derives (tools/codegen/compose.py).
PUBLISHED = ROOT / "generated" / "ts" / "schema"


def load_schemas() -> dict[str, dict[str, Any]]:
    """Every published schema by stem: its path under generated/ts/schema/ (as under
    schema/) without ``.schema.json`` (``training``, ``algorithms/dqn``)."""
    return {
        p.relative_to(PUBLISHED).as_posix().removesuffix(".schema.json"): json.loads(
            p.read_text(encoding="utf-8")
        )
        for p in sorted(PUBLISHED.rglob("*.schema.json"))
    }


@pytest.fixture(scope="session")
def schemas() -> dict[str, dict[str, Any]]:
    return load_schemas()


@pytest.fixture(autouse=True)
def _loopback_only(request: pytest.FixtureRequest) -> Iterator[None]:
    """A test marked ``ray`` fails if its process tree (Ray's daemons and workers, any
    child it starts) listened beyond loopback while it ran (sampled every second)."""
    if request.node.get_closest_marker("ray") is None or not sockets.supported():
        yield
        return
    with ray_guard.Watch(os.getpid()) as watch:
        yield
    off = sorted(map(str, watch.off))
    assert not off, "servers listened beyond loopback during this test:\n" + "\n".join(off)
