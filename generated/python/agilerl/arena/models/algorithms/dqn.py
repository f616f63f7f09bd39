# Code generated from schema/algorithms/dqn.schema.json by `nox -s generate`. DO NOT EDIT.

"""DQN's algorithm section."""

from __future__ import annotations

from typing import Annotated

from agilerl.arena.models.algorithms.base import SingleAgentAlgorithmSpec
from agilerl.arena.models.networks import QNetworkSpec
from pydantic import Field


class DQNSpec(SingleAgentAlgorithmSpec):
    """
    Deep Q-network: value learning for discrete actions from a replay memory.
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
    ] = True
    lr: Annotated[float, Field(description="Learning rate of the optimizer.", ge=0.0)] = 0.0001
    cudagraphs: Annotated[
        bool,
        Field(
            description="Record the learning step as a CUDA graph and replay it; needs fixed tensor shapes."
        ),
    ] = False
