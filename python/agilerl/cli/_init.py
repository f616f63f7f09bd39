"""``agilerl-specs init``: a commented starter manifest, valid as written.

The presets are the bundled example manifests (``docs/examples/*.yaml``, shipped in the
package as ``agilerl.cli._presets``); each field they set gets a comment with its
description, type and default, read from the schema.
"""

from __future__ import annotations

import os
import textwrap
import unicodedata
from importlib import resources
from pathlib import Path

import click

from agilerl.arena.models._schema import SCHEMAS
from agilerl.cli import _fields, _write
from agilerl.cli._app import app, debug_option

#: Preset name -> example manifest it is made from.
PRESETS = {
    "dqn": "dqn.yaml",
    "rainbow": "rainbow_cartpole.yaml",
    "multi-agent": "maddpg.yaml",
    "llm-async": "llm_grpo_async.yaml",
}
MODELINE = "# yaml-language-server: $schema="
WIDTH = 88


def preset_text(preset: str) -> str:
    """The example manifest behind ``preset`` (installed package, else the source tree)."""
    filename = PRESETS[preset]
    try:
        return resources.files("agilerl.cli._presets").joinpath(filename).read_text("utf-8")
    except (ModuleNotFoundError, FileNotFoundError):
        source_tree = Path(__file__).resolve().parents[3] / "docs" / "examples" / filename
        return source_tree.read_text(encoding="utf-8")


#: Unicode categories a one-line comment cannot hold: controls (line feed, CR, NEL, tab,
#: NUL, ESC...), format characters (BOM, bidi overrides), surrogates, line and paragraph
#: separators (YAML 1.1 line breaks), private use, unassigned.
NOT_IN_A_COMMENT = frozenset({"Cc", "Cf", "Cs", "Zl", "Zp", "Co", "Cn"})


def _schema_ref(_ctx: click.Context, _param: click.Parameter, value: str) -> str:
    """``--schema-ref`` goes on the modeline, a comment line: one line of printable text."""
    for index, char in enumerate(value):
        if unicodedata.category(char) in NOT_IN_A_COMMENT:
            raise click.BadParameter(
                f"must be one line of printable characters (it is written in the editor "
                f"modeline, a comment), got U+{ord(char):04X} at index {index} in {value!r}"
            )
    return value


def _comment(path: tuple[str | int, ...]) -> str | None:
    if any(isinstance(part, int) for part in path):
        return None
    try:
        found = _fields.resolve(".".join(str(p) for p in path))
    except _fields.FieldNotFound:
        return None  # algorithm hyperparameters, environment contents: not ours to explain
    text = found.description.rstrip(".")
    if not text:
        return None
    if found.target.get("type") == "object" or "x-unset" in found.schema:
        return f"{text}."  # a section; or a union's tag, whose description lists its values
    kind = _fields.short_type(found.schema)
    if "default" in found.schema:
        kind += f"; default {_fields.default_text(found.schema, found.required)}"
    return f"{text} ({kind})."


def render(preset: str, schema_ref: str) -> str:
    """The commented manifest for ``preset``, with ``schema_ref`` in the editor modeline."""
    from agilerl.models._text import parse_yaml

    text = preset_text(preset)
    _, marks = parse_yaml(text)
    starts: dict[int, tuple[tuple[str | int, ...], int]] = {}
    for path, (row, column) in marks.items():  # the first path of a line is its key
        if path:
            starts.setdefault(row, (path, column))
    lines = text.splitlines()
    out = [
        f"{MODELINE}{schema_ref}",
        f"# Starter manifest (preset: {preset}), written by `agilerl-specs init`.",
        "# Check it: `agilerl-specs validate FILE`; explain a field: "
        "`agilerl-specs explain training.max_steps`.",
    ]
    for number, line in enumerate(lines, start=1):
        if line.startswith(MODELINE):
            continue
        entry = starts.get(number)
        stripped = line.lstrip()
        if entry is not None and stripped and not stripped.startswith(("#", "-")):
            path, column = entry
            if column == len(line) - len(stripped) + 1:  # the key begins the line
                if len(path) == 1:
                    out.append("")
                comment = _comment(path)
                if comment:
                    indent = " " * (column - 1)
                    out += textwrap.wrap(
                        comment,
                        width=WIDTH,
                        initial_indent=f"{indent}# ",
                        subsequent_indent=f"{indent}#   ",
                    )
        out.append(line)
    return "\n".join(out) + "\n"


def _output(value: str | None) -> Path | None:
    """``-o``'s value as a path: a file's name, which neither is empty nor ends with a
    separator (pathlib would drop it, and write a file where a folder was meant)."""
    if value is None:
        return None
    if not value:
        raise click.BadParameter("an empty file name")
    if value.endswith(("/", os.sep)):
        raise click.BadParameter(f"{value!r} ends with '/': it names a folder, not a file")
    return Path(value)


@app.command()
@click.option(
    "--preset",
    type=click.Choice(list(PRESETS)),
    default="dqn",
    show_default=True,
    help="dqn: DQN, uniform replay; rainbow: Rainbow DQN, n-step + prioritized replay "
    "(the CartPole example); multi-agent: MADDPG; llm-async: GRPO with async rollout.",
)
@click.option(
    "-o",
    "--output",
    type=click.Path(dir_okay=False),
    default=None,
    callback=lambda _ctx, _param, value: _output(value),
    help="File to write (default: standard output).",
)
@click.option("--force", is_flag=True, help="Overwrite the output file if it exists.")
@click.option(
    "--schema-ref",
    default=SCHEMAS["manifest"]["$id"],
    show_default=True,
    callback=_schema_ref,
    help="Schema location for the editor modeline (a URL or a path relative to the file).",
)
@debug_option
def init(preset: str, output: Path | None, force: bool, schema_ref: str) -> None:
    """Write a commented starter manifest (valid as written)."""
    text = render(preset, schema_ref)
    if output is None or str(output) == "-":
        click.echo(text, nl=False)
        return
    _write.write_file(output, text, force=force)
    click.echo(f"wrote {output} (preset {preset}); check it with: agilerl-specs validate {output}")
