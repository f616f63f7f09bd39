"""The examples in the public modules' docstrings run, and print what they show.

Every ``>>>`` example of the package's modules runs here with the standard
``doctest`` runner (ELLIPSIS and NORMALIZE_WHITESPACE, as the examples are written);
a module whose example fails fails this test with the doctest report. The replay
service's example needs a Ray cluster: it runs with the others in
``tests/components/replay_buffer/distributed/test_service.py``.
"""

from __future__ import annotations

import doctest
import importlib
import pkgutil

import pytest

import agilerl

#: Modules whose examples need more than this process (a running Ray cluster).
ELSEWHERE = {"agilerl.components.replay_buffer.distributed.service"}
FLAGS = doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE


def modules_with_examples() -> list[str]:
    out = []
    for info in pkgutil.walk_packages(agilerl.__path__, "agilerl."):
        if info.name in ELSEWHERE or info.name.endswith("__main__"):
            continue
        try:
            module = importlib.import_module(info.name)
        except ImportError:  # an optional extra (ray) that is not installed
            continue
        if any(t.examples for t in doctest.DocTestFinder().find(module)):
            out.append(module.__name__)
    return sorted(out)


MODULES = modules_with_examples()


def test_the_examples_are_found() -> None:
    """The walk finds the modules known to carry examples (a broken walk runs none)."""
    for name in ("agilerl.models.training", "agilerl.components.replay_buffer.multi_step"):
        assert name in MODULES


@pytest.mark.parametrize("name", MODULES)
def test_module_examples(name: str) -> None:
    module = importlib.import_module(name)
    runner = doctest.DocTestRunner(optionflags=FLAGS)
    report: list[str] = []
    for test in doctest.DocTestFinder().find(module):
        runner.run(test, out=report.append)
    assert runner.failures == 0, "".join(report)
