"""The TypeScript/Ajv generator (tools/codegen/ts/codegen.cjs): Ajv in strict mode compiles
every schema without a warning, so an unknown keyword or a malformed annotation fails
generation; the deprecation mechanism reaches the types and the reference."""

from __future__ import annotations

import copy
import json
import subprocess
import sys
from typing import Any

import pytest

from tests.conftest import ROOT, load_schemas
from tests.node import node

sys.path.insert(0, str(ROOT / "tools" / "codegen"))

import bundle
import reference_docs

CODEGEN = ROOT / "tools" / "codegen" / "ts" / "codegen.cjs"


def generate(schemas: dict[str, Any]) -> subprocess.CompletedProcess[str]:
    payload = {
        "schemas": schemas,
        "models": bundle.model_locations(schemas),
        "types_view": bundle.types_view(schemas),
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
        (  # strictRequired: a required name no `properties` declares
            lambda s: s["manifest"]["allOf"][0]["if"].pop("properties"),
            "strictRequired",
        ),
    ],
    ids=["unknown-keyword", "bad-annotation", "bad-x-rule", "strict-required"],
)
def test_strict_mode_fails_generation(change: Any, complaint: str) -> None:
    done = generate(edited(change))
    assert done.returncode != 0
    assert complaint in done.stderr, done.stderr


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
