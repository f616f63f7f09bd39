// Code generated from schema/training.schema.json, schema/replay_buffer.schema.json, schema/algorithm.schema.json, schema/manifest.schema.json, schema/hpo.schema.json, schema/env.schema.json, schema/algorithms/base.schema.json, schema/algorithms/bandit.schema.json, schema/networks.schema.json, schema/fsdp.schema.json, schema/profiling.schema.json, schema/algorithms/rollout_llm.schema.json, schema/algorithms/dqn.schema.json, schema/algorithms/rainbow_dqn.schema.json, schema/algorithms/cqn.schema.json, schema/algorithms/ddpg.schema.json, schema/algorithms/td3.schema.json, schema/algorithms/neural_ts.schema.json, schema/algorithms/neural_ucb.schema.json, schema/algorithms/ppo.schema.json, schema/algorithms/ippo.schema.json, schema/algorithms/maddpg.schema.json, schema/algorithms/matd3.schema.json, schema/algorithms/grpo.schema.json, schema/algorithms/cispo.schema.json, schema/algorithms/gspo.schema.json, schema/algorithms/dpo.schema.json, schema/algorithms/sft.schema.json, schema/algorithms/llmppo.schema.json, schema/algorithms/llmreinforce.schema.json by `nox -s generate`. DO NOT EDIT.

"use strict";

/** The compiled validators, by model name (validate.js). */
const validators = require("./validate.js");

/** The published schemas by section. */
const schemas = {
  training: require("./schema/training.schema.json"),
  replay_buffer: require("./schema/replay_buffer.schema.json"),
  algorithm: require("./schema/algorithm.schema.json"),
  manifest: require("./schema/manifest.schema.json"),
  hpo: require("./schema/hpo.schema.json"),
  env: require("./schema/env.schema.json"),
  "algorithms/base": require("./schema/algorithms/base.schema.json"),
  "algorithms/bandit": require("./schema/algorithms/bandit.schema.json"),
  networks: require("./schema/networks.schema.json"),
  fsdp: require("./schema/fsdp.schema.json"),
  profiling: require("./schema/profiling.schema.json"),
  "algorithms/rollout_llm": require("./schema/algorithms/rollout_llm.schema.json"),
  "algorithms/dqn": require("./schema/algorithms/dqn.schema.json"),
  "algorithms/rainbow_dqn": require("./schema/algorithms/rainbow_dqn.schema.json"),
  "algorithms/cqn": require("./schema/algorithms/cqn.schema.json"),
  "algorithms/ddpg": require("./schema/algorithms/ddpg.schema.json"),
  "algorithms/td3": require("./schema/algorithms/td3.schema.json"),
  "algorithms/neural_ts": require("./schema/algorithms/neural_ts.schema.json"),
  "algorithms/neural_ucb": require("./schema/algorithms/neural_ucb.schema.json"),
  "algorithms/ppo": require("./schema/algorithms/ppo.schema.json"),
  "algorithms/ippo": require("./schema/algorithms/ippo.schema.json"),
  "algorithms/maddpg": require("./schema/algorithms/maddpg.schema.json"),
  "algorithms/matd3": require("./schema/algorithms/matd3.schema.json"),
  "algorithms/grpo": require("./schema/algorithms/grpo.schema.json"),
  "algorithms/cispo": require("./schema/algorithms/cispo.schema.json"),
  "algorithms/gspo": require("./schema/algorithms/gspo.schema.json"),
  "algorithms/dpo": require("./schema/algorithms/dpo.schema.json"),
  "algorithms/sft": require("./schema/algorithms/sft.schema.json"),
  "algorithms/llmppo": require("./schema/algorithms/llmppo.schema.json"),
  "algorithms/llmreinforce": require("./schema/algorithms/llmreinforce.schema.json"),
};

/** Model name -> URI of the (sub)schema that validates it. */
const MODEL_SCHEMAS = {
  "TrainingSpec": "https://agilerl-specs.github.io/schema/v1/training.schema.json",
  "CheckpointExportSpec": "https://agilerl-specs.github.io/schema/v1/training.schema.json#/$defs/CheckpointExportSpec",
  "ReplayBufferSpec": "https://agilerl-specs.github.io/schema/v1/replay_buffer.schema.json",
  "NStepBufferArgs": "https://agilerl-specs.github.io/schema/v1/replay_buffer.schema.json#/$defs/NStepBufferArgs",
  "PerBufferArgs": "https://agilerl-specs.github.io/schema/v1/replay_buffer.schema.json#/$defs/PerBufferArgs",
  "LLMRolloutBufferSpec": "https://agilerl-specs.github.io/schema/v1/replay_buffer.schema.json#/$defs/LLMRolloutBufferSpec",
  "AlgoSpec": "https://agilerl-specs.github.io/schema/v1/algorithm.schema.json",
  "Manifest": "https://agilerl-specs.github.io/schema/v1/manifest.schema.json",
  "DeferredNetworkSpec": "https://agilerl-specs.github.io/schema/v1/manifest.schema.json#/$defs/DeferredNetworkSpec",
  "MutationSpec": "https://agilerl-specs.github.io/schema/v1/hpo.schema.json",
  "MutationProbabilities": "https://agilerl-specs.github.io/schema/v1/hpo.schema.json#/$defs/MutationProbabilities",
  "RLHyperparameter": "https://agilerl-specs.github.io/schema/v1/hpo.schema.json#/$defs/RLHyperparameter",
  "NetworkMutationRanges": "https://agilerl-specs.github.io/schema/v1/hpo.schema.json#/$defs/NetworkMutationRanges",
  "TournamentSelectionSpec": "https://agilerl-specs.github.io/schema/v1/hpo.schema.json#/$defs/TournamentSelectionSpec",
  "MultiFrequencySelectionSpec": "https://agilerl-specs.github.io/schema/v1/hpo.schema.json#/$defs/MultiFrequencySelectionSpec",
  "EnvSpec": "https://agilerl-specs.github.io/schema/v1/env.schema.json",
  "EnvContainerSpec": "https://agilerl-specs.github.io/schema/v1/env.schema.json#/$defs/EnvContainerSpec",
  "EnvServiceSpec": "https://agilerl-specs.github.io/schema/v1/env.schema.json#/$defs/EnvServiceSpec",
  "EnvSpecBase": "https://agilerl-specs.github.io/schema/v1/env.schema.json#/$defs/EnvSpecBase",
  "GymEnvSpec": "https://agilerl-specs.github.io/schema/v1/env.schema.json#/$defs/GymEnvSpec",
  "OfflineEnvSpec": "https://agilerl-specs.github.io/schema/v1/env.schema.json#/$defs/OfflineEnvSpec",
  "BanditEnvSpec": "https://agilerl-specs.github.io/schema/v1/env.schema.json#/$defs/BanditEnvSpec",
  "LLMEnvSpec": "https://agilerl-specs.github.io/schema/v1/env.schema.json#/$defs/LLMEnvSpec",
  "AlgorithmSpec": "https://agilerl-specs.github.io/schema/v1/algorithms/base.schema.json#/$defs/AlgorithmSpec",
  "SingleAgentAlgorithmSpec": "https://agilerl-specs.github.io/schema/v1/algorithms/base.schema.json#/$defs/SingleAgentAlgorithmSpec",
  "MultiAgentAlgorithmSpec": "https://agilerl-specs.github.io/schema/v1/algorithms/base.schema.json#/$defs/MultiAgentAlgorithmSpec",
  "LLMAlgorithmSpec": "https://agilerl-specs.github.io/schema/v1/algorithms/base.schema.json#/$defs/LLMAlgorithmSpec",
  "BanditSpec": "https://agilerl-specs.github.io/schema/v1/algorithms/bandit.schema.json#/$defs/BanditSpec",
  "MlpSpec": "https://agilerl-specs.github.io/schema/v1/networks.schema.json#/$defs/MlpSpec",
  "CnnSpec": "https://agilerl-specs.github.io/schema/v1/networks.schema.json#/$defs/CnnSpec",
  "CnnLstmSpec": "https://agilerl-specs.github.io/schema/v1/networks.schema.json#/$defs/CnnLstmSpec",
  "MultiInputSpec": "https://agilerl-specs.github.io/schema/v1/networks.schema.json#/$defs/MultiInputSpec",
  "NetworkSpec": "https://agilerl-specs.github.io/schema/v1/networks.schema.json#/$defs/NetworkSpec",
  "QNetworkSpec": "https://agilerl-specs.github.io/schema/v1/networks.schema.json#/$defs/QNetworkSpec",
  "RainbowQNetworkSpec": "https://agilerl-specs.github.io/schema/v1/networks.schema.json#/$defs/RainbowQNetworkSpec",
  "ContinuousQNetworkSpec": "https://agilerl-specs.github.io/schema/v1/networks.schema.json#/$defs/ContinuousQNetworkSpec",
  "DeterministicActorSpec": "https://agilerl-specs.github.io/schema/v1/networks.schema.json#/$defs/DeterministicActorSpec",
  "StochasticActorSpec": "https://agilerl-specs.github.io/schema/v1/networks.schema.json#/$defs/StochasticActorSpec",
  "ValueNetworkSpec": "https://agilerl-specs.github.io/schema/v1/networks.schema.json#/$defs/ValueNetworkSpec",
  "SimbaSpec": "https://agilerl-specs.github.io/schema/v1/networks.schema.json#/$defs/SimbaSpec",
  "LstmSpec": "https://agilerl-specs.github.io/schema/v1/networks.schema.json#/$defs/LstmSpec",
  "CosineLRScheduleConfig": "https://agilerl-specs.github.io/schema/v1/networks.schema.json#/$defs/CosineLRScheduleConfig",
  "VLLMConfig": "https://agilerl-specs.github.io/schema/v1/networks.schema.json#/$defs/VLLMConfig",
  "LoraConfigDict": "https://agilerl-specs.github.io/schema/v1/networks.schema.json#/$defs/LoraConfigDict",
  "FinetuningNetworkSpec": "https://agilerl-specs.github.io/schema/v1/networks.schema.json#/$defs/FinetuningNetworkSpec",
  "FSDPConfig": "https://agilerl-specs.github.io/schema/v1/fsdp.schema.json#/$defs/FSDPConfig",
  "ProfilingConfig": "https://agilerl-specs.github.io/schema/v1/profiling.schema.json#/$defs/ProfilingConfig",
  "RolloutLLMSpec": "https://agilerl-specs.github.io/schema/v1/algorithms/rollout_llm.schema.json#/$defs/RolloutLLMSpec",
  "DQNSpec": "https://agilerl-specs.github.io/schema/v1/algorithms/dqn.schema.json#/$defs/DQNSpec",
  "RainbowDQNSpec": "https://agilerl-specs.github.io/schema/v1/algorithms/rainbow_dqn.schema.json#/$defs/RainbowDQNSpec",
  "CQNSpec": "https://agilerl-specs.github.io/schema/v1/algorithms/cqn.schema.json#/$defs/CQNSpec",
  "DDPGSpec": "https://agilerl-specs.github.io/schema/v1/algorithms/ddpg.schema.json#/$defs/DDPGSpec",
  "TD3Spec": "https://agilerl-specs.github.io/schema/v1/algorithms/td3.schema.json#/$defs/TD3Spec",
  "NeuralTSSpec": "https://agilerl-specs.github.io/schema/v1/algorithms/neural_ts.schema.json#/$defs/NeuralTSSpec",
  "NeuralUCBSpec": "https://agilerl-specs.github.io/schema/v1/algorithms/neural_ucb.schema.json#/$defs/NeuralUCBSpec",
  "PPOSpec": "https://agilerl-specs.github.io/schema/v1/algorithms/ppo.schema.json#/$defs/PPOSpec",
  "RecurrentPPOSpec": "https://agilerl-specs.github.io/schema/v1/algorithms/ppo.schema.json#/$defs/RecurrentPPOSpec",
  "IPPOSpec": "https://agilerl-specs.github.io/schema/v1/algorithms/ippo.schema.json#/$defs/IPPOSpec",
  "MADDPGSpec": "https://agilerl-specs.github.io/schema/v1/algorithms/maddpg.schema.json#/$defs/MADDPGSpec",
  "MATD3Spec": "https://agilerl-specs.github.io/schema/v1/algorithms/matd3.schema.json#/$defs/MATD3Spec",
  "GRPOSpec": "https://agilerl-specs.github.io/schema/v1/algorithms/grpo.schema.json#/$defs/GRPOSpec",
  "CISPOSpec": "https://agilerl-specs.github.io/schema/v1/algorithms/cispo.schema.json#/$defs/CISPOSpec",
  "GSPOSpec": "https://agilerl-specs.github.io/schema/v1/algorithms/gspo.schema.json#/$defs/GSPOSpec",
  "DPOSpec": "https://agilerl-specs.github.io/schema/v1/algorithms/dpo.schema.json#/$defs/DPOSpec",
  "SFTSpec": "https://agilerl-specs.github.io/schema/v1/algorithms/sft.schema.json#/$defs/SFTSpec",
  "LLMPPOSpec": "https://agilerl-specs.github.io/schema/v1/algorithms/llmppo.schema.json#/$defs/LLMPPOSpec",
  "LLMREINFORCESpec": "https://agilerl-specs.github.io/schema/v1/algorithms/llmreinforce.schema.json#/$defs/LLMREINFORCESpec"
};

/** The problem writers' table (tools/codegen/problems.json) and the schemas'
 * selectors (tools/codegen/problem_table.py). */
const PROBLEM_TABLE = {
  "max_unknown_keys": 100,
  "messages": {
    "checked_as": " (checked as {names})",
    "did_you_mean": " (did you mean {name}?)",
    "required_too": " (did you mean {name}? it is required)"
  },
  "selectors": [
    {
      "property": "arch",
      "values": [
        "mlp",
        "cnn",
        "cnn_lstm",
        "lstm",
        "multiinput",
        "simba"
      ]
    },
    {
      "property": "env_type",
      "values": [
        "gym",
        "offline",
        "bandit",
        "rollout",
        "dataset"
      ]
    },
    {
      "property": "kind",
      "values": [
        "classic",
        "llm"
      ]
    },
    {
      "property": "name",
      "values": [
        "CISPO",
        "CQN",
        "DDPG",
        "DPO",
        "DQN",
        "GRPO",
        "GSPO",
        "IPPO",
        "LLMPPO",
        "LLMREINFORCE",
        "MADDPG",
        "MATD3",
        "NeuralTS",
        "NeuralUCB",
        "PPO",
        "Rainbow DQN",
        "RainbowDQN",
        "Recurrent PPO",
        "RecurrentPPO",
        "SFT",
        "TD3"
      ]
    },
    {
      "property": "strategy",
      "values": [
        "tournament",
        "multi_frequency"
      ]
    }
  ],
  "suggest": {
    "cutoff": 0.6,
    "fold": " -_.",
    "max_chars": 100,
    "min_partial": 3,
    "misspelt": 0.8
  }
};

// ---- The body of generated/ts/index.js (tools/codegen/ts/runtime.js). ----
// Above this line generate.py writes `validators`, `schemas` and `MODEL_SCHEMAS`.
//
// Turns Ajv's errors into the problems Python reports (python/agilerl/models/_validation.py):
// the same field paths, rule keywords and messages, so a manifest gets one verdict and one
// explanation in every language. tests/js/test_js_verdict.py holds the two to each other.
// A document is first read as Python reads data (jsonProblem, tools/codegen/ts/reading.js,
// after this file in index.js): what Python refuses before the schema is asked, this
// refuses too, with Python's message, in time linear in its size.

// How Python writes values, and x-rules' engine (generated/ts/rules.js).
const { formatPath, pyNumber, pyRepr, pyAscii } = require("./rules.js");

// A `not` that refuses keys: {required: [...]}, perhaps with a `properties` entry of
// `true` per key (it only declares them, for Ajv's strictRequired).
function refusesKeys(schema) {
  if (!isPlainObject(schema) || !Array.isArray(schema.required)) return false;
  if (Object.keys(schema).some((key) => key !== "required" && key !== "properties")) return false;
  return Object.values(schema.properties ?? {}).every((value) => value === true);
}

function isPlainObject(value) {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

// ---- How Python shows values, so that messages read the same. ----

function pyJson(value) {
  if (typeof value === "number") return pyNumber(value);
  // json.dumps: non-ASCII characters are escaped.
  return JSON.stringify(value).replace(
    /[\u007f-\uffff]/g,
    (c) => "\\u" + c.charCodeAt(0).toString(16).padStart(4, "0"),
  );
}

function show(value) {
  let text;
  if (Array.isArray(value)) text = "a list";
  else if (isPlainObject(value)) text = "a dict";
  else text = value === undefined ? "undefined" : pyJson(value);
  return text.length <= 60 ? text : text.slice(0, 57) + "...";
}

function typeName(value) {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  if (typeof value === "number") return Number.isInteger(value) ? "integer" : "number";
  return typeof value;
}

/** A short English description of what a (sub)schema accepts. */
function describe(schema) {
  if (!isPlainObject(schema)) return schema === true ? "anything" : "nothing";
  if ("const" in schema) return pyJson(schema.const);
  if ("enum" in schema) return "one of " + schema.enum.map(pyJson).join(", ");
  if ("$ref" in schema) {
    const name = String(schema.$ref).split("/").pop().replace(/\.schema\.json$/, "");
    return `a ${name} object`;
  }
  for (const key of ["anyOf", "oneOf"]) {
    if (key in schema) return schema[key].map(describe).join(" or ");
  }
  const kinds = schema.type === undefined ? "value" : schema.type;
  let text = Array.isArray(kinds) ? kinds.join(" or ") : String(kinds);
  text = ("aeiou".includes(text[0]) ? "an " : "a ") + text;
  for (const [key, sign] of [["minimum", ">="], ["exclusiveMinimum", ">"], ["maximum", "<="]]) {
    if (key in schema) text += ` ${sign} ${pyJson(schema[key])}`;
  }
  if ("exclusiveMaximum" in schema) text += ` < ${pyJson(schema.exclusiveMaximum)}`;
  return text;
}

// ---- From Ajv errors to problems. ----

function pointerSteps(pointer) {
  return pointer
    .split("/")
    .slice(1)
    .map((step) => step.replace(/~1/g, "/").replace(/~0/g, "~"));
}

function dataPath(instance, instancePath) {
  const path = [];
  let node = instance;
  for (const step of pointerSteps(instancePath)) {
    const key = Array.isArray(node) ? Number(step) : step;
    path.push(key);
    node = node === null || typeof node !== "object" ? undefined : node[key];
  }
  return path;
}

function within(path, parent) {
  return path === parent || path.startsWith(parent + "/");
}

function isNullBranch(branch) {
  return isPlainObject(branch) && branch.type === "null";
}

function schemaAt(uri) {
  const [base, fragment = ""] = uri.split("#");
  let node = Object.values(schemas).find((doc) => doc.$id === base);
  for (const step of pointerSteps(fragment)) node = node[step];
  return node;
}

function resolve(base, ref) {
  const [path, fragment = ""] = ref.split("#");
  const target = path ? new URL(path, base).href : base.split("#")[0];
  return { base: target, node: schemaAt(`${target}#${fragment}`) };
}

// Keywords after which a step names a member that is an instance step (a property, an
// item); after which a step names a member of the schema only; and which step into the
// instance themselves (Python's _messages.py, the same three).
const NAMES_A_FIELD = new Set(["properties", "patternProperties", "prefixItems"]);
const NAMES_A_SCHEMA = new Set(["allOf", "anyOf", "oneOf", "dependentSchemas", "$defs"]);
const STEPS_IN = new Set(["items", "additionalProperties", "contains", "unevaluatedItems", "unevaluatedProperties"]);

// Walk `steps` from `node` (in the document at `base`) as Python does: a step missing
// beside a `$ref` goes on in the referenced schema. The last if/then rule (an `allOf` item
// with a description) passed, as {description, reads, after} (the fields its condition
// reads, the instance steps the path takes after it), and the node the walk ends at
// (undefined: none).
function walk(node, base, steps) {
  let found = null;
  let expect = "schema";
  let after = 0;
  for (const step of steps) {
    while (isPlainObject(node) && typeof node.$ref === "string" && !(step in node)) {
      ({ base, node } = resolve(base, node.$ref));
    }
    if (step === "$ref" && isPlainObject(node) && typeof node.$ref === "string") {
      ({ base, node } = resolve(base, node.$ref)); // Ajv names the $ref it inlined
      continue;
    }
    if (expect === "schema") {
      if (STEPS_IN.has(step)) after += 1;
      if (NAMES_A_FIELD.has(step)) expect = "field";
      else if (NAMES_A_SCHEMA.has(step)) expect = "member";
    } else {
      if (expect === "field") after += 1;
      expect = "schema";
    }
    if (node === null || typeof node !== "object" || !(step in node)) return { found, end: undefined };
    const inList = Array.isArray(node);
    node = node[step];
    // a rule is an `allOf` item: a property's own if/then/else (the replay_buffer union) is not
    if (inList && isPlainObject(node) && "if" in node && "description" in node) {
      found = { description: node.description, reads: reads(node.if, []) };
      after = 0;
    }
  }
  if (found) found = { ...found, after };
  return { found, end: JSON.stringify(node) };
}

// Keywords of a condition that only lead to other conditions (the rest test a value).
const STRUCTURE = new Set(["properties", "required", "allOf", "anyOf", "oneOf", "not", "$comment", "description"]);

// The fields a condition reads, from the object it tests (that object itself left out):
// each one whose value a keyword tests, and each one it requires (Python's reads).
function reads(condition, at) {
  if (!isPlainObject(condition)) return [];
  const out = [];
  if (at.length && Object.keys(condition).some((key) => !STRUCTURE.has(key))) out.push(at);
  for (const name of condition.required || []) if (typeof name === "string") out.push([...at, name]);
  for (const [name, sub] of Object.entries(condition.properties || {})) out.push(...reads(sub, [...at, name]));
  for (const key of ["allOf", "anyOf", "oneOf"]) for (const sub of condition[key] || []) out.push(...reads(sub, at));
  out.push(...reads(condition.not, at));
  const seen = new Set();
  return out.filter((path) => {
    const key = JSON.stringify(path);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

// The schemas Ajv compiles on its own, where a schema path may start: the model's, each
// document, each class of a document (a union's branch), with their base URIs.
const ROOTS = new Map();
function rootsOf(model) {
  if (!ROOTS.has(model)) {
    const uri = MODEL_SCHEMAS[model];
    const roots = [[schemaAt(uri), uri.split("#")[0]]];
    for (const doc of Object.values(schemas)) roots.push([doc, doc.$id]);
    for (const doc of Object.values(schemas)) {
      for (const sub of Object.values(doc.$defs || {})) roots.push([sub, doc.$id]);
    }
    ROOTS.set(model, roots);
  }
  return ROOTS.get(model);
}

// What walking a schema path from each root gives, by model and path (each path is walked
// once, whatever the number of errors that name it).
const WALKS = new Map();
// Each error's schema as JSON, by the schema object (Ajv's errors share them).
const SCHEMA_TEXT = new WeakMap();

// The if/then rule an error comes from ({description, reads, after}, or null). Ajv's schema paths start
// again at each schema it compiled on its own (a referenced document): the path is
// walked from the model's schema, else from the document it starts in.
// (Python also keeps a rule met before the $ref; no rule of ours encloses a $ref.)
function ruleOf(error, model, ifs) {
  const key = `${model}\u0000${error.schemaPath}`;
  if (!WALKS.has(key)) {
    const steps = pointerSteps(error.schemaPath.replace(/^#/, ""));
    WALKS.set(key, rootsOf(model).map(([root, base]) => [root, walk(root, base, steps)]));
  }
  let text;
  if (error.schema !== null && typeof error.schema === "object") {
    if (!SCHEMA_TEXT.has(error.schema)) SCHEMA_TEXT.set(error.schema, JSON.stringify(error.schema));
    text = SCHEMA_TEXT.get(error.schema);
  } else {
    text = JSON.stringify(error.schema);
  }
  const reached = WALKS.get(key)
    .filter(([, walked]) => walked.end !== undefined && walked.end === text)
    .map(([root, walked]) => [root, walked.found]);
  if (new Set(reached.map(([, found]) => found && found.description)).size > 1) {
    // the same path in several documents (two algorithms' sections written alike): the
    // one is the section a failed if/then above the error selected
    const chosen = selected(error, model, ifs);
    const hit = reached.find(([root]) => chosen.includes(root));
    if (hit) return hit[1];
  }
  return reached.length ? reached[0][1] : null;
}

// The failed if/then errors by instance path.
function ifsByPath(errors) {
  const out = new Map();
  for (const error of errors) {
    if (error.keyword !== "if") continue;
    if (!out.has(error.instancePath)) out.set(error.instancePath, []);
    out.get(error.instancePath).push(error);
  }
  return out;
}

// The schemas the `then: {$ref}` of each failed if/then enclosing `error` selects (at its
// instance path or above it).
function selected(error, model, ifs) {
  const out = [];
  const parts = error.instancePath.split("/");
  for (let n = 1; n <= parts.length; n++) {
    for (const other of ifs.get(parts.slice(0, n).join("/")) || []) {
      const steps = pointerSteps(other.schemaPath.replace(/^#/, "")).slice(0, -1);
      for (const [root, base] of rootsOf(model)) {
        let node = root;
        for (const step of steps) node = isPlainObject(node) || Array.isArray(node) ? node[step] : undefined;
        if (isPlainObject(node) && isPlainObject(node.then) && typeof node.then.$ref === "string") {
          out.push(resolve(base, node.then.$ref).node);
        }
      }
    }
  }
  return out;
}

// Which errors stand for themselves. Ajv reports an anyOf/oneOf after the errors of each
// branch; Python reports either the one branch that could apply (the others being only
// `{"type": "null"}`) or, when several could, the anyOf alone.
function reported(errors) {
  const hidden = new Set();
  errors.forEach((error, index) => {
    if (error.keyword === "if") hidden.add(index); // its `then` errors say it all
    if (error.keyword !== "anyOf" && error.keyword !== "oneOf") return;
    const branches = error.schema;
    const wanted = branches.filter((branch) => !isNullBranch(branch));
    const expand = wanted.length === 1 && error.data !== null;
    const prefixes = expand
      ? branches.flatMap((branch, k) => (isNullBranch(branch) ? [`${error.schemaPath}/${k}/`] : []))
      : [`${error.schemaPath}/`];
    // its branches' errors: those Ajv pushed just before it, at or below its instance path
    for (let j = index - 1; j >= 0 && within(errors[j].instancePath, error.instancePath); j--) {
      if (prefixes.some((p) => errors[j].schemaPath.startsWith(p))) hidden.add(j);
    }
    // A branch that is a $ref to another schema reports with that schema's own path
    // (`../fsdp.schema.json#/...`, or `#/...` from that schema's root): its errors are
    // the ones Ajv pushed just before the anyOf's own, at or below its instance path. An
    // error whose path starts as the anyOf's does (`#/allOf/...` beside `#/allOf/...`)
    // is the same schema's, from another keyword, and ends them.
    const head = error.schemaPath.split("/").slice(0, 2).join("/");
    for (let j = index - 1; !expand && j >= 0; j--) {
      const sub = errors[j];
      if (!within(sub.instancePath, error.instancePath)) break;
      const mine = sub.schemaPath.startsWith(prefixes[0]);
      if (!mine && (sub.schemaPath + "/").startsWith(head + "/")) break;
      hidden.add(j);
    }
    if (expand) hidden.add(index);
  });
  return errors.filter((_, index) => !hidden.has(index));
}

function messages(error, path, inRule) {
  const { keyword, data, parentSchema } = error;
  const expected = error.schema;
  const got = show(data);
  switch (keyword) {
    case "additionalProperties": {
      if (error.params.more !== undefined) {
        const count = String(error.params.more).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
        return [[path, `${count} more unknown fields (not listed)`]];
      }
      const name = error.params.additionalProperty;
      const near = rank(name, Object.keys(parentSchema.properties || {}));
      const text = `unknown field ${pyRepr(name)}${hint(near && near[0])}`;
      return [[[...path, name], text, { misspelt: misspelt(near) }]];
    }
    case "required": {
      const name = error.params.missingProperty;
      return [[[...path, name], `missing required field ${pyRepr(name)}`]];
    }
    case "not":
      if (refusesKeys(expected)) {
        return expected.required.map((name) => [
          [...path, name],
          `field ${pyRepr(name)} is not allowed here`,
        ]);
      }
      return [[path, `must not be ${describe(expected)}, got ${got}`]];
    case "anyOf":
    case "oneOf":
      if (keyword === "oneOf" && Array.isArray(error.params.passingSchemas)) {
        return [[path, `must match exactly one of ${describe(parentSchema)}, got ${got}`]];
      }
      return [[path, `expected ${describe(parentSchema)}, got ${got}`]];
    case "type":
      return [[path, `expected ${describe({ type: expected })}, got ${got} (${typeName(data)})`]];
    case "minimum":
      return [[path, `must be >= ${pyJson(expected)}, got ${got}`]];
    case "exclusiveMinimum":
      return [[path, `must be > ${pyJson(expected)}, got ${got}`]];
    case "maximum":
      return [[path, `must be <= ${pyJson(expected)}, got ${got}`]];
    case "exclusiveMaximum":
      return [[path, `must be < ${pyJson(expected)}, got ${got}`]];
    case "enum": {
      // did-you-mean only for a field's own values, not for what a rule narrows them to
      const strings = expected.filter((v) => typeof v === "string");
      const near = typeof data === "string" && !inRule ? closest(data, strings) : null;
      return [[path, `must be ${describe(parentSchema)}, got ${got}${hint(near)}`, { choices: expected }]];
    }
    case "const":
      return [[path, `must be ${pyJson(expected)}, got ${got}`]];
    case "x-rules": // the engine's problem (generated/ts/rules.js), at its steps from the object
      return [[[...path, ...error.params.at], error.params.message]];
    case "minLength":
      return [[path, `must have at least ${expected} character(s), got ${got}`]];
    case "maxLength":
      return [[path, `must have at most ${expected} character(s), got ${got}`]];
    case "pattern":
      return [[path, `must match the pattern ${pyJson(expected)}, got ${got}`]];
    case "minItems":
      return [[path, `must have at least ${expected} item(s), got ${got}`]];
    case "maxItems":
      return [[path, `must have at most ${expected} item(s), got ${got}`]];
    case "minProperties":
      return [[path, `must have at least ${expected} field(s), got ${got}`]];
    case "maxProperties":
      return [[path, `must have at most ${expected} field(s), got ${got}`]];
    case "contains": {
      // with minContains / maxContains (as Python's _contains_text)
      const low = "minContains" in parentSchema ? parentSchema.minContains : 1;
      const high = parentSchema.maxContains;
      const count =
        high === undefined ? `at least ${low}` : low === high ? `exactly ${low}` : `${low} to ${high}`;
      return [[path, `must hold ${count} item(s) that are ${describe(expected)}, got ${got}`]];
    }
    case "uniqueItems":
      return [[path, `must not hold an item twice, got ${got}`]];
    default:
      return [[path, error.message]];
  }
}

function comparePaths(a, b) {
  const x = a.map(String), y = b.map(String);
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    if (x[i] !== y[i]) return comparePoints(x[i], y[i]);
  }
  return x.length - y.length;
}

// ---- What Python refuses before the schema is asked (tools/codegen/ts/reading.js). ----
// Written into generated/ts/index.js after runtime.js (one scope): _validation.jsonable's
// and the mapping reader's limits (python/agilerl/models/_text/), and Python's cap on the
// unknown keys of one object, with Python's messages. tests/js/test_js_hostile.py holds
// each to Python.

// Numbers past ±(2**53 - 1): JSON readers differ there (JavaScript rounds them).
const MAX_SAFE_INTEGER = 2 ** 53 - 1;
// Mappings and lists nested inside one another (_text/limits.py MAX_DEPTH).
const MAX_DEPTH = 64;
// Values of one document, a value met twice counted twice (_text/limits.py MAX_VALUES).
const MAX_VALUES = 100000;
// Unknown keys of one object that get a problem (and a did-you-mean search) each; the rest
// are counted in one more problem (the problem table's, as Python's _messages.py reads it).
const MAX_UNKNOWN_KEYS = PROBLEM_TABLE.max_unknown_keys;
// A surrogate half without its other half: no Unicode text.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

// A plain object of any realm (JSON.parse's, or another vm context's): no class instance.
function isRecord(value) {
  if (!isPlainObject(value) || Object.prototype.toString.call(value) !== "[object Object]") return false;
  const proto = Object.getPrototypeOf(value);
  return proto === null || Object.getPrototypeOf(proto) === null;
}

function pyFloat(value) {
  return Number.isNaN(value) ? "nan" : value > 0 ? "inf" : "-inf";
}

// The first reason `instance` is no JSON data that Python would judge, as [path, message],
// or null. Walked without recursion, in document order (each key before its value), each
// value counted, a container's items taken one at a time: it ends within MAX_VALUES values
// and MAX_DEPTH levels, holding one frame per level, whatever the input (a cycle, shared
// references, a list of millions).
function jsonProblem(instance) {
  let values = 0;
  // why `value` at `path` is refused, or null; a container then gets its frame
  const refuse = (value, path) => {
    if (typeof value === "string") {
      return LONE_SURROGATE.test(value) ? `lone surrogate in ${pyAscii(value)}: not Unicode text` : null;
    }
    if (typeof value === "number") {
      if (!Number.isFinite(value)) return `${pyFloat(value)} is not a JSON number`;
      if (Math.abs(value) > MAX_SAFE_INTEGER) {
        return `${show(value)} is out of the range -(2**53-1)..2**53-1 that every JSON reader holds exactly; refused`;
      }
      return null;
    }
    if (value === null || typeof value === "boolean") return null;
    if (!Array.isArray(value) && !isRecord(value)) {
      let text;
      try {
        text = String(value);
      } catch {
        text = "an object";
      }
      text = text.length <= 60 ? text : text.slice(0, 57) + "...";
      const name = value === undefined ? "undefined" : typeof value === "object" ? value.constructor?.name ?? "object" : typeof value;
      return `expected JSON data, got ${text} (${name}): no JSON type`;
    }
    if (path.length >= MAX_DEPTH) return `the document nests more than ${MAX_DEPTH} mappings or sequences; refused`;
    return null;
  };
  const visit = (value, path) => {
    if (++values > MAX_VALUES) {
      return `the document holds more than ${MAX_VALUES} values (counting repeated references); refused`;
    }
    return refuse(value, path);
  };
  const frame = (value, path) => ({ value, path, keys: Array.isArray(value) ? null : Object.keys(value), next: 0 });
  const container = (value) => value !== null && typeof value === "object";
  let found = visit(instance, []);
  if (found) return [[], found];
  const stack = container(instance) ? [frame(instance, [])] : [];
  while (stack.length) {
    const top = stack[stack.length - 1];
    const { value, path, keys } = top;
    if (top.next >= (keys === null ? value.length : keys.length)) {
      stack.pop();
      continue;
    }
    const step = keys === null ? top.next : keys[top.next];
    top.next += 1;
    if (keys !== null && LONE_SURROGATE.test(step)) {
      return [path, `lone surrogate in ${pyAscii(step)}: not Unicode text`];
    }
    const item = value[step];
    const where = [...path, step];
    found = visit(item, where);
    if (found) return [where, found];
    if (container(item)) stack.push(frame(item, where));
  }
  return null;
}

// Strings in Python's order (by code point; JavaScript's `<` compares UTF-16 units).
function comparePoints(a, b) {
  if (a === b) return 0;
  let i = 0;
  while (i < a.length && i < b.length && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  if (i === a.length || i === b.length) return a.length - b.length;
  const unit = (u) => (u >= 0xd800 && u < 0xe000 ? u + 0x2000 : u >= 0xe000 ? u - 0x800 : u);
  return unit(a.charCodeAt(i)) - unit(b.charCodeAt(i));
}

// Ajv reports each unknown key of an object on its own; Python one error per object, of
// which the first MAX_UNKNOWN_KEYS keys (in order) are problems, the rest counted in one.
function capUnknown(errors) {
  const groups = new Map();
  for (const error of errors) {
    if (error.keyword !== "additionalProperties") continue;
    const key = `${error.instancePath}\u0000${error.schemaPath}`;
    if (!groups.has(key)) groups.set(key, []);
    groups.get(key).push(error);
  }
  if (![...groups.values()].some((group) => group.length > MAX_UNKNOWN_KEYS)) return errors;
  const out = [];
  for (const error of errors) {
    if (error.keyword !== "additionalProperties") {
      out.push(error);
      continue;
    }
    const key = `${error.instancePath}\u0000${error.schemaPath}`;
    const group = groups.get(key);
    if (group === undefined) continue; // placed with the first of its group
    groups.delete(key);
    if (group.length <= MAX_UNKNOWN_KEYS) {
      out.push(...group);
      continue;
    }
    const names = (e) => e.params.additionalProperty;
    const sorted = group.slice().sort((x, y) => comparePoints(names(x), names(y)));
    const more = group.length - MAX_UNKNOWN_KEYS;
    out.push(...sorted.slice(0, MAX_UNKNOWN_KEYS), { ...group[0], params: { more } });
  }
  return out;
}

// ---- Every problem, each once (tools/codegen/ts/problems.js). ----
// Written into generated/ts/index.js after runtime.js and reading.js (one scope): the
// did-you-mean ranking, and the finishing of the problem list, as Python's
// _closest.py and _problems.py do them, from the same table (PROBLEM_TABLE, made by
// tools/codegen/problem_table.py from tools/codegen/problems.json and the schemas'
// selectors). tests/js/test_js_problems.py holds the two to each other.

const SUGGEST = PROBLEM_TABLE.suggest;
const TEXTS = PROBLEM_TABLE.messages;
// Each selector's values, by property (a property may select in several places).
const SELECTORS = new Map();
for (const { property, values } of PROBLEM_TABLE.selectors) {
  if (!SELECTORS.has(property)) SELECTORS.set(property, []);
  SELECTORS.get(property).push(values);
}

// ---- Did you mean (Python's _closest.py: the ranking is described there). ----

// `text` with ASCII letters lowered and the separators dropped.
function fold(text) {
  let out = "";
  for (const c of text) {
    if (SUGGEST.fold.includes(c)) continue;
    out += c >= "A" && c <= "Z" ? c.toLowerCase() : c;
  }
  return out;
}

function tierOf(word, candidate) {
  if (word && candidate === word) return 0;
  if (Math.min(Array.from(word).length, Array.from(candidate).length) >= SUGGEST.min_partial) {
    if (candidate.startsWith(word) || word.startsWith(candidate)) return 1;
    if (word.includes(candidate) || candidate.includes(word)) return 2;
  }
  return 3;
}

// The characters difflib.SequenceMatcher(None, a, b) matches (a and b: code points).
function matchingCharacters(a, b) {
  const queue = [[0, a.length, 0, b.length]];
  let total = 0;
  while (queue.length) {
    const [alo, ahi, blo, bhi] = queue.pop();
    let besti = alo, bestj = blo, bestsize = 0;
    let lengths = new Map();
    for (let i = alo; i < ahi; i++) {
      const next = new Map();
      for (let j = blo; j < bhi; j++) {
        if (a[i] !== b[j]) continue;
        const k = (lengths.get(j - 1) || 0) + 1;
        next.set(j, k);
        if (k > bestsize) [besti, bestj, bestsize] = [i - k + 1, j - k + 1, k];
      }
      lengths = next;
    }
    if (bestsize) {
      total += bestsize;
      if (alo < besti && blo < bestj) queue.push([alo, besti, blo, bestj]);
      if (besti + bestsize < ahi && bestj + bestsize < bhi) {
        queue.push([besti + bestsize, ahi, bestj + bestsize, bhi]);
      }
    }
  }
  return total;
}

// [candidate, tier, ratio] of the closest candidate, or null (Python's rank).
function rank(word, candidates) {
  if (word.length > SUGGEST.max_chars && Array.from(word).length > SUGGEST.max_chars) return null;
  const folded = fold(word);
  const b = Array.from(word);
  let best = null;
  for (const candidate of candidates) {
    const tier = tierOf(folded, fold(candidate));
    const a = Array.from(candidate);
    const total = a.length + b.length;
    const ratio = total ? (2 * matchingCharacters(a, b)) / total : 1;
    if (tier === 3 && ratio < SUGGEST.cutoff) continue;
    const better =
      !best ||
      tier < best[0] ||
      (tier === best[0] && (ratio > best[1] || (ratio === best[1] && comparePoints(candidate, best[2]) > 0)));
    if (better) best = [tier, ratio, candidate];
  }
  return best ? [best[2], best[0], best[1]] : null;
}

/** The candidate `word` most likely stands for, or null (Python's closest). */
function closest(word, candidates) {
  const found = rank(word, candidates);
  return found ? found[0] : null;
}

// The candidate of rank() where it is near enough to be misspelt, else null.
function misspelt(found) {
  return found === null || (found[1] === 3 && found[2] < SUGGEST.misspelt) ? null : found[0];
}

function hint(name) {
  return name === null ? "" : TEXTS.did_you_mean.replace("{name}", () => pyRepr(name));
}

// ---- The problem list. ----

// What the validator finds in `instance`, written, in Ajv's order: {path, message, rule,
// inRule, reads, misspelt, choices}.
function found(instance, model) {
  const validate = validatorOf(model);
  if (validate(instance)) return [];
  const errors = capUnknown(validate.errors);
  const ifs = ifsByPath(errors);
  const out = [];
  for (const error of reported(errors)) {
    const rule = ruleOf(error, model, ifs);
    const name = error.keyword === "x-rules" ? `x-rules/${error.params.rule}` : error.keyword;
    const where = dataPath(instance, error.instancePath);
    const base = where.slice(0, Math.max(0, where.length - (rule ? rule.after : 0)));
    const read = rule ? rule.reads.map((step) => [...base, ...step]) : [];
    for (const [path, message, extra = {}] of messages(error, where, Boolean(rule))) {
      const text = rule ? `${message} (${rule.description})` : message;
      out.push({
        path,
        message: text,
        rule: name,
        inRule: Boolean(rule),
        reads: read,
        misspelt: extra.misspelt ?? null,
        choices: extra.choices ?? null,
      });
    }
  }
  return out;
}

// Each problem once; no rule's problem where the field has its own, or where the rule's
// condition read a field that has its own; a misspelt required key as one problem (as
// Python's _problems._finish).
function finish(items) {
  const unique = new Map();
  for (const item of items) {
    const key = JSON.stringify([item.path, item.message]);
    if (!unique.has(key)) unique.set(key, item);
  }
  const all = [...unique.values()];
  const own = new Set(all.filter((f) => !f.inRule).map((f) => JSON.stringify(f.path)));
  const kept = all.filter(
    (f) => !f.inRule || (!own.has(JSON.stringify(f.path)) && !f.reads.some((r) => own.has(JSON.stringify(r)))),
  );
  const missing = new Set(kept.filter((f) => f.rule === "required").map((f) => JSON.stringify(f.path)));
  const merged = new Set();
  const out = kept.map((item) => {
    if (item.misspelt === null) return item;
    const target = JSON.stringify([...item.path.slice(0, -1), item.misspelt]);
    if (!missing.has(target)) return item;
    merged.add(target);
    const old = TEXTS.did_you_mean.replace("{name}", () => pyRepr(item.misspelt));
    const now = TEXTS.required_too.replace("{name}", () => pyRepr(item.misspelt));
    return { ...item, message: item.message.replace(old, () => now) };
  });
  return out.filter((f) => !(f.rule === "required" && merged.has(JSON.stringify(f.path))));
}

function sameValues(a, b) {
  const x = new Set(a.map((v) => JSON.stringify(v)));
  const y = new Set(b.map((v) => JSON.stringify(v)));
  return x.size === y.size && [...x].every((v) => y.has(v));
}

// The value a refused selector is checked as: the closest it may take, or null.
function selectorPick(item, instance) {
  if (item.inRule || item.choices === null || !item.path.length || item.rule !== "enum") return null;
  const name = item.path[item.path.length - 1];
  let value = instance;
  for (const step of item.path) value = value[step];
  if (typeof name !== "string" || typeof value !== "string") return null;
  if (!(SELECTORS.get(name) || []).some((values) => sameValues(values, item.choices))) return null;
  return closest(value, item.choices.filter((v) => typeof v === "string"));
}

// `instance` with `value` at `path`: new objects along the path, the rest shared.
function replaced(instance, path, value) {
  if (!path.length) return value;
  const copy = Array.isArray(instance) ? instance.slice() : { ...instance };
  copy[path[0]] = replaced(instance[path[0]], path.slice(1), value);
  return copy;
}

// The problems `instance` has with each refused selector set to its pick that it has not
// already, each naming the picks it was checked as: those of the selectors whose object
// holds it, else all of them (as Python's _problems._checked_as).
function checkedAs(instance, model, picks, known) {
  let again = instance;
  for (const [path, pick] of picks) again = replaced(again, path, pick);
  const at = new Set(picks.map(([path]) => JSON.stringify(path)));
  const out = [];
  for (const item of finish(found(again, model))) {
    if (at.has(JSON.stringify(item.path)) || known.has(JSON.stringify([item.path, item.message]))) continue;
    const holds = (path) =>
      path.length - 1 <= item.path.length && path.slice(0, -1).every((step, i) => item.path[i] === step);
    const own = picks.filter(([path]) => holds(path)).map(([, pick]) => pick);
    const names = (own.length ? own : picks.map(([, pick]) => pick)).join(", ");
    out.push({ ...item, message: item.message + TEXTS.checked_as.replace("{names}", () => names) });
  }
  return out;
}

/**
 * Every problem of `instance` against the schema of `model` (default "Manifest"):
 * `{path, location, message, rule}`, sorted by path, each once. Empty when it is valid.
 * A refused selector with a close valid value adds the problems its object has under that
 * value, "(checked as DQN)": more problems, never another verdict.
 */
function problems(instance, model = "Manifest") {
  validatorOf(model);
  const refused = jsonProblem(instance);
  if (refused) {
    const [path, message] = refused;
    return [{ path, location: formatPath(path), message, rule: "json" }];
  }
  const kept = finish(found(instance, model));
  const picks = [];
  for (const item of kept) {
    const pick = selectorPick(item, instance);
    if (pick !== null) picks.push([item.path, pick]);
  }
  let all = kept;
  if (picks.length) {
    const known = new Set(kept.map((f) => JSON.stringify([f.path, f.message])));
    all = [...kept, ...checkedAs(instance, model, picks, known)];
  }
  return all
    .map((f) => ({ path: f.path, location: formatPath(f.path), message: f.message, rule: f.rule }))
    .sort((a, b) => comparePaths(a.path, b.path));
}

// The validator of a model: one of MODEL_SCHEMAS' own names, never a name an object
// inherits ("constructor", "__proto__").
function validatorOf(model) {
  if (typeof model !== "string" || !Object.prototype.hasOwnProperty.call(MODEL_SCHEMAS, model)) {
    const some = Object.keys(MODEL_SCHEMAS).slice(0, 3).join(", ");
    const name = typeof model === "string" ? JSON.stringify(model) : `a ${typeof model}`;
    throw new RangeError(`unknown model ${name}: a model is a name of MODEL_SCHEMAS (${some}, ...)`);
  }
  return validators[model];
}

/** `{valid: true, value}` or `{valid: false, problems}` for `instance` as a `model`. */
function validate(instance, model = "Manifest") {
  const all = problems(instance, model);
  return all.length ? { valid: false, problems: all } : { valid: true, value: instance, problems: [] };
}

/** Whether `instance` is a valid manifest (a type guard in TypeScript). */
function isManifest(instance) {
  return !jsonProblem(instance) && validators.Manifest(instance);
}

module.exports = {
  schemas,
  MODEL_SCHEMAS,
  validators,
  problems,
  validate,
  isManifest,
  formatPath,
  describe,
  closest,
};
