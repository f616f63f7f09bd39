"""The fine-tuning network's rules for the supported models are the ones
tools/codegen/supported_models.py derives from ``x-supported-models`` (docs/networks.md):
composed into the published schema, never written into the hand-written one; and the
schema holds a network to its model's row."""

from __future__ import annotations

import json
import sys
from typing import Any

from agilerl.models.manifest import load_manifest, validate_manifest
from tests.conftest import PUBLISHED, ROOT

sys.path.insert(0, str(ROOT / "tools" / "codegen"))

import bundle
import supported_models


def test_the_published_rules_are_the_derived_ones() -> None:
    source = bundle.load("networks")
    published = json.loads((PUBLISHED / "networks.schema.json").read_text("utf-8"))
    spec = published["$defs"][supported_models.CLASS]
    derived = [rule for rule in spec["allOf"] if rule.get("$comment") == supported_models.MARK]
    assert derived == supported_models.rules(source)
    assert len(derived) == len(spec[supported_models.TABLE]) > 0
    # the hand-written class only marks their place
    assert source["$defs"][supported_models.CLASS]["allOf"] == [{"x-generated": "supported-models"}]


def _manifest(network: dict[str, Any]) -> dict[str, Any]:
    return {
        "algorithm": {"name": "GRPO"},
        "environment": {"env_type": "rollout", "entrypoint": "my_env:make"},
        "network": {"max_context_length": 64, **network},
    }


def _paths(network: dict[str, Any]) -> list[str]:
    _, _, found = validate_manifest(_manifest(network))
    return [".".join(map(str, problem.path)) for problem in found]


def test_a_supported_model_holds_its_adapter_to_its_row() -> None:
    qwen = {"pretrained_model_name_or_path": "Qwen/Qwen2.5-0.5B-Instruct"}
    assert _paths({**qwen, "lora_config": {"lora_r": 128, "target_modules": ["q_proj"]}}) == []
    assert _paths({**qwen, "lora_config": {"lora_r": 129}}) == ["network.lora_config.lora_r"]
    assert _paths({**qwen, "lora_config": {"target_modules": ["Q_PROJ"]}}) == [
        "network.lora_config.target_modules.0"
    ]
    assert _paths({**qwen, "lora_config": {"target_modules": "x"}}) == [
        "network.lora_config.target_modules"
    ]
    assert _paths({**qwen, "lora_config": {"target_parameters": ["a"]}}) == [
        "network.lora_config.target_parameters"
    ]
    # a wrong type is the field's own problem only
    assert _paths({**qwen, "lora_config": {"target_modules": ["Q_PROJ", 5]}}) == [
        "network.lora_config.target_modules"
    ]
    _, _, found = validate_manifest(_manifest({**qwen, "lora_config": {"lora_r": 129}}))
    assert "Qwen/Qwen2.5-0.5B-Instruct is a supported model: LoRA rank at most 128" in (
        found[0].message
    )
    # ids are compared as written: another spelling is no supported model
    other = {"pretrained_model_name_or_path": "qwen/qwen2.5-0.5b-instruct"}
    assert _paths({**other, "lora_config": {"lora_r": 10**6, "target_modules": ["x"]}}) == []


def test_packed_experts_unset_are_all_adapted_without_dropout() -> None:
    gpt = {"pretrained_model_name_or_path": "openai/gpt-oss-20b"}
    assert _paths({**gpt, "lora_config": {"target_parameters": ["mlp.experts.x"]}}) == [
        "network.lora_config.target_parameters.0"
    ]
    manifest = load_manifest(_manifest({**gpt, "lora_config": {"lora_dropout": 0.3}}))
    lora = manifest.model_dump(mode="json")["network"]["lora_config"]
    assert lora["target_parameters"] == ["mlp.experts.down_proj", "mlp.experts.gate_up_proj"]
    assert lora["lora_dropout"] == 0.0
    assert manifest.algorithm.lora_config.target_parameters == lora["target_parameters"]
    written = {"target_parameters": [], "lora_dropout": 0.3}
    lora = load_manifest(_manifest({**gpt, "lora_config": written})).network.lora_config
    assert (lora.target_parameters, lora.lora_dropout) == ([], 0.3)


def test_the_manifests_packed_expert_rules_are_derived_from_the_table() -> None:
    source = bundle.load("networks")
    table = source["$defs"][supported_models.CLASS][supported_models.TABLE]
    packed = {
        hub: row["target_parameters"] for hub, row in table.items() if row["target_parameters"]
    }
    published = json.loads((PUBLISHED / "manifest.schema.json").read_text("utf-8"))["allOf"]
    rules = [rule for rule in published if rule.get("$comment") == supported_models.PACKED_MARK]
    assert len(rules) == len(packed) > 0
    for rule, (hub, paths) in zip(rules, packed.items(), strict=True):
        network = rule["if"]["properties"]["network"]["properties"]
        assert network["pretrained_model_name_or_path"] == {"const": hub}
        lora = rule["then"]["properties"]["algorithm"]["properties"]["lora_config"]["properties"]
        assert lora["target_parameters"] == {"const": paths}
    # the hand-written manifest names no model of the table: it marks the rules' place
    text = json.dumps(bundle.load("manifest"))
    assert not any(json.dumps(hub) in text for hub in table)
    assert text.count('{"x-generated": "packed-experts"}') == 1
