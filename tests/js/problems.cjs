// The JavaScript side of tests/js/test_js_problems.py: the generated package's did-you-mean
// ranking and its problems, for batches of words and documents.
//
//   node tests/js/problems.cjs < request.json
//   request:  {"closest": [[word, [candidate, ...]], ...], "documents": [{"model", "doc"}, ...]}
//   response: {"closest": [candidate or null, ...], "documents": [[{"path", "message", "rule"}, ...], ...]}
"use strict";

const fs = require("node:fs");
const path = require("node:path");
const specs = require(path.join(__dirname, "..", "..", "generated", "ts"));

const request = JSON.parse(fs.readFileSync(0, "utf8"));
const closest = (request.closest || []).map(([word, candidates]) => specs.closest(word, candidates));
const documents = (request.documents || []).map(({ model, doc }) =>
  specs.problems(doc, model).map(({ path: where, message, rule }) => ({ path: where, message, rule })),
);
process.stdout.write(JSON.stringify({ closest, documents }));
