// A Riftbound board built from a scenario's JSON text the way the scenario loader builds it, for
// tests that need a state without running the scenario's steps.
#pragma once

#include <catch2/catch.hpp>
#include <string>

#include "engine/state.h"
#include "games/riftbound/riftbound.h"
#include "scenario/loader.h"
#include "scenario/runner.h"
#include "util/diagnostics.h"

namespace arbiter::games::riftbound {

// The state the scenario `text` sets up (REQUIREs that it parses and builds).
inline engine::GameState BoardFrom(const std::string& text) {
  Diagnostics diags;
  std::string rules_db = ARBITER_SOURCE_DIR;
  rules_db += "/rules-db";
  auto sc = scenario::ParseScenario("t.json", text, rules_db, &diags);
  INFO(diags.Render());
  REQUIRE(sc.has_value());
  engine::GameState state;
  std::string error;
  const bool built = scenario::BuildState(*sc, Module(), &state, &error);
  INFO(error);
  REQUIRE(built);
  return state;
}

}  // namespace arbiter::games::riftbound
