"""An ``environment`` section for the test manifests that are about another section.

A manifest requires its environment (as the shipped ``TrainingManifest`` does). A test of
the training, buffer or HPO rules still needs one to be valid: :func:`with_environment`
adds a plain one of the branch the algorithm implies, so what the test checks stays the
only difference between its documents.
"""

from __future__ import annotations

import copy
from typing import Any

from agilerl.models._manifest_env import IMPLIED_ENV_TYPES

#: A registered Gym environment (the gym algorithms).
GYM_ENV: dict[str, Any] = {"name": "CartPole-v1"}
#: A multi-agent PettingZoo environment (MADDPG, MATD3, IPPO).
MULTI_AGENT_ENV: dict[str, Any] = {"name": "pettingzoo.mpe.simple_spread_v3"}
#: A rollout over data-set rows scored by a rubric (GRPO, GSPO, CISPO, LLMPPO, LLMREINFORCE).
ROLLOUT_ENV: dict[str, Any] = {
    "hf_dataset_id": "openai/gsm8k",
    "rubric_file_path": "rubrics/gsm8k.py",
    "prompt_template": {"user": "{question}"},
}
#: Teacher-forced rows (DPO, SFT: the algorithm fills in the objective).
DATASET_ENV: dict[str, Any] = {"hf_dataset_id": "HumanLLMs/Human-Like-DPO-Dataset"}
#: A fixed dataset replayed as a Gym environment (CQN).
OFFLINE_ENV: dict[str, Any] = {"name": "CartPole-v1", "dataset_path": "data/cartpole_v1.h5"}
#: A table read as a contextual bandit (NeuralUCB, NeuralTS).
BANDIT_ENV: dict[str, Any] = {"name": "IRIS"}

_BY_TYPE = {
    "gym": GYM_ENV,
    "rollout": ROLLOUT_ENV,
    "dataset": DATASET_ENV,
    "offline": OFFLINE_ENV,
    "bandit": BANDIT_ENV,
}
_MULTI_AGENT = {"MADDPG", "MATD3", "IPPO"}


def environment_for(name: object) -> dict[str, Any]:
    """A valid environment for the algorithm ``name``: for an unregistered one, a Gym one
    that states its ``env_type`` (no algorithm implies it)."""
    if name in _MULTI_AGENT:
        return copy.deepcopy(MULTI_AGENT_ENV)
    env_type = IMPLIED_ENV_TYPES.get(name) if isinstance(name, str) else None
    if env_type is None:
        return {"env_type": "gym", **GYM_ENV}
    return copy.deepcopy(_BY_TYPE[env_type])


def with_environment(doc: dict[str, Any]) -> dict[str, Any]:
    """``doc`` with the environment its algorithm implies, unless it writes one."""
    if "environment" in doc:
        return doc
    algorithm = doc.get("algorithm")
    name = algorithm.get("name") if isinstance(algorithm, dict) else None
    return {**doc, "environment": environment_for(name)}
