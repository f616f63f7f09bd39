#!/usr/bin/env python3
"""The replay service's benchmark: ``nox -s bench -- --distributed``.

Runs in its own venv (``.bench/distributed``: this project with the ``torch`` and
``distributed`` extras, under constraints.txt), on a local Ray cluster on 127.0.0.1:

* adds: transitions/s added by 1, 2 and 4 actor processes (Ray actors), one shard each
  (affinity), 64-row batches of CartPole-sized transitions (45 bytes a row);
* samples: batches/s a learner samples (256 rows, prioritized, with and without
  prefetching) against 1, 2 and 4 shards holding 50,000 transitions in all, with a
  priority update after each batch, as a learner does.

Prints the table (``--markdown PATH`` also writes it). The model of how these figures scale
to a cluster is in docs/distributed.md. ``--seconds`` sets each measurement's length.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
VENV = ROOT / ".bench" / "distributed"
ROW_BYTES = 4 * 4 + 4 * 4 + 8 + 4 + 1  # obs, next_obs (4 x f32), action i64, reward f32, done


def ensure_venv() -> Path:
    py = VENV / "bin" / "python"
    if not py.exists():
        subprocess.run([sys.executable, "-m", "venv", str(VENV)], check=True)
    pip = [str(py), "-m", "pip", "install", "-q", "-c", str(ROOT / "constraints.txt")]
    probe = subprocess.run([str(py), "-c", "import ray, torch, tensordict"], check=False)
    if probe.returncode != 0:
        subprocess.run([*pip, f"{ROOT}[torch,distributed]"], check=True)
    subprocess.run([*pip, "--no-deps", "--force-reinstall", str(ROOT)], check=True)  # this tree
    return py


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description="replay service benchmark (Ray, local cluster)")
    ap.add_argument("--seconds", type=float, default=3.0, help="length of each measurement")
    ap.add_argument("--markdown", default=None, help="also write the table to this file")
    ap.add_argument("--quick", action="store_true", help="1-second measurements")
    ap.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    args, _ = ap.parse_known_args(argv)
    if args.quick:
        args.seconds = 1.0
    if not args.worker:
        py = ensure_venv()
        cmd = [str(py), __file__, "--worker", "--seconds", str(args.seconds)]
        if args.markdown:
            cmd += ["--markdown", args.markdown]
        return subprocess.run(cmd, check=False, cwd=ROOT).returncode
    return run(args.seconds, args.markdown)


def run(seconds: float, markdown: str | None) -> int:
    # 127.0.0.1 only: Ray reads this switch once, when it is first imported
    os.environ["RAY_ENABLE_WINDOWS_OR_OSX_CLUSTER"] = "0"
    import ray
    import torch

    from agilerl.components.replay_buffer.distributed import (
        ReplayService,
        ServiceConfig,
        init_local_ray,
    )

    torch.set_num_threads(1)
    init_local_ray(num_cpus=2, log_to_driver=False)  # workers at our priority, not nice 15

    def batch(n: int) -> dict[str, torch.Tensor]:
        return {
            "obs": torch.randn(n, 4), "next_obs": torch.randn(n, 4),
            "action": torch.zeros(n, dtype=torch.int64), "reward": torch.randn(n),
            "done": torch.zeros(n, dtype=torch.bool),
        }  # fmt: skip

    @ray.remote(num_cpus=0)
    def actor(service: ReplayService, writer: int, seconds: float) -> int:
        data, n, end = batch(64), 0, time.perf_counter() + seconds
        while time.perf_counter() < end:
            service.add(data, writer=writer)
            n += 64
        service.flush()
        return n

    rows: list[tuple[str, str, float, float, float]] = []
    for actors in (1, 2, 4):
        svc = ReplayService(ServiceConfig(kind="uniform", shards=actors, max_size=200_000))
        ray.get([actor.remote(svc, w, 0.3) for w in range(actors)], timeout=300)  # warm up
        t0 = time.perf_counter()
        added = sum(ray.get([actor.remote(svc, w, seconds) for w in range(actors)], timeout=300))
        dt = time.perf_counter() - t0
        rows.append(("add", f"{actors} actors -> {actors} shards", added / dt, added / dt / 64,
                     added * ROW_BYTES / dt / 1e6))  # fmt: skip
        svc.close()
    for shards in (1, 2, 4):
        for prefetch in (0, 2):
            cfg = ServiceConfig(kind="prioritized", shards=shards, max_size=50_000 // shards + 1,
                                prefetch=prefetch, seed=0)  # fmt: skip
            svc = ReplayService(cfg)
            for w in range(shards):
                for _ in range(50_000 // shards // 1000):
                    svc.add(batch(1000), writer=w)
            svc.flush()
            n, end = 0, time.perf_counter() + seconds
            t0 = time.perf_counter()
            while time.perf_counter() < end:
                b = svc.sample(256, beta=0.5)
                svc.update_priorities(b["idxs"], torch.rand(256) + 0.1)
                n += 1
            dt = time.perf_counter() - t0
            rows.append(("sample+update", f"{shards} shards, prefetch {prefetch}", n * 256 / dt,
                         n / dt, n * 256 * ROW_BYTES / dt / 1e6))  # fmt: skip
            svc.close()
    ray.shutdown()
    head = "| operation | setup | transitions/s | calls/s | MB/s payload |"
    lines = [head, "|---|---|---:|---:|---:|"]
    lines += [f"| {o} | {s} | {t:,.0f} | {c:,.1f} | {m:.2f} |" for o, s, t, c, m in rows]
    table = "\n".join(lines)
    print(f"Replay service on a local Ray cluster ({os.cpu_count()} cores, {seconds:g} s each)")
    print(table)
    print(json.dumps({"row_bytes": ROW_BYTES}))
    if markdown:
        Path(markdown).write_text(table + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
