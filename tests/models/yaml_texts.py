"""Generated YAML texts for the differential fuzz of the two YAML readers.

Documents are drawn as trees (mappings, sequences, scalars of every odd kind, anchors,
aliases, merge keys, tags), written in block or flow style, then mutated: characters and
tokens inserted or deleted, lines indented, tabbed, duplicated, swapped or joined, line
breaks changed, a byte-order mark or a second document added, a long line made. The
example manifests (docs/examples) and the corpus (tests/corpus) are mutated the same way.
"""

from __future__ import annotations

import json
from typing import Any

from hypothesis import strategies as st

from tests.conftest import ROOT

#: Every YAML file of the corpus and the examples: the seeds of the mutations.
SEEDS: tuple[str, ...] = tuple(
    path.read_text(encoding="utf-8")
    for folder in ("tests/corpus", "docs/examples")
    for path in sorted((ROOT / folder).rglob("*.yaml"))
)

#: Plain scalars YAML 1.1 and 1.2 (and editors) read differently, or not at all.
ODD_SCALARS = (
    "1_000", "0.000_1", "yes", "No", "ON", "off", "y", "n", "~", "null", "Null", "",
    "0755", "0o17", "0x1F", "0b101", "08", "1:30", "0:30", "-1:30", "190:20:30.15", "1e-4",
    "1.0e-4", "1.5e3", "1e100", "+.5", ".5", "-.5", ".inf", "-.Inf", ".NaN", "2024-01-01",
    "2001-12-14t21:59:43.10-05:00", "=", "<<", "-", "0", "-0", "+12", "3.", "1__0", "1_",
    "0.", "12e03", "true", "FALSE", "x" * 1030, "9" * 1001, "a b", "a  b", "a:b", "a#b",
    "http://x.org/a?b=c", "-x", "x-", "é", "日本語", "\U0001f600", "[]", "{}",
)  # fmt: skip
#: Keys: names, and scalars YAML does not read as strings.
KEYS = ("a", "b", "name", "max_steps", "gamma", "x y", "yes", "1", "~", "<<", "", "on", "y")
#: Tokens the mutations insert: YAML's own.
TOKENS = (
    " ", "  ", "\n", "\r\n", ":", ": ", "-", "- ", ",", "[", "]", "{", "}", "#", " #",
    "&a ", "*a", "&b ", "*b", "<<: *a", "|", "|-", ">", ">+", "|2", "'", '"', "\\",
    '"\\x41"', '"\\/"', "'it''s'", "---", "--- ", "...", "\n---\n", "\n...\n",
    "%YAML 1.2\n---\n", "%YAML 1.1\n---\n", "%", "@", "`", "é", "\U0001f600", "x" * 1030,
    "?", "? ", "a?b", " ?",
)  # fmt: skip
#: Characters and tokens on which libyaml and PyYAML's pure parser may differ.
ODD_TOKENS = (
    "\t", "\r", "\x85", "\u2028", "\u2029", "\ufeff", "\x00", "\x07", "\x1b", "\x7f",
    "\xa0", "\ue000", "\ufffe", "!", "!!str ", "!!int ", "!!bool ", "!!null ",
    "!!float ", "!!map ", "!!seq ", "!foo ", "! ", "!<tag:yaml.org,2002:str> ", "|#", ">-#x",
    "%YAML 1.3\n---\n", "%TAG !e! tag:e,2000:\n", "%FOO x\n",
)  # fmt: skip
#: Line breaks the mutations write instead of LF.
BREAKS = ("\r\n", "\r", "\x85", "\u2028", "\u2029")

_names = st.sampled_from(("a", "b", "c", "d"))


def _plain(value: str) -> bool:
    return (
        bool(value)
        and value == value.strip()
        and value[0] not in "-?:,[]{}#&*!|>'\"%@`"
        and not any(token in value for token in (": ", " #", "\n"))
    )


@st.composite
def scalars(draw: st.DrawFn) -> str:
    """A scalar written in one of YAML's five styles (plain when it can be)."""
    value = draw(
        st.one_of(
            st.sampled_from(ODD_SCALARS),
            st.text(st.sampled_from("ab 1.-_:#'\"\\\né"), max_size=8),
            st.integers(-(10**20), 10**20).map(str),
            st.floats(allow_nan=False, allow_infinity=False).map(repr),
        )
    )
    style = draw(st.sampled_from(("plain", "single", "double", "literal", "folded")))
    if style == "plain" and _plain(value):
        return value
    if style == "single":
        return "'" + value.replace("'", "''") + "'"
    if style in ("literal", "folded") and value and "\n" not in value:
        return f"{'|' if style == 'literal' else '>'}{draw(st.sampled_from(('', '-', '+')))}"
    return json.dumps(value, ensure_ascii=draw(st.booleans()))


def _nodes() -> st.SearchStrategy[Any]:
    leaves = st.one_of(
        scalars(),
        st.tuples(st.just("alias"), _names),
    )
    return st.recursive(
        leaves,
        lambda inner: st.one_of(
            st.lists(st.tuples(st.sampled_from(KEYS) | scalars(), inner), max_size=5).map(
                lambda items: ("map", items)
            ),
            st.lists(inner, max_size=5).map(lambda items: ("seq", items)),
            st.tuples(st.just("merge"), st.lists(_names, min_size=1, max_size=3)),
        ),
        max_leaves=20,
    )


@st.composite
def _decorated(draw: st.DrawFn, node: Any) -> tuple[str, Any]:
    """The prefix (anchor, tag) of a node, and the node."""
    prefix = ""
    if draw(st.integers(0, 5)) == 0:
        prefix += f"&{draw(_names)} "
    if draw(st.integers(0, 19)) == 0:
        prefix += draw(st.sampled_from(("!!map ", "!!seq ", "!!str ", "!!int ", "! ", "!x ")))
    return prefix, node


def _scalar_text(node: str, indent: int) -> str:
    if node[:1] in "|>" and len(node) <= 2:
        return f"{node}\n{' ' * (indent + 2)}text\n{' ' * (indent + 2)}more"
    return node


def _flow(draw: st.DrawFn, node: Any) -> str:
    prefix, node = draw(_decorated(node))
    if isinstance(node, str):
        return prefix + (node if node[:1] not in "|>" else json.dumps(node))
    kind, items = node
    if kind == "alias":
        return f"*{items}"
    if kind == "merge":
        return prefix + "{<<: [" + ", ".join(f"*{name}" for name in items) + "]}"
    if kind == "seq":
        return prefix + "[" + ", ".join(_flow(draw, item) for item in items) + "]"
    return prefix + "{" + ", ".join(f"{k}: {_flow(draw, v)}" for k, v in items) + "}"


def _block(draw: st.DrawFn, node: Any, indent: int) -> str:
    """``node`` written after a key or a dash at ``indent``: inline or on the lines below."""
    if draw(st.integers(0, 3)) == 0:
        return " " + _flow(draw, node)
    prefix, node = draw(_decorated(node))
    pad = " " * (indent + 2)
    if isinstance(node, str):
        return " " + prefix + _scalar_text(node, indent)
    kind, items = node
    if kind == "alias":
        return f" *{items}"
    if kind == "merge":
        names = [f"*{name}" for name in items]
        return f" {prefix}\n{pad}<<: " + (names[0] if len(names) == 1 else f"[{', '.join(names)}]")
    if not items:
        return " " + prefix + ("[]" if kind == "seq" else "{}")
    if kind == "seq":
        lines = [f"{pad}-{_block(draw, item, indent + 2)}" for item in items]
    else:
        lines = [f"{pad}{key}:{_block(draw, value, indent + 2)}" for key, value in items]
    return f" {prefix}".rstrip() + "\n" + "\n".join(lines)


@st.composite
def documents(draw: st.DrawFn) -> str:
    """A generated document, in block style (with flow parts) or in flow style."""
    items = draw(st.lists(st.tuples(st.sampled_from(KEYS), _nodes()), min_size=1, max_size=6))
    if draw(st.integers(0, 4)) == 0:
        return _flow(draw, ("map", items)) + "\n"
    text = "\n".join(f"{key}:{_block(draw, value, 0)}" for key, value in items)
    return text + draw(st.sampled_from(("\n", "", "\n\n", "\n# end\n")))


@st.composite
def mutated(draw: st.DrawFn, text: str) -> str:
    """``text`` after a few random edits."""
    for _ in range(draw(st.integers(0, 3))):
        lines = text.split("\n")
        at = draw(st.integers(0, len(text)))
        row = draw(st.integers(0, len(lines) - 1))
        edit = draw(st.integers(0, 11))
        if edit == 0:
            odd = draw(st.integers(0, 4)) == 0
            text = text[:at] + draw(st.sampled_from(ODD_TOKENS if odd else TOKENS)) + text[at:]
        elif edit == 1:
            text = text[:at] + text[at + draw(st.integers(1, 8)) :]
        elif edit == 2:
            lines[row] = draw(st.sampled_from((" ", "  ", " ", "\t", " \t"))) + lines[row]
        elif edit == 3:
            lines[row] = lines[row][draw(st.integers(1, 3)) :]
        elif edit == 4:
            lines.insert(row, lines[row])
        elif edit == 5:
            other = draw(st.integers(0, len(lines) - 1))
            lines[row], lines[other] = lines[other], lines[row]
        elif edit == 6 and row + 1 < len(lines):
            lines[row : row + 2] = [lines[row] + " " + lines[row + 1].lstrip()]
        elif edit == 7:
            text = draw(st.sampled_from(BREAKS)).join(lines)
        elif edit == 8:
            text = "\ufeff" + text
        elif edit == 9:
            text = text + draw(st.sampled_from(("---\n", "\n---\n", "...\n"))) + text
        elif edit == 10:
            lines.insert(row, f"k{row}: " + "x" * draw(st.sampled_from((1000, 1030, 5000))))
        else:
            lines[row] = lines[row].rstrip() + draw(st.sampled_from((" ", "\t", " # c", "#c")))
        if edit in (2, 3, 4, 5, 6, 10, 11):
            text = "\n".join(lines)
    return text


@st.composite
def yaml_texts(draw: st.DrawFn) -> str:
    """A generated or corpus document, mutated (or not)."""
    if draw(st.booleans()):
        return draw(mutated(draw(documents())))
    lines = draw(st.sampled_from(SEEDS)).split("\n")
    if draw(st.booleans()):  # a part of the file: cheaper to read twice, as varied
        start = draw(st.integers(0, len(lines) - 1))
        lines = lines[start : start + draw(st.integers(1, 30))]
    return draw(mutated("\n".join(lines)))
