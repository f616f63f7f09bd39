"""Our buffers against agilerl 2.58's own, on the same operation sequences.

``reference_side/buffers.py`` runs each case in the reference venv (the shipped agilerl)
and, imported by path, here against our package: the same code on both sides. Every
deterministic result is compared exactly (floats to 1e-6): batch keys, dtypes, shapes,
devices and ``batch_size``; ``size`` / ``len`` / ``counter`` / ``is_full`` /
``initialized`` after each step; the whole ``storage`` after wraparound, oversized adds
and ``clear``; ``sample_from_indices`` contents; the transitions the n-step buffer
returns; PER weights on fixed priorities. Random draws are compared by distribution
(chi-square). Remaining differences are listed in ``EXTENSIONS`` and named in the
tests below (docs/buffers.md, "Differences from AgileRL").
"""

from __future__ import annotations

import importlib.util
import math
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from tests.conformance.conftest import Reference

torch = pytest.importorskip("torch")
pytest.importorskip("tensordict")

DRIVER = Path(__file__).resolve().parent / "reference_side" / "buffers.py"
# Our MultiStep can also store the count of summed rewards (``n_steps_key``, off by default).
EXTENSIONS = ("n_steps",)


def driver() -> ModuleType:
    spec = importlib.util.spec_from_file_location("buffers_driver", DRIVER)
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


FLAT = {
    "obs": [[3], "float32"],
    "action": [[], "int64"],
    "reward": [[], "float32"],
    "done": [[], "bool"],
    "next_obs": [[3], "float32"],
}
NESTED = {
    "obs": {"pos": [[2], "float32"], "frame": [[2, 2], "uint8"], "flag": [[], "float32"]},
    "action": {"agent_0": [[], "int64"], "agent_1": [[2], "float32"]},
    "reward": {"agent_0": [[], "float32"], "agent_1": [[1], "float32"]},
    "done": [[], "float32"],
    "next_obs": {"pos": [[2], "float32"], "frame": [[2, 2], "uint8"], "flag": [[], "float32"]},
}
NSTEP = {
    "obs": [[2], "float32"],
    "action": [[], "int64"],
    "reward": [[], "float32"],
    "done": [[], "float32"],
    "next_obs": [[2], "float32"],
}


def add(n: int, seed: int, fields: dict[str, Any], **kw: Any) -> dict[str, Any]:
    return {"op": "add", "n": n, "seed": seed, "fields": fields, **kw}


STATE = {"op": "state"}


def uniform_case(fields: dict[str, Any]) -> dict[str, Any]:
    ops: list[dict[str, Any]] = [STATE]
    for i, n in enumerate([4, 4, 4, 3]):  # 15 rows through a ring of 10
        ops += [add(n, i, fields), STATE]
    ops += [
        {"op": "sample", "batch_size": 3, "return_idx": True},
        {"op": "sample", "batch_size": 3},
        {"op": "sample", "batch_size": 100, "return_idx": True},  # clamped to size
        {"op": "sample", "batch_size": 0},
        add(14, 9, fields),  # longer than what is left from the cursor: keeps the newest
        STATE,
        add(10, 10, fields),
        STATE,
        {"op": "set_size", "size": 3},
        STATE,
        {"op": "sample", "batch_size": 8, "return_idx": True},
        {"op": "clear"},
        STATE,
        add(2, 11, {"x": [[1], "float32"]}),  # a new layout after clear
        STATE,
    ]
    return {"kind": "uniform", "args": {"max_size": 10}, "ops": ops}


def n_step_case(n_envs: int, steps: int, max_size: int) -> dict[str, Any]:
    """No episode ends: a stream on which AgileRL's n-step window is correct."""
    ops: list[dict[str, Any]] = []
    for t in range(steps):
        ops += [add(n_envs, 100 + t, NSTEP, set={"done": [0.0] * n_envs}), STATE]
    ops += [
        {"op": "sample_from_indices", "indices": list(range(min(max_size, steps)))},
        {"op": "sample_from_indices", "indices": [[0], [3], [1]]},  # PER-shaped idxs
        {"op": "sample", "batch_size": 4, "return_idx": True},
    ]
    return {
        "kind": "multi_step",
        "args": {"max_size": max_size, "n_step": 3, "gamma": 0.5},
        "ops": ops,
    }


PRIORITIES = [0.0, 1.0, 2.0, 3.0, 0.5, 5.0, 6.0, 7.0]  # slot 0: clamped to 1e-5


def per_case() -> dict[str, Any]:
    fields = {"obs": [[2], "float32"], "reward": [[], "float32"], "done": [[], "bool"]}
    ops: list[dict[str, Any]] = [STATE]
    for i in range(3):
        ops += [add(3, 200 + i, fields), STATE]  # 9 rows through 8 slots
    ops += [
        {"op": "update_priorities", "indices": list(range(8)), "priorities": PRIORITIES},
        STATE,
        {"op": "sample", "batch_size": 5},
        {"op": "weights", "batch_size": 64, "beta": 0.4, "repeats": 30},
        {"op": "weights", "batch_size": 64, "beta": 1.0, "repeats": 30},
        add(2, 300, fields),  # new slots get the running max priority
        STATE,
        {"op": "update_priorities", "indices": [[2], [3]], "priorities": [[9.0], [0.25]]},
        STATE,
    ]
    return {"kind": "per", "args": {"max_size": 8, "alpha": 0.6}, "ops": ops}


def stream_with_dones(n_envs: int, steps: int, seed: int) -> list[list[float]]:
    gen = torch.Generator().manual_seed(seed)
    return (torch.rand(steps, n_envs, generator=gen) < 0.25).float().tolist()


DONES = stream_with_dones(3, 40, 5)


def done_case() -> dict[str, Any]:
    ops = [add(3, 400 + t, NSTEP, set={"done": DONES[t]}) for t in range(len(DONES))]
    ops.append({"op": "sample_from_indices", "indices": list(range(38 * 3))})
    return {"kind": "multi_step", "args": {"max_size": 200, "n_step": 3, "gamma": 0.5}, "ops": ops}


def counts_case(kind: str, rows: int, batch: int, repeats: int, **args: Any) -> dict[str, Any]:
    fields = {"obs": [[1], "float32"]}
    ops: list[dict[str, Any]] = [add(rows, 1, fields)]
    if kind == "per":
        ops.append(
            {
                "op": "update_priorities",
                "indices": list(range(rows)),
                "priorities": [0.5 + (i * 7 % rows) / 4 for i in range(rows)],
            }
        )
    ops.append({"op": "counts", "batch_size": batch, "repeats": repeats})
    return {"kind": kind, "args": {"max_size": rows, **args}, "ops": ops}


CASES: dict[str, dict[str, Any]] = {
    "uniform_flat": uniform_case(FLAT),
    "uniform_nested": uniform_case(NESTED),
    "uniform_1d_obs": uniform_case({"obs": [[], "float32"], "reward": [[], "float32"]}),
    "n_step_no_dones": n_step_case(2, 9, 8),
    "n_step_many_envs": n_step_case(5, 6, 40),
    "per": per_case(),
    "n_step_dones": done_case(),
    "counts_without_replacement": counts_case("uniform", 20, 8, 2000),
    "counts_with_replacement": counts_case("uniform", 16384, 256, 400),
    "counts_per": counts_case("per", 16, 64, 300, alpha=0.6),
    "diff_float64": {
        "kind": "uniform",
        "args": {"max_size": 4},
        "ops": [add(2, 1, {"obs": [[2], "float64"]}), STATE],
    },
    "diff_per_clear": {
        "kind": "per",
        "args": {"max_size": 4, "alpha": 1.0},
        "ops": [
            add(3, 1, {"obs": [[1], "float32"]}),
            {"op": "update_priorities", "indices": [0], "priorities": [9.0]},
            {"op": "clear"},
            add(1, 2, {"obs": [[1], "float32"]}),
            STATE,
        ],
    },
    "diff_per_lowered_size": {
        "kind": "per",
        "args": {"max_size": 8, "alpha": 1.0},
        "ops": [
            add(8, 1, {"obs": [[1], "float32"]}),
            {"op": "set_size", "size": 2},
            {"op": "weights", "batch_size": 16, "repeats": 4, "beta": 0.4},
        ],
    },
    "diff_n_step_clear": {
        "kind": "multi_step",
        "args": {"max_size": 8, "n_step": 2, "gamma": 0.5},
        "ops": [
            add(1, 1, NSTEP, set={"done": [0.0]}),
            {"op": "clear"},
            add(1, 2, NSTEP, set={"done": [0.0]}),
        ],
    },
}
DETERMINISTIC = [
    "uniform_flat",
    "uniform_nested",
    "uniform_1d_obs",
    "n_step_no_dones",
    "n_step_many_envs",
    "per",
]


@pytest.fixture(scope="module")
def results(reference: Reference) -> dict[str, tuple[list[Any], list[Any]]]:
    """``{case: (agilerl's results, ours)}``; the reference side runs in one process."""
    names = list(CASES)
    theirs = reference.run("buffers", [CASES[n] for n in names])
    drv = driver()
    ours = [drv.run_case(CASES[n]) for n in names]
    out = {n: (t, o) for n, t, o in zip(names, theirs, ours, strict=True)}
    for n in ("n_step_no_dones", "n_step_dones"):  # ours again, with the n_steps extension
        case = {**CASES[n], "args": {**CASES[n]["args"], "n_steps_key": "n_steps"}}
        out[f"{n}+n_steps"] = (theirs[names.index(n)], drv.run_case(case))
    return out


def drop_extensions(x: Any) -> Any:
    if isinstance(x, dict):
        return {k: drop_extensions(v) for k, v in x.items() if k not in EXTENSIONS}
    if isinstance(x, list):
        return [drop_extensions(v) for v in x]
    return x


def assert_same(theirs: Any, ours: Any, path: str = "") -> None:
    if isinstance(theirs, float) or isinstance(ours, float):
        assert ours == pytest.approx(theirs, rel=1e-6, abs=1e-6), path
        return
    assert type(theirs) is type(ours), f"{path}: {theirs!r} vs {ours!r}"
    if isinstance(theirs, dict):
        assert sorted(theirs) == sorted(ours), f"{path}: keys {sorted(theirs)} vs {sorted(ours)}"
        for k in theirs:
            assert_same(theirs[k], ours[k], f"{path}/{k}")
    elif isinstance(theirs, list):
        assert len(theirs) == len(ours), f"{path}: {len(theirs)} vs {len(ours)} items"
        for i, (a, b) in enumerate(zip(theirs, ours, strict=True)):
            assert_same(a, b, f"{path}[{i}]")
    else:
        assert theirs == ours, f"{path}: {theirs!r} vs {ours!r}"


@pytest.mark.parametrize("case", DETERMINISTIC)
def test_deterministic_results_match_agilerl(
    results: dict[str, tuple[list[Any], list[Any]]], case: str
) -> None:
    theirs, ours = results[case]
    theirs, ours = list(theirs), list(ours)  # the same fields: no extension is asked for
    for i, op in enumerate(CASES[case]["ops"]):
        if op["op"] == "weights":  # slot -> weight over random draws: compare common slots
            common = set(theirs[i]) & set(ours[i])
            assert len(common) >= 6, (i, sorted(theirs[i]), sorted(ours[i]))
            theirs[i] = {k: theirs[i][k] for k in common}
            ours[i] = {k: ours[i][k] for k in common}
    assert_same(theirs, ours, case)


def test_n_step_batches_have_agilerls_fields_unless_n_steps_is_asked_for(
    results: dict[str, tuple[list[Any], list[Any]]],
) -> None:
    theirs, ours = results["n_step_no_dones"]
    assert drop_extensions(ours) == ours  # no extra field by default
    assert set(ours[-3]["fields"]) == set(theirs[-3]["fields"])
    theirs, ours = results["n_step_no_dones+n_steps"]
    batch_t, batch_o = theirs[-3], ours[-3]
    assert set(batch_o["fields"]) - set(batch_t["fields"]) == {"n_steps"}
    assert batch_o["fields"]["n_steps"]["values"] == [[3]] * 8  # no episode ended
    assert_same(theirs, list(drop_extensions(ours)), "n_step_no_dones+n_steps")


# ------------------------------------------------------------ n-step with dones
def correct_n_step(
    dones: list[list[float]], rewards: list[list[float]], n: int, gamma: float, cut_any: bool
) -> list[tuple[float, int]]:
    """(reward, cut step) per (start step, env): per env (ours) or AgileRL's rule, which
    ignores the start step's own done and cuts every env when any env is done."""
    out = []
    for s in range(len(dones) - n + 1):
        for e in range(len(dones[0])):
            if cut_any:
                c = next((k for k in range(1, n) if any(dones[s + k])), n - 1)
            else:
                c = next((k for k in range(n) if dones[s + k][e]), n - 1)
            out.append((sum(gamma**k * rewards[s + k][e] for k in range(c + 1)), c))
    return out


def test_n_step_with_episode_ends_is_correct_per_env_where_agilerl_is_not(
    results: dict[str, tuple[list[Any], list[Any]]],
) -> None:
    """The named difference: AgileRL cuts the window of every env when any env's episode
    ends (and never at the start step's own end); ours cuts each env at its own end."""
    theirs, ours = results["n_step_dones+n_steps"]
    drv = driver()
    ops = CASES["n_step_dones"]["ops"]
    rewards = [drv.make_data(ops[t])["reward"].tolist() for t in range(len(DONES))]
    right = correct_n_step(DONES, rewards, 3, 0.5, cut_any=False)
    agilerl_rule = correct_n_step(DONES, rewards, 3, 0.5, cut_any=True)
    got_t = [r[0] for r in theirs[-1]["fields"]["reward"]["values"]]
    got_o = [r[0] for r in ours[-1]["fields"]["reward"]["values"]]
    assert got_o == pytest.approx([r for r, _ in right])  # ours: right for every transition
    assert got_t == pytest.approx([r for r, _ in agilerl_rule])  # theirs: its own rule
    assert [c + 1 for _, c in right] == [v[0] for v in ours[-1]["fields"]["n_steps"]["values"]]
    same = [a[1] == b[1] for a, b in zip(right, agilerl_rule, strict=True)]
    agree = sum(1 for a, b in zip(got_t, got_o, strict=True) if a == pytest.approx(b))
    assert agree >= sum(same)  # they agree wherever the two rules cut at the same step
    assert 0 < sum(same) < len(same)  # and the stream exercises both kinds of window
    differ = sum(1 for a, b in zip(got_t, got_o, strict=True) if a != pytest.approx(b))
    assert differ > 0  # AgileRL's rule gives wrong n-step rewards on this stream
    for keep, t_row, o_row in zip(
        same,
        theirs[-1]["fields"]["next_obs"]["values"],
        ours[-1]["fields"]["next_obs"]["values"],
        strict=True,
    ):
        if keep:
            assert t_row == o_row


# ------------------------------------------------------------ distributions
def chi2_upper(df: int, z: float = 3.09) -> float:
    """The chi-square quantile at 1 - 0.001 (Wilson-Hilferty)."""
    return df * (1 - 2 / (9 * df) + z * math.sqrt(2 / (9 * df))) ** 3


def chi2(counts: list[int], probs: list[float]) -> float:
    total = sum(counts)
    return sum((c - p * total) ** 2 / (p * total) for c, p in zip(counts, probs, strict=True))


def homogeneity(a: list[int], b: list[int]) -> tuple[float, int]:
    cells = [(x, y) for x, y in zip(a, b, strict=True) if x + y]
    return sum((x - y) ** 2 / (x + y) for x, y in cells), len(cells) - 1


@pytest.mark.parametrize(
    ("case", "duplicates"),
    [
        ("counts_without_replacement", False),
        ("counts_with_replacement", True),
        ("counts_per", True),
    ],
)
def test_sampling_distributions_match(
    results: dict[str, tuple[list[Any], list[Any]]], case: str, duplicates: bool
) -> None:
    theirs, ours = (r[-1] for r in results[case])
    spec = CASES[case]
    n = spec["args"]["max_size"]
    if spec["kind"] == "per":
        alpha = spec["args"]["alpha"]
        pa = [p**alpha for p in spec["ops"][1]["priorities"]]
        probs = [p / sum(pa) for p in pa]
    else:
        probs = [1 / n] * n
    for side in (theirs, ours):
        assert chi2(side["counts"], probs) < chi2_upper(n - 1)
        assert (side["batches_with_duplicates"] > 0) is duplicates
    stat, df = homogeneity(theirs["counts"], ours["counts"])
    assert stat < chi2_upper(df)


def test_named_differences(results: dict[str, tuple[list[Any], list[Any]]]) -> None:
    """Where we keep our behaviour on purpose (docs/buffers.md, "Differences")."""
    # dtype: AgileRL ignores its `dtype` argument and stores float64 inputs as float64;
    # ours stores floating fields as `dtype` (float32 by default), as documented there.
    theirs, ours = results["diff_float64"]
    assert theirs[1]["storage"]["fields"]["obs"]["dtype"] == "float64"
    assert ours[1]["storage"]["fields"]["obs"]["dtype"] == "float32"
    # PER clear: AgileRL keeps the old priorities and max priority in its trees (its
    # tree cursor no longer matches the storage's); ours starts afresh.
    theirs, ours = results["diff_per_clear"]
    assert theirs[-1]["max_priority"] == 9.0
    assert ours[-1]["max_priority"] == 1.0
    assert (theirs[-1]["tree_ptr"], ours[-1]["tree_ptr"]) == (0, 1)  # 3 + 1 vs 0 + 1
    # n-step clear: AgileRL keeps the steps pending in its window, so the first add
    # after a clear already emits a transition mixing old and new steps; ours doesn't.
    theirs, ours = results["diff_n_step_clear"]
    assert theirs[-1] is not None
    assert ours[-1] is None
    # PER with `size` lowered to 2 of 8 equal priorities: AgileRL's draws ignore `size`
    # (slots 2..7 are still drawn); ours draw [0, size) by those slots' own priorities.
    theirs, ours = results["diff_per_lowered_size"]
    assert max(int(i) for i in theirs[-1]) >= 2
    assert sorted(ours[-1]) == ["0", "1"]
    assert ours[-1]["0"] == ours[-1]["1"] == 1.0
