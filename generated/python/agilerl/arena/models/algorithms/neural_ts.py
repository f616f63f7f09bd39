# Code generated from schema/algorithms/neural_ts.schema.json by `nox -s generate`. DO NOT EDIT.
# Inputs SHA-256: 1c90ca61326fa50f5c8dd1998c2a884fce620bc00231c399d48d5895580f4599

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
