# Code generated from schema/algorithms/cispo.schema.json by `nox -s generate`. DO NOT EDIT.
# Inputs SHA-256: 95601f3d5ff3f5bea3264f3a6b5c492e1d6c78f2660edf6c86b7b2aa86cfa9c0

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
