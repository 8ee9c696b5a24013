// Running a scenario: build the state, play the steps through the engine, check the
// expectations. The result holds the trace and the final state for rendering and `why`.
#pragma once

#include <string>
#include <vector>

#include "engine/engine.h"
#include "engine/trace.h"
#include "scenario/scenario.h"

namespace arbiter::scenario {

struct Check {
  std::string what;  // "jinx.might = 5", "cites 718.4", "step 2 refused"
  bool passed = false;
  std::string detail;  // "got 3"
};

struct RunResult {
  engine::Trace trace;
  engine::GameState final_state;
  engine::Stop stop;
  std::vector<int> refused_steps;
  std::vector<Check> checks;
  // Every check holds and the run met no card text that is not modelled.
  bool passed = false;
  // The run met card text the engine does not execute (listed in `unmodelled`): it is not a
  // ruling, whatever the checks say.
  bool incomplete = false;
  std::vector<engine::UnmodelledText> unmodelled;
  long events = 0;
  std::string setup_error;  // a setup the game cannot have (exit 2 at the CLI)
  // A scenario pinned to another release whose expected citations map onto rules whose words
  // changed since: one line each ("143.1.a -> 144.1.a: ..."). The run is not a pass until a
  // person reviews the ruling against the new words (Outcome "review").
  std::vector<std::string> review;

  // "pass", "fail" (a check does not hold), "incomplete" (the checks hold, but the run met text
  // that is not modelled) or "review" (the checks hold, but a cited rule's words changed since
  // the scenario's pinned release).
  const char* Outcome() const;
};

// Runs `sc` with its game module. `record` false skips the trace (benchmarks).
RunResult RunScenario(const Scenario& sc, bool record = true);

// Builds the initial state (shared with `why` and tests). Returns false with *error on a setup
// the module rejects.
bool BuildState(const Scenario& sc, const engine::GameModule& module, engine::GameState* state,
                std::string* error);

}  // namespace arbiter::scenario
