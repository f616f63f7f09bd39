// The JavaScript side of tests/js/test_js_networks.py: the generated package's problems for
// documents judged as one class each (not as a manifest).
//
//   node tests/js/models_verdict.cjs < request.json
//   request:  [{"model": "LstmSpec", "doc": {...}}, ...]
//   response: [[{"path", "message", "rule"}, ...], ...]
"use strict";

const fs = require("node:fs");
const path = require("node:path");
const specs = require(path.join(__dirname, "..", "..", "generated", "ts"));

const cases = JSON.parse(fs.readFileSync(0, "utf8"));
const out = cases.map(({ model, doc }) =>
  specs.problems(doc, model).map(({ path: where, message, rule }) => ({ path: where, message, rule })),
);
process.stdout.write(JSON.stringify(out));
