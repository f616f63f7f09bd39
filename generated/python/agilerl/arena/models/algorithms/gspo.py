# Code generated from schema/algorithms/gspo.schema.json by `nox -s generate`. DO NOT EDIT.

"""GSPO's algorithm section."""

from __future__ import annotations

from typing import Annotated, Literal

from agilerl.arena.models.algorithms.grpo import GRPOSpec
from pydantic import Field


class GSPOSpec(GRPOSpec):
    """
    GRPO with the GSPO loss (sequence-level importance ratios).
    """

    loss_type: Annotated[
        Literal["gspo"], Field(description="GSPO's loss: sequence-level importance ratios.")
    ] = "gspo"
