"""The fine-tuning network's rules for the supported models, derived from their table.

``FinetuningNetworkSpec`` in ``schema/networks.schema.json`` holds the table of the models
the shipped classes know (``x-supported-models``: per Hugging Face id, the largest LoRA
rank its engine serves, ``null`` when unknown, the module names ``target_modules`` may
list and the packed expert paths ``target_parameters`` may list). A network section that
names one of those ids exactly (``pretrained_model_name_or_path``, compared as written:
no case folding, no prefix) and writes a ``lora_config`` is held to its row:

- ``lora_r`` at most the largest rank;
- ``target_modules`` the string ``all-linear`` or a list of the model's module names;
- ``target_parameters`` a list of the model's expert paths (none for a dense model).

Each part applies only to a value of the field's own type (a wrong type is the field's
own problem, as the shipped rule only runs on a valid section). One ``allOf`` item per
model states its row as ``if`` / ``then``, so any 2020-12 validator holds it.

The class's ``allOf`` in the hand-written schema marks their place (``{"x-generated":
"supported-models"}``); :mod:`compose` writes them there in the published schema.

The manifest holds one more rule per packed-experts model of the table (a row with expert
paths), across its sections: written in both sections, the network's ``lora_config`` is
the algorithm's adapter, and for such a model an adapter without ``target_parameters``
adapts every expert path with no dropout; so the algorithm's ``lora_config`` must name
them all, in the table's order, with ``lora_dropout`` 0 (:func:`packed_expert_rules`,
``{"x-generated": "packed-experts"}`` in the manifest's ``allOf``).
``tests/codegen/test_supported_models.py`` tests them;
``tests/conformance/test_manifests.py`` compares the table with the shipped one.
"""

from __future__ import annotations

from typing import Any

#: Marks the rules this module writes (``$comment`` of each).
MARK = "derived by tools/codegen/supported_models.py from x-supported-models"
CLASS = "FinetuningNetworkSpec"
TABLE = "x-supported-models"
#: A list of strings: the type the module and path names are checked under.
STRINGS = {"type": "array", "items": {"type": "string"}}


def _names(names: list[str]) -> dict[str, Any]:
    """A list of strings, each one of ``names`` (a list of none when there are none)."""
    if not names:
        return {"if": STRINGS, "then": {"type": "array", "maxItems": 0}}
    return {"if": STRINGS, "then": {"type": "array", "items": {"type": "string", "enum": names}}}


def _description(hub_id: str, row: dict[str, Any]) -> str:
    rank = row["max_lora_rank"]
    parts = [f"LoRA rank at most {rank}"] if rank is not None else []
    parts.append("target_modules all-linear or a list of its module names")
    if row["target_parameters"]:
        parts.append("target_parameters a list of its packed expert paths")
    else:
        parts.append("no target_parameters (it has no packed experts)")
    return f"{hub_id} is a supported model: " + ", ".join(parts)


def rule(hub_id: str, row: dict[str, Any]) -> dict[str, Any]:
    """The ``allOf`` item that holds a network naming ``hub_id`` to its row."""
    lora: dict[str, Any] = {}
    if row["max_lora_rank"] is not None:
        rank = {"type": "number", "maximum": row["max_lora_rank"]}
        lora["lora_r"] = {"if": {"type": "number"}, "then": rank}
    lora["target_modules"] = {
        "if": {"type": "string"},
        "then": {"type": "string", "const": "all-linear"},
        "else": _names(row["target_modules"]),
    }
    lora["target_parameters"] = _names(row["target_parameters"])
    return {
        "$comment": MARK,
        "description": _description(hub_id, row),
        "if": {
            "type": "object",
            "properties": {"pretrained_model_name_or_path": {"const": hub_id}},
            "required": ["pretrained_model_name_or_path"],
        },
        "then": {
            "type": "object",
            "properties": {
                "lora_config": {
                    "if": {"type": "object"},
                    "then": {"type": "object", "properties": lora},
                }
            },
        },
    }


def rules(schema: dict[str, Any]) -> list[dict[str, Any]]:
    """The rules of the table in ``schema``, in the table's order."""
    table: dict[str, dict[str, Any]] = schema["$defs"][CLASS][TABLE]
    return [rule(hub_id, row) for hub_id, row in table.items()]


#: The ``$comment`` of each rule :func:`packed_expert_rules` writes.
PACKED_MARK = "a packed-experts model of x-supported-models (schema/networks.schema.json)"


def packed_expert_rule(hub_id: str, paths: list[str], llm_names: list[str]) -> dict[str, Any]:
    """The manifest's ``allOf`` item for the packed-experts model ``hub_id`` (its expert
    ``paths``), for the algorithms named ``llm_names``."""
    return {
        "$comment": PACKED_MARK,
        "description": (
            "the network section's lora_config is the algorithm's: "
            f"{hub_id}'s adapter without target_parameters adapts every expert path without "
            "dropout, so the algorithm's names them all (in order) with lora_dropout 0"
        ),
        "if": {
            "type": "object",
            "properties": {
                "algorithm": {
                    "type": "object",
                    "properties": {
                        "name": {"enum": llm_names},
                        "lora_config": {"type": "object"},
                    },
                    "required": ["name", "lora_config"],
                },
                "network": {
                    "type": "object",
                    "properties": {
                        "pretrained_model_name_or_path": {"const": hub_id},
                        "lora_config": {
                            "type": "object",
                            "properties": {"target_parameters": {"type": "null"}},
                        },
                    },
                    "required": ["pretrained_model_name_or_path", "lora_config"],
                },
            },
            "required": ["algorithm", "network"],
        },
        "then": {
            "properties": {
                "algorithm": {
                    "type": "object",
                    "properties": {
                        "lora_config": {
                            "type": "object",
                            "properties": {
                                "lora_dropout": {"const": 0},
                                "target_parameters": {"const": list(paths)},
                            },
                            "required": ["lora_dropout", "target_parameters"],
                        }
                    },
                }
            }
        },
    }


def packed_expert_models(schema: dict[str, Any]) -> list[str]:
    """The Hugging Face ids of the packed-experts models of the table in ``schema`` (the
    networks schema: the rows with expert paths), in the table's order: the manifest's
    rules on a network of any other model name them (``{"x-generated":
    "packed-experts-models"}``)."""
    table: dict[str, dict[str, Any]] = schema["$defs"][CLASS][TABLE]
    return [hub_id for hub_id, row in table.items() if row["target_parameters"]]


def packed_expert_rules(schema: dict[str, Any], llm_names: list[str]) -> list[dict[str, Any]]:
    """The manifest's rules for the packed-experts models of the table in ``schema`` (the
    networks schema), in the table's order."""
    table: dict[str, dict[str, Any]] = schema["$defs"][CLASS][TABLE]
    return [
        packed_expert_rule(hub_id, row["target_parameters"], llm_names)
        for hub_id, row in table.items()
        if row["target_parameters"]
    ]
