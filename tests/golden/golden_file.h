// Golden files for tests: compare what a test produced with the committed file, or, when
// ARBITER_BLESS is set, write it there (re-bless only when the new output is right, and read the
// diff before committing). One helper for every golden test (traces of every game).
#pragma once

#include <string>

#include "scenario/runner.h"
#include "scenario/scenario.h"

namespace arbiter::testing {

// True when the environment asks to re-bless (ARBITER_BLESS set).
bool Blessing();

// Checks (Catch2 CHECK) that the file at `path` holds exactly `got`; when blessing, writes `got`
// to `path` (creating its folder) instead. A missing file fails unless blessing.
void CheckGolden(const std::string& path, const std::string& got);

// The golden stem of a scenario: "<src>/tests/golden/traces/<game>/<topic>/<name>" for
// "scenarios/<game>/<topic>/<name>.json" (`rel` is relative to the source tree).
std::string TraceGoldenStem(const std::string& rel);

// Checks the scenario's text and JSON traces against <stem>.txt and <stem>.json.
void CheckTraceGoldens(const scenario::Scenario& sc, const scenario::RunResult& r);

}  // namespace arbiter::testing
