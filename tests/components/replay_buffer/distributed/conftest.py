"""A real Ray cluster for the replay-service tests: a local head on 127.0.0.1 only, 2 CPUs.

Started once per test session (the first test that asks for it) and shut down after;
every test here is marked ``ray``. Skipped, with the reason, where Ray is not installed
(``pip install '.[distributed]'``; ``nox -s test`` installs it).
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from typing import Any

import pytest

ray = pytest.importorskip("ray", reason="the replay service needs the `distributed` extra")

pytestmark = pytest.mark.ray


@pytest.hookimpl(tryfirst=True)  # before tests/conftest.py's, which groups `ray` tests
def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    here = os.path.dirname(__file__)
    for item in items:
        if str(item.fspath).startswith(here):
            item.add_marker(pytest.mark.ray)


@pytest.fixture(scope="session")
def ray_cluster() -> Iterator[Any]:
    if ray.is_initialized():  # started by an earlier test of this session: share it
        yield ray.get_runtime_context()
        return
    from agilerl.components.replay_buffer.distributed import init_local_ray

    # loopback only (tests/conftest.py sets LOOPBACK_ENV before anything imports ray);
    # usage statistics off, workers at the test process's priority
    ctx = init_local_ray(
        num_cpus=2,
        object_store_memory=200 * 1024 * 1024,
        log_to_driver=False,
        configure_logging=False,
    )
    try:
        yield ctx
    finally:
        ray.shutdown()
