"""The environment classes on their own: the union, the enum, what an LLM environment
implies, and inputs the shipped classes crash on (the differential suite is
tests/conformance/test_env_network.py)."""

from __future__ import annotations

import pytest
from pydantic import TypeAdapter, ValidationError

from agilerl.arena.models import env
from agilerl.models import _validation

SECTION = TypeAdapter(env.EnvSpec)


@pytest.mark.parametrize(
    ("doc", "cls"),
    [
        ({"env_type": "gym", "name": "CartPole-v1"}, env.GymEnvSpec),
        ({"env_type": "offline", "name": "CartPole-v1"}, env.OfflineEnvSpec),
        ({"env_type": "bandit"}, env.BanditEnvSpec),
        ({"env_type": "rollout", "entrypoint": "m:E"}, env.LLMEnvSpec),
        ({"env_type": "dataset", "dataset": "d", "objective": "sft"}, env.LLMEnvSpec),
    ],
)
def test_the_union_builds_the_branch_env_type_names(doc: dict[str, object], cls: type) -> None:
    assert type(SECTION.validate_python(doc)) is cls
    assert not _validation.problems(doc, "EnvSpec")


@pytest.mark.parametrize("doc", [{"name": "CartPole-v1"}, {"env_type": "xx"}, {"env_type": None}])
def test_the_section_alone_needs_a_known_env_type(doc: dict[str, object]) -> None:
    with pytest.raises(ValidationError):
        SECTION.validate_python(doc)
    assert [p.path for p in _validation.problems(doc, "EnvSpec")] == [("env_type",)]


@pytest.mark.parametrize(
    "containers",
    [[{"name": "web", "image": "a"}],
     [{"name": "a", "image": "a", "port": 1}, {"name": "b", "image": "b", "port": 2}]],
)  # fmt: skip
def test_a_service_needs_exactly_one_container_with_a_port(containers: list[object]) -> None:
    service = {"name": "search", "port": 8080, "url_env": "SEARCH_URL", "containers": containers}
    found = _validation.problems(service, "EnvServiceSpec")
    assert [(p.location, p.rule, p.message) for p in found] == [
        ("containers", "contains", "must hold exactly 1 item(s) that are an object, got a list")
    ]


def test_llm_env_type_is_a_str_enum() -> None:
    assert [str(v) for v in env.LLMEnvType] == ["rollout", "dataset"]
    assert env.LLMEnvType("rollout") is env.LLMEnvType.ROLLOUT
    assert env.LLMEnvType.DATASET == "dataset"


def test_an_image_source_gets_its_pod_defaults_as_set_fields() -> None:
    spec = env.LLMEnvSpec(env_type="rollout", env_image="img")
    assert (spec.env_port, spec.cpus_per_env_host) == (8000, 0.01)
    assert (spec.env_sessions_per_host, spec.env_host_ready_timeout_s) == (1, 600.0)
    assert (spec.num_envs, spec.action_field, spec.strict_chat_template_boundary) == (
        1,
        "message",
        True,
    )
    assert {"env_port", "num_envs", "action_field"} <= spec.model_fields_set
    assert spec.label == "img"
    assert not spec.dataset_backed_rollout


def test_a_rollout_over_rows_has_one_turn_and_the_default_rubric() -> None:
    spec = env.LLMEnvSpec.model_validate(
        {
            "env_type": "rollout",
            "hf_dataset_id": "openai/gsm8k",
            "reward_file_path": "rewards.py",
            "prompt_template": {"user_0": "{question}"},
        }
    )
    assert spec.rubric_file_path == "rewards.py"  # the older spelling, read as the field
    assert (spec.max_turns, spec.rubric_name, spec.train_test_split) == (1, "reward_fn", 0.9)
    assert spec.action_field is None
    assert spec.dataset_backed_rollout
    assert spec.label == "openai/gsm8k"


@pytest.mark.parametrize("packages", [5, True, 1.5])
def test_a_package_list_that_is_no_list_is_refused(packages: object) -> None:
    """The shipped class raises a TypeError from its validator (``list.extend(5)``) for
    these; ours refuses them with a problem naming the field."""
    doc = {
        "env_type": "rollout",
        "entrypoint": "m:E",
        "env_packages": {"uv": {"packages": packages}, "pip": ["gem"]},
    }
    found = _validation.problems(doc, "LLMEnvSpec")
    assert found
    assert all(p.path[:1] == ("env_packages",) for p in found)
    with pytest.raises(ValidationError, match="env_packages"):
        env.LLMEnvSpec.model_validate(doc)
