"""Helpers for the CLI tests: run ``agilerl-specs`` in process with click's runner."""

from __future__ import annotations

from pathlib import Path

from click.testing import CliRunner, Result

from agilerl.cli import app

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "docs" / "examples"


def runner() -> CliRunner:
    """A runner that keeps stderr apart from stdout (click 8.1 needs mix_stderr=False)."""
    try:
        return CliRunner(mix_stderr=False)  # type: ignore[call-arg]
    except TypeError:  # click >= 8.2: always apart
        return CliRunner()


def run(*args: str, stdin: str | bytes | None = None) -> Result:
    """Invoke the CLI in process: ``result.exit_code``, ``.stdout``, ``.stderr``."""
    return runner().invoke(app, list(args), input=stdin, prog_name="agilerl-specs")


def assert_no_traceback(result: Result) -> None:
    assert "Traceback" not in result.stdout + result.stderr
    assert result.exception is None or isinstance(result.exception, SystemExit)
