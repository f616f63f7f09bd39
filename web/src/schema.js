// The schema as the form reads it: the published documents by $id, `$ref`s followed,
// `allOf` merged, and each `if`/`then`/`else` decided by the value being edited (so that
// `algorithm.name: DQN` gives DQN's fields). Only for showing fields: the verdict is the
// validator's (locate.js), never this.

const isObject = (v) => v !== null && typeof v === "object" && !Array.isArray(v);

export class Schemas {
  constructor(documents) {
    this.byId = new Map(Object.values(documents).map((doc) => [doc.$id, doc]));
  }

  /** The node `ref` points at from the document `base`: [node, its document's $id]. */
  resolve(base, ref) {
    const [path, fragment = ""] = ref.split("#");
    const id = path ? new URL(path, base).href : base;
    let node = this.byId.get(id);
    for (const step of fragment.split("/").slice(1)) {
      node = node?.[step.replace(/~1/g, "/").replace(/~0/g, "~")];
    }
    if (node === undefined) throw new Error(`unresolved $ref ${ref} from ${base}`);
    return [node, id];
  }

  /** Whether `value` meets `node`, for the keywords our conditions use (type, const,
   * enum, required, properties, $ref, allOf, anyOf, oneOf, not); others count as met. */
  matches(node, base, value) {
    if (node === true || node === undefined) return true;
    if (node === false) return false;
    if (node.$ref) {
      const [target, id] = this.resolve(base, node.$ref);
      if (!this.matches(target, id, value)) return false;
    }
    if (node.type !== undefined) {
      const types = Array.isArray(node.type) ? node.type : [node.type];
      if (!types.some((t) => typeMatches(t, value))) return false;
    }
    if ("const" in node && JSON.stringify(node.const) !== JSON.stringify(value)) return false;
    if (node.enum && !node.enum.some((v) => JSON.stringify(v) === JSON.stringify(value))) return false;
    if (isObject(value)) {
      if (node.required && !node.required.every((k) => k in value)) return false;
      for (const [k, sub] of Object.entries(node.properties || {})) {
        if (k in value && !this.matches(sub, base, value[k])) return false;
      }
    }
    if (node.allOf && !node.allOf.every((s) => this.matches(s, base, value))) return false;
    if (node.anyOf && !node.anyOf.some((s) => this.matches(s, base, value))) return false;
    if (node.oneOf && !node.oneOf.some((s) => this.matches(s, base, value))) return false;
    if (node.not && this.matches(node.not, base, value)) return false;
    return true;
  }

  /** The object `node` describes for `value`: its fields (name -> [schema, base]), the
   * required ones and its description, through $ref, allOf and the if/then that apply. */
  object(node, base, value, out = { fields: new Map(), required: new Set(), description: "" }) {
    if (!isObject(node)) return out;
    if (node.$ref) {
      const [target, id] = this.resolve(base, node.$ref);
      this.object(target, id, value, out);
    }
    out.description ||= node.description || "";
    for (const [name, sub] of Object.entries(node.properties || {})) {
      if (sub === true) continue; // only declares a name a condition uses
      // the branch a condition selects says more than the section (DQN's `gamma` has
      // DQN's bounds and default), except of the selector itself: the section's `name`
      // lists every algorithm, the branch only its own
      const had = out.fields.get(name);
      const selector = had && isObject(had[0]) && had[0].enum && isObject(sub) && (sub.enum || "const" in sub);
      if (!selector && sub !== true) out.fields.set(name, [sub, base]);
    }
    for (const name of node.required || []) out.required.add(name);
    for (const item of node.allOf || []) this.object(item, base, value, out);
    if (node.if !== undefined) {
      const branch = this.matches(node.if, base, value) ? node.then : node.else;
      if (branch !== undefined) this.object(branch, base, value, out);
    }
    const branches = node.anyOf || node.oneOf;
    if (branches) {
      const fits = branches.filter((b) => !(isObject(b) && b.type === "null"));
      const chosen = fits.find((b) => this.matches(b, base, value)) || (fits.length === 1 ? fits[0] : undefined);
      if (chosen) this.object(chosen, base, value, out);
    }
    return out;
  }

  /** What a field holds, for its widget and its hint: a kind (`enum`, `boolean`,
   * `integer`, `number`, `string`, `object`, `other`), the values of an enum, whether
   * null is allowed, the bounds, the default, the description, and the schema it is. */
  field(node, base) {
    let seen = 0;
    while (isObject(node) && node.$ref && !node.type && !node.enum && seen++ < 16) {
      const description = node.description;
      [node, base] = this.resolve(base, node.$ref);
      if (description && !node.description) node = { ...node, description };
    }
    const info = {
      kind: "other", values: null, nullable: false, bounds: [], description: "",
      default: undefined, node, base,
    };
    if (!isObject(node)) return info;
    info.description = node.description || "";
    if ("default" in node) info.default = node.default;
    let shape = node;
    const branches = node.anyOf || node.oneOf;
    if (branches) {
      const fits = branches.filter((b) => !(isObject(b) && b.type === "null"));
      info.nullable = fits.length < branches.length;
      if (fits.length === 1) {
        shape = fits[0];
        let hops = 0;
        let shapeBase = base;
        while (isObject(shape) && shape.$ref && hops++ < 16) [shape, shapeBase] = this.resolve(shapeBase, shape.$ref);
        info.node = shape;
        info.base = shapeBase;
      } else if (fits.every((b) => isObject(b) && "const" in b)) {
        info.kind = "enum";
        info.values = fits.map((b) => b.const);
        return info;
      } else {
        return info;
      }
    }
    if (!isObject(shape)) return info;
    const types = Array.isArray(shape.type) ? shape.type : shape.type ? [shape.type] : [];
    if (types.includes("null")) info.nullable = true;
    const type = types.find((t) => t !== "null");
    if (shape.enum || "const" in shape) {
      info.kind = "enum";
      info.values = shape.enum ? shape.enum.filter((v) => v !== null) : [shape.const];
      if (shape.enum?.includes(null)) info.nullable = true;
    } else if (["boolean", "integer", "number", "string", "object"].includes(type)) {
      info.kind = type;
    } else if (!type && (shape.properties || shape.allOf || shape.if)) {
      info.kind = "object";
    }
    for (const [k, sign] of [["minimum", ">="], ["exclusiveMinimum", ">"], ["maximum", "<="], ["exclusiveMaximum", "<"]]) {
      if (k in shape) info.bounds.push(`${sign} ${shape[k]}`);
    }
    if (info.default === undefined && "default" in shape) info.default = shape.default;
    if (!info.description) info.description = shape.description || "";
    return info;
  }
}

function typeMatches(type, value) {
  switch (type) {
    case "null": return value === null;
    case "boolean": return typeof value === "boolean";
    case "integer": return Number.isInteger(value);
    case "number": return typeof value === "number";
    case "string": return typeof value === "string";
    case "array": return Array.isArray(value);
    case "object": return isObject(value);
    default: return true;
  }
}
