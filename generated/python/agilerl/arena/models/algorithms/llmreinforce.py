# Code generated from schema/algorithms/llmreinforce.schema.json by `nox -s generate`. DO NOT EDIT.

"""LLMREINFORCE's algorithm section."""

from __future__ import annotations

from typing import Annotated, Literal

from agilerl.arena.models.algorithms.rollout_llm import RolloutLLMSpec
from pydantic import Field


class LLMREINFORCESpec(RolloutLLMSpec):
    """
    REINFORCE fine-tuning of an LLM with batch-normalised returns.
    """

    max_grad_norm: Annotated[
        float,
        Field(
            description="Global gradient norm above which gradients are scaled down before the optimizer step.",
            ge=0.0,
        ),
    ] = 1.0
    temperature: Annotated[
        float,
        Field(
            description="Sampling temperature of generation; higher values give more varied completions."
        ),
    ] = 1.0
    lr: Annotated[float, Field(description="Learning rate of the optimizer.", ge=0.0)] = 5e-07
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
    advantage_granularity: Annotated[
        Literal["turn", "token", "auto"],
        Field(description="Level at which advantages are assigned: per turn, per token, or auto."),
    ] = "auto"
    importance_sampling_level: Annotated[
        Literal["token", "turn", "trajectory"],
        Field(
            description="Level at which importance ratios are taken: per token, per turn or per trajectory."
        ),
    ] = "token"
    turn_ratio_pooling: Annotated[
        Literal["sum", "mean"],
        Field(description="How token ratios of one turn pool into the turn's ratio: sum or mean."),
    ] = "sum"
