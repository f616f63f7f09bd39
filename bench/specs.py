"""Spec-validation workloads (SP1-SP6): ``model_validate`` of typical ``training`` and
``replay_buffer`` sections, in the venv of ours or of the shipped agilerl-arena; and
whole-manifest workloads (M1-M3): an AgileRL config file read from text to objects.

Both ship the classes at ``agilerl.arena.models.training``. The ceiling of each SP
workload is a plain pydantic model with the document's field names and types (no
validators, no schema): what pydantic itself costs for that document in this process, so
the ratio between processes is taken on normalised times as for the buffer workloads.

M1-M3 time ``load_manifest(path)`` (ours) against the shipped
``TrainingManifest.get_validated(path, mode="python")`` on the same file of
``tests/corpus/agilerl/``. Their ceiling reads the same file with PyYAML's
``yaml.safe_load`` (what the shipped loader reads with) into a plain pydantic model of
the document, nested sections as nested plain models: text to objects with no schema.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

#: (id, class name, document). The LLM section is written without ``kind``: the shipped
#: LLMRolloutBufferSpec class refuses the union's tag (docs/conformance.md).
DOCUMENTS: list[tuple[str, str, dict[str, Any]]] = [
    (
        "SP1",
        "TrainingSpec",
        {
            "max_steps": 1_000_000, "evo_steps": 10_000, "eval_steps": None, "eval_loop": 1,
            "learning_delay": 1000, "target_score": 200.0, "population_size": 4,
        },
    ),
    (
        "SP2",
        "TrainingSpec",
        {
            "name": "cartpole-dqn", "max_steps": 500_000, "evo_steps": 10_000, "pop_size": 6,
            "eval_steps": 500, "eval_loop": 3, "hpo": True, "target_score": 475.0,
            "learning_delay": 1000, "eps_start": 1.0, "eps_end": 0.05, "eps_decay": 0.995,
            "checkpoint_steps": 50_000, "checkpoint_path": "checkpoints/",
            "overwrite_checkpoints": True,
        },
    ),
    ("SP3", "ReplayBufferSpec", {"max_size": 100_000}),
    (
        "SP4",
        "ReplayBufferSpec",
        {"kind": "classic", "name": "main", "max_size": 50_000, "standard_buffer": True},
    ),
    (
        "SP5",
        "ReplayBufferSpec",
        {
            "max_size": 100_000, "n_step_buffer": True, "n_step_buffer_args": {"n_step": 3},
            "per_buffer": True, "per_buffer_args": {"alpha": 0.6},
        },
    ),
    (
        "SP6",
        "LLMRolloutBufferSpec",
        {"max_size": 1000, "max_rollout_version_lag": 2, "drop_uninformative_groups": True},
    ),
]  # fmt: skip
#: (id, config file under tests/corpus/agilerl/): whole manifests, text to objects.
MANIFESTS: list[tuple[str, str]] = [
    ("M1", "dqn.yaml"),
    ("M2", "ppo.yaml"),
    ("M3", "rainbow_dqn.yaml"),
]
SPEC_WORKLOADS = tuple(wid for wid, _, _ in DOCUMENTS) + tuple(wid for wid, _ in MANIFESTS)
CORPUS = Path(__file__).resolve().parent.parent / "tests" / "corpus" / "agilerl"


def _plain_model(name: str, doc: dict[str, Any]) -> Any:
    """A validator-free pydantic model with ``doc``'s fields (the ceiling)."""
    from pydantic import create_model

    def kind(value: Any) -> Any:
        if value is None:
            return Any
        return dict if isinstance(value, dict) else type(value)

    fields: dict[str, Any] = {key: (kind(value), ...) for key, value in doc.items()}
    return create_model(f"Plain{name}", **fields)


def _nested_plain_model(name: str, doc: dict[str, Any]) -> Any:
    """A validator-free pydantic model of ``doc``, each mapping a nested plain model."""
    from pydantic import create_model

    def kind(key: str, value: Any) -> Any:
        if isinstance(value, dict):
            return _nested_plain_model(f"{name}_{key}", value)
        return Any if value is None else type(value)

    fields: dict[str, Any] = {key: (kind(key, value), ...) for key, value in doc.items()}
    return create_model(f"Plain{name}", **fields)


def _manifest_loader(impl: str) -> Any:
    """``path -> manifest object``: ours ``load_manifest``, the shipped ``get_validated``."""
    if impl == "ours":
        from agilerl.models.manifest import load_manifest

        return load_manifest
    from agilerl.arena.models.manifest import TrainingManifest

    return lambda path: TrainingManifest.get_validated(path, mode="python")


def run_manifests(timer: Any, impl: str, keys: list[str], ops: int, res: dict[str, Any]) -> None:
    """Time each selected Mn against its ceiling (``timer.pair``); results into ``res``."""
    import yaml

    load = _manifest_loader(impl)
    for wid, name in MANIFESTS:
        if wid not in keys:
            continue
        path = str(CORPUS / name)
        with open(path, encoding="utf-8") as fh:
            doc = yaml.safe_load(fh)
        plain = _nested_plain_model(wid, doc)

        def ceiling(i: int, p: Any = plain, path: str = path) -> Any:
            with open(path, encoding="utf-8") as fh:
                return p.model_validate(yaml.safe_load(fh))

        load(path)  # fail loudly (rather than time an error) if refused
        ceiling(0)
        timer.label = f"{wid} {name}"
        res[wid] = {
            **timer.pair(lambda i, path=path: load(path), ceiling, ops),
            "items": 1,
        }


def run_specs(
    timer: Any,
    keys: list[str],
    ops: int,
    res: dict[str, Any],
    impl: str = "ours",
    manifest_ops: int = 5,
) -> None:
    """Time each selected SPn and Mn against its ceiling (``timer.pair``); results into
    ``res``."""
    from agilerl.arena.models import training

    run_manifests(timer, impl, keys, manifest_ops, res)

    for wid, cls_name, doc in DOCUMENTS:
        if wid not in keys:
            continue
        cls = getattr(training, cls_name)
        plain = _plain_model(wid, doc)
        cls.model_validate(doc)  # fail loudly (rather than time an error) if refused
        plain.model_validate(doc)
        timer.label = f"{wid} {cls_name}"
        res[wid] = {
            **timer.pair(
                lambda i, c=cls, d=doc: c.model_validate(d),
                lambda i, p=plain, d=doc: p.model_validate(d),
                ops,
            ),
            "items": 1,
        }
