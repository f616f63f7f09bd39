"""Editors: the real yaml-language-server (pinned in package-lock.json), driven over LSP as
VS Code, Neovim or a JetBrains IDE drive it, reads our schema through the modeline of the
example manifests: it flags a typo on its line, completes the TrainingSpec fields with
their descriptions, shows a field's description on hover, and agrees with Python on the
corpus (except the ``x-rules`` comparisons, which editors do not know).

Manifests are YAML 1.1 as PyYAML reads it (docs/yaml.md), so the editor runs under the
setting the docs recommend, ``yaml.yamlVersion: "1.1"``; a document that starts with
``%YAML 1.1`` gets the same reading under the server's default (YAML 1.2)."""

from __future__ import annotations

import json
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from agilerl.models.manifest import validate_manifest
from tests.conftest import CORPUS, PUBLISHED, ROOT, load_schemas
from tests.editors.lsp import Client
from tests.node import NODE_MODULES, node

SERVER = NODE_MODULES / "yaml-language-server" / "bin" / "yaml-language-server"
EXAMPLES_DIR = ROOT / "docs" / "examples"
EXAMPLES = {
    name: EXAMPLES_DIR / f"{name}.yaml"
    for name in ("dqn", "rainbow_dqn", "maddpg", "llm_grpo_async")
}
MODELINE = "# yaml-language-server: $schema=../../generated/ts/schema/manifest.schema.json\n"
#: The (required) environment, last in the documents whose diagnostics are checked.
ENV = "environment:\n  name: CartPole-v1\n"
SETTINGS = {
    "yaml": {
        "yamlVersion": "1.1",  # the setting docs/yaml.md recommends
        "validate": True,
        "hover": True,
        "completion": True,
        "format": {"enable": False},
        "schemaStore": {"enable": False},  # no network: only the modeline's schema
    },
}
#: The server's defaults (YAML 1.2), for the tests of the %YAML 1.1 directive.
DEFAULT_SETTINGS = {"yaml": {k: v for k, v in SETTINGS["yaml"].items() if k != "yamlVersion"}}
ERROR = 1  # DiagnosticSeverity.Error
SCHEMAS = load_schemas()


def _start(settings: dict[str, Any]) -> Iterator[Client]:
    client = Client([node(), str(SERVER), "--stdio"], ROOT, settings)
    try:
        info = client.initialize()
        assert info["capabilities"]["completionProvider"] is not None
        yield client
    finally:
        client.shutdown()


@pytest.fixture(scope="module")
def server() -> Iterator[Client]:
    yield from _start(SETTINGS)


@pytest.fixture(scope="module")
def default_server() -> Iterator[Client]:
    yield from _start(DEFAULT_SETTINGS)


def virtual(name: str) -> str:
    """The URI of a document beside the examples (the modeline's path is relative to it);
    it exists only in the editor, never on disk. Each name is used once."""
    return (EXAMPLES_DIR / name).as_uri()


def errors(diagnostics: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return [d for d in diagnostics if d.get("severity", ERROR) == ERROR]


def markdown(value: Any) -> str:
    """The text of a hover's contents or a completion item's documentation."""
    if isinstance(value, dict):
        return str(value.get("value", ""))
    if isinstance(value, list):
        return "\n".join(markdown(item) for item in value)
    return str(value or "")


@pytest.mark.parametrize("name", sorted(EXAMPLES))
def test_examples_are_clean_and_a_typo_is_flagged_on_its_line(server: Client, name: str) -> None:
    text = EXAMPLES[name].read_text(encoding="utf-8")
    assert text.startswith(MODELINE)
    uri = virtual(f"_clean_{name}.yaml")
    server.open(uri, text)
    assert errors(server.diagnostics(uri)) == [], "the example is valid in the editor too"
    server.close(uri)

    lines = text.splitlines()
    at = lines.index("training:") + 1
    key = lines[at].split(":")[0].strip()
    lines[at] = lines[at].replace(key, key[:-1] + key[-1] * 2, 1)  # max_steps -> max_stepss
    typo_uri = virtual(f"_typo_{name}.yaml")
    server.open(typo_uri, "\n".join(lines) + "\n")
    found = errors(server.diagnostics(typo_uri))
    server.close(typo_uri)
    assert [d["range"]["start"]["line"] for d in found] == [at], found
    assert key[:-1] + key[-1] * 2 in found[0]["message"], found


def test_completion_inside_training_offers_every_field_with_its_description(
    server: Client,
) -> None:
    text = MODELINE + "algorithm:\n  name: DQN\ntraining:\n  \n"
    uri = virtual("_completion.yaml")
    server.open(uri, text)
    result = server.request(
        "textDocument/completion",
        {"textDocument": {"uri": uri}, "position": {"line": 4, "character": 2}},
    )
    server.close(uri)
    items = result["items"] if isinstance(result, dict) else result
    by_label = {item["label"]: item for item in items}
    fields = SCHEMAS["training"]["properties"]
    deprecated = {name for name, prop in fields.items() if prop.get("deprecated")}
    assert deprecated == {"metrics_interval", "population_size", "async_rollout"}
    # the older spellings and the retired key are accepted, never proposed
    assert set(by_label) == set(fields) - deprecated
    for name in set(fields) - deprecated:
        prop = fields[name]
        assert prop["markdownDescription"] in markdown(by_label[name].get("documentation")), name


def test_completion_of_an_enum_value_shows_each_value_description(server: Client) -> None:
    text = MODELINE + "algorithm:\n  name: GRPO\ntraining:\n  rollout_mode: \n"
    uri = virtual("_enum.yaml")
    server.open(uri, text)
    result = server.request(
        "textDocument/completion",
        {"textDocument": {"uri": uri}, "position": {"line": 4, "character": 16}},
    )
    server.close(uri)
    items = result["items"] if isinstance(result, dict) else result
    docs = {item["label"]: markdown(item.get("documentation")) for item in items}
    prop = SCHEMAS["training"]["properties"]["rollout_mode"]
    for value, description in zip(prop["enum"], prop["markdownEnumDescriptions"], strict=True):
        assert description in docs[value], docs


def test_hover_shows_the_field_description(server: Client) -> None:
    text = EXAMPLES["dqn"].read_text(encoding="utf-8")
    line = text.splitlines().index("  pop_size: 4")
    uri = virtual("_hover_dqn.yaml")
    server.open(uri, text)
    server.diagnostics(uri)
    hover = server.request(
        "textDocument/hover",
        {"textDocument": {"uri": uri}, "position": {"line": line, "character": 4}},
    )
    server.close(uri)
    assert SCHEMAS["training"]["properties"]["pop_size"]["markdownDescription"] in markdown(
        hover["contents"]
    )


CORPUS_FILES = sorted(
    [
        *(CORPUS / "valid").iterdir(),
        *(CORPUS / "invalid").iterdir(),
        *(CORPUS / "agilerl").iterdir(),
    ]
)


@pytest.mark.parametrize(
    ("settings", "header"),
    [("yamlVersion 1.1", ""), ("default, %YAML 1.1 directive", "%YAML 1.1\n")],
)
def test_the_editor_agrees_with_python_on_the_corpus(
    server: Client, default_server: Client, settings: str, header: str
) -> None:
    """Every valid manifest is clean; every problem Python finds (but the x-rules ones)
    has an error on its line: under the recommended setting, and under the server's
    default for a document that starts with ``%YAML 1.1``."""
    client = server if not header else default_server
    schema = (PUBLISHED / "manifest.schema.json").as_uri()
    files = [p for p in CORPUS_FILES if p.suffix == ".yaml" or not header]
    opened = {}
    for path in files:  # open all, then collect: the server works on them together
        body = path.read_text(encoding="utf-8")
        if header and not starts_with_document_marker(body):
            body = "---\n" + body
        text = f"# yaml-language-server: $schema={schema}\n" + header + body
        uri = path.with_name(f"_{len(header)}_{path.name}").as_uri()
        opened[path] = (uri, text.count("\n") - path.read_text(encoding="utf-8").count("\n"))
        client.open(uri, text)
    for path in files:
        uri, shift = opened[path]
        found = [
            d for d in errors(client.diagnostics(uri))
            if d["message"] not in DEPRECATION_MESSAGES  # older spellings: their own test
        ]  # fmt: skip
        client.close(uri)
        _, _, problems = validate_manifest(path)
        lines = {d["range"]["start"]["line"] - shift + 1 for d in found}  # 1-based, in the file
        for problem in problems:
            if problem.rule.startswith("x-rules"):
                continue
            # `not` (one of two sections): the editor marks the object holding both
            wanted = problem.line if problem.rule != "not" else lines and min(lines)
            assert wanted in lines, (path.name, str(problem), found)
        seen = [p for p in problems if not p.rule.startswith("x-rules")]
        assert bool(found) == bool(seen), (path.name, found)


def starts_with_document_marker(text: str) -> bool:
    """Whether the first line that is not a comment is ``---`` (where a directive ends)."""
    for line in text.splitlines():
        if line.strip() and not line.lstrip().startswith("#"):
            return line.rstrip() == "---"
    return False


def test_by_default_the_editor_reads_yaml_12_and_disagrees(default_server: Client) -> None:
    """Why the docs recommend the setting: without it (and without the directive) the
    editor reads AgileRL's digit grouping as text, where PyYAML and we read numbers."""
    text = MODELINE + "---\nalgorithm:\n  name: DQN\ntraining:\n  max_steps: 1_000_000\n" + ENV
    uri = virtual("_default_12.yaml")
    default_server.open(uri, text)
    found = errors(default_server.diagnostics(uri))
    default_server.close(uri)
    assert [d["range"]["start"]["line"] for d in found] == [5]
    assert validate_manifest(text.removeprefix(MODELINE))[2] == []


def test_init_output_reads_the_same_for_every_consumer(
    server: Client, default_server: Client
) -> None:
    """`agilerl-specs init` writes files every consumer agrees on: clean in the editor
    under YAML 1.1 and under its default YAML 1.2, valid for the loader, and the same
    data under YAML 1.1 and YAML 1.2 readings."""
    from agilerl.cli._init import PRESETS, render
    from agilerl.models._text import parse

    for preset in PRESETS:
        text = render(preset, "../../generated/ts/schema/manifest.schema.json")
        assert validate_manifest(text)[2] == []
        assert parse(text).data == parse("%YAML 1.2\n---\n" + text).data, preset
        assert parse(text).notes == {}, preset  # no scalar that YAML versions read differently
        for number, client in enumerate((server, default_server)):
            uri = virtual(f"_init_{preset}_{number}.yaml")
            client.open(uri, text)
            found = errors(client.diagnostics(uri))
            client.close(uri)
            assert found == [], (preset, number, found)


DEPRECATION_MESSAGES = {
    prop["deprecationMessage"]
    for doc in SCHEMAS.values()
    for obj in [doc, *doc.get("$defs", {}).values()]
    for prop in obj.get("properties", {}).values()
    if "deprecationMessage" in prop
}


def test_older_spellings_are_shown_as_deprecated_on_their_lines(server: Client) -> None:
    """Each older spelling (`memory_size`, `metrics_interval`, `population_size`,
    `api_version`, `tournament_selection`) is marked where it is written, with the name
    to write instead; nothing else is (the manifest is valid)."""
    path = CORPUS / "valid" / "older_spellings.yaml"
    text = MODELINE + path.read_text(encoding="utf-8")
    uri = virtual("_older_spellings.yaml")
    server.open(uri, text)
    found = server.diagnostics(uri)
    server.close(uri)
    lines = text.splitlines()
    marked = {
        (lines[d["range"]["start"]["line"]].split(":")[0].strip(), d["message"]) for d in found
    }
    assert marked == {
        ("api_version", "api_version is the older spelling of apiVersion: write apiVersion."),
        (
            "metrics_interval",
            "metrics_interval is the older spelling of evo_steps: write evo_steps.",
        ),
        ("population_size", "population_size is the older spelling of pop_size: write pop_size."),
        ("memory_size", "memory_size is the older spelling of max_size: write max_size."),
        (
            "tournament_selection",
            "tournament_selection is the older name of selection_strategy: write "
            "selection_strategy.",
        ),
    }
    assert validate_manifest(path)[2] == []


def test_the_llm_branch_completes_its_own_fields(server: Client) -> None:
    """`kind: llm` selects LLMRolloutBufferSpec: its fields are offered, not the classic ones."""
    text = MODELINE + "algorithm:\n  name: GRPO\nreplay_buffer:\n  kind: llm\n  \n"
    uri = virtual("_llm_completion.yaml")
    server.open(uri, text)
    result = server.request(
        "textDocument/completion",
        {"textDocument": {"uri": uri}, "position": {"line": 5, "character": 2}},
    )
    server.close(uri)
    items = result["items"] if isinstance(result, dict) else result
    labels = {item["label"] for item in items}
    assert {
        "max_rollout_version_lag",
        "group_replay_max_age",
        "drop_uninformative_groups",
    } <= labels
    assert "per_buffer" not in labels


def test_a_deprecated_field_shows_its_deprecation_message(server: Client, tmp_path: Path) -> None:
    """The deprecation mechanism, ready for renames: `deprecated` plus VS Code's
    `deprecationMessage` on a field make editors warn where it is written."""
    schema_dir = tmp_path / "schema"
    shutil.copytree(PUBLISHED, schema_dir)
    training = json.loads((schema_dir / "training.schema.json").read_text(encoding="utf-8"))
    training["properties"]["eval_loop"] |= {
        "deprecated": True,
        "deprecationMessage": "Renamed: write eval_episodes.",
    }
    (schema_dir / "training.schema.json").write_text(json.dumps(training), encoding="utf-8")
    text = (
        "# yaml-language-server: $schema=./schema/manifest.schema.json\n"
        "algorithm:\n  name: DQN\ntraining:\n  eval_loop: 2\n" + ENV
    )
    uri = (tmp_path / "old.yaml").as_uri()
    server.open(uri, text)
    found = server.diagnostics(uri)
    server.close(uri)
    assert [(d["range"]["start"]["line"], d["message"]) for d in found] == [
        (4, "Renamed: write eval_episodes.")
    ]
    # yaml-language-server 1.25 shows it as an error (VS Code's JSON service: a warning);
    # the manifest stays valid for every validator: `deprecated` is an annotation.


def test_the_mutation_section_completes_describes_and_checks(server: Client) -> None:
    """Completion, hover and diagnostics inside ``mutation`` (schema/hpo.schema.json)."""
    hpo = SCHEMAS["hpo"]
    text = MODELINE + (
        "algorithm:\n  name: DQN\n"
        "mutation:\n  probabilities:\n    no_mut: 0.4\n    \n"
        "  rl_hp_selection:\n    lr: {min: 0.0001, max: 0.01}\n"
        "  mutation_sd: 0.1\n" + ENV
    )
    uri = virtual("_mutation.yaml")
    server.open(uri, text)
    assert errors(server.diagnostics(uri)) == []
    result = server.request(
        "textDocument/completion",
        {"textDocument": {"uri": uri}, "position": {"line": 6, "character": 4}},
    )
    hover = server.request(
        "textDocument/hover",
        {"textDocument": {"uri": uri}, "position": {"line": 9, "character": 4}},
    )
    server.close(uri)
    items = result["items"] if isinstance(result, dict) else result
    by_label = {item["label"]: item for item in items}
    fields = hpo["$defs"]["MutationProbabilities"]["properties"]
    assert set(by_label) == set(fields) - {"no_mut"}  # the weights not written yet
    for name in set(fields) - {"no_mut"}:
        prop = fields[name]
        assert prop["markdownDescription"] in markdown(by_label[name].get("documentation")), name
    assert hpo["properties"]["mutation_sd"]["markdownDescription"] in markdown(hover["contents"])

    lines = text.splitlines()
    lines[5] = "    no_mutt: 0.1"  # a misspelt weight, flagged on its line
    lines[8] = "    lr: {min: 0.01, max: 0.0001}"  # an x-rules rule: not the editor's to check
    typo_uri = virtual("_mutation_typo.yaml")
    server.open(typo_uri, "\n".join(lines) + "\n")
    found = errors(server.diagnostics(typo_uri))
    server.close(typo_uri)
    assert [d["range"]["start"]["line"] for d in found] == [5], found
    assert "no_mutt" in found[0]["message"], found
