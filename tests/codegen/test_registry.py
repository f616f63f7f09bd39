"""The algorithm registry (schema/registry/algorithms.json, docs/registry.md) drives every
list of algorithms: an algorithm added in two hand-written files is validated, documented
and typed; no other hand-written file lists algorithm names; and generation refuses a
registry or a marker it cannot read, naming the fix."""

from __future__ import annotations

import ast
import copy
import json
import os
import re
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.conftest import PUBLISHED, ROOT
from tests.node import node

sys.path.insert(0, str(ROOT / "tools" / "codegen"))

import bundle
import compose
import registry

COPIED = (
    "schema", "tools", "web", "generated", "docs/reference", "python", "mkdocs.yml",
    "pyproject.toml", "package.json", "package-lock.json",
)  # fmt: skip
NEW = "NewQN"
#: What a manifest naming the new algorithm does, in Python (run in the copy's package).
PYTHON_CHECK = """
import json, sys
from agilerl.arena.models._registry import ALGORITHM_KINDS, DEFAULT_EVO_STEPS, DEFAULT_GAMMA
from agilerl.models.manifest import load_manifest, validate_manifest
manifest = load_manifest({"algorithm": {"name": "NewQN", "lr": 0.01},
                          "environment": {"name": "CartPole-v1"}})
bad = {"algorithm": {"name": "NewQN", "lr": -1}, "environment": {"name": "CartPole-v1"}}
per = {"algorithm": {"name": "NewQN"}, "environment": {"name": "CartPole-v1"},
       "replay_buffer": {"per_buffer": True}}
print(json.dumps({
    "class": type(manifest.algorithm).__module__ + "." + type(manifest.algorithm).__name__,
    "lr": manifest.algorithm.lr,
    "env": type(manifest.environment).__name__,
    "bad": [".".join(map(str, p.path)) for p in validate_manifest(bad)[2]],
    "per": [".".join(map(str, p.path)) for p in validate_manifest(per)[2]],
    "tables": [ALGORITHM_KINDS["NewQN"], DEFAULT_EVO_STEPS["NewQN"], DEFAULT_GAMMA["NewQN"]],
}))
"""
JS_CHECK = """
const specs = require(process.argv[1]);
const doc = (lr) => ({algorithm: {name: "NewQN", lr}, environment: {name: "CartPole-v1"}});
const typo = {algorithm: {name: "NewQM"}, environment: {name: "CartPole-v1"}};
console.log(JSON.stringify({
  valid: specs.problems(doc(0.01)),
  bad: specs.problems(doc(-1)).map((p) => p.path.join(".")),
  typo: specs.problems(typo).map((p) => p.path.join(".")),
  hint: specs.problems(typo).map((p) => p.message),
}));
"""


def _copy(root: Path) -> None:
    for name in COPIED:
        source, target = ROOT / name, root / name
        if source.is_dir():
            shutil.copytree(source, target, ignore=shutil.ignore_patterns("__pycache__"))
        else:
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, target)
    (root / "node_modules").symlink_to(ROOT / "node_modules")


def _new_algorithm(root: Path) -> list[Path]:
    """The two hand-written files an algorithm takes: its schema (here DQN's, renamed) and
    its registry row. Returns their paths."""
    dqn = (root / "schema/algorithms/dqn.schema.json").read_text("utf-8")
    schema = root / "schema/algorithms/newqn.schema.json"
    schema.write_text(dqn.replace("DQN", NEW).replace("dqn", "newqn"), "utf-8")
    table = root / "schema/registry/algorithms.json"
    data = json.loads(table.read_text("utf-8"))
    data["algorithms"].append(
        {
            "name": NEW,
            "module": "newqn",
            "section": f"{NEW}Section",
            "kind": "single_agent",
            "env_type": "gym",
            "evo_steps": 1234,
            "replay": {"prioritized": False, "n_step": True},
            "description": f"{NEW}: a Q-network added by a test.",
        }
    )
    table.write_text(json.dumps(data, indent=2) + "\n", "utf-8")
    return [schema, table]


def _hand_written(root: Path) -> dict[str, bytes]:
    return {
        str(p.relative_to(root)): p.read_bytes()
        for base in ("schema", "tools", "python", "mkdocs.yml")
        for p in ([root / base] if (root / base).is_file() else sorted((root / base).rglob("*")))
        if p.is_file() and "__pycache__" not in p.parts
    }


@pytest.fixture(scope="module")
def added(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A copy of the tree with a throwaway algorithm added, generated."""
    root = tmp_path_factory.mktemp("tree")
    _copy(root)
    before = _hand_written(root)
    edited = _new_algorithm(root)
    after = _hand_written(root)
    changed = {name for name in after if before.get(name) != after[name]}
    assert changed == {str(p.relative_to(root)) for p in edited}
    done = subprocess.run(
        [sys.executable, "tools/codegen/generate.py"],
        cwd=root, capture_output=True, text=True, check=False, timeout=900,
    )  # fmt: skip
    assert done.returncode == 0, done.stdout + done.stderr
    return root


@pytest.mark.slow  # the copy reruns the whole generator: CI's own session
def test_the_new_algorithm_is_in_every_list(added: Path) -> None:
    published = json.loads((added / "generated/ts/schema/algorithm.schema.json").read_text())
    assert NEW in published["properties"]["name"]["enum"]
    own = json.loads((added / "generated/ts/schema/algorithms/newqn.schema.json").read_text())
    assert own["$defs"][f"{NEW}Section"]["properties"]["name"]["enumDescriptions"] == [
        f"{NEW}: a Q-network added by a test."
    ]  # the section's name is the row's, though the schema was DQN's
    assert NEW in published["x-algorithm-kinds"]["single_agent"]
    assert NEW in published["x-algorithm-env-types"]["gym"]
    manifest = (added / "generated/ts/schema/manifest.schema.json").read_text()
    assert manifest.count(f'"{NEW}"') >= 4  # n-step, rl_hp_selection, implied env, registered


@pytest.mark.slow  # the copy reruns the whole generator: CI's own session
def test_the_new_algorithm_is_validated_in_python(added: Path) -> None:
    package = added / "package"
    shutil.copytree(added / "python", package)
    shutil.copytree(added / "generated/python/agilerl", package / "agilerl", dirs_exist_ok=True)
    env = {**os.environ, "PYTHONPATH": str(package), "AGILERL_NATIVE": "0"}
    done = subprocess.run(
        [sys.executable, "-c", PYTHON_CHECK],
        cwd=added, capture_output=True, text=True, check=False, env=env, timeout=300,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    out = json.loads(done.stdout)
    assert out["class"] == f"agilerl.arena.models.algorithms.newqn.{NEW}Spec"
    assert out["lr"] == 0.01
    assert out["env"] == "GymEnvSpec"  # the environment the row implies
    assert out["bad"] == ["algorithm.lr"]
    assert out["per"] == ["algorithm.name"]  # prioritized: false in its row
    assert out["tables"] == ["single_agent", 1234, 0.99]


@pytest.mark.slow  # the copy reruns the whole generator: CI's own session
def test_the_new_algorithm_is_documented(added: Path) -> None:
    page = (added / "docs/reference/algorithms/newqn.md").read_text("utf-8")
    assert f"{NEW}Spec" in page
    assert f'`name` `"{NEW}"`: the fields of [{NEW}Section]' in (
        (added / "docs/reference/algorithm.md").read_text("utf-8")
    )
    done = subprocess.run(
        [sys.executable, "-c", "import mkdocs_hooks, json; print(json.dumps("
         "mkdocs_hooks.algorithm_pages()))"],
        cwd=added / "tools", capture_output=True, text=True, check=False, timeout=60,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert {"newqn": "reference/algorithms/newqn.md"} in json.loads(done.stdout)


@pytest.mark.slow  # the copy reruns the whole generator: CI's own session
def test_the_new_algorithm_is_typed_and_judged_in_javascript(added: Path) -> None:
    types = (added / "generated/ts/types.d.ts").read_text("utf-8")
    assert f"export interface {NEW}Section" in types
    assert f'"{NEW}"' in types
    done = subprocess.run(
        [node(), "-e", JS_CHECK, str(added / "generated/ts/index.js")],
        capture_output=True, text=True, check=False, timeout=120,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    out = json.loads(done.stdout)
    # an unregistered name: one problem, naming the new algorithm as the closest, and no
    # knock-on problem about the environment type the file never wrote
    hint = out.pop("hint")
    assert out == {"valid": [], "bad": ["algorithm.lr"], "typo": ["algorithm.name"]}
    assert "(did you mean 'NewQN'?)" in hint[0], hint


# -- no lists outside the registry ------------------------------------------------------

#: Hand-written files that may name algorithms in lists: the registry and each algorithm's
#: own schema (and the docs and tests, which show and test them).
EXEMPT = ("schema/registry/", "schema/algorithms/")
SCANNED = ("schema", "python", "tools", "bench", "noxfile.py", "mkdocs.yml", "pyproject.toml")


def _names() -> set[str]:
    """Every registered name, and how code names an algorithm's module (``algorithms/dqn``,
    ``algorithms.dqn``, its reference page)."""
    rows = registry.load().algorithms
    names = {name for row in rows for name in row.names}
    for row in rows:
        names |= {row.stem, f"algorithms.{row.module}", f"reference/{row.stem}.md"}
    return names


def _files() -> Iterator[Path]:
    for base in SCANNED:
        path = ROOT / base
        for p in [path] if path.is_file() else sorted(path.rglob("*")):
            rel = p.relative_to(ROOT).as_posix()
            if p.is_file() and not rel.startswith(EXEMPT) and "__pycache__" not in p.parts:
                yield p


def _words(names: set[str]) -> str:
    """Any of ``names`` as a word, the longest first (``Rainbow DQN`` is not ``DQN``)."""
    alternatives = "|".join(re.escape(n) for n in sorted(names, key=len, reverse=True))
    return rf"(?<![\w-])(?:{alternatives})(?![\w-])"


def _json_lists(node: Any, names: set[str], where: str) -> Iterator[str]:
    if isinstance(node, list):
        hits = [item for item in node if isinstance(item, str) and item in names]
        if hits:
            yield f"{where}: {hits}"
        for i, item in enumerate(node):
            yield from _json_lists(item, names, f"{where}/{i}")
    elif isinstance(node, dict):
        keys = [key for key in node if key in names]
        if keys:
            yield f"{where}: keys {keys}"
        for key, value in node.items():
            yield from _json_lists(value, names, f"{where}/{key}")
    elif isinstance(node, str):
        said = set(re.findall(_words(names), node))
        if len(said) > 1:  # prose that lists them: "(CISPO, GRPO, GSPO)"
            yield f"{where}: text naming {sorted(said)}"


def _python_lists(path: Path, names: set[str]) -> Iterator[str]:
    tree = ast.parse(path.read_text("utf-8"))
    for found in ast.walk(tree):
        items: list[ast.expr | None] = []
        if isinstance(found, ast.List | ast.Tuple | ast.Set):
            items = list(found.elts)
        elif isinstance(found, ast.Dict):
            items = list(found.keys) + list(found.values)
        hits = [i.value for i in items if isinstance(i, ast.Constant) and i.value in names]
        if hits:
            yield f"line {found.lineno}: {hits}"


def _text_lists(text: str, names: set[str]) -> Iterator[str]:
    quoted = "|".join(re.escape(n) for n in sorted(names, key=len, reverse=True))
    for number, line in enumerate(text.splitlines(), 1):
        found = re.findall(rf"""["'](?:{quoted})["']""", line)
        pages = [name for name in names if name.endswith(".md") and name in line]
        if len(found) > 1 or pages:
            yield f"line {number}: {found or pages}"


def test_no_hand_written_file_lists_algorithm_names() -> None:
    """Outside the registry and the algorithms' own schemas, no hand-written schema, code or
    configuration lists algorithm names (a list, a set, a mapping's keys, a sentence naming
    several): each such list is derived from the registry."""
    names = _names()
    found = []
    for path in _files():
        rel = path.relative_to(ROOT).as_posix()
        if path.suffix == ".json":
            found += [f"{rel}{hit}" for hit in _json_lists(json.loads(path.read_text()), names, "")]
        elif path.suffix == ".py":
            found += [f"{rel} {hit}" for hit in _python_lists(path, names)]
        elif path.suffix in (".js", ".cjs", ".yml", ".yaml", ".toml"):
            found += [f"{rel} {hit}" for hit in _text_lists(path.read_text("utf-8"), names)]
    assert found == []


def test_the_scan_finds_the_lists_it_looks_for(tmp_path: Path) -> None:
    """The scan above sees each kind of list (what the tree held before the registry)."""
    names = _names()
    old = {"enum": ["IPPO", "MADDPG", "MATD3"], "x": {"DPO": "preference"}}
    old["description"] = "needs a GRPO-family algorithm (CISPO, GRPO, GSPO)"  # type: ignore[assignment]
    assert len(list(_json_lists(old, names, ""))) == 3
    assert not list(_json_lists({"description": "Rainbow DQN only"}, names, ""))
    code = 'PRIORITY = frozenset({"RainbowDQN", "Rainbow DQN"})\nGAMMA = {"MADDPG": 0.95}\n'
    code += 'MODULES = {"algorithms.dqn": ("algorithms/dqn",)}\n'
    example = tmp_path / "example.py"
    example.write_text(code, "utf-8")
    assert len(list(_python_lists(example, names))) == 4  # the mapping and its tuple
    assert list(_text_lists("x = ['DQN', 'TD3']\n", names))
    assert list(_text_lists("- dqn: reference/algorithms/dqn.md\n", names))


def test_no_derived_text_in_a_hand_written_schema() -> None:
    for path in sorted((ROOT / "schema").rglob("*.json")):
        assert "derived by" not in path.read_text("utf-8"), path


# -- what the registry derives ------------------------------------------------------------


def test_the_python_tables_are_the_registry_and_the_sections() -> None:
    from agilerl.arena.models._schema import SCHEMAS
    from agilerl.models import _spec_base

    table = registry.load()
    names = {name: row for row in table.algorithms for name in row.names}
    assert set(_spec_base.ALGORITHM_KINDS) == set(names)
    assert set(SCHEMAS["algorithm"]["properties"]["name"]["enum"]) == set(names)
    for name, row in names.items():
        assert _spec_base.ALGORITHM_KINDS[name] == row.kind
        assert _spec_base.DEFAULT_EVO_STEPS[name] == row.evo_steps
        assert (name in _spec_base.PRIORITY_ALGORITHMS) is row.prioritized
        assert (name in _spec_base.MULTI_AGENT_ALGORITHMS) is (row.kind == "multi_agent")
        gamma = SCHEMAS[row.stem]["$defs"][row.section]["properties"].get("gamma", {})
        assert _spec_base.DEFAULT_GAMMA.get(name) == gamma.get("default")


def test_the_gamma_description_names_each_default() -> None:
    """The one published text the registry changed (from 8d6e8ca): the algorithm section's
    ``gamma`` states each section's default with the algorithms that have it, "1.0 for
    LLMPPO, LLMREINFORCE, NeuralTS and NeuralUCB" where it said "for the bandits, LLMPPO
    and LLMREINFORCE"."""
    gamma = json.loads((PUBLISHED / "algorithm.schema.json").read_text())["properties"]["gamma"]
    assert gamma["description"].endswith(
        "Unset: the algorithm's own default (0.99 for most, 0.95 for MADDPG and MATD3, "
        "1.0 for LLMPPO, LLMREINFORCE, NeuralTS and NeuralUCB)."
    )
    assert (
        "`1.0` for `LLMPPO`, `LLMREINFORCE`, `NeuralTS` and `NeuralUCB`"
        in (gamma["markdownDescription"])
    )


def test_the_multi_frequency_rules_are_written_once_and_published_per_spelling() -> None:
    source = bundle.load("manifest")["x-rules"][0]["x-each-spelling"]
    published = json.loads((PUBLISHED / "manifest.schema.json").read_text())["x-rules"]
    copies = [rule for rule in published if rule["id"].startswith("multi-frequency-")]
    assert len(copies) == 4 * len(source)
    spellings = [
        ("selection_strategy", "pop_size"), ("selection_strategy", "population_size"),
        ("tournament_selection", "pop_size"), ("tournament_selection", "population_size"),
    ]  # fmt: skip
    for block, (section, size) in enumerate(spellings):
        for rule, written in zip(copies[4 * block : 4 * block + 4], source, strict=True):
            text = json.dumps(written)
            text = text.replace("selection_strategy/", f"{section}/")
            text = text.replace("training/pop_size", f"training/{size}")
            assert rule == json.loads(text)


def test_the_sections_and_modules_follow_the_registry() -> None:
    from agilerl.arena.models._schema import SCHEMAS

    table = registry.load()
    sections, modules = table.layout()
    assert list(SCHEMAS) == list(sections) == list(bundle.SECTIONS)
    on_disk = sorted(
        p.relative_to(ROOT / "schema").as_posix().removesuffix(".schema.json")
        for p in (ROOT / "schema").rglob("*.schema.json")
    )
    assert sorted(sections) == on_disk
    for row in table.algorithms:
        assert modules[f"algorithms.{row.module}"] == (row.stem,)


def test_the_docs_nav_lists_every_algorithm_page() -> None:
    sys.path.insert(0, str(ROOT / "tools"))
    import mkdocs_hooks

    nav: list[Any] = [{"Reference": [{"algorithm specs": [{"fsdp": "reference/fsdp.md"}]}]}]
    mkdocs_hooks.on_config({"nav": nav})
    pages = nav[0]["Reference"][0]["algorithm specs"]
    listed = sorted(page for entry in pages[:-1] for page in entry.values())
    on_disk = sorted(
        p.relative_to(ROOT / "docs").as_posix()
        for p in (ROOT / "docs/reference/algorithms").glob("*.md")
    )
    assert listed == on_disk
    assert pages[-1] == {"fsdp": "reference/fsdp.md"}  # what mkdocs.yml lists stays, after


# -- generation refuses what it cannot read -------------------------------------------------


def _table() -> dict[str, Any]:
    return json.loads(registry.REGISTRY.read_text("utf-8"))


def _refusal(data: dict[str, Any], tmp_path: Path) -> str:
    path = tmp_path / "algorithms.json"
    path.write_text(json.dumps(data), "utf-8")
    with pytest.raises(registry.RegistryError) as caught:
        compose.compose(bundle.sources(), registry.load(path=path))
    return str(caught.value)


@pytest.mark.parametrize(
    ("change", "named"),
    [
        (lambda t: t["algorithms"][0].update(kind="single"), "algorithms/0/kind: 'single'"),
        (lambda t: t["algorithms"][0].pop("replay"), "'replay' is a required property"),
        (lambda t: t["algorithms"][1].update(name="DQN"), "'DQN' of the row DQN is already"),
        (lambda t: t["algorithms"][0].update(section="DQNSpec"), "no $defs entry with x-section"),
        (lambda t: t["algorithms"][0].update(module="nope"), "write schema/algorithms/nope"),
        (lambda t: t["algorithms"][1]["aliases"].clear(), "registered as 'Rainbow DQN'"),
        (lambda t: t["algorithms"][0].update(env_type="moon"), "env_type 'moon' is none of"),
        (lambda t: t["algorithms"][0].update(objective="sft"), "needs env_type dataset"),
    ],
    ids=["kind", "required", "twice", "section", "module", "alias", "env", "objective"],
)
def test_a_bad_row_is_refused_naming_the_fix(change: Any, named: str, tmp_path: Path) -> None:
    table = _table()
    change(table)
    assert named in _refusal(table, tmp_path)


def _refusal_of(sources: dict[str, Any]) -> str:
    """The message of the generation error composing ``sources`` fails with."""
    with pytest.raises(registry.RegistryError) as caught:
        compose.compose(sources, registry.load())
    return str(caught.value)


@pytest.mark.parametrize(
    ("marker", "named"),
    [
        ({"x-generated": "algorithm-nmaes"}, "no generator 'algorithm-nmaes'"),
        ({"x-algorithms": "knid=llm"}, "unknown key 'knid'"),
        ({"x-algorithms": "kind=quantum"}, "selects no algorithm"),
        ({"x-algorithms": "kind"}, "is not key=value"),
        ("{{algorithm kind=llm}}", "unknown text"),
        ({"x-generated": "algorithm-dispatch", "x-left": 1}, "x-generated marker is left"),
    ],
)
def test_a_bad_marker_fails_generation(marker: Any, named: str) -> None:
    sources = copy.deepcopy(bundle.sources())
    sources["training"]["properties"]["max_steps"]["examples"] = marker
    message = _refusal_of(sources)
    assert named in message
    assert message.startswith("schema/training.schema.json: ")


def test_an_alias_is_published_with_the_schema_of_the_field_it_spells() -> None:
    source = bundle.load("replay_buffer")["properties"]
    published = json.loads((PUBLISHED / "replay_buffer.schema.json").read_text())["properties"]
    assert set(source["memory_size"]) <= compose.ANNOTATIONS  # written once, at max_size
    assert published["memory_size"] == {
        "type": "integer", "minimum": 1, **source["memory_size"],
    }  # fmt: skip
    assert {k: v for k, v in published["max_size"].items() if k not in compose.ANNOTATIONS} == {
        "type": "integer", "minimum": 1,
    }  # fmt: skip


def _objects(node: Any) -> Iterator[dict[str, Any]]:
    """Every object schema (a dict with ``properties``) under ``node``."""
    if isinstance(node, dict):
        if isinstance(node.get("properties"), dict):
            yield node
        for value in node.values():
            yield from _objects(value)
    elif isinstance(node, list):
        for item in node:
            yield from _objects(item)


def test_derived_classes_write_their_own_fields_and_publish_every_field() -> None:
    import inherit

    sources = bundle.sources()
    fields = inherit.Fields(sources)
    derived = 0
    for stem, doc in sources.items():
        published = json.loads((PUBLISHED / f"{stem}.schema.json").read_text("utf-8"))
        for name, cls in doc.get("$defs", {}).items():
            inherited = fields.inherited(stem, cls) if "properties" in cls else {}
            if not inherited:
                continue
            derived += 1
            written = cls["properties"]
            assert inherit.own(sources, stem, cls) == written, (stem, name)  # no copies
            every = dict(published["$defs"][name]["properties"])
            if "x-section-of" in cls:  # an algorithm's section: the registry's name first
                assert next(iter(every)) == "name", (stem, name)
                del every["name"]
            whole = compose.aliased(inherit.merged(inherited, written), stem)
            assert every == whole, (stem, name)
            assert list(every)[: len(inherited)] == list(inherited)
    assert derived >= 33
    gspo = json.loads((PUBLISHED / "algorithms/gspo.schema.json").read_text("utf-8"))
    assert "group_size" in gspo["$defs"]["GSPOSection"]["properties"]  # GRPO's, inherited
    assert "group_size" not in sources["algorithms/gspo"]["$defs"]["GSPOSection"]["properties"]


@pytest.mark.parametrize(
    ("parent", "named"),
    [
        ("#/$defs/QNetworkSpec", "QNetworkSpec extends itself"),
        ("#/$defs/NoSuchSpec", "no class NoSuchSpec in its $defs"),
    ],
)
def test_a_missing_or_looping_parent_fails_generation(parent: str, named: str) -> None:
    sources = copy.deepcopy(bundle.sources())
    sources["networks"]["$defs"]["QNetworkSpec"]["x-extends"] = parent
    message = _refusal_of(sources)
    assert named in message
    assert message.startswith("schema/networks.schema.json: ")


def test_each_alias_gets_one_rule_refusing_both_spellings_and_no_source_writes_one() -> None:
    rules = 0
    for stem, source in bundle.sources().items():
        assert "two spellings of one field" not in json.dumps(source), stem
        published = json.loads((PUBLISHED / f"{stem}.schema.json").read_text("utf-8"))
        for obj in _objects(published):
            props = obj["properties"]
            aliases = [n for n, p in props.items() if isinstance(p, dict) and "x-alias-of" in p]
            if aliases:  # the refusals first in the object's rules, one an alias
                refusals = obj["allOf"][: len(aliases)]
                assert refusals == compose.one_spelling(props), (stem, aliases)
                rules += len(aliases)
    assert rules >= 23


@pytest.mark.parametrize(
    ("alias", "named"),
    [
        ({"x-alias-of": "max_size", "minimum": 2}, "write only its annotations here, not minimum"),
        ({"x-alias-of": "max_sise"}, "name a property beside it that is no alias"),
        ({"x-alias-of": "memory_size"}, "name a property beside it that is no alias"),
    ],
)
def test_an_alias_that_writes_its_own_schema_fails_generation(alias: Any, named: str) -> None:
    sources = copy.deepcopy(bundle.sources())
    sources["replay_buffer"]["properties"]["older_size"] = alias
    message = _refusal_of(sources)
    assert named in message
    assert message.startswith("schema/replay_buffer.schema.json: older_size ")


def test_a_schema_file_outside_every_module_is_refused(tmp_path: Path) -> None:
    folder = tmp_path / "schema"
    shutil.copytree(ROOT / "schema", folder)
    (folder / "algorithms" / "stray.schema.json").write_text("{}", "utf-8")
    envs = {row.env_type for row in registry.load().algorithms}
    registry.check(registry.load(), bundle.sources(), envs, ROOT / "schema")  # as it is
    with pytest.raises(registry.RegistryError, match=r"stray\.schema\.json belongs to no module"):
        registry.check(registry.load(), bundle.sources(), envs, folder)


def test_a_section_takes_its_names_from_the_registry() -> None:
    """No section writes its ``name``; each is published with its row's names, aliases
    too, sorted, each with the registry's description, first among its fields."""
    table, sources = registry.load(), bundle.sources()
    texts = compose.described(table)
    for row in table.algorithms:
        source = sources[row.stem]["$defs"][row.section]
        assert "name" not in source.get("properties", {}), row.name
        published = json.loads((PUBLISHED / f"{row.stem}.schema.json").read_text("utf-8"))
        section = published["$defs"][row.section]
        assert next(iter(section["properties"])) == "name"
        name = section["properties"]["name"]
        assert name["enum"] == sorted(row.names)
        assert name["enumDescriptions"] == [texts[n] for n in sorted(row.names)]
    rainbow = json.loads((PUBLISHED / "algorithms/rainbow_dqn.schema.json").read_text("utf-8"))
    assert rainbow["$defs"]["RainbowDQNSection"]["properties"]["name"]["enum"] == [
        "Rainbow DQN", "RainbowDQN",
    ]  # fmt: skip


def test_a_section_that_writes_its_own_name_fails_generation() -> None:
    sources = copy.deepcopy(bundle.sources())
    section = sources["algorithms/dqn"]["$defs"]["DQNSection"]
    section["properties"] = {"name": {"enum": ["DQN"]}, **section["properties"]}
    message = _refusal_of(sources)
    assert message.startswith("schema/algorithms/dqn.schema.json: DQNSection writes its own name")
    assert "remove it" in message
