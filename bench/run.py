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
import json
import subprocess
import sys
import time
from pathlib import Path

import venvs
from report import machine_info, report
from tables import aggregate, build_tables
from venvs import BENCH, ROOT, ensure_venv, log, pip_env, torch_pin, vpy

WORKLOADS_PY = ROOT / "bench" / "workloads.py"

ORDER = ("ours", "agilerl", "torchrl", "cpprb", "sb3")


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
    if info.get("mode") == "site":
        env["PYTHONPATH"] = info["pythonpath"]
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


# ------------------------------------------------------------------ main


def setup(args, impls: list[str], pin: str, ready: dict, skipped: dict) -> None:
    """Create/update the venvs; fills ``ready`` (impl -> run info) and ``skipped``."""
    if venvs.SITE_ROOT is not None:
        log(f"== no venvs: {sys.executable} with PYTHONPATH={venvs.SITE_ROOT}/<impl>")
    else:
        log(
            f"== setting up venvs under {BENCH.relative_to(ROOT)}/ "
            f"(pip -c {venvs.CONSTRAINTS.name}, torch=={pin})"
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
    argv = sys.argv[1:] if argv is None else argv
    if "--distributed" in argv:  # the replay service's benchmark (bench/distributed.py)
        import distributed

        return distributed.main([a for a in argv if a != "--distributed"])
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
        default=str(venvs.CONSTRAINTS),
        help="pip constraints file (must pin torch==); default: the repo's constraints.txt",
    )
    ap.add_argument("--timeout", type=int, default=None, help="per-process timeout, seconds")
    ap.add_argument(
        "--site-root",
        metavar="DIR",
        help="no venvs, no pip (an offline machine): run each implementation in this "
        "interpreter with PYTHONPATH=DIR/<impl>, its own torch whatever the version "
        "(tools/gpu/check.sh)",
    )
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
    # module state read by the venv helpers (and the default JSON path below)
    venvs.CONSTRAINTS = Path(args.constraints).resolve()
    venvs.VENV_PREFIX = "cuda-" if args.device == "cuda" else ""
    venvs.SITE_ROOT = Path(args.site_root).resolve() if args.site_root else None
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
        ours_mode = {
            "pip": "pip install .[torch] (agilerl-specs)",
            "site": f"pip install --target {oi.get('pythonpath')} . (offline, --site-root)",
        }.get(oi.get("mode"), "PYTHONPATH=python/") + (f" - {oi['note']}" if oi.get("note") else "")
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
        json_path = Path(args.json) if args.json else BENCH / f"{venvs.VENV_PREFIX}last-run.json"
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
