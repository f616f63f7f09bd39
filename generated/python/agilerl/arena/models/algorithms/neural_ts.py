# Code generated from schema/algorithms/neural_ts.schema.json by `nox -s generate`. DO NOT EDIT.
# Inputs SHA-256: 2f9e1f2ab6437b9646a08004057b1229eb647a2e632406ad5763518bd861a328

"""NeuralTS's algorithm section."""

from __future__ import annotations

from typing import Annotated, Any

from agilerl.models._algorithms import AlgorithmSpecBase
from pydantic import ConfigDict, Field


class NeuralTSSpec(AlgorithmSpecBase):
    """
    Neural Thompson sampling for contextual bandits.
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
    lr: Annotated[float, Field(description="Learning rate of the optimizer.", ge=0.0)] = 0.003
