# Code generated from schema/training.schema.json, schema/replay_buffer.schema.json, schema/algorithm.schema.json, schema/manifest.schema.json, schema/hpo.schema.json, schema/env.schema.json, schema/algorithms/base.schema.json, schema/algorithms/bandit.schema.json, schema/networks.schema.json, schema/fsdp.schema.json, schema/profiling.schema.json, schema/algorithms/rollout_llm.schema.json, schema/algorithms/dqn.schema.json, schema/algorithms/rainbow_dqn.schema.json, schema/algorithms/cqn.schema.json, schema/algorithms/ddpg.schema.json, schema/algorithms/td3.schema.json, schema/algorithms/neural_ts.schema.json, schema/algorithms/neural_ucb.schema.json, schema/algorithms/ppo.schema.json, schema/algorithms/ippo.schema.json, schema/algorithms/maddpg.schema.json, schema/algorithms/matd3.schema.json, schema/algorithms/grpo.schema.json, schema/algorithms/cispo.schema.json, schema/algorithms/gspo.schema.json, schema/algorithms/dpo.schema.json, schema/algorithms/sft.schema.json, schema/algorithms/llmppo.schema.json, schema/algorithms/llmreinforce.schema.json by `nox -s generate`. DO NOT EDIT.

"""Spec classes of the algorithm section, one module per algorithm."""

from __future__ import annotations

from agilerl.arena.models.algorithms.bandit import BanditSpec
from agilerl.arena.models.algorithms.base import (
    AlgorithmSpec,
    LLMAlgorithmSpec,
    MultiAgentAlgorithmSpec,
    SingleAgentAlgorithmSpec,
)
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
from agilerl.arena.models.algorithms.rollout_llm import RolloutLLMSpec
from agilerl.arena.models.algorithms.sft import SFTSpec
from agilerl.arena.models.algorithms.td3 import TD3Spec

__all__ = [
    "AlgorithmSpec",
    "BanditSpec",
    "CISPOSpec",
    "CQNSpec",
    "DDPGSpec",
    "DPOSpec",
    "DQNSpec",
    "GRPOSpec",
    "GSPOSpec",
    "IPPOSpec",
    "LLMAlgorithmSpec",
    "LLMPPOSpec",
    "LLMREINFORCESpec",
    "MADDPGSpec",
    "MATD3Spec",
    "MultiAgentAlgorithmSpec",
    "NeuralTSSpec",
    "NeuralUCBSpec",
    "PPOSpec",
    "RainbowDQNSpec",
    "RecurrentPPOSpec",
    "RolloutLLMSpec",
    "SFTSpec",
    "SingleAgentAlgorithmSpec",
    "TD3Spec",
]
