"""Behaviour under the generated classes of :mod:`agilerl.arena.models.hpo`.

The schema decides the verdict; this only fills in what the shipped multi-frequency
selection fills in once a document is valid: the default evolution-frequency ratios
``[1, 5, 10, ...]`` (one per subpopulation), and, given the population size, the bracket
sizes left unset.
"""

from __future__ import annotations

import json
from functools import cache
from typing import TYPE_CHECKING, Any

from pydantic import model_validator
from typing_extensions import Self

from agilerl.arena.models._schema import SCHEMAS
from agilerl.models._rule_expr import operand_value
from agilerl.models._rules import XRules
from agilerl.models._spec_base import LeafSpecModel

__all__ = [
    "MAX_FILLED_RATIOS",
    "MultiFrequencySelectionSpecBase",
    "default_frequency_ratios",
    "layout_rules",
]

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

        The layout is the manifest's multi-frequency rules (:func:`layout_rules`): each
        subpopulation holds ``population_size // n_subpopulations`` agents; unset
        ``n_winners`` and ``n_open_for_migration`` are a quarter of that (rounded half to
        even), ``n_survivors`` 0, and ``n_losers`` what is left. The rules judge the layout
        and their arithmetic fills it in, so this builds exactly the layouts the schema
        accepts.

        :param population_size: ``training.pop_size``.
        :return: This spec, its brackets filled in.
        :raises ValueError: When the layout breaks a rule (fewer than 3 agents per
            subpopulation, a population not divisible into the subpopulations, brackets
            that do not add up to the subpopulation size or leave no loser), naming each.
        """
        rules = layout_rules()
        given = {name: getattr(self, name) for name in _FIELDS if getattr(self, name) is not None}
        document = {
            "training": {"pop_size": population_size},
            "selection_strategy": {"strategy": "multi_frequency", **given},
        }
        broken = XRules(SCHEMAS["manifest"], list(rules), None).iter_errors(document)
        if broken:
            raise ValueError("; ".join(json.loads(str(error))[2] for error in broken))
        fill = next(rule for rule in rules if rule["id"] == _FILL)
        for operand in fill["left"]["sum"]:  # {"default": ["selection_strategy/<field>", ...]}
            value = operand_value(fill, operand, document)
            setattr(self, operand["default"][0].rpartition("/")[2], value)
        return self


#: The bracket fields of a subpopulation, and the rule whose left side sums their values.
_FIELDS = ("n_subpopulations", "n_winners", "n_survivors", "n_open_for_migration", "n_losers")
_FILL = "multi-frequency-brackets-fill-subpopulation"


@cache
def layout_rules() -> tuple[dict[str, Any], ...]:
    """The manifest's multi-frequency rules (``x-rules`` of ``schema/manifest.schema.json``,
    ids ``multi-frequency-*``) under the current spellings (``selection_strategy``,
    ``training/pop_size``): the first copy of each, as ``x-each-spelling`` writes them."""
    first: dict[str, dict[str, Any]] = {}
    for rule in SCHEMAS["manifest"]["x-rules"]:
        if rule["id"].startswith("multi-frequency-"):
            first.setdefault(rule["id"], rule)
    return tuple(first.values())
