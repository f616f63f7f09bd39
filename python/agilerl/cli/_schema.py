"""``agilerl-specs schema`` and ``agilerl-specs explain``: the published schemas, read aloud."""

from __future__ import annotations

import json
import textwrap
from pathlib import Path

import click

from agilerl.arena.models._schema import SCHEMAS
from agilerl.cli import _fields
from agilerl.cli._app import EXIT_USAGE, Failure, app, debug_option


def schema_text(name: str) -> str:
    """The schema document ``name`` as published under ``schema/`` (2-space JSON)."""
    return json.dumps(SCHEMAS[name], indent=2, ensure_ascii=False) + "\n"


@app.command()
@click.argument("name", required=False, default="manifest", type=click.Choice(list(SCHEMAS)))
@click.option(
    "--output",
    "-o",
    "output",
    type=click.Path(file_okay=False, path_type=Path),
    help="Write <name>.schema.json files into this directory (all of them unless NAME is given).",
)
@debug_option
@click.pass_context
def schema(ctx: click.Context, name: str, output: Path | None) -> None:
    """Print the JSON Schema (draft 2020-12) of a section: training, replay_buffer, manifest...

    The manifest's schema refers to the others by relative file name, so write them all
    (--output DIR) to use them from disk.
    """
    if output is None:
        click.echo(schema_text(name), nl=False)
        return
    explicit = ctx.get_parameter_source("name") is click.core.ParameterSource.COMMANDLINE
    names = [name] if explicit else list(SCHEMAS)
    try:
        output.mkdir(parents=True, exist_ok=True)
        for each in names:
            path = output / f"{each}.schema.json"
            path.parent.mkdir(parents=True, exist_ok=True)  # algorithms/<name>
            path.write_text(schema_text(each), encoding="utf-8")
            click.echo(f"wrote {path}")
    except OSError as exc:
        raise Failure(f"cannot write to {output}: {exc.strerror or exc}", EXIT_USAGE) from None


def _wrap(label: str, text: str) -> list[str]:
    lines = textwrap.wrap(text, width=86 - 12, break_long_words=False, break_on_hyphens=False)
    lines[1:] = [" " * 14 + line for line in lines[1:]]
    return [f"  {label:<11} {lines[0] if lines else ''}", *lines[1:]]


def explain_text(found: _fields.Field) -> str:
    """The explanation of one field, as ``explain`` prints it."""
    out = [found.path]
    if found.description:
        out += textwrap.wrap(
            found.description, width=88, initial_indent="  ", subsequent_indent="  "
        )
    out.append("")
    if found.path != _fields.ROOT:
        out += _wrap("type", _fields.type_text(found.schema))
        bounds = _fields.bounds_text(found.schema, found.name)
        if bounds:
            out += _wrap("bounds", bounds)
        out += _wrap("default", _fields.default_text(found.schema, found.required))
        out += _wrap("required", "yes" if found.required else "no")
        if found.schema.get("examples"):
            out += _wrap("examples", ", ".join(json.dumps(e) for e in found.schema["examples"]))
    for index, rule in enumerate(found.rules):
        out += _wrap("rules" if index == 0 else "", rule)
    if found.children:
        target = found.target
        names = ", ".join(found.children)
        out += _wrap(
            "fields",
            names
            + (
                " (and any other, kept as written)"
                if target.get("additionalProperties") is True
                else ""
            ),
        )
    out += _wrap("schema", found.pointer)
    return "\n".join(out) + "\n"


@app.command()
@click.argument("field_path", metavar="FIELD")
@debug_option
def explain(field_path: str) -> None:
    """Explain a field: type, default, bounds, description and rules.

    FIELD is a dotted path from the manifest root, e.g. training.max_steps or
    replay_buffer.per_buffer_args.alpha; a section (training) lists its fields.
    """
    try:
        found = _fields.resolve(field_path)
    except _fields.FieldNotFound as missing:
        hint = ""
        if missing.suggestions:
            hint = "; did you mean " + " or ".join(f"`{s}`" for s in missing.suggestions) + "?"
        raise Failure(missing.message + hint, EXIT_USAGE) from None
    click.echo(explain_text(found), nl=False)
