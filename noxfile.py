"""Sessions that keep schema, code and docs in sync: ``nox -s generate test`` every day."""

from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import nox

nox.options.sessions = ["check", "test", "lint", "typecheck"]
nox.options.reuse_venv = "yes"
nox.options.error_on_missing_interpreters = True

PYPROJECT = nox.project.load_toml("pyproject.toml")
# Pins for every environment here (torch==2.13.0: the CPU wheel; see the file).
CONSTRAINTS = ("-c", "constraints.txt")
# pytest over all cores (pytest-xdist); tests that must share a worker carry an
# xdist_group (tests/conftest.py gives the `ray` and `cpu_bound` tests theirs). `-n 0` in
# the session's args runs serially.
PARALLEL = ("-n", "auto", "--dist", "loadgroup")
# The worst cases and soak runs (marker `slow`): CI's own session (`nox -s ci`), never the
# everyday `nox -s test`.
EVERYDAY, WORST = ("-m", "not slow"), ("-m", "slow")

#: A step's way to run a command: `session.run` in the session's own venv, or, in `ci`,
#: the same call in the venv of the `test` session that ran before it.
Run = Callable[..., Any]
#: The venv of each session this nox process has installed the project into, by name.
INSTALLED: dict[str, Path] = {}


def install_groups(session: nox.Session, *groups: str, run: Run | None = None) -> None:
    """Install the named [dependency-groups] of pyproject.toml, under the constraints (with
    ``run``: into the venv it runs in, see :func:`in_venv`)."""
    requirements = [
        req for group in groups for req in nox.project.dependency_groups(PYPROJECT, group)
    ]
    # pip is quiet while it works: say what comes and how long it takes (measured on a
    # shared 2-core machine with pip's cache warm; downloads add to the first time).
    session.log(
        f"installing the dependency group(s) {', '.join(groups)} ({len(requirements)} "
        "requirements): about 25 s into a new venv, 2 s into one that has them"
    )
    if run is not None:
        run("python", "-m", "pip", "install", "--quiet", *CONSTRAINTS, *requirements)
        return
    session.install(*CONSTRAINTS, *requirements)


def install_node(session: nox.Session) -> None:
    """The Node tooling (json-schema-to-typescript, Ajv, tsc, yaml-language-server), exactly
    as package-lock.json pins it: `npm ci`, skipped while node_modules/ holds that lock."""
    digest = hashlib.sha256(
        Path("package.json").read_bytes() + b"\0" + Path("package-lock.json").read_bytes()
    ).hexdigest()
    stamp = Path("node_modules/.installed-from-lock")
    if stamp.exists() and stamp.read_text(encoding="utf-8") == digest:
        session.log("node_modules/ matches package-lock.json")
        return
    session.log("installing the Node tooling with npm ci (package-lock.json): about 10-20 s")
    session.run("npm", "ci", "--no-audit", "--no-fund", external=True)
    stamp.write_text(digest, encoding="utf-8")


def install_project(session: nox.Session, extras: str = "torch") -> None:
    """Install this project (not editable: generated/ and python/ merge into one package).

    build/ is cleared first: setuptools would otherwise package stale copies of modules
    deleted since the last build.
    """
    shutil.rmtree("build", ignore_errors=True)
    with_extras = f" with the extras {extras}" if extras else ""
    session.log(
        f"installing this project{with_extras}: 1-2.5 min into a new venv (torch, ray: "
        "large wheels, longer when pip must download them), about 10 s into one that has "
        "them (the project itself is rebuilt every time)"
    )
    session.install(*CONSTRAINTS, f".[{extras}]" if extras else ".")


# The tests of the C paths (every kernel of csrc/, each against the tensor ops, and the
# copy of exact JSON data against jsonable's, with every entry point's use of it).
C_TESTS = (
    *(
        f"tests/components/replay_buffer/{name}.py"
        for name in (
            "test_native", "test_add_paths", "test_nstep_kernel", "test_host_writer",
            "test_hostile", "test_sum_tree", "test_priority_update_paths", "test_prioritized",
            "test_multi_step", "test_plan_memo",
        )
    ),
    "tests/models/test_exact.py",
    "tests/models/test_fast_path.py",
    "tests/models/test_own_data.py",
)  # fmt: skip


@nox.session
def generate(session: nox.Session) -> None:
    """Regenerate generated/ (Python, TypeScript) and docs/reference/ from schema/ (idempotent)."""
    install_groups(session, "codegen")
    install_node(session)
    session.run("python", "tools/codegen/generate.py")


@nox.session
def check(session: nox.Session) -> None:
    """Fail, naming each stale, new or deleted file, when generated output drifts from schema/."""
    install_groups(session, "codegen")
    install_node(session)
    session.run("python", "tools/codegen/generate.py", "--check")


@nox.session
def test(session: nox.Session) -> None:
    """Drift check, then the test suite over all cores, without the worst cases (marker
    `slow`: `nox -s ci` runs them; args go to pytest)."""
    install_groups(session, "codegen", "test")
    install_node(session)  # the TypeScript drift check, the JS verdict, tsc, the YAML server
    session.run("python", "tools/codegen/generate.py", "--check")
    # examples: the training example's smoke test; distributed: the Ray tests (local cluster)
    install_project(session, "torch,examples,distributed")
    INSTALLED["test"] = Path(session.bin).parent
    run_suite(session.run, *EVERYDAY, *session.posargs)


def run_suite(run: Run, *args: str) -> None:
    """pytest over all cores on everything but tests/conformance (`nox -s conformance`)."""
    run("pytest", *PARALLEL, "--ignore=tests/conformance", *args)


@nox.session(default=False, requires=["test"], venv_backend="none")
def ci(session: nox.Session) -> None:
    """CI's own session: after `test`, in its venv (the project installed once), the worst
    cases and soak runs (marker `slow`), the types, the conformance tests and the main job;
    the time of each step ends the log (takes no args)."""
    run = in_venv(session, tested_venv(session))  # `requires`: `test` ran first

    def typecheck() -> None:
        install_groups(session, "typecheck", run=run)
        run_typecheck(run)

    steps: list[tuple[str, Callable[[], None]]] = [
        ("worst cases", lambda: run_suite(run, *WORST)),
        ("typecheck", typecheck),
        ("conformance", lambda: run_conformance(session, run)),
        ("demo", lambda: run_demo(run)),
    ]
    took = []
    try:
        for name, step in steps:
            start = time.monotonic()
            step()
            took.append(f"{name} {time.monotonic() - start:.0f} s")
    finally:
        session.log(f"ci steps: {', '.join(took) or 'none finished'}")


def in_venv(session: nox.Session, venv: Path) -> Run:
    """`session.run` with the commands of ``venv``'s bin/ (and it first on PATH)."""
    bin_dir = venv / "bin"
    path = {"PATH": f"{bin_dir}{os.pathsep}{os.environ.get('PATH', '')}"}

    def run(*args: str, env: dict[str, str] | None = None, **kwargs: Any) -> Any:
        program = bin_dir / args[0]
        command = (str(program) if program.exists() else args[0], *args[1:])
        return session.run(*command, env={**path, **(env or {})}, external=True, **kwargs)

    return run


@nox.session(default=False, venv_backend="none")
def asan(session: nox.Session) -> None:
    """The C extension built under AddressSanitizer (and UBSan), the C-path tests run once
    against it, in the venv of `test` (`nox -s test asan`, or after a `nox -s test`).

    The sanitized build goes to .nox/asan-build, first on PYTHONPATH: the venv's own install
    is left as it is, and no second venv of torch is built (gcc or clang; libasan is
    preloaded, as the interpreter is not built with it; leak checks are off: CPython and
    torch keep memory until exit).
    """
    run = in_venv(session, tested_venv(session))
    flags = "-fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer -g"
    build_env = {"CFLAGS": flags, "LDFLAGS": flags, "AGILERL_REQUIRE_NATIVE": "1"}
    target = Path(".nox/asan-build").resolve()
    shutil.rmtree(target, ignore_errors=True)
    shutil.rmtree("build", ignore_errors=True)
    # the package alone (its dependencies are the venv's), never a wheel pip cached from a
    # plain build
    session.log("building this project, its extension under ASan/UBSan: about 30 s")
    pip = ("python", "-m", "pip", "install", "--quiet", "--no-deps", "--no-cache-dir")
    run(*pip, "--target", str(target), ".", env=build_env)
    # libasan first; libstdc++ with it, or ASan's interceptor of C++ throws (torch's
    # errors) finds no real __cxa_throw and aborts
    preload = [
        str(session.run("cc", f"-print-file-name={lib}", silent=True, external=True)).strip()
        for lib in ("libasan.so", "libstdc++.so.6")
    ]
    env = {
        "PYTHONPATH": str(target),
        "LD_PRELOAD": " ".join(preload),
        "ASAN_OPTIONS": "detect_leaks=0:abort_on_error=1",
        "UBSAN_OPTIONS": "print_stacktrace=1",
    }
    # the sanitized extension is the one loaded, and it loads
    check = (
        "import sys; from agilerl import _native; "
        f"sys.exit(_native.kernels() is None or not _native.__file__.startswith({str(target)!r}))"
    )
    try:
        run("python", "-c", check, env=env)
        # -s: a sanitizer's report goes to fd 2, which pytest would capture and lose on abort
        run("pytest", "-q", "-s", "-p", "no:cacheprovider", *C_TESTS, *session.posargs, env=env)
    finally:
        # the sanitized objects stay out of later builds: setuptools would link them into a
        # plain `pip install .`, whose extension then fails to import (no libasan)
        shutil.rmtree("build", ignore_errors=True)
        shutil.rmtree(target, ignore_errors=True)


def tested_venv(session: nox.Session) -> Path:
    """The venv `test` installed the project into: this nox process's, else .nox/test's
    (checked to hold the project and torch)."""
    if "test" in INSTALLED:
        return INSTALLED["test"]
    venv = Path(".nox/test").resolve()
    python = venv / "bin" / "python"
    probe = [str(python), "-c", "import agilerl.components, torch"]
    if not python.exists() or subprocess.run(probe, capture_output=True).returncode:
        session.error(f"{session.name} runs in the venv of `test`: `nox -s test {session.name}`")
    return venv


@nox.session
def lint(session: nox.Session) -> None:
    """ruff: lint and formatting of hand-written code (generated/ is skipped)."""
    install_groups(session, "lint")
    paths = ("python", "tests", "tools", "docs/examples", "noxfile.py")
    session.run("ruff", "check", *paths)
    session.run("ruff", "format", "--check", *paths)


@nox.session
def typecheck(session: nox.Session) -> None:
    """mypy --strict on python/, the noxfile and the generator (tools/codegen)."""
    install_groups(session, "typecheck")
    install_project(session, "torch,distributed")
    run_typecheck(session.run)


def run_typecheck(run: Run) -> None:
    run("mypy", "python/agilerl", "noxfile.py", "tools/codegen")


@nox.session(default=False)
def docs(session: nox.Session) -> None:
    """Build the docs site (guides, examples, reference) into site/ with mkdocs --strict."""
    install_groups(session, "docs")
    # Material for MkDocs (maintained; critical fixes until 2027-05) prints an end-of-life
    # banner on every build; the decision to move is recorded here, not in every log.
    env = {"NO_MKDOCS_2_WARNING": "1"}
    session.run("mkdocs", "build", "--strict", "--site-dir", "site", *session.posargs, env=env)


@nox.session(default=False)
def demo(session: nox.Session) -> None:
    """The main job end to end: the CLI on the bundled manifests, then train on CartPole.

    Validates docs/examples (and shows the messages for docs/examples/broken/), builds the
    Rainbow example's buffers, trains it until CartPole-v1's reward_threshold (475, mean of
    100 episodes) or the step budget (docs/examples/rainbow_cartpole.py; args go to it),
    and writes the learning curve and summary to .demo/.
    """
    install_project(session, "torch,examples")
    run_demo(session.run, *session.posargs)


def run_demo(run: Run, *args: str) -> None:
    examples = sorted(str(p) for p in Path("docs/examples").glob("*.yaml"))
    run("agilerl-specs", "validate", *examples)
    mistakes = "docs/examples/broken/mistakes.yaml"
    run("agilerl-specs", "validate", mistakes, success_codes=[1])
    run("agilerl-specs", "build", "docs/examples/rainbow_cartpole.yaml")
    run("python", "docs/examples/rainbow_cartpole.py", "--out", ".demo", *args)


@nox.session(default=False)
def conformance(session: nox.Session) -> None:
    """Differential tests against the shipped agilerl-arena 1.29.0 / agilerl 2.58.0.

    The shipped packages share our top-level name `agilerl`, so they live in a venv of their
    own (.nox/_reference, rebuilt when their pins change); tests/conformance runs the same
    inputs through both, the shipped side in subprocesses of that venv (args go to pytest),
    and the AgileRL-style script of docs/examples/agilerl_port.py runs on AgileRL's own
    buffers there. The agreement figure ends the output; every disagreement goes to
    .nox/conformance-report.txt.
    """
    install_groups(session, "test")
    install_project(session, "torch,examples")  # examples: the port script on AgileRL itself
    run_conformance(session, session.run, *session.posargs)


def run_conformance(session: nox.Session, run: Run, *args: str) -> None:
    python = reference_venv(session, run)
    env = {
        "AGILERL_REFERENCE_PYTHON": str(python),
        "AGILERL_CONFORMANCE_REPORT": str(Path(".nox/conformance-report.txt").resolve()),
    }
    # serial: the agreement figure is summed in the one pytest process. With them, the
    # AgileRL-style script on AgileRL's own buffers (skipped where this venv is missing)
    run("pytest", "tests/conformance", PORT_ON_AGILERL, *args, env=env)


PORT_ON_AGILERL = "tests/examples/test_agilerl_port.py::test_the_same_script_runs_on_agilerl_itself"


def reference_venv(session: nox.Session, run: Run) -> Path:
    """Create (or reuse) the venv holding the shipped packages; return its interpreter."""
    pins = nox.project.dependency_groups(PYPROJECT, "reference")
    deps = nox.project.dependency_groups(PYPROJECT, "reference-deps")
    venv = Path(".nox/_reference").resolve()
    python = venv / "bin" / "python"
    digest = hashlib.sha256(
        "\n".join([*pins, "--", *deps]).encode() + Path("constraints.txt").read_bytes()
    ).hexdigest()
    stamp = venv / ".installed"
    if stamp.exists() and stamp.read_text(encoding="utf-8") == digest:
        session.log(f"{venv} holds {' '.join(pins)}")
        return python
    shutil.rmtree(venv, ignore_errors=True)
    run("python", "-m", "venv", str(venv))
    pip = (str(python), "-m", "pip", "install", "--quiet", *CONSTRAINTS)
    session.log(f"installing {', '.join(pins)} and their imports into {venv}: a few minutes")
    session.run(*pip, *deps, external=True)
    session.run(*pip, "--no-deps", *pins, external=True)
    session.run(str(python), "-c", "import agilerl.models.training", external=True)
    stamp.write_text(digest, encoding="utf-8")
    return python


@nox.session(default=False)
def bench(session: nox.Session) -> None:
    """Replay-buffer benchmark vs AgileRL, TorchRL, cpprb, SB3 and the raw-torch ceiling,
    spec validation (SP1-SP6) and whole manifests from their file (M1-M3) vs the shipped
    agilerl-arena classes.

    Each implementation runs in its own venv under .bench/ (args go to bench/run.py:
    --quick, --device cuda, --markdown docs/benchmarks.md, --strict, ...).
    """
    session.run("python", "bench/run.py", *session.posargs)


@nox.session(default=False)
def test_cuda(session: nox.Session) -> None:
    """The buffer tests on a CUDA machine (needs a GPU; installs a CUDA build of torch).

    For the offline GPU machine the project is sometimes lent, `tools/gpu/check.sh` runs
    these tests and `bench --device cuda` from carried wheels (see bench/README.md).
    """
    install_groups(session, "test")
    session.log("installing this project with a CUDA build of torch: minutes (GBs of wheels)")
    session.install(".[torch]")  # no constraints: the pinned torch is the CPU wheel
    session.run("python", "-c", "import torch, sys; sys.exit(not torch.cuda.is_available())")
    session.run("pytest", "tests/components", "-m", "not slow", *session.posargs)
