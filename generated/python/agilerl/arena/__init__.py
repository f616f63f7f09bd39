# Code generated from schema/training.schema.json, schema/replay_buffer.schema.json, schema/algorithm.schema.json, schema/manifest.schema.json by `nox -s generate`. DO NOT EDIT.
# Inputs SHA-256: 075714ed64c227681201801ace6c504d28e83d67cfb7f5dbd3f2e1438adfc0fd
"""Generated spec classes (see agilerl.models)."""
