"""Per-implementation virtualenvs under ``.bench/`` (stdlib only): what to
install (the pinned peers), creating/updating them with ``pip -c
constraints.txt``, and the checks that the venv's torch is the pinned one and the
implementation imports.  ``run.py`` sets ``CONSTRAINTS`` and ``VENV_PREFIX``
from its flags before calling anything here."""

from __future__ import annotations

import hashlib
import json
import os
import platform
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BENCH = ROOT / ".bench"
CONSTRAINTS = ROOT / "constraints.txt"

# Peers are pinned so numbers stay comparable between runs; bump deliberately.
# AgileRL's pins and the modules its spec, factory and buffer code import with --no-deps
# are declared once, in pyproject.toml's [dependency-groups] reference / reference-deps,
# which `nox -s conformance` installs too.


def _reference_groups() -> tuple[list[str], list[str]]:
    try:
        import tomllib
    except ModuleNotFoundError:  # Python 3.10
        sys.exit("error: bench/run.py needs Python >= 3.11 (tomllib) to read pyproject.toml")
    groups = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    groups = groups["dependency-groups"]
    return list(groups["reference"]), list(groups["reference-deps"])


AGILERL_PINS, AGILERL_DEPS = _reference_groups()
TORCHRL_PIN = "torchrl==0.14.1"  # resolves tensordict 0.14.x; torch stays pinned by -c
CPPRB_PIN = "cpprb==11.0.0"
# Stable-Baselines3 2.9 (its own deps: gymnasium, numpy, cloudpickle; torch pinned by -c).
# 2.9 has NStepReplayBuffer (n-step returns computed at sample time).
SB3_PIN = "stable-baselines3==2.9.2"


def log(msg: str) -> None:
    print(msg, flush=True)


# ------------------------------------------------------------------ venvs


def torch_pin() -> str:
    if not CONSTRAINTS.exists():
        sys.exit(f"error: {CONSTRAINTS} not found; refusing to install torch without the pin")
    m = re.search(r"^\s*torch\s*==\s*([^\s;#]+)", CONSTRAINTS.read_text(), re.M)
    if not m:
        sys.exit(
            f"error: {CONSTRAINTS} does not pin torch==...; "
            "refusing to install (multi-GB CUDA wheels)"
        )
    return m.group(1)


def install_plan(impl: str) -> tuple[list[list[str]], dict]:
    """pip-install argument lists (each run as `pip install -c constraints.txt ARGS`)
    and run-time info (``pythonpath`` for ours without pyproject)."""
    base = ["torch", "numpy"]
    if impl == "ours":
        if (ROOT / "pyproject.toml").exists():
            return [base, [".[torch]"]], {"mode": "pip"}
        return [base], {"mode": "pythonpath"}
    if impl == "agilerl":
        return [base, ["--no-deps", *AGILERL_PINS], AGILERL_DEPS], {}
    if impl == "torchrl":
        return [[*base, TORCHRL_PIN]], {}
    if impl == "cpprb":
        return [[*base, CPPRB_PIN]], {}
    if impl == "sb3":
        return [[*base, SB3_PIN]], {}
    raise ValueError(impl)


VENV_PREFIX = ""  # "cuda-" with --device cuda, so CPU and CUDA torch builds never share a venv
# --site-root DIR: no venvs and no pip. Every implementation runs in this interpreter with
# PYTHONPATH=DIR/<impl> (packages installed there with `pip install --target`, offline:
# tools/gpu/check.sh on a GPU machine), and the interpreter's own torch, whatever its version.
SITE_ROOT: Path | None = None


def vdir(impl: str) -> Path:
    return BENCH / f"{VENV_PREFIX}{impl}"


def vpy(impl: str) -> Path:
    if SITE_ROOT is not None:
        return Path(sys.executable)
    return vdir(impl) / "bin" / "python"


def site_ready(impl: str) -> tuple[bool, str, dict]:
    """``ensure_venv`` under ``--site-root``: the implementation's site directory must
    exist and import; nothing is installed."""
    d = SITE_ROOT / impl
    if not d.is_dir():
        return False, f"no site directory {d}", {}
    info = {"mode": "site", "pythonpath": str(d)}
    tv, err = probe(impl, site=d)
    if tv is None:
        return False, f"torch does not import in {sys.executable}", info
    if err:
        return False, f"import {PROBE_MODULE[impl]} failed: {err}", info
    return True, "", info


def pip_env() -> dict:
    env = {
        k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "PYTHONHOME", "VIRTUAL_ENV")
    }
    env["PIP_DISABLE_PIP_VERSION_CHECK"] = "1"
    return env


# Pins of the project's constraints that a peer needs at another version: dropped from the
# constraints that peer's venv is installed with (torch stays pinned for every venv).
# TorchRL 0.14.1 requires tensordict 0.14.x; the project pins 0.13.0 (agilerl 2.58's pin).
UNPIN = {"torchrl": ("tensordict",)}


def constraints_for(impl: str) -> Path:
    """The constraints file for ``impl``'s venv: the project's, less the pins in UNPIN."""
    drop = UNPIN.get(impl, ())
    if not drop:
        return CONSTRAINTS
    pattern = re.compile(rf"^\s*({'|'.join(map(re.escape, drop))})\s*[=<>!~]", re.I)
    lines = [ln for ln in CONSTRAINTS.read_text().splitlines() if not pattern.match(ln)]
    out = BENCH / f"constraints-{impl}.txt"
    out.write_text("\n".join(lines) + "\n")
    return out


def pip_install(impl: str, args: list[str], logf) -> bool:
    cons = constraints_for(impl)
    cmd = [str(vpy(impl)), "-m", "pip", "install", "-c", str(cons), *args]
    logf.write(f"\n$ {' '.join(cmd)}\n")
    logf.flush()
    r = subprocess.run(cmd, cwd=ROOT, env=pip_env(), stdout=logf, stderr=subprocess.STDOUT)
    return r.returncode == 0


PROBE_MODULE = {
    "ours": "agilerl.components.replay_buffer",
    "agilerl": "agilerl.components.replay_buffer",
    "torchrl": "torchrl.data",
    "cpprb": "cpprb",
    "sb3": "stable_baselines3.common.buffers",
}


def probe(
    impl: str, pythonpath: bool = False, site: Path | None = None
) -> tuple[str | None, str | None]:
    """(torch version or None, import error of the implementation's module or None)."""
    code = f"import torch; print(torch.__version__, flush=True)\nimport {PROBE_MODULE[impl]}"
    env = pip_env()
    if pythonpath:
        env["PYTHONPATH"] = str(ROOT / "python")
    if site is not None:
        env["PYTHONPATH"] = str(site)
    r = subprocess.run(
        [str(vpy(impl)), "-c", code], cwd=ROOT, env=env, capture_output=True, text=True
    )
    lines = r.stdout.split()
    tv = lines[0] if lines else None
    err = None if r.returncode == 0 else ((r.stderr.strip().splitlines() or ["?"])[-1])
    return tv, err


def reinstall_project(impl: str, logf) -> bool:
    """Benchmark the current working tree: reinstall just the project (without build
    isolation when the venv has setuptools: ~2 s instead of ~5 s)."""
    force = ["--no-deps", "--force-reinstall"]
    return pip_install(impl, [*force, "--no-build-isolation", "."], logf) or pip_install(
        impl, [*force, "."], logf
    )


def ensure_venv(impl: str, python: str, pin: str, reinstall: bool) -> tuple[bool, str, dict]:
    """Create/update ``.bench/<impl>``.  Returns (ok, reason-or-note, runinfo)."""
    if SITE_ROOT is not None:
        return site_ready(impl)
    steps, info = install_plan(impl)
    d = vdir(impl)
    stamp = d / "bench-stamp.json"
    want = {
        "steps": steps,
        "constraints": hashlib.sha256(CONSTRAINTS.read_bytes()).hexdigest(),
        # the interpreter's version, not its path: nox's venv python and .venv/bin/python
        # are the same base interpreter and must not force a reinstall
        "python": platform.python_version() if python == sys.executable else python,
    }
    logpath = d / "install.log"
    if reinstall and d.exists():
        shutil.rmtree(d)
    if d.exists() and not vpy(impl).exists():
        shutil.rmtree(d)
    fresh = not d.exists()
    if fresh:
        BENCH.mkdir(exist_ok=True)
        log(f"  creating venv {d.relative_to(ROOT)} ...")
        r = subprocess.run([python, "-m", "venv", str(d)], capture_output=True, text=True)
        if r.returncode != 0:
            return False, f"venv creation failed: {r.stderr.strip()[-300:]}", info
    have = json.loads(stamp.read_text()) if stamp.exists() else None
    with open(logpath, "a") as logf:
        if have != want:
            log(f"  installing into {d.relative_to(ROOT)} (log: {logpath.relative_to(ROOT)}) ...")
            t0 = time.time()
            for args in steps:
                if not pip_install(impl, args, logf):
                    if impl == "ours" and info.get("mode") == "pip":
                        info = {
                            "mode": "pythonpath",
                            "note": "WARNING: `pip install .[torch]` failed; "
                            "used PYTHONPATH=python/",
                        }
                        break
                    return (
                        False,
                        f"pip install {' '.join(args)} failed (see {logpath.relative_to(ROOT)})",
                        info,
                    )
            log(f"  installed in {time.time() - t0:.0f}s")
        elif impl == "ours" and info.get("mode") == "pip" and not reinstall_project(impl, logf):
            info = {
                "mode": "pythonpath",
                "note": "WARNING: reinstalling the project failed; used PYTHONPATH=python/",
            }
    tv, err = probe(impl, info.get("mode") == "pythonpath")
    if impl == "ours" and err and info.get("mode") == "pip":
        src = ROOT / "python" / "agilerl" / "components" / "replay_buffer" / "__init__.py"
        if src.exists():
            note = (
                "the installed agilerl-specs lacks a working agilerl.components.replay_buffer "
                f"({err}; is the package listed in [tool.setuptools] packages?); "
                "used PYTHONPATH=python/"
            )
            info = {"mode": "pythonpath", "note": "WARNING: " + note}
            tv, err = probe(impl, True)
    if tv is None:
        return False, f"torch does not import in {d.relative_to(ROOT)}", info
    if tv.split("+")[0] != pin.split("+")[0]:
        return False, f"venv has torch {tv}, constraints pin {pin}; refusing to benchmark", info
    if have != want:
        stamp.write_text(json.dumps(want))  # installed fine; only the import can still fail
    if err:
        return False, f"import {PROBE_MODULE[impl]} failed: {err}", info
    return True, "", info
