"""Shared fixtures: every buffer test runs on cpu, plus cuda when present."""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path

import pytest
import torch

# Make ``rb_helpers`` importable from the test modules whatever the import mode.
sys.path.insert(0, str(Path(__file__).resolve().parent))

DEVICES = ["cpu"] + (["cuda"] if torch.cuda.is_available() else [])


@pytest.fixture(params=DEVICES)
def device(request: pytest.FixtureRequest) -> str:
    """The storage device under test."""
    return str(request.param)


@pytest.fixture
def make_gen(device: str) -> Callable[[int], torch.Generator]:
    """A seeded generator on the device under test."""

    def make(seed: int = 0) -> torch.Generator:
        return torch.Generator(device=device).manual_seed(seed)

    return make


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Warnings are errors in the buffer tests (e.g. a resized ``out=`` tensor)."""
    here = Path(__file__).resolve().parent
    for item in items:
        if Path(str(item.fspath)).resolve().parent == here:
            item.add_marker(pytest.mark.filterwarnings("error"))


@pytest.fixture(params=["native", "eager"])
def tree_mode(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> str:
    """Run a test with the CPU sum tree's C kernels, then with its tensor ops.

    Modules opt in with ``pytestmark = pytest.mark.usefixtures("tree_mode")``; the
    switch is ``AGILERL_NATIVE``, read when a tree is built (accelerators are
    always eager). ``test_native.py`` checks the wheel holds the extension.
    """
    from agilerl import _native

    mode = str(request.param)
    monkeypatch.setenv(_native.ENV_SWITCH, "1" if mode == "native" else "0")
    if mode == "native" and _native.kernels() is None:
        pytest.skip("installed without the C extension")
    return mode


@pytest.fixture(params=["ext", "numpy"])
def host_mode(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> str:
    """Run a test with each executor of a CPU add's plan (``Layout.plan``): the C copy of
    the extension, and the tensor ops alone (``AGILERL_NATIVE=0``, no C at all). Read
    when a buffer allocates its storage. (``numpy`` names the second: the inputs may
    be numpy arrays on either.)"""
    from agilerl import _native

    mode = str(request.param)
    monkeypatch.setenv(_native.ENV_SWITCH, "0" if mode == "numpy" else "1")
    if mode != "numpy" and _native.kernels() is None:
        pytest.skip("installed without the C extension")
    return mode
