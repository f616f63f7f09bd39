"""Every command from the wheel alone: a new venv, the wheel and its declared
dependencies, nothing of the test environment (no ``jsonschema``, no ``pytest``), then
the same venv with the ``torch`` extra. Slow (a wheel build, two installs): it runs in
CI's own session."""

from __future__ import annotations

import os
import re
import signal
import subprocess
import sys
import urllib.request
from pathlib import Path
from urllib.parse import urljoin

import pytest

from tests.cli.helpers import ROOT
from tests.web.editor_server import edit_process

pytestmark = pytest.mark.slow

#: Each command as a user runs it, and the exit status it must give.
COMMANDS: list[tuple[list[str], int]] = [
    (["validate", "docs/examples/dqn.yaml", "docs/examples/rainbow_cartpole.yaml"], 0),
    (["validate", "docs/examples/broken/mistakes.yaml"], 1),
    (["validate", "--set", "training.max_steps=50_000", "docs/examples/dqn.yaml"], 0),
    (["init", "--preset", "rainbow"], 0),
    (["explain", "training.max_steps"], 0),
    (["explain", "environment.env_type"], 0),
    (["explain", "--algorithm", "DQN", "lr"], 0),
    (["explain", "algorithm.lr", "--manifest", "docs/examples/dqn.yaml"], 0),
    (["schema", "manifest"], 0),
    (["show", "--resolved", "docs/examples/rainbow_cartpole.yaml"], 0),
    (["--version"], 0),
]


def _run(venv: Path, *args: str) -> subprocess.CompletedProcess[str]:
    command = [str(venv / "bin" / "agilerl-specs"), *args]
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "VIRTUAL_ENV")}
    return subprocess.run(
        command, capture_output=True, text=True, cwd=ROOT, env=env, check=False, timeout=300
    )


def _pip(venv: Path, *args: str) -> None:
    pip = [str(venv / "bin" / "python"), "-m", "pip", "install", "--quiet", "--no-input"]
    subprocess.run([*pip, "-c", str(ROOT / "constraints.txt"), *args], check=True, timeout=900)


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX venv layout")
def test_every_command_runs_from_the_wheel_alone(tmp_path: Path) -> None:
    wheels = tmp_path / "wheels"
    subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "wheel",
            "--quiet",
            "--no-deps",
            "-w",
            str(wheels),
            str(ROOT),
        ],
        check=True,
        timeout=900,
    )
    (wheel,) = wheels.glob("agilerl_specs-*.whl")
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True, timeout=300)
    _pip(venv, str(wheel))
    for args, status in COMMANDS:
        done = _run(venv, *args)
        assert done.returncode == status, (args, done.stdout[-2000:], done.stderr[-2000:])
        assert "Traceback" not in done.stderr, (args, done.stderr)
    _edit_serves_its_page(venv)
    no_torch = _run(venv, "build", "docs/examples/dqn.yaml")
    assert no_torch.returncode == 2
    assert no_torch.stderr.startswith("agilerl-specs: error: build needs torch")
    _pip(venv, f"{wheel}[torch]")
    built = _run(venv, "build", "docs/examples/rainbow_cartpole.yaml")
    assert built.returncode == 0, built.stderr
    assert "PrioritizedReplayBuffer" in built.stdout


def _edit_serves_its_page(venv: Path) -> None:
    """``edit`` from the wheel: the page and every file it names come from the installed
    package (relative URLs, no network), and Ctrl+C stops the server."""
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "VIRTUAL_ENV")}
    command = [str(venv / "bin" / "agilerl-specs"), "edit", "docs/examples/dqn.yaml", "--no-open"]
    with edit_process(command, cwd=ROOT, env=env) as proc:
        line = proc.stdout.readline()  # type: ignore[union-attr]
        url = line.rsplit(" at ", 1)[-1].strip()
        assert url.startswith("http://127.0.0.1:"), line
        opener = urllib.request.build_opener(urllib.request.ProxyHandler({}))  # no proxy
        with opener.open(url, timeout=30) as page:
            html = page.read().decode("utf-8")
        named = re.findall(r'(?:src|href)="([^"]*)"', html)
        assert named, html[:500]
        assert not any("//" in name for name in named), named
        for name in named:
            if name.startswith("data:"):  # inline (the page's empty icon): nothing to fetch
                continue
            with opener.open(urljoin(url, name), timeout=30) as asset:
                assert asset.status == 200, name
                assert asset.read(), name
        proc.send_signal(signal.SIGINT)
        assert proc.wait(timeout=30) == 0
