"""``agilerl-specs validate``: messages, positions, exit codes, JSON, hostile input."""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from pathlib import Path

import pytest

from tests.cli.helpers import EXAMPLES, ROOT, assert_no_traceback, run
from tests.problem_cases import CASES, Case

Write = Callable[[str, str | bytes], Path]
#: The environment of the manifests written here (YAML flow style, and JSON).
GYM = "{name: CartPole-v1}"
GYM_JSON = '{"name": "CartPole-v1"}'
MISTAKES = "docs/examples/broken/mistakes.yaml"
MISTAKES_OUTPUT = f"""\
{MISTAKES}:5:3: algorithm.gamma: must be <= 1.0, got 1.5 [maximum]
{MISTAKES}:7:3: training.max_step: unknown field 'max_step' (did you mean 'max_steps'?) \
[additionalProperties]
{MISTAKES}:8:3: training.evo_steps: expected an integer, got "5000" (string) [type]
{MISTAKES}:9:3: training.eps_start: eps_start must be >= eps_end, got eps_start=0.1 and \
eps_end=0.5: Epsilon decays from eps_start down to eps_end. [x-rules/eps-start-not-below-eps-end]
{MISTAKES}:12:3: replay_buffer.max_size: must be >= 1, got 0 [minimum]
{MISTAKES}:13:3: replay_buffer.per_buffer: expected a boolean, got 1 (integer) [type]
{MISTAKES}:14:24: replay_buffer.n_step_buffer_args.nstep: unknown field 'nstep' \
(did you mean 'n_step'?) [additionalProperties]
"""


@pytest.fixture(autouse=True)
def _in_repo_root(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(ROOT)  # file names in messages are as given: relative to the root


def test_bundled_examples_are_valid() -> None:
    paths = sorted(str(p.relative_to(ROOT)) for p in EXAMPLES.glob("*.yaml"))
    result = run("validate", *paths)
    assert result.exit_code == 0, result.output
    assert (
        "docs/examples/rainbow_cartpole.yaml: valid (RainbowDQN; replay buffer: "
        "prioritized + 3-step, 50000 transitions)" in result.stdout.splitlines()
    )
    assert (
        result.stdout.splitlines()[-1] == f"{len(paths)} files: {len(paths)} valid, "
        "0 invalid (0 problems)"
    )


def test_every_mistake_with_its_line_column_path_rule_and_value() -> None:
    result = run("validate", MISTAKES)
    assert result.exit_code == 1
    assert result.stdout == MISTAKES_OUTPUT
    assert result.stderr == ""


def test_readme_shows_the_real_output() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert f"$ agilerl-specs validate {MISTAKES}\n{MISTAKES_OUTPUT}" in readme


def test_json_format() -> None:
    result = run("validate", "--format", "json", MISTAKES, "docs/examples/dqn.yaml")
    assert result.exit_code == 1
    document = json.loads(result.stdout)
    assert document["valid"] is False
    bad, good = document["files"]
    assert (good["file"], good["status"], good["problems"]) == (
        "docs/examples/dqn.yaml",
        "valid",
        [],
    )
    assert bad["status"] == "invalid"
    assert bad["problems"][1] == {
        "path": "training.max_step",
        "path_parts": ["training", "max_step"],
        "message": "unknown field 'max_step' (did you mean 'max_steps'?)",
        "rule": "additionalProperties",
        "line": 7,
        "column": 3,
        "override": None,  # a problem of the file, not of a --set
        "text": MISTAKES_OUTPUT.splitlines()[1],
    }
    assert [p["text"] for p in bad["problems"]] == MISTAKES_OUTPUT.splitlines()


def test_json_format_valid_and_unreadable(write: Write) -> None:
    assert json.loads(run("validate", "--format", "json", MISTAKES).stdout)["valid"] is False
    ok = run("validate", "--format", "json", "docs/examples/dqn.yaml")
    assert (ok.exit_code, json.loads(ok.stdout)["valid"]) == (0, True)
    missing = run("validate", "--format", "json", "nope.yaml")
    assert missing.exit_code == 2
    (entry,) = json.loads(missing.stdout)["files"]
    assert entry["status"] == "unreadable"
    assert entry["problems"][0]["message"] == "cannot read: No such file or directory"


def test_stdin() -> None:
    text = "algorithm: {name: DQN}\ntraining: {max_steps: 0}\nenvironment: {name: CartPole-v1}\n"
    result = run("validate", "-", stdin=text)
    assert result.exit_code == 1
    assert result.stdout == "<stdin>:2:12: training.max_steps: must be >= 1, got 0 [minimum]\n"
    good = run(
        "validate", "-", stdin=f'{{"algorithm": {{"name": "DQN"}}, "environment": {GYM_JSON}}}'
    )
    assert (good.exit_code, good.stdout) == (
        0,
        "<stdin>: valid (DQN; no replay buffer)\n  checked: algorithm, environment\n",
    )


def test_says_what_it_checked_and_what_it_passes_through(write: Write) -> None:
    path = write(
        "m.yaml",
        "apiVersion: agilerl.com/v1\n"
        "algorithm: {name: DQN, gamma: 0.9, lr: 0.001}\n"
        "environment: {name: CartPole-v1}\n"
        "training: {max_steps: 10}\n"
        "replay_buffer: {memory_size: 100}\n"
        "tournament_selection: {elitism: true}\n",
    )
    result = run("validate", str(path))
    assert result.exit_code == 0
    assert result.stdout.splitlines()[1:] == [  # DQN's section is DQNSpec: checked whole
        "  checked: apiVersion, algorithm, environment, training, replay_buffer (classic), "
        "tournament_selection",
    ]
    document = json.loads(run("validate", "--format", "json", str(path)).stdout)
    assert document["files"][0]["unchecked"] == []
    assert document["files"][0]["warnings"] == []
    # an LLM algorithm: its spec's free-form mappings are named (vLLM's engine arguments)
    text = "algorithm: {name: GRPO, pretrained_model_name_or_path: m, vllm_engine_args: {}}\n"
    text += "environment: {name: gsm8k, entrypoint: 'envs.gsm8k:Gsm8kEnv'}\n"
    llm = write("grpo.yaml", text)
    lines = run("validate", str(llm)).stdout.splitlines()[1:]
    assert lines == [
        "  checked: algorithm, environment",
        "  passed through unchecked: algorithm.vllm_engine_args",
    ]


def test_warns_where_the_factory_ignores_a_flag(write: Write) -> None:
    text = "algorithm: {name: MADDPG}\nreplay_buffer: {n_step_buffer: true}\n"
    path = write("ma.yaml", text + "environment: {name: pettingzoo.mpe.simple_spread_v3}\n")
    result = run("validate", str(path))
    assert result.exit_code == 0
    warning = (
        "algorithm 'MADDPG' is multi-agent: replay_buffer.n_step_buffer is true but does not "
        "apply; building a uniform ReplayBuffer"
    )
    assert result.stdout.splitlines()[:2] == [
        f"{path}: warning: {warning}",
        f"{path}: valid (MADDPG; replay buffer: uniform, 100000 transitions)",
    ]
    document = json.loads(run("validate", "--format", "json", str(path)).stdout)
    assert document["files"][0]["warnings"] == [warning]


def test_positions_with_comments_anchors_and_flow_style(write: Write) -> None:
    text = (
        "# a comment\n"
        "defaults: &d {max_steps: 0, hpo: 'no'}   # a comment after a flow mapping\n"
        "\n"
        "algorithm:   # comment\n"
        "  name: DQN\n"
        "training: *d\n"
        "replay_buffer: {max_size: 10,\n"
        "                per_buffer_args: {alpha: 2}}\n"
        "environment: [not, an, object]\n"
    )
    result = run("validate", str(write("m.yaml", text)))
    lines = [
        [*line.split(": ", 1)[0].rsplit(":", 2)[1:], line.split(": ")[1]]
        for line in result.stdout.splitlines()
    ]
    assert lines == [
        ["2", "1", "defaults"],
        ["2", "15", "training.max_steps"],  # where the anchored value was written
        ["2", "29", "training.hpo"],
        ["8", "35", "replay_buffer.per_buffer_args.alpha"],
        ["9", "1", "environment"],
    ]
    assert result.exit_code == 1


def test_unknown_keys_get_the_closest_valid_name(write: Write) -> None:
    text = "algorithm: {name: DQN}\ntraining:\n  evo_step: 5\n  eps_strat: 1.0\n  zzz: 1\n"
    result = run("validate", "-q", str(write("m.yaml", text + f"environment: {GYM}\n")))
    assert [line.split(": ", 1)[1] for line in result.stdout.splitlines()] == [
        "training.evo_step: unknown field 'evo_step' (did you mean 'evo_steps'?) "
        "[additionalProperties]",
        "training.eps_strat: unknown field 'eps_strat' (did you mean 'eps_start'?) "
        "[additionalProperties]",
        "training.zzz: unknown field 'zzz' [additionalProperties]",
    ]


def test_exit_codes_of_several_files(write: Write) -> None:
    good = str(write("good.yaml", f"algorithm: {{name: DQN}}\nenvironment: {GYM}\n"))
    bad = str(write("bad.yaml", "algorithm: {name: ''}\nenvironment: {env_type: gym, name: x}\n"))
    assert run("validate", good, good).exit_code == 0
    assert run("validate", good, bad).exit_code == 1
    both = run("validate", good, bad, "missing.yaml")
    assert both.exit_code == 2  # unreadable outranks invalid
    assert both.stdout.splitlines()[-1] == "3 files: 1 valid, 1 invalid (1 problem), 1 unreadable"
    assert "missing.yaml: cannot read: No such file or directory" in both.stdout


def test_usage_errors_exit_2() -> None:
    assert run("validate").exit_code == 2
    assert run("validate", "--format", "xml", MISTAKES).exit_code == 2
    assert run("validate", "-", "-", stdin="").exit_code == 2
    assert run("no-such-command").exit_code == 2


BOMB = (
    "\n".join(
        ["a0: &a0 [x, x, x, x, x, x, x, x, x, x]"]
        + [f"a{i}: &a{i} [" + ", ".join([f"*a{i - 1}"] * 10) + "]" for i in range(1, 9)]
    )
    + "\n"
)


@pytest.mark.parametrize(
    ("name", "content", "code", "message"),
    [
        ("empty.yaml", "", 1, "empty.yaml:1:1: the document is empty"),
        ("blank.yaml", "\n# only a comment\n", 1, "blank.yaml:1:1: the document is empty"),
        (
            "garbage.bin",
            bytes(range(128, 256)) * 8,
            2,
            "garbage.bin:1:1: not UTF-8 text (byte 0: invalid start byte); save the file as UTF-8",
        ),
        (
            "nul.yaml",
            b"algorithm:\x00\x01\x02",
            2,
            "nul.yaml: binary data (NUL byte), not a manifest",
        ),
        (
            "latin1.yaml",
            "algorithm: {name: caf\xe9}\n".encode("latin-1"),
            2,
            "latin1.yaml:1:22: not UTF-8 text (byte 21: invalid continuation byte); save the file "
            "as UTF-8",
        ),
        (
            "list.yaml",
            "- algorithm: {name: DQN}\n",
            1,
            "list.yaml:1:1: <root>: expected an object, got a list (array) [type]",
        ),
        (
            "scalar.yaml",
            "just text\n",
            1,
            'scalar.yaml:1:1: <root>: expected an object, got "just text" (string) [type]',
        ),
        (
            "tag.yaml",
            "!!python/object/apply:os.system ['echo pwned']\n",
            1,
            "tag.yaml:1:1: tag 'tag:yaml.org,2002:python/object/apply:os.system' is not allowed "
            "in a manifest",
        ),
        (
            "tag2.yaml",
            "algorithm: !!python/name:os.system {name: x}\n",
            1,
            "tag2.yaml:1:12: algorithm: tag 'tag:yaml.org,2002:python/name:os.system' is not "
            "allowed in a manifest",
        ),
        (
            "syntax.yaml",
            "algorithm: {name: DQN\n",
            1,
            "syntax.yaml:1:12: YAML syntax: the bracket opened on line 1, column 12 is not "
            "closed; close it with '}' (the YAML parser says: expected ',' or '}', but got "
            "'<stream end>')",
        ),
        (
            "dup.yaml",
            "algorithm: {name: DQN}\nalgorithm: {name: PPO}\n",
            1,
            "dup.yaml:2:1: algorithm: duplicate key 'algorithm' (first at line 1)",
        ),
    ],
)
def test_hostile_input_is_refused_without_a_traceback(
    write: Write, name: str, content: str | bytes, code: int, message: str
) -> None:
    path = write(name, content)
    result = run("validate", str(path))
    assert_no_traceback(result)
    assert result.exit_code == code
    assert result.stdout.splitlines() == [f"{path.parent}/{message}"]


def test_alias_bomb_is_refused_promptly(write: Write) -> None:
    path = write("bomb.yaml", BOMB)
    start = time.perf_counter()
    result = run("validate", str(path))
    assert time.perf_counter() - start < 5
    assert result.exit_code == 1
    assert_no_traceback(result)
    assert "the document holds more than 100000 values once aliases are expanded" in result.stdout
    assert "(an alias bomb?); refused" in result.stdout


def test_huge_file_is_refused_at_the_byte_limit(write: Write, tmp_path: Path) -> None:
    path = tmp_path / "huge.yaml"
    with path.open("wb") as out:  # 50 MB, sparse: the loader stops reading at the limit
        out.write(b"algorithm: {name: DQN}\n")
        out.truncate(50 * 1024 * 1024)
    start = time.perf_counter()
    result = run("validate", str(path))
    assert time.perf_counter() - start < 5
    assert result.exit_code == 2
    assert result.stdout == (
        f"{path}: more than 10485760 bytes; refused (the limit for a manifest)\n"
    )


def test_huge_stdin_is_refused() -> None:
    result = run("validate", "-", stdin=b"#" * (10 * 1024 * 1024 + 5))
    assert result.exit_code == 2
    assert result.stdout.startswith("<stdin>: more than 10485760 bytes; refused")


def test_directory_is_unreadable(tmp_path: Path) -> None:
    result = run("validate", str(tmp_path))
    assert result.exit_code == 2
    assert result.stdout == f"{tmp_path}: cannot read: it is a directory\n"


def test_json_manifest_positions_and_quiet(write: Write) -> None:
    path = write(
        "m.json",
        '{\n  "algorithm": {"name": "DQN"},\n  "training": {"max_stepz": 5},\n'
        f'  "environment": {GYM_JSON}\n}}\n',
    )
    result = run("validate", str(path))
    assert result.stdout == (
        f"{path}:3:16: training.max_stepz: unknown field 'max_stepz' (did you mean "
        "'max_steps'?) [additionalProperties]\n"
    )
    good = write("good.json", f'{{"algorithm": {{"name": "DQN"}}, "environment": {GYM_JSON}}}')
    assert run("validate", "-q", str(good), str(good)).stdout == ""


def test_names_the_free_form_fields_inside_a_checked_section(write: Write) -> None:
    path = write(
        "m.yaml",
        "algorithm: {name: DQN}\n"
        "environment: {name: CartPole-v1}\n"
        "mutation:\n"
        "  rl_hp_selection: {lr: {min: 0.0001, max: 0.01}}\n"
        "  network: {min_latent_dim: 8, encoder: {max_hidden_layers: 3}, head_net: {}}\n",
    )
    document = json.loads(run("validate", "--format", "json", str(path)).stdout)
    assert "mutation" in document["files"][0]["checked"]
    assert document["files"][0]["unchecked"] == [
        "mutation.network.encoder",
        "mutation.network.head_net",
    ]


@pytest.mark.parametrize("case", CASES, ids=[case.name for case in CASES])
def test_every_problem_at_once_each_once(case: Case, tmp_path: Path) -> None:
    """Issue 31: a selector near a valid value is named with it and its section checked
    as that value; a misspelt required key is one problem; no knock-on problem. The text
    output and the JSON output say the same."""
    path = tmp_path / "F.yaml"
    path.write_text(case.text, encoding="utf-8")
    result = run("validate", str(path))
    assert result.exit_code == 1
    assert result.stdout.replace(str(path), "F").splitlines() == case.lines
    listed = json.loads(run("validate", "--format", "json", str(path)).stdout)["files"][0]
    assert [p["text"].replace(str(path), "F") for p in listed["problems"]] == case.lines
