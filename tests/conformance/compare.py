"""Compare the two sides' results for one case, and classify the outcome.

Outcomes:

- ``agree``: same verdict; when accepted, the same ``model_dump(mode="json")`` and the
  same ``async_rollout`` / ``effective_*`` / ``should_merge`` values; when refused, the
  same problems (below); for the factory, the same buffer class and parameters (or both
  raise ``ValueError``).
- ``lax``: the one allowed difference. The shipped class accepts the document in lax
  mode and refuses it in strict mode (``validate_json(text, strict=True)``, the same
  validators with pydantic's coercions off), and we refuse it with exactly the problems
  strict mode reports. Decided per document by the reference itself, not by a filter.
- ``disagree``: anything else.

Problems. The shipped side reports field errors by ``loc`` (union branch tags dropped)
and errors of model validators (cross-field rules, at the model's ``loc``) by the rule
they enforce. A rule problem of ours may sit on any field the rule names (``RULE_FIELDS``).
Pydantic runs a model's validators only once its fields are valid, so while the shipped
side reports field errors, a problem of ours on a rule's field is not required to have a
shipped counterpart. When both sides refuse a document holding a coerced value, lax and
strict mode may name different problems (5.0 for an integer passes lax mode and JSON
Schema, then a rule fails; strict mode stops at the field); ours must match one of them.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from tests.conformance.documents import Case

#: Fields a shipped rule (by id, see reference_side/judge.py) involves, relative to the
#: model it sits on. The model's own path is always allowed too.
RULE_FIELDS: dict[str, set[str]] = {
    "evo_steps<=max_steps": {"evo_steps", "max_steps", "metrics_interval"},
    "evo_epochs-needs-num_epochs": {"evo_epochs", "num_epochs"},
    "eps_start>=eps_end": {"eps_start", "eps_end"},
    "eval_greedy-needs-samples": {"eval_greedy", "eval_samples_per_task"},
    "async-engines": {"rollout_mode", "rollout_engines_per_agent"},
    "async-batch-multiple": {"rollout_mode", "rollout_batch_size", "training_gpus_per_agent"},
    "async-no-experience-sharing": {"rollout_mode", "experience_sharing"},
    "retired-async_rollout": {"async_rollout"},
    "buffer-kind": {"kind"},
    "async-needs-llm-buffer": {"training/rollout_mode", "replay_buffer", "replay_buffer/kind"},
    "prefix-cache-needs-lag": {
        "training/reuse_prefix_cache_across_syncs",
        "replay_buffer",
        "replay_buffer/kind",
        "replay_buffer/max_rollout_version_lag",
    },
    "group-replay-needs-grpo": {
        "replay_buffer/group_replay_max_age",
        "algorithm",
        "algorithm/name",
        "algorithm/group_size",
    },
    "api-version": {"apiVersion", "api_version"},
}
ROOTS = ("", "training", "replay_buffer")


def _join(root: str, field: str) -> str:
    return f"{root}/{field}" if root else field


def allowed(root: str, rule: str) -> set[str]:
    return {root} | {_join(root, f) for f in RULE_FIELDS.get(rule, ())}


def permits(root: str, rule: str, path: str) -> bool:
    """Whether our problem at ``path`` may stand for ``rule`` at ``root``: a path of
    :func:`allowed`, or one under an allowed ``<field>/*`` (a repeated name of a list
    item or a mapping key, as ``x-rules`` ``unique`` reports it)."""
    for field in allowed(root, rule):
        if field.endswith("/*") and path.startswith(field[:-1]):
            return True
        if field == path:
            return True
    return False


#: Rules of one model in the order the shipped validators check them: the first that
#: fails raises, so the later ones are never checked.
ORDER = [
    "evo_steps<=max_steps",
    "evo_epochs-needs-num_epochs",
    "eps_start>=eps_end",
    "eval_greedy-needs-samples",
    "async-engines",
    "async-batch-multiple",
    "async-no-experience-sharing",
    "api-version",
    "async-needs-llm-buffer",
    "prefix-cache-needs-lag",
    "group-replay-needs-grpo",
]
#: Rules checked before the fields (``mode="before"``): nothing else in the model is checked.
BEFORE = {"retired-async_rollout", "buffer-kind"}


def _under(path: str, root: str) -> bool:
    return root == "" or path == root or path.startswith(root + "/")


def unchecked(paths: list[str], rules: list[list[str]], ours: str) -> bool:
    """Whether the shipped classes never got to check what our problem at ``ours`` says.

    Pydantic stops a model at its first failing validator: a ``before`` rule hides the
    whole model; a field error hides the model's rules (and those of every model above
    it); a failing rule hides the rules after it, and those of the models above.
    """
    for root, rule in rules:
        if rule in BEFORE and _under(ours, root):
            return True
        if rule in ORDER:
            later = ORDER[ORDER.index(rule) + 1 :]
            if any(permits(root, r, ours) for r in later):
                return True
    failed = [*paths, *(root for root, _ in rules)]
    for where in failed:
        for root in ROOTS:
            above = root != where and _under(where, root)
            if (above or (where in paths and _under(where, root))) and any(
                permits(root, r, ours) for r in RULE_FIELDS
            ):
                return True
    return False


@dataclass(frozen=True)
class Outcome:
    case: Case
    kind: str  # agree | lax | disagree
    diff: str = ""


def problems_match(paths: list[str], rules: list[list[str]], ours: list[str]) -> str:
    """'' when our problem paths match the shipped problems, else what differs."""
    why = []
    for path in paths:
        if path not in ours:
            why.append(f"shipped problem at {path or '<root>'} not reported by us")
    explained = set(paths)
    for root, rule in rules:
        if rule.startswith("other: "):
            why.append(f"unmapped shipped rule at {root or '<root>'}: {rule}")
            continue
        hit = {path for path in ours if permits(root, rule, path)}
        if not hit:
            why.append(f"shipped rule {rule} at {root or '<root>'} not reported by us")
        explained |= hit
    for path in ours:
        if path in explained or unchecked(paths, rules, path):
            continue
        why.append(f"we report a problem at {path or '<root>'} the shipped class does not")
    return "; ".join(why)


def _short(value: Any) -> str:
    text = json.dumps(value, sort_keys=True)
    return text if len(text) <= 300 else text[:297] + "..."


def dict_diff(ref: Any, ours: Any, path: str = "") -> list[str]:
    """Minimal differences between two JSON values, by path."""
    if isinstance(ref, dict) and isinstance(ours, dict):
        out = []
        for key in sorted(set(ref) | set(ours), key=str):
            where = f"{path}.{key}" if path else str(key)
            if key not in ours:
                out.append(f"{where}: shipped {_short(ref[key])}, ours absent")
            elif key not in ref:
                out.append(f"{where}: shipped absent, ours {_short(ours[key])}")
            else:
                out += dict_diff(ref[key], ours[key], where)
        return out
    if ref != ours or type(ref) is not type(ours):
        return [f"{path or '<value>'}: shipped {_short(ref)}, ours {_short(ours)}"]
    return []


def compare(case: Case, ref: dict[str, Any], ours: dict[str, Any]) -> Outcome:
    if case.model == "factory":
        return _compare_factory(case, ref, ours)
    lax_ok, strict_ok, our_ok = ref["ok"], ref["strict_ok"], ours["ok"]
    if lax_ok and our_ok:
        diff = dict_diff(
            {"dump": ref["dump"], "extras": ref["extras"]},
            {"dump": ours["dump"], "extras": ours["extras"]},
        )
        return Outcome(case, "disagree", "; ".join(diff)) if diff else Outcome(case, "agree")
    if lax_ok and not strict_ok and not our_ok:
        why = problems_match(ref["strict_paths"], ref["strict_rules"], ours["paths"])
        if not why:
            return Outcome(case, "lax")
        return Outcome(case, "disagree", f"lax-coercion case, but problems differ: {why}")
    if not our_ok and ours.get("range"):
        # a number past 2**53 - 1: refused as data before the schema is asked (documented),
        # whatever the shipped classes say of the document otherwise
        return Outcome(case, "range")
    if lax_ok != our_ok:
        shipped = "accepts" if lax_ok else f"refuses ({_problems(ref)})"
        we = "accept" if our_ok else f"refuse ({', '.join(ours['paths']) or '<root>'})"
        return Outcome(case, "disagree", f"verdict: shipped {shipped}, we {we}")
    # Both refuse. Where a coerced value hid a field error from lax mode, lax and strict
    # name different problems; ours must match one of the two (we accept what JSON
    # Schema accepts, e.g. 5.0 for an integer, and refuse the rest, e.g. "5").
    why = problems_match(ref["paths"], ref["rules"], ours["paths"])
    strict = problems_match(ref["strict_paths"], ref["strict_rules"], ours["paths"])
    if why and ref["strict_paths"] != ref["paths"] and not strict:
        return Outcome(case, "agree")
    return Outcome(case, "disagree", f"problems: {why}") if why else Outcome(case, "agree")


def _problems(ref: dict[str, Any]) -> str:
    items = [p or "<root>" for p in ref["paths"]] + [
        f"{r} at {root or '<root>'}" for root, r in ref["rules"]
    ]
    return ", ".join(items)


def _compare_factory(case: Case, ref: dict[str, Any], ours: dict[str, Any]) -> Outcome:
    if "spec" in ours:
        return Outcome(case, "disagree", f"shipped builds {_short(ref)}; we {ours['spec']}")
    diffs = []
    for name in ("init_buffer", "init_n_step_buffer"):
        a, b = ref[name], ours.get(name)
        if isinstance(a, dict) and isinstance(b, dict) and "error" in a and "error" in b:
            continue  # both refuse with ValueError; the messages are ours to word
        diffs += dict_diff(a, b, name)
    return Outcome(case, "disagree", "; ".join(diffs)) if diffs else Outcome(case, "agree")


def summary(outcomes: list[Outcome], limit: int = 40) -> str:
    total = len(outcomes)
    agree = sum(o.kind == "agree" for o in outcomes)
    lax = sum(o.kind == "lax" for o in outcomes)
    big = sum(o.kind == "range" for o in outcomes)
    bad = [o for o in outcomes if o.kind == "disagree"]
    share = 100.0 * (agree + lax + big) / total if total else 0.0
    lines = [
        f"conformance vs agilerl-arena 1.29.0 / agilerl 2.58.0: {total} documents, "
        f"{agree} agree, {lax} differ only by lax coercion and {big} only by a number past "
        f"2**53 - 1 (the documented classes), {len(bad)} disagree: {share:.2f}% conformant"
    ]
    by_model: dict[str, list[int]] = {}
    for o in outcomes:
        row = by_model.setdefault(o.case.model, [0, 0, 0, 0])
        row[("agree", "lax", "range", "disagree").index(o.kind)] += 1
    for model, (a, l_, r, d) in sorted(by_model.items()):
        lines.append(
            f"  {model:<22} {a + l_ + r + d:>5} documents  {a:>5} agree  {l_:>4} lax  "
            f"{r:>4} range  {d:>4} disagree"
        )
    for o in bad[:limit]:
        lines.append(f"  DIFF {o.case.model} [{o.case.label}] {_short(o.case.doc)}\n      {o.diff}")
    if len(bad) > limit:
        lines.append(f"  ... and {len(bad) - limit} more (full list in the report file)")
    return "\n".join(lines)
