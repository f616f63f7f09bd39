"""Sessions that keep schema, code and docs in sync: ``nox -s generate test`` every day."""

from __future__ import annotations

import nox

nox.options.sessions = ["check", "test", "lint", "typecheck"]
nox.options.reuse_venv = "yes"
nox.options.error_on_missing_interpreters = True

PYPROJECT = nox.project.load_toml("pyproject.toml")
# Pins for every environment here (torch==2.13.0: the CPU wheel; see the file).
CONSTRAINTS = ("-c", "constraints.txt")


def install_groups(session: nox.Session, *groups: str) -> None:
    """Install the named [dependency-groups] of pyproject.toml, under the constraints."""
    requirements = [
        req for group in groups for req in nox.project.dependency_groups(PYPROJECT, group)
    ]
    session.install(*CONSTRAINTS, *requirements)


def install_project(session: nox.Session, extras: str = "torch") -> None:
    """Install this project (not editable: generated/ and python/ merge into one package)."""
    session.install(*CONSTRAINTS, f".[{extras}]" if extras else ".")


@nox.session
def generate(session: nox.Session) -> None:
    """Regenerate generated/ and docs/reference/ from schema/ (idempotent)."""
    install_groups(session, "codegen")
    session.run("python", "tools/codegen/generate.py")


@nox.session
def check(session: nox.Session) -> None:
    """Fail, naming each stale, new or deleted file, when generated output drifts from schema/."""
    install_groups(session, "codegen")
    session.run("python", "tools/codegen/generate.py", "--check")


@nox.session
def test(session: nox.Session) -> None:
    """Drift check, then the test suite (args go to pytest)."""
    install_groups(session, "codegen", "test")
    session.run("python", "tools/codegen/generate.py", "--check")
    install_project(session)
    session.run("pytest", *session.posargs)


@nox.session
def lint(session: nox.Session) -> None:
    """ruff: lint and formatting of hand-written code (generated/ is skipped)."""
    install_groups(session, "lint")
    session.run("ruff", "check", "python", "tests", "tools", "noxfile.py")
    session.run("ruff", "format", "--check", "python", "tests", "tools", "noxfile.py")


@nox.session
def typecheck(session: nox.Session) -> None:
    """mypy --strict on python/ and the noxfile."""
    install_groups(session, "typecheck")
    install_project(session)
    session.run("mypy", "python/agilerl", "noxfile.py")


@nox.session(default=False)
def validate(session: nox.Session) -> None:
    """Validate the bundled example manifests (docs/examples/) and build their buffers."""
    install_project(session)
    session.run("python", "tools/validate_examples.py", *session.posargs)


@nox.session(default=False)
def test_cuda(session: nox.Session) -> None:
    """The buffer tests on a CUDA machine (needs a GPU; installs a CUDA build of torch)."""
    install_groups(session, "test")
    session.install(".[torch]")  # no constraints: the pinned torch is the CPU wheel
    session.run("python", "-c", "import torch, sys; sys.exit(not torch.cuda.is_available())")
    session.run("pytest", "tests/components", "-m", "not slow", *session.posargs)
