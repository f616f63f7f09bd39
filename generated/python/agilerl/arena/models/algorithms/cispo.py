# Code generated from schema/algorithms/cispo.schema.json by `nox -s generate`. DO NOT EDIT.
# Inputs SHA-256: 46f276df1b81c4fe34bf803406e468fec3f8d19d2ce6852cdf6d9f5bfdb57cc4

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
