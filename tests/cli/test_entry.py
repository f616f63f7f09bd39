"""The console entry points, in real subprocesses: exit codes, no torch, no traceback."""

from __future__ import annotations

import subprocess
import sys

import pytest

from agilerl.cli import _validate
from tests.cli.helpers import ROOT, run


def cli(*args: str, code: str = "") -> subprocess.CompletedProcess[str]:
    command = [sys.executable, "-m", "agilerl.models", *args]
    if code:
        command = [sys.executable, "-c", code, *args]
    return subprocess.run(
        command, capture_output=True, text=True, cwd=ROOT, check=False, timeout=60
    )


def test_python_dash_m_validates() -> None:
    done = cli("validate", "docs/examples/broken/mistakes.yaml", "docs/examples/dqn.yaml")
    assert done.returncode == 1
    assert (
        "docs/examples/broken/mistakes.yaml:7:3: training.max_step: unknown field "
        "'max_step' (did you mean 'max_steps'?)" in done.stdout
    )
    assert done.stderr == ""
    assert cli("validate", "docs/examples/dqn.yaml").returncode == 0
    assert cli("validate", "nope.yaml").returncode == 2
    usage = cli("validate")
    assert usage.returncode == 2
    assert "Usage: agilerl-specs validate" in usage.stderr


def test_validate_init_explain_schema_never_import_torch(tmp_path: object) -> None:
    code = (
        "import sys\n"
        "sys.modules['torch'] = None  # any import of torch now fails\n"
        "from agilerl.cli import main\n"
        "codes = [main(['validate', 'docs/examples/rainbow_cartpole.yaml']),\n"
        "         main(['init', '--preset', 'rainbow']), main(['explain', 'training']),\n"
        "         main(['schema', 'manifest'])]\n"
        "sys.exit(sum(codes))\n"
    )
    done = cli(code=code)
    assert done.returncode == 0, done.stderr
    no_torch = (
        "import sys\nsys.modules['torch'] = None\nfrom agilerl.cli import main\n"
        "sys.exit(main(['build', 'docs/examples/dqn.yaml']))\n"
    )
    done = cli(code=no_torch)
    assert done.returncode == 2
    assert done.stderr.startswith("agilerl-specs: error: build needs torch")
    assert "Traceback" not in done.stderr


def test_unexpected_errors_are_one_line_unless_debug(monkeypatch: pytest.MonkeyPatch) -> None:
    def boom(source: str, *overrides: object) -> None:
        raise RuntimeError("boom")

    monkeypatch.setattr(_validate, "check", boom)
    result = run("validate", "x.yaml")
    assert result.exit_code == 1
    assert result.stderr == (
        "agilerl-specs: error: unexpected RuntimeError: boom (run again with --debug for the "
        "traceback, and please report it)\n"
    )
    for args in (["--debug", "validate", "x.yaml"], ["validate", "x.yaml", "--debug"]):
        result = run(*args)
        assert isinstance(result.exception, RuntimeError)  # propagates: a traceback


def test_debug_traceback_in_a_real_process() -> None:
    code = (
        "import sys\n"
        "from agilerl.cli import _validate, main\n"
        "def boom(source, *overrides): raise RuntimeError('boom')\n"
        "_validate.check = boom\n"
        "sys.exit(main(sys.argv[1:]))\n"
    )
    quiet = cli("validate", "x.yaml", code=code)
    assert (quiet.returncode, "Traceback" in quiet.stderr) == (1, False)
    loud = cli("--debug", "validate", "x.yaml", code=code)
    assert loud.returncode == 1
    assert "Traceback" in loud.stderr
    assert "RuntimeError: boom" in loud.stderr


def test_version_and_help() -> None:
    assert run("--version").stdout.startswith("agilerl-specs, version ")
    out = run("--help").stdout
    for command in ("validate", "init", "schema", "explain", "build"):
        assert f"  {command} " in out
