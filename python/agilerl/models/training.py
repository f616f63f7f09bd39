"""The training and replay_buffer spec classes, and the replay buffer factory.

The classes are the generated ones of :mod:`agilerl.arena.models.training` (the very
same objects); this module adds :func:`init_buffer` and :func:`init_n_step_buffer`,
which import torch only when called. They build what agilerl 2.58.0's factory builds,
the roles of :func:`~agilerl.models.buffer_plan.buffer_plan` (the one place that decides
which buffers a spec builds, and why not). Inside a
:func:`~agilerl.models.buffer_plan.memory_bound` block they refuse, before anything is
allocated, a spec whose buffers would take more than the bound.

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
from typing import TYPE_CHECKING

from agilerl.arena.models.manifest import AlgoSpec
from agilerl.arena.models.training import (
    CheckpointExportSpec,
    LLMRolloutBufferSpec,
    NStepBufferArgs,
    PerBufferArgs,
    ReplayBufferSpec,
    TrainingSpec,
)
from agilerl.models.buffer_plan import (
    AlgoLike,
    BufferMemoryError,
    BufferPlan,
    IgnoredBufferSettingWarning,
    MemoryPlan,
    Role,
    buffer_plan,
    current_memory_bound,
    ignored_settings,
    memory_bound,
)

if TYPE_CHECKING:
    import torch

    from agilerl.components.replay_buffer import BufferType

__all__ = [
    "AlgoSpec",
    "BufferMemoryError",
    "BufferPlan",
    "CheckpointExportSpec",
    "IgnoredBufferSettingWarning",
    "LLMRolloutBufferSpec",
    "NStepBufferArgs",
    "PerBufferArgs",
    "ReplayBufferSpec",
    "TrainingSpec",
    "buffer_plan",
    "ignored_settings",
    "init_buffer",
    "init_n_step_buffer",
    "memory_bound",
]


def _build(plan: BufferPlan, role: Role, device: str | torch.device) -> BufferType | None:
    """The plan's ``role`` built on ``device`` (its refusal raised; the bound in effect
    checked first, over every memory the plan builds)."""
    memory: MemoryPlan | None = plan.require(role)
    if memory is None:
        return None
    bound = current_memory_bound()
    if bound is not None:
        plan.check_bound(bound, device)
    return memory.build(device)


def init_buffer(
    spec: ReplayBufferSpec, algo_spec: AlgoSpec | AlgoLike, device: str | torch.device = "cpu"
) -> BufferType:
    """Initialize the replay buffer described by spec.

    The plan's ``memory`` (:func:`~agilerl.models.buffer_plan.buffer_plan`): a uniform
    ``ReplayBuffer(max_size)``, a ``PrioritizedReplayBuffer(max_size, alpha)``
    (``per_buffer``) or a ``MultiStepReplayBuffer(max_size, n_step, gamma)``
    (``n_step_buffer`` alone); flags the plan does not apply are named in an
    :class:`IgnoredBufferSettingWarning`.

    Raises:
        ValueError: the plan refuses the spec for this algorithm (its message says
            why), or (:class:`BufferMemoryError`) the buffers are over the
            :func:`memory_bound` in effect, or the allocator refused them.
        TypeError: ``spec`` is the llm rollout queue, or ``algo_spec`` has no name.
    """
    plan = buffer_plan(spec, algo_spec)
    for why in plan.warnings:
        warnings.warn(why, IgnoredBufferSettingWarning, stacklevel=2)
    built = _build(plan, "memory", device)
    assert built is not None
    return built


def init_n_step_buffer(
    spec: ReplayBufferSpec, algo_spec: AlgoSpec | AlgoLike, device: str | torch.device = "cpu"
) -> BufferType | None:
    """Initialize the n-step replay buffer for combined PER + n-step setups.

    Returns None unless both per_buffer and n_step_buffer are True. Then it is the
    plan's ``n_step_memory``, the ``MultiStepReplayBuffer(max_size, n_step, gamma)``
    that feeds n-step returns beside the prioritized memory: feed the 1-step
    transitions its ``add`` returns to the prioritized memory and the two stay
    index-aligned.

    Raises:
        ValueError: the plan refuses the n-step memory (an algorithm that gives it no
            discount, a multi-agent one included; no ``gamma``), or the bound
            (:class:`BufferMemoryError`), as :func:`init_buffer`.
        TypeError: as :func:`init_buffer`.
    """
    return _build(buffer_plan(spec, algo_spec), "n_step_memory", device)
