"""``agilerl-specs build``: validate a manifest, build its buffers, size their storage.

The only command that imports torch. The buffer plan
(:func:`agilerl.models.buffer_plan.buffer_plan`) says which buffers the manifest asks
for, and each buffer class says what it takes for the transition layout given on the
command line (:mod:`._memory`); a build over the memory bound is refused before anything
is allocated. Under the bound the buffers are built through the factory
(``init_buffer`` / ``init_n_step_buffer``), exactly as a trainer builds them.
"""

from __future__ import annotations

import json
import re
import warnings
from dataclasses import dataclass, field
from typing import Any

import click

from agilerl.cli import _app, _memory
from agilerl.cli._app import EXIT_INVALID, EXIT_OK, EXIT_USAGE, PROG, app, debug_option
from agilerl.cli._memory import count, human
from agilerl.cli._validate import as_json, check, problem_json

#: ``--obs-dtype`` / ``--action-dtype``: the dtypes the buffers store. Their table
#: (``components.replay_buffer._fields``) holds torch dtypes, and only a build imports
#: torch, so the names are written here; tests/cli/test_build.py keeps the two the same.
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
STATUSES = ("built", "invalid", "unreadable", "unbuildable", "usage", "error")


def _shape(_ctx: click.Context, _param: click.Parameter, text: str) -> tuple[int, ...]:
    """``4``, ``84,84,4`` or ``84x84x4`` -> a shape; empty -> ``()``."""
    text = text.strip().strip("()[]").replace(" ", "")
    if not text:
        return ()
    if not re.fullmatch(r"[0-9]{1,18}(?:[,x][0-9]{1,18}){0,31}", text):
        raise click.BadParameter(
            f"expected sizes like 4 or 84,84,4 (at most 32 sizes of 18 digits), got {text!r}"
        )
    shape = tuple(int(part) for part in re.split(r"[,x]", text))
    if any(size < 1 for size in shape):
        raise click.BadParameter(f"sizes must be >= 1, got {text!r}")
    return shape


def _size(_ctx: click.Context, _param: click.Parameter, text: str | None) -> int | None:
    if text is None:
        return None
    try:
        return _memory.parse_size(text)
    except ValueError as exc:
        raise click.BadParameter(str(exc)) from None


def problem(message: str, rule: str, path: tuple[str, ...] = (), name: str = "") -> dict[str, Any]:
    """One entry of a document's ``problems``, in the shape of ``validate``'s."""
    from agilerl.models.manifest import Problem

    found = Problem(path, message, rule)
    text = f"{found.location}: {message}" if path else message
    return problem_json(name, found, f"{name}: {text}" if name else text)


@dataclass
class Refusal(Exception):
    """A build that stops: a status, its exit code, the problems, more of the document."""

    status: str
    exit_code: int
    problems: list[dict[str, Any]]
    extra: dict[str, Any] = field(default_factory=dict)


def usage(message: str) -> Refusal:
    return Refusal("usage", EXIT_USAGE, [problem(message, "usage")])


def document(file: str | None, status: str, exit_code: int, **rest: Any) -> dict[str, Any]:
    """``{"file", "status", "exit_code", "problems", ...}``: build's JSON, whatever happens.

    ``status`` is one of :data:`STATUSES`; ``problems`` is a list of ``{"path",
    "path_parts", "message", "rule", "line", "column", "override", "text"}``
    (``validate``'s shape; ``rule`` ``usage``, ``memory-bound``, ``factory`` or
    ``internal`` for build's own).
    """
    rest.setdefault("problems", [])
    return {"file": file, "status": status, "exit_code": exit_code, **rest}


def _wants_json(args: list[str]) -> bool:
    for i, arg in enumerate(args):
        if arg == "--":
            return False
        if arg == "--format=json" or (arg == "--format" and args[i + 1 : i + 2] == ["json"]):
            return True
    return False


class JsonFailure(_app.Failure):
    """A failure of ``build --format json``: its document on standard output."""

    def __init__(self, doc: dict[str, Any]) -> None:
        super().__init__(doc["status"], doc["exit_code"])
        self.doc = doc

    def show(self, file: Any = None) -> None:
        click.echo(json.dumps(self.doc, indent=2))


class BuildCommand(click.Command):
    """``build``: every failure (usage errors of click's own included) as JSON on request."""

    def parse_args(self, ctx: click.Context, args: list[str]) -> list[str]:
        wants_json = _wants_json(args)
        try:
            return super().parse_args(ctx, args)
        except click.UsageError as exc:
            if not wants_json:
                raise
            entry = problem(exc.format_message(), "usage")
            raise JsonFailure(document(None, "usage", EXIT_USAGE, problems=[entry])) from None

    def invoke(self, ctx: click.Context) -> Any:
        as_json_doc = ctx.params.get("fmt") == "json"
        name = ctx.params.get("file")
        try:
            return super().invoke(ctx)
        except Refusal as stop:
            if as_json_doc:
                doc = document(name, stop.status, stop.exit_code, problems=stop.problems)
                raise JsonFailure({**doc, **stop.extra}) from None
            if stop.status == "usage":
                click.echo(f"{PROG}: error: {stop.problems[0]['message']}", err=True)
            else:
                for entry in stop.problems:
                    click.echo(entry["text"])
            raise click.exceptions.Exit(stop.exit_code) from None
        except (click.ClickException, click.exceptions.Exit, click.Abort, KeyboardInterrupt):
            raise
        except Exception as exc:
            if not as_json_doc or ctx.meta.get("agilerl_specs.debug"):
                raise
            entry = problem(_app.unexpected(exc), "internal")
            doc = document(name, "error", EXIT_INVALID, problems=[entry])
            raise JsonFailure(doc) from None


def parse_device(text: str) -> Any:
    """``--device``: cpu, cuda or cuda:N that this machine has (else a usage error)."""
    import torch

    try:
        device = torch.device(text)
    except (RuntimeError, TypeError, ValueError):
        raise usage(f"--device {text!r}: not a device; expected cpu, cuda or cuda:N") from None
    if device.type not in ("cpu", "cuda"):
        raise usage(f"--device {text}: build makes buffers on cpu or cuda, got {device.type}")
    if device.type == "cuda":
        if not torch.cuda.is_available():
            raise usage(f"--device {text}: CUDA is not available on this machine")
        if device.index is not None and device.index >= torch.cuda.device_count():
            found = torch.cuda.device_count()
            raise usage(f"--device {text}: this machine has {found} CUDA device(s)")
    return device


def _num_envs(manifest: Any, given: int | None) -> int:
    """--num-envs, else ``environment.num_envs`` (judged by the schema: an integer >= 1,
    or unset in an LLM environment), else 1."""
    if given is not None:
        return given
    value = getattr(manifest.environment, "num_envs", None)
    return value if isinstance(value, int) and not isinstance(value, bool) else 1


def _bound_problem(
    name: str, text: str, infos: list[dict[str, Any]], bound: int, why: str
) -> Refusal:
    """The refusal of a build over the bound: the plan's ``text``, the figures as JSON."""
    total = sum(info["total_bytes"] for info in infos)
    extra = {"buffers": infos, "total_bytes": total, "memory_bound_bytes": bound}
    entry = problem(text, "memory-bound", ("replay_buffer",), name)
    return Refusal("unbuildable", EXIT_INVALID, [entry], {**extra, "memory_bound": why})


def _refused(exc: Exception, name: str) -> Refusal:
    entry = problem(f"cannot build: {exc}", "factory", ("replay_buffer",), name)
    return Refusal("unbuildable", EXIT_INVALID, [entry])


def _plan(spec: Any, algorithm: Any, name: str) -> Any:
    """The buffer plan of ``spec``, its refusals raised as build's (the factory's order)."""
    from agilerl.models.buffer_plan import buffer_plan

    try:
        plan = buffer_plan(spec, algorithm)
        plan.require("memory")
        plan.require("n_step_memory")
    except (ValueError, TypeError) as exc:
        raise _refused(exc, name) from None
    return plan


def _factory(spec: Any, algorithm: Any, device: Any, name: str) -> tuple[Any, Any]:
    """The factory's memories for ``spec``, exactly as a trainer builds them; any error
    of it (the allocator's too) is a refusal."""
    from agilerl.models.training import init_buffer, init_n_step_buffer

    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")  # said once, from the plan
            memory = init_buffer(spec, algorithm, device=device)
            n_step_memory = init_n_step_buffer(spec, algorithm, device=device)
    except (ValueError, TypeError, RuntimeError, OverflowError, MemoryError) as exc:
        raise _refused(exc, name) from None
    return memory, n_step_memory


def run_build(
    file: str,
    device_text: str,
    layout: _memory.Layout,
    num_envs: int | None,
    max_memory: int | None,
    overrides: tuple[Any, ...] = (),
) -> dict[str, Any]:
    """Validate (with ``overrides`` applied), plan, check the bound, build: the success
    document (else a Refusal)."""
    report = check(file, overrides)
    if report.status != "valid":
        raise Refusal(report.status, report.exit_code, as_json(report)["problems"])
    try:
        import torch  # noqa: F401

        from agilerl.models.manifest import Manifest
        from agilerl.models.training import LLMRolloutBufferSpec
    except ImportError as exc:
        raise usage(
            f"build needs torch ({exc}); install it: pip install 'agilerl-specs[torch]'"
        ) from None
    device = parse_device(device_text)
    bound, why = (max_memory, "--max-memory") if max_memory else _memory.default_bound(device)
    manifest = Manifest.model_validate(report.data)
    name = report.name
    result = document(
        name,
        "built",
        EXIT_OK,
        algorithm=manifest.algorithm.name,
        buffers=[],
        layout={k: f"{d}{list(s)}" for k, (s, d) in layout.items()},
        warnings=[],
    )
    spec = manifest.replay_buffer
    if isinstance(spec, LLMRolloutBufferSpec):
        result["llm_rollout_queue"] = {"max_size": spec.max_size}
        spec = None  # the llm rollout queue is the LLM trainer's, not the factory's
    if spec is not None:
        # The plan: which buffers, their settings and bytes; nothing of their size made.
        plan = _plan(spec, manifest.algorithm, name)
        result["warnings"] = list(plan.warnings)
        n_step = any(m.kind == "n_step" for m in plan.built())
        envs = _num_envs(manifest, num_envs) if n_step else 1
        sizes = plan.nbytes(layout, num_envs=envs, device=device)
        infos = [_memory.info(m, b, device) for m, b in sizes.parts]
        fix = "Lower max_size, --obs-shape or --num-envs, or raise the bound with --max-memory SIZE"
        text = sizes.over(bound, why, fix)
        if text is not None:
            raise _bound_problem(name, text, infos, bound, why)
        _factory(spec, manifest.algorithm, device, name)
        result["buffers"] = infos
        result["num_envs"] = envs
    result["total_bytes"] = sum(b["total_bytes"] for b in result["buffers"])
    result["memory_bound_bytes"], result["memory_bound"] = bound, why
    return result


def print_text(result: dict[str, Any]) -> None:
    name = result["file"]
    for warning in result["warnings"]:
        click.echo(f"{name}: warning: {warning}")
    click.echo(f"{name}: valid; {result['algorithm']}")
    if "llm_rollout_queue" in result:
        size = result["llm_rollout_queue"]["max_size"]
        click.echo(
            f"  no replay buffer built: replay_buffer is the llm rollout queue ({count(size)} "
            "groups), which the LLM trainer makes"
        )
        return
    if not result["buffers"]:
        click.echo("  no replay buffer (replay_buffer is absent: an on-policy algorithm)")
        return
    click.echo("built:")
    for info in result["buffers"]:
        parts = [f"{info['role']:<14}{info['class']:<25}capacity {count(info['capacity'])}"]
        if "n_step" in info:
            parts.append(f"n_step {info['n_step']}, gamma {info['gamma']}")
        if "alpha" in info:
            parts.append(f"alpha {info['alpha']}")
        parts.append(f"device {info['device']}")
        click.echo("  " + ", ".join(parts))
    fields = ", ".join(f"{k} {v}" for k, v in result["layout"].items())
    click.echo(f"storage for transitions of {fields} (allocated on the first add):")
    for info in result["buffers"]:
        extra = ""
        if "priority_bytes" in info:
            extra += f" + priorities {human(info['priority_bytes'])}"
        if "window_bytes" in info:
            extra += f" + n-step window {human(info['window_bytes'])} ({result['num_envs']} envs)"
        click.echo(
            f"  {info['role']:<14}{info['row_bytes']} B x {count(info['capacity'])} = "
            f"{human(info['storage_bytes'])}{extra}"
        )
    device = result["buffers"][0]["device"]
    click.echo(f"  {'total':<14}{human(result['total_bytes'])} on {device}")


@app.command(cls=BuildCommand)
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
@click.option(
    "--max-memory",
    metavar="SIZE",
    default=None,
    callback=_size,
    help="Refuse to build buffers that would take more (e.g. 64GiB, 500MB); default: half "
    "of the physical memory of this machine (--device cpu) or of the GPU (cuda).",
)
@_app.format_option("json: one document on standard output, for every outcome.")
@_app.set_option
@debug_option
def build(
    file: str,
    device: str,
    obs_shape: tuple[int, ...],
    obs_dtype: str,
    action_shape: tuple[int, ...],
    action_dtype: str,
    num_envs: int | None,
    max_memory: int | None,
    fmt: str,
    overrides: tuple[Any, ...],
) -> None:
    """Validate FILE, build the replay buffers it asks for and size their storage.

    The memory the buffers will take (storage, a prioritized buffer's sum tree, an
    n-step buffer's window) is computed before any of it is allocated; over the bound
    (--max-memory) the build is refused, naming both figures.

    \b
    --format json prints one document whatever happens:
      {"file", "status", "exit_code", "problems": [{"path", "path_parts", "message",
       "rule", "line", "column", "override", "text"}], ...}
    status: built (0); invalid (1), unreadable (2): the manifest, as validate says;
    unbuildable (1): over the memory bound or refused by the factory; usage (2);
    error (1): a bug. Built adds algorithm, buffers, layout, warnings, total_bytes,
    memory_bound_bytes; unbuildable over the bound adds buffers, total_bytes and
    memory_bound_bytes.
    """
    layout: _memory.Layout = {
        "obs": (obs_shape, obs_dtype),
        "action": (action_shape, action_dtype),
        "reward": ((), "float32"),
        "next_obs": (obs_shape, obs_dtype),
        "done": ((), "bool"),
    }
    result = run_build(file, device, layout, num_envs, max_memory, overrides)
    if fmt == "json":
        click.echo(json.dumps(result, indent=2))
    else:
        print_text(result)
