"""Storage: dtypes, packed rows, nested fields, wrap-around, host staging, sample errors."""

from __future__ import annotations

import re

import numpy as np
import pytest
import torch
from rb_helpers import transition

from agilerl.components.replay_buffer import (
    BufferConfigError,
    BufferFieldError,
    EmptyBufferError,
    MultiStepReplayBuffer,
    PrioritizedReplayBuffer,
    ReplayBuffer,
)
from agilerl.components.replay_buffer.storage import Layout


def test_dtypes_preserved_and_floats_cast(device: str) -> None:
    buf = ReplayBuffer(10, device=device, dtype=torch.float16)
    buf.add(
        {
            "frame": torch.randint(0, 255, (2, 4, 6, 6), dtype=torch.uint8),
            "obs": torch.randn(2, 3, dtype=torch.float64),
            "action": torch.tensor([1, 2], dtype=torch.int32),
            "done": torch.tensor([True, False]),
            "reward": torch.tensor([1.5, -2.0]),
        }
    )
    assert buf.layout == {
        "frame": "uint8[4, 6, 6]",
        "obs": "float16[3]",
        "action": "int32[1]",
        "done": "bool[1]",
        "reward": "float16[1]",
    }
    out = buf.sample_from_indices(torch.tensor([0, 1]))
    assert out["frame"].dtype == torch.uint8
    assert out["frame"].shape == (2, 4, 6, 6)
    assert out["obs"].dtype == torch.float16
    assert out["action"].view(-1).tolist() == [1, 2]
    assert out["done"].view(-1).tolist() == [True, False]
    assert out["reward"].view(-1).tolist() == [1.5, -2.0]
    assert all(v.device.type == torch.device(device).type for v in out.values())


def test_numpy_inputs_and_exact_values(device: str) -> None:
    buf = ReplayBuffer(8, device=device)
    data = {
        "obs": np.arange(12, dtype=np.float64).reshape(4, 3),
        "action": np.array([3, 2, 1, 0]),
        "done": np.array([True, False, True, False]),
    }
    buf.add(data)
    out = buf.sample_from_indices(np.array([3, 0]))
    assert out["obs"].dtype == torch.float32
    assert out["obs"].cpu().tolist() == [[9.0, 10.0, 11.0], [0.0, 1.0, 2.0]]
    assert out["action"].dtype == torch.int64
    assert out["action"].cpu().tolist() == [[0], [3]]  # 1-D fields come back [B, 1]
    assert out["done"].cpu().tolist() == [[False], [True]]
    # non-contiguous numpy input goes through the slow path and still works
    buf.add({k: np.ascontiguousarray(v[::-1])[::1] for k, v in data.items()})
    buf.add({"obs": data["obs"][:, ::-1], "action": data["action"], "done": data["done"]})
    assert len(buf) == 8


def test_nested_and_multi_agent_fields(device: str) -> None:
    buf = ReplayBuffer(16, device=device)

    def batch(v: float) -> dict[str, object]:
        return {
            "obs": {"agent_0": torch.full((2, 3), v), "agent_1": torch.full((2, 1, 2), v)},
            "action": {"agent_0": torch.full((2,), int(v)), "agent_1": torch.full((2,), -1)},
            "reward": torch.full((2,), v),
            "next_obs": {"image": {"rgb": torch.zeros(2, 2, 2, 3, dtype=torch.uint8)}},
        }

    buf.add(batch(1.0))
    buf.add(batch(2.0))
    out = buf.sample_from_indices(torch.tensor([2, 0]))
    assert out["obs"]["agent_0"].cpu().tolist() == [[2.0] * 3, [1.0] * 3]
    assert out["obs"]["agent_1"].shape == (2, 1, 2)
    assert out["action"]["agent_0"].cpu().tolist() == [[2], [1]]
    assert out["action", "agent_1"].shape == (2, 1)  # nested tuple keys, as in AgileRL
    assert out["obs"].batch_size == (2,)
    assert out["next_obs"]["image"]["rgb"].dtype == torch.uint8
    bad = batch(3.0)
    del bad["obs"]["agent_1"]  # type: ignore[attr-defined]
    with pytest.raises(BufferFieldError, match=re.escape("missing ['obs.agent_1']")):
        buf.add(bad)
    bad = batch(3.0)
    bad["obs"]["agent_2"] = torch.zeros(2, 3)  # type: ignore[index]
    with pytest.raises(BufferFieldError, match=re.escape("unexpected ['obs.agent_2']")):
        buf.add(bad)
    assert len(buf) == 4


def test_wrap_around(device: str) -> None:
    buf = ReplayBuffer(5, device=device)
    for i in range(4):
        buf.add({"x": torch.tensor([[3 * i], [3 * i + 1], [3 * i + 2]])})
    # 12 rows through a ring of 5: slots hold rows 10, 11, 7, 8, 9
    assert buf.is_full
    assert len(buf) == 5
    assert buf.counter == 12
    out = buf.sample_from_indices(torch.arange(5))
    assert out["x"].view(-1).cpu().tolist() == [10, 11, 7, 8, 9]


def test_sample_shapes_and_range(device: str, make_gen) -> None:  # type: ignore[no-untyped-def]
    buf = ReplayBuffer(100, device=device, generator=make_gen(1))
    buf.add(transition(70))
    out = buf.sample(64, return_idx=True)
    assert out.batch_size == (64,)
    assert out.device is not None
    assert out.device.type == torch.device(device).type
    assert out["obs"].shape == (64, 3)
    assert out["reward"].shape == (64, 1)
    assert out["idxs"].dtype == torch.int64
    assert out["idxs"].shape == (64,)
    assert int(out["idxs"].min()) >= 0
    assert int(out["idxs"].max()) < 70
    assert len(set(out["idxs"].tolist())) == 64  # small buffer: without replacement
    assert "idxs" not in list(buf.sample(4).keys())
    assert buf.sample(4, beta=0.9)["obs"].shape == (4, 3)  # beta accepted and ignored
    clamped = buf.sample(100, return_idx=True)  # batch_size clamped to size
    assert clamped.batch_size == (70,)
    assert sorted(clamped["idxs"].tolist()) == list(range(70))


# ------------------------------------------------------------------ errors
ERRORS = [
    (lambda: ReplayBuffer(0), BufferConfigError, "max_size must be an int >= 1, got max_size=0"),
    (lambda: ReplayBuffer(-3), BufferConfigError, "max_size must be an int >= 1, got max_size=-3"),
    (
        lambda: MultiStepReplayBuffer(10, n_step=0),
        BufferConfigError,
        "n_step must be an int >= 1, got n_step=0",
    ),
    (
        lambda: MultiStepReplayBuffer(10, gamma=1.5),
        BufferConfigError,
        "gamma must be in [0, 1], got gamma=1.5",
    ),
    (
        lambda: MultiStepReplayBuffer(10, gamma=-0.1),
        BufferConfigError,
        "gamma must be in [0, 1], got gamma=-0.1",
    ),
    (
        lambda: PrioritizedReplayBuffer(10, alpha=1.5),
        BufferConfigError,
        "alpha must be in [0, 1], got alpha=1.5",
    ),
    (  # an int past float range is refused, not converted (an OverflowError before)
        lambda: PrioritizedReplayBuffer(10, alpha=10**400),
        BufferConfigError,
        "alpha must be in [0, 1], got alpha=1000",
    ),
    (
        lambda: MultiStepReplayBuffer(10, gamma=-(10**400)),
        BufferConfigError,
        "gamma must be in [0, 1], got gamma=-1000",
    ),
    (
        lambda: ReplayBuffer(10, dtype=torch.int64),
        BufferConfigError,
        "dtype must be a floating torch.dtype, got dtype=torch.int64",
    ),
]


@pytest.mark.parametrize(("make", "exc", "msg"), ERRORS)
def test_constructor_errors(make, exc, msg) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(exc, match=re.escape(msg)):
        make()


def test_generator_on_wrong_device() -> None:
    if not torch.cuda.is_available():
        pytest.skip("needs a second device type")
    with pytest.raises(BufferConfigError, match="generator must live on the buffer's device"):
        ReplayBuffer(10, device="cuda", generator=torch.Generator())


def test_sample_errors(device: str) -> None:
    buf = ReplayBuffer(10, device=device)
    with pytest.raises(
        EmptyBufferError, match=re.escape("cannot sample from an empty ReplayBuffer")
    ):
        buf.sample(4)
    buf.add(transition(2))
    assert buf.sample(0).batch_size == (0,)  # an empty batch, as AgileRL's
    assert buf.sample(np.int64(2)).batch_size == (2,)
    for bad in (-1,):
        with pytest.raises(
            BufferConfigError,
            match=re.escape(f"batch_size must be an int >= 0, got batch_size={bad}"),
        ):
            buf.sample(bad)
    for bad in (2.0, True, "2"):  # type: ignore[assignment]
        with pytest.raises(BufferConfigError, match="batch_size must be an int"):
            buf.sample(bad)
    buf.clear()
    assert len(buf) == 0
    assert buf.counter == 2  # clear keeps counter, as AgileRL's
    assert buf.storage is None
    assert not buf.initialized
    with pytest.raises(EmptyBufferError):
        buf.sample(1)


def test_host_staging_path_packs_the_same_rows() -> None:
    """The accelerator path for host batches (pack on host, one copy) matches the direct one."""
    from agilerl.components.replay_buffer.storage import Storage

    data = transition(4, seed=2)
    data["frame"] = torch.randint(0, 255, (4, 2, 3), dtype=torch.uint8)
    data["obs"] = data["obs"].double()  # converted while staging
    layout = Layout.from_batch(data, torch.float32)
    plan = layout.plan(data, torch.device("cpu"))
    values, n = plan.tensors(), plan.batch
    ref = Storage(10, torch.device("cpu"), layout)
    ref.write_ring(values, 8, n)
    staged = Storage(10, torch.device("cpu"), layout)
    staged.on_cpu = False  # take the accelerator code path with host inputs
    staged.write_ring(values, 8, n)
    staged.write_ring(values, 8, n)  # the cached staging block is reused
    assert torch.equal(ref.rows, staged.rows)
    assert set(staged._staging) == {2}  # wrapped: two blocks of 2 rows
