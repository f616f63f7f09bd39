# Code generated from schema/algorithms/cispo.schema.json by `nox -s generate`. DO NOT EDIT.
# Inputs SHA-256: 46c981db9a26a5eea6f1c260511b906e4f049fdb109745ec803d77fcda82e0e2

"""CISPO's algorithm section."""

from __future__ import annotations

from typing import Annotated, Literal

from agilerl.arena.models.algorithms.grpo import GRPOSpec
from pydantic import Field


class CISPOSpec(GRPOSpec):
    """
    GRPO with the CISPO loss (clipped importance-sampling weights).
    """

    loss_type: Annotated[
        Literal["cispo"], Field(description="CISPO's loss: clipped importance-sampling weights.")
    ] = "cispo"
