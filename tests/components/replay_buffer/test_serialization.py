"""State round trips, atomic saves, and refusal of corrupt or malicious files."""

from __future__ import annotations

import os
import pickle
from pathlib import Path
from typing import Any

import pytest
import torch
from rb_helpers import transition

from agilerl.components.replay_buffer import (
    BufferFileError,
    BufferStateError,
    MultiStepReplayBuffer,
    PrioritizedReplayBuffer,
    ReplayBuffer,
)
from agilerl.components.replay_buffer.serialization import MAGIC, load_state, save_state


def same(a: Any, b: Any) -> None:
    """Equal (nested) dicts / TensorDicts of tensors."""
    keys = list(a.keys())  # iterating a TensorDict itself yields its rows, not its keys
    assert keys == list(b.keys())
    for k in keys:
        if hasattr(a[k], "keys"):
            same(a[k], b[k])
        else:
            assert torch.equal(a[k], b[k]), k


def steps(n: int, seed: int) -> list[dict[str, torch.Tensor]]:
    return [transition(4, seed=seed * 1000 + i, done_p=0.2) for i in range(n)]


def run(buf: Any, batches: list[dict[str, torch.Tensor]]) -> list[Any]:
    """Add each batch, sample, update priorities where there are any; collect outputs."""
    outs: list[Any] = []
    for b in batches:
        outs.append(buf.add(b))
        if len(buf):
            s = buf.sample(8, return_idx=True)
            outs.append(s)
            if isinstance(buf, PrioritizedReplayBuffer):
                buf.update_priorities(s["idxs"], s["reward"].abs() + 0.05)
    return outs


def compare(a: list[Any], b: list[Any]) -> None:
    assert len(a) == len(b)
    for x, y in zip(a, b, strict=True):
        if x is None or y is None:
            assert x is y
        else:
            same(x, y)


@pytest.mark.parametrize(
    "make",
    [
        lambda d, g: ReplayBuffer(10, device=d, generator=g),
        lambda d, g: PrioritizedReplayBuffer(10, alpha=0.7, device=d, generator=g),
        lambda d, g: MultiStepReplayBuffer(10, n_step=3, gamma=0.8, device=d, generator=g),
    ],
    ids=["uniform", "prioritized", "multi_step"],
)
@pytest.mark.parametrize("split", [1, 7])  # mid warm-up (partial n-step window), after wraps
def test_save_load_resumes_identically(tmp_path: Path, device: str, make, split: int) -> None:  # type: ignore[no-untyped-def]
    first, rest = steps(split, 1), steps(8, 2)
    a = make(device, torch.Generator(device=device).manual_seed(5))
    run(a, first)
    path = tmp_path / "buf.rb"
    a.save(path)
    b = type(a).load(path)
    assert type(b) is type(a)
    assert len(b) == len(a)
    assert b.counter == a.counter
    assert b.device == a.device
    compare(run(a, rest), run(b, rest))
    assert os.listdir(tmp_path) == ["buf.rb"]  # no temp file left


def test_load_state_dict_in_memory(device: str) -> None:
    a = PrioritizedReplayBuffer(12, device=device)
    run(a, steps(5, 3))
    b = PrioritizedReplayBuffer(12, device=device)
    b.load_state_dict(a.state_dict())
    torch.testing.assert_close(b.priorities, a.priorities)
    assert float(b.max_priority) == float(a.max_priority)
    compare(run(a, steps(3, 4)), run(b, steps(3, 4)))


def test_base_class_load_returns_saved_kind(tmp_path: Path) -> None:
    buf = MultiStepReplayBuffer(8, n_step=2)
    run(buf, steps(3, 1))
    buf.save(tmp_path / "m.rb")
    assert type(ReplayBuffer.load(tmp_path / "m.rb")) is MultiStepReplayBuffer
    with pytest.raises(BufferStateError, match="holds a 'MultiStepReplayBuffer', expected one of"):
        PrioritizedReplayBuffer.load(tmp_path / "m.rb")


def test_config_mismatch_is_refused() -> None:
    sd = ReplayBuffer(10).state_dict()
    with pytest.raises(BufferStateError, match="state dict field 'max_size': expected 20, got 10"):
        ReplayBuffer(20).load_state_dict(sd)
    with pytest.raises(
        BufferStateError,
        match="state dict field 'kind': expected 'PrioritizedReplayBuffer', got 'ReplayBuffer'",
    ):
        PrioritizedReplayBuffer(10).load_state_dict(sd)


def test_empty_buffer_round_trip(tmp_path: Path) -> None:
    ReplayBuffer(4).save(tmp_path / "e.rb")
    b = ReplayBuffer.load(tmp_path / "e.rb")
    assert len(b) == 0
    assert b.layout is None
    b.add(transition(2))
    assert len(b) == 2


def saved(tmp_path: Path) -> Path:
    buf = PrioritizedReplayBuffer(16)
    run(buf, steps(4, 1))
    path = tmp_path / "p.rb"
    buf.save(path)
    return path


def test_tampered_file_is_refused(tmp_path: Path) -> None:
    path = saved(tmp_path)
    raw = bytearray(path.read_bytes())
    raw[-10] ^= 0x01
    path.write_bytes(bytes(raw))
    with pytest.raises(BufferFileError, match="is corrupt: checksum mismatch"):
        PrioritizedReplayBuffer.load(path)


def test_tampered_header_is_refused(tmp_path: Path) -> None:
    path = saved(tmp_path)
    raw = path.read_bytes().replace(b'"alpha":0.6', b'"alpha":0.9')
    path.write_bytes(raw)
    with pytest.raises(BufferFileError, match="checksum mismatch"):
        PrioritizedReplayBuffer.load(path)


@pytest.mark.parametrize("keep", [0, 10, len(MAGIC) + 20, 200])
def test_truncated_file_is_refused(tmp_path: Path, keep: int) -> None:
    path = saved(tmp_path)
    path.write_bytes(path.read_bytes()[:keep])
    with pytest.raises(BufferFileError, match=r"not a replay-buffer file|truncated|corrupt"):
        PrioritizedReplayBuffer.load(path)


class Evil:
    def __reduce__(self) -> tuple[Any, tuple[str]]:
        return (os.system, ("touch PWNED_BY_PICKLE",))


def test_pickle_payloads_are_never_unpickled(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    for i, blob in enumerate([pickle.dumps(Evil()), pickle.dumps({"rows": Evil()})]):
        path = tmp_path / f"evil{i}.rb"
        path.write_bytes(blob)
        with pytest.raises(BufferFileError, match="is not a replay-buffer file"):
            ReplayBuffer.load(path)
    torch.save({"x": Evil()}, tmp_path / "evil.pt")
    with pytest.raises(BufferFileError, match="is not a replay-buffer file"):
        ReplayBuffer.load(tmp_path / "evil.pt")
    assert not (tmp_path / "PWNED_BY_PICKLE").exists()


def test_save_state_rejects_objects(tmp_path: Path) -> None:
    with pytest.raises(TypeError, match=r"cannot save a Evil at state\.x"):
        save_state(tmp_path / "x.rb", {"x": Evil()})
    assert not list(tmp_path.iterdir())  # nothing written, no temp file left


def test_save_is_atomic(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = saved(tmp_path)
    good = path.read_bytes()

    def fail(*args: object) -> None:
        raise OSError("disk full")

    monkeypatch.setattr(os, "fsync", fail)
    buf = ReplayBuffer(4)
    with pytest.raises(OSError, match="disk full"):
        buf.save(path)
    assert path.read_bytes() == good  # the old file is intact
    assert [p.name for p in tmp_path.iterdir()] == ["p.rb"]


def test_dtypes_survive_the_file(tmp_path: Path) -> None:
    state = {
        "a": torch.tensor([True, False]),
        "b": torch.arange(6, dtype=torch.bfloat16).view(2, 3),
        "c": torch.tensor(3.5, dtype=torch.float64),
        "d": torch.empty(0, 4, dtype=torch.int16),
        "meta": {"n": 3, "f": 0.1, "s": "x", "none": None, "l": [1, 2]},
    }
    save_state(tmp_path / "s.rb", state)
    back = load_state(tmp_path / "s.rb")
    for k in "abcd":
        assert back[k].dtype == state[k].dtype
        assert torch.equal(back[k], state[k])
    assert back["meta"] == state["meta"]
