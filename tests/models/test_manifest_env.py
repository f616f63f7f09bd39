"""The manifest's ``environment`` section: the branch ``env_type`` selects or, unset, the
one the algorithm implies (schema/manifest.schema.json, from the algorithm schema's
``x-algorithm-env-types`` table), filled in as shipped; and ``num_envs`` copied into the
algorithm's unset ``num_envs`` / ``vect_noise_dim``."""

from __future__ import annotations

from typing import Any

import pytest

from agilerl.arena.models.env import BanditEnvSpec, GymEnvSpec, LLMEnvSpec, OfflineEnvSpec
from agilerl.arena.models.manifest import Manifest
from agilerl.models._manifest_env import IMPLIED_ENV_TYPES, IMPLIED_OBJECTIVES, tag_environment
from agilerl.models._validation import validator_for
from agilerl.models.manifest import ManifestError, load_manifest
from tests.strategies import SCHEMAS

GYM = {"name": "CartPole-v1"}
CLASSES = {"gym": GymEnvSpec, "offline": OfflineEnvSpec, "bandit": BanditEnvSpec}

#: An LLM run names the model it fine-tunes.
MODEL = {"pretrained_model_name_or_path": "Qwen/Qwen2.5-0.5B"}


def problems(doc: dict[str, Any]) -> list[str]:
    try:
        load_manifest(doc)
    except ManifestError as error:
        return [str(problem) for problem in error.problems]
    return []


def test_the_table_is_the_registry_and_the_schema_states_it() -> None:
    """Every registered name implies one branch, and each implied gym / offline / bandit
    branch is one rule of the manifest schema naming exactly those algorithms."""
    kinds = SCHEMAS["algorithm"]["x-algorithm-kinds"]
    assert sorted(IMPLIED_ENV_TYPES) == sorted(n for names in kinds.values() for n in names)
    assert IMPLIED_OBJECTIVES == {"DPO": "preference", "SFT": "sft"}
    stated: dict[str, set[str]] = {}
    for rule in SCHEMAS["manifest"]["allOf"]:
        ref = rule.get("then", {}).get("properties", {}).get("environment", {}).get("$ref", "")
        if ref.startswith("env.schema.json#/$defs/"):
            names = rule["if"]["properties"]["algorithm"]["properties"]["name"]["enum"]
            stated[ref.rsplit("/", 1)[1]] = set(names)
    for env_type, cls in CLASSES.items():
        implied = {name for name, t in IMPLIED_ENV_TYPES.items() if t == env_type}
        assert stated.pop(cls.__name__) == implied, env_type
    assert not stated


@pytest.mark.parametrize(
    ("name", "environment", "cls"),
    [
        ("DQN", GYM, GymEnvSpec),
        ("MATD3", GYM, GymEnvSpec),
        ("Rainbow DQN", GYM, GymEnvSpec),
        ("CQN", {**GYM, "minari_dataset_id": "cartpole/expert-v0"}, OfflineEnvSpec),
        ("NeuralUCB", {"name": "iris"}, BanditEnvSpec),
        (
            "GRPO",
            {"dataset": "gsm8k", "rubric_file_path": "r.py", "prompt_template": {"user": "t"}},
            None,
        ),
        ("SFT", {"dataset": "rows"}, None),
    ],
)
def test_an_unset_env_type_is_the_one_the_algorithm_implies(
    name: str, environment: dict[str, Any], cls: Any
) -> None:
    algorithm = {"name": name, **(MODEL if cls is None else {})}  # an LLM run names its model
    manifest = load_manifest({"algorithm": algorithm, "environment": environment})
    env = manifest.environment
    assert env is not None
    assert type(env) is (cls or LLMEnvSpec)
    assert env.env_type == IMPLIED_ENV_TYPES[name]
    assert "env_type" in env.model_fields_set  # filled in as written, as shipped
    assert manifest.model_dump(mode="json")["environment"]["env_type"] == IMPLIED_ENV_TYPES[name]


def test_a_dataset_environment_takes_the_algorithm_objective_when_unset() -> None:
    env = load_manifest(
        {"algorithm": {"name": "DPO", **MODEL}, "environment": {"dataset": "x"}}
    ).environment
    assert isinstance(env, LLMEnvSpec)
    assert (env.env_type, env.objective) == ("dataset", "preference")
    written = {"dataset": "x", "objective": "sft"}
    env = load_manifest({"algorithm": {"name": "DPO", **MODEL}, "environment": written}).environment
    assert isinstance(env, LLMEnvSpec)
    assert env.objective == "sft"


def test_a_written_env_type_is_kept() -> None:
    manifest = load_manifest(
        {"algorithm": {"name": "DQN"}, "environment": {**GYM, "env_type": "offline"}}
    )
    assert type(manifest.environment) is OfflineEnvSpec


def test_the_implied_branch_judges_the_section() -> None:
    found = problems({"algorithm": {"name": "DQN"}, "environment": {**GYM, "num_envs": -3}})
    assert found == ["environment.num_envs: must be >= 1, got -3"]
    rollout = {"dataset": "rows", "prompt_template": {"user": "{q}"}}
    found = problems({"algorithm": {"name": "GRPO", **MODEL}, "environment": rollout})
    assert found == [
        "environment: expected an object or an object, got a dict (a rollout over data-set "
        "rows is scored by a rubric: rubric_file_path is required)"
    ]
    # the algorithm fills in objective when unset; written null, it is refused
    assert problems({"algorithm": {"name": "SFT", **MODEL}, "environment": {"dataset": "x"}}) == []
    assert problems(
        {"algorithm": {"name": "SFT", **MODEL}, "environment": {"dataset": "x", "objective": None}}
    ) == [
        "environment.objective: must not be a null, got null (a dataset environment needs "
        "objective (sft or preference))"
    ]
    found = problems({"algorithm": {"name": "NeuralTS"}, "environment": {**GYM, "sync": True}})
    assert found[0].startswith("environment.sync: unknown field 'sync'")
    found = problems({"algorithm": {"name": "CQN"}, "environment": {"version": 1}})
    assert found[0].startswith("environment.name: missing required field 'name'")


def test_without_a_registered_algorithm_env_type_is_required() -> None:
    """The schema's rule holds (a stock validator names it), but the problem list leaves it
    out: it was decided on an algorithm name that has its own problem (a knock-on)."""
    validator = validator_for("Manifest").validator
    for algorithm in ({"name": "DQNN"}, {"gamma": 0.9}, {"name": "Q-learning"}):
        doc = {"algorithm": algorithm, "environment": GYM}
        paths = {tuple(error.instance_path) for error in validator.iter_errors(doc)}
        assert ("environment",) in paths  # the rule: env_type is required
        found = problems(doc)
        assert found[0].startswith("algorithm.name: "), found
        assert not any(p.startswith("environment.env_type") for p in found), found
    tagged = {**GYM, "env_type": "gym"}
    found = problems({"algorithm": {"name": "DQNN"}, "environment": tagged})
    assert found[0].startswith("algorithm.name: must be one of")


@pytest.mark.parametrize("value", [None, [], "CartPole-v1", 3])
def test_an_environment_is_an_object(value: Any) -> None:
    found = problems({"algorithm": {"name": "DQN"}, "environment": value})
    assert found
    assert all(p.startswith("environment: ") for p in found)


def test_tagging_leaves_its_input_alone() -> None:
    doc = {"algorithm": {"name": "CQN"}, "environment": {"name": "x"}}
    tagged = tag_environment(doc)
    assert doc["environment"] == {"name": "x"}
    assert tagged["environment"] == {"name": "x", "env_type": "offline"}
    for untouched in ({"algorithm": {"name": "CQN"}}, {"environment": {}}, [], None):
        assert tag_environment(untouched) is untouched


@pytest.mark.parametrize(
    ("name", "field"),
    [("PPO", "num_envs"), ("TD3", "vect_noise_dim"), ("MADDPG", "vect_noise_dim")],
)
def test_num_envs_fills_the_algorithm_where_unset(name: str, field: str) -> None:
    manifest = load_manifest({"algorithm": {"name": name}, "environment": {**GYM, "num_envs": 6}})
    assert getattr(manifest.algorithm, field) == 6
    assert manifest.model_dump(mode="json")["algorithm"][field] == 6
    written = {"name": name, field: 3}
    manifest = load_manifest({"algorithm": written, "environment": GYM})  # env default: no copy
    assert getattr(manifest.algorithm, field) == 3
    unset = load_manifest({"algorithm": {"name": name}, "environment": GYM})
    assert field not in unset.algorithm.model_fields_set


def test_num_envs_is_not_copied_where_the_algorithm_has_no_such_field() -> None:
    manifest = load_manifest({"algorithm": {"name": "DQN"}, "environment": {**GYM, "num_envs": 6}})
    assert "num_envs" not in type(manifest.algorithm).model_fields
    assert isinstance(manifest, Manifest)
