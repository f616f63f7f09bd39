# Code generated from schema/env.schema.json by `nox -s generate`. DO NOT EDIT.

"""Spec classes of the manifest's environment section, one per env_type."""

from __future__ import annotations

import enum
from typing import Annotated, Any, Literal

from agilerl.models._env import LLMEnvSpecBase
from agilerl.models._spec_base import LeafSpecModel, SpecModel
from pydantic import AliasChoices, ConfigDict, Field


class EnvSpecBase(SpecModel):
    """
    The fields every branch of the environment section has.
    """

    model_config = ConfigDict(extra="forbid")
    num_envs: Annotated[
        int, Field(description="Number of environment copies stepped in parallel.", ge=1)
    ] = 1
    version: Annotated[
        str | int | None,
        Field(
            description="Version of the environment's implementation; for a custom environment, which uploaded archive the run takes (unset: the newest)."
        ),
    ] = None


class BanditEnvSpec(EnvSpecBase):
    """
    A table of contexts and targets, presented as a contextual-bandit environment (env_type: bandit).
    """

    model_config = ConfigDict(extra="forbid")
    num_envs: Annotated[
        int, Field(description="Number of environment copies stepped in parallel.", ge=1)
    ] = 1
    version: Annotated[
        str | int | None,
        Field(
            description="Version of the environment's implementation; for a custom environment, which uploaded archive the run takes (unset: the newest)."
        ),
    ] = None
    env_type: Annotated[
        Literal["bandit"],
        Field(description="Selects this branch: a contextual-bandit environment."),
    ] = "bandit"
    name: Annotated[str, Field(description="Name of the data set, shown in logs.")] = "BanditEnv"
    features: Annotated[
        str | None, Field(description="Path of the feature table, one context per row.")
    ] = None
    targets: Annotated[
        str | None, Field(description="Path of the target table, row for row with the features.")
    ] = None
    entrypoint: Annotated[
        str | None,
        Field(
            description="Import path of a callable that returns a bandit environment, used instead of the tables."
        ),
    ] = None
    path: Annotated[
        str | None,
        Field(description="Directory put on sys.path before the entrypoint is imported."),
    ] = None
    env_config: Annotated[
        dict[str, Any] | None,
        Field(
            description="Keyword arguments passed to the entrypoint callable.",
            validation_alias=AliasChoices("env_config", "config"),
        ),
    ] = None


class EnvContainerSpec(LeafSpecModel):
    """
    One container of a backing service's Pod.
    """

    model_config = ConfigDict(extra="forbid")
    name: Annotated[
        str,
        Field(
            description="Container name: a DNS label of at most 40 characters, different from the other containers of its service.",
            max_length=40,
            pattern="^[a-z]([-a-z0-9]*[a-z0-9])?$",
        ),
    ]
    image: Annotated[str, Field(description="Image the container runs.")]
    command: Annotated[
        list[str] | None,
        Field(
            description="Command run instead of the image's ENTRYPOINT; needed with memory_rootfs."
        ),
    ] = None
    env: Annotated[
        dict[str, str],
        Field(
            default_factory=dict,
            description="Environment variables of the container, set in the order written; a value may refer to an earlier one, or to a service's url_env, as $(NAME).",
        ),
    ]
    port: Annotated[
        int | None,
        Field(
            description="Port on which this container serves the service; exactly one container of each service sets it.",
            ge=1,
            le=65535,
        ),
    ] = None
    setup_command: Annotated[
        list[str] | None,
        Field(
            description="Command run once after the container starts; the service is ready only after it exits with status 0, and the container restarts when it fails."
        ),
    ] = None
    readiness_command: Annotated[
        list[str] | None,
        Field(
            description="Command whose success marks the container ready; unset, readiness is a TCP check of port (when set)."
        ),
    ] = None
    readiness_path: Annotated[
        str | None,
        Field(
            description="HTTP path polled on port to decide readiness; needs port, and excludes readiness_command."
        ),
    ] = None
    cpu: Annotated[
        str,
        Field(
            description="CPU the container requests, as a Kubernetes quantity; no CPU limit is set."
        ),
    ] = "10m"
    memory: Annotated[
        str | None, Field(description="Memory the container requests, as a Kubernetes quantity.")
    ] = None
    memory_limit: Annotated[
        str | None, Field(description="Memory limit of the container, as a Kubernetes quantity.")
    ] = None
    ephemeral_storage: Annotated[
        str | None,
        Field(
            description="Ephemeral storage the container requests, so that the Pod is placed on a node with room for a large image."
        ),
    ] = None
    memory_rootfs: Annotated[
        str | None,
        Field(
            description="Size of a memory-backed volume the image is unpacked into, for images larger than a node's disk. The image then runs command in a chroot (its own ENTRYPOINT, ENV and WORKDIR are not applied) and must be pullable without credentials; needs command."
        ),
    ] = None


class EnvServiceSpec(SpecModel):
    """
    A backing service shared by the environment sessions: one Pod reached under a stable DNS name.
    """

    model_config = ConfigDict(extra="forbid")
    name: Annotated[
        str,
        Field(
            description="Service name: a DNS label of at most 30 characters, different from the environment's other services.",
            max_length=30,
            pattern="^[a-z]([-a-z0-9]*[a-z0-9])?$",
        ),
    ]
    port: Annotated[
        int,
        Field(
            description="Port clients connect to; the service's URL is http://<host>:<port>.",
            ge=1,
            le=65535,
        ),
    ]
    url_env: Annotated[
        str,
        Field(
            description="Name of the environment variable that carries the service's URL into every session and every service container.",
            pattern="^[A-Za-z_][A-Za-z0-9_]*$",
        ),
    ]
    containers: Annotated[
        list[EnvContainerSpec],
        Field(
            description="The containers of the service's Pod (they share its network); exactly one of them sets port.",
            min_length=1,
        ),
    ]
    ready_timeout_s: Annotated[
        float, Field(description="Seconds the service may take to become ready.", gt=0.0)
    ] = 600.0


class GymEnvSpec(EnvSpecBase):
    """
    A Gymnasium or PettingZoo environment, registered or built from an entrypoint (env_type: gym).
    """

    model_config = ConfigDict(extra="forbid")
    num_envs: Annotated[
        int,
        Field(
            description="Number of environment copies stepped in parallel; more copies gather experience faster, at a proportional CPU cost.",
            ge=1,
        ),
    ] = 32
    version: Annotated[
        str | int | None,
        Field(
            description="Version of the environment's implementation; for a custom environment, which uploaded archive the run takes (unset: the newest)."
        ),
    ] = None
    env_type: Annotated[
        Literal["gym"],
        Field(description="Selects this branch: a Gymnasium or PettingZoo environment."),
    ] = "gym"
    name: Annotated[
        str,
        Field(
            description="Registered id of the environment, such as LunarLander-v3.", min_length=1
        ),
    ]
    custom: Annotated[
        bool,
        Field(
            description="Whether the environment is supplied by the user instead of being registered."
        ),
    ] = False
    default_type: Annotated[
        str,
        Field(
            description="NumPy dtype in which observations are held, in the environment and in the buffers."
        ),
    ] = "float32"
    entrypoint: Annotated[
        str | None,
        Field(
            description="What to build: a registered id, or module:Class of an uploaded environment (not the factory that builds it). Unless custom, a registered id must equal name."
        ),
    ] = None
    factory: Annotated[
        str | None,
        Field(
            description="Optional module:attr callable given the entrypoint as its first argument (such as gymnasium:make); needs entrypoint. Unset, the entrypoint is constructed directly, or made with gymnasium:make when it is a registered id."
        ),
    ] = None
    path: Annotated[
        str | None,
        Field(description="Directory put on sys.path before the entrypoint is imported."),
    ] = None
    env_config: Annotated[
        dict[str, Any] | str | None,
        Field(
            description="Keyword arguments passed, after the environment id, to the factory or the constructor; it may not hold env_id.",
            validation_alias=AliasChoices("env_config", "config"),
        ),
    ] = None
    env_wrappers: Annotated[
        list[str | tuple[str, dict[str, Any]]] | None,
        Field(
            description="Wrappers put around each environment copy, the last one outermost: a wrapper's import path, or a pair of its path and its keyword arguments.",
            validation_alias=AliasChoices("env_wrappers", "wrappers"),
        ),
    ] = None
    sync: Annotated[
        bool,
        Field(
            description="Step every copy in this process instead of in worker processes: slower, but free of the problems forking and gRPC can have."
        ),
    ] = False


class LLMEnvSpec(EnvSpecBase, LLMEnvSpecBase):
    """
    What an LLM algorithm trains against (env_type: rollout or dataset). A rollout environment is generative and has exactly one source: data-set rows scored by a rubric (a single turn), an entrypoint built here, an env_url service hosted elsewhere, or an env_image run as its own Pod. A dataset environment is teacher-forced over the rows, with the loss objective names.
    """

    model_config = ConfigDict(extra="forbid")
    num_envs: Annotated[
        int | None,
        Field(
            description="Number of environment copies stepped in parallel; unset, a rollout environment takes 1.",
            ge=1,
        ),
    ] = None
    version: Annotated[
        str | int | None,
        Field(
            description="Version of the environment's implementation; for a custom environment, which uploaded archive the run takes (unset: the newest)."
        ),
    ] = None
    env_type: Annotated[
        Literal["rollout", "dataset"],
        Field(
            description="Which LLM regime this is: rollout (the model acts in a generative environment, one turn or many) or dataset (teacher-forced learning over the rows of a data set, with the loss objective names)."
        ),
    ]
    objective: Annotated[
        Literal["preference", "sft"] | None,
        Field(
            description="The teacher-forced loss of a dataset environment, which needs it: sft, or preference (DPO over chosen and rejected answers)."
        ),
    ] = None
    dataset: Annotated[
        str | None,
        Field(
            description="Hugging Face dataset id or Parquet path of the rows (a data-set source)."
        ),
    ] = None
    dataset_path: Annotated[
        str | None,
        Field(description="Object-store path of a data set you supplied (a data-set source)."),
    ] = None
    hf_dataset_id: Annotated[
        str | None,
        Field(
            description="Hugging Face dataset id, when given apart from dataset (a data-set source)."
        ),
    ] = None
    columns: Annotated[
        dict[str, str] | None,
        Field(
            description="Renames your data set's columns to those the run reads (question, answer); unset, they are taken to match already."
        ),
    ] = None
    response_column: Annotated[
        str | None,
        Field(
            description="Column that holds the target response (SFT); unset, a dataset environment reads response."
        ),
    ] = None
    prompt_template: Annotated[
        dict[str, Any] | None,
        Field(
            description="Conversation template keyed by role and position (system_0, user_1, ...), whose values may interpolate the data set's columns; required by a rollout over data-set rows."
        ),
    ] = None
    rubric_file_path: Annotated[
        str | None,
        Field(
            description="Path of the Python module with the rubric (or reward function) that scores a rollout over data-set rows; required there, refused elsewhere.",
            validation_alias=AliasChoices("rubric_file_path", "reward_file_path"),
        ),
    ] = None
    rubric_name: Annotated[
        str | None,
        Field(
            description="Name of the rubric (or reward callable) imported from that module; unset, a rollout over data-set rows imports reward_fn.",
            min_length=1,
            validation_alias=AliasChoices("rubric_name", "reward_fn_name"),
        ),
    ] = None
    max_reward: Annotated[
        float | None,
        Field(description="Reward from which a rollout counts as solved, for the success metric."),
    ] = None
    min_reward: Annotated[
        float | None,
        Field(
            description="Lowest reward the environment gives; it scores a turn whose tool calls are missing or malformed (such a turn never reaches the environment). Unset scores such a turn 0."
        ),
    ] = None
    train_test_split: Annotated[
        float | None,
        Field(
            description="Share of the data set used for training, the rest held out for evaluation; unset, an environment with data-set fields takes 0.9.",
            ge=0.0,
            le=1.0,
        ),
    ] = None
    entrypoint: Annotated[
        str | None,
        Field(
            description="What to build (an entrypoint source): a registry id, or module:Class (or a module:attr constructor) of an uploaded environment."
        ),
    ] = None
    factory: Annotated[
        str | None,
        Field(
            description="Optional module:attr callable given the entrypoint as its first argument (such as gem:make); needs entrypoint. Unset, the entrypoint is called as a class or function."
        ),
    ] = None
    env_config: Annotated[
        dict[str, Any] | None,
        Field(
            description="Keyword arguments passed, after the environment id, to the factory or the constructor; it may not hold env_id, and system_prompt is set on the built environment. Refused for a rollout over data-set rows."
        ),
    ] = None
    name: Annotated[
        str | None,
        Field(
            description="Label of the environment in catalogues and logs; not the environment's id."
        ),
    ] = None
    env_packages: Annotated[
        dict[str, Any] | None,
        Field(
            description="Packages the entrypoint needs, as {uv: [...]} or {pip: [...]} (or {uv: {packages: [...]}}); installed where the environment runs, when the entrypoint cannot be imported. Only for an entrypoint source."
        ),
    ] = None
    max_turns: Annotated[
        int | None,
        Field(
            description="Turns per episode; unset, it is probed from an entrypoint environment. Required with env_url (a remote environment cannot be probed); a rollout over data-set rows has exactly 1.",
            ge=1,
        ),
    ] = None
    segment_prompt_tokens: Annotated[
        int | None,
        Field(
            description="Restart the episode's context before a prompt would exceed this many tokens; each segment is trained on as a row of its own. Unset, an episode is one row.",
            ge=1,
        ),
    ] = None
    segment_max_images: Annotated[
        int | None,
        Field(
            description="Restart the episode's context before a prompt would carry more than this many images (set it to the engine's per-prompt image limit); unset, a segment has no image limit.",
            ge=1,
        ),
    ] = None
    restart_keep_turns: Annotated[
        int,
        Field(
            description="Turns a restarted context repeats verbatim (the model's tokens and the observation after each), dropping the oldest to leave room for one more turn. Needs segment_prompt_tokens or segment_max_images, and must be below segment_max_images; 0 keeps only the list of earlier actions.",
            ge=0,
        ),
    ] = 0
    restart_older_obs_field: Annotated[
        str,
        Field(
            description="Observation field a restarted context shows (as field: value) for each kept turn before the latest, instead of its whole observation; needs restart_keep_turns of 2 or more. Empty repeats every kept observation whole."
        ),
    ] = ""
    restart_older_images: Annotated[
        bool,
        Field(
            description="Whether kept turns before the latest keep their images in a restarted context; false needs restart_keep_turns of 2 or more."
        ),
    ] = True
    action_error_field: Annotated[
        str,
        Field(
            description="Observation field with the error text of the action just taken, listed after that action in a restarted context; empty lists the actions alone."
        ),
    ] = ""
    strict_chat_template_boundary: Annotated[
        bool | None,
        Field(
            description="Fail when the chat template cannot render a clean boundary between turns, instead of falling back to ChatML markers; unset, a rollout environment takes true."
        ),
    ] = None
    observation_field: Annotated[
        str | None,
        Field(
            description="Field of the environment's observation that holds its text; unset, the usual shapes are read, or the observation's only text field. Excludes observation_processor."
        ),
    ] = None
    observation_processor: Annotated[
        str | None,
        Field(
            description="module:fn that renders an observation as prompt text, for environments a field lookup does not serve; excludes observation_field."
        ),
    ] = None
    action_processor: Annotated[
        str | None,
        Field(
            description="module:fn that turns the action text (after </think>) into what the environment receives; unset, the text is sent as it is."
        ),
    ] = None
    screenshot_field: Annotated[
        str | None,
        Field(
            description="Observation field with the page image; empty or unset reads none (a field named image is read whenever present)."
        ),
    ] = None
    goal_images_field: Annotated[
        str | None,
        Field(
            description="Observation field with the task's images that follow the first prompt; empty or unset reads none."
        ),
    ] = None
    env_url: Annotated[
        str | list[str] | None,
        Field(
            description="URL of an OpenEnv service hosted elsewhere (an env_url source), or a list of interchangeable replicas shared out among the rollout slots."
        ),
    ] = None
    answer_tool: Annotated[
        str | None,
        Field(
            description="For an MCP environment, the tool that receives a turn's prose when the turn calls no tool; unset, such a turn gets retry feedback."
        ),
    ] = None
    action_field: Annotated[
        str | None,
        Field(
            description="Action field in which the environment receives the model's text (for an MCP tool, the argument's name); unset, an environment source takes message."
        ),
    ] = None
    request_timeout_s: Annotated[
        float | None,
        Field(
            description="Timeout in seconds of each message to an environment reached over HTTP; unset bounds it at 300 s, 0 removes the bound.",
            ge=0.0,
        ),
    ] = None
    max_concurrent_resets: Annotated[
        int | None,
        Field(
            description="Resets one rollout engine runs at once (Ray runtime only); unset runs all at once. Set it to what the environment's backing services can take.",
            ge=1,
        ),
    ] = None
    adaptive_task_sampling: Annotated[
        bool,
        Field(
            description="Draw each group's task row in proportion to how often that row's recent groups had unequal rewards, so that rows whose groups keep tying come up less (Ray async rollout only); false keeps the per-epoch shuffle."
        ),
    ] = False
    task_family_field: Annotated[
        str | None,
        Field(
            description="Field of each env_config.tasks row that names its family (a template id, say): under adaptive_task_sampling, which it needs, a row with few groups is drawn by its family's pooled rate. The field is not sent to the environment."
        ),
    ] = None
    task_family_prior_strength: Annotated[
        float,
        Field(
            description="Weight, in groups, of a family's rate in a row's estimate: a row with more groups than this is drawn mostly by its own rate.",
            gt=0.0,
        ),
    ] = 1.0
    env_hosts: Annotated[
        int | None,
        Field(
            description="Hosts serving the environment (Ray runtime only), for an entrypoint or env_image source; unset, an entrypoint without image or packages runs in each rollout slot.",
            ge=1,
        ),
    ] = None
    env_image: Annotated[
        str | None,
        Field(
            description="Prebuilt image of the environment, run unchanged as a Pod of its own per host and serving on env_port (an env_image source; Ray runtime only)."
        ),
    ] = None
    env_port: Annotated[
        int | None,
        Field(
            description="TCP port the env_image server listens on; unset with an image, 8000.",
            ge=1,
            le=65535,
        ),
    ] = None
    env_sessions_per_host: Annotated[
        int | None,
        Field(
            description="Sessions per env_image Pod, one container each, serving on env_port, env_port + 1, ...; unset with an image, 1. More than 1 needs env_session_ports.",
            ge=1,
        ),
    ] = None
    env_session_ports: Annotated[
        dict[str, int],
        Field(
            default_factory=dict,
            description="Environment variables set to their base value plus the session's index in each session container, so that sessions of one Pod bind different ports (env_image only).",
        ),
    ]
    cpus_per_env_host: Annotated[
        float | None,
        Field(
            description="CPUs reserved per environment host (an env_image Pod requests them, without a CPU limit); unset with an image, 0.01.",
            gt=0,
        ),
    ] = None
    env_host_memory_bytes: Annotated[
        int | None, Field(description="Memory reserved per environment host, in bytes.", gt=0)
    ] = None
    env_host_memory_limit_bytes: Annotated[
        int | None,
        Field(description="Memory limit of each env_image Pod, in bytes; unset, none.", gt=0),
    ] = None
    env_host_ready_timeout_s: Annotated[
        float | None,
        Field(
            description="Seconds each env_image session Pod may take to become ready, pulling the image included; unset with an image, 600.",
            gt=0,
        ),
    ] = None
    env_services: Annotated[
        list[EnvServiceSpec],
        Field(
            default_factory=list,
            description="Backing services the env_image sessions share, started with the job and deleted with it (Ray runtime on Kubernetes only).",
        ),
    ]
    env_host_resource: Annotated[
        str | None,
        Field(
            description="Where environment hosts are placed: a custom Ray resource, or for env_image the Pod's node selector (key=value, or a pool name alone)."
        ),
    ] = None
    env_vars: Annotated[
        dict[str, str],
        Field(
            default_factory=dict,
            description="Environment variables of each env_image Pod's containers.",
        ),
    ]
    chat_template_kwargs: Annotated[
        dict[str, Any],
        Field(
            default_factory=dict,
            description="Keyword arguments passed to every apply_chat_template call, such as {enable_thinking: false}.",
        ),
    ]
    chat_template_path: Annotated[
        str | None, Field(description="Jinja file whose template replaces the tokenizer's own.")
    ] = None
    apply_chat_template: Annotated[
        bool,
        Field(
            description="Render prompts with the tokenizer's chat template; false encodes observations raw (as digit-token probes of many turns do)."
        ),
    ] = True


class OfflineEnvSpec(GymEnvSpec):
    """
    A Gymnasium environment trained on from a fixed dataset of transitions (env_type: offline).
    """

    model_config = ConfigDict(extra="forbid")
    num_envs: Annotated[
        int,
        Field(
            description="Number of environment copies stepped in parallel; more copies gather experience faster, at a proportional CPU cost.",
            ge=1,
        ),
    ] = 32
    version: Annotated[
        str | int | None,
        Field(
            description="Version of the environment's implementation; for a custom environment, which uploaded archive the run takes (unset: the newest)."
        ),
    ] = None
    env_type: Annotated[
        Literal["offline"],
        Field(
            description="Selects this branch: an environment whose transitions are read from a fixed dataset."
        ),
    ] = "offline"
    name: Annotated[
        str,
        Field(
            description="Registered id of the environment, such as LunarLander-v3.", min_length=1
        ),
    ]
    custom: Annotated[
        bool,
        Field(
            description="Whether the environment is supplied by the user instead of being registered."
        ),
    ] = False
    default_type: Annotated[
        str,
        Field(
            description="NumPy dtype in which observations are held, in the environment and in the buffers."
        ),
    ] = "float32"
    entrypoint: Annotated[
        str | None,
        Field(
            description="What to build: a registered id, or module:Class of an uploaded environment (not the factory that builds it). Unless custom, a registered id must equal name."
        ),
    ] = None
    factory: Annotated[
        str | None,
        Field(
            description="Optional module:attr callable given the entrypoint as its first argument (such as gymnasium:make); needs entrypoint. Unset, the entrypoint is constructed directly, or made with gymnasium:make when it is a registered id."
        ),
    ] = None
    path: Annotated[
        str | None,
        Field(description="Directory put on sys.path before the entrypoint is imported."),
    ] = None
    env_config: Annotated[
        dict[str, Any] | str | None,
        Field(
            description="Keyword arguments passed, after the environment id, to the factory or the constructor; it may not hold env_id.",
            validation_alias=AliasChoices("env_config", "config"),
        ),
    ] = None
    env_wrappers: Annotated[
        list[str | tuple[str, dict[str, Any]]] | None,
        Field(
            description="Wrappers put around each environment copy, the last one outermost: a wrapper's import path, or a pair of its path and its keyword arguments.",
            validation_alias=AliasChoices("env_wrappers", "wrappers"),
        ),
    ] = None
    sync: Annotated[
        bool,
        Field(
            description="Step every copy in this process instead of in worker processes: slower, but free of the problems forking and gRPC can have."
        ),
    ] = False
    minari_dataset_id: Annotated[
        str | None,
        Field(description="Minari dataset whose transitions fill the buffer before training."),
    ] = None
    dataset_path: Annotated[
        str | None,
        Field(description="Local HDF5 file whose transitions fill the buffer before training."),
    ] = None
    remote: Annotated[
        bool, Field(description="Download the Minari dataset instead of reading a local copy.")
    ] = False


class LLMEnvType(str, enum.Enum):
    """'rollout' or 'dataset' as an enum; ``str()`` is the value."""

    ROLLOUT = "rollout"
    DATASET = "dataset"

    def __str__(self) -> str:
        return str(self.value)


EnvSpec = Annotated[
    GymEnvSpec | OfflineEnvSpec | BanditEnvSpec | LLMEnvSpec, Field(discriminator="env_type")
]
