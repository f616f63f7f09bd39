"""Selecting the service from a manifest: the buffer factory's arguments, plus ``shards``.

The ``replay_buffer`` section keeps its exact fields (AgileRL's ``ReplayBufferSpec``):
what to store (capacity, PER, n-step) comes from it as for ``init_buffer``; where it is
stored (how many shards, routing, limits) is deployment, given here as arguments.
"""

from __future__ import annotations

import dataclasses
import warnings
from typing import Any

from agilerl.arena.models.training import ReplayBufferSpec
from agilerl.models.buffer_plan import IgnoredBufferSettingWarning, buffer_plan

from .config import ServiceConfig, int_at_least
from .errors import ReplayServiceConfigError
from .service import ReplayService

__all__ = ["init_distributed_buffer", "service_config"]


def service_config(
    spec: ReplayBufferSpec, algo_spec: Any, *, shards: int, **options: Any
) -> ServiceConfig:
    """The :class:`ServiceConfig` ``init_distributed_buffer`` would start (no Ray needed).

    The kind is the buffer plan's (:meth:`~agilerl.models.buffer_plan.BufferPlan.service_kind`:
    what ``init_buffer`` / ``init_n_step_buffer`` build, with their errors and
    :class:`IgnoredBufferSettingWarning`): ``rainbow`` for the prioritized plus n-step
    pair, else the memory's kind. ``spec.max_size`` is the whole service's capacity,
    split evenly over the shards (rounded up). ``options`` are the other
    :class:`ServiceConfig` fields.
    """
    plan = buffer_plan(spec, algo_spec)
    int_at_least("shards", shards)
    names = {f.name for f in dataclasses.fields(ServiceConfig)}
    taken = {"kind", "shards", "max_size", "alpha", "n_step", "gamma"}
    if bad := sorted(set(options) - (names - taken)):
        raise ReplayServiceConfigError(
            f"init_distributed_buffer: unknown or spec-owned options {bad}; the spec decides "
            f"{sorted(taken - {'shards'})}, shards is its own argument"
        )
    for why in plan.warnings:
        warnings.warn(why, IgnoredBufferSettingWarning, stacklevel=2)
    kind = plan.service_kind()
    memories = plan.split(shards).built()  # a shard's memories
    gammas = [m.gamma for m in memories if m.gamma is not None]  # the n-step memory's
    spec_owned: dict[str, Any] = {"gamma": gammas[0]} if gammas else {}
    return ServiceConfig(
        kind=kind,
        shards=shards,
        max_size=memories[0].capacity,
        alpha=plan.alpha,
        n_step=plan.n_step,
        **spec_owned,
        **options,
    )


def init_distributed_buffer(
    spec: ReplayBufferSpec, algo_spec: Any, *, shards: int = 1, **options: Any
) -> ReplayService:
    """Start a :class:`ReplayService` for the ``replay_buffer`` section ``spec``.

    Examples:
        >>> svc = init_distributed_buffer(spec, algo, shards=4, prefetch=2)  # doctest: +SKIP
    """
    return ReplayService(service_config(spec, algo_spec, shards=shards, **options))
