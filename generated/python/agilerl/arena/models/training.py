# Code generated from schema/training.schema.json, schema/replay_buffer.schema.json by `nox -s generate`. DO NOT EDIT.

"""Spec classes of the manifest's training and replay_buffer sections."""

from __future__ import annotations

from typing import Annotated, Literal

from agilerl.models._spec_base import (
    CheckpointExportSpecBase,
    LeafSpecModel,
    SpecModel,
    TrainingSpecBase,
    fresh,
    null_means_default,
)
from pydantic import AliasChoices, ConfigDict, Field


class CheckpointExportSpec(CheckpointExportSpecBase):
    """
    When LLM checkpoints are also written as a merged Hugging Face package beside the adapter weights. should_merge(is_final, is_best) answers it for one save.
    """

    model_config = ConfigDict(extra="forbid")
    format: Annotated[
        Literal["adapter", "merged"],
        Field(
            description="What a save writes: `adapter` (the LoRA adapter weights only) or `merged` (also a merged Hugging Face package, after the adapter save is durable, when trigger matches)."
        ),
    ] = "adapter"
    trigger: Annotated[
        Literal["final", "best", "on_demand", "every"],
        Field(description="Which saves get the merged package (format: merged only)."),
    ] = "final"


class LLMRolloutBufferSpec(LeafSpecModel):
    """
    LLM branch of the replay_buffer section (kind: llm): the queue of generated groups between the rollout engines and the learners under async rollout.
    """

    model_config = ConfigDict(extra="forbid")
    kind: Annotated[
        Literal["llm"],
        Field(description="Selects this branch; must be written (an omitted kind is classic)."),
    ] = "llm"
    name: Annotated[str | None, Field(description="Optional label for this buffer.")] = None
    max_size: Annotated[
        int,
        Field(
            description="Capacity of the queue, in generated groups (not transitions); the oldest group is dropped when it is full.",
            ge=1,
            validation_alias=AliasChoices("max_size", "memory_size"),
        ),
    ] = 10000
    max_rollout_version_lag: Annotated[
        int | None,
        Field(
            description="How many weight syncs a queued group may lag behind before it is dropped as too stale; unset: no group is dropped for staleness.",
            ge=0,
        ),
    ] = None
    drop_uninformative_groups: Annotated[
        bool,
        Field(
            description="Drop groups whose completions all got the same reward (zero advantage) before a learner sees them."
        ),
    ] = False
    group_replay_max_age: Annotated[
        int,
        Field(
            description="Weight syncs for which a stored completion may be replayed into a new group whose rewards all tie; 0: group replay off. Above 0 it needs a GRPO-family algorithm with group_size >= 2.",
            ge=0,
        ),
    ] = 0


class NStepBufferArgs(LeafSpecModel):
    """
    Settings of the n-step replay memory.
    """

    model_config = ConfigDict(extra="forbid")
    n_step: Annotated[
        int,
        Field(description="Steps summed into one n-step return; null means the default, 3.", ge=1),
    ] = 3
    _fill_null_n_step = null_means_default("n_step", 3)


class PerBufferArgs(LeafSpecModel):
    """
    Settings of the prioritized replay memory.
    """

    model_config = ConfigDict(extra="forbid")
    alpha: Annotated[
        float,
        Field(
            description="Prioritization exponent: 0 samples uniformly, 1 fully in proportion to priority; null means the default, 0.5.",
            ge=0.0,
            le=1.0,
        ),
    ] = 0.5
    _fill_null_alpha = null_means_default("alpha", 0.5)


class ReplayBufferSpec(SpecModel):
    """
    Classic branch of the replay_buffer section.
    """

    model_config = ConfigDict(extra="forbid")
    kind: Annotated[
        Literal["classic"],
        Field(
            description="Which branch of the replay_buffer section this is: `classic` (this one, may be omitted) or `llm` (LLMRolloutBufferSpec, the queue of async rollout)."
        ),
    ] = "classic"
    name: Annotated[str | None, Field(description="Optional label for this replay buffer.")] = None
    max_size: Annotated[
        int,
        Field(
            description="Capacity of the replay memory, in transitions.",
            ge=1,
            validation_alias=AliasChoices("max_size", "memory_size"),
        ),
    ] = 100000
    standard_buffer: Annotated[
        bool, Field(description="Use a standard (uniform) replay memory.")
    ] = True
    n_step_buffer: Annotated[
        bool,
        Field(
            description="Store n-step returns (n_step_buffer_args.n_step steps, discounted by the algorithm's gamma)."
        ),
    ] = False
    n_step_buffer_args: Annotated[
        NStepBufferArgs,
        Field(
            default_factory=fresh(NStepBufferArgs),
            description="Settings of the n-step memory, used when n_step_buffer is true.",
        ),
    ]
    per_buffer: Annotated[
        bool, Field(description="Use prioritized experience replay (Rainbow DQN only).")
    ] = False
    per_buffer_args: Annotated[
        PerBufferArgs,
        Field(
            default_factory=fresh(PerBufferArgs),
            description="Settings of the prioritized memory, used when per_buffer is true.",
        ),
    ]


class TrainingSpec(TrainingSpecBase):
    """
    The manifest's training section.
    """

    model_config = ConfigDict(extra="forbid")
    name: Annotated[str | None, Field(description="Optional label for this training section.")] = (
        None
    )
    max_steps: Annotated[int, Field(description="Total environment steps to train for.", ge=1)] = (
        1000000
    )
    evo_steps: Annotated[
        int | None,
        Field(
            description="Environment steps between two evolution rounds (tournament selection + mutation); unset: the algorithm's default. Must not exceed max_steps.",
            ge=1,
            validation_alias=AliasChoices("evo_steps", "metrics_interval"),
        ),
    ] = None
    pop_size: Annotated[
        int,
        Field(
            description="Agents in the population.",
            ge=1,
            validation_alias=AliasChoices("pop_size", "population_size"),
        ),
    ] = 1
    eval_steps: Annotated[
        int | None,
        Field(
            description="Step cap of one evaluation episode; unset: run the episode to its end.",
            ge=1,
        ),
    ] = None
    eval_loop: Annotated[int, Field(description="Evaluation episodes per evaluation.", ge=1)] = 1
    hpo: Annotated[
        bool,
        Field(description="Run evolutionary hyperparameter optimisation (selection + mutation)."),
    ] = False
    target_score: Annotated[
        float | None,
        Field(description="Stop early once the population's best evaluation score reaches this."),
    ] = None
    learning_delay: Annotated[
        int | None,
        Field(
            description="Environment steps collected before learning starts (off-policy); unset: the algorithm's default.",
            ge=0,
        ),
    ] = None
    eps_start: Annotated[
        float | None,
        Field(
            description="Epsilon-greedy exploration (off-policy, discrete actions): starting epsilon. Must be >= eps_end when both are set."
        ),
    ] = None
    eps_end: Annotated[
        float | None,
        Field(
            description="Epsilon-greedy exploration: the floor epsilon decays to. Must be <= eps_start when both are set."
        ),
    ] = None
    eps_decay: Annotated[
        float | None,
        Field(description="Epsilon-greedy exploration: multiplicative decay of epsilon per step."),
    ] = None
    checkpoint_steps: Annotated[
        int | None,
        Field(
            description="Environment steps between checkpoints; unset: no periodic checkpoints.",
            ge=1,
        ),
    ] = None
    checkpoint_path: Annotated[str | None, Field(description="Where checkpoints are written.")] = (
        None
    )
    overwrite_checkpoints: Annotated[
        bool, Field(description="Keep only the latest checkpoint instead of one per save.")
    ] = False
    checkpoint_optimizer: Annotated[
        bool, Field(description="Include optimizer state in checkpoints.")
    ] = True
    evaluation_interval: Annotated[
        int | None,
        Field(description="Training iterations between evaluations (LLM fine-tuning).", ge=1),
    ] = None
    eval_samples_per_task: Annotated[
        int, Field(description="Evaluation samples drawn per task (LLM); 0: none.", ge=0)
    ] = 0
    eval_greedy: Annotated[
        bool,
        Field(
            description="Greedy decoding during evaluation (LLM); false needs eval_samples_per_task >= 1, or evaluation would run nothing."
        ),
    ] = True
    eval_max_concurrent_episodes: Annotated[
        int | None,
        Field(description="Cap on evaluation episodes run at once; unset: no cap.", ge=1),
    ] = None
    num_epochs: Annotated[
        int | None, Field(description="Passes over the dataset (LLM / offline).", ge=1)
    ] = None
    evo_epochs: Annotated[
        int | None,
        Field(
            description="Epochs between evolution rounds (LLM / offline); needs num_epochs, since epochs only become steps in an epoch-driven loop.",
            ge=1,
        ),
    ] = None
    max_wall_seconds: Annotated[
        float | None, Field(description="Wall-clock limit of the run, in seconds.", gt=0)
    ] = None
    episode_steps: Annotated[
        int | None, Field(description="Steps per episode (contextual bandits).", ge=1)
    ] = None
    sum_scores: Annotated[
        bool | None,
        Field(
            description="Multi-agent: sum the sub-agents' scores into one (cooperative); unset: the environment's default."
        ),
    ] = None
    reporting_interval: Annotated[
        int, Field(description="Environment steps between progress reports.", ge=1)
    ] = 1024
    experience_sharing: Annotated[
        bool | None,
        Field(
            description="Population members share experience; unset: the trainer's default. Cannot be true under async rollout."
        ),
    ] = None
    env_resource_ratio: Annotated[
        float | None,
        Field(
            description="Share (0, 1] of the machine's resources given to environments.",
            gt=0.0,
            le=1.0,
        ),
    ] = None
    rollout_mode: Annotated[
        Literal["colocated", "async"],
        Field(
            description="Where generation runs: `colocated` on the trainer, `async` on separate rollout engines (which then need rollout_engines_per_agent >= 1 or `auto`)."
        ),
    ] = "colocated"
    rollout_batch_size: Annotated[
        int | None,
        Field(
            description="Prompts per rollout batch (async rollout); a multiple of training_gpus_per_agent under async rollout. Unset: 1 under async rollout (filled in when the section is read).",
            ge=1,
        ),
    ] = None
    rollout_engines_per_agent: Annotated[
        int | Literal["auto"],
        Field(
            description="Inference engines per agent, or `auto` to size them from the hardware; 0: none. Async rollout needs `auto` or at least 1."
        ),
    ] = 0
    training_gpus_per_agent: Annotated[
        int, Field(description="GPUs that train one agent.", ge=1)
    ] = 1
    weight_sync_backend: Annotated[
        Literal["filesystem", "nccl"] | None,
        Field(
            description="How new weights reach the rollout engines: a shared `filesystem` or an `nccl` broadcast. Unset: `nccl` under async rollout (filled in when the section is read)."
        ),
    ] = None
    reuse_prefix_cache_across_syncs: Annotated[
        bool, Field(description="Keep the rollout engines' prefix cache across weight syncs.")
    ] = False
    weight_sync_interval: Annotated[
        int | None,
        Field(
            description="Training steps between weight syncs to the rollout engines. Unset: 1 under async rollout (filled in when the section is read).",
            ge=1,
        ),
    ] = None
    rollout_version_stamp: Annotated[
        Literal["publish", "oldest_turn"] | None,
        Field(
            description="Which policy version a rollout is stamped with: the version when it was `publish`ed, or that of its `oldest_turn`; unset: `oldest_turn` under async rollout, none otherwise (see effective_rollout_version_stamp())."
        ),
    ] = None
    checkpoint_export: Annotated[
        CheckpointExportSpec | None,
        Field(
            description="How LLM checkpoints are exported; unset: the defaults of CheckpointExportSpec (adapter weights only, at the final save)."
        ),
    ] = None
