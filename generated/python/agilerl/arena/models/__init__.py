# Code generated from schema/training.schema.json, schema/replay_buffer.schema.json, schema/algorithm.schema.json, schema/hpo.schema.json, schema/manifest.schema.json by `nox -s generate`. DO NOT EDIT.
# Inputs SHA-256: 224ea20fcc22bf9ad63443914bc2c46efa8ed540a5a16dc14131cc2a46cc5830
"""Generated pydantic models."""
