"""The ``agilerl-specs`` command line: validate, init, schema, explain, show, build, edit.

``agilerl-specs`` (console script), ``python -m agilerl.models`` and
``python -m agilerl.cli`` all run :func:`main`. Importing this package imports click and
nothing heavy; only ``build`` imports torch.
"""

from __future__ import annotations

from agilerl.cli import _build, _edit, _init, _schema, _show, _validate  # noqa: F401  (register commands)
from agilerl.cli._app import EXIT_INVALID, EXIT_OK, EXIT_USAGE, app, main

__all__ = ["EXIT_INVALID", "EXIT_OK", "EXIT_USAGE", "app", "main"]
