"""Every cross-field rule: accepted at the boundary, rejected past it, message pinned.

The rules are agilerl-arena 1.29.0's (``TrainingSpec``'s validators and the manifest's
cross-section checks), declared in the schema so that every consumer applies them.
"""

from __future__ import annotations

from typing import Any

import pytest
from pydantic import ValidationError

from agilerl.arena.models.manifest import Manifest
from agilerl.models.manifest import ManifestError, load_manifest
from agilerl.models.training import (
    CheckpointExportSpec,
    LLMRolloutBufferSpec,
    NStepBufferArgs,
    PerBufferArgs,
    ReplayBufferSpec,
    TrainingSpec,
)
from tests.environments import with_environment

ASYNC = {"rollout_mode": "async", "rollout_engines_per_agent": 1}
LLM_BUFFER = {"kind": "llm"}


def rejects(fields: dict[str, Any], message: str, cls: Any = TrainingSpec) -> None:
    with pytest.raises(ValidationError) as caught:
        cls(**fields)
    assert message in str(caught.value)


def test_evo_steps_at_most_max_steps() -> None:
    assert TrainingSpec(evo_steps=100, max_steps=100).evo_steps == 100
    assert TrainingSpec(evo_steps=1_000_000).evo_steps == 1_000_000  # the default max_steps
    rejects(
        {"evo_steps": 101, "max_steps": 100},
        "evo_steps: evo_steps must be <= max_steps, got evo_steps=101 and max_steps=100",
    )
    rejects({"evo_steps": 1_000_001}, "max_steps=1000000 (its default)")


def test_the_rule_applies_to_the_older_spelling_too() -> None:
    assert TrainingSpec(metrics_interval=100, max_steps=100).evo_steps == 100
    rejects(
        {"metrics_interval": 101, "max_steps": 100},
        "metrics_interval: metrics_interval must be <= max_steps, got metrics_interval=101 "
        "and max_steps=100",
    )


def test_evo_epochs_needs_num_epochs() -> None:
    assert TrainingSpec(evo_epochs=1, num_epochs=1).evo_epochs == 1
    assert TrainingSpec(num_epochs=1).evo_epochs is None
    rule = "(evo_epochs needs num_epochs: epochs become steps only in an epoch-driven loop"
    rejects({"evo_epochs": 1}, f"num_epochs: missing required field 'num_epochs' {rule}")
    rejects({"evo_epochs": 2, "num_epochs": None}, "num_epochs: expected an integer, got null")


def test_eps_start_not_below_eps_end() -> None:
    assert TrainingSpec(eps_start=0.1, eps_end=0.1).eps_end == 0.1
    assert TrainingSpec(eps_start=0.1).eps_end is None  # one side unset: no rule
    rejects(
        {"eps_start": 0.1, "eps_end": 0.2},
        "eps_start must be >= eps_end, got eps_start=0.1 and eps_end=0.2",
    )


def test_eval_greedy_false_needs_samples() -> None:
    assert TrainingSpec(eval_greedy=False, eval_samples_per_task=1).eval_greedy is False
    assert TrainingSpec(eval_greedy=True).eval_samples_per_task == 0
    rule = "(eval_greedy false needs eval_samples_per_task >= 1"
    rejects({"eval_greedy": False}, f"missing required field 'eval_samples_per_task' {rule}")
    rejects(
        {"eval_greedy": False, "eval_samples_per_task": 0},
        f"eval_samples_per_task: must be >= 1, got 0 {rule}",
    )


@pytest.mark.parametrize("engines", [1, 8, "auto"])
def test_async_rollout_with_engines(engines: int | str) -> None:
    spec = TrainingSpec(rollout_mode="async", rollout_engines_per_agent=engines)
    assert spec.async_rollout


def test_async_rollout_without_engines() -> None:
    context = 'rollout_mode "async" runs generation on rollout engines'
    rejects({"rollout_mode": "async"}, "missing required field 'rollout_engines_per_agent'")
    rejects({"rollout_mode": "async"}, context)
    for engines in (0, -1):
        rejects(
            {"rollout_mode": "async", "rollout_engines_per_agent": engines},
            f'expected "auto" or an integer >= 1, got {engines}',
        )


def test_engines_have_no_bound_outside_async() -> None:
    """The shipped class sets none: a negative count is accepted when colocated."""
    assert TrainingSpec(rollout_engines_per_agent=-1).rollout_engines_per_agent == -1
    rejects({"rollout_engines_per_agent": "many"}, 'expected an integer or "auto", got "many"')


def test_async_batch_divides_among_training_gpus() -> None:
    spec = TrainingSpec(**ASYNC, training_gpus_per_agent=2, rollout_batch_size=4)
    assert spec.rollout_batch_size == 4
    # outside async there is no such rule
    assert TrainingSpec(rollout_batch_size=3, training_gpus_per_agent=2).rollout_batch_size == 3
    rejects(
        {**ASYNC, "training_gpus_per_agent": 2, "rollout_batch_size": 3},
        "rollout_batch_size: rollout_batch_size must be a multiple of training_gpus_per_agent, "
        "got rollout_batch_size=3 and training_gpus_per_agent=2: Under async rollout",
    )
    # unset, the batch is 1: two GPUs cannot share it
    rejects(
        {**ASYNC, "training_gpus_per_agent": 2},
        "got rollout_batch_size=1 (its default) and training_gpus_per_agent=2",
    )
    rejects(
        {**ASYNC, "training_gpus_per_agent": 2, "rollout_batch_size": None},
        "got rollout_batch_size=1 (its default) and training_gpus_per_agent=2",
    )


def test_async_refuses_experience_sharing() -> None:
    assert TrainingSpec(**ASYNC, experience_sharing=False).experience_sharing is False
    assert TrainingSpec(experience_sharing=True).experience_sharing is True
    rejects(
        {**ASYNC, "experience_sharing": True},
        'experience_sharing: must not be true, got true (rollout_mode "async"',
    )


@pytest.mark.parametrize("value", [True, False, None, "true"])
def test_the_retired_async_rollout_key_says_what_to_write(value: Any) -> None:
    rejects(
        {"async_rollout": value},
        "async_rollout: field 'async_rollout' is not allowed here (async_rollout is a retired "
        "training key: write rollout_mode: async instead)",
    )


def test_async_rollout_fills_what_was_left_unset() -> None:
    spec = TrainingSpec(**ASYNC)
    dumped = spec.model_dump()
    assert (dumped["weight_sync_backend"], dumped["rollout_batch_size"]) == ("nccl", 1)
    assert dumped["weight_sync_interval"] == 1
    assert {"weight_sync_backend", "rollout_batch_size"} <= spec.model_fields_set
    kept = TrainingSpec(**ASYNC, weight_sync_backend="filesystem", weight_sync_interval=3)
    assert (kept.weight_sync_backend, kept.weight_sync_interval) == ("filesystem", 3)
    colocated = TrainingSpec()
    assert (colocated.weight_sync_backend, colocated.rollout_batch_size) == (None, None)
    assert colocated.weight_sync_interval is None


def test_async_rollout_property_and_effective_values() -> None:
    colocated = TrainingSpec()
    assert colocated.async_rollout is False
    assert colocated.effective_rollout_version_stamp() is None
    assert colocated.effective_checkpoint_export() == CheckpointExportSpec()
    spec = TrainingSpec(rollout_mode="async", rollout_engines_per_agent="auto")
    assert spec.effective_rollout_version_stamp() == "oldest_turn"
    stamped = TrainingSpec(**ASYNC, rollout_version_stamp="publish")
    assert stamped.effective_rollout_version_stamp() == "publish"
    assert (
        TrainingSpec(rollout_version_stamp="publish").effective_rollout_version_stamp() == "publish"
    )
    export = CheckpointExportSpec(format="merged", trigger="every")
    assert TrainingSpec(checkpoint_export=export).effective_checkpoint_export() == export


def test_checkpoint_export_shape() -> None:
    spec = CheckpointExportSpec()
    assert spec.model_dump() == {"format": "adapter", "trigger": "final"}
    assert CheckpointExportSpec.model_config == {"extra": "forbid"}
    with pytest.raises(ValidationError, match="unknown field 'fromat'"):
        CheckpointExportSpec(fromat="merged")  # type: ignore[call-arg]
    for old in ({"enabled": True}, {"merge_adapters": True}, {"subdir": "x"}):
        with pytest.raises(ValidationError, match="unknown field"):
            CheckpointExportSpec(**old)
    with pytest.raises(ValidationError, match='must be one of "adapter", "merged"'):
        CheckpointExportSpec(format="safetensors")  # type: ignore[arg-type]


SHOULD_MERGE = {  # (format, trigger) -> answers for (is_final, is_best) FF, FT, TF, TT
    ("merged", "every"): [True, True, True, True],
    ("merged", "on_demand"): [False, False, False, False],
    ("merged", "best"): [False, True, True, True],
    ("merged", "final"): [False, False, True, True],
    **{("adapter", t): [False] * 4 for t in ("every", "on_demand", "best", "final")},
}


@pytest.mark.parametrize(("format_", "trigger"), list(SHOULD_MERGE))
def test_should_merge_over_its_whole_table(format_: Any, trigger: Any) -> None:
    spec = CheckpointExportSpec(format=format_, trigger=trigger)
    answers = [spec.should_merge(f, b) for f in (False, True) for b in (False, True)]
    assert answers == SHOULD_MERGE[(format_, trigger)]


def test_null_args_mean_the_default() -> None:
    assert NStepBufferArgs(n_step=None).n_step == 3  # type: ignore[arg-type]
    assert PerBufferArgs(alpha=None).alpha == 0.5  # type: ignore[arg-type]
    assert PerBufferArgs().alpha == 0.5
    spec = ReplayBufferSpec.model_validate(
        {"n_step_buffer_args": {"n_step": None}, "per_buffer_args": {"alpha": None}}
    )
    assert (spec.n_step_buffer_args.n_step, spec.per_buffer_args.alpha) == (3, 0.5)
    assert "n_step" in spec.n_step_buffer_args.model_fields_set  # as written, at its default
    # null for the whole object is not the default
    rejects({"n_step_buffer_args": None}, "expected an object, got null", ReplayBufferSpec)


@pytest.mark.parametrize(
    ("cls", "old", "new", "value"),
    [
        (TrainingSpec, "metrics_interval", "evo_steps", 10),
        (TrainingSpec, "population_size", "pop_size", 4),
        (ReplayBufferSpec, "memory_size", "max_size", 50),
        (LLMRolloutBufferSpec, "memory_size", "max_size", 50),
    ],
)
def test_older_spellings_are_held_under_the_canonical_name(
    cls: Any, old: str, new: str, value: int
) -> None:
    spec = cls.model_validate({old: value})
    assert getattr(spec, new) == value
    assert new in spec.model_dump()
    assert old not in spec.model_dump()
    assert cls(**{old: value}) == spec
    rejects(
        {old: value, new: value},
        f"{old}: field '{old}' is not allowed here ({new} and {old} are two spellings of one "
        "field: write one of them)",
        cls,
    )


def test_llm_buffer_branch() -> None:
    spec = LLMRolloutBufferSpec()
    assert spec.model_dump() == {
        "kind": "llm", "name": None, "max_size": 10_000, "max_rollout_version_lag": None,
        "drop_uninformative_groups": False, "group_replay_max_age": 0,
    }  # fmt: skip
    assert LLMRolloutBufferSpec(max_rollout_version_lag=0).max_rollout_version_lag == 0
    rejects({"max_rollout_version_lag": -1}, "must be >= 0, got -1", LLMRolloutBufferSpec)
    rejects({"group_replay_max_age": None}, "expected an integer", LLMRolloutBufferSpec)
    rejects({"per_buffer": True}, "unknown field 'per_buffer'", LLMRolloutBufferSpec)


def test_direct_construction_rejects_non_json_numbers() -> None:
    with pytest.raises(ValidationError, match="is not a JSON number"):
        TrainingSpec(target_score=float("nan"))


# ---- the manifest's rules across sections ----

GRPO = {"name": "GRPO", "pretrained_model_name_or_path": "Qwen/Qwen2.5-0.5B"}


def load(doc: dict[str, Any]) -> Manifest:
    """The manifest ``doc`` describes, trained on the environment its algorithm implies."""
    return load_manifest(with_environment(doc))


def manifest_problems(doc: dict[str, Any]) -> list[str]:
    try:
        load(doc)
    except ManifestError as error:
        return [str(problem) for problem in error.problems]
    return []


def test_replay_buffer_is_a_union_on_kind() -> None:
    for section, cls in (
        ({}, ReplayBufferSpec), ({"max_size": 5}, ReplayBufferSpec),
        ({"kind": "classic"}, ReplayBufferSpec), ({"memory_size": 5}, ReplayBufferSpec),
        ({"kind": "llm"}, LLMRolloutBufferSpec),
        ({"kind": "llm", "memory_size": 5}, LLMRolloutBufferSpec),
    ):  # fmt: skip
        manifest = load({"algorithm": GRPO, "replay_buffer": section})
        assert type(manifest.replay_buffer) is cls, section
    for kind in ("other", "", 1, None):  # no kind near: the section is not checked further
        assert manifest_problems({"algorithm": GRPO, "replay_buffer": {"kind": kind, "x": 1}}) == [
            f'replay_buffer.kind: must be one of "classic", "llm", got {_json(kind)}'
        ]
    # a kind near one: named, and the section checked as that branch too
    assert manifest_problems({"algorithm": GRPO, "replay_buffer": {"kind": "LLM", "x": 1}}) == [
        'replay_buffer.kind: must be one of "classic", "llm", got "LLM" (did you mean \'llm\'?)',
        "replay_buffer.x: unknown field 'x' (checked as llm)",
    ]


def _json(value: Any) -> str:
    import json

    return json.dumps(value)


def test_async_rollout_needs_the_llm_buffer() -> None:
    training = {"training": ASYNC}
    assert manifest_problems({"algorithm": GRPO, **training, "replay_buffer": LLM_BUFFER}) == []
    rule = "(async rollout queues generated groups, so it needs the llm replay buffer"
    assert manifest_problems({"algorithm": GRPO, **training}) == [
        f"replay_buffer: missing required field 'replay_buffer' {rule} (replay_buffer.kind: llm))"
    ]
    for classic in ({}, {"kind": "classic"}):
        found = manifest_problems({"algorithm": GRPO, **training, "replay_buffer": classic})
        assert len(found) == 1
        assert found[0].startswith("replay_buffer.kind: ")
        assert rule in found[0]


def test_prefix_cache_reuse_needs_a_version_lag() -> None:
    training = {"training": {"reuse_prefix_cache_across_syncs": True}}
    ok = {"kind": "llm", "max_rollout_version_lag": 1}
    assert manifest_problems({"algorithm": GRPO, **training, "replay_buffer": ok}) == []
    for lag in (0, None):
        buffer = {"kind": "llm", "max_rollout_version_lag": lag}
        found = manifest_problems({"algorithm": GRPO, **training, "replay_buffer": buffer})
        assert len(found) == 1
        assert found[0].startswith("replay_buffer.max_rollout_version_lag: ")
    assert manifest_problems({"algorithm": GRPO, **training})[0].startswith(
        "replay_buffer: missing required field 'replay_buffer' (reuse_prefix_cache_across_syncs"
    )


def test_group_replay_needs_grpo_groups() -> None:
    buffer = {"replay_buffer": {"kind": "llm", "group_replay_max_age": 1}}
    for algorithm in (GRPO, {**GRPO, "name": "GSPO"}, {**GRPO, "name": "CISPO", "group_size": 2}):
        assert manifest_problems({"algorithm": algorithm, **buffer}) == []
    assert manifest_problems({"algorithm": {"name": "DQN"}, "replay_buffer": {"kind": "llm"}}) == []
    rule = "(group replay (replay_buffer.group_replay_max_age > 0) swaps a completion"
    found = manifest_problems({"algorithm": {"name": "DQN"}, **buffer})
    assert found[0].startswith('algorithm.name: must be one of "CISPO", "GRPO", "GSPO", got "DQN"')
    assert rule in found[0]
    found = manifest_problems({"algorithm": {**GRPO, "group_size": 1}, **buffer})
    assert found[0].startswith("algorithm.group_size: must be >= 2, got 1")


def test_prioritized_replay_is_for_rainbow_dqn_only() -> None:
    per = {"replay_buffer": {"per_buffer": True}}
    for name in ("RainbowDQN", "Rainbow DQN", "MADDPG", "MATD3", "IPPO"):
        assert manifest_problems({"algorithm": {"name": name}, **per}) == [], name
    found = manifest_problems({"algorithm": {"name": "DQN"}, **per})
    assert found[0].startswith('algorithm.name: must be one of "Rainbow DQN", "RainbowDQN", got')


def test_n_step_replay_needs_a_single_agent_algorithm() -> None:
    n_step = {"replay_buffer": {"n_step_buffer": True}}
    for name in ("DQN", "CQN", "NeuralUCB", "MADDPG"):
        assert manifest_problems({"algorithm": {"name": name}, **n_step}) == [], name
    found = manifest_problems({"algorithm": {**GRPO, "name": "LLMPPO"}, **n_step})
    assert found[0].startswith("algorithm.name: must be one of ")
    both = {"replay_buffer": {"per_buffer": True, "n_step_buffer": True}}
    assert manifest_problems({"algorithm": {"name": "RainbowDQN"}, **both}) == []
    found = manifest_problems({"algorithm": {"name": "MADDPG"}, **both})
    assert found[0].startswith('algorithm.name: must not be one of "IPPO", "MADDPG", "MATD3"')


def test_the_algorithm_name_is_a_registered_one() -> None:
    assert manifest_problems({"algorithm": {"name": "RainbowDQM"}}) == [
        'algorithm.name: must be one of "CISPO", "CQN", "DDPG", "DPO", "DQN", "GRPO", "GSPO", '
        '"IPPO", "LLMPPO", "LLMREINFORCE", "MADDPG", "MATD3", "NeuralTS", "NeuralUCB", "PPO", '
        '"Rainbow DQN", "RainbowDQN", "Recurrent PPO", "RecurrentPPO", "SFT", "TD3", got '
        "\"RainbowDQM\" (did you mean 'RainbowDQN'?)"
    ]


def test_api_version() -> None:
    for doc in ({}, {"apiVersion": "agilerl.com/v1"}, {"api_version": "agilerl.com/v1"}):
        manifest = load({"algorithm": GRPO, **doc})
        assert manifest.api_version == "agilerl.com/v1"
        assert manifest.model_dump(by_alias=True)["apiVersion"] == "agilerl.com/v1"
    assert manifest_problems({"algorithm": GRPO, "apiVersion": "agilerl.com/v2"}) == [
        'apiVersion: must be "agilerl.com/v1", got "agilerl.com/v2"'
    ]
    both = {"apiVersion": "agilerl.com/v1", "api_version": "agilerl.com/v1"}
    assert manifest_problems({"algorithm": GRPO, **both}) == [
        "api_version: field 'api_version' is not allowed here (apiVersion and api_version are "
        "two spellings of one field: write one of them)"
    ]


def test_tournament_selection_is_held_as_selection_strategy() -> None:
    manifest = load({"algorithm": GRPO, "tournament_selection": {"elitism": True}})
    held = {"strategy": "tournament", "name": None, "tournament_size": 2, "elitism": True}
    assert manifest.selection_strategy is not None
    assert manifest.selection_strategy.model_dump() == held
    assert manifest.selection is manifest.selection_strategy


@pytest.mark.parametrize(
    ("name", "training", "evo_steps"),
    [
        ("DQN", {}, 10_000), ("DQN", {"max_steps": 5}, 5), ("GRPO", {}, 20), ("CQN", {}, 5_000),
        ("NeuralTS", {}, 500), ("MADDPG", {}, 10_000), ("DQN", {"evo_steps": 7}, 7),
        ("GRPO", {"evo_epochs": 1, "num_epochs": 1}, None),
    ],
)  # fmt: skip
def test_the_manifest_fills_evo_steps_from_the_algorithm(
    name: str, training: dict[str, Any], evo_steps: int | None
) -> None:
    section = {**GRPO, "name": name} if name == "GRPO" else {"name": name}
    manifest = load({"algorithm": section, "training": training})
    assert manifest.training.evo_steps == evo_steps


def test_a_rule_holds_without_the_field_it_needs() -> None:
    """``_rules._need``: with that field absent the rule holds whatever else the object
    holds, so the keyword's loop may skip it on one ``in`` test."""
    import itertools

    from agilerl.arena.models._schema import SCHEMAS
    from agilerl.models._rules import XRules, _need

    schema = SCHEMAS["training"]
    for rule in XRules(schema, schema["x-rules"], "training").rules:
        assert isinstance(rule.left, str)
        assert isinstance(rule.right, str)
        need = _need(rule)  # type: ignore[arg-type]
        assert need in (rule.left, rule.right, *dict(rule.when)), rule.definition["id"]
        broken = [
            {rule.left: left, rule.right: right, **dict(rule.when)}
            for left, right in itertools.product((-5, 0, 3, 7, 1000), repeat=2)
            if not rule.holds({rule.left: left, rule.right: right, **dict(rule.when)})
        ]
        assert broken, rule.definition["id"]  # the rule can fail at all
        for instance in broken:
            del instance[need]
            assert rule.holds(instance), (rule.definition["id"], instance)
