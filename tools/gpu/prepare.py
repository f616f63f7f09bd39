"""Download the wheels `tools/gpu/check.sh` installs on an offline GPU machine.

Run here (with network), in the repository root, before asking for a GPU machine:

    python3 tools/gpu/prepare.py            # -> .whl/ours, .whl/agilerl, .whl/alt, .whl/build

The GPU machine this project is sometimes lent (see docs/benchmarks.md, "CUDA") has
Python 3.12, PyTorch, numpy, accelerate and pytest installed and nothing on the
network, so everything else the CUDA tests and the CUDA benchmark import travels as
wheels, resolved here for that interpreter and platform:

* ``ours``: the project's runtime dependencies and test tools at the versions of
  ``constraints.txt`` (no torch, numpy: the machine's own);
* ``agilerl``: agilerl and agilerl-arena (``--no-deps``, as ``nox -s conformance``
  installs them) plus the modules their buffer code imports (pyproject's
  ``reference-deps`` group), less what the machine provides;
* ``alt``: an older tensordict, which ``check.sh`` swaps in if the pinned one does not
  work with the machine's torch (tensordict releases follow torch's);
* ``build``: the build backend (pyproject's ``build-system.requires``), for pip's
  isolated build of this tree there: the machine's own setuptools may be too old.

Stdlib only. The wheels are ignored by git (``.whl/``) and are about 15 MB together,
well inside what a device call carries.
"""

from __future__ import annotations

import argparse
import json
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import tomllib

ROOT = Path(__file__).resolve().parents[2]
WHL = ROOT / ".whl"
PLATFORMS = ["manylinux_2_28_x86_64", "manylinux_2_17_x86_64", "manylinux2014_x86_64", "any"]
# Provided by the GPU machine's image (they pin torch's build): never carried.
PROVIDED = {"torch", "numpy", "accelerate"}
# tensordict's own requirements less torch and numpy (it is downloaded --no-deps, so the
# resolver never looks for a torch wheel: that would be a multi-GB CUDA build).
TENSORDICT_DEPS = ["cloudpickle", "packaging", "importlib_metadata", "orjson", "pyvers>=0.2,<0.3"]
ALT_TENSORDICT = "tensordict==0.12.1"


def pins() -> dict[str, str]:
    """``name -> version`` pinned in constraints.txt."""
    out = {}
    for line in (ROOT / "constraints.txt").read_text().splitlines():
        m = re.match(r"^\s*([A-Za-z0-9_.-]+)\s*==\s*([^\s;#]+)", line)
        if m:
            out[canon(m.group(1))] = m.group(2)
    return out


def canon(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def bare(req: str) -> str:
    return canon(re.split(r"[<>=!~;\[ ]", req, maxsplit=1)[0])


def pip(*args: str, python: str) -> None:
    subprocess.run([sys.executable, "-m", "pip", *args, *target(python)], check=True)


def target(python: str) -> list[str]:
    plats = [a for p in PLATFORMS for a in ("--platform", p)]
    return ["--only-binary=:all:", "--python-version", python, "--implementation", "cp", *plats]


def resolve(reqs: list[str], python: str) -> list[str]:
    """``name==version`` for the closure of ``reqs`` on the target, less PROVIDED."""
    with tempfile.TemporaryDirectory() as tmp:
        report = Path(tmp) / "report.json"
        subprocess.run(
            [
                sys.executable, "-m", "pip", "install", "--dry-run", "--ignore-installed",
                "--quiet", "--report", str(report), "--target", str(Path(tmp) / "t"),
                *target(python), *reqs,
            ],
            check=True,
        )  # fmt: skip
        items = json.loads(report.read_text())["install"]
    named = [(canon(i["metadata"]["name"]), i["metadata"]["version"]) for i in items]
    return sorted(f"{n}=={v}" for n, v in named if n not in PROVIDED)


def download(dest: Path, reqs: list[str], python: str) -> None:
    dest.mkdir(parents=True, exist_ok=True)
    pip("download", "--quiet", "--no-deps", "-d", str(dest), *reqs, python=python)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--python", default="3.12", help="the GPU machine's Python (default 3.12)")
    args = ap.parse_args()
    py = args.python
    pinned = pins()
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())
    groups = project["dependency-groups"]

    def pin(req: str) -> str:
        name = bare(req)
        return f"{name}=={pinned[name]}" if name in pinned else req

    runtime = [*project["project"]["dependencies"], *groups["test"]]
    ours = [pin(r) for r in runtime if bare(r) not in PROVIDED] + TENSORDICT_DEPS
    reference = [
        pin(r)
        for r in groups["reference-deps"]
        if bare(r) not in PROVIDED and bare(r) != "tensordict"
    ]
    tensordict = pin("tensordict")
    shutil.rmtree(WHL, ignore_errors=True)
    download(WHL / "ours", [*resolve(ours, py), tensordict], py)
    agilerl = [*groups["reference"], tensordict, *resolve(reference + TENSORDICT_DEPS, py)]
    download(WHL / "agilerl", agilerl, py)
    download(WHL / "alt", [ALT_TENSORDICT], py)
    # The build backend for ``pip install .`` there (build isolation, offline).
    download(WHL / "build", resolve(project["build-system"]["requires"], py), py)
    wheels = list(WHL.rglob("*.whl"))
    size = sum(f.stat().st_size for f in wheels) / 2**20
    print(f"{WHL.relative_to(ROOT)}: {len(wheels)} wheels, {size:.1f} MiB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
