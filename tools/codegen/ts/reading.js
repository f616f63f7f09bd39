// ---- What Python refuses before the schema is asked (tools/codegen/ts/reading.js). ----
// Written into generated/ts/index.js after runtime.js (one scope): _validation.jsonable's
// and the mapping reader's limits (python/agilerl/models/_text/), and Python's cap on the
// unknown keys of one object, with Python's messages. tests/js/test_js_hostile.py holds
// each to Python.

// Numbers past ±(2**53 - 1): JSON readers differ there (JavaScript rounds them).
const MAX_SAFE_INTEGER = 2 ** 53 - 1;
// Mappings and lists nested inside one another (_text/limits.py MAX_DEPTH).
const MAX_DEPTH = 64;
// Values of one document, a value met twice counted twice (_text/limits.py MAX_VALUES).
const MAX_VALUES = 100000;
// Unknown keys of one object that get a problem (and a did-you-mean search) each; the rest
// are counted in one more problem (the problem table's, as Python's _messages.py reads it).
const MAX_UNKNOWN_KEYS = PROBLEM_TABLE.max_unknown_keys;
// A surrogate half without its other half: no Unicode text.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

// A plain object of any realm (JSON.parse's, or another vm context's): no class instance.
function isRecord(value) {
  if (!isPlainObject(value) || Object.prototype.toString.call(value) !== "[object Object]") return false;
  const proto = Object.getPrototypeOf(value);
  return proto === null || Object.getPrototypeOf(proto) === null;
}

function pyFloat(value) {
  return Number.isNaN(value) ? "nan" : value > 0 ? "inf" : "-inf";
}

// The first reason `instance` is no JSON data that Python would judge, as [path, message],
// or null. Walked without recursion, in document order (each key before its value), each
// value counted, a container's items taken one at a time: it ends within MAX_VALUES values
// and MAX_DEPTH levels, holding one frame per level, whatever the input (a cycle, shared
// references, a list of millions).
function jsonProblem(instance) {
  let values = 0;
  // why `value` at `path` is refused, or null; a container then gets its frame
  const refuse = (value, path) => {
    if (typeof value === "string") {
      return LONE_SURROGATE.test(value) ? `lone surrogate in ${pyAscii(value)}: not Unicode text` : null;
    }
    if (typeof value === "number") {
      if (!Number.isFinite(value)) return `${pyFloat(value)} is not a JSON number`;
      if (Math.abs(value) > MAX_SAFE_INTEGER) {
        return `${show(value)} is out of the range -(2**53-1)..2**53-1 that every JSON reader holds exactly; refused`;
      }
      return null;
    }
    if (value === null || typeof value === "boolean") return null;
    if (!Array.isArray(value) && !isRecord(value)) {
      let text;
      try {
        text = String(value);
      } catch {
        text = "an object";
      }
      text = text.length <= 60 ? text : text.slice(0, 57) + "...";
      const name = value === undefined ? "undefined" : typeof value === "object" ? value.constructor?.name ?? "object" : typeof value;
      return `expected JSON data, got ${text} (${name}): no JSON type`;
    }
    if (path.length >= MAX_DEPTH) return `the document nests more than ${MAX_DEPTH} mappings or sequences; refused`;
    return null;
  };
  const visit = (value, path) => {
    if (++values > MAX_VALUES) {
      return `the document holds more than ${MAX_VALUES} values (counting repeated references); refused`;
    }
    return refuse(value, path);
  };
  const frame = (value, path) => ({ value, path, keys: Array.isArray(value) ? null : Object.keys(value), next: 0 });
  const container = (value) => value !== null && typeof value === "object";
  let found = visit(instance, []);
  if (found) return [[], found];
  const stack = container(instance) ? [frame(instance, [])] : [];
  while (stack.length) {
    const top = stack[stack.length - 1];
    const { value, path, keys } = top;
    if (top.next >= (keys === null ? value.length : keys.length)) {
      stack.pop();
      continue;
    }
    const step = keys === null ? top.next : keys[top.next];
    top.next += 1;
    if (keys !== null && LONE_SURROGATE.test(step)) {
      return [path, `lone surrogate in ${pyAscii(step)}: not Unicode text`];
    }
    const item = value[step];
    const where = [...path, step];
    found = visit(item, where);
    if (found) return [where, found];
    if (container(item)) stack.push(frame(item, where));
  }
  return null;
}

// Strings in Python's order (by code point; JavaScript's `<` compares UTF-16 units).
function comparePoints(a, b) {
  if (a === b) return 0;
  let i = 0;
  while (i < a.length && i < b.length && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  if (i === a.length || i === b.length) return a.length - b.length;
  const unit = (u) => (u >= 0xd800 && u < 0xe000 ? u + 0x2000 : u >= 0xe000 ? u - 0x800 : u);
  return unit(a.charCodeAt(i)) - unit(b.charCodeAt(i));
}

// Ajv reports each unknown key of an object on its own; Python one error per object, of
// which the first MAX_UNKNOWN_KEYS keys (in order) are problems, the rest counted in one.
function capUnknown(errors) {
  const groups = new Map();
  for (const error of errors) {
    if (error.keyword !== "additionalProperties") continue;
    const key = `${error.instancePath}\u0000${error.schemaPath}`;
    if (!groups.has(key)) groups.set(key, []);
    groups.get(key).push(error);
  }
  if (![...groups.values()].some((group) => group.length > MAX_UNKNOWN_KEYS)) return errors;
  const out = [];
  for (const error of errors) {
    if (error.keyword !== "additionalProperties") {
      out.push(error);
      continue;
    }
    const key = `${error.instancePath}\u0000${error.schemaPath}`;
    const group = groups.get(key);
    if (group === undefined) continue; // placed with the first of its group
    groups.delete(key);
    if (group.length <= MAX_UNKNOWN_KEYS) {
      out.push(...group);
      continue;
    }
    const names = (e) => e.params.additionalProperty;
    const sorted = group.slice().sort((x, y) => comparePoints(names(x), names(y)));
    const more = group.length - MAX_UNKNOWN_KEYS;
    out.push(...sorted.slice(0, MAX_UNKNOWN_KEYS), { ...group[0], params: { more } });
  }
  return out;
}
