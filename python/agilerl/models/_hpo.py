"""Behaviour under the generated classes of :mod:`agilerl.arena.models.hpo`.

The schema decides the verdict; this only fills in what the shipped multi-frequency
selection fills in once a document is valid: the default evolution-frequency ratios
``[1, 5, 10, ...]`` (one per subpopulation), and, given the population size, the bracket
sizes left unset.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pydantic import model_validator
from typing_extensions import Self

from agilerl.models._spec_base import LeafSpecModel

__all__ = ["MAX_FILLED_RATIOS", "MultiFrequencySelectionSpecBase", "default_frequency_ratios"]

#: Above this many subpopulations the default ratios are not filled in (left unset): the
#: schema bounds no count, and a list of 2**53 ratios would exhaust memory. No population
#: that large can be divided anyway (each subpopulation needs 3 agents).
MAX_FILLED_RATIOS = 65_536


def default_frequency_ratios(n_subpopulations: int) -> list[int]:
    """The ratios an unset ``evolution_frequency_ratios`` stands for: ``[1, 5, 10, ...]``.

    :param n_subpopulations: How many subpopulations (one ratio each).
    :return: ``1``, then ``5 * i`` for ``i`` in ``1 .. n_subpopulations - 1``.
    """
    return [1, *(5 * i for i in range(1, n_subpopulations))]


class MultiFrequencySelectionSpecBase(LeafSpecModel):
    """Behaviour of ``MultiFrequencySelectionSpec``."""

    if TYPE_CHECKING:
        n_subpopulations: int
        n_winners: int | None
        n_survivors: int | None
        n_open_for_migration: int | None
        n_losers: int | None
        evolution_frequency_ratios: list[int] | None

    @model_validator(mode="after")
    def _fill_frequency_ratios(self) -> Self:
        """Unset or empty ratios become :func:`default_frequency_ratios` (as shipped), for at
        most :data:`MAX_FILLED_RATIOS` subpopulations."""
        if not self.evolution_frequency_ratios:
            if self.n_subpopulations <= MAX_FILLED_RATIOS:
                self.evolution_frequency_ratios = default_frequency_ratios(self.n_subpopulations)
        else:
            self.evolution_frequency_ratios = list(self.evolution_frequency_ratios)
        return self

    def resolve_brackets(self, population_size: int) -> Self:
        """Fill in the bracket sizes left unset, for a population of ``population_size``.

        Each subpopulation holds ``population_size // n_subpopulations`` agents; unset
        ``n_winners`` and ``n_open_for_migration`` are a quarter of that (rounded half to
        even, as Python rounds), ``n_survivors`` 0, and ``n_losers`` what is left.

        :param population_size: ``training.pop_size``.
        :return: This spec, its brackets filled in.
        :raises ValueError: When the layout cannot be built (fewer than 3 agents per
            subpopulation, a population not divisible into the subpopulations, brackets
            that do not add up to the subpopulation size or fall below their minimum).
        """
        groups = self.n_subpopulations
        if population_size < 6 or population_size % groups or population_size // groups < 3:
            raise ValueError(
                f"a population of {population_size} cannot be divided into {groups} "
                "subpopulations of at least 3 agents each"
            )
        size = population_size // groups
        winners = round(0.25 * size) if self.n_winners is None else self.n_winners
        survivors = 0 if self.n_survivors is None else self.n_survivors
        migrants = (
            round(0.25 * size) if self.n_open_for_migration is None else self.n_open_for_migration
        )
        losers = size - winners - survivors - migrants if self.n_losers is None else self.n_losers
        if min(winners, migrants, losers) < 1 or survivors < 0:
            raise ValueError(
                f"brackets n_winners={winners}, n_survivors={survivors}, "
                f"n_open_for_migration={migrants}, n_losers={losers}: winners, migrants and "
                "losers need at least 1 agent each"
            )
        if winners + survivors + migrants + losers != size:
            raise ValueError(
                f"brackets add up to {winners + survivors + migrants + losers}, "
                f"not the subpopulation size {size}"
            )
        self.n_winners, self.n_survivors = winners, survivors
        self.n_open_for_migration, self.n_losers = migrants, losers
        return self
