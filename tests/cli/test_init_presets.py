"""Every preset ``agilerl-specs init`` writes is valid under the whole manifest schema, for
every consumer (the Python loader, a stock 2020-12 validator with our ``x-rules``, the
generated JavaScript validator), and names a registered algorithm that selects its own
schema where the section has one for it."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from agilerl.arena.models._schema import SCHEMAS
from agilerl.cli._init import PRESETS, render
from agilerl.models import _validation
from agilerl.models._text import parse_yaml
from agilerl.models.manifest import load_manifest, validate_manifest
from tests.models.test_verdict import schema_verdict
from tests.node import run_json

SCRIPT = Path(__file__).resolve().parents[1] / "js" / "sections.cjs"
MANIFEST_ID = SCHEMAS["manifest"]["$id"]


def preset_data(preset: str) -> Any:
    return parse_yaml(render(preset, MANIFEST_ID))[0]


def selected_names() -> set[str]:
    """The names an ``if``/``then`` branch of the algorithm section selects."""
    out: set[str] = set()
    for item in SCHEMAS["algorithm"].get("allOf", []):
        wanted = item.get("if", {}).get("properties", {}).get("name", {})
        out |= {wanted["const"]} if "const" in wanted else set(wanted.get("enum", []))
    return out


def test_there_are_presets() -> None:
    assert len(PRESETS) >= 4


@pytest.mark.parametrize("preset", list(PRESETS))
def test_every_preset_is_valid_for_python(preset: str) -> None:
    text = render(preset, MANIFEST_ID)
    assert validate_manifest(text)[2] == []
    data = preset_data(preset)
    load_manifest(data)
    assert _validation.problems(data, "Manifest") == []
    assert schema_verdict(data), "a stock 2020-12 validator with our x-rules"


def test_every_preset_is_valid_for_javascript() -> None:
    cases = [{"model": "Manifest", "doc": preset_data(preset)} for preset in PRESETS]
    found = run_json(SCRIPT, cases)["problems"]
    assert dict(zip(PRESETS, found, strict=True)) == {preset: [] for preset in PRESETS}


@pytest.mark.parametrize("preset", list(PRESETS))
def test_every_preset_names_a_registered_algorithm(preset: str) -> None:
    name = preset_data(preset)["algorithm"]["name"]
    assert name in SCHEMAS["algorithm"]["properties"]["name"]["enum"]
    assert name in selected_names(), f"{preset}: {name} selects no branch of the section"


def test_the_presets_cover_the_sections_they_can() -> None:
    """Together the presets write every section a preset is made of: each top-level key
    they use is a manifest property (no key the schema would refuse)."""
    used = {key for preset in PRESETS for key in preset_data(preset)}
    assert used <= set(SCHEMAS["manifest"]["properties"]), used
    assert {"algorithm", "training"} <= used
