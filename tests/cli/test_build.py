"""``agilerl-specs build``: the buffers a manifest asks for, through the factory."""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from pathlib import Path

import pytest

from tests.cli.helpers import ROOT, assert_no_traceback, run

torch = pytest.importorskip("torch")
Write = Callable[[str, str | bytes], Path]
RAINBOW = str(ROOT / "docs" / "examples" / "rainbow_cartpole.yaml")


def test_build_the_rainbow_example() -> None:
    result = run("build", RAINBOW)
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    assert lines[:5] == [
        f"{RAINBOW}: valid; Rainbow DQN",
        "built:",
        "  memory        PrioritizedReplayBuffer  capacity 50,000, alpha 0.6, device cpu",
        "  n_step_memory MultiStepReplayBuffer    capacity 50,000, n_step 3, gamma 0.99, "
        "device cpu",
        "storage for transitions of obs float32[4], action int64[], reward float32[], "
        "next_obs float32[4], done bool[] (allocated on the first add):",
    ]
    # The priority tree's size is the buffer's business: at least a float32 a slot.
    assert re.fullmatch(
        r"  memory        48 B x 50,000 = 2\.3 MiB \+ priorities [0-9.]+ KiB", lines[5]
    )
    assert re.fullmatch(
        r"  n_step_memory 48 B x 50,000 = 2\.3 MiB \+ n-step window [0-9.]+ KiB \(4 envs\)",
        lines[6],
    )
    assert re.fullmatch(r"  total         [0-9.]+ MiB on cpu", lines[7])
    assert len(lines) == 8


def test_build_json_and_layout_options() -> None:
    result = run(
        "build",
        RAINBOW,
        "--format",
        "json",
        "--obs-shape",
        "84x84x4",
        "--obs-dtype",
        "uint8",
        "--num-envs",
        "2",
    )
    assert result.exit_code == 0, result.output
    report = json.loads(result.stdout)
    memory, n_step = report["buffers"]
    assert (memory["class"], memory["capacity"], memory["alpha"]) == (
        "PrioritizedReplayBuffer",
        50_000,
        0.6,
    )
    assert (n_step["class"], n_step["n_step"], n_step["gamma"]) == (
        "MultiStepReplayBuffer",
        3,
        0.99,
    )
    obs = 84 * 84 * 4
    # Rows pack fields by item size and pad to 8 bytes; the factory's n-step rows are
    # AgileRL's fields (no n_steps extension), so both memories have the same row.
    assert memory["row_bytes"] == -(-(8 + 4 + 2 * obs + 1) // 8) * 8
    assert n_step["row_bytes"] == memory["row_bytes"]
    assert memory["storage_bytes"] == memory["row_bytes"] * 50_000
    assert n_step["window_bytes"] >= memory["row_bytes"] * 3 * 2  # the window's own rows at least
    assert report["layout"]["obs"] == "uint8[84, 84, 4]"
    assert memory["priority_bytes"] >= 4 * 50_000
    assert memory["total_bytes"] == memory["storage_bytes"] + memory["priority_bytes"]
    assert report["total_bytes"] == memory["total_bytes"] + n_step["total_bytes"]
    assert (report["status"], report["exit_code"], report["problems"]) == ("built", 0, [])
    assert report["memory_bound_bytes"] >= report["total_bytes"]


def test_build_what_each_example_asks_for() -> None:
    dqn = run("build", str(ROOT / "docs/examples/dqn.yaml"), "--format", "json")
    assert [b["class"] for b in json.loads(dqn.stdout)["buffers"]] == ["ReplayBuffer"]
    llm = run("build", str(ROOT / "docs/examples/llm_grpo_async.yaml"))
    assert llm.exit_code == 0
    assert (
        "  no replay buffer built: replay_buffer is the llm rollout queue (4,096 groups), "
        "which the LLM trainer makes\n" in llm.stdout
    )
    ppo = run("build", str(ROOT / "tests/corpus/valid/minimal.yaml"))
    assert "no replay buffer (replay_buffer is absent: an on-policy algorithm)" in ppo.stdout


def test_build_shows_what_the_factory_ignores(write: Write) -> None:
    text = "algorithm: {name: MATD3}\nreplay_buffer: {per_buffer: true}\n"
    path = write("ma.yaml", text + "environment: {name: pettingzoo.mpe.simple_spread_v3}\n")
    result = run("build", str(path))
    assert result.exit_code == 0
    assert result.stdout.splitlines()[0] == (
        f"{path}: warning: algorithm 'MATD3' is multi-agent: replay_buffer.per_buffer is true "
        "but does not apply; building a uniform ReplayBuffer"
    )
    info = json.loads(run("build", str(path), "--format", "json").stdout)
    assert [b["class"] for b in info["buffers"]] == ["ReplayBuffer"]
    assert len(info["warnings"]) == 1


def test_build_refuses_invalid_and_unbuildable(write: Write) -> None:
    env = "environment: {name: CartPole-v1}\n"
    bad = write("bad.yaml", "algorithm: {name: DQN}\nreplay_buffer: {max_size: 0}\n" + env)
    result = run("build", str(bad))
    assert result.exit_code == 1
    assert result.stdout == f"{bad}:2:17: replay_buffer.max_size: must be >= 1, got 0 [minimum]\n"
    # validate equals build: what the factory refuses, the manifest's rules refuse first
    per = write("per.yaml", "algorithm: {name: DQN}\nreplay_buffer: {per_buffer: true}\n" + env)
    result = run("build", str(per))
    assert result.exit_code == 1
    assert result.stdout.startswith(
        f'{per}:1:13: algorithm.name: must be one of "Rainbow DQN", "RainbowDQN", got "DQN" '
        "(prioritized replay is built for Rainbow DQN only"
    )
    assert run("validate", str(per)).exit_code == 1
    assert run("build", str(bad.parent / "missing.yaml")).exit_code == 2


@pytest.mark.parametrize("shape", ["4,x", "0", "-1", "a"])
def test_build_bad_shape_is_a_usage_error(shape: str) -> None:
    result = run("build", RAINBOW, "--obs-shape", shape)
    assert result.exit_code == 2
    assert "Invalid value for '--obs-shape'" in result.stderr
    assert_no_traceback(result)


@pytest.mark.skipif(torch.cuda.is_available(), reason="this machine has CUDA")
def test_build_on_cuda_without_cuda() -> None:
    result = run("build", RAINBOW, "--device", "cuda")
    assert result.exit_code == 2
    assert result.stderr == (
        "agilerl-specs: error: --device cuda: CUDA is not available on this machine\n"
    )


@pytest.mark.cuda
@pytest.mark.skipif(not torch.cuda.is_available(), reason="needs CUDA")
def test_build_on_cuda() -> None:
    result = run("build", RAINBOW, "--device", "cuda", "--format", "json")
    assert result.exit_code == 0, result.output
    assert all(b["device"].startswith("cuda") for b in json.loads(result.stdout)["buffers"])


def test_the_dtype_choices_are_the_buffers_dtypes() -> None:
    from agilerl.cli._build import DTYPES
    from agilerl.components.replay_buffer._fields import _DTYPES

    assert sorted(DTYPES) == sorted(_DTYPES)
