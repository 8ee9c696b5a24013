#!/bin/sh
# Times a full diff of the two real Comprehensive Rules versions (mtg@2025-02-07 -> mtg@2026-08-07,
# about 3,200 rules each): import both documents, pair and classify every rule, mark the changed
# words, render the JSON. Aim: under one second. Prints the counts, the best and median wall time
# of N runs, and the import/match split the command reports with --timing.
#   bench/diff.sh [path/to/arbiter] [runs]
set -eu
ARBITER=${1:-build/arbiter}
RUNS=${2:-5}
ROOT=$(cd "$(dirname "$0")/.." && pwd)
RULES_DB="$ROOT/rules-db"
[ -x "$ARBITER" ] || { echo "bench/diff.sh: error: no arbiter at $ARBITER (build it first)" >&2; exit 2; }

"$ARBITER" --rules-db "$RULES_DB" diff mtg@2025-02-07 mtg@2026-08-07 --summary | sed -n 3p
times=""
i=0
while [ "$i" -lt "$RUNS" ]; do
  start=$(date +%s%N)
  "$ARBITER" --rules-db "$RULES_DB" --json diff mtg@2025-02-07 mtg@2026-08-07 > /dev/null
  end=$(date +%s%N)
  times="$times $(( (end - start) / 1000000 ))"
  i=$((i + 1))
done
split=$("$ARBITER" --rules-db "$RULES_DB" diff mtg@2025-02-07 mtg@2026-08-07 --summary --timing 2>&1 >/dev/null)
echo "$times" | tr ' ' '\n' | grep . | sort -n | awk -v runs="$RUNS" -v tsplit="$split" '
  { t[NR] = $1 }
  END {
    printf "full diff, CR 2025-02-07 -> 2026-08-07 (JSON, whole process): best %d ms, median %d ms over %d runs (aim < 1000 ms)\n", t[1], t[int((NR + 1) / 2)], runs
    print tsplit
  }'
# The 2008 mapping (seed 004 onto today's rules) for comparison.
start=$(date +%s%N)
"$ARBITER" --rules-db "$RULES_DB" diff mtg-rulings-2008 mtg@2026-08-07 --map > /dev/null
end=$(date +%s%N)
echo "2008 mapping (27 rules onto CR 2026-08-07): $(( (end - start) / 1000000 )) ms"
