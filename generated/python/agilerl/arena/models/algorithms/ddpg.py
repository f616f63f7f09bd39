# Code generated from schema/algorithms/ddpg.schema.json by `nox -s generate`. DO NOT EDIT.
# Inputs SHA-256: aed927bc54fb4f1b6042ff1e9eb5ced8300925bea4c3bbaf6db2dc0eff73cedd

"""DDPG's algorithm section."""

from __future__ import annotations

from typing import Annotated, Any

from agilerl.models._algorithms import AlgorithmSpecBase
from pydantic import ConfigDict, Field


class DDPGSpec(AlgorithmSpecBase):
    """
    Deep deterministic policy gradient, for continuous actions.
    """

    model_config = ConfigDict(extra="forbid")
    batch_size: Annotated[
        int, Field(description="How many transitions each learning step samples.", ge=1)
    ] = 64
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
    ] = 0.99
    normalize_images: Annotated[
        bool,
        Field(description="Divide image observations by 255 so the encoder sees values in [0, 1]."),
    ] = True
    net_config: Annotated[
        dict[str, Any] | None,
        Field(
            description="Network settings for this algorithm, normally taken from the manifest's network section. Checked as an object here; the network schema will type it."
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
        Field(
            description="Soft-update rate that moves the target network towards the online one.",
            ge=0.0,
            le=1.0,
        ),
    ] = 0.001
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
