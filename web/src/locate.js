// Where each problem of the JavaScript validator is in the text, as the CLI says it
// (python/agilerl/models/manifest.py: _locate, and Parsed.where of the text reader).
//
// The server reads the text exactly as `agilerl-specs validate` does and sends the data,
// the line and column of each path (`marks`), the reading notes and the alias links; the
// validator's problems are placed here with the same rules, so a problem is on the line
// and column, and reads with the note, that the CLI prints.

/** Problems about a key or a section, not about the value written: no reading note. */
const NOT_ABOUT_THE_VALUE = new Set(["additionalProperties", "required", "not"]);
/** Rules of the text itself: shown without a `[rule]` tag, as the CLI prints them. */
export const TEXT_RULES = new Set(["read", "syntax", "json"]);

const key = (path) => JSON.stringify(path);

/** The reading's lookups, built once per reading. */
export function index(reading) {
  return {
    marks: new Map((reading.marks || []).map(([path, line, column]) => [key(path), [line, column]])),
    notes: new Map((reading.notes || []).map(([path, note]) => [key(path), note])),
    aliases: new Map((reading.aliases || []).map(([path, target]) => [key(path), target])),
    overrides: reading.overrides || [],
  };
}

/** Line and column of `path`: inside an alias, where the anchored value was written;
 * else of the nearest enclosing value that has a position. */
export function where(lookups, path) {
  for (let round = 0; round <= lookups.aliases.size; round++) {
    let moved = false;
    for (let cut = path.length - 1; cut > 0; cut--) {
      const target = lookups.aliases.get(key(path.slice(0, cut)));
      if (target !== undefined) {
        path = [...target, ...path.slice(cut)];
        moved = true;
        break;
      }
    }
    if (!moved) break;
  }
  while (path.length && !lookups.marks.has(key(path))) path = path.slice(0, -1);
  return lookups.marks.get(key(path)) ?? null;
}

/** The last override (`edit --set`) whose path is `path` or holds it, if any. */
function overrideOf(overrides, path) {
  for (let i = overrides.length - 1; i >= 0; i--) {
    const at = overrides[i].path;
    if (at.length <= path.length && at.every((part, j) => part === path[j])) return overrides[i];
  }
  return null;
}

/** A validator problem with the line, column and note of its path; or, where an
 * override wrote the value at its path, naming that override (its note, no line). */
export function locate(problem, lookups) {
  let message = problem.message;
  const by = overrideOf(lookups.overrides, problem.path);
  if (by) {
    const notes = new Map(by.notes.map(([path, note]) => [key(path), note]));
    const note = notes.get(key(problem.path.slice(by.path.length)));
    if (note !== undefined && !NOT_ABOUT_THE_VALUE.has(problem.rule)) {
      message = `${message} (note: ${note})`;
    }
    return { ...problem, message, line: null, column: null, override: by.text };
  }
  const note = lookups.notes.get(key(problem.path));
  if (note !== undefined && !NOT_ABOUT_THE_VALUE.has(problem.rule)) {
    message = `${message} (note: ${note})`;
  }
  const at = where(lookups, problem.path);
  return { ...problem, message, line: at ? at[0] : null, column: at ? at[1] : null };
}

/** `training.max_steps`, `environment.wrappers[0]`; "" for the document itself. */
export function formatPath(path) {
  let out = "";
  for (const part of path) {
    out += typeof part === "number" ? `[${part}]` : out ? `.${part}` : String(part);
  }
  return out;
}

/** Every problem of a reading: the text's own, then the validator's on the data read
 * (past syntax errors too, as the CLI does), sorted by line and column. */
export function allProblems(reading, validate) {
  const found = (reading.problems || []).map((p) => ({ ...p }));
  if (reading.data !== null && reading.data !== undefined) {
    const lookups = index(reading);
    for (const problem of validate(reading.data)) found.push(locate(problem, lookups));
  }
  // stable: path order otherwise, as Python sorts
  return found
    .map((p, i) => [p, i])
    .sort(([a, i], [b, j]) => (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0) || i - j)
    .map(([p]) => p);
}

/** The problem as one line, as `agilerl-specs validate` prints it after `file:line:col: `
 * (after `file: ` for one in an override, which it names first). */
export function problemText(problem) {
  const location = formatPath(problem.path || []);
  if (TEXT_RULES.has(problem.rule)) return location ? `${location}: ${problem.message}` : problem.message;
  const by = problem.override ? `--set ${problem.override}: ` : "";
  return `${by}${location || "<root>"}: ${problem.message} [${problem.rule}]`;
}
