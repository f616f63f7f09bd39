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
from agilerl.components.replay_buffer import (  # noqa: E402
    MultiStepReplayBuffer,
    PrioritizedReplayBuffer,
    ReplayBuffer,
    sum_tree,
)

Write = Callable[[str, str | bytes], Path]
RAINBOW = str(ROOT / "docs" / "examples" / "rainbow_cartpole.yaml")
PROBLEM_KEYS = {"path", "path_parts", "message", "rule", "line", "column", "override", "text"}


def _layout(obs: tuple[int, ...], obs_dtype: str) -> _memory.Layout:
    return {
        "obs": (obs, obs_dtype),
        "action": ((), "int64"),
        "reward": ((), "float32"),
        "next_obs": (obs, obs_dtype),
        "done": ((), "bool"),
    }


def _step(layout: _memory.Layout, envs: int) -> dict[str, Any]:
    return {n: torch.zeros((envs, *s), dtype=getattr(torch, d)) for n, (s, d) in layout.items()}


KINDS = [
    (ReplayBuffer, {}),
    (PrioritizedReplayBuffer, {"alpha": 0.6}),
    (MultiStepReplayBuffer, {"n_step": 3, "gamma": 0.99}),
]


@pytest.mark.parametrize("native", [True, False], ids=["c-kernels", "tensor-ops"])
@pytest.mark.parametrize("capacity", [1, 31, 32, 33, 1000, 70_001])
@pytest.mark.parametrize(
    ("obs", "obs_dtype", "envs"),
    [((4,), "float32", 4), ((84, 84, 4), "uint8", 2), ((3,), "float64", 1), ((5,), "int8", 7)],
)
def test_the_computed_figures_are_what_the_buffers_take(
    native: bool,
    capacity: int,
    obs: tuple[int, ...],
    obs_dtype: str,
    envs: int,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Storage, tree and window, computed without allocating, equal the real buffers'
    tensors: the tree at construction, storage and window after the first add."""
    if not native:
        monkeypatch.setenv("AGILERL_NATIVE", "0")  # read on every call
    elif sum_tree.SumTree(8, torch.device("cpu")).is_native is False:
        pytest.skip("no C kernels here")
    layout = _layout(obs, obs_dtype)
    plain = _memory.held_bytes(ReplayBuffer(capacity))
    for kind, kwargs in KINDS:
        info = _memory.estimate("memory", kind(1, **kwargs), capacity, layout, envs)
        if "window_bytes" in info:
            _memory.measure_window(info, kind(1, **kwargs), layout, envs)
        assert info["lower_bound"] == []
        real = kind(capacity, **kwargs)
        built = _memory.held_bytes(real)
        assert info.get("priority_bytes", 0) == built - plain, kind
        real.add(_step(layout, envs))
        added = info["storage_bytes"] + info.get("window_bytes", 0)
        assert _memory.held_bytes(real) - built == added, kind


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
    assert asked == [1]  # the factory saw a one-slot copy only
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
    assert "the buffers would take at least 7.1 PiB on cpu" in result.stdout
    assert "n_step_memory 3.6 PiB storage + 2.0 TiB window" in result.stdout
    assert max(sizes, default=0) < 2**20  # one-slot twins only


def test_the_bound_is_the_option_or_half_the_machine(write: Write) -> None:
    assert run("build", RAINBOW, "--max-memory", "10MiB").exit_code == 0
    small = run("build", RAINBOW, "--max-memory", "1MiB")
    assert small.exit_code == 1
    # The window is measured only under the bound: until then its arena, a lower bound.
    assert re.search(
        r"would take at least 4\.8 MiB on cpu \(memory 2\.3 MiB storage \+ 215\.9 KiB "
        r"priorities; n_step_memory 2\.3 MiB storage \+ 48\.2 KiB window\)",
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
