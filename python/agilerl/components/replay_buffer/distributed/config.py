"""The service's settings: what each shard holds, how adds are routed, the limits."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal, TypeGuard, get_args

from .._checks import finite_number as _finite_number
from ..serialization import MAX_DIM
from ..state import DEFAULT_MAX_LOAD_BYTES
from .errors import ReplayServiceConfigError

__all__ = [
    "DATA_FIELDS",
    "KINDS",
    "ROUTINGS",
    "SHARD_OPTIONS",
    "RateLimit",
    "ServiceConfig",
    "ShardKind",
]

ShardKind = Literal["uniform", "prioritized", "n_step", "rainbow"]
KINDS: tuple[str, ...] = get_args(ShardKind)
"""``uniform``: a ``ReplayBuffer``; ``prioritized``: a ``PrioritizedReplayBuffer``;
``n_step``: a ``MultiStepReplayBuffer``; ``rainbow``: a ``MultiStepReplayBuffer`` feeding
an index-aligned ``PrioritizedReplayBuffer`` (what ``init_buffer`` + ``init_n_step_buffer``
build for PER + n-step), sampled by priority with the n-step rows under ``"n_step"``."""

Routing = Literal["affinity", "round_robin"]
ROUTINGS: tuple[str, ...] = get_args(Routing)


def is_int(value: object) -> TypeGuard[int]:
    """An ``int`` that is not a ``bool``."""
    return isinstance(value, int) and not isinstance(value, bool)


def int_at_least(name: str, value: object, least: int = 1) -> int:
    if not is_int(value) or value < least:
        raise ReplayServiceConfigError(f"{name} must be an int >= {least}, got {name}={value!r}")
    return value


def finite_number(name: str, value: object) -> float:
    """A finite number > 0 (:func:`~.._checks.finite_number`), refused as a config error."""
    return _finite_number(name, value, error=ReplayServiceConfigError)


def _optional_str(name: str, value: object) -> None:
    if value is not None and not (isinstance(value, str) and value):
        raise ReplayServiceConfigError(
            f"{name} must be None or a non-empty str, got {name}={value!r}"
        )


def _one_of(name: str, value: object, choices: tuple[str, ...]) -> None:
    if not isinstance(value, str) or value not in choices:
        raise ReplayServiceConfigError(
            f"{name} must be one of {list(choices)}, got {name}={value!r}"
        )


@dataclass(frozen=True)
class RateLimit:
    """A samples-per-insert ratio with a tolerance, as Reverb's ``SampleToInsertRatio``.

    Counting transitions (rows added, rows sampled), with
    ``diff = inserts * samples_per_insert - samples``: sampling is allowed once
    ``min_size_to_sample`` rows were inserted and while ``diff`` stays
    ``>= min_size_to_sample * samples_per_insert - error_buffer``; inserting while
    ``diff <= min_size_to_sample * samples_per_insert + error_buffer``. The faster
    side blocks (polling the limiter) until the other catches up or ``timeout``
    seconds pass, then raises :class:`RateLimitTimeoutError`. ``2 * error_buffer``
    must hold one add (``rows * samples_per_insert``) and one sample (``batch_size``),
    else a call could never pass: such a call is refused at once.
    """

    samples_per_insert: float
    min_size_to_sample: int = 1
    error_buffer: float = 1000.0
    timeout: float = 60.0

    def __post_init__(self) -> None:
        finite_number("rate_limit.samples_per_insert", self.samples_per_insert)
        int_at_least("rate_limit.min_size_to_sample", self.min_size_to_sample)
        finite_number("rate_limit.error_buffer", self.error_buffer)
        finite_number("rate_limit.timeout", self.timeout)

    @property
    def min_diff(self) -> float:
        return self.min_size_to_sample * self.samples_per_insert - self.error_buffer

    @property
    def max_diff(self) -> float:
        return self.min_size_to_sample * self.samples_per_insert + self.error_buffer


MAX_INDEX = (1 << 63) - 1
MAX_SEED = (1 << 32) - 1
SHARD_OPTIONS: tuple[str, ...] = ("num_cpus", "num_gpus", "memory")
"""The Ray actor options ``shard_options`` may set: resources, never code (no runtime
environment) and nothing the service sets itself (restarts, retries, name)."""


def _shard_options(value: object) -> dict[str, float]:
    """A copy of ``shard_options``: keys from :data:`SHARD_OPTIONS`, finite numbers >= 0."""
    if not isinstance(value, dict):
        raise ReplayServiceConfigError(
            f"shard_options must be a dict of {list(SHARD_OPTIONS)} to numbers, got "
            f"shard_options={value!r}"
        )
    out: dict[str, float] = {}
    for key, v in value.items():
        if key not in SHARD_OPTIONS:
            raise ReplayServiceConfigError(
                f"shard_options may set only {list(SHARD_OPTIONS)} (Ray resources), got "
                f"the key {key!r}"
            )
        out[key] = _finite_number(
            f"shard_options[{key!r}]", v, strict=False, error=ReplayServiceConfigError
        )
    return out


@dataclass(frozen=True)
class ServiceConfig:
    """Everything that defines a replay service (stored in its checkpoint manifest).

    ``max_size`` is the capacity of each shard (the service holds ``shards * max_size``).
    ``routing``: ``affinity`` sends every add of a writer to shard
    ``writer % shards`` (an int writer id) or ``crc32(writer) % shards`` (a str), so a
    writer's n-step windows stay whole; ``round_robin`` spreads a client's adds over the
    live shards (uniform and prioritized kinds only). ``prefetch`` is the number of
    sample requests the learner keeps in flight. ``call_timeout`` bounds every remote
    call, ``start_timeout`` the wait for shards to come up; a shard that answers a
    sample ``straggler_timeout`` seconds after the others is left out until it answers
    a ping (a restarting shard queues calls instead of failing them). ``checkpoint_dir`` is where
    :meth:`ReplayService.save` writes by default and where a restarted shard reloads
    from; ``checkpoint_every`` makes each shard save itself after that many rows.
    ``n_steps_key`` (n-step kinds) is passed to every ``MultiStepReplayBuffer`` a shard
    builds: ``None`` (default) gives AgileRL's exact n-step fields; a name (e.g.
    ``"n_steps"``) adds that int64 ``[B, 1]`` field, the rewards each n-step row sums.
    """

    kind: ShardKind = "uniform"
    shards: int = 1
    max_size: int = 100_000
    alpha: float = 0.6
    n_step: int = 3
    gamma: float = 0.99
    n_steps_key: str | None = None
    routing: Routing = "affinity"
    prefetch: int = 2
    call_timeout: float = 30.0
    straggler_timeout: float = 5.0
    start_timeout: float = 120.0
    checkpoint_dir: str | None = None
    checkpoint_every: int | None = None
    max_restarts: int = -1
    rate_limit: RateLimit | None = None
    seed: int | None = None
    name: str | None = None
    shard_options: dict[str, float] = field(default_factory=lambda: {"num_cpus": 0.0})
    max_restore_bytes: int | None = DEFAULT_MAX_LOAD_BYTES

    def __post_init__(self) -> None:
        _one_of("kind", self.kind, KINDS)
        _one_of("routing", self.routing, ROUTINGS)
        if self.multi_step and self.routing != "affinity":
            raise ReplayServiceConfigError(
                f"routing={self.routing!r} would split a writer's n-step windows over shards: "
                f"kind={self.kind!r} needs routing='affinity'"
            )
        int_at_least("shards", self.shards)
        int_at_least("max_size", self.max_size)
        if self.shards * self.max_size > MAX_INDEX:
            raise ReplayServiceConfigError(
                f"shards * max_size must be at most 2**63 - 1 (global indices are int64), got "
                f"shards={self.shards}, max_size={self.max_size}"
            )
        if not is_int(self.n_step) or not 1 <= self.n_step <= MAX_DIM:
            raise ReplayServiceConfigError(
                f"n_step must be an int in [1, {MAX_DIM}] (a window is a dimension of a "
                f"saved tensor), got n_step={self.n_step!r}"
            )
        _optional_str("n_steps_key", self.n_steps_key)
        if not all(
            isinstance(v, (int, float)) and not isinstance(v, bool) and 0.0 <= v <= 1.0
            for v in (self.alpha, self.gamma)
        ):
            raise ReplayServiceConfigError(
                f"alpha and gamma must be in [0, 1], got alpha={self.alpha!r}, gamma={self.gamma!r}"
            )
        int_at_least("prefetch", self.prefetch, least=0)
        finite_number("call_timeout", self.call_timeout)
        finite_number("straggler_timeout", self.straggler_timeout)
        finite_number("start_timeout", self.start_timeout)
        _optional_str("checkpoint_dir", self.checkpoint_dir)
        if self.checkpoint_every is not None:
            int_at_least("checkpoint_every", self.checkpoint_every)
            if self.checkpoint_dir is None:
                raise ReplayServiceConfigError(
                    "checkpoint_every needs checkpoint_dir (where the shards save themselves)"
                )
        if not is_int(self.max_restarts) or self.max_restarts < -1:
            raise ReplayServiceConfigError(
                f"max_restarts must be an int >= -1 (-1: unlimited), got {self.max_restarts!r}"
            )
        if self.rate_limit is not None and not isinstance(self.rate_limit, RateLimit):
            raise ReplayServiceConfigError(
                f"rate_limit must be None or a RateLimit, got rate_limit={self.rate_limit!r}"
            )
        if self.seed is not None and not (is_int(self.seed) and 0 <= self.seed <= MAX_SEED):
            raise ReplayServiceConfigError(
                f"seed must be None or an int in [0, 2**32 - 1], got seed={self.seed!r}"
            )
        _optional_str("name", self.name)
        object.__setattr__(self, "shard_options", _shard_options(self.shard_options))
        if self.max_restore_bytes is not None:
            int_at_least("max_restore_bytes", self.max_restore_bytes)

    @property
    def prioritized(self) -> bool:
        """Whether shards sample by priority (``prioritized`` and ``rainbow``)."""
        return self.kind in ("prioritized", "rainbow")

    @property
    def multi_step(self) -> bool:
        """Whether shards hold n-step windows (``n_step`` and ``rainbow``)."""
        return self.kind in ("n_step", "rainbow")


DATA_FIELDS: tuple[str, ...] = (
    "kind",
    "shards",
    "max_size",
    "alpha",
    "n_step",
    "gamma",
    "n_steps_key",
)
"""The :class:`ServiceConfig` fields that define the stored data (a checkpoint's config)."""
