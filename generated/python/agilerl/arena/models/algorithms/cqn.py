# Code generated from schema/algorithms/cqn.schema.json by `nox -s generate`. DO NOT EDIT.
# Inputs SHA-256: fa489d57899a61be074fbf5cdbb359188b5fd29b8836b5af3c0f907b624c8527

"""CQN's algorithm section."""

from __future__ import annotations

from typing import Annotated, Any

from agilerl.models._algorithms import AlgorithmSpecBase
from pydantic import ConfigDict, Field


class CQNSpec(AlgorithmSpecBase):
    """
    Conservative Q-learning, trained offline from a fixed dataset.
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
    ] = False
    lr: Annotated[float, Field(description="Learning rate of the optimizer.", ge=0.0)] = 0.0001
