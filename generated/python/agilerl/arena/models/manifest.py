# Code generated from schema/algorithm.schema.json, schema/manifest.schema.json by `nox -s generate`. DO NOT EDIT.
# Inputs SHA-256: 52b1d797ad9865fff4640ea85d01d28bac4d6eb0c0202bf68aa7c41de361b45f

"""The manifest document and its algorithm section."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from agilerl.arena.models.training import (
    LLMRolloutBufferSpec,
    ReplayBufferSpec,
    TrainingSpec,
)
from agilerl.models._spec_base import AlgoSpecBase, ManifestBase
from pydantic import AliasChoices, ConfigDict, Field


class AlgoSpec(AlgoSpecBase):
    """
    The manifest's algorithm section: what the buffer factory needs (name, and gamma for n-step returns). The algorithm's kind (single-agent, multi-agent, LLM) follows from its registered name. Other hyperparameters (lr, batch_size, tau, ...) are kept as written and belong to the algorithm's own schema.
    """

    model_config = ConfigDict(extra="allow")
    name: Annotated[
        Literal[
            "CISPO",
            "CQN",
            "DDPG",
            "DPO",
            "DQN",
            "GRPO",
            "GSPO",
            "IPPO",
            "LLMPPO",
            "LLMREINFORCE",
            "MADDPG",
            "MATD3",
            "NeuralTS",
            "NeuralUCB",
            "PPO",
            "Rainbow DQN",
            "RainbowDQN",
            "Recurrent PPO",
            "RecurrentPPO",
            "SFT",
            "TD3",
        ],
        Field(
            description="Algorithm name, one of those registered by agilerl-arena 1.29.0. Multi-agent: IPPO, MADDPG, MATD3; LLM: CISPO, DPO, GRPO, GSPO, LLMPPO, LLMREINFORCE, SFT; the rest are single-agent."
        ),
    ]
    gamma: Annotated[
        float | None,
        Field(
            description="Discount factor; n-step replay uses it. Unset: the algorithm's own default (0.99 for most, 0.95 for MADDPG and MATD3, 1.0 for the bandits, LLMPPO and LLMREINFORCE).",
            ge=0.0,
            le=1.0,
        ),
    ] = None


class Manifest(ManifestBase):
    """
    An AgileRL training manifest. The training, replay_buffer and algorithm sections are validated here, with the rules that join them; environment, network, mutation and selection_strategy belong to other schemas and are accepted as objects (passed through unchecked).
    """

    model_config = ConfigDict(extra="forbid")
    field_schema: Annotated[
        str | None, Field(alias="$schema", description="URI of this schema, for editors.")
    ] = None
    api_version: Annotated[
        Literal["agilerl.com/v1"],
        Field(
            description="Version of the manifest contract this file is written against; only agilerl.com/v1 exists.",
            validation_alias=AliasChoices("apiVersion", "api_version"),
            serialization_alias="apiVersion",
        ),
    ] = "agilerl.com/v1"
    algorithm: Annotated[AlgoSpec, Field(description="The algorithm and its hyperparameters.")]
    environment: Annotated[
        dict[str, Any] | None,
        Field(description="The environment to train on (validated by the environment schema)."),
    ] = None
    network: Annotated[
        dict[str, Any] | None,
        Field(description="The network architecture (validated by the network schema)."),
    ] = None
    mutation: Annotated[
        dict[str, Any] | None,
        Field(
            description="Mutation settings of evolutionary HPO (validated by the mutation schema)."
        ),
    ] = None
    selection_strategy: Annotated[
        dict[str, Any] | None,
        Field(
            description="Selection settings of evolutionary HPO (validated by the selection schema).",
            validation_alias=AliasChoices("selection_strategy", "tournament_selection"),
        ),
    ] = None
    training: Annotated[
        TrainingSpec, Field(default_factory=TrainingSpec, description="The training section.")
    ]
    replay_buffer: Annotated[
        ReplayBufferSpec | LLMRolloutBufferSpec | None,
        Field(
            description="The replay buffer section: the classic replay memory (kind omitted or classic) or the LLM rollout queue (kind: llm); unset: the algorithm uses none (on-policy)."
        ),
    ] = None
