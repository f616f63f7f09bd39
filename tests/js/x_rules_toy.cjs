// The JavaScript side of tests/js/test_js_x_rules_expr.py: the x-rules keyword as the
// generator compiles it (tools/codegen/ts/codegen.cjs) and the problems runtime.js writes,
// on schemas of their own (not the published ones).
//
//   node tests/js/x_rules_toy.cjs < request.json
//   request:  [{"schema": {...}, "doc": {...}} or {"schema": {...}, "docs": [{...}, ...]}]
//   response: [[{"path", "message", "rule"}, ...] (or one such list per doc of "docs"), ...]
"use strict";

const fs = require("node:fs");
const path = require("node:path");
const vm = require("node:vm");
const { strictAjv } = require(path.join(__dirname, "..", "..", "tools", "codegen", "ts", "codegen.cjs"));
// the engine as generated (the vocabulary in front of tools/codegen/ts/rules.js)
const rules = require(path.join(__dirname, "..", "..", "generated", "ts", "rules.js"));

// index.js's body, as tools/codegen/typescript.py writes it (RUNTIME), and the problem
// table in front of it (its selectors are the published schemas': none of them is a toy's)
const runtime = ["runtime.js", "reading.js", "problems.js"]
  .map((name) => fs.readFileSync(path.join(__dirname, "..", "..", "tools", "codegen", "ts", name), "utf8"))
  .join("\n");
const table = JSON.parse(
  fs.readFileSync(path.join(__dirname, "..", "..", "tools", "codegen", "problems.json"), "utf8"),
);
const cases = JSON.parse(fs.readFileSync(0, "utf8"));
const out = cases.map(({ schema, doc, docs }, index) => {
  const uri = `https://example.invalid/toy${index}.schema.json`;
  const ajv = strictAjv(rules);
  const validate = ajv.compile({ $id: uri, ...schema });
  const module = { exports: {} };
  const context = {
    module, URL,
    require: (name) => (name === "./rules.js" ? rules : require(name)),
    schemas: { toy: { $id: uri, ...schema } },
    MODEL_SCHEMAS: { Toy: uri },
    validators: { Toy: validate },
    PROBLEM_TABLE: { ...table, selectors: [] },
  };
  vm.runInNewContext(runtime, context);
  const judge = (one) =>
    module.exports.problems(one, "Toy").map(({ path: where, message, rule }) => ({ path: where, message, rule }));
  return docs === undefined ? judge(doc) : docs.map(judge);
});
process.stdout.write(JSON.stringify(out));
