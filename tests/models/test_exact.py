"""``exact_copy``, the C copy of a document that is exact JSON data (``csrc/exact.c``),
held to :func:`~agilerl.models._jsondata.jsonable`'s copy in Python: it gives a copy
exactly when jsonable's (taken with the C copy switched off) is the same data, type for
type, and then the same data, sharing no list or dict with the input; otherwise ``None``.
Without the extension every document is copied in Python, with the same verdicts and the
same objects."""

from __future__ import annotations

import enum
import math
import os
import subprocess
import sys
from collections import OrderedDict
from decimal import Decimal
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from pydantic import ValidationError

from agilerl.models import _jsondata
from agilerl.models._rule_expr import MAX_SAFE_INTEGER
from agilerl.models._text.limits import MAX_DEPTH, MAX_VALUES
from agilerl.models.training import LLMRolloutBufferSpec, ReplayBufferSpec, TrainingSpec
from tests.conftest import param_id
from tests.models.spec_paths import use_python_copy

pytestmark = pytest.mark.skipif(
    _jsondata.exact_copy is _jsondata._python_copy, reason="installed without the extension"
)
TOP = MAX_SAFE_INTEGER
REFUSED = object()


class Text(str):
    pass


class Number(int):
    pass


class Real(float):
    pass


class Table(dict):  # type: ignore[type-arg]
    pass


class Row(list):  # type: ignore[type-arg]
    pass


class Level(enum.IntEnum):
    LOW = 1


def c_copy(value: Any) -> Any:
    return _jsondata.exact_copy(value, MAX_DEPTH, MAX_SAFE_INTEGER, MAX_VALUES)


def exact(value: Any) -> bool:
    """Whether the C copy takes ``value`` (``None`` is exact, and its copy is itself)."""
    return value is None or c_copy(value) is not None


def copied(value: Any) -> Any:
    """jsonable's copy of ``value`` in Python (the C copy off), or REFUSED."""
    saved = _jsondata.exact_copy
    _jsondata.exact_copy = _jsondata._python_copy
    try:
        return _jsondata.jsonable(value)
    except _jsondata.NotJSON:
        return REFUSED
    finally:
        _jsondata.exact_copy = saved


def containers(value: Any) -> dict[int, Any]:
    """Every dict and list in ``value``, by id (each kept alive by the dict)."""
    found: dict[int, Any] = {}
    todo = [value]
    while todo:
        item = todo.pop()
        if isinstance(item, dict | list) and id(item) not in found:
            found[id(item)] = item
            todo.extend(item.values() if isinstance(item, dict) else item)
    return found


def same(a: Any, b: Any) -> bool:
    """The same data, type for type (dict order included)."""
    if type(a) is not type(b):
        return False
    if isinstance(a, dict):
        pairs = list(zip(a, b, strict=False))
        return len(a) == len(b) and all(same(x, y) and same(a[x], b[y]) for x, y in pairs)
    if isinstance(a, list):
        return len(a) == len(b) and all(same(x, y) for x, y in zip(a, b, strict=True))
    return bool(a == b)


def agrees(value: Any) -> None:
    """The C copy of ``value`` is jsonable's where that is the same data, else ``None``;
    a copy shares no dict or list with ``value``."""
    copy_ = copied(value)
    expected = copy_ is not REFUSED and same(value, copy_)
    assert exact(value) is expected, (ascii(value)[:300], expected)
    if expected and value is not None:
        made = c_copy(value)
        assert same(made, value), ascii(value)[:300]
        assert not containers(made).keys() & containers(value).keys(), ascii(value)[:300]


def nested(levels: int, leaf: Any, kind: str) -> Any:
    value = leaf
    for i in range(levels):
        value = [value] if kind == "list" or (kind == "mixed" and i % 2) else {"k": value}
    return value


EDGES: list[Any] = [
    # scalars, at the bounds and past them
    None, True, False, 0, -0.0, 1.5, TOP, -TOP, TOP + 1, -TOP - 1, 2**64, -(2**200),
    float(TOP), -float(TOP), 2.0**53, -(2.0**53), 1e308, math.inf, -math.inf, math.nan,
    # text of every width, a surrogate in each
    "", "ascii", "caf\u00e9", "\u1e9e", "\U0001f600", "a\ud800", "\udfff", "\u00e9\udc00",
    "\U0001f600\ud83d", "\ud83d\ude00", "x" * 10_000 + "\udbff",
    # keys
    {"a": 1}, {"\u00e9": 1}, {"\ud800": 1}, {"\U0001f600": "\U0001f600"},
    {"a": {"\udc00": 1}}, {1: "a"}, {None: 1}, {Text("a"): 1}, {(1,): 2},
    # subclasses and other types, at the root and inside
    Text("a"), Number(1), Real(1.0), Table(a=1), Row([1]), Level.LOW, (1, 2), {1, 2},
    frozenset(), b"x", bytearray(b"x"), Decimal("1"), object(), OrderedDict(a=1), 1j,
    {"a": Text("a")}, {"a": Number(1)}, {"a": Real(0.5)}, {"a": Table()}, {"a": [Row()]},
    {"a": (1,)}, {"a": Level.LOW}, [1, Decimal(1)], [[[b""]]], {"a": [1, {"b": [math.nan]}]},
    # depth: MAX_DEPTH containers are exact, one more is not, whatever the kind
    nested(MAX_DEPTH, 1, "list"), nested(MAX_DEPTH + 1, 1, "list"),
    nested(MAX_DEPTH, 1, "dict"), nested(MAX_DEPTH + 1, 1, "dict"),
    nested(MAX_DEPTH, [], "mixed"), nested(MAX_DEPTH, {}, "mixed"),
    nested(MAX_DEPTH - 1, [], "mixed"), nested(MAX_DEPTH - 1, {"a": 1}, "dict"),
    # large and flat
    list(range(100_000)), {f"k{i}": i for i in range(10_000)},
]  # fmt: skip


@pytest.mark.parametrize("value", EDGES, ids=lambda v: param_id(v)[:40])
def test_exact_is_what_jsonable_would_copy_unchanged(value: Any) -> None:
    agrees(value)
    agrees({"x": value})
    agrees([value])


surrogates = st.sampled_from(["\ud800", "\udbff", "\udc00", "\udfff"])
texts = st.one_of(
    st.text(max_size=8),
    st.builds(
        lambda s, i, c: s[:i] + c + s[i:], st.text(max_size=6), st.integers(0, 6), surrogates
    ),
    st.builds(Text, st.text(max_size=3)),
)
leaves = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-(2**60), 2**60),
    st.sampled_from([TOP, -TOP, TOP + 1, -TOP - 1, Number(3), Level.LOW]),
    st.floats(),
    st.sampled_from([float(TOP), 2.0**53, Real(1.0), Decimal(1), b"x", (1,), {"s"}]),
    texts,
)
keys = st.one_of(texts, st.integers(0, 3), st.none())


def _containers(kids: Any) -> Any:
    return st.one_of(
        st.lists(kids, max_size=4),
        st.dictionaries(keys, kids, max_size=4),
        st.builds(Table, st.dictionaries(st.text(max_size=3), kids, max_size=2)),
        st.builds(Row, st.lists(kids, max_size=2)),
        st.builds(tuple, st.lists(kids, max_size=2)),
    )


@settings(max_examples=400, deadline=None)
@given(st.recursive(leaves, _containers, max_leaves=25))
def test_exact_agrees_with_jsonable_on_any_data(value: Any) -> None:
    agrees(value)


def test_exactness_bounds_are_the_same_for_ints_and_floats() -> None:
    """A number is in range exactly when it is within ±(2**53-1) as a number, an int or a
    float (NaN and the infinities never), at the root or inside; a bool is no number."""
    numbers: list[Any] = [0, 1, -1, TOP, -TOP, TOP + 1, -TOP - 1, 2**64, 0.5, float(TOP),
                          -float(TOP), float(TOP) + 2, -float(TOP) - 2, 2.0**53, 1e308,
                          math.inf, -math.inf, math.nan, True, False]  # fmt: skip
    for number in numbers:
        inside = isinstance(number, bool) or -TOP <= number <= TOP  # NaN: False
        assert exact(number) is inside, number
        assert exact({"x": number}) is inside, number
        assert exact({"x": {"y": [number]}}) is inside, number


def test_a_value_that_holds_itself_is_not_exact() -> None:
    loop: list[Any] = []
    loop.append(loop)
    table: dict[str, Any] = {}
    table["self"] = table
    assert not exact(loop)
    assert not exact(table)


def test_nesting_far_past_the_limit_stops_at_the_limit() -> None:
    """100,000 levels: the walk stops at ``MAX_DEPTH`` (no deep recursion)."""
    deep: Any = 1
    for _ in range(100_000):
        deep = [deep]
    assert not exact(deep)
    assert exact(nested(MAX_DEPTH, 1, "list"))


def test_the_extension_refuses_bad_arguments() -> None:
    copy = _jsondata.exact_copy
    with pytest.raises(TypeError, match="expected 4 arguments"):
        copy({}, MAX_DEPTH, TOP)  # type: ignore[call-arg]
    bad = [(-1, TOP, 1), (1001, TOP, 1), (MAX_DEPTH, -1, 1), (MAX_DEPTH, TOP + 1, 1),
           (MAX_DEPTH, TOP, -1)]  # fmt: skip
    for levels, bound, values in bad:
        with pytest.raises(ValueError, match="levels"):
            copy({}, levels, bound, values)
    with pytest.raises(TypeError):
        copy({}, "64", TOP, 1)  # type: ignore[arg-type]
    assert copy({"a": [1]}, 2, 1, 3) == {"a": [1]}
    assert copy({"a": [1]}, 1, 1, 3) is None
    assert copy({"a": [2]}, 2, 1, 3) is None
    assert copy({"a": [1]}, 2, 1, 2) is None  # three values: the dict, the list, the 1


def _shared(levels: int) -> Any:
    """``levels`` lists, each holding the one before twice: 2**levels paths to a 1."""
    value: Any = [1, 1]
    for _ in range(levels - 1):
        value = [value, value]
    return value


def test_values_are_counted_with_repeated_references_as_jsonable_counts() -> None:
    """The value limit: MAX_VALUES values are copied, one more is not, whether they are
    written out or one list met again and again; the C copy and jsonable stop at the same
    value (``agrees``). A shared structure of 2**40 paths stops at the limit at once."""
    flat = list(range(MAX_VALUES - 1))  # the list and its items: MAX_VALUES values
    assert exact(flat)
    assert not exact([*flat, 0])
    assert exact({"x": flat[:-1]})
    assert not exact({"x": flat})
    for levels in (15, 16, 40):  # _shared(n) holds 2**(n+1) - 1 values, counted as met
        agrees(_shared(levels))
    assert exact(_shared(15))
    assert not exact(_shared(16))
    assert c_copy({"a": _shared(40)}) is None
    for value in ([*flat, 0], {"x": flat}, _shared(40)):
        with pytest.raises(_jsondata.NotJSON, match="more than 100000 values \\(counting"):
            _jsondata.jsonable(value)


def test_the_copy_is_new_containers_and_the_same_scalars() -> None:
    inner = [1.5, "a", None]
    doc = {"a": inner, "b": {"c": inner}, "d": 3}
    made = c_copy(doc)
    assert made == doc
    assert made is not doc
    assert made["a"] is not inner
    assert made["b"]["c"] is not inner
    assert made["a"] is not made["b"]["c"]  # a shared list becomes two lists
    assert made["a"][1] is inner[1]  # immutable: shared
    assert made["d"] is doc["d"]
    assert list(made) == ["a", "b", "d"]
    assert list(c_copy({"z": 1, "a": 2})) == ["z", "a"]


#: (class, document): valid ones, invalid ones, and ones that are no JSON data.
DOCUMENTS: list[tuple[type[Any], Any]] = [
    (ReplayBufferSpec, {"max_size": 100_000, "n_step_buffer": True,
                        "n_step_buffer_args": {"n_step": 3}, "per_buffer": True,
                        "per_buffer_args": {"alpha": 0.6}}),
    (ReplayBufferSpec, {"max_size": 100_000, "per_buffer_args": {"alpha": None}}),
    (ReplayBufferSpec, {"max_size": -1}),
    (ReplayBufferSpec, {"max_size": Number(5)}),
    (ReplayBufferSpec, {"max_size": 5.0}),
    (ReplayBufferSpec, {"max_size": TOP + 1}),
    (ReplayBufferSpec, Table(max_size=5)),
    (ReplayBufferSpec, {"max_size": 5, "name": "a\ud800"}),
    (ReplayBufferSpec, {"max_size": 5, "name": Text("main")}),
    (TrainingSpec, {"max_steps": 1000, "evo_steps": 100, "target_score": math.nan}),
    (TrainingSpec, {"max_steps": 1000, "evo_steps": 10_000}),
    (TrainingSpec, {"max_steps": 1000, "evo_steps": 100, "name": "x", "hpo": True}),
    (TrainingSpec, {"max_steps": 1000, "pop_size": Level.LOW}),
    (TrainingSpec, nested(MAX_DEPTH + 1, 1, "dict")),
    (LLMRolloutBufferSpec, {"max_size": 10, "max_rollout_version_lag": 2}),
    (LLMRolloutBufferSpec, {"max_size": 10, "max_rollout_version_lag": (2,)}),
]  # fmt: skip


def outcome(cls: type[Any], document: Any) -> Any:
    try:
        return ("built", cls.model_validate(document).model_dump(mode="json"))
    except ValidationError as exc:
        return ("refused", str(exc))


@pytest.mark.parametrize(("cls", "document"), DOCUMENTS, ids=lambda v: ascii(v)[:30])
def test_without_the_extension_every_verdict_and_object_is_the_same(
    monkeypatch: pytest.MonkeyPatch, cls: type[Any], document: Any
) -> None:
    """``_python_copy`` (what an install without the extension, or ``AGILERL_NATIVE=0``,
    binds): every document is copied in Python, and each one gives the same object or the
    same refusal, message for message."""
    fast = outcome(cls, document)
    use_python_copy(monkeypatch)
    assert outcome(cls, document) == fast


def test_the_switch_off_binds_the_copy_at_import() -> None:
    """``AGILERL_NATIVE=0`` in a fresh process: the spec classes bind ``_python_copy``
    (no warning: the switch asks for it), and a document is still judged."""
    code = (
        "import inspect, warnings; warnings.simplefilter('error')\n"
        "from agilerl.models.training import ReplayBufferSpec\n"
        "from agilerl.models import _jsondata, _spec_base\n"
        "assert _jsondata.exact_copy is _jsondata._python_copy\n"
        "assert _spec_base._Judged is None and _jsondata.FastValidate is None\n"
        "assert inspect.isfunction(_spec_base.SpecModel.__dict__['model_validate'].__func__)\n"
        "assert ReplayBufferSpec.model_validate({'max_size': 5}).max_size == 5\n"
    )
    env = {**os.environ, "AGILERL_NATIVE": "0"}
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True)
    assert out.returncode == 0, out.stderr[-2000:]
