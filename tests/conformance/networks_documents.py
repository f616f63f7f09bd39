"""The network-section documents both sides judge (deterministic), for test_env_network.py.

The classes schema/networks.schema.json states (``SimbaSpec``, ``LstmSpec``,
``CosineLRScheduleConfig``, ``VLLMConfig``), each with the variants of
:func:`env_documents.mutations` (every field at each bound and just past it, its default,
``null``, a string for a number, a list, an object, a misspelt and an unknown key), a grid
of the fields each ``x-rules`` comparison reads (every rule met, at equality and broken),
and seeded instances of the shipped classes' schemas and of ours.
"""

from __future__ import annotations

import itertools
import json
from typing import Any

from tests.conformance import env_documents
from tests.conformance.documents import Case

JSON = Any
#: Valid documents of each class; the mutations start from them.
BASES: dict[str, list[JSON]] = {
    "SimbaSpec": [{"hidden_size": 64, "num_blocks": 2}],
    "LstmSpec": [{"hidden_state_size": 64}],
    "CosineLRScheduleConfig": [{"num_steps": 100}],
    "VLLMConfig": [
        {},
        {"strip_multimodal_towers": ["image"], "limit_mm_per_prompt": {"image": 2}},
    ],
}
#: Per class, the groups of fields compared with each other, and the values tried for each
#: (each side of every comparison and equality; past the bounds, so that a field error
#: hides the rules).
GRIDS: dict[str, list[dict[str, list[JSON]]]] = {
    "SimbaSpec": [
        {"min_blocks": [1, 2, 3], "num_blocks": [1, 2, 3, 4], "max_blocks": [2, 3, 4]},
        {"min_mlp_nodes": [8, 9, 300], "hidden_size": [7, 8, 256, 257], "max_mlp_nodes": [8, 256]},
        {"min_blocks": [3], "max_blocks": [2], "min_mlp_nodes": [9], "max_mlp_nodes": [8]},
    ],
    "LstmSpec": [
        {
            "min_hidden_state_size": [8, 9, 300],
            "hidden_state_size": [7, 8, 256, 257],
            "max_hidden_state_size": [8, 256],
        },
        {"min_layers": [0, 1, 2], "num_layers": [1, 2, 3], "max_layers": [1, 2, 6]},
        {"min_layers": [3], "max_layers": [2], "min_hidden_state_size": [9]},
    ],
}


def rules() -> list[Case]:
    """Every combination of each grid, on the class's first valid document."""
    cases = []
    for model, grids in GRIDS.items():
        base = BASES[model][0]
        for grid in grids:
            for values in itertools.product(*grid.values()):
                doc = {**base, **dict(zip(grid, values, strict=True))}
                cases.append(Case(model, doc, f"rule {json.dumps(doc)}"[:70]))
    return cases


def cases(shipped: dict[str, Any], ours: dict[str, Any]) -> list[Case]:
    return [
        *env_documents.mutations(ours, BASES),
        *rules(),
        *env_documents.generated(shipped, ours, 40, list(BASES)),
    ]
