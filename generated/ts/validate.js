// Code generated from schema/training.schema.json, schema/replay_buffer.schema.json, schema/algorithm.schema.json, schema/manifest.schema.json by `nox -s generate`. DO NOT EDIT.
// Inputs SHA-256: b112453872204bdecd6fc6a41baf85cf175a270023c0c1657a922abbc10d60c4

"use strict";
exports.TrainingSpec = validate30;
const schema41 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://agilerl-specs.github.io/schema/v1/training.schema.json","title":"TrainingSpec","description":"The manifest's training section.","markdownDescription":"The manifest's training section.","type":"object","properties":{"name":{"anyOf":[{"type":"string"},{"type":"null"}],"default":null,"description":"Optional label for this training section.","markdownDescription":"Optional label for this training section.","examples":["cartpole-dqn"]},"max_steps":{"type":"integer","minimum":1,"description":"Total environment steps to train for.","markdownDescription":"Total environment steps to train for.","default":1000000,"examples":[1000000]},"evo_steps":{"anyOf":[{"type":"integer","minimum":1},{"type":"null"}],"description":"Environment steps between two evolution rounds (tournament selection + mutation); unset: the algorithm's default. Must not exceed max_steps.","markdownDescription":"Environment steps between two evolution rounds (tournament selection + mutation); unset: the algorithm's default. Must not exceed `max_steps`.","default":null,"examples":[10000]},"metrics_interval":{"anyOf":[{"type":"integer","minimum":1},{"type":"null"}],"description":"Older spelling of evo_steps, still accepted and read as evo_steps. Write evo_steps; writing both is an error.","markdownDescription":"Older spelling of `evo_steps`, still accepted and read as `evo_steps`. Write `evo_steps`; writing both is an error.","deprecated":true,"deprecationMessage":"metrics_interval is the older spelling of evo_steps: write evo_steps.","x-alias-of":"evo_steps"},"pop_size":{"type":"integer","minimum":1,"description":"Agents in the population.","markdownDescription":"Agents in the population.","default":1,"examples":[4]},"population_size":{"type":"integer","minimum":1,"description":"Older spelling of pop_size, still accepted and read as pop_size. Write pop_size; writing both is an error.","markdownDescription":"Older spelling of `pop_size`, still accepted and read as `pop_size`. Write `pop_size`; writing both is an error.","deprecated":true,"deprecationMessage":"population_size is the older spelling of pop_size: write pop_size.","x-alias-of":"pop_size"},"eval_steps":{"anyOf":[{"type":"integer","minimum":1},{"type":"null"}],"description":"Step cap of one evaluation episode; unset: run the episode to its end.","markdownDescription":"Step cap of one evaluation episode; unset: run the episode to its end.","default":null,"examples":[500]},"eval_loop":{"type":"integer","minimum":1,"description":"Evaluation episodes per evaluation.","markdownDescription":"Evaluation episodes per evaluation.","default":1},"hpo":{"type":"boolean","default":false,"description":"Run evolutionary hyperparameter optimisation (selection + mutation).","markdownDescription":"Run evolutionary hyperparameter optimisation (selection + mutation)."},"target_score":{"anyOf":[{"type":"number"},{"type":"null"}],"default":null,"description":"Stop early once the population's best evaluation score reaches this.","markdownDescription":"Stop early once the population's best evaluation score reaches this.","examples":[200]},"learning_delay":{"anyOf":[{"type":"integer","minimum":0},{"type":"null"}],"description":"Environment steps collected before learning starts (off-policy); unset: the algorithm's default.","markdownDescription":"Environment steps collected before learning starts (off-policy); unset: the algorithm's default.","default":null,"examples":[1000]},"eps_start":{"anyOf":[{"type":"number"},{"type":"null"}],"default":null,"description":"Epsilon-greedy exploration (off-policy, discrete actions): starting epsilon. Must be >= eps_end when both are set.","markdownDescription":"Epsilon-greedy exploration (off-policy, discrete actions): starting epsilon. Must be `>= eps_end` when both are set.","examples":[1]},"eps_end":{"anyOf":[{"type":"number"},{"type":"null"}],"default":null,"description":"Epsilon-greedy exploration: the floor epsilon decays to. Must be <= eps_start when both are set.","markdownDescription":"Epsilon-greedy exploration: the floor epsilon decays to. Must be `<= eps_start` when both are set.","examples":[0.1]},"eps_decay":{"anyOf":[{"type":"number"},{"type":"null"}],"default":null,"description":"Epsilon-greedy exploration: multiplicative decay of epsilon per step.","markdownDescription":"Epsilon-greedy exploration: multiplicative decay of epsilon per step.","examples":[0.995]},"checkpoint_steps":{"anyOf":[{"type":"integer","minimum":1},{"type":"null"}],"description":"Environment steps between checkpoints; unset: no periodic checkpoints.","markdownDescription":"Environment steps between checkpoints; unset: no periodic checkpoints.","default":null,"examples":[100000]},"checkpoint_path":{"anyOf":[{"type":"string"},{"type":"null"}],"default":null,"description":"Where checkpoints are written.","markdownDescription":"Where checkpoints are written.","examples":["checkpoints/dqn"]},"overwrite_checkpoints":{"type":"boolean","default":false,"description":"Keep only the latest checkpoint instead of one per save.","markdownDescription":"Keep only the latest checkpoint instead of one per save."},"checkpoint_optimizer":{"type":"boolean","default":true,"description":"Include optimizer state in checkpoints.","markdownDescription":"Include optimizer state in checkpoints."},"evaluation_interval":{"anyOf":[{"type":"integer","minimum":1},{"type":"null"}],"description":"Training iterations between evaluations (LLM fine-tuning).","markdownDescription":"Training iterations between evaluations (LLM fine-tuning).","default":null,"examples":[50]},"eval_samples_per_task":{"type":"integer","minimum":0,"description":"Evaluation samples drawn per task (LLM); 0: none.","markdownDescription":"Evaluation samples drawn per task (LLM); `0`: none.","default":0},"eval_greedy":{"type":"boolean","default":true,"description":"Greedy decoding during evaluation (LLM); false needs eval_samples_per_task >= 1, or evaluation would run nothing.","markdownDescription":"Greedy decoding during evaluation (LLM); `false` needs `eval_samples_per_task >= 1`, or evaluation would run nothing."},"eval_max_concurrent_episodes":{"anyOf":[{"type":"integer","minimum":1},{"type":"null"}],"description":"Cap on evaluation episodes run at once; unset: no cap.","markdownDescription":"Cap on evaluation episodes run at once; unset: no cap.","default":null},"num_epochs":{"anyOf":[{"type":"integer","minimum":1},{"type":"null"}],"description":"Passes over the dataset (LLM / offline).","markdownDescription":"Passes over the dataset (LLM / offline).","default":null,"examples":[1]},"evo_epochs":{"anyOf":[{"type":"integer","minimum":1},{"type":"null"}],"description":"Epochs between evolution rounds (LLM / offline); needs num_epochs, since epochs only become steps in an epoch-driven loop.","markdownDescription":"Epochs between evolution rounds (LLM / offline); needs `num_epochs`, since epochs only become steps in an epoch-driven loop.","default":null},"max_wall_seconds":{"anyOf":[{"type":"number","exclusiveMinimum":0},{"type":"null"}],"default":null,"description":"Wall-clock limit of the run, in seconds.","markdownDescription":"Wall-clock limit of the run, in seconds.","examples":[3600]},"episode_steps":{"anyOf":[{"type":"integer","minimum":1},{"type":"null"}],"description":"Steps per episode (contextual bandits).","markdownDescription":"Steps per episode (contextual bandits).","default":null},"sum_scores":{"anyOf":[{"type":"boolean"},{"type":"null"}],"default":null,"description":"Multi-agent: sum the sub-agents' scores into one (cooperative); unset: the environment's default.","markdownDescription":"Multi-agent: sum the sub-agents' scores into one (cooperative); unset: the environment's default."},"reporting_interval":{"type":"integer","minimum":1,"description":"Environment steps between progress reports.","markdownDescription":"Environment steps between progress reports.","default":1024},"experience_sharing":{"anyOf":[{"type":"boolean"},{"type":"null"}],"default":null,"description":"Population members share experience; unset: the trainer's default. Cannot be true under async rollout.","markdownDescription":"Population members share experience; unset: the trainer's default. Cannot be `true` under async rollout."},"env_resource_ratio":{"anyOf":[{"type":"number","exclusiveMinimum":0,"maximum":1},{"type":"null"}],"default":null,"description":"Share (0, 1] of the machine's resources given to environments.","markdownDescription":"Share `(0, 1]` of the machine's resources given to environments.","examples":[0.5]},"rollout_mode":{"enum":["colocated","async"],"default":"colocated","description":"Where generation runs: `colocated` on the trainer, `async` on separate rollout engines (which then need rollout_engines_per_agent >= 1 or `auto`).","markdownDescription":"Where generation runs: `colocated` on the trainer, `async` on separate rollout engines (which then need `rollout_engines_per_agent >= 1` or `auto`).","enumDescriptions":["Generation runs on the trainer, between learning steps.","Generation runs on separate rollout engines (needs rollout_engines_per_agent >= 1 or auto)."],"markdownEnumDescriptions":["Generation runs on the trainer, between learning steps.","Generation runs on separate rollout engines (needs `rollout_engines_per_agent >= 1` or `auto`)."]},"rollout_batch_size":{"anyOf":[{"type":"integer","minimum":1},{"type":"null"}],"description":"Prompts per rollout batch (async rollout); a multiple of training_gpus_per_agent under async rollout. Unset: 1 under async rollout (filled in when the section is read).","markdownDescription":"Prompts per rollout batch (async rollout); a multiple of `training_gpus_per_agent` under async rollout. Unset: `1` under async rollout (filled in when the section is read).","default":null,"examples":[64]},"rollout_engines_per_agent":{"anyOf":[{"type":"integer"},{"const":"auto"}],"default":0,"description":"Inference engines per agent, or `auto` to size them from the hardware; 0: none. Async rollout needs `auto` or at least 1.","markdownDescription":"Inference engines per agent, or `auto` to size them from the hardware; `0`: none. Async rollout needs `auto` or at least `1`.","examples":["auto",1]},"training_gpus_per_agent":{"type":"integer","minimum":1,"description":"GPUs that train one agent.","markdownDescription":"GPUs that train one agent.","default":1},"weight_sync_backend":{"anyOf":[{"enum":["filesystem","nccl"],"enumDescriptions":["New weights are written to a shared filesystem and loaded by the rollout engines.","New weights are broadcast to the rollout engines over NCCL."],"markdownEnumDescriptions":["New weights are written to a shared filesystem and loaded by the rollout engines.","New weights are broadcast to the rollout engines over NCCL."]},{"type":"null"}],"default":null,"description":"How new weights reach the rollout engines: a shared `filesystem` or an `nccl` broadcast. Unset: `nccl` under async rollout (filled in when the section is read).","markdownDescription":"How new weights reach the rollout engines: a shared `filesystem` or an `nccl` broadcast. Unset: `nccl` under async rollout (filled in when the section is read)."},"reuse_prefix_cache_across_syncs":{"type":"boolean","default":false,"description":"Keep the rollout engines' prefix cache across weight syncs.","markdownDescription":"Keep the rollout engines' prefix cache across weight syncs."},"weight_sync_interval":{"anyOf":[{"type":"integer","minimum":1},{"type":"null"}],"description":"Training steps between weight syncs to the rollout engines. Unset: 1 under async rollout (filled in when the section is read).","markdownDescription":"Training steps between weight syncs to the rollout engines. Unset: `1` under async rollout (filled in when the section is read).","default":null,"examples":[4]},"rollout_version_stamp":{"anyOf":[{"enum":["publish","oldest_turn"],"enumDescriptions":["Stamp a rollout with the policy version current when it was published.","Stamp a rollout with the policy version of its oldest turn."],"markdownEnumDescriptions":["Stamp a rollout with the policy version current when it was published.","Stamp a rollout with the policy version of its oldest turn."]},{"type":"null"}],"default":null,"description":"Which policy version a rollout is stamped with: the version when it was `publish`ed, or that of its `oldest_turn`; unset: `oldest_turn` under async rollout, none otherwise (see effective_rollout_version_stamp()).","markdownDescription":"Which policy version a rollout is stamped with: the version when it was `publish`ed, or that of its `oldest_turn`; unset: `oldest_turn` under async rollout, none otherwise (see `effective_rollout_version_stamp()`)."},"checkpoint_export":{"anyOf":[{"$ref":"#/$defs/CheckpointExportSpec"},{"type":"null"}],"default":null,"description":"How LLM checkpoints are exported; unset: the defaults of CheckpointExportSpec (adapter weights only, at the final save).","markdownDescription":"How LLM checkpoints are exported; unset: the defaults of `CheckpointExportSpec` (adapter weights only, at the final save)."},"async_rollout":{"description":"Retired key: write rollout_mode: async instead. Refused with that fix in the message.","markdownDescription":"Retired key: write `rollout_mode: async` instead. Refused with that fix in the message.","deprecated":true,"deprecationMessage":"async_rollout is retired: write rollout_mode: async.","x-retired":true}},"additionalProperties":false,"allOf":[{"description":"rollout_mode \"async\" runs generation on rollout engines: it needs rollout_engines_per_agent >= 1 or \"auto\", and experience_sharing cannot be true","if":{"type":"object","properties":{"rollout_mode":{"const":"async"}},"required":["rollout_mode"]},"then":{"properties":{"rollout_engines_per_agent":{"anyOf":[{"const":"auto"},{"type":"integer","minimum":1}]},"experience_sharing":{"not":{"const":true}}},"required":["rollout_engines_per_agent"]}},{"description":"evo_epochs needs num_epochs: epochs become steps only in an epoch-driven loop (use evo_steps otherwise)","if":{"type":"object","properties":{"evo_epochs":{"type":"integer"}},"required":["evo_epochs"]},"then":{"properties":{"num_epochs":{"type":"integer"}},"required":["num_epochs"]}},{"description":"eval_greedy false needs eval_samples_per_task >= 1, or evaluation would run no episodes","if":{"type":"object","properties":{"eval_greedy":{"const":false}},"required":["eval_greedy"]},"then":{"properties":{"eval_samples_per_task":{"type":"integer","minimum":1}},"required":["eval_samples_per_task"]}},{"description":"async_rollout is a retired training key: write rollout_mode: async instead","if":{"$comment":"The properties entry accepts anything: it only declares the names this rule uses, for validators that check `required` names against `properties` (Ajv strictRequired).","type":"object","properties":{"async_rollout":true},"required":["async_rollout"]},"then":{"not":{"required":["async_rollout"]}}},{"description":"evo_steps and metrics_interval are two spellings of one field: write one of them","if":{"$comment":"The properties entry accepts anything: it only declares the names this rule uses, for validators that check `required` names against `properties` (Ajv strictRequired).","type":"object","properties":{"evo_steps":true,"metrics_interval":true},"required":["evo_steps"]},"then":{"not":{"required":["metrics_interval"]}}},{"description":"pop_size and population_size are two spellings of one field: write one of them","if":{"$comment":"The properties entry accepts anything: it only declares the names this rule uses, for validators that check `required` names against `properties` (Ajv strictRequired).","type":"object","properties":{"pop_size":true,"population_size":true},"required":["pop_size"]},"then":{"not":{"required":["population_size"]}}}],"x-rules":[{"id":"evo-steps-within-max-steps","left":"evo_steps","op":"<=","right":"max_steps","description":"An evolution round cannot come later than the end of training."},{"id":"metrics-interval-within-max-steps","left":"metrics_interval","op":"<=","right":"max_steps","description":"metrics_interval is evo_steps under its older name: an evolution round cannot come later than the end of training."},{"id":"eps-start-not-below-eps-end","left":"eps_start","op":">=","right":"eps_end","description":"Epsilon decays from eps_start down to eps_end."},{"id":"async-batch-divides-among-gpus","left":"rollout_batch_size","op":"multiple_of","right":"training_gpus_per_agent","when":{"rollout_mode":"async"},"defaults":{"rollout_batch_size":1},"description":"Under async rollout every data-parallel training GPU gets an equal share of each rollout batch (an unset rollout_batch_size is 1)."}],"$defs":{"CheckpointExportSpec":{"title":"CheckpointExportSpec","description":"When LLM checkpoints are also written as a merged Hugging Face package beside the adapter weights. should_merge(is_final, is_best) answers it for one save.","markdownDescription":"When LLM checkpoints are also written as a merged Hugging Face package beside the adapter weights. `should_merge(is_final, is_best)` answers it for one save.","type":"object","properties":{"format":{"enum":["adapter","merged"],"default":"adapter","description":"What a save writes: `adapter` (the LoRA adapter weights only) or `merged` (also a merged Hugging Face package, after the adapter save is durable, when trigger matches).","markdownDescription":"What a save writes: `adapter` (the LoRA adapter weights only) or `merged` (also a merged Hugging Face package, after the adapter save is durable, when `trigger` matches).","enumDescriptions":["Only the LoRA adapter weights.","The adapter weights, then a merged Hugging Face package when trigger matches."],"markdownEnumDescriptions":["Only the LoRA adapter weights.","The adapter weights, then a merged Hugging Face package when `trigger` matches."]},"trigger":{"enum":["final","best","on_demand","every"],"default":"final","description":"Which saves get the merged package (format: merged only).","markdownDescription":"Which saves get the merged package (`format: merged` only).","enumDescriptions":["The last durable save of the run.","The save the trainer marks best, and the final one.","None during training; merge later on request.","Every adapter save."],"markdownEnumDescriptions":["The last durable save of the run.","The save the trainer marks best, and the final one.","None during training; merge later on request.","Every adapter save."]}},"additionalProperties":false}}};
const schema42 = {"title":"CheckpointExportSpec","description":"When LLM checkpoints are also written as a merged Hugging Face package beside the adapter weights. should_merge(is_final, is_best) answers it for one save.","markdownDescription":"When LLM checkpoints are also written as a merged Hugging Face package beside the adapter weights. `should_merge(is_final, is_best)` answers it for one save.","type":"object","properties":{"format":{"enum":["adapter","merged"],"default":"adapter","description":"What a save writes: `adapter` (the LoRA adapter weights only) or `merged` (also a merged Hugging Face package, after the adapter save is durable, when trigger matches).","markdownDescription":"What a save writes: `adapter` (the LoRA adapter weights only) or `merged` (also a merged Hugging Face package, after the adapter save is durable, when `trigger` matches).","enumDescriptions":["Only the LoRA adapter weights.","The adapter weights, then a merged Hugging Face package when trigger matches."],"markdownEnumDescriptions":["Only the LoRA adapter weights.","The adapter weights, then a merged Hugging Face package when `trigger` matches."]},"trigger":{"enum":["final","best","on_demand","every"],"default":"final","description":"Which saves get the merged package (format: merged only).","markdownDescription":"Which saves get the merged package (`format: merged` only).","enumDescriptions":["The last durable save of the run.","The save the trainer marks best, and the final one.","None during training; merge later on request.","Every adapter save."],"markdownEnumDescriptions":["The last durable save of the run.","The save the trainer marks best, and the final one.","None during training; merge later on request.","Every adapter save."]}},"additionalProperties":false};
const func1 = Object.prototype.hasOwnProperty;

function validate30(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://agilerl-specs.github.io/schema/v1/training.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate30.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs2 = errors;
let valid1 = true;
const _errs3 = errors;
if(errors === _errs3){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.rollout_mode === undefined) && (missing0 = "rollout_mode")){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
else {
if(data.rollout_mode !== undefined){
if("async" !== data.rollout_mode){
const err1 = {};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
}
else {
const err2 = {};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
var _valid0 = _errs3 === errors;
errors = _errs2;
if(vErrors !== null){
if(_errs2){
vErrors.length = _errs2;
}
else {
vErrors = null;
}
}
if(_valid0){
const _errs6 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.rollout_engines_per_agent === undefined){
const err3 = {instancePath,schemaPath:"#/allOf/0/then/required",keyword:"required",params:{missingProperty: "rollout_engines_per_agent"},message:"must have required property '"+"rollout_engines_per_agent"+"'",schema:schema41.allOf[0].then.required,parentSchema:schema41.allOf[0].then,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.rollout_engines_per_agent !== undefined){
let data1 = data.rollout_engines_per_agent;
const _errs8 = errors;
let valid4 = false;
const _errs9 = errors;
if("auto" !== data1){
const err4 = {instancePath:instancePath+"/rollout_engines_per_agent",schemaPath:"#/allOf/0/then/properties/rollout_engines_per_agent/anyOf/0/const",keyword:"const",params:{allowedValue: "auto"},message:"must be equal to constant",schema:"auto",parentSchema:schema41.allOf[0].then.properties.rollout_engines_per_agent.anyOf[0],data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid1 = _errs9 === errors;
valid4 = valid4 || _valid1;
const _errs10 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err5 = {instancePath:instancePath+"/rollout_engines_per_agent",schemaPath:"#/allOf/0/then/properties/rollout_engines_per_agent/anyOf/1/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema41.allOf[0].then.properties.rollout_engines_per_agent.anyOf[1].type,parentSchema:schema41.allOf[0].then.properties.rollout_engines_per_agent.anyOf[1],data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 1 || isNaN(data1)){
const err6 = {instancePath:instancePath+"/rollout_engines_per_agent",schemaPath:"#/allOf/0/then/properties/rollout_engines_per_agent/anyOf/1/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema41.allOf[0].then.properties.rollout_engines_per_agent.anyOf[1],data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
var _valid1 = _errs10 === errors;
valid4 = valid4 || _valid1;
if(!valid4){
const err7 = {instancePath:instancePath+"/rollout_engines_per_agent",schemaPath:"#/allOf/0/then/properties/rollout_engines_per_agent/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema41.allOf[0].then.properties.rollout_engines_per_agent.anyOf,parentSchema:schema41.allOf[0].then.properties.rollout_engines_per_agent,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
else {
errors = _errs8;
if(vErrors !== null){
if(_errs8){
vErrors.length = _errs8;
}
else {
vErrors = null;
}
}
}
}
if(data.experience_sharing !== undefined){
let data2 = data.experience_sharing;
const _errs13 = errors;
const _errs14 = errors;
if(true !== data2){
const err8 = {};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var valid5 = _errs14 === errors;
if(valid5){
const err9 = {instancePath:instancePath+"/experience_sharing",schemaPath:"#/allOf/0/then/properties/experience_sharing/not",keyword:"not",params:{},message:"must NOT be valid",schema:schema41.allOf[0].then.properties.experience_sharing.not,parentSchema:schema41.allOf[0].then.properties.experience_sharing,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
else {
errors = _errs13;
if(vErrors !== null){
if(_errs13){
vErrors.length = _errs13;
}
else {
vErrors = null;
}
}
}
}
}
var _valid0 = _errs6 === errors;
valid1 = _valid0;
if(valid1){
var props0 = {};
props0.rollout_engines_per_agent = true;
props0.experience_sharing = true;
props0.rollout_mode = true;
}
}
if(!valid1){
const err10 = {instancePath,schemaPath:"#/allOf/0/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema41.allOf[0].if,parentSchema:schema41.allOf[0],data};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
const _errs16 = errors;
let valid6 = true;
const _errs17 = errors;
if(errors === _errs17){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if((data.evo_epochs === undefined) && (missing1 = "evo_epochs")){
const err11 = {};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
else {
if(data.evo_epochs !== undefined){
let data3 = data.evo_epochs;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err12 = {};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
}
else {
const err13 = {};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
var _valid2 = _errs17 === errors;
errors = _errs16;
if(vErrors !== null){
if(_errs16){
vErrors.length = _errs16;
}
else {
vErrors = null;
}
}
if(_valid2){
const _errs21 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.num_epochs === undefined){
const err14 = {instancePath,schemaPath:"#/allOf/1/then/required",keyword:"required",params:{missingProperty: "num_epochs"},message:"must have required property '"+"num_epochs"+"'",schema:schema41.allOf[1].then.required,parentSchema:schema41.allOf[1].then,data};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data.num_epochs !== undefined){
let data4 = data.num_epochs;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err15 = {instancePath:instancePath+"/num_epochs",schemaPath:"#/allOf/1/then/properties/num_epochs/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema41.allOf[1].then.properties.num_epochs.type,parentSchema:schema41.allOf[1].then.properties.num_epochs,data:data4};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
}
var _valid2 = _errs21 === errors;
valid6 = _valid2;
if(valid6){
var props1 = {};
props1.num_epochs = true;
props1.evo_epochs = true;
}
}
if(!valid6){
const err16 = {instancePath,schemaPath:"#/allOf/1/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema41.allOf[1].if,parentSchema:schema41.allOf[1],data};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(props0 !== true && props1 !== undefined){
if(props1 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props1);
}
}
const _errs25 = errors;
let valid9 = true;
const _errs26 = errors;
if(errors === _errs26){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing2;
if((data.eval_greedy === undefined) && (missing2 = "eval_greedy")){
const err17 = {};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
else {
if(data.eval_greedy !== undefined){
if(false !== data.eval_greedy){
const err18 = {};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
}
}
else {
const err19 = {};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
var _valid3 = _errs26 === errors;
errors = _errs25;
if(vErrors !== null){
if(_errs25){
vErrors.length = _errs25;
}
else {
vErrors = null;
}
}
if(_valid3){
const _errs29 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.eval_samples_per_task === undefined){
const err20 = {instancePath,schemaPath:"#/allOf/2/then/required",keyword:"required",params:{missingProperty: "eval_samples_per_task"},message:"must have required property '"+"eval_samples_per_task"+"'",schema:schema41.allOf[2].then.required,parentSchema:schema41.allOf[2].then,data};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data.eval_samples_per_task !== undefined){
let data6 = data.eval_samples_per_task;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err21 = {instancePath:instancePath+"/eval_samples_per_task",schemaPath:"#/allOf/2/then/properties/eval_samples_per_task/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema41.allOf[2].then.properties.eval_samples_per_task.type,parentSchema:schema41.allOf[2].then.properties.eval_samples_per_task,data:data6};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 < 1 || isNaN(data6)){
const err22 = {instancePath:instancePath+"/eval_samples_per_task",schemaPath:"#/allOf/2/then/properties/eval_samples_per_task/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema41.allOf[2].then.properties.eval_samples_per_task,data:data6};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
}
}
var _valid3 = _errs29 === errors;
valid9 = _valid3;
if(valid9){
var props2 = {};
props2.eval_samples_per_task = true;
props2.eval_greedy = true;
}
}
if(!valid9){
const err23 = {instancePath,schemaPath:"#/allOf/2/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema41.allOf[2].if,parentSchema:schema41.allOf[2],data};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(props0 !== true && props2 !== undefined){
if(props2 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props2);
}
}
const _errs33 = errors;
let valid12 = true;
const _errs34 = errors;
if(errors === _errs34){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing3;
if((data.async_rollout === undefined) && (missing3 = "async_rollout")){
const err24 = {};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
else {
const err25 = {};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
var _valid4 = _errs34 === errors;
errors = _errs33;
if(vErrors !== null){
if(_errs33){
vErrors.length = _errs33;
}
else {
vErrors = null;
}
}
if(_valid4){
const _errs37 = errors;
const _errs38 = errors;
const _errs39 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing4;
if((data.async_rollout === undefined) && (missing4 = "async_rollout")){
const err26 = {};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
var valid13 = _errs39 === errors;
if(valid13){
const err27 = {instancePath,schemaPath:"#/allOf/3/then/not",keyword:"not",params:{},message:"must NOT be valid",schema:schema41.allOf[3].then.not,parentSchema:schema41.allOf[3].then,data};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
else {
errors = _errs38;
if(vErrors !== null){
if(_errs38){
vErrors.length = _errs38;
}
else {
vErrors = null;
}
}
}
var _valid4 = _errs37 === errors;
valid12 = _valid4;
}
if(!valid12){
const err28 = {instancePath,schemaPath:"#/allOf/3/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema41.allOf[3].if,parentSchema:schema41.allOf[3],data};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(props0 !== true){
props0 = props0 || {};
props0.async_rollout = true;
}
const _errs41 = errors;
let valid14 = true;
const _errs42 = errors;
if(errors === _errs42){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing5;
if((data.evo_steps === undefined) && (missing5 = "evo_steps")){
const err29 = {};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
else {
const err30 = {};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
var _valid5 = _errs42 === errors;
errors = _errs41;
if(vErrors !== null){
if(_errs41){
vErrors.length = _errs41;
}
else {
vErrors = null;
}
}
if(_valid5){
const _errs45 = errors;
const _errs46 = errors;
const _errs47 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing6;
if((data.metrics_interval === undefined) && (missing6 = "metrics_interval")){
const err31 = {};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
var valid15 = _errs47 === errors;
if(valid15){
const err32 = {instancePath,schemaPath:"#/allOf/4/then/not",keyword:"not",params:{},message:"must NOT be valid",schema:schema41.allOf[4].then.not,parentSchema:schema41.allOf[4].then,data};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
else {
errors = _errs46;
if(vErrors !== null){
if(_errs46){
vErrors.length = _errs46;
}
else {
vErrors = null;
}
}
}
var _valid5 = _errs45 === errors;
valid14 = _valid5;
}
if(!valid14){
const err33 = {instancePath,schemaPath:"#/allOf/4/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema41.allOf[4].if,parentSchema:schema41.allOf[4],data};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(props0 !== true){
props0 = props0 || {};
props0.evo_steps = true;
props0.metrics_interval = true;
}
const _errs49 = errors;
let valid16 = true;
const _errs50 = errors;
if(errors === _errs50){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing7;
if((data.pop_size === undefined) && (missing7 = "pop_size")){
const err34 = {};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
else {
const err35 = {};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
var _valid6 = _errs50 === errors;
errors = _errs49;
if(vErrors !== null){
if(_errs49){
vErrors.length = _errs49;
}
else {
vErrors = null;
}
}
if(_valid6){
const _errs53 = errors;
const _errs54 = errors;
const _errs55 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing8;
if((data.population_size === undefined) && (missing8 = "population_size")){
const err36 = {};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
var valid17 = _errs55 === errors;
if(valid17){
const err37 = {instancePath,schemaPath:"#/allOf/5/then/not",keyword:"not",params:{},message:"must NOT be valid",schema:schema41.allOf[5].then.not,parentSchema:schema41.allOf[5].then,data};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
else {
errors = _errs54;
if(vErrors !== null){
if(_errs54){
vErrors.length = _errs54;
}
else {
vErrors = null;
}
}
}
var _valid6 = _errs53 === errors;
valid16 = _valid6;
}
if(!valid16){
const err38 = {instancePath,schemaPath:"#/allOf/5/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema41.allOf[5].if,parentSchema:schema41.allOf[5],data};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if(props0 !== true){
props0 = props0 || {};
props0.pop_size = true;
props0.population_size = true;
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(func1.call(schema41.properties, key0))){
const err39 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema41,data};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data.name !== undefined){
let data7 = data.name;
const _errs59 = errors;
let valid19 = false;
const _errs60 = errors;
if(typeof data7 !== "string"){
const err40 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema41.properties.name.anyOf[0].type,parentSchema:schema41.properties.name.anyOf[0],data:data7};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
var _valid7 = _errs60 === errors;
valid19 = valid19 || _valid7;
const _errs62 = errors;
if(data7 !== null){
const err41 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema41.properties.name.anyOf[1].type,parentSchema:schema41.properties.name.anyOf[1],data:data7};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
var _valid7 = _errs62 === errors;
valid19 = valid19 || _valid7;
if(!valid19){
const err42 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema41.properties.name.anyOf,parentSchema:schema41.properties.name,data:data7};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
else {
errors = _errs59;
if(vErrors !== null){
if(_errs59){
vErrors.length = _errs59;
}
else {
vErrors = null;
}
}
}
}
if(data.max_steps !== undefined){
let data8 = data.max_steps;
if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
const err43 = {instancePath:instancePath+"/max_steps",schemaPath:"#/properties/max_steps/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema41.properties.max_steps.type,parentSchema:schema41.properties.max_steps,data:data8};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 < 1 || isNaN(data8)){
const err44 = {instancePath:instancePath+"/max_steps",schemaPath:"#/properties/max_steps/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema41.properties.max_steps,data:data8};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
}
if(data.evo_steps !== undefined){
let data9 = data.evo_steps;
const _errs69 = errors;
let valid20 = false;
const _errs70 = errors;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
const err45 = {instancePath:instancePath+"/evo_steps",schemaPath:"#/properties/evo_steps/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema41.properties.evo_steps.anyOf[0].type,parentSchema:schema41.properties.evo_steps.anyOf[0],data:data9};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
if((typeof data9 == "number") && (isFinite(data9))){
if(data9 < 1 || isNaN(data9)){
const err46 = {instancePath:instancePath+"/evo_steps",schemaPath:"#/properties/evo_steps/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema41.properties.evo_steps.anyOf[0],data:data9};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
var _valid8 = _errs70 === errors;
valid20 = valid20 || _valid8;
const _errs72 = errors;
if(data9 !== null){
const err47 = {instancePath:instancePath+"/evo_steps",schemaPath:"#/properties/evo_steps/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema41.properties.evo_steps.anyOf[1].type,parentSchema:schema41.properties.evo_steps.anyOf[1],data:data9};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
var _valid8 = _errs72 === errors;
valid20 = valid20 || _valid8;
if(!valid20){
const err48 = {instancePath:instancePath+"/evo_steps",schemaPath:"#/properties/evo_steps/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema41.properties.evo_steps.anyOf,parentSchema:schema41.properties.evo_steps,data:data9};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
else {
errors = _errs69;
if(vErrors !== null){
if(_errs69){
vErrors.length = _errs69;
}
else {
vErrors = null;
}
}
}
}
if(data.metrics_interval !== undefined){
let data10 = data.metrics_interval;
const _errs76 = errors;
let valid21 = false;
const _errs77 = errors;
if(!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))){
const err49 = {instancePath:instancePath+"/metrics_interval",schemaPath:"#/properties/metrics_interval/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema41.properties.metrics_interval.anyOf[0].type,parentSchema:schema41.properties.metrics_interval.anyOf[0],data:data10};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
if((typeof data10 == "number") && (isFinite(data10))){
if(data10 < 1 || isNaN(data10)){
const err50 = {instancePath:instancePath+"/metrics_interval",schemaPath:"#/properties/metrics_interval/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema41.properties.metrics_interval.anyOf[0],data:data10};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
var _valid9 = _errs77 === errors;
valid21 = valid21 || _valid9;
const _errs79 = errors;
if(data10 !== null){
const err51 = {instancePath:instancePath+"/metrics_interval",schemaPath:"#/properties/metrics_interval/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema41.properties.metrics_interval.anyOf[1].type,parentSchema:schema41.properties.metrics_interval.anyOf[1],data:data10};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
var _valid9 = _errs79 === errors;
valid21 = valid21 || _valid9;
if(!valid21){
const err52 = {instancePath:instancePath+"/metrics_interval",schemaPath:"#/properties/metrics_interval/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema41.properties.metrics_interval.anyOf,parentSchema:schema41.properties.metrics_interval,data:data10};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
else {
errors = _errs76;
if(vErrors !== null){
if(_errs76){
vErrors.length = _errs76;
}
else {
vErrors = null;
}
}
}
}
if(data.pop_size !== undefined){
let data11 = data.pop_size;
if(!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))){
const err53 = {instancePath:instancePath+"/pop_size",schemaPath:"#/properties/pop_size/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema41.properties.pop_size.type,parentSchema:schema41.properties.pop_size,data:data11};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
if((typeof data11 == "number") && (isFinite(data11))){
if(data11 < 1 || isNaN(data11)){
const err54 = {instancePath:instancePath+"/pop_size",schemaPath:"#/properties/pop_size/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema41.properties.pop_size,data:data11};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
}
if(data.population_size !== undefined){
let data12 = data.population_size;
if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
const err55 = {instancePath:instancePath+"/population_size",schemaPath:"#/properties/population_size/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema41.properties.population_size.type,parentSchema:schema41.properties.population_size,data:data12};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
if((typeof data12 == "number") && (isFinite(data12))){
if(data12 < 1 || isNaN(data12)){
const err56 = {instancePath:instancePath+"/population_size",schemaPath:"#/properties/population_size/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema41.properties.population_size,data:data12};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
}
if(data.eval_steps !== undefined){
let data13 = data.eval_steps;
const _errs93 = errors;
let valid22 = false;
const _errs94 = errors;
if(!(((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13))) && (isFinite(data13)))){
const err57 = {instancePath:instancePath+"/eval_steps",schemaPath:"#/properties/eval_steps/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema41.properties.eval_steps.anyOf[0].type,parentSchema:schema41.properties.eval_steps.anyOf[0],data:data13};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
if((typeof data13 == "number") && (isFinite(data13))){
if(data13 < 1 || isNaN(data13)){
const err58 = {instancePath:instancePath+"/eval_steps",schemaPath:"#/properties/eval_steps/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema41.properties.eval_steps.anyOf[0],data:data13};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
var _valid10 = _errs94 === errors;
valid22 = valid22 || _valid10;
const _errs96 = errors;
if(data13 !== null){
const err59 = {instancePath:instancePath+"/eval_steps",schemaPath:"#/properties/eval_steps/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema41.properties.eval_steps.anyOf[1].type,parentSchema:schema41.properties.eval_steps.anyOf[1],data:data13};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
var _valid10 = _errs96 === errors;
valid22 = valid22 || _valid10;
if(!valid22){
const err60 = {instancePath:instancePath+"/eval_steps",schemaPath:"#/properties/eval_steps/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema41.properties.eval_steps.anyOf,parentSchema:schema41.properties.eval_steps,data:data13};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
else {
errors = _errs93;
if(vErrors !== null){
if(_errs93){
vErrors.length = _errs93;
}
else {
vErrors = null;
}
}
}
}
if(data.eval_loop !== undefined){
let data14 = data.eval_loop;
if(!(((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14))) && (isFinite(data14)))){
const err61 = {instancePath:instancePath+"/eval_loop",schemaPath:"#/properties/eval_loop/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema41.properties.eval_loop.type,parentSchema:schema41.properties.eval_loop,data:data14};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
if((typeof data14 == "number") && (isFinite(data14))){
if(data14 < 1 || isNaN(data14)){
const err62 = {instancePath:instancePath+"/eval_loop",schemaPath:"#/properties/eval_loop/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema41.properties.eval_loop,data:data14};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
}
if(data.hpo !== undefined){
let data15 = data.hpo;
if(typeof data15 !== "boolean"){
const err63 = {instancePath:instancePath+"/hpo",schemaPath:"#/properties/hpo/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema41.properties.hpo.type,parentSchema:schema41.properties.hpo,data:data15};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
if(data.target_score !== undefined){
let data16 = data.target_score;
const _errs106 = errors;
let valid23 = false;
const _errs107 = errors;
if(!((typeof data16 == "number") && (isFinite(data16)))){
const err64 = {instancePath:instancePath+"/target_score",schemaPath:"#/properties/target_score/anyOf/0/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema41.properties.target_score.anyOf[0].type,parentSchema:schema41.properties.target_score.anyOf[0],data:data16};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
var _valid11 = _errs107 === errors;
valid23 = valid23 || _valid11;
const _errs109 = errors;
if(data16 !== null){
const err65 = {instancePath:instancePath+"/target_score",schemaPath:"#/properties/target_score/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema41.properties.target_score.anyOf[1].type,parentSchema:schema41.properties.target_score.anyOf[1],data:data16};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
var _valid11 = _errs109 === errors;
valid23 = valid23 || _valid11;
if(!valid23){
const err66 = {instancePath:instancePath+"/target_score",schemaPath:"#/properties/target_score/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema41.properties.target_score.anyOf,parentSchema:schema41.properties.target_score,data:data16};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
else {
errors = _errs106;
if(vErrors !== null){
if(_errs106){
vErrors.length = _errs106;
}
else {
vErrors = null;
}
}
}
}
if(data.learning_delay !== undefined){
let data17 = data.learning_delay;
const _errs113 = errors;
let valid24 = false;
const _errs114 = errors;
if(!(((typeof data17 == "number") && (!(data17 % 1) && !isNaN(data17))) && (isFinite(data17)))){
const err67 = {instancePath:instancePath+"/learning_delay",schemaPath:"#/properties/learning_delay/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema41.properties.learning_delay.anyOf[0].type,parentSchema:schema41.properties.learning_delay.anyOf[0],data:data17};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
if((typeof data17 == "number") && (isFinite(data17))){
if(data17 < 0 || isNaN(data17)){
const err68 = {instancePath:instancePath+"/learning_delay",schemaPath:"#/properties/learning_delay/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema41.properties.learning_delay.anyOf[0],data:data17};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
var _valid12 = _errs114 === errors;
valid24 = valid24 || _valid12;
const _errs116 = errors;
if(data17 !== null){
const err69 = {instancePath:instancePath+"/learning_delay",schemaPath:"#/properties/learning_delay/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema41.properties.learning_delay.anyOf[1].type,parentSchema:schema41.properties.learning_delay.anyOf[1],data:data17};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
var _valid12 = _errs116 === errors;
valid24 = valid24 || _valid12;
if(!valid24){
const err70 = {instancePath:instancePath+"/learning_delay",schemaPath:"#/properties/learning_delay/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema41.properties.learning_delay.anyOf,parentSchema:schema41.properties.learning_delay,data:data17};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
else {
errors = _errs113;
if(vErrors !== null){
if(_errs113){
vErrors.length = _errs113;
}
else {
vErrors = null;
}
}
}
}
if(data.eps_start !== undefined){
let data18 = data.eps_start;
const _errs120 = errors;
let valid25 = false;
const _errs121 = errors;
if(!((typeof data18 == "number") && (isFinite(data18)))){
const err71 = {instancePath:instancePath+"/eps_start",schemaPath:"#/properties/eps_start/anyOf/0/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema41.properties.eps_start.anyOf[0].type,parentSchema:schema41.properties.eps_start.anyOf[0],data:data18};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
var _valid13 = _errs121 === errors;
valid25 = valid25 || _valid13;
const _errs123 = errors;
if(data18 !== null){
const err72 = {instancePath:instancePath+"/eps_start",schemaPath:"#/properties/eps_start/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema41.properties.eps_start.anyOf[1].type,parentSchema:schema41.properties.eps_start.anyOf[1],data:data18};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
var _valid13 = _errs123 === errors;
valid25 = valid25 || _valid13;
if(!valid25){
const err73 = {instancePath:instancePath+"/eps_start",schemaPath:"#/properties/eps_start/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema41.properties.eps_start.anyOf,parentSchema:schema41.properties.eps_start,data:data18};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
else {
errors = _errs120;
if(vErrors !== null){
if(_errs120){
vErrors.length = _errs120;
}
else {
vErrors = null;
}
}
}
}
if(data.eps_end !== undefined){
let data19 = data.eps_end;
const _errs127 = errors;
let valid26 = false;
const _errs128 = errors;
if(!((typeof data19 == "number") && (isFinite(data19)))){
const err74 = {instancePath:instancePath+"/eps_end",schemaPath:"#/properties/eps_end/anyOf/0/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema41.properties.eps_end.anyOf[0].type,parentSchema:schema41.properties.eps_end.anyOf[0],data:data19};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
var _valid14 = _errs128 === errors;
valid26 = valid26 || _valid14;
const _errs130 = errors;
if(data19 !== null){
const err75 = {instancePath:instancePath+"/eps_end",schemaPath:"#/properties/eps_end/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema41.properties.eps_end.anyOf[1].type,parentSchema:schema41.properties.eps_end.anyOf[1],data:data19};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
var _valid14 = _errs130 === errors;
valid26 = valid26 || _valid14;
if(!valid26){
const err76 = {instancePath:instancePath+"/eps_end",schemaPath:"#/properties/eps_end/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema41.properties.eps_end.anyOf,parentSchema:schema41.properties.eps_end,data:data19};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
else {
errors = _errs127;
if(vErrors !== null){
if(_errs127){
vErrors.length = _errs127;
}
else {
vErrors = null;
}
}
}
}
if(data.eps_decay !== undefined){
let data20 = data.eps_decay;
const _errs134 = errors;
let valid27 = false;
const _errs135 = errors;
if(!((typeof data20 == "number") && (isFinite(data20)))){
const err77 = {instancePath:instancePath+"/eps_decay",schemaPath:"#/properties/eps_decay/anyOf/0/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema41.properties.eps_decay.anyOf[0].type,parentSchema:schema41.properties.eps_decay.anyOf[0],data:data20};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
var _valid15 = _errs135 === errors;
valid27 = valid27 || _valid15;
const _errs137 = errors;
if(data20 !== null){
const err78 = {instancePath:instancePath+"/eps_decay",schemaPath:"#/properties/eps_decay/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema41.properties.eps_decay.anyOf[1].type,parentSchema:schema41.properties.eps_decay.anyOf[1],data:data20};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
var _valid15 = _errs137 === errors;
valid27 = valid27 || _valid15;
if(!valid27){
const err79 = {instancePath:instancePath+"/eps_decay",schemaPath:"#/properties/eps_decay/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema41.properties.eps_decay.anyOf,parentSchema:schema41.properties.eps_decay,data:data20};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
else {
errors = _errs134;
if(vErrors !== null){
if(_errs134){
vErrors.length = _errs134;
}
else {
vErrors = null;
}
}
}
}
if(data.checkpoint_steps !== undefined){
let data21 = data.checkpoint_steps;
const _errs141 = errors;
let valid28 = false;
const _errs142 = errors;
if(!(((typeof data21 == "number") && (!(data21 % 1) && !isNaN(data21))) && (isFinite(data21)))){
const err80 = {instancePath:instancePath+"/checkpoint_steps",schemaPath:"#/properties/checkpoint_steps/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema41.properties.checkpoint_steps.anyOf[0].type,parentSchema:schema41.properties.checkpoint_steps.anyOf[0],data:data21};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
if((typeof data21 == "number") && (isFinite(data21))){
if(data21 < 1 || isNaN(data21)){
const err81 = {instancePath:instancePath+"/checkpoint_steps",schemaPath:"#/properties/checkpoint_steps/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema41.properties.checkpoint_steps.anyOf[0],data:data21};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
}
var _valid16 = _errs142 === errors;
valid28 = valid28 || _valid16;
const _errs144 = errors;
if(data21 !== null){
const err82 = {instancePath:instancePath+"/checkpoint_steps",schemaPath:"#/properties/checkpoint_steps/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema41.properties.checkpoint_steps.anyOf[1].type,parentSchema:schema41.properties.checkpoint_steps.anyOf[1],data:data21};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
var _valid16 = _errs144 === errors;
valid28 = valid28 || _valid16;
if(!valid28){
const err83 = {instancePath:instancePath+"/checkpoint_steps",schemaPath:"#/properties/checkpoint_steps/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema41.properties.checkpoint_steps.anyOf,parentSchema:schema41.properties.checkpoint_steps,data:data21};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
else {
errors = _errs141;
if(vErrors !== null){
if(_errs141){
vErrors.length = _errs141;
}
else {
vErrors = null;
}
}
}
}
if(data.checkpoint_path !== undefined){
let data22 = data.checkpoint_path;
const _errs148 = errors;
let valid29 = false;
const _errs149 = errors;
if(typeof data22 !== "string"){
const err84 = {instancePath:instancePath+"/checkpoint_path",schemaPath:"#/properties/checkpoint_path/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema41.properties.checkpoint_path.anyOf[0].type,parentSchema:schema41.properties.checkpoint_path.anyOf[0],data:data22};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
var _valid17 = _errs149 === errors;
valid29 = valid29 || _valid17;
const _errs151 = errors;
if(data22 !== null){
const err85 = {instancePath:instancePath+"/checkpoint_path",schemaPath:"#/properties/checkpoint_path/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema41.properties.checkpoint_path.anyOf[1].type,parentSchema:schema41.properties.checkpoint_path.anyOf[1],data:data22};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
var _valid17 = _errs151 === errors;
valid29 = valid29 || _valid17;
if(!valid29){
const err86 = {instancePath:instancePath+"/checkpoint_path",schemaPath:"#/properties/checkpoint_path/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema41.properties.checkpoint_path.anyOf,parentSchema:schema41.properties.checkpoint_path,data:data22};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
else {
errors = _errs148;
if(vErrors !== null){
if(_errs148){
vErrors.length = _errs148;
}
else {
vErrors = null;
}
}
}
}
if(data.overwrite_checkpoints !== undefined){
let data23 = data.overwrite_checkpoints;
if(typeof data23 !== "boolean"){
const err87 = {instancePath:instancePath+"/overwrite_checkpoints",schemaPath:"#/properties/overwrite_checkpoints/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema41.properties.overwrite_checkpoints.type,parentSchema:schema41.properties.overwrite_checkpoints,data:data23};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
}
if(data.checkpoint_optimizer !== undefined){
let data24 = data.checkpoint_optimizer;
if(typeof data24 !== "boolean"){
const err88 = {instancePath:instancePath+"/checkpoint_optimizer",schemaPath:"#/properties/checkpoint_optimizer/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema41.properties.checkpoint_optimizer.type,parentSchema:schema41.properties.checkpoint_optimizer,data:data24};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
}
if(data.evaluation_interval !== undefined){
let data25 = data.evaluation_interval;
const _errs161 = errors;
let valid30 = false;
const _errs162 = errors;
if(!(((typeof data25 == "number") && (!(data25 % 1) && !isNaN(data25))) && (isFinite(data25)))){
const err89 = {instancePath:instancePath+"/evaluation_interval",schemaPath:"#/properties/evaluation_interval/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema41.properties.evaluation_interval.anyOf[0].type,parentSchema:schema41.properties.evaluation_interval.anyOf[0],data:data25};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
if((typeof data25 == "number") && (isFinite(data25))){
if(data25 < 1 || isNaN(data25)){
const err90 = {instancePath:instancePath+"/evaluation_interval",schemaPath:"#/properties/evaluation_interval/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema41.properties.evaluation_interval.anyOf[0],data:data25};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
}
var _valid18 = _errs162 === errors;
valid30 = valid30 || _valid18;
const _errs164 = errors;
if(data25 !== null){
const err91 = {instancePath:instancePath+"/evaluation_interval",schemaPath:"#/properties/evaluation_interval/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema41.properties.evaluation_interval.anyOf[1].type,parentSchema:schema41.properties.evaluation_interval.anyOf[1],data:data25};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
var _valid18 = _errs164 === errors;
valid30 = valid30 || _valid18;
if(!valid30){
const err92 = {instancePath:instancePath+"/evaluation_interval",schemaPath:"#/properties/evaluation_interval/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema41.properties.evaluation_interval.anyOf,parentSchema:schema41.properties.evaluation_interval,data:data25};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
else {
errors = _errs161;
if(vErrors !== null){
if(_errs161){
vErrors.length = _errs161;
}
else {
vErrors = null;
}
}
}
}
if(data.eval_samples_per_task !== undefined){
let data26 = data.eval_samples_per_task;
if(!(((typeof data26 == "number") && (!(data26 % 1) && !isNaN(data26))) && (isFinite(data26)))){
const err93 = {instancePath:instancePath+"/eval_samples_per_task",schemaPath:"#/properties/eval_samples_per_task/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema41.properties.eval_samples_per_task.type,parentSchema:schema41.properties.eval_samples_per_task,data:data26};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
if((typeof data26 == "number") && (isFinite(data26))){
if(data26 < 0 || isNaN(data26)){
const err94 = {instancePath:instancePath+"/eval_samples_per_task",schemaPath:"#/properties/eval_samples_per_task/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema41.properties.eval_samples_per_task,data:data26};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
}
}
if(data.eval_greedy !== undefined){
let data27 = data.eval_greedy;
if(typeof data27 !== "boolean"){
const err95 = {instancePath:instancePath+"/eval_greedy",schemaPath:"#/properties/eval_greedy/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema41.properties.eval_greedy.type,parentSchema:schema41.properties.eval_greedy,data:data27};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
}
if(data.eval_max_concurrent_episodes !== undefined){
let data28 = data.eval_max_concurrent_episodes;
const _errs174 = errors;
let valid31 = false;
const _errs175 = errors;
if(!(((typeof data28 == "number") && (!(data28 % 1) && !isNaN(data28))) && (isFinite(data28)))){
const err96 = {instancePath:instancePath+"/eval_max_concurrent_episodes",schemaPath:"#/properties/eval_max_concurrent_episodes/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema41.properties.eval_max_concurrent_episodes.anyOf[0].type,parentSchema:schema41.properties.eval_max_concurrent_episodes.anyOf[0],data:data28};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
if((typeof data28 == "number") && (isFinite(data28))){
if(data28 < 1 || isNaN(data28)){
const err97 = {instancePath:instancePath+"/eval_max_concurrent_episodes",schemaPath:"#/properties/eval_max_concurrent_episodes/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema41.properties.eval_max_concurrent_episodes.anyOf[0],data:data28};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
}
var _valid19 = _errs175 === errors;
valid31 = valid31 || _valid19;
const _errs177 = errors;
if(data28 !== null){
const err98 = {instancePath:instancePath+"/eval_max_concurrent_episodes",schemaPath:"#/properties/eval_max_concurrent_episodes/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema41.properties.eval_max_concurrent_episodes.anyOf[1].type,parentSchema:schema41.properties.eval_max_concurrent_episodes.anyOf[1],data:data28};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
var _valid19 = _errs177 === errors;
valid31 = valid31 || _valid19;
if(!valid31){
const err99 = {instancePath:instancePath+"/eval_max_concurrent_episodes",schemaPath:"#/properties/eval_max_concurrent_episodes/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema41.properties.eval_max_concurrent_episodes.anyOf,parentSchema:schema41.properties.eval_max_concurrent_episodes,data:data28};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
else {
errors = _errs174;
if(vErrors !== null){
if(_errs174){
vErrors.length = _errs174;
}
else {
vErrors = null;
}
}
}
}
if(data.num_epochs !== undefined){
let data29 = data.num_epochs;
const _errs181 = errors;
let valid32 = false;
const _errs182 = errors;
if(!(((typeof data29 == "number") && (!(data29 % 1) && !isNaN(data29))) && (isFinite(data29)))){
const err100 = {instancePath:instancePath+"/num_epochs",schemaPath:"#/properties/num_epochs/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema41.properties.num_epochs.anyOf[0].type,parentSchema:schema41.properties.num_epochs.anyOf[0],data:data29};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
if((typeof data29 == "number") && (isFinite(data29))){
if(data29 < 1 || isNaN(data29)){
const err101 = {instancePath:instancePath+"/num_epochs",schemaPath:"#/properties/num_epochs/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema41.properties.num_epochs.anyOf[0],data:data29};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
}
var _valid20 = _errs182 === errors;
valid32 = valid32 || _valid20;
const _errs184 = errors;
if(data29 !== null){
const err102 = {instancePath:instancePath+"/num_epochs",schemaPath:"#/properties/num_epochs/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema41.properties.num_epochs.anyOf[1].type,parentSchema:schema41.properties.num_epochs.anyOf[1],data:data29};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
}
errors++;
}
var _valid20 = _errs184 === errors;
valid32 = valid32 || _valid20;
if(!valid32){
const err103 = {instancePath:instancePath+"/num_epochs",schemaPath:"#/properties/num_epochs/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema41.properties.num_epochs.anyOf,parentSchema:schema41.properties.num_epochs,data:data29};
if(vErrors === null){
vErrors = [err103];
}
else {
vErrors.push(err103);
}
errors++;
}
else {
errors = _errs181;
if(vErrors !== null){
if(_errs181){
vErrors.length = _errs181;
}
else {
vErrors = null;
}
}
}
}
if(data.evo_epochs !== undefined){
let data30 = data.evo_epochs;
const _errs188 = errors;
let valid33 = false;
const _errs189 = errors;
if(!(((typeof data30 == "number") && (!(data30 % 1) && !isNaN(data30))) && (isFinite(data30)))){
const err104 = {instancePath:instancePath+"/evo_epochs",schemaPath:"#/properties/evo_epochs/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema41.properties.evo_epochs.anyOf[0].type,parentSchema:schema41.properties.evo_epochs.anyOf[0],data:data30};
if(vErrors === null){
vErrors = [err104];
}
else {
vErrors.push(err104);
}
errors++;
}
if((typeof data30 == "number") && (isFinite(data30))){
if(data30 < 1 || isNaN(data30)){
const err105 = {instancePath:instancePath+"/evo_epochs",schemaPath:"#/properties/evo_epochs/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema41.properties.evo_epochs.anyOf[0],data:data30};
if(vErrors === null){
vErrors = [err105];
}
else {
vErrors.push(err105);
}
errors++;
}
}
var _valid21 = _errs189 === errors;
valid33 = valid33 || _valid21;
const _errs191 = errors;
if(data30 !== null){
const err106 = {instancePath:instancePath+"/evo_epochs",schemaPath:"#/properties/evo_epochs/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema41.properties.evo_epochs.anyOf[1].type,parentSchema:schema41.properties.evo_epochs.anyOf[1],data:data30};
if(vErrors === null){
vErrors = [err106];
}
else {
vErrors.push(err106);
}
errors++;
}
var _valid21 = _errs191 === errors;
valid33 = valid33 || _valid21;
if(!valid33){
const err107 = {instancePath:instancePath+"/evo_epochs",schemaPath:"#/properties/evo_epochs/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema41.properties.evo_epochs.anyOf,parentSchema:schema41.properties.evo_epochs,data:data30};
if(vErrors === null){
vErrors = [err107];
}
else {
vErrors.push(err107);
}
errors++;
}
else {
errors = _errs188;
if(vErrors !== null){
if(_errs188){
vErrors.length = _errs188;
}
else {
vErrors = null;
}
}
}
}
if(data.max_wall_seconds !== undefined){
let data31 = data.max_wall_seconds;
const _errs195 = errors;
let valid34 = false;
const _errs196 = errors;
if((typeof data31 == "number") && (isFinite(data31))){
if(data31 <= 0 || isNaN(data31)){
const err108 = {instancePath:instancePath+"/max_wall_seconds",schemaPath:"#/properties/max_wall_seconds/anyOf/0/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0",schema:0,parentSchema:schema41.properties.max_wall_seconds.anyOf[0],data:data31};
if(vErrors === null){
vErrors = [err108];
}
else {
vErrors.push(err108);
}
errors++;
}
}
else {
const err109 = {instancePath:instancePath+"/max_wall_seconds",schemaPath:"#/properties/max_wall_seconds/anyOf/0/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema41.properties.max_wall_seconds.anyOf[0].type,parentSchema:schema41.properties.max_wall_seconds.anyOf[0],data:data31};
if(vErrors === null){
vErrors = [err109];
}
else {
vErrors.push(err109);
}
errors++;
}
var _valid22 = _errs196 === errors;
valid34 = valid34 || _valid22;
const _errs198 = errors;
if(data31 !== null){
const err110 = {instancePath:instancePath+"/max_wall_seconds",schemaPath:"#/properties/max_wall_seconds/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema41.properties.max_wall_seconds.anyOf[1].type,parentSchema:schema41.properties.max_wall_seconds.anyOf[1],data:data31};
if(vErrors === null){
vErrors = [err110];
}
else {
vErrors.push(err110);
}
errors++;
}
var _valid22 = _errs198 === errors;
valid34 = valid34 || _valid22;
if(!valid34){
const err111 = {instancePath:instancePath+"/max_wall_seconds",schemaPath:"#/properties/max_wall_seconds/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema41.properties.max_wall_seconds.anyOf,parentSchema:schema41.properties.max_wall_seconds,data:data31};
if(vErrors === null){
vErrors = [err111];
}
else {
vErrors.push(err111);
}
errors++;
}
else {
errors = _errs195;
if(vErrors !== null){
if(_errs195){
vErrors.length = _errs195;
}
else {
vErrors = null;
}
}
}
}
if(data.episode_steps !== undefined){
let data32 = data.episode_steps;
const _errs202 = errors;
let valid35 = false;
const _errs203 = errors;
if(!(((typeof data32 == "number") && (!(data32 % 1) && !isNaN(data32))) && (isFinite(data32)))){
const err112 = {instancePath:instancePath+"/episode_steps",schemaPath:"#/properties/episode_steps/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema41.properties.episode_steps.anyOf[0].type,parentSchema:schema41.properties.episode_steps.anyOf[0],data:data32};
if(vErrors === null){
vErrors = [err112];
}
else {
vErrors.push(err112);
}
errors++;
}
if((typeof data32 == "number") && (isFinite(data32))){
if(data32 < 1 || isNaN(data32)){
const err113 = {instancePath:instancePath+"/episode_steps",schemaPath:"#/properties/episode_steps/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema41.properties.episode_steps.anyOf[0],data:data32};
if(vErrors === null){
vErrors = [err113];
}
else {
vErrors.push(err113);
}
errors++;
}
}
var _valid23 = _errs203 === errors;
valid35 = valid35 || _valid23;
const _errs205 = errors;
if(data32 !== null){
const err114 = {instancePath:instancePath+"/episode_steps",schemaPath:"#/properties/episode_steps/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema41.properties.episode_steps.anyOf[1].type,parentSchema:schema41.properties.episode_steps.anyOf[1],data:data32};
if(vErrors === null){
vErrors = [err114];
}
else {
vErrors.push(err114);
}
errors++;
}
var _valid23 = _errs205 === errors;
valid35 = valid35 || _valid23;
if(!valid35){
const err115 = {instancePath:instancePath+"/episode_steps",schemaPath:"#/properties/episode_steps/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema41.properties.episode_steps.anyOf,parentSchema:schema41.properties.episode_steps,data:data32};
if(vErrors === null){
vErrors = [err115];
}
else {
vErrors.push(err115);
}
errors++;
}
else {
errors = _errs202;
if(vErrors !== null){
if(_errs202){
vErrors.length = _errs202;
}
else {
vErrors = null;
}
}
}
}
if(data.sum_scores !== undefined){
let data33 = data.sum_scores;
const _errs209 = errors;
let valid36 = false;
const _errs210 = errors;
if(typeof data33 !== "boolean"){
const err116 = {instancePath:instancePath+"/sum_scores",schemaPath:"#/properties/sum_scores/anyOf/0/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema41.properties.sum_scores.anyOf[0].type,parentSchema:schema41.properties.sum_scores.anyOf[0],data:data33};
if(vErrors === null){
vErrors = [err116];
}
else {
vErrors.push(err116);
}
errors++;
}
var _valid24 = _errs210 === errors;
valid36 = valid36 || _valid24;
const _errs212 = errors;
if(data33 !== null){
const err117 = {instancePath:instancePath+"/sum_scores",schemaPath:"#/properties/sum_scores/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema41.properties.sum_scores.anyOf[1].type,parentSchema:schema41.properties.sum_scores.anyOf[1],data:data33};
if(vErrors === null){
vErrors = [err117];
}
else {
vErrors.push(err117);
}
errors++;
}
var _valid24 = _errs212 === errors;
valid36 = valid36 || _valid24;
if(!valid36){
const err118 = {instancePath:instancePath+"/sum_scores",schemaPath:"#/properties/sum_scores/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema41.properties.sum_scores.anyOf,parentSchema:schema41.properties.sum_scores,data:data33};
if(vErrors === null){
vErrors = [err118];
}
else {
vErrors.push(err118);
}
errors++;
}
else {
errors = _errs209;
if(vErrors !== null){
if(_errs209){
vErrors.length = _errs209;
}
else {
vErrors = null;
}
}
}
}
if(data.reporting_interval !== undefined){
let data34 = data.reporting_interval;
if(!(((typeof data34 == "number") && (!(data34 % 1) && !isNaN(data34))) && (isFinite(data34)))){
const err119 = {instancePath:instancePath+"/reporting_interval",schemaPath:"#/properties/reporting_interval/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema41.properties.reporting_interval.type,parentSchema:schema41.properties.reporting_interval,data:data34};
if(vErrors === null){
vErrors = [err119];
}
else {
vErrors.push(err119);
}
errors++;
}
if((typeof data34 == "number") && (isFinite(data34))){
if(data34 < 1 || isNaN(data34)){
const err120 = {instancePath:instancePath+"/reporting_interval",schemaPath:"#/properties/reporting_interval/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema41.properties.reporting_interval,data:data34};
if(vErrors === null){
vErrors = [err120];
}
else {
vErrors.push(err120);
}
errors++;
}
}
}
if(data.experience_sharing !== undefined){
let data35 = data.experience_sharing;
const _errs219 = errors;
let valid37 = false;
const _errs220 = errors;
if(typeof data35 !== "boolean"){
const err121 = {instancePath:instancePath+"/experience_sharing",schemaPath:"#/properties/experience_sharing/anyOf/0/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema41.properties.experience_sharing.anyOf[0].type,parentSchema:schema41.properties.experience_sharing.anyOf[0],data:data35};
if(vErrors === null){
vErrors = [err121];
}
else {
vErrors.push(err121);
}
errors++;
}
var _valid25 = _errs220 === errors;
valid37 = valid37 || _valid25;
const _errs222 = errors;
if(data35 !== null){
const err122 = {instancePath:instancePath+"/experience_sharing",schemaPath:"#/properties/experience_sharing/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema41.properties.experience_sharing.anyOf[1].type,parentSchema:schema41.properties.experience_sharing.anyOf[1],data:data35};
if(vErrors === null){
vErrors = [err122];
}
else {
vErrors.push(err122);
}
errors++;
}
var _valid25 = _errs222 === errors;
valid37 = valid37 || _valid25;
if(!valid37){
const err123 = {instancePath:instancePath+"/experience_sharing",schemaPath:"#/properties/experience_sharing/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema41.properties.experience_sharing.anyOf,parentSchema:schema41.properties.experience_sharing,data:data35};
if(vErrors === null){
vErrors = [err123];
}
else {
vErrors.push(err123);
}
errors++;
}
else {
errors = _errs219;
if(vErrors !== null){
if(_errs219){
vErrors.length = _errs219;
}
else {
vErrors = null;
}
}
}
}
if(data.env_resource_ratio !== undefined){
let data36 = data.env_resource_ratio;
const _errs226 = errors;
let valid38 = false;
const _errs227 = errors;
if((typeof data36 == "number") && (isFinite(data36))){
if(data36 > 1 || isNaN(data36)){
const err124 = {instancePath:instancePath+"/env_resource_ratio",schemaPath:"#/properties/env_resource_ratio/anyOf/0/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1",schema:1,parentSchema:schema41.properties.env_resource_ratio.anyOf[0],data:data36};
if(vErrors === null){
vErrors = [err124];
}
else {
vErrors.push(err124);
}
errors++;
}
if(data36 <= 0 || isNaN(data36)){
const err125 = {instancePath:instancePath+"/env_resource_ratio",schemaPath:"#/properties/env_resource_ratio/anyOf/0/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0",schema:0,parentSchema:schema41.properties.env_resource_ratio.anyOf[0],data:data36};
if(vErrors === null){
vErrors = [err125];
}
else {
vErrors.push(err125);
}
errors++;
}
}
else {
const err126 = {instancePath:instancePath+"/env_resource_ratio",schemaPath:"#/properties/env_resource_ratio/anyOf/0/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema41.properties.env_resource_ratio.anyOf[0].type,parentSchema:schema41.properties.env_resource_ratio.anyOf[0],data:data36};
if(vErrors === null){
vErrors = [err126];
}
else {
vErrors.push(err126);
}
errors++;
}
var _valid26 = _errs227 === errors;
valid38 = valid38 || _valid26;
const _errs229 = errors;
if(data36 !== null){
const err127 = {instancePath:instancePath+"/env_resource_ratio",schemaPath:"#/properties/env_resource_ratio/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema41.properties.env_resource_ratio.anyOf[1].type,parentSchema:schema41.properties.env_resource_ratio.anyOf[1],data:data36};
if(vErrors === null){
vErrors = [err127];
}
else {
vErrors.push(err127);
}
errors++;
}
var _valid26 = _errs229 === errors;
valid38 = valid38 || _valid26;
if(!valid38){
const err128 = {instancePath:instancePath+"/env_resource_ratio",schemaPath:"#/properties/env_resource_ratio/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema41.properties.env_resource_ratio.anyOf,parentSchema:schema41.properties.env_resource_ratio,data:data36};
if(vErrors === null){
vErrors = [err128];
}
else {
vErrors.push(err128);
}
errors++;
}
else {
errors = _errs226;
if(vErrors !== null){
if(_errs226){
vErrors.length = _errs226;
}
else {
vErrors = null;
}
}
}
}
if(data.rollout_mode !== undefined){
let data37 = data.rollout_mode;
if(!((data37 === "colocated") || (data37 === "async"))){
const err129 = {instancePath:instancePath+"/rollout_mode",schemaPath:"#/properties/rollout_mode/enum",keyword:"enum",params:{allowedValues: schema41.properties.rollout_mode.enum},message:"must be equal to one of the allowed values",schema:schema41.properties.rollout_mode.enum,parentSchema:schema41.properties.rollout_mode,data:data37};
if(vErrors === null){
vErrors = [err129];
}
else {
vErrors.push(err129);
}
errors++;
}
}
if(data.rollout_batch_size !== undefined){
let data38 = data.rollout_batch_size;
const _errs237 = errors;
let valid39 = false;
const _errs238 = errors;
if(!(((typeof data38 == "number") && (!(data38 % 1) && !isNaN(data38))) && (isFinite(data38)))){
const err130 = {instancePath:instancePath+"/rollout_batch_size",schemaPath:"#/properties/rollout_batch_size/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema41.properties.rollout_batch_size.anyOf[0].type,parentSchema:schema41.properties.rollout_batch_size.anyOf[0],data:data38};
if(vErrors === null){
vErrors = [err130];
}
else {
vErrors.push(err130);
}
errors++;
}
if((typeof data38 == "number") && (isFinite(data38))){
if(data38 < 1 || isNaN(data38)){
const err131 = {instancePath:instancePath+"/rollout_batch_size",schemaPath:"#/properties/rollout_batch_size/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema41.properties.rollout_batch_size.anyOf[0],data:data38};
if(vErrors === null){
vErrors = [err131];
}
else {
vErrors.push(err131);
}
errors++;
}
}
var _valid27 = _errs238 === errors;
valid39 = valid39 || _valid27;
const _errs240 = errors;
if(data38 !== null){
const err132 = {instancePath:instancePath+"/rollout_batch_size",schemaPath:"#/properties/rollout_batch_size/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema41.properties.rollout_batch_size.anyOf[1].type,parentSchema:schema41.properties.rollout_batch_size.anyOf[1],data:data38};
if(vErrors === null){
vErrors = [err132];
}
else {
vErrors.push(err132);
}
errors++;
}
var _valid27 = _errs240 === errors;
valid39 = valid39 || _valid27;
if(!valid39){
const err133 = {instancePath:instancePath+"/rollout_batch_size",schemaPath:"#/properties/rollout_batch_size/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema41.properties.rollout_batch_size.anyOf,parentSchema:schema41.properties.rollout_batch_size,data:data38};
if(vErrors === null){
vErrors = [err133];
}
else {
vErrors.push(err133);
}
errors++;
}
else {
errors = _errs237;
if(vErrors !== null){
if(_errs237){
vErrors.length = _errs237;
}
else {
vErrors = null;
}
}
}
}
if(data.rollout_engines_per_agent !== undefined){
let data39 = data.rollout_engines_per_agent;
const _errs244 = errors;
let valid40 = false;
const _errs245 = errors;
if(!(((typeof data39 == "number") && (!(data39 % 1) && !isNaN(data39))) && (isFinite(data39)))){
const err134 = {instancePath:instancePath+"/rollout_engines_per_agent",schemaPath:"#/properties/rollout_engines_per_agent/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema41.properties.rollout_engines_per_agent.anyOf[0].type,parentSchema:schema41.properties.rollout_engines_per_agent.anyOf[0],data:data39};
if(vErrors === null){
vErrors = [err134];
}
else {
vErrors.push(err134);
}
errors++;
}
var _valid28 = _errs245 === errors;
valid40 = valid40 || _valid28;
const _errs247 = errors;
if("auto" !== data39){
const err135 = {instancePath:instancePath+"/rollout_engines_per_agent",schemaPath:"#/properties/rollout_engines_per_agent/anyOf/1/const",keyword:"const",params:{allowedValue: "auto"},message:"must be equal to constant",schema:"auto",parentSchema:schema41.properties.rollout_engines_per_agent.anyOf[1],data:data39};
if(vErrors === null){
vErrors = [err135];
}
else {
vErrors.push(err135);
}
errors++;
}
var _valid28 = _errs247 === errors;
valid40 = valid40 || _valid28;
if(!valid40){
const err136 = {instancePath:instancePath+"/rollout_engines_per_agent",schemaPath:"#/properties/rollout_engines_per_agent/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema41.properties.rollout_engines_per_agent.anyOf,parentSchema:schema41.properties.rollout_engines_per_agent,data:data39};
if(vErrors === null){
vErrors = [err136];
}
else {
vErrors.push(err136);
}
errors++;
}
else {
errors = _errs244;
if(vErrors !== null){
if(_errs244){
vErrors.length = _errs244;
}
else {
vErrors = null;
}
}
}
}
if(data.training_gpus_per_agent !== undefined){
let data40 = data.training_gpus_per_agent;
if(!(((typeof data40 == "number") && (!(data40 % 1) && !isNaN(data40))) && (isFinite(data40)))){
const err137 = {instancePath:instancePath+"/training_gpus_per_agent",schemaPath:"#/properties/training_gpus_per_agent/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema41.properties.training_gpus_per_agent.type,parentSchema:schema41.properties.training_gpus_per_agent,data:data40};
if(vErrors === null){
vErrors = [err137];
}
else {
vErrors.push(err137);
}
errors++;
}
if((typeof data40 == "number") && (isFinite(data40))){
if(data40 < 1 || isNaN(data40)){
const err138 = {instancePath:instancePath+"/training_gpus_per_agent",schemaPath:"#/properties/training_gpus_per_agent/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema41.properties.training_gpus_per_agent,data:data40};
if(vErrors === null){
vErrors = [err138];
}
else {
vErrors.push(err138);
}
errors++;
}
}
}
if(data.weight_sync_backend !== undefined){
let data41 = data.weight_sync_backend;
const _errs253 = errors;
let valid41 = false;
const _errs254 = errors;
if(!((data41 === "filesystem") || (data41 === "nccl"))){
const err139 = {instancePath:instancePath+"/weight_sync_backend",schemaPath:"#/properties/weight_sync_backend/anyOf/0/enum",keyword:"enum",params:{allowedValues: schema41.properties.weight_sync_backend.anyOf[0].enum},message:"must be equal to one of the allowed values",schema:schema41.properties.weight_sync_backend.anyOf[0].enum,parentSchema:schema41.properties.weight_sync_backend.anyOf[0],data:data41};
if(vErrors === null){
vErrors = [err139];
}
else {
vErrors.push(err139);
}
errors++;
}
var _valid29 = _errs254 === errors;
valid41 = valid41 || _valid29;
const _errs257 = errors;
if(data41 !== null){
const err140 = {instancePath:instancePath+"/weight_sync_backend",schemaPath:"#/properties/weight_sync_backend/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema41.properties.weight_sync_backend.anyOf[1].type,parentSchema:schema41.properties.weight_sync_backend.anyOf[1],data:data41};
if(vErrors === null){
vErrors = [err140];
}
else {
vErrors.push(err140);
}
errors++;
}
var _valid29 = _errs257 === errors;
valid41 = valid41 || _valid29;
if(!valid41){
const err141 = {instancePath:instancePath+"/weight_sync_backend",schemaPath:"#/properties/weight_sync_backend/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema41.properties.weight_sync_backend.anyOf,parentSchema:schema41.properties.weight_sync_backend,data:data41};
if(vErrors === null){
vErrors = [err141];
}
else {
vErrors.push(err141);
}
errors++;
}
else {
errors = _errs253;
if(vErrors !== null){
if(_errs253){
vErrors.length = _errs253;
}
else {
vErrors = null;
}
}
}
}
if(data.reuse_prefix_cache_across_syncs !== undefined){
let data42 = data.reuse_prefix_cache_across_syncs;
if(typeof data42 !== "boolean"){
const err142 = {instancePath:instancePath+"/reuse_prefix_cache_across_syncs",schemaPath:"#/properties/reuse_prefix_cache_across_syncs/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema41.properties.reuse_prefix_cache_across_syncs.type,parentSchema:schema41.properties.reuse_prefix_cache_across_syncs,data:data42};
if(vErrors === null){
vErrors = [err142];
}
else {
vErrors.push(err142);
}
errors++;
}
}
if(data.weight_sync_interval !== undefined){
let data43 = data.weight_sync_interval;
const _errs264 = errors;
let valid42 = false;
const _errs265 = errors;
if(!(((typeof data43 == "number") && (!(data43 % 1) && !isNaN(data43))) && (isFinite(data43)))){
const err143 = {instancePath:instancePath+"/weight_sync_interval",schemaPath:"#/properties/weight_sync_interval/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema41.properties.weight_sync_interval.anyOf[0].type,parentSchema:schema41.properties.weight_sync_interval.anyOf[0],data:data43};
if(vErrors === null){
vErrors = [err143];
}
else {
vErrors.push(err143);
}
errors++;
}
if((typeof data43 == "number") && (isFinite(data43))){
if(data43 < 1 || isNaN(data43)){
const err144 = {instancePath:instancePath+"/weight_sync_interval",schemaPath:"#/properties/weight_sync_interval/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema41.properties.weight_sync_interval.anyOf[0],data:data43};
if(vErrors === null){
vErrors = [err144];
}
else {
vErrors.push(err144);
}
errors++;
}
}
var _valid30 = _errs265 === errors;
valid42 = valid42 || _valid30;
const _errs267 = errors;
if(data43 !== null){
const err145 = {instancePath:instancePath+"/weight_sync_interval",schemaPath:"#/properties/weight_sync_interval/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema41.properties.weight_sync_interval.anyOf[1].type,parentSchema:schema41.properties.weight_sync_interval.anyOf[1],data:data43};
if(vErrors === null){
vErrors = [err145];
}
else {
vErrors.push(err145);
}
errors++;
}
var _valid30 = _errs267 === errors;
valid42 = valid42 || _valid30;
if(!valid42){
const err146 = {instancePath:instancePath+"/weight_sync_interval",schemaPath:"#/properties/weight_sync_interval/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema41.properties.weight_sync_interval.anyOf,parentSchema:schema41.properties.weight_sync_interval,data:data43};
if(vErrors === null){
vErrors = [err146];
}
else {
vErrors.push(err146);
}
errors++;
}
else {
errors = _errs264;
if(vErrors !== null){
if(_errs264){
vErrors.length = _errs264;
}
else {
vErrors = null;
}
}
}
}
if(data.rollout_version_stamp !== undefined){
let data44 = data.rollout_version_stamp;
const _errs271 = errors;
let valid43 = false;
const _errs272 = errors;
if(!((data44 === "publish") || (data44 === "oldest_turn"))){
const err147 = {instancePath:instancePath+"/rollout_version_stamp",schemaPath:"#/properties/rollout_version_stamp/anyOf/0/enum",keyword:"enum",params:{allowedValues: schema41.properties.rollout_version_stamp.anyOf[0].enum},message:"must be equal to one of the allowed values",schema:schema41.properties.rollout_version_stamp.anyOf[0].enum,parentSchema:schema41.properties.rollout_version_stamp.anyOf[0],data:data44};
if(vErrors === null){
vErrors = [err147];
}
else {
vErrors.push(err147);
}
errors++;
}
var _valid31 = _errs272 === errors;
valid43 = valid43 || _valid31;
const _errs275 = errors;
if(data44 !== null){
const err148 = {instancePath:instancePath+"/rollout_version_stamp",schemaPath:"#/properties/rollout_version_stamp/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema41.properties.rollout_version_stamp.anyOf[1].type,parentSchema:schema41.properties.rollout_version_stamp.anyOf[1],data:data44};
if(vErrors === null){
vErrors = [err148];
}
else {
vErrors.push(err148);
}
errors++;
}
var _valid31 = _errs275 === errors;
valid43 = valid43 || _valid31;
if(!valid43){
const err149 = {instancePath:instancePath+"/rollout_version_stamp",schemaPath:"#/properties/rollout_version_stamp/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema41.properties.rollout_version_stamp.anyOf,parentSchema:schema41.properties.rollout_version_stamp,data:data44};
if(vErrors === null){
vErrors = [err149];
}
else {
vErrors.push(err149);
}
errors++;
}
else {
errors = _errs271;
if(vErrors !== null){
if(_errs271){
vErrors.length = _errs271;
}
else {
vErrors = null;
}
}
}
}
if(data.checkpoint_export !== undefined){
let data45 = data.checkpoint_export;
const _errs279 = errors;
let valid44 = false;
const _errs280 = errors;
if(data45 && typeof data45 == "object" && !Array.isArray(data45)){
for(const key1 in data45){
if(!((key1 === "format") || (key1 === "trigger"))){
const err150 = {instancePath:instancePath+"/checkpoint_export",schemaPath:"#/$defs/CheckpointExportSpec/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema42,data:data45};
if(vErrors === null){
vErrors = [err150];
}
else {
vErrors.push(err150);
}
errors++;
}
}
if(data45.format !== undefined){
let data46 = data45.format;
if(!((data46 === "adapter") || (data46 === "merged"))){
const err151 = {instancePath:instancePath+"/checkpoint_export/format",schemaPath:"#/$defs/CheckpointExportSpec/properties/format/enum",keyword:"enum",params:{allowedValues: schema42.properties.format.enum},message:"must be equal to one of the allowed values",schema:schema42.properties.format.enum,parentSchema:schema42.properties.format,data:data46};
if(vErrors === null){
vErrors = [err151];
}
else {
vErrors.push(err151);
}
errors++;
}
}
if(data45.trigger !== undefined){
let data47 = data45.trigger;
if(!((((data47 === "final") || (data47 === "best")) || (data47 === "on_demand")) || (data47 === "every"))){
const err152 = {instancePath:instancePath+"/checkpoint_export/trigger",schemaPath:"#/$defs/CheckpointExportSpec/properties/trigger/enum",keyword:"enum",params:{allowedValues: schema42.properties.trigger.enum},message:"must be equal to one of the allowed values",schema:schema42.properties.trigger.enum,parentSchema:schema42.properties.trigger,data:data47};
if(vErrors === null){
vErrors = [err152];
}
else {
vErrors.push(err152);
}
errors++;
}
}
}
else {
const err153 = {instancePath:instancePath+"/checkpoint_export",schemaPath:"#/$defs/CheckpointExportSpec/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema42.type,parentSchema:schema42,data:data45};
if(vErrors === null){
vErrors = [err153];
}
else {
vErrors.push(err153);
}
errors++;
}
var _valid32 = _errs280 === errors;
valid44 = valid44 || _valid32;
const _errs293 = errors;
if(data45 !== null){
const err154 = {instancePath:instancePath+"/checkpoint_export",schemaPath:"#/properties/checkpoint_export/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema41.properties.checkpoint_export.anyOf[1].type,parentSchema:schema41.properties.checkpoint_export.anyOf[1],data:data45};
if(vErrors === null){
vErrors = [err154];
}
else {
vErrors.push(err154);
}
errors++;
}
var _valid32 = _errs293 === errors;
valid44 = valid44 || _valid32;
if(!valid44){
const err155 = {instancePath:instancePath+"/checkpoint_export",schemaPath:"#/properties/checkpoint_export/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema41.properties.checkpoint_export.anyOf,parentSchema:schema41.properties.checkpoint_export,data:data45};
if(vErrors === null){
vErrors = [err155];
}
else {
vErrors.push(err155);
}
errors++;
}
else {
errors = _errs279;
if(vErrors !== null){
if(_errs279){
vErrors.length = _errs279;
}
else {
vErrors = null;
}
}
}
}
const v0 = Object.prototype.hasOwnProperty.call(data, "evo_steps") ? data["evo_steps"] : null;
const d0 = !Object.prototype.hasOwnProperty.call(data, "evo_steps");
const v1 = Object.prototype.hasOwnProperty.call(data, "max_steps") ? data["max_steps"] : 1000000;
const d1 = !Object.prototype.hasOwnProperty.call(data, "max_steps");
if(typeof v0 == "number" && typeof v1 == "number" && !(v0 <= v1)){
const err156 = {instancePath:instancePath+"/evo_steps",schemaPath:"#/x-rules/0",keyword:"x-rules",params:{rule: "evo-steps-within-max-steps", left: "evo_steps", op: "<=", right: "max_steps", leftValue: v0, rightValue: v1, leftDefault: d0, rightDefault: d1},message:"evo_steps must be <= max_steps, got evo_steps="+v0+(d0 ? " (its default)" : "")+" and max_steps="+v1+(d1 ? " (its default)" : "")+": An evolution round cannot come later than the end of training.",schema:schema41["x-rules"],parentSchema:schema41,data};
if(vErrors === null){
vErrors = [err156];
}
else {
vErrors.push(err156);
}
errors++;
}
const v2 = Object.prototype.hasOwnProperty.call(data, "metrics_interval") ? data["metrics_interval"] : null;
const d2 = !Object.prototype.hasOwnProperty.call(data, "metrics_interval");
const v3 = Object.prototype.hasOwnProperty.call(data, "max_steps") ? data["max_steps"] : 1000000;
const d3 = !Object.prototype.hasOwnProperty.call(data, "max_steps");
if(typeof v2 == "number" && typeof v3 == "number" && !(v2 <= v3)){
const err157 = {instancePath:instancePath+"/metrics_interval",schemaPath:"#/x-rules/1",keyword:"x-rules",params:{rule: "metrics-interval-within-max-steps", left: "metrics_interval", op: "<=", right: "max_steps", leftValue: v2, rightValue: v3, leftDefault: d2, rightDefault: d3},message:"metrics_interval must be <= max_steps, got metrics_interval="+v2+(d2 ? " (its default)" : "")+" and max_steps="+v3+(d3 ? " (its default)" : "")+": metrics_interval is evo_steps under its older name: an evolution round cannot come later than the end of training.",schema:schema41["x-rules"],parentSchema:schema41,data};
if(vErrors === null){
vErrors = [err157];
}
else {
vErrors.push(err157);
}
errors++;
}
const v4 = Object.prototype.hasOwnProperty.call(data, "eps_start") ? data["eps_start"] : null;
const d4 = !Object.prototype.hasOwnProperty.call(data, "eps_start");
const v5 = Object.prototype.hasOwnProperty.call(data, "eps_end") ? data["eps_end"] : null;
const d5 = !Object.prototype.hasOwnProperty.call(data, "eps_end");
if(typeof v4 == "number" && typeof v5 == "number" && !(v4 >= v5)){
const err158 = {instancePath:instancePath+"/eps_start",schemaPath:"#/x-rules/2",keyword:"x-rules",params:{rule: "eps-start-not-below-eps-end", left: "eps_start", op: ">=", right: "eps_end", leftValue: v4, rightValue: v5, leftDefault: d4, rightDefault: d5},message:"eps_start must be >= eps_end, got eps_start="+v4+(d4 ? " (its default)" : "")+" and eps_end="+v5+(d5 ? " (its default)" : "")+": Epsilon decays from eps_start down to eps_end.",schema:schema41["x-rules"],parentSchema:schema41,data};
if(vErrors === null){
vErrors = [err158];
}
else {
vErrors.push(err158);
}
errors++;
}
const v6 = Object.prototype.hasOwnProperty.call(data, "rollout_batch_size") && data["rollout_batch_size"] !== null ? data["rollout_batch_size"] : 1;
const d6 = !(Object.prototype.hasOwnProperty.call(data, "rollout_batch_size") && data["rollout_batch_size"] !== null);
const v7 = Object.prototype.hasOwnProperty.call(data, "training_gpus_per_agent") ? data["training_gpus_per_agent"] : 1;
const d7 = !Object.prototype.hasOwnProperty.call(data, "training_gpus_per_agent");
const v8 = Object.prototype.hasOwnProperty.call(data, "rollout_mode") ? data["rollout_mode"] : "colocated";
if(typeof v6 == "number" && typeof v7 == "number" && v8 === "async" && v7 !== 0 && v6 % v7 !== 0){
const err159 = {instancePath:instancePath+"/rollout_batch_size",schemaPath:"#/x-rules/3",keyword:"x-rules",params:{rule: "async-batch-divides-among-gpus", left: "rollout_batch_size", op: "multiple_of", right: "training_gpus_per_agent", leftValue: v6, rightValue: v7, leftDefault: d6, rightDefault: d7},message:"rollout_batch_size must be a multiple of training_gpus_per_agent, got rollout_batch_size="+v6+(d6 ? " (its default)" : "")+" and training_gpus_per_agent="+v7+(d7 ? " (its default)" : "")+": Under async rollout every data-parallel training GPU gets an equal share of each rollout batch (an unset rollout_batch_size is 1).",schema:schema41["x-rules"],parentSchema:schema41,data};
if(vErrors === null){
vErrors = [err159];
}
else {
vErrors.push(err159);
}
errors++;
}
}
else {
const err160 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema41.type,parentSchema:schema41,data};
if(vErrors === null){
vErrors = [err160];
}
else {
vErrors.push(err160);
}
errors++;
}
validate30.errors = vErrors;
return errors === 0;
}
validate30.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.CheckpointExportSpec = validate31;

function validate31(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate31.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!((key0 === "format") || (key0 === "trigger"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema42,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.format !== undefined){
let data0 = data.format;
if(!((data0 === "adapter") || (data0 === "merged"))){
const err1 = {instancePath:instancePath+"/format",schemaPath:"#/properties/format/enum",keyword:"enum",params:{allowedValues: schema42.properties.format.enum},message:"must be equal to one of the allowed values",schema:schema42.properties.format.enum,parentSchema:schema42.properties.format,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.trigger !== undefined){
let data1 = data.trigger;
if(!((((data1 === "final") || (data1 === "best")) || (data1 === "on_demand")) || (data1 === "every"))){
const err2 = {instancePath:instancePath+"/trigger",schemaPath:"#/properties/trigger/enum",keyword:"enum",params:{allowedValues: schema42.properties.trigger.enum},message:"must be equal to one of the allowed values",schema:schema42.properties.trigger.enum,parentSchema:schema42.properties.trigger,data:data1};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
}
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema42.type,parentSchema:schema42,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate31.errors = vErrors;
return errors === 0;
}
validate31.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.ReplayBufferSpec = validate32;
const schema44 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://agilerl-specs.github.io/schema/v1/replay_buffer.schema.json","title":"ReplayBufferSpec","description":"Classic branch of the replay_buffer section.","markdownDescription":"Classic branch of the `replay_buffer` section.","type":"object","properties":{"kind":{"const":"classic","default":"classic","description":"Which branch of the replay_buffer section this is: `classic` (this one, may be omitted) or `llm` (LLMRolloutBufferSpec, the queue of async rollout).","markdownDescription":"Which branch of the `replay_buffer` section this is: `classic` (this one, may be omitted) or `llm` (`LLMRolloutBufferSpec`, the queue of async rollout)."},"name":{"anyOf":[{"type":"string"},{"type":"null"}],"default":null,"description":"Optional label for this replay buffer.","markdownDescription":"Optional label for this replay buffer.","examples":["per-memory"]},"max_size":{"type":"integer","minimum":1,"description":"Capacity of the replay memory, in transitions.","markdownDescription":"Capacity of the replay memory, in transitions.","default":100000,"examples":[100000]},"memory_size":{"type":"integer","minimum":1,"description":"Older spelling of max_size, still accepted and read as max_size. Write max_size; writing both is an error.","markdownDescription":"Older spelling of `max_size`, still accepted and read as `max_size`. Write `max_size`; writing both is an error.","deprecated":true,"deprecationMessage":"memory_size is the older spelling of max_size: write max_size.","x-alias-of":"max_size"},"standard_buffer":{"type":"boolean","default":true,"description":"Use a standard (uniform) replay memory.","markdownDescription":"Use a standard (uniform) replay memory."},"n_step_buffer":{"type":"boolean","default":false,"description":"Store n-step returns (n_step_buffer_args.n_step steps, discounted by the algorithm's gamma).","markdownDescription":"Store n-step returns (`n_step_buffer_args.n_step` steps, discounted by the algorithm's `gamma`)."},"n_step_buffer_args":{"$ref":"#/$defs/NStepBufferArgs","default":{},"description":"Settings of the n-step memory, used when n_step_buffer is true.","markdownDescription":"Settings of the n-step memory, used when `n_step_buffer` is `true`."},"per_buffer":{"type":"boolean","default":false,"description":"Use prioritized experience replay (Rainbow DQN only).","markdownDescription":"Use prioritized experience replay (Rainbow DQN only)."},"per_buffer_args":{"$ref":"#/$defs/PerBufferArgs","default":{},"description":"Settings of the prioritized memory, used when per_buffer is true.","markdownDescription":"Settings of the prioritized memory, used when `per_buffer` is `true`."}},"additionalProperties":false,"$defs":{"NStepBufferArgs":{"title":"NStepBufferArgs","description":"Settings of the n-step replay memory.","markdownDescription":"Settings of the n-step replay memory.","type":"object","properties":{"n_step":{"anyOf":[{"type":"integer","minimum":1},{"type":"null"}],"default":3,"description":"Steps summed into one n-step return; null means the default, 3.","markdownDescription":"Steps summed into one n-step return; `null` means the default, `3`.","examples":[3],"x-null-means-default":true}},"additionalProperties":false},"PerBufferArgs":{"title":"PerBufferArgs","description":"Settings of the prioritized replay memory.","markdownDescription":"Settings of the prioritized replay memory.","type":"object","properties":{"alpha":{"anyOf":[{"type":"number","minimum":0,"maximum":1},{"type":"null"}],"default":0.5,"description":"Prioritization exponent: 0 samples uniformly, 1 fully in proportion to priority; null means the default, 0.5.","markdownDescription":"Prioritization exponent: `0` samples uniformly, `1` fully in proportion to priority; `null` means the default, `0.5`.","examples":[0.5],"x-null-means-default":true}},"additionalProperties":false},"LLMRolloutBufferSpec":{"title":"LLMRolloutBufferSpec","description":"LLM branch of the replay_buffer section (kind: llm): the queue of generated groups between the rollout engines and the learners under async rollout.","markdownDescription":"LLM branch of the `replay_buffer` section (`kind: llm`): the queue of generated groups between the rollout engines and the learners under async rollout.","type":"object","properties":{"kind":{"const":"llm","default":"llm","description":"Selects this branch; must be written (an omitted kind is classic).","markdownDescription":"Selects this branch; must be written (an omitted `kind` is `classic`)."},"name":{"anyOf":[{"type":"string"},{"type":"null"}],"default":null,"description":"Optional label for this buffer.","markdownDescription":"Optional label for this buffer.","examples":["rollouts"]},"max_size":{"type":"integer","minimum":1,"default":10000,"description":"Capacity of the queue, in generated groups (not transitions); the oldest group is dropped when it is full.","markdownDescription":"Capacity of the queue, in generated groups (not transitions); the oldest group is dropped when it is full.","examples":[10000]},"memory_size":{"type":"integer","minimum":1,"description":"Older spelling of max_size, still accepted and read as max_size. Write max_size; writing both is an error.","markdownDescription":"Older spelling of `max_size`, still accepted and read as `max_size`. Write `max_size`; writing both is an error.","deprecated":true,"deprecationMessage":"memory_size is the older spelling of max_size: write max_size.","x-alias-of":"max_size"},"max_rollout_version_lag":{"anyOf":[{"type":"integer","minimum":0},{"type":"null"}],"default":null,"description":"How many weight syncs a queued group may lag behind before it is dropped as too stale; unset: no group is dropped for staleness.","markdownDescription":"How many weight syncs a queued group may lag behind before it is dropped as too stale; unset: no group is dropped for staleness.","examples":[2]},"drop_uninformative_groups":{"type":"boolean","default":false,"description":"Drop groups whose completions all got the same reward (zero advantage) before a learner sees them.","markdownDescription":"Drop groups whose completions all got the same reward (zero advantage) before a learner sees them."},"group_replay_max_age":{"type":"integer","minimum":0,"default":0,"description":"Weight syncs for which a stored completion may be replayed into a new group whose rewards all tie; 0: group replay off. Above 0 it needs a GRPO-family algorithm with group_size >= 2.","markdownDescription":"Weight syncs for which a stored completion may be replayed into a new group whose rewards all tie; `0`: group replay off. Above `0` it needs a GRPO-family algorithm with `group_size >= 2`.","examples":[4]}},"additionalProperties":false,"allOf":[{"description":"max_size and memory_size are two spellings of one field: write one of them","if":{"$comment":"The properties entry accepts anything: it only declares the names this rule uses, for validators that check `required` names against `properties` (Ajv strictRequired).","type":"object","properties":{"max_size":true,"memory_size":true},"required":["max_size"]},"then":{"not":{"required":["memory_size"]}}}]}},"allOf":[{"description":"max_size and memory_size are two spellings of one field: write one of them","if":{"$comment":"The properties entry accepts anything: it only declares the names this rule uses, for validators that check `required` names against `properties` (Ajv strictRequired).","type":"object","properties":{"max_size":true,"memory_size":true},"required":["max_size"]},"then":{"not":{"required":["memory_size"]}}}]};
const schema45 = {"title":"NStepBufferArgs","description":"Settings of the n-step replay memory.","markdownDescription":"Settings of the n-step replay memory.","type":"object","properties":{"n_step":{"anyOf":[{"type":"integer","minimum":1},{"type":"null"}],"default":3,"description":"Steps summed into one n-step return; null means the default, 3.","markdownDescription":"Steps summed into one n-step return; `null` means the default, `3`.","examples":[3],"x-null-means-default":true}},"additionalProperties":false};
const schema46 = {"title":"PerBufferArgs","description":"Settings of the prioritized replay memory.","markdownDescription":"Settings of the prioritized replay memory.","type":"object","properties":{"alpha":{"anyOf":[{"type":"number","minimum":0,"maximum":1},{"type":"null"}],"default":0.5,"description":"Prioritization exponent: 0 samples uniformly, 1 fully in proportion to priority; null means the default, 0.5.","markdownDescription":"Prioritization exponent: `0` samples uniformly, `1` fully in proportion to priority; `null` means the default, `0.5`.","examples":[0.5],"x-null-means-default":true}},"additionalProperties":false};

function validate32(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://agilerl-specs.github.io/schema/v1/replay_buffer.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate32.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs2 = errors;
let valid1 = true;
const _errs3 = errors;
if(errors === _errs3){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.max_size === undefined) && (missing0 = "max_size")){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
else {
const err1 = {};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
var _valid0 = _errs3 === errors;
errors = _errs2;
if(vErrors !== null){
if(_errs2){
vErrors.length = _errs2;
}
else {
vErrors = null;
}
}
if(_valid0){
const _errs6 = errors;
const _errs7 = errors;
const _errs8 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if((data.memory_size === undefined) && (missing1 = "memory_size")){
const err2 = {};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
var valid2 = _errs8 === errors;
if(valid2){
const err3 = {instancePath,schemaPath:"#/allOf/0/then/not",keyword:"not",params:{},message:"must NOT be valid",schema:schema44.allOf[0].then.not,parentSchema:schema44.allOf[0].then,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
else {
errors = _errs7;
if(vErrors !== null){
if(_errs7){
vErrors.length = _errs7;
}
else {
vErrors = null;
}
}
}
var _valid0 = _errs6 === errors;
valid1 = _valid0;
}
if(!valid1){
const err4 = {instancePath,schemaPath:"#/allOf/0/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema44.allOf[0].if,parentSchema:schema44.allOf[0],data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(func1.call(schema44.properties, key0))){
const err5 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema44,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.kind !== undefined){
let data0 = data.kind;
if("classic" !== data0){
const err6 = {instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/const",keyword:"const",params:{allowedValue: "classic"},message:"must be equal to constant",schema:"classic",parentSchema:schema44.properties.kind,data:data0};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.name !== undefined){
let data1 = data.name;
const _errs14 = errors;
let valid4 = false;
const _errs15 = errors;
if(typeof data1 !== "string"){
const err7 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema44.properties.name.anyOf[0].type,parentSchema:schema44.properties.name.anyOf[0],data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid1 = _errs15 === errors;
valid4 = valid4 || _valid1;
const _errs17 = errors;
if(data1 !== null){
const err8 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema44.properties.name.anyOf[1].type,parentSchema:schema44.properties.name.anyOf[1],data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var _valid1 = _errs17 === errors;
valid4 = valid4 || _valid1;
if(!valid4){
const err9 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema44.properties.name.anyOf,parentSchema:schema44.properties.name,data:data1};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
else {
errors = _errs14;
if(vErrors !== null){
if(_errs14){
vErrors.length = _errs14;
}
else {
vErrors = null;
}
}
}
}
if(data.max_size !== undefined){
let data2 = data.max_size;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err10 = {instancePath:instancePath+"/max_size",schemaPath:"#/properties/max_size/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema44.properties.max_size.type,parentSchema:schema44.properties.max_size,data:data2};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 1 || isNaN(data2)){
const err11 = {instancePath:instancePath+"/max_size",schemaPath:"#/properties/max_size/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema44.properties.max_size,data:data2};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
if(data.memory_size !== undefined){
let data3 = data.memory_size;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err12 = {instancePath:instancePath+"/memory_size",schemaPath:"#/properties/memory_size/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema44.properties.memory_size.type,parentSchema:schema44.properties.memory_size,data:data3};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 < 1 || isNaN(data3)){
const err13 = {instancePath:instancePath+"/memory_size",schemaPath:"#/properties/memory_size/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema44.properties.memory_size,data:data3};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
if(data.standard_buffer !== undefined){
let data4 = data.standard_buffer;
if(typeof data4 !== "boolean"){
const err14 = {instancePath:instancePath+"/standard_buffer",schemaPath:"#/properties/standard_buffer/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema44.properties.standard_buffer.type,parentSchema:schema44.properties.standard_buffer,data:data4};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.n_step_buffer !== undefined){
let data5 = data.n_step_buffer;
if(typeof data5 !== "boolean"){
const err15 = {instancePath:instancePath+"/n_step_buffer",schemaPath:"#/properties/n_step_buffer/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema44.properties.n_step_buffer.type,parentSchema:schema44.properties.n_step_buffer,data:data5};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.n_step_buffer_args !== undefined){
let data6 = data.n_step_buffer_args;
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
for(const key1 in data6){
if(!(key1 === "n_step")){
const err16 = {instancePath:instancePath+"/n_step_buffer_args",schemaPath:"#/$defs/NStepBufferArgs/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema45,data:data6};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data6.n_step !== undefined){
let data7 = data6.n_step;
const _errs40 = errors;
let valid7 = false;
const _errs41 = errors;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
const err17 = {instancePath:instancePath+"/n_step_buffer_args/n_step",schemaPath:"#/$defs/NStepBufferArgs/properties/n_step/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema45.properties.n_step.anyOf[0].type,parentSchema:schema45.properties.n_step.anyOf[0],data:data7};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 < 1 || isNaN(data7)){
const err18 = {instancePath:instancePath+"/n_step_buffer_args/n_step",schemaPath:"#/$defs/NStepBufferArgs/properties/n_step/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema45.properties.n_step.anyOf[0],data:data7};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
var _valid2 = _errs41 === errors;
valid7 = valid7 || _valid2;
const _errs43 = errors;
if(data7 !== null){
const err19 = {instancePath:instancePath+"/n_step_buffer_args/n_step",schemaPath:"#/$defs/NStepBufferArgs/properties/n_step/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema45.properties.n_step.anyOf[1].type,parentSchema:schema45.properties.n_step.anyOf[1],data:data7};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
var _valid2 = _errs43 === errors;
valid7 = valid7 || _valid2;
if(!valid7){
const err20 = {instancePath:instancePath+"/n_step_buffer_args/n_step",schemaPath:"#/$defs/NStepBufferArgs/properties/n_step/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema45.properties.n_step.anyOf,parentSchema:schema45.properties.n_step,data:data7};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
else {
errors = _errs40;
if(vErrors !== null){
if(_errs40){
vErrors.length = _errs40;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err21 = {instancePath:instancePath+"/n_step_buffer_args",schemaPath:"#/$defs/NStepBufferArgs/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema45.type,parentSchema:schema45,data:data6};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.per_buffer !== undefined){
let data8 = data.per_buffer;
if(typeof data8 !== "boolean"){
const err22 = {instancePath:instancePath+"/per_buffer",schemaPath:"#/properties/per_buffer/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema44.properties.per_buffer.type,parentSchema:schema44.properties.per_buffer,data:data8};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.per_buffer_args !== undefined){
let data9 = data.per_buffer_args;
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
for(const key2 in data9){
if(!(key2 === "alpha")){
const err23 = {instancePath:instancePath+"/per_buffer_args",schemaPath:"#/$defs/PerBufferArgs/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties",schema:false,parentSchema:schema46,data:data9};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data9.alpha !== undefined){
let data10 = data9.alpha;
const _errs57 = errors;
let valid10 = false;
const _errs58 = errors;
if((typeof data10 == "number") && (isFinite(data10))){
if(data10 > 1 || isNaN(data10)){
const err24 = {instancePath:instancePath+"/per_buffer_args/alpha",schemaPath:"#/$defs/PerBufferArgs/properties/alpha/anyOf/0/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1",schema:1,parentSchema:schema46.properties.alpha.anyOf[0],data:data10};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(data10 < 0 || isNaN(data10)){
const err25 = {instancePath:instancePath+"/per_buffer_args/alpha",schemaPath:"#/$defs/PerBufferArgs/properties/alpha/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema46.properties.alpha.anyOf[0],data:data10};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
else {
const err26 = {instancePath:instancePath+"/per_buffer_args/alpha",schemaPath:"#/$defs/PerBufferArgs/properties/alpha/anyOf/0/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema46.properties.alpha.anyOf[0].type,parentSchema:schema46.properties.alpha.anyOf[0],data:data10};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
var _valid3 = _errs58 === errors;
valid10 = valid10 || _valid3;
const _errs60 = errors;
if(data10 !== null){
const err27 = {instancePath:instancePath+"/per_buffer_args/alpha",schemaPath:"#/$defs/PerBufferArgs/properties/alpha/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema46.properties.alpha.anyOf[1].type,parentSchema:schema46.properties.alpha.anyOf[1],data:data10};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
var _valid3 = _errs60 === errors;
valid10 = valid10 || _valid3;
if(!valid10){
const err28 = {instancePath:instancePath+"/per_buffer_args/alpha",schemaPath:"#/$defs/PerBufferArgs/properties/alpha/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema46.properties.alpha.anyOf,parentSchema:schema46.properties.alpha,data:data10};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
else {
errors = _errs57;
if(vErrors !== null){
if(_errs57){
vErrors.length = _errs57;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err29 = {instancePath:instancePath+"/per_buffer_args",schemaPath:"#/$defs/PerBufferArgs/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema46.type,parentSchema:schema46,data:data9};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
}
else {
const err30 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema44.type,parentSchema:schema44,data};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
validate32.errors = vErrors;
return errors === 0;
}
validate32.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.NStepBufferArgs = validate33;

function validate33(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate33.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(key0 === "n_step")){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema45,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.n_step !== undefined){
let data0 = data.n_step;
const _errs4 = errors;
let valid1 = false;
const _errs5 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err1 = {instancePath:instancePath+"/n_step",schemaPath:"#/properties/n_step/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema45.properties.n_step.anyOf[0].type,parentSchema:schema45.properties.n_step.anyOf[0],data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 < 1 || isNaN(data0)){
const err2 = {instancePath:instancePath+"/n_step",schemaPath:"#/properties/n_step/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema45.properties.n_step.anyOf[0],data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
var _valid0 = _errs5 === errors;
valid1 = valid1 || _valid0;
const _errs7 = errors;
if(data0 !== null){
const err3 = {instancePath:instancePath+"/n_step",schemaPath:"#/properties/n_step/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema45.properties.n_step.anyOf[1].type,parentSchema:schema45.properties.n_step.anyOf[1],data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var _valid0 = _errs7 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err4 = {instancePath:instancePath+"/n_step",schemaPath:"#/properties/n_step/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema45.properties.n_step.anyOf,parentSchema:schema45.properties.n_step,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
else {
errors = _errs4;
if(vErrors !== null){
if(_errs4){
vErrors.length = _errs4;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema45.type,parentSchema:schema45,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
validate33.errors = vErrors;
return errors === 0;
}
validate33.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.PerBufferArgs = validate34;

function validate34(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate34.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(key0 === "alpha")){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema46,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.alpha !== undefined){
let data0 = data.alpha;
const _errs4 = errors;
let valid1 = false;
const _errs5 = errors;
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 1 || isNaN(data0)){
const err1 = {instancePath:instancePath+"/alpha",schemaPath:"#/properties/alpha/anyOf/0/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1",schema:1,parentSchema:schema46.properties.alpha.anyOf[0],data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data0 < 0 || isNaN(data0)){
const err2 = {instancePath:instancePath+"/alpha",schemaPath:"#/properties/alpha/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema46.properties.alpha.anyOf[0],data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/alpha",schemaPath:"#/properties/alpha/anyOf/0/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema46.properties.alpha.anyOf[0].type,parentSchema:schema46.properties.alpha.anyOf[0],data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var _valid0 = _errs5 === errors;
valid1 = valid1 || _valid0;
const _errs7 = errors;
if(data0 !== null){
const err4 = {instancePath:instancePath+"/alpha",schemaPath:"#/properties/alpha/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema46.properties.alpha.anyOf[1].type,parentSchema:schema46.properties.alpha.anyOf[1],data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid0 = _errs7 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err5 = {instancePath:instancePath+"/alpha",schemaPath:"#/properties/alpha/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema46.properties.alpha.anyOf,parentSchema:schema46.properties.alpha,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
else {
errors = _errs4;
if(vErrors !== null){
if(_errs4){
vErrors.length = _errs4;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err6 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema46.type,parentSchema:schema46,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
validate34.errors = vErrors;
return errors === 0;
}
validate34.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.LLMRolloutBufferSpec = validate35;
const schema49 = {"title":"LLMRolloutBufferSpec","description":"LLM branch of the replay_buffer section (kind: llm): the queue of generated groups between the rollout engines and the learners under async rollout.","markdownDescription":"LLM branch of the `replay_buffer` section (`kind: llm`): the queue of generated groups between the rollout engines and the learners under async rollout.","type":"object","properties":{"kind":{"const":"llm","default":"llm","description":"Selects this branch; must be written (an omitted kind is classic).","markdownDescription":"Selects this branch; must be written (an omitted `kind` is `classic`)."},"name":{"anyOf":[{"type":"string"},{"type":"null"}],"default":null,"description":"Optional label for this buffer.","markdownDescription":"Optional label for this buffer.","examples":["rollouts"]},"max_size":{"type":"integer","minimum":1,"default":10000,"description":"Capacity of the queue, in generated groups (not transitions); the oldest group is dropped when it is full.","markdownDescription":"Capacity of the queue, in generated groups (not transitions); the oldest group is dropped when it is full.","examples":[10000]},"memory_size":{"type":"integer","minimum":1,"description":"Older spelling of max_size, still accepted and read as max_size. Write max_size; writing both is an error.","markdownDescription":"Older spelling of `max_size`, still accepted and read as `max_size`. Write `max_size`; writing both is an error.","deprecated":true,"deprecationMessage":"memory_size is the older spelling of max_size: write max_size.","x-alias-of":"max_size"},"max_rollout_version_lag":{"anyOf":[{"type":"integer","minimum":0},{"type":"null"}],"default":null,"description":"How many weight syncs a queued group may lag behind before it is dropped as too stale; unset: no group is dropped for staleness.","markdownDescription":"How many weight syncs a queued group may lag behind before it is dropped as too stale; unset: no group is dropped for staleness.","examples":[2]},"drop_uninformative_groups":{"type":"boolean","default":false,"description":"Drop groups whose completions all got the same reward (zero advantage) before a learner sees them.","markdownDescription":"Drop groups whose completions all got the same reward (zero advantage) before a learner sees them."},"group_replay_max_age":{"type":"integer","minimum":0,"default":0,"description":"Weight syncs for which a stored completion may be replayed into a new group whose rewards all tie; 0: group replay off. Above 0 it needs a GRPO-family algorithm with group_size >= 2.","markdownDescription":"Weight syncs for which a stored completion may be replayed into a new group whose rewards all tie; `0`: group replay off. Above `0` it needs a GRPO-family algorithm with `group_size >= 2`.","examples":[4]}},"additionalProperties":false,"allOf":[{"description":"max_size and memory_size are two spellings of one field: write one of them","if":{"$comment":"The properties entry accepts anything: it only declares the names this rule uses, for validators that check `required` names against `properties` (Ajv strictRequired).","type":"object","properties":{"max_size":true,"memory_size":true},"required":["max_size"]},"then":{"not":{"required":["memory_size"]}}}]};

function validate35(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate35.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs2 = errors;
let valid1 = true;
const _errs3 = errors;
if(errors === _errs3){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.max_size === undefined) && (missing0 = "max_size")){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
else {
const err1 = {};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
var _valid0 = _errs3 === errors;
errors = _errs2;
if(vErrors !== null){
if(_errs2){
vErrors.length = _errs2;
}
else {
vErrors = null;
}
}
if(_valid0){
const _errs6 = errors;
const _errs7 = errors;
const _errs8 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if((data.memory_size === undefined) && (missing1 = "memory_size")){
const err2 = {};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
var valid2 = _errs8 === errors;
if(valid2){
const err3 = {instancePath,schemaPath:"#/allOf/0/then/not",keyword:"not",params:{},message:"must NOT be valid",schema:schema49.allOf[0].then.not,parentSchema:schema49.allOf[0].then,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
else {
errors = _errs7;
if(vErrors !== null){
if(_errs7){
vErrors.length = _errs7;
}
else {
vErrors = null;
}
}
}
var _valid0 = _errs6 === errors;
valid1 = _valid0;
}
if(!valid1){
const err4 = {instancePath,schemaPath:"#/allOf/0/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema49.allOf[0].if,parentSchema:schema49.allOf[0],data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(((((((key0 === "kind") || (key0 === "name")) || (key0 === "max_size")) || (key0 === "memory_size")) || (key0 === "max_rollout_version_lag")) || (key0 === "drop_uninformative_groups")) || (key0 === "group_replay_max_age"))){
const err5 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema49,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.kind !== undefined){
let data0 = data.kind;
if("llm" !== data0){
const err6 = {instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/const",keyword:"const",params:{allowedValue: "llm"},message:"must be equal to constant",schema:"llm",parentSchema:schema49.properties.kind,data:data0};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.name !== undefined){
let data1 = data.name;
const _errs14 = errors;
let valid4 = false;
const _errs15 = errors;
if(typeof data1 !== "string"){
const err7 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema49.properties.name.anyOf[0].type,parentSchema:schema49.properties.name.anyOf[0],data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid1 = _errs15 === errors;
valid4 = valid4 || _valid1;
const _errs17 = errors;
if(data1 !== null){
const err8 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema49.properties.name.anyOf[1].type,parentSchema:schema49.properties.name.anyOf[1],data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var _valid1 = _errs17 === errors;
valid4 = valid4 || _valid1;
if(!valid4){
const err9 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema49.properties.name.anyOf,parentSchema:schema49.properties.name,data:data1};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
else {
errors = _errs14;
if(vErrors !== null){
if(_errs14){
vErrors.length = _errs14;
}
else {
vErrors = null;
}
}
}
}
if(data.max_size !== undefined){
let data2 = data.max_size;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err10 = {instancePath:instancePath+"/max_size",schemaPath:"#/properties/max_size/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema49.properties.max_size.type,parentSchema:schema49.properties.max_size,data:data2};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 1 || isNaN(data2)){
const err11 = {instancePath:instancePath+"/max_size",schemaPath:"#/properties/max_size/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema49.properties.max_size,data:data2};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
if(data.memory_size !== undefined){
let data3 = data.memory_size;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err12 = {instancePath:instancePath+"/memory_size",schemaPath:"#/properties/memory_size/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema49.properties.memory_size.type,parentSchema:schema49.properties.memory_size,data:data3};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 < 1 || isNaN(data3)){
const err13 = {instancePath:instancePath+"/memory_size",schemaPath:"#/properties/memory_size/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema49.properties.memory_size,data:data3};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
if(data.max_rollout_version_lag !== undefined){
let data4 = data.max_rollout_version_lag;
const _errs29 = errors;
let valid5 = false;
const _errs30 = errors;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err14 = {instancePath:instancePath+"/max_rollout_version_lag",schemaPath:"#/properties/max_rollout_version_lag/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema49.properties.max_rollout_version_lag.anyOf[0].type,parentSchema:schema49.properties.max_rollout_version_lag.anyOf[0],data:data4};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 < 0 || isNaN(data4)){
const err15 = {instancePath:instancePath+"/max_rollout_version_lag",schemaPath:"#/properties/max_rollout_version_lag/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema49.properties.max_rollout_version_lag.anyOf[0],data:data4};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
var _valid2 = _errs30 === errors;
valid5 = valid5 || _valid2;
const _errs32 = errors;
if(data4 !== null){
const err16 = {instancePath:instancePath+"/max_rollout_version_lag",schemaPath:"#/properties/max_rollout_version_lag/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema49.properties.max_rollout_version_lag.anyOf[1].type,parentSchema:schema49.properties.max_rollout_version_lag.anyOf[1],data:data4};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
var _valid2 = _errs32 === errors;
valid5 = valid5 || _valid2;
if(!valid5){
const err17 = {instancePath:instancePath+"/max_rollout_version_lag",schemaPath:"#/properties/max_rollout_version_lag/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema49.properties.max_rollout_version_lag.anyOf,parentSchema:schema49.properties.max_rollout_version_lag,data:data4};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
else {
errors = _errs29;
if(vErrors !== null){
if(_errs29){
vErrors.length = _errs29;
}
else {
vErrors = null;
}
}
}
}
if(data.drop_uninformative_groups !== undefined){
let data5 = data.drop_uninformative_groups;
if(typeof data5 !== "boolean"){
const err18 = {instancePath:instancePath+"/drop_uninformative_groups",schemaPath:"#/properties/drop_uninformative_groups/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema49.properties.drop_uninformative_groups.type,parentSchema:schema49.properties.drop_uninformative_groups,data:data5};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.group_replay_max_age !== undefined){
let data6 = data.group_replay_max_age;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err19 = {instancePath:instancePath+"/group_replay_max_age",schemaPath:"#/properties/group_replay_max_age/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema49.properties.group_replay_max_age.type,parentSchema:schema49.properties.group_replay_max_age,data:data6};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 < 0 || isNaN(data6)){
const err20 = {instancePath:instancePath+"/group_replay_max_age",schemaPath:"#/properties/group_replay_max_age/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema49.properties.group_replay_max_age,data:data6};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
}
}
else {
const err21 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema49.type,parentSchema:schema49,data};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
validate35.errors = vErrors;
return errors === 0;
}
validate35.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.AlgoSpec = validate36;
const schema50 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://agilerl-specs.github.io/schema/v1/algorithm.schema.json","title":"AlgoSpec","description":"The manifest's algorithm section: what the buffer factory needs (name, and gamma for n-step returns). The algorithm's kind (single-agent, multi-agent, LLM) follows from its registered name. Other hyperparameters (lr, batch_size, tau, ...) are kept as written and belong to the algorithm's own schema.","markdownDescription":"The manifest's algorithm section: what the buffer factory needs (`name`, and `gamma` for n-step returns). The algorithm's kind (single-agent, multi-agent, LLM) follows from its registered name. Other hyperparameters (`lr`, `batch_size`, `tau`, ...) are kept as written and belong to the algorithm's own schema.","type":"object","properties":{"name":{"enum":["CISPO","CQN","DDPG","DPO","DQN","GRPO","GSPO","IPPO","LLMPPO","LLMREINFORCE","MADDPG","MATD3","NeuralTS","NeuralUCB","PPO","Rainbow DQN","RainbowDQN","Recurrent PPO","RecurrentPPO","SFT","TD3"],"description":"Algorithm name, one of those registered by agilerl-arena 1.29.0. Multi-agent: IPPO, MADDPG, MATD3; LLM: CISPO, DPO, GRPO, GSPO, LLMPPO, LLMREINFORCE, SFT; the rest are single-agent.","markdownDescription":"Algorithm name, one of those registered by agilerl-arena 1.29.0. Multi-agent: `IPPO`, `MADDPG`, `MATD3`; LLM: `CISPO`, `DPO`, `GRPO`, `GSPO`, `LLMPPO`, `LLMREINFORCE`, `SFT`; the rest are single-agent.","enumDescriptions":["CISPO: GRPO-family LLM fine-tuning (clipped importance-sampling policy optimisation).","CQN: conservative Q-network, offline single-agent.","DDPG: deterministic policy gradient, single-agent, continuous actions.","DPO: direct preference optimisation of an LLM.","DQN: deep Q-network, single-agent, discrete actions.","GRPO: group relative policy optimisation of an LLM.","GSPO: GRPO-family LLM fine-tuning with sequence-level ratios.","IPPO: independent PPO, multi-agent.","LLMPPO: PPO fine-tuning of an LLM.","LLMREINFORCE: REINFORCE fine-tuning of an LLM.","MADDPG: multi-agent DDPG.","MATD3: multi-agent TD3.","NeuralTS: neural Thompson sampling, contextual bandits.","NeuralUCB: neural upper confidence bound, contextual bandits.","PPO: proximal policy optimisation, single-agent.","Rainbow DQN under its spaced name (the same algorithm as RainbowDQN).","Rainbow DQN: the one algorithm that may use prioritized replay.","Recurrent PPO under its spaced name (the same algorithm as RecurrentPPO).","PPO with a recurrent (LSTM) encoder, single-agent.","SFT: supervised fine-tuning of an LLM.","TD3: twin delayed DDPG, single-agent, continuous actions."],"markdownEnumDescriptions":["CISPO: GRPO-family LLM fine-tuning (clipped importance-sampling policy optimisation).","CQN: conservative Q-network, offline single-agent.","DDPG: deterministic policy gradient, single-agent, continuous actions.","DPO: direct preference optimisation of an LLM.","DQN: deep Q-network, single-agent, discrete actions.","GRPO: group relative policy optimisation of an LLM.","GSPO: GRPO-family LLM fine-tuning with sequence-level ratios.","IPPO: independent PPO, multi-agent.","LLMPPO: PPO fine-tuning of an LLM.","LLMREINFORCE: REINFORCE fine-tuning of an LLM.","MADDPG: multi-agent DDPG.","MATD3: multi-agent TD3.","NeuralTS: neural Thompson sampling, contextual bandits.","NeuralUCB: neural upper confidence bound, contextual bandits.","PPO: proximal policy optimisation, single-agent.","Rainbow DQN under its spaced name (the same algorithm as RainbowDQN).","Rainbow DQN: the one algorithm that may use prioritized replay.","Recurrent PPO under its spaced name (the same algorithm as RecurrentPPO).","PPO with a recurrent (LSTM) encoder, single-agent.","SFT: supervised fine-tuning of an LLM.","TD3: twin delayed DDPG, single-agent, continuous actions."],"examples":["DQN","RainbowDQN","PPO","MADDPG","GRPO"]},"gamma":{"anyOf":[{"type":"number","minimum":0,"maximum":1},{"type":"null"}],"default":null,"description":"Discount factor; n-step replay uses it. Unset: the algorithm's own default (0.99 for most, 0.95 for MADDPG and MATD3, 1.0 for the bandits, LLMPPO and LLMREINFORCE).","markdownDescription":"Discount factor; n-step replay uses it. Unset: the algorithm's own default (`0.99` for most, `0.95` for `MADDPG` and `MATD3`, `1.0` for the bandits, `LLMPPO` and `LLMREINFORCE`).","examples":[0.99]}},"required":["name"],"additionalProperties":true,"x-algorithm-kinds":{"single_agent":["CQN","DDPG","DQN","NeuralTS","NeuralUCB","PPO","Rainbow DQN","RainbowDQN","Recurrent PPO","RecurrentPPO","TD3"],"multi_agent":["IPPO","MADDPG","MATD3"],"llm":["CISPO","DPO","GRPO","GSPO","LLMPPO","LLMREINFORCE","SFT"]}};

function validate36(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://agilerl-specs.github.io/schema/v1/algorithm.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate36.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema50.required,parentSchema:schema50,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.name !== undefined){
let data0 = data.name;
if(!(((((((((((((((((((((data0 === "CISPO") || (data0 === "CQN")) || (data0 === "DDPG")) || (data0 === "DPO")) || (data0 === "DQN")) || (data0 === "GRPO")) || (data0 === "GSPO")) || (data0 === "IPPO")) || (data0 === "LLMPPO")) || (data0 === "LLMREINFORCE")) || (data0 === "MADDPG")) || (data0 === "MATD3")) || (data0 === "NeuralTS")) || (data0 === "NeuralUCB")) || (data0 === "PPO")) || (data0 === "Rainbow DQN")) || (data0 === "RainbowDQN")) || (data0 === "Recurrent PPO")) || (data0 === "RecurrentPPO")) || (data0 === "SFT")) || (data0 === "TD3"))){
const err1 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/enum",keyword:"enum",params:{allowedValues: schema50.properties.name.enum},message:"must be equal to one of the allowed values",schema:schema50.properties.name.enum,parentSchema:schema50.properties.name,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.gamma !== undefined){
let data1 = data.gamma;
const _errs9 = errors;
let valid1 = false;
const _errs10 = errors;
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 1 || isNaN(data1)){
const err2 = {instancePath:instancePath+"/gamma",schemaPath:"#/properties/gamma/anyOf/0/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1",schema:1,parentSchema:schema50.properties.gamma.anyOf[0],data:data1};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data1 < 0 || isNaN(data1)){
const err3 = {instancePath:instancePath+"/gamma",schemaPath:"#/properties/gamma/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema50.properties.gamma.anyOf[0],data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/gamma",schemaPath:"#/properties/gamma/anyOf/0/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema50.properties.gamma.anyOf[0].type,parentSchema:schema50.properties.gamma.anyOf[0],data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid0 = _errs10 === errors;
valid1 = valid1 || _valid0;
const _errs12 = errors;
if(data1 !== null){
const err5 = {instancePath:instancePath+"/gamma",schemaPath:"#/properties/gamma/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema50.properties.gamma.anyOf[1].type,parentSchema:schema50.properties.gamma.anyOf[1],data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var _valid0 = _errs12 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err6 = {instancePath:instancePath+"/gamma",schemaPath:"#/properties/gamma/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema50.properties.gamma.anyOf,parentSchema:schema50.properties.gamma,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
else {
errors = _errs9;
if(vErrors !== null){
if(_errs9){
vErrors.length = _errs9;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err7 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema50.type,parentSchema:schema50,data};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
validate36.errors = vErrors;
return errors === 0;
}
validate36.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.Manifest = validate37;
const schema51 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://agilerl-specs.github.io/schema/v1/manifest.schema.json","title":"Manifest","description":"An AgileRL training manifest. The training, replay_buffer and algorithm sections are validated here, with the rules that join them; environment, network, mutation and selection_strategy belong to other schemas and are accepted as objects (passed through unchecked).","markdownDescription":"An AgileRL training manifest. The `training`, `replay_buffer` and `algorithm` sections are validated here, with the rules that join them; `environment`, `network`, `mutation` and `selection_strategy` belong to other schemas and are accepted as objects (passed through unchecked).","type":"object","properties":{"$schema":{"type":"string","description":"URI of this schema, for editors.","markdownDescription":"URI of this schema, for editors.","examples":["https://agilerl-specs.github.io/schema/v1/manifest.schema.json"]},"apiVersion":{"const":"agilerl.com/v1","default":"agilerl.com/v1","description":"Version of the manifest contract this file is written against; only agilerl.com/v1 exists.","markdownDescription":"Version of the manifest contract this file is written against; only `agilerl.com/v1` exists.","examples":["agilerl.com/v1"],"x-python-name":"api_version"},"api_version":{"const":"agilerl.com/v1","description":"Older spelling of apiVersion, still accepted and read as apiVersion. Write apiVersion; writing both is an error.","markdownDescription":"Older spelling of `apiVersion`, still accepted and read as `apiVersion`. Write `apiVersion`; writing both is an error.","deprecated":true,"deprecationMessage":"api_version is the older spelling of apiVersion: write apiVersion.","x-alias-of":"apiVersion"},"algorithm":{"$ref":"algorithm.schema.json","description":"The algorithm and its hyperparameters.","markdownDescription":"The algorithm and its hyperparameters."},"environment":{"type":"object","description":"The environment to train on (validated by the environment schema).","markdownDescription":"The environment to train on (validated by the environment schema).","examples":[{"name":"CartPole-v1","num_envs":16}]},"network":{"type":"object","description":"The network architecture (validated by the network schema).","markdownDescription":"The network architecture (validated by the network schema).","examples":[{"latent_dim":64,"encoder_config":{"hidden_size":[64]}}]},"mutation":{"type":"object","description":"Mutation settings of evolutionary HPO (validated by the mutation schema).","markdownDescription":"Mutation settings of evolutionary HPO (validated by the mutation schema).","examples":[{"no_mutation":0.4,"architecture":0.2,"parameters":0.2,"rl_hp":0.2}]},"selection_strategy":{"type":"object","description":"Selection settings of evolutionary HPO (validated by the selection schema).","markdownDescription":"Selection settings of evolutionary HPO (validated by the selection schema).","examples":[{"tournament_size":2,"elitism":true}]},"tournament_selection":{"type":"object","description":"Older name of selection_strategy, still accepted and read as selection_strategy. Write selection_strategy; writing both is an error.","markdownDescription":"Older name of `selection_strategy`, still accepted and read as `selection_strategy`. Write `selection_strategy`; writing both is an error.","deprecated":true,"deprecationMessage":"tournament_selection is the older name of selection_strategy: write selection_strategy.","x-alias-of":"selection_strategy"},"training":{"$ref":"training.schema.json","default":{},"description":"The training section.","markdownDescription":"The training section."},"replay_buffer":{"if":{"type":"object","properties":{"kind":{"const":"llm"}},"required":["kind"]},"then":{"$ref":"replay_buffer.schema.json#/$defs/LLMRolloutBufferSpec"},"else":{"if":{"type":"object","properties":{"kind":{"not":{"const":"classic"}}},"required":["kind"]},"then":{"type":"object","properties":{"kind":{"enum":["classic","llm"]}}},"else":{"anyOf":[{"$ref":"replay_buffer.schema.json"},{"type":"null"}]}},"default":null,"description":"The replay buffer section: the classic replay memory (kind omitted or classic) or the LLM rollout queue (kind: llm); unset: the algorithm uses none (on-policy).","markdownDescription":"The replay buffer section: the classic replay memory (`kind` omitted or `classic`) or the LLM rollout queue (`kind: llm`); unset: the algorithm uses none (on-policy)."}},"required":["algorithm"],"additionalProperties":false,"allOf":[{"description":"selection_strategy and tournament_selection are two names of one section: write one of them","if":{"$comment":"The properties entry accepts anything: it only declares the names this rule uses, for validators that check `required` names against `properties` (Ajv strictRequired).","type":"object","properties":{"selection_strategy":true,"tournament_selection":true},"required":["selection_strategy"]},"then":{"not":{"required":["tournament_selection"]}}},{"description":"apiVersion and api_version are two spellings of one field: write one of them","if":{"$comment":"The properties entry accepts anything: it only declares the names this rule uses, for validators that check `required` names against `properties` (Ajv strictRequired).","type":"object","properties":{"apiVersion":true,"api_version":true},"required":["apiVersion"]},"then":{"not":{"required":["api_version"]}}},{"description":"async rollout queues generated groups, so it needs the llm replay buffer (replay_buffer.kind: llm)","if":{"type":"object","properties":{"training":{"type":"object","properties":{"rollout_mode":{"const":"async"}},"required":["rollout_mode"]}},"required":["training"]},"then":{"properties":{"replay_buffer":{"type":"object","properties":{"kind":{"const":"llm"}},"required":["kind"]}},"required":["replay_buffer"]}},{"description":"reuse_prefix_cache_across_syncs keeps the cache for max_rollout_version_lag versions, so it needs the llm replay buffer with max_rollout_version_lag >= 1","if":{"type":"object","properties":{"training":{"type":"object","properties":{"reuse_prefix_cache_across_syncs":{"const":true}},"required":["reuse_prefix_cache_across_syncs"]}},"required":["training"]},"then":{"properties":{"replay_buffer":{"type":"object","properties":{"kind":{"const":"llm"},"max_rollout_version_lag":{"type":"integer","minimum":1}},"required":["kind","max_rollout_version_lag"]}},"required":["replay_buffer"]}},{"description":"group replay (replay_buffer.group_replay_max_age > 0) swaps a completion into a group whose rewards tie, so it needs a GRPO-family algorithm (CISPO, GRPO, GSPO) with group_size >= 2","if":{"type":"object","properties":{"replay_buffer":{"type":"object","properties":{"kind":{"const":"llm"},"group_replay_max_age":{"type":"number","exclusiveMinimum":0}},"required":["kind","group_replay_max_age"]}},"required":["replay_buffer"]},"then":{"properties":{"algorithm":{"type":"object","properties":{"name":{"enum":["CISPO","GRPO","GSPO"]},"group_size":{"type":"integer","minimum":2}}}}}},{"description":"prioritized replay is built for Rainbow DQN only (the buffer factory refuses it for other single-agent and LLM algorithms; multi-agent ones get a uniform buffer and a warning)","if":{"allOf":[{"type":"object","properties":{"replay_buffer":{"type":"object","properties":{"per_buffer":{"const":true},"kind":{"not":{"const":"llm"}}},"required":["per_buffer"]}},"required":["replay_buffer"]},{"type":"object","properties":{"algorithm":{"type":"object","properties":{"name":{"not":{"enum":["IPPO","MADDPG","MATD3"]}}},"required":["name"]}},"required":["algorithm"]}]},"then":{"properties":{"algorithm":{"type":"object","properties":{"name":{"enum":["Rainbow DQN","RainbowDQN"]}}}}}},{"description":"n-step replay discounts with the algorithm's gamma, which only single-agent algorithms have (multi-agent ones get a uniform buffer and a warning)","if":{"allOf":[{"type":"object","properties":{"replay_buffer":{"type":"object","properties":{"n_step_buffer":{"const":true},"kind":{"not":{"const":"llm"}}},"required":["n_step_buffer"]}},"required":["replay_buffer"]},{"type":"object","properties":{"algorithm":{"type":"object","properties":{"name":{"not":{"enum":["IPPO","MADDPG","MATD3"]}}},"required":["name"]}},"required":["algorithm"]}]},"then":{"properties":{"algorithm":{"type":"object","properties":{"name":{"enum":["CQN","DDPG","DQN","NeuralTS","NeuralUCB","PPO","Rainbow DQN","RainbowDQN","Recurrent PPO","RecurrentPPO","TD3"]}}}}}},{"description":"prioritized plus n-step replay builds a second, n-step memory that discounts with gamma, which multi-agent algorithms do not give the buffer factory","if":{"type":"object","properties":{"replay_buffer":{"type":"object","properties":{"per_buffer":{"const":true},"n_step_buffer":{"const":true},"kind":{"not":{"const":"llm"}}},"required":["per_buffer","n_step_buffer"]}},"required":["replay_buffer"]},"then":{"properties":{"algorithm":{"type":"object","properties":{"name":{"not":{"enum":["IPPO","MADDPG","MATD3"]}}}}}}}]};

function validate37(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://agilerl-specs.github.io/schema/v1/manifest.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate37.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs2 = errors;
let valid1 = true;
const _errs3 = errors;
if(errors === _errs3){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.selection_strategy === undefined) && (missing0 = "selection_strategy")){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
else {
const err1 = {};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
var _valid0 = _errs3 === errors;
errors = _errs2;
if(vErrors !== null){
if(_errs2){
vErrors.length = _errs2;
}
else {
vErrors = null;
}
}
if(_valid0){
const _errs6 = errors;
const _errs7 = errors;
const _errs8 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if((data.tournament_selection === undefined) && (missing1 = "tournament_selection")){
const err2 = {};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
var valid2 = _errs8 === errors;
if(valid2){
const err3 = {instancePath,schemaPath:"#/allOf/0/then/not",keyword:"not",params:{},message:"must NOT be valid",schema:schema51.allOf[0].then.not,parentSchema:schema51.allOf[0].then,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
else {
errors = _errs7;
if(vErrors !== null){
if(_errs7){
vErrors.length = _errs7;
}
else {
vErrors = null;
}
}
}
var _valid0 = _errs6 === errors;
valid1 = _valid0;
}
if(!valid1){
const err4 = {instancePath,schemaPath:"#/allOf/0/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema51.allOf[0].if,parentSchema:schema51.allOf[0],data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
const _errs10 = errors;
let valid3 = true;
const _errs11 = errors;
if(errors === _errs11){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing2;
if((data.apiVersion === undefined) && (missing2 = "apiVersion")){
const err5 = {};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
var _valid1 = _errs11 === errors;
errors = _errs10;
if(vErrors !== null){
if(_errs10){
vErrors.length = _errs10;
}
else {
vErrors = null;
}
}
if(_valid1){
const _errs14 = errors;
const _errs15 = errors;
const _errs16 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing3;
if((data.api_version === undefined) && (missing3 = "api_version")){
const err7 = {};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
var valid4 = _errs16 === errors;
if(valid4){
const err8 = {instancePath,schemaPath:"#/allOf/1/then/not",keyword:"not",params:{},message:"must NOT be valid",schema:schema51.allOf[1].then.not,parentSchema:schema51.allOf[1].then,data};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
else {
errors = _errs15;
if(vErrors !== null){
if(_errs15){
vErrors.length = _errs15;
}
else {
vErrors = null;
}
}
}
var _valid1 = _errs14 === errors;
valid3 = _valid1;
}
if(!valid3){
const err9 = {instancePath,schemaPath:"#/allOf/1/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema51.allOf[1].if,parentSchema:schema51.allOf[1],data};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
const _errs18 = errors;
let valid5 = true;
const _errs19 = errors;
if(errors === _errs19){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing4;
if((data.training === undefined) && (missing4 = "training")){
const err10 = {};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
else {
if(data.training !== undefined){
let data0 = data.training;
const _errs21 = errors;
if(errors === _errs21){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
let missing5;
if((data0.rollout_mode === undefined) && (missing5 = "rollout_mode")){
const err11 = {};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
else {
if(data0.rollout_mode !== undefined){
if("async" !== data0.rollout_mode){
const err12 = {};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
}
else {
const err13 = {};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
}
}
else {
const err14 = {};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
var _valid2 = _errs19 === errors;
errors = _errs18;
if(vErrors !== null){
if(_errs18){
vErrors.length = _errs18;
}
else {
vErrors = null;
}
}
if(_valid2){
const _errs24 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.replay_buffer === undefined){
const err15 = {instancePath,schemaPath:"#/allOf/2/then/required",keyword:"required",params:{missingProperty: "replay_buffer"},message:"must have required property '"+"replay_buffer"+"'",schema:schema51.allOf[2].then.required,parentSchema:schema51.allOf[2].then,data};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data.replay_buffer !== undefined){
let data2 = data.replay_buffer;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.kind === undefined){
const err16 = {instancePath:instancePath+"/replay_buffer",schemaPath:"#/allOf/2/then/properties/replay_buffer/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'",schema:schema51.allOf[2].then.properties.replay_buffer.required,parentSchema:schema51.allOf[2].then.properties.replay_buffer,data:data2};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data2.kind !== undefined){
let data3 = data2.kind;
if("llm" !== data3){
const err17 = {instancePath:instancePath+"/replay_buffer/kind",schemaPath:"#/allOf/2/then/properties/replay_buffer/properties/kind/const",keyword:"const",params:{allowedValue: "llm"},message:"must be equal to constant",schema:"llm",parentSchema:schema51.allOf[2].then.properties.replay_buffer.properties.kind,data:data3};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
else {
const err18 = {instancePath:instancePath+"/replay_buffer",schemaPath:"#/allOf/2/then/properties/replay_buffer/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema51.allOf[2].then.properties.replay_buffer.type,parentSchema:schema51.allOf[2].then.properties.replay_buffer,data:data2};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
}
var _valid2 = _errs24 === errors;
valid5 = _valid2;
if(valid5){
var props0 = {};
props0.replay_buffer = true;
props0.training = true;
}
}
if(!valid5){
const err19 = {instancePath,schemaPath:"#/allOf/2/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema51.allOf[2].if,parentSchema:schema51.allOf[2],data};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(props0 !== true){
props0 = props0 || {};
props0.apiVersion = true;
props0.api_version = true;
props0.selection_strategy = true;
props0.tournament_selection = true;
}
const _errs29 = errors;
let valid10 = true;
const _errs30 = errors;
if(errors === _errs30){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing6;
if((data.training === undefined) && (missing6 = "training")){
const err20 = {};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
else {
if(data.training !== undefined){
let data4 = data.training;
const _errs32 = errors;
if(errors === _errs32){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
let missing7;
if((data4.reuse_prefix_cache_across_syncs === undefined) && (missing7 = "reuse_prefix_cache_across_syncs")){
const err21 = {};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
else {
if(data4.reuse_prefix_cache_across_syncs !== undefined){
if(true !== data4.reuse_prefix_cache_across_syncs){
const err22 = {};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
}
}
else {
const err23 = {};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
}
}
}
else {
const err24 = {};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
var _valid3 = _errs30 === errors;
errors = _errs29;
if(vErrors !== null){
if(_errs29){
vErrors.length = _errs29;
}
else {
vErrors = null;
}
}
if(_valid3){
const _errs35 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.replay_buffer === undefined){
const err25 = {instancePath,schemaPath:"#/allOf/3/then/required",keyword:"required",params:{missingProperty: "replay_buffer"},message:"must have required property '"+"replay_buffer"+"'",schema:schema51.allOf[3].then.required,parentSchema:schema51.allOf[3].then,data};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(data.replay_buffer !== undefined){
let data6 = data.replay_buffer;
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(data6.kind === undefined){
const err26 = {instancePath:instancePath+"/replay_buffer",schemaPath:"#/allOf/3/then/properties/replay_buffer/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'",schema:schema51.allOf[3].then.properties.replay_buffer.required,parentSchema:schema51.allOf[3].then.properties.replay_buffer,data:data6};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(data6.max_rollout_version_lag === undefined){
const err27 = {instancePath:instancePath+"/replay_buffer",schemaPath:"#/allOf/3/then/properties/replay_buffer/required",keyword:"required",params:{missingProperty: "max_rollout_version_lag"},message:"must have required property '"+"max_rollout_version_lag"+"'",schema:schema51.allOf[3].then.properties.replay_buffer.required,parentSchema:schema51.allOf[3].then.properties.replay_buffer,data:data6};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(data6.kind !== undefined){
let data7 = data6.kind;
if("llm" !== data7){
const err28 = {instancePath:instancePath+"/replay_buffer/kind",schemaPath:"#/allOf/3/then/properties/replay_buffer/properties/kind/const",keyword:"const",params:{allowedValue: "llm"},message:"must be equal to constant",schema:"llm",parentSchema:schema51.allOf[3].then.properties.replay_buffer.properties.kind,data:data7};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data6.max_rollout_version_lag !== undefined){
let data8 = data6.max_rollout_version_lag;
if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
const err29 = {instancePath:instancePath+"/replay_buffer/max_rollout_version_lag",schemaPath:"#/allOf/3/then/properties/replay_buffer/properties/max_rollout_version_lag/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema51.allOf[3].then.properties.replay_buffer.properties.max_rollout_version_lag.type,parentSchema:schema51.allOf[3].then.properties.replay_buffer.properties.max_rollout_version_lag,data:data8};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 < 1 || isNaN(data8)){
const err30 = {instancePath:instancePath+"/replay_buffer/max_rollout_version_lag",schemaPath:"#/allOf/3/then/properties/replay_buffer/properties/max_rollout_version_lag/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema51.allOf[3].then.properties.replay_buffer.properties.max_rollout_version_lag,data:data8};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
}
}
else {
const err31 = {instancePath:instancePath+"/replay_buffer",schemaPath:"#/allOf/3/then/properties/replay_buffer/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema51.allOf[3].then.properties.replay_buffer.type,parentSchema:schema51.allOf[3].then.properties.replay_buffer,data:data6};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
}
var _valid3 = _errs35 === errors;
valid10 = _valid3;
if(valid10){
var props1 = {};
props1.replay_buffer = true;
props1.training = true;
}
}
if(!valid10){
const err32 = {instancePath,schemaPath:"#/allOf/3/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema51.allOf[3].if,parentSchema:schema51.allOf[3],data};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(props0 !== true && props1 !== undefined){
if(props1 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props1);
}
}
const _errs42 = errors;
let valid15 = true;
const _errs43 = errors;
if(errors === _errs43){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing8;
if((data.replay_buffer === undefined) && (missing8 = "replay_buffer")){
const err33 = {};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
else {
if(data.replay_buffer !== undefined){
let data9 = data.replay_buffer;
const _errs45 = errors;
if(errors === _errs45){
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
let missing9;
if(((data9.kind === undefined) && (missing9 = "kind")) || ((data9.group_replay_max_age === undefined) && (missing9 = "group_replay_max_age"))){
const err34 = {};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
else {
if(data9.kind !== undefined){
const _errs47 = errors;
if("llm" !== data9.kind){
const err35 = {};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
var valid17 = _errs47 === errors;
}
else {
var valid17 = true;
}
if(valid17){
if(data9.group_replay_max_age !== undefined){
let data11 = data9.group_replay_max_age;
const _errs48 = errors;
if(errors === _errs48){
if((typeof data11 == "number") && (isFinite(data11))){
if(data11 <= 0 || isNaN(data11)){
const err36 = {};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
else {
const err37 = {};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
var valid17 = _errs48 === errors;
}
else {
var valid17 = true;
}
}
}
}
else {
const err38 = {};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
}
}
}
else {
const err39 = {};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
var _valid4 = _errs43 === errors;
errors = _errs42;
if(vErrors !== null){
if(_errs42){
vErrors.length = _errs42;
}
else {
vErrors = null;
}
}
if(_valid4){
const _errs50 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.algorithm !== undefined){
let data12 = data.algorithm;
if(data12 && typeof data12 == "object" && !Array.isArray(data12)){
if(data12.name !== undefined){
let data13 = data12.name;
if(!(((data13 === "CISPO") || (data13 === "GRPO")) || (data13 === "GSPO"))){
const err40 = {instancePath:instancePath+"/algorithm/name",schemaPath:"#/allOf/4/then/properties/algorithm/properties/name/enum",keyword:"enum",params:{allowedValues: schema51.allOf[4].then.properties.algorithm.properties.name.enum},message:"must be equal to one of the allowed values",schema:schema51.allOf[4].then.properties.algorithm.properties.name.enum,parentSchema:schema51.allOf[4].then.properties.algorithm.properties.name,data:data13};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data12.group_size !== undefined){
let data14 = data12.group_size;
if(!(((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14))) && (isFinite(data14)))){
const err41 = {instancePath:instancePath+"/algorithm/group_size",schemaPath:"#/allOf/4/then/properties/algorithm/properties/group_size/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema51.allOf[4].then.properties.algorithm.properties.group_size.type,parentSchema:schema51.allOf[4].then.properties.algorithm.properties.group_size,data:data14};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if((typeof data14 == "number") && (isFinite(data14))){
if(data14 < 2 || isNaN(data14)){
const err42 = {instancePath:instancePath+"/algorithm/group_size",schemaPath:"#/allOf/4/then/properties/algorithm/properties/group_size/minimum",keyword:"minimum",params:{comparison: ">=", limit: 2},message:"must be >= 2",schema:2,parentSchema:schema51.allOf[4].then.properties.algorithm.properties.group_size,data:data14};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
}
}
else {
const err43 = {instancePath:instancePath+"/algorithm",schemaPath:"#/allOf/4/then/properties/algorithm/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema51.allOf[4].then.properties.algorithm.type,parentSchema:schema51.allOf[4].then.properties.algorithm,data:data12};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
}
var _valid4 = _errs50 === errors;
valid15 = _valid4;
if(valid15){
var props2 = {};
props2.algorithm = true;
props2.replay_buffer = true;
}
}
if(!valid15){
const err44 = {instancePath,schemaPath:"#/allOf/4/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema51.allOf[4].if,parentSchema:schema51.allOf[4],data};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
if(props0 !== true && props2 !== undefined){
if(props2 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props2);
}
}
const _errs57 = errors;
let valid20 = true;
const _errs58 = errors;
const _errs59 = errors;
if(errors === _errs59){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing10;
if((data.replay_buffer === undefined) && (missing10 = "replay_buffer")){
const err45 = {};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
else {
if(data.replay_buffer !== undefined){
let data15 = data.replay_buffer;
const _errs61 = errors;
if(errors === _errs61){
if(data15 && typeof data15 == "object" && !Array.isArray(data15)){
let missing11;
if((data15.per_buffer === undefined) && (missing11 = "per_buffer")){
const err46 = {};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
else {
if(data15.per_buffer !== undefined){
const _errs63 = errors;
if(true !== data15.per_buffer){
const err47 = {};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
var valid23 = _errs63 === errors;
}
else {
var valid23 = true;
}
if(valid23){
if(data15.kind !== undefined){
const _errs64 = errors;
const _errs65 = errors;
const _errs66 = errors;
if("llm" !== data15.kind){
const err48 = {};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
var valid24 = _errs66 === errors;
if(valid24){
const err49 = {};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
else {
errors = _errs65;
if(vErrors !== null){
if(_errs65){
vErrors.length = _errs65;
}
else {
vErrors = null;
}
}
}
var valid23 = _errs64 === errors;
}
else {
var valid23 = true;
}
}
}
}
else {
const err50 = {};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
}
}
}
else {
const err51 = {};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
var valid21 = _errs59 === errors;
if(valid21){
const _errs67 = errors;
if(errors === _errs67){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing12;
if((data.algorithm === undefined) && (missing12 = "algorithm")){
const err52 = {};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
else {
if(data.algorithm !== undefined){
let data18 = data.algorithm;
const _errs69 = errors;
if(errors === _errs69){
if(data18 && typeof data18 == "object" && !Array.isArray(data18)){
let missing13;
if((data18.name === undefined) && (missing13 = "name")){
const err53 = {};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
else {
if(data18.name !== undefined){
let data19 = data18.name;
const _errs72 = errors;
const _errs73 = errors;
if(!(((data19 === "IPPO") || (data19 === "MADDPG")) || (data19 === "MATD3"))){
const err54 = {};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
var valid27 = _errs73 === errors;
if(valid27){
const err55 = {};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
else {
errors = _errs72;
if(vErrors !== null){
if(_errs72){
vErrors.length = _errs72;
}
else {
vErrors = null;
}
}
}
}
}
}
else {
const err56 = {};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
}
}
}
else {
const err57 = {};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
var valid21 = _errs67 === errors;
}
var _valid5 = _errs58 === errors;
errors = _errs57;
if(vErrors !== null){
if(_errs57){
vErrors.length = _errs57;
}
else {
vErrors = null;
}
}
if(_valid5){
const _errs74 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.algorithm !== undefined){
let data20 = data.algorithm;
if(data20 && typeof data20 == "object" && !Array.isArray(data20)){
if(data20.name !== undefined){
let data21 = data20.name;
if(!((data21 === "Rainbow DQN") || (data21 === "RainbowDQN"))){
const err58 = {instancePath:instancePath+"/algorithm/name",schemaPath:"#/allOf/5/then/properties/algorithm/properties/name/enum",keyword:"enum",params:{allowedValues: schema51.allOf[5].then.properties.algorithm.properties.name.enum},message:"must be equal to one of the allowed values",schema:schema51.allOf[5].then.properties.algorithm.properties.name.enum,parentSchema:schema51.allOf[5].then.properties.algorithm.properties.name,data:data21};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
}
else {
const err59 = {instancePath:instancePath+"/algorithm",schemaPath:"#/allOf/5/then/properties/algorithm/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema51.allOf[5].then.properties.algorithm.type,parentSchema:schema51.allOf[5].then.properties.algorithm,data:data20};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
}
var _valid5 = _errs74 === errors;
valid20 = _valid5;
if(valid20){
var props3 = {};
props3.algorithm = true;
props3.replay_buffer = true;
}
}
if(!valid20){
const err60 = {instancePath,schemaPath:"#/allOf/5/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema51.allOf[5].if,parentSchema:schema51.allOf[5],data};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
if(props0 !== true && props3 !== undefined){
if(props3 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props3);
}
}
const _errs79 = errors;
let valid30 = true;
const _errs80 = errors;
const _errs81 = errors;
if(errors === _errs81){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing14;
if((data.replay_buffer === undefined) && (missing14 = "replay_buffer")){
const err61 = {};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
else {
if(data.replay_buffer !== undefined){
let data22 = data.replay_buffer;
const _errs83 = errors;
if(errors === _errs83){
if(data22 && typeof data22 == "object" && !Array.isArray(data22)){
let missing15;
if((data22.n_step_buffer === undefined) && (missing15 = "n_step_buffer")){
const err62 = {};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
else {
if(data22.n_step_buffer !== undefined){
const _errs85 = errors;
if(true !== data22.n_step_buffer){
const err63 = {};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
var valid33 = _errs85 === errors;
}
else {
var valid33 = true;
}
if(valid33){
if(data22.kind !== undefined){
const _errs86 = errors;
const _errs87 = errors;
const _errs88 = errors;
if("llm" !== data22.kind){
const err64 = {};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
var valid34 = _errs88 === errors;
if(valid34){
const err65 = {};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
else {
errors = _errs87;
if(vErrors !== null){
if(_errs87){
vErrors.length = _errs87;
}
else {
vErrors = null;
}
}
}
var valid33 = _errs86 === errors;
}
else {
var valid33 = true;
}
}
}
}
else {
const err66 = {};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
}
}
}
else {
const err67 = {};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
}
var valid31 = _errs81 === errors;
if(valid31){
const _errs89 = errors;
if(errors === _errs89){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing16;
if((data.algorithm === undefined) && (missing16 = "algorithm")){
const err68 = {};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
else {
if(data.algorithm !== undefined){
let data25 = data.algorithm;
const _errs91 = errors;
if(errors === _errs91){
if(data25 && typeof data25 == "object" && !Array.isArray(data25)){
let missing17;
if((data25.name === undefined) && (missing17 = "name")){
const err69 = {};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
else {
if(data25.name !== undefined){
let data26 = data25.name;
const _errs94 = errors;
const _errs95 = errors;
if(!(((data26 === "IPPO") || (data26 === "MADDPG")) || (data26 === "MATD3"))){
const err70 = {};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
var valid37 = _errs95 === errors;
if(valid37){
const err71 = {};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
else {
errors = _errs94;
if(vErrors !== null){
if(_errs94){
vErrors.length = _errs94;
}
else {
vErrors = null;
}
}
}
}
}
}
else {
const err72 = {};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
}
}
}
}
else {
const err73 = {};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
}
var valid31 = _errs89 === errors;
}
var _valid6 = _errs80 === errors;
errors = _errs79;
if(vErrors !== null){
if(_errs79){
vErrors.length = _errs79;
}
else {
vErrors = null;
}
}
if(_valid6){
const _errs96 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.algorithm !== undefined){
let data27 = data.algorithm;
if(data27 && typeof data27 == "object" && !Array.isArray(data27)){
if(data27.name !== undefined){
let data28 = data27.name;
if(!(((((((((((data28 === "CQN") || (data28 === "DDPG")) || (data28 === "DQN")) || (data28 === "NeuralTS")) || (data28 === "NeuralUCB")) || (data28 === "PPO")) || (data28 === "Rainbow DQN")) || (data28 === "RainbowDQN")) || (data28 === "Recurrent PPO")) || (data28 === "RecurrentPPO")) || (data28 === "TD3"))){
const err74 = {instancePath:instancePath+"/algorithm/name",schemaPath:"#/allOf/6/then/properties/algorithm/properties/name/enum",keyword:"enum",params:{allowedValues: schema51.allOf[6].then.properties.algorithm.properties.name.enum},message:"must be equal to one of the allowed values",schema:schema51.allOf[6].then.properties.algorithm.properties.name.enum,parentSchema:schema51.allOf[6].then.properties.algorithm.properties.name,data:data28};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
}
}
else {
const err75 = {instancePath:instancePath+"/algorithm",schemaPath:"#/allOf/6/then/properties/algorithm/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema51.allOf[6].then.properties.algorithm.type,parentSchema:schema51.allOf[6].then.properties.algorithm,data:data27};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
}
}
var _valid6 = _errs96 === errors;
valid30 = _valid6;
if(valid30){
var props4 = {};
props4.algorithm = true;
props4.replay_buffer = true;
}
}
if(!valid30){
const err76 = {instancePath,schemaPath:"#/allOf/6/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema51.allOf[6].if,parentSchema:schema51.allOf[6],data};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
if(props0 !== true && props4 !== undefined){
if(props4 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props4);
}
}
const _errs101 = errors;
let valid40 = true;
const _errs102 = errors;
if(errors === _errs102){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing18;
if((data.replay_buffer === undefined) && (missing18 = "replay_buffer")){
const err77 = {};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
else {
if(data.replay_buffer !== undefined){
let data29 = data.replay_buffer;
const _errs104 = errors;
if(errors === _errs104){
if(data29 && typeof data29 == "object" && !Array.isArray(data29)){
let missing19;
if(((data29.per_buffer === undefined) && (missing19 = "per_buffer")) || ((data29.n_step_buffer === undefined) && (missing19 = "n_step_buffer"))){
const err78 = {};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
else {
if(data29.per_buffer !== undefined){
const _errs106 = errors;
if(true !== data29.per_buffer){
const err79 = {};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
var valid42 = _errs106 === errors;
}
else {
var valid42 = true;
}
if(valid42){
if(data29.n_step_buffer !== undefined){
const _errs107 = errors;
if(true !== data29.n_step_buffer){
const err80 = {};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
var valid42 = _errs107 === errors;
}
else {
var valid42 = true;
}
if(valid42){
if(data29.kind !== undefined){
const _errs108 = errors;
const _errs109 = errors;
const _errs110 = errors;
if("llm" !== data29.kind){
const err81 = {};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
var valid43 = _errs110 === errors;
if(valid43){
const err82 = {};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
else {
errors = _errs109;
if(vErrors !== null){
if(_errs109){
vErrors.length = _errs109;
}
else {
vErrors = null;
}
}
}
var valid42 = _errs108 === errors;
}
else {
var valid42 = true;
}
}
}
}
}
else {
const err83 = {};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
}
}
}
}
else {
const err84 = {};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
}
var _valid7 = _errs102 === errors;
errors = _errs101;
if(vErrors !== null){
if(_errs101){
vErrors.length = _errs101;
}
else {
vErrors = null;
}
}
if(_valid7){
const _errs111 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.algorithm !== undefined){
let data33 = data.algorithm;
if(data33 && typeof data33 == "object" && !Array.isArray(data33)){
if(data33.name !== undefined){
let data34 = data33.name;
const _errs115 = errors;
const _errs116 = errors;
if(!(((data34 === "IPPO") || (data34 === "MADDPG")) || (data34 === "MATD3"))){
const err85 = {};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
var valid46 = _errs116 === errors;
if(valid46){
const err86 = {instancePath:instancePath+"/algorithm/name",schemaPath:"#/allOf/7/then/properties/algorithm/properties/name/not",keyword:"not",params:{},message:"must NOT be valid",schema:schema51.allOf[7].then.properties.algorithm.properties.name.not,parentSchema:schema51.allOf[7].then.properties.algorithm.properties.name,data:data34};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
else {
errors = _errs115;
if(vErrors !== null){
if(_errs115){
vErrors.length = _errs115;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err87 = {instancePath:instancePath+"/algorithm",schemaPath:"#/allOf/7/then/properties/algorithm/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema51.allOf[7].then.properties.algorithm.type,parentSchema:schema51.allOf[7].then.properties.algorithm,data:data33};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
}
}
var _valid7 = _errs111 === errors;
valid40 = _valid7;
if(valid40){
var props5 = {};
props5.algorithm = true;
props5.replay_buffer = true;
}
}
if(!valid40){
const err88 = {instancePath,schemaPath:"#/allOf/7/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema51.allOf[7].if,parentSchema:schema51.allOf[7],data};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
if(props0 !== true && props5 !== undefined){
if(props5 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props5);
}
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.algorithm === undefined){
const err89 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "algorithm"},message:"must have required property '"+"algorithm"+"'",schema:schema51.required,parentSchema:schema51,data};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
for(const key0 in data){
if(!(func1.call(schema51.properties, key0))){
const err90 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema51,data};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
}
if(data.$schema !== undefined){
let data35 = data.$schema;
if(typeof data35 !== "string"){
const err91 = {instancePath:instancePath+"/$schema",schemaPath:"#/properties/%24schema/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema51.properties.$schema.type,parentSchema:schema51.properties.$schema,data:data35};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
}
if(data.apiVersion !== undefined){
let data36 = data.apiVersion;
if("agilerl.com/v1" !== data36){
const err92 = {instancePath:instancePath+"/apiVersion",schemaPath:"#/properties/apiVersion/const",keyword:"const",params:{allowedValue: "agilerl.com/v1"},message:"must be equal to constant",schema:"agilerl.com/v1",parentSchema:schema51.properties.apiVersion,data:data36};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
}
if(data.api_version !== undefined){
let data37 = data.api_version;
if("agilerl.com/v1" !== data37){
const err93 = {instancePath:instancePath+"/api_version",schemaPath:"#/properties/api_version/const",keyword:"const",params:{allowedValue: "agilerl.com/v1"},message:"must be equal to constant",schema:"agilerl.com/v1",parentSchema:schema51.properties.api_version,data:data37};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
}
if(data.algorithm !== undefined){
let data38 = data.algorithm;
if(data38 && typeof data38 == "object" && !Array.isArray(data38)){
if(data38.name === undefined){
const err94 = {instancePath:instancePath+"/algorithm",schemaPath:"algorithm.schema.json/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema50.required,parentSchema:schema50,data:data38};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
if(data38.name !== undefined){
let data39 = data38.name;
if(!(((((((((((((((((((((data39 === "CISPO") || (data39 === "CQN")) || (data39 === "DDPG")) || (data39 === "DPO")) || (data39 === "DQN")) || (data39 === "GRPO")) || (data39 === "GSPO")) || (data39 === "IPPO")) || (data39 === "LLMPPO")) || (data39 === "LLMREINFORCE")) || (data39 === "MADDPG")) || (data39 === "MATD3")) || (data39 === "NeuralTS")) || (data39 === "NeuralUCB")) || (data39 === "PPO")) || (data39 === "Rainbow DQN")) || (data39 === "RainbowDQN")) || (data39 === "Recurrent PPO")) || (data39 === "RecurrentPPO")) || (data39 === "SFT")) || (data39 === "TD3"))){
const err95 = {instancePath:instancePath+"/algorithm/name",schemaPath:"algorithm.schema.json/properties/name/enum",keyword:"enum",params:{allowedValues: schema50.properties.name.enum},message:"must be equal to one of the allowed values",schema:schema50.properties.name.enum,parentSchema:schema50.properties.name,data:data39};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
}
if(data38.gamma !== undefined){
let data40 = data38.gamma;
const _errs140 = errors;
let valid50 = false;
const _errs141 = errors;
if((typeof data40 == "number") && (isFinite(data40))){
if(data40 > 1 || isNaN(data40)){
const err96 = {instancePath:instancePath+"/algorithm/gamma",schemaPath:"algorithm.schema.json/properties/gamma/anyOf/0/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1",schema:1,parentSchema:schema50.properties.gamma.anyOf[0],data:data40};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
if(data40 < 0 || isNaN(data40)){
const err97 = {instancePath:instancePath+"/algorithm/gamma",schemaPath:"algorithm.schema.json/properties/gamma/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema50.properties.gamma.anyOf[0],data:data40};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
}
else {
const err98 = {instancePath:instancePath+"/algorithm/gamma",schemaPath:"algorithm.schema.json/properties/gamma/anyOf/0/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema50.properties.gamma.anyOf[0].type,parentSchema:schema50.properties.gamma.anyOf[0],data:data40};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
var _valid8 = _errs141 === errors;
valid50 = valid50 || _valid8;
const _errs143 = errors;
if(data40 !== null){
const err99 = {instancePath:instancePath+"/algorithm/gamma",schemaPath:"algorithm.schema.json/properties/gamma/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema50.properties.gamma.anyOf[1].type,parentSchema:schema50.properties.gamma.anyOf[1],data:data40};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
var _valid8 = _errs143 === errors;
valid50 = valid50 || _valid8;
if(!valid50){
const err100 = {instancePath:instancePath+"/algorithm/gamma",schemaPath:"algorithm.schema.json/properties/gamma/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema50.properties.gamma.anyOf,parentSchema:schema50.properties.gamma,data:data40};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
else {
errors = _errs140;
if(vErrors !== null){
if(_errs140){
vErrors.length = _errs140;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err101 = {instancePath:instancePath+"/algorithm",schemaPath:"algorithm.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema50.type,parentSchema:schema50,data:data38};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
}
if(data.environment !== undefined){
let data41 = data.environment;
if(!(data41 && typeof data41 == "object" && !Array.isArray(data41))){
const err102 = {instancePath:instancePath+"/environment",schemaPath:"#/properties/environment/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema51.properties.environment.type,parentSchema:schema51.properties.environment,data:data41};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
}
errors++;
}
}
if(data.network !== undefined){
let data42 = data.network;
if(!(data42 && typeof data42 == "object" && !Array.isArray(data42))){
const err103 = {instancePath:instancePath+"/network",schemaPath:"#/properties/network/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema51.properties.network.type,parentSchema:schema51.properties.network,data:data42};
if(vErrors === null){
vErrors = [err103];
}
else {
vErrors.push(err103);
}
errors++;
}
}
if(data.mutation !== undefined){
let data43 = data.mutation;
if(!(data43 && typeof data43 == "object" && !Array.isArray(data43))){
const err104 = {instancePath:instancePath+"/mutation",schemaPath:"#/properties/mutation/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema51.properties.mutation.type,parentSchema:schema51.properties.mutation,data:data43};
if(vErrors === null){
vErrors = [err104];
}
else {
vErrors.push(err104);
}
errors++;
}
}
if(data.selection_strategy !== undefined){
let data44 = data.selection_strategy;
if(!(data44 && typeof data44 == "object" && !Array.isArray(data44))){
const err105 = {instancePath:instancePath+"/selection_strategy",schemaPath:"#/properties/selection_strategy/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema51.properties.selection_strategy.type,parentSchema:schema51.properties.selection_strategy,data:data44};
if(vErrors === null){
vErrors = [err105];
}
else {
vErrors.push(err105);
}
errors++;
}
}
if(data.tournament_selection !== undefined){
let data45 = data.tournament_selection;
if(!(data45 && typeof data45 == "object" && !Array.isArray(data45))){
const err106 = {instancePath:instancePath+"/tournament_selection",schemaPath:"#/properties/tournament_selection/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema51.properties.tournament_selection.type,parentSchema:schema51.properties.tournament_selection,data:data45};
if(vErrors === null){
vErrors = [err106];
}
else {
vErrors.push(err106);
}
errors++;
}
}
if(data.training !== undefined){
if(!(validate30(data.training, {instancePath:instancePath+"/training",parentData:data,parentDataProperty:"training",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate30.errors : vErrors.concat(validate30.errors);
errors = vErrors.length;
}
}
if(data.replay_buffer !== undefined){
let data47 = data.replay_buffer;
const _errs167 = errors;
let valid51 = true;
const _errs168 = errors;
if(errors === _errs168){
if(data47 && typeof data47 == "object" && !Array.isArray(data47)){
let missing20;
if((data47.kind === undefined) && (missing20 = "kind")){
const err107 = {};
if(vErrors === null){
vErrors = [err107];
}
else {
vErrors.push(err107);
}
errors++;
}
else {
if(data47.kind !== undefined){
if("llm" !== data47.kind){
const err108 = {};
if(vErrors === null){
vErrors = [err108];
}
else {
vErrors.push(err108);
}
errors++;
}
}
}
}
else {
const err109 = {};
if(vErrors === null){
vErrors = [err109];
}
else {
vErrors.push(err109);
}
errors++;
}
}
var _valid9 = _errs168 === errors;
errors = _errs167;
if(vErrors !== null){
if(_errs167){
vErrors.length = _errs167;
}
else {
vErrors = null;
}
}
let ifClause0;
if(_valid9){
const _errs171 = errors;
const _errs175 = errors;
let valid55 = true;
const _errs176 = errors;
if(errors === _errs176){
if(data47 && typeof data47 == "object" && !Array.isArray(data47)){
let missing21;
if((data47.max_size === undefined) && (missing21 = "max_size")){
const err110 = {};
if(vErrors === null){
vErrors = [err110];
}
else {
vErrors.push(err110);
}
errors++;
}
}
else {
const err111 = {};
if(vErrors === null){
vErrors = [err111];
}
else {
vErrors.push(err111);
}
errors++;
}
}
var _valid10 = _errs176 === errors;
errors = _errs175;
if(vErrors !== null){
if(_errs175){
vErrors.length = _errs175;
}
else {
vErrors = null;
}
}
if(_valid10){
const _errs179 = errors;
const _errs180 = errors;
const _errs181 = errors;
if(data47 && typeof data47 == "object" && !Array.isArray(data47)){
let missing22;
if((data47.memory_size === undefined) && (missing22 = "memory_size")){
const err112 = {};
if(vErrors === null){
vErrors = [err112];
}
else {
vErrors.push(err112);
}
errors++;
}
}
var valid56 = _errs181 === errors;
if(valid56){
const err113 = {instancePath:instancePath+"/replay_buffer",schemaPath:"replay_buffer.schema.json#/$defs/LLMRolloutBufferSpec/allOf/0/then/not",keyword:"not",params:{},message:"must NOT be valid",schema:schema49.allOf[0].then.not,parentSchema:schema49.allOf[0].then,data:data47};
if(vErrors === null){
vErrors = [err113];
}
else {
vErrors.push(err113);
}
errors++;
}
else {
errors = _errs180;
if(vErrors !== null){
if(_errs180){
vErrors.length = _errs180;
}
else {
vErrors = null;
}
}
}
var _valid10 = _errs179 === errors;
valid55 = _valid10;
}
if(!valid55){
const err114 = {instancePath:instancePath+"/replay_buffer",schemaPath:"replay_buffer.schema.json#/$defs/LLMRolloutBufferSpec/allOf/0/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema49.allOf[0].if,parentSchema:schema49.allOf[0],data:data47};
if(vErrors === null){
vErrors = [err114];
}
else {
vErrors.push(err114);
}
errors++;
}
if(data47 && typeof data47 == "object" && !Array.isArray(data47)){
for(const key1 in data47){
if(!(((((((key1 === "kind") || (key1 === "name")) || (key1 === "max_size")) || (key1 === "memory_size")) || (key1 === "max_rollout_version_lag")) || (key1 === "drop_uninformative_groups")) || (key1 === "group_replay_max_age"))){
const err115 = {instancePath:instancePath+"/replay_buffer",schemaPath:"replay_buffer.schema.json#/$defs/LLMRolloutBufferSpec/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema49,data:data47};
if(vErrors === null){
vErrors = [err115];
}
else {
vErrors.push(err115);
}
errors++;
}
}
if(data47.kind !== undefined){
let data49 = data47.kind;
if("llm" !== data49){
const err116 = {instancePath:instancePath+"/replay_buffer/kind",schemaPath:"replay_buffer.schema.json#/$defs/LLMRolloutBufferSpec/properties/kind/const",keyword:"const",params:{allowedValue: "llm"},message:"must be equal to constant",schema:"llm",parentSchema:schema49.properties.kind,data:data49};
if(vErrors === null){
vErrors = [err116];
}
else {
vErrors.push(err116);
}
errors++;
}
}
if(data47.name !== undefined){
let data50 = data47.name;
const _errs187 = errors;
let valid58 = false;
const _errs188 = errors;
if(typeof data50 !== "string"){
const err117 = {instancePath:instancePath+"/replay_buffer/name",schemaPath:"replay_buffer.schema.json#/$defs/LLMRolloutBufferSpec/properties/name/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema49.properties.name.anyOf[0].type,parentSchema:schema49.properties.name.anyOf[0],data:data50};
if(vErrors === null){
vErrors = [err117];
}
else {
vErrors.push(err117);
}
errors++;
}
var _valid11 = _errs188 === errors;
valid58 = valid58 || _valid11;
const _errs190 = errors;
if(data50 !== null){
const err118 = {instancePath:instancePath+"/replay_buffer/name",schemaPath:"replay_buffer.schema.json#/$defs/LLMRolloutBufferSpec/properties/name/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema49.properties.name.anyOf[1].type,parentSchema:schema49.properties.name.anyOf[1],data:data50};
if(vErrors === null){
vErrors = [err118];
}
else {
vErrors.push(err118);
}
errors++;
}
var _valid11 = _errs190 === errors;
valid58 = valid58 || _valid11;
if(!valid58){
const err119 = {instancePath:instancePath+"/replay_buffer/name",schemaPath:"replay_buffer.schema.json#/$defs/LLMRolloutBufferSpec/properties/name/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema49.properties.name.anyOf,parentSchema:schema49.properties.name,data:data50};
if(vErrors === null){
vErrors = [err119];
}
else {
vErrors.push(err119);
}
errors++;
}
else {
errors = _errs187;
if(vErrors !== null){
if(_errs187){
vErrors.length = _errs187;
}
else {
vErrors = null;
}
}
}
}
if(data47.max_size !== undefined){
let data51 = data47.max_size;
if(!(((typeof data51 == "number") && (!(data51 % 1) && !isNaN(data51))) && (isFinite(data51)))){
const err120 = {instancePath:instancePath+"/replay_buffer/max_size",schemaPath:"replay_buffer.schema.json#/$defs/LLMRolloutBufferSpec/properties/max_size/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema49.properties.max_size.type,parentSchema:schema49.properties.max_size,data:data51};
if(vErrors === null){
vErrors = [err120];
}
else {
vErrors.push(err120);
}
errors++;
}
if((typeof data51 == "number") && (isFinite(data51))){
if(data51 < 1 || isNaN(data51)){
const err121 = {instancePath:instancePath+"/replay_buffer/max_size",schemaPath:"replay_buffer.schema.json#/$defs/LLMRolloutBufferSpec/properties/max_size/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema49.properties.max_size,data:data51};
if(vErrors === null){
vErrors = [err121];
}
else {
vErrors.push(err121);
}
errors++;
}
}
}
if(data47.memory_size !== undefined){
let data52 = data47.memory_size;
if(!(((typeof data52 == "number") && (!(data52 % 1) && !isNaN(data52))) && (isFinite(data52)))){
const err122 = {instancePath:instancePath+"/replay_buffer/memory_size",schemaPath:"replay_buffer.schema.json#/$defs/LLMRolloutBufferSpec/properties/memory_size/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema49.properties.memory_size.type,parentSchema:schema49.properties.memory_size,data:data52};
if(vErrors === null){
vErrors = [err122];
}
else {
vErrors.push(err122);
}
errors++;
}
if((typeof data52 == "number") && (isFinite(data52))){
if(data52 < 1 || isNaN(data52)){
const err123 = {instancePath:instancePath+"/replay_buffer/memory_size",schemaPath:"replay_buffer.schema.json#/$defs/LLMRolloutBufferSpec/properties/memory_size/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema49.properties.memory_size,data:data52};
if(vErrors === null){
vErrors = [err123];
}
else {
vErrors.push(err123);
}
errors++;
}
}
}
if(data47.max_rollout_version_lag !== undefined){
let data53 = data47.max_rollout_version_lag;
const _errs202 = errors;
let valid59 = false;
const _errs203 = errors;
if(!(((typeof data53 == "number") && (!(data53 % 1) && !isNaN(data53))) && (isFinite(data53)))){
const err124 = {instancePath:instancePath+"/replay_buffer/max_rollout_version_lag",schemaPath:"replay_buffer.schema.json#/$defs/LLMRolloutBufferSpec/properties/max_rollout_version_lag/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema49.properties.max_rollout_version_lag.anyOf[0].type,parentSchema:schema49.properties.max_rollout_version_lag.anyOf[0],data:data53};
if(vErrors === null){
vErrors = [err124];
}
else {
vErrors.push(err124);
}
errors++;
}
if((typeof data53 == "number") && (isFinite(data53))){
if(data53 < 0 || isNaN(data53)){
const err125 = {instancePath:instancePath+"/replay_buffer/max_rollout_version_lag",schemaPath:"replay_buffer.schema.json#/$defs/LLMRolloutBufferSpec/properties/max_rollout_version_lag/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema49.properties.max_rollout_version_lag.anyOf[0],data:data53};
if(vErrors === null){
vErrors = [err125];
}
else {
vErrors.push(err125);
}
errors++;
}
}
var _valid12 = _errs203 === errors;
valid59 = valid59 || _valid12;
const _errs205 = errors;
if(data53 !== null){
const err126 = {instancePath:instancePath+"/replay_buffer/max_rollout_version_lag",schemaPath:"replay_buffer.schema.json#/$defs/LLMRolloutBufferSpec/properties/max_rollout_version_lag/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema49.properties.max_rollout_version_lag.anyOf[1].type,parentSchema:schema49.properties.max_rollout_version_lag.anyOf[1],data:data53};
if(vErrors === null){
vErrors = [err126];
}
else {
vErrors.push(err126);
}
errors++;
}
var _valid12 = _errs205 === errors;
valid59 = valid59 || _valid12;
if(!valid59){
const err127 = {instancePath:instancePath+"/replay_buffer/max_rollout_version_lag",schemaPath:"replay_buffer.schema.json#/$defs/LLMRolloutBufferSpec/properties/max_rollout_version_lag/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema49.properties.max_rollout_version_lag.anyOf,parentSchema:schema49.properties.max_rollout_version_lag,data:data53};
if(vErrors === null){
vErrors = [err127];
}
else {
vErrors.push(err127);
}
errors++;
}
else {
errors = _errs202;
if(vErrors !== null){
if(_errs202){
vErrors.length = _errs202;
}
else {
vErrors = null;
}
}
}
}
if(data47.drop_uninformative_groups !== undefined){
let data54 = data47.drop_uninformative_groups;
if(typeof data54 !== "boolean"){
const err128 = {instancePath:instancePath+"/replay_buffer/drop_uninformative_groups",schemaPath:"replay_buffer.schema.json#/$defs/LLMRolloutBufferSpec/properties/drop_uninformative_groups/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema49.properties.drop_uninformative_groups.type,parentSchema:schema49.properties.drop_uninformative_groups,data:data54};
if(vErrors === null){
vErrors = [err128];
}
else {
vErrors.push(err128);
}
errors++;
}
}
if(data47.group_replay_max_age !== undefined){
let data55 = data47.group_replay_max_age;
if(!(((typeof data55 == "number") && (!(data55 % 1) && !isNaN(data55))) && (isFinite(data55)))){
const err129 = {instancePath:instancePath+"/replay_buffer/group_replay_max_age",schemaPath:"replay_buffer.schema.json#/$defs/LLMRolloutBufferSpec/properties/group_replay_max_age/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema49.properties.group_replay_max_age.type,parentSchema:schema49.properties.group_replay_max_age,data:data55};
if(vErrors === null){
vErrors = [err129];
}
else {
vErrors.push(err129);
}
errors++;
}
if((typeof data55 == "number") && (isFinite(data55))){
if(data55 < 0 || isNaN(data55)){
const err130 = {instancePath:instancePath+"/replay_buffer/group_replay_max_age",schemaPath:"replay_buffer.schema.json#/$defs/LLMRolloutBufferSpec/properties/group_replay_max_age/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema49.properties.group_replay_max_age,data:data55};
if(vErrors === null){
vErrors = [err130];
}
else {
vErrors.push(err130);
}
errors++;
}
}
}
}
else {
const err131 = {instancePath:instancePath+"/replay_buffer",schemaPath:"replay_buffer.schema.json#/$defs/LLMRolloutBufferSpec/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema49.type,parentSchema:schema49,data:data47};
if(vErrors === null){
vErrors = [err131];
}
else {
vErrors.push(err131);
}
errors++;
}
var _valid9 = _errs171 === errors;
valid51 = _valid9;
if(valid51){
var props6 = true;
}
ifClause0 = "then";
}
else {
const _errs214 = errors;
const _errs215 = errors;
let valid60 = true;
const _errs216 = errors;
if(errors === _errs216){
if(data47 && typeof data47 == "object" && !Array.isArray(data47)){
let missing23;
if((data47.kind === undefined) && (missing23 = "kind")){
const err132 = {};
if(vErrors === null){
vErrors = [err132];
}
else {
vErrors.push(err132);
}
errors++;
}
else {
if(data47.kind !== undefined){
const _errs219 = errors;
const _errs220 = errors;
if("classic" !== data47.kind){
const err133 = {};
if(vErrors === null){
vErrors = [err133];
}
else {
vErrors.push(err133);
}
errors++;
}
var valid62 = _errs220 === errors;
if(valid62){
const err134 = {};
if(vErrors === null){
vErrors = [err134];
}
else {
vErrors.push(err134);
}
errors++;
}
else {
errors = _errs219;
if(vErrors !== null){
if(_errs219){
vErrors.length = _errs219;
}
else {
vErrors = null;
}
}
}
}
}
}
else {
const err135 = {};
if(vErrors === null){
vErrors = [err135];
}
else {
vErrors.push(err135);
}
errors++;
}
}
var _valid13 = _errs216 === errors;
errors = _errs215;
if(vErrors !== null){
if(_errs215){
vErrors.length = _errs215;
}
else {
vErrors = null;
}
}
let ifClause1;
if(_valid13){
const _errs221 = errors;
if(data47 && typeof data47 == "object" && !Array.isArray(data47)){
if(data47.kind !== undefined){
let data57 = data47.kind;
if(!((data57 === "classic") || (data57 === "llm"))){
const err136 = {instancePath:instancePath+"/replay_buffer/kind",schemaPath:"#/properties/replay_buffer/else/then/properties/kind/enum",keyword:"enum",params:{allowedValues: schema51.properties.replay_buffer.else.then.properties.kind.enum},message:"must be equal to one of the allowed values",schema:schema51.properties.replay_buffer.else.then.properties.kind.enum,parentSchema:schema51.properties.replay_buffer.else.then.properties.kind,data:data57};
if(vErrors === null){
vErrors = [err136];
}
else {
vErrors.push(err136);
}
errors++;
}
}
}
else {
const err137 = {instancePath:instancePath+"/replay_buffer",schemaPath:"#/properties/replay_buffer/else/then/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema51.properties.replay_buffer.else.then.type,parentSchema:schema51.properties.replay_buffer.else.then,data:data47};
if(vErrors === null){
vErrors = [err137];
}
else {
vErrors.push(err137);
}
errors++;
}
var _valid13 = _errs221 === errors;
valid60 = _valid13;
if(valid60){
var props7 = {};
props7.kind = true;
}
ifClause1 = "then";
}
else {
const _errs224 = errors;
const _errs225 = errors;
let valid64 = false;
const _errs226 = errors;
if(!(validate32(data47, {instancePath:instancePath+"/replay_buffer",parentData:data,parentDataProperty:"replay_buffer",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate32.errors : vErrors.concat(validate32.errors);
errors = vErrors.length;
}
var _valid14 = _errs226 === errors;
valid64 = valid64 || _valid14;
if(_valid14){
var props8 = true;
}
const _errs227 = errors;
if(data47 !== null){
const err138 = {instancePath:instancePath+"/replay_buffer",schemaPath:"#/properties/replay_buffer/else/else/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema51.properties.replay_buffer.else.else.anyOf[1].type,parentSchema:schema51.properties.replay_buffer.else.else.anyOf[1],data:data47};
if(vErrors === null){
vErrors = [err138];
}
else {
vErrors.push(err138);
}
errors++;
}
var _valid14 = _errs227 === errors;
valid64 = valid64 || _valid14;
if(!valid64){
const err139 = {instancePath:instancePath+"/replay_buffer",schemaPath:"#/properties/replay_buffer/else/else/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema51.properties.replay_buffer.else.else.anyOf,parentSchema:schema51.properties.replay_buffer.else.else,data:data47};
if(vErrors === null){
vErrors = [err139];
}
else {
vErrors.push(err139);
}
errors++;
}
else {
errors = _errs225;
if(vErrors !== null){
if(_errs225){
vErrors.length = _errs225;
}
else {
vErrors = null;
}
}
}
var _valid13 = _errs224 === errors;
valid60 = _valid13;
if(valid60){
if(props7 !== true && props8 !== undefined){
if(props8 === true){
props7 = true;
}
else {
props7 = props7 || {};
Object.assign(props7, props8);
}
}
}
ifClause1 = "else";
}
if(!valid60){
const err140 = {instancePath:instancePath+"/replay_buffer",schemaPath:"#/properties/replay_buffer/else/if",keyword:"if",params:{failingKeyword: ifClause1},message:"must match \""+ifClause1+"\" schema",schema:schema51.properties.replay_buffer.else.if,parentSchema:schema51.properties.replay_buffer.else,data:data47};
if(vErrors === null){
vErrors = [err140];
}
else {
vErrors.push(err140);
}
errors++;
}
var _valid9 = _errs214 === errors;
valid51 = _valid9;
if(valid51){
if(props6 !== true && props7 !== undefined){
if(props7 === true){
props6 = true;
}
else {
props6 = props6 || {};
Object.assign(props6, props7);
}
}
}
ifClause0 = "else";
}
if(!valid51){
const err141 = {instancePath:instancePath+"/replay_buffer",schemaPath:"#/properties/replay_buffer/if",keyword:"if",params:{failingKeyword: ifClause0},message:"must match \""+ifClause0+"\" schema",schema:schema51.properties.replay_buffer.if,parentSchema:schema51.properties.replay_buffer,data:data47};
if(vErrors === null){
vErrors = [err141];
}
else {
vErrors.push(err141);
}
errors++;
}
}
}
else {
const err142 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema51.type,parentSchema:schema51,data};
if(vErrors === null){
vErrors = [err142];
}
else {
vErrors.push(err142);
}
errors++;
}
validate37.errors = vErrors;
return errors === 0;
}
validate37.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};
