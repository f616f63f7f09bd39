// ---- Every problem, each once (tools/codegen/ts/problems.js). ----
// Written into generated/ts/index.js after runtime.js and reading.js (one scope): the
// did-you-mean ranking, and the finishing of the problem list, as Python's
// _closest.py and _problems.py do them, from the same table (PROBLEM_TABLE, made by
// tools/codegen/problem_table.py from tools/codegen/problems.json and the schemas'
// selectors). tests/js/test_js_problems.py holds the two to each other.

const SUGGEST = PROBLEM_TABLE.suggest;
const TEXTS = PROBLEM_TABLE.messages;
// Each selector's values, by property (a property may select in several places).
const SELECTORS = new Map();
for (const { property, values } of PROBLEM_TABLE.selectors) {
  if (!SELECTORS.has(property)) SELECTORS.set(property, []);
  SELECTORS.get(property).push(values);
}

// ---- Did you mean (Python's _closest.py: the ranking is described there). ----

// `text` with ASCII letters lowered and the separators dropped.
function fold(text) {
  let out = "";
  for (const c of text) {
    if (SUGGEST.fold.includes(c)) continue;
    out += c >= "A" && c <= "Z" ? c.toLowerCase() : c;
  }
  return out;
}

function tierOf(word, candidate) {
  if (word && candidate === word) return 0;
  if (Math.min(Array.from(word).length, Array.from(candidate).length) >= SUGGEST.min_partial) {
    if (candidate.startsWith(word) || word.startsWith(candidate)) return 1;
    if (word.includes(candidate) || candidate.includes(word)) return 2;
  }
  return 3;
}

// The characters difflib.SequenceMatcher(None, a, b) matches (a and b: code points).
function matchingCharacters(a, b) {
  const queue = [[0, a.length, 0, b.length]];
  let total = 0;
  while (queue.length) {
    const [alo, ahi, blo, bhi] = queue.pop();
    let besti = alo, bestj = blo, bestsize = 0;
    let lengths = new Map();
    for (let i = alo; i < ahi; i++) {
      const next = new Map();
      for (let j = blo; j < bhi; j++) {
        if (a[i] !== b[j]) continue;
        const k = (lengths.get(j - 1) || 0) + 1;
        next.set(j, k);
        if (k > bestsize) [besti, bestj, bestsize] = [i - k + 1, j - k + 1, k];
      }
      lengths = next;
    }
    if (bestsize) {
      total += bestsize;
      if (alo < besti && blo < bestj) queue.push([alo, besti, blo, bestj]);
      if (besti + bestsize < ahi && bestj + bestsize < bhi) {
        queue.push([besti + bestsize, ahi, bestj + bestsize, bhi]);
      }
    }
  }
  return total;
}

// [candidate, tier, ratio] of the closest candidate, or null (Python's rank).
function rank(word, candidates) {
  if (word.length > SUGGEST.max_chars && Array.from(word).length > SUGGEST.max_chars) return null;
  const folded = fold(word);
  const b = Array.from(word);
  let best = null;
  for (const candidate of candidates) {
    const tier = tierOf(folded, fold(candidate));
    const a = Array.from(candidate);
    const total = a.length + b.length;
    const ratio = total ? (2 * matchingCharacters(a, b)) / total : 1;
    if (tier === 3 && ratio < SUGGEST.cutoff) continue;
    const better =
      !best ||
      tier < best[0] ||
      (tier === best[0] && (ratio > best[1] || (ratio === best[1] && comparePoints(candidate, best[2]) > 0)));
    if (better) best = [tier, ratio, candidate];
  }
  return best ? [best[2], best[0], best[1]] : null;
}

/** The candidate `word` most likely stands for, or null (Python's closest). */
function closest(word, candidates) {
  const found = rank(word, candidates);
  return found ? found[0] : null;
}

// The candidate of rank() where it is near enough to be misspelt, else null.
function misspelt(found) {
  return found === null || (found[1] === 3 && found[2] < SUGGEST.misspelt) ? null : found[0];
}

function hint(name) {
  return name === null ? "" : TEXTS.did_you_mean.replace("{name}", () => pyRepr(name));
}

// ---- The problem list. ----

// What the validator finds in `instance`, written, in Ajv's order: {path, message, rule,
// inRule, reads, misspelt, choices}.
function found(instance, model) {
  const validate = validatorOf(model);
  if (validate(instance)) return [];
  const errors = capUnknown(validate.errors);
  const ifs = ifsByPath(errors);
  const out = [];
  for (const error of reported(errors)) {
    const rule = ruleOf(error, model, ifs);
    const name = error.keyword === "x-rules" ? `x-rules/${error.params.rule}` : error.keyword;
    const where = dataPath(instance, error.instancePath);
    const base = where.slice(0, Math.max(0, where.length - (rule ? rule.after : 0)));
    const read = rule ? rule.reads.map((step) => [...base, ...step]) : [];
    for (const [path, message, extra = {}] of messages(error, where, Boolean(rule))) {
      const text = rule ? `${message} (${rule.description})` : message;
      out.push({
        path,
        message: text,
        rule: name,
        inRule: Boolean(rule),
        reads: read,
        misspelt: extra.misspelt ?? null,
        choices: extra.choices ?? null,
      });
    }
  }
  return out;
}

// Each problem once; no rule's problem where the field has its own, or where the rule's
// condition read a field that has its own; a misspelt required key as one problem (as
// Python's _problems._finish).
function finish(items) {
  const unique = new Map();
  for (const item of items) {
    const key = JSON.stringify([item.path, item.message]);
    if (!unique.has(key)) unique.set(key, item);
  }
  const all = [...unique.values()];
  const own = new Set(all.filter((f) => !f.inRule).map((f) => JSON.stringify(f.path)));
  const kept = all.filter(
    (f) => !f.inRule || (!own.has(JSON.stringify(f.path)) && !f.reads.some((r) => own.has(JSON.stringify(r)))),
  );
  const missing = new Set(kept.filter((f) => f.rule === "required").map((f) => JSON.stringify(f.path)));
  const merged = new Set();
  const out = kept.map((item) => {
    if (item.misspelt === null) return item;
    const target = JSON.stringify([...item.path.slice(0, -1), item.misspelt]);
    if (!missing.has(target)) return item;
    merged.add(target);
    const old = TEXTS.did_you_mean.replace("{name}", () => pyRepr(item.misspelt));
    const now = TEXTS.required_too.replace("{name}", () => pyRepr(item.misspelt));
    return { ...item, message: item.message.replace(old, () => now) };
  });
  return out.filter((f) => !(f.rule === "required" && merged.has(JSON.stringify(f.path))));
}

function sameValues(a, b) {
  const x = new Set(a.map((v) => JSON.stringify(v)));
  const y = new Set(b.map((v) => JSON.stringify(v)));
  return x.size === y.size && [...x].every((v) => y.has(v));
}

// The value a refused selector is checked as: the closest it may take, or null.
function selectorPick(item, instance) {
  if (item.inRule || item.choices === null || !item.path.length || item.rule !== "enum") return null;
  const name = item.path[item.path.length - 1];
  let value = instance;
  for (const step of item.path) value = value[step];
  if (typeof name !== "string" || typeof value !== "string") return null;
  if (!(SELECTORS.get(name) || []).some((values) => sameValues(values, item.choices))) return null;
  return closest(value, item.choices.filter((v) => typeof v === "string"));
}

// `instance` with `value` at `path`: new objects along the path, the rest shared.
function replaced(instance, path, value) {
  if (!path.length) return value;
  const copy = Array.isArray(instance) ? instance.slice() : { ...instance };
  copy[path[0]] = replaced(instance[path[0]], path.slice(1), value);
  return copy;
}

// The problems `instance` has with each refused selector set to its pick that it has not
// already, each naming the picks it was checked as: those of the selectors whose object
// holds it, else all of them (as Python's _problems._checked_as).
function checkedAs(instance, model, picks, known) {
  let again = instance;
  for (const [path, pick] of picks) again = replaced(again, path, pick);
  const at = new Set(picks.map(([path]) => JSON.stringify(path)));
  const out = [];
  for (const item of finish(found(again, model))) {
    if (at.has(JSON.stringify(item.path)) || known.has(JSON.stringify([item.path, item.message]))) continue;
    const holds = (path) =>
      path.length - 1 <= item.path.length && path.slice(0, -1).every((step, i) => item.path[i] === step);
    const own = picks.filter(([path]) => holds(path)).map(([, pick]) => pick);
    const names = (own.length ? own : picks.map(([, pick]) => pick)).join(", ");
    out.push({ ...item, message: item.message + TEXTS.checked_as.replace("{names}", () => names) });
  }
  return out;
}

/**
 * Every problem of `instance` against the schema of `model` (default "Manifest"):
 * `{path, location, message, rule}`, sorted by path, each once. Empty when it is valid.
 * A refused selector with a close valid value adds the problems its object has under that
 * value, "(checked as DQN)": more problems, never another verdict.
 */
function problems(instance, model = "Manifest") {
  validatorOf(model);
  const refused = jsonProblem(instance);
  if (refused) {
    const [path, message] = refused;
    return [{ path, location: formatPath(path), message, rule: "json" }];
  }
  const kept = finish(found(instance, model));
  const picks = [];
  for (const item of kept) {
    const pick = selectorPick(item, instance);
    if (pick !== null) picks.push([item.path, pick]);
  }
  let all = kept;
  if (picks.length) {
    const known = new Set(kept.map((f) => JSON.stringify([f.path, f.message])));
    all = [...kept, ...checkedAs(instance, model, picks, known)];
  }
  return all
    .map((f) => ({ path: f.path, location: formatPath(f.path), message: f.message, rule: f.rule }))
    .sort((a, b) => comparePaths(a.path, b.path));
}

// The validator of a model: one of MODEL_SCHEMAS' own names, never a name an object
// inherits ("constructor", "__proto__").
function validatorOf(model) {
  if (typeof model !== "string" || !Object.prototype.hasOwnProperty.call(MODEL_SCHEMAS, model)) {
    const some = Object.keys(MODEL_SCHEMAS).slice(0, 3).join(", ");
    const name = typeof model === "string" ? JSON.stringify(model) : `a ${typeof model}`;
    throw new RangeError(`unknown model ${name}: a model is a name of MODEL_SCHEMAS (${some}, ...)`);
  }
  return validators[model];
}

/** `{valid: true, value}` or `{valid: false, problems}` for `instance` as a `model`. */
function validate(instance, model = "Manifest") {
  const all = problems(instance, model);
  return all.length ? { valid: false, problems: all } : { valid: true, value: instance, problems: [] };
}

/** Whether `instance` is a valid manifest (a type guard in TypeScript). */
function isManifest(instance) {
  return !jsonProblem(instance) && validators.Manifest(instance);
}

module.exports = {
  schemas,
  MODEL_SCHEMAS,
  validators,
  problems,
  validate,
  isManifest,
  formatPath,
  describe,
  closest,
};
