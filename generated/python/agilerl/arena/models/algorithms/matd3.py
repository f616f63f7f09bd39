# Code generated from schema/algorithms/matd3.schema.json by `nox -s generate`. DO NOT EDIT.

"""MATD3's algorithm section."""

from __future__ import annotations

from typing import Annotated

from agilerl.arena.models.algorithms.base import MultiAgentAlgorithmSpec
from agilerl.arena.models.networks import DeterministicActorSpec
from pydantic import Field


class MATD3Spec(MultiAgentAlgorithmSpec):
    """
    Multi-agent TD3: twin centralized critics and delayed actor updates.
    """

    learn_step: Annotated[
        int, Field(description="Environment steps gathered before each learning step.", ge=1)
    ] = 5
    gamma: Annotated[
        float,
        Field(
            description="Discount applied to future rewards; smaller values favour rewards that come soon.",
            ge=0.0,
            le=1.0,
        ),
    ] = 0.95
    vect_noise_dim: Annotated[
        int,
        Field(
            description="How many environments the exploration noise is drawn for at once.", ge=1
        ),
    ] = 1
    lr_actor: Annotated[
        float, Field(description="Learning rate of the actor (policy) network.", ge=0.0)
    ] = 0.001
    lr_critic: Annotated[
        float, Field(description="Learning rate of the critic (value) network.", ge=0.0)
    ] = 0.01
    tau: Annotated[
        float,
        Field(
            description="Soft-update rate that moves the target network towards the online one.",
            ge=0.0,
            le=1.0,
        ),
    ] = 0.01
    O_U_noise: Annotated[
        bool, Field(description="Explore with Ornstein-Uhlenbeck noise; off uses Gaussian noise.")
    ] = True
    expl_noise: Annotated[
        float, Field(description="Scale of the exploration noise added to actions.")
    ] = 0.1
    policy_freq: Annotated[
        int, Field(description="Critic updates per actor update (delayed policy updates).", ge=1)
    ] = 2
    mean_noise: Annotated[float, Field(description="Mean of the exploration noise.")] = 0.0
    theta: Annotated[
        float, Field(description="Rate at which the Ornstein-Uhlenbeck noise returns to its mean.")
    ] = 0.15
    dt: Annotated[
        float, Field(description="Time step of the Ornstein-Uhlenbeck noise process.")
    ] = 0.01
    net_config: Annotated[
        DeterministicActorSpec | dict[str, DeterministicActorSpec] | None,
        Field(
            description="Network settings shared by every agent (a DeterministicActorSpec), or one per agent id; normally taken from the manifest's network section."
        ),
    ] = None
