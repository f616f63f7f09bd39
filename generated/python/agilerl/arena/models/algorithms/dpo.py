# Code generated from schema/algorithms/dpo.schema.json by `nox -s generate`. DO NOT EDIT.

"""DPO's algorithm section."""

from __future__ import annotations

from typing import Annotated

from agilerl.arena.models.algorithms.base import LLMAlgorithmSpec
from pydantic import Field


class DPOSpec(LLMAlgorithmSpec):
    """
    Direct preference optimisation on chosen and rejected responses.
    """

    beta: Annotated[
        float,
        Field(
            description="Weight of the KL penalty that keeps the policy near the reference model.",
            ge=0.0,
            le=1.0,
        ),
    ] = 0.1
    lr: Annotated[float, Field(description="Learning rate of the optimizer.", ge=0.0)] = 5e-06
    nll_alpha: Annotated[
        float,
        Field(
            description="Weight of the likelihood term on chosen responses that keeps the model fluent while it learns preferences.",
            ge=0.0,
        ),
    ] = 1.0
