"""The environment section judged by the shipped classes and by ours: verdict, problem
paths, ``model_dump(mode="json")``, the fields set and the LLM environment's ``label`` /
``dataset_backed_rollout``, per class and for the union on ``env_type``; and the same
``inspect.signature`` for every public class of ``agilerl.arena.models.env``. Then the
classes of the network section schema/networks.schema.json states
(``agilerl.arena.models.networks``: the encoders, ``NetworkSpec`` and its role
subclasses, the vLLM engine and LR schedule), judged and compared the same way.

100% agreement outside lax coercion (docs/conformance.md), the rules comparing two
strings or asking for distinct names included (``x-rules`` ``==`` on strings and
``op: unique``).
"""

from __future__ import annotations

import inspect
import json
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from pydantic import BaseModel, TypeAdapter

from agilerl.arena.models import env, networks
from agilerl.models import _validation
from tests.conformance import compare as cmp
from tests.conformance import env_documents as docs
from tests.conformance import networks_documents
from tests.conformance.conftest import SUMMARY, Reference
from tests.conformance.documents import Case
from tests.conftest import PUBLISHED

ROOT = Path(__file__).resolve().parents[2]
MODELS = [*docs.BASES, "EnvSpec"]

#: Fields each shipped rule (reference_side/env_network.py) involves, relative to the
#: object it sits on.
RULE_FIELDS: dict[str, set[str]] = {
    "env-type-tag": {"env_type"},
    "factory-needs-entrypoint": {"factory", "entrypoint"},
    "gym-name-is-entrypoint": {"name", "entrypoint", "custom", "factory"},
    "one-readiness-probe": {"readiness_command", "readiness_path"},
    "readiness-path-needs-port": {"readiness_path", "port"},
    "rootfs-needs-command": {"memory_rootfs", "command"},
    "unique-container-names": {"containers", "containers/*"},
    "one-serving-container": {"containers"},
    "no-env-id": {"env_config", "env_config/env_id"},
    "task-family-needs-adaptive": {"task_family_field", "adaptive_task_sampling"},
    "one-source": {"dataset", "dataset_path", "hf_dataset_id", "entrypoint", "env_url"},
    "rows-no-env-config": {"env_config"},
    "packages-need-entrypoint": {"env_packages", "entrypoint"},
    "packages-named": {"env_packages", "env_packages/uv", "env_packages/pip"},
    "env-hosts-need-built-env": {"env_hosts", "entrypoint", "env_image"},
    "rows-no-http": {"answer_tool", "request_timeout_s"},
    "env-vars-need-image": {"env_vars", "env_image"},
    "pod-fields-need-image": {
        "env_image",
        "env_sessions_per_host",
        "env_session_ports",
        "env_host_memory_limit_bytes",
        "env_host_ready_timeout_s",
        "env_services",
    },
    "sessions-need-ports": {"env_sessions_per_host", "env_session_ports"},
    "unique-service-names": {"env_services", "env_services/*"},
    "unique-env-names": {
        "env_vars",
        "env_session_ports",
        "env_services",
        "env_vars/*",
        "env_session_ports/*",
        "env_services/*",
    },
    "rows-no-action-field": {"action_field"},
    "observation-exclusive": {"observation_field", "observation_processor"},
    "rows-no-observation": {"observation_field", "observation_processor"},
    "rows-no-action-processor": {"action_processor"},
    "rows-no-images": {"screenshot_field", "goal_images_field"},
    "env-url-needs-max-turns": {"env_url", "max_turns"},
    "rows-need-rubric": {"rubric_file_path", "reward_file_path"},
    "rows-need-template": {"prompt_template"},
    "rows-single-turn": {"max_turns"},
    "env-no-rubric": {"rubric_file_path", "reward_file_path"},
    "older-turns-need-two": {
        "restart_older_obs_field",
        "restart_older_images",
        "restart_keep_turns",
    },
    "keep-turns-need-segments": {
        "restart_keep_turns",
        "segment_prompt_tokens",
        "segment_max_images",
    },
    "keep-turns-below-max-images": {"restart_keep_turns", "segment_max_images"},
    "dataset-named": {"dataset", "dataset_path", "hf_dataset_id"},
    "dataset-objective": {"objective"},
    "dataset-no-env": {"entrypoint", "env_url", "env_image"},
    "dataset-no-pod": {
        "env_vars",
        "env_sessions_per_host",
        "env_session_ports",
        "env_host_memory_limit_bytes",
        "env_host_ready_timeout_s",
        "env_services",
    },
    "dataset-no-rubric": {"rubric_file_path", "reward_file_path"},
}
#: The order the shipped validators check them in (the first failing one raises).
ORDER = [
    "no-env-id",
    "factory-needs-entrypoint",
    "gym-name-is-entrypoint",
    "task-family-needs-adaptive",
    "one-source",
    "rows-no-env-config",
    "packages-need-entrypoint",
    "packages-named",
    "env-hosts-need-built-env",
    "rows-no-http",
    "env-vars-need-image",
    "pod-fields-need-image",
    "sessions-need-ports",
    "unique-service-names",
    "unique-env-names",
    "rows-no-action-field",
    "observation-exclusive",
    "rows-no-observation",
    "rows-no-action-processor",
    "rows-no-images",
    "env-url-needs-max-turns",
    "rows-need-rubric",
    "rows-need-template",
    "rows-single-turn",
    "env-no-rubric",
    "older-turns-need-two",
    "keep-turns-need-segments",
    "keep-turns-below-max-images",
    "dataset-named",
    "dataset-objective",
    "dataset-no-env",
    "dataset-no-pod",
    "dataset-no-rubric",
    "one-readiness-probe",
    "readiness-path-needs-port",
    "rootfs-needs-command",
    "unique-container-names",
    "one-serving-container",
]
#: Objects nested in a document whose own rules hide those of the objects around them.
NESTED = tuple(
    [f"env_services/{i}" for i in range(3)]
    + [f"containers/{i}" for i in range(3)]
    + [f"env_services/{i}/containers/{j}" for i in range(3) for j in range(3)]
)
#: A wrapper entry is a string or a ``[path, kwargs]`` pair. Our schema reports an entry
#: that is neither at the entry (``env_wrappers/0``: no branch of its ``anyOf`` fits);
#: the shipped classes also name the position inside the pair (``env_wrappers/0/1``).
PAIR_ITEM = re.compile(r"^((?:.*/)?env_wrappers/\d+)/[01]$")


def _entry_paths(ref: dict[str, Any]) -> dict[str, Any]:
    """The shipped problems, a position inside a wrapper pair read as the entry."""
    out = dict(ref)
    for key in ("paths", "strict_paths"):
        out[key] = sorted({PAIR_ITEM.sub(r"\1", path) for path in ref[key]})
    return out


def _ours_problems(model: str, doc: Any) -> list[str] | None:
    try:
        document = _validation.jsonable(doc)
    except ValueError as exc:
        return [f"<not json: {exc}>"]
    found = _validation.problems(document, model)
    return sorted({"/".join(map(str, p.path)) for p in found}) if found else None


def _extras(value: BaseModel) -> dict[str, Any]:
    out: dict[str, Any] = {"fields_set": sorted(value.model_fields_set)}
    if isinstance(value, env.LLMEnvSpec):
        out["label"] = value.label
        out["dataset_backed_rollout"] = value.dataset_backed_rollout
    return out


def judge(model: str, doc: Any) -> dict[str, Any]:
    """Our verdict (the schema's problems), then the object our classes build."""
    found = _ours_problems(model, doc)
    if found is not None:
        return {"ok": False, "paths": found}
    adapter: TypeAdapter[Any] = TypeAdapter(
        env.EnvSpec if model == "EnvSpec" else getattr(env, model)
    )
    value = adapter.validate_python(doc)
    return {
        "ok": True,
        "paths": [],
        "dump": value.model_dump(mode="json"),
        "extras": _extras(value),
    }


def shipped_rules(ref: dict[str, Any]) -> set[str]:
    return {rule for _, rule in ref["rules"]} | {rule for _, rule in ref["strict_rules"]}


@pytest.fixture(scope="module")
def env_rules() -> Iterator[None]:
    """The comparison of tests/conformance/compare.py, told this section's rules."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(cmp, "RULE_FIELDS", {**cmp.RULE_FIELDS, **RULE_FIELDS})
        patch.setattr(cmp, "ORDER", [*cmp.ORDER, *ORDER])
        patch.setattr(cmp, "ROOTS", (*cmp.ROOTS, *NESTED))
        yield


def our_schema() -> dict[str, Any]:
    data: dict[str, Any] = json.loads((PUBLISHED / "env.schema.json").read_text("utf-8"))
    return data


@pytest.fixture(scope="module")
def results(
    reference: Reference, env_rules: None, request: pytest.FixtureRequest
) -> list[tuple[cmp.Outcome, dict[str, Any]]]:
    shipped = reference.run("env_network", "schemas")
    mine = our_schema()
    cases = [
        *docs.mutations(mine),
        *docs.union_cases(),
        *docs.rules(),
        *docs.generated(shipped, mine),
    ]
    refs = reference.run("env_network", [case.payload() for case in cases])
    out = []
    for case, ref in zip(cases, refs, strict=True):
        mine = judge(case.model, case.doc)
        out.append((cmp.compare(case, _entry_paths(ref), mine), ref))
    text = cmp.summary([o for o, _ in out])
    request.config.stash.setdefault(SUMMARY, []).append("environment section\n" + text)
    return out


def test_every_class_and_branch_is_judged(
    results: list[tuple[cmp.Outcome, dict[str, Any]]],
) -> None:
    seen = {o.case.model for o, _ in results}
    assert seen == set(MODELS)
    assert len(results) >= 2000
    rules = set().union(*(shipped_rules(ref) for _, ref in results))
    missing = set(RULE_FIELDS) - rules
    assert not missing, f"no document breaks {sorted(missing)}"


@pytest.mark.parametrize("model", MODELS)
def test_agreement(results: list[tuple[cmp.Outcome, dict[str, Any]]], model: str) -> None:
    bad = [o for o, _ in results if o.case.model == model and o.kind == "disagree"]
    assert not bad, cmp.summary(bad, limit=25)


#: The shipped rules that compare two strings or ask for distinct names (once beyond
#: JSON Schema, now ``x-rules``): each is broken by some document, and judged alike.
STRING_AND_UNIQUE_RULES = {
    "gym-name-is-entrypoint",
    "unique-container-names",
    "unique-service-names",
    "unique-env-names",
}


def test_string_and_uniqueness_rules_are_judged_alike(
    results: list[tuple[cmp.Outcome, dict[str, Any]]],
) -> None:
    """Documents the shipped classes refuse by these rules only: we refuse each one too."""
    hit = [
        (o, ref) for o, ref in results
        if not ref["paths"] and {rule for _, rule in ref["rules"]} & STRING_AND_UNIQUE_RULES
    ]  # fmt: skip
    assert {rule for _, ref in hit for _, rule in ref["rules"]} >= STRING_AND_UNIQUE_RULES
    assert all(o.kind == "agree" for o, _ in hit), [o.diff for o, _ in hit if o.kind != "agree"]


def test_signatures_are_the_shipped_ones(reference: Reference) -> None:
    """Every public class: the same signature, and the same bases among the module's classes
    (``OfflineEnvSpec`` derives from ``GymEnvSpec``, every branch from ``EnvSpecBase``)."""
    shipped = reference.run("env_network", "signatures")
    ours = {}
    for name in shipped:
        obj = getattr(env, name, None)
        if obj is None:
            ours[name] = "missing"
        elif inspect.isclass(obj) and issubclass(obj, BaseModel):
            bases = [b.__name__ for b in obj.__mro__[1:] if b.__module__ == env.__name__]
            ours[name] = f"{inspect.signature(obj)} bases {bases}"
        else:
            ours[name] = "not a model: " + ", ".join(b.__name__ for b in obj.__mro__[1:])
    assert ours == shipped


def test_the_comparison_can_fail(env_rules: None) -> None:
    case = Case("LLMEnvSpec", {"env_type": "rollout"}, "self-test")
    ref = {
        "ok": False,
        "strict_ok": False,
        "paths": [],
        "rules": [["", "one-source"]],
        "strict_paths": [],
        "strict_rules": [["", "one-source"]],
    }
    assert cmp.compare(case, ref, {"ok": False, "paths": [""]}).kind == "agree"
    assert cmp.compare(case, ref, {"ok": False, "paths": ["max_turns"]}).kind == "disagree"
    assert cmp.compare(case, ref, {"ok": True, "paths": [], "dump": {}}).kind == "disagree"


# --------------------------------------------------------------------------- network section

NETWORK_MODELS = list(networks_documents.BASES)
#: The shipped comparisons of two fields, ``<smaller><=<larger>``, in the order each
#: class's validators check them (reference_side/networks.py names them).
NETWORK_ORDER = [
    "min_blocks<=max_blocks",
    "min_blocks<=num_blocks",
    "num_blocks<=max_blocks",
    "min_hidden_layers<=max_hidden_layers",
    "min_hidden_layers<=hidden_size",
    "hidden_size<=max_hidden_layers",
    "channel_size-within-layer-bounds",
    "min_mlp_nodes<=max_mlp_nodes",
    "min_mlp_nodes<=hidden_size",
    "hidden_size<=max_mlp_nodes",
    "min_channel_size<=max_channel_size",
    "min_channel_size<=channel_size",
    "channel_size<=max_channel_size",
    "same-length-lists",
    "min_hidden_state_size<=max_hidden_state_size",
    "min_hidden_state_size<=hidden_state_size",
    "hidden_state_size<=max_hidden_state_size",
    "min_layers<=max_layers",
    "min_layers<=num_layers",
    "num_layers<=max_layers",
    "min_latent_dim<=max_latent_dim",
    "min_latent_dim<=latent_dim",
    "latent_dim<=max_latent_dim",
]
#: The rules not named ``<smaller><=<larger>``: a list's length within the layer bounds,
#: and the three lists of a convolutional encoder of one length.
NAMED_RULES = {
    "channel_size-within-layer-bounds": {"channel_size", "min_hidden_layers", "max_hidden_layers"},
    "same-length-lists": {"channel_size", "kernel_size", "stride_size"},
}
NETWORK_RULE_FIELDS = {
    rule: NAMED_RULES.get(rule) or set(rule.split("<=")) for rule in NETWORK_ORDER
}
#: The nested spec objects of a network, whose own rules hide those of the objects around them.
NETWORK_NESTED = (
    "encoder_config", "head_config", "mlp_config", "cnn_config",
    "encoder_config/mlp_config", "encoder_config/cnn_config",
)  # fmt: skip


def shipped_literal_bool(case: Case) -> bool:
    """A shipped bug we do not copy: ``Literal[1, 2]`` takes ``true`` as ``1``, even in strict
    mode (``VLLMConfig.sleep_mode_level``). ``true`` is no number in JSON; we refuse it."""
    doc = case.doc
    return (
        case.model == "VLLMConfig" and isinstance(doc, dict) and doc.get("sleep_mode_level") is True
    )


#: ``strip_multimodal_towers`` is ``true``/``false`` or a list of modalities. A list with an
#: unknown modality: our schema reports the field (no branch of its ``anyOf`` fits); the
#: shipped classes report each branch, the list's at the entry (``.../0``). The suite reads
#: that position as the field.
TOWER_ITEM = re.compile(r"^strip_multimodal_towers/\d+$")


def _tower_paths(ref: dict[str, Any]) -> dict[str, Any]:
    out = dict(ref)
    for key in ("paths", "strict_paths"):
        out[key] = sorted({TOWER_ITEM.sub("strip_multimodal_towers", p) for p in ref[key]})
    return out


def network_judge(model: str, doc: Any) -> dict[str, Any]:
    found = _ours_problems(model, doc)
    if found is not None:
        return {"ok": False, "paths": found}
    value = TypeAdapter(getattr(networks, model)).validate_python(doc)
    return {
        "ok": True,
        "paths": [],
        "dump": value.model_dump(mode="json"),
        "extras": {"fields_set": sorted(value.model_fields_set)},
    }


@pytest.fixture(scope="module")
def network_results(
    reference: Reference, request: pytest.FixtureRequest
) -> list[tuple[cmp.Outcome, dict[str, Any]]]:
    mine = json.loads((PUBLISHED / "networks.schema.json").read_text("utf-8"))
    cases = networks_documents.cases(reference.run("networks", "schemas"), mine)
    refs = reference.run("networks", [case.payload() for case in cases])
    out = []
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(cmp, "RULE_FIELDS", {**cmp.RULE_FIELDS, **NETWORK_RULE_FIELDS})
        patch.setattr(cmp, "ORDER", [*cmp.ORDER, *NETWORK_ORDER])
        patch.setattr(cmp, "ROOTS", (*cmp.ROOTS, *NETWORK_NESTED))
        for case, ref in zip(cases, refs, strict=True):
            outcome = cmp.compare(case, _tower_paths(ref), network_judge(case.model, case.doc))
            if outcome.kind == "disagree" and shipped_literal_bool(case):
                outcome = cmp.Outcome(case, "shipped-bug", outcome.diff)
            out.append((outcome, ref))
    kept = [o for o, _ in out if o.kind != "shipped-bug"]
    text = cmp.summary(kept) + f"\n  ({len(out) - len(kept)} documents of the shipped bug apart)"
    request.config.stash.setdefault(SUMMARY, []).append("network section\n" + text)
    return out


def test_every_network_class_and_rule_is_judged(
    network_results: list[tuple[cmp.Outcome, dict[str, Any]]],
) -> None:
    assert {o.case.model for o, _ in network_results} == set(NETWORK_MODELS)
    assert len(network_results) >= 1000
    broken = set().union(*(shipped_rules(ref) for _, ref in network_results))
    assert broken == set(NETWORK_ORDER), "each rule broken, and no other rule"
    met = [o for o, ref in network_results if ref["ok"] and o.case.label.startswith("rule ")]
    assert met, "rule documents that meet every rule"


@pytest.mark.parametrize("model", NETWORK_MODELS)
def test_network_agreement(
    network_results: list[tuple[cmp.Outcome, dict[str, Any]]], model: str
) -> None:
    mine = [o for o, _ in network_results if o.case.model == model]
    bad = [o for o in mine if o.kind == "disagree"]
    assert not bad, cmp.summary(bad, limit=25)
    assert any(o.kind == "agree" and o.case.doc is not None for o in mine)


def test_the_shipped_literal_bug_is_the_only_gap(
    network_results: list[tuple[cmp.Outcome, dict[str, Any]]],
) -> None:
    """The shipped ``VLLMConfig`` takes ``sleep_mode_level: true`` as 1; we refuse it at
    the field. Nothing else is set apart."""
    apart = [(o, ref) for o, ref in network_results if o.kind == "shipped-bug"]
    assert apart
    for outcome, ref in apart:
        assert ref["strict_ok"]
        assert ref["dump"]["sleep_mode_level"] == 1
        assert "sleep_mode_level" in network_judge(outcome.case.model, outcome.case.doc)["paths"]


def _bounds_as_values(signature: str) -> str:
    """``Ge(ge=0.0)`` as ``Ge(ge=0)``: typing caches ``Annotated[float, Ge(ge=0)]`` and
    ``Annotated[float, Ge(ge=0.0)]`` as one (the bounds are equal), so which one a process
    prints depends on which it built first; the generated source writes the shipped one."""
    return re.sub(r"\b((?:ge|gt|le|lt)=-?\d+)\.0\b", r"\1", signature)


def test_network_signatures_are_the_shipped_ones(reference: Reference) -> None:
    shipped = reference.run("networks", "signatures")
    assert set(shipped) == set(NETWORK_MODELS)
    ours = {
        name: _bounds_as_values(str(inspect.signature(getattr(networks, name)))) for name in shipped
    }
    assert ours == {name: _bounds_as_values(text) for name, text in shipped.items()}


def test_network_module_has_only_shipped_names() -> None:
    public = {
        name
        for name, obj in vars(networks).items()
        if not name.startswith("_") and inspect.isclass(obj) and obj.__module__ == networks.__name__
    }
    # the LLM algorithms' LoRA adapter and fine-tuning network: judged inside the LLM specs
    # (tests/conformance/test_algorithms.py); their signatures: test_signatures.py
    assert public == set(NETWORK_MODELS) | {"LoraConfigDict", "FinetuningNetworkSpec"}
