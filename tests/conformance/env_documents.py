"""The environment documents both sides judge (deterministic), for test_env_network.py.

- every field of every class at each bound and just past it, its default, ``null``, a
  string for a number, a number for a string, a negative count, a list, an object;
- a misspelt and an unknown key, non-objects;
- every branch of the union on ``env_type`` (and a missing, unknown or mistyped tag);
- each rule of the shipped classes on both sides (met, broken, and next to its
  boundary), the older spellings alone and with the canonical one;
- seeded instances of the shipped classes' own ``model_json_schema()`` and of ours.
"""

from __future__ import annotations

import copy
import json
from typing import Any

from tests.conformance.documents import Case, SchemaGen

JSON = Any
CONTAINER = {"name": "web", "image": "ghcr.io/x/web:1", "port": 8080}
SERVICE = {"name": "search", "port": 8080, "url_env": "SEARCH_URL", "containers": [CONTAINER]}
ROWS = {
    "env_type": "rollout",
    "dataset": "openai/gsm8k",
    "rubric_file_path": "rewards.py",
    "prompt_template": {"user_0": "{question}"},
}
#: Valid documents of each class, one per way of being valid; mutations start from them.
BASES: dict[str, list[JSON]] = {
    "EnvContainerSpec": [{"name": "web", "image": "img"}, CONTAINER],
    "EnvServiceSpec": [SERVICE],
    "EnvSpecBase": [{}],
    "GymEnvSpec": [{"name": "CartPole-v1"}],
    "OfflineEnvSpec": [{"env_type": "offline", "name": "CartPole-v1", "minari_dataset_id": "d"}],
    "BanditEnvSpec": [{}],
    "LLMEnvSpec": [
        {"env_type": "rollout", "entrypoint": "my_env:Maze"},
        {"env_type": "rollout", "env_url": "http://envs:8000", "max_turns": 4},
        {"env_type": "rollout", "env_image": "ghcr.io/x/env:1"},
        ROWS,
        {"env_type": "dataset", "dataset": "d", "objective": "sft"},
    ],
}
BAD_TYPES: list[JSON] = [None, "5", 5, -3, 1.5, True, [], ["a"], {}, {"a": 1}, ""]


def _schema_values(prop: dict[str, Any]) -> list[JSON]:
    """Bounds (at and just past), the default and the examples of one property."""
    out: list[JSON] = []
    options = [prop, *prop.get("anyOf", [])]
    for option in options:
        for key, delta in (("minimum", -1), ("maximum", 1)):
            if key in option:
                bound = option[key]
                step = 1 if option.get("type") == "integer" else 0.5
                out += [bound, bound + delta * step]
        if "exclusiveMinimum" in option:
            bound = option["exclusiveMinimum"]
            out += [bound, bound + (1 if option.get("type") == "integer" else 1e-9)]
        for key in ("minLength", "maxLength"):
            if key in option:
                n = option[key]
                out += ["a" * n, "a" * max(n + (1 if key == "maxLength" else -1), 0)]
        out += option.get("enum", [])
        if "const" in option:
            out.append(option["const"])
    if "default" in prop:
        out.append(prop["default"])
    out += prop.get("examples", [])
    return out


def _unique(values: list[JSON]) -> list[JSON]:
    seen, out = set(), []
    for value in values:
        key = json.dumps(value, sort_keys=True)
        if key not in seen:
            seen.add(key)
            out.append(value)
    return out


def mutations(ours: dict[str, Any], valid: dict[str, list[JSON]] | None = None) -> list[Case]:
    """Field-by-field variants of each valid document of ``valid`` (default :data:`BASES`)."""
    defs = ours["$defs"]
    cases: list[Case] = []
    for model, bases in (BASES if valid is None else valid).items():
        props = defs[model]["properties"]
        for i, base in enumerate(bases):
            cases.append(Case(model, base, f"base {i}"))
            for name, prop in props.items():
                values = _unique([*_schema_values(prop), *BAD_TYPES])
                for value in values:
                    cases.append(Case(model, {**base, name: value}, f"{name}={value!r}"[:60]))
                if name in base and name != "env_type":
                    rest = {k: v for k, v in base.items() if k != name}
                    cases.append(Case(model, rest, f"without {name}"))
                if not prop.get("deprecated"):
                    cases.append(Case(model, {**base, name + "x": 1}, f"misspelt {name}"))
            cases.append(Case(model, {**base, "unknown_key": 1}, "unknown key"))
        for other in (None, [], "x", 5):
            cases.append(Case(model, other, f"not an object: {other!r}"))
    return cases


def union_cases() -> list[Case]:
    docs: list[JSON] = [
        {"name": "CartPole-v1"},
        {"env_type": "gym", "name": "CartPole-v1"},
        {"env_type": "offline", "name": "CartPole-v1"},
        {"env_type": "bandit"},
        {"env_type": "bandit", "name": "iris", "features": "f.csv", "targets": "t.csv"},
        {"env_type": "rollout", "entrypoint": "m:E"},
        {"env_type": "dataset", "dataset": "d", "objective": "preference"},
        {"env_type": "xx", "name": "a"},
        {"env_type": None, "name": "a"},
        {"env_type": 5},
        {"env_type": "gym"},
        {"env_type": "offline", "minari_dataset_id": "d"},
        {"env_type": "rollout"},
        {"env_type": "dataset"},
        {"env_type": "bandit", "entrypoint": "m:f", "num_envs": 0},
        {"env_type": "GYM", "name": "a"},
        {},
        None,
        [],
    ]
    return [Case("EnvSpec", d, f"union {json.dumps(d)}"[:60]) for d in docs]


def _llm(**fields: JSON) -> JSON:
    return {"env_type": "rollout", "entrypoint": "my_env:Maze", **fields}


def _pod(**fields: JSON) -> JSON:
    return {"env_type": "rollout", "env_image": "img", **fields}


def _rows(**fields: JSON) -> JSON:
    return {**ROWS, **fields}


def _data(**fields: JSON) -> JSON:
    return {"env_type": "dataset", "dataset": "d", "objective": "sft", **fields}


RULE_DOCS: dict[str, list[JSON]] = {
    "GymEnvSpec": [
        {"name": "a", "factory": "gymnasium:make"},
        {"name": "a", "factory": "gymnasium:make", "entrypoint": ""},
        {"name": "a", "factory": "gymnasium:make", "entrypoint": "a"},
        {"name": "a", "factory": None, "entrypoint": "b:C"},
        {"name": "a", "entrypoint": "a"},
        {"name": "a", "entrypoint": "b:C"},
        {"name": "a", "custom": True, "entrypoint": "b"},
        {"name": "a", "custom": True, "factory": "f:g", "entrypoint": "b"},
        {"name": "a", "config": {"x": 1}},
        {"name": "a", "config": "cfg.yaml", "env_config": None},
        {"name": "a", "env_config": {}, "config": {}},
        {"name": "a", "wrappers": ["w"]},
        {"name": "a", "wrappers": ["w"], "env_wrappers": ["w"]},
        {"name": "a", "env_wrappers": [["w", {"k": 1}], "v"]},
        {"name": "a", "env_wrappers": [["w"]]},
        {"name": "a", "env_wrappers": [["w", {}, 3]]},
        {"name": "a", "env_wrappers": [["w", []]]},
        {"name": "a", "env_wrappers": [[5, {}]]},
        {"name": "a", "env_config": {"env_id": "x"}},
    ],
    "BanditEnvSpec": [
        {"config": {"a": 1}},
        {"config": {"a": 1}, "env_config": {"a": 1}},
        {"env_config": "x"},
    ],
    "EnvContainerSpec": [
        {**CONTAINER, "readiness_command": ["true"], "readiness_path": "/h"},
        {**CONTAINER, "readiness_command": ["true"], "readiness_path": None},
        {"name": "web", "image": "i", "readiness_path": "/h"},
        {"name": "web", "image": "i", "readiness_path": "/h", "port": None},
        {"name": "web", "image": "i", "memory_rootfs": "1Gi"},
        {"name": "web", "image": "i", "memory_rootfs": "1Gi", "command": ["run"]},
        {"name": "web", "image": "i", "memory_rootfs": "1Gi", "command": []},
        {"name": "web\n", "image": "i"},
        {"name": "Web", "image": "i"},
        {"name": "web-", "image": "i"},
        {"name": "a" * 40, "image": "i"},
        {"name": "a" * 41, "image": "i"},
        {"name": "web", "image": "i", "env": {"A": 1}},
    ],
    "EnvServiceSpec": [
        {**SERVICE, "containers": [CONTAINER, {"name": "side", "image": "i"}]},
        {**SERVICE, "containers": [CONTAINER, {**CONTAINER, "name": "b"}]},
        {**SERVICE, "containers": [CONTAINER, {"name": "web", "image": "i"}]},
        {**SERVICE, "containers": [CONTAINER, {**CONTAINER, "port": None}, CONTAINER]},
        {**SERVICE, "containers": [{"name": "side", "image": "i"}]},
        {**SERVICE, "containers": [{"name": "side", "image": "i", "port": None}]},
        {**SERVICE, "containers": []},
        {**SERVICE, "url_env": "1URL"},
        {**SERVICE, "url_env": "URL\n"},
        {**SERVICE, "name": "a" * 30},
        {**SERVICE, "name": "a" * 31},
        {**SERVICE, "containers": [{"name": "web", "image": "i", "readiness_path": "/h"}]},
    ],
    "LLMEnvSpec": [
        _llm(env_config={"env_id": "x"}),
        _llm(env_config={"a": 1}),
        {"env_type": "dataset", "dataset": "d", "objective": "sft", "env_config": {"env_id": 1}},
        _llm(factory="gem:make"),
        {"env_type": "rollout", "factory": "gem:make", "entrypoint": ""},
        {"env_type": "rollout", "factory": "gem:make", "env_url": "u", "max_turns": 1},
        _data(factory="gem:make"),
        _llm(task_family_field="t"),
        _llm(task_family_field="t", adaptive_task_sampling=True),
        _llm(task_family_field="t", adaptive_task_sampling=False),
        _data(task_family_field="t"),
        {"env_type": "rollout"},
        _llm(env_url="u", max_turns=1),
        _llm(env_image="img"),
        _rows(entrypoint="m:E"),
        {"env_type": "rollout", "env_url": [], "max_turns": 1},
        {"env_type": "rollout", "entrypoint": ""},
        _rows(env_config={"a": 1}),
        _rows(env_config=None),
        _llm(env_packages={"uv": ["gem"]}),
        _llm(env_packages={"pip": {"packages": ["gem"]}}),
        _llm(env_packages={"uv": []}),
        _llm(env_packages={}),
        _llm(env_packages={"uv": None, "pip": ["x"]}),
        _llm(env_packages={"uv": "gem"}),
        _llm(env_packages={"uv": {"packages": []}}),
        _llm(env_packages={"uv": {}}),
        _llm(env_packages={"other": ["x"]}),
        _llm(env_packages={"uv": {"packages": 0}, "pip": ["x"]}),
        _llm(env_packages={"uv": {"packages": False}}),
        _llm(env_packages={"uv": {"packages": "gem"}}),
        _llm(env_packages={"pip": {"packages": {"gem": 1}}}),
        _pod(env_packages={"uv": ["gem"]}),
        _data(env_packages={"uv": []}),
        _llm(env_hosts=2),
        _pod(env_hosts=2),
        {"env_type": "rollout", "env_url": "u", "max_turns": 1, "env_hosts": 2},
        _rows(env_hosts=1),
        _data(env_hosts=1),
        _rows(answer_tool="submit"),
        _rows(request_timeout_s=0),
        _llm(answer_tool="submit", request_timeout_s=30.0),
        _llm(env_vars={"A": "1"}),
        _pod(env_vars={"A": "1"}),
        _llm(env_vars={}),
        _llm(env_sessions_per_host=1),
        _llm(env_session_ports={"PORT": 8000}),
        _llm(env_host_memory_limit_bytes=1),
        _llm(env_host_ready_timeout_s=5.0),
        _llm(env_services=[SERVICE]),
        _llm(env_services=[]),
        _pod(env_sessions_per_host=2),
        _pod(env_sessions_per_host=2, env_session_ports={"PORT": 8000}),
        _pod(env_sessions_per_host=1),
        _pod(env_services=[SERVICE]),
        _pod(env_services=[SERVICE, SERVICE]),
        _pod(env_services=[SERVICE, {**SERVICE, "name": "other"}]),
        _pod(env_vars={"SEARCH_URL": "x"}, env_services=[SERVICE]),
        _pod(env_vars={"PORT": "x"}, env_session_ports={"PORT": 1}),
        _pod(env_services=[{**SERVICE, "containers": [{"name": "a", "image": "i"}]}]),
        _pod(env_services=[{**SERVICE, "containers": []}]),
        _pod(cpus_per_env_host=None, env_port=9000),
        _pod(env_host_ready_timeout_s=1.0, env_host_memory_limit_bytes=2),
        _rows(action_field="message"),
        _rows(action_field="code"),
        _llm(action_field="code"),
        _llm(observation_field="text", observation_processor="m:f"),
        _llm(observation_field="text"),
        _data(observation_field="text", observation_processor="m:f"),
        _rows(observation_field="text"),
        _rows(observation_processor="m:f"),
        _rows(action_processor="m:f"),
        _rows(screenshot_field=""),
        _rows(screenshot_field="img"),
        _rows(goal_images_field="g"),
        _rows(goal_images_field=None),
        {"env_type": "rollout", "env_url": "u"},
        {"env_type": "rollout", "env_url": ["u", "v"], "max_turns": 2},
        {"env_type": "rollout", "env_url": "u", "max_turns": None},
        {k: v for k, v in ROWS.items() if k != "rubric_file_path"},
        {k: v for k, v in ROWS.items() if k != "prompt_template"},
        _rows(max_turns=1),
        _rows(max_turns=2),
        _rows(rubric_name="score", train_test_split=0.5),
        _rows(dataset=None, dataset_path="s3://x"),
        _rows(dataset=None, hf_dataset_id="x"),
        _rows(reward_file_path="r.py", rubric_file_path=None),
        {**{k: v for k, v in ROWS.items() if k != "rubric_file_path"}, "reward_file_path": "r.py"},
        _rows(reward_fn_name="score"),
        _rows(reward_fn_name="score", rubric_name="score"),
        _rows(reward_fn_name=""),
        _llm(rubric_file_path="r.py"),
        _llm(columns={"question": "q"}),
        _llm(prompt_template={"user_0": "x"}),
        _llm(restart_older_obs_field="url"),
        _llm(restart_older_obs_field="url", restart_keep_turns=2, segment_max_images=3),
        _llm(restart_older_images=False, restart_keep_turns=1, segment_prompt_tokens=10),
        _llm(restart_older_images=False, restart_keep_turns=2, segment_prompt_tokens=10),
        _llm(restart_keep_turns=1),
        _llm(restart_keep_turns=1, segment_prompt_tokens=100),
        _llm(restart_keep_turns=2, segment_max_images=2),
        _llm(restart_keep_turns=2, segment_max_images=3),
        _llm(restart_keep_turns=0, segment_max_images=1),
        _llm(restart_keep_turns=3, segment_max_images=3, segment_prompt_tokens=5),
        _data(restart_keep_turns=1),
        _data(restart_older_images=False),
        {"env_type": "dataset", "objective": "sft"},
        {"env_type": "dataset", "dataset": "d"},
        {"env_type": "dataset", "dataset_path": "p", "objective": "preference"},
        {"env_type": "dataset", "hf_dataset_id": "h", "objective": None},
        _data(entrypoint="m:E"),
        _data(env_url="u"),
        _data(env_image="img"),
        _data(env_vars={"A": "b"}),
        _data(env_sessions_per_host=1),
        _data(env_session_ports={"P": 1}),
        _data(env_host_memory_limit_bytes=1),
        _data(env_host_ready_timeout_s=1.0),
        _data(env_services=[SERVICE]),
        _data(rubric_file_path="r.py"),
        _data(response_column="target", train_test_split=1.0),
        _data(prompt_template={"user_0": "x"}),
        _data(columns={"q": "a"}, num_envs=3),
        {"env_type": "dataset", "prompt_template": {"a": 1}},
        _llm(num_envs=None, strict_chat_template_boundary=False),
        _llm(name="maze"),
        {"env_type": "rollout", "env_url": ["a", "b"], "max_turns": 1, "action_field": "code"},
    ],
}


#: The ``env_type`` each branch class is judged under in the union.
TAGS = {"GymEnvSpec": "gym", "OfflineEnvSpec": "offline", "BanditEnvSpec": "bandit"}


def rules() -> list[Case]:
    """Each rule document for its class, and tagged for its branch of the union."""
    cases = []
    for model, docs in RULE_DOCS.items():
        for doc in docs:
            cases.append(Case(model, copy.deepcopy(doc), f"rule {json.dumps(doc)}"[:70]))
            if model in TAGS or model == "LLMEnvSpec":
                tagged = {"env_type": TAGS.get(model), **doc} if model in TAGS else doc
                cases.append(Case("EnvSpec", copy.deepcopy(tagged), f"union rule {model}"))
    return cases


def generated(
    shipped: dict[str, Any],
    ours: dict[str, Any],
    count: int = 30,
    models: list[str] | None = None,
) -> list[Case]:
    """Seeded instances of the shipped classes' schemas and of ours (default: :data:`BASES`)."""
    import random

    cases: list[Case] = []
    for seed, model in enumerate(list(BASES) if models is None else models):
        rng = random.Random(3000 + seed)
        gen = SchemaGen(shipped[model])
        cases += [
            Case(model, gen.value(shipped[model], rng), "shipped schema") for _ in range(count)
        ]
        rng = random.Random(4000 + seed)
        mine = ours["$defs"][model]
        gen = SchemaGen(ours)
        cases += [Case(model, gen.obj(mine, rng, ours), "our schema") for _ in range(count)]
    return cases
