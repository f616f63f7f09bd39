#!/usr/bin/env python3
"""Replay-buffer benchmark orchestrator (stdlib only).

Creates/reuses one virtualenv per implementation under ``.bench/<impl>/``
(always installing with ``pip ... -c constraints.txt`` so torch stays the pinned
CPU wheel), then runs ``bench/workloads.py`` in each venv as a subprocess,
alternating implementations for ``--rounds`` rounds, and prints a table of
ceiling-normalised results with PASS/FAIL against the targets.

    python bench/run.py [--device cpu|cuda] [--rounds N] [--only ours,agilerl]
                        [--quick] [--markdown docs/benchmarks.md] [--json PATH]
                        [--reinstall] [--python PATH]

See bench/README.md for what is measured and how the normalisation works.
"""

from __future__ import annotations

import argparse
import datetime as _dt
import hashlib
import json
import os
import platform
import re
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BENCH = ROOT / ".bench"
CONSTRAINTS = ROOT / "constraints.txt"
WORKLOADS_PY = ROOT / "bench" / "workloads.py"

ORDER = ("ours", "agilerl", "torchrl", "cpprb")

# Peers are pinned so numbers stay comparable between runs; bump deliberately.
AGILERL_PINS = ["agilerl==2.58.0", "agilerl-arena==1.29.0"]
# What `agilerl.components.replay_buffer` needs at import time with --no-deps
# (it pulls agilerl.utils.algo_utils -> accelerate, gymnasium, tensordict.nn,
# agilerl.arena, pydantic, lazy_loader, ...).  Found by importing it in a clean
# venv; nothing beyond this list was needed for agilerl 2.58.0.
AGILERL_DEPS = [
    "tensordict==0.13.0",
    "pydantic",
    "lazy_loader",
    "packaging",
    "accelerate",
    "gymnasium",
    "google-cloud-storage",
    "dill",
    "pyyaml",
    "tqdm",
    "numpy",
]
TORCHRL_PIN = "torchrl==0.14.1"  # resolves tensordict 0.14.x; torch stays pinned by -c
CPPRB_PIN = "cpprb==11.0.0"

# (id, label, unit, items-label)
WORKLOADS = [
    ("W1", "W1 add 16 envs", "us/add", "transitions/s"),
    ("W2", "W2 sample 256", "us/sample", "transitions/s"),
    ("W3a", "W3 frames add 8 envs", "us/add", "transitions/s"),
    ("W3s", "W3 frames sample 32", "us/sample", "transitions/s"),
    ("W4", "W4 PER sample 256 + update", "us/cycle", "cycles/s"),
    ("W5", "W5 n-step(3) add 16 envs", "us/add", "transitions/s"),
]
TARGET_VS_AGILERL = {"W1": 4.0, "W2": 2.5, "W3a": 2.0, "W3s": 5.0, "W4": 10.0, "W5": 5.0}
TARGET_VS_CEILING = {"W1": 1.3, "W2": 1.3, "W3a": 1.3, "W3s": 1.3}


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
    raise ValueError(impl)


VENV_PREFIX = ""  # "cuda-" with --device cuda, so CPU and CUDA torch builds never share a venv


def vdir(impl: str) -> Path:
    return BENCH / f"{VENV_PREFIX}{impl}"


def vpy(impl: str) -> Path:
    return vdir(impl) / "bin" / "python"


def pip_env() -> dict:
    env = {
        k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "PYTHONHOME", "VIRTUAL_ENV")
    }
    env["PIP_DISABLE_PIP_VERSION_CHECK"] = "1"
    return env


def pip_install(impl: str, args: list[str], logf) -> bool:
    cmd = [str(vpy(impl)), "-m", "pip", "install", "-c", str(CONSTRAINTS), *args]
    logf.write(f"\n$ {' '.join(cmd)}\n")
    logf.flush()
    r = subprocess.run(cmd, cwd=ROOT, env=pip_env(), stdout=logf, stderr=subprocess.STDOUT)
    return r.returncode == 0


PROBE_MODULE = {
    "ours": "agilerl.components.replay_buffer",
    "agilerl": "agilerl.components.replay_buffer",
    "torchrl": "torchrl.data",
    "cpprb": "cpprb",
}


def probe(impl: str, pythonpath: bool = False) -> tuple[str | None, str | None]:
    """(torch version or None, import error of the implementation's module or None)."""
    code = f"import torch; print(torch.__version__, flush=True)\nimport {PROBE_MODULE[impl]}"
    env = pip_env()
    if pythonpath:
        env["PYTHONPATH"] = str(ROOT / "python")
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


# ------------------------------------------------------------------ running


def run_one(impl: str, info: dict, args, seed: int) -> dict:
    cmd = [
        str(vpy(impl)),
        str(WORKLOADS_PY),
        "--impl",
        impl,
        "--device",
        args.device,
        "--seed",
        str(seed),
    ]
    if args.quick:
        cmd.append("--quick")
    if args.workloads:
        cmd += ["--workloads", args.workloads]
    env = pip_env()
    env.update(
        OMP_NUM_THREADS="1", MKL_NUM_THREADS="1", OPENBLAS_NUM_THREADS="1", PYTHONUNBUFFERED="1"
    )
    env.pop("PIP_DISABLE_PIP_VERSION_CHECK", None)
    if info.get("mode") == "pythonpath":
        env["PYTHONPATH"] = str(ROOT / "python")
    try:
        r = subprocess.run(
            cmd, cwd=ROOT, env=env, capture_output=True, text=True, timeout=args.timeout
        )
    except subprocess.TimeoutExpired:
        return {"fatal": f"timed out after {args.timeout}s"}
    for line in reversed(r.stdout.splitlines()):
        if line.startswith("BENCH_JSON: "):
            return json.loads(line[len("BENCH_JSON: ") :])
    tail = (r.stderr or r.stdout).strip().splitlines()[-8:]
    return {"fatal": f"exit {r.returncode}, no result: " + " | ".join(tail)}


# ------------------------------------------------------------------ reporting


def med(xs):
    return statistics.median(xs) if xs else None


def aggregate(runs: dict[str, list[dict]]) -> dict:
    agg: dict = {}
    for impl, lst in runs.items():
        a = agg[impl] = {
            "wl": {},
            "bytes": {},
            "skipped": {},
            "errors": {},
            "versions": {},
            "cfg": {},
        }
        for res in lst:
            a["versions"] = res.get("versions", a["versions"])
            a["cfg"] = res.get("cfg", a["cfg"])
            a["skipped"].update(res.get("skipped", {}))
            for k, e in res.get("errors", {}).items():
                a["errors"].setdefault(k, e)
            for k, v in res.get("bytes", {}).items():
                a["bytes"][k] = v
            for k, v in res.get("results", {}).items():
                a["wl"].setdefault(k, []).append((v["t"], v["t_ceil"], v["items"]))
        for k, lst2 in a["wl"].items():
            ts = [t for t, _, _ in lst2]
            cs = [c for _, c, _ in lst2]
            a["wl"][k] = {
                "t": med(ts),
                "t_ceil": med(cs),
                "norm": med([t / c for t, c, _ in lst2]),
                "norms": [t / c for t, c, _ in lst2],
                "items": lst2[0][2],
                "n": len(lst2),
            }
    return agg


def fmt_us(t):
    if t is None:
        return "-"
    us = t * 1e6
    return f"{us:,.0f}" if us >= 1000 else (f"{us:.1f}" if us >= 10 else f"{us:.2f}")


def fmt_rate(x):
    if x is None:
        return "-"
    for unit, s in (("G", 1e9), ("M", 1e6), ("k", 1e3)):
        if x >= s:
            return f"{x / s:.2f}{unit}"
    return f"{x:.0f}"


def fmt_ratio(v: float, target: float, ok: bool) -> str:
    """``v`` with 2 decimals, more if rounding would contradict the verdict (4.995 FAIL)."""
    for digits in (2, 3, 4, 6):
        text = f"{v:.{digits}f}"
        if (float(text) >= target) == ok:
            break
    return text + "x"


def build_tables(agg: dict, impls: list[str]) -> dict:
    """Rows for the three tables (plain strings; rendered as text or markdown)."""
    present = [i for i in impls if i in agg]
    seen = {k for i in present for part in ("wl", "skipped", "errors") for k in agg[i][part]}
    workloads = [w for w in WORKLOADS if w[0] in seen]
    # 1. time per op [x own-process ceiling]
    t1_head = ["workload", "unit", *present, "ceiling*"]
    t1 = []
    for wid, label, unit, _ in workloads:
        row = [label, unit]
        ceils = []
        for i in present:
            w = agg[i]["wl"].get(wid)
            if w:
                row.append(f"{fmt_us(w['t'])} [{w['norm']:.2f}x]")
                ceils.append(w["t_ceil"])
            elif wid in agg[i]["skipped"]:
                row.append("skip")
            elif wid in agg[i]["errors"]:
                row.append("ERROR")
            else:
                row.append("-")
        row.append(fmt_us(med(ceils)))
        t1.append(row)
    # throughput
    t2_head = ["workload", "rate", *present, "ceiling*"]
    t2 = []
    for wid, label, _, rate in workloads:
        row = [label, rate]
        ceils = []
        for i in present:
            w = agg[i]["wl"].get(wid)
            if w:
                items = 1 if wid == "W4" else w["items"]
                row.append(fmt_rate(items / w["t"]))
                ceils.append(items / w["t_ceil"])
            else:
                row.append("-")
        row.append(fmt_rate(med(ceils)))
        t2.append(row)
    # 2. targets
    t3_head = [
        "workload",
        "ours/ceiling",
        "target",
        "ok",
        "ours vs agilerl [per-round range]",
        "target",
        "ok",
        "raw t ratio",
    ]
    t3 = []
    verdicts = []
    ours = agg.get("ours", {}).get("wl", {})
    ag = agg.get("agilerl", {}).get("wl", {})
    for wid, label, _, _ in workloads:
        o, a = ours.get(wid), ag.get(wid)
        row = [label]
        tc = TARGET_VS_CEILING.get(wid)
        if o and tc:
            ok = o["norm"] <= tc
            verdicts.append(ok)
            row += [f"{o['norm']:.2f}x", f"<= {tc:.1f}x", "PASS" if ok else "FAIL"]
        else:
            row += [
                f"{o['norm']:.2f}x" if o else "n/a",
                f"<= {tc:.1f}x" if tc else "-",
                "n/a" if tc else "-",
            ]
        ta = TARGET_VS_AGILERL[wid]
        if o and a:
            ratio = a["norm"] / o["norm"]
            pr = [an / on for an, on in zip(a["norms"], o["norms"], strict=False)]
            ok = ratio >= ta
            verdicts.append(ok)
            row += [
                f"{fmt_ratio(ratio, ta, ok)} [{min(pr):.2f}-{max(pr):.2f}]",
                f">= {ta:.1f}x",
                "PASS" if ok else "FAIL",
                f"{a['t'] / o['t']:.2f}x",
            ]
        else:
            row += ["n/a", f">= {ta:.1f}x", "n/a", "-"]
        t3.append(row)
    # 3. bytes
    t4_head = ["bytes/transition", *present, "ceiling"]
    t4 = []
    for key, label in (
        ("vec", "W1/W2 storage (payload 80 B)"),
        ("frames", "W3 storage (payload 56,464 B)"),
        ("per", "W4 storage + PER structure"),
    ):
        row = [label]
        ceil = None
        for i in present:
            b = agg[i]["bytes"].get(key)
            if b:
                row.append(f"{b['impl']:,.1f}" + (" (malloc)" if b["how"] != "tensor walk" else ""))
                ceil = b["ceil"]
            else:
                row.append("-")
        row.append(f"{ceil:,.1f}" if ceil else "-")
        if ceil:
            t4.append(row)
    notes = []
    for i in present:
        for k, r in agg[i]["skipped"].items():
            notes.append(f"{i} {k}: skipped - {r}")
        for k, e in agg[i]["errors"].items():
            notes.append(f"{i} {k}: ERROR - {e.strip().splitlines()[0]}")
    return {
        "t1": (t1_head, t1),
        "t2": (t2_head, t2),
        "t3": (t3_head, t3),
        "t4": (t4_head, t4),
        "notes": notes,
        "verdicts": verdicts,
    }


def render_text(head, rows) -> str:
    w = [max(len(str(x)) for x in col) for col in zip(head, *rows, strict=False)]

    def line(r):
        return "  ".join(
            str(x).ljust(n) if j == 0 else str(x).rjust(n)
            for j, (x, n) in enumerate(zip(r, w, strict=False))
        )

    return "\n".join([line(head), "  ".join("-" * n for n in w)] + [line(r) for r in rows])


def render_md(head, rows) -> str:
    out = [
        "| " + " | ".join(head) + " |",
        "|" + "|".join("---" if j == 0 else "---:" for j in range(len(head))) + "|",
    ]
    out += ["| " + " | ".join(str(x) for x in r) + " |" for r in rows]
    return "\n".join(out)


def machine_info() -> dict:
    cpu = "unknown"
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    mem = "?"
    try:
        kb = int(re.search(r"MemTotal:\s+(\d+)", Path("/proc/meminfo").read_text()).group(1))
        mem = f"{kb / 2**20:.0f} GiB"
    except (OSError, AttributeError):
        pass
    try:
        aff = len(os.sched_getaffinity(0))
    except AttributeError:
        aff = os.cpu_count()
    try:
        load = Path("/proc/loadavg").read_text().split()[:3]
    except OSError:
        load = []
    return {
        "cpu": cpu,
        "cores": os.cpu_count(),
        "usable_cores": aff,
        "memory": mem,
        "os": platform.platform(),
        "load": " ".join(load),
    }


def sizes_line(agg) -> str:
    cfg = next((a["cfg"] for a in agg.values() if a.get("cfg")), {})
    if not cfg:
        return ""
    return (
        f"capacities: W1/W2 {cfg['vec_cap']:,}, W3 {cfg['frame_cap']:,}, W4 {cfg['per_cap']:,}, "
        f"W5 {cfg['nstep_cap']:,}; {cfg['blocks']} timed blocks per workload "
        f"(ops/block W1 {cfg['w1_ops']}, W2 {cfg['w2_ops']}, W3a {cfg['w3a_ops']}, "
        f"W3s {cfg['w3s_ops']}, "
        f"W4 {cfg['w4_ops']}, W5 {cfg['w5_ops']}), min block mean"
    )


def report(agg, impls, args, minfo, wall, ours_mode: str = "") -> tuple[str, str]:
    tb = build_tables(agg, impls)
    sizes = sizes_line(agg)
    vers = {i: agg[i]["versions"] for i in impls if i in agg}
    anyv = next(iter(vers.values()), {})
    hdr = (
        f"device {args.device}, {args.rounds} round(s) (median), torch {anyv.get('torch', '?')}, "
        f"python {anyv.get('python', '?')}, 1 torch thread"
        f"{', QUICK (smoke-run sizes)' if args.quick else ''}"
    )
    peers = "; ".join(
        f"{i}: "
        + ", ".join(f"{k} {v}" for k, v in v_.items() if k not in ("python", "torch", "module"))
        for i, v_ in vers.items()
    )
    foot = (
        "[x] = time / raw-torch ceiling measured in the same process.  ratio ours vs agilerl = "
        "(t_agilerl / ceiling_agilerl_process) / (t_ours / ceiling_ours_process); "
        "median over rounds.\n"
        "raw t ratio = median t_agilerl / median t_ours, not normalised (a cross-check).\n"
        "* ceiling column: median of the ceilings of all processes "
        "(W4: raw-torch sum/min-tree reference; "
        "W5: raw-torch vectorised n-step)."
    )
    text = "\n".join(
        [
            "",
            "=" * 100,
            f"Replay-buffer benchmark: {hdr}",
            f"machine: {minfo['cpu']}, {minfo['cores']} cores, "
            f"{minfo['memory']}, load {minfo['load']}",
            f"versions: {peers}",
            *([f"ours installed as: {ours_mode}"] if ours_mode else []),
            sizes,
            "",
            "Time per op, us [x own-process ceiling]",
            render_text(*tb["t1"]),
            "",
            "Throughput",
            render_text(*tb["t2"]),
            "",
            "Targets",
            render_text(*tb["t3"]),
            "",
            "Memory",
            render_text(*tb["t4"]),
            "",
            foot,
            *(["", "Notes:"] + [f"  - {n}" for n in tb["notes"]] if tb["notes"] else []),
            "",
            f"total wall time {wall:.0f}s",
        ]
    )
    readme_link = "../bench/README.md"
    if args.markdown:
        readme_link = os.path.relpath(
            ROOT / "bench" / "README.md", Path(args.markdown).resolve().parent
        )
    now = minfo.get("date", "?")
    cmdline = minfo.get("command", "python bench/run.py")
    md = "\n".join(
        [
            "# Replay-buffer benchmarks",
            "",
            "Generated by `"
            + cmdline.strip()
            + f"` (see [bench/README.md]({readme_link}) for the method).",
            "",
            "## Machine",
            "",
            f"- date: {now}",
            f"- CPU: {minfo['cpu']} ({minfo['cores']} logical cores, "
            f"{minfo['usable_cores']} usable), memory {minfo['memory']}",
            f"- OS: {minfo['os']}; load average at start {minfo['load']}",
            f"- device: {args.device}"
            + (f" ({anyv.get('cuda_device')})" if anyv.get("cuda_device") else ""),
            f"- python {anyv.get('python', '?')}, torch {anyv.get('torch', '?')}, "
            "`torch.set_num_threads(1)`",
            *[
                f"- {i}: "
                + ", ".join(
                    f"{k} {v}" for k, v in v_.items() if k not in ("python", "torch", "module")
                )
                for i, v_ in vers.items()
            ],
            *([f"- ours installed as: {ours_mode}"] if ours_mode else []),
            f"- rounds: {args.rounds} (median)"
            f"{'; QUICK smoke-run sizes - not comparable to a full run' if args.quick else ''};"
            f" total wall time {wall:.0f}s",
            f"- {sizes}",
            "",
            "## Time per op",
            "",
            "Microseconds per operation; `[x]` is the time divided by the raw-torch ceiling "
            "measured in the same process.",
            "",
            render_md(*tb["t1"]),
            "",
            "## Throughput",
            "",
            render_md(*tb["t2"]),
            "",
            "## Targets",
            "",
            render_md(*tb["t3"]),
            "",
            "## Memory",
            "",
            render_md(*tb["t4"]),
            "",
            foot.replace("[x]", "`[x]`"),
            "",
            *(["## Notes", ""] + [f"- {n}" for n in tb["notes"]] + [""] if tb["notes"] else []),
        ]
    )
    return text, md


# ------------------------------------------------------------------ main


def setup(args, impls: list[str], pin: str, ready: dict, skipped: dict) -> None:
    """Create/update the venvs; fills ``ready`` (impl -> run info) and ``skipped``."""
    log(
        f"== setting up venvs under {BENCH.relative_to(ROOT)}/ "
        f"(pip -c {CONSTRAINTS.name}, torch=={pin})"
    )
    for impl in impls:
        if impl == "cpprb" and args.device == "cuda":
            skipped[impl] = "cpprb is CPU-only"
            continue
        ok, why, info = ensure_venv(impl, args.python, pin, args.reinstall)
        if ok:
            ready[impl] = info
            if info.get("note"):
                log(f"  {impl}: {info['note']}")
        else:
            skipped[impl] = why
            log(f"  SKIP {impl}: {why}")


def measure(args, ready: dict, skipped: dict) -> dict[str, list[dict]]:
    """Alternate the implementations for ``args.rounds`` rounds."""
    todo = dict(ready)
    runs: dict[str, list[dict]] = {i: [] for i in todo}
    for r in range(args.rounds):
        for impl in list(todo):
            t0 = time.time()
            res = run_one(impl, todo[impl], args, seed=r)
            if "fatal" in res:
                skipped[impl] = res["fatal"]
                log(f"  [round {r + 1}/{args.rounds}] {impl}: SKIP - {res['fatal']}")
                del todo[impl]
                continue
            runs[impl].append(res)
            quick = ", ".join(
                f"{k} {v['t'] * 1e6:.0f}us/{v['t'] / v['t_ceil']:.2f}x"
                for k, v in res.get("results", {}).items()
            )
            log(f"  [round {r + 1}/{args.rounds}] {impl}: {time.time() - t0:.0f}s  {quick}")
    return runs


def main(argv=None) -> int:
    global CONSTRAINTS, VENV_PREFIX
    ap = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    ap.add_argument("--device", default="cpu", choices=["cpu", "cuda"])
    ap.add_argument("--rounds", type=int, default=None, help="rounds (default 3; 1 with --quick)")
    ap.add_argument(
        "--only", default=",".join(ORDER), help="comma-separated subset of " + ",".join(ORDER)
    )
    ap.add_argument("--quick", action="store_true", help="small sizes/counts for a smoke run")
    ap.add_argument(
        "--markdown", metavar="PATH", help="also write the tables + machine info as markdown"
    )
    ap.add_argument(
        "--json",
        metavar="PATH",
        help="where to write the raw per-process results (default .bench/last-run.json)",
    )
    ap.add_argument("--workloads", default=None, help="subset, e.g. W1,W2 (default all)")
    ap.add_argument("--reinstall", action="store_true", help="delete and rebuild the .bench venvs")
    ap.add_argument("--python", default=sys.executable, help="interpreter used to create the venvs")
    ap.add_argument(
        "--constraints",
        default=str(CONSTRAINTS),
        help="pip constraints file (must pin torch==); default: the repo's constraints.txt",
    )
    ap.add_argument("--timeout", type=int, default=None, help="per-process timeout, seconds")
    ap.add_argument(
        "--from-json",
        metavar="PATH",
        help="no runs: re-render the tables (and --markdown) from a file written by --json",
    )
    ap.add_argument(
        "--strict",
        action="store_true",
        help="exit 1 if a target FAILs or ours/agilerl could not be measured",
    )
    args = ap.parse_args(argv)
    if args.rounds is None:
        args.rounds = 1 if args.quick else 3
    if args.timeout is None:
        args.timeout = 300 if args.quick else 900
    impls = [i.strip() for i in args.only.split(",") if i.strip()]
    bad = [i for i in impls if i not in ORDER]
    if bad:
        ap.error(f"unknown implementation(s) {bad}; choose from {ORDER}")
    impls = [i for i in ORDER if i in impls]  # fixed alternation order
    CONSTRAINTS = Path(args.constraints).resolve()
    VENV_PREFIX = "cuda-" if args.device == "cuda" else ""
    pin = torch_pin()
    minfo = machine_info()
    minfo["date"] = _dt.datetime.now(_dt.timezone.utc).strftime("%Y-%m-%d %H:%M UTC")
    minfo["command"] = "python bench/run.py " + " ".join(sys.argv[1:] if argv is None else argv)
    t_start = time.time()
    wall = 0.0

    ready: dict[str, dict] = {}
    skipped: dict[str, str] = {}
    runs: dict[str, list[dict]] = {}
    if args.from_json:
        saved = json.loads(Path(args.from_json).read_text())
        runs, skipped, minfo = saved["runs"], saved["skipped"], saved["machine"]
        ready = saved.get("ready", {})
        wall = saved.get("wall", 0.0)
        args.rounds = max((len(v) for v in runs.values()), default=0)
        first = [r for v in runs.values() for r in v][:1]
        if first:
            args.quick, args.device = bool(first[0].get("quick")), first[0].get("device", "cpu")
    else:
        setup(args, impls, pin, ready, skipped)
        runs = measure(args, ready, skipped)
        wall = time.time() - t_start
    ready_info = ready
    runs = {i: v for i, v in runs.items() if v}
    agg = aggregate(runs)
    ours_mode = ""
    if "ours" in ready_info:
        oi = ready_info["ours"]
        ours_mode = (
            "pip install .[torch] (agilerl-specs)"
            if oi.get("mode") == "pip"
            else "PYTHONPATH=python/"
        ) + (f" - {oi['note']}" if oi.get("note") else "")
    text, md = report(agg, impls, args, minfo, wall, ours_mode)
    print(text)
    for impl, why in skipped.items():
        print(f"SKIPPED {impl}: {why}")
    if args.markdown:
        p = Path(args.markdown)
        if skipped:
            md += (
                "\n## Skipped implementations\n\n"
                + "\n".join(f"- {i}: {w}" for i, w in skipped.items())
                + "\n"
            )
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_text(md)
        log(f"wrote {p}")
    if not args.from_json:  # always kept, so --from-json can re-render the last run
        json_path = Path(args.json) if args.json else BENCH / f"{VENV_PREFIX}last-run.json"
        json_path.parent.mkdir(parents=True, exist_ok=True)
        json_path.write_text(
            json.dumps(
                {
                    "runs": runs,
                    "skipped": skipped,
                    "machine": minfo,
                    "ready": ready_info,
                    "wall": wall,
                },
                indent=1,
            )
        )
        log(f"wrote {json_path}")
    if args.strict:
        verdicts = build_tables(agg, impls)["verdicts"]
        missing = [i for i in ("ours", "agilerl") if i in impls and i not in agg]
        if missing or not verdicts or not all(verdicts):
            why = f"missing {', '.join(missing)}" if missing else "a target FAILed"
            log(f"--strict: exit 1 ({why})")
            return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
