# Code generated from schema/training.schema.json, schema/replay_buffer.schema.json, schema/algorithm.schema.json, schema/manifest.schema.json by `nox -s generate`. DO NOT EDIT.
# Inputs SHA-256: a05b8c20261bba110bc09ab4f34d1a069c911907a993422093e835011e068bb5
"""Generated pydantic models."""
