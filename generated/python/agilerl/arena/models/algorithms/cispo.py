# Code generated from schema/algorithms/cispo.schema.json by `nox -s generate`. DO NOT EDIT.
# Inputs SHA-256: bbdccebb98bd4d8a2b216c5d3eb8e1f8de8c1d401a9c551f45c2a3f331ae4887

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
