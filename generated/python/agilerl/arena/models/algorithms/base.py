# Code generated from schema/algorithms/base.schema.json by `nox -s generate`. DO NOT EDIT.
# Inputs SHA-256: 946f6bdbff6c7653bbc12e08eda035fce3c41b37199f0f3bd33948956c14ac60

"""Fields every algorithm section shares, by kind of algorithm."""

from __future__ import annotations

from typing import Annotated

from agilerl.arena.models.networks import NetworkSpec
from agilerl.models._algorithms import AlgorithmSpecBase
from pydantic import ConfigDict, Field


class AlgorithmSpec(AlgorithmSpecBase):
    """
    Fields every algorithm section has.
    """

    model_config = ConfigDict(extra="forbid")
    batch_size: Annotated[
        int, Field(description="How many transitions each learning step samples.", ge=1)
    ] = 64


class MultiAgentAlgorithmSpec(AlgorithmSpec):
    """
    Fields of the multi-agent reinforcement-learning algorithms.
    """

    learn_step: Annotated[
        int, Field(description="Environment steps gathered before each learning step.", ge=1)
    ] = 2048
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
    torch_compiler: Annotated[
        str | None,
        Field(
            description="torch.compile mode for the agents' networks, for example default or reduce-overhead; unset runs them eagerly."
        ),
    ] = None


class SingleAgentAlgorithmSpec(AlgorithmSpec):
    """
    Fields of the single-agent reinforcement-learning algorithms.
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
    ] = 0.99
    normalize_images: Annotated[
        bool,
        Field(description="Divide image observations by 255 so the encoder sees values in [0, 1]."),
    ] = True
    net_config: Annotated[
        NetworkSpec | None,
        Field(
            description="Network settings for this algorithm (a NetworkSpec); normally taken from the manifest's network section."
        ),
    ] = None
