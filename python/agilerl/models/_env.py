"""Hand-written behaviour of the generated environment classes (``agilerl.arena.models.env``).

The verdict is the schema's (``schema/env.schema.json``); what is here only fills in the
values an LLM environment implies for the fields left unset, as the shipped class does,
and answers the questions the trainer asks of it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Literal

from pydantic import model_validator
from typing_extensions import Self

from agilerl.models._spec_base import SpecModel

#: Port, CPUs, sessions and readiness timeout of an ``env_image`` Pod whose section leaves
#: them unset.
ENV_IMAGE_DEFAULTS: dict[str, Any] = {
    "env_port": 8000,
    "cpus_per_env_host": 0.01,
    "env_sessions_per_host": 1,
    "env_host_ready_timeout_s": 600.0,
}


class LLMEnvSpecBase(SpecModel):
    """Behaviour of ``LLMEnvSpec``."""

    if TYPE_CHECKING:
        env_type: Literal["rollout", "dataset"]
        num_envs: int | None
        name: str | None
        dataset: str | None
        dataset_path: str | None
        hf_dataset_id: str | None
        columns: dict[str, str] | None
        prompt_template: dict[str, Any] | None
        response_column: str | None
        rubric_name: str | None
        train_test_split: float | None
        max_turns: int | None
        strict_chat_template_boundary: bool | None
        entrypoint: str | None
        env_url: str | list[str] | None
        env_image: str | None
        action_field: str | None

    @model_validator(mode="after")
    def _fill_implied_defaults(self) -> Self:
        """Give the unset fields the values the rest of the section implies.

        Assigned as the section is read, so they count as set and a dump shows them:
        an ``env_image`` source gets its Pod defaults; data-set fields a 0.9 split (and,
        for a rollout, the rubric ``reward_fn``); a ``dataset`` environment reads the
        ``response`` column; a rollout over data-set rows has one turn; a ``rollout``
        environment runs one copy, renders turn boundaries strictly, and sends an
        environment source the model's text as ``message``. The schema has already
        checked the section.
        """
        rollout = self.env_type == "rollout"
        if rollout and self._named_dataset() is not None:
            self.max_turns = 1
        if self.env_image is not None:
            for name, value in ENV_IMAGE_DEFAULTS.items():
                if getattr(self, name) is None:
                    setattr(self, name, value)
        if self._has_dataset_fields():
            if self.train_test_split is None:
                self.train_test_split = 0.9
            if rollout and self.rubric_name is None:
                self.rubric_name = "reward_fn"
        if self.env_type == "dataset" and self.response_column is None:
            self.response_column = "response"
        if rollout:
            if self.num_envs is None:
                self.num_envs = 1
            if self.strict_chat_template_boundary is None:
                self.strict_chat_template_boundary = True
            if self.action_field is None and self._env_source():
                self.action_field = "message"
        return self

    def _named_dataset(self) -> str | None:
        for value in (self.dataset, self.dataset_path, self.hf_dataset_id):
            if value is not None:
                return str(value)
        return None

    def _has_dataset_fields(self) -> bool:
        return self._named_dataset() is not None or any(
            value is not None for value in (self.columns, self.prompt_template)
        )

    def _env_source(self) -> bool:
        return any(value is not None for value in (self.entrypoint, self.env_url, self.env_image))

    @property
    def label(self) -> str:
        """A name for logs: ``name``, else the data set, the URL, the entrypoint or the image."""
        if self.name is not None:
            return self.name
        named = self._named_dataset()
        if named is not None:
            return named
        if isinstance(self.env_url, str):
            return self.env_url
        if self.env_url:
            return str(self.env_url[0])
        return self.entrypoint or self.env_image or "rollout"

    @property
    def dataset_backed_rollout(self) -> bool:
        """Whether this is a ``rollout`` environment over data-set rows scored by a rubric."""
        return self.env_type == "rollout" and self._named_dataset() is not None
