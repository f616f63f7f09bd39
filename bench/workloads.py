"""Timing workloads for ONE replay-buffer implementation, plus the raw-torch ceiling.

Run by ``bench/run.py`` as a subprocess inside that implementation's virtualenv
(``.bench/<impl>/``); it prints one line ``BENCH_JSON: {...}`` on stdout.  Every
workload also times a raw-torch "ceiling" in the same process, so results from
different processes can be compared after dividing by it (see bench/README.md).

    python bench/workloads.py --impl agilerl [--device cpu|cuda] [--quick]
                              [--workloads W1,W2,...] [--seed N] [--profile]

Implementations (``--impl``):
  ours     this repo's ``agilerl.components.replay_buffer`` (dict[str, Tensor] API)
  agilerl  AgileRL from PyPI (TensorDict API, used the way its training loops do)
  torchrl  TorchRL TensorDictReplayBuffer / LazyTensorStorage (+ MultiStepTransform)
  cpprb    cpprb ReplayBuffer / PrioritizedReplayBuffer (numpy, CPU only)
  sb3      Stable-Baselines3 ReplayBuffer / NStepReplayBuffer (numpy storage)
  ceiling  only the raw-torch ceilings (a self-check of the harness)
"""

from __future__ import annotations

import argparse
import gc
import json
import platform
import sys
import time
import traceback
from typing import Any

import torch
from ceiling import CeilNStep, CeilPER, CeilStore
from impls import IMPLS, Impl
from membytes import malloc_bytes
from specs import SPEC_WORKLOADS, run_specs
from timer import Timer
from transitions import (
    FRAME_SPEC,
    NSTEP_DONE_P,
    NSTEP_GAMMA,
    NSTEP_N,
    PER_ALPHA,
    PER_BETA,
    VEC_SPEC,
    Skip,
    make_batch,
)

# Many short blocks: on a shared machine the per-block speed is bimodal (a co-runner
# takes half the core now and then); with 40 blocks both the implementation and the
# ceiling get several blocks in the fast mode, and the min picks those.
FULL = {
    "vec_cap": 1_000_000,
    "frame_cap": 50_000,
    "per_cap": 1_000_000,
    "nstep_cap": 1_000_000,
    "blocks": 40,
    "w1_ops": 50,
    "w2_ops": 25,
    "w3a_ops": 12,
    "w3s_ops": 6,
    "w4_ops": 2,
    "w5_ops": 10,
    "w6_ops": 5,
    "w6_fill": 2_000,
    "td_ops": 200,
    "spec_ops": 200,
    "manifest_ops": 5,
    "warmup_blocks": 2,
    "scale_exps": [4, 5, 6, 7],
}
QUICK = {
    "vec_cap": 100_000,
    "frame_cap": 4_000,
    "per_cap": 100_000,
    "nstep_cap": 100_000,
    "blocks": 12,
    "w1_ops": 50,
    "w2_ops": 25,
    "w3a_ops": 12,
    "w3s_ops": 6,
    "w4_ops": 2,
    "w5_ops": 10,
    "w6_ops": 5,
    "w6_fill": 500,
    "td_ops": 200,
    "spec_ops": 200,
    "manifest_ops": 5,
    "warmup_blocks": 2,
    "scale_exps": [4, 5],
}

# Scaling rows: W1's add and W2's sample at capacity 10**e (cost must not grow with it).
SCALE = tuple(f"S{e}{op}" for e in (4, 5, 6, 7) for op in ("a", "s"))
WORKLOADS = (
    "W1",
    "W1n",
    "W2",
    "W3a",
    "W3s",
    "W4",
    "W5",
    "W6",
    "TDc",
    "TDu",
    *SCALE,
    *SPEC_WORKLOADS,
)


def check_batch(impl: Impl, out: Any, n: int, what: str, keys: tuple[str, ...] = ("obs",)) -> None:
    """Fail loudly (rather than time something broken) if a sample is not ``n`` rows."""
    for k in keys:
        v = impl.field(out, k)
        if v.shape[0] != n:
            raise AssertionError(f"{what}: field {k!r} has {v.shape[0]} rows, expected {n}")


def _free(*objs) -> None:
    del objs
    gc.collect()
    if torch.cuda.is_available():
        torch.cuda.empty_cache()


def fill(add, x, cap: int, chunk: int) -> None:
    """Fill a buffer to capacity cheaply: a few large multi-row adds (untimed)."""
    for _ in range(cap // chunk):
        add(x)


def filled_pair(
    impl: Impl, make_buf, make_ceil, spec, cap: int, chunk: int, gen, nbytes: dict, label: str
):
    """Build + fill the implementation's buffer (measuring its bytes), then the ceiling's."""
    d = make_batch(spec, chunk, gen)
    x = impl.prep(d, spec)
    gc.collect()
    m0 = malloc_bytes() if impl.measure == "malloc delta" else 0
    buf = make_buf()
    fill(lambda v: impl.add(buf, v), x, cap, chunk)
    if impl.measure == "malloc delta":
        gc.collect()
        b, how = (malloc_bytes() - m0) / cap, "malloc delta"
    else:
        b, how = impl.nbytes(buf) / cap, "tensor walk"
    ceil = make_ceil()
    fill(ceil.add, d, cap, chunk)
    nbytes[label] = {"impl": b, "ceil": ceil.nbytes() / cap, "how": how}
    return buf, ceil


def run(
    impl: Impl, device: str, cfg: dict, selected: set[str], seed: int, profile: bool = False
) -> dict:
    gen = torch.Generator().manual_seed(seed)
    torch.manual_seed(seed)
    timer = Timer(device, cfg, profile)
    res: dict[str, Any] = {}
    nbytes: dict[str, Any] = {}
    skipped: dict[str, str] = {}
    errors: dict[str, str] = {}

    def guarded(keys, fn):
        keys = [k for k in keys if k in selected]
        if not keys:
            return
        if device.startswith("cuda") and not impl.on_cuda:
            for k in keys:
                skipped[k] = f"{impl.name} is CPU-only"
            return
        try:
            fn(keys)
        except Skip as e:
            for k in keys:
                if k not in res:
                    skipped[k] = str(e)
        except Exception as e:
            tb = traceback.format_exc(limit=6)
            for k in keys:
                if k not in res:
                    errors[k] = f"{type(e).__name__}: {e}\n{tb}"
        finally:
            gc.collect()

    def add_and_sample(keys, names, buf, ceil, pool, pool_t, n_envs, batch, ops=None):
        """Time adds (cycling through the prepared pool) and samples against the ceiling."""
        add_key, sample_key = names
        add_ops, sample_ops = ops or (
            cfg[f"{add_key.lower()}_ops"],
            cfg[f"{sample_key.lower()}_ops"],
        )
        if add_key in keys:
            timer.label = f"{impl.name} {add_key}"
            n = len(pool)
            r = timer.pair(
                lambda i: impl.add(buf, pool[i % n]),
                lambda i: ceil.add(pool_t[i % n]),
                add_ops,
            )
            res[add_key] = {**r, "items": n_envs}
        if sample_key in keys:
            timer.label = f"{impl.name} {sample_key}"
            r = timer.pair(
                lambda i: impl.sample(buf, batch),
                lambda i: ceil.sample(batch),
                sample_ops,
            )
            res[sample_key] = {**r, "items": batch}

    # W1 add + W2 sample: one 1M buffer, filled with big adds, then timed in steady state
    def w12(keys):
        cap, E = cfg["vec_cap"], 16
        impl.n_envs = E
        pool_t = [make_batch(VEC_SPEC, E, gen) for _ in range(64)]
        pool = [impl.prep(d, VEC_SPEC) for d in pool_t]
        buf, ceil = filled_pair(
            impl,
            lambda: impl.plain(VEC_SPEC, cap, device),
            lambda: CeilStore(VEC_SPEC, cap, device),
            VEC_SPEC,
            cap,
            50_000 if cap % 50_000 == 0 else 10_000,
            gen,
            nbytes,
            "vec",
        )
        check_batch(impl, impl.sample(buf, 256), 256, "sample(256)")
        add_and_sample(keys, ("W1", "W2"), buf, ceil, pool, pool_t, E, 256)
        if "W1n" in keys:  # the same adds from numpy arrays (gymnasium's vector envs)
            try:
                pool_n = [{k: v.numpy() for k, v in d.items()} for d in pool_t]
                impl.add_numpy(buf, pool_n[0], VEC_SPEC)
            except Exception as e:  # an API that takes no numpy batch
                skipped["W1n"] = f"no add from numpy arrays: {type(e).__name__}: {e}"[:200]
            else:
                timer.label = f"{impl.name} W1n"
                r = timer.pair(
                    lambda i: impl.add_numpy(buf, pool_n[i % len(pool_n)], VEC_SPEC),
                    lambda i: ceil.add(pool_t[i % len(pool_t)]),
                    cfg["w1_ops"],
                )
                res["W1n"] = {**r, "items": E}
        _free(buf, ceil)

    def wscale(keys):
        E = 16
        impl.n_envs = E
        pool_t = [make_batch(VEC_SPEC, E, gen) for _ in range(64)]
        pool = [impl.prep(d, VEC_SPEC) for d in pool_t]
        for e in cfg["scale_exps"]:
            names = (f"S{e}a", f"S{e}s")
            if not any(k in keys for k in names):
                continue
            cap = 10**e
            buf, ceil = filled_pair(
                impl,
                lambda c=cap: impl.plain(VEC_SPEC, c, device),
                lambda c=cap: CeilStore(VEC_SPEC, c, device),
                VEC_SPEC,
                cap,
                min(cap, 50_000),
                gen,
                nbytes,
                f"scale{e}",
            )
            check_batch(impl, impl.sample(buf, 256), 256, "sample(256)")
            ops = (cfg["w1_ops"], cfg["w2_ops"])
            add_and_sample(keys, names, buf, ceil, pool, pool_t, E, 256, ops)
            _free(buf, ceil)

    def w3(keys):
        cap, E = cfg["frame_cap"], 8
        impl.n_envs = E
        pool_t = [make_batch(FRAME_SPEC, E, gen) for _ in range(8)]
        pool = [impl.prep(d, FRAME_SPEC) for d in pool_t]
        buf, ceil = filled_pair(
            impl,
            lambda: impl.plain(FRAME_SPEC, cap, device),
            lambda: CeilStore(FRAME_SPEC, cap, device),
            FRAME_SPEC,
            cap,
            1000,
            gen,
            nbytes,
            "frames",
        )
        check_batch(impl, impl.sample(buf, 32), 32, "sample(32)", ("obs", "next_obs"))
        add_and_sample(keys, ("W3a", "W3s"), buf, ceil, pool, pool_t, E, 32)
        _free(buf, ceil)

    def w4(keys):
        cap, B = cfg["per_cap"], 256
        impl.n_envs = 16
        buf, ceil = filled_pair(
            impl,
            lambda: impl.per(VEC_SPEC, cap, device, PER_ALPHA),
            lambda: CeilPER(VEC_SPEC, cap, device, PER_ALPHA),
            VEC_SPEC,
            cap,
            50_000 if cap % 50_000 == 0 else 10_000,
            gen,
            nbytes,
            "per",
        )
        prios_t = [torch.rand(B, generator=gen) * 2 + 1e-3 for _ in range(32)]
        prios = [impl.prep_prio(p, device) for p in prios_t]
        prios_c = [p.to(device) for p in prios_t]
        check_batch(
            impl,
            impl.per_cycle(buf, B, PER_BETA, prios[0]),
            B,
            "PER sample",
            ("obs", impl.weights_key),
        )
        timer.label = f"{impl.name} W4"
        f_impl = lambda i: impl.per_cycle(buf, B, PER_BETA, prios[i % 32])  # noqa: E731
        f_ceil = lambda i: ceil.update(ceil.sample_per(B, PER_BETA)["idxs"], prios_c[i % 32])  # noqa: E731
        res["W4"] = {**timer.pair(f_impl, f_ceil, cfg["w4_ops"]), "items": B}
        _free(buf, ceil)

    def w5(keys):
        cap, E = cfg["nstep_cap"], 16
        impl.n_envs = E
        buf = impl.nstep(VEC_SPEC, cap, device, NSTEP_N, NSTEP_GAMMA, E)
        ceil = CeilNStep(VEC_SPEC, cap, device, NSTEP_N, NSTEP_GAMMA, E)
        pool_t = [make_batch(VEC_SPEC, E, gen, done_p=NSTEP_DONE_P) for _ in range(256)]
        pool = [impl.nprep(d, VEC_SPEC) for d in pool_t]
        timer.label = f"{impl.name} W5"
        # Each block ends with a read (len) inside the timing: ours stores the n-step
        # rows of its adds at the first read, so the block pays for them.
        r = timer.pair(
            lambda i: impl.nadd(buf, pool[i % 256]),
            lambda i: ceil.add(pool_t[i % 256]),
            cfg["w5_ops"],
            end_impl=lambda: impl.nread(buf),
            stat="mean",  # periodic work (ours: a fresh window arena) counts
        )
        res["W5"] = {**r, "items": E}
        # Bytes: storage + the n-step window (ours: the arena and its scratch), as
        # allocated (every implementation allocates its full capacity by now).
        nbytes["nstep"] = {
            "impl": impl.nbytes(buf) / cap,
            "ceil": ceil.nbytes() / cap,
            "how": "tensor walk",
        }
        _free(buf, ceil)

    # W6, one learner step of an n-step design: add one vector-env step (16 envs), then
    # sample 256 n-step transitions. Fair across designs: ours, AgileRL and TorchRL compute
    # the n-step return when adding, SB3 when sampling. The buffer first holds
    # w6_fill vector steps (n-step buffers are filled through their window, step by step).
    def w6(keys):
        cap, E, B = cfg["nstep_cap"], 16, 256
        impl.n_envs = E
        buf = impl.nstep(VEC_SPEC, cap, device, NSTEP_N, NSTEP_GAMMA, E)
        ceil = CeilNStep(VEC_SPEC, cap, device, NSTEP_N, NSTEP_GAMMA, E)
        pool_t = [make_batch(VEC_SPEC, E, gen, done_p=NSTEP_DONE_P) for _ in range(256)]
        pool = [impl.nprep(d, VEC_SPEC) for d in pool_t]
        for i in range(cfg["w6_fill"]):
            impl.nadd(buf, pool[i % 256])
            ceil.add(pool_t[i % 256])
        check_batch(impl, impl.nsample(buf, B), B, "n-step sample(256)")

        def f_impl(i):
            impl.nadd(buf, pool[i % 256])
            return impl.nsample(buf, B)

        def f_ceil(i):
            ceil.add(pool_t[i % 256])
            return ceil.store.sample(B)

        timer.label = f"{impl.name} W6"
        res["W6"] = {**timer.pair(f_impl, f_ceil, cfg["w6_ops"], stat="mean"), "items": B}
        _free(buf, ceil)

    # TDc / TDu: what building a TensorDict batch costs, against a plain dict of the
    # same tensors (the "ceiling" here): 256 rows in AgileRL's layout (1-D fields as
    # [B, 1]), with the checked constructor (TDc) and the unchecked _new_unsafe (TDu).
    def wtd(keys):
        try:
            from tensordict import TensorDict
        except ImportError as e:
            raise Skip(f"tensordict is not installed in this venv ({e})") from e
        fields = {
            k: (v.unsqueeze(1) if v.ndim == 1 else v).to(device)
            for k, v in make_batch(VEC_SPEC, 256, gen).items()
        }
        plain = lambda i: dict(fields)  # noqa: E731
        if "TDc" in keys:
            timer.label = f"{impl.name} TDc"
            checked = lambda i: TensorDict(fields, batch_size=[256], device=device)  # noqa: E731
            res["TDc"] = {**timer.pair(checked, plain, cfg["td_ops"]), "items": 256}
        unsafe = getattr(TensorDict, "_new_unsafe", None)
        if "TDu" in keys:
            if unsafe is None:
                raise Skip("this tensordict has no TensorDict._new_unsafe")
            timer.label = f"{impl.name} TDu"
            fast = lambda i: unsafe(fields, batch_size=[256], device=device)  # noqa: E731
            res["TDu"] = {**timer.pair(fast, plain, cfg["td_ops"]), "items": 256}

    guarded(["W1", "W1n", "W2"], w12)
    guarded(list(SCALE), wscale)
    guarded(["W3a", "W3s"], w3)
    guarded(["W4"], w4)
    guarded(["W5"], w5)
    guarded(["W6"], w6)
    if impl.name in ("ours", "agilerl"):  # the two whose batches are TensorDicts
        guarded(["TDc", "TDu"], wtd)
    if impl.name in ("ours", "agilerl"):  # the two with the spec classes (SP1-SP6)
        guarded(
            list(SPEC_WORKLOADS),
            lambda keys: run_specs(
                timer, keys, cfg["spec_ops"], res, impl.name, cfg["manifest_ops"]
            ),
        )
    return {"results": res, "bytes": nbytes, "skipped": skipped, "errors": errors}


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    ap.add_argument("--impl", required=True, choices=sorted(IMPLS))
    ap.add_argument("--device", default="cpu")
    ap.add_argument("--quick", action="store_true")
    ap.add_argument("--workloads", default=",".join(WORKLOADS))
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument(
        "--profile",
        action="store_true",
        help="after timing, print a torch.profiler op table per workload to stderr",
    )
    a = ap.parse_args(argv)

    torch.set_num_threads(1)
    if a.device.startswith("cuda") and not torch.cuda.is_available():
        print("BENCH_JSON: " + json.dumps({"impl": a.impl, "fatal": "CUDA not available"}))
        return 2
    t0 = time.perf_counter()
    try:
        impl = IMPLS[a.impl]()
    except Exception as e:
        print(
            "BENCH_JSON: "
            + json.dumps({"impl": a.impl, "fatal": f"import failed: {type(e).__name__}: {e}"})
        )
        return 3
    t_import = time.perf_counter() - t0
    cfg = QUICK if a.quick else FULL
    out = run(impl, a.device, cfg, set(a.workloads.split(",")), a.seed, a.profile)
    out.update(
        cfg=cfg,
        impl=a.impl,
        device=a.device,
        quick=a.quick,
        import_s=t_import,
        wall_s=time.perf_counter() - t0,
        versions={
            "python": platform.python_version(),
            "torch": torch.__version__,
            **(
                {"cuda_device": torch.cuda.get_device_name()} if a.device.startswith("cuda") else {}
            ),
            **impl.versions(),
        },
        threads=torch.get_num_threads(),
    )
    print("BENCH_JSON: " + json.dumps(out))
    return 0


if __name__ == "__main__":
    sys.exit(main())
