# Code generated from schema/algorithms/cqn.schema.json by `nox -s generate`. DO NOT EDIT.
# Inputs SHA-256: 03f480db9e404994160934c7dd0fc57351955bd8c76d5711e37325b20cbecaa1

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
