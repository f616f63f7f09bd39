"""Shared fixtures: paths of the corpus and the published schemas."""

from __future__ import annotations

import json
import os
import re
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

#: Tests that must share one xdist worker, by marker: ``nox -s test`` runs the suite over
#: all cores with ``--dist loadgroup``, which sends each ``xdist_group`` to one worker and
#: spreads every other test. ``ray``: one local Ray cluster per test process (a head node,
#: its workers and object store; two at once would fight over 2 cores and count each
#: other's sockets). ``cpu_bound``: the worst cases held to a CPU-time bound, one at a time.
WORKER_GROUPS = {"ray": "ray", "cpu_bound": "cpu_bound"}
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


@pytest.hookimpl(tryfirst=True)
def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Each test with a marker of :data:`WORKER_GROUPS` joins that group. First among the
    hooks (before xdist reads the groups); a conftest that adds one of these markers to the
    tests of its directory does it in a ``tryfirst`` hook too (pluggy calls the later
    registered, deeper conftest's first)."""
    if not config.pluginmanager.hasplugin("xdist"):
        return
    for item in items:
        for marker, group in WORKER_GROUPS.items():
            if item.get_closest_marker(marker) is not None:
                item.add_marker(pytest.mark.xdist_group(group))


def pytest_runtest_setup(item: pytest.Item) -> None:
    """Under ``--dist loadgroup``, fail a grouped test that xdist did not tag with its group
    (it may share nothing with its group's worker). pytest 9.2 changed how node ids are
    stored, and xdist 3.8 then spreads the groups without a word
    (pytest-dev/pytest-xdist#1386); constraints.txt pins pytest 9.1."""
    if not getattr(item.config.option, "loadgroup", False):
        return
    if item.get_closest_marker("xdist_group") is not None and "@" not in item.nodeid:
        pytest.fail(
            "--dist loadgroup did not group this test: this pytest-xdist cannot tag the node "
            "ids of this pytest (pytest-dev/pytest-xdist#1386); install the pytest of "
            "constraints.txt, or run with -n 0",
            pytrace=False,
        )


def param_id(value: object) -> str:
    """A parameter's id that is the same in every process (each pytest-xdist worker must
    collect the same ids): its ``ascii`` form without memory addresses."""
    return re.sub(r" at 0x[0-9a-fA-F]+", "", ascii(value))


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
