# Code generated from schema/algorithms/gspo.schema.json by `nox -s generate`. DO NOT EDIT.
# Inputs SHA-256: 9b3252c5a4618de6a3609aed56e03f88fc22358201ce6c08f0b93b2360ad7abb

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
