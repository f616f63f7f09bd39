# Code generated from schema/profiling.schema.json by `nox -s generate`. DO NOT EDIT.

"""Opt-in profiling settings of LLM learning steps."""

from __future__ import annotations

from typing import Annotated

from agilerl.models._spec_base import LeafSpecModel
from pydantic import ConfigDict, Field


class ProfilingConfig(LeafSpecModel):
    """
    Opt-in profiling of LLM learning steps.
    """

    model_config = ConfigDict(extra="forbid")
    output_dir: Annotated[
        str | None,
        Field(
            description="Directory every trainer rank writes snapshots and traces to; needed once any profiling is on."
        ),
    ] = None
    memory_snapshot_on_oom: Annotated[
        bool,
        Field(
            description="Record CUDA allocator history and write a snapshot when learning runs out of GPU memory."
        ),
    ] = False
    memory_history_max_entries: Annotated[
        int, Field(description="Allocator events kept in the recorded history.", ge=1)
    ] = 100000
    torch_profile_step: Annotated[
        int | None,
        Field(
            description="Learning call (from 1) whose first micro-batch runs under torch.profiler; unset traces none.",
            ge=1,
        ),
    ] = None
    torch_profile_with_stack: Annotated[
        bool, Field(description="Record Python stacks in the trace.")
    ] = False
    profile_ranks: Annotated[
        list[int] | None,
        Field(
            description="Trainer ranks (0 or more) that record the trace; unset picks rank 0 and the first rank of the second shard group."
        ),
    ] = None
