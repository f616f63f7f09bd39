# Code generated from schema/algorithms/rainbow_dqn.schema.json by `nox -s generate`. DO NOT EDIT.

"""Rainbow DQN's algorithm section."""

from __future__ import annotations

from typing import Annotated

from agilerl.arena.models.algorithms.base import SingleAgentAlgorithmSpec
from agilerl.arena.models.networks import RainbowQNetworkSpec
from pydantic import Field


class RainbowDQNSpec(SingleAgentAlgorithmSpec):
    """
    Rainbow DQN: distributional, noisy, n-step DQN; the one algorithm that may use prioritized replay.
    """

    net_config: Annotated[
        RainbowQNetworkSpec | None,
        Field(
            description="Network settings for this algorithm (a RainbowQNetworkSpec); normally taken from the manifest's network section."
        ),
    ] = None
    tau: Annotated[
        float,
        Field(description="Soft-update rate that moves the target network towards the online one."),
    ] = 0.001
    beta: Annotated[
        float,
        Field(
            description="Exponent of the importance-sampling weights that undo the bias of prioritized sampling; 1 undoes it completely."
        ),
    ] = 0.4
    prior_eps: Annotated[
        float,
        Field(
            description="Small amount added to every priority so that no transition stops being sampled."
        ),
    ] = 1e-06
    num_atoms: Annotated[
        int,
        Field(
            description="Number of support points of the return distribution; 1 gives a plain Q-value.",
            ge=1,
        ),
    ] = 51
    v_min: Annotated[
        float,
        Field(description="Smallest return on the distribution's support; must be below v_max."),
    ] = -10
    v_max: Annotated[
        float,
        Field(description="Largest return on the distribution's support; must be above v_min."),
    ] = 10
    noise_std: Annotated[
        float,
        Field(
            description="Initial standard deviation of the noisy layers that replace epsilon-greedy exploration."
        ),
    ] = 0.5
    n_step: Annotated[
        int, Field(description="Rewards summed into each multi-step return.", ge=1)
    ] = 3
    combined_reward: Annotated[
        bool, Field(description="Learn from the one-step and the n-step return together.")
    ] = False
    lr: Annotated[float, Field(description="Learning rate of the optimizer.", ge=0.0)] = 0.0001
