"""The TypeScript/Ajv generator (tools/codegen/ts/codegen.cjs): Ajv in strict mode compiles
every schema without a warning, so an unknown keyword or a malformed annotation fails
generation; the deprecation mechanism reaches the types and the reference."""

from __future__ import annotations

import copy
import json
import re
import subprocess
import sys
from typing import Any

import pytest

from tests.conftest import ROOT, load_schemas
from tests.node import node

sys.path.insert(0, str(ROOT / "tools" / "codegen"))

import bundle
import reference_docs
import x_rules

CODEGEN = ROOT / "tools" / "codegen" / "ts" / "codegen.cjs"


def generate(schemas: dict[str, Any]) -> subprocess.CompletedProcess[str]:
    payload = {
        "schemas": schemas,
        "models": bundle.model_locations(schemas),
        "types_view": bundle.types_view(schemas),
        "rules": x_rules.javascript_module(x_rules.load(), ""),
    }
    return subprocess.run(
        [node(), str(CODEGEN)],
        input=json.dumps(payload), capture_output=True, text=True, timeout=120, check=False,
        cwd=ROOT,
    )  # fmt: skip


def edited(change: Any) -> dict[str, Any]:
    schemas = copy.deepcopy(load_schemas())
    change(schemas)
    return schemas


def test_the_published_schemas_compile_in_strict_mode() -> None:
    done = generate(load_schemas())
    assert done.returncode == 0, done.stderr
    assert done.stderr == "", "no warning"
    out = json.loads(done.stdout)
    assert set(out) == {"types", "validate", "ajv"}


@pytest.mark.parametrize(
    ("change", "complaint"),
    [
        (  # a typo of a keyword would silently validate nothing: Ajv refuses it
            lambda s: s["training"]["properties"]["max_steps"].update(minimun=1),
            'unknown keyword: "minimun"',
        ),
        (  # an annotation of the wrong shape
            lambda s: s["training"]["properties"]["hpo"].update(markdownDescription=5),
            "markdownDescription",
        ),
        (
            lambda s: s["training"]["x-rules"][0].update(op="=<"),
            "x-rules",
        ),
        (  # an unknown operator never means another (multiple_of was the default)
            lambda s: s["training"]["x-rules"][3].update(op="multiple_off"),
            "data/3/op must be equal to one of the allowed values",
        ),
        (  # nor an unknown operand
            lambda s: s["networks"]["$defs"]["MlpSpec"]["x-rules"][1].update(left={"len": "x"}),
            'keyword "x-rules" value is invalid',
        ),
        (  # strictRequired: a required name no `properties` declares
            lambda s: s["manifest"]["allOf"][0]["if"].pop("properties"),
            "strictRequired",
        ),
    ],
    ids=[
        "unknown-keyword",
        "bad-annotation",
        "bad-x-rule",
        "unknown-x-rules-op",
        "unknown-x-rules-operand",
        "strict-required",
    ],
)
def test_strict_mode_fails_generation(change: Any, complaint: str) -> None:
    done = generate(edited(change))
    assert done.returncode != 0
    assert complaint in done.stderr, done.stderr


@pytest.mark.parametrize(
    ("section", "word", "drop", "complaint"),
    [
        ("comparisons", "multiple_of", "javascript", "comparisons['multiple_of']: has"),
        ("operands", "floordiv", "python", "operands['floordiv']: has"),
        ("operands", "length", "takes", "operands['length']: has"),
        ("comparisons", "<", "compares", "comparisons['<']: has"),
    ],
)
def test_a_word_without_its_meaning_fails_generation(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Any, section: str, word: str, drop: str,
    complaint: str,
) -> None:  # fmt: skip
    """The x-rules table (tools/codegen/x_rules.json): a word is added with its meaning in
    each language and its grammar, or generation stops naming the row."""
    table = json.loads((ROOT / x_rules.TABLE).read_text(encoding="utf-8"))
    del table[section][word][drop]
    (tmp_path / x_rules.TABLE).parent.mkdir(parents=True)
    (tmp_path / x_rules.TABLE).write_text(json.dumps(table), encoding="utf-8")
    monkeypatch.setattr(x_rules, "ROOT", tmp_path)
    with pytest.raises(SystemExit, match=re.escape(complaint)):
        x_rules.load()


def test_a_deprecated_field_is_tagged_in_the_types_and_the_reference() -> None:
    message = "Renamed: write eval_episodes."

    def deprecate(schemas: dict[str, Any]) -> None:
        schemas["training"]["properties"]["eval_loop"].update(
            deprecated=True, deprecationMessage=message
        )

    schemas = edited(deprecate)
    done = generate(schemas)
    assert done.returncode == 0, done.stderr
    types = json.loads(done.stdout)["types"]
    comment = types.split("eval_loop?: number;")[0].rsplit("/**", 1)[1]
    assert f"@deprecated {message}" in comment
    page = reference_docs.render("training", schemas)
    row = next(line for line in page.splitlines() if line.startswith("| `eval_loop`"))
    assert f"**Deprecated:** {message}" in row
    # datamodel-code-generator gets `deprecated` (pydantic: Field(deprecated=True))
    view = bundle.codegen_view(bundle.MODULES["training"], schemas)
    field = view["$defs"]["TrainingSpec"]["properties"]["eval_loop"]
    assert field["deprecated"] is True
    assert "deprecationMessage" not in field


def test_missing_node_modules_is_named(monkeypatch: pytest.MonkeyPatch, tmp_path: Any) -> None:
    import typescript  # tools/codegen/typescript.py

    monkeypatch.setattr(typescript, "ROOT", tmp_path)
    with pytest.raises(SystemExit, match="npm ci"):
        typescript.build(load_schemas(), lambda *args: "")
