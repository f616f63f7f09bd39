"""The network-section documents both sides judge (deterministic), for test_env_network.py.

The classes schema/networks.schema.json states (the encoders, ``NetworkSpec`` and its
role subclasses, ``CosineLRScheduleConfig``, ``VLLMConfig``), each with the variants of
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
MLP: JSON = {"hidden_size": [64, 64]}
CNN: JSON = {"channel_size": [16, 32], "kernel_size": [3, 3], "stride_size": [2, 1]}
#: One encoder of each arch, as a NetworkSpec's encoder_config.
ENCODERS: list[JSON] = [
    {"arch": "mlp", **MLP},
    {"arch": "cnn", **CNN},
    {"arch": "cnn_lstm", **CNN, "hidden_state_size": 64},
    {"arch": "lstm", "hidden_state_size": 64},
    {"arch": "multiinput"},
    {"arch": "simba", "hidden_size": 64, "num_blocks": 2},
]
NETWORK: JSON = {"encoder_config": ENCODERS[0], "head_config": {"hidden_size": [32]}}
#: The role subclasses of NetworkSpec (the same fields; StochasticActorSpec adds one).
ROLES = [
    "QNetworkSpec", "RainbowQNetworkSpec", "ContinuousQNetworkSpec", "DeterministicActorSpec",
    "StochasticActorSpec", "ValueNetworkSpec",
]  # fmt: skip
BASES: dict[str, list[JSON]] = {
    "MlpSpec": [MLP],
    "CnnSpec": [CNN],
    "CnnLstmSpec": [{**CNN, "hidden_state_size": 64}],
    "MultiInputSpec": [{}, {"mlp_config": MLP, "cnn_config": CNN, "vector_space_mlp": True}],
    "NetworkSpec": [{**NETWORK, "encoder_config": encoder} for encoder in ENCODERS],
    **{role: [NETWORK] for role in ROLES},
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
LAYERS = {"min_hidden_layers": [1, 2, 3], "max_hidden_layers": [2, 3]}
GRIDS: dict[str, list[dict[str, list[JSON]]]] = {
    "MlpSpec": [
        {**LAYERS, "hidden_size": [[64], [64, 64], [64, 64, 64], [7, 300]]},
        {"min_mlp_nodes": [8, 64, 65], "max_mlp_nodes": [63, 64, 256], "hidden_size": [[64, 8]]},
    ],
    "CnnSpec": [
        {**LAYERS, "channel_size": [[16], [16, 32], [16, 32, 64]]},
        {"min_channel_size": [8, 16, 17], "max_channel_size": [31, 32], "channel_size": [[16, 32]]},
        {"kernel_size": [[3], [3, 3], [3, 3, 3]], "stride_size": [[1], [1, 1]]},
    ],
    "CnnLstmSpec": [
        {**LAYERS, "channel_size": [[16], [16, 32, 64]], "hidden_state_size": [7, 64]},
        {"kernel_size": [[3], [3, 3]], "stride_size": [[1], [1, 1, 1]], "min_layers": [1, 2]},
        {"min_channel_size": [17], "max_channel_size": [31], "max_hidden_state_size": [63, 64]},
    ],
    "MultiInputSpec": [
        {"min_latent_dim": [16, 64, 65], "latent_dim": [64, 128], "max_latent_dim": [63, 64, 128]},
    ],
    "NetworkSpec": [
        {"min_latent_dim": [16, 64, 65], "latent_dim": [64, 128], "max_latent_dim": [63, 128]},
        {
            "latent_dim": [129],
            "encoder_config": [{"arch": "mlp", "hidden_size": [8], "min_mlp_nodes": 9}],
            "head_config": [{"hidden_size": [64], "max_hidden_layers": 0}, {"hidden_size": [1]}],
        },
    ],
    "StochasticActorSpec": [
        {"min_latent_dim": [16, 65], "latent_dim": [64], "squash_output": [True]}
    ],
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
