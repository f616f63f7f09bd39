# Code generated from schema/algorithms/cqn.schema.json by `nox -s generate`. DO NOT EDIT.

"""CQN's algorithm section."""

from __future__ import annotations

from typing import Annotated

from agilerl.arena.models.algorithms.base import SingleAgentAlgorithmSpec
from agilerl.arena.models.networks import QNetworkSpec
from pydantic import Field


class CQNSpec(SingleAgentAlgorithmSpec):
    """
    Conservative Q-learning, trained offline from a fixed dataset.
    """

    net_config: Annotated[
        QNetworkSpec | None,
        Field(
            description="Network settings for this algorithm (a QNetworkSpec); normally taken from the manifest's network section."
        ),
    ] = None
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
