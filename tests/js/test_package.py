"""The npm package under generated/ts is complete as a package: what package.json names
exists, it loads with require() and with import, and its only run-time dependency is Ajv."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

from agilerl.arena.models._schema import MODEL_SCHEMAS, SCHEMAS
from tests.conftest import ROOT
from tests.node import node

PACKAGE = ROOT / "generated" / "ts"


def test_package_json_names_files_that_exist() -> None:
    manifest = json.loads((PACKAGE / "package.json").read_text(encoding="utf-8"))
    assert manifest["name"] == "@agilerl-specs/schema"
    for name in manifest["files"]:
        assert (PACKAGE / name).exists(), name
    for target in (manifest["main"], manifest["types"]):
        assert (PACKAGE / target).is_file(), target
    for entry in manifest["exports"].values():
        for target in entry.values() if isinstance(entry, dict) else [entry]:
            assert (PACKAGE / target).is_file(), target
    assert set(manifest["dependencies"]) == {"ajv"}
    lock = json.loads((ROOT / "package-lock.json").read_text(encoding="utf-8"))
    pinned = lock["packages"]["node_modules/ajv"]["version"]
    assert manifest["dependencies"]["ajv"] == f"^{pinned}", "the Ajv that compiled validate.js"
    # the published schemas: the Python bundle's, byte for byte, one per hand-written file
    folder = PACKAGE / "schema"
    published = sorted(p.relative_to(folder) for p in folder.rglob("*") if p.is_file())
    assert published == sorted(Path(f"{stem}.schema.json") for stem in SCHEMAS)
    for stem, schema in SCHEMAS.items():
        text = json.dumps(schema, indent=2, ensure_ascii=False) + "\n"
        assert (PACKAGE / "schema" / f"{stem}.schema.json").read_text(encoding="utf-8") == text


def _required(name: str) -> set[str]:
    code = (PACKAGE / name).read_text(encoding="utf-8")
    return {
        line.split('require("')[1].split('")')[0]
        for line in code.splitlines()
        if 'require("' in line
    }


def test_validate_js_needs_only_the_ajv_runtime() -> None:
    """validate.js needs Ajv's runtime helpers and the package's x-rules engine (rules.js),
    which needs nothing."""
    required = _required("validate.js")
    assert all(name.startswith("ajv/dist/runtime/") or name == "./rules.js" for name in required)
    assert "./rules.js" in required
    assert _required("rules.js") == set()


def test_loads_with_require_and_with_import(tmp_path: Path) -> None:
    index = (PACKAGE / "index.js").as_uri()
    script = tmp_path / "esm.mjs"
    script.write_text(
        f'import {{ problems, isManifest, validators, schemas }} from "{index}";\n'
        'import cjs from "' + index + '";\n'
        "const env = { name: 'CartPole-v1' };\n"
        "const doc = { algorithm: { name: 'DQN' }, environment: env, training: { max_step: 1 } };\n"
        "console.log(JSON.stringify({\n"
        "  esm: problems(doc).map((p) => p.location),\n"
        "  cjs: cjs.problems(doc).map((p) => p.location),\n"
        "  ok: isManifest({ algorithm: { name: 'DQN' }, environment: env }),\n"
        "  bare: isManifest({ algorithm: { name: 'DQN' } }),\n"
        "  models: Object.keys(validators).sort(),\n"
        "  sections: Object.keys(schemas).sort(),\n"
        "}));\n",
        encoding="utf-8",
    )
    done = subprocess.run(
        [node(), str(script)], capture_output=True, text=True, timeout=60, check=False, cwd=ROOT
    )
    assert done.returncode == 0, done.stderr
    out = json.loads(done.stdout)
    assert out["esm"] == out["cjs"] == ["training.max_step"]
    assert out["ok"] is True
    assert out["bare"] is False  # the environment is required
    algorithms = [name for name, uri in MODEL_SCHEMAS.items() if "/algorithms/" in uri]
    assert out["models"] == sorted(
        ["AlgoSpec", "CheckpointExportSpec", "LLMRolloutBufferSpec", "Manifest",
         "NStepBufferArgs", "PerBufferArgs", "ReplayBufferSpec", "TrainingSpec",
         "EnvSpec", "EnvContainerSpec", "EnvServiceSpec", "EnvSpecBase", "GymEnvSpec",
         "OfflineEnvSpec", "BanditEnvSpec", "LLMEnvSpec", *algorithms,
         "MutationSpec", "MutationProbabilities", "RLHyperparameter", "NetworkMutationRanges",
         "TournamentSelectionSpec", "MultiFrequencySelectionSpec",
         "MlpSpec", "CnnSpec", "CnnLstmSpec", "MultiInputSpec", "NetworkSpec", "QNetworkSpec",
         "RainbowQNetworkSpec", "ContinuousQNetworkSpec", "DeterministicActorSpec",
         "StochasticActorSpec", "ValueNetworkSpec", "DeferredNetworkSpec",
         "SimbaSpec", "LstmSpec", "CosineLRScheduleConfig", "VLLMConfig", "LoraConfigDict",
         "FinetuningNetworkSpec", "FSDPConfig", "ProfilingConfig"]
    )  # fmt: skip
    assert len(algorithms) == 25  # 16 reinforcement-learning, 9 LLM
    stems = sorted(p.relative_to(ROOT / "schema").as_posix().removesuffix(".schema.json")
                   for p in (ROOT / "schema").rglob("*.schema.json"))  # fmt: skip
    assert out["sections"] == stems
