# Code generated from schema/algorithms/dqn.schema.json by `nox -s generate`. DO NOT EDIT.
# Inputs SHA-256: a43b23bbdbefe00c7720fa455f729cfd47ec37e51055545bdf5b223e755e7163

"""DQN's algorithm section."""

from __future__ import annotations

from typing import Annotated, Any

from agilerl.models._algorithms import AlgorithmSpecBase
from pydantic import ConfigDict, Field


class DQNSpec(AlgorithmSpecBase):
    """
    Deep Q-network: value learning for discrete actions from a replay memory.
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
