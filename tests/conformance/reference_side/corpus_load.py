"""Reference side: read manifests as AgileRL does (PyYAML's safe_load) and judge the
training and replay_buffer sections with the shipped classes.

payload:  {"texts": {name: manifest text}}
response: {name: {"data": raw document, "training": dump | error, "replay_buffer": dump |
          null | error, "algorithm_registered": bool}}
"""

import json
import sys

import yaml
from agilerl.arena.models.registry import MANIFEST_REGISTRY
from pydantic import TypeAdapter, ValidationError

from agilerl.arena.models.training import BufferSpec, TrainingSpec

BUFFER = TypeAdapter(BufferSpec)


def judge(text):
    raw = yaml.safe_load(text)
    out = {"data": raw}
    try:
        out["training"] = TrainingSpec.model_validate(raw.get("training") or {}).model_dump(
            mode="json"
        )
    except ValidationError as error:
        out["training"] = {"error": str(error)}
    section = raw.get("replay_buffer")
    try:
        out["replay_buffer"] = (
            None if section is None else BUFFER.validate_python(section).model_dump(mode="json")
        )
    except ValidationError as error:
        out["replay_buffer"] = {"error": str(error)}
    out["algorithm_registered"] = raw.get("algorithm", {}).get("name") in MANIFEST_REGISTRY.names()
    return out


payload = json.load(sys.stdin)
json.dump({name: judge(text) for name, text in payload["texts"].items()}, sys.stdout)
