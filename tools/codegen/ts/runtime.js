// ---- The body of generated/ts/index.js (tools/codegen/ts/runtime.js). ----
// Above this line generate.py writes `validators`, `schemas` and `MODEL_SCHEMAS`.
//
// Turns Ajv's errors into the problems Python reports (python/agilerl/models/_validation.py):
// the same field paths, rule keywords and messages, so a manifest gets one verdict and one
// explanation in every language. tests/js/test_js_verdict.py holds the two to each other.
// A document is first read as Python reads data (jsonProblem, tools/codegen/ts/reading.js,
// after this file in index.js): what Python refuses before the schema is asked, this
// refuses too, with Python's message, in time linear in its size.

// How Python writes values, and x-rules' engine (generated/ts/rules.js).
const { formatPath, pyNumber, pyRepr, pyAscii } = require("./rules.js");

// A `not` that refuses keys: {required: [...]}, perhaps with a `properties` entry of
// `true` per key (it only declares them, for Ajv's strictRequired).
function refusesKeys(schema) {
  if (!isPlainObject(schema) || !Array.isArray(schema.required)) return false;
  if (Object.keys(schema).some((key) => key !== "required" && key !== "properties")) return false;
  return Object.values(schema.properties ?? {}).every((value) => value === true);
}

function isPlainObject(value) {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

// ---- How Python shows values, so that messages read the same. ----

function pyJson(value) {
  if (typeof value === "number") return pyNumber(value);
  // json.dumps: non-ASCII characters are escaped.
  return JSON.stringify(value).replace(
    /[\u007f-\uffff]/g,
    (c) => "\\u" + c.charCodeAt(0).toString(16).padStart(4, "0"),
  );
}

function show(value) {
  let text;
  if (Array.isArray(value)) text = "a list";
  else if (isPlainObject(value)) text = "a dict";
  else text = value === undefined ? "undefined" : pyJson(value);
  return text.length <= 60 ? text : text.slice(0, 57) + "...";
}

function typeName(value) {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  if (typeof value === "number") return Number.isInteger(value) ? "integer" : "number";
  return typeof value;
}

/** A short English description of what a (sub)schema accepts. */
function describe(schema) {
  if (!isPlainObject(schema)) return schema === true ? "anything" : "nothing";
  if ("const" in schema) return pyJson(schema.const);
  if ("enum" in schema) return "one of " + schema.enum.map(pyJson).join(", ");
  if ("$ref" in schema) {
    const name = String(schema.$ref).split("/").pop().replace(/\.schema\.json$/, "");
    return `a ${name} object`;
  }
  for (const key of ["anyOf", "oneOf"]) {
    if (key in schema) return schema[key].map(describe).join(" or ");
  }
  const kinds = schema.type === undefined ? "value" : schema.type;
  let text = Array.isArray(kinds) ? kinds.join(" or ") : String(kinds);
  text = ("aeiou".includes(text[0]) ? "an " : "a ") + text;
  for (const [key, sign] of [["minimum", ">="], ["exclusiveMinimum", ">"], ["maximum", "<="]]) {
    if (key in schema) text += ` ${sign} ${pyJson(schema[key])}`;
  }
  if ("exclusiveMaximum" in schema) text += ` < ${pyJson(schema.exclusiveMaximum)}`;
  return text;
}

// ---- From Ajv errors to problems. ----

function pointerSteps(pointer) {
  return pointer
    .split("/")
    .slice(1)
    .map((step) => step.replace(/~1/g, "/").replace(/~0/g, "~"));
}

function dataPath(instance, instancePath) {
  const path = [];
  let node = instance;
  for (const step of pointerSteps(instancePath)) {
    const key = Array.isArray(node) ? Number(step) : step;
    path.push(key);
    node = node === null || typeof node !== "object" ? undefined : node[key];
  }
  return path;
}

function within(path, parent) {
  return path === parent || path.startsWith(parent + "/");
}

function isNullBranch(branch) {
  return isPlainObject(branch) && branch.type === "null";
}

function schemaAt(uri) {
  const [base, fragment = ""] = uri.split("#");
  let node = Object.values(schemas).find((doc) => doc.$id === base);
  for (const step of pointerSteps(fragment)) node = node[step];
  return node;
}

function resolve(base, ref) {
  const [path, fragment = ""] = ref.split("#");
  const target = path ? new URL(path, base).href : base.split("#")[0];
  return { base: target, node: schemaAt(`${target}#${fragment}`) };
}

// Keywords after which a step names a member that is an instance step (a property, an
// item); after which a step names a member of the schema only; and which step into the
// instance themselves (Python's _messages.py, the same three).
const NAMES_A_FIELD = new Set(["properties", "patternProperties", "prefixItems"]);
const NAMES_A_SCHEMA = new Set(["allOf", "anyOf", "oneOf", "dependentSchemas", "$defs"]);
const STEPS_IN = new Set(["items", "additionalProperties", "contains", "unevaluatedItems", "unevaluatedProperties"]);

// Walk `steps` from `node` (in the document at `base`) as Python does: a step missing
// beside a `$ref` goes on in the referenced schema. The last if/then rule (an `allOf` item
// with a description) passed, as {description, reads, after} (the fields its condition
// reads, the instance steps the path takes after it), and the node the walk ends at
// (undefined: none).
function walk(node, base, steps) {
  let found = null;
  let expect = "schema";
  let after = 0;
  for (const step of steps) {
    while (isPlainObject(node) && typeof node.$ref === "string" && !(step in node)) {
      ({ base, node } = resolve(base, node.$ref));
    }
    if (step === "$ref" && isPlainObject(node) && typeof node.$ref === "string") {
      ({ base, node } = resolve(base, node.$ref)); // Ajv names the $ref it inlined
      continue;
    }
    if (expect === "schema") {
      if (STEPS_IN.has(step)) after += 1;
      if (NAMES_A_FIELD.has(step)) expect = "field";
      else if (NAMES_A_SCHEMA.has(step)) expect = "member";
    } else {
      if (expect === "field") after += 1;
      expect = "schema";
    }
    if (node === null || typeof node !== "object" || !(step in node)) return { found, end: undefined };
    const inList = Array.isArray(node);
    node = node[step];
    // a rule is an `allOf` item: a property's own if/then/else (the replay_buffer union) is not
    if (inList && isPlainObject(node) && "if" in node && "description" in node) {
      found = { description: node.description, reads: reads(node.if, []) };
      after = 0;
    }
  }
  if (found) found = { ...found, after };
  return { found, end: JSON.stringify(node) };
}

// Keywords of a condition that only lead to other conditions (the rest test a value).
const STRUCTURE = new Set(["properties", "required", "allOf", "anyOf", "oneOf", "not", "$comment", "description"]);

// The fields a condition reads, from the object it tests (that object itself left out):
// each one whose value a keyword tests, and each one it requires (Python's reads).
function reads(condition, at) {
  if (!isPlainObject(condition)) return [];
  const out = [];
  if (at.length && Object.keys(condition).some((key) => !STRUCTURE.has(key))) out.push(at);
  for (const name of condition.required || []) if (typeof name === "string") out.push([...at, name]);
  for (const [name, sub] of Object.entries(condition.properties || {})) out.push(...reads(sub, [...at, name]));
  for (const key of ["allOf", "anyOf", "oneOf"]) for (const sub of condition[key] || []) out.push(...reads(sub, at));
  out.push(...reads(condition.not, at));
  const seen = new Set();
  return out.filter((path) => {
    const key = JSON.stringify(path);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

// The schemas Ajv compiles on its own, where a schema path may start: the model's, each
// document, each class of a document (a union's branch), with their base URIs.
const ROOTS = new Map();
function rootsOf(model) {
  if (!ROOTS.has(model)) {
    const uri = MODEL_SCHEMAS[model];
    const roots = [[schemaAt(uri), uri.split("#")[0]]];
    for (const doc of Object.values(schemas)) roots.push([doc, doc.$id]);
    for (const doc of Object.values(schemas)) {
      for (const sub of Object.values(doc.$defs || {})) roots.push([sub, doc.$id]);
    }
    ROOTS.set(model, roots);
  }
  return ROOTS.get(model);
}

// What walking a schema path from each root gives, by model and path (each path is walked
// once, whatever the number of errors that name it).
const WALKS = new Map();
// Each error's schema as JSON, by the schema object (Ajv's errors share them).
const SCHEMA_TEXT = new WeakMap();

// The if/then rule an error comes from ({description, reads, after}, or null). Ajv's schema paths start
// again at each schema it compiled on its own (a referenced document): the path is
// walked from the model's schema, else from the document it starts in.
// (Python also keeps a rule met before the $ref; no rule of ours encloses a $ref.)
function ruleOf(error, model, ifs) {
  const key = `${model}\u0000${error.schemaPath}`;
  if (!WALKS.has(key)) {
    const steps = pointerSteps(error.schemaPath.replace(/^#/, ""));
    WALKS.set(key, rootsOf(model).map(([root, base]) => [root, walk(root, base, steps)]));
  }
  let text;
  if (error.schema !== null && typeof error.schema === "object") {
    if (!SCHEMA_TEXT.has(error.schema)) SCHEMA_TEXT.set(error.schema, JSON.stringify(error.schema));
    text = SCHEMA_TEXT.get(error.schema);
  } else {
    text = JSON.stringify(error.schema);
  }
  const reached = WALKS.get(key)
    .filter(([, walked]) => walked.end !== undefined && walked.end === text)
    .map(([root, walked]) => [root, walked.found]);
  if (new Set(reached.map(([, found]) => found && found.description)).size > 1) {
    // the same path in several documents (two algorithms' sections written alike): the
    // one is the section a failed if/then above the error selected
    const chosen = selected(error, model, ifs);
    const hit = reached.find(([root]) => chosen.includes(root));
    if (hit) return hit[1];
  }
  return reached.length ? reached[0][1] : null;
}

// The failed if/then errors by instance path.
function ifsByPath(errors) {
  const out = new Map();
  for (const error of errors) {
    if (error.keyword !== "if") continue;
    if (!out.has(error.instancePath)) out.set(error.instancePath, []);
    out.get(error.instancePath).push(error);
  }
  return out;
}

// The schemas the `then: {$ref}` of each failed if/then enclosing `error` selects (at its
// instance path or above it).
function selected(error, model, ifs) {
  const out = [];
  const parts = error.instancePath.split("/");
  for (let n = 1; n <= parts.length; n++) {
    for (const other of ifs.get(parts.slice(0, n).join("/")) || []) {
      const steps = pointerSteps(other.schemaPath.replace(/^#/, "")).slice(0, -1);
      for (const [root, base] of rootsOf(model)) {
        let node = root;
        for (const step of steps) node = isPlainObject(node) || Array.isArray(node) ? node[step] : undefined;
        if (isPlainObject(node) && isPlainObject(node.then) && typeof node.then.$ref === "string") {
          out.push(resolve(base, node.then.$ref).node);
        }
      }
    }
  }
  return out;
}

// Which errors stand for themselves. Ajv reports an anyOf/oneOf after the errors of each
// branch; Python reports either the one branch that could apply (the others being only
// `{"type": "null"}`) or, when several could, the anyOf alone.
function reported(errors) {
  const hidden = new Set();
  errors.forEach((error, index) => {
    if (error.keyword === "if") hidden.add(index); // its `then` errors say it all
    if (error.keyword !== "anyOf" && error.keyword !== "oneOf") return;
    const branches = error.schema;
    const wanted = branches.filter((branch) => !isNullBranch(branch));
    const expand = wanted.length === 1 && error.data !== null;
    const prefixes = expand
      ? branches.flatMap((branch, k) => (isNullBranch(branch) ? [`${error.schemaPath}/${k}/`] : []))
      : [`${error.schemaPath}/`];
    // its branches' errors: those Ajv pushed just before it, at or below its instance path
    for (let j = index - 1; j >= 0 && within(errors[j].instancePath, error.instancePath); j--) {
      if (prefixes.some((p) => errors[j].schemaPath.startsWith(p))) hidden.add(j);
    }
    // A branch that is a $ref to another schema reports with that schema's own path
    // (`../fsdp.schema.json#/...`, or `#/...` from that schema's root): its errors are
    // the ones Ajv pushed just before the anyOf's own, at or below its instance path. An
    // error whose path starts as the anyOf's does (`#/allOf/...` beside `#/allOf/...`)
    // is the same schema's, from another keyword, and ends them.
    const head = error.schemaPath.split("/").slice(0, 2).join("/");
    for (let j = index - 1; !expand && j >= 0; j--) {
      const sub = errors[j];
      if (!within(sub.instancePath, error.instancePath)) break;
      const mine = sub.schemaPath.startsWith(prefixes[0]);
      if (!mine && (sub.schemaPath + "/").startsWith(head + "/")) break;
      hidden.add(j);
    }
    if (expand) hidden.add(index);
  });
  return errors.filter((_, index) => !hidden.has(index));
}

function messages(error, path, inRule) {
  const { keyword, data, parentSchema } = error;
  const expected = error.schema;
  const got = show(data);
  switch (keyword) {
    case "additionalProperties": {
      if (error.params.more !== undefined) {
        const count = String(error.params.more).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
        return [[path, `${count} more unknown fields (not listed)`]];
      }
      const name = error.params.additionalProperty;
      const near = rank(name, Object.keys(parentSchema.properties || {}));
      const text = `unknown field ${pyRepr(name)}${hint(near && near[0])}`;
      return [[[...path, name], text, { misspelt: misspelt(near) }]];
    }
    case "required": {
      const name = error.params.missingProperty;
      return [[[...path, name], `missing required field ${pyRepr(name)}`]];
    }
    case "not":
      if (refusesKeys(expected)) {
        return expected.required.map((name) => [
          [...path, name],
          `field ${pyRepr(name)} is not allowed here`,
        ]);
      }
      return [[path, `must not be ${describe(expected)}, got ${got}`]];
    case "anyOf":
    case "oneOf":
      if (keyword === "oneOf" && Array.isArray(error.params.passingSchemas)) {
        return [[path, `must match exactly one of ${describe(parentSchema)}, got ${got}`]];
      }
      return [[path, `expected ${describe(parentSchema)}, got ${got}`]];
    case "type":
      return [[path, `expected ${describe({ type: expected })}, got ${got} (${typeName(data)})`]];
    case "minimum":
      return [[path, `must be >= ${pyJson(expected)}, got ${got}`]];
    case "exclusiveMinimum":
      return [[path, `must be > ${pyJson(expected)}, got ${got}`]];
    case "maximum":
      return [[path, `must be <= ${pyJson(expected)}, got ${got}`]];
    case "exclusiveMaximum":
      return [[path, `must be < ${pyJson(expected)}, got ${got}`]];
    case "enum": {
      // did-you-mean only for a field's own values, not for what a rule narrows them to
      const strings = expected.filter((v) => typeof v === "string");
      const near = typeof data === "string" && !inRule ? closest(data, strings) : null;
      return [[path, `must be ${describe(parentSchema)}, got ${got}${hint(near)}`, { choices: expected }]];
    }
    case "const":
      return [[path, `must be ${pyJson(expected)}, got ${got}`]];
    case "x-rules": // the engine's problem (generated/ts/rules.js), at its steps from the object
      return [[[...path, ...error.params.at], error.params.message]];
    case "minLength":
      return [[path, `must have at least ${expected} character(s), got ${got}`]];
    case "maxLength":
      return [[path, `must have at most ${expected} character(s), got ${got}`]];
    case "pattern":
      return [[path, `must match the pattern ${pyJson(expected)}, got ${got}`]];
    case "minItems":
      return [[path, `must have at least ${expected} item(s), got ${got}`]];
    case "maxItems":
      return [[path, `must have at most ${expected} item(s), got ${got}`]];
    case "minProperties":
      return [[path, `must have at least ${expected} field(s), got ${got}`]];
    case "maxProperties":
      return [[path, `must have at most ${expected} field(s), got ${got}`]];
    case "contains": {
      // with minContains / maxContains (as Python's _contains_text)
      const low = "minContains" in parentSchema ? parentSchema.minContains : 1;
      const high = parentSchema.maxContains;
      const count =
        high === undefined ? `at least ${low}` : low === high ? `exactly ${low}` : `${low} to ${high}`;
      return [[path, `must hold ${count} item(s) that are ${describe(expected)}, got ${got}`]];
    }
    case "uniqueItems":
      return [[path, `must not hold an item twice, got ${got}`]];
    default:
      return [[path, error.message]];
  }
}

function comparePaths(a, b) {
  const x = a.map(String), y = b.map(String);
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    if (x[i] !== y[i]) return comparePoints(x[i], y[i]);
  }
  return x.length - y.length;
}
