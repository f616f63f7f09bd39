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
from pydantic import BaseModel, ValidationError, field_validator

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
    mine = {p.name: json.loads(p.read_text("utf-8")) for p in (ROOT / "schema").iterdir()}
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


# --- model_validate's fast path: one judgement per document (agilerl.models._trusted) ---

SP5 = {
    "max_size": 100_000, "n_step_buffer": True, "n_step_buffer_args": {"n_step": 3},
    "per_buffer": True, "per_buffer_args": {"alpha": 0.6},
}  # fmt: skip
CLEAN: list[tuple[str, dict[str, Any]]] = [
    ("TrainingSpec", {"max_steps": 10**6, "evo_steps": 10_000, "eval_steps": None}),
    ("TrainingSpec", {**ASYNC, "training_gpus_per_agent": 2, "rollout_batch_size": 4}),
    ("TrainingSpec", {"checkpoint_export": {"format": "merged"}, "population_size": 4}),
    ("TrainingSpec", {}),
    ("ReplayBufferSpec", SP5),
    ("ReplayBufferSpec", {"max_size": 100_000}),
    ("ReplayBufferSpec", {"memory_size": 7, "kind": "classic", "per_buffer_args": {}}),
    ("LLMRolloutBufferSpec", {"max_size": 1000, "max_rollout_version_lag": 2}),
    ("NStepBufferArgs", {"n_step": 5}),
    ("PerBufferArgs", {"alpha": 1}),
    ("CheckpointExportSpec", {"trigger": "best"}),
    ("AlgoSpec", {"name": "DQN", "gamma": 0.9, "lr": 1e-3, "net": {"layers": [64, 64]}}),
    ("Manifest", {"algorithm": {"name": "Rainbow DQN"}, "training": {"max_steps": 10},
                  "replay_buffer": SP5, "apiVersion": "agilerl.com/v1"}),
    ("Manifest", {"algorithm": {"name": "GRPO"}, "training": ASYNC,
                  "replay_buffer": {"kind": "llm", "max_size": 8}}),
]  # fmt: skip


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


def test_a_clean_document_is_judged_once_and_built_alike() -> None:
    """A plain document the fast path accepts whole (nested sections included) runs no
    verdict validator; the object is the one the regular path builds."""
    for model, doc in CLEAN:
        cls = spec_class(model)
        assert _fast.clean(model, doc), (model, doc)
        with fast_path_off():
            regular = state(cls.model_validate(doc))
        with pytest.MonkeyPatch.context() as patch:
            for name in ("accepts", "accepts_empty"):
                patch.setattr(_fast, name, pytest.fail)
            patch.setattr(_spec_base, "_full_check", pytest.fail)
            assert state(cls.model_validate(doc)) == regular, (model, doc)
        assert _trusted.fast_path(cls) is not None


def test_a_null_standing_for_a_default_takes_the_regular_path() -> None:
    for doc in (
        {"n_step_buffer_args": {"n_step": None}}, {"per_buffer_args": {"alpha": None}},
    ):  # fmt: skip
        assert _fast.accepts("ReplayBufferSpec", doc)
        assert not _fast.clean("ReplayBufferSpec", doc)
        assert check("ReplayBufferSpec", doc)
    for model, doc in (("NStepBufferArgs", {"n_step": None}), ("PerBufferArgs", {"alpha": None})):
        assert _fast.accepts(model, doc)
        assert not _fast.clean(model, doc)
        assert _fast.clean(model, {})
    manifest = {"algorithm": {"name": "DQN"}, "replay_buffer": {"name": None}}
    assert _fast.accepts("Manifest", manifest)
    assert not _fast.clean("Manifest", manifest)
    assert _fast.clean("Manifest", {"algorithm": {"name": "DQN"}, "replay_buffer": None})


NESTED: list[tuple[str, str, str, Any]] = [
    (parent, field, child, value)
    for parent, field, child, values in (
        ("ReplayBufferSpec", "n_step_buffer_args", "NStepBufferArgs", ({"n_step": 2},
            {"n_step": None}, {}, {"n_step": 0}, {"n_step": 2.0}, {"n_step": "2"},
            {"n_step": True}, {"x": 1})),
        ("ReplayBufferSpec", "per_buffer_args", "PerBufferArgs", ({"alpha": 0.25},
            {"alpha": None}, {"alpha": 1.5}, {"alpha": "0.5"}, {"alpha": NAN})),
        ("TrainingSpec", "checkpoint_export", "CheckpointExportSpec", ({"format": "merged"},
            {"format": "x"}, {})),
        ("Manifest", "algorithm", "AlgoSpec", ({"name": "DQN"}, {"name": "dqn"},
            {"name": "DQN", "x": 1})),
    )
    for value in values
]  # fmt: skip


@pytest.mark.parametrize(("parent", "field", "child", "value"), NESTED)
def test_nested_classes_judge_alone_as_inside_a_parent(
    parent: str, field: str, child: str, value: Any
) -> None:
    """A nested spec class validated on its own gets the full check; inside its parent,
    the parent's check covers it: the same verdict and the same object either way."""
    cls, child_cls = spec_class(parent), spec_class(child)
    doc = {field: value}
    alone, inside = outcome(child_cls, value), outcome(cls, doc)
    assert alone[0] == inside[0], (alone, inside)
    if alone[0] == "ok":
        built = cls.model_validate(doc)
        assert state(getattr(built, field)) == state(child_cls.model_validate(value))
    check(child, value)
    check(parent, doc)


def test_instances_and_options_take_the_regular_path() -> None:
    """An instance inside the document, an instance for the document, and any option
    of model_validate: the same outcome with the fast path on and off."""
    nested = training_models.NStepBufferArgs(n_step=5)
    spec = training_models.ReplayBufferSpec.model_validate(SP5)
    cases: list[tuple[Any, dict[str, Any]]] = [
        ({"n_step_buffer_args": nested}, {}),
        ({"per_buffer_args": training_models.PerBufferArgs()}, {}),
        (spec, {}),
        (SP5, {"strict": True}),
        (SP5, {"context": {"x": 1}}),
        (SP5, {"by_alias": True}),
        (SP5, {"from_attributes": False}),
        ({"max_size": "5"}, {"strict": False}),
        ({"max_size": 5.0}, {"strict": True}),
    ]
    cls = training_models.ReplayBufferSpec

    def run(obj: Any, options: dict[str, Any]) -> tuple[str, Any]:
        try:
            return "ok", state(cls.model_validate(obj, **options))
        except ValidationError as exc:
            return "error", str(exc)

    for obj, options in cases:
        with fast_path_off():
            slow = run(obj, options)
        assert run(obj, options) == slow, (obj, options)


def test_objects_from_the_fast_path_copy_dump_and_compare_alike() -> None:
    import copy
    import pickle

    for model, doc in CLEAN:
        cls = spec_class(model)
        fast = cls.model_validate(doc)
        with fast_path_off():
            slow = cls.model_validate(doc)
        assert fast == slow
        for made in (
            fast.model_copy(), copy.deepcopy(fast), pickle.loads(pickle.dumps(fast)),
            cls.model_construct(**dict(fast)),
        ):  # fmt: skip
            assert made == slow
            assert made.model_dump() == slow.model_dump()
        assert fast.model_dump_json() == slow.model_dump_json()
        assert fast.model_copy().model_fields_set == slow.model_fields_set


def _reentrant() -> type[BaseModel]:
    """A TrainingSpec whose field validator validates another spec (re-entrant
    model_validate, inside the TrainingSpec's own validation)."""

    class TrainingSpec(training_models.TrainingSpec):  # the name the schema is found by
        @field_validator("name")
        @classmethod
        def _inner(cls, value: str | None) -> str | None:
            training_models.NStepBufferArgs.model_validate({"n_step": value})
            return value

    return TrainingSpec


def test_a_spec_validated_inside_another_spec_is_judged() -> None:
    """While a spec object is built, a model_validate call from one of its validators
    judges its own document: the parent's verdict does not cover it ("2" is no integer
    to the schema, though pydantic would read it as 2)."""
    cls = _reentrant()
    for doc in ({"name": "2"}, OrderedDict(name="2"), {"name": "2", "max_steps": Level.ONE}):
        with pytest.raises(ValidationError, match="n_step"):
            cls.model_validate(doc)
        assert _spec_base._JUDGED.get() is None
    with _spec_base.judged():  # the caller's word (load_manifest judged the document) ...
        assert training_models.NStepBufferArgs.model_validate({"n_step": "2"}).n_step == 2
        with pytest.raises(ValidationError, match="n_step"):  # ... covers its document only
            cls.model_validate({"name": "2"})
    assert _spec_base._JUDGED.get() is None


def test_with_the_fast_path_off_model_validate_runs_the_verdict_validators() -> None:
    """The comparisons above compare two paths: off means the verdict validators."""
    seen: list[str] = []
    real = _fast.accepts
    with fast_path_off(), pytest.MonkeyPatch.context() as patch:
        patch.setattr(_fast, "accepts", lambda name, data: seen.append(name) or real(name, data))
        training_models.ReplayBufferSpec.model_validate(SP5)
    assert seen == ["ReplayBufferSpec"]


def test_a_judgement_in_one_thread_covers_no_other() -> None:
    """The judged mark is a context variable: a judged() block (or a spec being built) in
    one thread leaves another thread's documents to their own check."""
    import threading

    inside, done = threading.Event(), threading.Event()

    def hold() -> None:
        with _spec_base.judged():
            inside.set()
            done.wait(10)

    thread = threading.Thread(target=hold)
    thread.start()
    try:
        assert inside.wait(10)
        with pytest.raises(ValidationError, match="n_step"):
            training_models.NStepBufferArgs.model_validate({"n_step": "2"})
        with pytest.raises(ValidationError, match="max_size"):
            training_models.ReplayBufferSpec(max_size="5")
    finally:
        done.set()
        thread.join()


def test_the_trusted_validator_without_inline_nested_models_builds_alike() -> None:
    """The fallback for a pydantic-core that builds nested models from their classes'
    own validators: each nested spec class through its trusted validator's function."""
    from pydantic_core import SchemaValidator

    for model, doc in CLEAN:
        cls = spec_class(model)
        inline = _trusted.trusted_for(cls)
        assert inline is not None
        assert "Prebuilt" not in repr(inline)
        nested = SchemaValidator(_trusted._cut(cls.__pydantic_core_schema__, cls, inline=False))
        with fast_path_off():
            regular = state(cls.model_validate(doc))
        assert state(nested.validate_python(doc)) == regular, (model, doc)
        assert state(inline.validate_python(doc)) == regular, (model, doc)
