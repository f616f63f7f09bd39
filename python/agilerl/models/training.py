"""The training and replay_buffer spec classes, and the replay buffer factory.

The classes are the generated ones of :mod:`agilerl.arena.models.training` (the very
same objects); this module adds :func:`init_buffer` and :func:`init_n_step_buffer`,
which import torch only when called.

Examples:
    >>> from agilerl.models.training import ReplayBufferSpec, init_buffer
    >>> from agilerl.models.manifest import AlgoSpec
    >>> spec = ReplayBufferSpec(max_size=1000, n_step_buffer=True)
    >>> buffer = init_buffer(spec, AlgoSpec(name="DQN", gamma=0.99))
    >>> type(buffer).__name__, buffer.n_step
    ('MultiStepReplayBuffer', 3)
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

from agilerl.arena.models.manifest import AlgoSpec
from agilerl.arena.models.training import (
    CheckpointExportSpec,
    NStepBufferArgs,
    PerBufferArgs,
    ReplayBufferSpec,
    TrainingSpec,
)
from agilerl.models._spec_base import MULTI_AGENT_ALGORITHMS, PRIORITY_ALGORITHMS

if TYPE_CHECKING:
    import torch

    from agilerl.components.replay_buffer import BufferType, MultiStepReplayBuffer

__all__ = [
    "AlgoSpec",
    "CheckpointExportSpec",
    "NStepBufferArgs",
    "PerBufferArgs",
    "ReplayBufferSpec",
    "TrainingSpec",
    "init_buffer",
    "init_n_step_buffer",
]


class AlgoLike(Protocol):
    """What the factory reads of an algorithm: any object with these attributes.

    ``multi_agent`` (or ``is_multi_agent``) may be missing: then the name decides.
    """

    name: str
    gamma: float | None


def _name(algo: Any) -> str:
    name = getattr(algo, "name", None) or getattr(algo, "algo", None)
    if not isinstance(name, str) or not name:
        raise TypeError(f"algo_spec must have a non-empty str attribute 'name', got {algo!r}")
    return name


def _multi_agent(algo: Any) -> bool:
    for attribute in ("is_multi_agent", "multi_agent"):
        value = getattr(algo, attribute, None)
        if isinstance(value, bool):
            return value
    return _name(algo) in MULTI_AGENT_ALGORITHMS


def _gamma(algo: Any, spec: ReplayBufferSpec) -> float:
    gamma = getattr(algo, "gamma", None)
    if gamma is None:
        raise ValueError(
            f"replay_buffer.n_step_buffer is true, so algorithm {_name(algo)!r} must define "
            "gamma (the discount of n-step returns); got gamma=None"
        )
    if isinstance(gamma, bool) or not isinstance(gamma, int | float) or not 0 <= gamma <= 1:
        raise ValueError(f"algorithm gamma must be a number in [0, 1], got gamma={gamma!r}")
    return float(gamma)


def _check(spec: ReplayBufferSpec, algo: Any) -> None:
    name = _name(algo)
    if spec.per_buffer and name not in PRIORITY_ALGORITHMS:
        raise ValueError(
            f"replay_buffer.per_buffer is true, but algorithm {name!r} does not use replay "
            f"priorities; only {', '.join(sorted(PRIORITY_ALGORITHMS))} may ask for prioritized "
            "replay (set per_buffer: false)"
        )
    if spec.n_step_buffer and _multi_agent(algo):
        raise ValueError(
            f"replay_buffer.n_step_buffer is true, but algorithm {name!r} is multi-agent and "
            "multi-agent algorithms learn from a uniform replay buffer (set n_step_buffer: false)"
        )


def init_buffer(
    spec: ReplayBufferSpec, algo_spec: AlgoSpec | AlgoLike, device: str | torch.device = "cpu"
) -> BufferType:
    """Initialize the replay buffer described by spec.

    - multi-agent algorithms: a uniform ``ReplayBuffer(max_size)``;
    - ``per_buffer``: a ``PrioritizedReplayBuffer(max_size, alpha)`` (Rainbow DQN only);
    - else ``n_step_buffer``: a ``MultiStepReplayBuffer(max_size, n_step, gamma)``;
    - else a uniform ``ReplayBuffer(max_size)``.

    Raises:
        ValueError: the spec asks for something the algorithm cannot use (PER for an
            algorithm without priorities, n-step for a multi-agent one) or n-step returns
            for an algorithm without ``gamma``.
    """
    from agilerl.components.replay_buffer import (
        MultiStepReplayBuffer,
        PrioritizedReplayBuffer,
        ReplayBuffer,
    )

    _check(spec, algo_spec)
    if _multi_agent(algo_spec):
        return ReplayBuffer(spec.max_size, device=device)
    if spec.per_buffer:
        return PrioritizedReplayBuffer(
            spec.max_size, alpha=spec.per_buffer_args.alpha, device=device
        )
    if spec.n_step_buffer:
        return MultiStepReplayBuffer(
            spec.max_size, n_step=spec.n_step_buffer_args.n_step,
            gamma=_gamma(algo_spec, spec), device=device,
        )  # fmt: skip
    return ReplayBuffer(spec.max_size, device=device)


def init_n_step_buffer(
    spec: ReplayBufferSpec, algo_spec: AlgoSpec | AlgoLike, device: str | torch.device = "cpu"
) -> BufferType | None:
    """Initialize the n-step replay buffer for combined PER + n-step setups.

    Returns None unless both per_buffer and n_step_buffer are True. Then it is the
    ``MultiStepReplayBuffer(max_size, n_step, gamma)`` that feeds n-step returns beside
    the prioritized memory: feed the 1-step transitions its ``add`` returns to the
    prioritized memory and the two stay index-aligned.
    """
    _check(spec, algo_spec)
    if not (spec.per_buffer and spec.n_step_buffer):
        return None
    from agilerl.components.replay_buffer import MultiStepReplayBuffer

    buffer: MultiStepReplayBuffer = MultiStepReplayBuffer(
        spec.max_size, n_step=spec.n_step_buffer_args.n_step,
        gamma=_gamma(algo_spec, spec), device=device,
    )  # fmt: skip
    return buffer
