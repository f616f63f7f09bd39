"""``model_validate``'s fast path (:mod:`agilerl.models._spec_base`): the extension's
``Judged`` (copy, judge, build in one call) under ``FastValidate`` (the method's usual
call with no Python frame), and pydantic told to ignore unknown keys where the schema has
refused them already. Each gives the objects and errors of the Python path."""

from __future__ import annotations

import inspect
import json
from typing import Any

import pytest
from pydantic import BaseModel, ValidationError

from agilerl.arena.models import training as training_models
from agilerl.arena.models._schema import CLASS_MODELS
from agilerl.models import _jsondata, _spec_base, _validation
from agilerl.models._rule_expr import MAX_SAFE_INTEGER
from agilerl.models._text.limits import MAX_DEPTH, MAX_VALUES
from agilerl.models.training import LLMRolloutBufferSpec, ReplayBufferSpec, TrainingSpec
from tests.conformance import documents as docs
from tests.conftest import PUBLISHED
from tests.models.spec_paths import use_python_copy

native = pytest.mark.skipif(_jsondata.Judged is None, reason="installed without the extension")


def _generated_classes() -> list[type[BaseModel]]:
    import importlib
    import pkgutil

    import agilerl.arena.models as package

    modules = [
        info.name for info in pkgutil.walk_packages(package.__path__, f"{package.__name__}.")
    ]
    return sorted(
        {
            cls
            for module in map(importlib.import_module, modules)
            for cls in vars(module).values()
            if isinstance(cls, type) and issubclass(cls, BaseModel)
            and cls.__module__ == module.__name__
        },
        key=lambda cls: cls.__qualname__,
    )  # fmt: skip


def test_the_schema_refuses_every_key_a_class_forbids() -> None:
    """Where a generated class forbids unknown keys (``extra="forbid"``), its schema has
    refused them before pydantic builds: so pydantic may build a judged document ignoring
    them (``_spec_base._closed``) and make the same object."""
    forbidding = [cls for cls in _generated_classes() if cls.model_config.get("extra") == "forbid"]
    assert len(forbidding) >= 60
    for cls in forbidding:
        judge = _validation.validator_for(CLASS_MODELS.get(cls.__name__, cls.__name__))
        refused = [
            error
            for error in judge.validator.iter_errors({"zz_unknown": 1})
            if type(error.kind).__name__ == "AdditionalProperties"
            and "zz_unknown" in error.kind.unexpected
            and not list(error.instance_path)
        ]
        assert refused, cls


def test_a_class_that_keeps_unknown_keys_is_built_with_them() -> None:
    """``extra="allow"`` (``AlgoSpec``'s hyperparameters) anywhere a class can build: its
    objects are built as the class says (pydantic's own extra)."""
    from agilerl.arena.models.manifest import AlgoSpec, Manifest

    for _ in range(2):  # the first call fills the fast path's table, the second reads it
        built = AlgoSpec.model_validate({"name": "DQN", "lr": 0.01})
        assert built.hyperparameters == {"lr": 0.01}
    assert not _spec_base._closed(AlgoSpec)
    assert not _spec_base._closed(Manifest)
    assert _spec_base._closed(TrainingSpec)
    assert _spec_base._closed(ReplayBufferSpec)


def _tree(obj: Any) -> Any:
    """Everything an object holds, nested objects included: values, the fields set, the
    extras."""
    if isinstance(obj, BaseModel):
        return (
            type(obj),
            {name: _tree(value) for name, value in vars(obj).items()},
            sorted(obj.model_fields_set),
            obj.__pydantic_extra__,
        )
    if isinstance(obj, list | tuple):
        return [_tree(item) for item in obj]
    if isinstance(obj, dict):
        return {key: _tree(value) for key, value in obj.items()}
    return (type(obj), obj)


def _valid_documents() -> list[tuple[type[BaseModel], Any]]:
    mine = {p.name: json.loads(p.read_text("utf-8")) for p in PUBLISHED.glob("*.json")}
    cases = docs.from_schema("TrainingSpec", mine["training.schema.json"], 200, 3000, mine)
    cases += docs.from_schema("replay_buffer", mine["replay_buffer.schema.json"], 200, 3001, mine)
    cases += docs.rules()
    out = []
    for case in cases:
        for cls in (TrainingSpec, ReplayBufferSpec, LLMRolloutBufferSpec):
            name = _spec_base.schema_name(cls)
            if case.model in (name, "replay_buffer") and not _validation.judge(name, case.doc)[1]:
                out.append((cls, case.doc))
    return out


def test_ignoring_unknown_keys_builds_the_same_objects() -> None:
    """On judged documents, pydantic's build with ``extra="ignore"`` gives objects equal in
    every value, field set and extra to its build with the classes' own ``forbid``."""
    documents = _valid_documents()
    assert len({cls for cls, _ in documents}) == 3
    assert len(documents) >= 200
    for cls, document in documents:
        assert _spec_base._closed(cls)
        build = _spec_base._builder(cls)
        copy = _jsondata.jsonable(document)
        assert _tree(build(copy, extra="ignore")) == _tree(build(copy)), document


@native
def test_the_fast_path_gives_the_python_paths_objects_and_errors(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Every document of the sweep, valid or not, through ``model_validate``: the C path
    (``FastValidate``, ``Judged``) against the Python method and copy."""
    mine = {p.name: json.loads(p.read_text("utf-8")) for p in PUBLISHED.glob("*.json")}
    cases = docs.from_schema("TrainingSpec", mine["training.schema.json"], 150, 3002, mine)
    cases += docs.from_schema("replay_buffer", mine["replay_buffer.schema.json"], 150, 3003, mine)
    cases += docs.mutations() + docs.rules()
    classes = {"TrainingSpec": [TrainingSpec], "ReplayBufferSpec": [ReplayBufferSpec],
               "replay_buffer": [ReplayBufferSpec, LLMRolloutBufferSpec]}  # fmt: skip
    runs = [(cls, case.doc) for case in cases for cls in classes.get(case.model, [])]

    def outcomes() -> list[Any]:
        out = []
        for cls, document in runs:
            try:
                out.append(_tree(cls.model_validate(document)))
            except ValidationError as exc:
                out.append(str(exc))
        return out

    fast = outcomes()
    use_python_copy(monkeypatch)
    assert outcomes() == fast
    assert sum(isinstance(outcome, str) for outcome in fast) >= 100  # refusals compared too


def test_model_validate_keeps_pydantics_signature_and_doc() -> None:
    method = TrainingSpec.model_validate
    expected = inspect.signature(BaseModel.model_validate.__func__)
    assert inspect.signature(method) == expected.replace(
        parameters=list(expected.parameters.values())[1:]
    )
    assert method.__doc__
    assert "judged by the schema" in method.__doc__
    assert method.__name__ == "model_validate"


def test_a_subclass_is_built_as_itself() -> None:
    class Mine(TrainingSpec):
        pass

    for _ in range(2):  # the first call fills the fast path's table, the second reads it
        built = Mine.model_validate({"max_steps": 10})
        assert type(built) is Mine
        assert built.max_steps == 10
    with pytest.raises(ValidationError, match="max_steps"):
        Mine.model_validate({"max_steps": 0})


def _judged(**parts: Any) -> Any:
    assert _jsondata.Judged is not None
    given = {"is_valid": lambda d: True, "rules": None, "build": lambda d, **kw: ("built", d, kw),
             "extra": None, **parts}  # fmt: skip
    return _jsondata.Judged(MAX_DEPTH, MAX_SAFE_INTEGER, MAX_VALUES, *given.values())


@native
def test_judged_builds_a_copy_only_a_valid_document() -> None:
    document = {"a": [1, {"b": "c"}]}
    tag, built, options = _judged()(document)
    assert tag == "built"
    assert built == document
    assert options == {}
    assert built is not document
    assert built["a"] is not document["a"]
    assert _judged(extra="ignore")(document)[2] == {"extra": "ignore"}
    assert _judged(is_valid=lambda d: False)(document) is None
    assert _judged()({"a": float("nan")}) is None  # not exact: the caller copies it in Python
    assert _judged()({1: 2}) is None


@native
def test_judged_reads_a_broken_rule_as_invalid_and_passes_any_other_error_on() -> None:
    def broken(document: Any) -> None:
        raise ValueError("a rule")

    def failing(document: Any) -> None:
        raise RuntimeError("a bug")

    assert _judged(rules=broken)({}) is None
    assert _judged(rules=lambda d: None)({})[0] == "built"
    with pytest.raises(RuntimeError, match="a bug"):
        _judged(rules=failing)({})
    with pytest.raises(RuntimeError, match="a bug"):
        _judged(is_valid=failing)({})
    with pytest.raises(RuntimeError, match="a bug"):
        _judged(build=failing)({})


@native
def test_judged_and_fast_validate_check_their_arguments() -> None:
    assert _jsondata.Judged is not None
    assert _jsondata.FastValidate is not None
    with pytest.raises(ValueError, match="levels"):
        _jsondata.Judged(-1, MAX_SAFE_INTEGER, MAX_VALUES, bool, None, bool, None)
    with pytest.raises(TypeError, match="not callable"):
        _jsondata.Judged(MAX_DEPTH, MAX_SAFE_INTEGER, MAX_VALUES, 3, None, bool, None)
    with pytest.raises(TypeError, match="extra"):
        _jsondata.Judged(MAX_DEPTH, MAX_SAFE_INTEGER, MAX_VALUES, bool, None, bool, 1)
    with pytest.raises(TypeError, match="one positional"):
        _judged()({}, {})
    with pytest.raises(TypeError, match="a dict and two callables"):
        _jsondata.FastValidate([], bool, bool)


@native
def test_fast_validate_dispatches_as_the_method() -> None:
    assert _jsondata.FastValidate is not None
    calls: list[Any] = []
    table: dict[Any, Any] = {int: lambda value: None if value == "bad" else ("fast", value)}

    def method(cls: Any, value: Any, **options: Any) -> Any:
        calls.append(("method", cls, value, options))
        return "method"

    def slow(cls: Any, value: Any) -> Any:
        calls.append(("slow", cls, value))
        return "slow"

    fast = classmethod(_jsondata.FastValidate(table, method, slow))

    class Holder:
        validate = fast

    assert Holder.validate.__func__(int, 1) == ("fast", 1)  # type: ignore[attr-defined]
    assert Holder.validate.__func__(int, "bad") == "slow"  # type: ignore[attr-defined]
    assert Holder.validate.__func__(str, 1) == "method"  # type: ignore[attr-defined]
    assert Holder.validate.__func__(int, 1, strict=True) == "method"  # type: ignore[attr-defined]
    assert Holder.validate(1) == "method"  # bound to Holder: not in the table
    assert calls == [
        ("slow", int, "bad"),
        ("method", str, 1, {}),
        ("method", int, 1, {"strict": True}),
        ("method", Holder, 1, {}),
    ]


def test_without_the_extension_the_method_is_the_python_one() -> None:
    """The subprocess check of ``AGILERL_NATIVE=0`` is in test_exact.py; here the method the
    extension wraps is the one defined in Python, with its own signature and doc."""
    method = _spec_base.SpecModel.__dict__["model_validate"].__func__
    python = method if inspect.isfunction(method) else method.__wrapped__
    assert inspect.isfunction(python)
    assert python.__qualname__ == "SpecModel.model_validate"
    assert training_models.TrainingSpec.model_validate.__func__ is method
