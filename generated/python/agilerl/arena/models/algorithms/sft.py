# Code generated from schema/algorithms/sft.schema.json by `nox -s generate`. DO NOT EDIT.

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
