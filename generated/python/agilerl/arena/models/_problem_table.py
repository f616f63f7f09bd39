# Code generated from tools/codegen/problems.json, schema/training.schema.json, schema/replay_buffer.schema.json, schema/algorithm.schema.json, schema/manifest.schema.json, schema/hpo.schema.json, schema/env.schema.json, schema/algorithms/base.schema.json, schema/algorithms/bandit.schema.json, schema/networks.schema.json, schema/fsdp.schema.json, schema/profiling.schema.json, schema/algorithms/rollout_llm.schema.json, schema/algorithms/dqn.schema.json, schema/algorithms/rainbow_dqn.schema.json, schema/algorithms/cqn.schema.json, schema/algorithms/ddpg.schema.json, schema/algorithms/td3.schema.json, schema/algorithms/neural_ts.schema.json, schema/algorithms/neural_ucb.schema.json, schema/algorithms/ppo.schema.json, schema/algorithms/ippo.schema.json, schema/algorithms/maddpg.schema.json, schema/algorithms/matd3.schema.json, schema/algorithms/grpo.schema.json, schema/algorithms/cispo.schema.json, schema/algorithms/gspo.schema.json, schema/algorithms/dpo.schema.json, schema/algorithms/sft.schema.json, schema/algorithms/llmppo.schema.json, schema/algorithms/llmreinforce.schema.json by `nox -s generate`. DO NOT EDIT.

"""The problem writers' table (tools/codegen/problems.json) and the schemas' selectors, as
``agilerl.models._problems`` reads them."""

from __future__ import annotations

import json
from typing import Any

#: max_unknown_keys, suggest, messages and selectors (see tools/codegen/problems.json).
PROBLEM_TABLE: dict[str, Any] = json.loads(
    '{"max_unknown_keys": 100, "messages": {"checked_as": " (checked as {names})", "did_you_mean": " (did you mean {name}?)", "required_too": " (did you mean {name}? it is required)"}, "selectors": [{"property": "arch", "values": ["mlp", "cnn", "cnn_lstm", "lstm", "multiinput", "simba"]}, {"property": "env_type", "values": ["gym", "offline", "bandit", "rollout", "dataset"]}, {"property": "kind", "values": ["classic", "llm"]}, {"property": "name", "values": ["CISPO", "CQN", "DDPG", "DPO", "DQN", "GRPO", "GSPO", "IPPO", "LLMPPO", "LLMREINFORCE", "MADDPG", "MATD3", "NeuralTS", "NeuralUCB", "PPO", "Rainbow DQN", "RainbowDQN", "Recurrent PPO", "RecurrentPPO", "SFT", "TD3"]}, {"property": "strategy", "values": ["tournament", "multi_frequency"]}], "suggest": {"cutoff": 0.6, "fold": " -_.", "max_chars": 100, "min_partial": 3, "misspelt": 0.8}}'
)
