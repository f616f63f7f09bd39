"""Hand-written behaviour under the generated spec classes.

datamodel-codegen is told (``base-class`` / ``base-class-map`` in ``pyproject.toml``)
to derive every generated class from one of these, so generated files stay untouched.

:class:`SpecModel` gives every spec class the project's one verdict at its entry points:
the constructor, ``model_validate``, ``model_validate_json`` and ``model_validate_strings``
copy the input once (:func:`agilerl.models._jsondata.jsonable`: new lists and dicts,
exact JSON types) and judge the copy once (the class's published JSON Schema plus
``x-rules``, compiled by jsonschema-rs: :func:`agilerl.models._validation.judge`, the
schema of its nearest generated ancestor for a subclass), so pydantic's lax coercions
(``"5"`` for an integer, ``"true"`` for a boolean) never accept what the schema rejects.
Pydantic then builds the objects from that copy, once: no object shares a list or a dict
with its input, and an edit of the input after (or during) the call changes none. The
classes carry no verdict validators, so the nested spec objects are built by pydantic
alone. Only the spec classes' own entry points judge: pydantic used from outside
(``TypeAdapter(TrainingSpec)``, a spec class as a field of another model) builds with
pydantic's validation alone, lax coercions included; judge such input with the class's
``model_validate`` first.

Only pydantic's public hooks are used: an overridden ``__init__`` (marked as the base
``__init__``, as pydantic marks its own, so that pydantic builds nested objects without
calling it), ``model_validate`` and friends overridden, pydantic's build reached through
``TypeAdapter(cls).validator`` (with its public ``extra`` option, :func:`_closed`), and
the ``x-null-means-default`` before-validators that the generator writes into the
generated classes (:func:`null_means_default`).

``model_validate`` runs on every document, so its usual call (no options, a document that
is exact JSON data) is one call of the C extension: ``FastValidate`` under
``classmethod()``, which runs the class's ``Judged`` (:func:`_fast_path`: the copy, the
verdict and the build) with no Python frame. Every other call, and every install without
the extension, runs the Python method itself; the two give the same objects and errors
(``tests/models/test_fast_path.py``).
"""

from __future__ import annotations

import inspect
from collections.abc import Callable
from functools import cache, partial, update_wrapper
from typing import TYPE_CHECKING, Any, Literal, TypeVar, get_args

from pydantic import BaseModel, TypeAdapter, ValidationError, field_validator, model_validator
from pydantic_core import PydanticCustomError
from typing_extensions import Self

# The registry's tables (schema/registry/algorithms.json), re-exported: registered names by
# kind, the multi-agent ones, those that may use PER, and each one's defaults.
from agilerl.arena.models._registry import ALGORITHM_KINDS as ALGORITHM_KINDS
from agilerl.arena.models._registry import DEFAULT_EVO_STEPS as DEFAULT_EVO_STEPS
from agilerl.arena.models._registry import DEFAULT_GAMMA as DEFAULT_GAMMA
from agilerl.arena.models._registry import MULTI_AGENT_ALGORITHMS as MULTI_AGENT_ALGORITHMS
from agilerl.arena.models._registry import PRIORITY_ALGORITHMS as PRIORITY_ALGORITHMS
from agilerl.arena.models._registry import AlgorithmKind as AlgorithmKind
from agilerl.arena.models._schema import CLASS_MODELS, MODEL_SCHEMAS
from agilerl.models import _validation
from agilerl.models._jsondata import FastValidate as _FastValidate
from agilerl.models._jsondata import Judged as _Judged
from agilerl.models._rule_expr import MAX_SAFE_INTEGER
from agilerl.models._text.limits import MAX_DEPTH, MAX_VALUES

if TYPE_CHECKING:
    from agilerl.arena.models.manifest import AlgoSpec
    from agilerl.arena.models.training import CheckpointExportSpec, TrainingSpec

#: The package the generated spec classes live in.
_GENERATED = "agilerl.arena.models."


@cache
def schema_name(cls: type[BaseModel]) -> str:
    """The :data:`MODEL_SCHEMAS` name that judges ``cls``: its nearest generated ancestor's
    (its schema title where ``x-python-class`` renamed it: ``TrainingManifest`` is judged
    as ``Manifest``)."""
    for klass in cls.__mro__:
        name = CLASS_MODELS.get(klass.__name__, klass.__name__)
        if name in MODEL_SCHEMAS and klass.__module__.startswith(_GENERATED):
            return name
    raise TypeError(f"{cls.__qualname__} derives from no generated spec class: no schema")


def _refusal(cls: type[BaseModel], value: Any, found: list[_validation.Problem]) -> ValidationError:
    """The ``ValidationError`` naming every problem. Its text shows the input as pydantic
    does (``input_value=...``), except for input that is no JSON data (rule ``json``): its
    ``repr`` may be anything, an alias bomb's a string of gigabytes, or never end."""
    text = "; ".join(str(problem) for problem in found)
    error = PydanticCustomError("schema", "{problems}", {"problems": text})
    return ValidationError.from_exception_data(
        cls.__name__,
        [{"type": error, "loc": (), "input": value}],
        hide_input=any(problem.rule == "json" for problem in found),
    )


def _judged(cls: type[BaseModel], value: Any) -> Any:
    """The judged JSON copy of ``value`` for ``cls``; ``ValidationError`` when invalid."""
    document, found = _validation.judge(schema_name(cls), value)
    if found:
        raise _refusal(cls, value, found)
    return document


#: pydantic's build of each class, by class (:func:`_builder`).
_BUILD: dict[type[BaseModel], Callable[[Any], Any]] = {}


def _builder(cls: type[BaseModel]) -> Callable[[Any], Any]:
    """Pydantic's build of ``cls`` from a document: its validator's ``validate_python``
    (``TypeAdapter(cls).validator``, the class's own), bound once per class: a class is
    complete when it is first built, so a later ``model_rebuild`` would make the same."""
    build = _BUILD.get(cls)
    if build is None:
        build = _BUILD[cls] = TypeAdapter(cls).validator.validate_python
    return build


#: :func:`_fast_path` by class, filled as classes are validated.
_FAST: dict[type[BaseModel], Callable[[Any], Any]] = {}


def _no_fast_path(value: Any) -> None:
    """The fast path without the C extension: none (every document takes :func:`_judged`)."""
    return None


def _fast_path(cls: type[BaseModel]) -> Callable[[Any], Any]:
    """``value -> object or None`` for ``cls``, bound once: the extension's ``Judged``
    (:mod:`agilerl.models._jsondata`) with its judge's validator and root rules
    (:class:`~agilerl.models._judges.Judge`) and pydantic's build (:func:`_builder`,
    told to ignore unknown keys where :func:`_closed` says the schema has refused them
    already): the C copy of a document that is exact JSON data (the usual case), judged
    and built in one call. ``None`` for any other document, or an invalid one:
    ``model_validate`` then takes :func:`_judged`, which copies and judges it again from
    the start and writes its problems."""
    fast: Callable[[Any], Any] = _no_fast_path
    if _Judged is not None:
        judge = _validation.validator_for(schema_name(cls))
        rules = judge.rules.validate if judge.rules is not None else None
        extra = "ignore" if _closed(cls) else None
        fast = _Judged(
            MAX_DEPTH, MAX_SAFE_INTEGER, MAX_VALUES, judge.validator.is_valid, rules,
            _builder(cls), extra,
        )  # fmt: skip
    _FAST[cls] = fast
    return fast


def _closed(cls: type[BaseModel]) -> bool:
    """Whether pydantic may build a judged document of ``cls`` ignoring unknown keys
    (``extra="ignore"``, a public option of its ``validate_python`` since pydantic 2.11)
    and make the same object: where no model ``cls`` can build keeps them
    (``extra="allow"``). The others refuse them (``forbid``) or drop them (``ignore``), and
    the schema has refused every unknown key of a ``forbid`` model already (the generator
    writes ``forbid`` exactly where the schema says ``additionalProperties: false``;
    ``tests/models/test_engine.py`` holds each class to it). Pydantic's test of unknown
    keys costs about 370 instructions a key given (docs/benchmarks.md): on a judged
    document it can only pass."""
    if "extra" not in _build_options():
        return False
    todo: list[Any] = [cls]
    seen: set[Any] = set()
    while todo:
        kind = todo.pop()
        if kind in seen:
            continue
        seen.add(kind)
        if isinstance(kind, type) and issubclass(kind, BaseModel):
            if kind.model_config.get("extra") == "allow":
                return False
            todo.extend(field.annotation for field in kind.model_fields.values())
        todo.extend(get_args(kind))  # unions, lists, dicts, Annotated
    return True


@cache
def _build_options() -> frozenset[str]:
    """The keyword options of pydantic's ``validate_python`` (this pydantic's)."""
    try:
        signature = inspect.signature(TypeAdapter(int).validator.validate_python)
    except (TypeError, ValueError):  # no signature to read: use none of them
        return frozenset()
    return frozenset(signature.parameters)


#: The classes whose call with no arguments was judged valid (``{}`` always is, or never).
_EMPTY_VALID: set[type[BaseModel]] = set()


_Model = TypeVar("_Model", bound=BaseModel)
_Method = TypeVar("_Method", bound=Callable[..., Any])


def _rejudged(cls: type[_Model], value: Any) -> _Model:
    """``model_validate`` of a document its fast path did not build (not exact JSON data,
    or invalid): copied and judged again from the start (:func:`_judged`, which names the
    problems), then built."""
    return _builder(cls)(_judged(cls, value))  # type: ignore[no-any-return]


class _Fresh(partial):  # type: ignore[type-arg]
    """A default factory of :func:`fresh`: a partial, so pydantic's call of it stays in C."""

    model: type[BaseModel]

    def __repr__(self) -> str:
        return f"fresh({self.model.__qualname__})"


def fresh(cls: type[_Model]) -> Callable[[], _Model]:
    """The default factory of a field whose schema default is ``{}`` (the generated code's
    ``default_factory=fresh(NStepBufferArgs)``): a new ``cls`` with its own defaults, as a
    call of the class with no arguments gives, without the class call's Python frame.
    Nothing is judged: ``{}`` is valid for every such class (a test holds each to it),
    and pydantic builds it with no input to coerce."""
    factory = _Fresh(_builder(cls), {})
    factory.model = cls
    return factory


def build(cls: type[_Model], document: Any) -> _Model:
    """``cls`` built by pydantic from a document the engine already accepted for it (a
    copy of the caller's input that no one else holds: the object keeps parts of it)."""
    return _builder(cls)(document)  # type: ignore[no-any-return]


def null_means_default(field: str, default: Any) -> Any:
    """The before-validator of a field where the schema says ``null`` means the default
    (``x-null-means-default``), written into the generated class by the generator
    (``_fill_null_n_step = null_means_default("n_step", 3)``): a ``null`` given is the
    default (it runs only on a value given). It takes no ``ValidationInfo``, which pydantic
    would build for each call."""

    def fill(cls: type[BaseModel], value: Any) -> Any:
        return default if value is None else value

    return field_validator(field, mode="before")(classmethod(fill))


def _pydantic_signature(method: _Method) -> _Method:
    """``method`` shown with the signature of pydantic's own method of that name (which
    ``inspect.signature`` follows through ``__wrapped__``): it takes pydantic's options
    and hands them on as given."""
    setattr(method, "__wrapped__", getattr(BaseModel, method.__name__).__func__)  # noqa: B010
    return method


class SpecModel(BaseModel):
    """Base of every generated spec class: copies and judges its input at each entry point
    (see the module doc); pydantic builds the objects from the judged copy."""

    def __init__(self, /, **data: Any) -> None:
        """Judge the keyword arguments (a copy of them), then let pydantic build from it."""
        cls = type(self)
        if data or cls not in _EMPTY_VALID:
            document = _judged(cls, data)
            if not data:
                _EMPTY_VALID.add(cls)
            data = document
        super().__init__(**data)

    # Pydantic's own mark of its base __init__: this one only judges before it, so pydantic
    # builds nested spec objects without calling it (``__pydantic_custom_init__`` stays
    # False; tests/models/test_engine.py holds it), as it does for its own models.
    __init__.__pydantic_base_init__ = True  # type: ignore[attr-defined]

    @classmethod
    @_pydantic_signature
    def model_validate(cls, obj: Any, **options: Any) -> Self:
        """Validate ``obj`` (pydantic's ``model_validate``), judged by the schema first."""
        if not options:  # the one judgement: this runs on every document
            built: Self | None = (_FAST.get(cls) or _fast_path(cls))(obj)
            return built if built is not None else _rejudged(cls, obj)
        return super().model_validate(_judged(cls, obj), **options)

    if not TYPE_CHECKING and _FastValidate is not None:
        # The same method, its usual call (no options, a class already in _FAST) run by the
        # extension: no Python frame, on every document (docs/benchmarks.md). Any other
        # call is the method above's.
        model_validate = classmethod(
            update_wrapper(_FastValidate(_FAST, model_validate.__func__, _rejudged),
                           model_validate.__func__)
        )  # fmt: skip

    @classmethod
    @_pydantic_signature
    def model_validate_json(cls, json_data: str | bytes | bytearray, **options: Any) -> Self:
        """Validate JSON text, read by the manifest's strict JSON reader (duplicate keys,
        NaN and lone surrogates are refused as ``load_manifest`` refuses them)."""
        from agilerl.models._text import TextError, parse_json, source

        try:
            text = json_data if isinstance(json_data, str) else source.decode(bytes(json_data))
            data, _ = parse_json(source.check_text(text))
        except TextError as exc:
            rule = exc.rule or "syntax"
            found = [_validation.Problem(exc.path, exc.message, rule, exc.line, exc.column)]
            raise _refusal(cls, json_data, found) from None
        return super().model_validate(_judged(cls, data), **options)

    @classmethod
    @_pydantic_signature
    def model_validate_strings(cls, obj: Any, **options: Any) -> Self:
        """Pydantic's ``model_validate_strings``, judged by the schema first (which takes
        a string only where the schema does)."""
        return super().model_validate_strings(_judged(cls, obj), **options)


class LeafSpecModel(SpecModel):
    """Base of the spec classes with no spec object among their fields (the leaves);
    the same verdict as :class:`SpecModel`."""


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


class AlgorithmBehaviour(LeafSpecModel):
    """Behaviour of every algorithm section (``AlgoSpec`` and the algorithm spec classes):
    what the buffer factory asks of it, read from its registered name."""

    if TYPE_CHECKING:

        @property
        def name(self) -> str: ...

    @property
    def kind(self) -> AlgorithmKind | None:
        """``single_agent``, ``multi_agent`` or ``llm``; None for a name not registered."""
        return ALGORITHM_KINDS.get(self.name)

    @property
    def is_multi_agent(self) -> bool:
        """Whether this is a multi-agent algorithm (its registry row's kind, ``multi_agent``)."""
        return self.kind == "multi_agent"

    @property
    def effective_gamma(self) -> float | None:
        """``gamma`` when set, else the algorithm's own default (None where it has none)."""
        gamma: float | None = getattr(self, "gamma", None)
        return gamma if gamma is not None else DEFAULT_GAMMA.get(self.name)


class AlgoSpecBase(AlgorithmBehaviour):
    """Behaviour of ``AlgoSpec``: what the buffer factory asks of an algorithm."""

    if TYPE_CHECKING:
        name: str

    @property
    def kind(self) -> AlgorithmKind:
        """``single_agent``, ``multi_agent`` or ``llm``, from the registered name."""
        return ALGORITHM_KINDS[self.name]

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
