#!/usr/bin/env bash
# Engine benchmarks: scenario throughput (steps/s) and board growth (1,000 / 10,000 / 100,000 units
# with buffs and gear, then everything leaves play), via the hidden `arbiter bench-engine`.
# Usage: bench/engine.sh [build-dir]
set -euo pipefail
BUILD=${1:-build}
cd "$(dirname "$0")/.."
"$BUILD/arbiter" bench-engine --repeat 20 --sizes 1000 10000 100000
