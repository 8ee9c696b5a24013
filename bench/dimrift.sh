#!/usr/bin/env bash
# Dimensional Rift geometry bench: targeting on growing grids, connection-chain search on growing
# fields. Usage: bench/dimrift.sh [build-dir]   (default: build)
set -euo pipefail
BUILD=${1:-build}
cd "$(dirname "$0")/.."
cmake --build "$BUILD" --target dimrift_bench >/dev/null
"$BUILD/dimrift_bench"
