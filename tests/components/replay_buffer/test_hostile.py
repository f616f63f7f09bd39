"""Hostile inputs: each finding of the review, and "a rejected call changes nothing"."""

from __future__ import annotations

import os
import re
import signal
import subprocess
import sys
import time
import warnings
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np
import pytest
import torch
from rb_helpers import transition

from agilerl.components.replay_buffer import (
    BufferConfigError,
    BufferFieldError,
    BufferStateError,
    BufferTypeError,
    MultiStepReplayBuffer,
    PrioritizedReplayBuffer,
    ReplayBuffer,
)
from agilerl.components.replay_buffer.serialization import (
    load_state,
    remove_stale_temps,
    save_state,
)
from tests.conftest import param_id


def fingerprint(obj: Any, depth: int = 0, seen: set[int] | None = None) -> Any:
    """Every bit of a buffer's state: tensors as raw bytes, generator states, plain values,
    recursing through our own objects, dicts, lists and tuples."""
    seen = set() if seen is None else seen
    if isinstance(obj, torch.Tensor):
        t = obj.detach().cpu().contiguous()
        flat = t.reshape(-1)
        raw = flat.view(torch.uint8) if t.dtype is not torch.bool else flat.to(torch.uint8)
        return ("tensor", str(t.dtype), tuple(t.shape), tuple(t.stride()), raw.numpy().tobytes())
    if isinstance(obj, torch.Generator):
        return ("gen", obj.get_state().numpy().tobytes())
    if obj is None or isinstance(obj, (bool, int, float, str, torch.dtype, torch.device)):
        return obj
    if id(obj) in seen or depth > 12:
        return ("seen",)
    seen.add(id(obj))
    if isinstance(obj, dict):
        return {k: fingerprint(v, depth + 1, seen) for k, v in obj.items()}
    if isinstance(obj, (list, tuple)):
        return [fingerprint(v, depth + 1, seen) for v in obj]
    if type(obj).__module__.startswith("agilerl.components") and hasattr(obj, "__dict__"):
        return (type(obj).__name__, fingerprint(vars(obj), depth + 1, seen))
    return ("other", type(obj).__name__)  # e.g. the storage TensorDict (views of the rows)


def step(n: int = 2, seed: int = 0) -> dict[str, torch.Tensor]:
    return transition(n, seed=seed, done_p=0.3)


def filled(kind: str, device: str) -> Any:
    gen = torch.Generator(device=device).manual_seed(0)
    if kind == "uniform":
        buf: Any = ReplayBuffer(16, device=device, generator=gen)
    elif kind == "per":
        buf = PrioritizedReplayBuffer(16, device=device, generator=gen, validate=True)
    else:
        buf = MultiStepReplayBuffer(16, n_step=3, gamma=0.9, device=device, generator=gen)
    for i in range(5):
        buf.add(step(seed=i))
    return buf


def sparse_step() -> dict[str, torch.Tensor]:
    s = step()
    s["next_obs"] = s["next_obs"].to_sparse()  # after obs/action/reward/done in the dict
    return s


def nested_step(key: str) -> dict[str, torch.Tensor]:
    """A step whose field ``key`` is a nested tensor of the older kind, whose layout
    reads as strided and whose ``shape`` raises (a torch ``RuntimeError``)."""
    s = step()
    with warnings.catch_warnings():  # "nested tensors are in prototype stage"
        warnings.simplefilter("ignore")
        s[key] = torch.nested.nested_tensor(list(s[key].unbind(0)))
    assert s[key].layout is torch.strided
    return s


def nested_indices() -> torch.Tensor:
    """Two rows of slot indices as a nested tensor (strided layout, no shape)."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return torch.nested.nested_tensor([torch.tensor([0, 1]), torch.tensor([1])])


def zero_d_step() -> dict[str, torch.Tensor]:
    s = step()
    s["done"] = torch.tensor(True)
    return s


BAD_CALLS: list[tuple[str, Callable[[Any], Any], type[Exception], str]] = [
    ("sparse", lambda b: b.add(sparse_step()), BufferTypeError, "expected a dense (strided)"),
    ("0-d", lambda b: b.add(zero_d_step()), BufferFieldError, "got a 0-d tensor"),
    ("nested first", lambda b: b.add(nested_step("obs")), BufferTypeError, "nested tensor"),
    (
        "object array",
        lambda b: b.add({**step(), "obs": np.full((2, 3), None, dtype=object)}),
        BufferTypeError,
        "numpy dtype object is not supported",
    ),
    ("nested later", lambda b: b.add(nested_step("next_obs")), BufferTypeError, "nested tensor"),
    (
        "int key",
        lambda b: b.add({**step(), 7: torch.zeros(2)}),
        BufferFieldError,
        "field names must be str, got 7 (int)",
    ),
    ("missing", lambda b: b.add({"obs": torch.zeros(2, 3)}), BufferFieldError, "missing"),
    (
        "shape",
        lambda b: b.add({**step(), "obs": torch.zeros(2, 4)}),
        BufferFieldError,
        "expected shape",
    ),
    ("not a mapping", lambda b: b.add(torch.zeros(2)), BufferFieldError, "expects a mapping"),
    ("sample -1", lambda b: b.sample(-1), ValueError, "batch_size must be an int >= 0"),
    ("sample 2.0", lambda b: b.sample(2.0), ValueError, "batch_size must be an int"),
    ("indices range", lambda b: b.sample_from_indices([0, 99]), ValueError, "idxs must be in"),
    (
        "sparse indices",
        lambda b: b.sample_from_indices(torch.tensor([0, 1]).to_sparse()),
        BufferTypeError,
        "dense",
    ),
    (
        "nested indices",
        lambda b: b.sample_from_indices(nested_indices()),
        BufferTypeError,
        "got a nested tensor",
    ),
    ("size", lambda b: setattr(b, "size", 17), ValueError, "size must be in [0, max_size=16]"),
    ("size bool", lambda b: setattr(b, "size", True), ValueError, "size must be an int"),
]
PER_BAD_CALLS: list[tuple[str, Callable[[Any], Any], type[Exception], str]] = [
    ("beta", lambda b: b.sample(4, beta=-1.0), ValueError, "beta must be a finite float >= 0"),
    (  # (an OverflowError from math.isfinite before)
        "beta past float range",
        lambda b: b.sample(4, beta=10**400),
        ValueError,
        "beta must be a finite float >= 0, got beta=1000",
    ),
    (
        "nan priority",
        lambda b: b.update_priorities(indices=torch.tensor([0, 1]), priorities=[1.0, np.nan]),
        ValueError,
        "priorities must be finite and >= 0",
    ),
    (
        "negative priority",
        lambda b: b.update_priorities(torch.tensor([0]), torch.tensor([-1.0])),
        ValueError,
        "priorities must be finite and >= 0",
    ),
    (
        "index range",
        lambda b: b.update_priorities(torch.tensor([0, 16]), torch.tensor([1.0, 1.0])),
        ValueError,
        "indices must be in [0, 10) (the buffer's size), got min=0, max=16",
    ),
    (
        "nested",
        lambda b: b.update_priorities(nested_indices(), nested_indices().float()),
        TypeError,
        "got a nested tensor",
    ),
    (
        "huge batch",
        lambda b: b.sample(2**70),
        ValueError,
        "batch_size must be <= 2147483647 for a prioritized sample",
    ),
    (
        "length",
        lambda b: b.update_priorities(torch.tensor([0, 1]), torch.tensor([1.0])),
        ValueError,
        "same number of elements",
    ),
]


def check_rejected(buf: Any, call: Callable[[Any], Any], exc: type[Exception], msg: str) -> None:
    before = fingerprint(buf)
    with pytest.raises(exc, match=re.escape(msg)):
        call(buf)
    assert fingerprint(buf) == before


@pytest.mark.usefixtures("host_mode")  # every path of CPU adds: extension, numpy
@pytest.mark.parametrize("kind", ["uniform", "per", "multi_step"])
@pytest.mark.parametrize(("name", "call", "exc", "msg"), BAD_CALLS, ids=[c[0] for c in BAD_CALLS])
def test_a_rejected_call_leaves_the_buffer_bit_identical(
    device: str,
    kind: str,
    name: str,
    call: Callable[[Any], Any],
    exc: type[Exception],
    msg: str,
) -> None:
    check_rejected(filled(kind, device), call, exc, msg)


@pytest.mark.parametrize(
    ("name", "call", "exc", "msg"), PER_BAD_CALLS, ids=[c[0] for c in PER_BAD_CALLS]
)
def test_a_rejected_priority_call_leaves_the_buffer_bit_identical(
    device: str, name: str, call: Callable[[Any], Any], exc: type[Exception], msg: str
) -> None:
    check_rejected(filled("per", device), call, exc, msg)


@pytest.mark.parametrize("kind", ["uniform", "per", "multi_step"])
def test_bad_first_adds_leave_a_fresh_buffer_fresh(device: str, kind: str) -> None:
    gen = torch.Generator(device=device).manual_seed(0)
    cls = {"uniform": ReplayBuffer, "per": PrioritizedReplayBuffer}.get(kind)
    buf: Any = cls(8, device=device, generator=gen) if cls else MultiStepReplayBuffer(8, 2)
    before = fingerprint(buf)
    nested = (nested_step("obs"), nested_step("reward"))
    for bad in (sparse_step(), zero_d_step(), *nested, {**step(), 3: torch.zeros(2)}, {}):
        with pytest.raises((BufferFieldError, BufferTypeError)):
            buf.add(bad)
        assert fingerprint(buf) == before


def test_sample_accepts_numpy_and_tensor_integers(device: str) -> None:
    for kind in ("uniform", "per", "multi_step"):
        buf = filled(kind, device)
        assert buf.sample(np.int64(2)).batch_size == (2,)
        assert buf.sample(np.int32(3)).batch_size == (3,)
        assert buf.sample(torch.tensor(1)).batch_size == (1,)


def test_multi_step_accepts_integer_rewards(device: str) -> None:
    buf = MultiStepReplayBuffer(8, n_step=2, gamma=0.5, device=device)
    for t in range(3):
        s = step(seed=t)
        s["reward"] = torch.full((2,), 2, dtype=torch.int64)
        s["done"] = torch.zeros(2, dtype=torch.bool)
        buf.add(s)
    out = buf.sample_from_indices(torch.arange(4))
    assert out["reward"].dtype == torch.float32
    assert out["reward"].view(-1).cpu().tolist() == [3.0] * 4  # 2 + 0.5 * 2


# --------------------------------------------------------------- loading state
def clone_state(sd: Any) -> Any:
    if isinstance(sd, dict):
        return {k: clone_state(v) for k, v in sd.items()}
    return sd.clone() if isinstance(sd, torch.Tensor) else sd


def test_bad_window_cursor_changes_nothing(device: str) -> None:
    src = filled("multi_step", device)
    sd = clone_state(src.state_dict())
    sd["window"]["cursor"] = 7  # n_step is 3
    dst = MultiStepReplayBuffer(16, n_step=3, gamma=0.9, device=device)
    dst.add(step(seed=42))
    before = fingerprint(dst)
    with pytest.raises(
        BufferStateError, match=re.escape("'window.cursor': expected an int [0, 2]")
    ):
        dst.load_state_dict(sd)
    assert fingerprint(dst) == before
    for bad in ({"filled": 4}, {"num_envs": 0}, {"cursor": 1.0}, {"rows": torch.zeros(3)}):
        broken = clone_state(src.state_dict())
        broken["window"].update(bad)
        with pytest.raises(BufferStateError):
            dst.load_state_dict(broken)
        assert fingerprint(dst) == before


def test_stored_rows_wider_than_the_windows_rows_are_refused(device: str) -> None:
    """Valid fields in a padded ``row_bytes`` (rows to match): the n-step rows the window
    makes would not fit the storage's, so the load is refused, not the next flush."""
    sd = clone_state(filled("multi_step", device).state_dict())
    sd["layout"]["row_bytes"] += 8
    pad = torch.zeros(sd["size"], 8, dtype=torch.uint8, device=device)
    sd["rows"] = torch.cat([sd["rows"], pad], 1)
    dst = MultiStepReplayBuffer(16, n_step=3, gamma=0.9, device=device)
    dst.add(step(seed=42))
    before = fingerprint(dst)
    with pytest.raises(BufferStateError, match="'layout' does not match the n-step window's"):
        dst.load_state_dict(sd)
    assert fingerprint(dst) == before


def test_bad_generator_state_changes_nothing(device: str) -> None:
    src = filled("per", device)
    src.update_priorities(torch.arange(4), torch.tensor([1.0, 2.0, 3.0, 4.0]))
    sd = clone_state(src.state_dict())
    sd["generator"]["state"] = torch.zeros(3, dtype=torch.uint8)
    dst = filled("per", device)
    dst.update_priorities(torch.arange(2), torch.tensor([5.0, 6.0]))
    before = fingerprint(dst)
    with pytest.raises(BufferStateError, match=re.escape("'generator.state': not a")):
        dst.load_state_dict(sd)
    assert fingerprint(dst) == before
    assert float(dst.priorities[0]) > 0  # no slot left at priority 0


@pytest.mark.parametrize(
    ("change", "msg"),
    [
        (
            {"priorities": "nan"},
            "every priority must be finite and > 0, got 1 that are not, e.g. nan",
        ),
        ({"priorities": "zero"}, "every priority must be finite and > 0"),
        ({"max_priority": "inf"}, "'max_priority': expected a finite value > 0, got inf"),
        ({"size": 2**40}, "'size': expected an int [0, 16]"),
        ({"counter": -1}, "'counter': expected an int >= "),
        ({"cursor": "3"}, "'cursor': expected an int [0, 15]"),
    ],
)
def test_crafted_files_with_valid_checksums_are_checked(
    tmp_path: Path, change: dict[str, Any], msg: str
) -> None:
    sd = clone_state(filled("per", "cpu").state_dict())
    for key, value in change.items():
        if value == "nan":
            sd[key][1] = float("nan")
        elif value == "zero":
            sd[key][2] = 0.0
        elif value == "inf":
            sd[key].fill_(float("inf"))
        else:
            sd[key] = value
    path = tmp_path / "crafted.rb"
    save_state(path, sd)  # a valid checksum over hostile content
    with pytest.raises(BufferStateError, match=re.escape(msg)):
        PrioritizedReplayBuffer.load(path)


def test_huge_max_size_is_refused_before_allocating(tmp_path: Path) -> None:
    sd = clone_state(PrioritizedReplayBuffer(16).state_dict())
    sd["config"]["max_size"] = 2**31
    save_state(tmp_path / "huge.rb", sd)
    with pytest.raises(
        BufferStateError,
        match=re.escape(f"would allocate {2**31 * 5} bytes") + ".*max_bytes=8589934592",
    ):
        PrioritizedReplayBuffer.load(tmp_path / "huge.rb")
    sd = clone_state(filled("uniform", "cpu").state_dict())
    sd["layout"]["row_bytes"] = 2**30
    save_state(tmp_path / "wide.rb", sd)
    with pytest.raises(BufferStateError, match="would allocate"):
        ReplayBuffer.load(tmp_path / "wide.rb")
    with pytest.raises(BufferStateError, match=re.escape("'rows': expected uint8")):
        ReplayBuffer.load(tmp_path / "wide.rb", max_bytes=None)  # trusted size, checked rows


def test_layout_metadata_is_checked(tmp_path: Path) -> None:
    good = filled("uniform", "cpu").state_dict()
    cases = [
        ({"offset": 10_000}, "'layout.fields[0].offset': expected an int [0, "),
        ({"offset": 36}, "do not fit an aligned place"),
        ({"offset": 2}, "do not fit an aligned place"),
        ({"shape": [-1]}, "expected an int [0, 2147483648]"),
        ({"dtype": "complex64"}, "unsupported dtype 'complex64'"),
        ({"dtype": ["float32"]}, "unsupported dtype ['float32']"),  # unhashable: no TypeError
        ({"path": []}, "expected a list of names"),
    ]
    for change, msg in cases:
        sd = clone_state(good)
        sd["layout"]["fields"][0].update(change)
        with pytest.raises(BufferStateError, match=re.escape(msg)):
            ReplayBuffer(16).load_state_dict(sd)


# ------------------------------------------------------------------ temp files
def _dead_pid() -> int:
    proc = subprocess.Popen([sys.executable, "-c", "pass"])
    proc.wait()
    return proc.pid


def test_next_save_removes_temp_files_of_dead_processes(tmp_path: Path) -> None:
    dead = tmp_path / f".m.rb.{_dead_pid()}.abc123.tmp"
    mine = tmp_path / f".m.rb.{os.getpid()}.xyz.tmp"  # a save in progress here: kept
    other = tmp_path / f".other.rb.{_dead_pid()}.q.tmp"  # another path's: not ours to touch
    for p in (dead, mine, other):
        p.write_bytes(b"partial")
    ReplayBuffer(4).save(tmp_path / "m.rb")
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(["m.rb", mine.name, other.name])
    assert remove_stale_temps(str(tmp_path), ".other.rb.") == [other.name]


@pytest.mark.slow
@pytest.mark.skipif(not hasattr(os, "fork"), reason="needs os.fork")
def test_saves_killed_mid_write_leave_no_temp_file(tmp_path: Path) -> None:
    """SIGKILL during a 1M-row save, 20 times; the next save leaves no temp file."""
    n = 1_000_000
    buf = ReplayBuffer(n)
    buf.add({"obs": torch.randn(n, 4), "reward": torch.randn(n), "done": torch.zeros(n, 1)})
    sd = buf.state_dict()
    path = tmp_path / "big.rb"
    rng = np.random.default_rng(0)
    caught = 0
    for _ in range(20):
        pid = os.fork()
        if pid == 0:  # child: write, then leave without any cleanup
            try:
                save_state(path, sd)
            finally:
                os._exit(0)
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:  # wait until the temp file exists
            if any(p.suffix == ".tmp" for p in tmp_path.iterdir()):
                break
            time.sleep(0.0005)
        time.sleep(float(rng.uniform(0, 0.01)))
        os.kill(pid, signal.SIGKILL)
        os.waitpid(pid, 0)
        caught += any(p.suffix == ".tmp" for p in tmp_path.iterdir())
    assert caught >= 10, f"only {caught} of 20 kills landed mid-write"
    buf.save(path)
    assert [p.name for p in tmp_path.iterdir()] == ["big.rb"]
    assert load_state(path)["size"] == n


@pytest.mark.parametrize(
    "device",
    # None: AgileRL takes it (its storage follows the data); ours names one device
    [None, "3", 3.5, True, "cuda:99", "nonsense:0", -1, 2**70, [0], torch.tensor(0), object()],
    ids=param_id,
)
def test_bad_devices_are_refused_with_our_error(device: Any) -> None:
    """Whatever torch makes of it (its TypeError, ValueError or RuntimeError), a device
    the buffers cannot use ends in BufferConfigError naming the value."""
    if device == "cuda:99" and torch.cuda.device_count() > 99:
        pytest.skip("a machine with 100 GPUs")
    makers: list[Callable[[], Any]] = [
        lambda: ReplayBuffer(8, device=device),
        lambda: PrioritizedReplayBuffer(8, device=device),
        lambda: MultiStepReplayBuffer(8, 2, device=device),
    ]
    for make in makers:
        with pytest.raises(BufferConfigError, match=r"device must be a torch\.device or a device"):
            make()
