"""Spec-validation workloads (SP1-SP6): ``model_validate`` of typical ``training`` and
``replay_buffer`` sections, in the venv of ours or of the shipped agilerl-arena.

Both ship the classes at ``agilerl.arena.models.training``. The ceiling of each workload
is a plain pydantic model with the document's field names and types (no validators, no
schema): what pydantic itself costs for that document in this process, so the ratio
between processes is taken on normalised times as for the buffer workloads.
"""

from __future__ import annotations

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
SPEC_WORKLOADS = tuple(wid for wid, _, _ in DOCUMENTS)


def _plain_model(name: str, doc: dict[str, Any]) -> Any:
    """A validator-free pydantic model with ``doc``'s fields (the ceiling)."""
    from pydantic import create_model

    def kind(value: Any) -> Any:
        if value is None:
            return Any
        return dict if isinstance(value, dict) else type(value)

    fields: dict[str, Any] = {key: (kind(value), ...) for key, value in doc.items()}
    return create_model(f"Plain{name}", **fields)


def run_specs(timer: Any, keys: list[str], ops: int, res: dict[str, Any]) -> None:
    """Time each selected SPn against its ceiling (``timer.pair``); results into ``res``."""
    from agilerl.arena.models import training

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
