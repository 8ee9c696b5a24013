// A Riftbound scenario parsed from JSON text, and the board it sets up as the scenario loader
// builds it, for tests that need a scenario or a state without a scenario file.
#pragma once

#include <catch2/catch.hpp>
#include <string>

#include "engine/state.h"
#include "games/riftbound/riftbound.h"
#include "scenario/loader.h"
#include "scenario/runner.h"
#include "util/diagnostics.h"

namespace arbiter::games::riftbound {

// The scenario `text` parsed against the bundled rules-db (REQUIREs that it parses).
inline scenario::Scenario Parse(const std::string& text) {
  Diagnostics diags;
  std::string rules_db = ARBITER_SOURCE_DIR;
  rules_db += "/rules-db";
  auto sc = scenario::ParseScenario("t.json", text, rules_db, &diags);
  INFO(diags.Render());
  REQUIRE(sc.has_value());
  return *sc;
}

// The state the scenario `text` sets up (REQUIREs that it parses and builds).
inline engine::GameState BoardFrom(const std::string& text) {
  const scenario::Scenario sc = Parse(text);
  engine::GameState state;
  std::string error;
  const bool built = scenario::BuildState(sc, Module(), &state, &error);
  INFO(error);
  REQUIRE(built);
  return state;
}

}  // namespace arbiter::games::riftbound
