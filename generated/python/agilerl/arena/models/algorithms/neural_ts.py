# Code generated from schema/algorithms/neural_ts.schema.json by `nox -s generate`. DO NOT EDIT.
# Inputs SHA-256: c412a2da27919bb77c97e0987cba8595721f2a1e29ebfee0aeed9d56d3371eba

"""NeuralTS's algorithm section."""

from __future__ import annotations

from typing import Annotated

from agilerl.arena.models.algorithms.bandit import BanditSpec
from pydantic import Field


class NeuralTSSpec(BanditSpec):
    """
    Neural Thompson sampling for contextual bandits.
    """

    lr: Annotated[float, Field(description="Learning rate of the optimizer.", ge=0.0)] = 0.003
