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
if [ $# -gt 0 ]; then
  TARGETS=("$@")
else
  TARGETS=()
  for exe in "$BUILD"/fuzz/fuzz_*; do
    [ -x "$exe" ] && [ -f "$exe" ] && TARGETS+=("${exe##*/fuzz_}")
  done
fi
[ ${#TARGETS[@]} -gt 0 ] || { echo "fuzz/run.sh: no fuzz targets in $BUILD/fuzz (make fuzz builds them)" >&2; exit 2; }

SEEDS="$BUILD/fuzz-seeds"
CORPUS="$BUILD/fuzz-corpus"
ARTIFACTS="$BUILD/fuzz-artifacts"
LOGS="$BUILD/fuzz-logs"
mkdir -p "$CORPUS" "$ARTIFACTS" "$LOGS"
INPUTS="$ROOT/tests/reliability/inputs"

# The sources of the manifest's documents of one format (the manifest has one field a line).
sources_of_format() {
  awk -v want="\"$1\"" '
    /"format":/ { gsub(/[ ,]/, "", $2); format = $2 }
    /"source":/ { gsub(/[ ",]/, "", $2); if (format == want) print $2; format = "" }
  ' "$ROOT/rules-db/manifest.json"
}

# Up to 48 pieces of 4 KiB from `file`, spread over it, as seeds named <prefix>-NNNN.
add_pieces() {
  local file="$1" dir="$2" prefix="$3" tmp
  tmp="$(mktemp -d)"
  split -b 4096 -d -a 4 "$file" "$tmp/p-"
  local count step i=0
  count=$(find "$tmp" -type f | wc -l)
  step=$(( count / 48 + 1 ))
  for piece in $(find "$tmp" -type f | sort); do
    if [ $(( i % step )) -eq 0 ]; then cp "$piece" "$dir/$prefix-${piece##*-}"; fi
    i=$(( i + 1 ))
  done
  rm -rf "$tmp"
}

# Each seed a short text, from lines of stdin, prefixed with the byte `first` (octal) when given.
add_lines() {
  local dir="$1" prefix="$2" first="${3:-}" n=0
  while IFS= read -r line; do
    [ -n "$line" ] || continue
    if [ -n "$first" ]; then printf "\\$first%s" "$line"; else printf '%s' "$line"; fi \
      >"$dir/$prefix-$n"
    n=$(( n + 1 ))
  done
}

make_seeds() {
  local target="$1" dir="$SEEDS/$1"
  rm -rf "$dir"
  mkdir -p "$dir"
  case "$target" in
    import_*)
      local format="${target#import_}"
      format="${format//_/-}"
      for src in $(sources_of_format "$format"); do
        add_pieces "$ROOT/rules-db/$src" "$dir" "$(basename "$src")"
      done
      for f in "$INPUTS"/import-*.txt; do cp "$f" "$dir/"; done
      ;;
    manifest)
      cp "$ROOT/rules-db/manifest.json" "$dir/bundled.json"
      for f in "$INPUTS"/manifest-*.json; do cp "$f" "$dir/"; done
      ;;
    scenario)
      find "$ROOT/scenarios" -name '*.json' -size -16k | while read -r f; do
        cp "$f" "$dir/$(echo "${f#"$ROOT"/scenarios/}" | tr / _)"
      done
      for f in "$INPUTS"/*.json; do cp "$f" "$dir/"; done
      ;;
    effect_text)
      # The effect texts of the Dimensional Rift scenarios, as each effect type (first byte).
      local texts
      texts="$(grep -rhoE '"text": *"[^"]*"' "$ROOT/scenarios/dimrift" | sed -E 's/^"text": *"//; s/"$//' | sort -u)"
      for type in 000 001 002 003 004 023; do
        printf '%s\n' "$texts" | add_lines "$dir" "type$type" "$type"
      done
      cp "$INPUTS"/effect-text-*.bin "$dir/"
      ;;
    rule_id)
      grep -rhoE '"cites": *\[[^]]*\]' "$ROOT/scenarios" | grep -oE '"[^"]+"' | tr -d '"' |
        grep -v cites | sort -u | head -300 | add_lines "$dir" id
      printf '%s\n' "718.5.b" "CR 702.6" "rule 718.5b" "mtg@2025-02-07:702.6a" \
        "riftbound:718.4" "@2025-02-07:701.5" "targeting.arrows.2" "607.2.A" "119.1d." |
        add_lines "$dir" typed
      cp "$INPUTS"/json-invalid-utf8-rule-id.bin "$dir/"
      ;;
    search)
      grep -rhoE '"question": *"[^"]*"' "$ROOT/scenarios" | sed -E 's/^"question": *"//; s/"$//' |
        sort -u | head -300 | add_lines "$dir" question 000
      printf '%s\n' 'attached might' '"can t" OR gear' 'link* NOT ability' 'NEAR(gear unit, 3)' |
        add_lines "$dir" raw 002
      cp "$INPUTS"/search-quoted-nul-fts5-syntax.bin "$dir/"
      ;;
  esac
}

dict_of() {
  case "$1" in
    import_*) echo rules_text ;;
    manifest | scenario) echo json ;;
    *) echo "$1" ;;
  esac
}

max_len_of() {
  case "$1" in
    rule_id) echo 256 ;;
    search | effect_text) echo 1024 ;;
    import_*) echo 8192 ;;
    *) echo 16384 ;;
  esac
}

export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1:allocator_may_return_null=1}"
export UBSAN_OPTIONS="${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}"
status=0
printf '%-30s %12s %8s %8s %8s %s\n' target executions cov ft corpus findings
for target in "${TARGETS[@]}"; do
  exe="$BUILD/fuzz/fuzz_$target"
  [ -x "$exe" ] || { echo "fuzz/run.sh: no $exe" >&2; exit 2; }
  make_seeds "$target"
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
