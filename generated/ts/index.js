// Code generated from schema/training.schema.json, schema/replay_buffer.schema.json, schema/algorithm.schema.json, schema/hpo.schema.json, schema/manifest.schema.json, schema/env.schema.json, schema/algorithms/base.schema.json, schema/algorithms/bandit.schema.json, schema/algorithms/cqn.schema.json, schema/algorithms/ddpg.schema.json, schema/algorithms/dqn.schema.json, schema/algorithms/ippo.schema.json, schema/algorithms/maddpg.schema.json, schema/algorithms/matd3.schema.json, schema/algorithms/neural_ts.schema.json, schema/algorithms/neural_ucb.schema.json, schema/algorithms/ppo.schema.json, schema/algorithms/rainbow_dqn.schema.json, schema/algorithms/td3.schema.json, schema/networks.schema.json, schema/fsdp.schema.json, schema/profiling.schema.json, schema/algorithms/rollout_llm.schema.json, schema/algorithms/grpo.schema.json, schema/algorithms/cispo.schema.json, schema/algorithms/gspo.schema.json, schema/algorithms/dpo.schema.json, schema/algorithms/sft.schema.json, schema/algorithms/llmppo.schema.json, schema/algorithms/llmreinforce.schema.json by `nox -s generate`. DO NOT EDIT.
// Inputs SHA-256: 3a99ee30bc44fe06d488066e000bc3ddaea8878750f9ccf8158614a9a0a27fb2

"use strict";

/** The compiled validators, by model name (validate.js). */
const validators = require("./validate.js");

/** The published schemas by section. */
const schemas = {
  training: require("./schema/training.schema.json"),
  replay_buffer: require("./schema/replay_buffer.schema.json"),
  algorithm: require("./schema/algorithm.schema.json"),
  hpo: require("./schema/hpo.schema.json"),
  manifest: require("./schema/manifest.schema.json"),
  env: require("./schema/env.schema.json"),
  "algorithms/base": require("./schema/algorithms/base.schema.json"),
  "algorithms/bandit": require("./schema/algorithms/bandit.schema.json"),
  "algorithms/cqn": require("./schema/algorithms/cqn.schema.json"),
  "algorithms/ddpg": require("./schema/algorithms/ddpg.schema.json"),
  "algorithms/dqn": require("./schema/algorithms/dqn.schema.json"),
  "algorithms/ippo": require("./schema/algorithms/ippo.schema.json"),
  "algorithms/maddpg": require("./schema/algorithms/maddpg.schema.json"),
  "algorithms/matd3": require("./schema/algorithms/matd3.schema.json"),
  "algorithms/neural_ts": require("./schema/algorithms/neural_ts.schema.json"),
  "algorithms/neural_ucb": require("./schema/algorithms/neural_ucb.schema.json"),
  "algorithms/ppo": require("./schema/algorithms/ppo.schema.json"),
  "algorithms/rainbow_dqn": require("./schema/algorithms/rainbow_dqn.schema.json"),
  "algorithms/td3": require("./schema/algorithms/td3.schema.json"),
  networks: require("./schema/networks.schema.json"),
  fsdp: require("./schema/fsdp.schema.json"),
  profiling: require("./schema/profiling.schema.json"),
  "algorithms/rollout_llm": require("./schema/algorithms/rollout_llm.schema.json"),
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
  "MutationSpec": "https://agilerl-specs.github.io/schema/v1/hpo.schema.json",
  "MutationProbabilities": "https://agilerl-specs.github.io/schema/v1/hpo.schema.json#/$defs/MutationProbabilities",
  "RLHyperparameter": "https://agilerl-specs.github.io/schema/v1/hpo.schema.json#/$defs/RLHyperparameter",
  "NetworkMutationRanges": "https://agilerl-specs.github.io/schema/v1/hpo.schema.json#/$defs/NetworkMutationRanges",
  "TournamentSelectionSpec": "https://agilerl-specs.github.io/schema/v1/hpo.schema.json#/$defs/TournamentSelectionSpec",
  "MultiFrequencySelectionSpec": "https://agilerl-specs.github.io/schema/v1/hpo.schema.json#/$defs/MultiFrequencySelectionSpec",
  "Manifest": "https://agilerl-specs.github.io/schema/v1/manifest.schema.json",
  "DeferredNetworkSpec": "https://agilerl-specs.github.io/schema/v1/manifest.schema.json#/$defs/DeferredNetworkSpec",
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
  "CQNSpec": "https://agilerl-specs.github.io/schema/v1/algorithms/cqn.schema.json#/$defs/CQNSpec",
  "DDPGSpec": "https://agilerl-specs.github.io/schema/v1/algorithms/ddpg.schema.json#/$defs/DDPGSpec",
  "DQNSpec": "https://agilerl-specs.github.io/schema/v1/algorithms/dqn.schema.json#/$defs/DQNSpec",
  "IPPOSpec": "https://agilerl-specs.github.io/schema/v1/algorithms/ippo.schema.json#/$defs/IPPOSpec",
  "MADDPGSpec": "https://agilerl-specs.github.io/schema/v1/algorithms/maddpg.schema.json#/$defs/MADDPGSpec",
  "MATD3Spec": "https://agilerl-specs.github.io/schema/v1/algorithms/matd3.schema.json#/$defs/MATD3Spec",
  "NeuralTSSpec": "https://agilerl-specs.github.io/schema/v1/algorithms/neural_ts.schema.json#/$defs/NeuralTSSpec",
  "NeuralUCBSpec": "https://agilerl-specs.github.io/schema/v1/algorithms/neural_ucb.schema.json#/$defs/NeuralUCBSpec",
  "PPOSpec": "https://agilerl-specs.github.io/schema/v1/algorithms/ppo.schema.json#/$defs/PPOSpec",
  "RecurrentPPOSpec": "https://agilerl-specs.github.io/schema/v1/algorithms/ppo.schema.json#/$defs/RecurrentPPOSpec",
  "RainbowDQNSpec": "https://agilerl-specs.github.io/schema/v1/algorithms/rainbow_dqn.schema.json#/$defs/RainbowDQNSpec",
  "TD3Spec": "https://agilerl-specs.github.io/schema/v1/algorithms/td3.schema.json#/$defs/TD3Spec",
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
  "GRPOSpec": "https://agilerl-specs.github.io/schema/v1/algorithms/grpo.schema.json#/$defs/GRPOSpec",
  "CISPOSpec": "https://agilerl-specs.github.io/schema/v1/algorithms/cispo.schema.json#/$defs/CISPOSpec",
  "GSPOSpec": "https://agilerl-specs.github.io/schema/v1/algorithms/gspo.schema.json#/$defs/GSPOSpec",
  "DPOSpec": "https://agilerl-specs.github.io/schema/v1/algorithms/dpo.schema.json#/$defs/DPOSpec",
  "SFTSpec": "https://agilerl-specs.github.io/schema/v1/algorithms/sft.schema.json#/$defs/SFTSpec",
  "LLMPPOSpec": "https://agilerl-specs.github.io/schema/v1/algorithms/llmppo.schema.json#/$defs/LLMPPOSpec",
  "LLMREINFORCESpec": "https://agilerl-specs.github.io/schema/v1/algorithms/llmreinforce.schema.json#/$defs/LLMREINFORCESpec"
};

// ---- The body of generated/ts/index.js (tools/codegen/ts/runtime.js). ----
// Above this line generate.py writes `validators`, `schemas` and `MODEL_SCHEMAS`.
//
// Turns Ajv's errors into the problems Python reports (python/agilerl/models/_validation.py):
// the same field paths, rule keywords and messages, so a manifest gets one verdict and one
// explanation in every language. tests/js/test_js_verdict.py holds the two to each other.

// How Python writes values, and x-rules' engine (generated/ts/rules.js).
const { formatPath, pyNumber, pyRepr } = require("./rules.js");

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

// difflib.get_close_matches(word, possibilities, n=1, cutoff=0.6), as Python computes it.
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

function suggest(name, allowed) {
  let best = null;
  for (const candidate of allowed) {
    const a = Array.from(candidate), b = Array.from(name);
    const total = a.length + b.length;
    const ratio = total ? (2 * matchingCharacters(a, b)) / total : 1;
    if (ratio < 0.6) continue;
    if (!best || ratio > best[0] || (ratio === best[0] && candidate > best[1])) {
      best = [ratio, candidate];
    }
  }
  return best ? ` (did you mean ${pyRepr(best[1])}?)` : "";
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

function sameJson(a, b) {
  return JSON.stringify(a) === JSON.stringify(b);
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

// Walk `steps` from `node` (in the document at `base`) as Python does: a step missing
// beside a `$ref` goes on in the referenced schema. The last if/then rule (an `allOf`
// item with a description) passed, and whether the walk reached the error's keyword.
function walk(node, base, steps, error) {
  let found = null;
  for (const step of steps) {
    while (isPlainObject(node) && typeof node.$ref === "string" && !(step in node)) {
      ({ base, node } = resolve(base, node.$ref));
    }
    if (step === "$ref" && isPlainObject(node) && typeof node.$ref === "string") {
      ({ base, node } = resolve(base, node.$ref)); // Ajv names the $ref it inlined
      continue;
    }
    if (node === null || typeof node !== "object" || !(step in node)) return { found, reached: false };
    const inList = Array.isArray(node);
    node = node[step];
    // a rule is an `allOf` item: a property's own if/then/else (the replay_buffer union) is not
    if (inList && isPlainObject(node) && "if" in node && "description" in node) found = node.description;
  }
  return { found, reached: sameJson(node, error.schema) };
}

// The description of the if/then rule an error comes from. Ajv's schema paths start
// again at each schema it compiled on its own (a referenced document): the path is
// walked from the model's schema, else from the document it starts in.
// (Python also keeps a rule met before the $ref; no rule of ours encloses a $ref.)
function ruleOf(error, model, errors) {
  const steps = pointerSteps(error.schemaPath.replace(/^#/, ""));
  const uri = MODEL_SCHEMAS[model];
  const roots = [[schemaAt(uri), uri.split("#")[0]]];
  for (const doc of Object.values(schemas)) roots.push([doc, doc.$id]);
  // a class another model refers to (a union's branch) is compiled on its own too
  for (const doc of Object.values(schemas)) {
    for (const sub of Object.values(doc.$defs || {})) roots.push([sub, doc.$id]);
  }
  const reached = [];
  for (const [root, base] of roots) {
    const walked = walk(root, base, steps, error);
    if (walked.reached) reached.push([root, walked.found]);
  }
  if (new Set(reached.map(([, found]) => found)).size > 1) {
    // the same path in several documents (two algorithms' sections written alike): the
    // one is the section a failed if/then above the error selected
    const chosen = selected(error, errors, roots);
    const hit = reached.find(([root]) => chosen.includes(root));
    if (hit) return hit[1];
  }
  return reached.length ? reached[0][1] : null;
}

// The schemas the `then: {$ref}` of each failed if/then enclosing `error` selects.
function selected(error, errors, roots) {
  const out = [];
  for (const other of errors) {
    if (other.keyword !== "if" || !within(error.instancePath, other.instancePath)) continue;
    const steps = pointerSteps(other.schemaPath.replace(/^#/, "")).slice(0, -1);
    for (const [root, base] of roots) {
      let node = root;
      for (const step of steps) node = isPlainObject(node) || Array.isArray(node) ? node[step] : undefined;
      if (isPlainObject(node) && isPlainObject(node.then) && typeof node.then.$ref === "string") {
        out.push(resolve(base, node.then.$ref).node);
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
    for (let j = 0; j < index; j++) {
      const sub = errors[j];
      if (within(sub.instancePath, error.instancePath) && prefixes.some((p) => sub.schemaPath.startsWith(p))) {
        hidden.add(j);
      }
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
      const name = error.params.additionalProperty;
      const allowed = Object.keys(parentSchema.properties || {}).sort();
      return [[[...path, name], `unknown field ${pyRepr(name)}${suggest(name, allowed)}`]];
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
      const hint = typeof data === "string" && !inRule ? suggest(data, strings) : "";
      return [[path, `must be ${describe(parentSchema)}, got ${got}${hint}`]];
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

// Numbers past ±(2**53 - 1) are refused before the schema is asked, as Python refuses
// them (_validation.jsonable): JSON readers differ there (JavaScript rounds them).
const MAX_SAFE_INTEGER = 2 ** 53 - 1;

function unsafeNumber(value, path) {
  if (typeof value === "number") return Math.abs(value) > MAX_SAFE_INTEGER ? [path, value] : null;
  const items = Array.isArray(value)
    ? value.map((item, index) => [index, item])
    : isPlainObject(value) ? Object.entries(value) : [];
  for (const [key, item] of items) {
    const found = unsafeNumber(item, [...path, key]);
    if (found) return found;
  }
  return null;
}

function comparePaths(a, b) {
  const x = a.map(String), y = b.map(String);
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    if (x[i] !== y[i]) return x[i] < y[i] ? -1 : 1;
  }
  return x.length - y.length;
}

/**
 * Every problem of `instance` against the schema of `model` (default "Manifest"):
 * `{path, location, message, rule}`, sorted by path. Empty when it is valid.
 */
function problems(instance, model = "Manifest") {
  const validate = validators[model];
  if (!validate) throw new Error(`unknown model ${JSON.stringify(model)}`);
  const unsafe = unsafeNumber(instance, []);
  if (unsafe) {
    const [path, value] = unsafe;
    const message = `${show(value)} is out of the range -(2**53-1)..2**53-1 that every JSON reader holds exactly; refused`;
    return [{ path, location: formatPath(path), message, rule: "json" }];
  }
  if (validate(instance)) return [];
  const found = new Map();
  for (const error of reported(validate.errors)) {
    const context = ruleOf(error, model, validate.errors);
    const rule = error.keyword === "x-rules" ? `x-rules/${error.params.rule}` : error.keyword;
    const where = dataPath(instance, error.instancePath);
    for (const [path, message] of messages(error, where, Boolean(context))) {
      const text = context ? `${message} (${context})` : message;
      const key = JSON.stringify([path, text]);
      if (!found.has(key)) {
        found.set(key, { problem: { path, location: formatPath(path), message: text, rule }, inRule: Boolean(context) });
      }
    }
  }
  // a value refused by its own field is not also refused by each if/then rule that
  // narrows it: the root cause is reported once (as Python does)
  const own = new Set([...found.values()].filter((f) => !f.inRule).map((f) => JSON.stringify(f.problem.path)));
  return [...found.values()]
    .filter((f) => !f.inRule || !own.has(JSON.stringify(f.problem.path)))
    .map((f) => f.problem)
    .sort((a, b) => comparePaths(a.path, b.path));
}

/** `{valid: true, value}` or `{valid: false, problems}` for `instance` as a `model`. */
function validate(instance, model = "Manifest") {
  const found = problems(instance, model);
  return found.length ? { valid: false, problems: found } : { valid: true, value: instance, problems: [] };
}

/** Whether `instance` is a valid manifest (a type guard in TypeScript). */
function isManifest(instance) {
  return !unsafeNumber(instance, []) && validators.Manifest(instance);
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
};
