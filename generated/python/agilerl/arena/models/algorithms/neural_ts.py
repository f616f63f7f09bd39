# Code generated from schema/algorithms/neural_ts.schema.json by `nox -s generate`. DO NOT EDIT.
# Inputs SHA-256: ece6d6048226e99ce70effd101f3e37f0d3dec7153659bb5e18b414e45622f18

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
