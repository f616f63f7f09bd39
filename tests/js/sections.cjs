// The JavaScript side of tests/js/test_js_sections.py: which models the generated package
// validates, and its problems for documents judged as one model each.
//
//   node tests/js/sections.cjs < request.json
//   request:  [{"model": "DQNSpec", "doc": {...}}, ...]
//   response: {"models": [name, ...], "validators": [name, ...],
//              "problems": [[{"path", "message", "rule"}, ...], ...]}
"use strict";

const fs = require("node:fs");
const path = require("node:path");
const specs = require(path.join(__dirname, "..", "..", "generated", "ts"));

const cases = JSON.parse(fs.readFileSync(0, "utf8"));
const problems = cases.map(({ model, doc }) =>
  specs.problems(doc, model).map(({ path: where, message, rule }) => ({ path: where, message, rule })),
);
const validators = Object.keys(specs.validators).filter(
  (name) => typeof specs.validators[name] === "function",
);
process.stdout.write(
  JSON.stringify({ models: Object.keys(specs.MODEL_SCHEMAS), validators, problems }),
);
