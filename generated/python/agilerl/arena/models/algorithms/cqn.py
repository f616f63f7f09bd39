# Code generated from schema/algorithms/cqn.schema.json by `nox -s generate`. DO NOT EDIT.
# Inputs SHA-256: 46691001471cf6e737cd969ea31accf7289c2a1d93234130b46eb1e5aa375b6d

"""CQN's algorithm section."""

from __future__ import annotations

from typing import Annotated

from agilerl.arena.models.algorithms.base import SingleAgentAlgorithmSpec
from pydantic import Field


class CQNSpec(SingleAgentAlgorithmSpec):
    """
    Conservative Q-learning, trained offline from a fixed dataset.
    """

    tau: Annotated[
        float,
        Field(description="Soft-update rate that moves the target network towards the online one."),
    ] = 0.001
    double: Annotated[
        bool,
        Field(
            description="Pick the next action with the online network and score it with the target network (double Q-learning)."
        ),
    ] = False
    lr: Annotated[float, Field(description="Learning rate of the optimizer.", ge=0.0)] = 0.0001
