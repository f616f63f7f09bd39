"""The manifest's rules for an environment without ``env_type`` are the ones
tools/codegen/implied_env.py derives from the algorithm table and the environment schema
(docs/environment.md, "Inside a manifest"): never edited by hand, never stale."""

from __future__ import annotations

import copy
import json
import sys

from tests.conftest import ROOT

sys.path.insert(0, str(ROOT / "tools" / "codegen"))

import implied_env


def test_the_derived_rules_are_current() -> None:
    assert implied_env.main(["--check"]) == 0
    manifest = json.loads((ROOT / "schema/manifest.schema.json").read_text("utf-8"))
    derived = [rule for rule in manifest["allOf"] if rule.get("$comment") == implied_env.MARK]
    assert derived == implied_env.rules()
    assert len(derived) == len(implied_env.load("algorithm")["x-algorithm-env-types"]) + 1


def test_the_check_fails_on_a_stale_rule() -> None:
    manifest = json.loads((ROOT / "schema/manifest.schema.json").read_text("utf-8"))
    stale = copy.deepcopy(manifest)
    for rule in stale["allOf"]:
        if rule.get("$comment") == implied_env.MARK:
            rule["description"] += " (edited)"
            break
    assert implied_env.written(stale) == manifest  # rewritten in place


def test_an_llm_branch_keeps_its_own_rules_only() -> None:
    env = implied_env.load("env")
    spec = env["$defs"]["LLMEnvSpec"]
    rollout = implied_env.llm_branch(env, "rollout", frozenset())
    dataset = implied_env.llm_branch(env, "dataset", frozenset({"objective"}))
    mentions = [implied_env._reads_branch(rule) for rule in spec["allOf"]]
    assert len(rollout["allOf"]) == mentions.count(None) + mentions.count("rollout")
    assert len(dataset["allOf"]) == mentions.count(None) + mentions.count("dataset")
    text = json.dumps([rollout, dataset])
    assert '"env_type": {"const"' not in text  # every branch condition read out
    assert set(rollout["properties"]) == set(spec["properties"])
    # the algorithm fills objective in: no rule of the dataset branch requires it
    assert '"required": ["objective"]' not in json.dumps(dataset)
    assert '"required": ["objective"]' in json.dumps(spec)
