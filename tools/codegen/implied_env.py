"""The manifest's rules for an environment without ``env_type``, derived from the schemas.

An environment that leaves ``env_type`` out takes the branch its algorithm implies
(``env_type`` of its row in ``schema/registry/algorithms.json``; for a dataset algorithm
also its ``objective``). For ``gym``, ``offline`` and ``bandit`` the
branch's own class is the rule (a ``$ref``: none of their rules reads ``env_type``). The
``rollout`` and ``dataset`` branches share ``LLMEnvSpec``, which requires ``env_type``
and conditions its rules on it, so their rule is ``LLMEnvSpec`` read as that branch:

- every property by ``$ref`` to ``LLMEnvSpec``'s own (its ``default`` beside it, which
  ``x-rules`` reads), ``additionalProperties: false``, its ``x-rules``;
- each ``allOf`` rule that does not read ``env_type``, as it is (a copy: a ``$ref`` into
  the middle of a class loses the type its keywords are checked under, for Ajv);
- each rule conditioned on the branch (``env_type`` ``rollout`` / ``dataset``, required)
  with that condition true for its own branch (the rule then applies) and false for the
  other (left out); and ``objective``, which the algorithm fills in, counts as present.

The hand-written manifest schema marks their place (``{"x-generated":
"implied-environment"}`` in its ``allOf``); :mod:`compose` writes them there in the
published schema. ``tests/codegen/test_implied_env.py`` tests them.
"""

from __future__ import annotations

import copy
from typing import Any

#: Marks the rules this module writes (``$comment`` of each).
MARK = "derived by tools/codegen/implied_env.py from the algorithm and environment schemas"
#: The branch class of each ``env_type`` a ``$ref`` states as it is.
CLASSES = {"gym": "GymEnvSpec", "offline": "OfflineEnvSpec", "bandit": "BanditEnvSpec"}
#: The condition each LLM branch's rules carry in ``LLMEnvSpec``.
BRANCH = {
    t: {"type": "object", "properties": {"env_type": {"const": t}}, "required": ["env_type"]}
    for t in ("rollout", "dataset")
}
LLM = "env.schema.json#/$defs/LLMEnvSpec"


def _untagged(names: list[str]) -> dict[str, Any]:
    untagged = {"properties": {"env_type": True}, "required": ["env_type"]}
    return {
        "type": "object",
        "properties": {
            "environment": {"type": "object", "properties": {"env_type": True}, "not": untagged},
            "algorithm": {
                "type": "object",
                "properties": {"name": {"enum": names}},
                "required": ["name"],
            },
        },
        "required": ["environment", "algorithm"],
    }


def _reads_branch(node: Any) -> str | None:
    """The LLM branch whose condition ``node`` holds, if any."""
    if isinstance(node, dict):
        for branch, condition in BRANCH.items():
            if node == condition:
                return branch
        found = [_reads_branch(value) for value in node.values()]
    elif isinstance(node, list):
        found = [_reads_branch(value) for value in node]
    else:
        return None
    return next((branch for branch in found if branch), None)


def _as_branch(node: Any, branch: str, filled: frozenset[str]) -> Any:
    """``node`` with the branch condition true (``{}``), and ``filled`` fields dropped
    from ``required``."""
    if node == BRANCH[branch]:
        return {}
    if isinstance(node, dict):
        out = {key: _as_branch(value, branch, filled) for key, value in node.items()}
        if isinstance(out.get("required"), list):
            out["required"] = [name for name in out["required"] if name not in filled]
            if not out["required"]:
                del out["required"]
        return out
    if isinstance(node, list):
        return [_as_branch(value, branch, filled) for value in node]
    return node


def llm_branch(env: dict[str, Any], branch: str, filled: frozenset[str]) -> dict[str, Any]:
    """``LLMEnvSpec`` read as the ``branch`` its algorithm implies, ``env_type`` unset."""
    spec = env["$defs"]["LLMEnvSpec"]
    properties = {}
    for name, prop in spec["properties"].items():
        entry: dict[str, Any] = {"$ref": f"{LLM}/properties/{name}"}
        if "default" in prop:
            entry["default"] = prop["default"]
        properties[name] = entry
    rules = []
    for rule in spec.get("allOf", []):
        reads = _reads_branch(rule)
        if reads is None:
            rules.append(copy.deepcopy(rule))
        elif reads == branch:
            rules.append(_as_branch(copy.deepcopy(rule), branch, filled))
    out: dict[str, Any] = {"type": "object", "properties": properties}
    required = [name for name in spec.get("required", []) if name != "env_type"]
    if required:
        out["required"] = required
    out["additionalProperties"] = spec.get("additionalProperties", False)
    out["allOf"] = rules
    if "x-rules" in spec:
        out["x-rules"] = copy.deepcopy(spec["x-rules"])
    return out


def rules(
    env_types: dict[str, list[str]], objectives: dict[str, str], env: dict[str, Any]
) -> list[dict[str, Any]]:
    """The manifest's rules for an environment without ``env_type``, in branch order.

    :param env_types: Each implied ``env_type`` -> the algorithm names that imply it.
    :param objectives: Algorithm name -> the ``objective`` it implies (dataset ones).
    :param env: The environment schema.
    """
    out = []
    for env_type, names in env_types.items():
        if env_type in CLASSES:
            target: dict[str, Any] = {"$ref": f"env.schema.json#/$defs/{CLASSES[env_type]}"}
            what = f"{env_type} ({CLASSES[env_type]})"
        else:
            filled = frozenset({"objective"} if all(n in objectives for n in names) else ())
            target = llm_branch(env, env_type, filled)
            what = f"{env_type} (LLMEnvSpec)"
            if filled:
                what += ", its objective the algorithm's when unset"
        out.append(
            {
                "$comment": MARK,
                "description": f"an environment without env_type is the one the algorithm "
                f"implies: {what} for {', '.join(names)}",
                "if": _untagged(names),
                "then": {"properties": {"environment": target}},
            }
        )
    registered = sorted(name for names in env_types.values() for name in names)
    out.append(
        {
            "$comment": MARK,
            "description": "an environment without env_type takes the one a registered "
            "algorithm implies: without a registered algorithm name, env_type is required",
            "if": {
                "type": "object",
                "properties": {
                    "environment": {
                        "type": "object",
                        "properties": {"env_type": True},
                        "not": {"properties": {"env_type": True}, "required": ["env_type"]},
                    },
                    "algorithm": True,
                },
                "required": ["environment"],
                "not": {
                    "properties": {
                        "algorithm": {
                            "type": "object",
                            "properties": {"name": {"enum": registered}},
                            "required": ["name"],
                        }
                    },
                    "required": ["algorithm"],
                },
            },
            "then": {
                "properties": {
                    "environment": {
                        "type": "object",
                        "properties": {"env_type": True},
                        "required": ["env_type"],
                    }
                }
            },
        }
    )
    return out
