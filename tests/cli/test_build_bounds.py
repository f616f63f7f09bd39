"""``agilerl-specs build``: the memory it computes before allocating, its bound, its JSON.

Hostile input: manifests that ``validate`` accepts but that no machine can hold
(``max_size: 2**53-1``, PER of ``2**53-1`` or ``10**9`` slots), huge observations, bad
devices. Each ends in one clear refusal naming the figure and the bound, before the
factory is asked for anything of that size; with ``--format json`` every failure is one
JSON document.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from agilerl.cli import _build, _memory
from tests.cli.helpers import ROOT, assert_no_traceback, run

torch = pytest.importorskip("torch")

Write = Callable[[str, str | bytes], Path]
RAINBOW = str(ROOT / "docs" / "examples" / "rainbow_cartpole.yaml")
PROBLEM_KEYS = {"path", "path_parts", "message", "rule", "line", "column", "override", "text"}


def _manifest(write: Write, name: str, size: str, per: bool) -> str:
    algorithm = "RainbowDQN" if per else "DQN"
    flags = "per_buffer: true, " if per else ""
    text = f"algorithm: {{name: {algorithm}}}\nreplay_buffer: {{{flags}max_size: {size}}}\n"
    return str(write(name, text + "environment: {name: CartPole-v1}\n"))


HUGE = [
    # the largest integer the verdict takes (2**53 - 1: every reader, JS too, holds it
    # exactly); 10**400 and 2**63 - 1 are refused by validate itself (test below)
    ("2**53-1, uniform", str(2**53 - 1), False, "384.0 PiB"),
    ("2**53-1, PER", str(2**53 - 1), True, "416.0 PiB"),
    ("10**9, PER", str(10**9), True, "48.4 GiB"),
]


@pytest.mark.parametrize("size", ["1" + "0" * 400, str(2**63 - 1), str(2**53)])
def test_integers_past_2_53_are_invalid_before_build_sizes_anything(
    size: str, write: Write
) -> None:
    path = _manifest(write, "past.yaml", size, per=True)
    assert run("validate", path).exit_code == 1
    result = run("build", path)
    assert result.exit_code == 1, result.output
    assert_no_traceback(result)
    assert "replay_buffer.max_size" in result.stdout
    assert "would take" not in result.stdout
    doc = json.loads(run("build", path, "--format", "json").stdout)
    assert (doc["status"], doc["problems"][0]["rule"]) == ("invalid", "json")


@pytest.mark.parametrize(("size", "per", "figure"), [h[1:] for h in HUGE], ids=[h[0] for h in HUGE])
def test_what_validate_accepts_but_no_memory_holds_is_refused_before_building(
    size: str, per: bool, figure: str, write: Write, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = _manifest(write, "huge.yaml", size, per)
    assert run("validate", path).exit_code == 0
    asked: list[int] = []
    real = _build._factory
    monkeypatch.setattr(
        _build, "_factory", lambda spec, *a: (asked.append(spec.max_size), real(spec, *a))[1]
    )
    result = run("build", path, "--max-memory", "16GiB")
    assert result.exit_code == 1, result.output
    assert_no_traceback(result)
    assert result.stdout.startswith(
        f"{path}: replay_buffer: the buffers would take {figure} on cpu"
    )
    assert (
        "over the memory bound of 16.0 GiB (--max-memory); nothing was allocated" in result.stdout
    )
    assert asked == []  # the plan and the classes' figures: the factory is never asked
    doc = json.loads(run("build", path, "--format", "json").stdout)
    assert (doc["status"], doc["exit_code"]) == ("unbuildable", 1)
    assert doc["problems"][0]["rule"] == "memory-bound"
    assert doc["total_bytes"] > doc["memory_bound_bytes"]
    assert "the default: half of this machine's" in doc["memory_bound"]


def test_a_huge_observation_is_refused_before_torch_is_asked_for_it(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    zeros = torch.zeros
    sizes: list[int] = []

    def counting(*args: Any, **kwargs: Any) -> Any:
        tensor = zeros(*args, **kwargs)
        sizes.append(tensor.nbytes)
        return tensor

    monkeypatch.setattr(torch, "zeros", counting)
    result = run("build", RAINBOW, "--obs-shape", "100000,100000")
    assert result.exit_code == 1
    assert "the buffers would take 7.1 PiB on cpu" in result.stdout
    assert "n_step_memory 3.6 PiB storage + 3.9 TiB window" in result.stdout
    assert sizes == []  # nothing at all


def test_the_bound_is_the_option_or_half_the_machine(write: Write) -> None:
    assert run("build", RAINBOW, "--max-memory", "10MiB").exit_code == 0
    small = run("build", RAINBOW, "--max-memory", "1MiB")
    assert small.exit_code == 1
    # The window's figure is the one build prints when it builds (4 envs): 136.2 KiB.
    assert re.search(
        r"would take 4\.9 MiB on cpu \(memory 2\.3 MiB storage \+ 215\.9 KiB "
        r"priorities; n_step_memory 2\.3 MiB storage \+ 136\.2 KiB window\)",
        small.stdout,
    )
    assert "over the memory bound of 1.0 MiB (--max-memory)" in small.stdout
    physical = _memory.physical_memory()
    doc = json.loads(run("build", RAINBOW, "--format", "json").stdout)
    if physical is not None:
        assert doc["memory_bound_bytes"] == physical // 2
    for bad in ("lots", "1.5XB", "0", "9EiB", "-1GiB"):
        refused = run("build", RAINBOW, "--max-memory", bad)
        assert refused.exit_code == 2, bad
        assert "Invalid value for '--max-memory'" in refused.stderr


@pytest.mark.parametrize(
    ("text", "size"),
    [("1000000", 10**6), ("500MB", 5 * 10**8), ("1.5 GiB", 3 * 2**29), ("8gib", 2**33)],
)
def test_sizes(text: str, size: int) -> None:
    assert _memory.parse_size(text) == size


def test_factory_errors_of_any_kind_are_a_refusal_not_a_crash(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from agilerl.models import training

    real = training.init_buffer

    def overflowing(spec: Any, *args: Any, **kwargs: Any) -> Any:
        if spec.max_size > 1:
            raise OverflowError("Python int too large to convert to C long")
        return real(spec, *args, **kwargs)

    monkeypatch.setattr(training, "init_buffer", overflowing)
    result = run("build", RAINBOW)
    assert result.exit_code == 1
    assert result.stdout == (
        f"{RAINBOW}: replay_buffer: cannot build: Python int too large to convert to C long\n"
    )
    doc = json.loads(run("build", RAINBOW, "--format", "json").stdout)
    assert (doc["status"], doc["problems"][0]["rule"]) == ("unbuildable", "factory")


@pytest.mark.parametrize("device", ["garbage", "cuda:x", "", "meta", "cpu cpu"])
def test_a_bad_device_is_a_usage_error(device: str) -> None:
    result = run("build", RAINBOW, "--device", device)
    assert result.exit_code == 2, result.output
    named = (f"--device {device!r}: not a device", f"--device {device}: build makes buffers")
    assert result.stderr.startswith(tuple(f"agilerl-specs: error: {n}" for n in named))
    assert "unexpected" not in result.stderr
    assert_no_traceback(result)


def _boom(*_args: Any) -> Any:
    raise RuntimeError("boom")


FAILURES = [
    ("invalid", ["docs/examples/broken/mistakes.yaml"], "invalid", 1, None),
    ("unreadable", ["missing.yaml"], "unreadable", 2, None),
    ("bad shape", [RAINBOW, "--obs-shape", "4,x"], "usage", 2, None),
    ("unknown option", [RAINBOW, "--devic", "cpu"], "usage", 2, None),
    ("no file", [], "usage", 2, None),
    ("bad device", [RAINBOW, "--device", "garbage"], "usage", 2, None),
    ("bad bound", [RAINBOW, "--max-memory", "lots"], "usage", 2, None),
    ("over the bound", [RAINBOW, "--max-memory", "1KiB"], "unbuildable", 1, None),
    ("a bug", [RAINBOW], "error", 1, _boom),
]


@pytest.mark.parametrize(
    ("args", "status", "code", "patch"), [f[1:] for f in FAILURES], ids=[f[0] for f in FAILURES]
)
@pytest.mark.parametrize("form", [["--format", "json"], ["--format=json"]])
def test_every_failure_in_json_is_one_document(
    args: list[str],
    status: str,
    code: int,
    patch: Any,
    form: list[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.chdir(ROOT)
    if patch is not None:
        monkeypatch.setattr(_build, "run_build", patch)
    result = run("build", *form, *args)
    assert result.exit_code == code, result.output
    assert result.stderr == ""
    doc = json.loads(result.stdout)
    assert {"file", "status", "exit_code", "problems"} <= set(doc)
    assert (doc["status"], doc["exit_code"]) == (status, code)
    assert doc["status"] in _build.STATUSES
    assert doc["problems"]
    assert all(set(entry) == PROBLEM_KEYS for entry in doc["problems"])


# ---- a refused build allocates nothing (issue 29 item 4) and quotes the printed figure

WIDE_WINDOW = (
    "algorithm: {name: DQN}\nenvironment: {name: CartPole-v1}\n"
    "replay_buffer: {max_size: 1, n_step_buffer: true, n_step_buffer_args: {n_step: 50}}\n"
)
PEAK = """
import resource, subprocess, sys
done = subprocess.run([sys.executable, "-m", "agilerl.cli", "build", *sys.argv[1:]],
                      capture_output=True, text=True)
print(done.returncode, resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)
print(done.stdout)
"""


def _peak(*args: str) -> tuple[int, int, str]:
    """Exit status, peak RSS (KiB) and output of ``build ARGS`` in a process of its own."""
    import subprocess
    import sys

    done = subprocess.run(
        [sys.executable, "-c", PEAK, *args], capture_output=True, text=True, check=True
    )
    first, output = done.stdout.split("\n", 1)
    status, peak = map(int, first.split())
    return status, peak, output


@pytest.mark.slow  # two processes' memory peaks at a 977.5 MiB window: CI's own session
def test_a_refused_n_step_window_is_never_allocated(write: Write) -> None:
    """``n_step: 50`` over 20,000 envs: a window of 977.5 MiB, refused under a 200 MiB
    bound. The refusal used to come after the real window was built (a peak of 1,325 MiB
    for a build that said "nothing was allocated"); now the process peaks at what a
    build of one env peaks at, give or take 64 MiB."""
    path = str(write("wide.yaml", WIDE_WINDOW))
    status, refused_peak, output = _peak(path, "--num-envs", "20000", "--max-memory", "200MiB")
    assert status == 1, output
    assert "the buffers would take 977.5 MiB on cpu" in output
    assert "(memory 48 B storage + 977.5 MiB window)" in output
    assert "nothing was allocated" in output
    status, small_peak, output = _peak(path, "--num-envs", "1")
    assert status == 0, output
    assert refused_peak < small_peak + 64 * 1024, (refused_peak, small_peak)


@pytest.mark.parametrize(("n_step", "envs"), [(3, 4), (50, 2000), (7, 33)])
def test_the_refusal_quotes_the_window_build_prints(write: Write, n_step: int, envs: int) -> None:
    """The figure of a refused build is the figure of the same build under the bound."""
    text = WIDE_WINDOW.replace("n_step: 50", f"n_step: {n_step}").replace(
        "max_size: 1", "max_size: 999"
    )
    path = str(write("window.yaml", text))
    built = run("build", path, "--num-envs", str(envs), "--max-memory", "1GiB")
    assert built.exit_code == 0, built.output
    window = re.search(rf"n-step window (\S+ \S+) \({envs} envs\)", built.stdout)
    assert window is not None, built.stdout
    total = json.loads(run("build", path, "--num-envs", str(envs), "--format", "json").stdout)[
        "total_bytes"
    ]
    for bound in (total - 1, total // 3, 1):  # (the old lower bound refused the last two)
        refused = run("build", path, "--num-envs", str(envs), "--max-memory", str(bound))
        assert refused.exit_code == 1
        assert f"+ {window[1]} window)" in refused.stdout, (refused.stdout, window[1])
        assert f"would take {_memory.human(total)} on cpu" in refused.stdout
