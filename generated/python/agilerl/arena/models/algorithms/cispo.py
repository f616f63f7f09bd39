# Code generated from schema/algorithms/cispo.schema.json by `nox -s generate`. DO NOT EDIT.
# Inputs SHA-256: 58867857cb6c9305951d1786c0febfe3592f1f1edb6de0e072d26b8cc6357a42

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
