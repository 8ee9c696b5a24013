// "When you empower something else" (441.2.a) and "When you choose a friendly unit" (355.5) as
// card text compiles them and as player_triggers.cc fires them: for the player's other objects,
// never for the object that became Empowered itself, and only for the player's own units chosen.
#include <algorithm>
#include <catch2/catch.hpp>

#include "engine/engine.h"
#include "games/riftbound/card_text.h"
#include "games/riftbound/compiled_card.h"
#include "games/riftbound/internal.h"
#include "games/riftbound/riftbound.h"
#include "games/riftbound/scenario_board.h"
#include "scenario/loader.h"
#include "scenario/runner.h"

namespace arbiter::games::riftbound {
namespace {

engine::GameState Board() {
  const std::string text = R"({"title": "t", "game": "riftbound", "rules_version": "1.4",
    "question": "q", "ruling": "r",
    "setup": {"players": ["A", "B"], "objects": [
      {"id": "watcher", "card": {"name": "Watcher", "type": "Gear",
        "text": "When you empower something else, draw 1.\nWhen you choose a friendly unit, draw 1."},
       "owner": "A", "zone": "base"},
      {"id": "mine", "card": {"name": "Mine", "type": "Unit", "might": 2}, "owner": "A",
       "zone": "base"},
      {"id": "theirs", "card": {"name": "Theirs", "type": "Unit", "might": 2}, "owner": "B",
       "zone": "base"},
      {"id": "gear", "card": {"name": "Gear", "type": "Gear"}, "owner": "A", "zone": "base"}]},
    "steps": [], "expect": {"cites": []}})";
  return BoardFrom(text);
}

}  // namespace

TEST_CASE("player trigger events card text names", "[riftbound][cards][triggers]") {
  const std::vector<std::pair<std::string, std::string>> rows = {
      {"When you empower something else, empower me.", "you-empower-other"},
      {"When you choose a friendly unit, draw 1.", "you-choose-friendly-unit"},
  };
  for (const auto& [text, trigger] : rows) {
    INFO(text);
    const engine::Card c = Compiled("Legend", text);
    REQUIRE(c.abilities.size() == 1);
    CHECK(c.abilities[0].trigger == trigger);
    CHECK(c.abilities[0].not_modelled.empty());
    const auto& fired = FiredTriggers();
    CHECK(std::find(fired.begin(), fired.end(), trigger) != fired.end());
  }
}

TEST_CASE("who empowered what, and whose unit was chosen (441.2.a, 355.5)",
          "[riftbound][triggers]") {
  struct Row {
    std::string event, object, player;
    bool fires;
  };
  const std::vector<Row> rows = {
      {"empower", "mine", "A", true},  {"empower", "watcher", "A", false},  // itself
      {"empower", "mine", "B", false},  // B empowered it: not "you"
      {"choose", "mine", "A", true},   {"choose", "theirs", "A", false},  // an enemy unit
      {"choose", "gear", "A", false},  // a friendly gear is no unit
  };
  for (const Row& r : rows) {
    INFO(r.event << " " << r.object << " by " << r.player);
    engine::GameState state = Board();
    engine::Trace trace;
    engine::Engine e(Module(), state, {}, &trace);
    const ObjectId id = e.state().FindKey(r.object);
    const PlayerId p = e.state().FindPlayer(r.player);
    if (r.event == "empower")
      CollectEmpowerOtherTriggers(e, p, id, -1);
    else
      CollectChosenTriggers(e, p, id, -1);
    CHECK(e.HasPending() == r.fires);
  }
}

}  // namespace arbiter::games::riftbound
