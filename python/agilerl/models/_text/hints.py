"""YAML syntax errors in the user's words, and more than the first of them.

PyYAML says ``mapping values are not allowed here`` or ``found character '\\t' that
cannot start any token``; :func:`explain` names the likely cause instead (a tab used for
indentation, a missing space after a colon, bad indentation, an unclosed quote or
bracket) and points at the line that holds it. :func:`recover` then repairs the text
where the repair is certain (a space after the colon, spaces for a tab) or blanks the
offending line, and parses again, so that the other problems are reported too.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

import yaml
from yaml import tokens

from agilerl.models._text.limits import MAX_SYNTAX_ERRORS, RECOVERY_BYTES, TextError
from agilerl.models._text.yaml_reader import LINE_BREAKS as _BREAKS

_NO_SPACE = re.compile(r"^(\s*(?:-\s+)?[A-Za-z_$][\w.$-]*):(?![\s:/])(\S)")
_KEY_VALUE = re.compile(r"^\s*(?:-\s+)?[^\s#][^:#]*:\s+[^\s#]")
_BREAK = re.compile(f"\r\n|[{_BREAKS}]")
_OPEN = {tokens.FlowSequenceEndToken: tokens.FlowSequenceStartToken,
         tokens.FlowMappingEndToken: tokens.FlowMappingStartToken}  # fmt: skip
_CLOSER = {tokens.FlowSequenceStartToken: "]", tokens.FlowMappingStartToken: "}"}
#: Characters either side of a syntax error that a hint reads in a large text.
_WINDOW = 64 * 1024


def split_lines(text: str) -> list[str]:
    """The lines of ``text`` as PyYAML numbers them (CR, CRLF, LF, NEL, U+2028, U+2029);
    text after a final line break is one more, empty, line."""
    return _BREAK.split(text)


def line_column(text: str, offset: int) -> tuple[int, int]:
    """1-based line and column of ``offset`` in ``text``, lines counted as PyYAML counts."""
    breaks = sum(text.count(c, 0, offset) for c in _BREAKS) - text.count("\r\n", 0, offset)
    start = max(text.rfind(c, 0, offset) for c in _BREAKS) + 1
    return breaks + 1, offset - start + 1


def _lines_near(text: str, index: int) -> list[str]:
    """The lines of ``text`` (:func:`split_lines`); in a text too large for recovery, only
    those within :data:`_WINDOW` characters of ``index``, every other line blank, so that
    a hint costs no copy of a large text."""
    if len(text) <= RECOVERY_BYTES:
        return split_lines(text)
    start = max(0, index - _WINDOW)
    if text[start - 1 : start + 1] == "\r\n":
        start += 1  # not inside a CRLF line break
    first, _ = line_column(text, start)
    near = split_lines(text[start : index + _WINDOW])
    return [""] * first + near[1:] if start else near  # the first is cut: blank it


@dataclass
class Syntax:
    """One explained syntax error, and how to repair the text to read on."""

    error: TextError
    line: int
    repaired: str | None  # the line rewritten with the certain fix, else None (blank it)


def _indent(line: str) -> int:
    return len(line) - len(line.lstrip(" "))


def _content(lines: list[str], before: int) -> int | None:
    """Index of the last line before ``before`` holding more than a comment."""
    for i in range(before - 1, -1, -1):
        stripped = lines[i].strip()
        if stripped and not stripped.startswith("#"):
            return i
    return None


def _unclosed(text: str, line: int, column: int) -> tuple[int, int, str] | None:
    """The flow bracket opened at 0-based ``line``, ``column`` if it is never closed, or,
    when no bracket opens there, the first bracket left open at the end of the text:
    its 0-based line and column, and the character that would close it."""
    stack: list[tokens.Token] = []
    unclosed: list[tokens.Token] = []
    try:
        for token in yaml.scan(text, Loader=yaml.SafeLoader):
            if isinstance(token, tokens.FlowSequenceStartToken | tokens.FlowMappingStartToken):
                stack.append(token)
                continue
            opener = _OPEN.get(type(token))
            if opener is None or not any(isinstance(t, opener) for t in stack):
                continue  # not a closer, or a stray one: the parser reports it
            while not isinstance(stack[-1], opener):
                unclosed.append(stack.pop())  # "[1, {a: 2]": the ']' leaves '{' open
            closed = stack.pop()
            if (closed.start_mark.line, closed.start_mark.column) == (line, column):
                return None
    except yaml.YAMLError:
        pass  # a later error ends the scan: what is open there is not closed before it
    left = unclosed + stack
    for token in left:
        if (token.start_mark.line, token.start_mark.column) == (line, column):
            return line, column, _CLOSER[type(token)]
    if not left:
        return None
    first = min(left, key=lambda t: t.start_mark.index)
    return first.start_mark.line, first.start_mark.column, _CLOSER[type(first)]


def _missing_space(lines: list[str], first: int, last: int) -> int | None:
    for i in range(max(first, 0), min(last, len(lines) - 1) + 1):
        if _NO_SPACE.match(lines[i]):
            return i
    return None


def explain(exc: yaml.MarkedYAMLError, text: str, *, scan: bool = True) -> Syntax:
    """The likely cause of ``exc`` in ``text``, at its line.

    With ``scan`` (and a text small enough for recovery), an error inside brackets costs
    one more scan of the text, to tell an unclosed bracket from a missing comma."""
    scan = scan and len(text) <= RECOVERY_BYTES
    mark = exc.problem_mark or exc.context_mark
    lines = _lines_near(text, mark.index if mark is not None else 0)
    row = mark.line if mark is not None else 0
    column = mark.column + 1 if mark is not None else 1
    if row >= len(lines) - 1 and row > 0 and not lines[-1]:
        # at the end of the text, after its last line break: the end of the last line
        row = len(lines) - 2
        column = len(lines[row]) + 1
    context_row = exc.context_mark.line if exc.context_mark is not None else row
    problem = str(exc.problem or exc.context or "invalid YAML")
    raw = f" (the YAML parser says: {problem})"

    def make(message: str, at: int, col: int, repaired: str | None = None) -> Syntax:
        return Syntax(TextError(f"YAML syntax: {message}{raw}", at + 1, col), at, repaired)

    line = lines[row] if row < len(lines) else ""
    if "'\\t'" in problem:
        lead = len(line) - len(line.lstrip(" \t"))
        if "\t" in line[:lead]:
            fixed = line[:lead].replace("\t", "  ") + line[lead:]
            return make(
                f"a tab indents line {row + 1}; YAML indents with spaces only, "
                "replace the tab with spaces",
                row,
                1,
                fixed,
            )
        at = line.find("\t", lead)
        return make(
            f"a tab on line {row + 1}, column {at + 1}; YAML separates with spaces only, "
            "replace the tab with a space",
            row,
            at + 1,
            line.replace("\t", " ") if at >= 0 else None,
        )
    if problem.startswith(("mapping values are not allowed", "could not find expected ':'")):
        found = _missing_space(lines, min(context_row, row) - 2, row)
        if found is not None:
            match = _NO_SPACE.match(lines[found])
            assert match is not None
            key = match.group(1).strip()
            fixed = lines[found][: match.end(1) + 1] + " " + lines[found][match.end(1) + 1 :]
            return make(
                f"missing space after ':' on line {found + 1}; write '{key}: ...'"
                " (a key needs ': ' with a space)",
                found,
                match.end(1) + 1,
                fixed,
            )
    if problem.startswith("mapping values are not allowed"):
        above = _content(lines, row)
        if (
            above is not None
            and _indent(line) > _indent(lines[above])
            and _KEY_VALUE.match(lines[above])
        ):
            return make(
                f"bad indentation: line {row + 1} is indented more than line {above + 1}, "
                "whose key already has a value; line the keys up",
                row,
                _indent(line) + 1,
            )
        return make(
            f"a value on line {row + 1} holds ': ' (a colon and a space); quote the value, "
            "or put the key on a line of its own",
            row,
            column,
        )
    stray = re.search(r"found '([\]}])'", problem)
    if stray is not None:
        return make(
            f"the '{stray.group(1)}' on line {row + 1}, column {column} closes no bracket",
            row,
            column,
        )
    if problem.startswith("expected <block end>") or "could not find expected ':'" in problem:
        return make(
            f"bad indentation: line {row + 1} does not line up with the keys or items above it",
            row,
            _indent(line) + 1,
        )
    if "while scanning a quoted scalar" in str(exc.context):
        return make(f"the quote opened on line {context_row + 1} is never closed", context_row,
                    exc.context_mark.column + 1 if exc.context_mark else 1)  # fmt: skip
    opened = exc.context_mark
    bracket = opened is not None and str(exc.context).startswith("while parsing a flow ")
    bracket = bracket and "flow node" not in str(exc.context)
    if not scan and bracket:
        assert opened is not None
        return make(
            f"the bracket opened on line {opened.line + 1}, column {opened.column + 1} is not "
            f"closed, or lacks a comma, before line {row + 1}, column {column}",
            opened.line,
            opened.column + 1,
        )
    if scan and ("flow" in str(exc.context) or "<stream end>" in problem):
        left_open = _unclosed(text, opened.line, opened.column) if opened else None
        if left_open is not None:
            at, col, closer = left_open
            return make(
                f"the bracket opened on line {at + 1}, column {col + 1} is not closed; "
                f"close it with '{closer}'",
                at,
                col + 1,
            )
        if opened is not None and bracket:
            expected = "}" if "mapping" in str(exc.context) else "]"
            return make(
                f"inside the bracket opened on line {opened.line + 1}, column "
                f"{opened.column + 1}, line {row + 1}, column {column} is not ',' or "
                f"'{expected}': a comma missing before it, or a value holding ': ' (quote it)",
                row,
                column,
            )
    if "<stream end>" in problem and "flow" in str(exc.context):
        return make("the text ends inside a '[' or '{' that is not closed", row, column)
    return make(f"invalid YAML on line {row + 1}", row, column)


def recover(text: str, first: Syntax, parse: object) -> tuple[list[TextError], str | None]:
    """Every syntax error found by repairing or blanking each offending line in turn.

    Returns the errors, and the repaired text when it reads and every repair was certain
    (so that its other problems may be reported too), else None. ``parse`` reads a text
    and raises ``MarkedYAMLError`` on a syntax error.
    """
    errors = [first.error]
    lines = split_lines(text)
    certain = True
    current = first
    seen = set()
    while len(errors) < MAX_SYNTAX_ERRORS:
        if current.line >= len(lines):
            return errors, None
        seen.add(current.line)
        if current.repaired is None:
            certain = False
            lines[current.line] = "#"  # keep the line numbers of everything after it
        else:
            lines[current.line] = current.repaired
        candidate = "\n".join(lines)
        try:
            parse(candidate)  # type: ignore[operator]
        except yaml.MarkedYAMLError as exc:
            current = explain(exc, candidate, scan=False)  # each scan once at most
            if current.line in seen:  # no progress: the rest depends on the first error
                return errors, None
            errors.append(current.error)
            continue
        except (TextError, RecursionError):
            return errors, None
        return errors, candidate if certain else None
    return errors, None
