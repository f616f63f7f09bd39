"""Types that compile: a TypeScript consumer of generated/ts, the corpus's valid manifests
as typed constants, what the types must reject marked ``@ts-expect-error``, and the
TypeScript blocks of the docs, all under ``tsc --strict --noEmit``."""

from __future__ import annotations

import json
import re
import subprocess
from pathlib import Path
from typing import Any

from agilerl.models.manifest import validate_manifest
from tests.conftest import CORPUS, ROOT, load_schemas
from tests.node import NODE_MODULES, node

CONSUMER = Path(__file__).with_name("consumer") / "consumer.ts"
PACKAGE = ROOT / "generated" / "ts"
TSC = NODE_MODULES / "typescript" / "bin" / "tsc"
# Problems the types can see: an unknown field, a wrong literal, a missing field, a value
# of another JSON type. (Ranges, integers, cross-field rules: only the validator.)
TYPE_LEVEL = {"additionalProperties", "enum", "const"}


def _always_required() -> set[str]:
    """Fields an object always requires (not those an if/then rule requires)."""
    manifest = load_schemas()["manifest"]
    out = set(manifest["required"])
    for section, prop in manifest["properties"].items():
        ref = prop.get("$ref", "")
        if ref.endswith(".schema.json"):
            target = load_schemas()[ref.removesuffix(".schema.json")]
            out |= {f"{section}.{name}" for name in target.get("required", [])}
    return out


def _ts_name(path: Path) -> str:
    return re.sub(r"\W", "_", f"{path.parent.name}_{path.stem}")


def _rule_descriptions() -> list[str]:
    """The descriptions of the if/then rules (``allOf`` items), which messages end with."""
    out = []
    for doc in load_schemas().values():
        for obj in [doc, *doc.get("$defs", {}).values()]:
            items = obj.get("allOf", [])
            out += [f"({item['description']})" for item in items if "description" in item]
    return out


def _caught_by_types(problem: Any) -> bool:
    if any(problem.message.endswith(rule) for rule in _rule_descriptions()):
        return False  # a rule narrows a field's values: the types keep all of them
    if problem.path[:1] == ("algorithm",) and problem.path != ("algorithm", "name"):
        # the section's type is a union that ends in the open AlgoSpec (any other field
        # kept as written): only its name is checked by the types
        return False
    if problem.rule in TYPE_LEVEL:
        return True
    if problem.rule == "required":
        return problem.location in _always_required()
    # "expected an integer, got 10.5 (number)": TypeScript has one number type
    return problem.rule == "type" and not problem.message.endswith("(number)")


def corpus_module() -> str:
    """Each valid manifest as a ``Manifest``; each invalid one the types can tell apart,
    marked ``@ts-expect-error`` (the object on one line: the mark covers all of it)."""
    lines = ['import type { Manifest } from "@agilerl-specs/schema";', ""]
    examples = sorted((ROOT / "docs" / "examples").glob("*.yaml"))
    for path in sorted([*(CORPUS / "valid").iterdir(), *(CORPUS / "invalid").iterdir(), *examples]):
        _, data, problems = validate_manifest(path)
        if problems and not all(map(_caught_by_types, problems)):
            continue
        if problems:
            lines.append(f"// @ts-expect-error: {problems[0]}")
        lines.append(f"export const {_ts_name(path)}: Manifest = {json.dumps(data)};")
    return "\n".join(lines) + "\n"


def docs_modules() -> dict[str, str]:
    """The ```ts blocks of docs/*.md, one module each."""
    out = {}
    for page in sorted((ROOT / "docs").glob("*.md")):
        blocks = re.findall(
            r"^```(?:ts|typescript)\n(.*?)^```", page.read_text("utf-8"), re.M | re.S
        )
        for i, block in enumerate(blocks):
            out[f"docs_{page.stem}_{i}.ts"] = block + "\nexport {};\n"
    return out


def tsc(tmp_path: Path, files: list[Path]) -> subprocess.CompletedProcess[str]:
    config = {
        "compilerOptions": {
            "strict": True,
            "noEmit": True,
            "target": "es2022",
            "module": "nodenext",
            "moduleResolution": "nodenext",
            "types": [],
            "exactOptionalPropertyTypes": True,
            "noUncheckedIndexedAccess": True,
            "paths": {"@agilerl-specs/schema": [str(PACKAGE / "index.d.ts")]},
        },
        "files": [str(f) for f in files],
    }
    (tmp_path / "tsconfig.json").write_text(json.dumps(config, indent=2), encoding="utf-8")
    return subprocess.run(
        [node(), str(TSC), "--strict", "--noEmit", "-p", str(tmp_path / "tsconfig.json")],
        capture_output=True, text=True, timeout=300, check=False, cwd=ROOT,
    )  # fmt: skip


# The check has teeth: a wrong value in a typed manifest is an error, and so is an
# `@ts-expect-error` mark on a line that type-checks. Exactly these two errors are expected.
TEETH = (
    'import type { TrainingSpec } from "@agilerl-specs/schema";\n'
    'export const a: TrainingSpec = { rollout_mode: "sometimes" };\n'
    "// @ts-expect-error: nothing wrong here\n"
    "export const b: TrainingSpec = { max_steps: 5 };\n"
)


def test_consumer_corpus_and_docs_type_check(tmp_path: Path) -> None:
    """One tsc run (it takes seconds) over every TypeScript file of the check."""
    corpus = tmp_path / "corpus.ts"
    corpus.write_text(corpus_module(), encoding="utf-8")
    teeth = tmp_path / "teeth.ts"
    teeth.write_text(TEETH, encoding="utf-8")
    docs = []
    for name, text in docs_modules().items():
        (tmp_path / name).write_text(text, encoding="utf-8")
        docs.append(tmp_path / name)
    done = tsc(tmp_path, [CONSUMER, corpus, *docs, teeth])
    errors = [line for line in done.stdout.splitlines() if "error TS" in line]
    assert done.returncode != 0
    assert len(errors) == 2, done.stdout + done.stderr
    assert "teeth.ts(2," in errors[0], errors
    assert "TS2322" in errors[0], errors
    assert "teeth.ts(3," in errors[1], errors
    assert "TS2578" in errors[1], errors  # unused @ts-expect-error
    marked = corpus.read_text(encoding="utf-8").count("@ts-expect-error")
    assert marked >= 10, "the invalid corpus exercises the types"
