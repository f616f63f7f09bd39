"""The algorithm spec classes follow schema/algorithms/, and the section selects them by name.

The shipped classes themselves are compared in tests/conformance/test_algorithms.py (their
signatures and verdicts, in the reference venv); here, without them: each generated class
has the schema's fields in the schema's order with its types, bounds and defaults, refuses
``name`` and unknown keys, and the manifest holds the class its ``name`` selects.
"""

from __future__ import annotations

import importlib
import inspect
import json
import typing
from pathlib import Path
from typing import Any

import annotated_types
import pytest
from pydantic import ValidationError

from agilerl.arena.models import algorithms
from agilerl.models import _validation
from agilerl.models._algorithms import AlgorithmSpecBase, spec_classes
from agilerl.models.manifest import load_manifest
from tests.conftest import PUBLISHED

ROOT = Path(__file__).resolve().parents[2]
SCHEMAS = {
    p.stem.removesuffix(".schema"): json.loads(p.read_text("utf-8"))
    for p in sorted((PUBLISHED / "algorithms").glob("*.schema.json"))
}
SECTION = json.loads((PUBLISHED / "algorithm.schema.json").read_text("utf-8"))


def class_fields(definitions: dict[str, Any], name: str) -> dict[str, Any]:
    """The class's own properties: its section's without ``name``, or its own."""
    sub = definitions[name]
    if "$ref" in sub:
        sub = definitions[sub["$ref"].removeprefix("#/$defs/")]
    return {  # an older spelling (x-alias-of) is no field of its own
        k: v for k, v in sub["properties"].items() if k != "name" and "x-alias-of" not in v
    }


CLASSES = [
    (module, name, class_fields(doc["$defs"], name))
    for module, doc in SCHEMAS.items()
    for name, sub in doc["$defs"].items()
    if "x-section-of" not in sub
]
BOUNDS = {
    "minimum": annotated_types.Ge,
    "maximum": annotated_types.Le,
    "exclusiveMinimum": annotated_types.Gt,
    "minLength": annotated_types.MinLen,
}


def generated(module: str, name: str) -> type[AlgorithmSpecBase]:
    cls: type[AlgorithmSpecBase] = getattr(
        importlib.import_module(f"agilerl.arena.models.algorithms.{module}"), name
    )
    return cls


def _bounds(prop: dict[str, Any]) -> list[Any]:
    options = [o for o in prop.get("anyOf", [prop]) if o != {"type": "null"}]
    return [BOUNDS[key](prop_value) for o in options for key, prop_value in o.items()
            if key in BOUNDS]  # fmt: skip


@pytest.mark.parametrize(("module", "name", "props"), CLASSES, ids=[c[1] for c in CLASSES])
def test_fields_in_order_with_bounds_and_defaults(
    module: str, name: str, props: dict[str, Any]
) -> None:
    cls = generated(module, name)
    assert cls.__module__ == f"agilerl.arena.models.algorithms.{module}"
    params = inspect.signature(cls).parameters
    assert list(params) == list(props)
    for field, prop in props.items():
        parameter = params[field]
        assert parameter.kind is inspect.Parameter.KEYWORD_ONLY
        default = list(parameter.default) if type(parameter.default) is tuple else parameter.default
        if prop["default"] == {}:  # an empty mapping: a fresh one per object, as shipped
            assert repr(default) == "<factory>", field
        else:
            assert default == prop["default"], field  # a tuple's default: a list in JSON
            assert type(default) is type(prop["default"]), field
        annotation = parameter.annotation
        annotated = typing.get_origin(annotation) is typing.Annotated
        meta = typing.get_args(annotation)[1:] if annotated else ()
        assert list(meta) == _bounds(prop), field
    assert cls.model_config.get("extra") == "forbid"
    assert getattr(algorithms, name) is cls


@pytest.mark.parametrize(("module", "name", "props"), CLASSES, ids=[c[1] for c in CLASSES])
def test_a_class_refuses_name_and_unknown_keys(
    module: str, name: str, props: dict[str, Any]
) -> None:
    cls = generated(module, name)
    assert cls().model_dump(mode="json") == {k: p["default"] for k, p in props.items()}
    for doc, path in (({"name": "DQN"}, ("name",)), ({"batch_sizee": 1}, ("batch_sizee",))):
        assert {p.path for p in _validation.problems(doc, name)} == {path}
        with pytest.raises(ValidationError):
            cls.model_validate(doc)


def test_every_registered_name_selects_its_class() -> None:
    names = SECTION["properties"]["name"]["enum"]
    selected = spec_classes()
    assert set(selected) == set(names)  # the LLM algorithms too
    assert selected["Rainbow DQN"] is selected["RainbowDQN"] is algorithms.RainbowDQNSpec
    assert selected["Recurrent PPO"] is selected["RecurrentPPO"] is algorithms.RecurrentPPOSpec
    for name, cls in selected.items():
        registered = cls().name
        assert registered in (name, {"RainbowDQN": "Rainbow DQN"}.get(name), "Recurrent PPO")


def test_an_unknown_or_missing_name_is_one_problem() -> None:
    for doc in ({"name": "Q-learning", "lr": "fast"}, {"lr": 0.1}):
        found = _validation.problems(doc, "AlgoSpec")
        assert [p.path for p in found] == [("name",)], found
    (problem,) = _validation.problems({"name": "RainbowDQM"}, "AlgoSpec")
    assert "did you mean 'RainbowDQN'?" in problem.message


def test_a_name_near_one_checks_the_section_as_that_algorithm() -> None:
    """``DQNN`` is named with the closest registered name, and the section's other fields
    are checked against DQN's (problems added, the verdict the same)."""
    lr, name = _validation.problems({"name": "DQNN", "lr": "fast"}, "AlgoSpec")
    assert name.path == ("name",)
    assert name.message.endswith("""got "DQNN" (did you mean 'DQN'?)""")
    assert lr.path == ("lr",)
    assert lr.message == 'expected a number, got "fast" (string) (checked as DQN)'


def test_the_section_follows_the_algorithms_schema() -> None:
    found = _validation.problems({"name": "DQN", "lr": "fast", "learn_stepp": 4}, "AlgoSpec")
    assert {p.path for p in found} == {("lr",), ("learn_stepp",)}
    (rule,) = _validation.problems({"name": "Rainbow DQN", "v_min": 10}, "AlgoSpec")
    assert rule.rule == "x-rules/v-min-below-v-max"
    (recurrent,) = _validation.problems({"name": "RecurrentPPO", "recurrent": False}, "AlgoSpec")
    assert recurrent.path == ("recurrent",)
    # the bandits' gamma is an exploration scale: no upper bound
    assert not _validation.problems({"name": "NeuralTS", "gamma": 2.5}, "AlgoSpec")
    assert _validation.problems({"name": "DQN", "gamma": 2.5}, "AlgoSpec")
    # the LLM algorithms follow their own schemas too
    found = _validation.problems({"name": "GRPO", "group_size": 0, "x": 1}, "AlgoSpec")
    assert {p.path for p in found} == {("group_size",), ("x",)}
    (alias,) = _validation.problems({"name": "LLMPPO", "lr": 1e-6, "lr_actor": 1e-6}, "AlgoSpec")
    assert alias.path == ("lr",)
    assert "two spellings of one field" in alias.message


def test_the_manifest_holds_the_selected_spec_and_dumps_its_name() -> None:
    text = (
        "algorithm: {name: Rainbow DQN, gamma: 0.9, v_min: -5}\nreplay_buffer: {per_buffer: true}\n"
        "environment: {name: CartPole-v1}\n"
    )
    manifest = load_manifest(text)
    spec = manifest.algorithm
    assert type(spec) is algorithms.RainbowDQNSpec
    assert (spec.name, spec.kind, spec.is_multi_agent) == ("Rainbow DQN", "single_agent", False)
    assert (spec.gamma, spec.effective_gamma, spec.v_min) == (0.9, 0.9, -5)
    assert spec.hyperparameters == {"v_min": -5}
    dumped = manifest.model_dump(mode="json", by_alias=True)
    assert next(iter(dumped["algorithm"])) == "name"
    # as the shipped manifest writes it: no null field, no net_config (the network
    # section carries it)
    fields = spec.model_dump(mode="json", exclude_none=True, exclude={"net_config"})
    assert dumped["algorithm"] == {"name": "Rainbow DQN", **fields}
    assert "net_config" not in dumped["algorithm"]
    again = load_manifest({key: dumped[key] for key in ("algorithm", "environment")})
    assert again.algorithm == spec
    grpo = {"name": "GRPO", "pretrained_model_name_or_path": "Qwen/Qwen2.5-0.5B"}
    rollout = {"entrypoint": "envs.gsm8k:Gsm8kEnv"}
    assert type(load_manifest({"algorithm": grpo, "environment": rollout}).algorithm) is (
        algorithms.GRPOSpec
    )


def test_the_factory_gets_the_real_spec() -> None:
    pytest.importorskip("torch")
    from agilerl.components.replay_buffer import (
        MultiStepReplayBuffer,
        PrioritizedReplayBuffer,
        ReplayBuffer,
    )
    from agilerl.models.training import init_buffer, init_n_step_buffer

    manifest = load_manifest(ROOT / "docs" / "examples" / "rainbow_cartpole.yaml")
    assert type(manifest.algorithm) is algorithms.RainbowDQNSpec
    memory = init_buffer(manifest.replay_buffer, manifest.algorithm)
    n_step = init_n_step_buffer(manifest.replay_buffer, manifest.algorithm)
    assert isinstance(memory, PrioritizedReplayBuffer)
    assert isinstance(n_step, MultiStepReplayBuffer)
    assert n_step.gamma == 0.99
    maddpg = load_manifest(ROOT / "docs" / "examples" / "maddpg.yaml")
    assert type(maddpg.algorithm) is algorithms.MADDPGSpec
    assert type(init_buffer(maddpg.replay_buffer, maddpg.algorithm)) is ReplayBuffer
