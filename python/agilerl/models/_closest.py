"""Did you mean: the closest of some candidates to a word, ranked as both runtimes rank
them (``tools/codegen/ts/problems.js`` is the JavaScript twin).

The ranking is the problem table's (``tools/codegen/problems.json``, ``suggest``). Both
strings are first *folded*: ASCII letters lowered, the separators ``" -_."`` dropped (no
other character changes, so both runtimes fold alike). A candidate is then in a tier:

0. its folded form equals the word's (``dqn`` and ``DQN``, ``relu`` and ``ReLU``,
   ``Rainbow-DQN`` and ``Rainbow DQN``);
1. one folded form begins the other (``gymnasium`` and ``gym``, ``learn_stepp`` and
   ``learn_step``);
2. one folded form holds the other;
3. difflib's ratio of the two strings as written (``SequenceMatcher(None, candidate,
   word).ratio()``, counted in code points) is at least ``cutoff`` (0.6).

Tiers 1 and 2 count only where the shorter folded form has at least ``min_partial`` (3)
characters, and tier 0 only for a word that folds to something. The lowest tier wins;
within it the highest ratio, then the greatest candidate (by code point, as
``difflib.get_close_matches`` breaks ties). A word of more than ``max_chars`` (100) code
points gets no search: no candidate is near it, and the ratio is quadratic in its length.

:func:`misspelt` says whether the closest is near enough to call the word a misspelling of
it: in tiers 0 to 2, or at a ratio of at least ``misspelt`` (0.8): ``enviroment`` is a
misspelt ``environment`` (0.95), ``hidden_size`` is not a misspelt ``stride_size`` (0.73).
"""

from __future__ import annotations

import difflib
from collections.abc import Iterable
from string import ascii_uppercase

from agilerl.arena.models._problem_table import PROBLEM_TABLE

__all__ = ["MAX_SUGGEST_CHARS", "Ranked", "closest", "fold", "misspelt", "rank"]

_SUGGEST = PROBLEM_TABLE["suggest"]
#: Longest word a did-you-mean search is run for (code points).
MAX_SUGGEST_CHARS: int = _SUGGEST["max_chars"]
_MIN_PARTIAL: int = _SUGGEST["min_partial"]
_CUTOFF: float = _SUGGEST["cutoff"]
_MISSPELT: float = _SUGGEST["misspelt"]
#: ``(candidate, tier, ratio)`` of the closest candidate.
Ranked = tuple[str, int, float]
_FOLD = str.maketrans(
    {**{c: c.lower() for c in ascii_uppercase}, **dict.fromkeys(_SUGGEST["fold"])}
)


def fold(text: str) -> str:
    """``text`` with ASCII letters lowered and the separators dropped."""
    return text.translate(_FOLD)


def _tier(word: str, candidate: str) -> int:
    if word and candidate == word:
        return 0
    if min(len(word), len(candidate)) >= _MIN_PARTIAL:
        if candidate.startswith(word) or word.startswith(candidate):
            return 1
        if word in candidate or candidate in word:
            return 2
    return 3


def rank(word: str, candidates: Iterable[str]) -> Ranked | None:
    """The candidate ``word`` most likely stands for (see the module) with its tier and
    ratio, or ``None``."""
    if len(word) > MAX_SUGGEST_CHARS:
        return None
    folded = fold(word)
    best: tuple[int, float, str] | None = None
    for candidate in candidates:
        tier = _tier(folded, fold(candidate))
        ratio = difflib.SequenceMatcher(None, candidate, word).ratio()
        if tier == 3 and ratio < _CUTOFF:
            continue
        key = (-tier, ratio, candidate)
        if best is None or key > best:
            best = key
    return None if best is None else (best[2], -best[0], best[1])


def closest(word: str, candidates: Iterable[str]) -> str | None:
    """The candidate ``word`` most likely stands for (see the module), or ``None``."""
    found = rank(word, candidates)
    return None if found is None else found[0]


def misspelt(found: Ranked | None) -> str | None:
    """The candidate of :func:`rank` where it is near enough to be misspelt, else ``None``."""
    if found is None or (found[1] == 3 and found[2] < _MISSPELT):
        return None
    return found[0]
