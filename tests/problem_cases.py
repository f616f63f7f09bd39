"""Manifests with more than one problem, or one mistake that used to read as two (issue 31),
and what ``agilerl-specs validate`` prints for each: every problem at once, each once.

One table for every entry point that must say the same: the CLI (tests/cli), the
validator behind ``load_manifest`` (tests/models), the JavaScript validator (tests/js) and
the editor's page (tests/web). ``F`` stands for the file's name.
"""

from __future__ import annotations

from typing import NamedTuple

#: How the algorithm name and env_type enums read in a message.
NAMES = (
    'must be one of "CISPO", "CQN", "DDPG", "DPO", "DQN", "GRPO", "GSPO", "IPPO", "LLMPPO", '
    '"LLMREINFORCE", "MADDPG", "MATD3", "NeuralTS", "NeuralUCB", "PPO", "Rainbow DQN", '
    '"RainbowDQN", "Recurrent PPO", "RecurrentPPO", "SFT", "TD3"'
)
ENV_TYPES = 'must be one of "gym", "offline", "bandit", "rollout", "dataset"'
ARCHS = 'must be one of "mlp", "cnn", "cnn_lstm", "lstm", "multiinput", "simba"'


class Case(NamedTuple):
    name: str
    text: str
    lines: list[str]
    """What ``agilerl-specs validate F`` prints, one problem a line."""


CASES = [
    Case(
        # the first: a name near DQN; the section checked as DQN; no knock-on
        # "missing environment.env_type" (the file never wrote it)
        "unknown_name",
        "algorithm:\n  name: dqn\n  lrr: 1\n  batch_size: -5\nenvironment:\n  name: CartPole-v1\n",
        [
            f"F:2:3: algorithm.name: {NAMES}, got \"dqn\" (did you mean 'DQN'?) [enum]",
            "F:3:3: algorithm.lrr: unknown field 'lrr' (did you mean 'lr'?) (checked as DQN) "
            "[additionalProperties]",
            "F:4:3: algorithm.batch_size: must be >= 1, got -5 (checked as DQN) [minimum]",
        ],
    ),
    Case(
        "unknown_env_type",
        "algorithm:\n  name: DQN\nenvironment:\n  env_type: gymnasium\n  name: CartPole-v1\n"
        "  num_envs: -4\n",
        [
            f"F:4:3: environment.env_type: {ENV_TYPES}, got \"gymnasium\" (did you mean 'gym'?) "
            "[enum]",
            "F:6:3: environment.num_envs: must be >= 1, got -4 (checked as gym) [minimum]",
        ],
    ),
    Case(
        # one problem, on its own line (not also "missing environment" at 1:1)
        "misspelt_section",
        "algorithm:\n  name: DQN\nenviroment:\n  name: CartPole-v1\n",
        [
            "F:3:1: enviroment: unknown field 'enviroment' (did you mean 'environment'? it is "
            "required) [additionalProperties]",
        ],
    ),
    Case(
        "misspelt_field",
        "algorithm:\n  name: DQN\nenvironment:\n  nme: CartPole-v1\n",
        [
            "F:4:3: environment.nme: unknown field 'nme' (did you mean 'name'? it is required) "
            "[additionalProperties]",
        ],
    ),
    Case(
        # no registered name near: the section is not checked further, and no knock-on
        "no_name_near",
        "algorithm:\n  name: Q-learning\n  batch_size: -5\nenvironment:\n  name: CartPole-v1\n",
        [f'F:2:3: algorithm.name: {NAMES}, got "Q-learning" [enum]'],
    ),
    Case(
        # did-you-mean for every enum: case, separators
        "values",
        "algorithm:\n  name: Rainbow-DQN\nenvironment:\n  name: CartPole-v1\nnetwork:\n"
        "  head_config:\n    hidden_size: [64]\n    activation: relu\n  encoder_config:\n"
        "    arch: Multi-Input\n",
        [
            f"F:2:3: algorithm.name: {NAMES}, got \"Rainbow-DQN\" (did you mean 'RainbowDQN'?) "
            "[enum]",
            'F:8:5: network.head_config.activation: must be one of "Tanh", "GELU", "ReLU", '
            '"ELU", "LeakyReLU", "Sigmoid", "Softplus", "Softmax", "GumbelSoftmax", "PReLU", '
            '"Identity", got "relu" (did you mean \'ReLU\'?) [enum]',
            f'F:10:5: network.encoder_config.arch: {ARCHS}, got "Multi-Input" (did you mean '
            "'multiinput'?) [enum]",
        ],
    ),
    Case(
        # every selector at once, each checked as its closest value
        "every_selector",
        "algorithm:\n  name: ppo2\n  learn_step: 0\nenvironment:\n  env_type: Gym\n"
        "  name: CartPole-v1\n  num_envs: 0\nreplay_buffer:\n  kind: LLM\n  x: 1\nnetwork:\n"
        "  encoder_config:\n    arch: MLP\n    hidden_size: [-1]\n  head_config:\n"
        "    hidden_size: [64]\n",
        [
            f"F:2:3: algorithm.name: {NAMES}, got \"ppo2\" (did you mean 'PPO'?) [enum]",
            "F:3:3: algorithm.learn_step: must be >= 1, got 0 (checked as PPO) [minimum]",
            f"F:5:3: environment.env_type: {ENV_TYPES}, got \"Gym\" (did you mean 'gym'?) [enum]",
            "F:7:3: environment.num_envs: must be >= 1, got 0 (checked as gym) [minimum]",
            'F:9:3: replay_buffer.kind: must be one of "classic", "llm", got "LLM" (did you '
            "mean 'llm'?) [enum]",
            "F:10:3: replay_buffer.x: unknown field 'x' (checked as llm) [additionalProperties]",
            f"F:13:5: network.encoder_config.arch: {ARCHS}, got \"MLP\" (did you mean 'mlp'?) "
            "[enum]",
            "F:14:5: network.encoder_config.hidden_size: hidden_size[0] must be >= "
            "min_mlp_nodes, got hidden_size[0]=-1 and min_mlp_nodes=8 (its default): Every "
            "hidden layer is at least min_mlp_nodes wide. (checked as mlp) "
            "[x-rules/mlp-nodes-from-min]",
        ],
    ),
]
