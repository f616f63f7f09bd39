"""Hand-written behaviour of the LLM algorithm specs and their FSDP settings.

The schema gives the verdict (``schema/algorithms/base.schema.json``, ``schema/fsdp.schema.json``);
these only turn an accepted spelling into the value the shipped classes hold:

- ``fsdp: true`` (and ``fsdp: {}``) is FSDP with every default setting, an
  :class:`~agilerl.arena.models.fsdp.FSDPConfig` of defaults;
- an FSDP dtype written with its ``torch.`` prefix (``torch.bfloat16``) is held by its
  name (``bfloat16``).
"""

from __future__ import annotations

from typing import Any

from pydantic import field_validator

from agilerl.models._algorithms import AlgorithmSpecBase
from agilerl.models._spec_base import LeafSpecModel

__all__ = ["FSDPConfigBase", "LLMAlgorithmSpecBase"]

#: The prefix a torch dtype's name carries (``str(torch.bfloat16)``).
_TORCH_PREFIX = "torch."


class LLMAlgorithmSpecBase(AlgorithmSpecBase):
    """Behaviour of ``LLMAlgorithmSpec`` and the LLM algorithm specs derived from it."""

    @field_validator("fsdp", mode="before", check_fields=False)
    @classmethod
    def _fsdp_true_is_defaults(cls, value: Any) -> Any:
        """``true`` asks for FSDP with its defaults: the settings object of defaults."""
        return {} if value is True else value


class FSDPConfigBase(LeafSpecModel):
    """Behaviour of ``FSDPConfig``: a dtype is held by its name, without ``torch.``."""

    @field_validator("param_dtype", "reduce_dtype", mode="before", check_fields=False)
    @classmethod
    def _dtype_name(cls, value: Any) -> Any:
        if isinstance(value, str):
            return value.removeprefix(_TORCH_PREFIX)
        return value
