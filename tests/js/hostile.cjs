// The JavaScript side of tests/js/test_js_hostile.py: the generated package on documents
// given as JSON text (parsed here: a text may nest deeper than Python's reader takes),
// with the CPU time each call took and what it threw, if anything.
//
//   node tests/js/hostile.cjs < request.json
//   request:  [{"model": "Manifest", "text": "<JSON>"} or {"model", "js": "<expression>"}]
//             (`js`: a document JSON cannot write, built in a context of its own: NaN,
//             undefined, a class instance, one list referenced twice)
//   response: [{"problems": [...], "valid": bool, "isManifest": bool, "cpu_s": number}
//              or {"error": {"name", "message"}}, ...]
"use strict";

const fs = require("node:fs");
const path = require("node:path");
const vm = require("node:vm");
const specs = require(path.join(__dirname, "..", "..", "generated", "ts"));

const cases = JSON.parse(fs.readFileSync(0, "utf8"));
const out = cases.map(({ model, text, js }) => {
  const doc = js === undefined ? JSON.parse(text) : vm.runInNewContext(`(${js})`);
  const start = process.cpuUsage();
  try {
    const problems = specs.problems(doc, model);
    const spent = process.cpuUsage(start);
    const verdict = specs.validate(doc, model);
    const isManifest = model === "Manifest" ? specs.isManifest(doc) : null;
    return {
      problems: problems.map(({ path: where, message, rule }) => ({ path: where, message, rule })),
      valid: verdict.valid,
      isManifest,
      cpu_s: (spent.user + spent.system) / 1e6,
    };
  } catch (error) {
    return { error: { name: error.constructor.name, message: error.message } };
  }
});
process.stdout.write(JSON.stringify(out));
