// Triggered abilities that name several targets (355.5.b, 355.13): which requirement words
// module.cc chooses as the ability goes on the chain (SeveralTriggerTargetsChosen), and the
// compiled abilities that carry them instead of being named not modelled.
#include <catch2/catch.hpp>

#include "games/riftbound/compiled_card.h"
#include "games/riftbound/trigger_events.h"

namespace arbiter::games::riftbound {

TEST_CASE("several targets of a triggered ability: which are chosen as it goes on the chain",
          "[riftbound][cards][targets]") {
  struct Row {
    std::string targets, trigger;
    bool chosen;
  };
  const std::vector<Row> rows = {
      {"other-friendly-unit*<=2", "play", true},
      {"unit*<=2", "play", true},
      {"friendly-unit*2", "conquer", true},
      {"other-friendly-unit+enemy-unit", "play", true},
      {"enemy-unit-here*<=2", "play", true},
      {"enemy-unit-here*<=2", "die", false},  // no last location of a unit that died
      {"battlefield+unit", "play", false},
      {"trash-unit*<=2", "play", false},
      {"unit*<=", "play", false},
      {"unit*two", "play", false},
  };
  for (const Row& r : rows) {
    INFO(r.targets << " on " << r.trigger);
    CHECK(SeveralTriggerTargetsChosen(r.targets, r.trigger) == r.chosen);
  }
}

TEST_CASE("a triggered ability with several targets compiles with its requirement",
          "[riftbound][cards][targets]") {
  const std::vector<std::pair<std::string, std::string>> rows = {
      {"When you play me, buff up to two other friendly units.", "other-friendly-unit*<=2"},
      {"When you play me, deal 1 to each of up to 2 units.", "unit*<=2"},
      {"When you play me, return another friendly unit and an enemy unit to their owners' hands.",
       "other-friendly-unit+enemy-unit"},
  };
  for (const auto& [text, target] : rows) {
    INFO(text);
    const engine::Card c = Compiled("Unit", text);
    REQUIRE(c.abilities.size() == 1);
    CHECK(c.abilities[0].kind == "triggered");
    CHECK(c.abilities[0].not_modelled.empty());
    CHECK(c.abilities[0].target == target);
  }
}

}  // namespace arbiter::games::riftbound
