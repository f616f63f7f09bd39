# Code generated from schema/algorithms/bandit.schema.json by `nox -s generate`. DO NOT EDIT.

"""Fields the neural contextual bandits share."""

from __future__ import annotations

from typing import Annotated

from agilerl.arena.models.algorithms.base import SingleAgentAlgorithmSpec
from agilerl.arena.models.networks import QNetworkSpec
from pydantic import Field


class BanditSpec(SingleAgentAlgorithmSpec):
    """
    Fields of the neural contextual bandits (NeuralTS, NeuralUCB).
    """

    learn_step: Annotated[int, Field(description="Arm pulls between learning steps.", ge=1)] = 2
    gamma: Annotated[
        float,
        Field(
            description="How strongly the predicted uncertainty of an arm raises its score (exploration scale).",
            ge=0.0,
        ),
    ] = 1.0
    net_config: Annotated[
        QNetworkSpec | None,
        Field(
            description="Network settings for this algorithm (a QNetworkSpec); normally taken from the manifest's network section."
        ),
    ] = None
    lamb: Annotated[
        float, Field(description="Ridge regularization of the covariance estimate of arm features.")
    ] = 1.0
    reg: Annotated[float, Field(description="L2 penalty on the network's weights.")] = 0.000625
