"""The one validation engine (agilerl.models._validation.judge) against an independent
reference, and the spec classes' entry points around it.

The reference is the stock pure-Python ``jsonschema`` 2020-12 validator with an
``x-rules`` keyword written here from its documented meaning, after a check that the
input is JSON data within the documented limits. Over the conformance corpora, the YAML
corpus, hypothesis-generated manifests and edge cases: the engine's verdict is the
reference's, and ``model_validate`` accepts exactly what the engine accepts. Each entry
point judges a document once; pydantic builds the nested objects without judging them.
"""

from __future__ import annotations

import copy
import enum
import itertools
import json
import operator
import pickle
import threading
from collections import OrderedDict
from collections.abc import Iterator
from typing import Any

import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from jsonschema import Draft202012Validator, validators
from jsonschema import ValidationError as SchemaError
from pydantic import BaseModel, TypeAdapter, ValidationError, field_validator
from referencing import Registry
from referencing.jsonschema import DRAFT202012

import agilerl.arena.models.manifest as manifest_models
import agilerl.arena.models.training as training_models
from agilerl.arena.models._schema import MODEL_SCHEMAS, SCHEMAS
from agilerl.models import _judges, _spec_base, _validation
from agilerl.models.manifest import load_manifest
from tests.conformance import documents as docs
from tests.conftest import CORPUS, PUBLISHED
from tests.models.spec_paths import use_python_method
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
    *(("Manifest", {"algorithm": {"name": "DQN"}, "environment": {"name": "x"}, **extra})
      for extra in (
        {}, {"environment": None}, {"environment": {}}, {"environment": {"env_type": "gym"}},
        {"training": {"evo_steps": 20, "max_steps": 10}}, {"training": {"max_steps": 10}},
        {"training": {**ASYNC, "training_gpus_per_agent": 2}}, {"training": None},
        {"replay_buffer": {"kind": "llm"}}, {"replay_buffer": None}, {"network": {"x": INF}},
    )),
]  # fmt: skip


def spec_class(model: str) -> type[BaseModel]:
    """The generated class ``model``, from whichever generated module holds it."""
    for module in _generated_modules():
        found = getattr(module, model, None)
        if isinstance(found, type) and issubclass(found, BaseModel):
            return found
    raise LookupError(model)


def _generated_modules() -> list[Any]:
    import importlib
    import pkgutil

    import agilerl.arena.models as package

    names = [info.name for info in pkgutil.walk_packages(package.__path__, "agilerl.arena.models.")]
    return [training_models, manifest_models, *map(importlib.import_module, sorted(names))]


_OPS = {"<": operator.lt, "<=": operator.le, ">": operator.gt, ">=": operator.ge,
        "==": operator.eq, "!=": operator.ne,
        "multiple_of": lambda a, b: b == 0 or a % b == 0}  # fmt: skip


def _number(value: Any) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool)


def _x_rules(validator: Any, rules: Any, instance: Any, schema: Any) -> Iterator[SchemaError]:
    """x-rules as documented: a missing (or, with ``defaults``, null) field reads its
    default; a rule applies when both operands are numbers and every ``when`` matches."""
    if not isinstance(instance, dict):
        return
    props = schema.get("properties", {})
    for rule in rules:
        if rule["op"] == "unique":
            if _repeats(instance, rule["of"]):
                yield SchemaError(rule["id"])
            continue
        if rule["op"] == "increasing":
            items = _at(instance, rule["of"])
            numbers = [x for x in items if _number(x)] if isinstance(items, list) else []
            if any(b <= a for a, b in itertools.pairwise(numbers)):
                yield SchemaError(rule["id"])
            continue
        if _beyond_fields(rule):
            if _expression_rule_fails(rule, instance, props):
                yield SchemaError(rule["id"])
            continue

        def read(name: str, rule: dict[str, Any] = rule) -> Any:
            defaults = rule.get("defaults", {})
            if instance.get(name) is None and name in defaults:
                return defaults[name]
            return instance[name] if name in instance else props.get(name, {}).get("default")

        def operand(spec: Any) -> list[Any]:
            """The values a side stands for: the field's, its list's length, or each item."""
            if isinstance(spec, str):
                return [read(spec)]
            value = read(spec.get("length", spec.get("each")))
            if not isinstance(value, list):
                return []
            return [len(value)] if "length" in spec else value

        when = all(read(k) == v and isinstance(read(k), bool) == isinstance(v, bool)
                   for k, v in rule.get("when", {}).items())  # fmt: skip
        pairs = [(a, b) for a in operand(rule["left"]) for b in operand(rule["right"])]
        strings = rule["op"] in ("==", "!=")
        if when and any(
            (
                (_number(left) and _number(right))
                or (strings and isinstance(left, str) and isinstance(right, str))
            )
            and not _OPS[rule["op"]](left, right)
            for left, right in pairs
        ):
            yield SchemaError(rule["id"])


_MISSING = object()


def _at(instance: Any, path: str) -> Any:
    """The value at a ``/`` path (``_MISSING`` where a step finds no object or key)."""
    for step in path.split("/"):
        if not isinstance(instance, dict) or step not in instance:
            return _MISSING
        instance = instance[step]
    return instance


def _beyond_fields(rule: dict[str, Any]) -> bool:
    """Whether a comparison reads more than fields of its object (paths, numbers, math)."""
    names = [*rule.get("when", {}), *rule.get("defaults", {})]
    operands = [rule["left"], rule["right"]]
    plain = all(
        (isinstance(o, str) and "/" not in o)
        or (isinstance(o, dict) and set(o) <= {"length", "each"} and "/" not in str(o))
        for o in operands
    )
    return not plain or any("/" in name for name in names)


class _Past(Exception):
    """A value past 2**53 - 1: the rule is broken."""


def _expression_rule_fails(rule: dict[str, Any], instance: Any, props: dict[str, Any]) -> bool:
    defaults = rule.get("defaults", {})

    def field(path: str) -> Any:
        value = _at(instance, path)
        if value is None and path in defaults:
            return defaults[path]
        if value is _MISSING:
            if path in defaults:
                return defaults[path]
            return props.get(path, {}).get("default") if "/" not in path else None
        return value

    def num(value: Any) -> Any:
        if not _number(value):
            raise LookupError  # cannot be computed: the rule does not apply
        return value

    def checked(value: Any) -> Any:
        if abs(value) > 2**53 - 1:
            raise _Past
        return value

    def ev(o: Any) -> Any:
        if isinstance(o, str):
            return field(o)
        if _number(o):
            return o
        (kind, args), *_ = o.items()
        if kind == "length":
            value = ev(args)
            return len(value) if isinstance(value, list) else None
        if kind == "default":
            value = field(args[0])
            return ev(args[1]) if value is None else value
        if kind == "round":
            return checked(round(num(ev(args))))
        values = [ev(a) for a in args]
        if any(not _number(v) for v in values):
            raise LookupError
        if kind == "sum":
            total = 0
            for v in values:
                total = checked(total + v)
            return total
        a, b = values
        if kind in ("floordiv", "mod"):
            if b == 0 or a != int(a) or b != int(b):
                raise LookupError
            return checked(divmod(int(a), int(b))[0 if kind == "floordiv" else 1])
        return checked(a - b if kind == "sub" else a * b)

    def value(o: Any) -> Any:
        try:
            return ev(o)
        except LookupError:
            return None

    for name, wanted in rule.get("when", {}).items():
        got = field(name)
        if got != wanted or isinstance(got, bool) != isinstance(wanted, bool):
            return False

    def side(o: Any) -> Any:
        try:
            return value(o)
        except _Past:
            return _Past

    if isinstance(rule["left"], dict) and "each" in rule["left"]:
        items, right = side(rule["left"]["each"]), side(rule["right"])
        lefts = [x for x in items if _number(x)] if isinstance(items, list) else []
    else:
        lefts, right = [side(rule["left"])], side(rule["right"])
    if right is _Past or _Past in lefts:  # breaks it, beside a number (or another such)
        return any(_number(x) or x is _Past for x in lefts) and (_number(right) or right is _Past)
    strings = rule["op"] in ("==", "!=")
    return any(
        ((_number(left) and _number(right))
         or (strings and isinstance(left, str) and isinstance(right, str)))
        and not _OPS[rule["op"]](left, right)
        for left in lefts
    )  # fmt: skip


def _repeats(instance: dict[str, Any], selectors: list[str]) -> bool:
    """``op: unique`` as documented: whether the strings the selectors name repeat."""
    named: list[str] = []
    for selector in selectors:
        nodes: list[Any] = [instance]
        for step in selector.split("/"):
            if step == "*":
                nodes = [item for node in nodes if isinstance(node, list) for item in node]
            elif step == "~keys":
                nodes = [key for node in nodes if isinstance(node, dict) for key in node]
            else:
                nodes = [node[step] for node in nodes if isinstance(node, dict) and step in node]
        named += [node for node in nodes if isinstance(node, str)]
    return len(set(named)) != len(named)


_Reference = validators.extend(Draft202012Validator, {"x-rules": _x_rules})
_REGISTRY = Registry().with_resources(
    (doc["$id"], DRAFT202012.create_resource({k: v for k, v in doc.items() if k != "$schema"}))
    for doc in SCHEMAS.values()
)


def json_data(value: Any, depth: int = 0) -> bool:
    """JSON data within the documented limits (depth, numbers within 2**53 - 1, text)."""
    if isinstance(value, dict | list | tuple) and depth >= 64:
        return False
    if isinstance(value, dict):
        return all(isinstance(k, str) and json_data(k) and json_data(v, depth + 1)
                   for k, v in dict.items(value))  # fmt: skip
    if isinstance(value, list | tuple):
        return all(json_data(item, depth + 1) for item in value)
    if isinstance(value, str):
        return not any(0xD800 <= ord(c) <= 0xDFFF for c in value)
    if value is None or isinstance(value, bool):
        return True
    if isinstance(value, int | float):
        return abs(value) <= 2**53 - 1  # NaN compares false
    return False


def reference_verdict(model: str, doc: Any) -> bool:
    if not json_data(doc):
        return False
    plain = json.loads(json.dumps(doc))
    return bool(_Reference({"$ref": MODEL_SCHEMAS[model]}, registry=_REGISTRY).is_valid(plain))


def engine_verdict(model: str, doc: Any) -> bool:
    return not _validation.judge(model, doc)[1]


def pydantic_verdict(model: str, doc: Any) -> bool:
    try:
        spec_class(model).model_validate(doc)
    except ValidationError:
        return False
    return True


def check(model: str, doc: Any) -> bool:
    verdict = engine_verdict(model, doc)
    assert verdict == reference_verdict(model, doc), (model, doc)
    assert pydantic_verdict(model, doc) == verdict, (model, doc)
    return verdict


def corpus_cases() -> list[tuple[str, Any]]:
    mine = {p.name: json.loads(p.read_text("utf-8")) for p in PUBLISHED.glob("*.json")}
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


def test_every_model_has_one_compiled_validator() -> None:
    for name in MODEL_SCHEMAS:
        assert _validation.validator_for(name) is _validation.validator_for(name)


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


@pytest.mark.slow  # a property sweep of 150 generated manifests
@settings(max_examples=150, deadline=None, suppress_health_check=list(HealthCheck))
@given(manifests | mutated_manifests())
def test_generated_manifests_agree(doc: dict[str, Any]) -> None:
    for model, section in _sections(doc):
        check(model, section)


@pytest.fixture
def judgements(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The model name of each pass of a compiled validator over a document (its verdict,
    ``is_valid``, or its problems, ``iter_errors``), through every path that judges."""
    calls: list[str] = []
    real = _validation.validator_for

    class Counting:  # a judge's compiled validator, counting its passes
        def __init__(self, model_name: str, validator: Any) -> None:
            self.model_name, self.validator = model_name, validator

        def is_valid(self, document: Any) -> bool:
            calls.append(self.model_name)
            return bool(self.validator.is_valid(document))

        def iter_errors(self, document: Any) -> Any:
            calls.append(self.model_name)
            return self.validator.iter_errors(document)

    def counted(model_name: str) -> _validation.Judge:
        judge = real(model_name)
        return _validation.Judge(Counting(model_name, judge.validator), judge.rules)

    monkeypatch.setattr(_validation, "validator_for", counted)
    monkeypatch.setattr(_validation, "_VALID", {})  # the compiled validators' is_valid, cached
    use_python_method(monkeypatch)  # model_validate's fast paths, cached: built afresh
    return calls


def test_each_entry_point_judges_a_document_once(judgements: list[str]) -> None:
    """Nested spec objects are built by pydantic from the judged copy, not judged again."""
    buffer = {"per_buffer": True, "per_buffer_args": {"alpha": None}}
    manifest = {"algorithm": {"name": "Rainbow DQN"}, "environment": {"name": "CartPole-v1"},
                "training": {"max_steps": 10}, "replay_buffer": buffer}  # fmt: skip
    calls: list[tuple[str, Any]] = [
        ("Manifest", lambda: load_manifest(manifest)),
        ("Manifest", lambda: manifest_models.Manifest.model_validate(manifest)),
        ("Manifest", lambda: manifest_models.Manifest(**manifest)),
        ("Manifest", lambda: manifest_models.Manifest.model_validate_json(json.dumps(manifest))),
        ("TrainingSpec", lambda: training_models.TrainingSpec(checkpoint_export={})),
        ("ReplayBufferSpec", lambda: training_models.ReplayBufferSpec.model_validate_strings({})),
    ]  # fmt: skip
    for model, call in calls:
        judgements.clear()
        call()
        assert judgements == [model]
    with pytest.raises(ValidationError, match="must be one of"):
        training_models.TrainingSpec(checkpoint_export={"format": "safetensors"})


def test_the_classes_carry_no_verdict_validators() -> None:
    """Only behaviour (filling defaults) runs inside pydantic: a spec class used by
    pydantic from outside (TypeAdapter, a field of another model) is not judged, as the
    module doc of agilerl.models._spec_base says; its entry points are."""
    unions = {name for name in MODEL_SCHEMAS for module in _generated_modules()
              if hasattr(module, name) and not isinstance(getattr(module, name), type)}  # fmt: skip
    for name in sorted(set(MODEL_SCHEMAS) - unions):  # a union alias has no validators
        decorators = spec_class(name).__pydantic_decorators__
        assert set(decorators.model_validators) <= {"_fill_async_rollout",
                                                    "_fill_evo_steps", "_fill_implied_defaults",
                                                    # the manifest's joins (_manifest_joins)
                                                    "_empty_mutation_means_none",
                                                    "_resolve_selection_brackets",
                                                    "_fold_network_mutation_ranges",
                                                    "_drop_editor_pointer",  # $schema
                                                    "_fill_frequency_ratios",
                                                    # values copied between sections
                                                    "_fill_llm_algorithm",
                                                    "_tag_environment",
                                                    "_copy_environment_counts",
                                                        "_fill_simba",  # NetworkSpec
                                                    # FinetuningNetworkSpec: expert paths
                                                    "_adapt_every_expert",
                                                    }, name  # fmt: skip
        # _algorithm_class: the manifest's algorithm section built as the class its name
        # selects (pydantic alone; the manifest's judgement covered it); the LLM specs'
        # spellings held as their values (fsdp: true, a torch. dtype prefix: _llm)
        properties = _validation.schema_of(name).get("properties", {})
        nulls = [field for field, p in properties.items() if p.get("x-null-means-default")]
        fills = {f"_fill_null_{field}" for field in nulls}
        assert fills <= set(decorators.field_validators), name  # written by the generator
        # the constructor judges; pydantic builds nested objects without calling it
        assert spec_class(name).__pydantic_custom_init__ is False, name
        assert set(decorators.field_validators) <= fills | {
            "_algorithm_class",
            "_fsdp_true_is_defaults",
            "_dtype_name",
        }, name
    adapter = TypeAdapter(training_models.TrainingSpec)
    assert adapter.validate_python({"max_steps": "5"}).max_steps == 5  # pydantic alone: lax
    with pytest.raises(ValidationError, match="expected an integer"):
        training_models.TrainingSpec.model_validate({"max_steps": "5"})


def test_nulls_standing_for_defaults_are_filled() -> None:
    spec = training_models.ReplayBufferSpec.model_validate(
        {"n_step_buffer_args": {"n_step": None}, "per_buffer_args": {"alpha": None}}
    )
    assert (spec.n_step_buffer_args.n_step, spec.per_buffer_args.alpha) == (3, 0.5)
    assert training_models.NStepBufferArgs(n_step=None).n_step == 3  # type: ignore[arg-type]


def test_objects_copy_dump_and_compare_alike() -> None:
    cls = manifest_models.Manifest
    buffer = {"n_step_buffer": True, "n_step_buffer_args": {"n_step": 5}}
    doc = {"algorithm": {"name": "DQN", "lr": 1e-3}, "environment": {"name": "CartPole-v1"},
           "training": {"evo_steps": 10}, "replay_buffer": buffer}  # fmt: skip
    built = cls.model_validate(doc)
    for made in (built.model_copy(), copy.deepcopy(built), pickle.loads(pickle.dumps(built)),
                 cls(**doc), cls.model_validate_json(json.dumps(doc))):  # fmt: skip
        assert made == built
        assert made.model_dump() == built.model_dump()
    assert cls.model_validate(built.model_dump(by_alias=True, exclude_unset=True)) == built


def test_a_spec_validated_inside_another_spec_is_judged() -> None:
    """A model_validate call from a validator of a spec being built judges its own
    document ("2" is no integer to the schema, though pydantic would read it as 2)."""

    class Inner(training_models.TrainingSpec):
        @field_validator("name")
        @classmethod
        def _inner(cls, value: str | None) -> str | None:
            training_models.NStepBufferArgs.model_validate({"n_step": value})
            return value

    for doc in ({"name": "2"}, OrderedDict(name="2"), {"name": "2", "max_steps": Level.ONE}):
        with pytest.raises(ValidationError, match="n_step"):
            Inner.model_validate(doc)


def test_threads_judge_their_own_documents() -> None:
    errors: list[str] = []

    def work() -> None:
        for _ in range(200):
            try:
                training_models.ReplayBufferSpec(max_size="5")  # type: ignore[arg-type]
            except ValidationError:
                continue
            errors.append("accepted")

    threads = [threading.Thread(target=work) for _ in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert errors == []


def test_options_go_to_pydantic_after_the_verdict() -> None:
    cls = training_models.ReplayBufferSpec
    assert cls.model_validate({"max_size": 5.0}, strict=False).max_size == 5
    with pytest.raises(ValidationError):
        cls.model_validate({"max_size": 5.0}, strict=True)
    assert cls.model_validate({"max_size": 5}, context={"x": 1}).max_size == 5
    with pytest.raises(ValidationError, match="expected an integer"):
        cls.model_validate({"max_size": "5"}, strict=False)


def _whole_float_bounds(node: Any) -> Iterator[tuple[str, float]]:
    """Every (keyword, bound) of the schemas whose bound is a whole float (``0.0``)."""
    if isinstance(node, list):
        for item in node:
            yield from _whole_float_bounds(item)
    elif isinstance(node, dict):
        for key, value in node.items():
            if key in _judges._BOUNDS and type(value) is float and value.is_integer():
                yield key, value
            elif key not in _judges._DATA:
                yield from _whole_float_bounds(value)


def test_whole_float_bounds_compile_to_the_same_verdict() -> None:
    """The compiled validator gets each whole-float bound as the integer it equals (a
    faster comparison in jsonschema-rs): every value around each bound of the schemas
    gets the verdict the bound as written gives, in jsonschema-rs and in the pure-Python
    validator."""
    import jsonschema_rs

    bounds = sorted({pair for doc in SCHEMAS.values() for pair in _whole_float_bounds(doc)})
    assert bounds, "the schemas have whole-float bounds (0.0, 1.0): the case this covers"
    for keyword, bound in bounds:
        written = {keyword: bound}
        compiled = _judges._integral_bounds(written)
        assert compiled == {keyword: int(bound)}
        assert type(compiled[keyword]) is int
        fast = jsonschema_rs.Draft202012Validator(compiled)
        slow = jsonschema_rs.Draft202012Validator(written)
        reference = Draft202012Validator(written)
        tiny = [bound - 1, bound - 0.5, bound - 1e-9, bound, bound + 1e-9, bound + 0.5]
        near = [float.__sub__(bound, abs(bound) * 2**-52 or 5e-324), -0.0]
        for value in [*tiny, *near, int(bound), int(bound) - 1, int(bound) + 1]:
            verdict = reference.is_valid(value)
            assert fast.is_valid(value) == slow.is_valid(value) == verdict, (keyword, value)


def test_integral_bounds_leave_data_as_written() -> None:
    """Only bounds change: defaults, examples, consts, enums and x-rules are data."""
    data = {"minimum": 1.0, "maximum": 2.5}
    schema = {
        "properties": {
            "a": {"minimum": 0.0, "exclusiveMaximum": 1.0, "default": data, "const": 1.0},
            "b": {"items": [{"maximum": 3.0}], "enum": [0.0], "examples": [data]},
        },
        "x-rules": [{"id": "r", "left": "a", "op": "<=", "right": "b", "minimum": 0.0}],
    }
    out = _judges._integral_bounds(schema)
    assert out["properties"]["a"] == {"minimum": 0, "exclusiveMaximum": 1, "default": data,
                                      "const": 1.0}  # fmt: skip
    assert type(out["properties"]["a"]["const"]) is float
    assert out["properties"]["b"] == {"items": [{"maximum": 3}], "enum": [0.0],
                                      "examples": [data]}  # fmt: skip
    assert out["x-rules"] == schema["x-rules"]
    assert _judges._integral_bounds({"minimum": 0.5, "maximum": 1e300}) == {
        "minimum": 0.5,
        "maximum": 1e300,
    }


def test_properties_entries_of_true_are_left_out_where_nothing_reads_them() -> None:
    """The compiled copy drops a ``properties`` entry whose schema is ``true`` (it accepts
    anything; the schemas declare the names of ``if`` conditions with them, for Ajv), unless
    a keyword beside it reads the names listed; the verdict and the problems stay those of
    the schema as written (problems are written from it: the suites of messages hold)."""
    rule = {"if": {"type": "object", "properties": {"a": True, "b": True}, "required": ["a"]},
            "then": {"not": {"properties": {"b": True}, "required": ["b"]}}}  # fmt: skip
    out = _judges._integral_bounds(rule)
    assert out == {"if": {"type": "object", "required": ["a"]},
                   "then": {"not": {"required": ["b"]}}}  # fmt: skip
    kept = [
        {"properties": {"a": True}, "additionalProperties": False},
        {"properties": {"a": True}, "patternProperties": {"^x": {"type": "string"}}},
        {"properties": {"a": True, "b": {"minimum": 1.0}}, "x-rules": []},
    ]
    for node in kept:
        assert _judges._integral_bounds(node)["properties"]["a"] is True, node
    mixed = _judges._integral_bounds({"properties": {"a": True, "b": {"minimum": 1.0}}})
    assert mixed == {"properties": {"b": {"minimum": 1}}}
    assert _judges._no_unevaluated()  # else nothing may be dropped
    import jsonschema_rs

    for schema in (rule, {"type": "object", "allOf": [rule], "additionalProperties": False}):
        fast = jsonschema_rs.Draft202012Validator(_judges._integral_bounds(schema))
        written = Draft202012Validator(schema)
        for value in ({}, {"a": 1}, {"b": 1}, {"a": 1, "b": 2}, [], 3, None):
            assert fast.is_valid(value) == written.is_valid(value), (schema, value)


def test_every_fresh_default_is_a_valid_empty_object() -> None:
    """A ``default_factory=fresh(Model)`` builds ``Model`` from ``{}`` with pydantic alone
    (no judgement, no class call): ``{}`` must be valid for ``Model``, and the object the
    same as the class call's."""
    seen = []
    for module in _generated_modules():
        for cls in vars(module).values():
            if not (isinstance(cls, type) and issubclass(cls, BaseModel)):
                continue
            for name, field in cls.model_fields.items():
                factory = field.default_factory
                if not isinstance(factory, _spec_base._Fresh):
                    continue
                model = factory.model
                assert _validation.validator_for(_spec_base.schema_name(model)).is_valid({})
                built = factory()  # type: ignore[call-arg]
                assert type(built) is model, (cls, name)
                assert built == model(), (cls, name)
                assert built is not factory()  # a new object per call
                assert repr(factory) == f"fresh({model.__qualname__})"
                seen.append(model.__name__)
    assert {"NStepBufferArgs", "PerBufferArgs", "TrainingSpec"} <= set(seen)


def test_a_keyword_is_registered_only_where_a_rule_is_reached() -> None:
    """``x-rules`` is compiled into a class's validator exactly where its schema reaches
    the keyword other than on its root node, whose rules the judge applies itself (where
    no ``$ref`` leads back to that node); the verdict of a class without it is the plain
    2020-12 one."""
    reached = {name: _judges._reach(uri) for name, uri in MODEL_SCHEMAS.items()}
    assert reached["TrainingSpec"] == (False, False)  # its own rules only
    assert reached["Manifest"][0]  # the sections' rules
    assert reached["ReplayBufferSpec"] == reached["LLMRolloutBufferSpec"] == (False, False)
    for name, uri in MODEL_SCHEMAS.items():
        root = _validation.resolve(uri)[0]
        below = {key: value for key, value in root.items() if key != "x-rules"}
        if '"x-rules"' in json.dumps(below):  # held under the root: reached
            assert reached[name][0], name
        judge = _validation.validator_for(name)
        assert (judge.rules is not None) == ("x-rules" in root and not reached[name][1]), name
    training = _validation.validator_for("TrainingSpec")
    assert training.rules is not None
    broken = {"max_steps": 10, "evo_steps": 20}  # evo_steps-within-max-steps
    assert training.validator.is_valid(broken)  # the root's rules are not compiled in
    assert not training.is_valid(broken)
    (problem,) = _validation.problems(broken, "TrainingSpec")
    assert (problem.path, problem.rule) == (("evo_steps",), "x-rules/evo-steps-within-max-steps")
    assert _validation.judge("TrainingSpec", broken)[0] is not None
    assert _validation.judge("TrainingSpec", broken)[1] == [problem]


def test_a_root_reached_again_keeps_its_rules_in_the_validator(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A root node that a ``$ref`` under it leads back to is met again below the root:
    :func:`_reach` says so, and its rules then stay compiled into the validator."""
    loop = {"$id": "urn:loop", "x-rules": [], "properties": {"child": {"$ref": "#"}}}
    flat = {"$id": "urn:flat", "x-rules": [], "properties": {"child": {"type": "object"}}}
    registry = _judges._registry().with_resources(
        (doc["$id"], DRAFT202012.create_resource(doc)) for doc in (loop, flat)
    )
    monkeypatch.setattr(_judges, "_registry", lambda: registry)
    assert _judges._reach("urn:loop") == (False, True)
    assert _judges._reach("urn:flat") == (False, False)
