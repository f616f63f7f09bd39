"""Each buffer class states its own bytes for a layout (``nbytes_for``), computed without
allocating: held to the real buffers' tensors byte for byte, part by part (storage,
priorities, n-step window), for several layouts, dtypes, capacities and env counts, with
the C kernels and with the tensor ops."""

from __future__ import annotations

from typing import Any

import pytest
import torch

from agilerl.components.replay_buffer import (
    MultiStepReplayBuffer,
    PrioritizedReplayBuffer,
    ReplayBuffer,
    sum_tree,
)
from agilerl.components.replay_buffer.errors import BufferConfigError, BufferFieldError
from agilerl.components.replay_buffer.nbytes import BufferBytes, Fields


def _layout(obs: tuple[int, ...], obs_dtype: str) -> dict[str, tuple[tuple[int, ...], str]]:
    return {
        "obs": (obs, obs_dtype),
        "action": ((), "int64"),
        "reward": ((), "float32"),
        "next_obs": (obs, obs_dtype),
        "done": ((), "bool"),
    }


def _step(layout: Fields, envs: int) -> dict[str, Any]:
    return {
        n: torch.zeros((envs, *s), dtype=getattr(torch, str(d))) for n, (s, d) in layout.items()
    }


def held_bytes(obj: object) -> int:
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
            storages[o.untyped_storage().data_ptr()] = o.untyped_storage().nbytes()
        elif isinstance(o, dict):
            stack.extend(o.values())
        elif isinstance(o, list | tuple):
            stack.extend(o)
        elif type(o).__module__.startswith("agilerl.components") and hasattr(o, "__dict__"):
            stack.extend(vars(o).values())
    return sum(storages.values())


KINDS = [
    (ReplayBuffer, {}),
    (PrioritizedReplayBuffer, {"alpha": 0.6}),
    (MultiStepReplayBuffer, {"n_step": 3, "gamma": 0.99}),
    (MultiStepReplayBuffer, {"n_step": 1, "gamma": 0.5}),
    (MultiStepReplayBuffer, {"n_step": 7, "gamma": 0.9, "n_steps_key": "n_steps"}),
]


LAYOUTS = [
    ((4,), "float32", 4, torch.float32),
    ((84, 84, 4), "uint8", 2, torch.float32),
    ((3,), "float64", 1, torch.float64),
    ((5,), "int8", 7, torch.float16),
    ((2, 3), "bfloat16", 300, torch.bfloat16),
]
#: Cases whose buffers hold more than this many bytes of observations run in CI's own
#: session (``slow``): 70,001 Atari frames allocate 4 GB a buffer, about 40 s a case, and
#: size nothing the smaller layouts at the same capacity do not.
EVERYDAY_OBS_BYTES = 64 * 2**20


def _case(layout: tuple[Any, ...], capacity: int) -> Any:
    obs, obs_dtype = layout[0], layout[1]
    frame = torch.zeros((), dtype=getattr(torch, obs_dtype)).element_size()
    for d in obs:
        frame *= d
    slow = 2 * frame * capacity > EVERYDAY_OBS_BYTES
    return pytest.param(*layout, capacity, marks=[pytest.mark.slow] if slow else [])


@pytest.mark.parametrize("native", [True, False], ids=["c-kernels", "tensor-ops"])
@pytest.mark.parametrize(
    ("obs", "obs_dtype", "envs", "dtype", "capacity"),
    [_case(layout, c) for c in (1, 31, 32, 33, 1000, 70_001) for layout in LAYOUTS],
)
def test_each_class_states_the_bytes_its_buffers_take(
    native: bool,
    capacity: int,
    obs: tuple[int, ...],
    obs_dtype: str,
    envs: int,
    dtype: torch.dtype,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """``nbytes_for`` of each class, computed without allocating, equals the real
    buffer's tensors byte for byte, part by part: the priorities at construction, the
    storage and the n-step window after the first add (of ``envs`` rows)."""
    if not native:
        monkeypatch.setenv("AGILERL_NATIVE", "0")  # read on every call
    elif sum_tree.SumTree(8, torch.device("cpu")).is_native is False:
        pytest.skip("no C kernels here")
    layout = _layout(obs, obs_dtype)
    plain = held_bytes(ReplayBuffer(capacity))
    for kind, kwargs in KINDS:
        args = {"n_step": kwargs["n_step"], "num_envs": envs} if "n_step" in kwargs else {}
        if "n_steps_key" in kwargs:
            args["n_steps_key"] = kwargs["n_steps_key"]
        sizes = kind.nbytes_for(capacity, layout, dtype=dtype, **args)
        real = kind(capacity, **kwargs, dtype=dtype)
        built = held_bytes(real)
        assert sizes.priorities == built - plain, kind
        real.add(_step(layout, envs))
        storage = real._storage
        assert storage is not None
        assert (sizes.row_bytes, sizes.storage) == (storage.row_bytes, storage.rows.nbytes)
        assert held_bytes(real) - built == sizes.storage + sizes.window, kind
        assert sizes.total == sizes.storage + sizes.priorities + sizes.window


def test_past_any_memory_is_a_number() -> None:
    """Capacities and shapes no machine holds are sized exactly, as integers."""
    fields = {"obs": ((100_000, 100_000), "float32"), "reward": ((), "float32"),
              "done": ((), "bool"), "next_obs": ((1,), "float32")}  # fmt: skip
    big = 10**400
    assert ReplayBuffer.nbytes_for(big, fields).storage == big * 40_000_000_016
    per = PrioritizedReplayBuffer.nbytes_for(big, fields)
    assert per.priorities > 4 * big
    n_step = MultiStepReplayBuffer.nbytes_for(2**53, fields, n_step=10**6, num_envs=10**4)
    assert n_step.window > 2 * 10**6 * 10**4 * 40_000_000_016
    assert BufferBytes(8, 16, 1, 2).total == 19


def test_a_layout_the_buffer_refuses_is_refused() -> None:
    with pytest.raises(BufferFieldError, match="needs at least one done field"):
        MultiStepReplayBuffer.nbytes_for(8, {"obs": ((1,), "float32"), "reward": ((), "float32"),
                                             "next_obs": ((1,), "float32")})  # fmt: skip
    with pytest.raises(BufferFieldError, match="a shape is a sequence of ints >= 0"):
        ReplayBuffer.nbytes_for(8, {"obs": ((-1,), "float32")})
    with pytest.raises(BufferConfigError, match="max_size must be an int >= 1"):
        ReplayBuffer.nbytes_for(0, {"obs": ((1,), "float32")})
    with pytest.raises(BufferConfigError, match="arity must be None or an int"):
        PrioritizedReplayBuffer.nbytes_for(8, {"obs": ((1,), "float32")}, arity=1)
