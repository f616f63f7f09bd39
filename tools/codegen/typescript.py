"""The npm package under generated/ts: TypeScript types, the compiled Ajv validator, the schemas.

Node does the two conversions (``tools/codegen/ts/codegen.cjs``: json-schema-to-typescript
for the types, Ajv's standalone code for the validator, both pinned in package-lock.json
and installed by ``npm ci``); this module feeds it and lays the package out:

    generated/ts/package.json        the package (name, version, exports, the ajv runtime)
    generated/ts/index.js, .d.ts     validate/problems/isManifest, schemas, every type
    generated/ts/types.d.ts          one interface per schema object
    generated/ts/validate.js, .d.ts  the validators, compiled from the schemas (Ajv, strict)
    generated/ts/rules.js            the x-rules engine: the vocabulary (x_rules.json) and
                                     tools/codegen/ts/rules.js; validate.js and index.js use it
    generated/ts/schema/*.json       the published schemas (composed from schema/)
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
from collections.abc import Callable
from pathlib import Path
from typing import Any

import bundle
import problem_table
import x_rules

ROOT = bundle.ROOT
TS_OUT = Path("generated/ts")
HERE = Path("tools/codegen/ts")
PACKAGE_NAME = "@agilerl-specs/schema"
#: The hand-written body of index.js, in order (one scope): the mapping from Ajv's errors
#: to Python's problems, and what Python refuses before the schema is asked.
RUNTIME = ("runtime.js", "reading.js", "problems.js")

Banner = Callable[[list[str], str], str]


class NodeToolingMissing(SystemExit):
    pass


def node_tooling(package: str) -> str:
    """The node executable, after checking that ``npm ci`` installed ``package``."""
    node = shutil.which("node")
    if node is None:
        raise NodeToolingMissing(
            "generate: `node` not found. The TypeScript package needs Node.js >= 20 "
            "(nox installs the rest with `npm ci`)."
        )
    if not (ROOT / "node_modules" / package).is_dir():
        raise NodeToolingMissing(
            "generate: node_modules/ is missing or incomplete; run `npm ci` "
            "(`nox -s generate` and `nox -s check` do)."
        )
    return node


def run_node(package: str, script: Path, payload: dict[str, Any], what: str) -> dict[str, Any]:
    """Run ``script`` (a path under the repository) with node, ``payload`` as JSON on its
    stdin, and return the JSON it prints; ``package`` must be installed by ``npm ci``. A
    failure stops generation, naming ``what`` failed and node's stderr."""
    done = subprocess.run(
        [node_tooling(package), str(ROOT / script)],
        input=json.dumps(payload),
        capture_output=True,
        text=True,
        check=False,
        cwd=ROOT,
    )
    if done.returncode != 0:
        raise SystemExit(f"generate: {what} failed:\n{done.stderr}")
    result: dict[str, Any] = json.loads(done.stdout)
    return result


def _node(payload: dict[str, Any]) -> dict[str, Any]:
    return run_node(
        "json-schema-to-typescript", HERE / "codegen.cjs", payload, "the TypeScript/Ajv generator"
    )


def _key(stem: str) -> str:
    """``stem`` as an object key in JavaScript/TypeScript (quoted when it holds a ``/``)."""
    return stem if stem.isidentifier() else json.dumps(stem)


def _index_dts(models: list[str], stems: tuple[str, ...]) -> str:
    names = ", ".join(models)
    entries = "\n".join(f"  {name}: {name};" for name in models)
    schema_entries = "\n".join(f"  {_key(stem)}: JSONSchema;" for stem in stems)
    return f"""\
import type {{ {names} }} from "./types";

export type {{ {names} }} from "./types";

/** A JSON Schema document, as published under `schema/`. */
export type JSONSchema = {{ readonly [keyword: string]: unknown }};

/** The type each validator checks, by name. */
export interface Models {{
{entries}
}}

export type ModelName = keyof Models;

/** One of Ajv's errors (with `verbose`: the failing schema and data). */
export interface ValidationError {{
  instancePath: string;
  schemaPath: string;
  keyword: string;
  params: Record<string, unknown>;
  message?: string;
  schema?: unknown;
  parentSchema?: unknown;
  data?: unknown;
}}

/** A validator compiled from the schema: a type guard that keeps Ajv's errors. */
export interface ValidateFunction<T> {{
  (data: unknown): data is T;
  errors?: ValidationError[] | null;
}}

/** One reason a document is invalid, as Python's `agilerl.models` reports it. */
export interface Problem {{
  /** Keys and list indices from the document root. */
  path: Array<string | number>;
  /** The path written as `training.max_steps` / `environment.wrappers[0]`; "" for the root. */
  location: string;
  /** What is wrong, with the rule and the value received. */
  message: string;
  /** The schema keyword that rejected it: `type`, `required`, ..., `x-rules/<id>`. */
  rule: string;
}}

export type Verdict<T> =
  | {{ valid: true; value: T; problems: [] }}
  | {{ valid: false; problems: Problem[] }};

/** The compiled validators (JSON Schema 2020-12 plus the `x-rules` keyword). */
export declare const validators: {{ readonly [K in ModelName]: ValidateFunction<Models[K]> }};

/** The published schemas by section. */
export declare const schemas: {{
{schema_entries}
}};

/** Model name -> URI of the (sub)schema that validates it. */
export declare const MODEL_SCHEMAS: {{ readonly [K in ModelName]: string }};

/**
 * Every problem of `instance` as a `model` (default `Manifest`), sorted by path, each once,
 * as Python reports them: a refused selector (`algorithm.name`, `env_type`) with a close
 * valid value adds the problems its object has under that value, "(checked as DQN)".
 * Throws a `RangeError` for a model name that is not one of MODEL_SCHEMAS.
 */
export declare function problems(instance: unknown, model?: ModelName): Problem[];

/** The verdict on `instance` as a `model` (default `Manifest`). */
export declare function validate(instance: unknown): Verdict<Manifest>;
export declare function validate<K extends ModelName>(
  instance: unknown,
  model: K,
): Verdict<Models[K]>;

/** Whether `instance` is a valid manifest. */
export declare function isManifest(instance: unknown): instance is Manifest;

/** `["training", "max_steps"]` -> `training.max_steps`. */
export declare function formatPath(path: ReadonlyArray<string | number>): string;

/** A short English description of what a (sub)schema accepts. */
export declare function describe(schema: unknown): string;

/**
 * The candidate `word` most likely stands for ("did you mean"), as Python's problems rank
 * them: case and separators ignored first, then a prefix, then containment, then
 * difflib's ratio (at least 0.6); null when none is close.
 */
export declare function closest(word: string, candidates: Iterable<string>): string | null;
"""


def _validate_dts(models: list[str]) -> str:
    names = ", ".join(models)
    lines = [
        f'import type {{ {names} }} from "./types";',
        'import type { ValidateFunction } from "./index";',
        "",
    ]
    lines += [f"export declare const {name}: ValidateFunction<{name}>;" for name in models]
    return "\n".join(lines) + "\n"


def _index_js(
    models: dict[str, str], stems: tuple[str, ...], schemas: dict[str, dict[str, Any]]
) -> str:
    schema_lines = "\n".join(
        f'  {_key(stem)}: require("./schema/{stem}.schema.json"),' for stem in stems
    )
    head = (
        '"use strict";\n\n'
        "/** The compiled validators, by model name (validate.js). */\n"
        'const validators = require("./validate.js");\n\n'
        "/** The published schemas by section. */\n"
        f"const schemas = {{\n{schema_lines}\n}};\n\n"
        "/** Model name -> URI of the (sub)schema that validates it. */\n"
        f"const MODEL_SCHEMAS = {json.dumps(models, indent=2)};\n\n"
    ) + problem_table.javascript_head(schemas)
    body = "\n".join((ROOT / HERE / name).read_text(encoding="utf-8") for name in RUNTIME)
    return head + body


def _package_json(version: str, ajv: str, stems: tuple[str, ...]) -> str:
    package = {
        "//": "Code generated from schema/ by `nox -s generate`. DO NOT EDIT.",
        "name": PACKAGE_NAME,
        "version": version,
        "description": "TypeScript types, JSON Schemas and a compiled validator for AgileRL "
        f"training manifests (every section: {', '.join(s for s in stems if '/' not in s)}).",
        "license": "Apache-2.0",
        "main": "index.js",
        "types": "index.d.ts",
        "exports": {
            ".": {"types": "./index.d.ts", "default": "./index.js"},
            "./validate": {"types": "./validate.d.ts", "default": "./validate.js"},
            **{f"./schema/{stem}.schema.json": f"./schema/{stem}.schema.json" for stem in stems},
            "./package.json": "./package.json",
        },
        "files": [
            "index.js",
            "index.d.ts",
            "types.d.ts",
            "validate.js",
            "validate.d.ts",
            "rules.js",
            "schema/",
        ],
        "sideEffects": False,
        # validate.js imports helpers from Ajv's runtime (no compiler at run time).
        "dependencies": {"ajv": f"^{ajv}"},
    }
    return json.dumps(package, indent=2) + "\n"


def _project_version() -> str:
    """[project] version of pyproject.toml (Python 3.10 has no tomllib)."""
    text = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    project = text.split("\n[project]\n", 1)[1].split("\n[", 1)[0]
    found = re.search(r'^version\s*=\s*"([^"]+)"', project, re.MULTILINE)
    if found is None:
        raise SystemExit("generate: no [project] version in pyproject.toml")
    return found.group(1)


def build(schemas: dict[str, dict[str, Any]], banner: Banner) -> dict[Path, str]:
    stems = bundle.SECTIONS
    models = bundle.model_locations(schemas)
    names = list(models)
    sources = [f"schema/{stem}.schema.json" for stem in stems]
    head = banner(sources, "// ") + "\n"
    rules_head = banner([x_rules.TABLE, x_rules.ENGINE], "// ") + "\n"
    rules = x_rules.javascript_module(x_rules.load(), rules_head)
    payload = {"schemas": schemas, "models": models, "types_view": bundle.types_view(schemas)}
    result = _node({**payload, "rules": rules})
    version = _project_version()
    out = {
        TS_OUT / "package.json": _package_json(version, result["ajv"], stems),
        TS_OUT / "types.d.ts": head + result["types"],
        TS_OUT / "validate.js": head + result["validate"].rstrip("\n") + "\n",
        TS_OUT / "validate.d.ts": head + _validate_dts(names),
        TS_OUT / "rules.js": rules,
        TS_OUT / "index.js": head + _index_js(models, stems, schemas),
        TS_OUT / "index.d.ts": head + _index_dts(names, stems),
    }
    for stem in stems:  # as composed from schema/ (compose.py)
        out[TS_OUT / f"schema/{stem}.schema.json"] = bundle.schema_text(schemas[stem])
    return out
