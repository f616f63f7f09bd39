"""``agilerl-specs validate``: every problem of every manifest, with line and column."""

from __future__ import annotations

import json
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import click

from agilerl.cli._app import (
    EXIT_INVALID,
    EXIT_OK,
    EXIT_USAGE,
    app,
    debug_option,
    format_option,
    set_option,
)

#: Problem rules that are about the text, not a schema keyword: no ``[rule]`` tag shown.
TEXT_RULES = frozenset({"read", "syntax", "json"})
STDIN = "-"


@dataclass
class Report:
    """The verdict on one source: ``valid``, ``invalid`` or ``unreadable``."""

    name: str
    status: str
    problems: list[Any] = field(default_factory=list)
    data: Any = None

    @property
    def exit_code(self) -> int:
        return {"valid": EXIT_OK, "invalid": EXIT_INVALID}.get(self.status, EXIT_USAGE)


def check(source: str, overrides: tuple[Any, ...] = ()) -> Report:
    """Read and judge one manifest (a path, or ``-`` for standard input), with
    ``overrides`` (``--set``) applied to what was read."""
    from agilerl.models._text import TextError
    from agilerl.models.manifest import ManifestReadError, Problem, validate_manifest

    name = "<stdin>" if source == STDIN else source
    try:
        if source == STDIN:
            try:  # the caller's pipe: the byte limit holds, the caller owns the timing
                raw = _read_stdin()
            except TextError as exc:
                return Report(name, "unreadable", [Problem((), exc.message, "read")])
            _, data, problems = validate_manifest(raw, overrides=overrides)
        else:
            _, data, problems = validate_manifest(Path(source), overrides=overrides)
    except ManifestReadError as exc:
        return Report(name, "unreadable", exc.problems)
    return Report(name, "invalid" if problems else "valid", problems, data)


def coverage(data: Any) -> tuple[list[str], list[str]]:
    """(checked, unchecked): what the schemas judge in a manifest, and what it only carries.

    Read from the manifest schema: a section whose schema is a bare ``object`` (the
    network, mutation, selection_strategy) belongs to another schema and is passed through
    as written; so are the algorithm section's fields beyond its own (``lr``, ...).
    """
    from agilerl.arena.models._schema import SCHEMAS
    from agilerl.models._algorithms import spec_classes
    from agilerl.models._closest import closest
    from agilerl.models._validation import resolve

    if not isinstance(data, dict):
        return [], []
    props = SCHEMAS["manifest"]["properties"]
    checked: list[str] = []
    unchecked: list[str] = []
    for key, value in data.items():
        schema = props.get(key)
        if key == "$schema" or not isinstance(schema, dict):
            continue
        if schema.get("type") == "object" and "properties" not in schema:
            unchecked.append(key)
        elif key == "algorithm" and isinstance(value, dict):
            algo = value.get("name")
            classes = spec_classes()
            spec = classes.get(algo) if isinstance(algo, str) else None
            near = closest(algo, classes) if isinstance(algo, str) and spec is None else None
            if spec is None and near is None:  # no name near one: the section's own fields
                own = SCHEMAS["algorithm"]["properties"]
                checked += [f"algorithm.{name}" for name in value if name in own]
                unchecked += [f"algorithm.{name}" for name in value if name not in own]
            else:  # the fields the spec holds as free-form mappings (``dict[str, Any]``, as
                # the shipped classes do: ``rollout_buffer_config``, ``net_config``); a name
                # near a registered one is checked as that one (its problems say so)
                spec = spec or classes[near]  # type: ignore[index]
                fields = spec.model_fields
                checked.append("algorithm" if near is None else f"algorithm (checked as {near})")
                unchecked += [
                    f"algorithm.{name}"
                    for name in value
                    if name in fields and "dict[str, typing.Any]" in str(fields[name].annotation)
                ]
        elif key == "replay_buffer" and isinstance(value, dict):
            checked.append(f"replay_buffer ({value.get('kind', 'classic')})")
        else:
            checked.append(key)
            unchecked += free_form(value, schema, resolve(SCHEMAS["manifest"]["$id"])[1], key)
    return checked, unchecked


def free_form(value: Any, schema: Any, resolver: Any, path: str) -> list[str]:
    """The fields under ``value`` that its schema leaves free-form: a bare ``object``, as the
    shipped classes' ``dict[str, Any]`` fields (``mutation.network.encoder``). The schema
    is followed through ``$ref``, ``anyOf`` and ``if``/``then``/``else`` branches."""
    if not isinstance(value, dict):
        return []
    out: list[str] = []
    for key, item in value.items():
        sub = _field_schema(schema, resolver, key)
        if sub is None:
            continue
        node, inner = sub
        if node.get("type") == "object" and not {"properties", "additionalProperties"} & set(node):
            out.append(f"{path}.{key}")
        else:
            out += free_form(item, node, inner, f"{path}.{key}")
    return out


def _field_schema(schema: Any, resolver: Any, key: str) -> tuple[dict[str, Any], Any] | None:
    """The schema of field ``key`` in the first object schema reachable from ``schema``
    (``resolver``: the one its ``$ref`` resolve from)."""
    from agilerl.models._validation import resolve

    todo, seen = [(schema, resolver)], 0
    while todo and seen < 64:
        node, where = todo.pop(0)
        seen += 1
        if not isinstance(node, dict):
            continue
        if "$ref" in node:
            todo.append(resolve(node["$ref"], where))
        properties = node.get("properties", {})
        if key in properties:
            return properties[key], where
        extra = node.get("additionalProperties")
        if isinstance(extra, dict):
            return extra, where
        for branch in (*node.get("anyOf", ()), node.get("then"), node.get("else")):
            todo.append((branch, where))
    return None


def plan_of(data: Any) -> Any:
    """The buffer plan of a document the schema accepted (a ``BufferPlan``), or None where
    it has no classic replay_buffer. Needs no torch."""
    from pydantic import ValidationError

    from agilerl.models._spec_base import build
    from agilerl.models.buffer_plan import buffer_plan
    from agilerl.models.manifest import Manifest
    from agilerl.models.training import ReplayBufferSpec

    if not isinstance(data, dict) or not isinstance(data.get("replay_buffer"), dict):
        return None
    try:
        manifest = build(Manifest, data)  # only called on a document the schema accepted
    except ValidationError:
        return None
    if not isinstance(manifest.replay_buffer, ReplayBufferSpec):
        return None
    try:
        return buffer_plan(manifest.replay_buffer, manifest.algorithm)
    except TypeError:
        return None


def warnings_of(data: Any) -> list[str]:
    """What building would warn about (a flag the factory ignores), without torch."""
    plan = plan_of(data)
    return [] if plan is None else list(plan.warnings)


def format_problem(name: str, problem: Any) -> str:
    """``file:line:col: field.path: message [rule]`` (position and path when known);
    ``file: --set PATH=VALUE: ...`` for a problem in an override."""
    where = name if problem.line is None else f"{name}:{problem.line}:{problem.column}"
    if problem.override is not None:
        where = f"{name}: --set {problem.override}"
    if problem.rule in TEXT_RULES:
        text = f"{problem.location}: {problem.message}" if problem.path else problem.message
        return f"{where}: {text}"
    return f"{where}: {problem} [{problem.rule}]"


def summary(report: Report) -> str:
    """``RainbowDQN; replay buffer: prioritized + 3-step, 50000 transitions`` for a valid one."""
    data = report.data if isinstance(report.data, dict) else {}
    algo = data.get("algorithm", {}).get("name", "?")
    buffer = data.get("replay_buffer")
    if not isinstance(buffer, dict):
        return f"{algo}; no replay buffer"
    if buffer.get("kind") == "llm":
        size = buffer.get("max_size", buffer.get("memory_size", 10_000))
        return f"{algo}; llm rollout queue, {size} groups"
    plan = plan_of(data)  # what the factory builds (multi-agent: uniform, warned above)
    memories = () if plan is None else plan.built()
    kinds = [
        "prioritized" if m.kind == "prioritized" else f"{m.n_step}-step"
        for m in memories
        if m.kind != "uniform"
    ]
    size = buffer.get("max_size", buffer.get("memory_size", 100_000))
    return f"{algo}; replay buffer: {' + '.join(kinds) or 'uniform'}, {size} transitions"


def as_json(report: Report) -> dict[str, Any]:
    checked, unchecked = coverage(report.data)
    return {
        "file": report.name,
        "status": report.status,
        "valid": report.status == "valid",
        "checked": checked,
        "unchecked": unchecked,
        "warnings": warnings_of(report.data) if report.status == "valid" else [],
        "problems": [problem_json(report.name, p) for p in report.problems],
    }


def problem_json(name: str, problem: Any, text: str | None = None) -> dict[str, Any]:
    """``problem`` in the JSON documents' shape; ``text`` as printed (else as validate does)."""
    return {
        "path": problem.location,
        "path_parts": list(problem.path),
        "message": problem.message,
        "rule": problem.rule,
        "line": problem.line,
        "column": problem.column,
        "override": problem.override,
        "text": format_problem(name, problem) if text is None else text,
    }


def _read_stdin() -> bytes:
    """Standard input's bytes, within the byte limit (a real descriptor when there is one)."""
    from agilerl.models._text import TextError, limits
    from agilerl.models._text.source import read_fd

    if sys.stdin is None:  # fd 0 was closed when Python started (`cmd - <&-`)
        raise TextError("cannot read standard input: it is closed")
    try:
        fd = sys.stdin.fileno()
    except (AttributeError, OSError, ValueError):  # replaced by a stream (tests, embedding)
        stream = getattr(sys.stdin, "buffer", None)
        if stream is None:
            raise TextError("cannot read standard input: it is not a byte stream") from None
        raw: bytes = stream.read(limits.MAX_BYTES + 1)
        if len(raw) > limits.MAX_BYTES:
            raise TextError(f"more than {limits.MAX_BYTES} bytes; refused") from None
        return raw
    return read_fd(fd, timeout=None)


@app.command()
@click.argument("files", nargs=-1, required=True, metavar="FILE...")
@format_option("text: one line per problem; json: one document, for CI and editors.")
@click.option("-q", "--quiet", is_flag=True, help="Print problems only (no 'valid' lines).")
@set_option
@debug_option
@click.pass_context
def validate(
    ctx: click.Context, files: tuple[str, ...], fmt: str, quiet: bool, overrides: tuple[Any, ...]
) -> None:
    """Validate YAML or JSON manifests ('-' reads standard input).

    Prints every problem as FILE:LINE:COL: FIELD.PATH: MESSAGE [RULE]; for a valid
    manifest, which sections were checked and which are passed through unchecked (they
    belong to other schemas), and what building it would warn about. Exit status: 0 all
    valid, 1 a manifest is invalid, 2 a file cannot be read, 3 the output could not be
    written (no verdict).
    """
    if list(files).count(STDIN) > 1:
        raise click.UsageError("'-' (standard input) may be given once")
    reconfigure = getattr(sys.stdout, "reconfigure", None)
    if reconfigure is not None:  # characters the encoding lacks print as escapes, no crash
        reconfigure(errors="backslashreplace")
    reports = [check(source, overrides) for source in files]
    if fmt == "json":
        document = {
            "valid": all(r.status == "valid" for r in reports),
            "files": [as_json(r) for r in reports],
        }
        click.echo(json.dumps(document, indent=2))
    else:
        for report in reports:
            if report.status == "valid":
                for warning in warnings_of(report.data):
                    click.echo(f"{report.name}: warning: {warning}")
                if not quiet:
                    click.echo(f"{report.name}: valid ({summary(report)})")
                    checked, unchecked = coverage(report.data)
                    click.echo(f"  checked: {', '.join(checked)}")
                    if unchecked:
                        click.echo(f"  passed through unchecked: {', '.join(unchecked)}")
                continue
            for problem in report.problems:
                click.echo(format_problem(report.name, problem))
        if len(reports) > 1 and not quiet:
            counts = {s: sum(r.status == s for r in reports) for s in ("valid", "invalid")}
            unreadable = len(reports) - counts["valid"] - counts["invalid"]
            problems = sum(len(r.problems) for r in reports if r.status == "invalid")
            click.echo(
                f"{len(reports)} files: {counts['valid']} valid, {counts['invalid']} invalid "
                f"({problems} problem{'s' * (problems != 1)})"
                + (f", {unreadable} unreadable" if unreadable else "")
            )
    ctx.exit(max(r.exit_code for r in reports))
