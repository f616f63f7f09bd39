// Bundles the editor page (web/src) into the files that agilerl-specs ships
// (generated/editor/, the package agilerl.cli._editor_web).
//
// Run by tools/codegen/editor.py (never by hand): reads one JSON object on stdin,
//   {"ts": {"index.js": "...", "validate.js": "...", "schema/....json": "..."}}
// (the npm package generated/ts, as generate.py makes it in this run) and writes one
// JSON object on stdout, {"files": {name: text}}. esbuild runs with fixed options, in
// memory: the same inputs give the same bytes on every machine. No source map, no
// absolute path in the output.
import { build } from "esbuild";
import { readFileSync } from "node:fs";
import { dirname, join, posix } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const input = JSON.parse(readFileSync(0, "utf8"));

// Prettier formats YAML in monaco-yaml's worker; the editor turns formatting off, so its
// 3 MB are left out (an import of it fails loudly rather than silently).
const noPrettier = {
  name: "no-prettier",
  setup(b) {
    b.onResolve({ filter: /^prettier(\/.*)?$/ }, (args) => ({ path: args.path, namespace: "no-prettier" }));
    b.onLoad({ filter: /.*/, namespace: "no-prettier" }, () => ({
      contents: "export function format() { throw new Error('formatting is off'); }",
      loader: "js",
    }));
  },
};

const common = {
  absWorkingDir: ROOT,
  bundle: true,
  write: false,
  minify: true,
  format: "iife",
  target: ["chrome110", "firefox110", "safari16"],
  platform: "browser",
  charset: "utf8",
  legalComments: "external",
  logLevel: "error",
  define: { "process.env.NODE_ENV": '"production"' },
  loader: { ".ttf": "dataurl" },
  plugins: [noPrettier],
  outdir: "out",
};

// The page and the two workers, minified: they change only with web/ and package-lock.json.
const entries = {
  editor: "web/src/main.js",
  "editor.worker": "web/src/editor.worker.js",
  "yaml.worker": "web/src/yaml.worker.js",
};
const files = {};
const legal = [];
for (const [name, entry] of Object.entries(entries)) {
  const result = await build({ ...common, entryPoints: { [name]: entry } });
  for (const out of result.outputFiles) {
    const base = posix.basename(out.path.replaceAll("\\", "/"));
    if (base.endsWith(".LEGAL.txt")) legal.push(out.text.trim());
    else files[base] = out.text;
  }
}
// Our validator (generated/ts) as the global `agilerlSchema`: the package's files kept
// verbatim, each in a function of a small CommonJS registry (a schema change changes
// schema.js where it changes validate.js, line for line), with Ajv's two runtime helpers
// that the compiled validator requires, bundled from package-lock.json's Ajv.
const runtime = await build({
  ...common,
  legalComments: "none",
  format: "cjs",
  stdin: {
    contents: 'exports.equal = require("ajv/dist/runtime/equal"); exports.ucs2length = require("ajv/dist/runtime/ucs2length");',
    resolveDir: ROOT,
    sourcefile: "ajv-runtime.js",
  },
});
const modules = Object.keys(input.ts)
  .filter((name) => name.endsWith(".js") || name.endsWith(".json"))
  .sort()
  .map((name) => {
    const text = input.ts[name];
    const body = name.endsWith(".json") ? `module.exports = ${text.trim()};` : text;
    return `"./${name}": function (module, exports, require) {\n${body}\n}`;
  });
files["schema.js"] = `var agilerlSchema = (function () {
"use strict";
var runtime = {};
(function (module, exports) {
${runtime.outputFiles[0].text.trim()}
})({ exports: runtime }, runtime);
var external = { "ajv/dist/runtime/equal": runtime.equal, "ajv/dist/runtime/ucs2length": runtime.ucs2length };
var modules = {
${modules.join(",\n")}
};
var cache = {};
function load(name) {
  if (name in external) return external[name];
  if (!(name in modules)) throw new Error("schema.js: no module " + name);
  if (!(name in cache)) {
    var module = { exports: {} };
    cache[name] = module;
    modules[name](module, module.exports, function (request) {
      return load(request.startsWith("./") ? "./" + new URL(request, "https://x/" + name.slice(2)).pathname.slice(1) : request);
    });
  }
  return cache[name].exports;
}
return load("./index.js");
})();
`;
files["index.html"] = readFileSync(join(ROOT, "web/index.html"), "utf8");
// One notice file for the three bundles, each notice once, in a fixed order.
files["LICENSES.txt"] = [...new Set(legal.join("\n\n").split(/\n(?=\/\*|\/\/)/).map((s) => s.trim()))]
  .filter(Boolean)
  .join("\n\n") + "\n";
process.stdout.write(JSON.stringify({ files }));
