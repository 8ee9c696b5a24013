# What the whole-process benches share; sourced after BUILD and ROOT are set.
#   ARBITER, DB      the binary and its database in $BUILD (checked: exit 2 when missing)
#   TEXTS            the raw texts of the corpus: every source file the manifest lists
#   median_ms RUNS CMD...   runs CMD (output discarded) RUNS times, prints the median in ms
ARBITER="$BUILD/arbiter"
DB="$BUILD/arbiter.db"
BENCH_NAME=${BENCH_NAME:-bench}
[ -x "$ARBITER" ] || { echo "$BENCH_NAME: error: no arbiter at $ARBITER (build it first)" >&2; exit 2; }
[ -f "$DB" ] || { echo "$BENCH_NAME: error: no database at $DB (build it first)" >&2; exit 2; }

mapfile -t TEXTS < <(grep -o '"source": *"[^"]*"' "$ROOT/rules-db/manifest.json" |
                     sed 's/.*"source": *"\([^"]*\)"/\1/' | sed "s|^|$ROOT/rules-db/|")

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
