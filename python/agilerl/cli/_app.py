"""The ``agilerl-specs`` command group: global options, exit codes, error reporting.

Exit status: 0 success (every manifest valid), 1 a manifest is invalid (or cannot be
built), 2 a file cannot be read, a usage error or a missing dependency, 3 the output
could not be written (standard output a closed pipe, a full disk): no verdict. A user
never sees a Python traceback unless ``--debug`` is given; then every error shows it.
"""

from __future__ import annotations

import contextlib
import errno
import io
import os
import sys
from collections.abc import Callable
from typing import Any, TypeVar

import click

EXIT_OK, EXIT_INVALID, EXIT_USAGE, EXIT_OUTPUT = 0, 1, 2, 3
PROG = "agilerl-specs"
_F = TypeVar("_F", bound=Callable[..., Any])
#: Errors of writing, never of reading: the output, not the input, failed.
OUTPUT_ERRNOS = frozenset({errno.EPIPE, errno.ENOSPC, errno.EDQUOT, errno.EFBIG})


#: The commands whose exit status is a verdict on a manifest (0 valid, 1 invalid): a
#: failed output of theirs says "no verdict"; the others give none to withhold.
VERDICT_COMMANDS = frozenset({"validate", "build"})


class ClosedOutputError(OSError):
    """Standard output was closed before we started (``cmd >&-``): nothing can be written."""

    def __init__(self) -> None:
        super().__init__(errno.EBADF, "standard output is closed")


class _ClosedStdout(io.TextIOBase):
    """``sys.stdout`` when fd 1 was closed at start (Python then sets it to None, and
    click would drop every line silently): each write fails, as a closed pipe's does."""

    def writable(self) -> bool:
        return True

    def write(self, text: str) -> int:
        if text:
            raise ClosedOutputError()
        return 0


class _WholeWrites(io.RawIOBase):
    """A file descriptor whose every write is whole, or an error. With PYTHONUNBUFFERED
    (or ``python -u``: Docker images often set it) ``sys.stdout`` writes straight to a
    FileIO; writing more than a pipe holds when its reader leaves midway, the kernel
    returns the part written (and a SIGPIPE, which Python ignores), and TextIOWrapper
    drops the rest: the output cut short, exit status 0. Here the rest is written again,
    and fails (EPIPE) as it should."""

    def __init__(self, fd: int) -> None:
        super().__init__()
        self.fd = fd

    def writable(self) -> bool:
        return True

    def fileno(self) -> int:
        return self.fd

    def write(self, data: Any) -> int:
        view = memoryview(data).cast("B")
        done = 0
        while done < len(view):
            done += os.write(self.fd, view[done:])
        return done


def _whole_stdout(stream: Any) -> Any:
    """``sys.stdout`` writing whole (:class:`_WholeWrites`) when it writes straight to a
    file descriptor (unbuffered); else ``stream`` itself (a BufferedWriter writes all or
    raises; a test's or an embedding's stream is theirs)."""
    if not (isinstance(stream, io.TextIOWrapper) and isinstance(stream.buffer, io.FileIO)):
        return stream
    stream.flush()
    return io.TextIOWrapper(
        _WholeWrites(stream.fileno()),
        encoding=stream.encoding,
        errors=stream.errors,
        line_buffering=stream.line_buffering,
        write_through=True,
    )


def is_output_error(exc: BaseException) -> bool:
    """Whether ``exc`` is a failed write of our output (closed pipe or stdout, full disk)."""
    return isinstance(exc, OSError) and (
        isinstance(exc, BrokenPipeError | ClosedOutputError) or exc.errno in OUTPUT_ERRNOS
    )


#: The context's note of whether its command line asks for a verdict.
_VERDICT = "agilerl_specs.verdict"


def _gives_verdict(args: list[str]) -> bool:
    """Whether the command line ``args`` asks for a verdict (not for help)."""
    command = next((arg for arg in args if not arg.startswith("-")), None)
    return command in VERDICT_COMMANDS and not {"-h", "--help"} & set(args)


def _silence_stdout() -> None:
    """Point fd 1 at the null device: the interpreter's last flush then fails no more."""
    try:
        fd = sys.stdout.fileno()
        null = os.open(os.devnull, os.O_WRONLY)
    except (AttributeError, OSError, ValueError):  # replaced by a stream (tests, embedding)
        return
    with contextlib.suppress(OSError):
        os.dup2(null, fd)
    os.close(null)


def report_output_error(exc: OSError, verdict: bool) -> int:
    """Say on stderr (if it can be written) that the output failed; the exit status 3.
    ``verdict``: the command gives a verdict, which is withheld ("no verdict")."""
    _silence_stdout()
    reason = exc.strerror or str(exc)
    withheld = " (no verdict)" if verdict else ""
    with contextlib.suppress(OSError, ValueError):  # stderr may be gone too
        click.echo(f"{PROG}: error: cannot write the output: {reason}{withheld}", err=True)
    return EXIT_OUTPUT


class OutputFailure(click.ClickException):
    """Our output could not be written: exit status 3, never a verdict (click would exit 1)."""

    exit_code = EXIT_OUTPUT

    def __init__(self, error: OSError, verdict: bool) -> None:
        super().__init__(error.strerror or str(error))
        self.error = error
        self.verdict = verdict

    def show(self, file: Any = None) -> None:
        report_output_error(self.error, self.verdict)


class Failure(click.ClickException):
    """An error to print as ``agilerl-specs: error: ...`` with an exit status."""

    def __init__(self, message: str, exit_code: int = EXIT_USAGE) -> None:
        super().__init__(message)
        self.exit_code = exit_code  # type: ignore[misc]  # a ClassVar in click

    def show(self, file: Any = None) -> None:
        click.echo(f"{PROG}: error: {self.format_message()}", err=True)


def _set_debug(ctx: click.Context, _param: click.Parameter, value: bool) -> None:
    if value:
        ctx.meta["agilerl_specs.debug"] = True


def _eager_flag(name: str, callback: Any, help: str) -> Callable[[_F], _F]:
    """A flag that acts as it is parsed (its ``callback``), passing no value on."""
    return click.option(
        name, is_flag=True, expose_value=False, is_eager=True, callback=callback, help=help
    )


#: ``--debug``: show the Python traceback of any error (also accepted after a command).
debug_option = _eager_flag("--debug", _set_debug, "Show the Python traceback of errors.")


def format_option(help: str) -> Callable[[_F], _F]:
    """``--format text|json``, passed on as ``fmt``."""
    choice = click.Choice(["text", "json"])
    return click.option(
        "--format", "fmt", type=choice, default="text", show_default=True, help=help
    )


def _overrides(_ctx: click.Context, _param: click.Parameter, values: tuple[str, ...]) -> Any:
    from agilerl.models.overrides import OverrideError, parse_override

    try:
        return tuple(parse_override(value) for value in values)
    except OverrideError as exc:
        raise click.BadParameter(str(exc)) from None


#: ``--set PATH=VALUE`` (repeatable), passed on as ``overrides`` (read overrides).
set_option = click.option(
    "--set",
    "overrides",
    multiple=True,
    metavar="PATH=VALUE",
    callback=_overrides,
    help="Replace a value of the manifest before it is judged (repeatable; VALUE is read "
    "as YAML): --set training.max_steps=5000 --set algorithm.lr=1e-4. A problem in it "
    "names the override.",
)


def unexpected(exc: BaseException) -> str:
    """What an error we did not foresee says: a bug, to report."""
    return (
        f"unexpected {type(exc).__name__}: {exc} (run again with --debug for the "
        "traceback, and please report it)"
    )


def _print_version(ctx: click.Context, _param: click.Parameter, value: bool) -> None:
    if not value:
        return
    from importlib import metadata

    try:
        version = metadata.version(PROG)
    except metadata.PackageNotFoundError:
        version = "unknown (not installed: running from a source tree)"
    click.echo(f"{PROG}, version {version}")
    ctx.exit(EXIT_OK)


class Group(click.Group):
    """A click group that turns unexpected exceptions into one line (traceback on --debug)."""

    def make_context(
        self,
        info_name: str | None,
        args: list[str],
        parent: click.Context | None = None,
        **extra: Any,
    ) -> click.Context:
        verdict = _gives_verdict(args)
        try:  # --help and --version print here
            ctx = super().make_context(info_name, args, parent, **extra)
            ctx.meta[_VERDICT] = verdict
            return ctx
        except OSError as exc:
            if not is_output_error(exc) or "--debug" in args:
                raise
            raise OutputFailure(exc, verdict=False) from None

    def invoke(self, ctx: click.Context) -> Any:
        try:
            return super().invoke(ctx)
        except (click.ClickException, click.exceptions.Exit, click.Abort):
            raise
        except KeyboardInterrupt:
            raise click.Abort() from None
        except Exception as exc:
            if ctx.meta.get("agilerl_specs.debug"):
                raise
            if is_output_error(exc):
                raise OutputFailure(exc, ctx.meta[_VERDICT]) from None  # type: ignore[arg-type]
            raise Failure(unexpected(exc), EXIT_INVALID) from None


@click.group(
    cls=Group,
    context_settings={"help_option_names": ["-h", "--help"], "max_content_width": 100},
)
@_eager_flag("--version", _print_version, "Show the version and exit.")
@debug_option
def app() -> None:
    """Validate, write, explain, edit and build AgileRL training manifests.

    \b
    agilerl-specs validate manifest.yaml      every problem, with line and column
    agilerl-specs init --preset rainbow -o m.yaml
    agilerl-specs explain training.max_steps
    agilerl-specs schema manifest             the JSON Schema, for editors and tools
    agilerl-specs show --resolved m.yaml      the manifest as the runtime sees it
    agilerl-specs build manifest.yaml         build the replay buffers it asks for
    agilerl-specs edit manifest.yaml          edit it in the browser (local, offline)

    Exit status: 0 valid, 1 invalid, 2 unreadable file or usage error, 3 the output
    could not be written (a closed pipe, a full disk).
    """


def main(argv: list[str] | None = None) -> int:
    """Run the CLI; returns the exit status (``agilerl-specs`` console script)."""
    args = sys.argv[1:] if argv is None else argv
    original = sys.stdout
    sys.stdout = _ClosedStdout() if original is None else _whole_stdout(original)
    try:
        return _run(args)
    except OSError as exc:
        if not is_output_error(exc) or "--debug" in args:
            raise
        return report_output_error(exc, _gives_verdict(args))
    finally:
        ours, sys.stdout = sys.stdout, original  # None when fd 1 was closed, as it was
        if ours is not original:
            with contextlib.suppress(OSError, ValueError):  # written, or reported
                ours.flush()


def _run(args: list[str]) -> int:
    try:
        status = app.main(args=args, prog_name=PROG, standalone_mode=False)
    except click.exceptions.Exit as done:
        status = int(done.exit_code)
    except click.ClickException as exc:
        exc.show()
        status = int(exc.exit_code)
    except click.Abort:
        click.echo(f"{PROG}: interrupted", err=True)
        return 130
    except Exception as exc:  # raised before a command ran (or under --debug)
        if is_output_error(exc) or "--debug" in args:
            raise
        click.echo(f"{PROG}: error: unexpected {type(exc).__name__}: {exc}", err=True)
        return EXIT_INVALID
    sys.stdout.flush()  # a write error still pending is the output's, not the verdict's
    return status if isinstance(status, int) else EXIT_OK
