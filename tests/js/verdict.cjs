// The JavaScript side of tests/js/test_js_verdict.py: judge manifests with the generated
// package (generated/ts) and print the verdicts as JSON.
//
//   node tests/js/verdict.cjs < request.json
//   request:  {"files": ["tests/corpus/valid/dqn.yaml", ...], "documents": [{...}, ...]}
//   response: {"files": {path: verdict}, "documents": [verdict, ...]}
//   verdict:  {"valid": bool, "problems": [{"location", "message", "rule"}], "read_error"?: str}
//
// Files are read as Python's loader reads them (python/agilerl/models/_text/, docs/yaml.md):
// YAML 1.1 (a `%YAML 1.2` directive switches to 1.2) with merge keys, JSON's data model only
// (string keys, finite numbers, no dates, no tags), duplicate keys refused; `.json` files and
// text that starts like JSON as JSON.
"use strict";

const fs = require("node:fs");
const path = require("node:path");
const YAML = require("yaml");
const specs = require(path.join(__dirname, "..", "..", "generated", "ts"));

class ReadError extends Error {}

const ALLOWED_TAGS = new Set(
  ["str", "int", "float", "bool", "null", "map", "seq"].map((t) => `tag:yaml.org,2002:${t}`),
);

function checkNodes(doc) {
  YAML.visit(doc, {
    Pair(_, pair) {
      const key = pair.key;
      const merge = YAML.isScalar(key) && typeof key.value === "symbol" && key.source === "<<";
      if (!merge && (!YAML.isScalar(key) || typeof key.value !== "string")) {
        throw new ReadError(`key ${JSON.stringify(String(key && key.value))} is not a string`);
      }
    },
    Node(_, node) {
      if (node.tag && !ALLOWED_TAGS.has(node.tag)) {
        throw new ReadError(`tag ${JSON.stringify(node.tag)} is not allowed in a manifest`);
      }
    },
  });
}

function checkNumbers(value) {
  if (typeof value === "number" && !Number.isFinite(value)) {
    throw new ReadError(`${value} is not a JSON number`);
  }
  if (value instanceof Date) throw new ReadError("a date, which JSON has no type for");
  if (value && typeof value === "object") Object.values(value).forEach(checkNumbers);
}

function parseYaml(text) {
  const docs = YAML.parseAllDocuments(text, {
    version: "1.1", // PyYAML's reading; the %YAML directive of a document wins
    merge: true,
    uniqueKeys: true,
    prettyErrors: false,
  });
  if (!Array.isArray(docs) || docs.length !== 1) {
    throw new ReadError("expected a single YAML document");
  }
  const [doc] = docs;
  const issues = [...doc.errors, ...doc.warnings];
  if (issues.length) throw new ReadError(`YAML syntax: ${issues[0].message}`);
  if (doc.contents === null) throw new ReadError("the document is empty");
  checkNodes(doc);
  const data = doc.toJS();
  checkNumbers(data);
  return data;
}

function parseJson(text) {
  const data = JSON.parse(text); // syntax
  parseYaml(text); // duplicate keys, which JSON.parse keeps silently
  return data;
}

function read(file) {
  const text = fs.readFileSync(file, "utf8").replace(/^\uFEFF/, "");
  if (file.endsWith(".json")) return parseJson(text);
  if (/^\s*[[{]/.test(text)) {
    try {
      return parseJson(text);
    } catch (error) {
      if (error instanceof ReadError) throw error;
      // not JSON after all: YAML flow style
    }
  }
  return parseYaml(text);
}

function verdict(data) {
  const problems = specs.problems(data).map(({ location, message, rule }) => ({
    location,
    message,
    rule,
  }));
  const valid = specs.isManifest(data);
  if (valid !== (problems.length === 0)) throw new Error("isManifest and problems disagree");
  return { valid, problems };
}

function main() {
  const request = JSON.parse(fs.readFileSync(0, "utf8"));
  const files = {};
  for (const file of request.files || []) {
    try {
      files[file] = verdict(read(file));
    } catch (error) {
      if (!(error instanceof ReadError)) throw error;
      files[file] = { valid: false, problems: [], read_error: error.message };
    }
  }
  const documents = (request.documents || []).map(verdict);
  process.stdout.write(JSON.stringify({ files, documents }));
}

main();
