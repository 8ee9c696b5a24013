// The game module table: one row per game module. A new game is one row in game_table.cc.
#pragma once

#include <string>
#include <vector>

#include "engine/module.h"

namespace arbiter::scenario {

struct GameRow {
  const char* game;  // "riftbound", "mtg", "dimrift"
  const engine::GameModule& (*get)();
};

const std::vector<GameRow>& Games();
// The module for `game`, or nullptr.
const engine::GameModule* FindGame(const std::string& game);
std::vector<std::string> GameNames();

}  // namespace arbiter::scenario
