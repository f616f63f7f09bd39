# Code generated from schema/algorithms/sft.schema.json by `nox -s generate`. DO NOT EDIT.
# Inputs SHA-256: 049eb66ccd564c4275319fde2f01ace4700b4f971d21a3f0e8ca167b6581a8aa

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
