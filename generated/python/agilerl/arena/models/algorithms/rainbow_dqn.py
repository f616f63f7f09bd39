# Code generated from schema/algorithms/rainbow_dqn.schema.json by `nox -s generate`. DO NOT EDIT.
# Inputs SHA-256: d68a4e00d72fc969c38813e10906615152cc62ab7a9b57ccd7a85ac4f3c71f0d

"""Rainbow DQN's algorithm section."""

from __future__ import annotations

from typing import Annotated, Any

from agilerl.models._algorithms import AlgorithmSpecBase
from pydantic import ConfigDict, Field


class RainbowDQNSpec(AlgorithmSpecBase):
    """
    Rainbow DQN: distributional, noisy, n-step DQN; the one algorithm that may use prioritized replay.
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
    beta: Annotated[
        float,
        Field(
            description="Exponent of the importance-sampling weights that undo the bias of prioritized sampling; 1 undoes it completely."
        ),
    ] = 0.4
    prior_eps: Annotated[
        float,
        Field(
            description="Small amount added to every priority so that no transition stops being sampled."
        ),
    ] = 1e-06
    num_atoms: Annotated[
        int,
        Field(
            description="Number of support points of the return distribution; 1 gives a plain Q-value.",
            ge=1,
        ),
    ] = 51
    v_min: Annotated[
        float,
        Field(description="Smallest return on the distribution's support; must be below v_max."),
    ] = -10
    v_max: Annotated[
        float,
        Field(description="Largest return on the distribution's support; must be above v_min."),
    ] = 10
    noise_std: Annotated[
        float,
        Field(
            description="Initial standard deviation of the noisy layers that replace epsilon-greedy exploration."
        ),
    ] = 0.5
    n_step: Annotated[
        int, Field(description="Rewards summed into each multi-step return.", ge=1)
    ] = 3
    combined_reward: Annotated[
        bool, Field(description="Learn from the one-step and the n-step return together.")
    ] = False
    lr: Annotated[float, Field(description="Learning rate of the optimizer.", ge=0.0)] = 0.0001
