"""Reference side: judge environment documents with the shipped classes, lax and strict.

Payload: ``"signatures"`` (``inspect.signature`` and the bases within the module of every
public class of the shipped ``agilerl.arena.models.env``), ``"schemas"`` (each class's
``model_json_schema()``), or ``[{"model": name, "doc": document}, ...]`` where ``model``
is a class of that module or ``EnvSpec`` (the section's union on ``env_type``).
Output: one result per case, in order, in the shape ``judge.py`` gives (tests/conformance/
compare.py reads them); root-level errors are named by the rule they enforce.
"""

import inspect
import json
import re
import sys

from pydantic import BaseModel, TypeAdapter, ValidationError

from agilerl.arena.models import env

CLASSES = [
    "EnvContainerSpec",
    "EnvServiceSpec",
    "EnvSpecBase",
    "GymEnvSpec",
    "OfflineEnvSpec",
    "BanditEnvSpec",
    "LLMEnvSpec",
]
MODELS = {name: TypeAdapter(getattr(env, name)) for name in CLASSES}
MODELS["EnvSpec"] = TypeAdapter(env.EnvSpec)

# The shipped validators' messages, by the rule each enforces.
RULES = [
    (r"^factory is set but entrypoint is missing", "factory-needs-entrypoint"),
    (r"^Gym name .* and entrypoint .* differ", "gym-name-is-entrypoint"),
    (r"sets readiness_command and readiness_path", "one-readiness-probe"),
    (r"readiness_path probes port", "readiness-path-needs-port"),
    (r"memory_rootfs runs the unpacked image", "rootfs-needs-command"),
    (r"repeats a container name", "unique-container-names"),
    (r"needs exactly one container with a port", "one-serving-container"),
    (r"^env_config cannot contain env_id", "no-env-id"),
    (r"^task_family_field weights rows", "task-family-needs-adaptive"),
    (r"^A rollout environment needs exactly one source", "one-source"),
    (r"^env_config configures an environment", "rows-no-env-config"),
    (r"^env_packages installs the dependencies", "packages-need-entrypoint"),
    (r"^env_packages(\.\w+ must be| named no packages)", "packages-named"),
    (r"^env_hosts serves an env we build", "env-hosts-need-built-env"),
    (r"^answer_tool / request_timeout_s configure", "rows-no-http"),
    (r"^env_vars set container environment", "env-vars-need-image"),
    (r"configure env_image Pods; set env_image", "pod-fields-need-image"),
    (r"needs env_session_ports: sessions share", "sessions-need-ports"),
    (r"^env_services repeats a service name", "unique-service-names"),
    (r"set more than once across env_vars", "unique-env-names"),
    (r"^action_field names the field", "rows-no-action-field"),
    (r"^observation_field and observation_processor are mutually", "observation-exclusive"),
    (r"^observation_field / observation_processor render", "rows-no-observation"),
    (r"^action_processor rewrites", "rows-no-action-processor"),
    (r"^screenshot_field and goal_images_field", "rows-no-images"),
    (r"^max_turns is required with env_url", "env-url-needs-max-turns"),
    (r"^rubric_file_path is required for dataset-backed", "rows-need-rubric"),
    (r"^Prompt template is required", "rows-need-template"),
    (r"is single-turn; max_turns must be 1", "rows-single-turn"),
    (r"^rubric_file_path is not supported for env-backed", "env-no-rubric"),
    (r"^restart_older_obs_field and restart_older_images apply", "older-turns-need-two"),
    (r"^restart_keep_turns applies at a context restart", "keep-turns-need-segments"),
    (r"must be below segment_max_images", "keep-turns-below-max-images"),
    (r"^A dataset environment must name its dataset", "dataset-named"),
    (r"^objective is required for dataset environments", "dataset-objective"),
    (r"^A dataset environment is teacher-forced", "dataset-no-env"),
    (r"configure env_image Pods; a dataset environment", "dataset-no-pod"),
    (r"not supported for dataset environments", "dataset-no-rubric"),
]
# Union branch tags pydantic puts into ``loc``: not field names.
TAG = re.compile(
    r"^(int|str|float|bool|none|list\[.*\]|tuple\[.*\]|dict\[.*\]|literal\[.*\]|"
    r"function-\w+\[.*\]|\w+Spec)$"
)
#: The union's own tags, the first step of a problem's ``loc`` for ``EnvSpec``.
ENV_TYPES = {"gym", "offline", "bandit", "rollout", "dataset"}


def rule_of(message):
    text = message.removeprefix("Value error, ")
    for pattern, rule in RULES:
        if re.search(pattern, text):
            return rule
    return "other: " + text[:120]


def problems(exc, model):
    paths, rules = set(), set()
    for error in exc.errors():
        loc = list(error["loc"])
        if model == "EnvSpec" and loc and loc[0] in ENV_TYPES:
            loc = loc[1:]
        loc = [p for p in loc if not (isinstance(p, str) and TAG.match(p))]
        where = "/".join(map(str, loc))
        if error["type"] == "value_error":
            rules.add((where, rule_of(error["msg"])))
        elif error["type"] in ("union_tag_not_found", "union_tag_invalid"):
            rules.add((where, "env-type-tag"))
        else:
            paths.add(where)
    return sorted(paths), sorted(list(r) for r in rules)


def extras(value):
    out = {"fields_set": sorted(value.model_fields_set)}
    if isinstance(value, env.LLMEnvSpec):
        out["label"] = value.label
        out["dataset_backed_rollout"] = value.dataset_backed_rollout
    return out


def judge(case):
    adapter = MODELS[case["model"]]
    text = json.dumps(case["doc"])
    result = {}
    try:
        value = adapter.validate_json(text)
    except ValidationError as exc:
        result["ok"] = False
        result["paths"], result["rules"] = problems(exc, case["model"])
    else:
        result.update(ok=True, paths=[], rules=[], dump=value.model_dump(mode="json"))
        result["extras"] = extras(value)
    try:
        adapter.validate_json(text, strict=True)
    except ValidationError as exc:
        result["strict_ok"] = False
        result["strict_paths"], result["strict_rules"] = problems(exc, case["model"])
    else:
        result.update(strict_ok=True, strict_paths=[], strict_rules=[])
    return result


def signatures():
    out = {}
    for name, obj in vars(env).items():
        if name.startswith("_") or not inspect.isclass(obj) or obj.__module__ != env.__name__:
            continue
        if issubclass(obj, BaseModel):
            bases = [b.__name__ for b in obj.__mro__[1:] if b.__module__ == env.__name__]
            out[name] = f"{inspect.signature(obj)} bases {bases}"
        else:
            out[name] = "not a model: " + ", ".join(b.__name__ for b in obj.__mro__[1:])
    return out


payload = json.load(sys.stdin)
if payload == "signatures":
    json.dump(signatures(), sys.stdout)
elif payload == "schemas":
    json.dump({name: adapter.json_schema() for name, adapter in MODELS.items()}, sys.stdout)
else:
    json.dump([judge(case) for case in payload], sys.stdout)
