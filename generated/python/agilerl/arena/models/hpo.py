# Code generated from schema/hpo.schema.json by `nox -s generate`. DO NOT EDIT.

"""Spec classes of the manifest's mutation and selection_strategy sections."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from agilerl.models._hpo import MultiFrequencySelectionSpecBase
from agilerl.models._spec_base import LeafSpecModel, SpecModel, fresh
from pydantic import ConfigDict, Field


class MultiFrequencySelectionSpec(MultiFrequencySelectionSpecBase):
    """
    Multi-frequency population-based training (strategy: multi_frequency): subpopulations that evolve at different rates and exchange their best agents. The population size is training.pop_size (at least 6); unset bracket sizes are filled in from it.
    """

    model_config = ConfigDict(extra="forbid")
    strategy: Annotated[
        Literal["multi_frequency"],
        Field(
            description="Which selection this is: multi_frequency (this one; must be written) or tournament."
        ),
    ] = "multi_frequency"
    name: Annotated[
        str | None, Field(description="Optional name of this selection operator, shown in logs.")
    ] = None
    n_subpopulations: Annotated[
        int,
        Field(
            description="Subpopulations the population is divided into (at least 2); training.pop_size must be a multiple of it, with at least 3 agents in each.",
            ge=2,
        ),
    ] = 2
    n_winners: Annotated[
        int | None,
        Field(
            description="Best agents of each subpopulation, whose weights replace the losers'; unset: a quarter of the subpopulation, rounded.",
            ge=1,
        ),
    ] = None
    n_survivors: Annotated[
        int | None,
        Field(description="Agents of each subpopulation kept as they are; unset: none.", ge=0),
    ] = None
    n_open_for_migration: Annotated[
        int | None,
        Field(
            description="Agents of each subpopulation that a winner of another subpopulation may replace; unset: a quarter of the subpopulation, rounded.",
            ge=1,
        ),
    ] = None
    n_losers: Annotated[
        int | None,
        Field(
            description="Agents of each subpopulation replaced by its own winners; unset: what the other brackets leave. The four brackets add up to the subpopulation size.",
            ge=1,
        ),
    ] = None
    evolution_frequency_ratios: Annotated[
        list[int] | None,
        Field(
            description="How often each subpopulation evolves, relative to the first: one integer of at least 1 per subpopulation, strictly increasing; unset or empty: 1, 5, 10, 15, ..."
        ),
    ] = None


class MutationProbabilities(LeafSpecModel):
    """
    How often each kind of mutation is picked, as relative weights (normalised, so they need not add up to 1).
    """

    model_config = ConfigDict(extra="forbid")
    no_mut: Annotated[
        float,
        Field(
            description="Relative weight of keeping an agent as it is, between 0 and 1.",
            ge=0.0,
            le=1.0,
        ),
    ] = 0.4
    arch_mut: Annotated[
        float,
        Field(
            description="Relative weight of changing the size of one network layer, between 0 and 1.",
            ge=0.0,
            le=1.0,
        ),
    ] = 0.2
    new_layer: Annotated[
        float,
        Field(
            description="Relative weight of inserting or dropping a network layer, between 0 and 1.",
            ge=0.0,
            le=1.0,
        ),
    ] = 0.2
    params_mut: Annotated[
        float,
        Field(
            description="Relative weight of adding noise to the network's weights, between 0 and 1.",
            ge=0.0,
            le=1.0,
        ),
    ] = 0.2
    act_mut: Annotated[
        float,
        Field(
            description="Relative weight of changing an activation function, between 0 and 1.",
            ge=0.0,
            le=1.0,
        ),
    ] = 0.0
    rl_hp_mut: Annotated[
        float,
        Field(
            description="Relative weight of changing one of the hyperparameters listed in rl_hp_selection, between 0 and 1.",
            ge=0.0,
            le=1.0,
        ),
    ] = 0.2


class NetworkMutationRanges(LeafSpecModel):
    """
    Limits architecture mutation keeps to; the manifest moves them onto the network section they limit.
    """

    model_config = ConfigDict(extra="forbid")
    min_latent_dim: Annotated[
        int | None,
        Field(description="Narrowest latent width architecture mutation may choose.", gt=0),
    ] = None
    max_latent_dim: Annotated[
        int | None, Field(description="Widest latent width architecture mutation may choose.", gt=1)
    ] = None
    encoder: Annotated[
        dict[str, Any],
        Field(
            default_factory=dict,
            description="Limits merged into the network's encoder_config (keys the encoder defines; not checked here).",
        ),
    ]
    head_net: Annotated[
        dict[str, Any],
        Field(
            default_factory=dict,
            description="Limits merged into the network's head_config (keys the head defines; not checked here).",
        ),
    ]


class RLHyperparameter(LeafSpecModel):
    """
    The range one RL hyperparameter may be mutated within, and the factors a mutation scales it by.
    """

    model_config = ConfigDict(extra="forbid")
    min: Annotated[
        float, Field(description="Smallest value a mutation may give the hyperparameter.")
    ]
    max: Annotated[
        float,
        Field(description="Largest value a mutation may give the hyperparameter; at least min."),
    ]
    grow_factor: Annotated[
        float,
        Field(
            description="Factor (at least 1) a growing mutation multiplies the value by.", ge=1.0
        ),
    ] = 1.2
    shrink_factor: Annotated[
        float,
        Field(
            description="Factor (between 0 and 1) a shrinking mutation multiplies the value by.",
            ge=0.0,
            le=1.0,
        ),
    ] = 0.8


class MutationSpec(SpecModel):
    """
    The manifest's mutation section: what evolutionary HPO changes in an agent between generations. Its $defs hold the selection section's two branches too.
    """

    model_config = ConfigDict(extra="forbid")
    name: Annotated[
        str | None, Field(description="Optional name of this mutation operator, shown in logs.")
    ] = None
    probabilities: Annotated[
        MutationProbabilities,
        Field(
            default_factory=fresh(MutationProbabilities),
            description="Relative weights of the kinds of mutation.",
        ),
    ]
    rl_hp_selection: Annotated[
        dict[str, RLHyperparameter],
        Field(
            default_factory=dict,
            description="The hyperparameters mutation may change, by the algorithm's field name (lr, batch_size, learn_step, ...), each with its range; a name must be a numeric hyperparameter of the algorithm. Empty: none changes.",
        ),
    ]
    mutation_sd: Annotated[
        float, Field(description="Standard deviation of the noise a weight mutation adds.", ge=0.0)
    ] = 0.1
    rand_seed: Annotated[
        int, Field(description="Seed of the mutation's random choices, for runs that repeat.", ge=0)
    ] = 42
    network: Annotated[
        NetworkMutationRanges | None,
        Field(
            description="Limits architecture mutation keeps to; unset: none beyond the network section's own."
        ),
    ] = None
    dormant_threshold: Annotated[
        float,
        Field(
            description="GraMa score (normalised) at or under which a neuron is taken as dormant; kept in Python, left out of the dump.",
            ge=0.0,
            exclude=True,
        ),
    ] = 0.01


class TournamentSelectionSpec(LeafSpecModel):
    """
    Tournament selection (strategy: tournament, also what an omitted strategy means): each place of the next generation goes to the fittest of a few agents drawn at random.
    """

    model_config = ConfigDict(extra="forbid")
    strategy: Annotated[
        Literal["tournament"],
        Field(
            description="Which selection this is: tournament (this one; may be omitted) or multi_frequency."
        ),
    ] = "tournament"
    name: Annotated[
        str | None, Field(description="Optional name of this selection operator, shown in logs.")
    ] = None
    tournament_size: Annotated[
        int,
        Field(
            description="Agents drawn for each tournament; the bigger, the harder the selection.",
            ge=1,
        ),
    ] = 2
    elitism: Annotated[
        bool, Field(description="Keep the best agent of each generation unchanged.")
    ] = True
