"""``agilerl-specs build``: validate a manifest, build its buffers, size their storage.

The only command that imports torch. The buffers are built through the factory
(``init_buffer`` / ``init_n_step_buffer``) exactly as a trainer builds them; their
storage is allocated on the first ``add``, so the memory it will take is computed for a
transition layout given on the command line (obs, action, reward, next_obs, done).
"""

from __future__ import annotations

import json
import re
import warnings
from typing import Any

import click

from agilerl.cli._app import EXIT_INVALID, EXIT_OK, Failure, app, debug_option
from agilerl.cli._validate import check, format_problem

DTYPES = (
    "float32",
    "float64",
    "float16",
    "bfloat16",
    "uint8",
    "int8",
    "int16",
    "int32",
    "int64",
    "bool",
)


def _shape(_ctx: click.Context, _param: click.Parameter, text: str) -> tuple[int, ...]:
    """``4``, ``84,84,4`` or ``84x84x4`` -> a shape; empty -> ``()``."""
    text = text.strip().strip("()[]").replace(" ", "")
    if not text:
        return ()
    if not re.fullmatch(r"[0-9]+(?:[,x][0-9]+)*", text):
        raise click.BadParameter(f"expected sizes like 4 or 84,84,4, got {text!r}")
    shape = tuple(int(part) for part in re.split(r"[,x]", text))
    if any(size < 1 for size in shape):
        raise click.BadParameter(f"sizes must be >= 1, got {text!r}")
    return shape


def human(size: float) -> str:
    for unit in ("B", "KiB", "MiB", "GiB"):
        if size < 1024 or unit == "GiB":
            return f"{size:.0f} {unit}" if unit == "B" else f"{size:.1f} {unit}"
        size /= 1024
    raise AssertionError


def _row_bytes(
    buffer: Any, layout: dict[str, tuple[tuple[int, ...], str]], kind: Any = None
) -> int:
    """Bytes of one stored transition: a twin buffer of one slot takes one row, we read it."""
    import torch

    kind = kind or type(buffer)
    kwargs: dict[str, Any] = {"device": "cpu", "dtype": buffer.dtype}
    if hasattr(kind, "n_step"):
        kwargs.update(n_step=1, gamma=buffer.gamma)
    twin = kind(1, **kwargs)
    row = {
        name: torch.zeros((1, *shape), dtype=getattr(torch, dtype))
        for name, (shape, dtype) in layout.items()
    }
    twin.add(row)
    return int(twin.state_dict()["layout"]["row_bytes"])


def held_bytes(buffer: Any) -> int:
    """Bytes of the tensors a buffer already holds (a prioritized one: its priority tree).

    Found by walking the buffer's attributes, so it does not depend on their names.
    """
    import torch

    storages: dict[tuple[str, int], int] = {}
    seen: set[int] = set()

    def visit(value: Any, depth: int) -> None:
        if depth > 8 or id(value) in seen:
            return
        seen.add(id(value))
        if isinstance(value, torch.Tensor):
            storage = value.untyped_storage()
            storages[(str(value.device), storage.data_ptr())] = storage.nbytes()
        elif isinstance(value, dict):
            for item in value.values():
                visit(item, depth + 1)
        elif isinstance(value, list | tuple):
            for item in value:
                visit(item, depth + 1)
        elif type(value).__module__.startswith("agilerl.components") and hasattr(value, "__dict__"):
            visit(vars(value), depth + 1)

    visit(buffer, 0)
    return sum(storages.values())


def describe_buffer(
    role: str, buffer: Any, layout: dict[str, Any], num_envs: int
) -> dict[str, Any]:
    row = _row_bytes(buffer, layout)
    info: dict[str, Any] = {
        "role": role,
        "class": type(buffer).__name__,
        "capacity": buffer.max_size,
        "device": str(buffer.device),
        "row_bytes": row,
        "storage_bytes": row * buffer.max_size,
    }
    if hasattr(buffer, "alpha"):
        info["alpha"] = buffer.alpha
        info["priority_bytes"] = held_bytes(buffer)
    if hasattr(buffer, "n_step"):
        info.update(n_step=buffer.n_step, gamma=buffer.gamma)
        from agilerl.components.replay_buffer import ReplayBuffer  # the window's rows: no n_steps

        info["window_bytes"] = _row_bytes(buffer, layout, ReplayBuffer) * buffer.n_step * num_envs
    info["total_bytes"] = sum(
        v for k, v in info.items() if k.endswith("_bytes") and k != "row_bytes"
    )
    return info


def _line(info: dict[str, Any]) -> str:
    parts = [f"{info['role']:<14}{info['class']:<25}capacity {info['capacity']:,}"]
    if "n_step" in info:
        parts.append(f"n_step {info['n_step']}, gamma {info['gamma']}")
    if "alpha" in info:
        parts.append(f"alpha {info['alpha']}")
    parts.append(f"device {info['device']}")
    return "  " + ", ".join(parts)


@app.command()
@click.argument("file", metavar="FILE")
@click.option("--device", default="cpu", show_default=True, help="cpu, cuda or cuda:N.")
@click.option(
    "--obs-shape",
    default="4",
    show_default=True,
    callback=_shape,
    help="Observation shape, e.g. 84,84,4.",
)
@click.option("--obs-dtype", type=click.Choice(DTYPES), default="float32", show_default=True)
@click.option(
    "--action-shape", default="", callback=_shape, help="Action shape (empty: one discrete action)."
)
@click.option("--action-dtype", type=click.Choice(DTYPES), default="int64", show_default=True)
@click.option(
    "--num-envs",
    type=click.IntRange(min=1),
    default=None,
    help="Envs per step (n-step window); default: environment.num_envs or 1.",
)
@click.option("--format", "fmt", type=click.Choice(["text", "json"]), default="text")
@debug_option
@click.pass_context
def build(
    ctx: click.Context,
    file: str,
    device: str,
    obs_shape: tuple[int, ...],
    obs_dtype: str,
    action_shape: tuple[int, ...],
    action_dtype: str,
    num_envs: int | None,
    fmt: str,
) -> None:
    """Validate FILE, build the replay buffers it asks for and size their storage."""
    report = check(file)
    if report.status != "valid":
        for problem in report.problems:
            click.echo(format_problem(report.name, problem))
        ctx.exit(report.exit_code)
    layout = {
        "obs": (obs_shape, obs_dtype),
        "action": (action_shape, action_dtype),
        "reward": ((), "float32"),
        "next_obs": (obs_shape, obs_dtype),
        "done": ((), "bool"),
    }
    try:
        import torch

        from agilerl.models.manifest import Manifest
        from agilerl.models.training import (
            IgnoredBufferSettingWarning,
            LLMRolloutBufferSpec,
            init_buffer,
            init_n_step_buffer,
        )
    except ImportError as exc:
        raise Failure(
            f"build needs torch ({exc}); install it: pip install 'agilerl-specs[torch]'"
        ) from None
    if torch.device(device).type == "cuda" and not torch.cuda.is_available():
        raise Failure(f"--device {device}: CUDA is not available on this machine")
    manifest = Manifest.model_validate(report.data)
    if num_envs is None:
        num_envs = int((manifest.environment or {}).get("num_envs", 1) or 1)
    result: dict[str, Any] = {
        "file": report.name,
        "algorithm": manifest.algorithm.name,
        "buffers": [],
        "layout": {k: f"{d}{list(s)}" for k, (s, d) in layout.items()},
    }
    spec = manifest.replay_buffer
    result["warnings"] = []
    if isinstance(spec, LLMRolloutBufferSpec):
        spec = None  # the llm rollout queue is the LLM trainer's, not the factory's
        result["llm_rollout_queue"] = {"max_size": manifest.replay_buffer.max_size}  # type: ignore[union-attr]
    if spec is not None:
        try:
            with warnings.catch_warnings(record=True) as caught:
                warnings.simplefilter("always", IgnoredBufferSettingWarning)
                memory = init_buffer(spec, manifest.algorithm, device=device)
                n_step_memory = init_n_step_buffer(spec, manifest.algorithm, device=device)
        except (ValueError, RuntimeError) as exc:
            click.echo(f"{report.name}: replay_buffer: cannot build: {exc}")
            ctx.exit(EXIT_INVALID)
        result["warnings"] = [
            str(w.message) for w in caught if issubclass(w.category, IgnoredBufferSettingWarning)
        ]
        result["buffers"].append(describe_buffer("memory", memory, layout, num_envs))
        if n_step_memory is not None:
            result["buffers"].append(
                describe_buffer("n_step_memory", n_step_memory, layout, num_envs)
            )
    result["total_bytes"] = sum(b["total_bytes"] for b in result["buffers"])
    if fmt == "json":
        click.echo(json.dumps(result, indent=2))
        ctx.exit(EXIT_OK)
    for warning in result["warnings"]:
        click.echo(f"{report.name}: warning: {warning}")
    click.echo(f"{report.name}: valid; {manifest.algorithm.name}")
    if "llm_rollout_queue" in result:
        size = result["llm_rollout_queue"]["max_size"]
        click.echo(
            f"  no replay buffer built: replay_buffer is the llm rollout queue ({size:,} groups),"
            " which the LLM trainer makes"
        )
        ctx.exit(EXIT_OK)
    if not result["buffers"]:
        click.echo("  no replay buffer (replay_buffer is absent: an on-policy algorithm)")
        ctx.exit(EXIT_OK)
    click.echo("built:")
    for info in result["buffers"]:
        click.echo(_line(info))
    fields = ", ".join(f"{k} {v}" for k, v in result["layout"].items())
    click.echo(f"storage for transitions of {fields} (allocated on the first add):")
    for info in result["buffers"]:
        extra = ""
        if "priority_bytes" in info:
            extra += f" + priorities {human(info['priority_bytes'])}"
        if "window_bytes" in info:
            extra += f" + n-step window {human(info['window_bytes'])} ({num_envs} envs)"
        click.echo(
            f"  {info['role']:<14}{info['row_bytes']} B x {info['capacity']:,} = "
            f"{human(info['storage_bytes'])}{extra}"
        )
    click.echo(f"  {'total':<14}{human(result['total_bytes'])} on {device}")
    ctx.exit(EXIT_OK)
