"""Hand-written behaviour under the generated spec classes.

datamodel-codegen is told (``base-class`` / ``base-class-map`` in ``pyproject.toml``)
to derive every generated class from one of these, so generated files stay untouched.

:class:`SpecModel` gives every spec class the project's one verdict: the input is
checked against the class's published JSON Schema (plus ``x-rules``) before pydantic
sees it, so pydantic's lax coercions (``"5"`` for an integer, ``"true"`` for a boolean)
never accept what the schema rejects. The check runs once per document: the nested
spec objects pydantic then builds trust input their parent already judged.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from typing import TYPE_CHECKING, Any, Literal

from pydantic import BaseModel, ModelWrapValidatorHandler, model_validator
from pydantic_core import PydanticCustomError

from agilerl.models import _validation

if TYPE_CHECKING:
    from agilerl.arena.models.training import CheckpointExportSpec

#: Algorithms that are multi-agent, when ``AlgoSpec.multi_agent`` is unset.
MULTI_AGENT_ALGORITHMS = frozenset({"MADDPG", "MATD3", "IPPO", "MAPPO"})
#: Algorithms whose learning step consumes replay priorities (may use PER).
PRIORITY_ALGORITHMS = frozenset({"RainbowDQN"})


_JUDGED: ContextVar[bool] = ContextVar("agilerl_specs_judged", default=False)


@contextmanager
def judged() -> Iterator[None]:
    """Within the block, spec classes skip the schema check: their input was already judged.

    Used while pydantic builds the nested objects of a checked document, and by
    ``load_manifest`` after it has judged the whole document itself.
    """
    token = _JUDGED.set(True)
    try:
        yield
    finally:
        _JUDGED.reset(token)


class SpecModel(BaseModel):
    """Base of every generated spec class: validates input against the JSON Schema first."""

    @model_validator(mode="wrap")
    @classmethod
    def _schema_verdict(cls, data: Any, handler: ModelWrapValidatorHandler[Any]) -> Any:
        if isinstance(data, BaseModel) or _JUDGED.get():
            return handler(data)
        try:
            document = _validation.jsonable(data)
        except ValueError as exc:
            raise PydanticCustomError("schema", "{problem}", {"problem": str(exc)}) from None
        found = _validation.problems(document, cls.__name__)
        if found:
            text = "; ".join(str(problem) for problem in found)
            raise PydanticCustomError("schema", "{problems}", {"problems": text})
        with judged():  # the nested spec objects are covered by this check
            return handler(data)


class TrainingSpecBase(SpecModel):
    """Behaviour of ``TrainingSpec``."""

    if TYPE_CHECKING:
        rollout_mode: Literal["colocated", "async"]
        checkpoint_export: CheckpointExportSpec | None
        rollout_version_stamp: Literal["publish", "oldest_turn"] | None

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
        return "publish" if self.async_rollout else None


class AlgoSpecBase(SpecModel):
    """Behaviour of ``AlgoSpec``: what the buffer factory asks of an algorithm."""

    if TYPE_CHECKING:
        name: str
        multi_agent: bool | None
        gamma: float | None

    @property
    def is_multi_agent(self) -> bool:
        """``multi_agent`` when set, else whether ``name`` is a known multi-agent algorithm."""
        if self.multi_agent is not None:
            return self.multi_agent
        return self.name in MULTI_AGENT_ALGORITHMS

    @property
    def hyperparameters(self) -> dict[str, Any]:
        """The section's other fields (``lr``, ``batch_size``, ...), as written."""
        return dict(self.model_extra or {})


class ManifestBase(SpecModel):
    """Behaviour of ``Manifest``."""

    if TYPE_CHECKING:
        selection_strategy: dict[str, Any] | None
        tournament_selection: dict[str, Any] | None

    @property
    def selection(self) -> dict[str, Any] | None:
        """The selection section under either of its names."""
        if self.selection_strategy is not None:
            return self.selection_strategy
        return self.tournament_selection
