# Code generated from schema/algorithms/bandit.schema.json by `nox -s generate`. DO NOT EDIT.
# Inputs SHA-256: a902ad04c72a486ca4d455fda74c58533ef8f636564996e8dddaa23786189d14

"""Fields the neural contextual bandits share."""

from __future__ import annotations

from typing import Annotated, Any

from agilerl.models._algorithms import AlgorithmSpecBase
from pydantic import ConfigDict, Field


class BanditSpec(AlgorithmSpecBase):
    """
    Fields of the neural contextual bandits (NeuralTS, NeuralUCB).
    """

    model_config = ConfigDict(extra="forbid")
    batch_size: Annotated[
        int, Field(description="How many transitions each learning step samples.", ge=1)
    ] = 64
    learn_step: Annotated[int, Field(description="Arm pulls between learning steps.", ge=1)] = 2
    gamma: Annotated[
        float,
        Field(
            description="How strongly the predicted uncertainty of an arm raises its score (exploration scale).",
            ge=0.0,
        ),
    ] = 1.0
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
    lamb: Annotated[
        float, Field(description="Ridge regularization of the covariance estimate of arm features.")
    ] = 1.0
    reg: Annotated[float, Field(description="L2 penalty on the network's weights.")] = 0.000625
