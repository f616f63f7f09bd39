"""Aggregation over rounds and the result tables (stdlib only): medians of the
per-process results, number formatting, the four tables with PASS/FAIL against
the targets, and rendering as plain text or markdown."""

from __future__ import annotations

import statistics

# (id, label, unit, items-label)
WORKLOADS = [
    ("W1", "W1 add 16 envs", "us/add", "transitions/s"),
    ("W1n", "W1n add 16 envs from numpy", "us/add", "transitions/s"),
    ("W2", "W2 sample 256", "us/sample", "transitions/s"),
    ("W3a", "W3 frames add 8 envs", "us/add", "transitions/s"),
    ("W3s", "W3 frames sample 32", "us/sample", "transitions/s"),
    ("W4", "W4 PER sample 256 + update", "us/cycle", "cycles/s"),
    ("W5", "W5 n-step(3) add 16 envs", "us/add", "transitions/s"),
    ("W6", "W6 learner step: n-step(3) add 16 envs + sample 256", "us/step", "steps/s"),
    ("TDc", "TDc TensorDict(...) batch, 256 rows", "us/batch", "batches/s"),
    ("TDu", "TDu TensorDict._new_unsafe batch, 256 rows", "us/batch", "batches/s"),
    ("SP1", "SP1 TrainingSpec.model_validate, typical section", "us/spec", "specs/s"),
    ("SP2", "SP2 TrainingSpec.model_validate, fuller section", "us/spec", "specs/s"),
    ("SP3", "SP3 ReplayBufferSpec.model_validate, max_size only", "us/spec", "specs/s"),
    ("SP4", "SP4 ReplayBufferSpec.model_validate, with kind", "us/spec", "specs/s"),
    ("SP5", "SP5 ReplayBufferSpec.model_validate, PER + n-step", "us/spec", "specs/s"),
    ("SP6", "SP6 LLMRolloutBufferSpec.model_validate", "us/spec", "specs/s"),
    ("M1", "M1 whole manifest from its file, DQN config", "us/manifest", "manifests/s"),
    ("M2", "M2 whole manifest from its file, PPO config", "us/manifest", "manifests/s"),
    ("M3", "M3 whole manifest from its file, Rainbow DQN config", "us/manifest", "manifests/s"),
    *(
        row
        for e in (4, 5, 6, 7)
        for row in (
            (f"S{e}a", f"S{e}a scaling: W1 add, capacity 10^{e}", "us/add", "transitions/s"),
            (f"S{e}s", f"S{e}s scaling: W2 sample, capacity 10^{e}", "us/sample", "transitions/s"),
        )
    ),
]
SPEC = ("SP1", "SP2", "SP3", "SP4", "SP5", "SP6")
MANIFEST = ("M1", "M2", "M3")
PER_OP = {"W4", "W6", "TDc", "TDu", *SPEC, *MANIFEST}  # throughput in ops/s, not items/s
TARGET_VS_AGILERL = {
    "W1": 4.0,
    "W1n": 4.0,
    "W2": 2.5,
    "W3a": 2.0,
    "W3s": 5.0,
    "W4": 10.0,
    "W5": 5.0,
    # spec validation (issue 30): the seed's own spec classes at least as fast as the shipped
    # agilerl-arena 1.29.0 classes, model_validate against model_validate
    **dict.fromkeys(SPEC, 1.0),
    # whole manifests, text to objects (issue 30): load_manifest at least 2x the shipped
    # loader: ours takes at most half of get_validated's time
    **dict.fromkeys(MANIFEST, 2.0),
}
TARGET_VS_CEILING = {"W1": 1.3, "W2": 1.3, "W3a": 1.3, "W3s": 1.3}


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


def vs(w: dict | None, o: dict | None) -> str:
    """Peer's normalised time over ours (> 1: ours faster), with the per-round range."""
    if not (w and o):
        return "-"
    pr = [pn / on for pn, on in zip(w["norms"], o["norms"], strict=False)]
    return f"{w['norm'] / o['norm']:.2f}x [{min(pr):.2f}-{max(pr):.2f}]"


def first(agg: dict, present: list[str], wid: str) -> str:
    """``yes`` when ours has the lowest normalised time; ``in noise`` when the fastest
    peer's per-round range reaches ours; else ``no (<peer>)``."""
    o = agg.get("ours", {}).get("wl", {}).get(wid)
    if not o:
        return "-"
    best = None
    for p in present:
        w = agg[p]["wl"].get(wid)
        if p != "ours" and w and (best is None or w["norm"] < best[1]["norm"]):
            best = (p, w)
    if best is None:
        return "-"
    if o["norm"] <= best[1]["norm"]:
        return "yes"
    pr = [pn / on for pn, on in zip(best[1]["norms"], o["norms"], strict=False)]
    return "in noise" if max(pr) >= 1.0 else f"no ({best[0]})"


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
                items = 1 if wid in PER_OP else w["items"]
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
        *[f"ours vs {p} [range]" for p in present if p not in ("ours", "agilerl")],
        "ours first?",
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
        ta = TARGET_VS_AGILERL.get(wid)
        if ta is None:
            row += [
                f"{a['norm'] / o['norm']:.2f}x" if o and a else "n/a",
                "-",
                "-",
                f"{a['t'] / o['t']:.2f}x" if o and a else "-",
            ]
        elif o and a:
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
        for p in present:
            if p in ("ours", "agilerl"):
                continue
            w = agg[p]["wl"].get(wid)
            row.append(vs(w, o))
        row.append(first(agg, present, wid))
        t3.append(row)
    # 3. bytes
    t4_head = ["bytes/transition", *present, "ceiling"]
    t4 = []
    for key, label in (
        ("vec", "W1/W2 storage (payload 80 B)"),
        ("frames", "W3 storage (payload 56,464 B)"),
        ("per", "W4 storage + PER structure"),
        ("nstep", "W5 storage + n-step window"),
        *((f"scale{e}", f"W1/W2 storage at capacity 10^{e}") for e in (4, 5, 6, 7)),
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
