#!/usr/bin/env bash
# `arbiter serve` under load on loopback (bench/serve_load.cc), beside the per-process CLI:
# throughput and p50/p99 latency on /api/rule and /api/search at 1, 8 and 64 clients.
# Usage: bench/serve.sh [build-dir] [seconds per run]
set -euo pipefail
BUILD=${1:-build}
SECONDS_PER=${2:-3}
cd "$(dirname "$0")/.."
cmake --build "$BUILD" --target serve_load > /dev/null
log=$(mktemp)
"$BUILD/arbiter" serve --port 0 --threads 8 > "$log" 2>&1 &
pid=$!
trap 'kill $pid 2>/dev/null; rm -f "$log"' EXIT
for _ in $(seq 50); do grep -q 'serving' "$log" && break; sleep 0.1; done
port=$(grep -o '127.0.0.1:[0-9]*' "$log" | cut -d: -f2)
echo "arbiter serve on port $port ($(nproc) cores)"
for c in 1 8 64; do
  "$BUILD/serve_load" "$port" "$SECONDS_PER" "$c" /api/rule/718.5.b "/api/search?q=attached%20might"
done
# The same answers one process each, for comparison.
start=$(date +%s.%N)
for _ in $(seq 100); do "$BUILD/arbiter" --json rule 718.5.b > /dev/null; done
rule_ms=$(echo "($(date +%s.%N) - $start) * 10" | bc -l)
start=$(date +%s.%N)
for _ in $(seq 100); do "$BUILD/arbiter" --json search attached might > /dev/null; done
search_ms=$(echo "($(date +%s.%N) - $start) * 10" | bc -l)
printf 'per-process CLI: rule %.2f ms, search %.2f ms per answer (100 runs each, one at a time)\n' \
  "$rule_ms" "$search_ms"
