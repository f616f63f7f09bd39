# Code generated from schema/training.schema.json, schema/replay_buffer.schema.json, schema/algorithm.schema.json, schema/manifest.schema.json, schema/env.schema.json by `nox -s generate`. DO NOT EDIT.
# Inputs SHA-256: 2c8545c7cd32b4c479205d83d3fdf0e2efae04cd37e4cdfe8b869f455cb12905
"""Generated spec classes (see agilerl.models)."""
