# Code generated from schema/training.schema.json, schema/replay_buffer.schema.json, schema/algorithm.schema.json, schema/manifest.schema.json, schema/env.schema.json by `nox -s generate`. DO NOT EDIT.
# Inputs SHA-256: b7b09978349270af99cd2182089e13123f3f165a92d5e178ef9f745160d1196d
"""Generated spec classes (see agilerl.models)."""
