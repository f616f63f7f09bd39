"""``agilerl-specs edit``: a manifest editor in the browser, local and offline.

The page (Monaco with the YAML language server for completion and hover, our JavaScript
validator for the diagnostics, a form made from the schema) is shipped in the package and
served by :mod:`agilerl.cli._edit_server` on 127.0.0.1, behind a random token. The file is
written only when Save is pressed.
"""

from __future__ import annotations

import threading
import webbrowser
from pathlib import Path
from typing import Any

import click

from agilerl.cli._app import EXIT_USAGE, Failure, app, debug_option, set_option

#: The text a new file starts with: the ``init`` starter manifest.
NEW_FILE_PRESET = "dqn"


def _check_file(path: Path) -> str:
    """The starting text for a file that does not exist yet; ``""`` when it exists and
    can be read and written; a Failure otherwise (one line)."""
    from agilerl.models._text import TextError
    from agilerl.models._text.source import decode, read_path

    if path.is_dir():
        raise Failure(f"cannot edit {path}: it is a directory", EXIT_USAGE)
    if not path.exists():
        folder = path.parent
        if not folder.is_dir():
            raise Failure(f"cannot edit {path}: directory {folder} does not exist", EXIT_USAGE)
        from agilerl.arena.models._schema import SCHEMAS
        from agilerl.cli._init import render

        return render(NEW_FILE_PRESET, SCHEMAS["manifest"]["$id"])
    if not path.is_file():
        raise Failure(f"cannot edit {path}: not a regular file", EXIT_USAGE)
    try:
        decode(read_path(path))
    except TextError as exc:
        raise Failure(f"cannot edit {path}: {exc.message}", EXIT_USAGE) from None
    except OSError as exc:
        raise Failure(f"cannot edit {path}: {exc.strerror or exc}", EXIT_USAGE) from None
    return ""


@app.command()
@click.argument("file", required=False, type=click.Path(path_type=Path))
@click.option(
    "--port",
    type=click.IntRange(0, 65535),
    default=0,
    show_default=True,
    help="Port on 127.0.0.1 (0: a free one).",
)
@click.option("--no-open", is_flag=True, help="Print the URL only; do not open a browser.")
@set_option
@debug_option
def edit(file: Path | None, port: int, no_open: bool, overrides: tuple[Any, ...]) -> None:
    """Edit a manifest in the browser: completion, hover, our diagnostics, a form.

    Serves a page on 127.0.0.1 (a random token in the URL), prints its URL and opens a
    browser. Save writes FILE atomically; a FILE that does not exist starts as the `init`
    starter manifest and is created on save. Without FILE, nothing can be saved. --set
    overrides are applied to what the page judges, never saved. Runs until interrupted
    (Ctrl+C).
    """
    from agilerl.cli._edit_server import EditorError, EditorServer, asset

    start = _check_file(file) if file is not None else ""
    try:
        asset("index.html")
    except EditorError as exc:
        raise Failure(str(exc), EXIT_USAGE) from None
    try:
        server = EditorServer(file, port=port, start_text=start, overrides=overrides)
    except OSError as exc:
        raise Failure(f"cannot listen on 127.0.0.1:{port}: {exc.strerror or exc}") from None
    what = f"editing {file}" if file is not None else "editing a scratch manifest (no file)"
    click.echo(f"{what} at {server.url}")
    click.echo("press Ctrl+C to stop", err=True)
    if not no_open:
        threading.Thread(target=webbrowser.open, args=(server.url,), daemon=True).start()
    try:
        server.serve_forever()
    except KeyboardInterrupt:  # Ctrl+C: the way to stop it, not an error
        click.echo("stopped", err=True)
    finally:
        server.close()
