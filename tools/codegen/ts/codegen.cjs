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
const fieldOf = (operand) => (typeof operand === "string" ? operand : "length" in operand ? operand.length : operand.each);
const kindOf = (operand) => (typeof operand === "string" ? "" : "length" in operand ? "length" : "each");

const X_RULES = {
  keyword: "x-rules",
  type: "object",
  schemaType: "array",
  errors: true,
  metaSchema: {
    type: "array",
    items: {
      if: { type: "object", properties: { op: { const: "unique" } }, required: ["op"] },
      then: UNIQUE_RULE_SCHEMA,
      else: {
        type: "object",
        required: ["id", "left", "op", "right", "description"],
        properties: {
          id: { type: "string" },
          left: { anyOf: [{ type: "string" }, LENGTH_OPERAND, EACH_OPERAND] },
          op: { enum: [...Object.keys(OPERATORS), "multiple_of"] },
          right: { anyOf: [{ type: "string" }, LENGTH_OPERAND] },
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
      const leftField = fieldOf(rule.left), rightField = fieldOf(rule.right);
      const leftKind = kindOf(rule.left), rightKind = kindOf(rule.right);
      const [leftRead, leftDefault] = value(leftField, rule);
      const [rightRead, rightDefault] = value(rightField, rule);
      const lengthOf = (read) => gen.const("n", _`Array.isArray(${read}) ? ${read}.length : null`);
      const right = rightKind === "length" ? lengthOf(rightRead) : rightRead;
      const test = (x) =>
        rule.op === "multiple_of"
          ? _`${right} !== 0 && ${x} % ${right} !== 0`
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
        if (STRING_OPERATORS.has(rule.op) && !leftKind && !rightKind) {
          // == and != also compare two strings (never a string with a number)
          applies = _`(${applies} || (typeof ${left} == "string" && typeof ${right} == "string"))`;
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

main().catch((error) => {
  process.stderr.write(`${error.stack || error}\n`);
  process.exit(1);
});
