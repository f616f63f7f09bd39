"""Behaviour of the generated ``Manifest`` around its ``environment`` section.

The schema decides the verdict (``schema/manifest.schema.json``: an environment without
``env_type`` follows the branch its algorithm implies). Once a document is valid, this
fills in what the shipped manifest fills in:

- an environment without ``env_type`` gets the one its algorithm implies, and a DPO or
  SFT one without ``objective`` that algorithm's objective (the table is the algorithm
  schema's ``x-algorithm-env-types`` / ``x-algorithm-objectives``), so the fields count
  as set and a dump writes them;
- ``num_envs`` written in the environment is copied to the algorithm's ``num_envs`` and
  ``vect_noise_dim``, where the algorithm has such a field and left it unset.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pydantic import model_validator
from typing_extensions import Self

from agilerl.arena.models._schema import SCHEMAS
from agilerl.models._algorithms import AlgorithmManifestBase

if TYPE_CHECKING:
    from pydantic import BaseModel

__all__ = ["IMPLIED_ENV_TYPES", "IMPLIED_OBJECTIVES", "EnvironmentJoinsBase"]

#: Registered algorithm name -> the ``env_type`` an environment without one takes.
IMPLIED_ENV_TYPES: dict[str, str] = {
    name: env_type
    for env_type, names in SCHEMAS["algorithm"]["x-algorithm-env-types"].items()
    for name in names
}
#: Registered algorithm name -> the ``objective`` its environment takes when unset.
IMPLIED_OBJECTIVES: dict[str, str] = dict(SCHEMAS["algorithm"]["x-algorithm-objectives"])
#: Algorithm fields that take the environment's ``num_envs`` when unset.
_COUNTS = ("num_envs", "vect_noise_dim")


def tag_environment(data: Any) -> Any:
    """``data`` with its environment tagged as the algorithm implies (a new mapping; the
    input is not changed), or ``data`` itself where there is nothing to tag."""
    if not isinstance(data, dict):
        return data
    environment, algorithm = data.get("environment"), data.get("algorithm")
    if not isinstance(environment, dict) or "env_type" in environment:
        return data
    name = algorithm.get("name") if isinstance(algorithm, dict) else None
    env_type = IMPLIED_ENV_TYPES.get(name) if isinstance(name, str) else None
    if env_type is None:
        return data
    tagged = {**environment, "env_type": env_type}
    objective = IMPLIED_OBJECTIVES.get(name) if isinstance(name, str) else None
    if objective is not None and "objective" not in tagged:
        tagged["objective"] = objective
    return {**data, "environment": tagged}


class EnvironmentJoinsBase(AlgorithmManifestBase):
    """Behaviour of ``Manifest`` across its environment and algorithm sections."""

    if TYPE_CHECKING:
        environment: BaseModel | None

    @model_validator(mode="before")
    @classmethod
    def _tag_environment(cls, data: Any) -> Any:
        return tag_environment(data)

    @model_validator(mode="after")
    def _copy_environment_counts(self) -> Self:
        """The environment's ``num_envs``, when written, into the algorithm's unset
        ``num_envs`` / ``vect_noise_dim`` (the schema refuses the two when both are set
        and differ)."""
        environment, algorithm = self.environment, self.algorithm
        if environment is None or "num_envs" not in environment.model_fields_set:
            return self
        num_envs = getattr(environment, "num_envs", None)
        for field in _COUNTS:
            fill(algorithm, field, num_envs)
        return self


def fill(target: Any, field: str, value: Any) -> None:
    """``value`` into ``target.field`` where ``target`` has that field and left it unset."""
    if field in type(target).model_fields and field not in target.model_fields_set:
        setattr(target, field, value)
