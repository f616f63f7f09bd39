# Code generated from schema/algorithms/gspo.schema.json by `nox -s generate`. DO NOT EDIT.
# Inputs SHA-256: 8ab24a58b9b43661a688a4274727d0e392d834fe3649d48ba18a7c8392c382a9

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
