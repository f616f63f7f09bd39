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
    schema = json.loads((ROOT / "schema/networks.schema.json").read_text("utf-8"))
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
