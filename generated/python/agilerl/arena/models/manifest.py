# Code generated from schema/algorithm.schema.json, schema/manifest.schema.json by `nox -s generate`. DO NOT EDIT.

"""The manifest document and its algorithm section."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from agilerl.arena.models.algorithms.cispo import CISPOSpec
from agilerl.arena.models.algorithms.cqn import CQNSpec
from agilerl.arena.models.algorithms.ddpg import DDPGSpec
from agilerl.arena.models.algorithms.dpo import DPOSpec
from agilerl.arena.models.algorithms.dqn import DQNSpec
from agilerl.arena.models.algorithms.grpo import GRPOSpec
from agilerl.arena.models.algorithms.gspo import GSPOSpec
from agilerl.arena.models.algorithms.ippo import IPPOSpec
from agilerl.arena.models.algorithms.llmppo import LLMPPOSpec
from agilerl.arena.models.algorithms.llmreinforce import LLMREINFORCESpec
from agilerl.arena.models.algorithms.maddpg import MADDPGSpec
from agilerl.arena.models.algorithms.matd3 import MATD3Spec
from agilerl.arena.models.algorithms.neural_ts import NeuralTSSpec
from agilerl.arena.models.algorithms.neural_ucb import NeuralUCBSpec
from agilerl.arena.models.algorithms.ppo import PPOSpec, RecurrentPPOSpec
from agilerl.arena.models.algorithms.rainbow_dqn import RainbowDQNSpec
from agilerl.arena.models.algorithms.sft import SFTSpec
from agilerl.arena.models.algorithms.td3 import TD3Spec
from agilerl.arena.models.env import EnvSpec
from agilerl.arena.models.hpo import (
    MultiFrequencySelectionSpec,
    MutationSpec,
    TournamentSelectionSpec,
)
from agilerl.arena.models.networks import FinetuningNetworkSpec, MlpSpec, NetworkSpec
from agilerl.arena.models.training import (
    LLMRolloutBufferSpec,
    ReplayBufferSpec,
    TrainingSpec,
)
from agilerl.models._manifest_joins import ManifestJoinsBase
from agilerl.models._spec_base import AlgoSpecBase, SpecModel, fresh
from pydantic import AliasChoices, ConfigDict, Field


class AlgoSpec(AlgoSpecBase):
    """
    The manifest's algorithm section: name selects the algorithm, and the section then follows that algorithm's own schema (schema/algorithms/), every hyperparameter checked. The algorithm's kind (single-agent, multi-agent, LLM) follows from its registered name.
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
            description="Discount factor; n-step replay uses it. Its bounds are the algorithm's (0 to 1 for most; the bandits' exploration scale has no upper bound). Unset: the algorithm's own default (0.99 for most, 0.95 for MADDPG and MATD3, 1.0 for LLMPPO, LLMREINFORCE, NeuralTS and NeuralUCB)."
        ),
    ] = None


class DeferredNetworkSpec(SpecModel):
    """
    A network section without an arch: the trainer picks the encoder once it knows the observation space, so encoder_config is kept as written (any object) and checked then.
    """

    model_config = ConfigDict(extra="forbid")
    latent_dim: Annotated[
        int, Field(description="Width of the latent vector between the encoder and the head.", gt=0)
    ] = 32
    min_latent_dim: Annotated[
        int, Field(description="Lower limit on latent_dim under architecture mutation.", gt=0)
    ] = 8
    max_latent_dim: Annotated[
        int, Field(description="Upper limit on latent_dim under architecture mutation.", gt=1)
    ] = 128
    encoder_config: Annotated[
        dict[str, Any],
        Field(
            default_factory=dict,
            description="Encoder settings, kept as written until the trainer knows the observation space and so the encoder kind.",
        ),
    ]
    head_config: Annotated[
        MlpSpec | None,
        Field(
            description="The MLP from the latent to the algorithm's outputs; unset: the trainer's default."
        ),
    ] = None
    random_seed: Annotated[
        int | None, Field(description="Seed of the weight initialisation; unset: not seeded.")
    ] = None
    simba: Annotated[bool, Field(description="Build the encoder as SimBa.")] = False
    squash_output: Annotated[
        bool, Field(description="Squash the actions through tanh into the action space's bounds.")
    ] = False
    has_evolvable_encoder: Annotated[
        bool, Field(description="Whether architecture mutation may change the encoder.")
    ] = False


class TrainingManifest(ManifestJoinsBase):
    """
    An AgileRL training manifest: every section (algorithm, environment, training, network, mutation, replay_buffer, selection_strategy) is validated here, each by its own schema, with the rules that join them.
    """

    model_config = ConfigDict(extra="forbid")
    api_version: Annotated[
        Literal["agilerl.com/v1"],
        Field(
            description="Version of the manifest contract this file is written against; only agilerl.com/v1 exists.",
            validation_alias=AliasChoices("apiVersion", "api_version"),
            serialization_alias="apiVersion",
        ),
    ] = "agilerl.com/v1"
    algorithm: Annotated[
        DQNSpec
        | RainbowDQNSpec
        | CQNSpec
        | DDPGSpec
        | TD3Spec
        | NeuralTSSpec
        | NeuralUCBSpec
        | PPOSpec
        | RecurrentPPOSpec
        | IPPOSpec
        | MADDPGSpec
        | MATD3Spec
        | GRPOSpec
        | CISPOSpec
        | GSPOSpec
        | DPOSpec
        | SFTSpec
        | LLMPPOSpec
        | LLMREINFORCESpec
        | AlgoSpec,
        Field(description="The algorithm and its hyperparameters."),
    ]
    environment: Annotated[
        EnvSpec,
        Field(
            description="The environment to train on: the branch env_type selects (gym, offline, bandit, rollout, dataset); unset, the branch the algorithm implies (and, for DPO and SFT, its objective)."
        ),
    ]
    training: Annotated[
        TrainingSpec,
        Field(default_factory=fresh(TrainingSpec), description="The training section."),
    ]
    network: Annotated[
        DeferredNetworkSpec | NetworkSpec | FinetuningNetworkSpec | None,
        Field(
            description="The network: a pretrained model to fine-tune (pretrained_model_name_or_path set), or one built from scratch, a NetworkSpec when its arch is known (at the top or in encoder_config) and otherwise a DeferredNetworkSpec whose encoder the trainer picks from the observation space; unset: the trainer's defaults."
        ),
    ] = None
    mutation: Annotated[
        MutationSpec | None,
        Field(
            description="What evolutionary HPO may change between generations: the weights of each kind of mutation, the hyperparameters it may move (each within a range) and the limits of architecture mutation; unset: no mutation section."
        ),
    ] = None
    replay_buffer: Annotated[
        ReplayBufferSpec | LLMRolloutBufferSpec | None,
        Field(
            description="The replay buffer section: the classic replay memory (kind omitted or classic) or the LLM rollout queue (kind: llm); unset: the algorithm uses none (on-policy)."
        ),
    ] = None
    selection_strategy: Annotated[
        TournamentSelectionSpec | MultiFrequencySelectionSpec | None,
        Field(
            description="How the population is ranked and renewed each generation: tournament selection (strategy omitted or tournament) or multi-frequency PBT (strategy: multi_frequency); unset: no selection section.",
            validation_alias=AliasChoices("selection_strategy", "tournament_selection"),
            serialization_alias="tournament_selection",
        ),
    ] = None


Manifest = TrainingManifest
