// TypeScript types and the compiled Ajv validator, from the schemas.
//
// Run by tools/codegen/generate.py (never by hand): reads one JSON object on stdin,
//   {"schemas": {stem: schema}, "models": {ClassName: schemaUri}, "types_view": schema,
//    "rules": "<the text of generated/ts/rules.js>"}
// and writes one JSON object on stdout,
//   {"types": "<TypeScript declarations>", "validate": "<CommonJS module>", "ajv": "<version>"}.
// Both outputs depend only on the input and the pinned package versions
// (package-lock.json), so the same schemas give the same bytes on every machine.
"use strict";

const Ajv2020 = require("ajv/dist/2020").default;
const standaloneCode = require("ajv/dist/standalone").default;
const vm = require("node:vm");
const { _ } = require("ajv/dist/compile/codegen");
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

// x-rules: the rule language of tools/codegen/x_rules.json. Its engine is
// generated/ts/rules.js (the vocabulary in front of tools/codegen/ts/rules.js), which the
// generated validator requires: each rule is compiled there once, when validate.js loads,
// and its problems (`{at, message}`, Python's message) become the keyword's errors, at the
// object (runtime.js adds `at`). Ajv checks every rule against the vocabulary's
// meta-schema when it compiles a schema: a rule outside the language fails generation.
function xRules(rules) {
  return {
    keyword: "x-rules",
    type: "object",
    schemaType: "array",
    errors: true,
    metaSchema: rules.META_SCHEMA,
    error: {
      message: ({ params }) => params.message,
      params: ({ params }) => _`{rule: ${params.rule}, at: ${params.at}, message: ${params.message}}`,
    },
    code(cxt) {
      const { gen, data, schema, parentSchema } = cxt;
      const properties = parentSchema.properties || {};
      schema.forEach((rule, index) => {
        // the schema default of each field the rule names (its `defaults` come first)
        const defaults = fieldsOf(rule)
          .filter((name) => Object.prototype.hasOwnProperty.call(properties, name))
          .filter((name) => isPlainObject(properties[name]) && "default" in properties[name])
          .map((name) => [name, properties[name].default]);
        const compiled = gen.scopeValue("obj", {
          ref: rules.compileRule(rule, defaults),
          code: _`require("./rules.js").compileRule(JSON.parse(${JSON.stringify(rule)}), JSON.parse(${JSON.stringify(defaults)}))`,
        });
        gen.forOf("p", _`${compiled}.problems(${data})`, (problem) => {
          cxt.error(
            false,
            { rule: rule.id, at: _`${problem}.at`, message: _`${problem}.message` },
            { schemaPath: String(index) },
          );
        });
      });
    },
  };
}

const isPlainObject = (value) => value !== null && typeof value === "object" && !Array.isArray(value);

// Every field name or path a rule reads (operands, `when`), each once.
function fieldsOf(rule) {
  const out = new Set(Object.keys(rule.when || {}));
  const walk = (operand) => {
    if (typeof operand === "string") out.add(operand);
    else if (Array.isArray(operand)) operand.forEach(walk);
    else if (isPlainObject(operand)) Object.values(operand).forEach(walk);
  };
  walk(rule.left);
  walk(rule.right);
  return [...out];
}

function strictAjv(rules) {
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
  ajv.addKeyword(xRules(rules));
  return ajv;
}

async function main() {
  const chunks = [];
  for await (const chunk of process.stdin) chunks.push(chunk);
  const input = JSON.parse(Buffer.concat(chunks).toString("utf8"));

  // The x-rules engine, as generated/ts/rules.js will hold it (tools/codegen/x_rules.py).
  const rules = loadModule(input.rules, "rules.js");
  const ajv = strictAjv(rules);
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

// A CommonJS module from its text (generated/ts/rules.js before it is written).
function loadModule(text, name) {
  const module = { exports: {} };
  vm.runInThisContext(`(function (module, exports, require) {${text}\n})`, { filename: name })(
    module, module.exports, require,
  );
  return module.exports;
}

// The x-rules keyword on a schema of its own, for tests/js/x_rules_toy.cjs.
module.exports = { strictAjv };
