# Code generated from schema/algorithms/sft.schema.json by `nox -s generate`. DO NOT EDIT.
# Inputs SHA-256: f1b09bf9ec40bd10a90d215fd86354691678e5c625e9b1cdf672724aa235703f

"""SFT's algorithm section."""

from __future__ import annotations

from typing import Annotated

from agilerl.arena.models.algorithms.base import LLMAlgorithmSpec
from pydantic import Field


class SFTSpec(LLMAlgorithmSpec):
    """
    Supervised fine-tuning; no reference model, so no KL penalty.
    """

    use_separate_reference_adapter: Annotated[
        bool, Field(description="Off for SFT, which has no reference policy.")
    ] = False
    lr: Annotated[float, Field(description="Learning rate of the optimizer.", ge=0.0)] = 5e-05
