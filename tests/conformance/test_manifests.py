"""Whole manifests judged by the shipped ``TrainingManifest`` and by ours, section by
section (docs/conformance.md, "Whole manifests").

Every section listed in :data:`COMPLETE` must agree on every document, outside the
documented lax-coercion class; the others are printed (the agreement per section is in
pytest's terminal summary) but not yet held to it. A section joins :data:`COMPLETE` when
its schema lands: the list is the one place to change.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest

from agilerl.models._validation import OUT_OF_RANGE
from agilerl.models.manifest import load_manifest, validate_manifest
from tests.conformance import manifest_compare as mc
from tests.conformance import manifest_documents as md
from tests.conformance.conftest import SUMMARY, Reference
from tests.conformance.documents import Case
from tests.conformance.ours import named_paths
from tests.conftest import CORPUS, PUBLISHED

ROOT = Path(__file__).resolve().parents[2]
#: Sections whose schema is complete: held to 100% agreement outside lax coercion.
COMPLETE = [
    "training",
    "replay_buffer",
    "mutation",
    "manifest",
    "selection",
    "network",
    "environment",
    "algorithm",
]
#: Sections still being written (their documents are judged and printed only): none left.
PENDING: list[str] = []
MIN_MANIFESTS = 5000
#: Documents drawn from the schemas: (shipped, its hpo sections by hypothesis, ours).
DRAWN = (1000, 100, 800)


def _path(path: tuple[str | int, ...]) -> str:
    return "/".join(map(str, path))


def ours(doc: Any) -> dict[str, Any]:
    _, _, found = validate_manifest(doc)
    if found:
        paths = named_paths(found, doc, "Manifest")
        # every problem a number past 2**53 - 1 (refused as data): the "range" class
        out_of_range = all(OUT_OF_RANGE in p.message for p in found)
        # each problem's message, for the "unbuildable" class (manifest_compare.unbuildable)
        problems = sorted([_path(p.path), p.message] for p in found)
        return {"ok": False, "paths": paths, "range": out_of_range, "problems": problems}
    data = load_manifest(doc).model_dump(mode="json")
    return {"ok": True, "paths": [], "dump": {key: data.get(key) for key in mc.DUMP_KEYS.values()}}


def cases(reference: Reference) -> list[Case]:
    shipped_schema = reference.run("manifests", "schema")
    mine = {p.name: json.loads(p.read_text("utf-8")) for p in sorted(PUBLISHED.glob("*.json"))}
    texts = {p.name: p.read_text("utf-8") for p in sorted((CORPUS / "agilerl").glob("*.yaml"))}
    read = reference.run("manifests", {"texts": texts})
    accepted = {name: r["data"] for name, r in read.items() if r["ok"]}
    registry = reference.run("manifests", "registry")
    numeric = {name: r["numeric"] for name, r in registry.items()}
    spellings = {name: r["spellings"] for name, r in registry.items()}
    out = md.from_schemas(shipped_schema, mine["manifest.schema.json"], mine, DRAWN)
    out += md.config_mutations(accepted)
    out += md.hpo_cases(numeric, spellings)
    out += md.network_cases()
    out += md.lora_cases(reference.run("manifests", "supported"))
    out += md.cross_section_cases()
    out += md.max_row_cases()
    out += md.buffer_factory_cases()
    return out


@pytest.fixture(scope="module")
def judged(reference: Reference, request: pytest.FixtureRequest) -> list[mc.Judged]:
    documents = cases(reference)
    results = reference.run("manifests", [case.doc for case in documents])
    out = [mc.judge(c, ref, ours(c.doc)) for c, ref in zip(documents, results, strict=True)]
    request.config.stash.setdefault(SUMMARY, []).append(mc.summary(out, COMPLETE))
    report = os.environ.get("AGILERL_CONFORMANCE_REPORT")
    if report:  # every difference, in every section, beside the report of the sections
        path = Path(report).with_name("conformance-manifests.txt")
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(mc.summary(out, list(mc.SECTIONS), limit=len(out)) + "\n", "utf-8")
    return out


def test_enough_whole_manifests(judged: list[mc.Judged]) -> None:
    assert len(judged) >= MIN_MANIFESTS
    assert sorted(COMPLETE + PENDING) == sorted(mc.SECTIONS)
    # the documents exercise every section: the shipped class refuses some in each, and
    # accepts others whole
    accepted = sum(j.case.label.endswith("as written") and not j.refused for j in judged)
    assert accepted >= 10
    for section in mc.SECTIONS:
        assert sum(section in j.refused for j in judged) >= 20, section


@pytest.mark.parametrize("section", COMPLETE)
def test_complete_sections_agree(judged: list[mc.Judged], section: str) -> None:
    bad = [j for j in judged if j.kinds[section] == "disagree"]
    lines = [f"[{j.case.label}] {json.dumps(j.case.doc)[:300]}\n    {j.why[section]}" for j in bad]
    assert not bad, f"{len(bad)} documents disagree in {section}:\n" + "\n".join(lines[:25])


def test_the_section_comparison_can_fail() -> None:
    case = Case(md.MODEL, {}, "self-test")
    dump = dict.fromkeys(mc.DUMP_KEYS.values(), None)
    ok = {"ok": True, "paths": [], "rules": [], "strict_ok": True, "strict_paths": [],
          "strict_rules": [], "dump": {**dump, "mutation": {"rand_seed": 1}}}  # fmt: skip
    assert mc.judge(case, ok, {"ok": True, "dump": ok["dump"]}).kind == "agree"
    other = {"ok": True, "dump": {**dump, "mutation": {"rand_seed": 2}}}
    assert mc.judge(case, ok, other).kinds["mutation"] == "disagree"
    refused = {**ok, "ok": False, "strict_ok": False, "paths": ["mutation/rand_seed"],
               "strict_paths": ["mutation/rand_seed"]}  # fmt: skip
    assert mc.judge(case, refused, {"ok": False, "paths": ["mutation/rand_seed"]}).kind == "agree"
    result = mc.judge(case, refused, {"ok": False, "paths": ["training/max_steps"]})
    assert result.kinds["mutation"] == "disagree"
    assert result.kinds["training"] == "disagree"
    assert mc.judge(case, refused, {"ok": True, "dump": dump}).kinds["mutation"] == "disagree"
    lax = {**ok, "strict_ok": False, "strict_paths": ["mutation/rand_seed"]}
    assert mc.judge(case, lax, {"ok": False, "paths": ["mutation/rand_seed"]}).kind == "lax"
    rule = {**refused, "paths": [], "strict_paths": [], "rules": [["", "mutation-names"]],
            "strict_rules": [["", "mutation-names"]]}  # fmt: skip
    hit = {"ok": False, "paths": ["mutation/rl_hp_selection/lrr"]}
    assert mc.judge(case, rule, hit).kind == "agree"
    assert mc.judge(case, rule, {"ok": False, "paths": ["mutation"]}).kind == "disagree"


def test_the_unbuildable_class_can_fail() -> None:
    """The "unbuildable" class takes only a document the shipped manifest accepts and its factory
    refuses, and only where each problem of ours is our rule for that refusal."""
    case = Case(md.MODEL, {}, "self-test")
    dump = dict.fromkeys(mc.DUMP_KEYS.values(), None)
    per = {"call": "init_buffer", "error": "ValueError",
           "message": "PER buffer is only supported for Rainbow DQN"}  # fmt: skip
    ref = {"ok": True, "paths": [], "rules": [], "strict_ok": True, "strict_paths": [],
           "strict_rules": [], "dump": dump, "factory": per}  # fmt: skip
    rule = ["algorithm/name", 'must be one of "Rainbow DQN", "RainbowDQN", got "TD3" '
            "(prioritized replay is built for Rainbow DQN only (the factory ...)"]  # fmt: skip
    mine = {"ok": False, "paths": ["algorithm/name"], "problems": [rule]}
    assert mc.judge(case, ref, mine).kind == "unbuildable"
    assert mc.judge(case, ref, mine).kinds["algorithm"] == "unbuildable"
    # the shipped factory builds: our refusal is a disagreement
    assert mc.judge(case, {**ref, "factory": None}, mine).kinds["algorithm"] == "disagree"
    # it refuses for another rule than the one we name
    gamma = {**per, "message": "Gamma must be specified for N-step buffer"}
    assert mc.judge(case, {**ref, "factory": gamma}, mine).kind == "disagree"
    # we refuse with another problem as well, or instead
    other = ["training/max_steps", "must be at least 1, got 0"]
    both = {"ok": False, "paths": ["algorithm/name", "training/max_steps"],
            "problems": [rule, other]}  # fmt: skip
    assert mc.judge(case, ref, both).kind == "disagree"
    moved = {"ok": False, "paths": ["algorithm"], "problems": [["algorithm", rule[1]]]}
    assert mc.judge(case, ref, moved).kind == "disagree"
    # the shipped manifest refuses (lax, or strict only): the other classes decide
    refused = {**ref, "ok": False, "strict_ok": False, "paths": ["training/max_steps"],
               "strict_paths": ["training/max_steps"]}  # fmt: skip
    assert mc.judge(case, refused, mine).kind == "disagree"
    strict = {**ref, "strict_ok": False, "strict_paths": ["training/max_steps"]}
    assert mc.judge(case, strict, mine).kind == "disagree"
    # we accept what the shipped factory refuses
    assert mc.judge(case, ref, {"ok": True, "dump": dump}).kinds["algorithm"] == "disagree"
    assert mc.judge(case, {**ref, "factory": None}, {"ok": True, "dump": dump}).kind == "agree"


def test_the_buffer_factory_documents_show_both_sides(judged: list[mc.Judged]) -> None:
    """Each buffer-factory document is accepted by the shipped manifest; its factory builds
    some (we accept those) and refuses the others (we refuse those: "unbuildable")."""
    labels = {case.label for case in md.buffer_factory_cases()}
    kinds = [j.kind for j in judged if j.case.label in labels]
    assert len(kinds) == len(labels)
    assert kinds.count("unbuildable") >= 10
    assert kinds.count("agree") >= 14
    assert set(kinds) == {"agree", "unbuildable"}


def test_the_implied_environment_table_is_the_shipped_registry(reference: Reference) -> None:
    """``x-algorithm-env-types`` / ``x-algorithm-objectives`` (schema/algorithm.schema.json,
    read by the manifest's rules and its loader) are what the shipped specs declare."""
    from agilerl.models._manifest_env import IMPLIED_ENV_TYPES, IMPLIED_OBJECTIVES

    registry = reference.run("manifests", "registry")
    shipped_types = {name: r["env_type"] for name, r in registry.items()}
    assert shipped_types == IMPLIED_ENV_TYPES
    shipped = {name: r["objective"] for name, r in registry.items() if r["objective"]}
    assert shipped == IMPLIED_OBJECTIVES


def test_the_supported_models_table_is_the_shipped_one(reference: Reference) -> None:
    """``x-supported-models`` (schema/networks.schema.json, the fine-tuning network's rules
    derived from it by tools/codegen/supported_models.py, and the loader's expert paths)
    is the shipped table: each Hub id's largest LoRA rank, module names and expert paths."""
    mine = json.loads((PUBLISHED / "networks.schema.json").read_text("utf-8"))
    table = mine["$defs"]["FinetuningNetworkSpec"]["x-supported-models"]
    shipped = reference.run("manifests", "supported")
    assert table == shipped
    # the manifest's rules for an adapter written in both sections name the packed-experts
    # models and their expert paths (what such a network fills in before it compares)
    manifest = json.loads((PUBLISHED / "manifest.schema.json").read_text("utf-8"))
    packed = {hub_id: row["target_parameters"] for hub_id, row in shipped.items()
              if row["target_parameters"]}  # fmt: skip
    filled = {
        rule["if"]["properties"]["network"]["properties"]["pretrained_model_name_or_path"][
            "const"
        ]: rule["then"]["properties"]["algorithm"]["properties"]["lora_config"]["properties"][
            "target_parameters"
        ]["const"]
        for rule in manifest["allOf"]
        if rule.get("$comment") == md.PACKED_RULE
    }
    assert filled == packed
    named = [
        json.dumps(rule).count(json.dumps(sorted(packed, key=list(shipped).index)))
        for rule in manifest["allOf"]
        if "unless the network fills it in" in rule.get("description", "")
        or "a list of target_parameters in the algorithm section's" in rule.get("description", "")
    ]
    assert named == [1, 1]
