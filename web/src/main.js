// The page of `agilerl-specs edit`: Monaco with the YAML language server (monaco-yaml:
// completion and hover from the schema), our verdict as its diagnostics, a form made from
// the schema, and Save. Served by python/agilerl/cli/_edit_server.py; every URL is
// relative to the page, which lives under the server's token (/TOKEN/).

import * as monaco from "monaco-editor/esm/vs/editor/editor.api.js";
import "monaco-editor/esm/vs/editor/contrib/hover/browser/hoverContribution.js";
import "monaco-editor/esm/vs/editor/contrib/suggest/browser/suggestController.js";
import "monaco-editor/esm/vs/editor/contrib/gotoError/browser/gotoError.js";
import "monaco-editor/esm/vs/editor/contrib/find/browser/findController.js";
import "monaco-editor/esm/vs/editor/contrib/folding/browser/folding.js";
import "monaco-editor/esm/vs/editor/contrib/comment/browser/comment.js";
import "monaco-editor/esm/vs/editor/contrib/bracketMatching/browser/bracketMatching.js";
import "monaco-editor/esm/vs/editor/contrib/wordOperations/browser/wordOperations.js";
import "monaco-editor/esm/vs/editor/contrib/linesOperations/browser/linesOperations.js";
import "monaco-editor/esm/vs/editor/contrib/contextmenu/browser/contextmenu.js";
import "monaco-editor/esm/vs/editor/contrib/clipboard/browser/clipboard.js";
import "monaco-editor/esm/vs/editor/contrib/snippet/browser/snippetController2.js";
import "monaco-editor/esm/vs/editor/browser/coreCommands.js";
import "monaco-editor/esm/vs/base/browser/ui/codicons/codicon/codicon.css";
import "monaco-editor/esm/vs/base/browser/ui/codicons/codicon/codicon-modifiers.css";
import "monaco-editor/esm/vs/basic-languages/yaml/yaml.contribution.js";
import { configureMonacoYaml } from "monaco-yaml";
import { isScalar, parse, parseDocument } from "yaml";
import { allProblems, problemText } from "./locate.js";
import { Schemas } from "./schema.js";
import { renderForm } from "./form.js";
import "./style.css";

// Our validator and the published schemas (generated/ts), loaded before this script as
// schema.js: the page's verdict is the JavaScript package's, held to Python's by tests/js.
const { problems: judge, schemas: documents } = globalThis.agilerlSchema;
const $ = (id) => document.getElementById(id);
const MANIFEST_ID = documents.manifest.$id;
const MODEL_URI = monaco.Uri.parse("file:///manifest/manifest.yaml");
const READ_DELAY_MS = 150;

globalThis.MonacoEnvironment = {
  getWorker(_moduleId, label) {
    return new Worker(new URL("editor.worker.js", document.baseURI), { name: label });
  },
};

// ---- Completion and hover: the YAML language server, given our schemas ----

// Each document under its $id, with its $refs made absolute: the server resolves them
// among these documents and never fetches anything.
function absolute(node, base) {
  if (Array.isArray(node)) return node.map((item) => absolute(item, base));
  if (node === null || typeof node !== "object") return node;
  const out = {};
  for (const [k, v] of Object.entries(node)) {
    out[k] = k === "$ref" && typeof v === "string" ? new URL(v, base).href : absolute(v, base);
  }
  return out;
}
const published = Object.values(documents).map((doc) => ({ uri: doc.$id, schema: absolute(doc, doc.$id) }));
const manifestSchema = published.find((s) => s.uri === MANIFEST_ID).schema;

let modeline = null;
function languageSchemas() {
  const out = published.map((s) => ({ ...s, fileMatch: s.uri === MANIFEST_ID ? [MODEL_URI.toString()] : [] }));
  // A modeline (`# yaml-language-server: $schema=...`, as `init` writes) that names the
  // manifest schema by a relative path or another URL: the same schema under that name.
  if (modeline && !published.some((s) => s.uri === modeline)) {
    out.push({ uri: modeline, schema: manifestSchema, fileMatch: [] });
  }
  return out;
}
// monaco-yaml creates its worker with the options of Monaco's older API (label and
// createData); Monaco 0.54 takes the worker itself, so it is made here and handed its
// createData first, as Monaco's own JSON support does.
const monacoForYaml = {
  ...monaco,
  editor: {
    ...monaco.editor,
    createWebWorker(opts) {
      const worker = new Worker(new URL("yaml.worker.js", document.baseURI), { name: opts.label });
      worker.postMessage("ignore");
      worker.postMessage(opts.createData);
      return monaco.editor.createWebWorker({ worker, host: opts.host, keepIdleModels: opts.keepIdleModels });
    },
  },
};
const yamlLanguage = configureMonacoYaml(monacoForYaml, {
  enableSchemaRequest: false,
  validate: false, // the diagnostics are our verdict (below), not the server's
  format: false,
  completion: true,
  hover: true,
  yamlVersion: "1.1",
  schemas: languageSchemas(),
});

function updateModeline(text) {
  const found = /^#\s*yaml-language-server:\s*\$schema=(\S+)/m.exec(text);
  let uri = null;
  if (found && /manifest\.schema\.json$/.test(found[1])) {
    try {
      uri = new URL(found[1], MODEL_URI.toString()).href;
    } catch {
      uri = null;
    }
  }
  if (uri !== modeline) {
    modeline = uri;
    yamlLanguage.update({ schemas: languageSchemas() });
  }
}

// ---- The editor ----

const state = { name: null, base: null, problems: [], reading: null, version: 0, saving: false };
const editor = monaco.editor.create($("editor"), {
  language: "yaml",
  automaticLayout: true,
  minimap: { enabled: false },
  tabSize: 2,
  insertSpaces: true,
  fontSize: 14,
  scrollBeyondLastLine: false,
  renderWhitespace: "boundary",
  quickSuggestions: { other: true, comments: false, strings: true },
  hover: { delay: 300 },
});
globalThis.agilerlEditor = { monaco, editor, state }; // for the browser tests

async function api(route, body) {
  const init = body === undefined ? {} : {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  };
  const response = await fetch(route, { ...init, cache: "no-store" });
  const payload = await response.json().catch(() => ({ error: `HTTP ${response.status}` }));
  return [response.status, payload];
}

// ---- Diagnostics: our verdict ----

const schemas = new Schemas(documents);

function markerRange(model, problem) {
  const line = Math.min(Math.max(problem.line ?? 1, 1), model.getLineCount());
  const column = Math.max(problem.column ?? 1, 1);
  const text = model.getLineContent(line);
  // the key or value written there, up to a `:` or the end of the line
  const rest = text.slice(column - 1);
  const stop = rest.search(/:(\s|$)|\s#/);
  const length = (stop < 0 ? rest.trimEnd().length : stop) || 1;
  return { startLineNumber: line, startColumn: column, endLineNumber: line, endColumn: column + length };
}

function showProblems(found) {
  const model = editor.getModel();
  // a problem in an override has no line of the text: the list alone shows it
  monaco.editor.setModelMarkers(model, "agilerl-specs", found.filter((p) => !p.override).map((p) => ({
    ...markerRange(model, p),
    severity: monaco.MarkerSeverity.Error,
    message: problemText(p),
    source: "agilerl-specs",
    code: p.rule,
  })));
  const list = $("problems");
  list.replaceChildren(...found.map((p) => {
    const item = document.createElement("li");
    item.dataset.line = p.line ?? "";
    item.textContent = p.override ? problemText(p) : `${p.line ?? "?"}:${p.column ?? "?"}  ${problemText(p)}`;
    item.addEventListener("click", () => {
      if (!p.line) return;
      editor.revealLineInCenter(p.line);
      editor.setPosition({ lineNumber: p.line, column: p.column ?? 1 });
      editor.focus();
    });
    return item;
  }));
  const verdict = $("verdict");
  verdict.className = found.length ? "invalid" : "valid";
  verdict.textContent = found.length ? `${found.length} problem${found.length > 1 ? "s" : ""}` : "valid";
}

let timer = null;
async function check() {
  const version = ++state.version;
  const text = editor.getModel().getValue();
  const [status, reading] = await api("api/read", { text });
  if (version !== state.version) return; // a newer text is being read
  if (status !== 200) {
    $("verdict").textContent = `not checked: ${reading.error ?? status}`;
    return;
  }
  state.reading = reading;
  state.problems = allProblems(reading, (data) => judge(data));
  showProblems(state.problems);
  drawForm(text);
  document.body.dataset.checked = String(version);
}
function scheduleCheck() {
  clearTimeout(timer);
  timer = setTimeout(check, READ_DELAY_MS);
}

// ---- The form: edits the YAML in place, keeping comments ----

/** A number written so that YAML 1.1, YAML 1.2 and JSON read the same value. */
function numberText(value) {
  if (Number.isInteger(value) && Math.abs(value) < 1e16) return String(value);
  let text = String(value);
  if (/e/.test(text) && !/\./.test(text.split("e")[0])) text = text.replace("e", ".0e");
  return text.replace(/e(\d)/, "e+$1");
}

function scalarText(value) {
  if (typeof value === "number") return numberText(value);
  return JSON.stringify(value) === undefined ? "null" : flow(value);
}
const flow = (value) => {
  const doc = parseDocument("null", { version: "1.1" });
  doc.contents = doc.createNode(value, { flow: true });
  return doc.toString({ lineWidth: 0 }).trim();
};

function replaceText(text) {
  const model = editor.getModel();
  editor.pushUndoStop();
  model.pushEditOperations([], [{ range: model.getFullModelRange(), text }], () => null);
  editor.pushUndoStop();
}

function applyEdit(path, value) {
  const model = editor.getModel();
  const text = model.getValue();
  const doc = parseDocument(text, { version: "1.1", keepSourceTokens: true });
  if (doc.errors.length) {
    note("Fix the syntax errors first: the form edits a document it can read.", "warn");
    return;
  }
  if (value && typeof value === "object" && "yaml" in value) {
    try {
      value = parse(value.yaml, { version: "1.1" });
    } catch (error) {
      note(`Not a YAML value: ${error.message.split("\n")[0]}`, "warn");
      return;
    }
  }
  const node = doc.getIn(path, true);
  try {
    if (value === undefined) {
      doc.deleteIn(path);
    } else if (isScalar(node) && node.range && !node.anchor && !node.tag) {
      // the value's own text replaced: the rest of the file stays byte for byte
      const [start, end] = node.range;
      editor.pushUndoStop();
      model.pushEditOperations([], [{
        range: monaco.Range.fromPositions(model.getPositionAt(start), model.getPositionAt(end)),
        text: scalarText(value),
      }], () => null);
      editor.pushUndoStop();
      return;
    } else {
      doc.setIn(path, value);
    }
  } catch (error) {
    note(`Cannot set ${path.join(".")}: ${error.message}`, "warn");
    return;
  }
  replaceText(doc.toString({ lineWidth: 0 }));
}

let drawnFor = null;
function drawForm(text) {
  if (text === drawnFor) return;
  drawnFor = text;
  let value;
  try {
    value = parse(text, { version: "1.1" });
  } catch {
    $("form-note").textContent = "The text has syntax errors: the form shows it once they are fixed.";
    return;
  }
  $("form-note").textContent = "";
  renderForm($("form"), schemas, documents.manifest, value ?? {}, (path, v) => applyEdit(path, v));
}

// ---- Save ----

function note(message, kind = "info") {
  const box = $("note");
  box.textContent = message;
  box.className = kind;
}

async function save(force = false) {
  if (state.name === null) {
    note("Started without a file: nothing to save to (copy the text).", "warn");
    return;
  }
  clearTimeout(timer);
  await check(); // the verdict on exactly the text saved
  const text = editor.getModel().getValue();
  const [status, reply] = await api("api/save", { text, base: state.base, force });
  if (status === 200) {
    state.base = reply.sha256;
    state.savedText = text;
    const count = state.problems.length;
    if (count) note(`Saved ${reply.saved}, with ${count} problem${count > 1 ? "s" : ""}: the manifest is not valid yet.`, "warn");
    else note(`Saved ${reply.saved}: valid.`, "ok");
    updateTitle();
  } else if (status === 409 && reply.changed) {
    note(`${reply.error}. Save again (Ctrl+S) to overwrite it.`, "warn");
    state.base = "force";
  } else {
    note(`Not saved: ${reply.error ?? status}`, "error");
  }
  document.body.dataset.saved = String(Number(document.body.dataset.saved || 0) + 1);
}

function updateTitle() {
  const dirty = editor.getModel().getValue() !== state.savedText;
  const name = state.name ?? "(no file)";
  $("file").textContent = name + (dirty ? " •" : "");
  document.title = `${dirty ? "• " : ""}${name} — agilerl-specs edit`;
}

$("save").addEventListener("click", () => save(state.base === "force"));
editor.addCommand(monaco.KeyMod.CtrlCmd | monaco.KeyCode.KeyS, () => save(state.base === "force"));
window.addEventListener("keydown", (event) => {
  if ((event.ctrlKey || event.metaKey) && event.key === "s") {
    event.preventDefault();
    save(state.base === "force");
  }
});
window.addEventListener("beforeunload", (event) => {
  if (state.name !== null && editor.getModel().getValue() !== state.savedText) event.preventDefault();
});

// ---- Start ----

async function start() {
  const [status, file] = await api("api/file");
  if (status !== 200) {
    note(`Cannot load the file: ${file.error ?? status}`, "error");
    return;
  }
  state.name = file.name;
  state.base = file.sha256;
  state.savedText = file.text;
  const model = monaco.editor.createModel(file.text, "yaml", MODEL_URI);
  editor.setModel(model);
  $("save").disabled = file.name === null;
  if (!file.exists && file.name !== null) note(`${file.name} does not exist yet: Save creates it.`);
  updateModeline(file.text);
  model.onDidChangeContent(() => {
    updateTitle();
    updateModeline(model.getValue());
    scheduleCheck();
  });
  updateTitle();
  await check();
  document.body.dataset.ready = "true";
}
start();
