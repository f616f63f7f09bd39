# Code generated from schema/training.schema.json, schema/replay_buffer.schema.json, schema/algorithm.schema.json, schema/manifest.schema.json, schema/env.schema.json by `nox -s generate`. DO NOT EDIT.
# Inputs SHA-256: 27347b025a06ffae1b771f8dfd312ce047478c3c8dfaf76471387963ecb915ac
"""Generated spec classes (see agilerl.models)."""
