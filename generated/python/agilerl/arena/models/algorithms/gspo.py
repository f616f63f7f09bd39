# Code generated from schema/algorithms/gspo.schema.json by `nox -s generate`. DO NOT EDIT.
# Inputs SHA-256: 79a9f14edc55bd171688aeec25bc9203c2060db98c94b65a01f8f308107b13f6

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
