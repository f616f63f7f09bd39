"""The ``x-rules`` extensions for strings (``==`` / ``!=`` on two strings) and uniqueness
(``op: unique`` with selectors), as documented in :mod:`agilerl.models._validation`: on
a schema of their own (the keyword alone), then as the environment classes state the
shipped rules with them."""

from __future__ import annotations

import json
from typing import Any

import jsonschema_rs
import pytest
from pydantic import ValidationError

from agilerl.arena.models.env import EnvServiceSpec, GymEnvSpec, LLMEnvSpec, OfflineEnvSpec
from agilerl.models import _validation
from agilerl.models._rules import UniqueRule, XRules


def validator(rules: list[dict[str, Any]]) -> Any:
    schema = {"type": "object", "properties": {"a": {}, "b": {"default": "x"}}, "x-rules": rules}
    return jsonschema_rs.Draft202012Validator(schema, keywords={"x-rules": XRules})


def broken(rules: list[dict[str, Any]], doc: Any) -> list[list[Any]]:
    """``[path, rule id, message]`` of each error (as :func:`_validation.problems` reads it)."""
    return [json.loads(error.kind.message) for error in validator(rules).iter_errors(doc)]


EQ = {"id": "same", "left": "a", "op": "==", "right": "b", "description": "A is B."}
NE = {**EQ, "id": "other", "op": "!="}


@pytest.mark.parametrize(
    ("rule", "doc", "ok"),
    [
        (EQ, {"a": "x", "b": "x"}, True),
        (EQ, {"a": "x", "b": "y"}, False),
        (EQ, {"a": "x"}, True),  # b at its default "x"
        (EQ, {"a": "y"}, False),
        (EQ, {"a": "", "b": ""}, True),
        (EQ, {"a": 1, "b": 1.0}, True),  # numbers as before
        (EQ, {"a": 1, "b": 2}, False),
        (EQ, {"a": 1, "b": "1"}, True),  # never across kinds: the rule does not apply
        (EQ, {"a": "1", "b": 1}, True),
        (EQ, {"a": True, "b": "x"}, True),
        (EQ, {"a": None, "b": "y"}, True),  # null: unset, and a has no default
        (EQ, {"a": ["x"], "b": "y"}, True),
        (NE, {"a": "x", "b": "y"}, True),
        (NE, {"a": "x", "b": "x"}, False),
        (NE, {"a": "x"}, False),
        (NE, {"a": 2, "b": "2"}, True),
    ],
)
def test_equality_compares_two_strings(rule: dict[str, Any], doc: Any, ok: bool) -> None:
    assert validator([rule]).is_valid(doc) is ok
    assert (broken([rule], doc) == []) is ok


def test_order_operators_never_compare_strings() -> None:
    for op in ("<", "<=", ">", ">="):
        rule = {**EQ, "op": op}
        assert validator([rule]).is_valid({"a": "b", "b": "a"})
        assert validator([rule]).is_valid({"a": "a", "b": "b"})


def test_a_string_rule_names_both_values_and_the_rule() -> None:
    assert broken([EQ], {"a": "it's", "b": "y"}) == [
        [["a"], "same", "a must be == b, got a=\"it's\" and b='y': A is B."]
    ]
    assert broken([EQ], {"a": "y"}) == [
        [["a"], "same", "a must be == b, got a='y' and b='x' (its default): A is B."]
    ]


UNIQUE = {
    "id": "names",
    "op": "unique",
    "of": ["items/*/name", "vars/~keys", "one"],
    "description": "Names differ.",
}


@pytest.mark.parametrize(
    ("doc", "repeats"),
    [
        ({}, []),
        ({"items": [{"name": "p"}, {"name": "q"}], "vars": {"r": 1}, "one": "s"}, []),
        ({"items": [{"name": "p"}, {"name": "p"}]}, [(["items", 1, "name"], ["items", 0, "name"])]),
        ({"items": [{"name": "p"}], "vars": {"p": 0}}, [(["vars", "p"], ["items", 0, "name"])]),
        ({"vars": {"p": 0}, "one": "p"}, [(["one"], ["vars", "p"])]),
        # every later repeat names the first
        (
            {"items": [{"name": "p"}, {"name": "p"}, {"name": "p"}]},
            [
                (["items", 1, "name"], ["items", 0, "name"]),
                (["items", 2, "name"], ["items", 0, "name"]),
            ],
        ),
        # missing and non-string values are skipped; so is what is not a list or a mapping
        ({"items": [{"name": 1}, {"name": 1}, {}, "name", None, {"name": None}]}, []),
        ({"items": {"0": {"name": "p"}, "1": {"name": "p"}}}, []),
        ({"vars": ["p", "p"]}, []),
        ({"items": [{"name": "p"}], "one": ["p"]}, []),
        # a string is a string: case matters, and "1" is not 1
        ({"items": [{"name": "P"}, {"name": "p"}], "vars": {"1": 0}, "one": "1 "}, []),
    ],
)
def test_unique_names_every_repeat_after_the_first(
    doc: dict[str, Any], repeats: list[tuple[list[Any], list[Any]]]
) -> None:
    found = broken([UNIQUE], doc)
    assert [path for path, _, _ in found] == [at for at, _ in repeats]
    assert validator([UNIQUE]).is_valid(doc) is not repeats
    rule = UniqueRule(UNIQUE)
    assert [(list(at), list(first)) for at, _, first in rule.repeats(doc)] == repeats


def test_a_repeat_names_its_path_the_value_the_first_and_the_rule() -> None:
    doc = {"items": [{"name": "p"}], "vars": {"p": 0}}
    assert broken([UNIQUE], doc) == [
        [["vars", "p"], "names", "vars.p='p' repeats items[0].name: Names differ."]
    ]


def test_unique_rules_sit_beside_comparisons() -> None:
    doc = {"a": "x", "b": "y", "items": [{"name": "a"}, {"name": "a"}]}
    assert [rule_id for _, rule_id, _ in broken([EQ, UNIQUE], doc)] == ["same", "names"]
    assert validator([EQ, UNIQUE]).is_valid({"a": "x", "items": [{"name": "a"}]})


def test_the_problem_sits_at_the_repeat_in_a_document() -> None:
    service = {
        "name": "search", "port": 8080, "url_env": "SEARCH_URL",
        "containers": [{"name": "web", "image": "a", "port": 8080}, {"name": "web", "image": "b"}],
    }  # fmt: skip
    found = _validation.problems(service, "EnvServiceSpec")
    assert [(p.location, p.rule, p.message) for p in found] == [
        (
            "containers[1].name",
            "x-rules/service-container-names-distinct",
            "containers[1].name='web' repeats containers[0].name: "
            "Container names are unique within a service.",
        )
    ]
    with pytest.raises(ValidationError, match=r"containers\[1\]\.name='web' repeats"):
        EnvServiceSpec.model_validate(service)


@pytest.mark.parametrize("cls", [GymEnvSpec, OfflineEnvSpec])
def test_the_gym_entrypoint_is_the_name_unless_custom(cls: Any) -> None:
    extra = {"minari_dataset_id": "d"} if cls is OfflineEnvSpec else {}
    accepted = [
        {"name": "CartPole-v1", "entrypoint": "CartPole-v1"},
        {"name": "CartPole-v1", "entrypoint": "pkg.mod:Env"},  # module:Class, no factory
        {"name": "CartPole-v1", "entrypoint": "Other-v0", "custom": True},
        {"name": "CartPole-v1", "entrypoint": "x:Y", "factory": "gym:make", "custom": True},
        {"name": "CartPole-v1", "entrypoint": "CartPole-v1", "factory": "gymnasium:make"},
        {"name": "CartPole-v1", "entrypoint": None},
    ]
    for doc in accepted:
        assert cls.model_validate({**doc, **extra}).name == "CartPole-v1", doc
    refused = [
        {"name": "CartPole-v1", "entrypoint": "Other-v0"},
        {"name": "CartPole-v1", "entrypoint": "pkg:Env", "factory": "gymnasium:make"},
        {"name": "CartPole-v1", "entrypoint": "", "custom": False},
    ]
    for doc in refused:
        with pytest.raises(ValidationError, match="entrypoint: entrypoint must be == name, got"):
            cls.model_validate({**doc, **extra})


def test_llm_environment_names_are_distinct() -> None:
    service = {
        "name": "search", "port": 8080, "url_env": "SEARCH_URL",
        "containers": [{"name": "web", "image": "a", "port": 8080}],
    }  # fmt: skip
    pod = {"env_type": "rollout", "env_image": "img:1", "rubric_file_path": None}
    LLMEnvSpec.model_validate({**pod, "env_services": [service], "env_vars": {"A": "1"}})
    found = _validation.problems({**pod, "env_services": [service, service]}, "LLMEnvSpec")
    assert [(p.location, p.rule) for p in found] == [
        ("env_services[1].name", "x-rules/service-names-distinct"),
        ("env_services[1].url_env", "x-rules/env-variable-names-distinct"),
    ]
    found = _validation.problems(
        {**pod, "env_services": [service], "env_vars": {"SEARCH_URL": "x"}}, "LLMEnvSpec"
    )
    assert [str(p) for p in found] == [
        "env_vars.SEARCH_URL: env_vars.SEARCH_URL='SEARCH_URL' repeats env_services[0].url_env: "
        "A variable is set once across env_services url_env, env_vars and env_session_ports."
    ]
