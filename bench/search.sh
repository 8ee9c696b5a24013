#!/usr/bin/env bash
# Search quality and speed on judges' questions, in one run:
#   quality: bench/search-dev/score.py (hit@1, hit@5, MRR@10 of `arbiter search --json`, each
#            question searched in the document version its answers come from) beside the
#            scorer's grep-style baseline (rules ranked by how many query words they contain);
#   speed:   every question as a whole `arbiter search` process vs `grep -i -E 'w1|w2|...'` over
#            the raw texts of every document in rules-db/ (median wall ms over RUNS, then the ratio),
#            and the CPU time (user + sys) of all questions run RUNS times each way, which other
#            work on the machine disturbs less than wall time.
#   bench/search.sh [build-dir] [runs]        (make bench runs it on build/)
set -euo pipefail
BUILD=${1:-build}
RUNS=${2:-5}
ROOT=$(cd "$(dirname "$0")/.." && pwd)
BENCH_NAME=bench/search.sh
# shellcheck source=bench/common.sh
. "$ROOT/bench/common.sh"
command -v python3 >/dev/null || { echo "bench/search.sh: error: python3 is missing" >&2; exit 2; }

echo "== quality: bench/search-dev (40 questions), each in its pinned version =="
python3 "$ROOT/bench/search-dev/score.py" "$ARBITER" --db "$DB" --pin | sed -n '1,16p'
echo
echo "== quality: the team's own 58 questions (bench/search-dev/own-queries.tsv), pinned =="
python3 "$ROOT/bench/search-dev/score.py" "$ARBITER" --db "$DB" --pin \
  --queries "$ROOT/bench/search-dev/own-queries.tsv" | sed -n '3,7p'
echo
echo "== quality: the held-out 40 questions (bench/search-dev/holdout-queries.tsv), pinned =="
python3 "$ROOT/bench/search-dev/score.py" "$ARBITER" --db "$DB" --pin \
  --queries "$ROOT/bench/search-dev/holdout-queries.tsv" | sed -n '3,7p'
echo

echo "== speed: whole processes, median of $RUNS runs per question =="
total_a=0; total_g=0; n=0; worst=0; worst_q=""
while IFS=$'\t' read -r id game query expected kind; do
  [ "$id" = "id" ] && continue
  # shellcheck disable=SC2206
  words=($query)
  pattern=$(printf '%s\n' "${words[@]}" | sed "s/[^A-Za-z0-9]//g" | grep -v '^$' | paste -sd'|')
  a=$(median_ms "$RUNS" "$ARBITER" --db "$DB" search -- "${words[@]}")
  g=$(median_ms "$RUNS" grep -i -h -E -- "$pattern" "${TEXTS[@]}")
  total_a=$(awk -v x="$total_a" -v y="$a" 'BEGIN { print x + y }')
  total_g=$(awk -v x="$total_g" -v y="$g" 'BEGIN { print x + y }')
  r=$(awk -v a="$a" -v g="$g" 'BEGIN { printf "%.2f", a / g }')
  if awk -v r="$r" -v w="$worst" 'BEGIN { exit !(r > w) }'; then worst=$r; worst_q="$id $query"; fi
  n=$((n + 1))
done < "$ROOT/bench/search-dev/queries.tsv"
printf 'questions %d: arbiter search %.2f ms mean, grep -i -E %.2f ms mean, ratio %.2f\n' "$n" \
  "$(awk -v t="$total_a" -v n="$n" 'BEGIN { print t / n }')" \
  "$(awk -v t="$total_g" -v n="$n" 'BEGIN { print t / n }')" \
  "$(awk -v a="$total_a" -v g="$total_g" 'BEGIN { print a / g }')"
echo "slowest against grep: ratio $worst ($worst_q)"

# CPU: every question RUNS times in one shell each way, timed as a whole (user + sys).
cpu_a=$(mktemp) cpu_g=$(mktemp) script_a=$(mktemp) script_g=$(mktemp)
trap 'rm -f "$cpu_a" "$cpu_g" "$script_a" "$script_g"' EXIT
while IFS=$'\t' read -r id game query expected kind; do
  [ "$id" = "id" ] && continue
  # shellcheck disable=SC2206
  words=($query)
  pattern=$(printf '%s\n' "${words[@]}" | sed "s/[^A-Za-z0-9]//g" | grep -v '^$' | paste -sd'|')
  for ((i = 0; i < RUNS; i++)); do
    printf '%q ' "$ARBITER" --db "$DB" search -- "${words[@]}" >> "$script_a"; echo >> "$script_a"
    printf '%q ' grep -i -h -E -- "$pattern" "${TEXTS[@]}" >> "$script_g"; echo >> "$script_g"
  done
done < "$ROOT/bench/search-dev/queries.tsv"
/usr/bin/time -o "$cpu_a" -f '%U %S' bash "$script_a" >/dev/null 2>&1 || true
/usr/bin/time -o "$cpu_g" -f '%U %S' bash "$script_g" >/dev/null 2>&1 || true
awk -v n="$((n * RUNS))" 'NR == FNR { a = $1 + $2; next } { g = $1 + $2 }
  END { printf "CPU per question (user + sys): arbiter search %.2f ms, grep -i -E %.2f ms, ratio %.2f\n",
        a * 1000 / n, g * 1000 / n, a / g }' <(tail -1 "$cpu_a") <(tail -1 "$cpu_g")
