"""init_buffer / init_n_step_buffer build what agilerl 2.58.0 builds, for every combination."""

from __future__ import annotations

import warnings
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
    IgnoredBufferSettingWarning,
    LLMRolloutBufferSpec,
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
    declared = SimpleNamespace(name="MyMultiAgentAlgo", gamma=None, multi_agent=True)
    assert type(init_buffer(spec(), declared)) is ReplayBuffer
    assert init_n_step_buffer(spec(), MADDPG) is None


@pytest.mark.parametrize("name", ["MADDPG", "MATD3", "IPPO"])
@pytest.mark.parametrize(
    ("flags", "named"),
    [
        ({"per_buffer": True}, "replay_buffer.per_buffer is"),
        ({"n_step_buffer": True}, "replay_buffer.n_step_buffer is"),
        ({"per_buffer": True, "n_step_buffer": True}, "per_buffer and replay_buffer.n_step_buffer"),
    ],
)
def test_multi_agent_ignores_per_and_n_step_with_a_warning(
    name: str, flags: dict[str, bool], named: str
) -> None:
    """As agilerl 2.58.0: a uniform buffer of max_size; we also say what was ignored."""
    with pytest.warns(IgnoredBufferSettingWarning, match=named) as caught:
        buffer = init_buffer(spec(**flags), AlgoSpec(name=name))
    assert type(buffer) is ReplayBuffer
    assert buffer.max_size == 64
    assert f"algorithm {name!r} is multi-agent" in str(caught[0].message)


def test_multi_agent_without_flags_does_not_warn() -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        init_buffer(spec(), MADDPG)


def test_prioritized_for_rainbow() -> None:
    buffer = init_buffer(spec(per_buffer=True, per_buffer_args={"alpha": 0.3}), RAINBOW)
    assert type(buffer) is PrioritizedReplayBuffer
    assert (buffer.max_size, buffer.alpha) == (64, 0.3)
    assert init_n_step_buffer(spec(per_buffer=True), RAINBOW) is None
    spaced = init_buffer(spec(per_buffer=True), AlgoSpec(name="Rainbow DQN"))
    assert type(spaced) is PrioritizedReplayBuffer
    assert spaced.alpha == 0.5  # the shipped default


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


def test_prioritized_is_for_rainbow_dqn_only() -> None:
    message = "replay_buffer.per_buffer is true, but algorithm 'DQN' does not use replay priorities"
    with pytest.raises(ValueError, match=message):
        init_buffer(spec(per_buffer=True), DQN)
    with pytest.raises(ValueError, match="'GRPO' does not use replay priorities"):
        init_buffer(spec(per_buffer=True), AlgoSpec(name="GRPO"))
    # the secondary memory is built for any single-agent algorithm, as agilerl 2.58.0 does
    n_step = init_n_step_buffer(spec(per_buffer=True, n_step_buffer=True), DQN)
    assert type(n_step) is MultiStepReplayBuffer


def test_secondary_n_step_memory_needs_a_single_agent_algorithm() -> None:
    both = spec(per_buffer=True, n_step_buffer=True)
    with pytest.raises(
        ValueError, match="'MADDPG' is multi_agent and gives the factory no discount"
    ):
        init_n_step_buffer(both, MADDPG)
    with pytest.raises(ValueError, match="'GRPO' is llm"):
        init_n_step_buffer(both, AlgoSpec(name="GRPO"))


def test_n_step_for_an_llm_algorithm_is_an_error() -> None:
    with pytest.raises(ValueError, match="only single-agent algorithms may ask for n-step"):
        init_buffer(spec(n_step_buffer=True), AlgoSpec(name="GRPO"))


@pytest.mark.parametrize(
    ("name", "gamma"),
    [("DQN", 0.99), ("RainbowDQN", 0.99), ("CQN", 0.99), ("NeuralUCB", 1.0), ("NeuralTS", 1.0)],
)
def test_unset_gamma_is_the_algorithms_default(name: str, gamma: float) -> None:
    """agilerl-arena's single-agent specs all carry a gamma default; n-step uses it."""
    assert init_buffer(spec(n_step_buffer=True), AlgoSpec(name=name)).gamma == gamma


def test_n_step_needs_gamma() -> None:
    message = "algorithm 'Custom' must define gamma .* got gamma=None"
    custom = SimpleNamespace(name="Custom", gamma=None, is_multi_agent=False)
    with pytest.raises(ValueError, match=message):
        init_buffer(spec(n_step_buffer=True), custom)
    with pytest.raises(ValueError, match=message):
        init_n_step_buffer(spec(per_buffer=True, n_step_buffer=True), custom)


def test_the_llm_rollout_queue_is_not_built_here() -> None:
    with pytest.raises(TypeError, match="builds the classic replay memory only"):
        init_buffer(LLMRolloutBufferSpec(), DQN)  # type: ignore[arg-type]


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


# ---- validate equals build: every manifest the schema accepts builds ----

from hypothesis import HealthCheck, given, settings  # noqa: E402

from agilerl.models.manifest import Manifest, load_manifest, validate_manifest  # noqa: E402
from tests.conftest import CORPUS, ROOT  # noqa: E402
from tests.strategies import manifests  # noqa: E402

VALID = sorted([*(CORPUS / "valid").iterdir(), *(ROOT / "docs" / "examples").glob("*.yaml")])


def build(manifest: Manifest) -> None:
    spec = manifest.replay_buffer
    if isinstance(spec, ReplayBufferSpec):
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", IgnoredBufferSettingWarning)
            init_buffer(spec.model_copy(update={"max_size": 8}), manifest.algorithm)
            init_n_step_buffer(spec.model_copy(update={"max_size": 8}), manifest.algorithm)


@pytest.mark.parametrize("path", VALID, ids=lambda p: p.name)
def test_every_valid_manifest_builds(path: Any) -> None:
    build(load_manifest(path))


@pytest.mark.slow  # a property sweep of 200 generated manifests
@settings(max_examples=200, deadline=None, suppress_health_check=list(HealthCheck))
@given(manifests)
def test_what_validate_accepts_build_builds(doc: dict[str, Any]) -> None:
    if validate_manifest(doc)[2]:
        return  # the schema refuses it (a rule the generator does not know)
    build(load_manifest(doc))
