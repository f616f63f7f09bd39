# Code generated from schema/algorithms/neural_ucb.schema.json by `nox -s generate`. DO NOT EDIT.

"""NeuralUCB's algorithm section."""

from __future__ import annotations

from typing import Annotated

from agilerl.arena.models.algorithms.bandit import BanditSpec
from pydantic import Field


class NeuralUCBSpec(BanditSpec):
    """
    Neural upper confidence bound for contextual bandits.
    """

    lr: Annotated[float, Field(description="Learning rate of the optimizer.", ge=0.0)] = 0.001
