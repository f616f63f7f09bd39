"""The examples in docstrings and the docs' example manifests work as written."""

from __future__ import annotations

import doctest
from pathlib import Path

import pytest

import agilerl.models.manifest
import agilerl.models.training
from agilerl.models.manifest import load_manifest

EXAMPLES = sorted((Path(__file__).parents[2] / "docs" / "examples").glob("*.yaml"))


@pytest.mark.parametrize("module", [agilerl.models.manifest, agilerl.models.training])
def test_docstring_examples(module: object) -> None:
    pytest.importorskip("torch") if module is agilerl.models.training else None
    result = doctest.testmod(module, optionflags=doctest.ELLIPSIS)  # type: ignore[arg-type]
    assert result.failed == 0
    assert result.attempted > 0


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.name)
def test_example_manifests_are_valid_and_carry_the_modeline(path: Path) -> None:
    assert path.read_text(encoding="utf-8").startswith(
        "# yaml-language-server: $schema=../../generated/ts/schema/manifest.schema.json\n"
    )
    load_manifest(path)
