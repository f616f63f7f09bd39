"""Behaviour of the generated ``Manifest`` that joins the mutation and selection sections
to the others, layered over :class:`agilerl.models._manifest_env.EnvironmentJoinsBase`
(the environment tagged as its algorithm implies) and
:class:`agilerl.models._algorithms.AlgorithmManifestBase` (the algorithm section built as
the class its name selects).

The schema decides the verdict (``schema/manifest.schema.json``); these fill in what
the shipped manifest fills in once a document is valid:

- an empty ``mutation: {}`` means no mutation at all: its probabilities become
  ``no_mut: 1`` and every other weight 0 (an absent section stays absent);
- multi-frequency selection gets its bracket sizes from ``training.pop_size``;
- ``mutation.network`` (limits of architecture mutation) moves onto the ``network``
  section it limits, whose own values win, and ``mutation.network`` becomes unset (before
  the network is read, as shipped: the schema judges the network with those values);
- the ``network`` section is read as the shipped one reads it: a top-level ``arch`` moves
  into ``encoder_config`` (whose own ``arch`` wins), an arch known that way makes it a
  ``NetworkSpec``, an unknown one a ``DeferredNetworkSpec`` (a falsy ``arch`` is dropped),
  and one naming ``pretrained_model_name_or_path`` is the fine-tuning section;
- a dump of the manifest keeps the encoder's ``arch`` (the encoder classes leave it out of
  their own dumps), so that the dump reads back as the same section.
- an LLM algorithm takes what its section leaves unset from the fine-tuning network
  section: ``pretrained_model_name_or_path``, ``max_model_len`` (from
  ``max_context_length``) and ``lora_config`` (when the network section writes one);
- a rollout LLM algorithm with ``max_output_tokens`` under an environment with
  ``segment_prompt_tokens`` gets ``max_row_tokens``: the prompt segment plus one turn's
  generation (two with ``answer_continuation``), at most ``max_model_len``;
- a rollout LLM algorithm of a colocated run (``training.rollout_mode: colocated``, the
  default) without ``vllm_config`` gets the colocated engine: sleeping between
  generations, 0.9 of GPU memory, 16 sequences at once.

Each only fills a field its section leaves unset; none judges (the schema has).
"""

from __future__ import annotations

from collections.abc import Mapping
from contextlib import suppress
from typing import TYPE_CHECKING, Any

from pydantic import (
    SerializationInfo,
    SerializerFunctionWrapHandler,
    field_serializer,
    model_validator,
)
from typing_extensions import Self

from agilerl.models._manifest_env import EnvironmentJoinsBase, fill
from agilerl.models._spec_base import build

if TYPE_CHECKING:
    from agilerl.arena.models.hpo import MutationSpec

__all__ = ["NO_OP_PROBABILITIES", "ManifestJoinsBase"]

#: The weights of ``mutation: {}``: every agent is left as it is.
NO_OP_PROBABILITIES: dict[str, float] = {
    "no_mut": 1.0,
    "arch_mut": 0.0,
    "new_layer": 0.0,
    "params_mut": 0.0,
    "act_mut": 0.0,
    "rl_hp_mut": 0.0,
}
#: The vLLM engine of a colocated run whose algorithm section names none.
COLOCATED_VLLM: dict[str, Any] = {
    "max_num_seqs": 16,
    "gpu_memory_utilization": 0.9,
    "sleep_mode": True,
}


def _written(section: Any) -> dict[str, Any]:
    """The keys a section writes: a mapping's own, or a spec object's set fields."""
    if isinstance(section, Mapping):
        return dict(section)
    if section is None or not hasattr(section, "model_fields_set"):
        return {}
    return {name: getattr(section, name) for name in section.model_fields_set}


def _integer(value: Any) -> int | None:
    """A JSON integer as an ``int`` (``8.0`` is ``8``); None for anything else."""
    if isinstance(value, bool) or not isinstance(value, int | float):
        return None
    return int(value) if value == int(value) else None


class ManifestJoinsBase(EnvironmentJoinsBase):
    """Behaviour of ``Manifest`` across its mutation, selection and network sections."""

    if TYPE_CHECKING:
        mutation: MutationSpec | None
        network: Any

    @model_validator(mode="after")
    def _empty_mutation_means_none(self) -> Self:
        mutation = self.mutation
        if mutation is not None and not mutation.model_fields_set:
            from agilerl.arena.models.hpo import MutationSpec

            self.mutation = MutationSpec.model_validate({"probabilities": NO_OP_PROBABILITIES})
        return self

    @model_validator(mode="after")
    def _resolve_selection_brackets(self) -> Self:
        from agilerl.arena.models.hpo import MultiFrequencySelectionSpec

        selection: object = getattr(self, "selection_strategy", None)
        if isinstance(selection, MultiFrequencySelectionSpec):
            # The schema's x-rules refuse every layout resolve_brackets cannot build
            # (tests/models/test_hpo.py holds the two together); a ValueError here would
            # be a second verdict, so none is raised past the schema's.
            with suppress(ValueError):
                selection.resolve_brackets(self.training.pop_size)
        return self

    @model_validator(mode="before")
    @classmethod
    def _drop_editor_pointer(cls, data: Any) -> Any:
        """``$schema`` (which schema an editor checks the file with) is allowed by the
        schema and is no field: the class has the shipped fields only."""
        if isinstance(data, dict) and "$schema" in data:
            return {key: value for key, value in data.items() if key != "$schema"}
        return data

    @model_validator(mode="before")
    @classmethod
    def _fold_network_mutation_ranges(cls, data: Any) -> Any:
        if not isinstance(data, dict):
            return data
        network, mutation = data.get("network"), data.get("mutation")
        ranges = mutation.get("network") if isinstance(mutation, dict) else None
        if isinstance(network, dict) and isinstance(mutation, dict) and isinstance(ranges, dict):
            network = fold_ranges(network, ranges)
            data = {**data, "mutation": {**mutation, "network": None}}
        if isinstance(network, dict):
            data = {**data, "network": read_network(network)}
        return data

    @field_serializer("network", mode="wrap", check_fields=False)
    def _dump_network(
        self, value: Any, handler: SerializerFunctionWrapHandler, info: SerializationInfo
    ) -> Any:
        from agilerl.arena.models.networks import NetworkSpec

        dumped = handler(value)
        if isinstance(value, NetworkSpec) and isinstance(dumped, dict):
            encoder = dumped.get("encoder_config")
            if isinstance(encoder, dict):
                encoder["arch"] = value.encoder_config.arch
        return dumped

    @model_validator(mode="after")
    def _fill_llm_algorithm(self) -> Self:
        from agilerl.arena.models.algorithms.base import LLMAlgorithmSpec
        from agilerl.arena.models.algorithms.rollout_llm import RolloutLLMSpec
        from agilerl.arena.models.networks import LoraConfigDict, VLLMConfig

        algorithm: object = getattr(self, "algorithm", None)
        if not isinstance(algorithm, LLMAlgorithmSpec):
            return self
        network = _written(self.network)
        pretrained = network.get("pretrained_model_name_or_path")
        if isinstance(pretrained, str):  # the fine-tuning network section
            fill(algorithm, "pretrained_model_name_or_path", pretrained)
            context = _integer(network.get("max_context_length"))
            if context is not None:
                fill(algorithm, "max_model_len", context)
            lora = network.get("lora_config", ...)
            if isinstance(lora, Mapping | LoraConfigDict) or lora is None:
                held = build(LoraConfigDict, lora) if isinstance(lora, Mapping) else lora
                fill(algorithm, "lora_config", held)
        if not isinstance(algorithm, RolloutLLMSpec):
            return self
        segment = _integer(
            _written(getattr(self, "environment", None)).get("segment_prompt_tokens")
        )
        output = algorithm.max_output_tokens
        if segment is not None and output is not None:
            turn = output * (2 if algorithm.answer_continuation else 1)
            fill(algorithm, "max_row_tokens", min(segment + turn, algorithm.max_model_len))
        if self.training.rollout_mode == "colocated" and algorithm.vllm_config is None:
            algorithm.vllm_config = build(VLLMConfig, COLOCATED_VLLM)
        return self


def fold_ranges(network: dict[str, Any], ranges: dict[str, Any]) -> dict[str, Any]:
    """``network`` with the limits of ``mutation.network`` moved onto it: the latent bounds
    where the network sets none, and the encoder's and head's limits under their own."""
    folded = dict(network)
    for key in ("min_latent_dim", "max_latent_dim"):
        if key in ranges:
            folded.setdefault(key, ranges[key])
    for section, key in (("encoder_config", "encoder"), ("head_config", "head_net")):
        bounds, mine = ranges.get(key), folded.get(section) or {}
        if isinstance(bounds, dict) and isinstance(mine, dict):
            folded[section] = {**bounds, **mine}
    return folded


def read_network(network: dict[str, Any]) -> Any:
    """The judged ``network`` section as the object it stands for (see the module doc)."""
    from agilerl.arena.models import networks
    from agilerl.arena.models.manifest import DeferredNetworkSpec
    from agilerl.arena.models.networks import NetworkSpec

    if "pretrained_model_name_or_path" in network:
        # the fine-tuning section: its class once the schema states it, else as written
        finetuning = getattr(networks, "FinetuningNetworkSpec", None)
        return network if finetuning is None else build(finetuning, network)
    data = dict(network)
    encoder = data.get("encoder_config")
    arch = data.pop("arch", None) or (encoder.get("arch") if isinstance(encoder, dict) else None)
    if not arch:
        return build(DeferredNetworkSpec, data)
    data["encoder_config"] = {"arch": arch, **(encoder or {})}
    return build(NetworkSpec, data)
