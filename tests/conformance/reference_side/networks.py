"""Reference side: judge network-section documents with the shipped classes, lax and strict.

Payload: ``"signatures"`` (``inspect.signature`` of the shipped classes in
:data:`CLASSES`), ``"schemas"`` (each one's ``model_json_schema()``), or
``[{"model": name, "doc": document}, ...]``. Output: one result per case, in order, in the
shape ``judge.py`` gives (tests/conformance/compare.py reads them); a model validator's
error is named by the comparison it enforces, ``<smaller field><=<larger field>``.
"""

import inspect
import json
import re
import sys

from pydantic import TypeAdapter, ValidationError

from agilerl.arena.models import networks

#: The shipped classes schema/networks.schema.json states.
CLASSES = [
    "MlpSpec", "CnnSpec", "CnnLstmSpec", "MultiInputSpec", "NetworkSpec", "QNetworkSpec",
    "RainbowQNetworkSpec", "ContinuousQNetworkSpec", "DeterministicActorSpec",
    "StochasticActorSpec", "ValueNetworkSpec", "SimbaSpec", "LstmSpec",
    "CosineLRScheduleConfig", "VLLMConfig",
]  # fmt: skip
MODELS = {name: TypeAdapter(getattr(networks, name)) for name in CLASSES}

# The shipped validators' messages: "A (1) must be less than or equal to B (0)." and
# "F must be greater than / less than or equal to G (n)." (hidden_size against a bound;
# "F elements must be ..." for each item of a list, named as the field's rule too).
PAIR = re.compile(r"^(\w+) \(.*\) must be less than or equal to (\w+) \(")
AGAINST = re.compile(r"^(\w+)(?: elements)? must be (greater|less) than or equal to (\w+) \(")
#: A list's length against the layer bounds (CnnSpec, CnnLstmSpec), and the three lists of
#: one length.
BETWEEN = re.compile(r"^hidden_layers must be between min_hidden_layers")
SAME_LENGTH = re.compile(r"^channel_size, kernel_size, and stride_size must have the same length")
TAG = re.compile(r"^(int|str|float|bool|none|list\[.*\]|dict\[.*\]|literal\[.*\])$")


def rule_of(message):
    text = message.removeprefix("Value error, ")
    if BETWEEN.match(text):
        return "channel_size-within-layer-bounds"
    if SAME_LENGTH.match(text):
        return "same-length-lists"
    found = PAIR.match(text)
    if found:
        return f"{found.group(1)}<={found.group(2)}"
    found = AGAINST.match(text)
    if found:
        field, side, bound = found.groups()
        return f"{bound}<={field}" if side == "greater" else f"{field}<={bound}"
    return "other: " + text[:120]


#: The encoder union's tags, which pydantic puts into ``loc`` after ``encoder_config``.
ARCHS = {"mlp", "cnn", "cnn_lstm", "lstm", "multiinput", "simba"}


def clean(loc):
    out = []
    for part in loc:
        if isinstance(part, str) and TAG.match(part):
            continue
        if out and out[-1] == "encoder_config" and part in ARCHS:
            continue
        out.append(part)
    return "/".join(map(str, out))


def problems(exc):
    paths, rules = set(), set()
    for error in exc.errors():
        where = clean(error["loc"])
        if error["type"] in ("union_tag_invalid", "union_tag_not_found"):
            # a discriminated union reports a bad tag at the union: it is the tag's problem
            where = f"{where}/arch" if where else "arch"
        if error["type"] == "value_error":
            rules.add((where, rule_of(error["msg"])))
        else:
            paths.add(where)
    return sorted(paths), sorted(list(r) for r in rules)


def judge(case):
    adapter = MODELS[case["model"]]
    text = json.dumps(case["doc"])
    result = {}
    try:
        value = adapter.validate_json(text)
    except ValidationError as exc:
        result["ok"] = False
        result["paths"], result["rules"] = problems(exc)
    else:
        result.update(ok=True, paths=[], rules=[], dump=value.model_dump(mode="json"))
        result["extras"] = {"fields_set": sorted(value.model_fields_set)}
    try:
        adapter.validate_json(text, strict=True)
    except ValidationError as exc:
        result["strict_ok"] = False
        result["strict_paths"], result["strict_rules"] = problems(exc)
    else:
        result.update(strict_ok=True, strict_paths=[], strict_rules=[])
    return result


payload = json.load(sys.stdin)
if payload == "signatures":
    json.dump(
        {name: str(inspect.signature(getattr(networks, name))) for name in CLASSES}, sys.stdout
    )
elif payload == "schemas":
    json.dump({name: adapter.json_schema() for name, adapter in MODELS.items()}, sys.stdout)
else:
    json.dump([judge(case) for case in payload], sys.stdout)
