"""The ``x-rules`` extensions in both languages: ``==`` / ``!=`` on two strings and
``op: unique`` give the same problems (path, rule, message) from Python's engine and from
the generated JavaScript validator, on the environment classes that state shipped rules
with them (the Gym ``entrypoint`` and ``name``, distinct container, service and variable
names)."""

from __future__ import annotations

import itertools
from pathlib import Path
from typing import Any

from agilerl.models import _validation
from tests.node import run_json

SCRIPT = Path(__file__).with_name("models_verdict.cjs")

CONTAINER = {"name": "web", "image": "a", "port": 8080}
SERVICE = {"name": "search", "port": 8080, "url_env": "SEARCH_URL", "containers": [CONTAINER]}
POD = {"env_type": "rollout", "env_image": "img:1", "rubric_file_path": None}


def gym_cases() -> list[tuple[str, Any]]:
    names = ["CartPole-v1", "", "it's", "é-v0", 1]
    entrypoints = ["CartPole-v1", "Other-v0", "pkg:Env", "", None, 7, "it's"]
    factories = [None, "gymnasium:make", 3]
    customs = [None, True, False]
    out: list[tuple[str, Any]] = []
    for model in ("GymEnvSpec", "OfflineEnvSpec"):
        extra = {"minari_dataset_id": "d"} if model == "OfflineEnvSpec" else {}
        for name, entrypoint, factory, custom in itertools.product(
            names, entrypoints, factories, customs
        ):
            doc: dict[str, Any] = {"name": name, "entrypoint": entrypoint, **extra}
            if factory is not None:
                doc["factory"] = factory
            if custom is not None:
                doc["custom"] = custom
            out.append((model, doc))
    return out


def unique_cases() -> list[tuple[str, Any]]:
    containers = [
        [CONTAINER],
        [CONTAINER, {"name": "web", "image": "b"}],
        [CONTAINER, {"name": "db", "image": "b"}, {"name": "web", "image": "c"}],
        [
            CONTAINER,
            {"name": "web-1", "image": "b"},
            {"name": "web", "image": "c"},
            {"name": "web"},
        ],
    ]
    out: list[tuple[str, Any]] = [
        ("EnvServiceSpec", {**SERVICE, "containers": c}) for c in containers
    ]
    other = {**SERVICE, "name": "cache", "url_env": "CACHE_URL"}
    services = [
        [SERVICE],
        [SERVICE, SERVICE],
        [SERVICE, other],
        [SERVICE, {**other, "name": "search"}],
    ]
    variables = [{}, {"A": "1"}, {"SEARCH_URL": "x"}, {"CACHE_URL": "x", "PORT": "1"}]
    ports = [{}, {"PORT": 8000}, {"A": 1, "SEARCH_URL": 2}]
    for service_list, env_vars, session_ports in itertools.product(services, variables, ports):
        doc = {**POD, "env_services": service_list, "env_vars": env_vars}
        if session_ports:
            doc["env_session_ports"] = session_ports
        out.append(("LLMEnvSpec", doc))
    return out


def test_js_and_python_name_the_same_problems() -> None:
    cases = [*gym_cases(), *unique_cases()]
    js = run_json(SCRIPT, [{"model": model, "doc": doc} for model, doc in cases])
    rules: set[str] = set()
    for (model, doc), found in zip(cases, js, strict=True):
        python = [
            {"path": list(p.path), "message": p.message, "rule": p.rule}
            for p in _validation.problems(doc, model)
        ]
        assert found == python, (model, doc)
        rules |= {p["rule"] for p in python}
    # every new rule is broken somewhere, and met elsewhere
    assert {
        "x-rules/gym-entrypoint-is-name",
        "x-rules/service-container-names-distinct",
        "x-rules/service-names-distinct",
        "x-rules/env-variable-names-distinct",
    } <= rules
    assert any(not _validation.problems(doc, model) for model, doc in cases)


def test_selection_ratio_rules_read_alike() -> None:
    """The frequency ratios' length and order (x-rules: ``{"length": ...}`` against
    ``n_subpopulations``, ``op: increasing``): the same problems in both."""
    ratios = [None, [], [1], [1, 5], [1, 1], [1, 5, 10], [1, 3, 3], [5, 1, 2, 9]]
    cases = [
        (
            "MultiFrequencySelectionSpec",
            {"strategy": "multi_frequency", "evolution_frequency_ratios": r, **n_sub},
        )
        for r in ratios
        for n_sub in ({}, {"n_subpopulations": 3}, {"n_subpopulations": 4}, {"n_subpopulations": 9})
    ]
    js = run_json(SCRIPT, [{"model": model, "doc": doc} for model, doc in cases])
    rules: set[str] = set()
    for (model, doc), found in zip(cases, js, strict=True):
        python = [
            {"path": list(p.path), "message": p.message, "rule": p.rule}
            for p in _validation.problems(doc, model)
        ]
        assert found == python, doc
        rules |= {p["rule"] for p in python}
    assert {
        "x-rules/frequency-ratios-one-per-subpopulation", "x-rules/frequency-ratios-increasing",
    } <= rules  # fmt: skip


def test_manifest_environments_read_alike() -> None:
    """Whole manifests whose environment is tagged or left to the algorithm (each implied
    branch, LLM rules of the branch, a rule met through two ``$ref``): the same problems."""
    rows = {"dataset": "rows", "rubric_file_path": "r.py", "prompt_template": {"user": "q"}}
    environments: list[tuple[str, Any]] = [
        ("DQN", {"name": "CartPole-v1", "num_envs": -3}),
        ("DQN", {"name": "CartPole-v1", "entrypoint": "Other-v0"}),
        ("CQN", {"name": "CartPole-v1", "minari_dataset_id": 1}),
        ("NeuralTS", {"name": "x", "sync": True}),
        ("GRPO", rows),
        ("GRPO", {**rows, "prompt_template": "q"}),
        ("GRPO", {"dataset": "rows"}),
        ("GRPO", {**rows, "env_type": "rollout", "env_url": "http://x"}),
        ("DPO", {"dataset": "rows", "objective": None}),
        ("SFT", {"env_url": "http://x"}),
        ("SFT", {"env_type": "dataset"}),
        ("DQNN", {"name": "CartPole-v1"}),
        ("PPO", None),
    ]
    model = {"pretrained_model_name_or_path": "Qwen/Qwen2.5-0.5B"}  # an LLM run names it
    cases = [
        {"algorithm": {"name": name, **(model if name in ("GRPO", "DPO", "SFT") else {})},
         "environment": env}
        for name, env in environments
    ]  # fmt: skip
    js = run_json(SCRIPT, [{"model": "Manifest", "doc": doc} for doc in cases])
    invalid = 0
    for doc, found in zip(cases, js, strict=True):
        python = [
            {"path": list(p.path), "message": p.message, "rule": p.rule}
            for p in _validation.problems(doc, "Manifest")
        ]
        assert found == python, doc
        invalid += bool(python)
    assert 0 < invalid < len(cases)
