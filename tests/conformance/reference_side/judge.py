"""Reference side: judge each case with the shipped classes, lax and strict.

Payload: ``[{"model": name, "doc": document, "algo": name?}, ...]`` where ``model`` is a
spec class name, ``replay_buffer`` (the section's union), ``Manifest`` (the whole
manifest model) or ``factory`` (``init_buffer`` / ``init_n_step_buffer`` on a
``ReplayBufferSpec`` document and a registered algorithm). Output: one result per case,
in order (tests/conformance/compare.py reads them).
"""

import json
import re
import sys
from contextlib import contextmanager

from agilerl.arena.models.registry import MANIFEST_REGISTRY
from pydantic import BaseModel, TypeAdapter, ValidationError

from agilerl.arena.models.manifest import TrainingManifest
from agilerl.arena.models.training import (
    BufferSpec,
    CheckpointExportSpec,
    LLMRolloutBufferSpec,
    NStepBufferArgs,
    PerBufferArgs,
    ReplayBufferSpec,
    TrainingSpec,
)
from agilerl.models.training import init_buffer, init_n_step_buffer

MODELS = {
    cls.__name__: TypeAdapter(cls)
    for cls in (
        TrainingSpec,
        ReplayBufferSpec,
        NStepBufferArgs,
        PerBufferArgs,
        CheckpointExportSpec,
        LLMRolloutBufferSpec,
    )
}
MODELS["replay_buffer"] = TypeAdapter(BufferSpec)
MODELS["Manifest"] = TypeAdapter(TrainingManifest)

# Root-level errors (model validators) named by the rule they enforce.
RULES = [
    (r"^evo_steps \(", "evo_steps<=max_steps"),
    (r"evo_epochs needs", "evo_epochs-needs-num_epochs"),
    (r"^eps_start \(", "eps_start>=eps_end"),
    (r"eval_greedy false needs", "eval_greedy-needs-samples"),
    (r"rollout_engines_per_agent >= 1", "async-engines"),
    (r"rollout_batch_size to be a multiple", "async-batch-multiple"),
    (r"experience_sharing is not supported", "async-no-experience-sharing"),
    (r"`async_rollout` is a retired", "retired-async_rollout"),
    (r"replay_buffer.kind must be", "buffer-kind"),
    (r"Async rollout requires an LLMRolloutBufferSpec", "async-needs-llm-buffer"),
    (r"reuse_prefix_cache_across_syncs requires", "prefix-cache-needs-lag"),
    (r"group_replay_max_age > 0 requires", "group-replay-needs-grpo"),
    (r"Unsupported manifest apiVersion", "api-version"),
]
# Union branch tags pydantic puts into ``loc``: not field names.
TAG = re.compile(r"^(int|str|float|bool|none|literal\[.*\]|function-\w+\[.*\]|\w+Spec)$")


def rule_of(message):
    text = message.removeprefix("Value error, ")
    for pattern, rule in RULES:
        if re.search(pattern, text):
            return rule
    return "other: " + text[:120]


def problems(exc, doc):
    """``(paths, rules)``: field errors by path, root-level errors by rule."""
    paths, rules = set(), set()
    for error in exc.errors():
        loc = list(error["loc"])
        if loc and isinstance(loc[0], str) and TAG.match(loc[0]) and loc[0].endswith("Spec"):
            # Union of the replay_buffer section: keep the branch that `kind` selects.
            kind = doc.get("kind", "classic") if isinstance(doc, dict) else None
            chosen = "LLMRolloutBufferSpec" if kind == "llm" else "ReplayBufferSpec"
            if loc[0] != chosen:
                continue
        loc = [p for p in loc if not (isinstance(p, str) and TAG.match(p))]
        if error["type"] == "value_error":
            rules.add(("/".join(map(str, loc)), rule_of(error["msg"])))
        else:
            paths.add("/".join(map(str, loc)))
    return sorted(paths), sorted(list(r) for r in rules)


@contextmanager
def strict_inner():
    """The union's before-validator builds the LLM branch with a plain ``model_validate``,
    which does not inherit ``strict``; pass it on so strict mode reaches that branch too."""
    inherited = BaseModel.model_validate.__func__

    def model_validate(cls, obj, *args, **kwargs):
        kwargs["strict"] = True
        return inherited(cls, obj, *args, **kwargs)

    assert "model_validate" not in vars(LLMRolloutBufferSpec)
    LLMRolloutBufferSpec.model_validate = classmethod(model_validate)
    try:
        yield
    finally:
        del LLMRolloutBufferSpec.model_validate


def should_merge(spec):
    return [spec.should_merge(is_final=f, is_best=b) for f in (False, True) for b in (False, True)]


def extras(model, value):
    if isinstance(value, TrainingSpec):
        stamp = value.effective_rollout_version_stamp()
        export = value.effective_checkpoint_export()
        return {
            "async_rollout": value.async_rollout,
            "effective_rollout_version_stamp": stamp,
            "effective_checkpoint_export": export.model_dump(mode="json"),
            "effective_should_merge": should_merge(export),
        }
    if isinstance(value, CheckpointExportSpec):
        return {"should_merge": should_merge(value)}
    if isinstance(value, TrainingManifest):
        return {"training": extras(None, value.training)}
    return {}


def dump(model, value):
    if model == "Manifest":
        # The sections this project models; the others belong to other schemas.
        data = value.model_dump(mode="json", by_alias=True)
        keep = ("apiVersion", "training", "replay_buffer")
        return {k: data[k] for k in keep}
    if isinstance(value, BaseModel):
        return value.model_dump(mode="json")
    return value


def judge(case):
    model, doc = case["model"], case["doc"]
    if model == "factory":
        return factory(case)
    adapter = MODELS[model]
    text = json.dumps(doc)
    result = {}
    try:
        value = adapter.validate_json(text)
    except ValidationError as exc:
        result["ok"] = False
        result["paths"], result["rules"] = problems(exc, doc)
    else:
        result.update(ok=True, paths=[], rules=[], dump=dump(model, value))
        result["extras"] = extras(model, value)
    try:
        with strict_inner():
            adapter.validate_json(text, strict=True)
    except ValidationError as exc:
        result["strict_ok"] = False
        result["strict_paths"], result["strict_rules"] = problems(exc, doc)
    else:
        result.update(strict_ok=True, strict_paths=[], strict_rules=[])
    return result


def describe(buffer):
    if buffer is None:
        return None
    out = {"class": type(buffer).__name__, "max_size": buffer.max_size}
    for name in ("alpha", "n_step", "gamma"):
        if hasattr(buffer, name):
            out[name] = getattr(buffer, name)
    return out


def factory(case):
    spec = ReplayBufferSpec.model_validate(case["doc"])
    algo = MANIFEST_REGISTRY.create(case["algo"])
    out = {}
    for name, build in (("init_buffer", init_buffer), ("init_n_step_buffer", init_n_step_buffer)):
        try:
            out[name] = describe(build(spec, algo, device="cpu"))
        except ValueError as exc:
            out[name] = {"error": "ValueError", "message": str(exc)}
    return out


def algorithms():
    """Every registered algorithm name: kind and default gamma."""
    out = []
    for name, cls in MANIFEST_REGISTRY.items():
        spec = cls()
        out.append(
            {
                "name": name,
                "agent_type": spec.agent_type.value,
                "gamma": getattr(spec, "gamma", None),
            }
        )
    return out


payload = json.load(sys.stdin)
if payload == "algorithms":
    json.dump(algorithms(), sys.stdout)
else:
    json.dump([judge(case) for case in payload], sys.stdout)
