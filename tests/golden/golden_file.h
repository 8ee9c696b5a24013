// Golden files for tests, one mechanism for every kind (traces, CLI transcripts, malformed-
// scenario diagnostics): compare what a test produced with the committed file, or, when the
// environment variable ARBITER_BLESS is set (any value), write it there instead. Re-bless only
// when the new output is right, and read the diff before committing:
//   ARBITER_BLESS=1 build/arbiter_tests "[golden]"
#pragma once

#include <string>
#include <vector>

namespace arbiter::testing {

// True when the environment asks to re-bless (ARBITER_BLESS set and not empty).
bool Blessing();

// Checks (Catch2 CHECK) that the file at `path` holds exactly `got`; when blessing, writes `got`
// to `path` (creating its folder) instead. A missing file fails unless blessing.
void CheckGolden(const std::string& path, const std::string& got);

// The golden stem of a scenario: "<src>/tests/golden/traces/<game>/<topic>/<name>" for
// "scenarios/<game>/<topic>/<name>.json" (`rel` is relative to the source tree).
std::string TraceGoldenStem(const std::string& rel);

// The scenarios whose JSON trace is pinned too (relative to scenarios/, without .json): a
// representative handful, two per game; the text goldens pin every scenario's trace.
const std::vector<std::string>& JsonTraceGoldens();

}  // namespace arbiter::testing
