"""The manifest's rules for an environment without ``env_type`` are the ones
tools/codegen/implied_env.py derives from the registry and the environment schema
(docs/environment.md, "Inside a manifest"): composed into the published schema, never
written into a hand-written one."""

from __future__ import annotations

import json
import sys

from tests.conftest import PUBLISHED, ROOT

sys.path.insert(0, str(ROOT / "tools" / "codegen"))

import bundle
import compose
import implied_env
import inherit
import registry


def test_the_published_rules_are_the_derived_ones() -> None:
    manifest = json.loads((PUBLISHED / "manifest.schema.json").read_text("utf-8"))
    derived = [rule for rule in manifest["allOf"] if rule.get("$comment") == implied_env.MARK]
    composer = compose.Composer(inherit.inherit(bundle.sources()), registry.load())
    assert derived == implied_env.rules(
        composer.by("env_type"), composer.objectives(), composer.composed("env")
    )
    env_types = {row.env_type for row in registry.load().algorithms}
    assert len(derived) == len(env_types) + 1
    # in the place the hand-written schema marks, and nowhere in that file
    source = bundle.load("manifest")
    marker = source["allOf"].index({"x-generated": "implied-environment"})
    at = manifest["allOf"].index(derived[0])
    assert manifest["allOf"][at : at + len(derived)] == derived
    following = manifest["allOf"][at + len(derived)]
    assert following["description"] == source["allOf"][marker + 1]["description"]
    assert implied_env.MARK not in json.dumps(source)


def test_an_llm_branch_keeps_its_own_rules_only() -> None:
    env = bundle.load("env")
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
