# Code generated from schema/algorithms/neural_ucb.schema.json by `nox -s generate`. DO NOT EDIT.
# Inputs SHA-256: d3719c8084c0edadb9238c4da676d805773646a8d3a554173951b2c139d75b52

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
