# Code generated from schema/training.schema.json, schema/replay_buffer.schema.json, schema/algorithm.schema.json, schema/manifest.schema.json, schema/env.schema.json, schema/networks.schema.json by `nox -s generate`. DO NOT EDIT.
# Inputs SHA-256: 1775f90f54cab6fce0b23e497463c317eb1599bd7883a1ef6da2fd667407acd1
"""Generated pydantic models."""
