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


# ---- one buffer plan: the factory builds its roles, the bound is an option of the context

from agilerl.models.buffer_plan import (  # noqa: E402
    BufferMemoryError,
    MemoryPlan,
    Refusal,
    buffer_plan,
    current_memory_bound,
    memory_bound,
)

FLAGS = [
    {},
    {"per_buffer": True},
    {"n_step_buffer": True},
    {"per_buffer": True, "n_step_buffer": True},
]
ALGOS = [
    DQN,
    RAINBOW,
    MADDPG,
    AlgoSpec(name="GRPO"),
    AlgoSpec(name="NeuralTS"),
    SimpleNamespace(name="Custom", gamma=None, is_multi_agent=False),
    SimpleNamespace(name="Custom", gamma=0.3),
    SimpleNamespace(gamma=0.5),
]


def outcome(build: Any, *args: Any) -> Any:
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", IgnoredBufferSettingWarning)
            buffer = build(*args)
    except (ValueError, TypeError) as exc:
        return (type(exc), str(exc))
    if buffer is None:
        return None
    n_step = getattr(buffer, "n_step", None)
    gamma = getattr(buffer, "gamma", None)
    return (type(buffer).__name__, buffer.max_size, getattr(buffer, "alpha", None), n_step, gamma)


def planned(memory: MemoryPlan | Refusal | None) -> Any:
    if memory is None:
        return None
    if isinstance(memory, Refusal):
        return (memory.error, memory.message)
    return (memory.class_name, memory.capacity, memory.alpha, memory.n_step, memory.gamma)


@pytest.mark.parametrize("flags", FLAGS, ids=lambda f: "+".join(f) or "uniform")
@pytest.mark.parametrize("algo", ALGOS, ids=lambda a: getattr(a, "name", "nameless"))
def test_the_factory_builds_the_plan(flags: dict[str, bool], algo: Any) -> None:
    """Every role of the plan is what init_buffer / init_n_step_buffer build (kind,
    capacity, alpha, n_step, gamma), or its refusal is their error, word for word."""
    s = spec(**flags, per_buffer_args={"alpha": 0.25}, n_step_buffer_args={"n_step": 4})
    plan = buffer_plan(s, algo)
    assert planned(plan.memory) == outcome(init_buffer, s, algo)
    assert planned(plan.n_step_memory) == outcome(init_n_step_buffer, s, algo)
    if getattr(algo, "name", None) == "MADDPG" and flags:
        assert len(plan.warnings) == 1
    else:
        assert plan.warnings == ()


def test_the_plan_needs_no_torch_and_allocates_nothing() -> None:
    import subprocess
    import sys

    code = (
        "import sys\n"
        "from agilerl.models.buffer_plan import buffer_plan\n"
        "from agilerl.models.training import ReplayBufferSpec, AlgoSpec\n"
        "spec = ReplayBufferSpec(max_size=2**53 - 1, per_buffer=True, n_step_buffer=True)\n"
        "plan = buffer_plan(spec, AlgoSpec(name='RainbowDQN'))\n"
        "assert plan.service_kind() == 'rainbow'\n"
        "print('torch' in sys.modules)\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout == "False\n"


def test_the_factory_signatures_stay_agilerls() -> None:
    """The bound is not a parameter: the factory's signatures are the API reference's."""
    import inspect

    for build in (init_buffer, init_n_step_buffer):
        params = inspect.signature(build).parameters
        assert list(params) == ["spec", "algo_spec", "device"]
        assert params["device"].default == "cpu"


@pytest.fixture
def no_big_tensors(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Sizes of the tensors torch.zeros makes (failing past 64 MiB)."""
    zeros = torch.zeros
    sizes: list[int] = []

    def counting(*args: Any, **kwargs: Any) -> Any:
        tensor = zeros(*args, **kwargs)
        sizes.append(tensor.nbytes)
        assert tensor.nbytes < 64 << 20, "allocated"
        return tensor

    monkeypatch.setattr(torch, "zeros", counting)
    return sizes


def test_a_memory_bound_refuses_before_anything_is_allocated(no_big_tensors: list[int]) -> None:
    """The manifest validate accepts (Rainbow DQN, PER, max_size 1e9: a 3.7 GiB tree at
    construction) is refused inside a bound, with our error and nothing allocated; the
    same bound as build's: both memories together, for a layout where one is given."""
    huge = ReplayBufferSpec(max_size=10**9, per_buffer=True)
    with memory_bound(2**30) as bound:
        assert current_memory_bound() is bound
        with pytest.raises(BufferMemoryError, match=r"would take at least 11\.2 GiB on cpu") as e:
            init_buffer(huge, RAINBOW)
        assert "over the memory bound of 1.0 GiB (memory_bound; rows of 8 B at least)" in str(
            e.value
        )
        assert init_n_step_buffer(huge, RAINBOW) is None  # nothing asked: nothing refused
    assert current_memory_bound() is None
    fields = {"obs": ((4,), "float32"), "action": ((), "int64"), "reward": ((), "float32"),
              "next_obs": ((4,), "float32"), "done": ((), "bool")}  # fmt: skip
    both = spec(per_buffer=True, n_step_buffer=True).model_copy(update={"max_size": 50_000})
    total = sum(m.nbytes(fields, num_envs=4).total for m in buffer_plan(both, RAINBOW).built())
    assert total == 5_160_572  # build's figure for rainbow_cartpole.yaml: 4.9 MiB
    with memory_bound(total - 1, fields=fields, num_envs=4):
        for build in (init_buffer, init_n_step_buffer):
            with pytest.raises(BufferMemoryError, match=r"would take 4\.9 MiB on cpu \(memory"):
                build(both, RAINBOW)
    with memory_bound(total, fields=fields, num_envs=4):
        assert type(init_buffer(both, RAINBOW)) is PrioritizedReplayBuffer
        assert type(init_n_step_buffer(both, RAINBOW)) is MultiStepReplayBuffer
    assert max(no_big_tensors) < 1 << 20
    with pytest.raises(ValueError, match="max_bytes must be an int >= 1"), memory_bound(0):
        pass


def test_the_allocators_refusal_is_our_error() -> None:
    """PER of 2**40 slots: a 4.0 TiB tree. The allocator's RuntimeError becomes a
    BufferMemoryError naming the size (in a process whose address space is capped at
    8 GiB, so the test cannot take the machine's memory whatever the allocator does)."""
    import subprocess
    import sys

    code = (
        "import resource\n"
        "resource.setrlimit(resource.RLIMIT_AS, (8 << 30, 8 << 30))\n"
        "from agilerl.models.training import ReplayBufferSpec, AlgoSpec, init_buffer\n"
        "try:\n"
        "    init_buffer(ReplayBufferSpec(max_size=2**40, per_buffer=True),"
        " AlgoSpec(name='RainbowDQN'))\n"
        "except ValueError as exc:\n"
        "    print(type(exc).__name__, exc)\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith(
        "BufferMemoryError replay_buffer: cannot allocate PrioritizedReplayBuffer("
        "max_size=1099511627776) on cpu: 4.0 TiB at construction, which the allocator refused"
    ), done.stdout


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
