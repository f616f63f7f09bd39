"""The package's C extension (``agilerl._ckernels``): the installed package holds it,
``AGILERL_NATIVE=0`` switches it off, nothing is compiled or loaded at run time, and
its paths give the same numbers as the tensor ops, bit for bit."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import textwrap
import zipfile
from pathlib import Path
from typing import Any

import pytest
import torch
from rb_helpers import transition

from agilerl import _native
from agilerl.components.replay_buffer import (
    MultiStepReplayBuffer,
    PrioritizedReplayBuffer,
    ReplayBuffer,
)
from agilerl.components.replay_buffer.sum_tree import SumTree

PACKAGE = Path(_native.__file__).resolve().parent

needs_ext = pytest.mark.skipif(_native.kernels() is None, reason="installed without the extension")


def test_the_installed_package_holds_the_extension() -> None:
    """The tests run against the installed wheel: where a compiler was there to build it,
    the extension is a module of the package itself, not a file from elsewhere."""
    if _native._ext is None:
        if shutil.which(os.environ.get("CC", "cc")) or shutil.which("gcc"):
            pytest.fail("a C compiler is here, but the installed package has no extension")
        pytest.skip("no C compiler: installed without the extension")
    path = Path(_native._ext.__file__).resolve()
    assert path.parent == PACKAGE
    assert path.name.startswith("_ckernels.")
    assert SumTree(100, torch.device("cpu")).is_native
    assert PrioritizedReplayBuffer(100)._per.tree.is_native


def test_nothing_is_compiled_or_loaded_at_run_time() -> None:
    """No compiler call, no ctypes, no cache of built objects in the package's code."""
    for path in sorted(PACKAGE.rglob("*.py")):
        text = path.read_text(encoding="utf-8")
        for word in ("import ctypes", "import subprocess", "CDLL", "ExtensionFileLoader"):
            assert word not in text, f"{path}: {word}"


@pytest.mark.parametrize("off", ["0", "false", "OFF", "no"])
def test_switched_off(monkeypatch: pytest.MonkeyPatch, off: str) -> None:
    monkeypatch.setenv(_native.ENV_SWITCH, off)
    assert _native.kernels() is None
    assert not SumTree(100, torch.device("cpu")).is_native
    with pytest.raises(RuntimeError, match="native sum-tree kernels unavailable"):
        SumTree(100, torch.device("cpu"), native=True)


def test_an_install_without_the_extension_warns_once_at_import() -> None:
    """The package as an install without ``_ckernels`` sees it (its import fails): one
    RuntimeWarning saying how to get it, the buffers work (on the tensor ops) and spec
    validation too (copying each document)."""
    code = textwrap.dedent(
        """
        import sys, warnings

        class NoExtension:  # the extension's import fails, as where it was not built
            def find_spec(self, name, path=None, target=None):
                if name == "agilerl._ckernels":
                    raise ImportError("No module named 'agilerl._ckernels'")

        sys.meta_path.insert(0, NoExtension())
        warnings.simplefilter("always")
        with warnings.catch_warnings(record=True) as w:
            from agilerl import _native
            from agilerl.components.replay_buffer import PrioritizedReplayBuffer
            from agilerl.models import _jsondata
            from agilerl.models.training import ReplayBufferSpec
        msgs = [str(x.message) for x in w if issubclass(x.category, RuntimeWarning)]
        assert len(msgs) == 1 and "reinstall" in msgs[0] and "C compiler" in msgs[0], msgs
        assert _native.kernels() is None
        import torch
        buf = PrioritizedReplayBuffer(8)
        buf.add({"obs": torch.ones(3, 2), "reward": torch.ones(3)})
        assert not buf._per.tree.is_native and len(buf.sample(2)["idxs"]) == 2
        assert _jsondata.exact_copy is _jsondata._python_copy
        assert ReplayBufferSpec.model_validate({"max_size": 5, "per_buffer": True}).max_size == 5
        """
    )
    env = dict(os.environ)
    env.pop(_native.ENV_SWITCH, None)
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True)
    assert out.returncode == 0, out.stderr[-2000:]


REPO = Path(__file__).resolve().parents[3]


@pytest.mark.slow
@pytest.mark.skipif(sys.platform != "linux", reason="$CC names the compiler on Linux")
def test_a_build_without_a_compiler_succeeds_without_the_extension(tmp_path: Path) -> None:
    """``pip wheel`` with a compiler that does not exist: the wheel is built, without the
    extension, and the build log says how to get it."""
    if not (REPO / "setup.py").is_file():
        pytest.skip("not a source checkout")
    src = tmp_path / "src"  # a copy: no build/ of earlier builds to reuse
    for part in ("setup.py", "pyproject.toml", "MANIFEST.in", "README.md"):
        (src / part).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy(REPO / part, src / part)
    skip = shutil.ignore_patterns("__pycache__", "*.egg-info", "*.so")
    for part in ("csrc", "python", "generated/python", "generated/editor", "docs/examples"):
        shutil.copytree(REPO / part, src / part, ignore=skip)
    env = {**os.environ, "CC": str(tmp_path / "no-such-cc")}
    env.pop("AGILERL_REQUIRE_NATIVE", None)
    cmd = [sys.executable, "-m", "pip", "wheel", "-v", "--no-deps", "-w", str(tmp_path)]
    out = subprocess.run([*cmd, str(src)], env=env, capture_output=True, text=True)
    assert out.returncode == 0, out.stderr[-2000:]
    assert "the C extension (agilerl._ckernels) was not built" in out.stdout + out.stderr
    (wheel,) = tmp_path.glob("*.whl")
    names = zipfile.ZipFile(wheel).namelist()
    assert "agilerl/components/replay_buffer/sum_tree.py" in names
    assert [n for n in names if "_ckernels" in n] == ["agilerl/_ckernels.pyi"]


def pair(monkeypatch: pytest.MonkeyPatch, **kw: object) -> list[PrioritizedReplayBuffer]:
    """The same buffer (same seed) with the C path and with the tensor ops."""
    if _native.kernels() is None:
        pytest.skip("installed without the extension")
    out = []
    for mode in ("1", "0"):
        monkeypatch.setenv(_native.ENV_SWITCH, mode)
        gen = torch.Generator().manual_seed(7)
        out.append(PrioritizedReplayBuffer(generator=gen, **kw))  # type: ignore[arg-type]
    assert [b._per.tree.is_native for b in out] == [True, False]
    return out


def same(a: Any, b: Any, what: str) -> None:
    assert a.dtype == b.dtype, what
    assert a.shape == b.shape, what
    assert torch.equal(a.view(torch.uint8) if a.dtype.is_floating_point else a,
                       b.view(torch.uint8) if b.dtype.is_floating_point else b), what  # fmt: skip


def same_state(bufs: list[PrioritizedReplayBuffer], what: str) -> None:
    same(bufs[0].priorities, bufs[1].priorities, f"{what}: priorities")
    t0, t1 = bufs[0]._per.tree, bufs[1]._per.tree
    same(t0.leaves, t1.leaves, f"{what}: leaves")
    same(t0.block_mins, t1.block_mins, f"{what}: block minima")
    same(t0.block_sums, t1.block_sums, f"{what}: block sums")
    assert float(bufs[0].total_priority) == float(bufs[1].total_priority), what
    assert float(bufs[0].max_priority) == float(bufs[1].max_priority), what
    assert float(bufs[0].min_priority) == float(bufs[1].min_priority), what


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
    for step in range(5):
        idx = torch.randint(0, fill, (300,), generator=g)  # duplicates included
        prio = torch.randint(1, 50, (300,), generator=g).float()
        got = []
        for buf in bufs:
            buf.update_priorities(idx, prio)
            got.append(buf.sample(256, beta=0.5))
        fields = set(got[1].keys())  # a TensorDict iterates rows
        assert fields > {"weights", "idxs"}
        for key in fields:  # the rows gathered in the C call (native) and by torch
            same(got[0][key], got[1][key], f"step {step}: {key}")
        same_state(bufs, f"step {step}")
        assert float(bufs[0].total_priority) == float(bufs[1].total_priority)


@pytest.mark.parametrize(
    ("alpha", "beta"),
    [
        (0.6, 0.4),
        (0.0, 0.0),
        (1.0, 1.0),
        (1e-7, 1e-7),
        (0.5, 2.0),
        (1.0, 7.5),
        (0.999, 3.0),
        (0.25, 1e-3),
    ],
)
def test_a_stream_gives_the_same_bits_on_both_paths(
    monkeypatch: pytest.MonkeyPatch, alpha: float, beta: float
) -> None:
    """Adds, samples (with and without the row gather) and priority updates from a loss
    of random magnitudes (zeros, tiny, huge): every tensor bit for bit, whatever alpha
    and beta (0, 1, tiny, large; the special exponents of torch.pow included)."""
    bufs = pair(monkeypatch, max_size=3000, alpha=alpha)
    g = torch.Generator().manual_seed(3)
    for step in range(12):
        batch = transition(int(torch.randint(1, 700, (1,), generator=g)), seed=step)
        for buf in bufs:
            buf.add(batch)
        got = [buf.sample(128, beta=beta) for buf in bufs]
        for key in list(got[1].keys()):  # a TensorDict iterates rows
            same(got[0][key], got[1][key], f"step {step}: {key}")
        idx = got[1]["idxs"].view(-1)
        scale = 10.0 ** torch.randint(-8, 6, (idx.numel(),), generator=g)
        prio = torch.rand(idx.numel(), generator=g) * scale
        prio[:3] = 0.0  # raised to the eps
        for buf in bufs:
            buf.update_priorities(idx, prio)
        same_state(bufs, f"step {step}")
        ids = torch.randint(0, len(bufs[0]), (50,), generator=g)
        for key, v in bufs[0].sample_from_indices(ids).items():
            same(v, bufs[1].sample_from_indices(ids)[key], f"step {step}: rows {key}")


def tree_pair(capacity: int, arity: int, leaves: torch.Tensor) -> list[SumTree]:
    """The same tree on the C path and on the tensor ops, its leaves set to ``leaves``."""
    if _native.kernels() is None:
        pytest.skip("installed without the extension")
    trees = [SumTree(capacity, torch.device("cpu"), arity=arity, native=n) for n in (True, False)]
    for tree in trees:
        tree.update(torch.arange(capacity), leaves)
    return trees


@pytest.mark.parametrize(
    ("capacity", "arity"),
    # one block; blocks of 2; a last group of 11 blocks (7 * 715); whole groups of 32;
    # a last block and group partly past the capacity; a wide block
    [(1, 2), (9, 2), (5000, 7), (32 * 32 * 8 - 1, 8), (40_000, 32), (3000, 128)],
)
def test_the_search_finds_the_same_leaves_on_both_paths(capacity: int, arity: int) -> None:
    """Targets on every edge of the search, in batches of every remainder of the C
    path's four lanes: 0, each inclusive prefix exactly (a tie goes right), the total and
    past it (a rounding overflow takes the last leaf), below 0, beside runs of zero leaves
    and zero blocks. The C scans count the prefixes not above the target, the tensor ops
    search for it; both give the same leaf, and the same clamp to the last filled slot."""
    g = torch.Generator().manual_seed(capacity)
    leaves = torch.randint(0, 4, (capacity,), generator=g).float()  # zeros, and exact sums
    leaves[: capacity // 3 : 2] = 0.0
    leaves[capacity // 2 : capacity // 2 + 3 * arity] = 0.0  # whole blocks of zeros
    leaves[-1] = 1.0  # a total > 0
    trees = tree_pair(capacity, arity, leaves)
    cum = leaves.double().cumsum(0)
    total = float(cum[-1])
    picks = torch.randint(0, capacity, (200,), generator=g)
    edges = torch.cat(
        [
            torch.tensor([0.0, total, total * (1 + 1e-12), total + 5.0, -1.0, 0.5]),
            cum[picks],  # exact ties with an inclusive prefix
            cum[picks] - 0.5,
            torch.rand(300, dtype=torch.float64, generator=g) * total,
        ]
    )
    for n in (1, 2, 3, 4, 5, 6, 7, 13, len(edges)):
        targets = edges[torch.randperm(len(edges), generator=g)[:n]]
        for limit in (None, capacity - 1, max(capacity // 2, 0)):
            got = [tree.find(targets.clone(), limit) for tree in trees]
            same(got[0], got[1], f"find n={n} limit={limit}")
        frac = torch.rand(n, dtype=torch.float64, generator=g)
        frac[0] = 1.0 - 2.0**-53  # the largest fraction: the right edge
        got = [tree.find_fractions(frac.clone(), capacity - 1) for tree in trees]
        same(got[0], got[1], f"find_fractions n={n}")
        for size in (1, capacity):
            u = torch.rand(n, dtype=torch.float64, generator=g)
            draws = [tree.draw(u.clone(), size) for tree in trees]
            same(draws[0][0], draws[1][0], f"draw n={n} size={size}: leaves")
            same(draws[0][1], draws[1][1], f"draw n={n} size={size}: ratios")


@needs_ext
def test_the_c_tree_refuses_groups_larger_than_its_scan_holds() -> None:
    """The four-lane block scan keeps each lane's prefixes in a fixed array of 64: a
    tree whose groups hold more blocks is refused when it is bound, not overrun."""
    ext = _native.kernels()
    assert ext is not None
    tree = SumTree(10_000, torch.device("cpu"), arity=4, native=False)
    ptrs = [t.data_ptr() for t in (tree.leaves, tree.block_sums, tree.block_mins)]
    side = [torch.zeros(tree.n_blocks + 1, dtype=torch.float64) for _ in range(3)]
    extra = [t.data_ptr() for t in side]
    nb = tree.n_blocks
    ext.Tree(*ptrs, *extra, 4, 64, nb, -(-nb // 64))  # the most it takes
    with pytest.raises(ValueError, match="inconsistent sizes"):
        ext.Tree(*ptrs, *extra, 4, 65, nb, -(-nb // 65))


@pytest.mark.parametrize("batch", [1, 2, 3, 5, 6, 7, 9, 255])
def test_prioritized_batches_of_any_size_are_the_same_on_both_paths(
    monkeypatch: pytest.MonkeyPatch, batch: int
) -> None:
    """Batch sizes that leave 1, 2 or 3 of the C search's four lanes empty: the same
    rows, indices, weights and priorities as the tensor ops, sample after update."""
    bufs = pair(monkeypatch, max_size=4000, alpha=0.6, arity=16)
    g = torch.Generator().manual_seed(batch)
    for buf in bufs:
        buf.add(transition(3100))
    for step in range(4):
        got = [buf.sample(batch, beta=0.4) for buf in bufs]
        for key in list(got[1].keys()):  # a TensorDict iterates rows
            same(got[0][key], got[1][key], f"step {step}: {key}")
        prio = torch.rand(batch, generator=g) * 5
        for buf, out in zip(bufs, got, strict=True):
            buf.update_priorities(out["idxs"], prio)
        same_state(bufs, f"step {step}")


@pytest.mark.parametrize("mode", ["1", "0"])
def test_per_sample_of_zero_rows_on_both_paths(monkeypatch: pytest.MonkeyPatch, mode: str) -> None:
    """``sample(0)`` is an empty batch on the C path and on the tensor ops (there it was
    a ZeroDivisionError: the stratum width 1 / 0), and draws nothing from the generator."""
    monkeypatch.setenv(_native.ENV_SWITCH, mode)
    buf = PrioritizedReplayBuffer(16, generator=torch.Generator().manual_seed(0))
    buf.add(transition(10))
    state = buf._generator.get_state()
    out = buf.sample(0)
    assert out["idxs"].shape[0] == 0
    assert out["weights"].shape[0] == 0
    assert out["obs"].shape == (0, 3)
    assert torch.equal(buf._generator.get_state(), state)


ZERO_CASES = ["uniform", "per", "multi_step"]


def make(kind: str) -> Any:
    if kind == "uniform":
        return ReplayBuffer(32)
    if kind == "per":
        return PrioritizedReplayBuffer(32)
    return MultiStepReplayBuffer(32, n_step=2, gamma=0.5)


@pytest.mark.parametrize("kind", ZERO_CASES)
def test_a_zero_tensor_is_stored_as_zeros_on_every_path(
    monkeypatch: pytest.MonkeyPatch, kind: str
) -> None:
    """``torch._efficientzerotensor`` has no memory (data pointer 0): the C copy used to
    read address 0 (a segfault); every path now stores its zeros, as the tensor ops do."""
    out = []
    for mode in ("1", "0"):
        monkeypatch.setenv(_native.ENV_SWITCH, mode)
        buf = make(kind)
        buf.add(transition(4))
        for _ in range(3):
            buf.add({**transition(4, seed=1), "obs": torch._efficientzerotensor(4, 3)})
        out.append(buf.sample_from_indices(torch.arange(len(buf))))
    for key in list(out[1].keys()):
        assert torch.equal(out[0][key], out[1][key]), key
    assert torch.equal(out[0]["obs"][-4:], torch.zeros(4, 3))


def test_zero_tensors_in_update_priorities(monkeypatch: pytest.MonkeyPatch) -> None:
    """Indices or priorities without memory: read as the zeros they are, on both paths."""
    bufs = pair(monkeypatch, max_size=64, alpha=0.6)
    for buf in bufs:
        buf.add(transition(20))
        buf.update_priorities(torch.arange(20), torch.rand(20, generator=torch.Generator()))
        buf.update_priorities(
            torch._efficientzerotensor(5, dtype=torch.int64), torch.full((5,), 3.0)
        )
        buf.update_priorities(torch.arange(5), torch._efficientzerotensor(5))
    same_state(bufs, "zero tensors")
    assert float(bufs[0].priorities[0]) == float(bufs[1].priorities[0])


RACE = """
import threading, torch
from agilerl.components.replay_buffer import PrioritizedReplayBuffer
from agilerl.components.replay_buffer.errors import BufferIndexError
buf = PrioritizedReplayBuffer(1000)
buf.add({"obs": torch.zeros(1000, 2), "reward": torch.zeros(1000)})
idx = torch.arange(4096) % 1000
stop = False
def flip():
    big = torch.full((4096,), 1 << 40)
    good = torch.arange(4096) % 1000
    while not stop:
        idx.copy_(big)
        idx.copy_(good)
t = threading.Thread(target=flip)
t.start()
errors = 0
try:
    for _ in range(6000):
        try:
            buf.update_priorities(idx, torch.ones(4096))
        except BufferIndexError:
            errors += 1
finally:
    stop = True
    t.join()
assert buf._per.tree.leaves[1000:].eq(0).all()  # nothing written past the slots
print("ok", errors)
"""


@needs_ext
def test_a_racing_writer_of_the_indices_cannot_corrupt_memory() -> None:
    """Another thread rewrites the index tensor while ``update_priorities`` runs: the C
    path read it twice (checked, then written with the GIL released: a SIGSEGV, a
    heap overflow under ASan); it now reads it once, so a race gives a wrong value or
    an error, never a write out of range. In a subprocess: a crash fails this test."""
    env = {**os.environ}
    env.pop(_native.ENV_SWITCH, None)
    out = subprocess.run([sys.executable, "-c", RACE], env=env, capture_output=True, text=True)
    assert out.returncode == 0, (out.returncode, out.stderr[-2000:])
    assert out.stdout.startswith("ok")
