"""Hand-written behaviour under the generated spec classes.

datamodel-codegen is told (``base-class`` / ``base-class-map`` in ``pyproject.toml``)
to derive every generated class from one of these, so generated files stay untouched.

:class:`SpecModel` gives every spec class the project's one verdict: the input is
checked against the class's published JSON Schema (plus ``x-rules``) before pydantic
sees it, so pydantic's lax coercions (``"5"`` for an integer, ``"true"`` for a boolean)
never accept what the schema rejects. The check runs once per document: the nested
spec objects pydantic then builds trust input their parent already judged. A plain
document the compiled validator accepts skips the pure-Python check
(:mod:`agilerl.models._fast`); everything else, and every error message, goes through it.
``model_validate`` of such a document skips the verdict validators too: one accept test
for the whole document, then pydantic alone (:mod:`agilerl.models._trusted`).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from contextvars import ContextVar
from functools import cache
from typing import TYPE_CHECKING, Any, Literal

from pydantic import BaseModel, ModelWrapValidatorHandler, model_validator
from pydantic.config import ExtraValues
from pydantic_core import PydanticCustomError
from typing_extensions import Self

from agilerl.arena.models._schema import MODEL_SCHEMAS, SCHEMAS
from agilerl.models import _fast, _trusted, _validation
from agilerl.models._fast import plain as _plain

if TYPE_CHECKING:
    from agilerl.arena.models.manifest import AlgoSpec
    from agilerl.arena.models.training import CheckpointExportSpec, TrainingSpec

AlgorithmKind = Literal["single_agent", "multi_agent", "llm"]
#: Registered algorithm names by kind, as the algorithm schema lists them
#: (``x-algorithm-kinds``; the names of agilerl-arena 1.29.0's registry).
ALGORITHM_KINDS: dict[str, AlgorithmKind] = {
    name: kind
    for kind, names in SCHEMAS["algorithm"]["x-algorithm-kinds"].items()
    for name in names
}
#: Algorithms that are multi-agent.
MULTI_AGENT_ALGORITHMS = frozenset(n for n, k in ALGORITHM_KINDS.items() if k == "multi_agent")
#: Algorithms whose learning step consumes replay priorities (may use PER).
PRIORITY_ALGORITHMS = frozenset({"RainbowDQN", "Rainbow DQN"})
#: The discount each registered algorithm uses when its section leaves ``gamma`` unset
#: (agilerl-arena 1.29.0's spec defaults); LLM algorithms without one are absent.
DEFAULT_GAMMA: dict[str, float] = {
    **{name: 0.99 for name, kind in ALGORITHM_KINDS.items() if kind == "single_agent"},
    "NeuralTS": 1.0,
    "NeuralUCB": 1.0,
    "IPPO": 0.99,
    "MADDPG": 0.95,
    "MATD3": 0.95,
    "LLMPPO": 1.0,
    "LLMREINFORCE": 1.0,
}

#: Environment steps between evolution rounds each registered algorithm uses when the
#: training section sets neither ``evo_steps`` nor ``evo_epochs`` (agilerl-arena 1.29.0).
DEFAULT_EVO_STEPS: dict[str, int] = {
    **{name: 10_000 for name, kind in ALGORITHM_KINDS.items() if kind != "llm"},
    **{name: 20 for name, kind in ALGORITHM_KINDS.items() if kind == "llm"},
    "CQN": 5_000,
    "NeuralTS": 500,
    "NeuralUCB": 500,
}


@cache
def _null_defaults(model_name: str) -> dict[str, Any]:
    """Fields of ``model_name`` where ``null`` stands for the default (``x-null-means-default``)."""
    try:
        schema = _validation.schema_of(model_name)
    except KeyError:
        return {}
    return {
        name: prop["default"]
        for name, prop in schema.get("properties", {}).items()
        if isinstance(prop, dict) and prop.get("x-null-means-default")
    }


def _fill_null_defaults(model_name: str, data: Any) -> Any:
    if model_name not in _NULLABLE or not data or not isinstance(data, Mapping):
        return data
    fields = _null_defaults(model_name)
    for name in fields:
        if name in data and data[name] is None:
            break
    else:
        return data
    return {
        key: fields[key] if key in fields and value is None else value
        for key, value in data.items()
    }


#: The models with a field where ``null`` stands for the default.
_NULLABLE = frozenset(name for name in MODEL_SCHEMAS if _null_defaults(name))

#: Who judged the input now being validated: nobody (None), the caller (:data:`_CALLER`,
#: :func:`judged`) or the spec object being built around it (:data:`_PARENT`).
_JUDGED: ContextVar[str | None] = ContextVar("agilerl_specs_judged", default=None)
_CALLER, _PARENT = "caller", "parent"

#: :data:`agilerl.models._trusted.PATHS`.
_FAST_PATHS: dict[type[BaseModel], _trusted.FastPath | None] = _trusted.PATHS


@contextmanager
def judged() -> Iterator[None]:
    """Within the block, spec classes skip the schema check: their input was already judged.

    Used by ``load_manifest`` after it has judged the whole document itself. (While
    pydantic builds the nested objects of a checked document, the validators mark their
    input as judged themselves; a ``model_validate`` call made meanwhile, from a
    validator, judges its own document.)
    """
    token = _JUDGED.set(_CALLER)
    try:
        yield
    finally:
        _JUDGED.reset(token)


class SpecModel(BaseModel):
    """Base of every generated spec class: validates input against the JSON Schema first.

    Its wrap-validator marks the input as judged while pydantic builds the nested spec
    objects (the classes without any: :class:`LeafSpecModel`). ``model_validate`` of a
    plain document judges it once and skips the validators altogether.
    """

    @classmethod
    def model_validate(
        cls,
        obj: Any,
        *,
        strict: bool | None = None,
        extra: ExtraValues | None = None,
        from_attributes: bool | None = None,
        context: Any | None = None,
        by_alias: bool | None = None,
        by_name: bool | None = None,
    ) -> Self:
        """Validate ``obj`` (pydantic's ``model_validate``), judged by the schema first.

        A plain document the fast path judges whole (:func:`agilerl.models._fast.clean`)
        goes to pydantic without the verdict validators (:mod:`agilerl.models._trusted`):
        the one check covers the nested spec objects. Anything else, or any option
        given, takes the regular path; a call from inside another spec object's
        validation judges its own document.
        """
        if (
            type(obj) is dict
            and strict is None
            and extra is None
            and from_attributes is None
            and context is None
            and by_alias is None
            and by_name is None
        ):
            fast = _FAST_PATHS.get(cls)
            if fast is None:  # not built yet, or none
                fast = _trusted.fast_path(cls)
            if fast is not None:  # the clean accept test inline (one call less)
                is_valid, rest, build = fast
                try:
                    if _plain(obj) and is_valid(obj) and (rest is None or rest(obj)):
                        built: Self = build(obj)
                        return built
                except (ValueError, RecursionError):  # pydantic's ValidationError too
                    pass  # the regular path below writes any error
        kwargs: dict[str, Any] = {
            "strict": strict,
            "extra": extra,
            "from_attributes": from_attributes,
            "context": context,
            "by_alias": by_alias,
            "by_name": by_name,
        }
        if _JUDGED.get() != _PARENT:
            return super().model_validate(obj, **kwargs)
        token = _JUDGED.set(None)
        try:
            return super().model_validate(obj, **kwargs)
        finally:
            _JUDGED.reset(token)

    @model_validator(mode="wrap")
    @classmethod
    def _schema_verdict(cls, data: Any, handler: ModelWrapValidatorHandler[Any]) -> Any:
        if type(data) is dict:  # the usual case first, and the fast accept path
            name = cls.__name__
            if not data:  # a default factory's call: one verdict per class, cached
                if _JUDGED.get() or _fast.accepts_empty(name):
                    return handler(data)
            elif _JUDGED.get() or _fast.accepts(name, data):
                return _judged_handler(handler, _fill_null_defaults(name, data))
        if isinstance(data, BaseModel):
            return handler(data)
        if not _JUDGED.get():
            _full_check(cls.__name__, data)
        # the nested spec objects are covered by this check
        return _judged_handler(handler, _fill_null_defaults(cls.__name__, data))


class LeafSpecModel(SpecModel):
    """Base of the spec classes with no spec object among their fields (the leaves).

    The same verdict as :class:`SpecModel`; with no nested spec object to cover, there is
    nothing to mark as judged while pydantic runs. (A wrap-validator still: pydantic-core
    then builds the class inline where :mod:`agilerl.models._trusted` cuts the verdict,
    rather than reusing the class's own validator.)
    """

    @model_validator(mode="wrap")
    @classmethod
    def _schema_verdict(cls, data: Any, handler: ModelWrapValidatorHandler[Any]) -> Any:
        if type(data) is dict:  # the usual case first, and the fast accept path
            name = cls.__name__
            if not data:  # a default factory's call: one verdict per class, cached
                if _JUDGED.get() or _fast.accepts_empty(name):
                    return handler(data)
            elif _JUDGED.get() or _fast.accepts(name, data):
                return handler(_fill_null_defaults(name, data))
        if not (isinstance(data, BaseModel) or _JUDGED.get()):
            _full_check(cls.__name__, data)
        return handler(_fill_null_defaults(cls.__name__, data))


def _judged_handler(handler: ModelWrapValidatorHandler[Any], data: Any) -> Any:
    """``handler(data)`` with ``data`` marked as judged by the object being built."""
    token = _JUDGED.set(_PARENT)
    try:
        return handler(data)
    finally:
        _JUDGED.reset(token)


def _full_check(model_name: str, data: Any) -> None:
    """The pure-Python check, which writes the messages; raises when ``data`` is invalid."""
    try:
        document = _validation.jsonable(data)
    except ValueError as exc:
        raise PydanticCustomError("schema", "{problem}", {"problem": str(exc)}) from None
    found = _validation.problems(document, model_name)
    if found:
        text = "; ".join(str(problem) for problem in found)
        raise PydanticCustomError("schema", "{problems}", {"problems": text})


class CheckpointExportSpecBase(LeafSpecModel):
    """Behaviour of ``CheckpointExportSpec``."""

    if TYPE_CHECKING:
        format: Literal["adapter", "merged"]
        trigger: Literal["final", "best", "on_demand", "every"]

    def should_merge(self, is_final: bool, is_best: bool) -> bool:
        """Whether this adapter save should also write the merged Hugging Face package.

        Never for ``format: adapter``. For ``merged``: ``every`` save; no save for
        ``on_demand``; ``best`` on the best save and on the final one; ``final`` only on
        the final save.

        Examples:
            >>> from agilerl.models.training import CheckpointExportSpec
            >>> CheckpointExportSpec(format="merged", trigger="best").should_merge(False, True)
            True
            >>> CheckpointExportSpec().should_merge(True, True)
            False
        """
        if self.format != "merged":
            return False
        if self.trigger == "every":
            return True
        if self.trigger == "best":
            return is_best or is_final
        if self.trigger == "final":
            return is_final
        return False  # on_demand


class TrainingSpecBase(SpecModel):
    """Behaviour of ``TrainingSpec``."""

    if TYPE_CHECKING:
        rollout_mode: Literal["colocated", "async"]
        checkpoint_export: CheckpointExportSpec | None
        rollout_version_stamp: Literal["publish", "oldest_turn"] | None
        weight_sync_backend: Literal["filesystem", "nccl"] | None
        rollout_batch_size: int | None
        weight_sync_interval: int | None

    @model_validator(mode="after")
    def _fill_async_rollout(self) -> Self:
        """Under async rollout, what was left unset gets its value: ``nccl``, 1 and 1.

        Assigned as the section is read (so they count as set and a dump shows them), as
        the shipped class does. The schema has already checked the section: with an
        unset ``rollout_batch_size``, 1 must divide among ``training_gpus_per_agent``.
        """
        if self.rollout_mode != "async":
            return self
        if self.weight_sync_backend is None:
            self.weight_sync_backend = "nccl"
        if self.rollout_batch_size is None:
            self.rollout_batch_size = 1
        if self.weight_sync_interval is None:
            self.weight_sync_interval = 1
        return self

    @property
    def async_rollout(self) -> bool:
        """Whether generation runs on rollout engines rather than the trainer."""
        return self.rollout_mode == "async"

    def effective_checkpoint_export(self) -> CheckpointExportSpec:
        """LLM checkpoint export defaults when the training section omits it."""
        from agilerl.arena.models.training import CheckpointExportSpec

        return (
            self.checkpoint_export if self.checkpoint_export is not None else CheckpointExportSpec()
        )

    def effective_rollout_version_stamp(self) -> Literal["publish", "oldest_turn"] | None:
        """Async rollout stamping when the training section omits it."""
        if self.rollout_version_stamp is not None:
            return self.rollout_version_stamp
        return "oldest_turn" if self.async_rollout else None


class AlgoSpecBase(LeafSpecModel):
    """Behaviour of ``AlgoSpec``: what the buffer factory asks of an algorithm."""

    if TYPE_CHECKING:
        name: str
        gamma: float | None

    @property
    def kind(self) -> AlgorithmKind:
        """``single_agent``, ``multi_agent`` or ``llm``, from the registered name."""
        return ALGORITHM_KINDS[self.name]

    @property
    def is_multi_agent(self) -> bool:
        """Whether ``name`` is a multi-agent algorithm (IPPO, MADDPG, MATD3)."""
        return self.kind == "multi_agent"

    @property
    def effective_gamma(self) -> float | None:
        """``gamma`` when set, else the algorithm's own default (None where it has none)."""
        return self.gamma if self.gamma is not None else DEFAULT_GAMMA.get(self.name)

    @property
    def hyperparameters(self) -> dict[str, Any]:
        """The section's other fields (``lr``, ``batch_size``, ...), as written."""
        return dict(self.model_extra or {})


class ManifestBase(SpecModel):
    """Behaviour of ``Manifest``."""

    if TYPE_CHECKING:
        selection_strategy: dict[str, Any] | None
        algorithm: AlgoSpec
        training: TrainingSpec

    @model_validator(mode="after")
    def _fill_evo_steps(self) -> Self:
        """A training section without ``evo_steps`` or ``evo_epochs`` evolves at the
        algorithm's own interval, capped at ``max_steps`` (as the shipped manifest fills it).

        An epoch-driven run (``evo_epochs``) is left alone: the trainer turns epochs into
        steps once it knows the dataset.
        """
        training = self.training
        if training.evo_steps is None and training.evo_epochs is None:
            default = DEFAULT_EVO_STEPS.get(self.algorithm.name)
            if default is not None:
                training.evo_steps = min(default, training.max_steps)
        return self

    @property
    def selection(self) -> dict[str, Any] | None:
        """The selection section, written ``selection_strategy`` or ``tournament_selection``."""
        return self.selection_strategy
