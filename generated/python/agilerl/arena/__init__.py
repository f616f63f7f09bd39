# Code generated from schema/training.schema.json, schema/replay_buffer.schema.json, schema/algorithm.schema.json, schema/manifest.schema.json by `nox -s generate`. DO NOT EDIT.
# Inputs SHA-256: a9e39c42a53e3513d1ac2fb859cded4ddb25b50f115ac2d3c2a2db60f0cfc8fd
"""Generated spec classes (see agilerl.models)."""
