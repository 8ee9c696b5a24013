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
BENCH_NAME=bench/run.sh
# shellcheck source=bench/common.sh
. "$ROOT/bench/common.sh"
command -v sqlite3 >/dev/null || { echo "bench/run.sh: error: the sqlite3 shell is missing (apt-get install sqlite3)" >&2; exit 2; }

# cpu_ms RUNS CMD...: mean CPU time (user + system) of CMD's process, in ms: less sensitive than
# wall time to other work on the machine.
cpu_ms() {
  local runs=$1; shift
  local t
  t=$( ( for ((i = 0; i < runs; i++)); do "$@" >/dev/null 2>&1 || true; done; times ) | tail -1)
  # "times" prints the children's user and system time as "XmY.YYYs XmZ.ZZZs".
  echo "$t" | awk -v runs="$runs" '{
    split($1, u, /[ms]/); split($2, s, /[ms]/);
    printf "%.3f", ((u[1] * 60 + u[2]) + (s[1] * 60 + s[2])) * 1000 / runs }'
}

ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", a / b }'; }

row() {  # label arbiter_ms baseline_ms baseline_label arbiter_cpu baseline_cpu
  printf '%-30s arbiter %7s ms  %-14s %7s ms  ratio %5s   cpu %6s / %6s ms  ratio %5s\n' \
    "$1" "$2" "$4" "$3" "$(ratio "$2" "$3")" "$5" "$6" "$(ratio "$5" "$6")"
}

echo "arbiter bench: whole processes, $RUNS runs each: median wall time, then mean CPU time (user+sys)"
echo "machine: $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg)"
echo "corpus: $("$ARBITER" --db "$DB" --json check | grep -c '"code"' || true) anomalies, $(sqlite3 -readonly "$DB" 'SELECT count(*) FROM rules') rules, ${#TEXTS[@]} source files ($(cat "${TEXTS[@]}" | wc -c) bytes)"
echo

for cite in "riftbound@1.2 718.5.b" "mtg@2026-08-07 607.2a" "mtg@2026-08-07 702.6"; do
  set -- $cite
  a=$(median_ms "$RUNS" "$ARBITER" --db "$DB" rule "$2")
  q="SELECT id, title, text FROM rules WHERE doc = '$1' AND id = '$2'"
  s=$(median_ms "$RUNS" sqlite3 -readonly "$DB" "$q")
  row "rule $2" "$a" "$s" "sqlite3 shell" "$(cpu_ms "$RUNS" "$ARBITER" --db "$DB" rule "$2")" \
    "$(cpu_ms "$RUNS" sqlite3 -readonly "$DB" "$q")"
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
  # shellcheck disable=SC2086
  row "search $q" "$a" "$g" "grep -i" "$(cpu_ms "$RUNS" "$ARBITER" --db "$DB" search $q)" \
    "$(cpu_ms "$RUNS" grep_all $q)"
done

TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
b=$(median_ms 5 "$ARBITER" --rules-db "$ROOT/rules-db" --db "$TMP/bench.db" build --quiet)
printf '%-30s arbiter %7s ms  (aim: under 1000 ms)   cpu %s ms\n' "build (full database)" "$b" \
  "$(cpu_ms 3 "$ARBITER" --rules-db "$ROOT/rules-db" --db "$TMP/bench.db" build --quiet)"
