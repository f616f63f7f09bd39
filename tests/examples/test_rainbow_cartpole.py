"""The end-to-end example runs: manifest -> factory -> buffers -> training -> plot + summary."""

from __future__ import annotations

import importlib.util
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("gymnasium", reason="the example needs the `examples` extra")

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "docs" / "examples" / "rainbow_cartpole.py"


def test_smoke_run(tmp_path: Path) -> None:
    done = subprocess.run(
        [
            sys.executable,
            str(SCRIPT),
            "--smoke",
            "--seed",
            "0",
            "--out",
            str(tmp_path),
            "--no-progress",
        ],
        capture_output=True,
        text=True,
        cwd=ROOT,
        check=False,
        timeout=300,
    )
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stderr
    # The run says when and why it stopped.
    assert "stopped: step budget exhausted at env step 400: the last " in done.stderr
    summary = json.loads((tmp_path / "summary.json").read_text())
    assert summary["algorithm"] == "Rainbow DQN"  # the registered name of RainbowDQNSpec
    assert summary["env_steps"] == 400
    assert summary["target_score"] == 475.0  # CartPole-v1's own reward_threshold
    assert summary["solved"] is False
    assert summary["stop_reason"].startswith("step budget exhausted at env step 400")
    assert 8.0 <= summary["final_greedy_mean_return_100"] <= 500.0
    assert summary["gradient_steps"] > 0  # learning started within the smoke budget
    assert summary["episodes"] > 0
    memory, n_step = summary["buffers"]["memory"], summary["buffers"]["n_step_memory"]
    assert (memory["class"], n_step["class"]) == (
        "PrioritizedReplayBuffer",
        "MultiStepReplayBuffer",
    )
    # Index-aligned: every n-step transition stored has its 1-step twin at the same slot.
    assert memory["size"] == n_step["size"] == 400 - (n_step["n_step"] - 1) * 4
    assert (tmp_path / "learning_curve.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


@pytest.mark.slow  # a training run to its target: CI's own session (and nox -s demo)
def test_reaching_the_target_stops_the_run(tmp_path: Path) -> None:
    """With a low target, 100 consecutive episodes reach it and the run says so."""
    text = (ROOT / "docs" / "examples" / "rainbow_cartpole.yaml").read_text()
    easy = tmp_path / "easy.yaml"
    easy.write_text(text.replace("  eval_loop: 10", "  eval_loop: 2\n  target_score: 12"))
    done = subprocess.run(
        [
            sys.executable,
            str(SCRIPT),
            "--manifest",
            str(easy),
            "--total-steps",
            "6000",
            "--out",
            str(tmp_path),
            "--no-progress",
        ],
        capture_output=True,
        text=True,
        cwd=ROOT,
        check=False,
        timeout=300,
    )
    assert done.returncode == 0, done.stderr
    summary = json.loads((tmp_path / "summary.json").read_text())
    assert summary["solved"] is True
    assert summary["mean_return_last_100"] >= 12
    assert summary["episodes"] >= 100
    assert summary["env_steps"] < 6000
    line = f"stopped: threshold reached at env step {summary['env_steps']}: the last 100 "
    assert line in done.stdout


def test_a_manifest_with_mistakes_is_reported_not_trained(tmp_path: Path) -> None:
    bad = tmp_path / "bad.yaml"
    bad.write_text(
        "algorithm: {name: RainbowDQN}\ntraining: {max_step: 10}\n"
        "environment: {name: CartPole-v1}\n"
    )
    done = subprocess.run(
        [sys.executable, str(SCRIPT), "--manifest", str(bad), "--out", str(tmp_path)],
        capture_output=True,
        text=True,
        check=False,
        timeout=120,
    )
    assert done.returncode == 2
    assert f"{bad}:2:12: training.max_step: unknown field 'max_step'" in done.stderr
    assert "Traceback" not in done.stderr


@pytest.mark.slow  # init, then a training run: CI's own session
def test_the_readme_path_init_then_train(tmp_path: Path) -> None:
    """`agilerl-specs init --preset rainbow -o my_run.yaml`, then the example on it."""
    manifest = tmp_path / "my_run.yaml"
    init = [sys.executable, "-m", "agilerl.models", "init", "--preset", "rainbow"]
    assert subprocess.run([*init, "-o", str(manifest)], cwd=ROOT, check=False).returncode == 0
    done = subprocess.run(
        [
            sys.executable,
            str(SCRIPT),
            "--manifest",
            str(manifest),
            "--smoke",
            "--no-progress",
            "--out",
            str(tmp_path / "run"),
        ],
        capture_output=True,
        text=True,
        cwd=ROOT,
        check=False,
        timeout=300,
    )
    assert done.returncode == 0, done.stderr
    assert json.loads((tmp_path / "run" / "summary.json").read_text())["manifest"] == str(manifest)


def _script() -> Any:
    spec = importlib.util.spec_from_file_location("rainbow_cartpole", SCRIPT)
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault(spec.name, module)  # its dataclasses look their module up
    spec.loader.exec_module(sys.modules[spec.name])
    return sys.modules[spec.name]


def test_the_plot_legend_names_the_stop_line(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Every line of the plot is in its legend, the green one at the solving step too."""
    import matplotlib.pyplot as plt

    figures: list[Any] = []
    monkeypatch.setattr(plt, "close", figures.append)
    summary = {
        "algorithm": "RainbowDQN",
        "environment": "CartPole-v1",
        "seed": 0,
        "solved": True,
        "stop_reason": "threshold reached at env step 40: ...",
        "target_score": 475.0,
        "env_steps": 40,
    }
    curve = [(4 * i, float(i)) for i in range(1, 11)]
    _script().write_outputs(tmp_path, curve, [(20, [9.0, 11.0])], [12.0, 14.0], summary)
    (ax,) = figures[0].axes
    labels = [text.get_text() for text in ax.get_legend().get_texts()]
    assert "solved: mean of 100 training episodes >= 475" in labels
    # Every line is in the legend but the target's, which is annotated in the plot.
    unlabelled = [line for line in ax.get_lines() if line.get_label().startswith("_")]
    assert [list(line.get_ydata()) for line in unlabelled] == [[475.0, 475.0]]
    assert any(t.get_text().startswith("target: CartPole-v1 reward_threshold") for t in ax.texts)


def test_the_progress_bar_shows_the_stopping_rule(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    script = _script()
    monkeypatch.setattr(script, "tqdm", lambda **kwargs: kwargs)
    bar = script.progress_bar(150_000, 475.0, no_progress=False)
    assert bar["total"] == 150_000  # the budget
    assert capsys.readouterr().out == "training until mean100 >= 475 or 150,000 env steps\n"


@pytest.mark.parametrize("columns", [80, 120, 200])
def test_the_progress_bar_fits_80_columns(columns: int) -> None:
    """The bar's line at its widest (the budget reached, the longest figures, a run of
    over an hour) is whole in an 80-column terminal, and in wider ones."""
    import io

    script = _script()
    out = io.StringIO()
    bar = script.tqdm(
        total=150_000, bar_format=script.BAR_FORMAT, file=out, ncols=columns, mininterval=0
    )
    bar.start_t -= 3 * 3600 + 59 * 60  # elapsed and remaining at their widest
    bar.update(149_999)
    bar.set_postfix_str(script.bar_postfix(99_999, -123.4, 0.99))
    bar.refresh()
    line = out.getvalue().split("\r")[-1].strip("\n")
    bar.close()
    assert line.startswith("steps 149999/150000 ")
    assert line.endswith("ep 99999 mean100 -123.4 eps 0.99")
    assert len(line) <= 80, line
