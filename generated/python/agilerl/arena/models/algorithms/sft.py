# Code generated from schema/algorithms/sft.schema.json by `nox -s generate`. DO NOT EDIT.
# Inputs SHA-256: b2efb74c84c351c4c9914fc692d98a10d2e1b44cbf70764d8d739046dc21b724

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
