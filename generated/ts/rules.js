// Code generated from tools/codegen/x_rules.json, tools/codegen/ts/rules.js by `nox -s generate`. DO NOT EDIT.

"use strict";

// ---- The x-rules vocabulary (tools/codegen/x_rules.json). ----

/** The table: comparisons, operands and checks: meaning, words, grammar. */
const VOCABULARY = {
  "comparisons": {
    "<": {
      "meaning": "left is below right",
      "says": "<",
      "compares": "numbers"
    },
    "<=": {
      "meaning": "left is at most right",
      "says": "<=",
      "compares": "numbers"
    },
    ">": {
      "meaning": "left is above right",
      "says": ">",
      "compares": "numbers"
    },
    ">=": {
      "meaning": "left is at least right",
      "says": ">=",
      "compares": "numbers"
    },
    "==": {
      "meaning": "the two are the same JSON value: numbers by value (1.0 is 1, true is not 1), strings, lists item by item in order, objects key by key",
      "says": "==",
      "compares": "values"
    },
    "!=": {
      "meaning": "the two are different JSON values (as == reads them)",
      "says": "!=",
      "compares": "values"
    },
    "multiple_of": {
      "meaning": "right divides left (right 0: holds)",
      "says": "a multiple of",
      "compares": "numbers"
    }
  },
  "operands": {
    "length": {
      "meaning": "the number of items of a list (any other value: unset)",
      "takes": "operand",
      "shows": {
        "call": "len"
      }
    },
    "each": {
      "meaning": "on the left only: every number item of the list at the path, in turn; the problem names the first that breaks the rule",
      "takes": "path",
      "left_only": true,
      "shows": {
        "field": true
      }
    },
    "default": {
      "meaning": "the field at the path, or the operand where it is missing or null",
      "takes": "path and operand",
      "shows": {
        "field": true
      }
    },
    "sum": {
      "meaning": "the sum, each partial sum within \u00b1(2**53 - 1)",
      "takes": "operands",
      "shows": {
        "infix": "+"
      }
    },
    "sub": {
      "meaning": "the first less the second",
      "takes": "two operands",
      "shows": {
        "infix": "-"
      }
    },
    "mul": {
      "meaning": "the product",
      "takes": "two operands",
      "shows": {
        "infix": "*"
      }
    },
    "floordiv": {
      "meaning": "the quotient rounded down (floored), of two integers, the second not 0 (else unset)",
      "takes": "two operands",
      "integers": true,
      "shows": {
        "infix": "//"
      }
    },
    "mod": {
      "meaning": "the remainder of the floored quotient (its sign the second's), of two integers, the second not 0 (else unset)",
      "takes": "two operands",
      "integers": true,
      "shows": {
        "infix": "%"
      }
    },
    "round": {
      "meaning": "the nearest integer, half to even (as Python rounds)",
      "takes": "operand",
      "shows": {
        "call": "round"
      }
    },
    "min": {
      "meaning": "the least",
      "takes": "operands",
      "shows": {
        "call": "min"
      }
    },
    "max": {
      "meaning": "the greatest",
      "takes": "operands",
      "shows": {
        "call": "max"
      }
    }
  },
  "checks": {
    "unique": {
      "meaning": "the strings the selectors name, all together, are all different; a selector is a `/` path from the object, `*` stepping into every item of a list, `~keys` (last) naming the keys of a mapping; missing and non-string values are skipped",
      "of": "selectors",
      "says": "{at}={value} repeats {first}: {description}"
    },
    "increasing": {
      "meaning": "the numbers of the list at the path are strictly increasing (other items are skipped)",
      "of": "path",
      "says": "{at}={value} must be > {before}={previous}: {description}"
    }
  },
  "messages": {
    "comparison": "{left} must be {says} {right}, got {got}: {description}",
    "default": " (its default)",
    "past_range": "<past 2**53-1>"
  }
};

/** The JSON Schema every x-rules array is checked against. */
const META_SCHEMA = {
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "title": "x-rules",
  "description": "An x-rules array, as tools/codegen/x_rules.json defines the language.",
  "type": "array",
  "items": {
    "type": "object",
    "required": [
      "id",
      "op",
      "description"
    ],
    "properties": {
      "id": {
        "$ref": "#/$defs/id"
      },
      "op": {
        "enum": [
          "<",
          "<=",
          ">",
          ">=",
          "==",
          "!=",
          "multiple_of",
          "unique",
          "increasing"
        ]
      },
      "description": {
        "type": "string"
      }
    },
    "allOf": [
      {
        "if": {
          "type": "object",
          "required": [
            "op"
          ],
          "properties": {
            "op": {
              "enum": [
                "<",
                "<=",
                ">",
                ">=",
                "==",
                "!=",
                "multiple_of"
              ]
            }
          }
        },
        "then": {
          "type": "object",
          "required": [
            "id",
            "left",
            "op",
            "right",
            "description"
          ],
          "properties": {
            "id": {
              "$ref": "#/$defs/id"
            },
            "left": {
              "anyOf": [
                {
                  "$ref": "#/$defs/operand"
                },
                {
                  "type": "object",
                  "required": [
                    "each"
                  ],
                  "properties": {
                    "each": {
                      "$ref": "#/$defs/path"
                    }
                  },
                  "additionalProperties": false
                }
              ]
            },
            "op": {
              "enum": [
                "<",
                "<=",
                ">",
                ">=",
                "==",
                "!=",
                "multiple_of"
              ]
            },
            "right": {
              "$ref": "#/$defs/operand"
            },
            "description": {
              "type": "string"
            },
            "when": {
              "type": "object",
              "propertyNames": {
                "$ref": "#/$defs/path"
              },
              "additionalProperties": {
                "type": [
                  "string",
                  "number",
                  "boolean",
                  "null"
                ]
              }
            },
            "defaults": {
              "type": "object",
              "propertyNames": {
                "$ref": "#/$defs/path"
              }
            }
          },
          "additionalProperties": false
        }
      },
      {
        "if": {
          "type": "object",
          "required": [
            "op"
          ],
          "properties": {
            "op": {
              "const": "unique"
            }
          }
        },
        "then": {
          "type": "object",
          "required": [
            "id",
            "op",
            "of",
            "description"
          ],
          "properties": {
            "id": {
              "$ref": "#/$defs/id"
            },
            "op": {
              "const": "unique"
            },
            "of": {
              "type": "array",
              "minItems": 1,
              "items": {
                "$ref": "#/$defs/path"
              }
            },
            "description": {
              "type": "string"
            }
          },
          "additionalProperties": false
        }
      },
      {
        "if": {
          "type": "object",
          "required": [
            "op"
          ],
          "properties": {
            "op": {
              "const": "increasing"
            }
          }
        },
        "then": {
          "type": "object",
          "required": [
            "id",
            "op",
            "of",
            "description"
          ],
          "properties": {
            "id": {
              "$ref": "#/$defs/id"
            },
            "op": {
              "const": "increasing"
            },
            "of": {
              "$ref": "#/$defs/path"
            },
            "description": {
              "type": "string"
            }
          },
          "additionalProperties": false
        }
      }
    ]
  },
  "$defs": {
    "id": {
      "type": "string",
      "minLength": 1
    },
    "path": {
      "type": "string",
      "pattern": "^[^/]+(/[^/]+)*$"
    },
    "operand": {
      "anyOf": [
        {
          "$ref": "#/$defs/path"
        },
        {
          "type": "number",
          "minimum": -9007199254740991,
          "maximum": 9007199254740991
        },
        {
          "type": "object",
          "required": [
            "length"
          ],
          "properties": {
            "length": {
              "$ref": "#/$defs/operand"
            }
          },
          "additionalProperties": false
        },
        {
          "type": "object",
          "required": [
            "default"
          ],
          "properties": {
            "default": {
              "type": "array",
              "prefixItems": [
                {
                  "$ref": "#/$defs/path"
                },
                {
                  "$ref": "#/$defs/operand"
                }
              ],
              "minItems": 2,
              "maxItems": 2
            }
          },
          "additionalProperties": false
        },
        {
          "type": "object",
          "required": [
            "sum"
          ],
          "properties": {
            "sum": {
              "type": "array",
              "minItems": 1,
              "items": {
                "$ref": "#/$defs/operand"
              }
            }
          },
          "additionalProperties": false
        },
        {
          "type": "object",
          "required": [
            "sub"
          ],
          "properties": {
            "sub": {
              "type": "array",
              "minItems": 2,
              "maxItems": 2,
              "items": {
                "$ref": "#/$defs/operand"
              }
            }
          },
          "additionalProperties": false
        },
        {
          "type": "object",
          "required": [
            "mul"
          ],
          "properties": {
            "mul": {
              "type": "array",
              "minItems": 2,
              "maxItems": 2,
              "items": {
                "$ref": "#/$defs/operand"
              }
            }
          },
          "additionalProperties": false
        },
        {
          "type": "object",
          "required": [
            "floordiv"
          ],
          "properties": {
            "floordiv": {
              "type": "array",
              "minItems": 2,
              "maxItems": 2,
              "items": {
                "$ref": "#/$defs/operand"
              }
            }
          },
          "additionalProperties": false
        },
        {
          "type": "object",
          "required": [
            "mod"
          ],
          "properties": {
            "mod": {
              "type": "array",
              "minItems": 2,
              "maxItems": 2,
              "items": {
                "$ref": "#/$defs/operand"
              }
            }
          },
          "additionalProperties": false
        },
        {
          "type": "object",
          "required": [
            "round"
          ],
          "properties": {
            "round": {
              "$ref": "#/$defs/operand"
            }
          },
          "additionalProperties": false
        },
        {
          "type": "object",
          "required": [
            "min"
          ],
          "properties": {
            "min": {
              "type": "array",
              "minItems": 1,
              "items": {
                "$ref": "#/$defs/operand"
              }
            }
          },
          "additionalProperties": false
        },
        {
          "type": "object",
          "required": [
            "max"
          ],
          "properties": {
            "max": {
              "type": "array",
              "minItems": 1,
              "items": {
                "$ref": "#/$defs/operand"
              }
            }
          },
          "additionalProperties": false
        }
      ]
    }
  }
};

/** Each comparison's test of (left, right). */
const COMPARISONS = {
  "<": (a, b) => a < b,
  "<=": (a, b) => a <= b,
  ">": (a, b) => a > b,
  ">=": (a, b) => a >= b,
  "==": jsonEqual,
  "!=": (a, b) => !jsonEqual(a, b),
  "multiple_of": (a, b) => b === 0 || a % b === 0,
};

/** Each computed operand's function: of (a, b), folded over a list; of one value. */
const COMPUTES = {
  "sum": (a, b) => a + b,
  "sub": (a, b) => a - b,
  "mul": (a, b) => a * b,
  "floordiv": floorDiv,
  "mod": floorMod,
  "round": roundHalfEven,
  "min": (a, b) => (b < a ? b : a),
  "max": (a, b) => (b > a ? b : a),
};

// ---- The x-rules engine (tools/codegen/ts/rules.js), after the vocabulary above. ----
//
// The one JavaScript reading of the x-rules language: python/agilerl/models/_rule_expr.py
// and _rules.py are the Python one (the same reading, values and messages). A rule is
// compiled once, when validate.js loads, against the defaults of the object it sits on;
// then `problems(data)` gives `[{at, message}]` for each object (`at`: the problem's steps
// from the object). How Python writes a value (pyNumber, pyRepr, pyAscii, valueText) is
// here too, for index.js.

/** `training.max_steps`, `environment.wrappers[0]`; "" for the document itself. */
function formatPath(path) {
  let out = "";
  for (const part of path) {
    out += typeof part === "number" ? `[${part}]` : out ? `.${part}` : String(part);
  }
  return out;
}

// ---- How Python writes values, so that messages read the same. ----

// repr() of a number. Python writes floats in scientific notation below 1e-4 and from
// 1e16 on (JavaScript: 1e-7, 1e21). A float with an integral value (`1.0`) reads as the
// integer `1` here: JSON, and so JavaScript, has one number type; -0 keeps its sign.
function pyNumber(value) {
  if (Object.is(value, -0)) return "-0";
  if (!Number.isFinite(value) || (Number.isInteger(value) && Math.abs(value) < 1e16)) {
    return String(value);
  }
  const [mantissa, exponent] = value.toExponential().split("e");
  const power = Number(exponent);
  if (power < -4 || power >= 16) {
    return `${mantissa}e${power < 0 ? "-" : "+"}${String(Math.abs(power)).padStart(2, "0")}`;
  }
  return String(value);
}

// Characters Python's repr() escapes: those it does not print (Unicode "Other" and
// "Separator", but the space).
const UNPRINTABLE = /[\p{C}\p{Z}]/u;

function escapeChar(c, ascii) {
  const code = c.codePointAt(0);
  if (c === "\n") return "\\n";
  if (c === "\r") return "\\r";
  if (c === "\t") return "\\t";
  if (code < 0x20 || code === 0x7f) return "\\x" + code.toString(16).padStart(2, "0");
  if (code < 0x7f || (!ascii && (c === " " || !UNPRINTABLE.test(c)))) return c;
  if (code <= 0xff) return "\\x" + code.toString(16).padStart(2, "0");
  if (code <= 0xffff) return "\\u" + code.toString(16).padStart(4, "0");
  return "\\U" + code.toString(16).padStart(8, "0");
}

function quoted(text, ascii) {
  const quote = text.includes("'") && !text.includes('"') ? '"' : "'";
  let out = "";
  for (const c of text) out += c === "\\" || c === quote ? "\\" + c : escapeChar(c, ascii);
  return quote + out + quote;
}

/** repr() of a string, as Python writes it. */
function pyRepr(text) {
  return quoted(text, false);
}

/** ascii() of a string, as Python writes it (every character past ASCII escaped). */
function pyAscii(text) {
  return quoted(text, true);
}

/** A value in a rule's message (python/agilerl/models/_rule_values.py, value_text). */
function valueText(value) {
  if (value === PAST_RANGE) return VOCABULARY.messages.past_range;
  if (Array.isArray(value)) return `[${value.map(valueText).join(", ")}]`;
  if (isObject(value)) {
    return `{${Object.entries(value).map(([key, item]) => `${pyRepr(key)}: ${valueText(item)}`).join(", ")}}`;
  }
  if (value === null) return "None";
  if (typeof value === "boolean") return value ? "True" : "False";
  return typeof value === "string" ? pyRepr(value) : pyNumber(value);
}

// ---- Values (python/agilerl/models/_rule_values.py). ----

const MAX_SAFE_INTEGER = 2 ** 53 - 1;
/** A value arithmetic cannot hold exactly (past 2**53 - 1). */
const PAST_RANGE = Object.freeze({ pastRange: true });
const has = (node, key) => Object.prototype.hasOwnProperty.call(node, key);
const isObject = (value) => value !== null && typeof value === "object" && !Array.isArray(value);
const isNumber = (value) => typeof value === "number";

/** Two JSON values alike: lists item by item in order, objects key by key. */
function jsonEqual(a, b) {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => jsonEqual(x, b[i]));
  if (isObject(a) && isObject(b)) {
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((k) => has(b, k) && jsonEqual(a[k], b[k]));
  }
  return a === b;
}

// Floored division and remainder of two integers (as Python's // and %), exact past 2**31.
function floorDiv(a, b) {
  const x = BigInt(a), y = BigInt(b);
  const q = x / y, r = x % y;
  return Number(r !== 0n && (r < 0n) !== (y < 0n) ? q - 1n : q);
}

function floorMod(a, b) {
  const x = BigInt(a), y = BigInt(b);
  const r = x % y;
  return Number(r !== 0n && (r < 0n) !== (y < 0n) ? r + y : r);
}

function roundHalfEven(x) {
  if (Number.isInteger(x)) return x;
  const floor = Math.floor(x), rest = x - floor;
  if (rest !== 0.5) return rest < 0.5 ? floor : floor + 1;
  return floor % 2 === 0 ? floor : floor + 1;
}

// ---- Operands (python/agilerl/models/_rule_expr.py). ----

// The operands that read rather than compute: built in here, by name (and in Python).
const READERS = new Set(["length", "each", "default"]);
// The `takes` whose argument is a list.
const LISTS = new Set(["operands", "two operands", "path and operand"]);
for (const name of Object.keys(VOCABULARY.operands)) {
  if (READERS.has(name) === has(COMPUTES, name)) {
    throw new Error(`x-rules: the operand ${name} is not one this engine reads or computes`);
  }
}

function argumentsOf(kind, args) {
  return LISTS.has(VOCABULARY.operands[kind].takes) ? args : [args];
}

/** How an operand reads in a message: `training.pop_size`, `len(x)`, `a // b`. */
function label(operand, inner = false) {
  if (typeof operand === "string") return operand.split("/").join(".");
  if (isNumber(operand)) return valueText(operand);
  const [kind, args] = Object.entries(operand)[0];
  const items = argumentsOf(kind, args);
  const { shows } = VOCABULARY.operands[kind];
  if (has(shows, "call")) return `${shows.call}(${items.map((arg) => label(arg)).join(", ")})`;
  if (has(shows, "infix")) {
    const text = items.map((arg) => label(arg, true)).join(` ${shows.infix} `);
    return inner ? `(${text})` : text;
  }
  return label(items[0]); // the field it reads
}

function firstField(operand) {
  if (typeof operand === "string") return operand;
  if (isNumber(operand)) return null;
  const [kind, args] = Object.entries(operand)[0];
  for (const arg of argumentsOf(kind, args)) {
    const found = firstField(arg);
    if (found !== null) return found;
  }
  return null;
}

// The field an operand shows as itself (a field, `default`, `each`, `length` of a field).
function directField(operand) {
  if (typeof operand === "string") return operand;
  if (isObject(operand)) {
    const [kind, args] = Object.entries(operand)[0];
    const field = READERS.has(kind) ? argumentsOf(kind, args)[0] : null;
    return typeof field === "string" ? field : null;
  }
  return null;
}

// A computed operand: its function folded over the values (of one value: on it); null
// where one is no number (or, for an integer operation, no integer or a last 0),
// PAST_RANGE where a value on the way leaves ±(2**53 - 1).
function compute(kind, values) {
  if (values.some((v) => v === PAST_RANGE)) return PAST_RANGE;
  if (!values.every(isNumber)) return null;
  const row = VOCABULARY.operands[kind];
  if (row.integers && !(values.every(Number.isInteger) && values[values.length - 1] !== 0)) return null;
  const fn = COMPUTES[kind];
  let out;
  if (!LISTS.has(row.takes)) out = fn(values[0]);
  else {
    out = values[0];
    for (const v of values.slice(1)) {
      out = fn(out, v);
      if (!(Math.abs(out) <= MAX_SAFE_INTEGER)) return PAST_RANGE;
    }
  }
  if (!(Math.abs(out) <= MAX_SAFE_INTEGER)) return PAST_RANGE;
  return out + 0; // a computed zero has no sign
}

// One reading of a rule's operands: each field read, in order, with [value, isDefault].
function reading(data, reads) {
  const fields = new Map();
  const field = (path) => {
    if (fields.has(path)) return fields.get(path);
    const steps = path.split("/");
    let node = data;
    for (const step of steps.slice(0, -1)) node = isObject(node) && has(node, step) ? node[step] : undefined;
    const [fallback, nullToo] = reads.has(path) ? reads.get(path) : [null, false];
    let found = [fallback, fallback !== null];
    const last = steps[steps.length - 1];
    if (isObject(node)) {
      const value = has(node, last) ? node[last] : undefined;
      if (!(value === undefined || (value === null && nullToo))) found = [value, false];
    }
    fields.set(path, found);
    return found;
  };
  const value = (operand) => {
    if (typeof operand === "string") return field(operand)[0];
    if (isNumber(operand)) return operand;
    const [kind, args] = Object.entries(operand)[0];
    if (kind === "length") {
      const v = value(args);
      return Array.isArray(v) ? v.length : null;
    }
    if (kind === "default") {
      const [path, fallback] = args;
      let v = field(path)[0];
      if (v === null) {
        v = value(fallback);
        fields.set(path, [v, true]);
      }
      return v;
    }
    return compute(kind, argumentsOf(kind, args).map(value));
  };
  return { fields, field, value };
}

// The same JSON scalar (python _rule_values.same): `true` is not 1.
const same = (value, wanted) => value === wanted;

// ---- Rules. ----

function fill(template, parts) {
  return template.replace(/\{(\w+)\}/g, (_, key) => parts[key]);
}

function comparison(rule, defaults) {
  const row = VOCABULARY.comparisons[rule.op];
  const test = COMPARISONS[rule.op];
  const values = row.compares === "values";
  const reads = new Map(defaults.map(([name, value]) => [name, [value, false]]));
  for (const [name, value] of Object.entries(rule.defaults || {})) reads.set(name, [value, true]);
  const when = Object.entries(rule.when || {});
  const whens = new Set(when.map(([name]) => name));
  const each = isObject(rule.left) && has(rule.left, "each") ? rule.left.each : null;
  const numberish = (v) => isNumber(v) || v === PAST_RANGE;
  const kinds = [(v) => typeof v === "string", Array.isArray, isObject];

  const evaluate = (data) => {
    const read = reading(data, reads);
    for (const [name, wanted] of when) if (!same(read.field(name)[0], wanted)) return null;
    if (each !== null) {
      const items = read.value(each);
      const right = read.value(rule.right);
      if (!Array.isArray(items) || !numberish(right)) return null;
      const index = items.findIndex((item) => isNumber(item) && (right === PAST_RANGE || !test(item, right)));
      return index < 0 ? null : [read, items[index], right, index];
    }
    const left = read.value(rule.left);
    const right = read.value(rule.right);
    if (left === PAST_RANGE || right === PAST_RANGE) {
      return numberish(left) && numberish(right) ? [read, left, right, -1] : null;
    }
    const applies = (isNumber(left) && isNumber(right)) || (values && kinds.some((is) => is(left) && is(right)));
    return !applies || test(left, right) ? null : [read, left, right, -1];
  };

  const problems = (data) => {
    const found = evaluate(data);
    if (found === null) return [];
    const [read, leftValue, rightValue, index] = found;
    const first = firstField(rule.left);
    const at = first === null ? [] : first.split("/");
    const leftLabel = label(rule.left) + (index >= 0 ? `[${index}]` : ""); // at the list itself
    const tail = VOCABULARY.messages.default;
    const shown = [], direct = new Set();
    for (const [operand, text, v] of [[rule.left, leftLabel, leftValue], [rule.right, label(rule.right), rightValue]]) {
      const path = directField(operand);
      if (path !== null) direct.add(path);
      if (!isNumber(operand)) shown.push(`${text}=${valueText(v)}${path !== null && read.fields.get(path)[1] ? tail : ""}`);
    }
    const extra = [];
    for (const [path, [v, isDefault]] of read.fields) {
      if (!direct.has(path) && !whens.has(path)) extra.push(`${label(path)}=${valueText(v)}${isDefault ? tail : ""}`);
    }
    const got = shown.join(" and ") + (extra.length ? `, with ${extra.join(", ")}` : "");
    const parts = { left: leftLabel, says: row.says, right: label(rule.right), got, description: rule.description };
    return [{ at, message: fill(VOCABULARY.messages.comparison, parts) }];
  };
  return { problems };
}

// op: unique: every string the selectors name, in selector then document order, and for
// each that repeats an earlier one, a problem at its path naming the first.
function unique(rule) {
  const selectors = rule.of.map((selector) => selector.split("/"));
  const problems = (data) => {
    const found = [];
    const select = (node, steps, at) => {
      if (!steps.length) {
        if (typeof node === "string") found.push([at, node]);
        return;
      }
      const [step, ...rest] = steps;
      if (step === "*") {
        if (Array.isArray(node)) node.forEach((item, index) => select(item, rest, [...at, index]));
      } else if (step === "~keys") {
        if (isObject(node) && !rest.length) for (const key of Object.keys(node)) found.push([[...at, key], key]);
      } else if (isObject(node) && has(node, step)) {
        select(node[step], rest, [...at, step]);
      }
    };
    for (const steps of selectors) select(data, steps, []);
    const first = new Map();
    const out = [];
    for (const [at, value] of found) {
      if (!first.has(value)) {
        first.set(value, at);
        continue;
      }
      const parts = { at: formatPath(at), value: pyRepr(value), first: formatPath(first.get(value)), description: rule.description };
      out.push({ at, message: fill(VOCABULARY.checks.unique.says, parts) });
    }
    return out;
  };
  return { problems };
}

// op: increasing: one problem per number of the list not above the number before it.
function increasing(rule) {
  const steps = rule.of.split("/");
  const name = label(rule.of);
  const problems = (data) => {
    let node = data;
    for (const step of steps) node = isObject(node) && has(node, step) ? node[step] : undefined;
    if (!Array.isArray(node)) return [];
    const out = [];
    let previous = null;
    node.forEach((item, index) => {
      if (!isNumber(item)) return;
      if (previous !== null && !(item > previous[1])) {
        const parts = {
          at: `${name}[${index}]`, value: pyNumber(item), before: `${name}[${previous[0]}]`,
          previous: pyNumber(previous[1]), description: rule.description,
        };
        out.push({ at: [...steps, index], message: fill(VOCABULARY.checks.increasing.says, parts) });
      }
      previous = [index, item];
    });
    return out;
  };
  return { problems };
}

// Every operand kind a rule names, for compileRule's check.
function operandKinds(operand, out) {
  if (isObject(operand)) {
    for (const [kind, args] of Object.entries(operand)) {
      out.push(kind);
      if (has(VOCABULARY.operands, kind) && kind !== "each") {
        const items = argumentsOf(kind, args);
        for (const item of kind === "default" ? items.slice(1) : items) operandKinds(item, out);
      }
    }
  }
  return out;
}

/**
 * One x-rules entry, compiled against `defaults` ([name, default] of each property of the
 * object it sits on that has one): `{problems(data)}`. An operator or operand the
 * vocabulary does not name is an error here, as it is in the meta-schema.
 */
function compileRule(rule, defaults = []) {
  if (rule.op === "unique") return unique(rule);
  if (rule.op === "increasing") return increasing(rule);
  if (!has(VOCABULARY.comparisons, rule.op)) {
    throw new Error(`x-rules: ${JSON.stringify(rule.op)} (rule ${JSON.stringify(rule.id)}) is no operator of the vocabulary`);
  }
  for (const kind of [...operandKinds(rule.left, []), ...operandKinds(rule.right, [])]) {
    if (!has(VOCABULARY.operands, kind)) {
      throw new Error(`x-rules: ${JSON.stringify(kind)} (rule ${JSON.stringify(rule.id)}) is no operand of the vocabulary`);
    }
  }
  return comparison(rule, defaults);
}

module.exports = {
  VOCABULARY, META_SCHEMA, compileRule, formatPath, pyNumber, pyRepr, pyAscii, valueText, label,
};
