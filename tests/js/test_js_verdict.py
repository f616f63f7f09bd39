"""One verdict across languages: Python's ``load_manifest``, a stock Python JSON Schema
validator (plus the independent reading of ``x-rules``) and the generated JavaScript
validator (generated/ts, Ajv) agree on every document, and name the same field paths.

Node runs once per batch (tests/js/verdict.cjs), for the whole corpus and for a batch of
schema-generated and mutated manifests.
"""

from __future__ import annotations

import copy
import re
from pathlib import Path
from typing import Any

import pytest

from agilerl.models.manifest import ManifestError, load_manifest, validate_manifest
from tests.conftest import CORPUS, ROOT
from tests.models.test_verdict import schema_verdict
from tests.node import run_json
from tests.strategies import SCHEMAS, _get, _paths

VERDICT_JS = Path(__file__).with_name("verdict.cjs")
EXAMPLES = sorted((ROOT / "docs" / "examples").glob("*.yaml"))
FILES = sorted(
    [
        *(CORPUS / "valid").iterdir(),
        *(CORPUS / "invalid").iterdir(),
        *(CORPUS / "agilerl").iterdir(),
        *EXAMPLES,
    ]
)


def relative(path: Path) -> str:
    return path.relative_to(ROOT).as_posix()


@pytest.fixture(scope="module")
def js_files() -> dict[str, Any]:
    result = run_json(VERDICT_JS, {"files": [relative(p) for p in FILES]})
    files: dict[str, Any] = result["files"]
    return files


def python_verdict(source: Any) -> tuple[bool, list[tuple[str, str, str]]]:
    """load_manifest's verdict and its problems as (location, rule, message)."""
    try:
        load_manifest(source)
    except ManifestError as error:
        # The reading note ("YAML 1.1 reads yes as ...") is the Python reader's hint on top
        # of the schema's message; the schema's message itself must be the same.
        return False, sorted(
            (p.location, p.rule, p.message.split(" (note: ", 1)[0]) for p in error.problems
        )
    return True, []


def js_problems(verdict: dict[str, Any]) -> list[tuple[str, str, str]]:
    return sorted((p["location"], p["rule"], p["message"]) for p in verdict["problems"])


_FLOAT_ZERO = re.compile(r"(?<![\d.])(\d+)\.0(?!\d)")


def same_number_style(message: str) -> str:
    """JSON has one number type: Python prints the schema's ``1.0`` where JavaScript
    prints ``1``. Nothing else may differ."""
    return _FLOAT_ZERO.sub(r"\1", message)


@pytest.mark.parametrize("path", FILES, ids=relative)
def test_three_validators_one_verdict(path: Path, js_files: dict[str, Any]) -> None:
    js = js_files[relative(path)]
    assert "read_error" not in js, js
    valid, problems = python_verdict(path)
    _, data, _ = validate_manifest(path)
    assert schema_verdict(data) is valid, "Python: the JSON Schema validator and load_manifest"
    assert js["valid"] is valid, "JavaScript (Ajv) and Python"
    assert [p[:2] for p in js_problems(js)] == [p[:2] for p in problems], "same paths and rules"
    assert [same_number_style(p[2]) for p in js_problems(js)] == [
        same_number_style(p[2]) for p in problems
    ], "same messages"


def test_the_corpus_has_both_verdicts(js_files: dict[str, Any]) -> None:
    verdicts = {v["valid"] for v in js_files.values()}
    assert verdicts == {True, False}
    assert len(js_files) == len(FILES)


# The values tests/strategies.py breaks manifests with.
TROUBLE = ["5", "true", "yes", None, 1.5, -1, 0, 10**12, True, [], {}, "", "auto", "async"]
#: The environment of the variants (the fields varied are in other sections).
GYM = {"name": "CartPole-v1"}


def _variants() -> list[Any]:
    """Every field of every section set to every troublesome value and to its examples
    and default, every value of the valid corpus replaced, and unknown keys everywhere."""
    bases = [data for _, data, problems in map(validate_manifest, EXAMPLES) if not problems]
    docs: list[Any] = []
    values = [*TROUBLE, -2, 0.5, 1e-06, 2**53, "x" * 70, "é", {"a": 1}, [1, 2]]
    sections = {"training": "training", "replay_buffer": "replay_buffer", "algorithm": "algorithm"}
    for section, stem in sections.items():
        schema = SCHEMAS[stem]
        objects = [((section,), schema)]
        objects += [
            ((section, name), sub)
            for name, sub in schema.get("$defs", {}).items()
            if name in ("CheckpointExportSpec", "NStepBufferArgs", "PerBufferArgs")
        ]
        for where, obj in objects:
            for field, prop in obj["properties"].items():
                for value in [*values, *prop.get("examples", []), prop.get("default")]:
                    doc: dict[str, Any] = {"algorithm": {"name": "DQN"}, "environment": dict(GYM)}
                    target = doc.setdefault(where[0], {})
                    if len(where) == 2:  # a nested object: reach it through its field
                        holder = {
                            "CheckpointExportSpec": "checkpoint_export",
                            "NStepBufferArgs": "n_step_buffer_args",
                            "PerBufferArgs": "per_buffer_args",
                        }[where[1]]
                        target = target.setdefault(holder, {})
                    target[field] = value
                    docs.append(doc)
    docs += _hpo_variants(values)
    for base in bases:
        for path in _paths(base):
            if not path:
                continue
            for value in [None, "5", 1.5, -1, {}]:
                doc = copy.deepcopy(base)
                _get(doc, path[:-1])[path[-1]] = value
                docs.append(doc)
            parent = _get(base, path)
            if isinstance(parent, dict):
                doc = copy.deepcopy(base)
                _get(doc, path)["max_step"] = 1
                docs.append(doc)
    return [*docs, {}]


def _hpo_variants(values: list[Any]) -> list[Any]:
    """Every field of the mutation and selection objects (schema/hpo.schema.json), reached
    through the manifest, set to each value, its examples and its default."""
    hpo, defs = SCHEMAS["hpo"], SCHEMAS["hpo"]["$defs"]
    multi_frequency = {"strategy": "multi_frequency"}
    targets: list[tuple[tuple[str, ...], dict[str, Any], dict[str, Any]]] = [
        (("mutation",), hpo, {}),
        (("mutation", "probabilities"), defs["MutationProbabilities"], {}),
        (("mutation", "network"), defs["NetworkMutationRanges"], {}),
        (("mutation", "rl_hp_selection", "lr"), defs["RLHyperparameter"], {"min": 0, "max": 1}),
        (("selection_strategy",), defs["TournamentSelectionSpec"], {}),
        (("tournament_selection",), defs["MultiFrequencySelectionSpec"], multi_frequency),
    ]  # fmt: skip
    docs: list[Any] = []
    for where, obj, start in targets:
        for field, prop in obj["properties"].items():
            for value in [*values, *prop.get("examples", []), prop.get("default")]:
                doc: dict[str, Any] = {
                    "algorithm": {"name": "DQN"},
                    "environment": dict(GYM),
                    "training": {"pop_size": 6},
                }
                target = doc
                for step in where[:-1]:
                    target = target.setdefault(step, {})
                target.setdefault(where[-1], dict(start))[field] = value
                docs.append(doc)
    return docs


def test_field_by_field_variants_one_verdict() -> None:
    """Thousands of variants of the schema's fields and of the corpus, judged in one batch."""
    docs = _variants()
    results = run_json(VERDICT_JS, {"documents": docs})["documents"]
    invalid = 0
    for doc, js in zip(docs, results, strict=True):
        valid, problems = python_verdict(doc)
        assert schema_verdict(doc) is valid, doc
        assert js["valid"] is valid, (doc, js)
        assert [p[:2] for p in js_problems(js)] == [p[:2] for p in problems], doc
        assert [same_number_style(p[2]) for p in js_problems(js)] == [
            same_number_style(p[2]) for p in problems
        ], doc
        invalid += not valid
    assert len(docs) > 800
    assert 0 < invalid < len(docs), "both verdicts occur"
