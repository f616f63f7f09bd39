"""Hand-written behaviour of the generated network classes (``agilerl.arena.models.networks``).

The verdict is the schema's (``schema/networks.schema.json``); what is here only fills in
what the shipped classes fill in once a section is valid: an encoder of ``arch: simba``
makes ``simba`` true (set, so a dump shows it), as the shipped ``NetworkSpec`` does; a
fine-tuning section naming a supported model with packed experts (its row of
``x-supported-models`` lists ``target_parameters``) whose ``lora_config`` leaves
``target_parameters`` unset adapts every expert path, and its ``lora_dropout`` becomes 0
(the adapters on expert parameters take no dropout), as the shipped
``FinetuningNetworkSpec`` does.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pydantic import model_validator
from typing_extensions import Self

from agilerl.arena.models._schema import SCHEMAS
from agilerl.models._spec_base import LeafSpecModel, SpecModel

#: Supported Hugging Face id -> the packed expert paths a LoRA adapter of it may adapt.
EXPERT_PATHS: dict[str, list[str]] = {
    hub_id: list(row["target_parameters"])
    for hub_id, row in SCHEMAS["networks"]["$defs"]["FinetuningNetworkSpec"][
        "x-supported-models"
    ].items()
}


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


class FinetuningNetworkSpecBase(LeafSpecModel):
    """Behaviour of ``FinetuningNetworkSpec``: the expert paths of a supported model with
    packed experts, where its adapter names none (see the module doc)."""

    if TYPE_CHECKING:
        pretrained_model_name_or_path: str
        lora_config: Any

    @model_validator(mode="after")
    def _adapt_every_expert(self) -> Self:
        paths = EXPERT_PATHS.get(self.pretrained_model_name_or_path)
        lora = self.lora_config
        if paths and lora is not None and lora.target_parameters is None:
            lora.target_parameters = list(paths)
            lora.lora_dropout = 0.0
        return self
