"""The reference pages write each x-rules operand as a problem's message does: the
generator's reading of the vocabulary (tools/codegen/x_rules.py) and the runtime's
(agilerl.models._rule_expr) give the same words for every operand of every rule."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from typing import Any

from agilerl.models._rule_expr import label
from tests.conftest import ROOT, load_schemas

sys.path.insert(0, str(ROOT / "tools" / "codegen"))

import x_rules

OPERANDS = x_rules.load()["operands"]


def _rules(node: Any) -> Iterator[dict[str, Any]]:
    if isinstance(node, dict):
        yield from node.get("x-rules", [])
        for value in node.values():
            yield from _rules(value)
    elif isinstance(node, list):
        for item in node:
            yield from _rules(item)


def _operands(operand: Any) -> Iterator[Any]:
    """The operand and every operand inside it."""
    yield operand
    if isinstance(operand, dict):
        ((_, args),) = operand.items()
        for arg in args if isinstance(args, list) else [args]:
            yield from _operands(arg)


def test_the_generator_and_the_runtime_write_every_operand_alike() -> None:
    seen = set()
    for rule in _rules(load_schemas()):
        for side in ("left", "right"):
            for operand in _operands(rule.get(side, [])) if side in rule else ():
                assert x_rules.label(operand, OPERANDS) == label(operand), operand
                seen.add(next(iter(operand)) if isinstance(operand, dict) else type(operand))
    # every kind of operand the schemas use: fields, numbers, reads and computations
    assert {str, int, float, "length", "each", "default", "sum", "floordiv"} <= seen
    # and numbers no schema writes yet: whole floats, -0, huge and small ones, nested
    for operand in (2.0, -0.0, 1e300, 0.1, -5, {"sum": [2.0, "a/b"]}, {"max": ["a", 1e20]}):
        assert x_rules.label(operand, OPERANDS) == label(operand), operand


def test_a_reference_page_writes_a_rule_as_its_message_does() -> None:
    pages = {p.name: p.read_text(encoding="utf-8") for p in (ROOT / "docs/reference").glob("*.md")}
    for name, page in pages.items():
        assert "(['" not in page, name  # no Python repr of an operand
        assert "([{'" not in page, name
    manifest = pages["manifest.md"]
    assert "`training.pop_size // selection_strategy.n_subpopulations >= 3`" in manifest
    assert "`increasing` over `evolution_frequency_ratios`" in pages["hpo.md"]
    networks = (ROOT / "docs" / "reference" / "networks.md").read_text(encoding="utf-8")
    assert "`len(hidden_size) >= min_hidden_layers`" in networks
    assert "`hidden_size[i] >= min_mlp_nodes`" in networks
