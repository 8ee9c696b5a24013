#!/usr/bin/env bash
# Lookup, search and build speed on the full corpus, in one run, against the obvious baselines:
#   arbiter rule ID        vs  the sqlite3 shell running the same primary-key query on arbiter.db
#   arbiter search WORDS   vs  grep -i over the raw texts of every document in rules-db/
#   arbiter build          (the whole database from rules-db/; aim: under 1 s)
# Each figure is the median wall time of whole processes (fork + exec + work), in milliseconds.
#   bench/run.sh [build-dir] [runs]        (make bench runs it on build/)
set -euo pipefail
BUILD=${1:-build}
RUNS=${2:-31}
ROOT=$(cd "$(dirname "$0")/.." && pwd)
ARBITER="$BUILD/arbiter"
DB="$BUILD/arbiter.db"
[ -x "$ARBITER" ] || { echo "bench/run.sh: error: no arbiter at $ARBITER (build it first)" >&2; exit 2; }
[ -f "$DB" ] || { echo "bench/run.sh: error: no database at $DB (build it first)" >&2; exit 2; }
command -v sqlite3 >/dev/null || { echo "bench/run.sh: error: the sqlite3 shell is missing (apt-get install sqlite3)" >&2; exit 2; }

# The raw texts of the corpus: every source file the manifest lists.
mapfile -t TEXTS < <(grep -o '"source": *"[^"]*"' "$ROOT/rules-db/manifest.json" |
                     sed 's/.*"source": *"\([^"]*\)"/\1/' | sed "s|^|$ROOT/rules-db/|")

# median_ms RUNS CMD...: runs CMD (output discarded) RUNS times, prints the median in ms (3 decimals).
median_ms() {
  local runs=$1; shift
  local times=() i start end
  for ((i = 0; i < runs; i++)); do
    start=$(date +%s%N)
    "$@" >/dev/null 2>&1 || true
    end=$(date +%s%N)
    times+=($(( end - start )))
  done
  printf '%s\n' "${times[@]}" | sort -n | awk '{ t[NR] = $1 } END { printf "%.3f", t[int((NR + 1) / 2)] / 1e6 }'
}

ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", a / b }'; }

row() {  # label arbiter_ms baseline_ms baseline_label
  printf '%-34s arbiter %8s ms   %-22s %8s ms   ratio %s\n' "$1" "$2" "$4" "$3" "$(ratio "$2" "$3")"
}

echo "arbiter bench: median of $RUNS runs each, whole processes, $(nproc) cores"
echo "corpus: $("$ARBITER" --db "$DB" --json check | grep -c '"code"' || true) anomalies, $(sqlite3 -readonly "$DB" 'SELECT count(*) FROM rules') rules, ${#TEXTS[@]} source files ($(cat "${TEXTS[@]}" | wc -c) bytes)"
echo

for cite in "riftbound@1.2 718.5.b" "mtg@2026-08-07 607.2a" "mtg@2026-08-07 702.6"; do
  set -- $cite
  a=$(median_ms "$RUNS" "$ARBITER" --db "$DB" rule "$2")
  s=$(median_ms "$RUNS" sqlite3 -readonly "$DB" "SELECT id, title, text FROM rules WHERE doc = '$1' AND id = '$2'")
  row "rule $2" "$a" "$s" "sqlite3 shell"
done

grep_all() {  # every word, case-insensitive, on one line, over all the raw texts
  local first=$1; shift
  local cmd=(grep -i -h -- "$first" "${TEXTS[@]}")
  if [ $# -eq 0 ]; then "${cmd[@]}"; return; fi
  local filter="${cmd[*]@Q}"
  for w in "$@"; do filter+=" | grep -i -- ${w@Q}"; done
  eval "$filter"
}
for q in "attached might" "linked abilities" "regenerate" "can't"; do
  # shellcheck disable=SC2086
  a=$(median_ms "$RUNS" "$ARBITER" --db "$DB" search $q)
  g=$(median_ms "$RUNS" grep_all $q)
  row "search $q" "$a" "$g" "grep -i"
done

TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
b=$(median_ms 5 "$ARBITER" --rules-db "$ROOT/rules-db" --db "$TMP/bench.db" build --quiet)
printf '%-34s arbiter %8s ms   (aim: under 1000 ms)\n' "build (full database)" "$b"
