#!/usr/bin/env bash
# The CUDA check, in one command on an offline GPU machine: the buffer tests on cuda,
# then the CUDA benchmark against AgileRL. Exits non-zero if a test fails, a benchmark
# target FAILs (bench/run.py --strict) or either step runs past its time limit.
#
# Here (network):  python3 tools/gpu/prepare.py        # wheels into .whl/ (ignored by git)
# There:           bash tools/gpu/check.sh [OUTDIR]    # OUTDIR defaults to $OUT or .gpu-out
#
# With the device tool: carry [".whl"], command `bash tools/gpu/check.sh`, timeout_s 600.
# Budget: tests <= 300 s, benchmark <= 240 s, installs a few seconds.
set -uo pipefail

PY=${PYTHON:-python3}
DEVICE=${DEVICE:-cuda}  # DEVICE=cpu: a dry run of the same steps on a machine without a GPU
OUT_DIR=${1:-${OUT:-.gpu-out}}
SITE=${SITE:-/tmp/agilerl-gpu}
mkdir -p "$OUT_DIR"
LOG="$OUT_DIR/check.log"
step() { echo "== $(date -u +%H:%M:%S) $*" | tee -a "$LOG"; }

step "machine"
{ nvidia-smi --query-gpu=name,memory.total,driver_version --format=csv,noheader || true
  "$PY" -c 'import sys, torch; print(sys.version.split()[0], torch.__version__, torch.cuda.is_available())'
} 2>&1 | tee -a "$LOG"
if [ "$DEVICE" = cuda ]; then
  "$PY" -c 'import torch, sys; sys.exit(not torch.cuda.is_available())' || { step "no CUDA"; exit 2; }
fi

step "install carried wheels (offline) into $SITE/{ours,agilerl}"
rm -rf "$SITE"
pipi() { "$PY" -m pip install -q --no-index --no-deps --no-compile --target "$@"; }
# ours from this tree, built in pip's isolated env from the carried setuptools (.whl/build)
pipi "$SITE/ours" --find-links .whl/build .whl/ours/*.whl . || { step "pip install (ours) failed"; exit 2; }
pipi "$SITE/agilerl" .whl/agilerl/*.whl || { step "pip install (agilerl) failed"; exit 2; }
# tensordict's releases follow torch's: if the pinned one does not work with this
# machine's torch, the older one carried in .whl/alt takes its place.
probe="import torch, tensordict; tensordict.TensorDict({'a': torch.zeros(2, device='$DEVICE')}, [2]).clone()"
for impl in ours agilerl; do
  if ! PYTHONPATH="$SITE/$impl" "$PY" -c "$probe" 2>>"$LOG"; then
    step "$impl: pinned tensordict fails with this torch; using .whl/alt"
    pipi "$SITE/$impl" --upgrade .whl/alt/*.whl
    PYTHONPATH="$SITE/$impl" "$PY" -c "$probe" || { step "no working tensordict"; exit 2; }
  fi
done

status=0
step "tests: buffers on cpu and $DEVICE (not slow), the CUDA build"
PYTHONPATH="$SITE/ours" timeout 300 "$PY" -m pytest tests/components tests/cli/test_build.py \
  -m "not slow" -q -p no:cacheprovider 2>&1 | tee "$OUT_DIR/tests.log" | tail -n 25
rc=${PIPESTATUS[0]}
step "tests exit $rc"
[ "$rc" = 0 ] || status=1

step "benchmark: --device $DEVICE, ours vs agilerl, 1 round, --strict"
timeout 240 "$PY" bench/run.py --device "$DEVICE" --site-root "$SITE" --only ours,agilerl --rounds 1 \
  --strict --json "$OUT_DIR/bench.json" --markdown "$OUT_DIR/bench.md" 2>&1 | tee "$OUT_DIR/bench.log"
rc=${PIPESTATUS[0]}
step "benchmark exit $rc"
[ "$rc" = 0 ] || status=1

step "done: exit $status"
exit $status
