# Code generated from schema/registry/algorithms.json, schema/registry/algorithms.meta.json, schema/algorithms/cispo.schema.json, schema/algorithms/cqn.schema.json, schema/algorithms/ddpg.schema.json, schema/algorithms/dpo.schema.json, schema/algorithms/dqn.schema.json, schema/algorithms/grpo.schema.json, schema/algorithms/gspo.schema.json, schema/algorithms/ippo.schema.json, schema/algorithms/llmppo.schema.json, schema/algorithms/llmreinforce.schema.json, schema/algorithms/maddpg.schema.json, schema/algorithms/matd3.schema.json, schema/algorithms/neural_ts.schema.json, schema/algorithms/neural_ucb.schema.json, schema/algorithms/ppo.schema.json, schema/algorithms/rainbow_dqn.schema.json, schema/algorithms/sft.schema.json, schema/algorithms/td3.schema.json by `nox -s generate`. DO NOT EDIT.

"""The algorithm registry's tables (schema/registry/algorithms.json), for Python."""

from __future__ import annotations

from typing import Literal

#: The kinds of algorithm.
AlgorithmKind = Literal["single_agent", "multi_agent", "llm"]

#: Every registered name (aliases too) -> its kind.
ALGORITHM_KINDS: dict[str, AlgorithmKind] = {
    "CISPO": "llm",
    "CQN": "single_agent",
    "DDPG": "single_agent",
    "DPO": "llm",
    "DQN": "single_agent",
    "GRPO": "llm",
    "GSPO": "llm",
    "IPPO": "multi_agent",
    "LLMPPO": "llm",
    "LLMREINFORCE": "llm",
    "MADDPG": "multi_agent",
    "MATD3": "multi_agent",
    "NeuralTS": "single_agent",
    "NeuralUCB": "single_agent",
    "PPO": "single_agent",
    "Rainbow DQN": "single_agent",
    "RainbowDQN": "single_agent",
    "Recurrent PPO": "single_agent",
    "RecurrentPPO": "single_agent",
    "SFT": "llm",
    "TD3": "single_agent",
}

#: The multi-agent algorithms.
MULTI_AGENT_ALGORITHMS: frozenset[str] = frozenset({"IPPO", "MADDPG", "MATD3"})

#: The algorithms whose learning step consumes replay priorities (may use PER).
PRIORITY_ALGORITHMS: frozenset[str] = frozenset({"Rainbow DQN", "RainbowDQN"})

#: The discount each algorithm uses when its section leaves ``gamma`` unset (its
#: section's default); an algorithm whose section has no ``gamma`` is absent.
DEFAULT_GAMMA: dict[str, float] = {
    "CQN": 0.99,
    "DDPG": 0.99,
    "DQN": 0.99,
    "IPPO": 0.99,
    "LLMPPO": 1.0,
    "LLMREINFORCE": 1.0,
    "MADDPG": 0.95,
    "MATD3": 0.95,
    "NeuralTS": 1.0,
    "NeuralUCB": 1.0,
    "PPO": 0.99,
    "Rainbow DQN": 0.99,
    "RainbowDQN": 0.99,
    "Recurrent PPO": 0.99,
    "RecurrentPPO": 0.99,
    "TD3": 0.99,
}

#: Environment steps between evolution rounds each algorithm uses when the training
#: section sets neither ``evo_steps`` nor ``evo_epochs`` (agilerl-arena 1.29.0).
DEFAULT_EVO_STEPS: dict[str, int] = {
    "CISPO": 20,
    "CQN": 5000,
    "DDPG": 10000,
    "DPO": 20,
    "DQN": 10000,
    "GRPO": 20,
    "GSPO": 20,
    "IPPO": 10000,
    "LLMPPO": 20,
    "LLMREINFORCE": 20,
    "MADDPG": 10000,
    "MATD3": 10000,
    "NeuralTS": 500,
    "NeuralUCB": 500,
    "PPO": 10000,
    "Rainbow DQN": 10000,
    "RainbowDQN": 10000,
    "Recurrent PPO": 10000,
    "RecurrentPPO": 10000,
    "SFT": 20,
    "TD3": 10000,
}
