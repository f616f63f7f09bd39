# Code generated from schema/algorithms/sft.schema.json by `nox -s generate`. DO NOT EDIT.
# Inputs SHA-256: 42c6b49e253b3451485d3e7b42a1e0da9c6f4d842f5a75c43168dc80a30e48ec

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
