# Code generated from schema/algorithms/rollout_llm.schema.json by `nox -s generate`. DO NOT EDIT.

"""Fields the LLM algorithms that generate their own rollouts share."""

from __future__ import annotations

from typing import Annotated

from agilerl.arena.models.algorithms.base import LLMAlgorithmSpec
from agilerl.arena.models.networks import (
    CosineLRScheduleConfig,
    VLLMConfig,
)
from pydantic import Field


class RolloutLLMSpec(LLMAlgorithmSpec):
    """
    Fields of the LLM algorithms that generate their own completions (GRPO family, LLMPPO, LLMREINFORCE).
    """

    temperature: Annotated[
        float,
        Field(
            description="Sampling temperature of generation; higher values give more varied completions."
        ),
    ] = 0.9
    repetition_penalty: Annotated[
        float, Field(description="Penalty on tokens already generated; 1 applies none.", ge=0.0)
    ] = 1.0
    top_p: Annotated[
        float,
        Field(
            description="Nucleus sampling: sample from the smallest set of tokens whose probability adds up to this.",
            ge=0.0,
            le=1.0,
        ),
    ] = 1.0
    top_k: Annotated[
        int, Field(description="Sample from this many most likely tokens; 0 keeps them all.", ge=0)
    ] = 50
    min_p: Annotated[
        float,
        Field(
            description="Drop tokens whose probability is below this fraction of the most likely token's.",
            ge=0.0,
            le=1.0,
        ),
    ] = 0.0
    max_output_tokens: Annotated[
        int | None,
        Field(
            description="Most tokens generated in one turn; unset leaves it to the context length."
        ),
    ] = None
    max_row_tokens: Annotated[
        int | None,
        Field(
            description="Most tokens one training row holds; filled in from environment.segment_prompt_tokens and max_output_tokens when both are set.",
            ge=1,
        ),
    ] = None
    min_output_tokens: Annotated[
        int | None, Field(description="Fewest tokens generated before a completion may end.", ge=0)
    ] = None
    cosine_lr_schedule_config: Annotated[
        CosineLRScheduleConfig | None,
        Field(
            description="A cosine learning-rate schedule with optional warmup; unset keeps the learning rate constant."
        ),
    ] = None
    vllm_config: Annotated[
        VLLMConfig | None,
        Field(
            description="The vLLM engine that generates completions; a colocated run that names none gets a sleeping engine with 0.9 of GPU memory and 16 sequences."
        ),
    ] = None
    vllm_importance_sampling_correction: Annotated[
        bool,
        Field(
            description="Correct for the gap between vLLM's sampling policy and the trained one with importance weights."
        ),
    ] = True
    vllm_importance_sampling_cap: Annotated[
        float, Field(description="Largest importance weight the vLLM correction applies.", ge=0.0)
    ] = 2.0
    vllm_max_logprob_gap: Annotated[
        float,
        Field(
            description="Warn when the mean log-probability gap between vLLM and the trainer goes above this.",
            ge=0.0,
        ),
    ] = 0.1
    vllm_max_clip_fraction: Annotated[
        float,
        Field(
            description="Warn when more than this fraction of importance weights is clipped at the cap.",
            ge=0.0,
            le=1.0,
        ),
    ] = 0.02
