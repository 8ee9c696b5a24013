// An MTG scenario run from its JSON text, for tests that set up a board without a scenario file.
#pragma once

#include <catch2/catch.hpp>
#include <string>

#include "scenario/loader.h"
#include "scenario/runner.h"
#include "util/diagnostics.h"

namespace arbiter::games::mtg {

// Parses the scenario `text` against the bundled rules-db (REQUIREs that it parses) and runs it.
inline scenario::RunResult RunScenarioText(const std::string& text) {
  Diagnostics diags;
  auto sc = scenario::ParseScenario("t.json", text, std::string(ARBITER_SOURCE_DIR) + "/rules-db",
                                    &diags);
  INFO(diags.Render());
  REQUIRE(sc.has_value());
  return scenario::RunScenario(*sc);
}

}  // namespace arbiter::games::mtg
