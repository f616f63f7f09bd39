"""The algorithm specs, shipped and ours, judge the same documents alike.

For every class of ``schema/algorithms/`` (the registered algorithms and the shared base
classes) the same documents go to the shipped class (agilerl-arena 1.29.0, in its own
venv) and to ours: every field at each bound and just past it, its default written out,
a misspelt key, a string for a number, a null, a negative count, a list, an object, each
enum value and a wrong one, and each rule both ways. The manifest's algorithm section is
judged the same way through the shipped section resolver: every registered name and
alias, unknown names, and each class's documents under each of its names.

Compared: the verdict; for a refusal, every field path (a problem of a rule may sit on
the rule's fields, as in docs/conformance.md); for an acceptance, ``model_dump(mode="json")``,
the class built and its registered ``name``. The one allowed difference is lax coercion:
the shipped class accepts only in lax mode, and we refuse with the paths strict mode names.
The agreement per algorithm is printed in the terminal summary and must be 100%.
"""

from __future__ import annotations

import importlib
import inspect
import json
import os
import re
from collections import Counter, defaultdict
from pathlib import Path
from typing import Any

import pytest

from agilerl.models import _validation
from agilerl.models._algorithms import AlgorithmSpecBase, spec_classes
from tests.conformance.conftest import SUMMARY, Reference
from tests.conformance.ours import aside_paths, checked_as
from tests.conftest import PUBLISHED

ROOT = Path(__file__).resolve().parents[2]
SCHEMAS = {
    p.stem.removesuffix(".schema"): json.loads(p.read_text("utf-8"))
    for p in sorted((PUBLISHED / "algorithms").glob("*.schema.json"))
}
#: (module, class) of every generated algorithm class.
CLASSES = [
    (module, name)
    for module, doc in SCHEMAS.items()
    for name, sub in doc["$defs"].items()
    if "x-section-of" not in sub
]
SECTION_OF = {
    sub["x-section-of"]: sub
    for doc in SCHEMAS.values()
    for sub in doc["$defs"].values()
    if "x-section-of" in sub
}
NAMES = {name: cls.__name__ for name, cls in spec_classes().items()}
ALL_NAMES = json.loads((PUBLISHED / "algorithm.schema.json").read_text("utf-8"))["properties"][
    "name"
]["enum"]
#: Messages of the shipped model validators -> the fields the rule reads.
RULE_FIELDS = {
    "v_min must be less than v_max": {"v_min", "v_max"},
    "Recurrent PPO requires recurrent=True": {"recurrent"},
    # the LLM specs' rules ("" is the section itself: a rule our schema states there)
    "requires max_output_tokens to be set": {"thinking_token_budget", "max_output_tokens"},
    "must be less than max_output_tokens": {"thinking_token_budget", "max_output_tokens"},
    "use_sequence_packing requires attn_implementation": {"attn_implementation"},
    "does not accept use_sequence_packing": {"use_sequence_packing"},
    "answer_continuation requires constrain_answer_pattern": {""},
    "does not forward activation_offload": {"activation_offload"},
    "is not a multiple of algorithm.micro_batch_size_per_gpu": {"mini_batch_size"},
}
#: A union branch pydantic puts into an error's path.
UNION_TAG = re.compile(r"/(list|set|dict|tuple)\[[^/]*\]$|/(str|int|float|bool)$")
#: Fields holding a shipped dataclass, whose checks run in its __post_init__.
DATACLASS_FIELDS = {"fsdp", "profiling_config"}
#: Our rules' descriptions (schema/algorithms/base.schema.json and the LLM specs).
OUR_RULES = (
    "thinking_token_budget is counted against",
    "thinking_token_budget must be <",
    "sequence packing needs an attention backend",
    "does not take use_sequence_packing",
    "answer_continuation continues into an answer",
    "does not pass activation_offload",
    "mini_batch_size must be a multiple of micro_batch_size_per_gpu",
)


def ours_class(module: str, name: str) -> type[AlgorithmSpecBase]:
    cls: type[AlgorithmSpecBase] = getattr(
        importlib.import_module(f"agilerl.arena.models.algorithms.{module}"), name
    )
    return cls


def properties(name: str) -> dict[str, Any]:
    sub = SECTION_OF.get(name)
    if sub is None:
        sub = next(doc["$defs"][name] for doc in SCHEMAS.values() if name in doc["$defs"])
    # an older spelling (x-alias-of) is no field of its own: llm_documents writes them
    return {k: v for k, v in sub["properties"].items() if k != "name" and "x-alias-of" not in v}


def _options(prop: dict[str, Any]) -> list[dict[str, Any]]:
    return [o for o in prop.get("anyOf", [prop]) if o != {"type": "null"}]


def field_values(prop: dict[str, Any]) -> list[Any]:
    """Values to try in one field: bounds both sides, the default, each wrong kind."""
    values: list[Any] = [prop.get("default"), None, "5", [1], {"a": 1}, True, "text"]
    for option in _options(prop):
        kind = option.get("type")
        if kind == "integer":
            values += [0, 1, 2, -1, 5.0, 5.5, 10**6]
        if kind == "number":
            values += [0, 0.5, 1, -0.5, 2.5, -1e-9, "0.5", 1e6, -1e6]
        if kind == "boolean":
            values += [False, 1, 0, "true", "false"]
        if kind == "object":
            values += [{}, "x", 1]
        if "enum" in option:
            values += [*option["enum"], "chunk", option["enum"][0].upper()]
        for key, step in (("minimum", 1), ("maximum", -1), ("exclusiveMinimum", 1)):
            if key in option:
                bound = option[key]
                tiny = 1 if kind == "integer" else 1e-6
                values += [bound, bound - step * tiny, bound + step * tiny]
    unique: list[Any] = []
    for value in values:
        if not any(json.dumps(value) == json.dumps(seen) for seen in unique):
            unique.append(value)
    return unique


def documents(name: str) -> list[dict[str, Any]]:
    props = properties(name)
    docs: list[dict[str, Any]] = [{}, {k: p["default"] for k, p in props.items()}]
    for field, prop in props.items():
        values = field_values(prop)
        if field == "net_config":  # a network spec: its objects are judged class by class
            values = [v for v in values if not isinstance(v, dict)]  # in test_env_network
        docs += [{field: value} for value in values]
        docs.append({field + "x": prop.get("default")})  # misspelt
        docs.append({field[:-1]: 1})
    docs += [{"name": "DQN"}, {"unknown": 1, "batch_size": -1}]
    if "v_min" in props:
        pairs = [(0, 1), (1, 1), (2, 1), (-20, -10), (10, None), (None, -10), (-1.5, -1.5)]
        for low, high in pairs:
            doc = {"v_min": low} if low is not None else {}
            docs.append({**doc, **({"v_max": high} if high is not None else {})})
        docs.append({"v_min": 5, "v_max": 1, "num_atoms": 0})  # a field error beside the rule
    if "recurrent" in props:
        docs += [{"recurrent": False, "learn_step": 1}, {"recurrent": False, "learn_step": 0}]
    if "fsdp" in props:
        docs += llm_documents(props)
    return docs


def llm_documents(props: dict[str, Any]) -> list[dict[str, Any]]:
    """The LLM specs' rules both ways, and their nested settings (FSDP, profiling, LoRA,
    the vLLM engine, the learning-rate schedule) at their bounds."""
    docs: list[dict[str, Any]] = []
    docs += [{"thinking_token_budget": 5, "max_output_tokens": m} for m in (4, 5, 6, None)]
    packing = ("sdpa", "flash_attention_2", "flex_attention", None)
    docs += [{"use_sequence_packing": True, "attn_implementation": a} for a in packing]
    patterns = ("[0-9]+", "", "^a", "a$", "a\\$", "$", None)
    docs += [{"answer_continuation": True, "constrain_answer_pattern": p} for p in patterns]
    docs += [{"answer_continuation": True, "answer_pattern": "x"}, {"answer_pattern": "^x"}]
    docs += [{"answer_pattern": "x", "constrain_answer_pattern": "y"}]
    sizes = ((4, 2), (4, 3), (4, None), (None, 3), (6, 3))
    docs += [{"mini_batch_size": a, "micro_batch_size_per_gpu": b} for a, b in sizes]
    docs += [{"activation_offload": True, "use_sequence_packing": False}]
    fsdp: list[Any] = [
        True, {}, {"tp": 2, "shard_group_size": 4}, {"tp": 2, "shard_group_size": 3},
        {"ep": 2, "shard_group_size": 3}, {"ep": 3, "tp": 1, "shard_group_size": 6},
        {"param_dtype": "torch.bfloat16"}, {"param_dtype": "bf16"}, {"reduce_dtype": "float64"},
        {"zz": 1}, {"prefetch_units": 0}, {"prefetch_units": 1},
        {"checkpoint_skip_layer_types": ["a"]}, {"routed_expert_chunk_mib": 0},
        {"routed_expert_chunk_mib": 1}, {"param_persistence_threshold": -1},
    ]  # fmt: skip
    docs += [{"fsdp": value} for value in fsdp]
    if "lr_actor" in props:
        docs += [{"lr": 1e-6}, {"lr": 1e-6, "lr_actor": 1e-6}, {"lr": -1.0}]
    if "profiling_config" in props:
        profiling: list[Any] = [
            {}, {"torch_profile_step": 1}, {"torch_profile_step": 1, "output_dir": "d"},
            {"memory_snapshot_on_oom": True}, {"memory_snapshot_on_oom": True, "output_dir": "d"},
            {"profile_ranks": [-1]}, {"profile_ranks": [0, 2]}, {"memory_history_max_entries": 0},
            {"torch_profile_step": 0, "output_dir": "d"},
        ]  # fmt: skip
        docs += [{"profiling_config": value} for value in profiling]
    if "off_policy_token_mask_bounds" in props:
        docs += [{"off_policy_token_mask_bounds": v} for v in ([1, 2], [1], [1, 2, 3], [1, "a"])]
    if "cosine_lr_schedule_config" in props:
        schedules: list[Any] = [
            {"num_steps": 10}, {"num_steps": 0}, {"num_steps": 10, "warmup_proportion": 1.0},
            {"num_steps": 10, "warmup_proportion": 0.5, "min_lr_ratio": 1.0},
        ]  # fmt: skip
        docs += [{"cosine_lr_schedule_config": value} for value in schedules]
    if "vllm_config" in props:
        engines: list[Any] = [
            {}, {"gpu_memory_utilization": 1.5}, {"sleep_mode_level": 2}, {"max_num_seqs": 0},
            {"strip_multimodal_towers": ["image"]}, {"limit_mm_per_prompt": {"image": -1}},
        ]  # fmt: skip
        docs += [{"vllm_config": value} for value in engines]
    loras: list[Any] = [
        {}, {"lora_r": 0}, {"target_modules": ["q_proj"]}, {"target_modules": 5},
        {"lora_dropout": 1.5}, {"task_type": ""}, {"target_parameters": ["a"]},
    ]  # fmt: skip
    docs += [{"lora_config": value} for value in loras]
    return docs


def cases() -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    for module, name in CLASSES:
        for doc in documents(name):
            out.append({"algo": name, "cls": [module, name], "doc": doc})
    for alg, cls_name in NAMES.items():
        for doc in documents(cls_name):
            out.append({"algo": f"section:{cls_name}", "section": {"name": alg, **doc}})
    extra = [{"name": n} for n in NAMES]
    extra += [{"name": n, "gamma": None} for n in NAMES]
    extra += [{"name": bad} for bad in ("DQNN", "dqn", "Rainbow", "", 5, None, ["DQN"])]
    extra += [{}, {"lr": 0.1}, {"name": "PPOO", "lr": "fast"}]
    out += [{"algo": "section:names", "section": doc} for doc in extra]
    assert sorted(NAMES) == sorted(ALL_NAMES), "every registered name selects its own class"
    return out


def ours(case: dict[str, Any]) -> dict[str, Any]:
    if "section" in case:
        doc, model = case["section"], "AlgoSpec"
    else:
        doc, model = case["doc"], case["cls"][1]
    found = _validation.problems(doc, model)
    if found:
        # a problem found by checking as the closest name is one the shipped never has;
        # what another problem stands for (a knock-on, a misspelt required key) is "aside"
        problems = [
            ("/".join(map(str, p.path)), p.message) for p in found if not checked_as(p.message)
        ]
        return {"ok": False, "problems": problems, "aside": aside_paths(doc, model)}
    if "section" in case and doc["name"] not in NAMES:
        return {"ok": True, "verdict_only": True}
    if "section" in case:
        value = spec_classes()[doc["name"]](**{k: v for k, v in doc.items() if k != "name"})
    else:
        value = ours_class(*case["cls"]).model_validate(doc)
    return {
        "ok": True,
        "dump": value.model_dump(mode="json"),
        "class": type(value).__name__,
        "name": value.name,
    }


def _is_rule(message: str) -> bool:
    return (
        ("must be <" in message and "v_max" in message)
        or "recurrent encoder" in message
        or any(rule in message for rule in OUR_RULES)
    )


def _matches(paths: list[str], rules: list[str], problems: list[tuple[str, str]]) -> bool:
    """Our problems name the shipped field paths; a rule's problem sits on its fields. A
    list too short for its tuple is reported at the list (the shipped: at the missing
    item)."""
    short = {
        path
        for path, message in problems
        if "must have at least" in message and "item(s)" in message
    }
    paths = [p.rpartition("/")[0] if p.rpartition("/")[0] in short else p for p in paths]
    # pydantic names a union's branches in the path (target_modules/list[str]): not fields
    paths = [p for p in paths if not UNION_TAG.search(p)]
    mine = {path for path, message in problems if not _is_rule(message)}
    # the shipped dataclasses' own checks (__post_init__) report at the object, ours at
    # the field inside it that breaks the rule
    for held in DATACLASS_FIELDS & set(paths):
        mine = {held if path.startswith(held + "/") else path for path in mine}
    ruled = {path for path, message in problems if _is_rule(message)}
    if set(paths) != mine:
        return False
    if paths:  # pydantic runs the model validators only once the fields are valid
        return True
    wanted = set().union(*(RULE_FIELDS[r] for r in rules))
    return bool(ruled) == bool(rules) and ruled <= wanted


def _rule_names(messages: list[str]) -> list[str]:
    return [rule for rule in RULE_FIELDS if any(rule in message for message in messages)]


def _section_problems(theirs: dict[str, Any], strict: bool) -> tuple[list[str], list[str]]:
    """The shipped section's field errors keep their paths; its resolver reports an
    unregistered or missing name at the section's root (ours: at ``name``), and the spec's
    rules come through as they are; a spec's errors nested in one message keep their
    paths as pydantic's report lines that are not indented."""
    messages = theirs["strict_rules" if strict else "rules"]
    paths = set(theirs["strict_paths" if strict else "paths"])
    for message in messages:
        lines = message.split("\n")
        if any(rule in message for rule in RULE_FIELDS):
            continue
        if "registered algorithm" in message:
            paths.add("name")
        elif "validation error" in lines[0]:
            paths |= {line for line in lines[1:] if line and not line.startswith(" ")}
        else:
            paths.add(f"<unknown: {message[:80]}>")
    return sorted(paths), _rule_names(messages)


def outcome(case: dict[str, Any], theirs: dict[str, Any], mine: dict[str, Any]) -> str:
    section = "section" in case

    def problems(strict: bool) -> tuple[list[str], list[str]]:
        if section:
            paths, rules = _section_problems(theirs, strict)
        else:
            prefix = "strict_" if strict else ""
            paths, rules = theirs[prefix + "paths"], _rule_names(theirs[prefix + "rules"])
        # a shipped path another of our problems stands for (ours.aside_paths) is named
        return [p for p in paths if p not in mine.get("aside", ())], rules

    if "crash" in theirs:  # the shipped resolver raised instead of refusing
        return "crash" if not mine["ok"] else "disagree"
    if theirs["ok"] and mine["ok"]:
        if mine.get("verdict_only"):
            return "agree"
        same = all(theirs[k] == mine[k] for k in ("dump", "class", "name"))
        return "agree" if same else "disagree"
    if not theirs["ok"] and not mine["ok"]:
        # a coerced value may pass lax mode and then fail a rule: ours matches either mode
        lax, strict = problems(False), problems(True)
        found = mine["problems"]
        return "agree" if _matches(*lax, found) or _matches(*strict, found) else "disagree"
    if theirs["ok"] and not theirs["strict_ok"] and not mine["ok"]:
        return "lax" if _matches(*problems(True), mine["problems"]) else "disagree"
    return "disagree"


@pytest.fixture(scope="module")
def judged(reference: Reference, request: pytest.FixtureRequest) -> dict[str, Any]:
    every = cases()
    answer = reference.run("algorithms", {"classes": CLASSES, "cases": every})
    outcomes: dict[str, Counter[str]] = defaultdict(Counter)
    bad = []
    for case, theirs in zip(every, answer["results"], strict=True):
        mine = ours(case)
        result = outcome(case, theirs, mine)
        outcomes[case["algo"]][result] += 1
        if result == "disagree":
            bad.append((case, theirs, mine))
    lines = [f"algorithm specs: {len(every)} documents"]
    for algo, counts in sorted(outcomes.items()):
        total = sum(counts.values())
        share = 100 * (counts["agree"] + counts["lax"] + counts["crash"]) / total
        crashes = f", {counts['crash']} refused (shipped: TypeError)" if counts["crash"] else ""
        lines.append(
            f"  {algo:28} {share:6.2f}%  ({counts['agree']} agree, {counts['lax']} lax"
            f"{crashes}, {counts['disagree']} disagree)"
        )
    request.config.stash.setdefault(SUMMARY, []).append("\n".join(lines))
    return {"signatures": answer["signatures"], "bad": bad, "count": len(every)}


def test_enough_documents(judged: dict[str, Any]) -> None:
    assert judged["count"] >= 3000


def test_every_document_agrees(judged: dict[str, Any]) -> None:
    shown = [json.dumps(item, default=str)[:900] for item in judged["bad"][:10]]
    report = os.environ.get("AGILERL_CONFORMANCE_REPORT")
    if report:
        Path(report).write_text(json.dumps(judged["bad"], indent=1, default=str), "utf-8")
    assert not judged["bad"], f"{len(judged['bad'])} disagreements:\n" + "\n".join(shown)


#: ``fsdp`` of the LLM specs: the shipped annotation embeds FSDPConfig's JSON Schema, its
#: descriptions in the shipped words (not ours); ours names what the schema accepts.
FSDP = "typing.Union[agilerl.arena.models.fsdp.FSDPConfig, typing.Literal[True], NoneType]"
FSDP_SHIPPED = "typing.Annotated[agilerl.arena.models.fsdp.FSDPConfig | None, WithJsonSchema("


@pytest.mark.parametrize(("module", "name"), CLASSES, ids=[f"{m}.{n}" for m, n in CLASSES])
def test_signature_name_and_bases(judged: dict[str, Any], module: str, name: str) -> None:
    theirs = judged["signatures"][f"{module}.{name}"]
    cls = ours_class(module, name)
    mine = [
        [p.name, str(p.annotation), repr(p.default)]
        for p in inspect.signature(cls).parameters.values()
    ]
    assert [p[0] for p in mine] == [p[0] for p in theirs["params"]]
    for (field, annotation, default), (_, their_annotation, their_default) in zip(
        mine, theirs["params"], strict=True
    ):
        assert default == their_default, field
        if field == "fsdp":
            assert annotation == FSDP
            assert their_annotation.startswith(FSDP_SHIPPED)
        else:
            assert annotation == their_annotation, field
    assert cls.model_construct().name == theirs["name"]
    package = "agilerl.arena.models.algorithms."
    assert [c.__name__ for c in cls.__mro__ if c.__module__.startswith(package)] == theirs["mro"]


def test_the_comparison_can_fail() -> None:
    case = {"cls": ["dqn", "DQNSpec"], "doc": {}}
    theirs = {"ok": False, "paths": ["lr"], "rules": [], "strict_ok": False}
    assert outcome(case, theirs, ours(case)) == "disagree"
    accepted = {"ok": True, "dump": {}, "class": "DQNSpec", "name": "DQN", "strict_ok": True}
    assert outcome(case, accepted, ours(case)) == "disagree"
