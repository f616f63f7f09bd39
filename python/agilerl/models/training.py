"""The training and replay_buffer spec classes, and the replay buffer factory.

The classes are the generated ones of :mod:`agilerl.arena.models.training` (the very
same objects); this module adds :func:`init_buffer` and :func:`init_n_step_buffer`,
which import torch only when called. They build what agilerl 2.58.0's factory builds:

- a multi-agent algorithm gets a uniform ``ReplayBuffer`` whatever the PER / n-step flags
  say (as there; we also warn with :class:`IgnoredBufferSettingWarning`);
- ``per_buffer``: ``PrioritizedReplayBuffer(max_size, alpha)``, Rainbow DQN only;
- else ``n_step_buffer``: ``MultiStepReplayBuffer(max_size, n_step, gamma)``, for a
  single-agent algorithm (an LLM algorithm has no discount to give it);
- else a uniform ``ReplayBuffer(max_size)``.

Examples:
    >>> from agilerl.models.training import ReplayBufferSpec, init_buffer
    >>> from agilerl.models.manifest import AlgoSpec
    >>> spec = ReplayBufferSpec(max_size=1000, n_step_buffer=True)
    >>> buffer = init_buffer(spec, AlgoSpec(name="DQN", gamma=0.99))
    >>> type(buffer).__name__, buffer.n_step
    ('MultiStepReplayBuffer', 3)
"""

from __future__ import annotations

import warnings
from typing import TYPE_CHECKING, Any, Protocol

from agilerl.arena.models.manifest import AlgoSpec
from agilerl.arena.models.training import (
    CheckpointExportSpec,
    LLMRolloutBufferSpec,
    NStepBufferArgs,
    PerBufferArgs,
    ReplayBufferSpec,
    TrainingSpec,
)
from agilerl.models._spec_base import (
    ALGORITHM_KINDS,
    DEFAULT_GAMMA,
    PRIORITY_ALGORITHMS,
    AlgorithmKind,
)

if TYPE_CHECKING:
    import torch

    from agilerl.components.replay_buffer import BufferType, MultiStepReplayBuffer

__all__ = [
    "AlgoSpec",
    "CheckpointExportSpec",
    "IgnoredBufferSettingWarning",
    "LLMRolloutBufferSpec",
    "NStepBufferArgs",
    "PerBufferArgs",
    "ReplayBufferSpec",
    "TrainingSpec",
    "ignored_settings",
    "init_buffer",
    "init_n_step_buffer",
]


class IgnoredBufferSettingWarning(UserWarning):
    """A replay_buffer flag the factory does not apply (multi-agent algorithms: PER, n-step)."""


class AlgoLike(Protocol):
    """What the factory reads of an algorithm: any object with these attributes.

    ``name`` is a registered algorithm name, or any name when the object says what it is
    with ``is_multi_agent`` / ``multi_agent`` (bool); ``gamma`` may be None (then the
    registered algorithm's default applies).
    """

    @property
    def name(self) -> str: ...

    @property
    def gamma(self) -> float | None: ...


def _name(algo: Any) -> str:
    name = getattr(algo, "name", None) or getattr(algo, "algo", None)
    if not isinstance(name, str) or not name:
        raise TypeError(f"algo_spec must have a non-empty str attribute 'name', got {algo!r}")
    return name


def _kind(algo: Any) -> AlgorithmKind | None:
    """The algorithm's kind; None for an unregistered name that does not say it."""
    for attribute in ("is_multi_agent", "multi_agent"):
        value = getattr(algo, attribute, None)
        if value is True:
            return "multi_agent"
    name = _name(algo)
    if name in ALGORITHM_KINDS:
        return ALGORITHM_KINDS[name]
    if any(getattr(algo, a, None) is False for a in ("is_multi_agent", "multi_agent")):
        return "single_agent"  # says it is not multi-agent: one agent with a gamma
    return None


def _gamma(algo: Any) -> float:
    name = _name(algo)
    gamma = getattr(algo, "gamma", None)
    if gamma is None:
        gamma = DEFAULT_GAMMA.get(name)
    if gamma is None:
        raise ValueError(
            f"replay_buffer.n_step_buffer is true, so algorithm {name!r} must define gamma "
            "(the discount of n-step returns); got gamma=None"
        )
    if isinstance(gamma, bool) or not isinstance(gamma, int | float) or not 0 <= gamma <= 1:
        raise ValueError(f"algorithm gamma must be a number in [0, 1], got gamma={gamma!r}")
    return float(gamma)


def _n_step_algorithm(algo: Any, kind: AlgorithmKind | None) -> None:
    """n-step returns need a single-agent algorithm's discount."""
    if kind in ("multi_agent", "llm"):
        raise ValueError(
            f"replay_buffer.n_step_buffer is true, but algorithm {_name(algo)!r} is {kind} "
            "and gives the factory no discount for n-step returns; only single-agent "
            "algorithms may ask for n-step replay (set n_step_buffer: false)"
        )


def _per_algorithm(algo: Any) -> None:
    """Prioritized replay needs an algorithm that consumes replay priorities."""
    name = _name(algo)
    if name not in PRIORITY_ALGORITHMS:
        raise ValueError(
            f"replay_buffer.per_buffer is true, but algorithm {name!r} does not use replay "
            "priorities; only RainbowDQN may ask for prioritized replay (set per_buffer: false)"
        )


def ignored_settings(spec: ReplayBufferSpec, algo_spec: AlgoSpec | AlgoLike) -> str | None:
    """Why :func:`init_buffer` will not apply some of ``spec``'s flags, or None.

    A multi-agent algorithm gets a uniform buffer: ``per_buffer`` and ``n_step_buffer``
    do not apply. Needs no torch (``agilerl-specs validate`` shows it too).
    """
    if isinstance(spec, LLMRolloutBufferSpec) or _kind(algo_spec) != "multi_agent":
        return None
    ignored = [flag for flag in ("per_buffer", "n_step_buffer") if getattr(spec, flag)]
    if not ignored:
        return None
    flags = " and ".join(f"replay_buffer.{flag}" for flag in ignored)
    verbs = ("is", "does") if len(ignored) == 1 else ("are", "do")
    return (
        f"algorithm {_name(algo_spec)!r} is multi-agent: {flags} {verbs[0]} true but "
        f"{verbs[1]} not apply; building a uniform ReplayBuffer"
    )


def _classic(spec: Any) -> ReplayBufferSpec:
    if isinstance(spec, LLMRolloutBufferSpec):
        raise TypeError(
            "replay_buffer is the llm rollout queue (kind: llm); the replay buffer factory "
            "builds the classic replay memory only"
        )
    return spec  # type: ignore[no-any-return]


def init_buffer(
    spec: ReplayBufferSpec, algo_spec: AlgoSpec | AlgoLike, device: str | torch.device = "cpu"
) -> BufferType:
    """Initialize the replay buffer described by spec.

    - multi-agent algorithms: a uniform ``ReplayBuffer(max_size)``; ``per_buffer`` and
      ``n_step_buffer`` do not apply and are named in an
      :class:`IgnoredBufferSettingWarning`;
    - ``per_buffer``: a ``PrioritizedReplayBuffer(max_size, alpha)`` (Rainbow DQN only);
    - else ``n_step_buffer``: a ``MultiStepReplayBuffer(max_size, n_step, gamma)``
      (single-agent algorithms; an unset ``gamma`` is the algorithm's default);
    - else a uniform ``ReplayBuffer(max_size)``.

    Raises:
        ValueError: the spec asks for something the algorithm cannot use (PER for an
            algorithm other than Rainbow DQN, n-step returns for an LLM algorithm) or
            n-step returns for an algorithm without ``gamma``.
    """
    from agilerl.components.replay_buffer import PrioritizedReplayBuffer, ReplayBuffer

    spec = _classic(spec)
    kind = _kind(algo_spec)
    if kind == "multi_agent":
        why = ignored_settings(spec, algo_spec)
        if why is not None:
            warnings.warn(why, IgnoredBufferSettingWarning, stacklevel=2)
        return ReplayBuffer(spec.max_size, device=device)
    if spec.per_buffer:
        _per_algorithm(algo_spec)
        return PrioritizedReplayBuffer(
            spec.max_size, alpha=spec.per_buffer_args.alpha, device=device
        )
    if spec.n_step_buffer:
        return _n_step_buffer(spec, algo_spec, kind, device)
    return ReplayBuffer(spec.max_size, device=device)


def _n_step_buffer(
    spec: ReplayBufferSpec, algo: Any, kind: AlgorithmKind | None, device: str | torch.device
) -> MultiStepReplayBuffer:
    """``MultiStepReplayBuffer(max_size, n_step, gamma)`` for an algorithm of ``kind``."""
    _n_step_algorithm(algo, kind)
    from agilerl.components.replay_buffer import MultiStepReplayBuffer

    return MultiStepReplayBuffer(
        spec.max_size, n_step=spec.n_step_buffer_args.n_step, gamma=_gamma(algo), device=device
    )


def init_n_step_buffer(
    spec: ReplayBufferSpec, algo_spec: AlgoSpec | AlgoLike, device: str | torch.device = "cpu"
) -> BufferType | None:
    """Initialize the n-step replay buffer for combined PER + n-step setups.

    Returns None unless both per_buffer and n_step_buffer are True. Then it is the
    ``MultiStepReplayBuffer(max_size, n_step, gamma)`` that feeds n-step returns beside
    the prioritized memory: feed the 1-step transitions its ``add`` returns to the
    prioritized memory and the two stay index-aligned.

    Raises:
        ValueError: both flags are set for an algorithm that is not single-agent (a
            multi-agent one included: its main memory ignores the flags, but this second
            memory would need a discount), or without ``gamma``.
    """
    spec = _classic(spec)
    if not (spec.per_buffer and spec.n_step_buffer):
        return None
    return _n_step_buffer(spec, algo_spec, _kind(algo_spec), device)
