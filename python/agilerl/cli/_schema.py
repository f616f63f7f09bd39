"""``agilerl-specs schema`` and ``agilerl-specs explain``: the published schemas, read aloud."""

from __future__ import annotations

import difflib
import json
import os
import textwrap
from pathlib import Path
from typing import Any

import click

from agilerl.arena.models._schema import SCHEMAS
from agilerl.cli import _fields, _picked, _write
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
@click.option("--force", is_flag=True, help="Replace schema files that exist in the directory.")
@debug_option
@click.pass_context
def schema(ctx: click.Context, name: str, output: Path | None, force: bool) -> None:
    """Print the JSON Schema (draft 2020-12) of a section: training, replay_buffer, manifest...

    The manifest's schema refers to the others by relative file name, so write them all
    (--output DIR) to use them from disk. Files that exist are replaced only with
    --force, and only regular files: a symbolic link, a FIFO or a device there is refused.
    """
    if output is None:
        click.echo(schema_text(name), nl=False)
        return
    explicit = ctx.get_parameter_source("name") is click.core.ParameterSource.COMMANDLINE
    names = [name] if explicit else list(SCHEMAS)
    try:
        root = _write.open_folder(output, create=True)
    except OSError as exc:
        raise Failure(f"cannot write to {output}: {exc.strerror or exc}", EXIT_USAGE) from None
    try:
        for each in names:
            path = output / f"{each}.schema.json"
            folder, sub = root, None
            if path.parent != output:  # algorithms/<name>: a folder of the output's own
                sub = _write.open_folder(path.parent, create=True, parent=root)
                folder = sub if sub is not None else root
            try:
                _write.write_file(path, schema_text(each), force=force, folder=folder)
            finally:
                if sub is not None:
                    os.close(sub)
            click.echo(f"wrote {path}")
    finally:
        if root is not None:
            os.close(root)


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
    if found.selected_by:
        out += _wrap("selected by", f"{found.path.rsplit('.', 1)[0]}.{found.selected_by}")
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
        more = found.target.get("additionalProperties") is True
        out += _wrap(
            "fields", ", ".join(found.children) + more * " (and any other, kept as written)"
        )
    out += _wrap("schema", found.pointer)
    return "\n".join(out) + "\n"


#: The manifest object whose value ``--algorithm`` names, and the key holding it.
SECTION, TAG = "algorithm", "name"
#: The manifest section whose class the manifest's own values select (``env_type``).
ENVIRONMENT = "environment"


def algorithm_names() -> list[str]:
    """The registered algorithm names, as ``algorithm.name`` of the schema lists them."""
    return [str(v) for v in _fields.resolve(f"{SECTION}.{TAG}").target.get("enum", [])]


def _did_you_mean(names: list[str]) -> str:
    if not names:
        return ""
    return "; did you mean " + " or ".join(f"`{n}`" for n in dict.fromkeys(names)) + "?"


def _checked_algorithm(name: str) -> str:
    names = algorithm_names()
    if name in names:
        return name
    folded = name.casefold().replace(" ", "")
    near = [n for n in names if n.casefold().replace(" ", "") == folded]
    hint = _did_you_mean(near + difflib.get_close_matches(name, names, n=3, cutoff=0.5))
    raise Failure(f"unknown algorithm {name!r}{hint} (registered: {', '.join(names)})", EXIT_USAGE)


def _manifest_data(path: Path) -> Any:
    """The manifest at ``path`` as data (read, not validated)."""
    from agilerl.models.manifest import ManifestReadError, validate_manifest

    try:
        _, data, found = validate_manifest(path)
    except ManifestReadError as error:
        raise Failure(f"cannot read {path}: {error.problems[0].message}", EXIT_USAGE) from None
    if data is None and found:  # refused as text (syntax, limits): no data to read from
        first = found[0]
        where = f"{path}:{first.line}:{first.column}" if first.line is not None else str(path)
        raise Failure(f"cannot read {where}: {first.message}", EXIT_USAGE)
    return data


def _manifest_algorithm(path: Path, data: Any) -> str:
    """``algorithm.name`` as written in the manifest ``data`` read from ``path``."""
    name = _picked.value_at(data, [SECTION, TAG])
    if not isinstance(name, str):
        raise Failure(
            f"{path} names no algorithm ({SECTION}.{TAG} is {json.dumps(name)}); "
            "give one with --algorithm NAME",
            EXIT_USAGE,
        )
    return name


def _full_path(field_path: str) -> str:
    """``lr`` -> ``algorithm.lr``: with an algorithm named, a path that does not start at
    a manifest field starts in the algorithm section."""
    first = field_path.strip().split(".", 1)[0]
    top = {_fields.ROOT, *_fields.resolve(_fields.ROOT).children}
    return field_path if first in top else f"{SECTION}.{field_path.strip()}"


@app.command()
@click.argument("field_path", metavar="FIELD")
@click.option(
    "--algorithm",
    "-a",
    "algorithm",
    metavar="NAME",
    help="Explain FIELD as it is for this algorithm (DQN, PPO, ...): the algorithm's own "
    "schema, selected by algorithm.name. FIELD may then be written without `algorithm.`.",
)
@click.option(
    "--manifest",
    "-m",
    "manifest",
    type=click.Path(dir_okay=False, path_type=Path),
    help="Take the algorithm from this manifest's algorithm.name (--algorithm overrides it), "
    "and the environment's class from its env_type (or the one the algorithm implies).",
)
@debug_option
def explain(field_path: str, algorithm: str | None, manifest: Path | None) -> None:
    """Explain a field: type, default, bounds, description and rules.

    FIELD is a dotted path from the manifest root, e.g. training.max_steps or
    replay_buffer.per_buffer_args.alpha; a section (training) lists its fields.

    \b
    An algorithm's hyperparameters depend on algorithm.name; name the algorithm:
    agilerl-specs explain --algorithm DQN lr
    agilerl-specs explain algorithm.lr --manifest manifest.yaml
    """
    if len(field_path) > _fields.MAX_PATH_CHARS:
        raise Failure(
            f"FIELD is {len(field_path):,} characters long; a field path is at most "
            f"{_fields.MAX_PATH_CHARS:,} (training.max_steps, algorithm.lr)",
            EXIT_USAGE,
        )
    data = _manifest_data(manifest) if manifest is not None else None
    if algorithm is None and manifest is not None:
        algorithm = _manifest_algorithm(manifest, data)
    document: dict[str, Any] | None = None
    if algorithm is not None:
        document = {SECTION: {TAG: _checked_algorithm(algorithm)}}
        field_path = _full_path(field_path)
        environment = data.get(ENVIRONMENT) if isinstance(data, dict) else None
        if isinstance(environment, dict):  # its env_type (or the implied one) picks its class
            document[ENVIRONMENT] = environment
    try:
        found = _fields.resolve(field_path, document)
    except _fields.FieldNotFound as missing:
        hint = _did_you_mean(missing.suggestions)
        if missing.depends_on == SECTION:
            hint += " (name the algorithm: --algorithm NAME, or --manifest FILE)"
        raise Failure(missing.message + hint, EXIT_USAGE) from None
    click.echo(explain_text(found), nl=False)
