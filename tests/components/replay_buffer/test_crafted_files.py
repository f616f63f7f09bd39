"""Crafted buffer files with valid checksums (issue 17): each ends in our own error
naming the file and the tensor entry, before the payload is read where the header
already tells, and a load allocates no more than its ``max_bytes`` estimate."""

from __future__ import annotations

import hashlib
import json
import os
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
import torch
from rb_helpers import transition

from agilerl.components.replay_buffer import (
    MultiStepReplayBuffer,
    PrioritizedReplayBuffer,
    ReplayBuffer,
    serialization,
    state,
)
from agilerl.components.replay_buffer.errors import BufferFileError, BufferStateError
from agilerl.components.replay_buffer.serialization import MAGIC, load_state

GIB = 1 << 30


def saved(tmp_path: Path, buf: ReplayBuffer | None = None) -> Path:
    if buf is None:
        buf = ReplayBuffer(16, generator=torch.Generator().manual_seed(0))
        buf.add(transition(5))
    path = tmp_path / "buf.rb"
    buf.save(path)
    return path


def parts(path: Path) -> tuple[dict[str, Any], bytes]:
    body = path.read_bytes()[len(MAGIC) + 32 :]
    hlen = int.from_bytes(body[:8], "little")
    return json.loads(body[8 : 8 + hlen]), body[8 + hlen :]


def rewrite(path: Path, header: bytes, payload: bytes) -> None:
    """``path`` with this header and payload, under a valid checksum."""
    head = len(header).to_bytes(8, "little") + header
    digest = hashlib.sha256(head + payload).digest()
    path.write_bytes(MAGIC + digest + head + payload)


def edit_header(path: Path, edit: Callable[[dict[str, Any]], None]) -> None:
    header, payload = parts(path)
    edit(header)
    rewrite(path, json.dumps(header).encode(), payload)


def rows_entry(header: dict[str, Any]) -> dict[str, Any]:
    entry: dict[str, Any] = header["tensors"][header["state"]["rows"]["__tensor__"]]
    return entry


def refused(path: Path, pattern: str) -> None:
    """Loading ``path`` fails with our error naming it; so does reading its state for
    an existing buffer, which is left bit-identical."""
    with pytest.raises(BufferFileError, match=re.escape(repr(str(path))) + ".*" + pattern):
        ReplayBuffer.load(path)
    dst = ReplayBuffer(16, generator=torch.Generator().manual_seed(1))
    dst.add(transition(3, seed=4))
    before = serialization_bytes(dst)
    with pytest.raises(BufferFileError, match=pattern):
        dst.load_state_dict(load_state(path))
    assert serialization_bytes(dst) == before


def serialization_bytes(buf: ReplayBuffer) -> bytes:
    sd = buf.state_dict()
    return (
        bytes(sd["rows"].flatten().tolist())
        + repr(
            (sd["cursor"], sd["size"], sd["counter"], sd["generator"]["state"].tolist())
        ).encode()
    )


def test_an_entry_whose_nbytes_do_not_match_its_shape_is_refused(tmp_path: Path) -> None:
    path = saved(tmp_path)
    edit_header(path, lambda h: rows_entry(h).update(nbytes=0))  # the real shape kept
    refused(path, r"tensor entry 0 \(state\.rows\): nbytes=0 does not match uint8\[5, ")
    path = saved(tmp_path)
    edit_header(path, lambda h: rows_entry(h).update(nbytes=rows_entry(h)["nbytes"] - 8))
    refused(path, r"tensor entry 0 \(state\.rows\): nbytes=\d+ does not match")


@pytest.mark.parametrize(
    ("text", "pattern"),
    [
        ("1e400", r"shape\[0\]: expected an int in \[0, 2147483648\], got inf"),
        ("5.0", r"shape\[0\]: expected an int in \[0, 2147483648\], got 5\.0"),
        ("-5", r"shape\[0\]: expected an int in \[0, 2147483648\], got -5"),
        ("true", r"shape\[0\]: expected an int in \[0, 2147483648\], got True"),
        ('"5"', r"shape\[0\]: expected an int in \[0, 2147483648\], got '5'"),
    ],
)
def test_a_shape_that_is_not_an_int_is_refused(tmp_path: Path, text: str, pattern: str) -> None:
    path = saved(tmp_path)
    header, payload = parts(path)
    shape = rows_entry(header)["shape"]
    raw = json.dumps(header).encode()
    old = f'"shape": [{shape[0]}, {shape[1]}]'.encode()
    assert raw.count(old) == 1
    rewrite(path, raw.replace(old, f'"shape": [{text}, {shape[1]}]'.encode()), payload)
    refused(path, r"tensor entry 0 \(state\.rows\): " + pattern)


@pytest.mark.parametrize(
    ("change", "pattern"),
    [
        ({"offset": "end"}, r"\d+ bytes at offset \d+ do not fit an aligned place in the payload"),
        ({"offset": 10**9}, r"offset: expected an int in \[0, \d+\], got 1000000000"),
        ({"dtype": ["uint8"]}, r"dtype: expected a dtype name"),
        ({"dtype": "complex64"}, r"unsupported dtype 'complex64'"),
        ({"shape": [1] * 65}, r"shape: expected a list of at most 64 dims"),
    ],
)
def test_other_bad_entries_name_the_entry(
    tmp_path: Path, change: dict[str, Any], pattern: str
) -> None:
    path = saved(tmp_path)

    def edit(header: dict[str, Any]) -> None:
        end = header["payload_nbytes"] - 8  # the rows' bytes would run past the payload
        rows_entry(header).update({k: end if v == "end" else v for k, v in change.items()})

    edit_header(path, edit)
    refused(path, r"tensor entry 0 \(state\.rows\): " + pattern)


def test_a_bool_tensor_with_other_bytes_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "b.rb"
    serialization.save_state(path, {"flags": torch.tensor([True, False, True])})
    header, payload = parts(path)
    entry = header["tensors"][0]
    data = bytearray(payload)
    data[entry["offset"] + 1] = 7
    rewrite(path, json.dumps(header).encode(), bytes(data))
    with pytest.raises(BufferFileError, match=r"tensor entry 0 \(state\.flags\): a bool"):
        load_state(path)


@pytest.fixture
def no_big_reads(monkeypatch: pytest.MonkeyPatch) -> None:
    """Fail (instead of reading GBs into memory) where a load would allocate a large
    buffer for the file's bytes."""
    real = bytearray

    def guarded(n: int = 0, *args: Any) -> bytearray:
        if isinstance(n, int) and n > 64 << 20:
            raise AssertionError(f"the load read {n} bytes of the file into memory")
        return real(n, *args)

    monkeypatch.setattr(serialization, "bytearray", guarded, raising=False)


def test_a_sparse_12_gib_file_is_refused_before_reading(tmp_path: Path, no_big_reads: None) -> None:
    path = saved(tmp_path)
    os.truncate(path, 12 * GIB)  # sparse: no GB is written
    assert path.stat().st_size == 12 * GIB
    refused(path, r"declares a payload of \d+ bytes, the file holds \d+")


def test_a_12_gib_payload_is_refused_by_max_bytes_before_reading(
    tmp_path: Path, no_big_reads: None
) -> None:
    path = saved(tmp_path)
    header, payload = parts(path)
    big = 12 * GIB
    entry = rows_entry(header)
    entry.update(shape=[big // 48, 48], nbytes=big, offset=len(payload) + (-len(payload) % 64))
    header["payload_nbytes"] = entry["offset"] + big
    raw = json.dumps(header).encode()
    rewrite(path, raw, payload)
    os.truncate(path, path.stat().st_size + header["payload_nbytes"] - len(payload))
    with pytest.raises(BufferFileError, match=r"tensors take \d+ bytes, more than max_bytes"):
        ReplayBuffer.load(path)
    with pytest.raises(BufferFileError, match=r"more than max_bytes=1000000"):
        ReplayBuffer.load(path, max_bytes=10**6)


def test_a_huge_allocation_is_refused_from_the_header(tmp_path: Path, no_big_reads: None) -> None:
    path = saved(tmp_path)
    edit_header(path, lambda h: h["state"]["config"].update(max_size=2**40))
    with pytest.raises(BufferStateError, match=re.escape(repr(str(path))) + ".*would allocate"):
        ReplayBuffer.load(path)


# ------------------------------------------------------------ a damaged header (issue 29)
def flipped(path: Path, old: bytes, new: bytes) -> None:
    """``path`` with the first ``old`` of its header made ``new`` (a bit flip): the
    checksum left as it was, so the file is damaged."""
    raw = path.read_bytes()
    assert old in raw
    assert sum(bin(a ^ b).count("1") for a, b in zip(old, new, strict=True)) == 1
    path.write_bytes(raw.replace(old, new, 1))


@pytest.mark.parametrize(
    ("old", "new"),
    [
        (b'"state"', b'"sdate"'),  # no state: the memory pre-check read None
        (b'"config"', b'"cnnfig"'),  # the pre-check refused the state itself
        (b'"max_size":16', b'"max_size":56'),  # what the pre-check reads, changed
    ],
)
def test_a_damaged_header_is_a_file_error_on_every_load(
    tmp_path: Path, old: bytes, new: bytes
) -> None:
    """One flipped bit in the header: ``load`` says the file is corrupt (BufferFileError),
    as ``load_state`` + ``load_state_dict`` do, not a raw AttributeError (``'state'``
    read as ``'sdate'``) or a state error of the pre-check, which runs before the
    checksum is known."""
    path = saved(tmp_path)
    flipped(path, old, new)
    refused(path, "is corrupt: checksum mismatch|'state' must be a dict")


@pytest.mark.parametrize(
    ("state_value", "got"),
    [(None, "a NoneType"), ([], "a list"), ("state", "a str"), (7, "a int"), ("missing", "none")],
)
def test_a_header_whose_state_is_not_a_dict_is_a_file_error(
    tmp_path: Path, state_value: Any, got: str
) -> None:
    """The same under a valid checksum: the header's state null, a list, a string, a
    number or missing."""
    path = saved(tmp_path)

    def edit(header: dict[str, Any]) -> None:
        if state_value == "missing":
            del header["state"]
        else:
            header["state"] = state_value

    edit_header(path, edit)
    refused(path, re.escape(f"the header's 'state' must be a dict, got {got}"))


@pytest.mark.parametrize("kind", ["uniform", "n-step window"])
def test_stored_bools_other_than_0_and_1_are_refused(tmp_path: Path, kind: str) -> None:
    """Every add stores a bool field's bytes as 0 or 1; a file whose rows hold another
    byte there (under a valid checksum) is refused, naming the field."""
    if kind == "uniform":
        buf: ReplayBuffer = ReplayBuffer(16)
        buf.add(transition(5))
        key = "rows"
    else:
        buf = MultiStepReplayBuffer(16, n_step=3, gamma=0.9)
        buf.add(transition(2))
        key = "window.rows"
    sd = buf.state_dict()
    layout = buf._storage.layout if kind == "uniform" else buf._in_layout
    assert layout is not None
    done = layout.by_path[("done",)].offset
    rows = (sd["rows"] if kind == "uniform" else sd["window"]["rows"]).clone()
    rows[1, done] = 2
    if kind == "uniform":
        sd["rows"] = rows
    else:
        sd["window"] = {**sd["window"], "rows": rows}
    path = tmp_path / "buf.rb"
    serialization.save_state(path, sd)
    pattern = f"'{key}': bool field 'done' holds bytes other than 0 and 1"
    with pytest.raises(BufferStateError, match=re.escape(pattern)):
        type(buf).load(path)
    with pytest.raises(BufferStateError, match=re.escape(pattern)):
        type(buf)(16, **({} if kind == "uniform" else {"n_step": 3, "gamma": 0.9})).load_state_dict(
            load_state(path)
        )


# ------------------------------------------------------------ the allocation bound
def reachable_bytes(obj: object) -> int:
    """Bytes of the distinct tensor storages reachable from ``obj``'s attributes."""
    seen: set[int] = set()
    storages: dict[int, int] = {}
    stack = [obj]
    while stack:
        o = stack.pop()
        if id(o) in seen:
            continue
        seen.add(id(o))
        if isinstance(o, torch.Tensor):
            s = o.untyped_storage()
            storages[s.data_ptr()] = max(storages.get(s.data_ptr(), 0), s.nbytes())
        elif isinstance(o, dict):
            stack.extend(o.values())
        elif isinstance(o, (list, tuple, set, frozenset)):
            stack.extend(o)
        elif hasattr(o, "__dict__") and not isinstance(o, type):
            stack.extend(vars(o).values())
    return sum(storages.values())


def nstep(n_steps_key: str | None) -> MultiStepReplayBuffer:
    return MultiStepReplayBuffer(300, n_step=4, gamma=0.9, n_steps_key=n_steps_key)


BUFFERS: dict[str, Callable[[], ReplayBuffer]] = {
    "uniform": lambda: ReplayBuffer(3000),
    "per-arity-2": lambda: PrioritizedReplayBuffer(3000, arity=2),
    "per-arity-3": lambda: PrioritizedReplayBuffer(3000, arity=3),
    "per-arity-20": lambda: PrioritizedReplayBuffer(3000, arity=20),
    "per": lambda: PrioritizedReplayBuffer(3000),
    "per-tiny": lambda: PrioritizedReplayBuffer(3),
    "n-step": lambda: nstep(None),
    "n-step+n_steps": lambda: nstep("n_steps"),
}


@pytest.mark.parametrize("kind", sorted(BUFFERS))
def test_a_load_allocates_no_more_than_its_max_bytes_estimate(tmp_path: Path, kind: str) -> None:
    buf = BUFFERS[kind]()
    for i in range(30):
        buf.add(transition(4, seed=i))
    path = saved(tmp_path, buf)
    sd = buf.state_dict()
    estimate = state.allocation_bytes(sd)
    loaded = type(buf).load(path, max_bytes=estimate)  # the estimate is enough
    loaded.sample(2)  # whatever a first read allocates counts too
    assert reachable_bytes(loaded) <= estimate + 256  # (0-d counters and maxima aside)
    with pytest.raises(BufferStateError, match="would allocate"):
        type(buf).load(path, max_bytes=estimate - 1)
