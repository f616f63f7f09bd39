"""Whole manifests: compare the shipped ``TrainingManifest``'s result with ours, section by
section.

A document's problems and dump are split by section (``training``, ``replay_buffer``,
``algorithm``, ``environment``, ``network``, ``mutation``, ``selection`` for
``selection_strategy`` / ``tournament_selection``, and ``manifest`` for the top level:
``apiVersion``, unknown keys). A section agrees on a document when:

- both accept it and the section's ``model_dump(mode="json")`` is the same;
- or the problems in that section match: every shipped field error has ours at the same
  path; every shipped model-validator error (a rule, see ``reference_side/manifests.py``)
  has one of ours at a path that rule names (:data:`MANIFEST_RULES` for the manifest's
  own rules, anywhere under the model otherwise); and each problem of ours is one of
  those, or stands for a rule the shipped classes never checked (pydantic runs a model's
  validators only once all its fields are valid, and stops at the first failing one).

The one allowed difference, lax coercion, is decided per section as in
:mod:`tests.conformance.compare`: the shipped class accepts the document in lax mode and
refuses it in strict mode, and our problems in the section are those strict mode reports.
Where both refuse, ours must match lax or strict mode's.

A document the shipped class accepts and the shipped buffer factory then refuses to build
(:data:`FACTORY_RULES`) is "unbuildable" where ours refuses it for that rule alone.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from tests.conformance import compare as sections
from tests.conformance.documents import Case

SECTIONS = (
    "training", "replay_buffer", "algorithm", "environment", "network", "mutation",
    "selection", "manifest",
)  # fmt: skip
#: Keys of the dump (``model_dump(mode="json")``) by section.
DUMP_KEYS = {
    "training": "training",
    "replay_buffer": "replay_buffer",
    "algorithm": "algorithm",
    "environment": "environment",
    "network": "network",
    "mutation": "mutation",
    "selection": "selection_strategy",
    "manifest": "api_version",
}
#: The manifest's own rules (shipped model validators at the root): the section each
#: belongs to and where a problem of ours for it may sit (``x/*``: ``x`` or under it).
MANIFEST_RULES: dict[str, tuple[str, tuple[str, ...]]] = {
    "api-version": ("manifest", ("apiVersion", "api_version")),
    "network-matches-algorithm": ("network", ("network/*", "algorithm/*", "")),
    "simba-not-recurrent": ("network", ("network/*", "algorithm/*")),
    "mutation-names": ("mutation", ("mutation/rl_hp_selection/*",)),
    "selection-layout": (
        "selection",
        ("selection_strategy/*", "tournament_selection/*", "training", "training/pop_size",
         "training/population_size", ""),
    ),
    "sections-agree": ("algorithm", ("algorithm/*", "environment/*", "network/*")),
    "async-needs-llm-buffer": (
        "replay_buffer", ("training/rollout_mode", "replay_buffer", "replay_buffer/kind", ""),
    ),
    "prefix-cache-needs-lag": (
        "replay_buffer",
        ("training/reuse_prefix_cache_across_syncs", "replay_buffer", "replay_buffer/kind",
         "replay_buffer/max_rollout_version_lag", ""),
    ),
    "group-replay-needs-grpo": (
        "replay_buffer",
        ("replay_buffer/group_replay_max_age", "algorithm", "algorithm/name",
         "algorithm/group_size"),
    ),
    "pretrained-model-named": ("algorithm", ("algorithm/*", "network/*", "")),
}  # fmt: skip
#: The order the shipped manifest runs its validators in: the first that fails hides the rest.
MANIFEST_ORDER = [
    "api-version", "network-matches-algorithm", "simba-not-recurrent", "mutation-names",
    "selection-layout", "sections-agree", "async-needs-llm-buffer", "prefix-cache-needs-lag",
    "group-replay-needs-grpo", "pretrained-model-named",
]  # fmt: skip


#: The shipped buffer factory's refusals (agilerl 2.58.0 ``init_buffer`` /
#: ``init_n_step_buffer``, its ``ValueError`` message) and the words that end the problems
#: of our manifest rules refusing the same settings (schema/manifest.schema.json allOf):
#: the shipped manifest accepts such a document, its trainer cannot build the buffer.
FACTORY_RULES: dict[str, tuple[str, ...]] = {
    "PER buffer is only supported for Rainbow DQN": (
        "(prioritized replay is built for Rainbow DQN only (",
    ),
    "Gamma must be specified for N-step buffer": (
        "(n-step replay discounts with the algorithm's gamma, ",
        "(prioritized plus n-step replay builds a second, n-step memory ",
    ),
}
#: Where our problem for a factory rule sits (the rules name the algorithm it refuses).
FACTORY_PATH = "algorithm/name"


def unbuildable(ref: dict[str, Any], ours: dict[str, Any]) -> bool:
    """The "unbuildable" class: the shipped manifest accepts the document (lax and strict),
    the shipped factory refuses its buffer with a rule of :data:`FACTORY_RULES`, and every
    problem of ours is our rule for that same refusal, at :data:`FACTORY_PATH`."""
    refusal = ref.get("factory") if ref.get("ok") and ref.get("strict_ok") else None
    if not refusal or ours["ok"] or refusal.get("error") != "ValueError":
        return False
    words = FACTORY_RULES.get(refusal.get("message", ""), ())
    found = ours.get("problems", [])
    return bool(found and words) and all(
        path == FACTORY_PATH and any(w in message for w in words) for path, message in found
    )


def section_of(path: str) -> str:
    head = path.split("/", 1)[0]
    if head in ("selection_strategy", "tournament_selection"):
        return "selection"
    return head if head in SECTIONS else "manifest"


def _matches(path: str, pattern: str) -> bool:
    if pattern.endswith("/*"):
        stem = pattern[:-2]
        return path == stem or path.startswith(stem + "/")
    return path == pattern


def _under(path: str, loc: str) -> bool:
    return loc == "" or path == loc or path.startswith(loc + "/")


def allowed(loc: str, rule: str, path: str) -> bool:
    """Whether our problem at ``path`` may stand for the shipped ``rule`` raised at ``loc``.

    A shipped crash (an exception that is no validation error, such as ``TypeError`` for
    an algorithm ``name`` that is a list) is a shipped bug we do not copy: any problem of
    ours stands for it (we refuse, naming the field)."""
    if rule.startswith("crash: "):
        return True
    if loc == "" and rule in MANIFEST_RULES:
        return any(_matches(path, p) for p in MANIFEST_RULES[rule][1])
    if loc in ("training", "replay_buffer") and rule in sections.RULE_FIELDS:
        return sections.permits(loc, rule, path)
    return _under(path, loc) if loc else path == ""


def rule_section(loc: str, rule: str) -> str:
    if rule.startswith("crash: "):
        return ""  # no section's: counts against the whole document only
    if loc == "" and rule in MANIFEST_RULES:
        return MANIFEST_RULES[rule][0]
    return section_of(loc)


def _unchecked(paths: list[str], rules: list[list[str]], ours: str) -> bool:
    """Whether our problem at ``ours`` stands for a rule the shipped classes never checked."""
    if sections.unchecked(paths, rules, ours):
        return True
    if _under(ours, "network/lora_config") and any(_under(p, "network") for p in paths):
        # the fine-tuning network's supported-model rule (its LoRA rank and names) is a
        # model validator: a field error in the section hides it
        return True
    root_rules = [rule for loc, rule in rules if loc == ""]
    nested_failed = bool(paths) or any(loc != "" for loc, _ in rules)
    for rule, (_, where) in MANIFEST_RULES.items():
        if not any(_matches(ours, p) for p in where):
            continue
        if nested_failed:
            return True
        earlier = MANIFEST_ORDER[: MANIFEST_ORDER.index(rule)]
        if any(r in earlier for r in root_rules):
            return True
    return False


def reasons(paths: list[str], rules: list[list[str]], ours: list[str]) -> dict[str, list[str]]:
    """Section -> what differs between the shipped problems and ours."""
    out: dict[str, list[str]] = {}
    for path in paths:
        if path not in ours:
            out.setdefault(section_of(path), []).append(f"shipped problem at {path} not ours")
    explained = set(paths)
    for loc, rule in rules:
        hit = {p for p in ours if allowed(loc, rule, p)}
        if not hit:
            out.setdefault(rule_section(loc, rule), []).append(
                f"shipped rule {rule} at {loc or '<root>'} not reported by us"
            )
        explained |= hit
    for path in ours:
        if path not in explained and not _unchecked(paths, rules, path):
            out.setdefault(section_of(path), []).append(f"we report {path or '<root>'}")
    return out


@dataclass
class Judged:
    """One document's outcome: per section ``agree`` / ``lax`` / ``disagree``, and why."""

    case: Case
    kinds: dict[str, str]
    why: dict[str, list[str]] = field(default_factory=dict)
    refused: set[str] = field(default_factory=set)
    """The sections the shipped class (lax mode) finds a problem in."""

    @property
    def kind(self) -> str:
        values = set(self.kinds.values())
        kinds = ("disagree", "range", "lax", "folded", "unbuildable")
        return next((k for k in kinds if k in values), "agree")


def folds(doc: Any) -> bool:
    """Whether the shipped manifest moves ``mutation.network`` onto the network section
    before it validates either (both objects): the "folded ranges" class."""
    if not isinstance(doc, dict):
        return False
    mutation, network = doc.get("mutation"), doc.get("network")
    return (
        isinstance(network, dict)
        and isinstance(mutation, dict)
        and isinstance(mutation.get("network"), dict)
    )


def _integral_float(doc: Any, path: str) -> bool:
    for step in path.split("/"):
        if isinstance(doc, dict) and step in doc:
            doc = doc[step]
        elif isinstance(doc, list) and step.isdigit() and int(step) < len(doc):
            doc = doc[int(step)]
        else:
            return False
    return isinstance(doc, float) and doc.is_integer()


#: A wrapper entry is a string or a ``[path, kwargs]`` pair (a tuple to the shipped class,
#: a list in JSON): its problems are the entry's (as tests/conformance/test_env_network.py
#: reads them), and a pair written as a list is JSON's only way to write it, not a coercion.
WRAPPER_ENTRY = re.compile(r"^(environment/env_wrappers/\d+)(/.*)?$")


#: ``target_modules`` of a LoRA adapter is the union ``list[str] | str | set[str]``: the
#: shipped problems of its list and set members sit under the member (``target_modules/0``,
#: ``target_modules/set[str]``), ours (JSON has no set) at the field, for the value as a whole.
LORA_TARGETS = re.compile(r"^((?:network|algorithm)/lora_config/target_modules)/.*$")


def _wrapper_entries(ref: dict[str, Any]) -> dict[str, Any]:
    out = dict(ref)
    for key in ("paths", "strict_paths"):
        if key in ref:
            read = (LORA_TARGETS.sub(r"\1", WRAPPER_ENTRY.sub(r"\1", p)) for p in ref[key])
            out[key] = sorted(set(read))
    return out


def _json_pair(doc: Any, path: str) -> bool:
    """Whether ``path`` is a wrapper entry written as a two-item list."""
    if not WRAPPER_ENTRY.match(path):
        return False
    for step in path.split("/"):
        if isinstance(doc, dict) and step in doc:
            doc = doc[step]
        elif isinstance(doc, list) and step.isdigit() and int(step) < len(doc):
            doc = doc[int(step)]
        else:
            return False
    return isinstance(doc, list) and len(doc) == 2


def judge(case: Case, ref: dict[str, Any], ours: dict[str, Any]) -> Judged:
    ref = _wrapper_entries(ref)
    if "strict_paths" in ref:  # strict mode's refusal of a list for a pair: JSON's only form
        lax = set(ref.get("paths", []))
        ref["strict_paths"] = [
            p for p in ref["strict_paths"] if p in lax or not _json_pair(case.doc, p)
        ]
    if not ours["ok"] and ours.get("range"):
        # a number past 2**53 - 1: refused as data before the schema is asked (the
        # documented "range" class, docs/conformance.md), whatever else the shipped classes
        # find in the document
        return Judged(case, dict.fromkeys(SECTIONS, "range"))
    trimmed = _without_folded(case, ours)
    result = _judge(case, ref, trimmed)
    result.refused = {section_of(p) for p in ref.get("paths", [])} | {
        rule_section(loc, r) for loc, r in ref.get("rules", [])
    }
    if trimmed.get("dropped") and result.kinds["mutation"] == "agree":
        result.kinds["mutation"] = "folded"
    shipped_network = [w for w in result.why.get("network", []) if w.startswith("shipped problem")]
    if trimmed.get("dropped") and shipped_network == result.why.get("network"):
        # the shipped class reports a folded limit in the network section it moved it to;
        # ours reports it in mutation.network, where it is written (the folded class)
        result.kinds["network"] = "folded"
    return result


def _without_folded(case: Case, ours: dict[str, Any]) -> dict[str, Any]:
    """Ours, less the problems in ``mutation.network`` where the shipped class folds it:
    it checks those values only inside the network section, after moving them (and never
    the ones the network section sets itself). docs/conformance.md names the class."""
    if ours["ok"] or not folds(case.doc):
        return ours
    dropped = [p for p in ours["paths"] if _under(p, "mutation/network")]
    return {**ours, "paths": [p for p in ours["paths"] if p not in dropped], "dropped": dropped}


def _judge(case: Case, ref: dict[str, Any], ours: dict[str, Any]) -> Judged:
    kinds = dict.fromkeys(SECTIONS, "agree")
    why: dict[str, list[str]] = {}
    if not ours["ok"] and not ours["paths"]:  # refused only for folded ranges
        return Judged(case, kinds, why)
    if ref["ok"] and ours["ok"]:
        for section, key in DUMP_KEYS.items():
            diff = sections.dict_diff(ref["dump"].get(key), ours["dump"].get(key), key)
            if diff:
                kinds[section], why[section] = "disagree", diff
        refusal = ref.get("factory")
        if refusal:  # every combination our rules accept builds: the shipped factory's too
            section = section_of(FACTORY_PATH)
            kinds[section] = "disagree"
            why.setdefault(section, []).append(f"we accept; shipped factory: {refusal}")
        return Judged(case, kinds, why)
    mine = ours.get("paths", [])
    lax = reasons(ref["paths"], ref["rules"], mine) if not ref["ok"] else None
    strict = reasons(ref["strict_paths"], ref["strict_rules"], mine)
    if unbuildable(ref, ours):
        kinds[section_of(FACTORY_PATH)] = "unbuildable"
        return Judged(case, kinds, why)
    if ref["ok"]:  # we refuse: only the lax class may explain it
        if ref["strict_ok"]:
            lax = reasons([], [], mine)
            for section, items in lax.items():
                kinds[section], why[section] = "disagree", items
            return Judged(case, kinds, why)
        strict_sections = {section_of(p) for p in ref["strict_paths"]}
        strict_sections |= {rule_section(loc, r) for loc, r in ref["strict_rules"]}
        refused_in = {section_of(p) for p in mine}
        for section in SECTIONS:
            if section not in refused_in:
                # shipped (lax) and we find nothing wrong here: agreement, if what strict
                # mode refuses here is an integral float for an integer (JSON's 5.0 is 5)
                coerced = [p for p in ref["strict_paths"] if section_of(p) == section]
                if any(
                    not (_integral_float(case.doc, p) or _json_pair(case.doc, p)) for p in coerced
                ):
                    kinds[section] = "disagree"
                    why[section] = [f"we accept the coerced value at {p}" for p in coerced]
                continue
            if strict.get(section):
                kinds[section], why[section] = "disagree", strict[section]
            elif section in strict_sections:
                kinds[section] = "lax"
        return Judged(case, kinds, why)
    assert lax is not None
    if ours["ok"]:
        for section, items in lax.items():
            kinds[section], why[section] = "disagree", [f"we accept; {i}" for i in items]
        return Judged(case, kinds, why)
    for section in SECTIONS:
        if lax.get(section) and strict.get(section):
            kinds[section], why[section] = "disagree", lax[section]
    return Judged(case, kinds, why)


def summary(results: list[Judged], held: list[str], limit: int = 30) -> str:
    """The agreement per section; the differences in the ``held`` sections."""
    total = len(results)
    lines = [f"whole manifests vs agilerl-arena 1.29.0: {total} documents"]
    for section in (*SECTIONS, "all"):
        counts = dict.fromkeys(("agree", "lax", "folded", "range", "unbuildable", "disagree"), 0)
        for r in results:
            counts[r.kind if section == "all" else r.kinds[section]] += 1
        share = 100.0 * (total - counts["disagree"]) / total if total else 0.0
        lines.append(
            f"  {section:<14} {counts['agree']:>6} agree {counts['lax']:>5} lax "
            f"{counts['folded']:>4} folded {counts['range']:>4} range "
            f"{counts['unbuildable']:>4} unbuildable "
            f"{counts['disagree']:>6} disagree  {share:6.2f}%"
        )
    bad = [r for r in results if any(r.kinds.get(s) == "disagree" for s in held)]
    for r in bad[:limit]:
        text = "; ".join(f"{s}: {' | '.join(items[:3])}" for s, items in r.why.items())
        lines.append(f"  DIFF [{r.case.label}] {sections._short(r.case.doc)}\n      {text}")
    if len(bad) > limit:
        lines.append(f"  ... and {len(bad) - limit} more")
    return "\n".join(lines)
