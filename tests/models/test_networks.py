"""The network-section classes on their own, and the generator keywords that shape them
(the differential suite is tests/conformance/test_env_network.py)."""

from __future__ import annotations

import ast
import json
import sys
from pathlib import Path
from typing import Any

import pytest
from pydantic import ValidationError

from agilerl.arena.models import _schema, networks
from agilerl.models import _validation

ROOT = Path(__file__).resolve().parents[2]
PUBLISHED = ROOT / "generated" / "ts" / "schema"
sys.path.insert(0, str(ROOT / "tools" / "codegen"))

import bundle  # noqa: E402
import generate  # noqa: E402


def paths(doc: Any, model: str) -> list[str]:
    return sorted("/".join(map(str, p.path)) for p in _validation.problems(doc, model))


@pytest.mark.parametrize(
    ("cls", "doc"),
    [
        (networks.SimbaSpec, {"hidden_size": 64, "num_blocks": 2, "arch": "simba"}),
        (networks.LstmSpec, {"hidden_state_size": 64, "arch": "lstm"}),
    ],
)
def test_arch_is_read_and_left_out_of_every_dump(cls: Any, doc: dict[str, Any]) -> None:
    value = cls.model_validate(doc)
    assert value.arch == doc["arch"]
    assert "arch" not in value.model_dump()
    assert "arch" not in value.model_dump(mode="json")
    assert "arch" not in json.loads(value.model_dump_json())


def test_another_arch_is_refused() -> None:
    assert paths({"hidden_state_size": 64, "arch": "simba"}, "LstmSpec") == ["arch"]
    with pytest.raises(ValidationError, match="arch"):
        networks.LstmSpec(hidden_state_size=64, arch="simba")  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("model", "doc", "where", "rule"),
    [
        (
            "SimbaSpec",
            {"hidden_size": 64, "num_blocks": 5},
            "num_blocks",
            "simba-num-blocks-within-max",
        ),
        (
            "SimbaSpec",
            {"hidden_size": 4, "num_blocks": 2},
            "hidden_size",
            "simba-hidden-size-from-min",
        ),
        (
            "SimbaSpec",
            {"hidden_size": 64, "num_blocks": 2, "min_blocks": 3, "max_blocks": 2},
            "min_blocks",
            "simba-min-blocks-within-max",
        ),
        ("LstmSpec", {"hidden_state_size": 300}, "hidden_state_size", "lstm-state-within-max"),
        (
            "LstmSpec",
            {"hidden_state_size": 64, "num_layers": 7},
            "num_layers",
            "lstm-layers-within-max",
        ),
        (
            "LstmSpec",
            {"hidden_state_size": 64, "min_layers": 2},
            "min_layers",
            "lstm-layers-from-min",
        ),
    ],
)
def test_each_comparison_names_its_fields_and_rule(
    model: str, doc: dict[str, Any], where: str, rule: str
) -> None:
    found = _validation.problems(doc, model)
    assert [("/".join(map(str, p.path)), p.rule) for p in found if p.rule.endswith(rule)] == [
        (where, f"x-rules/{rule}")
    ]
    with pytest.raises(ValidationError):
        getattr(networks, model).model_validate(doc)


def test_a_comparison_at_equality_holds() -> None:
    doc = {"hidden_size": 8, "num_blocks": 4, "min_blocks": 4, "max_blocks": 4, "max_mlp_nodes": 8}
    assert networks.SimbaSpec.model_validate(doc).num_blocks == 4
    assert networks.LstmSpec(hidden_state_size=8, min_layers=0, num_layers=6).max_layers == 6


def test_sleep_mode_level_true_is_no_level() -> None:
    """The shipped class takes ``true`` as 1 (a bug we do not copy): refused at the field."""
    assert paths({"sleep_mode_level": True}, "VLLMConfig") == ["sleep_mode_level"]
    with pytest.raises(ValidationError, match="sleep_mode_level"):
        networks.VLLMConfig.model_validate({"sleep_mode_level": True})
    assert networks.VLLMConfig.model_validate({"sleep_mode_level": 2.0}).sleep_mode_level == 2


@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("gpu_memory_utilization", "0.5"),
        ("max_loras", 0),
        ("limit_mm_per_prompt", {"image": -1}),
        ("strip_multimodal_towers", ["smell"]),
        ("strip_multimodal_towers", 1),
        ("dtype", ""),
    ],
)
def test_vllm_fields_refuse_what_the_schema_refuses(field: str, value: Any) -> None:
    assert paths({field: value}, "VLLMConfig")
    with pytest.raises(ValidationError):
        networks.VLLMConfig.model_validate({field: value})


def test_a_defs_only_file_has_no_root_class_type_or_location() -> None:
    schema = json.loads((PUBLISHED / "networks.schema.json").read_text("utf-8"))
    assert schema["x-defs-only"] is True
    assert schema["title"] not in _schema.MODEL_SCHEMAS
    assert not hasattr(networks, schema["title"])
    view = bundle.codegen_view(("networks",), bundle.load_all())
    assert set(view["$defs"]) == set(schema["$defs"])
    assert {name for name in _schema.MODEL_SCHEMAS if name in schema["$defs"]} == set(
        schema["$defs"]
    )


def test_polish_excludes_marked_fields_and_inlines_bounded_mapping_values() -> None:
    code = (
        "from typing import Annotated, Literal\n"
        "from pydantic import BaseModel, Field\n"
        "from typing_extensions import TypeAliasType\n"
        'V = TypeAliasType("V", Annotated[int, Field(ge=0)])\n'
        "class A(BaseModel):\n"
        '    arch: Annotated[Literal["a"], Field(description="x")] = "a"\n'
        "    m: Annotated[dict[str, V] | None, Field(description='y')] = None\n"
    )
    out = generate._polish(code, excluded={"A": {"arch"}})
    tree = ast.parse(out)
    assert not any(isinstance(node, ast.Assign) for node in tree.body)
    assert "dict[str, Annotated[int, Field(ge=0)]] | None" in out
    assert "exclude=True" in out.split("m:")[0]
    assert out.count("exclude=True") == 1


CNN = {"channel_size": [16, 32], "kernel_size": [3, 3], "stride_size": [2, 1]}


@pytest.mark.parametrize(
    ("model", "doc", "where", "message"),
    [
        (
            "MlpSpec",
            {"hidden_size": [64] * 7},
            "hidden_size",
            "len(hidden_size) must be <= max_hidden_layers, got len(hidden_size)=7 and "
            "max_hidden_layers=6 (its default)",
        ),
        (
            "MlpSpec",
            {"hidden_size": [64, 64], "min_hidden_layers": 3, "max_hidden_layers": 4},
            "hidden_size",
            "len(hidden_size) must be >= min_hidden_layers, got len(hidden_size)=2 and "
            "min_hidden_layers=3",
        ),
        (
            "MlpSpec",
            {"hidden_size": [64, 4, 2]},
            "hidden_size",
            "hidden_size[1] must be >= min_mlp_nodes, got hidden_size[1]=4 and min_mlp_nodes=8 "
            "(its default)",
        ),
        (
            "CnnSpec",
            {**CNN, "channel_size": [16, 300]},
            "channel_size",
            "channel_size[1] must be <= max_channel_size, got channel_size[1]=300 and "
            "max_channel_size=256 (its default)",
        ),
        (
            "CnnSpec",
            {**CNN, "kernel_size": [3]},
            "kernel_size",
            "len(kernel_size) must be == len(channel_size), got len(kernel_size)=1 and "
            "len(channel_size)=2",
        ),
        (
            "CnnLstmSpec",
            {**CNN, "stride_size": [1, 1, 1], "hidden_state_size": 64},
            "stride_size",
            "len(stride_size) must be == len(channel_size), got len(stride_size)=3 and "
            "len(channel_size)=2",
        ),
    ],
)
def test_list_operands_name_the_field_its_length_or_item(
    model: str, doc: dict[str, Any], where: str, message: str
) -> None:
    """``{"length": f}`` and ``{"each": f}`` operands of x-rules: the problem sits on the
    list, and the message names its length or the first item that breaks the rule."""
    found = [p for p in _validation.problems(doc, model) if p.rule.startswith("x-rules/")]
    assert [("/".join(map(str, p.path)), p.message.split(":")[0]) for p in found] == [
        (where, message)
    ]
    with pytest.raises(ValidationError):
        getattr(networks, model).model_validate(doc)


def test_list_operands_hold_at_the_bounds_and_skip_what_is_no_list() -> None:
    assert networks.MlpSpec(hidden_size=[8] * 6, max_mlp_nodes=8).hidden_size == [8] * 6
    assert networks.CnnSpec(**{**CNN, "channel_size": [8, 256]}).channel_size == [8, 256]
    # a value that is no list is the field's own problem, not the rule's
    assert [p.rule for p in _validation.problems({**CNN, "kernel_size": 3}, "CnnSpec")] == ["type"]


def test_network_spec_selects_its_encoder_by_arch_and_sets_simba() -> None:
    head = {"hidden_size": [32]}
    simba = {"arch": "simba", "hidden_size": 64, "num_blocks": 2}
    value = networks.NetworkSpec.model_validate({"encoder_config": simba, "head_config": head})
    assert isinstance(value.encoder_config, networks.SimbaSpec)
    assert value.simba is True
    assert "simba" in value.model_fields_set
    assert "arch" not in value.model_dump()["encoder_config"]
    assert paths({"encoder_config": {"hidden_size": [8]}, "head_config": head}, "NetworkSpec") == [
        "encoder_config/arch"
    ]
    cnn = {"encoder_config": {"arch": "cnn", "hidden_size": [8]}, "head_config": head}
    assert paths(cnn, "NetworkSpec") == [
        "encoder_config/channel_size",
        "encoder_config/hidden_size",
        "encoder_config/kernel_size",
        "encoder_config/stride_size",
    ]
    actor = {"encoder_config": simba, "head_config": head, "squash_output": True}
    assert networks.StochasticActorSpec.model_validate(actor).squash_output is True
    assert paths(actor, "QNetworkSpec") == ["squash_output"]


def test_mlp_spec_dump_leaves_out_an_unset_output_activation() -> None:
    """As shipped: the class's own dump drops it; a network's dump of its head keeps it."""
    assert "output_activation" not in networks.MlpSpec(hidden_size=[8]).model_dump()
    assert (
        networks.MlpSpec(hidden_size=[8], output_activation="Tanh").model_dump()[
            "output_activation"
        ]
        == "Tanh"
    )
    network = networks.NetworkSpec.model_validate(
        {"encoder_config": {"arch": "mlp", "hidden_size": [8]}, "head_config": {"hidden_size": [8]}}
    )
    assert network.model_dump()["head_config"]["output_activation"] is None
