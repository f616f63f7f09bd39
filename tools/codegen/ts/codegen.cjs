// TypeScript types and the compiled Ajv validator, from the schemas.
//
// Run by tools/codegen/generate.py (never by hand): reads one JSON object on stdin,
//   {"schemas": {stem: schema}, "models": {ClassName: schemaUri}, "types_view": schema}
// and writes one JSON object on stdout,
//   {"types": "<TypeScript declarations>", "validate": "<CommonJS module>", "ajv": "<version>"}.
// Both outputs depend only on the input and the pinned package versions
// (package-lock.json), so the same schemas give the same bytes on every machine.
"use strict";

const Ajv2020 = require("ajv/dist/2020").default;
const standaloneCode = require("ajv/dist/standalone").default;
const { _, str, stringify, operators } = require("ajv/dist/compile/codegen");
const { _Code } = require("ajv/dist/compile/codegen/code");
const { compile } = require("json-schema-to-typescript");

// Annotation keywords editors read (VS Code's JSON/YAML language services): registered so
// that strict mode knows them, with a meta-schema so a malformed one fails generation.
const ANNOTATIONS = {
  markdownDescription: { type: "string" },
  deprecationMessage: { type: "string" },
  enumDescriptions: { type: "array", items: { type: "string" } },
  markdownEnumDescriptions: { type: "array", items: { type: "string" } },
  // Ours, read by the generators (tools/codegen/bundle.py) and Python; no effect on a verdict.
  "x-alias-of": { type: "string" },
  "x-retired": { type: "boolean" },
  "x-null-means-default": { type: "boolean" },
  "x-python-name": { type: "string" },
  "x-discriminator": { type: "string" },
  "x-python-enum": { type: "string" },
  "x-python-base": { type: "string" },
  "x-section-of": { type: "string" },
  "x-algorithm-name": { type: "string" },
  "x-extends": { type: "string" },
  "x-exclude-from-dump": { type: "boolean" },
  "x-serialization-name": { type: "string" },
  "x-defs-only": { type: "boolean" },
  "x-python-set": { type: "boolean" },
  "x-python-class": { type: "string" },
  "x-python-order": { type: "array", items: { type: "string" } },
  "x-algorithm-kinds": {
    type: "object",
    additionalProperties: { type: "array", items: { type: "string" } },
  },
  "x-algorithm-env-types": {
    type: "object",
    additionalProperties: { type: "array", items: { type: "string" } },
  },
  "x-algorithm-objectives": { type: "object", additionalProperties: { type: "string" } },
  "x-supported-models": {
    type: "object",
    additionalProperties: {
      type: "object",
      required: ["max_lora_rank", "target_modules", "target_parameters"],
      additionalProperties: false,
      properties: {
        max_lora_rank: { type: ["integer", "null"] },
        target_modules: { type: "array", items: { type: "string" } },
        target_parameters: { type: "array", items: { type: "string" } },
      },
    },
  },
};

const OPERATORS = {
  "<": operators.LT,
  "<=": operators.LTE,
  ">": operators.GT,
  ">=": operators.GTE,
  "==": operators.EQ,
  "!=": operators.NEQ,
};
// How each operator reads in a message.
const WORDS = { multiple_of: "a multiple of" };
// x-rules `op: unique` (see uniqueCode below).
// The operators that also compare two strings.
const STRING_OPERATORS = new Set(["==", "!="]);

const UNIQUE_RULE_SCHEMA = {
  type: "object",
  required: ["id", "op", "of", "description"],
  properties: {
    id: { type: "string" },
    op: { const: "unique" },
    of: { type: "array", minItems: 1, items: { type: "string", minLength: 1 } },
    description: { type: "string" },
  },
  additionalProperties: false,
};

// x-rules: comparisons between two fields of the object the keyword sits on. Same
// semantics and message as python/agilerl/models/_validation.py: a missing field takes
// the rule's `defaults` entry, else its schema default (a `null` one takes the rule's
// default too); a rule applies only when both values are numbers and every `when` field
// equals its value; `multiple_of` holds when the right value is 0 or divides the left;
// the error's path is the rule's left field.
// An operand is a field name, `{length: name}` (the length of that field's list; the rule
// does not apply to any other value) or, on the left only, `{each: name}` (every number
// item of that field's list; the first that breaks the rule is reported, as `name[i]`).
const LENGTH_OPERAND = {
  type: "object", required: ["length"], properties: { length: { type: "string" } }, additionalProperties: false,
};
const EACH_OPERAND = {
  type: "object", required: ["each"], properties: { each: { type: "string" } }, additionalProperties: false,
};
// Operands past a field of the object (python/agilerl/models/_rule_expr.py): a `/` path,
// a number, {sum|min|max: [...]}, {sub|mul|floordiv|mod: [a, b]}, {round: a},
// {default: [path, a]}.
const OPERAND = {
  anyOf: [
    { type: "string", minLength: 1 },
    { type: "number" },
    { type: "object", required: ["length"], properties: { length: { $ref: "#/$defs/operand" } }, additionalProperties: false },
    ...["sum", "min", "max"].map((name) => ({
      type: "object", required: [name], additionalProperties: false,
      properties: { [name]: { type: "array", minItems: 1, items: { $ref: "#/$defs/operand" } } },
    })),
    ...["sub", "mul", "floordiv", "mod"].map((name) => ({
      type: "object", required: [name], additionalProperties: false,
      properties: { [name]: { type: "array", minItems: 2, maxItems: 2, items: { $ref: "#/$defs/operand" } } },
    })),
    { type: "object", required: ["round"], properties: { round: { $ref: "#/$defs/operand" } }, additionalProperties: false },
    {
      type: "object", required: ["default"], additionalProperties: false,
      properties: { default: { type: "array", prefixItems: [{ type: "string" }, { $ref: "#/$defs/operand" }], minItems: 2, maxItems: 2 } },
    },
  ],
};
const INCREASING_RULE_SCHEMA = {
  type: "object",
  required: ["id", "op", "of", "description"],
  properties: {
    id: { type: "string" },
    op: { const: "increasing" },
    of: { type: "string", minLength: 1 },
    description: { type: "string" },
  },
  additionalProperties: false,
};
const isPlain = (operand) =>
  typeof operand === "string"
    ? !operand.includes("/")
    : operand !== null && typeof operand === "object" && Object.keys(operand).length === 1 &&
      ["length", "each"].includes(Object.keys(operand)[0]) &&
      typeof Object.values(operand)[0] === "string" && !Object.values(operand)[0].includes("/");
const fieldOf = (operand) => (typeof operand === "string" ? operand : "length" in operand ? operand.length : operand.each);
const kindOf = (operand) => (typeof operand === "string" ? "" : "length" in operand ? "length" : "each");

const X_RULES = {
  keyword: "x-rules",
  type: "object",
  schemaType: "array",
  errors: true,
  metaSchema: {
    type: "array",
    $defs: { operand: OPERAND },
    items: {
      if: { type: "object", properties: { op: { enum: ["unique", "increasing"] } }, required: ["op"] },
      then: { if: { properties: { op: { const: "unique" } } }, then: UNIQUE_RULE_SCHEMA, else: INCREASING_RULE_SCHEMA },
      else: {
        type: "object",
        required: ["id", "left", "op", "right", "description"],
        properties: {
          id: { type: "string" },
          left: { anyOf: [{ type: "string" }, LENGTH_OPERAND, EACH_OPERAND, { $ref: "#/$defs/operand" }] },
          op: { enum: [...Object.keys(OPERATORS), "multiple_of"] },
          right: { anyOf: [{ type: "string" }, LENGTH_OPERAND, { $ref: "#/$defs/operand" }] },
          description: { type: "string" },
          when: { type: "object" },
          defaults: { type: "object" },
        },
        additionalProperties: false,
      },
    },
  },
  error: {
    message: ({ params }) => params.message,
    params: ({ params }) =>
      params.op === "unique"
        ? _`{rule: ${params.rule}, op: "unique", at: ${params.at}, value: ${params.value}, first: ${params.first}}`
        : params.op === "increasing"
        ? _`{rule: ${params.rule}, op: "increasing", at: ${params.at}, value: ${params.value}, before: ${params.before}, previous: ${params.previous}}`
        : params.expr
        ? _`{rule: ${params.rule}, op: ${params.op}, expr: true, at: ${params.at}, labels: ${params.labels}, shown: ${params.shown}, extra: ${params.extra}}`
        : _`{rule: ${params.rule}, left: ${params.left}, op: ${params.op}, right: ${params.right}, leftValue: ${params.leftValue}, rightValue: ${params.rightValue}, leftDefault: ${params.leftDefault}, rightDefault: ${params.rightDefault}, leftLabel: ${params.leftLabel}, rightLabel: ${params.rightLabel}}`,
  },
  code(cxt) {
    const { gen, data, schema, parentSchema } = cxt;
    const props = parentSchema.properties || {};
    const has = (name) => _`Object.prototype.hasOwnProperty.call(${data}, ${name})`;
    // [value, whether it is a default] of a field, as the rule reads it
    const value = (name, rule) => {
      const defaults = rule.defaults || {};
      const fallback = props[name] && "default" in props[name] ? props[name].default : null;
      if (name in defaults) {
        const given = _`${has(name)} && ${data}[${name}] !== null`;
        return [gen.const("v", _`${given} ? ${data}[${name}] : ${defaults[name]}`), gen.const("d", _`!(${given})`)];
      }
      return [gen.const("v", _`${has(name)} ? ${data}[${name}] : ${fallback}`), gen.const("d", _`!${has(name)}`)];
    };
    schema.forEach((rule, index) => {
      if (rule.op === "unique") {
        uniqueCode(cxt, rule, index);
        return;
      }
      if (rule.op === "increasing") {
        increasingCode(cxt, rule, index);
        return;
      }
      const names = [...Object.keys(rule.when || {}), ...Object.keys(rule.defaults || {})];
      if (!isPlain(rule.left) || !isPlain(rule.right) || names.some((name) => name.includes("/"))) {
        exprCode(cxt, rule, index);
        return;
      }
      const leftField = fieldOf(rule.left), rightField = fieldOf(rule.right);
      const leftKind = kindOf(rule.left), rightKind = kindOf(rule.right);
      const [leftRead, leftDefault] = value(leftField, rule);
      const [rightRead, rightDefault] = value(rightField, rule);
      const lengthOf = (read) => gen.const("n", _`Array.isArray(${read}) ? ${read}.length : null`);
      const right = rightKind === "length" ? lengthOf(rightRead) : rightRead;
      const equality = STRING_OPERATORS.has(rule.op) && !leftKind && !rightKind;
      const equal = equality
        ? gen.scopeValue("func", { ref: jsonEqual, code: new _Code(`(${jsonEqual.toString()})`) })
        : null;
      const test = (x) =>
        rule.op === "multiple_of"
          ? _`${right} !== 0 && ${x} % ${right} !== 0`
          : equality
            ? rule.op === "==" ? _`!${equal}(${x}, ${right})` : _`${equal}(${x}, ${right})`
            : _`!(${x} ${OPERATORS[rule.op]} ${right})`;
      let left, leftLabel, applies;
      if (leftKind === "each") {
        const item = gen.const("i", _`Array.isArray(${leftRead}) ? ${leftRead}.findIndex((x) => typeof x == "number" && ${test(_`x`)}) : -1`);
        left = gen.const("v", _`${item} >= 0 ? ${leftRead}[${item}] : null`);
        leftLabel = gen.const("l", str`${leftField}[${item}]`);
        applies = _`${item} >= 0 && typeof ${right} == "number"`;
      } else {
        left = leftKind === "length" ? lengthOf(leftRead) : leftRead;
        leftLabel = leftKind === "length" ? `len(${leftField})` : leftField;
        applies = _`typeof ${left} == "number" && typeof ${right} == "number"`;
        if (equality) {
          // == and != also compare two strings, two lists or two objects (never two kinds)
          const lists = _`(Array.isArray(${left}) && Array.isArray(${right}))`;
          const objects = _`(${left} !== null && typeof ${left} == "object" && !Array.isArray(${left}) && ${right} !== null && typeof ${right} == "object" && !Array.isArray(${right}))`;
          applies = _`(${applies} || (typeof ${left} == "string" && typeof ${right} == "string") || ${lists} || ${objects})`;
        }
      }
      const rightLabel = rightKind === "length" ? `len(${rightField})` : rightField;
      for (const [field, expected] of Object.entries(rule.when || {})) {
        const [actual] = value(field, rule);
        applies = _`${applies} && ${actual} === ${expected}`;
      }
      gen.if(_`${applies} && ${test(left)}`, () => {
        const tail = (isDefault) => _`(${isDefault} ? " (its default)" : "")`;
        const op = WORDS[rule.op] || rule.op;
        const message = str`${leftLabel} must be ${op} ${rightLabel}, got ${leftLabel}=${left}${tail(leftDefault)} and ${rightLabel}=${right}${tail(rightDefault)}: ${rule.description}`;
        cxt.error(
          false,
          {
            rule: rule.id, left: leftField, op: rule.op, right: rightField,
            leftValue: left, rightValue: right, leftDefault, rightDefault, message,
            leftLabel, rightLabel,
          },
          { instancePath: leftField, schemaPath: String(index) },
        );
      });
    });
  },
};

// Two JSON values alike (python/agilerl/models/_rule_expr.py, json_equal): lists item by
// item in order, objects key by key (run by the generated validator: its source is written
// into the standalone module).
function jsonEqual(a, b) {
  const isObj = (v) => v !== null && typeof v === "object" && !Array.isArray(v);
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => jsonEqual(x, b[i]));
  if (isObj(a) && isObj(b)) {
    const keys = Object.keys(a);
    const has = (k) => Object.prototype.hasOwnProperty.call(b, k);
    return keys.length === Object.keys(b).length && keys.every((k) => has(k) && jsonEqual(a[k], b[k]));
  }
  return a === b;
}

// ---- x-rules `op: unique` (python/agilerl/models/_rules.py, UniqueRule). ----

// Run by the generated validator (its source is written into the standalone module):
// every string the selectors name, in selector then document order, and for each one that
// repeats an earlier string, {at, value, first} (paths as lists of keys and indices).
function uniqueRepeats(data, selectors) {
  const found = [];
  const select = (node, steps, at) => {
    if (!steps.length) {
      if (typeof node === "string") found.push([at, node]);
      return;
    }
    const [step, ...rest] = steps;
    const isObject = node !== null && typeof node === "object" && !Array.isArray(node);
    if (step === "*") {
      if (Array.isArray(node)) node.forEach((item, index) => select(item, rest, [...at, index]));
    } else if (step === "~keys") {
      if (isObject && !rest.length) for (const key of Object.keys(node)) found.push([[...at, key], key]);
    } else if (isObject && Object.prototype.hasOwnProperty.call(node, step)) {
      select(node[step], rest, [...at, step]);
    }
  };
  for (const selector of selectors) select(data, selector.split("/"), []);
  const first = new Map();
  const out = [];
  for (const [at, value] of found) {
    if (first.has(value)) out.push({ at, value, first: first.get(value) });
    else first.set(value, at);
  }
  return out;
}

// One error per repeated string, at the object (runtime.js adds the repeat's path).
function uniqueCode(cxt, rule, index) {
  const { gen, data } = cxt;
  const repeats = gen.scopeValue("func", {
    ref: uniqueRepeats,
    code: new _Code(`(${uniqueRepeats.toString()})`),
  });
  const found = gen.const("u", _`${repeats}(${data}, ${stringify(rule.of)})`);
  gen.forOf("r", found, (repeat) => {
    const message = str`${_`${repeat}.at.join("/")`} repeats ${_`${repeat}.first.join("/")`}: ${rule.description}`;
    cxt.error(
      false,
      {
        rule: rule.id, op: "unique", at: _`${repeat}.at`, value: _`${repeat}.value`,
        first: _`${repeat}.first`, message,
      },
      { schemaPath: String(index) },
    );
  });
}

// ---- x-rules paths, numbers and arithmetic (python/agilerl/models/_rule_expr.py). ----

// Run by the generated validator (its source is written into the standalone module): null
// when the rule holds, else {at, shown, extra} (the problem's steps from the object, and
// [label, value, isDefault] of each operand shown and of each other field read).
function exprCheck(data, rule, reads) {
  const MAX = 9007199254740991;
  const OVER = { overflow: true };
  const has = (node, key) => Object.prototype.hasOwnProperty.call(node, key);
  const isObj = (node) => node !== null && typeof node === "object" && !Array.isArray(node);
  const isNum = (v) => typeof v === "number";
  const fields = new Map();
  const read = (path) => {
    const steps = path.split("/");
    let node = data;
    for (const step of steps.slice(0, -1)) node = isObj(node) && has(node, step) ? node[step] : undefined;
    const [fallback, nullToo] = has(reads, path) ? reads[path] : [null, false];
    const last = steps[steps.length - 1];
    if (!isObj(node)) return [fallback, fallback !== null];
    const value = has(node, last) ? node[last] : undefined;
    if (value === undefined || (value === null && nullToo)) return [fallback, fallback !== null];
    return [value, false];
  };
  const field = (path) => {
    if (!fields.has(path)) fields.set(path, read(path));
    return fields.get(path);
  };
  const roundEven = (x) => {
    if (Number.isInteger(x)) return x;
    const floor = Math.floor(x), rest = x - floor;
    if (rest !== 0.5) return rest < 0.5 ? floor : floor + 1;
    return floor % 2 === 0 ? floor : floor + 1;
  };
  const arith = (kind, values) => {
    if (values.some((v) => v === OVER)) return OVER;
    if (!values.every(isNum)) return null;
    let out;
    if (kind === "sum") {
      out = 0;
      for (const v of values) {
        out += v; // each partial sum in range, as Python checks them
        if (Math.abs(out) > MAX) return OVER;
      }
    } else if (kind === "sub") out = values[0] - values[1];
    else if (kind === "mul") out = values[0] * values[1];
    else if (kind === "round") out = roundEven(values[0]);
    else if (kind === "min") out = Math.min(...values);
    else if (kind === "max") out = Math.max(...values);
    else {
      const [a, b] = values;
      if (!Number.isInteger(a) || !Number.isInteger(b) || b === 0) return null;
      const x = BigInt(a), y = BigInt(b);
      let q = x / y, r = x % y;
      if (r !== 0n && (r < 0n) !== (y < 0n)) [q, r] = [q - 1n, r + y];
      out = Number(kind === "floordiv" ? q : r);
    }
    if (!Number.isFinite(out)) return null;
    return Math.abs(out) > MAX ? OVER : out;
  };
  const value = (operand) => {
    if (typeof operand === "string") return field(operand)[0];
    if (isNum(operand)) return operand;
    const [kind, args] = Object.entries(operand)[0];
    if (kind === "length") {
      const v = value(args);
      return Array.isArray(v) ? v.length : null;
    }
    if (kind === "default") {
      const [path, fallback] = args;
      let v = field(path)[0];
      if (v === null) {
        v = value(fallback);
        fields.set(path, [v, true]);
      }
      return v;
    }
    if (kind === "round") return arith(kind, [value(args)]);
    return arith(kind, args.map(value));
  };
  const SYMBOLS = { sum: " + ", sub: " - ", mul: " * ", floordiv: " // ", mod: " % " };
  const pyNum = (v) => (Number.isInteger(v) ? String(v) : null);
  const label = (operand, inner = false) => {
    if (typeof operand === "string") return operand.split("/").join(".");
    if (isNum(operand)) return pyNum(operand) ?? String(operand);
    const [kind, args] = Object.entries(operand)[0];
    if (kind === "length") return `len(${label(args)})`;
    if (kind === "each") return label(args);
    if (kind === "default") return label(args[0]);
    if (kind === "round") return `round(${label(args)})`;
    if (kind === "min" || kind === "max") return `${kind}(${args.map((arg) => label(arg)).join(", ")})`;
    const text = args.map((arg) => label(arg, true)).join(SYMBOLS[kind]);
    return inner ? `(${text})` : text;
  };
  const firstField = (operand) => {
    if (typeof operand === "string") return operand;
    if (isNum(operand)) return null;
    const args = Object.values(operand)[0];
    for (const arg of Array.isArray(args) ? args : [args]) {
      const found = firstField(arg);
      if (found !== null) return found;
    }
    return null;
  };
  const test = (left, right) => {
    switch (rule.op) {
      case "<": return left < right;
      case "<=": return left <= right;
      case ">": return left > right;
      case ">=": return left >= right;
      case "==": return left === right;
      case "!=": return left !== right;
      default: return right === 0 || left % right === 0; // multiple_of
    }
  };
  const when = Object.entries(rule.when || {});
  for (const [name, wanted] of when) if (field(name)[0] !== wanted) return null;
  const numberish = (v) => isNum(v) || v === OVER;
  let left, right, index = -1;
  const each = isObj(rule.left) && has(rule.left, "each");
  if (each) {
    const items = value(rule.left.each);
    right = value(rule.right);
    if (!Array.isArray(items) || !numberish(right)) return null;
    index = items.findIndex((item) => isNum(item) && (right === OVER || !test(item, right)));
    if (index < 0) return null;
    left = items[index];
  } else {
    left = value(rule.left);
    right = value(rule.right);
    if (left === OVER || right === OVER) {
      if (!(numberish(left) && numberish(right))) return null;
    } else {
      const equality = rule.op === "==" || rule.op === "!=";
      const composite = (Array.isArray(left) && Array.isArray(right)) || (isObj(left) && isObj(right));
      if (equality && composite) {
        // two lists or two objects: equal as JSON values (lists in order)
        const same = (a, b) => {
          if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => same(x, b[i]));
          if (isObj(a) && isObj(b)) {
            const keys = Object.keys(a);
            return keys.length === Object.keys(b).length && keys.every((k) => has(b, k) && same(a[k], b[k]));
          }
          return a === b;
        };
        if (same(left, right) === (rule.op === "==")) return null;
      } else {
        const strings = equality && typeof left === "string" && typeof right === "string";
        if (!((isNum(left) && isNum(right)) || strings) || test(left, right)) return null;
      }
    }
  }
  const shown = [];
  const plain = new Set();
  const labels = [label(rule.left) + (index >= 0 ? `[${index}]` : ""), label(rule.right)];
  for (const [operand, v, text] of [[rule.left, left, labels[0]], [rule.right, right, labels[1]]]) {
    if (typeof operand === "string") plain.add(operand);
    else if (isObj(operand) && has(operand, "default")) plain.add(operand.default[0]);
    if (isNum(operand)) continue;
    let isDefault = false;
    if (typeof operand === "string") isDefault = fields.get(operand)[1];
    else if (isObj(operand) && has(operand, "default")) isDefault = fields.get(operand.default[0])[1];
    shown.push([text, v === OVER ? "<past 2**53-1>" : v, isDefault, v === OVER]);
  }
  if (each) plain.add(rule.left.each);
  const whenNames = new Set(when.map(([name]) => name));
  const extra = [];
  for (const [path, [v, isDefault]] of fields) {
    if (!plain.has(path) && !whenNames.has(path)) extra.push([label(path), v === OVER ? "<past 2**53-1>" : v, isDefault, v === OVER]);
  }
  const first = firstField(rule.left);
  const at = first === null ? [] : first.split("/");
  if (index >= 0) at.push(index);
  return { at, labels, shown, extra };
}

// A comparison with a path, a number or arithmetic among its operands: one error, at the
// object (runtime.js adds the problem's steps and writes the message).
function exprCode(cxt, rule, index) {
  const { gen, data, parentSchema } = cxt;
  const props = parentSchema.properties || {};
  const reads = {};
  for (const [name, value] of Object.entries(rule.defaults || {})) reads[name] = [value, true];
  for (const [name, spec] of Object.entries(props)) {
    if (!(name in reads) && spec !== null && typeof spec === "object" && "default" in spec) {
      reads[name] = [spec.default, false];
    }
  }
  const check = gen.scopeValue("func", { ref: exprCheck, code: new _Code(`(${exprCheck.toString()})`) });
  const found = gen.const("x", _`${check}(${data}, ${stringify(rule)}, ${stringify(reads)})`);
  gen.if(_`${found} !== null`, () => {
    cxt.error(
      false,
      {
        rule: rule.id, op: rule.op, expr: true, at: _`${found}.at`, labels: _`${found}.labels`, shown: _`${found}.shown`,
        extra: _`${found}.extra`, message: str`${rule.id}`,
      },
      { schemaPath: String(index) },
    );
  });
}

// Run by the generated validator: [index, value, previous index, previous value] of each
// number of the list at `path` that is not above the number before it.
function increasingBreaks(data, path) {
  let node = data;
  for (const step of path.split("/")) {
    node = node !== null && typeof node === "object" && !Array.isArray(node) &&
      Object.prototype.hasOwnProperty.call(node, step) ? node[step] : undefined;
  }
  if (!Array.isArray(node)) return [];
  const out = [];
  let previous = null;
  node.forEach((item, index) => {
    if (typeof item !== "number") return;
    if (previous !== null && !(item > previous[1])) out.push([index, item, ...previous]);
    previous = [index, item];
  });
  return out;
}

function increasingCode(cxt, rule, index) {
  const { gen, data } = cxt;
  const breaks = gen.scopeValue("func", { ref: increasingBreaks, code: new _Code(`(${increasingBreaks.toString()})`) });
  const found = gen.const("b", _`${breaks}(${data}, ${rule.of})`);
  gen.forOf("r", found, (item) => {
    cxt.error(
      false,
      {
        rule: rule.id, op: "increasing", at: _`[...${rule.of}.split("/"), ${item}[0]]`, value: _`${item}[1]`,
        before: _`${item}[2]`, previous: _`${item}[3]`, message: str`${rule.id}`,
      },
      { schemaPath: String(index) },
    );
  });
}

function strictAjv() {
  const fail = (message) => {
    throw new Error(`Ajv (strict): ${message}`);
  };
  const ajv = new Ajv2020({
    strict: true,
    allErrors: true,
    verbose: true,
    code: { source: true, lines: true },
    logger: { log: () => {}, warn: fail, error: fail },
  });
  for (const [keyword, metaSchema] of Object.entries(ANNOTATIONS)) {
    ajv.addKeyword({ keyword, metaSchema });
  }
  ajv.addKeyword(X_RULES);
  return ajv;
}

async function main() {
  const chunks = [];
  for await (const chunk of process.stdin) chunks.push(chunk);
  const input = JSON.parse(Buffer.concat(chunks).toString("utf8"));

  const ajv = strictAjv();
  for (const schema of Object.values(input.schemas)) ajv.addSchema(schema);
  // standaloneCode compiles each export: any strict-mode complaint throws here.
  const validate = standaloneCode(ajv, input.models);

  const types = await compile(input.types_view, input.types_view.title, {
    bannerComment: "",
    additionalProperties: true, // JSON Schema's default: an object without the keyword is open
    // every object once: those the manifest reaches, and sections it does not reach yet
    // (base classes too)
    unreachableDefinitions: true,
    declareExternallyReferenced: true,
    strictIndexSignatures: true,
    format: true,
    style: { printWidth: 100, singleQuote: false, trailingComma: "all" },
  });
  const ajvVersion = require("ajv/package.json").version;
  process.stdout.write(JSON.stringify({ types, validate, ajv: ajvVersion }));
}

if (require.main === module) {
  main().catch((error) => {
    process.stderr.write(`${error.stack || error}\n`);
    process.exit(1);
  });
}

// The x-rules keyword on a schema of its own, for tests/js/x_rules_toy.cjs.
module.exports = { strictAjv };
