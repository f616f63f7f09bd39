"""One implementation per operation (issue 18): the buffers' structure."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest
import torch
from rb_helpers import transition

import agilerl.components.replay_buffer as rb
from agilerl.components.replay_buffer import (
    MultiStepReplayBuffer,
    PrioritizedReplayBuffer,
    ReplayBuffer,
    samplers,
)

PACKAGE = Path(rb.__file__).resolve().parent


def relative_imports(path: Path) -> set[str]:
    """Sibling modules ``path`` imports (``TYPE_CHECKING`` blocks included)."""
    out: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.ImportFrom) and node.level == 1:
            if node.module:
                out.add(node.module.split(".")[0])
            else:
                out.update(a.name for a in node.names)
    return out


def test_no_module_of_the_buffers_imports_its_importer() -> None:
    graph = {p.stem: relative_imports(p) for p in PACKAGE.glob("*.py")}
    for module in graph:
        seen: set[str] = set()
        todo = list(graph[module])
        while todo:
            dep = todo.pop()
            if dep not in seen:
                seen.add(dep)
                todo.extend(graph.get(dep, ()))
        assert module not in seen, f"{module} imports itself through {sorted(seen)}"


def test_multi_step_state_reads_no_private_attribute() -> None:
    tree = ast.parse((PACKAGE / "multi_step_state.py").read_text())
    private = sorted(
        {
            node.attr
            for node in ast.walk(tree)
            if isinstance(node, ast.Attribute)
            and node.attr.startswith("_")
            and not node.attr.startswith("__")
        }
    )
    assert private == []


def test_every_buffer_kind_shares_one_add_dispatch() -> None:
    assert "add" not in PrioritizedReplayBuffer.__dict__
    assert PrioritizedReplayBuffer.add is ReplayBuffer.add
    # The n-step buffer adds env steps to its window, and advances the ring the same way.
    assert "_wrote" not in MultiStepReplayBuffer.__dict__
    per = PrioritizedReplayBuffer(8, generator=torch.Generator().manual_seed(0))
    per.add(transition(3))
    per.update_priorities(torch.tensor([0]), torch.tensor([4.0]))
    per.add(transition(7, seed=1))  # wraps: slots 3..7 then 0..1 get the max priority
    assert (per.tree_ptr, len(per), per.counter) == (2, 8, 10)
    high = pytest.approx(4.0**0.6, rel=1e-6)
    assert per.priorities.tolist() == [high] * 2 + [1.0] + [high] * 5


def test_the_uniform_buffer_builds_no_unused_sampler() -> None:
    assert not hasattr(samplers, "UniformSampler")  # removed: nothing used it
    buf = ReplayBuffer(4)
    assert not any(type(v).__module__ == samplers.__name__ for v in vars(buf).values())
