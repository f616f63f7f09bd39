"""Hand-written behaviour of the generated network classes (``agilerl.arena.models.networks``).

The verdict is the schema's (``schema/networks.schema.json``); what is here only fills in
what the shipped classes fill in once a section is valid: an encoder of ``arch: simba``
makes ``simba`` true (set, so a dump shows it), as the shipped ``NetworkSpec`` does.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pydantic import model_validator
from typing_extensions import Self

from agilerl.models._spec_base import LeafSpecModel, SpecModel


class NetworkSpecBase(SpecModel):
    """Behaviour of ``NetworkSpec`` and its role subclasses (``QNetworkSpec``, ...)."""

    if TYPE_CHECKING:
        encoder_config: Any
        simba: bool

    @model_validator(mode="after")
    def _fill_simba(self) -> Self:
        if getattr(self.encoder_config, "arch", None) == "simba":
            self.simba = True
        return self


class MlpSpecBase(LeafSpecModel):
    """Behaviour of ``MlpSpec``: its own dump leaves out an unset ``output_activation``, as
    the shipped class's does (a dump of an object holding one keeps it)."""

    def model_dump(self, **kwargs: Any) -> dict[str, Any]:
        """``BaseModel.model_dump``, without ``output_activation`` when it is ``None``."""
        dumped = super().model_dump(**kwargs)
        if dumped.get("output_activation") is None:
            dumped.pop("output_activation", None)
        return dumped
