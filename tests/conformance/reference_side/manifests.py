"""Reference side: whole manifests judged by the shipped ``TrainingManifest``, lax and strict.

payload:  ``"schema"`` (answer: ``TrainingManifest.model_json_schema()``),
          ``"supported"`` (answer: the supported models' table, per Hub id its largest
          LoRA rank, module names and packed expert paths),
          ``"configs"`` with ``{"texts": {name: text}}`` (answer: each text read by
          PyYAML, and whether the shipped class accepts it as written), or
          ``[document, ...]``
response: one result per document: ``{"ok", "paths", "rules", "dump", "strict_ok",
          "strict_paths", "strict_rules"}``. ``paths``: field errors by ``loc`` (union
          tags dropped); ``rules``: ``[loc, rule id]`` of each model validator's error;
          ``dump``: ``model_dump(mode="json")`` by section; ``factory`` (accepted
          documents only): ``None`` when the shipped buffer factory builds the section's
          replay buffer(s), else ``{"call", "error", "message"}`` of its refusal.
"""

import json
import re
import sys
from contextlib import contextmanager

import yaml
from agilerl.arena.models.registry import MANIFEST_REGISTRY
from pydantic import BaseModel, TypeAdapter, ValidationError

from agilerl.arena.models.manifest import TrainingManifest
from agilerl.arena.models.networks import NetworkSpec
from agilerl.arena.models.training import LLMRolloutBufferSpec, ReplayBufferSpec
from agilerl.models.training import init_buffer, init_n_step_buffer

ADAPTER = TypeAdapter(TrainingManifest)
SECTIONS = (
    "api_version", "algorithm", "environment", "training", "network", "mutation",
    "replay_buffer", "selection_strategy",
)  # fmt: skip

# Model-validator errors named by the rule they enforce; anything else is "other: <text>".
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
    (r"^min \(.*must be less than or equal to max", "min<=max"),
    (r"rl_hp_selection cannot mutate", "mutation-names"),
    (r"evolution_frequency_ratio", "frequency-ratios"),
    (
        r"population_size|n_subpopulations|n_winners|n_survivors|n_open_for_migration|n_losers",
        "selection-layout",
    ),
    (r"fine-tunes a pretrained model|builds its own networks", "network-matches-algorithm"),
    (r"`simba` and `recurrent`", "simba-not-recurrent"),
    (r"disagrees with .* from another section", "sections-agree"),
    (r"pretrained_model_name_or_path' wasn't found", "pretrained-model-named"),
    (
        r"must include a 'name' field|is not a registered algorithm|must be a mapping",
        "algorithm-name",
    ),
]
# Union branch tags pydantic puts into ``loc``: not field names.
TAG = re.compile(
    r"^(int|str|float|bool|none|list\[.*\]|dict\[.*\]|literal\[.*\]|"
    r"function-\w+\[.*\]|tagged-union\[.*\]|\w+Spec|\w+Config)$"
)
TAGS_AFTER = {  # discriminator values pydantic puts after a section's name
    "selection_strategy": {"tournament", "multi_frequency"},
    "tournament_selection": {"tournament", "multi_frequency"},
    "environment": {"gym", "offline", "bandit", "llm", "rollout", "dataset"},
}


def rule_of(message):
    text = message.removeprefix("Value error, ")
    for pattern, rule in RULES:
        if re.search(pattern, text):
            return rule
    return "other: " + text[:160]


def clean(loc):
    out = []
    for part in loc:
        if isinstance(part, str) and TAG.match(part):
            continue
        if len(out) == 1 and isinstance(part, str) and part in TAGS_AFTER.get(str(out[0]), ()):
            continue
        out.append(part)
    return "/".join(map(str, out))


def chosen_buffer(doc):
    """The replay_buffer union's branch that ``kind`` selects (the other's errors dropped)."""
    section = doc.get("replay_buffer") if isinstance(doc, dict) else None
    kind = section.get("kind", "classic") if isinstance(section, dict) else None
    return "LLMRolloutBufferSpec" if kind == "llm" else "ReplayBufferSpec"


#: The encoder union's tags, which pydantic puts into ``loc`` after ``encoder_config``.
ARCHS = {"mlp", "cnn", "cnn_lstm", "lstm", "multiinput", "simba"}


def network_branch(tag):
    """The class of the network union a ``loc`` tag names."""
    if "FinetuningNetworkSpec" in tag:
        return "finetuning"
    return "deferred" if tag == "DeferredNetworkSpec" else "network"


def chosen_network(doc):
    """The network union's branch the shipped reading selects where it tries all three (no
    arch is known): the fine-tuning one when the section names a pretrained model, else
    the deferred one (the others always fail then: a required field, or a key they lack)."""
    section = doc.get("network") if isinstance(doc, dict) else None
    pretrained = isinstance(section, dict) and "pretrained_model_name_or_path" in section
    return "finetuning" if pretrained else "deferred"


def within_document(doc, where):
    """A ``network/...`` path read where the document has it: the shipped reading fills in
    objects the document does not have (``encoder_config`` from a top-level ``arch``, the
    limits of ``mutation.network``), and a problem inside one is read at the first key the
    document lacks, or at the last value it has when that is no object."""
    steps, node, out = where.split("/"), doc, []
    for step in steps:
        if isinstance(node, dict):
            out.append(step)
            if step not in node:
                break
            node = node[step]
        elif isinstance(node, list) and step.isdigit() and int(step) < len(node):
            out.append(step)
            node = node[int(step)]
        else:
            break
    return "/".join(out)


def problems(exc, doc):
    paths, rules = set(), set()
    for error in exc.errors():
        loc = error["loc"]
        union = len(loc) > 1 and loc[0] == "replay_buffer" and str(loc[1]).endswith("BufferSpec")
        if union and loc[1] != chosen_buffer(doc):
            continue
        tried = len(loc) > 1 and loc[0] == "network" and "NetworkSpec" in str(loc[1])
        if tried and network_branch(str(loc[1])) != chosen_network(doc):
            continue
        loc = [
            part for i, part in enumerate(loc)
            if not (i and loc[i - 1] == "encoder_config" and part in ARCHS)
        ]  # fmt: skip
        where = clean(loc)
        if error["type"] in ("union_tag_invalid", "union_tag_not_found"):
            # a discriminated union reports a bad tag at the union: it is the tag's problem
            tag = str(error.get("ctx", {}).get("discriminator", "")).strip("'")
            where = f"{where}/{tag}" if tag else where
        if where.startswith("network/"):
            where = within_document(doc, where)
        if error["type"] in ("value_error", "assertion_error"):
            rules.add((where, rule_of(error["msg"])))
        else:
            paths.add(where)
    return sorted(paths), sorted(list(r) for r in rules)


@contextmanager
def strict_inner():
    """Spec objects the shipped classes build inside validators with a plain
    ``model_validate`` (the llm buffer branch, a network whose arch is known) or
    constructor (the algorithm section's resolver, ``MANIFEST_REGISTRY.create``) do not
    inherit ``strict``: pass it on."""
    inherited = BaseModel.model_validate.__func__

    def model_validate(cls, obj, *args, **kwargs):
        kwargs["strict"] = True
        return inherited(cls, obj, *args, **kwargs)

    def create(name, /, **fields):
        return MANIFEST_REGISTRY.get(name).model_validate(fields, strict=True)

    LLMRolloutBufferSpec.model_validate = classmethod(model_validate)
    MANIFEST_REGISTRY.create = create
    NetworkSpec.model_validate = classmethod(model_validate)  # the network reading's, too
    try:
        yield
    finally:
        del LLMRolloutBufferSpec.model_validate
        del MANIFEST_REGISTRY.create
        del NetworkSpec.model_validate


def dump(value):
    data = value.model_dump(mode="json")
    return {key: data.get(key) for key in SECTIONS}


def factory(value):
    """Ask the shipped buffer factory for the accepted manifest's buffer(s): the main memory
    (``init_buffer``) and the n-step one (``init_n_step_buffer``, built only where the
    section asks for both PER and n-step). ``init_buffer`` is asked for every algorithm, as
    our factory is (the shipped trainer skips the main memory of on-policy ones: the
    suite's figures are the same either way). ``max_size`` is set to 1 first: no factory
    rule reads it, and a drawn size must not allocate a large tree."""
    spec = value.replay_buffer
    if not isinstance(spec, ReplayBufferSpec):
        return None  # no buffer section, or the LLM rollout one: no factory call
    spec = spec.model_copy(update={"max_size": 1})
    for name, build in (("init_buffer", init_buffer), ("init_n_step_buffer", init_n_step_buffer)):
        try:
            build(spec, value.algorithm, device="cpu")
        except Exception as exc:  # named, compared by the caller
            return {"call": name, "error": type(exc).__name__, "message": str(exc)}
    return None


def judge(doc):
    text = json.dumps(doc)
    out = {}
    try:
        value = ADAPTER.validate_json(text)
    except ValidationError as exc:
        out["ok"] = False
        out["paths"], out["rules"] = problems(exc, doc)
    except Exception as exc:  # a shipped crash (not a validation error): named as such
        out.update(ok=False, paths=[], rules=[["", f"crash: {type(exc).__name__}: {exc}"]])
    else:
        out.update(ok=True, paths=[], rules=[], dump=dump(value), factory=factory(value))
    try:
        with strict_inner():
            ADAPTER.validate_json(text, strict=True)
    except ValidationError as exc:
        out["strict_ok"] = False
        out["strict_paths"], out["strict_rules"] = problems(exc, doc)
    except Exception as exc:
        crash = [["", f"crash: {type(exc).__name__}: {exc}"]]
        out.update(strict_ok=False, strict_paths=[], strict_rules=crash)
    else:
        out.update(strict_ok=True, strict_paths=[], strict_rules=[])
    return out


def configs(texts):
    out = {}
    for name, text in texts.items():
        raw = yaml.safe_load(text)
        try:
            TrainingManifest.model_validate(raw)
            ok = True
        except ValidationError:
            ok = False
        out[name] = {"data": raw, "ok": ok}
    return out


def registry():
    """Each registered algorithm's spellings the mutation section may name, and which of
    them the shipped manifest lets it mutate (numeric fields)."""
    from agilerl.arena.models.manifest import _is_numeric, _mutable_names

    out = {}
    for name, cls in MANIFEST_REGISTRY.items():
        names = _mutable_names(cls)
        numeric = [s for s, f in names.items() if _is_numeric(cls.model_fields[f].annotation)]
        out[name] = {"spellings": sorted(names), "numeric": sorted(numeric)}
        # what the manifest fills into an environment without env_type
        out[name]["env_type"] = str(cls.env_type)
        out[name]["objective"] = cls.objective
    return out


def supported():
    """The shipped table of supported models, as the fine-tuning network reads it."""
    from agilerl.arena.models.model_info import SUPPORTED_MODEL_INFO

    return {
        hub_id: {
            "max_lora_rank": max(info.lora_ranks) if info.lora_ranks else None,
            "target_modules": sorted(info.modules),
            "target_parameters": sorted(info.parameters),
        }
        for hub_id, info in SUPPORTED_MODEL_INFO.items()
    }


payload = json.load(sys.stdin)
if payload == "supported":
    json.dump(supported(), sys.stdout)
elif payload == "schema":
    json.dump(TrainingManifest.model_json_schema(), sys.stdout)
elif payload == "registry":
    json.dump(registry(), sys.stdout)
elif isinstance(payload, dict):
    json.dump(configs(payload["texts"]), sys.stdout)
else:
    json.dump([judge(doc) for doc in payload], sys.stdout)
