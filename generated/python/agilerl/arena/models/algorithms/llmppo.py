# Code generated from schema/algorithms/llmppo.schema.json by `nox -s generate`. DO NOT EDIT.

"""LLMPPO's algorithm section."""

from __future__ import annotations

from typing import Annotated, Literal

from agilerl.arena.models.algorithms.rollout_llm import RolloutLLMSpec
from pydantic import AliasChoices, Field


class LLMPPOSpec(RolloutLLMSpec):
    """
    PPO fine-tuning of an LLM with a value head.
    """

    max_grad_norm: Annotated[
        float,
        Field(
            description="Norm at which actor and critic gradients are each clipped before the optimizer step.",
            ge=0.0,
        ),
    ] = 1.0
    temperature: Annotated[
        float,
        Field(
            description="Sampling temperature of generation; higher values give more varied completions."
        ),
    ] = 1.0
    kl_clamp: Annotated[
        float | None,
        Field(
            description="Clamp the per-token KL estimate at this value; null leaves it unclamped.",
            gt=0,
        ),
    ] = 10.0
    share_grad_clip: Annotated[
        bool,
        Field(
            description="Clip actor and critic gradients with one coefficient from their joint norm."
        ),
    ] = False
    lr_actor: Annotated[
        float,
        Field(
            description="Learning rate of the policy (actor); lr is an older spelling of it.",
            ge=0.0,
            validation_alias=AliasChoices("lr_actor", "lr"),
        ),
    ] = 5e-07
    lr_critic: Annotated[
        float | None, Field(description="Learning rate of the value head (critic).", ge=0.0)
    ] = 5e-05
    vf_coef: Annotated[float, Field(description="Weight of the value loss.", ge=0.0)] = 0.5
    clip_coef: Annotated[
        float,
        Field(
            description="Clipping range of the policy ratio in the surrogate objective.",
            ge=0.0,
            le=1.0,
        ),
    ] = 0.2
    gamma: Annotated[float, Field(description="Discount applied across turns.", ge=0.0, le=1.0)] = (
        1.0
    )
    gae_lambda: Annotated[
        float,
        Field(
            description="Lambda of generalised advantage estimation: trades bias for variance.",
            ge=0.0,
            le=1.0,
        ),
    ] = 0.95
    critic_warmup_steps: Annotated[
        int,
        Field(
            description="Learning steps at the start that train only the critic, on returns of the initial policy.",
            ge=0,
        ),
    ] = 0
    turn_level_clip: Annotated[
        bool, Field(description="Clip the surrogate per turn instead of per token.")
    ] = True
    whiten_advantages: Annotated[
        bool,
        Field(description="Rescale advantages to zero mean and unit variance across the batch."),
    ] = True
    advantage_granularity: Annotated[
        Literal["turn", "token", "auto"],
        Field(description="Level at which advantages are assigned: per turn, per token, or auto."),
    ] = "auto"
    importance_sampling_level: Annotated[
        Literal["auto", "token", "turn", "trajectory"],
        Field(
            description="Level at which importance ratios are taken: per token, per turn or per trajectory."
        ),
    ] = "auto"
    turn_ratio_pooling: Annotated[
        Literal["sum", "mean"],
        Field(description="How token ratios of one turn pool into the turn's ratio: sum or mean."),
    ] = "sum"
    turn_value_reduction: Annotated[
        Literal["mean", "final_value"],
        Field(
            description="How a turn's value comes from its tokens: their mean, or the value at its last token."
        ),
    ] = "final_value"
    fuse_actor_critic_pass: Annotated[
        bool | None,
        Field(
            description="Run actor and critic in one forward/backward per micro-batch; unset fuses when the memory estimate allows."
        ),
    ] = None
