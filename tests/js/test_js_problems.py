"""Every problem at once, each once, in both runtimes (issue 31): the generated JavaScript
validator ranks did-you-mean candidates, checks a section under a selector's closest value
("checked as DQN"), merges a misspelt required key and leaves out knock-on problems exactly
as Python does (agilerl.models._closest, agilerl.models._problems).

Node runs once per batch (tests/js/problems.cjs): the issue's manifests, a large generated
set of near-miss words for the ranking, and near-miss manifests made from the valid ones.
"""

from __future__ import annotations

import copy
import itertools
import random
from pathlib import Path
from typing import Any

import pytest

from agilerl.arena.models._problem_table import PROBLEM_TABLE
from agilerl.models._closest import closest
from agilerl.models._validation import problems
from agilerl.models.manifest import validate_manifest
from tests.conftest import CORPUS, ROOT
from tests.models.test_verdict import schema_verdict
from tests.node import run_json
from tests.problem_cases import CASES
from tests.strategies import SCHEMAS, _get, _paths

PROBLEMS_JS = Path(__file__).with_name("problems.cjs")
VALID = sorted([*(ROOT / "docs" / "examples").glob("*.yaml"), *(CORPUS / "valid").iterdir()])


def js(request: dict[str, Any]) -> dict[str, Any]:
    result: dict[str, Any] = run_json(PROBLEMS_JS, request, timeout=600)
    return result


def python(doc: Any, model: str = "Manifest") -> list[dict[str, Any]]:
    return [
        {"path": list(p.path), "message": p.message, "rule": p.rule} for p in problems(doc, model)
    ]


def test_the_issues_manifests_read_alike() -> None:
    datas = [validate_manifest(case.text)[1] for case in CASES]
    found = js({"documents": [{"model": "Manifest", "doc": data} for data in datas]})
    for case, data, result in zip(CASES, datas, found["documents"], strict=True):
        assert result == python(data), case.name
        shown = [f"{'.'.join(map(str, p['path']))}: {p['message']} [{p['rule']}]" for p in result]
        # the CLI's order is by line; the validator's, by path
        assert sorted(shown) == sorted(line.split(": ", 1)[1] for line in case.lines), case.name


# ----------------------------------------------------------------- the ranking


def _strings(node: Any) -> list[list[str]]:
    """Every enum's strings and every object's property names in the schemas."""
    out: list[list[str]] = []
    if isinstance(node, dict):
        if isinstance(node.get("enum"), list):
            out.append([v for v in node["enum"] if isinstance(v, str)])
        if isinstance(node.get("properties"), dict):
            out.append(sorted(node["properties"]))
        for key, value in node.items():
            if key not in ("enum", "const", "default", "examples"):
                out += _strings(value)
    elif isinstance(node, list):
        for item in node:
            out += _strings(item)
    return out


def near_misses(word: str, rng: random.Random) -> list[str]:
    """Words a hand might write for ``word``: case, separators, a letter dropped, doubled,
    swapped or replaced, a prefix, a suffix, a character outside ASCII."""
    out = [word.lower(), word.upper(), word.swapcase(), word.title()]
    for a, b in itertools.permutations(" -_.", 2):
        out.append(word.replace(a, b))
    out.append("".join(c for c in word if c not in " -_."))
    if word:
        i = rng.randrange(len(word))
        out += [
            word[:i] + word[i + 1 :],
            word[:i] + word[i] + word[i:],
            word[:i] + "x" + word[i + 1 :],
        ]
        if i + 1 < len(word):
            out.append(word[:i] + word[i + 1] + word[i] + word[i + 2 :])
        out += [word[: max(1, i)], word + "s", word + "2", "my_" + word, word + "é", "İ" + word]
    out += [word + "\U0001f600", word.replace("a", "\u00e4")]
    return out


def _ranking(words_per_list: int, least: int) -> None:
    """Near-miss words of the first ``words_per_list`` values of every enum and property
    list of the schemas, against their own list and a random mix of others: the same pick
    (or none) in both runtimes, over at least ``least`` cases."""
    rng = random.Random(31)
    lists = [names for names in _strings(list(SCHEMAS.values())) if names]
    pool = sorted({name for names in lists for name in names})
    cases: list[tuple[str, list[str]]] = []
    for names in lists:
        for word in names[:words_per_list]:
            for miss in near_misses(word, rng):
                cases.append((miss, names))
                cases.append((miss, rng.sample(pool, min(len(pool), 15))))
    cases += [("x" * n, ["x" * 100, "x" * 99]) for n in (99, 100, 101)]
    found = js({"closest": cases})["closest"]
    assert len(cases) > least
    assert found == [closest(word, names) for word, names in cases]
    assert sum(pick is not None for pick in found) > len(cases) // 2  # most are near one


def test_closest_is_one_ranking_in_both_runtimes() -> None:
    _ranking(words_per_list=1, least=4_000)


@pytest.mark.slow  # over 20,000 cases, about 30 s: CI's own session
def test_closest_is_one_ranking_in_both_runtimes_for_six_words_a_list() -> None:
    _ranking(words_per_list=6, least=20_000)


# ----------------------------------------------------------------- near-miss manifests


#: Values that are wrong in any section: checked as the section's pick, each one's problem
#: names it.
WRONG = {"lrr": 1, "batch_size": -1, "num_envs": 0, "max_size": -2, "hidden_size": "x"}


def _selectors(doc: Any) -> list[tuple[Any, ...]]:
    """The paths of ``doc`` that hold a selector's value (the table's selectors)."""
    names = {selector["property"] for selector in PROBLEM_TABLE["selectors"]}
    return [
        path
        for path in _paths(doc)
        if path and path[-1] in names and isinstance(_get(doc, path), str)
    ]


def near_miss_manifests() -> list[Any]:
    rng = random.Random(2026)
    bases = [data for _, data, found in map(validate_manifest, VALID) if not found]
    docs: list[Any] = []
    for base in bases:
        for path in _selectors(base):
            for miss in near_misses(_get(base, path), rng):
                doc = copy.deepcopy(base)
                _get(doc, path[:-1])[path[-1]] = miss
                docs.append(doc)
                wrong = copy.deepcopy(doc)  # and a wrong field beside it
                key, value = rng.choice(sorted(WRONG.items()))
                _get(wrong, path[:-1])[key] = value
                docs.append(wrong)
        for path in _paths(base):  # a key misspelt (required or not) or wrongly cased
            if not path or not isinstance(path[-1], str) or len(path[-1]) < 3:
                continue
            holder = _get(base, path[:-1])
            for miss in rng.sample(near_misses(path[-1], rng), 2):
                if miss in holder:
                    continue
                doc = copy.deepcopy(base)
                parent = _get(doc, path[:-1])
                parent[miss] = parent.pop(path[-1])
                docs.append(doc)
    return docs


@pytest.mark.parametrize("model", ["Manifest"])
def test_near_miss_manifests_read_alike(model: str) -> None:
    """Thousands of manifests one or two mistakes from valid ones, judged in one batch:
    the same problems in both runtimes, each once, and the stock verdict."""
    docs = near_miss_manifests()
    found = js({"documents": [{"model": model, "doc": doc} for doc in docs]})["documents"]
    checked = merged = 0
    for doc, result in zip(docs, found, strict=True):
        ours = python(doc, model)
        assert result == ours, doc
        assert bool(ours) is not schema_verdict(doc), doc
        assert len({(str(p["path"]), p["message"]) for p in ours}) == len(ours), doc
        checked += any("(checked as " in p["message"] for p in ours)
        merged += any(p["message"].endswith("? it is required)") for p in ours)
    assert len(docs) > 2_000, len(docs)
    assert checked > 100, checked
    assert merged > 20, merged
