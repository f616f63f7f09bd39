# Code generated from schema/algorithms/ppo.schema.json by `nox -s generate`. DO NOT EDIT.

"""The algorithm sections of PPO and Recurrent PPO."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from agilerl.arena.models.algorithms.base import SingleAgentAlgorithmSpec
from agilerl.arena.models.networks import StochasticActorSpec
from pydantic import Field


class PPOSpec(SingleAgentAlgorithmSpec):
    """
    Proximal policy optimization, single-agent.
    """

    learn_step: Annotated[
        int,
        Field(
            description="Environment steps in each rollout, collected before every update.", ge=1
        ),
    ] = 4096
    net_config: Annotated[
        StochasticActorSpec | None,
        Field(
            description="Network settings for this algorithm (a StochasticActorSpec); normally taken from the manifest's network section."
        ),
    ] = None
    num_envs: Annotated[
        int | None,
        Field(
            description="Environments stepped side by side; normally taken from environment.num_envs.",
            ge=1,
        ),
    ] = None
    gae_lambda: Annotated[
        float,
        Field(
            description="Lambda of generalized advantage estimation: how far advantages look ahead.",
            ge=0.0,
            le=1.0,
        ),
    ] = 0.95
    action_std_init: Annotated[
        float,
        Field(
            description="Starting standard deviation of the policy for continuous actions.", ge=0.0
        ),
    ] = 0.6
    clip_coef: Annotated[
        float,
        Field(
            description="How far the probability ratio may move before the surrogate objective clips it.",
            ge=0.0,
            le=1.0,
        ),
    ] = 0.2
    ent_coef: Annotated[
        float,
        Field(
            description="Weight of the entropy bonus that keeps the policy exploring.",
            ge=0.0,
            le=1.0,
        ),
    ] = 0.01
    vf_coef: Annotated[
        float, Field(description="Weight of the value loss in the combined loss.", ge=0.0, le=1.0)
    ] = 0.5
    max_grad_norm: Annotated[
        float,
        Field(
            description="Gradients are rescaled so that their global norm stays below this value.",
            ge=0.0,
        ),
    ] = 0.5
    target_kl: Annotated[
        float | None,
        Field(
            description="Stop the update epochs early once the approximate KL divergence passes this value; unset never stops early.",
            ge=0.0,
        ),
    ] = None
    update_epochs: Annotated[
        int, Field(description="Passes over the collected rollout per update.", ge=1)
    ] = 4
    rollout_buffer_config: Annotated[
        dict[str, Any] | None,
        Field(description="Settings passed to the on-policy rollout buffer, as written."),
    ] = None
    recurrent: Annotated[
        bool,
        Field(description="Train an LSTM encoder through time; not together with a SimBa encoder."),
    ] = False
    max_seq_len: Annotated[
        int | None,
        Field(description="Length of the sequences backpropagated through when recurrent.", ge=1),
    ] = None
    share_encoders: Annotated[
        bool, Field(description="Let the actor and the critic use one encoder.")
    ] = True
    bptt_sequence_type: Annotated[
        Literal["chunked", "maximum", "fifty_percent_overlap"] | None,
        Field(
            description="How a rollout is cut into the sequences that backpropagation through time trains on."
        ),
    ] = None
    lr: Annotated[float, Field(description="Learning rate of the optimizer.", ge=0.0)] = 0.0001


class RecurrentPPOSpec(PPOSpec):
    """
    PPO with a recurrent (LSTM) encoder.
    """

    learn_step: Annotated[
        int,
        Field(
            description="Environment steps in each rollout, collected before every update.", ge=1
        ),
    ] = 8192
    recurrent: Annotated[
        bool,
        Field(
            description="Train an LSTM encoder through time; not together with a SimBa encoder. Recurrent PPO needs it on."
        ),
    ] = True
    bptt_sequence_type: Annotated[
        Literal["chunked", "maximum", "fifty_percent_overlap"],
        Field(
            description="How a rollout is cut into the sequences that backpropagation through time trains on."
        ),
    ] = "chunked"
