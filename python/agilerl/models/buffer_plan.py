"""The one buffer plan: which replay memories a ``replay_buffer`` section builds.

:func:`buffer_plan` reads a ``ReplayBufferSpec`` and an algorithm and returns a
:class:`BufferPlan`: per role (``memory``, ``n_step_memory``) what to build (kind,
capacity, ``alpha``, ``n_step``, ``gamma``) or why not (a :class:`Refusal`), and the
warnings. It is the only place that decides; everything that builds or sizes buffers
reads it:

- ``init_buffer`` / ``init_n_step_buffer`` (:mod:`agilerl.models.training`) build its
  roles;
- the replay service's config and shards take its :meth:`BufferPlan.service_kind` and
  :meth:`BufferPlan.for_service`;
- ``agilerl-specs build`` and :func:`memory_bound` size it with
  :meth:`BufferPlan.nbytes`, which asks each buffer class for its own size.

The rules, as agilerl 2.58.0's factory applies them:

- a multi-agent algorithm gets a uniform ``ReplayBuffer(max_size)`` whatever the flags
  say (with an :class:`IgnoredBufferSettingWarning` naming the flags it ignores); a
  second, n-step memory (both flags) is refused, since it needs a discount;
- ``per_buffer``: ``PrioritizedReplayBuffer(max_size, alpha)``, for the algorithms that
  consume replay priorities only (Rainbow DQN);
- else ``n_step_buffer``: ``MultiStepReplayBuffer(max_size, n_step, gamma)``;
- else a uniform ``ReplayBuffer(max_size)``;
- with both flags, ``n_step_memory`` is ``MultiStepReplayBuffer(max_size, n_step,
  gamma)`` beside the prioritized memory.

An n-step memory needs a single-agent algorithm (an LLM one has no discount to give)
and a ``gamma`` (unset: the algorithm's own default). Importing this module needs no
torch; building and sizing import it.

Examples:
    >>> from agilerl.models.training import ReplayBufferSpec
    >>> from agilerl.models.manifest import AlgoSpec
    >>> spec = ReplayBufferSpec(max_size=1000, per_buffer=True, n_step_buffer=True)
    >>> plan = buffer_plan(spec, AlgoSpec(name="RainbowDQN"))
    >>> plan.memory
    MemoryPlan(role='memory', kind='prioritized', capacity=1000, alpha=0.5, n_step=None,
               gamma=None)
    >>> plan.n_step_memory
    MemoryPlan(role='n_step_memory', kind='n_step', capacity=1000, alpha=None, n_step=3,
               gamma=0.99)
    >>> plan.service_kind()
    'rainbow'
"""

from __future__ import annotations

import contextvars
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any, Literal, Protocol

from agilerl.models._spec_base import (
    ALGORITHM_KINDS,
    DEFAULT_GAMMA,
    PRIORITY_ALGORITHMS,
    AlgorithmKind,
)
from agilerl.models._units import format_bytes

if TYPE_CHECKING:
    import torch

    from agilerl.components.replay_buffer import BufferType
    from agilerl.components.replay_buffer.nbytes import BufferBytes

__all__ = [
    "AlgoLike",
    "BufferMemoryError",
    "BufferPlan",
    "IgnoredBufferSettingWarning",
    "MemoryBound",
    "MemoryPlan",
    "PlanBytes",
    "Refusal",
    "buffer_plan",
    "current_memory_bound",
    "format_bytes",
    "ignored_settings",
    "memory_bound",
]

Role = Literal["memory", "n_step_memory"]
MemoryKind = Literal["uniform", "prioritized", "n_step"]
ServiceKind = Literal["uniform", "prioritized", "n_step", "rainbow"]
#: The buffer class of each kind (in :mod:`agilerl.components.replay_buffer`).
CLASS_NAMES: dict[str, str] = {
    "uniform": "ReplayBuffer",
    "prioritized": "PrioritizedReplayBuffer",
    "n_step": "MultiStepReplayBuffer",
}
Fields = Mapping[str, tuple[Sequence[int], Any]]
"""A transition's fields: name -> (shape of one row, dtype or its name), as
``ReplayBuffer.nbytes_for`` takes them."""


class IgnoredBufferSettingWarning(UserWarning):
    """A replay_buffer flag the factory does not apply (multi-agent algorithms: PER, n-step)."""


class BufferMemoryError(ValueError):
    """The buffers a spec asks for are over the memory bound, or the allocator refused them."""


class AlgoLike(Protocol):
    """What the plan reads of an algorithm: any object with these attributes.

    ``name`` is a registered algorithm name, or any name when the object says what it is
    with ``is_multi_agent`` / ``multi_agent`` (bool); ``gamma`` may be None (then the
    registered algorithm's default applies).
    """

    @property
    def name(self) -> str: ...

    @property
    def gamma(self) -> float | None: ...


@dataclass(frozen=True)
class Refusal:
    """Why a role is not built: the error the factory raises when asked to build it."""

    error: type[ValueError] | type[TypeError]
    message: str

    def exception(self) -> ValueError | TypeError:
        """A fresh exception to raise."""
        return self.error(self.message)


@dataclass(frozen=True)
class MemoryPlan:
    """One memory to build: ``kind`` with ``capacity`` slots, and its kind's settings
    (``alpha`` for prioritized, ``n_step`` and ``gamma`` for n-step; else None)."""

    role: Role
    kind: MemoryKind
    capacity: int
    alpha: float | None = None
    n_step: int | None = None
    gamma: float | None = None

    @property
    def class_name(self) -> str:
        return CLASS_NAMES[self.kind]

    def nbytes(
        self,
        fields: Fields | None,
        *,
        num_envs: int = 1,
        device: str | torch.device = "cpu",
        dtype: torch.dtype | None = None,
    ) -> BufferBytes:
        """What this memory takes for transitions of ``fields`` (``num_envs`` rows a step
        for an n-step window), from its class's own ``nbytes_for``; nothing allocated.
        ``fields=None`` (the layout not known yet): rows of 8 bytes, the least a row
        takes, and no window."""
        import torch

        from agilerl.components.replay_buffer import (
            MultiStepReplayBuffer,
            PrioritizedReplayBuffer,
            ReplayBuffer,
        )

        dt = torch.float32 if dtype is None else dtype
        kind: MemoryKind = self.kind
        if fields is None:  # one uint8 field: a row of 8 bytes (and no window)
            fields = {"x": ((), "uint8")}
            kind = "uniform" if kind == "n_step" else kind
        if kind == "n_step":
            assert self.n_step is not None
            return MultiStepReplayBuffer.nbytes_for(
                self.capacity, fields, dtype=dt, device=device, n_step=self.n_step,
                num_envs=num_envs,
            )  # fmt: skip
        cls = PrioritizedReplayBuffer if kind == "prioritized" else ReplayBuffer
        return cls.nbytes_for(self.capacity, fields, dtype=dt, device=device)

    def build(
        self,
        device: str | torch.device = "cpu",
        *,
        generator: torch.Generator | None = None,
        n_steps_key: str | None = None,
    ) -> BufferType:
        """The buffer, on ``device`` (``n_steps_key``: an n-step memory's extra field).

        The allocator's refusal (a priority tree of ``2**40`` slots) is a
        :class:`BufferMemoryError` naming the size, never torch's ``RuntimeError``.
        """
        from agilerl.components.replay_buffer import (
            MultiStepReplayBuffer,
            PrioritizedReplayBuffer,
            ReplayBuffer,
        )

        try:
            if self.kind == "prioritized":
                assert self.alpha is not None
                return PrioritizedReplayBuffer(
                    self.capacity, self.alpha, device, generator=generator
                )
            if self.kind == "n_step":
                assert self.n_step is not None
                assert self.gamma is not None
                return MultiStepReplayBuffer(
                    self.capacity, self.n_step, self.gamma, device,
                    generator=generator, n_steps_key=n_steps_key,
                )  # fmt: skip
            return ReplayBuffer(self.capacity, device, generator=generator)
        except (RuntimeError, MemoryError) as exc:
            # The allocator's (a device this process cannot use is a BufferConfigError).
            detail = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
            need = self.nbytes(None, device=device).priorities
            raise BufferMemoryError(
                f"replay_buffer: cannot allocate {self.class_name}(max_size={self.capacity}) "
                f"on {device}: {format_bytes(need)} at construction, which the allocator "
                f"refused ({detail}); lower replay_buffer.max_size"
            ) from None


@dataclass(frozen=True)
class PlanBytes:
    """What a plan's memories take: ``(memory, its bytes)`` per role it builds."""

    parts: tuple[tuple[MemoryPlan, BufferBytes], ...]
    device: str
    lower_bound: bool
    """Whether the layout was unknown (rows counted at 8 bytes, no window): at least."""

    @property
    def total(self) -> int:
        return sum(b.total for _, b in self.parts)

    def over(self, max_bytes: int, why: str, fix: str) -> str | None:
        """The refusal's text where the total is over ``max_bytes`` (``why``: where the
        bound comes from; ``fix``: what to change), else None."""
        if self.total <= max_bytes:
            return None
        parts = "; ".join(
            f"{memory.role} "
            + " + ".join(
                f"{format_bytes(getattr(b, part))} {part}"
                for part in ("storage", "priorities", "window")
                if part == "storage" or getattr(b, part)
            )
            for memory, b in self.parts
        )
        return (
            f"the buffers would take {'at least ' * self.lower_bound}"
            f"{format_bytes(self.total)} on {self.device} ({parts}), over the memory bound "
            f"of {format_bytes(max_bytes)} ({why}); nothing was allocated. {fix}"
        )


@dataclass(frozen=True)
class BufferPlan:
    """What a ``replay_buffer`` section builds (see the module docstring)."""

    memory: MemoryPlan | Refusal
    """``init_buffer``'s memory."""
    n_step_memory: MemoryPlan | Refusal | None
    """``init_n_step_buffer``'s memory (both flags set), else None."""
    warnings: tuple[str, ...] = ()
    """Flags the plan does not apply (an :class:`IgnoredBufferSettingWarning` each)."""
    alpha: float = 0.6
    """The section's ``per_buffer_args.alpha`` (a service records it whatever the kind)."""
    n_step: int = 3
    """The section's ``n_step_buffer_args.n_step`` (likewise)."""

    def require(self, role: Role) -> MemoryPlan | None:
        """The role's memory (None: ``n_step_memory`` is not asked for); its
        :class:`Refusal` raised."""
        memory = self.memory if role == "memory" else self.n_step_memory
        if isinstance(memory, Refusal):
            raise memory.exception()
        return memory

    def built(self) -> tuple[MemoryPlan, ...]:
        """The memories that are built (refused roles left out)."""
        roles = (self.memory, self.n_step_memory)
        return tuple(m for m in roles if isinstance(m, MemoryPlan))

    def service_kind(self) -> ServiceKind:
        """The replay service's shard kind for this plan (a refusal raised): ``rainbow``
        for a prioritized memory with an n-step one beside it, else the memory's kind
        (a multi-agent algorithm's uniform memory without its n-step one)."""
        memory = self.require("memory")
        assert memory is not None
        if memory.kind != "prioritized":
            return memory.kind
        return "prioritized" if self.require("n_step_memory") is None else "rainbow"

    @classmethod
    def for_service(
        cls, kind: ServiceKind, capacity: int, alpha: float, n_step: int, gamma: float
    ) -> BufferPlan:
        """The memories a service shard of ``kind`` holds (``rainbow``: prioritized plus
        n-step, as ``init_buffer`` + ``init_n_step_buffer`` build them)."""
        settings: dict[str, Any] = {"alpha": alpha, "n_step": n_step}
        n_steps = MemoryPlan("memory", "n_step", capacity, n_step=n_step, gamma=gamma)
        if kind == "n_step":
            return cls(n_steps, None, **settings)
        if kind in ("prioritized", "rainbow"):
            memory = MemoryPlan("memory", "prioritized", capacity, alpha=alpha)
            second = replace(n_steps, role="n_step_memory") if kind == "rainbow" else None
            return cls(memory, second, **settings)
        return cls(MemoryPlan("memory", "uniform", capacity), None, **settings)

    def split(self, shards: int) -> BufferPlan:
        """This plan over ``shards`` shards: each memory's capacity divided (rounded up)."""

        def part(m: MemoryPlan | Refusal | None) -> Any:
            return replace(m, capacity=-(-m.capacity // shards)) if isinstance(m, MemoryPlan) else m

        return replace(self, memory=part(self.memory), n_step_memory=part(self.n_step_memory))

    def nbytes(
        self,
        fields: Fields | None,
        *,
        num_envs: int = 1,
        device: str | torch.device = "cpu",
        dtype: torch.dtype | None = None,
    ) -> PlanBytes:
        """What the memories built take (:meth:`MemoryPlan.nbytes`), nothing allocated."""
        parts = tuple(
            (m, m.nbytes(fields, num_envs=num_envs, device=device, dtype=dtype))
            for m in self.built()
        )
        return PlanBytes(parts, str(device), fields is None)

    def check_bound(self, bound: MemoryBound, device: str | torch.device) -> None:
        """Raise :class:`BufferMemoryError` where the memories built are over ``bound``."""
        sizes = self.nbytes(bound.fields, num_envs=bound.num_envs, device=device)
        why = "memory_bound" if bound.fields is not None else "memory_bound; rows of 8 B at least"
        text = sizes.over(bound.max_bytes, why, "Lower replay_buffer.max_size, or raise the bound")
        if text is not None:
            raise BufferMemoryError(f"replay_buffer: {text}")


def _name(algo: Any) -> str:
    name = getattr(algo, "name", None) or getattr(algo, "algo", None)
    if not isinstance(name, str) or not name:
        raise TypeError(f"algo_spec must have a non-empty str attribute 'name', got {algo!r}")
    return name


def _kind(algo: Any) -> AlgorithmKind | None:
    """The algorithm's kind; None for an unregistered name that does not say it."""
    for attribute in ("is_multi_agent", "multi_agent"):
        if getattr(algo, attribute, None) is True:
            return "multi_agent"
    name = _name(algo)
    if name in ALGORITHM_KINDS:
        return ALGORITHM_KINDS[name]
    if any(getattr(algo, a, None) is False for a in ("is_multi_agent", "multi_agent")):
        return "single_agent"  # says it is not multi-agent: one agent with a gamma
    return None


def _n_step_memory(spec: Any, algo: Any, role: Role) -> MemoryPlan | Refusal:
    """``MultiStepReplayBuffer(max_size, n_step, gamma)``: a single-agent algorithm's, with
    its ``gamma`` (its default where unset)."""
    try:
        name, kind = _name(algo), _kind(algo)
    except TypeError as exc:
        return Refusal(TypeError, str(exc))
    if kind in ("multi_agent", "llm"):
        return Refusal(
            ValueError,
            f"replay_buffer.n_step_buffer is true, but algorithm {name!r} is {kind} and "
            "gives the factory no discount for n-step returns; only single-agent algorithms "
            "may ask for n-step replay (set n_step_buffer: false)",
        )
    gamma = getattr(algo, "gamma", None)
    if gamma is None:
        gamma = DEFAULT_GAMMA.get(name)
    if gamma is None:
        return Refusal(
            ValueError,
            f"replay_buffer.n_step_buffer is true, so algorithm {name!r} must define gamma "
            "(the discount of n-step returns); got gamma=None",
        )
    if isinstance(gamma, bool) or not isinstance(gamma, int | float) or not 0 <= gamma <= 1:
        return Refusal(
            ValueError, f"algorithm gamma must be a number in [0, 1], got gamma={gamma!r}"
        )
    n_step = spec.n_step_buffer_args.n_step
    return MemoryPlan(role, "n_step", spec.max_size, n_step=n_step, gamma=float(gamma))


def _memory(spec: Any, algo: Any) -> tuple[MemoryPlan | Refusal, tuple[str, ...]]:
    """``init_buffer``'s memory and the warnings."""
    try:
        name, kind = _name(algo), _kind(algo)
    except TypeError as exc:
        return Refusal(TypeError, str(exc)), ()
    if kind == "multi_agent":
        ignored = [flag for flag in ("per_buffer", "n_step_buffer") if getattr(spec, flag)]
        why: tuple[str, ...] = ()
        if ignored:
            flags = " and ".join(f"replay_buffer.{flag}" for flag in ignored)
            verbs = ("is", "does") if len(ignored) == 1 else ("are", "do")
            why = (
                f"algorithm {name!r} is multi-agent: {flags} {verbs[0]} true but "
                f"{verbs[1]} not apply; building a uniform ReplayBuffer",
            )
        return MemoryPlan("memory", "uniform", spec.max_size), why
    if spec.per_buffer:
        if name not in PRIORITY_ALGORITHMS:  # the algorithms that consume replay priorities
            return Refusal(
                ValueError,
                f"replay_buffer.per_buffer is true, but algorithm {name!r} does not use "
                "replay priorities; only RainbowDQN may ask for prioritized replay (set "
                "per_buffer: false)",
            ), ()
        alpha = spec.per_buffer_args.alpha
        return MemoryPlan("memory", "prioritized", spec.max_size, alpha=alpha), ()
    if spec.n_step_buffer:
        return _n_step_memory(spec, algo, "memory"), ()
    return MemoryPlan("memory", "uniform", spec.max_size), ()


def buffer_plan(spec: Any, algo_spec: Any) -> BufferPlan:
    """What ``init_buffer`` and ``init_n_step_buffer`` build for ``spec`` (a
    ``ReplayBufferSpec``) and ``algo_spec`` (an ``AlgoSpec`` or any :class:`AlgoLike`):
    see the module docstring. Needs no torch; allocates nothing.

    Raises:
        TypeError: ``spec`` is the LLM rollout queue (``kind: llm``), which the replay
            buffer factory does not build. Every other refusal is the plan's data (a
            :class:`Refusal`), raised by what is asked to build that role.
    """
    from agilerl.arena.models.training import LLMRolloutBufferSpec

    if isinstance(spec, LLMRolloutBufferSpec):
        raise TypeError(
            "replay_buffer is the llm rollout queue (kind: llm); the replay buffer factory "
            "builds the classic replay memory only"
        )
    memory, warnings = _memory(spec, algo_spec)
    second = None
    if spec.per_buffer and spec.n_step_buffer:
        second = _n_step_memory(spec, algo_spec, "n_step_memory")
    alpha, n_step = spec.per_buffer_args.alpha, spec.n_step_buffer_args.n_step
    return BufferPlan(memory, second, warnings, alpha, n_step)


def ignored_settings(spec: Any, algo_spec: Any) -> str | None:
    """Why ``init_buffer`` will not apply some of ``spec``'s flags, or None (the plan's
    warning). A multi-agent algorithm gets a uniform buffer: ``per_buffer`` and
    ``n_step_buffer`` do not apply. Needs no torch (``agilerl-specs validate`` shows it)."""
    from agilerl.arena.models.training import LLMRolloutBufferSpec

    if isinstance(spec, LLMRolloutBufferSpec):
        return None
    _name(algo_spec)  # a nameless algorithm is refused, as by the factory
    warnings = buffer_plan(spec, algo_spec).warnings
    return warnings[0] if warnings else None


# ------------------------------------------------------------------ the memory bound
@dataclass(frozen=True)
class MemoryBound:
    """A bound on what ``init_buffer`` / ``init_n_step_buffer`` build (:func:`memory_bound`)."""

    max_bytes: int
    fields: Fields | None = None
    num_envs: int = 1


_BOUND: contextvars.ContextVar[MemoryBound | None] = contextvars.ContextVar(
    "agilerl_buffer_memory_bound", default=None
)


@contextmanager
def memory_bound(
    max_bytes: int, *, fields: Fields | None = None, num_envs: int = 1
) -> Iterator[MemoryBound]:
    """Inside the block, ``init_buffer`` and ``init_n_step_buffer`` refuse a spec whose
    memories (both roles, together: what ``agilerl-specs build`` bounds) would take
    more than ``max_bytes``, with :class:`BufferMemoryError` and nothing allocated.

    ``fields`` (name -> (shape of one row, dtype)) is the transition layout the memories
    will hold, and ``num_envs`` the rows of an n-step step; without ``fields`` the rows
    are counted at 8 bytes, the least any layout takes, and the n-step window not at
    all (a lower bound). The factory's signatures are AgileRL's, so the bound is an
    option of the calling context (a context variable: this thread or task only).

    Examples:
        >>> from agilerl.models.training import ReplayBufferSpec, init_buffer
        >>> from agilerl.models.manifest import AlgoSpec
        >>> spec = ReplayBufferSpec(max_size=10**9, per_buffer=True)
        >>> with memory_bound(2**30):
        ...     init_buffer(spec, AlgoSpec(name="RainbowDQN"))
        Traceback (most recent call last):
        ...
        agilerl.models.buffer_plan.BufferMemoryError: replay_buffer: the buffers would
        take at least 11.2 GiB on cpu (memory 7.5 GiB storage + 3.7 GiB priorities), over
        the memory bound of 1.0 GiB (memory_bound; rows of 8 B at least); nothing was
        allocated. Lower replay_buffer.max_size, or raise the bound
    """
    if isinstance(max_bytes, bool) or not isinstance(max_bytes, int) or max_bytes < 1:
        raise ValueError(f"max_bytes must be an int >= 1, got max_bytes={max_bytes!r}")
    if isinstance(num_envs, bool) or not isinstance(num_envs, int) or num_envs < 1:
        raise ValueError(f"num_envs must be an int >= 1, got num_envs={num_envs!r}")
    bound = MemoryBound(max_bytes, None if fields is None else dict(fields), num_envs)
    token = _BOUND.set(bound)
    try:
        yield bound
    finally:
        _BOUND.reset(token)


def current_memory_bound() -> MemoryBound | None:
    """The :func:`memory_bound` in effect here, or None."""
    return _BOUND.get()
