# Code generated from schema/training.schema.json, schema/replay_buffer.schema.json, schema/algorithm.schema.json, schema/manifest.schema.json by `nox -s generate`. DO NOT EDIT.
# Inputs SHA-256: f67893c7f8a56ce56ae0c0a5b784c5f37aa074875fe5000827086b1769484c1b
"""Generated pydantic models."""
