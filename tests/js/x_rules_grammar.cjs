// The JavaScript side of tests/js/test_js_x_rules_grammar.py: whether the generator's Ajv
// (tools/codegen/ts/codegen.cjs, strict, with the vocabulary's meta-schema) compiles a
// schema whose x-rules are each request's, and its error where it does not.
//
//   node tests/js/x_rules_grammar.cjs < request.json
//   request:  [[rule, ...], ...]
//   response: [{"ok": true} or {"error": "<message>"}, ...]
"use strict";

const fs = require("node:fs");
const path = require("node:path");
const { strictAjv } = require(path.join(__dirname, "..", "..", "tools", "codegen", "ts", "codegen.cjs"));
const rules = require(path.join(__dirname, "..", "..", "generated", "ts", "rules.js"));

const cases = JSON.parse(fs.readFileSync(0, "utf8"));
const out = cases.map((xRules) => {
  try {
    strictAjv(rules).compile({ type: "object", properties: { a: {}, b: {} }, "x-rules": xRules });
    return { ok: true };
  } catch (error) {
    return { error: error.message };
  }
});
process.stdout.write(JSON.stringify(out));
