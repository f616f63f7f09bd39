# Code generated from schema/training.schema.json, schema/replay_buffer.schema.json, schema/algorithm.schema.json, schema/manifest.schema.json by `nox -s generate`. DO NOT EDIT.
# Inputs SHA-256: c33d06cada9dd1baf421c91f15ca84f8bc54145fbab42c04eb2fe2a5b4b06781
"""Generated pydantic models."""
