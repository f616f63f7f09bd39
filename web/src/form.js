// The form view: the manifest's fields, made from the schema (schema.js) for the value
// being edited. Each field shows its description, type, bounds and default; a change
// calls `onEdit(path, value)` (`undefined`: remove the key), which edits the YAML text
// in place (main.js), and the form is drawn again from the new text.

import { stringify } from "yaml";

const SKIPPED = new Set(["$schema"]); // an editor's pointer, not a setting
const MAX_DEPTH = 4;

function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (k === "text") node.textContent = v;
    else if (v !== undefined && v !== null && v !== false) node.setAttribute(k, v === true ? "" : v);
  }
  for (const child of children) if (child) node.append(child);
  return node;
}

const show = (v) => (typeof v === "string" ? v : JSON.stringify(v));

/** The hint under a field: `integer, >= 1; default 5; required`. */
function hint(info, required) {
  const parts = [];
  const kind = info.kind === "enum" ? "one of the values listed" : info.kind === "other" ? "" : info.kind;
  const bounds = info.bounds.join(", ");
  const head = [kind + (info.nullable && kind ? " or null" : ""), bounds].filter(Boolean).join(", ");
  if (head) parts.push(head);
  if (info.default !== undefined) parts.push(`default ${show(info.default)}`);
  if (required) parts.push("required");
  return parts.join("; ");
}

/** A YAML flow text for a value in a one-line input (lists, mappings, anything else). */
function flowText(value) {
  if (value === undefined) return "";
  return stringify(value, { version: "1.1", collectionStyle: "flow", lineWidth: 0 }).trim();
}

function widget(info, path, value, onEdit) {
  const id = JSON.stringify(path);
  const attrs = { "data-path": id, id: `field-${id}`, "aria-describedby": `hint-${id}` };
  if (info.kind === "enum" || info.kind === "boolean") {
    const values = info.kind === "boolean" ? [true, false] : info.values;
    const select = el("select", attrs, el("option", { value: "", text: "(not set)" }));
    values.forEach((v, i) => select.append(el("option", { value: String(i), text: show(v) })));
    const at = values.findIndex((v) => JSON.stringify(v) === JSON.stringify(value));
    if (at >= 0) select.value = String(at);
    else if (value !== undefined) {
      select.append(el("option", { value: "current", text: `${show(value)} (not allowed)` }));
      select.value = "current";
    }
    select.addEventListener("change", () => {
      if (select.value === "current") return;
      onEdit(path, select.value === "" ? undefined : values[Number(select.value)]);
    });
    return select;
  }
  const text = info.kind === "string" && typeof value === "string" ? value : flowText(value);
  const input = el("input", { ...attrs, type: "text", spellcheck: "false", value: text });
  if (info.default !== undefined) input.placeholder = show(info.default);
  input.addEventListener("change", () => {
    const written = input.value;
    if (written.trim() === "") onEdit(path, undefined);
    else if (info.kind === "string") onEdit(path, written);
    else onEdit(path, { yaml: written }); // read as YAML 1.1 by main.js, as --set reads a value
  });
  return input;
}

function fieldRow(schemas, name, [node, base], path, value, required, onEdit, depth) {
  const info = schemas.field(node, base);
  const id = JSON.stringify(path);
  if (info.kind === "object" && depth < MAX_DEPTH && (value === undefined || isPlain(value))) {
    const box = el("details", { class: "section", "data-section": id });
    if (value !== undefined || depth === 0) box.open = depth === 0 || depth === 1;
    box.append(el("summary", {}, el("span", { class: "name", text: name }),
      el("span", { class: "desc", text: info.description })));
    box.append(objectFields(schemas, info.node, info.base, path, value, onEdit, depth + 1));
    return box;
  }
  const row = el("div", { class: "field" + (value === undefined ? " unset" : ""), "data-field": id });
  row.append(el("label", { for: `field-${id}`, class: "name", text: name + (required ? " *" : "") }));
  row.append(widget(info, path, value, onEdit));
  row.append(el("div", { class: "hint", id: `hint-${id}`, text: hint(info, required) }));
  if (info.description) row.append(el("div", { class: "desc", text: info.description }));
  return row;
}

const isPlain = (v) => v !== null && typeof v === "object" && !Array.isArray(v);

function objectFields(schemas, node, base, path, value, onEdit, depth) {
  const box = el("div", { class: "fields" });
  const view = schemas.object(node, base, isPlain(value) ? value : {});
  for (const [name, entry] of view.fields) {
    if (SKIPPED.has(name) || entry[0]?.deprecated) continue;
    const here = isPlain(value) ? value[name] : undefined;
    box.append(fieldRow(schemas, name, entry, [...path, name], here, view.required.has(name), onEdit, depth));
  }
  return box;
}

/** Draw the form for `value` (the manifest as read) into `root`; keeps the focused field
 * and the open sections across redraws. */
export function renderForm(root, schemas, manifestSchema, value, onEdit) {
  const focused = document.activeElement?.getAttribute?.("data-path");
  const open = new Set([...root.querySelectorAll("details[open]")].map((d) => d.dataset.section));
  const closed = new Set([...root.querySelectorAll("details:not([open])")].map((d) => d.dataset.section));
  const form = objectFields(schemas, manifestSchema, manifestSchema.$id, [], value, onEdit, 0);
  for (const box of form.querySelectorAll("details")) {
    if (open.has(box.dataset.section)) box.open = true;
    if (closed.has(box.dataset.section)) box.open = false;
  }
  root.replaceChildren(form);
  if (focused) {
    [...root.querySelectorAll("[data-path]")].find((n) => n.getAttribute("data-path") === focused)?.focus();
  }
}
