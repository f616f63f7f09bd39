"""The fast accept path (agilerl.models._fast) against the full check, side by side.

For every document: the fast path accepts only what the full check accepts, and accepts
every plain document the full check accepts (so it is actually taken); model_validate
with the fast path and with it turned off gives the same model (dump and fields set) or
the same error text. Documents: the conformance corpora (schema-generated, mutations,
rules, manifests), the YAML corpus, hypothesis-generated manifests (valid and mutated)
with their sections, and edge cases.
"""

from __future__ import annotations

import enum
import json
import sys
from collections import OrderedDict
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from pydantic import BaseModel, ValidationError

import agilerl.arena.models.manifest as manifest_models
import agilerl.arena.models.training as training_models
from agilerl.arena.models._schema import MODEL_SCHEMAS
from agilerl.models import _fast, _spec_base, _trusted, _validation
from tests.conformance import documents as docs
from tests.conftest import CORPUS, ROOT
from tests.strategies import manifests, mutated_manifests


class Level(enum.IntEnum):
    ONE = 1


class Text(str):
    pass


NAN, INF = float("nan"), float("inf")
ASYNC = {"rollout_mode": "async", "rollout_engines_per_agent": 1}
EDGES: list[tuple[str, Any]] = [
    *(("TrainingSpec", {"max_steps": v}) for v in (
        1.0, 5.0, 5.5, 1e20, 1e300, 2**63 - 1, 2**63, -(2**63), 10**30, True, "5", NAN, INF,
        -INF, Level.ONE, 0, 0.0, -1, None,
    )),
    *(("TrainingSpec", doc) for doc in (
        {}, {"hpo": 1}, {"hpo": 1.0}, {"target_score": NAN}, {"target_score": 1e308},
        {"eval_steps": None}, {"population_size": 4}, {"pop_size": 2, "population_size": 4},
        {"metrics_interval": 10}, {"evo_steps": 10, "metrics_interval": 10},
        {"metrics_interval": 2_000_000}, {"async_rollout": True}, {"async_rollout": False},
        {"unknown": 1}, {"max_step": 1}, {"rollout_mode": "async"}, ASYNC,
        {**ASYNC, "rollout_engines_per_agent": "auto"}, {**ASYNC, "rollout_engines_per_agent": 0},
        {**ASYNC, "training_gpus_per_agent": 2},
        {**ASYNC, "training_gpus_per_agent": 2, "rollout_batch_size": 4},
        {**ASYNC, "training_gpus_per_agent": 2, "rollout_batch_size": None},
        {**ASYNC, "training_gpus_per_agent": 2, "rollout_batch_size": 3.0},
        {"rollout_mode": "colocated", "training_gpus_per_agent": 2, "rollout_batch_size": 3},
        {**ASYNC, "experience_sharing": True}, {**ASYNC, "experience_sharing": 1},
        {"evo_steps": 2_000_000}, {"evo_steps": 10, "max_steps": 10.0},
        {"evo_steps": 11.0, "max_steps": 10}, {"eps_start": 0.1, "eps_end": 0.5},
        {"eps_start": 0.5, "eps_end": 0.5}, {"eval_greedy": False},
        {"eval_greedy": False, "eval_samples_per_task": 1}, {"evo_epochs": 2},
        {"evo_epochs": 2, "num_epochs": 1}, {"checkpoint_export": {"format": "merged"}},
        {"checkpoint_export": None}, {"checkpoint_export": {"format": "x"}},
        {"checkpoint_export": {"trigger": "best", "x": 1}}, {"name": 5}, {"name": Text("a")},
        {"env_resource_ratio": 0}, {"env_resource_ratio": 1}, {"env_resource_ratio": 1.0000001},
        {"max_wall_seconds": 0}, {"max_wall_seconds": 1e-300}, {"rollout_engines_per_agent": 1.0},
        {"rollout_engines_per_agent": "Auto"}, {"sum_scores": 0}, {1: 2}, {"name": ("a",)},
        OrderedDict(max_steps=5), {"weight_sync_backend": "nccl", "rollout_version_stamp": None},
    )),
    *(("ReplayBufferSpec", doc) for doc in (
        {}, {"kind": "classic"}, {"kind": "llm"}, {"kind": None}, {"memory_size": 10},
        {"max_size": 1, "memory_size": 2}, {"max_size": 2**63},
        {"n_step_buffer_args": {"n_step": None}}, {"n_step_buffer_args": {}},
        {"n_step_buffer_args": None}, {"per_buffer_args": {"alpha": None}},
        {"per_buffer_args": {"alpha": 1.5}}, {"per_buffer_args": {"alpha": 1}},
        {"per_buffer_args": {"alpha": NAN}}, {"per_buffer_args": {"alpha": True}},
        {"max_size": 0}, {"n_step_buffer": 0}, {"per_buffer": True, "n_step_buffer": True},
        {"per_buffer_args": {"alpha": 2**64}}, {"per_buffer_args": {"alpha": 10**400}},
        {"max_size": -(10**400)}, {"max_size": 10**400},
    )),
    *(("LLMRolloutBufferSpec", doc) for doc in (
        {}, {"kind": "llm"}, {"kind": "classic"}, {"max_rollout_version_lag": -1},
        {"memory_size": 5}, {"max_size": 5, "memory_size": 5}, {"group_replay_max_age": 1.0},
    )),
    *(("NStepBufferArgs", doc) for doc in ({}, {"n_step": None}, {"n_step": 0}, {"n_step": 2.0})),
    *(("PerBufferArgs", doc) for doc in ({}, {"alpha": None}, {"alpha": 0}, {"alpha": -0.0})),
    *(("AlgoSpec", doc) for doc in (
        {"name": "DQN"}, {"name": "DQN", "gamma": 1}, {"name": "DQN", "lr": NAN},
        {"name": "DQN", "net": {"layers": [64, 64]}}, {"name": "DQN", "net": [(64,)]},
        {"name": "DQN", "x": {1: 2}}, {"name": "dqn"}, {"name": "DQN", "gamma": 10**400},
        {"name": "DQN", "gamma": -(2**64)}, {"name": "DQN", "gamma": 2**53 + 1},
    )),
    *(("Manifest", {"algorithm": {"name": "DQN"}, **extra}) for extra in (
        {}, {"training": {"evo_steps": 20, "max_steps": 10}}, {"training": {"max_steps": 10}},
        {"training": {**ASYNC, "training_gpus_per_agent": 2}}, {"training": None},
        {"replay_buffer": {"kind": "llm"}}, {"replay_buffer": None}, {"network": {"x": INF}},
    )),
]  # fmt: skip


class _NoFastPaths(dict[Any, Any]):
    """A table of fast paths that has none (every class: the regular path)."""

    def get(self, key: Any, default: Any = None) -> None:
        return None


@contextmanager
def fast_path_off() -> Iterator[None]:
    """Every document through the verdict validators and the full check."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(_fast, "accepts", lambda name, data: False)
        patch.setattr(_fast, "accepts_empty", lambda name: False)
        patch.setattr(_spec_base, "_FAST_PATHS", _NoFastPaths())
        patch.setattr(_trusted, "fast_path", lambda cls: None)
        yield


def full_verdict(model: str, doc: Any) -> bool:
    try:
        document = _validation.jsonable(doc)
    except ValueError:
        return False
    return not _validation.problems(document, model)


def outcome(cls: type[BaseModel], doc: Any) -> tuple[str, Any]:
    try:
        value = cls.model_validate(doc)
    except ValidationError as exc:
        return "error", str(exc)
    return "ok", state(value)


def check(model: str, doc: Any) -> bool:
    """Assert the two paths agree on ``doc``; whether the fast path accepted it."""
    fast, full = _fast.accepts(model, doc), full_verdict(model, doc)
    assert not fast or full, f"fast path accepts what the full check rejects: {model} {doc!r}"
    if _fast.plain(doc):
        assert fast == full, f"the fast path declines a valid plain document: {model} {doc!r}"
    cls = getattr(training_models, model, None) or getattr(manifest_models, model)
    with fast_path_off():
        slow = outcome(cls, doc)
    assert outcome(cls, doc) == slow, f"{model} {doc!r}"
    return fast


def corpus_cases() -> list[tuple[str, Any]]:
    mine = {
        p.name: json.loads(p.read_text("utf-8")) for p in (ROOT / "schema").glob("*.schema.json")
    }
    cases = docs.from_schema("TrainingSpec", mine["training.schema.json"], 300, 2000, mine)
    cases += docs.from_schema("replay_buffer", mine["replay_buffer.schema.json"], 150, 2001, mine)
    cases += docs.mutations() + docs.rules() + docs.manifest_cases()
    out: list[tuple[str, Any]] = []
    for case in cases:
        if case.model == "replay_buffer":  # the union: both branch classes judge it
            out += [("ReplayBufferSpec", case.doc), ("LLMRolloutBufferSpec", case.doc)]
        elif case.model in MODEL_SCHEMAS:
            out.append((case.model, case.doc))
    for path in sorted(CORPUS.rglob("*.yaml")):
        try:
            out.append(("Manifest", yaml.safe_load(path.read_text("utf-8"))))
        except yaml.YAMLError:
            continue
    return out


def test_every_model_has_a_fast_path() -> None:
    """The schemas use only keywords both validators implement alike, and x-rules only
    where the fast path can find them; else the fast path is silently off."""
    assert all(_fast.accepter_for(name) is not None for name in MODEL_SCHEMAS)


def test_edge_cases_agree() -> None:
    accepted = sum(check(model, doc) for model, doc in EDGES)
    assert accepted >= 40


def test_corpora_agree() -> None:
    cases = corpus_cases()
    accepted = sum(check(model, doc) for model, doc in cases)
    assert len(cases) >= 1500
    assert accepted >= 500, accepted


def _sections(doc: dict[str, Any]) -> Iterator[tuple[str, Any]]:
    yield "Manifest", doc
    yield "AlgoSpec", doc.get("algorithm")
    if "training" in doc:
        yield "TrainingSpec", doc["training"]
    if isinstance(doc.get("replay_buffer"), dict):
        yield "ReplayBufferSpec", doc["replay_buffer"]
        yield "LLMRolloutBufferSpec", doc["replay_buffer"]


@settings(max_examples=150, deadline=None, suppress_health_check=list(HealthCheck))
@given(manifests | mutated_manifests())
def test_generated_manifests_agree(doc: dict[str, Any]) -> None:
    for model, section in _sections(doc):
        check(model, section)


def test_rule_sites_are_found_only_where_they_always_apply() -> None:
    base = MODEL_SCHEMAS["TrainingSpec"]
    sites: list[Any] = []
    assert _fast._rule_sites({"$ref": MODEL_SCHEMAS["Manifest"]}, base, (), sites)
    assert [path for path, _ in sites] == [("training",)]
    assert not _fast._rule_sites({"anyOf": [{"$ref": base}]}, base, (), [])
    assert not _fast._rule_sites({"if": {"x-rules": []}}, base, (), [])
    assert _fast._keywords_supported({"properties": {"pattern": {"type": "string"}}})
    assert not _fast._keywords_supported({"properties": {"a": {"pattern": "^a"}}})
    assert not _fast._keywords_supported({"anyOf": [{"format": "uri"}]})


def test_without_jsonschema_rs_every_document_takes_the_full_check(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """An import failure turns the fast path off; verdicts and models stay the same."""
    doc = {"max_steps": 10, "evo_steps": 5}
    with_fast = outcome(training_models.TrainingSpec, doc)
    monkeypatch.setitem(sys.modules, "jsonschema_rs", None)  # import raises ImportError
    _fast.accepter_for.cache_clear()
    _fast.accepts_empty.cache_clear()
    try:
        assert _fast.accepter_for("TrainingSpec") is None
        assert not _fast.accepts("TrainingSpec", doc)
        assert outcome(training_models.TrainingSpec, doc) == with_fast
        for model, case in EDGES[:40]:
            cls = getattr(training_models, model)
            with fast_path_off():
                slow = outcome(cls, case)
            assert outcome(cls, case) == slow
    finally:
        _fast.accepter_for.cache_clear()
        _fast.accepts_empty.cache_clear()


def spec_class(model: str) -> type[BaseModel]:
    cls = getattr(training_models, model, None) or getattr(manifest_models, model)
    assert isinstance(cls, type)
    assert issubclass(cls, BaseModel)
    return cls


def state(value: BaseModel) -> Any:
    """Everything a spec object holds, nested objects included."""
    nested = {
        name: state(item) for name, item in value if isinstance(item, BaseModel)
    }  # fmt: skip
    return (
        type(value), value.model_dump(), value.model_fields_set, value.model_extra,
        repr(value), nested,
    )  # fmt: skip
