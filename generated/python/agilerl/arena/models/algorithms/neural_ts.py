# Code generated from schema/algorithms/neural_ts.schema.json by `nox -s generate`. DO NOT EDIT.
# Inputs SHA-256: b2d313f859bcfe2d71292348e0c804ef3326f8276713e5bbb2f0d3e26e2674dd

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
