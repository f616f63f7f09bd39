"""Every public class of the shipped manifest modules exists at the same import path in
ours, with the same ``inspect.signature`` (compared as text).

The shipped side lists its modules' classes (``reference_side/signatures.py``: the
manifest module, env, networks, hpo, training and every ``algorithms.*`` module). A module
in :data:`CLAIMED` must have every one of them; a module in :data:`UNCLAIMED` is not
checked yet, and is listed at the end of the run. Every shipped module is in exactly one
of the two lists, so a module the shipped package gains fails here until it is placed.
When a section's schema lands, its modules move from UNCLAIMED to CLAIMED.
"""

from __future__ import annotations

import importlib
import inspect
import re

import pytest

from tests.conformance.conftest import SUMMARY, Reference

#: Modules whose every shipped public class we generate, with the same signature.
CLAIMED = [
    "agilerl.arena.models.hpo",
    "agilerl.arena.models.training",
    "agilerl.arena.models.algorithms.rollout_llm",
    "agilerl.arena.models.algorithms.grpo",
    "agilerl.arena.models.algorithms.cispo",
    "agilerl.arena.models.algorithms.gspo",
    "agilerl.arena.models.algorithms.dpo",
    "agilerl.arena.models.algorithms.sft",
    "agilerl.arena.models.algorithms.llmppo",
    "agilerl.arena.models.algorithms.llmreinforce",
    "agilerl.arena.models.env",
    # the RL algorithms, once net_config took the network section's role specs
    "agilerl.arena.models.algorithms.bandit",
    "agilerl.arena.models.algorithms.cqn",
    "agilerl.arena.models.algorithms.ddpg",
    "agilerl.arena.models.algorithms.dqn",
    "agilerl.arena.models.algorithms.ippo",
    "agilerl.arena.models.algorithms.maddpg",
    "agilerl.arena.models.algorithms.matd3",
    "agilerl.arena.models.algorithms.neural_ts",
    "agilerl.arena.models.algorithms.neural_ucb",
    "agilerl.arena.models.algorithms.ppo",
    "agilerl.arena.models.algorithms.rainbow_dqn",
    "agilerl.arena.models.algorithms.td3",
    # the network section (LoraConfigDict's target_modules takes set[str]: x-python-set)
    "agilerl.arena.models.networks",
    # the fields each kind of algorithm shares (LLMAlgorithmSpec: fsdp, as the LLM specs)
    "agilerl.arena.models.algorithms.base",
    # the manifest: DeferredNetworkSpec, and TrainingManifest's fields (see MANIFEST_SAME)
    "agilerl.arena.models.manifest",
]
#: The LLM specs' ``fsdp``: the shipped annotation embeds FSDPConfig's JSON Schema in the
#: shipped words, and its boolean branch admits ``false``, which the shipped validator refuses;
#: ours names what the schema accepts (``FSDPConfig | Literal[True] | None``). Every other
#: parameter is the shipped one (tests/conformance/test_algorithms.py compares them one by one).
_FSDP = (
    "fsdp: the shipped annotation embeds FSDPConfig's JSON Schema (its words, a boolean "
    "branch that admits false, which it refuses); ours names what the schema accepts"
)
#: Classes whose signature differs from the shipped one by design, each with its reason
#: (named in docs/conformance.md); the test fails once one no longer differs.
DOCUMENTED = {
    "agilerl.arena.models.training.LLMRolloutBufferSpec": (
        "takes `kind: llm`, the tag its own dump writes (a shipped bug we do not copy)"
    ),
    "agilerl.arena.models.manifest.TrainingManifest": (
        "the same fields in the same order with the same defaults; the sections' "
        "annotations name what the schema "
        "selects (algorithm: the registered spec classes; no shipped validator functions), "
        "api_version is its one value as a Literal"
    ),
    "agilerl.arena.models.algorithms.base.LLMAlgorithmSpec": _FSDP,
    "agilerl.arena.models.algorithms.rollout_llm.RolloutLLMSpec": _FSDP,
    "agilerl.arena.models.algorithms.grpo.GRPOSpec": _FSDP,
    "agilerl.arena.models.algorithms.cispo.CISPOSpec": _FSDP,
    "agilerl.arena.models.algorithms.gspo.GSPOSpec": _FSDP,
    "agilerl.arena.models.algorithms.dpo.DPOSpec": _FSDP,
    "agilerl.arena.models.algorithms.sft.SFTSpec": _FSDP,
    "agilerl.arena.models.algorithms.llmppo.LLMPPOSpec": _FSDP,
    "agilerl.arena.models.algorithms.llmreinforce.LLMREINFORCESpec": _FSDP,
}
#: Shipped modules not held to it yet (their sections are being written).
UNCLAIMED: list[str] = []
#: TrainingManifest's parameters whose annotation and default are the shipped ones too (the
#: names, their order and every default are compared for all of them).
MANIFEST_SAME = ("training", "mutation")
#: A validator function's address in a signature (``<function f at 0x7f...>``): it differs
#: between processes; the function's qualified name is still compared.
_ADDRESS = re.compile(r"(<function [^ >]+) at 0x[0-9a-f]+>")


def normalised(signature: str) -> str:
    return _ADDRESS.sub(r"\1>", signature)


@pytest.fixture(scope="module")
def shipped(reference: Reference) -> dict[str, dict[str, str]]:
    result: dict[str, dict[str, str]] = reference.run("signatures", None)
    return result


def ours(module: str, name: str) -> str:
    try:
        cls = getattr(importlib.import_module(module), name)
    except (ImportError, AttributeError) as exc:
        return f"<missing: {exc}>"
    try:
        return str(inspect.signature(cls))
    except (TypeError, ValueError) as exc:
        return f"<no signature: {exc}>"


def differences(module: str, classes: dict[str, str]) -> list[str]:
    out = []
    for name, theirs in sorted(classes.items()):
        mine, theirs = normalised(ours(module, name)), normalised(theirs)
        if mine != theirs and f"{module}.{name}" not in DOCUMENTED:
            out.append(f"{module}.{name}:\n    shipped {theirs}\n    ours    {mine}")
    return out


def test_every_shipped_module_is_claimed_or_listed(
    shipped: dict[str, dict[str, str]], request: pytest.FixtureRequest
) -> None:
    """Each shipped module in exactly one list; what is left to do printed at the end."""
    assert not set(CLAIMED) & set(UNCLAIMED)
    assert sorted(CLAIMED + UNCLAIMED) == sorted(shipped)
    lines = [f"signatures: {len(CLAIMED)} shipped modules claimed, {len(UNCLAIMED)} not yet:"]
    for module in UNCLAIMED:
        missing = len(differences(module, shipped[module]))
        lines.append(f"  {module}: {missing} of {len(shipped[module])} classes differ or missing")
    request.config.stash.setdefault(SUMMARY, []).append("\n".join(lines))


@pytest.mark.parametrize("module", CLAIMED)
def test_claimed_module_has_every_shipped_class(
    shipped: dict[str, dict[str, str]], module: str
) -> None:
    assert shipped[module], f"the shipped {module} has no public class"
    bad = differences(module, shipped[module])
    assert not bad, "\n".join(bad)


def test_documented_differences_still_differ(shipped: dict[str, dict[str, str]]) -> None:
    for where in DOCUMENTED:
        module, name = where.rsplit(".", 1)
        assert module in CLAIMED, where
        theirs = normalised(shipped[module][name])
        assert normalised(ours(module, name)) != theirs, f"{where}: no longer differs"


def parameters(signature: str) -> dict[str, tuple[str, str | None]]:
    """``(*, a: T = d, ...) -> None`` -> ``{a: (T, d)}`` in order (``None``: required),
    split at the commas outside brackets and quotes."""
    inner = signature[signature.index("(") + 1 : signature.rindex(") ->")]
    parts, depth, quote, start = [], 0, "", 0
    for i, char in enumerate(inner):
        if quote:
            quote = "" if char == quote and inner[i - 1] != "\\" else quote
        elif char in "'\"":
            quote = char
        elif char in "([{<":
            depth += 1
        elif char in ")]}>":
            depth -= 1
        elif char == "," and depth == 0:
            parts.append(inner[start:i].strip())
            start = i + 1
    parts.append(inner[start:].strip())
    out: dict[str, tuple[str, str | None]] = {}
    for part in parts:
        if part == "*":
            continue
        name, _, rest = part.partition(": ")
        annotation, eq, default = rest.rpartition(" = ") if " = " in rest else (rest, "", "")
        out[name] = (annotation, default if eq else None)
    return out


def test_training_manifest_has_the_shipped_fields(shipped: dict[str, dict[str, str]]) -> None:
    """What DOCUMENTED leaves of the shipped TrainingManifest signature, held exactly."""
    module = "agilerl.arena.models.manifest"
    theirs = parameters(normalised(shipped[module]["TrainingManifest"]))
    mine = parameters(ours(module, "TrainingManifest"))
    assert list(mine) == list(theirs)
    assert theirs["environment"][1] is None  # required, on both sides
    for name in theirs:
        assert mine[name][1] == theirs[name][1], name
    for name in MANIFEST_SAME:
        assert mine[name] == theirs[name], name
    from agilerl.arena.models.manifest import Manifest, TrainingManifest

    assert Manifest is TrainingManifest


def test_signature_texts_are_split_and_normalised() -> None:
    text = (
        "(*, a: Annotated[int, F(func=<function f at 0x7f01>)] = 1, "
        "b: dict[str, int] = 'x, y') -> None"
    )
    assert normalised(text) == text.replace(" at 0x7f01", "")
    assert parameters(text) == {
        "a": ("Annotated[int, F(func=<function f at 0x7f01>)]", "1"),
        "b": ("dict[str, int]", "'x, y'"),
    }
    assert parameters("(*, c: int) -> None") == {"c": ("int", None)}


def test_the_signature_check_can_fail() -> None:
    classes = {"TrainingSpec": "(*, nothing: int) -> None", "NoSuchSpec": "() -> None"}
    bad = differences("agilerl.arena.models.training", classes)
    assert len(bad) == 2
    assert any("<missing" in line for line in bad)
