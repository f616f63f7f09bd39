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
const { _, str, operators } = require("ajv/dist/compile/codegen");
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
  error: {
    message: ({ params }) => params.message,
    params: ({ params }) =>
      _`{rule: ${params.rule}, left: ${params.left}, op: ${params.op}, right: ${params.right}, leftValue: ${params.leftValue}, rightValue: ${params.rightValue}, leftDefault: ${params.leftDefault}, rightDefault: ${params.rightDefault}, leftLabel: ${params.leftLabel}, rightLabel: ${params.rightLabel}}`,
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
