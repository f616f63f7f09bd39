# Code generated from schema/algorithms/gspo.schema.json by `nox -s generate`. DO NOT EDIT.
# Inputs SHA-256: 943fab25aae0379bddc9bb6ab87edc08f9099a00f220fcdba88c391b792fdab5

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
