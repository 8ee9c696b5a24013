#!/usr/bin/env bash
# Runs the libFuzzer targets (make fuzz): each for SECONDS, one at a time, one process each, from a
# seed corpus made here from rules-db/, scenarios/ and tests/reliability/inputs/ (nothing large is
# committed) plus what earlier runs found (BUILD/fuzz-corpus/<target>, kept between runs), with the
# target's dictionary. Prints one line per target (executions, coverage, features, corpus, findings)
# and exits 1 when any target found a crash, a leak, a timeout or a sanitizer report; the inputs are
# in BUILD/fuzz-artifacts/.
#
#   fuzz/run.sh BUILD SECONDS [TARGET...]     (TARGET: rule_id, search, import_mtg_cr, ...)
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
BUILD="$(cd "${1:?usage: fuzz/run.sh BUILD SECONDS [TARGET...]}" && pwd)"
SECONDS_EACH="${2:?usage: fuzz/run.sh BUILD SECONDS [TARGET...]}"
shift 2
# shellcheck source=fuzz/seeds.sh
source "$ROOT/fuzz/seeds.sh"
list_targets fuzz/run.sh "$BUILD" "$@"

SEEDS="$BUILD/fuzz-seeds"
CORPUS="$BUILD/fuzz-corpus"
ARTIFACTS="$BUILD/fuzz-artifacts"
LOGS="$BUILD/fuzz-logs"
mkdir -p "$CORPUS" "$ARTIFACTS" "$LOGS"

export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1:allocator_may_return_null=1}"
export UBSAN_OPTIONS="${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}"
status=0
printf '%-30s %12s %8s %8s %8s %s\n' target executions cov ft corpus findings
for target in "${TARGETS[@]}"; do
  exe="$BUILD/fuzz/fuzz_$target"
  [ -x "$exe" ] || { echo "fuzz/run.sh: no $exe" >&2; exit 2; }
  make_seeds "$target" "$SEEDS/$target"
  mkdir -p "$CORPUS/$target"
  log="$LOGS/$target.log"
  before=$(find "$ARTIFACTS" -name "$target-*" | wc -l)
  # The corpus folder first: new inputs are written there; the seeds are read only.
  set +e
  (cd "$BUILD" && "$exe" "$CORPUS/$target" "$SEEDS/$target" \
    -dict="$ROOT/fuzz/dicts/$(dict_of "$target").dict" -max_len="$(max_len_of "$target")" \
    -max_total_time="$SECONDS_EACH" -timeout=10 -rss_limit_mb=2560 -print_final_stats=1 \
    -artifact_prefix="$ARTIFACTS/$target-" >"$log" 2>&1)
  code=$?
  set -e
  after=$(find "$ARTIFACTS" -name "$target-*" | wc -l)
  execs=$(grep -oE 'stat::number_of_executed_units: *[0-9]+' "$log" | grep -oE '[0-9]+$' | tail -1)
  last=$(grep -E '^#[0-9]+' "$log" | tail -1)
  cov=$(echo "$last" | grep -oE 'cov: [0-9]+' | grep -oE '[0-9]+' || true)
  ft=$(echo "$last" | grep -oE 'ft: [0-9]+' | grep -oE '[0-9]+' || true)
  units=$(find "$CORPUS/$target" -type f | wc -l)
  findings=$(( after - before ))
  printf '%-30s %12s %8s %8s %8s %s\n' "$target" "${execs:-?}" "${cov:-?}" "${ft:-?}" "$units" \
    "$findings$([ $code -ne 0 ] && echo " (exit $code, see $log)")"
  if [ $code -ne 0 ] || [ "$findings" -ne 0 ]; then status=1; fi
done
exit $status
