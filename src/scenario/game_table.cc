#include "scenario/game_table.h"

#include "games/dimrift/dimrift.h"
#include "games/mtg/mtg.h"
#include "games/riftbound/riftbound.h"

namespace arbiter::scenario {

const std::vector<GameRow>& Games() {
  static const std::vector<GameRow> kGames = {
      {"riftbound", &games::riftbound::Module},
      {"dimrift", &games::dimrift::Module},
      {"mtg", &games::mtg::Module},
  };
  return kGames;
}

const engine::GameModule* FindGame(const std::string& game) {
  for (const auto& row : Games()) {
    if (game == row.game) return &row.get();
  }
  return nullptr;
}

std::vector<std::string> GameNames() {
  std::vector<std::string> out;
  for (const auto& row : Games()) out.push_back(row.game);
  return out;
}

}  // namespace arbiter::scenario
