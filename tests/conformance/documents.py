"""The documents both sides judge: deterministic (fixed seeds), so CI is reproducible.

Four sources, each a list of ``Case`` (which model judges it, the document, a label):

- ``from_schema``: random instances of a JSON Schema (the shipped classes' own
  ``model_json_schema()``, exported by the reference side, and ours under ``schema/``),
  walked by a small seeded generator that favours the schema's bounds;
- ``from_hypothesis``: instances of the shipped schemas drawn by hypothesis-jsonschema,
  derandomized;
- ``mutations``: every field at each bound and just past it, ``null``, the values pydantic
  only accepts by lax coercion, unknown keys;
- ``rules``: each cross-field rule on both sides of its boundary, the aliases (alone and
  together with the canonical spelling), the retired ``async_rollout``, ``kind``,
  ``checkpoint_export`` variants, and the manifest-level rules;
- ``factory_cases``: every combination of the three buffer flags with each registered
  algorithm.
"""

from __future__ import annotations

import itertools
import json
import random
from dataclasses import dataclass
from typing import Any

JSON = Any


@dataclass(frozen=True)
class Case:
    """One document for one model."""

    model: str
    """``TrainingSpec``, ``ReplayBufferSpec``, ..., ``replay_buffer`` (the section's
    union), ``Manifest`` or ``factory``."""
    doc: JSON
    label: str
    algo: str | None = None
    """For the factory: the algorithm's registered name."""
    gamma_given: bool = True
    """For the factory: our ``AlgoSpec`` gets the shipped algorithm's ``gamma`` explicitly
    (else only the name, as a manifest that leaves ``gamma`` unset)."""

    def payload(self) -> dict[str, Any]:
        out: dict[str, Any] = {"model": self.model, "doc": self.doc}
        if self.algo is not None:
            out["algo"] = self.algo
        return out


# --------------------------------------------------------------------------- generator

Resolver = dict[str, JSON]  # schema documents by URI (file name) for $ref


class SchemaGen:
    """Seeded instances of a JSON Schema: each property present with some probability,
    values drawn near the bounds the schema states."""

    def __init__(self, root: JSON, others: Resolver | None = None) -> None:
        self.root = root
        self.others = others or {}

    def _resolve(self, ref: str, base: JSON) -> tuple[JSON, JSON]:
        file, _, fragment = ref.partition("#")
        doc = self.others[file.rsplit("/", 1)[-1]] if file else base
        node = doc
        for step in filter(None, fragment.split("/")):
            node = node[step]
        return node, doc

    def value(self, schema: JSON, rng: random.Random, base: JSON | None = None) -> JSON:
        base = self.root if base is None else base
        if not isinstance(schema, dict):
            return None
        if "$ref" in schema:
            target, doc = self._resolve(schema["$ref"], base)
            return self.value(target, rng, doc)
        if "const" in schema:
            return schema["const"]
        if "enum" in schema:
            return rng.choice(schema["enum"])
        if "then" in schema and "else" in schema and "properties" not in schema:
            # a union on a tag (replay_buffer, selection_strategy): either branch
            return self.value(rng.choice([schema["then"], schema["else"]]), rng, base)
        for key in ("anyOf", "oneOf"):
            if key in schema:
                return self.value(rng.choice(schema[key]), rng, base)
        kind = schema.get("type")
        if isinstance(kind, list):
            kind = rng.choice(kind)
        if kind == "object" or "properties" in schema:
            return self.obj(schema, rng, base)
        if kind == "integer":
            return self._integer(schema, rng)
        if kind == "number":
            return self._number(schema, rng)
        if kind == "boolean":
            return rng.random() < 0.5
        if kind == "string":
            return rng.choice(["run", "ckpt/dir", "", "x" * 20])
        if kind == "null":
            return None
        return None

    def obj(self, schema: JSON, rng: random.Random, base: JSON) -> dict[str, JSON]:
        out: dict[str, JSON] = {}
        for name, sub in schema.get("properties", {}).items():
            if name.startswith("$") or (isinstance(sub, dict) and sub.get("deprecated")):
                continue
            if name in schema.get("required", []) or rng.random() < 0.35:
                out[name] = self.value(sub, rng, base)
        extra = schema.get("additionalProperties")
        if isinstance(extra, dict) and not schema.get("properties"):
            # a map (mutation.rl_hp_selection): a few of the names such maps hold
            for name in rng.sample(MAP_KEYS, rng.choice([0, 1, 2])):
                out[name] = self.value(extra, rng, base)
        return out

    @staticmethod
    def _integer(schema: JSON, rng: random.Random) -> int:
        low = schema.get("minimum", schema.get("exclusiveMinimum", -1000) + 1)
        high = schema.get("maximum", low + 2_000_000)
        return rng.choice(
            [low, low + 1, rng.randint(low, min(high, low + 64)), rng.randint(low, high)]
        )

    @staticmethod
    def _number(schema: JSON, rng: random.Random) -> float:
        low = schema.get("minimum", schema.get("exclusiveMinimum", -10.0))
        high = schema.get("maximum", low + 10.0)
        picks = [float(low), float(high), round(rng.uniform(low, high), 6), low + 1e-9]
        if "exclusiveMinimum" in schema:
            picks.remove(float(low))
        return rng.choice(picks)


#: Keys drawn for a map's entries (an object with only ``additionalProperties``).
MAP_KEYS = ["lr", "batch_size", "learn_step", "tau", "gamma", "double", "x"]


def without_kind(cases: list[Case]) -> list[Case]:
    """The same documents without ``kind``: the union's tag, which the shipped
    ``LLMRolloutBufferSpec`` class itself refuses (its schema lists it; see
    docs/conformance.md)."""
    return [
        Case(c.model, {k: v for k, v in c.doc.items() if k != "kind"}, c.label)
        if isinstance(c.doc, dict)
        else c
        for c in cases
    ]


def from_schema(
    model: str, schema: JSON, count: int, seed: int, others: Resolver | None = None
) -> list[Case]:
    gen = SchemaGen(schema, others)
    rng = random.Random(seed)
    return [Case(model, gen.value(schema, rng), f"{model} schema#{i}") for i in range(count)]


def from_hypothesis(model: str, schema: JSON, count: int) -> list[Case]:
    """``count`` instances of ``schema`` drawn by hypothesis-jsonschema, derandomized
    (the same documents on every run with the pinned hypothesis)."""
    from hypothesis import HealthCheck, Phase, given, settings
    from hypothesis_jsonschema import from_schema as strategy

    found: list[JSON] = []

    @settings(
        derandomize=True, max_examples=count, database=None, deadline=None,
        phases=[Phase.generate], suppress_health_check=list(HealthCheck),
    )  # fmt: skip
    @given(strategy(schema))
    def collect(doc: JSON) -> None:
        found.append(doc)

    collect()
    return [Case(model, doc, f"{model} hypothesis#{i}") for i, doc in enumerate(found)]


# --------------------------------------------------------------------------- mutations

INT_FIELDS = {  # TrainingSpec integers: lower bound (None: no bound)
    "max_steps": 1,
    "evo_steps": 1,
    "pop_size": 1,
    "eval_steps": 1,
    "eval_loop": 1,
    "learning_delay": 0,
    "checkpoint_steps": 1,
    "evaluation_interval": 1,
    "eval_samples_per_task": 0,
    "eval_max_concurrent_episodes": 1,
    "num_epochs": 1,
    "evo_epochs": 1,
    "episode_steps": 1,
    "reporting_interval": 1,
    "rollout_batch_size": 1,
    "training_gpus_per_agent": 1,
    "weight_sync_interval": 1,
    "rollout_engines_per_agent": None,
}
FLOAT_FIELDS = [
    "target_score",
    "eps_start",
    "eps_end",
    "eps_decay",
    "max_wall_seconds",
    "env_resource_ratio",
]
BOOL_FIELDS = [
    "hpo",
    "overwrite_checkpoints",
    "checkpoint_optimizer",
    "eval_greedy",
    "sum_scores",
    "experience_sharing",
    "reuse_prefix_cache_across_syncs",
]
STR_FIELDS = ["name", "checkpoint_path"]
ENUM_FIELDS = {
    "rollout_mode": ["colocated", "async"],
    "weight_sync_backend": ["filesystem", "nccl"],
    "rollout_version_stamp": ["publish", "oldest_turn"],
}
# Lax coercions pydantic applies and JSON Schema refuses (the one allowed difference).
LAX_INT = ["5", " 5", "5.0", 5.0, True, False, "1_000"]
LAX_BOOL = ["true", "false", "yes", "off", 1, 0, "1", "t"]
LAX_FLOAT = ["0.5", "1", "1e-3", True]
LAX_STR = [5, 1.5, True]
JUNK = [[], {}, [1], "abc", 1.5, -1, None]


def _field_values(name: str) -> list[JSON]:
    if name in INT_FIELDS:
        low = INT_FIELDS[name]
        bound = [low - 1, low, low + 1] if low is not None else [-1, 0, 1, 2**31]
        return [*bound, 10**12, *LAX_INT, *JUNK]
    if name in FLOAT_FIELDS:
        return [0, 0.0, 1e-12, -1e-12, 1.0, 1.0000001, 0.5, -3, 1e308, *LAX_FLOAT, *JUNK]
    if name in BOOL_FIELDS:
        return [True, False, *LAX_BOOL, *JUNK]
    if name in STR_FIELDS:
        return ["x", "", *LAX_STR, *JUNK]
    if name in ENUM_FIELDS:
        return [*ENUM_FIELDS[name], "Async", "auto", *JUNK]
    raise KeyError(name)


def _training_fields() -> list[str]:
    return [*INT_FIELDS, *FLOAT_FIELDS, *BOOL_FIELDS, *STR_FIELDS, *ENUM_FIELDS]


def mutations() -> list[Case]:
    cases: list[Case] = []
    # Each training field alone, then inside an async context (other rules active).
    for name in _training_fields():
        for value in _field_values(name):
            cases.append(Case("TrainingSpec", {name: value}, f"training.{name}={value!r}"))
    for value in ["auto", "AUTO", 0, 1, -1, 4, "2", 2.0, True, None]:
        doc = {"rollout_mode": "async", "rollout_engines_per_agent": value}
        cases.append(Case("TrainingSpec", doc, f"async engines={value!r}"))
    cases.append(Case("TrainingSpec", {}, "training {}"))
    cases.append(Case("TrainingSpec", {"unknown": 1}, "training unknown key"))
    cases.append(Case("TrainingSpec", {"max_step": 5}, "training misspelt key"))
    for doc in ([], "x", 5, None, True):
        cases.append(Case("TrainingSpec", doc, f"training not an object: {doc!r}"))

    # Buffer sections and their args.
    for value in [0, 1, 2, 10**9, -1, *LAX_INT, *JUNK]:
        cases.append(Case("ReplayBufferSpec", {"max_size": value}, f"max_size={value!r}"))
        cases.append(Case("ReplayBufferSpec", {"memory_size": value}, f"memory_size={value!r}"))
        cases.append(Case("NStepBufferArgs", {"n_step": value}, f"n_step={value!r}"))
        for field in ("max_size", "memory_size", "max_rollout_version_lag", "group_replay_max_age"):
            cases.append(
                Case("replay_buffer", {"kind": "llm", field: value}, f"llm {field}={value!r}")
            )
            cases.append(Case("LLMRolloutBufferSpec", {field: value}, f"{field}={value!r}"))
    for value in [0, 0.0, 1, 1.0, 0.5, 0.6, -1e-9, 1.0000001, -0.0, 2, *LAX_FLOAT, *JUNK]:
        cases.append(Case("PerBufferArgs", {"alpha": value}, f"alpha={value!r}"))
    for field in ("standard_buffer", "n_step_buffer", "per_buffer"):
        for value in [True, False, *LAX_BOOL, *JUNK]:
            cases.append(Case("ReplayBufferSpec", {field: value}, f"{field}={value!r}"))
    for value in [True, False, *LAX_BOOL, *JUNK]:
        doc = {"kind": "llm", "drop_uninformative_groups": value}
        cases.append(Case("replay_buffer", doc, f"llm drop_uninformative_groups={value!r}"))
        doc = {"drop_uninformative_groups": value}
        cases.append(Case("LLMRolloutBufferSpec", doc, f"drop_uninformative_groups={value!r}"))
    for value in ["x", "", *LAX_STR]:
        cases.append(Case("ReplayBufferSpec", {"name": value}, f"buffer name={value!r}"))
        cases.append(Case("replay_buffer", {"kind": "llm", "name": value}, f"llm name={value!r}"))
    for args in ({}, None, {"n_step": None}, {"n_step": 3, "x": 1}, [], "3", {"alpha": 0.5}):
        cases.append(
            Case("ReplayBufferSpec", {"n_step_buffer_args": args}, f"n_step_buffer_args={args!r}")
        )
    for args in ({}, None, {"alpha": None}, {"alpha": 0.5, "x": 1}, [], "0.5", {"n_step": 3}):
        cases.append(
            Case("ReplayBufferSpec", {"per_buffer_args": args}, f"per_buffer_args={args!r}")
        )
    for model in (
        "NStepBufferArgs",
        "PerBufferArgs",
        "CheckpointExportSpec",
        "ReplayBufferSpec",
        "LLMRolloutBufferSpec",
    ):
        for doc in ({}, {"x": 1}, [], None, "x"):
            cases.append(Case(model, doc, f"{model} {doc!r}"))
    return cases


# --------------------------------------------------------------------------- rules


def rules() -> list[Case]:
    t: list[tuple[JSON, str]] = []
    for evo, top in itertools.product([1, 4, 5, 6, None], [5, None, 1]):
        doc = {k: v for k, v in (("evo_steps", evo), ("max_steps", top)) if v is not None}
        t.append((doc, f"evo_steps={evo} max_steps={top}"))
    t.append(({"evo_steps": 1_000_001}, "evo_steps over the default max_steps"))
    t.append(({"evo_steps": 1_000_000}, "evo_steps at the default max_steps"))
    for epochs, num in itertools.product([None, 1, 3], [None, 1, 2]):
        doc = {k: v for k, v in (("evo_epochs", epochs), ("num_epochs", num)) if v is not None}
        t.append((doc, f"evo_epochs={epochs} num_epochs={num}"))
    t.append(({"evo_epochs": 2, "num_epochs": None}, "evo_epochs with num_epochs null"))
    for start, end in itertools.product([None, 0.0, 0.5, 1.0, 1], [None, 0.0, 0.5, 1.0, 0.5000001]):
        doc = {k: v for k, v in (("eps_start", start), ("eps_end", end)) if v is not None}
        t.append((doc, f"eps_start={start} eps_end={end}"))
    for greedy, samples in itertools.product([True, False, None], [None, 0, 1, 2]):
        doc = {
            k: v
            for k, v in (("eval_greedy", greedy), ("eval_samples_per_task", samples))
            if v is not None
        }
        t.append((doc, f"eval_greedy={greedy} samples={samples}"))
    # Async rollout: engines, batch vs GPUs, experience sharing, the fills.
    for mode in ("async", "colocated", None):
        for batch, gpus in itertools.product([None, 1, 2, 3, 4, 6], [None, 1, 2, 3]):
            doc = {"rollout_mode": mode, "rollout_engines_per_agent": 1}
            doc |= {
                k: v
                for k, v in (("rollout_batch_size", batch), ("training_gpus_per_agent", gpus))
                if v is not None
            }
            doc = {k: v for k, v in doc.items() if v is not None}
            t.append((doc, f"mode={mode} batch={batch} gpus={gpus}"))
        for sharing in (None, True, False):
            doc = {
                "rollout_mode": mode,
                "rollout_engines_per_agent": "auto",
                "experience_sharing": sharing,
            }
            t.append(
                (
                    {k: v for k, v in doc.items() if v is not None or k == "experience_sharing"},
                    f"mode={mode} sharing={sharing}",
                )
            )
        for extra in (
            {},
            {"weight_sync_backend": "filesystem"},
            {"weight_sync_interval": 7},
            {"rollout_batch_size": 5},
            {"weight_sync_backend": None},
            {"rollout_version_stamp": "publish"},
            {"rollout_version_stamp": "oldest_turn"},
            {"rollout_version_stamp": None},
            {"rollout_engines_per_agent": -3},
            {"rollout_engines_per_agent": 0},
            {"reuse_prefix_cache_across_syncs": True},
        ):
            doc = (
                {"rollout_mode": mode, "rollout_engines_per_agent": 2, **extra}
                if mode
                else dict(extra)
            )
            t.append((doc, f"mode={mode} {extra}"))
    # The retired key, aliases, both spellings.
    for value in (True, False, None, "true"):
        t.append(({"async_rollout": value}, f"async_rollout={value!r}"))
        t.append(
            (
                {"async_rollout": value, "rollout_mode": "async", "rollout_engines_per_agent": 1},
                f"async_rollout={value!r} with async",
            )
        )
    for alias, name, value in (
        ("metrics_interval", "evo_steps", 10),
        ("population_size", "pop_size", 4),
    ):
        t.append(({alias: value}, f"alias {alias}"))
        t.append(({alias: None}, f"alias {alias}=null"))
        t.append(({alias: 0}, f"alias {alias}=0"))
        t.append(({alias: "5"}, f"alias {alias}='5'"))
        t.append(({alias: value, name: value}, f"both {alias} and {name}"))
        t.append(({name: value, alias: value + 1}, f"both {name} and {alias}, differing"))
    t.append(({"metrics_interval": 2_000_000}, "alias metrics_interval over max_steps"))
    t.append(({"metrics_interval": 10, "max_steps": 5}, "alias metrics_interval over max_steps=5"))
    # checkpoint_export: every variant, and should_merge over its table.
    exports: list[JSON] = [
        None,
        {},
        "merged",
        [],
        {"format": "adapter", "extra": 1},
        {"format": "Merged"},
        {"trigger": "never"},
        {"format": None},
        {"format": "merged", "trigger": None},
        {"format": 1},
    ]
    for fmt, trig in itertools.product(
        [None, "adapter", "merged"], [None, "final", "best", "on_demand", "every"]
    ):
        exports.append({k: v for k, v in (("format", fmt), ("trigger", trig)) if v is not None})
    cases = [Case("TrainingSpec", doc, label) for doc, label in t]
    for export in exports:
        cases.append(
            Case("TrainingSpec", {"checkpoint_export": export}, f"checkpoint_export={export!r}")
        )
        cases.append(Case("CheckpointExportSpec", export, f"CheckpointExportSpec {export!r}"))
    # replay_buffer: kind, aliases, null means default.
    b: list[tuple[JSON, str]] = []
    for kind in ("classic", "llm", None, "LLM", "", 1, "other"):
        base = {} if kind is None else {"kind": kind}
        b.append((base, f"kind={kind!r}"))
        b.append(({**base, "memory_size": 50}, f"kind={kind!r} memory_size"))
        b.append(({**base, "memory_size": 50, "max_size": 50}, f"kind={kind!r} both spellings"))
        b.append(({**base, "max_size": None}, f"kind={kind!r} max_size=null"))
        b.append(({**base, "per_buffer": True}, f"kind={kind!r} per_buffer"))
        b.append(({**base, "max_rollout_version_lag": 1}, f"kind={kind!r} lag"))
        b.append(({**base, "group_replay_max_age": 2}, f"kind={kind!r} group replay"))
    b.append(({"kind": None}, "kind=null"))
    for n_step, alpha in itertools.product([None, 1, 5, "absent"], [None, 0.0, 1.0, "absent"]):
        doc: dict[str, JSON] = {"n_step_buffer": True, "per_buffer": True}
        if n_step != "absent":
            doc["n_step_buffer_args"] = {"n_step": n_step}
        if alpha != "absent":
            doc["per_buffer_args"] = {"alpha": alpha}
        b.append((doc, f"n_step={n_step} alpha={alpha}"))
    for model in ("ReplayBufferSpec", "replay_buffer"):
        cases += [Case(model, doc, label) for doc, label in b]
    for value in (None, 3):
        cases.append(Case("NStepBufferArgs", {"n_step": value}, f"n_step={value!r}"))
    cases.append(Case("PerBufferArgs", {"alpha": None}, "alpha=None"))
    return cases + manifest_cases()


# --------------------------------------------------------------------------- manifests

GRPO = {"name": "GRPO", "group_size": 2, "pretrained_model_name_or_path": "Qwen/Qwen2.5-0.5B"}
ROLLOUT_ENV = {"env_type": "rollout", "entrypoint": "my_env:make"}
BASES: dict[str, dict[str, JSON]] = {
    "dqn": {"algorithm": {"name": "DQN"}, "environment": {"name": "CartPole-v1"}},
    "grpo": {"algorithm": GRPO, "environment": ROLLOUT_ENV},
    "grpo1": {"algorithm": {**GRPO, "group_size": 1}, "environment": ROLLOUT_ENV},
}
ASYNC = {"rollout_mode": "async", "rollout_engines_per_agent": 1}


def manifest_cases() -> list[Case]:
    cases: list[Case] = []
    trainings: list[JSON] = [
        None,
        {},
        ASYNC,
        {**ASYNC, "reuse_prefix_cache_across_syncs": True},
        {"reuse_prefix_cache_across_syncs": True},
        {"max_steps": 5},
        {"evo_steps": 3, "max_steps": 5},
        {"metrics_interval": 100},
    ]
    buffers: list[JSON] = [
        "absent",
        None,
        {},
        {"kind": "classic"},
        {"kind": "llm"},
        {"kind": "llm", "max_rollout_version_lag": 0},
        {"kind": "llm", "max_rollout_version_lag": 1},
        {"kind": "llm", "max_rollout_version_lag": 1, "group_replay_max_age": 1},
        {"kind": "llm", "group_replay_max_age": 0},
        {"kind": "llm", "group_replay_max_age": 3, "memory_size": 7},
        {"memory_size": 7},
    ]
    for (base_name, base), training, buffer in itertools.product(BASES.items(), trainings, buffers):
        doc = dict(base)
        if training is not None:
            doc["training"] = training
        if buffer != "absent":
            doc["replay_buffer"] = buffer
        cases.append(
            Case("Manifest", doc, f"manifest {base_name} training={training} buffer={buffer}")
        )
    for base_name, base in BASES.items():
        for extra in (
            {"apiVersion": "agilerl.com/v1"},
            {"api_version": "agilerl.com/v1"},
            {"apiVersion": "agilerl.com/v2"},
            {"apiVersion": None},
            {"apiVersion": 1},
            {"apiVersion": "agilerl.com/v1", "api_version": "agilerl.com/v1"},
            {"tournament_selection": {}},
            {"selection_strategy": {}},
            {"tournament_selection": {}, "selection_strategy": {}},
        ):
            cases.append(Case("Manifest", {**base, **extra}, f"manifest {base_name} {extra}"))
    return cases


# --------------------------------------------------------------------------- factory


def factory_cases(algorithms: list[str]) -> list[Case]:
    cases = []
    for flags in itertools.product([False, True], repeat=3):
        per, n_step, standard = flags
        for args in (
            {},
            {
                "max_size": 64,
                "n_step_buffer_args": {"n_step": 1},
                "per_buffer_args": {"alpha": 0.0},
            },
            {
                "memory_size": 10,
                "n_step_buffer_args": {"n_step": 7},
                "per_buffer_args": {"alpha": 1.0},
            },
        ):
            doc = {"per_buffer": per, "n_step_buffer": n_step, "standard_buffer": standard, **args}
            for algo in algorithms:
                cases.append(Case("factory", doc, f"factory {algo} {json.dumps(doc)}", algo))
                if not args:
                    label = f"factory {algo} (gamma unset) {json.dumps(doc)}"
                    cases.append(Case("factory", doc, label, algo, gamma_given=False))
    return cases
