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
  section it limits, whose own values win, and ``mutation.network`` becomes unset.
"""

from __future__ import annotations

from contextlib import suppress
from typing import TYPE_CHECKING, Any

from pydantic import model_validator
from typing_extensions import Self

from agilerl.models._manifest_env import EnvironmentJoinsBase

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


class ManifestJoinsBase(EnvironmentJoinsBase):
    """Behaviour of ``Manifest`` across its mutation, selection and network sections."""

    if TYPE_CHECKING:
        mutation: MutationSpec | None
        network: dict[str, Any] | None

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
            # A layout the schema cannot judge (more than 8 subpopulations, brackets that do
            # not add up) is left as written: docs/conformance.md names it.
            with suppress(ValueError):
                selection.resolve_brackets(self.training.pop_size)
        return self

    @model_validator(mode="after")
    def _fold_network_mutation_ranges(self) -> Self:
        mutation, network = self.mutation, self.network
        if mutation is None or mutation.network is None or not isinstance(network, dict):
            return self
        ranges = mutation.network
        folded = dict(network)
        for key in ("min_latent_dim", "max_latent_dim"):
            if key in ranges.model_fields_set:
                folded.setdefault(key, getattr(ranges, key))
        for section, key in (("encoder_config", "encoder"), ("head_config", "head_net")):
            mine = folded.get(section)
            if key in ranges.model_fields_set and (mine is None or isinstance(mine, dict)):
                # a section that is not an object is left as written, for its own schema
                bounds: dict[str, Any] = getattr(ranges, key)
                folded[section] = {**bounds, **(mine or {})}
        self.network = folded
        mutation.network = None
        return self
