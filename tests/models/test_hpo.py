"""The mutation and selection sections (schema/hpo.schema.json) and the rules that join
them to the rest of the manifest; tests/conformance/test_manifests.py compares them with
the shipped classes document by document."""

from __future__ import annotations

from typing import Any

import pytest

from agilerl.arena.models.hpo import (
    MultiFrequencySelectionSpec,
    MutationSpec,
    TournamentSelectionSpec,
)
from agilerl.arena.models.manifest import DeferredNetworkSpec
from agilerl.models.manifest import ManifestError, load_manifest, validate_manifest

DQN: dict[str, Any] = {"algorithm": {"name": "DQN"}, "environment": {"name": "CartPole-v1"}}
MF = {"strategy": "multi_frequency"}


def problems(doc: dict[str, Any]) -> list[tuple[str, str]]:
    return [(".".join(map(str, p.path)), p.rule) for p in validate_manifest(doc)[2]]


@pytest.mark.parametrize(("groups", "ratios"), [(2, [1, 5]), (3, [1, 5, 10]), (4, [1, 5, 10, 15])])
def test_unset_or_empty_ratios_are_one_five_ten(groups: int, ratios: list[int]) -> None:
    assert MultiFrequencySelectionSpec(n_subpopulations=groups).evolution_frequency_ratios == ratios
    empty = MultiFrequencySelectionSpec(n_subpopulations=groups, evolution_frequency_ratios=[])
    assert empty.evolution_frequency_ratios == ratios
    given = MultiFrequencySelectionSpec(evolution_frequency_ratios=[1, 3])
    assert given.evolution_frequency_ratios == [1, 3]


def test_brackets_are_resolved_for_a_population() -> None:
    spec = MultiFrequencySelectionSpec(n_subpopulations=3).resolve_brackets(12)
    assert (spec.n_winners, spec.n_survivors, spec.n_open_for_migration, spec.n_losers) == (
        1, 0, 1, 2,
    )  # fmt: skip
    for population in (5, 7, 8):
        # the manifest's rules name what is wrong (x-rules multi-frequency-*)
        with pytest.raises(ValueError, match="must be a multiple of selection_strategy"):
            MultiFrequencySelectionSpec(n_subpopulations=3).resolve_brackets(population)
    with pytest.raises(ValueError, match="add up to its size"):
        MultiFrequencySelectionSpec(n_winners=2, n_losers=2).resolve_brackets(6)
    with pytest.raises(ValueError, match="must be >= 3"):
        MultiFrequencySelectionSpec(n_subpopulations=2).resolve_brackets(4)


def test_the_brackets_are_the_manifest_rules_arithmetic(monkeypatch: pytest.MonkeyPatch) -> None:
    """resolve_brackets states no arithmetic of its own: it evaluates the manifest's
    multi-frequency rules (written once in schema/manifest.schema.json), so a rule with
    another share of winners fills in another layout."""
    import json

    from agilerl.models import _hpo

    rules = _hpo.layout_rules()
    assert [rule["id"] for rule in rules] == [
        "multi-frequency-pop-divides", "multi-frequency-subpopulations-of-three",
        "multi-frequency-losers-left", "multi-frequency-brackets-fill-subpopulation",
    ]  # fmt: skip
    assert "tournament_selection" not in json.dumps(rules)  # the current spellings
    assert "population_size" not in json.dumps(rules)

    def layout() -> tuple[int | None, ...]:
        spec = MultiFrequencySelectionSpec(n_open_for_migration=1).resolve_brackets(16)
        return (spec.n_winners, spec.n_survivors, spec.n_open_for_migration, spec.n_losers)

    assert layout() == (2, 0, 1, 5)  # a quarter of 8 winners
    half = json.loads(json.dumps(rules).replace("0.25", "0.5"))
    monkeypatch.setattr(_hpo, "layout_rules", lambda: tuple(half))
    assert layout() == (4, 0, 1, 3)  # half of them, as the edited rules say


def test_selection_without_strategy_is_tournament_and_multi_frequency_is_resolved() -> None:
    plain = load_manifest({**DQN, "selection_strategy": {"tournament_size": 3}})
    assert isinstance(plain.selection_strategy, TournamentSelectionSpec)
    assert plain.selection_strategy.tournament_size == 3
    mf = load_manifest(
        {
            **DQN,
            "training": {"pop_size": 12},
            "tournament_selection": {"strategy": "multi_frequency"},
        }
    )
    assert isinstance(mf.selection_strategy, MultiFrequencySelectionSpec)
    assert mf.selection_strategy.model_dump() == {
        "strategy": "multi_frequency", "name": None, "n_subpopulations": 2, "n_winners": 2,
        "n_survivors": 0, "n_open_for_migration": 2, "n_losers": 2,
        "evolution_frequency_ratios": [1, 5],
    }  # fmt: skip


@pytest.mark.parametrize(
    ("selection", "training", "where"),
    [
        ({"strategy": "multi_frequency"}, {}, "training"),
        ({"strategy": "multi_frequency"}, {"pop_size": 5}, "training.pop_size"),
        ({"strategy": "multi_frequency"}, {"pop_size": 7}, "training.pop_size"),
        ({**MF, "n_subpopulations": 3}, {"pop_size": 8}, "training.pop_size"),
        ({"strategy": "multi_frequency"}, {"population_size": 5}, "training"),
        ({"strategy": "mf"}, {"pop_size": 6}, "selection_strategy.strategy"),
        ({"strategy": "multi_frequency", "evolution_frequency_ratios": [0, 5]}, {"pop_size": 6},
         "selection_strategy.evolution_frequency_ratios.0"),
    ],
)  # fmt: skip
def test_multi_frequency_needs_a_population_it_can_divide(
    selection: dict[str, Any], training: dict[str, Any], where: str
) -> None:
    found = problems({**DQN, "training": training, "selection_strategy": selection})
    assert found, (selection, training)
    assert any(path == where or path.startswith(where + ".") for path, _ in found), found


def test_empty_mutation_is_no_mutation_and_absent_stays_absent() -> None:
    assert load_manifest(DQN).mutation is None
    empty = load_manifest({**DQN, "mutation": {}}).mutation
    assert empty is not None
    assert empty.probabilities.model_dump() == {
        "no_mut": 1.0, "arch_mut": 0.0, "new_layer": 0.0, "params_mut": 0.0, "act_mut": 0.0,
        "rl_hp_mut": 0.0,
    }  # fmt: skip
    assert MutationSpec().probabilities.no_mut == 0.4  # the class alone keeps its defaults


def test_dormant_threshold_is_held_but_not_dumped() -> None:
    spec = MutationSpec(dormant_threshold=0.5)
    assert spec.dormant_threshold == 0.5
    assert "dormant_threshold" not in spec.model_dump()


def test_network_ranges_fold_onto_the_network_section() -> None:
    network = {"latent_dim": 64, "max_latent_dim": 512, "encoder_config": {"hidden_size": [64]}}
    ranges = {"min_latent_dim": 16, "max_latent_dim": 256, "encoder": {"max_hidden_layers": 3}}
    manifest = load_manifest({**DQN, "network": network, "mutation": {"network": ranges}})
    assert isinstance(manifest.network, DeferredNetworkSpec)  # no arch: the deferred form
    assert manifest.network.model_dump(exclude_unset=True) == {
        "latent_dim": 64, "max_latent_dim": 512, "min_latent_dim": 16,
        "encoder_config": {"max_hidden_layers": 3, "hidden_size": [64]},
    }  # fmt: skip
    assert manifest.mutation is not None
    assert manifest.mutation.network is None
    alone = load_manifest({**DQN, "mutation": {"network": ranges}}).mutation
    assert alone is not None
    assert alone.network is not None  # no network section to fold onto
    assert alone.network.min_latent_dim == 16


@pytest.mark.parametrize(
    ("algorithm", "name", "ok"),
    [
        ("DQN", "lr", True), ("DQN", "batch_size", True), ("DQN", "tau", True),
        ("DQN", "lrr", False), ("DQN", "double", False), ("DQN", "lr_actor", False),
        ("TD3", "lr_actor", True), ("TD3", "lr", False), ("LLMPPO", "lr", True),
        ("LLMPPO", "lr_actor", True), ("PPO", "num_envs", True), ("GRPO", "group_size", True),
    ],
)  # fmt: skip
def test_mutation_moves_only_numeric_hyperparameters_of_the_algorithm(
    algorithm: str, name: str, ok: bool
) -> None:
    section: dict[str, Any] = {"name": algorithm}
    llm = algorithm in ("LLMPPO", "GRPO")  # an LLM run names its model
    if llm:
        section["pretrained_model_name_or_path"] = "Qwen/Qwen2.5-0.5B"
    environment = {"entrypoint": "envs:Env"} if llm else {"name": "x"}  # rollout: one source
    doc: dict[str, Any] = {"algorithm": section, "environment": environment}
    doc["mutation"] = {"rl_hp_selection": {name: {"min": 1, "max": 2}}}
    found = problems(doc)
    if ok:
        assert found == []
    else:
        assert found
        assert all(path.startswith("mutation.rl_hp_selection") for path, _ in found), found


def test_a_range_runs_from_min_up_to_max() -> None:
    doc = {**DQN, "mutation": {"rl_hp_selection": {"lr": {"min": 0.1, "max": 0.01}}}}
    found = problems(doc)
    assert found
    assert all(path.startswith("mutation.rl_hp_selection.lr") for path, _ in found), found
    assert {rule for _, rule in found} == {"x-rules/min-not-above-max"}
    equal = {**DQN, "mutation": {"rl_hp_selection": {"lr": {"min": 0.1, "max": 0.1}}}}
    assert problems(equal) == []
    with pytest.raises(ManifestError, match="min must be <= max"):
        load_manifest(doc)


def test_the_selection_section_dumps_by_alias_as_tournament_selection() -> None:
    manifest = load_manifest({**DQN, "selection_strategy": {"elitism": False}})
    dumped = manifest.model_dump(mode="json", by_alias=True, exclude_none=True)
    assert "selection_strategy" not in dumped
    assert dumped["tournament_selection"]["elitism"] is False
    assert load_manifest(dumped).model_dump() == manifest.model_dump()


def test_a_huge_subpopulation_count_does_not_fill_a_huge_list() -> None:
    """Hostile input: the schema bounds no count; the shipped class builds the list."""
    spec = MultiFrequencySelectionSpec(n_subpopulations=2**53 - 1)  # the largest JSON-exact
    assert spec.evolution_frequency_ratios is None
    doc = {
        **DQN,
        "training": {"pop_size": 6},
        "selection_strategy": {**MF, "n_subpopulations": 2**53 - 1},
    }
    # refused as shipped (6 agents cannot be split 2**53 - 1 ways), by arithmetic alone
    assert problems(doc) == [
        ("selection_strategy.n_losers", "x-rules/multi-frequency-losers-left"),  # none left
        ("training.pop_size", "x-rules/multi-frequency-pop-divides"),
        ("training.pop_size", "x-rules/multi-frequency-subpopulations-of-three"),
    ]


@pytest.mark.parametrize(
    ("selection", "ok"),
    [
        ({}, True),
        ({"evolution_frequency_ratios": [1, 5]}, True),
        ({"evolution_frequency_ratios": []}, True),  # empty: the default 1, 5, 10, ...
        ({"evolution_frequency_ratios": None}, True),
        ({"evolution_frequency_ratios": [1]}, False),  # 2 subpopulations by default
        ({"evolution_frequency_ratios": [1, 5, 10]}, False),
        ({"evolution_frequency_ratios": [1, 1]}, False),  # not strictly increasing
        ({"n_subpopulations": 3, "evolution_frequency_ratios": [1, 3, 9]}, True),
        ({"n_subpopulations": 3, "evolution_frequency_ratios": [1, 3]}, False),
        ({"n_subpopulations": 4, "evolution_frequency_ratios": [1, 2, 2, 3]}, False),
        ({"evolution_frequency_ratios": [5, 1]}, False),  # all different, not increasing
        ({"n_subpopulations": 3, "evolution_frequency_ratios": [1, 9, 3]}, False),
        ({"n_subpopulations": 9, "evolution_frequency_ratios": list(range(1, 10))}, True),
        ({"n_subpopulations": 9, "evolution_frequency_ratios": list(range(1, 9))}, False),
        ({"n_subpopulations": 12, "evolution_frequency_ratios": list(range(1, 14))}, False),
    ],
)
def test_frequency_ratios_one_per_subpopulation_strictly_increasing(
    selection: dict[str, Any], ok: bool
) -> None:
    """As the shipped MultiFrequencySelectionSpec resolves them: one per subpopulation,
    strictly increasing (for any number of subpopulations)."""
    n_sub = selection.get("n_subpopulations", 2)
    doc = {
        **DQN,
        "training": {"pop_size": 3 * n_sub},
        "selection_strategy": {"strategy": "multi_frequency", **selection},
    }
    found = problems(doc)
    assert (found == []) is ok, found
    assert all(
        path.startswith("selection_strategy.evolution_frequency_ratios") for path, _ in found
    )


LAYOUT_VALUES = {
    "n_subpopulations": ["absent", 2, 3, 4, 9],
    "n_winners": ["absent", 1, 2, 4],
    "n_survivors": ["absent", 0, 2],
    "n_open_for_migration": ["absent", 1, 3],
    "n_losers": ["absent", 1, 2, 5],
}


@pytest.mark.slow  # every layout of the brackets: CI's own session
def test_the_schema_refuses_exactly_the_layouts_resolve_brackets_cannot_build() -> None:
    """The x-rules on the manifest state the layout rule: for every population and bracket
    choice, a manifest is valid exactly when ``resolve_brackets`` builds its layout (for
    pop_size >= 6, which an if/then of its own requires)."""
    import itertools

    outcomes = set()
    for pop in (6, 7, 8, 12, 18, 24, 27, 36):
        for values in itertools.product(*LAYOUT_VALUES.values()):
            given = {k: v for k, v in zip(LAYOUT_VALUES, values, strict=True) if v != "absent"}
            try:
                MultiFrequencySelectionSpec(**given).resolve_brackets(pop)
                builds = True
            except ValueError:
                builds = False
            doc = {**DQN, "training": {"pop_size": pop}, "selection_strategy": {**MF, **given}}
            assert (problems(doc) == []) is builds, (pop, given, problems(doc))
            outcomes.add(builds)
    assert outcomes == {True, False}
