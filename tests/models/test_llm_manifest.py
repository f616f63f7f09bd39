"""The LLM algorithms in a manifest: the cross-section rules, and what the loader fills in.

The schema gives the verdict (schema/manifest.schema.json, schema/algorithms/*); the loader
only fills what a section leaves unset, as agilerl-arena 1.29.0's manifest does
(docs/llm.md). The shipped manifest itself is compared in tests/conformance.
"""

from __future__ import annotations

from typing import Any

import pytest

from agilerl.arena.models.algorithms.dpo import DPOSpec
from agilerl.arena.models.algorithms.grpo import GRPOSpec
from agilerl.arena.models.algorithms.llmppo import LLMPPOSpec
from agilerl.arena.models.fsdp import FSDPConfig
from agilerl.arena.models.manifest import Manifest
from agilerl.arena.models.networks import LoraConfigDict
from agilerl.models.manifest import ManifestError, load_manifest
from tests.environments import with_environment

MODEL = "Qwen/Qwen2.5-0.5B"
NETWORK = {"pretrained_model_name_or_path": MODEL, "max_context_length": 2048}


def load(doc: dict[str, Any]) -> Manifest:
    """The manifest ``doc`` describes, on the environment its algorithm implies if unset."""
    return load_manifest(with_environment(doc))


def problems(doc: dict[str, Any]) -> list[str]:
    with pytest.raises(ManifestError) as caught:
        load(doc)
    return [str(problem) for problem in caught.value.problems]


def test_an_llm_run_names_its_model_in_either_section() -> None:
    (found,) = problems({"algorithm": {"name": "GRPO"}})
    assert found.startswith(
        "algorithm.pretrained_model_name_or_path: missing required field "
        "'pretrained_model_name_or_path' (an LLM fine-tuning run needs the model"
    )
    assert problems({"algorithm": {"name": "SFT", "pretrained_model_name_or_path": None}})
    assert load({"algorithm": {"name": "DQN"}})  # not an LLM run: no model
    held = load({"algorithm": {"name": "DPO"}, "network": NETWORK}).algorithm
    assert isinstance(held, DPOSpec)
    assert (held.pretrained_model_name_or_path, held.max_model_len) == (MODEL, 2048)


def test_the_network_section_fills_only_what_the_algorithm_leaves_unset() -> None:
    lora = {"lora_r": 8, "lora_alpha": 16}
    doc = {"algorithm": {"name": "GRPO", "max_model_len": 2048}, "network": {**NETWORK}}
    doc["network"]["lora_config"] = lora
    held = load(doc).algorithm
    assert isinstance(held, GRPOSpec)
    assert held.max_model_len == 2048  # the algorithm's own, the network's too
    assert held.lora_config == LoraConfigDict.model_validate(lora)
    assert {"pretrained_model_name_or_path", "lora_config"} <= held.model_fields_set
    # no lora_config in the network section: none filled in
    assert load({"algorithm": {"name": "GRPO"}, "network": NETWORK}).algorithm.lora_config is None


def test_null_beside_the_network_sections_value_is_refused() -> None:
    (found,) = problems(
        {"algorithm": {"name": "GRPO", "pretrained_model_name_or_path": None}, "network": NETWORK}
    )
    assert found.startswith("algorithm.pretrained_model_name_or_path: expected a string, got null")
    network = {**NETWORK, "lora_config": {"lora_r": 8}}
    (found,) = problems({"algorithm": {"name": "GRPO", "lora_config": None}, "network": network})
    assert found.startswith("algorithm.lora_config: expected an object, got null")
    network = {**NETWORK, "lora_config": None}
    (found,) = problems({"algorithm": {"name": "GRPO", "lora_config": {}}, "network": network})
    assert found.startswith("algorithm.lora_config: expected a null, got a dict")
    both_null = {"algorithm": {"name": "GRPO", "lora_config": None}, "network": network}
    assert load(both_null).algorithm.lora_config is None


def test_max_row_tokens_from_the_prompt_segment_and_one_turn() -> None:
    environment = {"env_type": "rollout", "entrypoint": "envs:make", "segment_prompt_tokens": 300}
    algorithm = {"name": "GRPO", "pretrained_model_name_or_path": MODEL, "max_output_tokens": 100}
    doc = {"algorithm": algorithm, "environment": environment}
    assert load(doc).algorithm.max_row_tokens == 400
    pattern = {"answer_continuation": True, "constrain_answer_pattern": "[0-9]+"}
    doc = {"algorithm": {**algorithm, **pattern}, "environment": environment}
    assert load(doc).algorithm.max_row_tokens == 500  # two turns of output
    doc = {"algorithm": {**algorithm, "max_model_len": 350}, "environment": environment}
    assert load(doc).algorithm.max_row_tokens == 350  # at most the context
    doc = {"algorithm": {**algorithm, "max_row_tokens": 400}, "environment": environment}
    assert load(doc).algorithm.max_row_tokens == 400  # written as derived
    no_cap = {k: v for k, v in algorithm.items() if k != "max_output_tokens"}
    assert load({**doc, "algorithm": no_cap}).algorithm.max_row_tokens is None
    own = {**no_cap, "max_row_tokens": 64}  # nothing to derive it from: the algorithm's own
    assert load({**doc, "algorithm": own}).algorithm.max_row_tokens == 64
    for row, derived in ((64, "=400"), (None, None)):
        other = {"algorithm": {**algorithm, "max_row_tokens": row}, "environment": environment}
        with pytest.raises(ManifestError, match=r"algorithm\.max_row_tokens") as found:
            load_manifest(other)
        assert derived is None or derived in str(found.value)


def test_a_colocated_run_gets_the_colocated_engine() -> None:
    algorithm = {"name": "LLMPPO", "pretrained_model_name_or_path": MODEL}
    held = load({"algorithm": algorithm}).algorithm
    assert isinstance(held, LLMPPOSpec)
    assert held.vllm_config is not None
    engine = held.vllm_config.model_dump(exclude_none=True)
    assert (engine["max_num_seqs"], engine["gpu_memory_utilization"], engine["sleep_mode"]) == (
        16,
        0.9,
        True,
    )
    own = {**algorithm, "vllm_config": {"gpu_memory_utilization": 0.5}}
    assert load({"algorithm": own}).algorithm.vllm_config.gpu_memory_utilization == 0.5
    sft = load({"algorithm": {"name": "SFT", "pretrained_model_name_or_path": MODEL}})
    assert not hasattr(sft.algorithm, "vllm_config")  # no rollouts, no engine


def test_num_envs_comes_from_the_environment() -> None:
    ppo = load(
        {"algorithm": {"name": "PPO"}, "environment": {"name": "CartPole-v1", "num_envs": 8}}
    )
    assert ppo.algorithm.num_envs == 8  # type: ignore[union-attr]
    ddpg = load(
        {"algorithm": {"name": "DDPG"}, "environment": {"name": "CartPole-v1", "num_envs": 4.0}}
    )
    assert ddpg.algorithm.vect_noise_dim == 4  # type: ignore[union-attr]
    own = load(
        {
            "algorithm": {"name": "PPO", "num_envs": 8},
            "environment": {"name": "CartPole-v1", "num_envs": 8},
        }
    )
    assert own.algorithm.num_envs == 8  # type: ignore[union-attr]
    alone = load_manifest(with_environment({"algorithm": {"name": "PPO", "num_envs": 2}}))
    assert alone.algorithm.num_envs == 2  # type: ignore[union-attr]


@pytest.mark.parametrize(
    ("algorithm", "network", "environment", "where"),
    [
        ({"name": "GRPO", "pretrained_model_name_or_path": "qwen/qwen2.5-0.5b"}, NETWORK, None,
         "algorithm.pretrained_model_name_or_path: algorithm.pretrained_model_name_or_path "
         "must be == network.pretrained_model_name_or_path"),
        ({"name": "SFT", "max_model_len": 512}, NETWORK, None,
         "algorithm.max_model_len: algorithm.max_model_len must be == "
         "network.max_context_length, got algorithm.max_model_len=512 and "
         "network.max_context_length=2048"),
        ({"name": "GRPO", "lora_config": {"lora_r": 8}}, {**NETWORK, "lora_config": {}}, None,
         "algorithm.lora_config.lora_r: algorithm.lora_config.lora_r must be == "
         "network.lora_config.lora_r, got algorithm.lora_config.lora_r=8 and "
         "network.lora_config.lora_r=16 (its default)"),
        ({"name": "GRPO", "lora_config": {"target_modules": ["q_proj"]}},
         {**NETWORK, "lora_config": {}}, None,
         "network.lora_config.target_modules: missing required field"),
        ({"name": "PPO", "num_envs": 2}, None, {"name": "CartPole-v1", "num_envs": 8},
         "algorithm.num_envs: algorithm.num_envs must be == environment.num_envs"),
        ({"name": "TD3", "vect_noise_dim": 2}, None, {"name": "Pendulum-v1", "num_envs": 8},
         "algorithm.vect_noise_dim: algorithm.vect_noise_dim must be == environment.num_envs"),
        ({"name": "PPO", "num_envs": None}, None, {"name": "CartPole-v1", "num_envs": 8},
         "algorithm.num_envs: must not be"),
    ],
)  # fmt: skip
def test_a_field_written_in_two_sections_has_one_value(
    algorithm: dict[str, Any], network: Any, environment: Any, where: str
) -> None:
    """What one section fills in for another, written in both with two values, is refused
    (the shipped manifest's ``sections-agree``), at the algorithm's field."""
    doc: dict[str, Any] = {"algorithm": algorithm}
    if network is not None:
        doc["network"] = network
    if environment is not None:
        doc["environment"] = environment
    (found,) = problems(doc)
    assert found.startswith(where), found


def test_fsdp_true_is_fsdp_with_its_defaults() -> None:
    algorithm = {"name": "DPO", "pretrained_model_name_or_path": MODEL}
    for written in (True, {}):
        held = load({"algorithm": {**algorithm, "fsdp": written}}).algorithm
        assert held.fsdp == FSDPConfig()  # type: ignore[union-attr]
    doc = {"algorithm": {**algorithm, "fsdp": {"param_dtype": "torch.float16"}}}
    assert load(doc).algorithm.fsdp.param_dtype == "float16"  # type: ignore[union-attr]
    for bad in (False, {"cpu_offload": "yes"}, {"shard_group_size": 3, "tp": 2}, {"x": 1}):
        assert problems({"algorithm": {**algorithm, "fsdp": bad}}), bad


def test_target_modules_takes_a_python_set_as_its_sorted_list() -> None:
    """``target_modules`` admits ``set[str]``, as shipped (``x-python-set``): JSON has no
    set, so a set a Python caller passes is judged and held as its sorted list; a set
    anywhere else, or of anything but strings, is still no JSON data."""
    assert LoraConfigDict(target_modules={"v_proj", "q_proj"}).target_modules == [
        "q_proj",
        "v_proj",
    ]
    assert LoraConfigDict(target_modules=frozenset()).target_modules == []
    nested = {**NETWORK, "lora_config": {"target_modules": {"k_proj", "a_proj"}}}
    doc = {"algorithm": {"name": "GRPO"}, "network": nested}
    held = load_manifest(with_environment(doc)).algorithm
    assert isinstance(held, GRPOSpec)
    assert held.lora_config is not None
    assert held.lora_config.target_modules == ["a_proj", "k_proj"]
    with pytest.raises(ValueError, match="a set here holds strings, got 1 \\(int\\)"):
        LoraConfigDict(target_modules={"q_proj", 1})
    with pytest.raises(ValueError, match="no JSON type"):
        LoraConfigDict(task_type={"CAUSAL_LM"})
