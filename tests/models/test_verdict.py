"""One verdict: the JSON Schema (any 2020-12 validator + x-rules), load_manifest and the
pydantic classes accept and reject exactly the same documents."""

from __future__ import annotations

import itertools
import operator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from jsonschema import Draft202012Validator
from pydantic import ValidationError

from agilerl.models.manifest import Manifest, ManifestError, load_manifest, validate_manifest
from tests.conftest import CORPUS
from tests.strategies import MANIFEST_SCHEMA, SCHEMAS, manifests, mutated_manifests

STANDARD = Draft202012Validator(MANIFEST_SCHEMA)
_OPS = {
    "<=": operator.le,
    ">=": operator.ge,
    "<": operator.lt,
    ">": operator.gt,
    "multiple_of": lambda a, b: b == 0 or a % b == 0,
}


def x_rules_ok(doc: Any) -> bool:
    """An independent reading of our x-rules keyword, for the sections that declare it."""
    return _training_rules_ok(doc) and _range_rules_ok(doc) and _selection_rules_ok(doc)


def _int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _selection_rules_ok(doc: Any) -> bool:
    """Multi-frequency selection as the shipped classes resolve it: ratios one per
    subpopulation and strictly increasing; ``training.pop_size`` (or ``population_size``)
    divided into subpopulations of at least 3, whose four brackets add up to their size
    (only integers are read: the schema's types refuse anything else)."""
    if not isinstance(doc, dict):
        return True
    training = doc.get("training") if isinstance(doc.get("training"), dict) else {}
    for key in ("selection_strategy", "tournament_selection"):
        sel = doc.get(key)
        if not isinstance(sel, dict) or sel.get("strategy") != "multi_frequency":
            continue
        groups = 2 if sel.get("n_subpopulations") is None else sel["n_subpopulations"]
        ratios = sel.get("evolution_frequency_ratios")
        if isinstance(ratios, list):
            if ratios and _int(groups) and len(ratios) != groups:
                return False
            numbers = [r for r in ratios if isinstance(r, int | float) and not isinstance(r, bool)]
            if any(later <= earlier for earlier, later in itertools.pairwise(numbers)):
                return False
        for pop in (training.get("pop_size"), training.get("population_size")):
            if not (_int(pop) and _int(groups)) or groups == 0:
                continue
            if pop % groups or pop // groups < 3:
                return False
            size = pop // groups
            names = ("n_winners", "n_survivors", "n_open_for_migration", "n_losers")
            brackets = [sel.get(name) for name in names]
            if not all(b is None or _int(b) for b in brackets):
                continue
            winners, survivors, migrants, losers = brackets
            winners = round(0.25 * size) if winners is None else winners
            survivors = 0 if survivors is None else survivors
            migrants = round(0.25 * size) if migrants is None else migrants
            losers = size - winners - survivors - migrants if losers is None else losers
            if losers < 1 or winners + survivors + migrants + losers != size:
                return False
    return True


def _range_rules_ok(doc: Any) -> bool:
    """Each ``mutation.rl_hp_selection`` range: its required numbers compared as written."""
    mutation = doc.get("mutation") if isinstance(doc, dict) else None
    ranges = mutation.get("rl_hp_selection") if isinstance(mutation, dict) else None
    if not isinstance(ranges, dict):
        return True
    rules = SCHEMAS["hpo"]["$defs"]["RLHyperparameter"]["x-rules"]
    for entry in ranges.values():
        if not isinstance(entry, dict):
            continue
        for rule in rules:
            values = [entry.get(rule["left"]), entry.get(rule["right"])]
            numbers = all(isinstance(v, int | float) and not isinstance(v, bool) for v in values)
            if numbers and not _OPS[rule["op"]](*values):
                return False
    return True


def _training_rules_ok(doc: Any) -> bool:
    if not isinstance(doc, dict) or not isinstance(doc.get("training"), dict):
        return True
    training, schema = doc["training"], SCHEMAS["training"]

    def read(name: str, rule: dict[str, Any]) -> Any:
        if training.get(name) is None and name in rule.get("defaults", {}):
            return rule["defaults"][name]
        return training.get(name, schema["properties"][name].get("default"))

    for rule in schema["x-rules"]:
        if any(read(k, rule) != v for k, v in rule.get("when", {}).items()):
            continue
        values = [read(name, rule) for name in (rule["left"], rule["right"])]
        numbers = all(isinstance(v, int | float) and not isinstance(v, bool) for v in values)
        if numbers and not _OPS[rule["op"]](*values):
            return False
    return True


def safe_numbers(value: Any) -> bool:
    """No number past ±(2**53 - 1) anywhere (agilerl.models._validation.MAX_SAFE_INTEGER):
    refused as data before the schema is asked, by Python and JavaScript alike."""
    if isinstance(value, dict):
        return all(safe_numbers(item) for item in value.values())
    if isinstance(value, list):
        return all(safe_numbers(item) for item in value)
    if isinstance(value, int | float) and not isinstance(value, bool):
        return abs(value) <= 2**53 - 1
    return True


def schema_verdict(doc: Any) -> bool:
    return safe_numbers(doc) and STANDARD.is_valid(doc) and x_rules_ok(doc)


def loader_verdict(doc: Any) -> bool:
    try:
        load_manifest(doc)
    except ManifestError:
        return False
    return True


def pydantic_verdict(doc: Any) -> bool:
    try:
        Manifest.model_validate(doc)
    except ValidationError:
        return False
    return True


def expected_errors(path: Path) -> list[str]:
    lines = path.read_text(encoding="utf-8").splitlines()
    return [line.removeprefix("# error: ") for line in lines if line.startswith("# error: ")]


VALID = sorted((CORPUS / "valid").iterdir())
INVALID = sorted((CORPUS / "invalid").iterdir())


@pytest.mark.parametrize("path", VALID, ids=lambda p: p.name)
def test_valid_corpus(path: Path) -> None:
    _, data, problems = validate_manifest(path)
    assert problems == []
    assert schema_verdict(data)
    assert pydantic_verdict(data)


@pytest.mark.parametrize("path", INVALID, ids=lambda p: p.name)
def test_invalid_corpus_names_every_error(path: Path) -> None:
    with pytest.raises(ManifestError) as caught:
        load_manifest(path)
    found = [str(problem) for problem in caught.value.problems]
    for expected in expected_errors(path):
        assert any(text.startswith(expected) for text in found), (expected, found)
    assert len(found) == len(expected_errors(path)), found
    assert all(p.line is not None for p in caught.value.problems), "text errors carry lines"
    _, data, _ = validate_manifest(path)
    assert not schema_verdict(data)
    assert not pydantic_verdict(data)


FAST = settings(max_examples=150, deadline=None, suppress_health_check=list(HealthCheck))


@pytest.mark.slow  # a property sweep of 150 generated manifests
@FAST
@given(manifests)
def test_generated_manifests_same_verdict(doc: dict[str, Any]) -> None:
    verdict = schema_verdict(doc)
    assert loader_verdict(doc) == verdict
    assert pydantic_verdict(doc) == verdict


def _same_verdict(doc: dict[str, Any]) -> None:
    verdict = schema_verdict(doc)
    assert loader_verdict(doc) == verdict, doc
    assert pydantic_verdict(doc) == verdict, doc


@settings(FAST, max_examples=50)
@given(mutated_manifests())
def test_mutated_manifests_same_verdict(doc: dict[str, Any]) -> None:
    _same_verdict(doc)


@pytest.mark.slow  # 400 mutated manifests, about 40 s: CI's own session
@settings(FAST, max_examples=400)
@given(mutated_manifests())
def test_many_mutated_manifests_same_verdict(doc: dict[str, Any]) -> None:
    _same_verdict(doc)


@pytest.mark.parametrize(
    ("training", "valid"),
    [
        ({"max_steps": "5"}, False),
        ({"max_steps": 5.0}, True),  # JSON has one number type: 5.0 is the integer 5
        ({"max_steps": 5.5}, False),
        ({"hpo": "true"}, False),
        ({"hpo": 1}, False),
        ({"pop_size": True}, False),
        ({"target_score": "3"}, False),
        ({"eps_start": None}, True),
    ],
)
def test_lax_coercions_never_accept_what_the_schema_rejects(
    training: dict[str, Any], valid: bool
) -> None:
    doc = {
        "algorithm": {"name": "DQN"},
        "environment": {"name": "CartPole-v1"},
        "training": training,
    }
    assert schema_verdict(doc) is valid
    assert loader_verdict(doc) is valid
    assert pydantic_verdict(doc) is valid


def test_leaf_spec_classes_hold_no_spec_objects() -> None:
    """LeafSpecModel is the base of the classes without a spec object among their fields."""
    from typing import get_args

    import agilerl.arena.models.manifest as manifest_models
    import agilerl.arena.models.training as training_models
    from agilerl.models._spec_base import LeafSpecModel, SpecModel

    def holds_spec(annotation: Any) -> bool:
        if isinstance(annotation, type) and issubclass(annotation, SpecModel):
            return True
        return any(holds_spec(arg) for arg in get_args(annotation))

    classes = [
        cls
        for module in (training_models, manifest_models)
        for cls in vars(module).values()
        if isinstance(cls, type)
        and issubclass(cls, SpecModel)
        and cls.__module__ == module.__name__
    ]
    leaves = {cls.__name__ for cls in classes if issubclass(cls, LeafSpecModel)}
    assert leaves == {
        "AlgoSpec", "CheckpointExportSpec", "LLMRolloutBufferSpec", "NStepBufferArgs",
        "PerBufferArgs",
    }  # fmt: skip
    for cls in classes:
        nested = any(holds_spec(field.annotation) for field in cls.model_fields.values())
        assert nested != issubclass(cls, LeafSpecModel), cls.__name__


def test_schema_pointer_is_judged_but_no_field_of_the_class() -> None:
    """``$schema`` (an editor's pointer) is the schema's to judge; the class is the shipped
    ``TrainingManifest``, without it: dropped before pydantic builds, so never dumped."""
    import inspect

    from agilerl.arena.models.manifest import TrainingManifest

    assert Manifest is TrainingManifest
    assert "field_schema" not in inspect.signature(TrainingManifest).parameters
    doc = {
        "$schema": "https://example.org/m.json",
        "algorithm": {"name": "DQN"},
        "environment": {"name": "CartPole-v1"},
    }
    for held in (load_manifest(doc), TrainingManifest.model_validate(doc), Manifest(**doc)):
        assert "$schema" not in held.model_dump(by_alias=True)
        assert held.model_fields_set == {"algorithm", "environment"}
    with pytest.raises(ValidationError, match=r"\$schema: expected a string, got 5"):
        TrainingManifest.model_validate({**doc, "$schema": 5})
    with pytest.raises(ManifestError, match=r"\$schema: expected a string"):
        load_manifest({**doc, "$schema": None})
