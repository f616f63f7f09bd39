"""model_validate's one judgement per document (agilerl.models._trusted), against the
regular path of the verdict validators: the same objects, verdicts and errors; nested
classes alone and inside a parent; instances, options, copies; re-entrant validation and
threads. The helpers (the fast path off, outcomes, object state) are test_fast_path's.
"""

from __future__ import annotations

from collections import OrderedDict
from typing import Any

import pytest
from pydantic import BaseModel, ValidationError, field_validator

import agilerl.arena.models.training as training_models
from agilerl.models import _fast, _spec_base, _trusted
from tests.models.test_fast_path import (
    ASYNC,
    NAN,
    Level,
    check,
    fast_path_off,
    outcome,
    spec_class,
    state,
)

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
    ("AlgoSpec", {"name": "GRPO", "gamma": 0.9, "lr": 1e-3, "net": {"layers": [64, 64]}}),
    ("Manifest", {"algorithm": {"name": "Rainbow DQN"}, "training": {"max_steps": 10},
                  "replay_buffer": SP5, "apiVersion": "agilerl.com/v1"}),
    ("Manifest", {"algorithm": {"name": "GRPO"}, "training": ASYNC,
                  "replay_buffer": {"kind": "llm", "max_size": 8}}),
]  # fmt: skip


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
        ("Manifest", "algorithm", "AlgoSpec", ({"name": "GRPO"}, {"name": "grpo"},
            {"name": "GRPO", "x": 1})),
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
