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
from agilerl.models.training import (
    IgnoredBufferSettingWarning,
    _classic,
    _gamma,
    _kind,
    _n_step_algorithm,
    _per_algorithm,
    ignored_settings,
)

from .config import ServiceConfig, ShardKind, int_at_least
from .errors import ReplayServiceConfigError
from .service import ReplayService

__all__ = ["init_distributed_buffer", "service_config"]


def service_config(
    spec: ReplayBufferSpec, algo_spec: Any, *, shards: int, **options: Any
) -> ServiceConfig:
    """The :class:`ServiceConfig` ``init_distributed_buffer`` would start (no Ray needed).

    The kind follows ``init_buffer`` / ``init_n_step_buffer``: multi-agent algorithms get
    ``uniform`` (with the same :class:`IgnoredBufferSettingWarning` naming the flags that
    do not apply); ``per_buffer`` and ``n_step_buffer`` together ``rainbow`` (the pair);
    ``per_buffer`` alone ``prioritized``; ``n_step_buffer`` alone ``n_step``; else
    ``uniform``. ``spec.max_size`` is the whole service's capacity, split evenly over the
    shards (rounded up). ``options`` are the other :class:`ServiceConfig` fields.
    """
    spec = _classic(spec)
    int_at_least("shards", shards)
    names = {f.name for f in dataclasses.fields(ServiceConfig)}
    taken = {"kind", "shards", "max_size", "alpha", "n_step", "gamma"}
    if bad := sorted(set(options) - (names - taken)):
        raise ReplayServiceConfigError(
            f"init_distributed_buffer: unknown or spec-owned options {bad}; the spec decides "
            f"{sorted(taken - {'shards'})}, shards is its own argument"
        )
    # The same rules, errors and warning as init_buffer / init_n_step_buffer.
    kind: ShardKind = "uniform"
    gamma = 0.99
    if _kind(algo_spec) == "multi_agent":
        why = ignored_settings(spec, algo_spec)
        if why is not None:
            warnings.warn(why, IgnoredBufferSettingWarning, stacklevel=2)
    else:
        if spec.per_buffer:
            _per_algorithm(algo_spec)
            kind = "prioritized"
        if spec.n_step_buffer:
            _n_step_algorithm(algo_spec, _kind(algo_spec))
            gamma = _gamma(algo_spec)
            kind = "rainbow" if spec.per_buffer else "n_step"
    return ServiceConfig(
        kind=kind,
        shards=shards,
        max_size=-(-spec.max_size // shards),
        alpha=spec.per_buffer_args.alpha,
        n_step=spec.n_step_buffer_args.n_step,
        gamma=gamma,
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
