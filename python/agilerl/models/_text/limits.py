"""The limits every manifest source is read under, and the budget that counts them.

The same limits hold for YAML, JSON and already-parsed mappings; they are counted while
the document is built, so no input costs more than time linear in its size.
``docs/yaml.md`` lists them; tests/models/test_text_limits.py shows each one holding.
"""

from __future__ import annotations

from dataclasses import dataclass

#: Largest manifest accepted, in bytes (files, FIFOs, devices, standard input, text).
MAX_BYTES = 10 * 1024 * 1024
#: Seconds a FIFO or device named as the manifest may take to reach end of file.
READ_TIMEOUT_S = 10.0
#: Values (scalars, mappings, sequences) a document may hold once aliases and merge keys
#: are expanded; each merged key counts as one value more. Python data (``model_validate``,
#: ``load_manifest`` of a mapping) is held to it too, each repeated reference counted again
#: (``agilerl.models._validation.jsonable`` and the C copy it uses).
MAX_VALUES = 100_000
#: Why Python data is refused at :data:`MAX_VALUES` (see :func:`too_many_values`).
REPEATED_REFERENCES = " (counting repeated references)"
#: Mappings and sequences nested inside one another.
MAX_DEPTH = 64
#: Characters of one number (a 4301-digit integer is refused, not a crash).
MAX_NUMBER_CHARS = 1000
#: Texts up to this size get a second look after a syntax error, to report more problems.
RECOVERY_BYTES = 256 * 1024
#: Syntax errors reported for one text at most.
MAX_SYNTAX_ERRORS = 10


#: The rule of a refusal at a limit on the data (:data:`MAX_VALUES`, :data:`MAX_DEPTH`):
#: the rule Python data and the JavaScript validator are refused at the same limit with.
LIMIT_RULE = "json"


@dataclass
class TextError(Exception):
    """A problem reading the text, at a 1-based line and column."""

    message: str
    line: int | None = None
    column: int | None = None
    path: tuple[str | int, ...] = ()
    rule: str | None = None
    """The problem's rule where it is not the reader's (``syntax``): :data:`LIMIT_RULE`
    at a limit on the data, whatever the source."""

    def __str__(self) -> str:
        return self.message


class Budget:
    """Counts the values of one document as it is built; refuses past :data:`MAX_VALUES`."""

    def __init__(self) -> None:
        self.values = 0

    def spend(
        self,
        count: int,
        line: int | None = None,
        column: int | None = None,
        path: tuple[str | int, ...] = (),
        why: str = "",
    ) -> None:
        self.values += count
        if self.values > MAX_VALUES:
            raise TextError(too_many_values(why), line, column, path, LIMIT_RULE)


def too_many_values(why: str = "") -> str:
    """The refusal of a document past :data:`MAX_VALUES` (``why``: how they were counted)."""
    return f"the document holds more than {MAX_VALUES} values{why}; refused"


def check_depth(
    depth: int, line: int | None, column: int | None, path: tuple[str | int, ...]
) -> None:
    """Refuse nesting past :data:`MAX_DEPTH`."""
    if depth > MAX_DEPTH:
        raise TextError(
            f"the document nests more than {MAX_DEPTH} mappings or sequences; refused",
            line,
            column,
            path,
            LIMIT_RULE,
        )
