"""init_buffer / init_n_step_buffer build what semantics.md says, for every combination."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import pytest

torch = pytest.importorskip("torch")

from agilerl.components.replay_buffer import (  # noqa: E402
    MultiStepReplayBuffer,
    PrioritizedReplayBuffer,
    ReplayBuffer,
)
from agilerl.models.training import (  # noqa: E402
    AlgoSpec,
    ReplayBufferSpec,
    init_buffer,
    init_n_step_buffer,
)

DQN = AlgoSpec(name="DQN", gamma=0.9)
RAINBOW = AlgoSpec(name="RainbowDQN", gamma=0.95)
MADDPG = AlgoSpec(name="MADDPG", gamma=0.95)


def spec(**fields: Any) -> ReplayBufferSpec:
    return ReplayBufferSpec(max_size=64, **fields)


def test_uniform_by_default() -> None:
    buffer = init_buffer(spec(), DQN)
    assert type(buffer) is ReplayBuffer
    assert buffer.max_size == 64
    assert buffer.device == "cpu"  # the device as given, as AgileRL's buffers keep it
    assert init_n_step_buffer(spec(), DQN) is None


def test_multi_agent_gets_a_uniform_buffer() -> None:
    assert type(init_buffer(spec(), MADDPG)) is ReplayBuffer
    declared = AlgoSpec(name="MyMultiAgentAlgo", multi_agent=True)
    assert type(init_buffer(spec(), declared)) is ReplayBuffer
    assert init_n_step_buffer(spec(), MADDPG) is None


def test_prioritized_for_rainbow() -> None:
    buffer = init_buffer(spec(per_buffer=True, per_buffer_args={"alpha": 0.3}), RAINBOW)
    assert type(buffer) is PrioritizedReplayBuffer
    assert (buffer.max_size, buffer.alpha) == (64, 0.3)
    assert init_n_step_buffer(spec(per_buffer=True), RAINBOW) is None


def test_n_step_alone() -> None:
    buffer = init_buffer(spec(n_step_buffer=True, n_step_buffer_args={"n_step": 5}), DQN)
    assert type(buffer) is MultiStepReplayBuffer
    assert (buffer.max_size, buffer.n_step, buffer.gamma) == (64, 5, 0.9)
    assert init_n_step_buffer(spec(n_step_buffer=True), DQN) is None


def test_prioritized_plus_n_step() -> None:
    both = spec(per_buffer=True, n_step_buffer=True, n_step_buffer_args={"n_step": 4})
    assert type(init_buffer(both, RAINBOW)) is PrioritizedReplayBuffer
    n_step = init_n_step_buffer(both, RAINBOW)
    assert type(n_step) is MultiStepReplayBuffer
    assert (n_step.max_size, n_step.n_step, n_step.gamma) == (64, 4, 0.95)


def test_prioritized_needs_an_algorithm_that_uses_priorities() -> None:
    message = "replay_buffer.per_buffer is true, but algorithm 'DQN' does not use replay priorities"
    with pytest.raises(ValueError, match=message):
        init_buffer(spec(per_buffer=True), DQN)
    with pytest.raises(ValueError, match="only RainbowDQN may ask for prioritized replay"):
        init_n_step_buffer(spec(per_buffer=True, n_step_buffer=True), MADDPG)


def test_n_step_needs_gamma() -> None:
    message = "algorithm 'DQN' must define gamma .* got gamma=None"
    with pytest.raises(ValueError, match=message):
        init_buffer(spec(n_step_buffer=True), AlgoSpec(name="DQN"))
    with pytest.raises(ValueError, match=message.replace("DQN", "RainbowDQN")):
        init_n_step_buffer(spec(per_buffer=True, n_step_buffer=True), AlgoSpec(name="RainbowDQN"))


def test_n_step_for_multi_agent_is_an_error_not_silently_dropped() -> None:
    with pytest.raises(ValueError, match="'MADDPG' is multi-agent"):
        init_buffer(spec(n_step_buffer=True), MADDPG)


def test_any_object_with_the_attributes() -> None:
    duck = SimpleNamespace(name="DQN", gamma=0.5)
    assert init_buffer(spec(n_step_buffer=True), duck).gamma == 0.5
    agents = SimpleNamespace(name="Custom", gamma=0.5, is_multi_agent=True)
    assert type(init_buffer(spec(), agents)) is ReplayBuffer
    with pytest.raises(TypeError, match="must have a non-empty str attribute 'name'"):
        init_buffer(spec(), SimpleNamespace(gamma=0.5))
    with pytest.raises(ValueError, match=r"gamma must be a number in \[0, 1\], got gamma=2"):
        init_buffer(spec(n_step_buffer=True), SimpleNamespace(name="DQN", gamma=2))


def test_device_is_passed_on() -> None:
    assert init_buffer(spec(per_buffer=True), RAINBOW, device="cpu").device == "cpu"
    n_step = init_n_step_buffer(spec(per_buffer=True, n_step_buffer=True), RAINBOW, "cpu")
    assert n_step is not None
    assert n_step.device == "cpu"
