# Code generated from schema/algorithms/td3.schema.json by `nox -s generate`. DO NOT EDIT.

"""TD3's algorithm section."""

from __future__ import annotations

from typing import Annotated

from agilerl.arena.models.algorithms.base import SingleAgentAlgorithmSpec
from agilerl.arena.models.networks import DeterministicActorSpec
from pydantic import Field


class TD3Spec(SingleAgentAlgorithmSpec):
    """
    Twin delayed DDPG: two critics and delayed actor updates, for continuous actions.
    """

    net_config: Annotated[
        DeterministicActorSpec | None,
        Field(
            description="Network settings for this algorithm (a DeterministicActorSpec); normally taken from the manifest's network section."
        ),
    ] = None
    vect_noise_dim: Annotated[
        int,
        Field(
            description="How many environments the exploration noise is drawn for at once.", ge=1
        ),
    ] = 1
    lr_actor: Annotated[
        float, Field(description="Learning rate of the actor (policy) network.", ge=0.0)
    ] = 0.0001
    lr_critic: Annotated[
        float, Field(description="Learning rate of the critic (value) network.", ge=0.0)
    ] = 0.001
    tau: Annotated[
        float,
        Field(description="Soft-update rate that moves the target network towards the online one."),
    ] = 0.005
    policy_freq: Annotated[
        int, Field(description="Critic updates per actor update (delayed policy updates).", ge=1)
    ] = 2
    O_U_noise: Annotated[
        bool, Field(description="Explore with Ornstein-Uhlenbeck noise; off uses Gaussian noise.")
    ] = True
    expl_noise: Annotated[
        float, Field(description="Scale of the exploration noise added to actions.")
    ] = 0.1
    mean_noise: Annotated[float, Field(description="Mean of the exploration noise.")] = 0.0
    theta: Annotated[
        float, Field(description="Rate at which the Ornstein-Uhlenbeck noise returns to its mean.")
    ] = 0.15
    dt: Annotated[
        float, Field(description="Time step of the Ornstein-Uhlenbeck noise process.")
    ] = 0.01
    share_encoders: Annotated[
        bool, Field(description="Let the actor and the critic use one encoder.")
    ] = False
