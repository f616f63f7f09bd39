# Code generated from schema/training.schema.json, schema/replay_buffer.schema.json, schema/algorithm.schema.json, schema/manifest.schema.json by `nox -s generate`. DO NOT EDIT.
# Inputs SHA-256: 17252979751df877027f7e6eb8cd93176ef4b80bd8f9d06a58f7f74eafb9a5ff
"""Generated pydantic models."""
