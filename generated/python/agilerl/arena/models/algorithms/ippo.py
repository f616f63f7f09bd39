# Code generated from schema/algorithms/ippo.schema.json by `nox -s generate`. DO NOT EDIT.

"""IPPO's algorithm section."""

from __future__ import annotations

from typing import Annotated

from agilerl.arena.models.algorithms.base import MultiAgentAlgorithmSpec
from agilerl.arena.models.networks import StochasticActorSpec
from pydantic import Field


class IPPOSpec(MultiAgentAlgorithmSpec):
    """
    Independent PPO: one PPO learner per agent.
    """

    learn_step: Annotated[
        int,
        Field(
            description="Environment steps in each rollout, collected before every update.", ge=1
        ),
    ] = 4096
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
        Field(description="Starting standard deviation of the policy for continuous actions."),
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
            description="Gradients are rescaled so that their global norm stays below this value."
        ),
    ] = 0.5
    target_kl: Annotated[
        float | None,
        Field(
            description="Stop the update epochs early once the approximate KL divergence passes this value; unset never stops early."
        ),
    ] = None
    update_epochs: Annotated[
        int, Field(description="Passes over the collected rollout per update.", ge=1)
    ] = 4
    action_batch_size: Annotated[
        int | None,
        Field(
            description="Agents whose actions one batched forward pass computes; unset computes them all together."
        ),
    ] = None
    lr: Annotated[float, Field(description="Learning rate of the optimizer.", ge=0.0)] = 0.0001
    net_config: Annotated[
        StochasticActorSpec | dict[str, StochasticActorSpec] | None,
        Field(
            description="Network settings shared by every agent (a StochasticActorSpec), or one per agent id; normally taken from the manifest's network section."
        ),
    ] = None
