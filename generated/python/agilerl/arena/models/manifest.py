# Code generated from schema/algorithm.schema.json, schema/manifest.schema.json by `nox -s generate`. DO NOT EDIT.
# Inputs SHA-256: 89ba202bcf7b022d7246549be4b7548dc1304bb9266740244b8c7f26f51c8628

"""The manifest document and its algorithm section."""

from __future__ import annotations

from typing import Annotated, Any

from agilerl.arena.models.training import ReplayBufferSpec, TrainingSpec
from agilerl.models._spec_base import AlgoSpecBase, ManifestBase
from pydantic import ConfigDict, Field


class AlgoSpec(AlgoSpecBase):
    """
    The manifest's algorithm section: what the buffer factory needs (name, multi-agent or not, gamma). Other hyperparameters (lr, batch_size, tau, ...) are kept as written and belong to the algorithm's own schema.
    """

    model_config = ConfigDict(extra="allow")
    name: Annotated[
        str,
        Field(
            description="Algorithm name as AgileRL spells it, e.g. `DQN`, `RainbowDQN`, `DDPG`, `PPO`, `MADDPG`, `MATD3`, `IPPO`.",
            min_length=1,
        ),
    ]
    multi_agent: Annotated[
        bool | None,
        Field(
            description="Whether the algorithm is multi-agent; unset: known from the name (MADDPG, MATD3, IPPO and MAPPO are multi-agent)."
        ),
    ] = None
    gamma: Annotated[
        float | None, Field(description="Discount factor; n-step replay needs it.", ge=0.0, le=1.0)
    ] = None


class Manifest(ManifestBase):
    """
    An AgileRL training manifest. The training, replay_buffer and algorithm sections are validated here; environment, network, mutation and selection_strategy belong to other schemas and are accepted as objects.
    """

    model_config = ConfigDict(extra="forbid")
    field_schema: Annotated[
        str | None, Field(alias="$schema", description="URI of this schema, for editors.")
    ] = None
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
            description="Selection settings of evolutionary HPO (validated by the selection schema)."
        ),
    ] = None
    tournament_selection: Annotated[
        dict[str, Any] | None,
        Field(description="Older name of selection_strategy; write one of the two, not both."),
    ] = None
    training: Annotated[
        TrainingSpec, Field(default_factory=TrainingSpec, description="The training section.")
    ]
    replay_buffer: Annotated[
        ReplayBufferSpec | None,
        Field(description="The replay buffer section; unset: the algorithm uses none (on-policy)."),
    ] = None
