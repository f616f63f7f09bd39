# Code generated from schema/training.schema.json, schema/replay_buffer.schema.json, schema/algorithm.schema.json, schema/hpo.schema.json, schema/manifest.schema.json by `nox -s generate`. DO NOT EDIT.
# Inputs SHA-256: 650e9d764a952c0855b765564310338322dbf2b84068f57da2525aec93e974b5
"""Generated spec classes (see agilerl.models)."""
