"""The CPU C kernels (and the CPython extension for adds): they build, they can be
switched off, they fall back to the tensor ops (the ``ctypes`` path) when the build
fails, and they agree with the tensor ops."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
import torch
from rb_helpers import transition

from agilerl.components.replay_buffer import (
    PrioritizedReplayBuffer,
    ReplayBuffer,
    _native,
    _native_ext,
)
from agilerl.components.replay_buffer.sum_tree import SumTree


@pytest.fixture
def fresh_load() -> Iterator[None]:
    """Forget the loaded library before and after (the build is cached per process)."""
    _native._load.cache_clear()
    _native_ext._load.cache_clear()
    yield
    _native._load.cache_clear()
    _native_ext._load.cache_clear()


def test_kernels_build_where_a_compiler_is(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(_native.ENV_SWITCH, raising=False)
    if _native._compiler() is None:
        pytest.skip("no C compiler on this machine")
    assert _native.kernels() is not None
    assert SumTree(100, torch.device("cpu")).is_native
    assert PrioritizedReplayBuffer(100)._per.tree.is_native


@pytest.mark.parametrize("off", ["0", "false", "OFF", "no"])
def test_switched_off(monkeypatch: pytest.MonkeyPatch, off: str) -> None:
    monkeypatch.setenv(_native.ENV_SWITCH, off)
    assert _native.kernels() is None
    assert not SumTree(100, torch.device("cpu")).is_native
    with pytest.raises(RuntimeError, match="native sum-tree kernels unavailable"):
        SumTree(100, torch.device("cpu"), native=True)


def test_a_failed_build_falls_back_to_tensor_ops(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, fresh_load: None
) -> None:
    monkeypatch.delenv(_native.ENV_SWITCH, raising=False)
    monkeypatch.setenv(_native.ENV_CACHE, str(tmp_path / "cache"))
    monkeypatch.setenv("CC", "false")  # a "compiler" that always fails
    with pytest.warns(RuntimeWarning, match="building the CPU replay-buffer kernels with 'false'"):
        assert _native.kernels() is None
    assert _native.kernels() is None  # warned once: the verdict is cached
    buf = PrioritizedReplayBuffer(64, alpha=0.6)
    assert not buf._per.tree.is_native
    buf.add(transition(40))
    b = buf.sample(8)
    buf.update_priorities(b["idxs"], torch.rand(8) + 0.1)
    assert int(b["idxs"].max()) < 40


def test_no_compiler_is_logged_not_warned(
    monkeypatch: pytest.MonkeyPatch, fresh_load: None, caplog: pytest.LogCaptureFixture
) -> None:
    monkeypatch.delenv(_native.ENV_SWITCH, raising=False)
    monkeypatch.setattr(_native, "_compiler", lambda: None)
    with caplog.at_level("INFO", logger=_native.__name__):
        assert _native.kernels() is None
    assert "no C compiler" in caplog.text


def test_the_build_is_cached_by_source(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, fresh_load: None
) -> None:
    monkeypatch.delenv(_native.ENV_SWITCH, raising=False)
    monkeypatch.setenv(_native.ENV_CACHE, str(tmp_path))
    cc = _native._compiler()
    if cc is None:
        pytest.skip("no C compiler on this machine")
    assert _native.kernels() is not None
    built = list(tmp_path.glob("sumtree-*.so"))
    assert len(built) == 1
    assert _native.build(cc, "sumtree") == built[0]  # reused, not rebuilt


def test_an_unwritable_cache_builds_in_a_private_folder(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, fresh_load: None
) -> None:
    monkeypatch.delenv(_native.ENV_SWITCH, raising=False)
    if _native._compiler() is None:
        pytest.skip("no C compiler on this machine")
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    monkeypatch.setenv(_native.ENV_CACHE, str(blocker / "cache"))
    assert _native.kernels() is not None
    assert SumTree(100, torch.device("cpu")).is_native
    assert not (blocker.parent / "cache").exists()


def pair(monkeypatch: pytest.MonkeyPatch, **kw: object) -> list[PrioritizedReplayBuffer]:
    """The same buffer (same seed) with the C kernels and with the tensor ops."""
    if _native.kernels() is None:
        pytest.skip("no C compiler: the sum tree's native kernels are unavailable")
    out = []
    for mode in ("1", "0"):
        monkeypatch.setenv(_native.ENV_SWITCH, mode)
        gen = torch.Generator().manual_seed(7)
        out.append(PrioritizedReplayBuffer(generator=gen, **kw))  # type: ignore[arg-type]
    assert [b._per.tree.is_native for b in out] == [True, False]
    return out


@pytest.mark.parametrize(("max_size", "arity"), [(5000, None), (40_000, 32), (3000, 7)])
def test_native_and_tensor_ops_agree(
    monkeypatch: pytest.MonkeyPatch, max_size: int, arity: int | None
) -> None:
    """Integer priorities with alpha=1 make every sum exact: same draws, same indices."""
    bufs = pair(monkeypatch, max_size=max_size, alpha=1.0, arity=arity)
    g = torch.Generator().manual_seed(0)
    fill = max_size - max_size // 3  # part full: the range clamps at size - 1
    for buf in bufs:
        buf.add(transition(fill))
    for _ in range(5):
        idx = torch.randint(0, fill, (300,), generator=g)  # duplicates included
        prio = torch.randint(1, 50, (300,), generator=g).float()
        got = []
        for buf in bufs:
            buf.update_priorities(idx, prio)
            got.append(buf.sample(256, beta=0.5))
        assert torch.equal(got[0]["idxs"], got[1]["idxs"])
        fields = set(got[1].keys()) - {"weights", "idxs"}  # a TensorDict iterates rows
        assert fields
        for key in fields:  # the rows gathered in the C call (native) and by torch
            assert torch.equal(got[0][key], got[1][key]), key
        torch.testing.assert_close(got[0]["weights"], got[1]["weights"], rtol=1e-6, atol=0)
        assert torch.equal(bufs[0].priorities, bufs[1].priorities)
        assert torch.equal(bufs[0]._per.tree.block_mins, bufs[1]._per.tree.block_mins)
        assert float(bufs[0].total_priority) == float(bufs[1].total_priority)
        assert float(bufs[0].min_priority) == float(bufs[1].min_priority)


def test_native_and_tensor_ops_agree_with_alpha(monkeypatch: pytest.MonkeyPatch) -> None:
    """Fractional powers: leaves within an ulp, the same min, no drift in either."""
    bufs = pair(monkeypatch, max_size=2000, alpha=0.6)
    g = torch.Generator().manual_seed(1)
    for buf in bufs:
        buf.add(transition(2000))
    idx = torch.randint(0, 2000, (1000,), generator=g)
    prio = torch.rand(1000, generator=g) * 10
    prio[:5] = 0.0  # raised to 1e-5
    for buf in bufs:
        buf.update_priorities(idx, prio)
    torch.testing.assert_close(bufs[0].priorities, bufs[1].priorities, rtol=2.5e-7, atol=0)
    assert float(bufs[0].max_priority) == float(bufs[1].max_priority)
    for buf in bufs:
        tree = buf._per.tree
        before = tree.block_sums.clone(), tree.block_mins.clone()
        tree.rebuild()
        assert torch.equal(before[0], tree.block_sums)
        assert torch.equal(before[1], tree.block_mins)
        assert float(buf.min_priority) == float(buf.priorities.min())


def test_the_extension_builds_where_headers_are(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, fresh_load: None
) -> None:
    monkeypatch.delenv(_native.ENV_SWITCH, raising=False)
    monkeypatch.setenv(_native.ENV_CACHE, str(tmp_path))
    if _native._compiler() is None or _native_ext._headers() is None:
        pytest.skip("no C compiler or no Python headers on this machine")
    ext = _native_ext.extension()
    assert ext is not None
    assert len(list(tmp_path.glob("hostcopy-*"))) == 1
    buf = ReplayBuffer(8)
    buf.add(transition(2))
    assert buf._storage is not None
    assert buf._storage.host is not None
    assert buf._storage.host._ext is ext.scatter


def test_without_headers_the_ctypes_path_stays(
    monkeypatch: pytest.MonkeyPatch, fresh_load: None
) -> None:
    monkeypatch.delenv(_native.ENV_SWITCH, raising=False)
    if _native.kernels() is None:
        pytest.skip("no C compiler on this machine")
    monkeypatch.setattr(_native_ext, "_headers", lambda: None)
    assert _native_ext.extension() is None
    buf = ReplayBuffer(8)
    buf.add(transition(2))
    host = buf._storage.host if buf._storage is not None else None
    assert host is not None
    assert host._ext is None
    assert host._lib is not None
    buf.add(transition(3, seed=1))
    assert len(buf) == 5


def test_a_failed_extension_build_warns_and_keeps_the_ctypes_path(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, fresh_load: None
) -> None:
    monkeypatch.delenv(_native.ENV_SWITCH, raising=False)
    monkeypatch.setenv(_native.ENV_CACHE, str(tmp_path))
    if _native.kernels() is None:
        pytest.skip("no C compiler on this machine")
    monkeypatch.setattr(_native_ext, "SOURCE", "#error broken on purpose\n")
    with pytest.warns(RuntimeWarning, match="building the CPU add extension"):
        assert _native_ext.extension() is None
    buf = ReplayBuffer(8)
    buf.add(transition(2))
    assert buf._storage is not None
    assert buf._storage.host is not None
    assert buf._storage.host._ext is None


def test_the_extension_is_switched_off_with_the_kernels(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(_native.ENV_SWITCH, "0")
    assert _native_ext.extension() is None
