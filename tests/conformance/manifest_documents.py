"""Whole manifests for the conformance suite: deterministic, so every CI run judges the same.

- :func:`from_schemas`: instances of the shipped ``TrainingManifest.model_json_schema()``
  and of ours (the seeded generator of :mod:`tests.conformance.documents`), and of the
  shipped schema's mutation and selection sections by hypothesis-jsonschema
  (derandomized), each in a manifest the shipped class accepts;
- :func:`config_mutations`: AgileRL-style configs (``tests/corpus/agilerl``, those the
  shipped manifest accepts as written) with one change in one section: each key
  misspelt or removed, each value replaced by a string, a negative count, 0, ``null``,
  a list, a boolean or the string of a number (pydantic's lax coercions);
- :func:`hpo_cases`: the mutation and selection sections field by field (every bound and
  just past it), both sides of each rule that joins them to the other sections
  (hyperparameter names against every registered algorithm, the multi-frequency layout
  against ``training.pop_size``), every union branch and tag, both spellings, folding.
"""

from __future__ import annotations

import copy
import itertools
import random
from collections.abc import Iterator
from typing import Any

from tests.conformance.documents import Case, SchemaGen, from_hypothesis

MODEL = "TrainingManifest"
JSON = Any
LLM = {"CISPO", "DPO", "GRPO", "GSPO", "LLMPPO", "LLMREINFORCE", "SFT"}
ROLLOUT_ENV = {"env_type": "rollout", "entrypoint": "my_env:make"}
MODEL_NAME = "Qwen/Qwen2.5-0.5B"


def base(algorithm: str, **sections: JSON) -> dict[str, JSON]:
    """A minimal manifest the shipped class accepts for ``algorithm``, plus ``sections``."""
    if algorithm in LLM:
        doc = {
            "algorithm": {"name": algorithm, "pretrained_model_name_or_path": MODEL_NAME},
            "environment": dict(ROLLOUT_ENV),
        }
    else:
        doc = {"algorithm": {"name": algorithm}, "environment": {"name": "CartPole-v1"}}
    return {**doc, **sections}


# ----------------------------------------------------------------- schema-drawn documents


def from_schemas(
    shipped: JSON, ours: JSON, others: dict[str, JSON], counts: tuple[int, int, int]
) -> list[Case]:
    drawn, hypothesis, mine = counts
    cases: list[Case] = []
    gen = SchemaGen(shipped)
    rng = random.Random(4242)
    cases += [Case(MODEL, gen.value(shipped, rng), f"shipped schema#{i}") for i in range(drawn)]
    # hypothesis-jsonschema takes minutes over the whole shipped schema: it draws the
    # sections of this suite's own (mutation, selection), each in a valid manifest
    for key in ("mutation", "selection_strategy"):
        section = {"$defs": shipped.get("$defs", {}), **shipped["properties"][key]}
        for c in from_hypothesis(MODEL, section, hypothesis // 2):
            cases.append(Case(MODEL, base("DQN", **{key: c.doc}), f"shipped {key} {c.label}"))
    gen = SchemaGen(ours, others)
    rng = random.Random(4343)
    cases += [Case(MODEL, gen.value(ours, rng), f"our schema#{i}") for i in range(mine)]
    return cases


# ----------------------------------------------------------------- AgileRL-style configs


def _leaves(node: JSON, path: tuple[str | int, ...] = ()) -> Iterator[tuple[str | int, ...]]:
    yield path
    if isinstance(node, dict):
        for key, value in node.items():
            yield from _leaves(value, (*path, key))
    elif isinstance(node, list):
        for i, value in enumerate(node):
            yield from _leaves(value, (*path, i))


def _get(doc: JSON, path: tuple[str | int, ...]) -> JSON:
    for step in path:
        doc = doc[step]
    return doc


def _set(doc: JSON, path: tuple[str | int, ...], value: JSON) -> JSON:
    out = copy.deepcopy(doc)
    _get(out, path[:-1])[path[-1]] = value
    return out


def _rename(doc: JSON, path: tuple[str | int, ...], new: str | None) -> JSON:
    out = copy.deepcopy(doc)
    parent = _get(out, path[:-1])
    value = parent.pop(path[-1])
    if new is not None:
        parent[new] = value
    return out


def _replacements(value: JSON) -> list[JSON]:
    if isinstance(value, bool):
        return [not value, "true", 1, None, [value]]
    if isinstance(value, int):
        return ["fast", str(value), -1, -3, 0, None, [value], float(value), True, 10**12]
    if isinstance(value, float):
        return ["fast", str(value), -1, -1e-9, 0, None, [value], 1.0000001, True]
    if isinstance(value, str):
        return [5, "", None, [value], value.upper()]
    if isinstance(value, list):
        return [None, [], "x", {}, [*value, *value[-1:]]]
    if isinstance(value, dict):
        return [None, [], "x", {}]
    return ["x", 0]


def config_mutations(configs: dict[str, JSON]) -> list[Case]:
    cases: list[Case] = []
    for name, doc in sorted(configs.items()):
        cases.append(Case(MODEL, doc, f"{name} as written"))
        for path in _leaves(doc):
            if not path:
                continue
            where = ".".join(map(str, path))
            for value in _replacements(_get(doc, path)):
                cases.append(Case(MODEL, _set(doc, path, value), f"{name} {where}={value!r}"))
            if isinstance(path[-1], str):
                key = path[-1]
                typo = key + key[-1] if len(key) < 4 else key[:-2] + key[-1] + key[-2]
                cases.append(Case(MODEL, _rename(doc, path, typo), f"{name} {where} -> {typo}"))
                cases.append(Case(MODEL, _rename(doc, path, None), f"{name} without {where}"))
    return cases


# ----------------------------------------------------------------- mutation and selection

PROBABILITIES = ("no_mut", "arch_mut", "new_layer", "params_mut", "act_mut", "rl_hp_mut")
UNIT = [0, 0.0, 1, 1.0, 0.5, -1e-9, 1.0000001, -1, None, "0.5", True, [], {}]
NON_NEGATIVE = [0, 0.0, 1e-9, -1e-9, 0.1, 5, None, "0.1", True, []]
SEED = [0, 1, -1, 42, 5.0, 5.5, "5", None, True, 2**40]
LABEL = ["x", "", None, 5, True, []]


def _section_cases(
    doc: JSON, section: str, values: dict[str, list[JSON]], label: str
) -> list[Case]:
    out = []
    for name, options in values.items():
        for value in options:
            out.append(Case(MODEL, {**doc, section: {name: value}}, f"{label}.{name}={value!r}"))
    return out


def mutation_cases() -> list[Case]:
    doc = base("DQN")
    cases = []
    for value in (None, {}, [], "x", 5, {"unknown": 1}, {"no_mutation": 0.4, "rl_hp": 0.2}):
        cases.append(Case(MODEL, {**doc, "mutation": value}, f"mutation={value!r}"))
    for name in PROBABILITIES:
        for value in UNIT:
            m = {"probabilities": {name: value}}
            cases.append(Case(MODEL, {**doc, "mutation": m}, f"probabilities.{name}={value!r}"))
    for value in (None, {}, [], {"no_mutt": 0.1}, dict.fromkeys(PROBABILITIES, 0.0)):
        cases.append(Case(MODEL, {**doc, "mutation": {"probabilities": value}}, f"probs={value}"))
    cases += _section_cases(
        doc,
        "mutation",
        {"mutation_sd": NON_NEGATIVE, "dormant_threshold": NON_NEGATIVE, "rand_seed": SEED,
         "name": LABEL, "rl_hp_selection": [None, {}, [], "lr", {"lr": None}, {"lr": []}]},
        "mutation",
    )  # fmt: skip
    bounds: list[JSON] = [
        {"min": 1, "max": 2}, {"min": 2, "max": 2}, {"min": 2, "max": 1},
        {"min": 2, "max": 1.9999999}, {"min": -1.5, "max": 0}, {"min": "1", "max": 2},
        {"min": None, "max": 2}, {"max": 2}, {"min": 1}, {}, {"min": 1, "max": 2, "x": 1},
        {"min": True, "max": 2}, {"min": 0.0001, "max": 0.01},
    ]  # fmt: skip
    for factor, value in itertools.product(
        ("grow_factor", "shrink_factor"), [0, 0.5, 1, 1.0, 0.9999999, 1.0000001, 2, -0.1, None, "1"]
    ):
        bounds.append({"min": 1, "max": 2, factor: value})
    for hp in bounds:
        m = {"rl_hp_selection": {"lr": hp}}
        cases.append(Case(MODEL, {**doc, "mutation": m}, f"rl_hp_selection.lr={hp}"))
    two = {"lr": {"min": 2, "max": 1}, "batch_size": {"min": 8, "max": 4}}
    cases.append(Case(MODEL, {**doc, "mutation": {"rl_hp_selection": two}}, "two bad ranges"))
    # network ranges, with and without a network section to fold them onto
    network = {"latent_dim": 64, "encoder_config": {"hidden_size": [64]}}
    ranges: list[JSON] = [
        None,
        {},
        [],
        {"x": 1},
        {"encoder": {}},
        {"head_net": {"x": 1}},
        {"encoder": None},
        {"encoder": []},
        {"min_latent_dim": 16},
        {"max_latent_dim": 256, "encoder": {"max_hidden_layers": 3}},
    ]
    for key, value in itertools.product(
        ("min_latent_dim", "max_latent_dim"), [-1, 0, 1, 2, 16, None, "8", 8.0, 8.5, True]
    ):
        ranges.append({key: value})
    for value, net in itertools.product(ranges, ("absent", None, network)):
        d = {**doc, "mutation": {"network": value}}
        if net != "absent":
            d["network"] = net
        cases.append(Case(MODEL, d, f"mutation.network={value!r} network={net!r}"))
    return cases


def names_cases(numeric: dict[str, list[str]], spellings: dict[str, list[str]]) -> list[Case]:
    """``rl_hp_selection`` names against each registered algorithm: each numeric one, each
    other spelling it has (not numeric), a misspelt one, an unknown one."""
    cases = []
    for algo in sorted(numeric):
        doc = base(algo)
        others = sorted(set(spellings[algo]) - set(numeric[algo]))
        picks = [*numeric[algo], *others, "lrr", "not_a_field", f"{numeric[algo][0]}_"]
        for name in picks:
            m = {"rl_hp_selection": {name: {"min": 1, "max": 2}}}
            cases.append(Case(MODEL, {**doc, "mutation": m}, f"{algo} mutates {name}"))
        every = {name: {"min": 0, "max": 1} for name in numeric[algo]}
        cases.append(Case(MODEL, {**doc, "mutation": {"rl_hp_selection": every}}, f"{algo} all"))
    return cases


def selection_cases() -> list[Case]:
    doc = base("DQN")
    cases = []
    for key in ("selection_strategy", "tournament_selection"):
        for value in (
            None,
            {},
            [],
            "tournament",
            5,
            {"unknown": 1},
            {"strategy": None},
            {"strategy": "Tournament"},
            {"strategy": 1},
            {"strategy": "mf"},
            {"strategy": "tournament"},
            {"strategy": "multi_frequency"},
            {"tournament_size": 2, "elitism": True},
            {"n_subpopulations": 2},
        ):
            cases.append(Case(MODEL, {**doc, key: value}, f"{key}={value!r}"))
        cases += _section_cases(
            doc, key,
            {"tournament_size": [0, 1, 2, -1, "2", None, 2.0, 2.5, True, []],
             "elitism": [True, False, "true", 1, 0, None, "off"], "name": LABEL},
            key,
        )  # fmt: skip
    both = {"selection_strategy": {}, "tournament_selection": {}}
    cases.append(Case(MODEL, {**doc, **both}, "both selection names"))
    # multi-frequency: the layout against training.pop_size, brackets, ratios
    brackets: list[JSON] = [
        {}, {"n_winners": 1}, {"n_winners": 2, "n_losers": 1}, {"n_survivors": 1},
        {"n_survivors": 1, "n_losers": 1}, {"n_open_for_migration": 0}, {"n_winners": 0},
        {"n_losers": None}, {"n_survivors": -1}, {"n_winners": "1"},
    ]  # fmt: skip
    pops = [1, 5, 6, 7, 8, 9, 10, 12, 16, 18, 24, 27, 30]
    groups: list[JSON] = ["absent", 1, 2, 3, 4, 5, 9, 10, None, "3", 3.0]
    for pop, group, extra in itertools.product(pops, groups, brackets[:3]):
        sel = {"strategy": "multi_frequency", **extra}
        if group != "absent":
            sel["n_subpopulations"] = group
        d = {**doc, "training": {"pop_size": pop}, "selection_strategy": sel}
        cases.append(Case(MODEL, d, f"mf pop={pop} n_sub={group!r} {extra}"))
    for pop, extra in itertools.product((6, 12, 24), brackets):
        for key, spelling in itertools.product(
            ("selection_strategy", "tournament_selection"), ("pop_size", "population_size")
        ):
            sel = {"strategy": "multi_frequency", **extra}
            d = {**doc, "training": {spelling: pop}, key: sel}
            cases.append(Case(MODEL, d, f"mf {key} {spelling}={pop} {extra}"))
    for ratios, group in itertools.product(
        [
            None,
            [],
            [1, 5],
            [1, 5, 10],
            [1, 1],
            [0, 5],
            [5, 1],
            ["1", 5],
            [1.0, 5],
            [1, 5.5],
            [1],
            [2, 3],
            "1,5",
            [1, 5, 10, 15],
        ],
        ("absent", 3),
    ):
        sel: dict[str, JSON] = {"strategy": "multi_frequency", "evolution_frequency_ratios": ratios}
        if group != "absent":
            sel["n_subpopulations"] = group
        d = {**doc, "training": {"pop_size": 12}, "selection_strategy": sel}
        cases.append(Case(MODEL, d, f"mf ratios={ratios!r} n_sub={group}"))
    cases.append(Case(MODEL, {**doc, "selection_strategy": {"strategy": "multi_frequency"}},
                      "mf without training"))  # fmt: skip
    return cases


def selection_rule_cases() -> list[Case]:
    """Both sides of each multi-frequency rule the schema states with ``x-rules``: more
    than 8 subpopulations, subpopulation sizes whose quarter rounds half to even (2, 6, 10,
    14), every bracket explicit or left to its default, ratios that do not increase, and
    ratios of the wrong length past 8 subpopulations; in both section and pop spellings."""
    doc = base("DQN")
    cases = []
    spellings = list(
        itertools.product(
            ("selection_strategy", "tournament_selection"), ("pop_size", "population_size")
        )
    )
    for group, factor, (key, pop_key) in itertools.product(
        (9, 10, 12, 16), (2, 3, 4, 6), spellings
    ):
        for pop in (group * factor, group * factor + 1):
            sel = {"strategy": "multi_frequency", "n_subpopulations": group}
            d = {**doc, "training": {pop_key: pop}, key: sel}
            cases.append(Case(MODEL, d, f"mf {key} {pop_key}={pop} n_sub={group}"))
    # a quarter of 2, 6, 10, 14 is 0.5, 1.5, 2.5, 3.5: rounded half to even, 0, 2, 2, 4
    for subpop, group in itertools.product((2, 6, 10, 14), (2, 3)):
        for name, value in itertools.product(
            ("n_winners", "n_open_for_migration", "n_losers", "n_survivors"), range(subpop + 1)
        ):
            sel = {"strategy": "multi_frequency", "n_subpopulations": group, name: value}
            d = {**doc, "training": {"pop_size": subpop * group}, "selection_strategy": sel}
            cases.append(Case(MODEL, d, f"mf subpop={subpop} n_sub={group} {name}={value}"))
    for (pop, group), winners, survivors, migrants, losers in itertools.product(
        ((24, 2), (30, 3)), ("absent", 1, 2, 5), ("absent", 0, 1, 3), ("absent", 1, 3),
        ("absent", 1, 2, 4),
    ):  # fmt: skip
        sel = {"strategy": "multi_frequency", "n_subpopulations": group}
        values = zip(
            ("n_winners", "n_survivors", "n_open_for_migration", "n_losers"),
            (winners, survivors, migrants, losers),
            strict=True,
        )
        sel.update({name: value for name, value in values if value != "absent"})
        d = {**doc, "training": {"pop_size": pop}, "tournament_selection": sel}
        cases.append(Case(MODEL, d, f"mf brackets pop={pop} {sel}"))
    ratios: list[tuple[int, JSON]] = [
        (3, [1, 5, 3]), (3, [5, 5, 10]), (3, [10, 5, 1]), (3, [1, 2, 2]), (2, [5, 1]),
        (2, [3, 3]), (3, [1, 2, 3]), (4, [1, 5, 4, 10]), (4, [2, 1, 3, 4]),
        (9, list(range(1, 10))), (9, list(range(1, 9))), (9, list(range(1, 11))),
        (9, [*range(1, 9), 8]), (10, [1, 5]), (10, list(range(10, 0, -1))),
        (12, list(range(1, 13))), (12, list(range(1, 14))), (12, []), (12, None),
    ]  # fmt: skip
    for (group, values), (key, pop_key) in itertools.product(ratios, spellings[::3]):
        sel = {"strategy": "multi_frequency", "n_subpopulations": group}
        sel["evolution_frequency_ratios"] = values
        d = {**doc, "training": {pop_key: 3 * group}, key: sel}
        cases.append(Case(MODEL, d, f"mf {key} n_sub={group} ratios={values!r}"))
    return cases


def hpo_cases(numeric: dict[str, list[str]], spellings: dict[str, list[str]]) -> list[Case]:
    return (
        mutation_cases() + names_cases(numeric, spellings) + selection_cases()
        + selection_rule_cases()
    )  # fmt: skip


# ----------------------------------------------------------------- network

MLP_ENC = {"hidden_size": [64]}
HEAD = {"hidden_size": [32]}
#: One encoder_config of each arch, without its arch.
ENCODERS = {
    "mlp": MLP_ENC,
    "cnn": {"channel_size": [16], "kernel_size": [3], "stride_size": [1]},
    "cnn_lstm": {"channel_size": [16], "kernel_size": [3], "stride_size": [1],
                 "hidden_state_size": 32},
    "lstm": {"hidden_state_size": 32},
    "multiinput": {},
    "simba": {"hidden_size": 64, "num_blocks": 2},
}  # fmt: skip
FALSY_VALUES = [None, False, 0, "", [], {}]


def network_cases() -> list[Case]:
    """The network section's union and its reading (top-level ``arch`` nested, a known arch
    a NetworkSpec, an unknown one the deferred form, a pretrained model the fine-tuning
    form), the rules joining it to the algorithm, and ``mutation.network`` folded onto it."""
    nets: list[JSON] = []
    for arch, encoder in ENCODERS.items():
        nets += [
            {"arch": arch, "encoder_config": encoder, "head_config": HEAD},
            {"encoder_config": {"arch": arch, **encoder}, "head_config": HEAD},
            {"arch": arch, "head_config": HEAD},
            {"arch": arch, "encoder_config": None, "head_config": HEAD},
            {"arch": "mlp", "encoder_config": {"arch": arch, **encoder}, "head_config": HEAD},
        ]
    nets += [{"arch": value, "encoder_config": MLP_ENC} for value in FALSY_VALUES]
    nets += [{"arch": value, "encoder_config": {"arch": "mlp", **MLP_ENC}, "head_config": HEAD}
             for value in FALSY_VALUES]  # fmt: skip
    nets += [{"encoder_config": {"arch": value, **MLP_ENC}} for value in FALSY_VALUES]
    nets += [
        {"arch": "xx", "head_config": HEAD},
        {"arch": 5, "encoder_config": MLP_ENC},
        {"arch": "xx", "encoder_config": {"arch": "mlp", **MLP_ENC}, "head_config": HEAD},
        {"encoder_config": {"arch": "xx"}, "head_config": HEAD},
        {"arch": "mlp"},
        {"arch": "mlp", "encoder_config": MLP_ENC},
        {"arch": "mlp", "encoder_config": "x"},
        {"arch": "mlp", "encoder_config": [], "head_config": HEAD},
        {"encoder_config": None},
        {"encoder_config": []},
        {"encoder_config": "x"},
        {"latent_dim": 8, "min_latent_dim": 16},
        {"latent_dim": 300},
        {"arch": "mlp", "encoder_config": MLP_ENC, "head_config": HEAD, "latent_dim": 300},
        {"arch": "mlp", "encoder_config": MLP_ENC, "head_config": HEAD, "squash_output": True},
        {"head_config": None, "squash_output": True, "simba": True, "random_seed": 3},
        {"head_config": {"hidden_size": [4]}},
        {"unknown": 1},
        {},
        None,
        [],
        "x",
        5,
        {"pretrained_model_name_or_path": MODEL_NAME, "max_context_length": 512},
        {"pretrained_model_name_or_path": MODEL_NAME, "max_context_length": 512, "arch": "mlp"},
    ]
    cases = []
    for name in ("DQN", "PPO", "GRPO"):
        for net in nets:
            cases.append(Case(MODEL, base(name, network=net), f"{name} network={net!r}"[:90]))
    simba_nets = [
        {"simba": True},
        {"encoder_config": {"arch": "simba", **ENCODERS["simba"]}, "head_config": HEAD},
        {"arch": "simba", "encoder_config": ENCODERS["simba"], "head_config": HEAD},
        {"arch": "simba", "encoder_config": {"arch": "mlp", **MLP_ENC}, "head_config": HEAD},
    ]  # fmt: skip
    for algorithm in ({"name": "PPO", "recurrent": True}, {"name": "PPO"}, {"name": "RecurrentPPO"},
                      {"name": "Recurrent PPO", "recurrent": False}):  # fmt: skip
        for net in simba_nets:
            doc = {**base("PPO"), "algorithm": algorithm, "network": net}
            cases.append(Case(MODEL, doc, f"{algorithm} network={net!r}"[:90]))
    deferred = {"encoder_config": MLP_ENC}
    resolved = {"arch": "mlp", "encoder_config": MLP_ENC, "head_config": HEAD}
    folds: list[tuple[JSON, JSON]] = [
        (deferred, {"min_latent_dim": None}), (deferred, {"max_latent_dim": 1000}),
        ({**deferred, "min_latent_dim": 4}, {"min_latent_dim": None}),
        (deferred, {"head_net": {}}), (deferred, {"head_net": {"x": 1}}),
        (deferred, {"head_net": {"hidden_size": [16], "max_hidden_layers": 2}}),
        ({**deferred, "head_config": HEAD}, {"head_net": {"max_mlp_nodes": 0}}),
        ({**deferred, "head_config": HEAD}, {"head_net": {"max_mlp_nodes": 0, "x": 2}}),
        ({**deferred, "head_config": {"hidden_size": [8], "layer_norm": False}},
         {"head_net": {"layer_norm": "x"}}),
        ({"encoder_config": None}, {"encoder": {"max_hidden_layers": 3}}),
        ({"encoder_config": []}, {"encoder": {}}), ({"encoder_config": None}, {}),
        (resolved, {"min_latent_dim": 64, "max_latent_dim": 512}),
        (resolved, {"encoder": {"max_hidden_layers": 3}, "head_net": {"min_mlp_nodes": 16}}),
        ({"pretrained_model_name_or_path": MODEL_NAME, "max_context_length": 8},
         {"min_latent_dim": 8}),
    ]  # fmt: skip
    for net, ranges in folds:
        doc = base("DQN", network=net, mutation={"network": ranges})
        cases.append(Case(MODEL, doc, f"mutation.network={ranges!r} network={net!r}"[:90]))
    return cases


def lora_cases(supported: dict[str, JSON]) -> list[Case]:
    """The fine-tuning network's rule for the supported models (``supported``: the shipped
    table, per Hub id its largest LoRA rank, module names and packed expert paths): each
    model's rank at its cap and past it, ``target_modules`` and ``target_parameters``
    within its names and not, unset (packed experts are then all adapted, without
    dropout), a field error beside a broken rule, and ids the table does not hold as
    written (another case, a prefix) or a LoRA adapter only the algorithm writes."""
    cases = []

    def add(net: JSON, label: str, name: str = "GRPO", **algorithm: JSON) -> None:
        doc = {"algorithm": {"name": name, **algorithm}, "environment": dict(ROLLOUT_ENV),
               "network": net}  # fmt: skip
        cases.append(Case(MODEL, doc, f"{name} {label}"[:120]))

    for hub_id, row in supported.items():
        modules, paths, rank = row["target_modules"], row["target_parameters"], row["max_lora_rank"]
        loras: list[JSON] = [
            {}, {"target_modules": "all-linear"}, {"target_modules": "x"},
            {"target_modules": modules}, {"target_modules": modules[:1]}, {"target_modules": []},
            {"target_modules": [modules[0].upper()]}, {"target_modules": [modules[0], "nope"]},
            {"target_parameters": []}, {"target_parameters": paths},
            {"target_parameters": ["nope"]}, {"target_parameters": None, "lora_dropout": 0.3},
            {"lora_dropout": 0.3, "target_modules": ["nope"], "target_parameters": ["nope"]},
        ]  # fmt: skip
        if rank is not None:
            loras += [{"lora_r": rank}, {"lora_r": rank + 1}, {"lora_r": rank + 1, "lora_alpha": 0}]
        for lora in loras:
            net = {"pretrained_model_name_or_path": hub_id, "max_context_length": 64,
                   "lora_config": lora}  # fmt: skip
            add(net, f"{hub_id} lora_config={lora!r}")
        add({"pretrained_model_name_or_path": hub_id, "max_context_length": 64}, f"{hub_id}")
        add({"pretrained_model_name_or_path": hub_id, "max_context_length": 64,
             "lora_config": None}, f"{hub_id} lora_config=None")  # fmt: skip
        past = {"lora_r": (rank or 8) + 1, "target_modules": ["nope"]}
        hidden = {"pretrained_model_name_or_path": hub_id, "max_context_length": 0,
                  "lora_config": past}  # fmt: skip
        add(hidden, f"{hub_id} max_context_length=0 lora_config={past!r}")
        add({"pretrained_model_name_or_path": hub_id, "max_context_length": 64},
            f"{hub_id}, the algorithm's lora_config={past!r}", lora_config=past)  # fmt: skip
        add({"pretrained_model_name_or_path": hub_id, "max_context_length": 64,
             "lora_config": past}, f"{hub_id} lora_config={past!r}", name="DQN")  # fmt: skip
    first = next(iter(supported))
    for spelling in (first.upper(), first.lower(), f"hf://{first}", f"{first}/", f" {first}"):
        net = {"pretrained_model_name_or_path": spelling, "max_context_length": 64,
               "lora_config": {"lora_r": 10**6, "target_modules": ["nope"]}}  # fmt: skip
        add(net, f"{spelling!r}, no supported model as written")
    return cases


def _llm(algorithm: JSON, network: JSON | None, name: str = "GRPO") -> dict[str, JSON]:
    doc = {"algorithm": {"name": name, **algorithm}, "environment": dict(ROLLOUT_ENV)}
    if name in ("SFT", "DPO"):
        doc["environment"] = {"env_type": "dataset", "hf_dataset_id": "tatsu-lab/alpaca"}
    if network is not None:
        doc["network"] = network
    return doc


#: The ``$comment`` of the manifest's rules for a packed-experts network's adapter.
PACKED_RULE = "a packed-experts model of x-supported-models (schema/networks.schema.json)"
#: The packed expert paths of openai/gpt-oss-20b (the shipped table's).
EXPERTS = ["mlp.experts.down_proj", "mlp.experts.gate_up_proj"]


def cross_section_cases() -> list[Case]:
    """The fields one section fills in for another, written in both (the same value,
    another, a spelling of the same id, ``null``) and in one only: the model and context
    length of a fine-tuning network against the LLM algorithm's, its LoRA adapter field
    by field, and the environment's ``num_envs`` against the algorithm's ``num_envs`` or
    ``vect_noise_dim``."""
    cases = []
    net = {"pretrained_model_name_or_path": MODEL_NAME, "max_context_length": 64}
    for name in ("GRPO", "SFT", "LLMPPO"):
        algorithms: list[JSON] = [
            {}, {"pretrained_model_name_or_path": MODEL_NAME},
            {"pretrained_model_name_or_path": MODEL_NAME.upper()},
            {"pretrained_model_name_or_path": MODEL_NAME + " "},
            {"pretrained_model_name_or_path": "other/model"},
            {"pretrained_model_name_or_path": None}, {"pretrained_model_name_or_path": 5},
            {"max_model_len": 64}, {"max_model_len": 65}, {"max_model_len": 1024},
            {"max_model_len": 64.0}, {"max_model_len": None},
            {"pretrained_model_name_or_path": "other/model", "max_model_len": 65},
        ]  # fmt: skip
        for algorithm in algorithms:
            cases.append(Case(MODEL, _llm(algorithm, net, name), f"{name} {algorithm!r}, {net!r}"))
            if "pretrained_model_name_or_path" in algorithm or name != "GRPO":
                continue
            alone = {**algorithm, "pretrained_model_name_or_path": MODEL_NAME}
            cases.append(Case(MODEL, _llm(alone, None, name), f"{name} {alone!r}, no network"))
    loras: list[tuple[JSON, JSON]] = [
        ({}, {}), ({"lora_r": 8}, {}), ({"lora_r": 16}, {}), ({}, {"lora_r": 8}),
        ({"lora_r": 8}, {"lora_r": 8}), ({"lora_r": 8}, {"lora_r": 8.0}),
        ({"lora_alpha": 16}, {}), ({"lora_alpha": 32}, {}), ({"task_type": "SEQ_CLS"}, {}),
        ({"task_type": "CAUSAL_LM"}, {}), ({"lora_dropout": 0.1}, {}),
        ({"lora_dropout": 0.05}, {}), ({"lora_dropout": 0}, {"lora_dropout": 0.0}),
        ({"target_modules": "all-linear"}, {}), ({"target_modules": "q_proj"}, {}),
        ({"target_modules": ["q_proj"]}, {}), ({}, {"target_modules": ["q_proj"]}),
        ({"target_modules": ["q_proj"]}, {"target_modules": "q_proj"}),
        ({"target_modules": ["q_proj"]}, {"target_modules": ["q_proj"]}),
        ({"target_modules": ["q_proj"]}, {"target_modules": ["q_proj", "k_proj"]}),
        ({"target_parameters": ["a"]}, {}), ({}, {"target_parameters": ["a"]}),
        ({"target_parameters": []}, {"target_parameters": None}),
        ({"target_parameters": ["a"]}, {"target_parameters": ["a"]}),
        ({"target_parameters": ["a", "b"]}, {"target_parameters": ["a"]}),
        ({"lora_r": 8, "lora_alpha": 8}, {"lora_r": 8, "lora_alpha": 16}),
        ({"lora_r": 0}, {"lora_r": 8}), (None, {}), ({}, None), (None, None),
        ({"target_parameters": EXPERTS}, {}), ({"target_parameters": EXPERTS[::-1]}, {}),
        ({"target_parameters": EXPERTS, "lora_dropout": 0}, {}),
        ({"target_parameters": EXPERTS, "lora_dropout": 0}, {"target_parameters": None}),
        ({"target_parameters": EXPERTS, "lora_dropout": 0}, {"lora_dropout": 0.5}),
        ({"target_parameters": EXPERTS, "lora_dropout": 0.0}, {"target_parameters": []}),
        ({"lora_dropout": 0}, {}), ({"target_parameters": [], "lora_dropout": 0}, {}),
        # lists of one length compare whole, in order
        ({"target_modules": ["q_proj"]}, {"target_modules": ["k_proj"]}),
        ({"target_modules": ["q_proj", "k_proj"]}, {"target_modules": ["k_proj", "q_proj"]}),
        ({"target_modules": ["q_proj", "k_proj"]}, {"target_modules": ["q_proj", "k_proj"]}),
        ({"target_modules": ["q_proj", "q_proj"]}, {"target_modules": ["q_proj"]}),
        ({"target_modules": []}, {"target_modules": []}),
        ({"target_parameters": ["a"]}, {"target_parameters": ["b"]}),
        ({"target_parameters": EXPERTS, "lora_dropout": 0},
         {"target_parameters": EXPERTS[::-1], "lora_dropout": 0}),
        ({"target_parameters": EXPERTS, "lora_dropout": 0},
         {"target_parameters": EXPERTS, "lora_dropout": 0}),
    ]  # fmt: skip
    for algorithm, network in loras:
        for model in (MODEL_NAME, "Qwen/Qwen2.5-0.5B-Instruct", "openai/gpt-oss-20b"):
            with_lora = {"pretrained_model_name_or_path": model, "max_context_length": 64,
                         "lora_config": network}  # fmt: skip
            label = f"GRPO lora_config={algorithm!r}, network's {network!r} ({model})"
            cases.append(Case(MODEL, _llm({"lora_config": algorithm}, with_lora), label))
        alone = _llm({"lora_config": algorithm}, net)
        cases.append(Case(MODEL, alone, f"lora_config={algorithm!r}, the network's unset"))
    envs = {"PPO": "CartPole-v1", "RecurrentPPO": "CartPole-v1", "DDPG": "Pendulum-v1",
            "TD3": "Pendulum-v1", "MADDPG": "simple_spread_v3", "MATD3": "simple_spread_v3",
            "DQN": "CartPole-v1"}  # fmt: skip
    for name, env in envs.items():
        field = "num_envs" if "PPO" in name else "vect_noise_dim"
        for written, count in itertools.product([4, 3, 4.0, None, "4"], [4, None, ...]):
            algorithm: dict[str, JSON] = {"name": name, field: written}
            environment: dict[str, JSON] = {"name": env}
            if count is not ...:
                environment["num_envs"] = count
            doc = {"algorithm": algorithm, "environment": environment}
            cases.append(Case(MODEL, doc, f"{algorithm!r} environment={environment!r}"))
        environment = {"name": env, "num_envs": 4}
        doc = {"algorithm": {"name": name}, "environment": environment}
        cases.append(Case(MODEL, doc, f"{name} environment={environment!r}"))
    return cases


def max_row_cases() -> list[Case]:
    """``max_row_tokens`` written in the algorithm beside the value the manifest derives
    (the prompt segment plus one turn, two with ``answer_continuation``, at most
    ``max_model_len``, itself perhaps the network's ``max_context_length``): equal, other,
    ``null``, and with each input unset in turn."""
    cases = []
    unset = object()

    def add(name: str, env: JSON, algorithm: dict[str, Any], network: JSON | None) -> None:
        algorithm = {key: value for key, value in algorithm.items() if value is not unset}
        if network is None:  # the model named in the algorithm section
            algorithm["pretrained_model_name_or_path"] = MODEL_NAME
        env = {key: value for key, value in env.items() if value is not unset}
        net = None if network is None else {"pretrained_model_name_or_path": MODEL_NAME,
                                            "max_context_length": network}  # fmt: skip
        doc = _llm(algorithm, net, name)
        doc["environment"] = env
        cases.append(Case(MODEL, doc, f"{name} {algorithm!r}, {env!r}, network {network!r}"))

    env = {**ROLLOUT_ENV, "segment_prompt_tokens": 100}
    rows = [unset, 150, 200, 149, None, 1024, 150.0, 120]
    for name, continuation, row, model_len, network in itertools.product(
        ["GRPO", "LLMREINFORCE"], [unset, False, True], rows, [unset, 120, 1024],
        [None, 120, 2048],
    ):  # fmt: skip
        pattern = "A|B" if continuation is True else unset
        algorithm = {"max_output_tokens": 50, "answer_continuation": continuation,
                     "constrain_answer_pattern": pattern, "max_row_tokens": row,
                     "max_model_len": model_len}  # fmt: skip
        add(name, env, algorithm, network)
    for segment, output, row in itertools.product(
        [unset, None, 100], [unset, None, 50], [unset, 150, 7, None]
    ):
        seg_env = {**ROLLOUT_ENV, "segment_prompt_tokens": segment}
        add("GRPO", seg_env, {"max_output_tokens": output, "max_row_tokens": row}, None)
    for name, row in itertools.product(["CISPO", "GSPO", "LLMPPO"], [150, 151, None]):
        add(name, env, {"max_output_tokens": 50, "max_row_tokens": row}, None)
    return cases


def buffer_factory_cases() -> list[Case]:
    """``per_buffer`` and ``n_step_buffer`` true and false for single- and multi-agent
    algorithms: both sides of the buffer factory's rules, which the shipped manifest does
    not check and ours does (the "unbuildable" class, docs/conformance.md)."""
    envs = {"RainbowDQN": "CartPole-v1", "DQN": "CartPole-v1", "CQN": "CartPole-v1",
            "TD3": "Pendulum-v1", "DDPG": "Pendulum-v1", "MADDPG": "simple_spread_v3",
            "MATD3": "simple_spread_v3"}  # fmt: skip
    cases = []
    for (name, env), per, n_step in itertools.product(envs.items(), (True, False), (True, False)):
        buffer = {"per_buffer": per, "n_step_buffer": n_step}
        doc = {"algorithm": {"name": name}, "environment": {"name": env}, "replay_buffer": buffer}
        cases.append(Case(MODEL, doc, f"{name} replay_buffer={buffer!r}"))
    return cases
