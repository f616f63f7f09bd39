"""Reference side: the shipped spec classes' own ``model_json_schema()`` (payload ignored)."""

import json
import sys

from pydantic import TypeAdapter

from agilerl.arena.models.training import (
    BufferSpec,
    CheckpointExportSpec,
    LLMRolloutBufferSpec,
    NStepBufferArgs,
    PerBufferArgs,
    ReplayBufferSpec,
    TrainingSpec,
)

json.load(sys.stdin)
classes = (
    TrainingSpec,
    ReplayBufferSpec,
    LLMRolloutBufferSpec,
    NStepBufferArgs,
    PerBufferArgs,
    CheckpointExportSpec,
)
out = {cls.__name__: cls.model_json_schema() for cls in classes}
out["replay_buffer"] = TypeAdapter(BufferSpec).json_schema()
json.dump(out, sys.stdout)
