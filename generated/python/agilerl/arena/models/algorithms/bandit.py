# Code generated from schema/algorithms/bandit.schema.json by `nox -s generate`. DO NOT EDIT.
# Inputs SHA-256: d3cd23e7e581e465dbb19d00f8840dbba5512e904b73b830951eb923740fba43

"""Fields the neural contextual bandits share."""

from __future__ import annotations

from typing import Annotated

from agilerl.arena.models.algorithms.base import SingleAgentAlgorithmSpec
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
    lamb: Annotated[
        float, Field(description="Ridge regularization of the covariance estimate of arm features.")
    ] = 1.0
    reg: Annotated[float, Field(description="L2 penalty on the network's weights.")] = 0.000625
