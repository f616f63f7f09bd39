# Code generated from schema/algorithms/grpo.schema.json by `nox -s generate`. DO NOT EDIT.

"""GRPO's algorithm section."""

from __future__ import annotations

from typing import Annotated, Literal

from agilerl.arena.models.algorithms.rollout_llm import RolloutLLMSpec
from agilerl.arena.models.profiling import ProfilingConfig
from pydantic import Field


class GRPOSpec(RolloutLLMSpec):
    """
    Group relative policy optimisation: advantages from comparing the completions of one prompt.
    """

    group_size: Annotated[
        int,
        Field(
            description="Completions generated per prompt; advantages compare the completions of one group.",
            ge=1,
        ),
    ] = 8
    lr: Annotated[float, Field(description="Learning rate of the optimizer.", ge=0.0)] = 5e-07
    clip_coef: Annotated[
        float,
        Field(
            description="Clipping range of the policy ratio in the surrogate objective.",
            ge=0.0,
            le=1.0,
        ),
    ] = 0.2
    adv_norm: Annotated[
        Literal["mean_only", "mean_std"],
        Field(
            description="Normalisation of group advantages: subtract the group mean (mean_only), or also divide by its standard deviation (mean_std)."
        ),
    ] = "mean_only"
    use_kl_advantage_shaping: Annotated[
        bool,
        Field(
            description="Fold the KL penalty into the advantages instead of adding a separate loss term."
        ),
    ] = False
    importance_sampling_level: Annotated[
        Literal["token", "turn", "trajectory"] | None,
        Field(
            description="Level at which importance ratios are taken: per token, per turn or per trajectory."
        ),
    ] = None
    advantage_granularity: Annotated[
        Literal["auto", "trajectory", "turn"],
        Field(description="Level at which advantages are assigned (auto picks by environment)."),
    ] = "auto"
    whiten_advantages: Annotated[
        bool,
        Field(description="Rescale advantages to zero mean and unit variance across the batch."),
    ] = False
    adv_clip_range: Annotated[
        float | None,
        Field(description="Clip advantages to plus or minus this; unset leaves them as they are."),
    ] = None
    filter_zero_adv: Annotated[
        bool,
        Field(
            description="Skip groups whose completions all scored alike: they carry no gradient."
        ),
    ] = False
    adv_filter_eps: Annotated[
        float,
        Field(
            description="With filter_zero_adv, also skip groups whose largest absolute advantage is below this.",
            ge=0.0,
        ),
    ] = 0.0
    turn_advantage_trajectory_fallback: Annotated[
        bool,
        Field(
            description="Use a trajectory-level advantage where per-turn credit cannot be assigned."
        ),
    ] = True
    loss_norm: Annotated[
        Literal["micro_batch", "accumulation_window", "episode"],
        Field(
            description="Token count the loss is averaged over: each micro-batch, the whole accumulation window, or per episode so that long episodes weigh no more than short ones."
        ),
    ] = "accumulation_window"
    old_logprobs_source: Annotated[
        Literal["trainer", "rollout"] | None,
        Field(
            description="Where the old policy's log-probabilities come from: the trainer's own forward or the rollout engine's sampling; unset picks by rollout placement."
        ),
    ] = None
    off_policy_token_mask_bounds: Annotated[
        tuple[float, float] | None,
        Field(
            description="Low and high bound of each token's ratio of current to sampling policy; tokens outside get no gradient. null masks nothing."
        ),
    ] = (0.5, 5.0)
    off_policy_sequence_mask_threshold: Annotated[
        float | None,
        Field(
            description="Mask negative-advantage completions whose mean sampling-to-current log-probability gap is above this; null masks nothing.",
            ge=0.0,
        ),
    ] = 0.03
    use_bias_correction_kl: Annotated[
        bool,
        Field(
            description="Weight the per-token KL by the importance ratio so its gradient stays unbiased off-policy."
        ),
    ] = True
    kl_clamp: Annotated[
        float | None,
        Field(
            description="Clamp the per-token KL estimate at this value; null leaves it unclamped.",
            gt=0,
        ),
    ] = 10.0
    loss_type: Annotated[
        Literal["grpo", "gspo", "cispo"],
        Field(
            description="Policy-gradient loss: grpo, gspo (sequence-level ratios) or cispo (clipped importance weights)."
        ),
    ] = "grpo"
    profiling_config: Annotated[
        ProfilingConfig | None,
        Field(
            description="Opt-in profiling of learning steps (CUDA memory snapshots, a torch.profiler trace); unset profiles nothing."
        ),
    ] = None
