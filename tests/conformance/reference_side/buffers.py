"""Buffer operation sequences, run the same way on both sides of the differential test.

In the reference venv (``python -I``) ``agilerl`` is the shipped agilerl 2.58.0; the
test imports this same file by path and runs it against our package. Payload: a list
of cases ``{"kind", "args", "ops"}``; output: one list of op results per case.
Data are generated from seeds with torch 2.13 (the same on both sides); tensors go
out as ``{"dtype", "shape", "values"}``, TensorDicts as ``{"batch_size", "device",
"fields"}``. Ops that draw random numbers report structure only, or statistics.
"""

from __future__ import annotations

import json
import sys
from typing import Any

import torch
from tensordict import TensorDict


def make_field(spec: Any, n: int, gen: torch.Generator) -> Any:
    """A tensor ``[n, *shape]`` (or a nested dict of them) from ``[shape, dtype]``."""
    if isinstance(spec, dict):
        return {k: make_field(v, n, gen) for k, v in spec.items()}
    shape, dtype = spec
    size = (n, *shape)
    if dtype == "bool":
        return torch.rand(size, generator=gen) < 0.3
    if dtype.startswith("int"):
        return torch.randint(0, 5, size, generator=gen).to(getattr(torch, dtype))
    # small integers as floats: sums and discounts by 0.5 stay exact in float32
    return torch.randint(-4, 5, size, generator=gen).to(getattr(torch, dtype))


def make_data(op: dict[str, Any]) -> TensorDict:
    gen = torch.Generator().manual_seed(op["seed"])
    n = op["n"]
    data = {k: make_field(v, n, gen) for k, v in op["fields"].items()}
    for key, values in op.get("set", {}).items():
        data[key] = torch.tensor(values, dtype=data[key].dtype)
    return TensorDict(data, batch_size=[n])


def enc(x: Any) -> Any:
    if x is None:
        return None
    if isinstance(x, TensorDict):
        return {
            "batch_size": list(x.batch_size),
            "device": None if x.device is None else str(x.device),
            # iterating a TensorDict yields its rows: name the keys
            "fields": {k: enc(x[k]) for k in x.keys()},  # noqa: SIM118
        }
    if isinstance(x, torch.Tensor):
        t = x.detach().cpu()
        return {
            "dtype": str(t.dtype).removeprefix("torch."),
            "shape": list(t.shape),
            "device": str(x.device),
            "values": t.tolist(),
        }
    return x


def structure(x: Any) -> Any:
    """``enc`` without the values (for random batches)."""
    out = enc(x)

    def strip(node: Any) -> Any:
        if isinstance(node, dict):
            return {k: strip(v) for k, v in node.items() if k != "values"}
        return node

    return strip(out)


def make_buffer(kind: str, args: dict[str, Any]) -> Any:
    from agilerl.components.replay_buffer import (
        MultiStepReplayBuffer,
        PrioritizedReplayBuffer,
        ReplayBuffer,
    )

    cls = {
        "uniform": ReplayBuffer,
        "multi_step": MultiStepReplayBuffer,
        "per": PrioritizedReplayBuffer,
    }[kind]
    return cls(**args)


def state(buf: Any) -> dict[str, Any]:
    out = {
        "size": buf.size,
        "len": len(buf),
        "counter": buf.counter,
        "is_full": buf.is_full,
        "initialized": buf.initialized,
        "device": str(buf.device),
        "storage": enc(buf.storage),
    }
    for attr in ("reward_key", "ns_key", "done_key", "tree_ptr"):
        if hasattr(buf, attr):
            out[attr] = getattr(buf, attr)
    if hasattr(buf, "max_priority"):
        out["max_priority"] = float(buf.max_priority)
    return out


def counts(buf: Any, op: dict[str, Any]) -> dict[str, Any]:
    """Index frequencies over ``repeats`` samples, and how many batches had duplicates."""
    hist = torch.zeros(buf.size, dtype=torch.int64)
    dup = 0
    for _ in range(op["repeats"]):
        idx = buf.sample(op["batch_size"], return_idx=True, beta=0.4)["idxs"].reshape(-1)
        hist += torch.bincount(idx, minlength=buf.size)
        dup += int(idx.unique().numel() != idx.numel())
    return {"counts": hist.tolist(), "batches_with_duplicates": dup}


def weights(buf: Any, op: dict[str, Any]) -> dict[str, float]:
    """Slot -> importance weight, collected over ``repeats`` PER samples."""
    seen: dict[str, float] = {}
    for _ in range(op["repeats"]):
        batch = buf.sample(op["batch_size"], beta=op["beta"])
        idxs, ws = batch["idxs"].reshape(-1).tolist(), batch["weights"].reshape(-1).tolist()
        for i, w in zip(idxs, ws, strict=True):
            seen[str(i)] = w
    return seen


def run_op(buf: Any, op: dict[str, Any]) -> Any:
    name = op["op"]
    if name == "add":
        return enc(buf.add(make_data(op)))
    if name == "state":
        return state(buf)
    if name == "sample":
        torch.manual_seed(op.get("seed", 0))
        batch = buf.sample(op["batch_size"], return_idx=op.get("return_idx", False), beta=0.4)
        return structure(batch)
    if name == "sample_from_indices":
        return enc(buf.sample_from_indices(torch.tensor(op["indices"])))
    if name == "update_priorities":
        buf.update_priorities(
            indices=torch.tensor(op["indices"]), priorities=torch.tensor(op["priorities"])
        )
        return None
    if name == "clear":
        buf.clear()
        return None
    if name == "set_size":
        buf.size = op["size"]
        return None
    if name == "counts":
        torch.manual_seed(op.get("seed", 0))
        return counts(buf, op)
    if name == "weights":
        torch.manual_seed(op.get("seed", 0))
        return weights(buf, op)
    raise ValueError(f"unknown op {name!r}")


def run_case(case: dict[str, Any]) -> list[Any]:
    buf = make_buffer(case["kind"], case["args"])
    return [run_op(buf, op) for op in case["ops"]]


def main() -> None:
    cases = json.load(sys.stdin)
    json.dump([run_case(c) for c in cases], sys.stdout)


if __name__ == "__main__":
    main()
