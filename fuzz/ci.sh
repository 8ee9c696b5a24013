#!/usr/bin/env bash
# CI's fuzz step (make fuzz-ci, run by .ci/run): every fuzz target runs a FIXED number of inputs
# from a FIXED random seed (-seed=1 -runs=N, N per target below), so the step is deterministic: the
# same tree and the same binaries run the same inputs and give the same answer, in CI as on the
# machine that verified the commit. It cannot fail at random the way a timed run (make fuzz,
# fuzz/run.sh) can; a failure here is a real finding, and the same command reproduces it.
#
# What keeps it deterministic: each target's corpus is a fresh temporary folder holding the seeds
# of fuzz/seeds.sh and the target's fuzz/regressions/ (nothing is read from earlier runs or written
# into the source tree); no time limit decides what runs (-runs, never -max_total_time; -reload=0,
# else libFuzzer re-reads its corpus folder every few seconds); fixed sanitizer options and
# $ARBITER_TODAY; no address randomization (setarch -R: with it, a few paths of the scenario, rule
# and search targets vary from run to run, and so do the inputs tried; where setarch -R is not
# permitted, e.g. under Docker's default seccomp profile, the step warns and those three may vary).
# A change to the instrumented code changes the coverage feedback and so the inputs tried: a new
# commit can meet an old bug elsewhere. That is a real finding too: fix it and keep its input in
# fuzz/regressions/<target>/.
#
# Runs FUZZ_JOBS targets at a time (default 2, one per core). Prints one line per target (seconds,
# executions, coverage, features, corpus) and exits 1 when any target failed, with its report and
# the input, copied to BUILD/fuzz-ci-artifacts/.
#
#   fuzz/ci.sh BUILD [TARGET...]        FUZZ_CI_RUNS=N overrides every target's N (calibration)
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
BUILD="$(cd "${1:?usage: fuzz/ci.sh BUILD [TARGET...]}" && pwd)"
shift
# shellcheck source=fuzz/seeds.sh
source "$ROOT/fuzz/seeds.sh"

# Inputs per target, seeds included: 14 to 22 s of CPU (user+sys) each in build-asan (clang 14,
# -O1, ASan+UBSan) of a clean clone on this project's machine, about 5 min of CPU for all 17
# (measured with FUZZ_CI_RUNS; figures in the commits that set them). Re-measure when a target
# gets much slower. cards_riftbound, cards_mtg and serve came later: measured in build-asan-fuzz of
# the working tree (30,000 inputs: cards_riftbound 8.9 s, cards_mtg 6.5 s of CPU), about 13 s each.
# rule_id: from the same seed its coverage once differed between two runs of the same binaries
# (V1 4,749 edges, V2 4,855; cause not found) and it ran its seeds only; that did not reproduce in
# build-asan-fuzz (two runs of 5,000 inputs, two of 1,500, three of the seeds alone: the same
# coverage, features and corpus line for line), so it runs inputs again. If two runs differ again,
# set it back to 0.
declare -A RUNS=(
  [rule_id]=3000
  [search]=1000
  [manifest]=45000
  [scenario]=3500
  [effect_text]=300000
  [import_prose_headings]=25000
  [import_mtg_cr]=35000
  [import_mtg_bullets]=50000
  [import_mtg_rulings_2008]=22000
  [import_mtg_card_rulings]=160000
  [import_mtg_tournament_pdf]=14000
  [import_riftbound_pdftotext]=11000
  [import_riftbound_weblist]=20000
  [import_riftbound_lines]=9000
  [import_riftbound_rules_pages]=15000
  [import_riftbound_card_errata]=130000
  [import_riftbound_outline]=22000
  [cards_riftbound]=45000
  [cards_mtg]=50000
  [serve]=2000
)

list_targets fuzz/ci.sh "$BUILD" "$@"
for target in "${TARGETS[@]}"; do
  [ -x "$BUILD/fuzz/fuzz_$target" ] ||
    { echo "fuzz/ci.sh: no $BUILD/fuzz/fuzz_$target" >&2; exit 2; }
  [ -n "${FUZZ_CI_RUNS:-}" ] || [ -n "${RUNS[$target]:-}" ] ||
    { echo "fuzz/ci.sh: no number of runs for $target (add it to RUNS)" >&2; exit 2; }
done

export ASAN_OPTIONS="detect_leaks=1:allocator_may_return_null=1"
export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1"
export ARBITER_TODAY="2026-11-25"
NO_ASLR=(setarch "$(uname -m)" -R)
if ! "${NO_ASLR[@]}" true 2>/dev/null; then
  echo "fuzz/ci.sh: warning: setarch -R is not permitted here: with address randomization the" \
    "scenario, rule_id and search targets may try other inputs than on another run" >&2
  NO_ASLR=()
fi
WORK="$(mktemp -d "${TMPDIR:-/tmp}/arbiter-fuzz-ci.XXXXXX")"
trap 'rm -rf "$WORK"' EXIT

# One target in $WORK/<target>/: corpus/ (seeds and regressions), log, time (wall user sys), rc.
run_target() {
  local target="$1" dir="$WORK/$1"
  mkdir -p "$dir"
  make_seeds "$target" "$dir/corpus"
  if [ -d "$ROOT/fuzz/regressions/$target" ]; then
    cp "$ROOT/fuzz/regressions/$target"/* "$dir/corpus/"
  fi
  chmod -R u+w "$dir/corpus"
  local code=0 TIMEFORMAT='%R %U %S'
  { time (cd "$dir" && "${NO_ASLR[@]}" "$BUILD/fuzz/fuzz_$target" "$dir/corpus" -seed=1 \
    -runs="${FUZZ_CI_RUNS:-${RUNS[$target]}}" -reload=0 \
    -dict="$ROOT/fuzz/dicts/$(dict_of "$target").dict" -max_len="$(max_len_of "$target")" \
    -timeout=120 -rss_limit_mb=2560 -print_final_stats=1 -artifact_prefix="$dir/artifact-" \
    >"$dir/log" 2>&1) || code=$?; } 2>"$dir/time"
  echo "$code" >"$dir/rc"
}

jobs_max="${FUZZ_JOBS:-2}"
running=0
for target in "${TARGETS[@]}"; do
  run_target "$target" &
  running=$(( running + 1 ))
  if [ "$running" -ge "$jobs_max" ]; then
    wait -n || true
    running=$(( running - 1 ))
  fi
done
wait

status=0
printf '%-30s %6s %6s %6s %10s %7s %7s %7s %s\n' \
  target wall user sys executions cov ft corpus result
for target in "${TARGETS[@]}"; do
  dir="$WORK/$target"
  code="$(cat "$dir/rc" 2>/dev/null || echo '?')"
  read -r wall user sys <"$dir/time" || true
  execs=$(grep -oE 'stat::number_of_executed_units: *[0-9]+' "$dir/log" | grep -oE '[0-9]+$' |
    tail -1 || true)
  last=$(grep -E '^#[0-9]+' "$dir/log" | tail -1 || true)
  cov=$(echo "$last" | grep -oE 'cov: [0-9]+' | grep -oE '[0-9]+' || true)
  ft=$(echo "$last" | grep -oE 'ft: [0-9]+' | grep -oE '[0-9]+' || true)
  corp=$(echo "$last" | grep -oE 'corp: [0-9]+' | grep -oE '[0-9]+' || true)
  result=ok
  if [ "$code" != 0 ]; then
    result="FAILED (exit $code)"
    status=1
  fi
  printf '%-30s %6s %6s %6s %10s %7s %7s %7s %s\n' "$target" "${wall:-?}" "${user:-?}" "${sys:-?}" \
    "${execs:-?}" "${cov:-?}" "${ft:-?}" "${corp:-?}" "$result"
done
for target in "${TARGETS[@]}"; do
  dir="$WORK/$target"
  [ "$(cat "$dir/rc" 2>/dev/null || echo '?')" = 0 ] && continue
  mkdir -p "$BUILD/fuzz-ci-artifacts"
  echo
  echo "=== fuzz_$target failed; the end of its log:"
  tail -n 60 "$dir/log"
  for a in "$dir"/artifact-*; do
    [ -f "$a" ] || continue
    cp "$a" "$BUILD/fuzz-ci-artifacts/$target-${a##*/artifact-}"
    echo "input: $BUILD/fuzz-ci-artifacts/$target-${a##*/artifact-} (reproduce:" \
      "$BUILD/fuzz/fuzz_$target <input>; keep it in fuzz/regressions/$target/ with the fix)"
  done
done
echo "fuzz/ci.sh: ${#TARGETS[@]} targets, $jobs_max at a time, ${SECONDS} s"
exit $status
