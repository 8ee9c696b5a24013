// "Move an enemy unit." (moves.cc): the sentences that compile to move_to, an ability's such move
// named as not modelled (its destination is chosen only as a spell is played, 355.4), and a
// spell's move to a chosen battlefield, which becomes Contested (450), or to an invalid one
// (355.4.a), refused.
#include "games/riftbound/moves.h"

#include <algorithm>
#include <catch2/catch.hpp>

#include "engine/engine.h"
#include "engine/value.h"
#include "games/riftbound/compiled_card.h"
#include "games/riftbound/internal.h"
#include "games/riftbound/riftbound.h"
#include "scenario/loader.h"
#include "scenario/runner.h"

namespace arbiter::games::riftbound {

TEST_CASE("move sentences compile to move_to", "[riftbound][cards][moves]") {
  struct Row {
    std::string sentence, targets;  // targets "": does not compile
  };
  const std::vector<Row> rows = {
      {"Move an enemy unit", "enemy-unit"},
      {"Move a friendly unit", "friendly-unit"},
      {"Move a unit", "unit"},
      {"Move an enemy unit to its base", ""},
      {"Move an enemy gear", ""},
      {"Move two enemy units", ""},
  };
  for (const Row& r : rows) {
    INFO(r.sentence);
    std::vector<engine::Action> out;
    std::string targets;
    REQUIRE(CompileMoveSentence(r.sentence, &out, &targets) == !r.targets.empty());
    if (r.targets.empty()) {
      CHECK(out.empty());
      continue;
    }
    CHECK(targets == r.targets);
    REQUIRE(out.size() == 1);
    CHECK(out[0].verb == "move_to");
    CHECK(engine::ValueToString(out[0].args.at("to")) == kChosenDestination);
  }
  const engine::Card spell = Compiled("Spell", "Move an enemy unit.");
  REQUIRE(spell.abilities.size() == 1);
  CHECK(spell.abilities[0].not_modelled.empty());
  CHECK(MovesToChosenDestination(spell.abilities[0]));
  const engine::Card unit = Compiled("Unit", "When I attack, move an enemy unit.");
  REQUIRE(unit.abilities.size() == 1);
  CHECK_FALSE(unit.abilities[0].not_modelled.empty());  // 355.4: not asked for an ability
}

TEST_CASE("a spell's move to the destination chosen as it is played (355.4, 450)",
          "[riftbound][moves]") {
  struct Row {
    std::string destination;
    bool refused;
    std::string zone;  // where Raider ends
    bool contested;    // battlefield-2 Contested
  };
  const std::vector<Row> rows = {
      {"battlefield-2", false, "battlefield-2", true},
      {"base", false, "B's base", false},
      {"battlefield-1", true, "battlefield-1", false},  // already there (355.4.a)
      {"", true, "battlefield-1", false},               // no destination chosen
  };
  for (const Row& r : rows) {
    INFO(r.destination);
    const std::string dest =
        r.destination.empty() ? "" : R"(, "destination": ")" + r.destination + "\"";
    const std::string text = R"({"title": "t", "game": "riftbound", "rules_version": "1.4",
      "question": "q", "ruling": "r",
      "setup": {"players": ["A", "B"], "battlefields": {"battlefield-1": "B"}, "objects": [
        {"id": "charm", "card": "Charm", "owner": "A", "zone": "hand"},
        {"id": "raider", "card": {"name": "Raider", "type": "Unit", "might": 3}, "owner": "B",
         "zone": "battlefield-1"}]},
      "steps": [{"do": "play", "object": "charm", "targets": ["raider"])" +
                             dest + R"(}],
      "expect": {"state": [{"object": "raider", "zone": ")" +
                             r.zone + R"("}], "cites": [])" +
                             (r.refused ? R"(, "refused": [1])" : "") + "}}";
    Diagnostics diags;
    auto sc = scenario::ParseScenario("t.json", text, std::string(ARBITER_SOURCE_DIR) + "/rules-db",
                                      &diags);
    INFO(diags.Render());
    REQUIRE(sc.has_value());
    const auto result = scenario::RunScenario(*sc);
    CHECK(std::string(result.Outcome()) == "pass");
    CHECK((result.refused_steps.size() == 1) == r.refused);
    bool contested = false;
    for (const auto& t : result.trace.entries())
      contested = contested || t.text == "battlefield-2 becomes Contested";
    CHECK(contested == r.contested);
  }
}

}  // namespace arbiter::games::riftbound
