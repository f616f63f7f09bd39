# Code generated from schema/training.schema.json, schema/replay_buffer.schema.json, schema/algorithm.schema.json, schema/hpo.schema.json, schema/manifest.schema.json by `nox -s generate`. DO NOT EDIT.
# Inputs SHA-256: 5c7b1097b8355d0b4275014b723658066cfcb66e8395bef0217e97df26f23468
"""Generated spec classes (see agilerl.models)."""
