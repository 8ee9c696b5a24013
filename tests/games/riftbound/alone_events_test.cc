// "When a friendly unit attacks or defends alone, ..." (games/riftbound/trigger_events.h): one
// pattern per event, each with the "alone" qualifier (740.2.a), split into two abilities.
#include <catch2/catch.hpp>

#include "games/riftbound/compiled_card.h"
#include "games/riftbound/trigger_events.h"

namespace arbiter::games::riftbound {

TEST_CASE("attacks or defends alone compiles to an attack and a defend pattern",
          "[riftbound][cards][triggers]") {
  struct Row {
    std::string line, trigger;
  };
  const std::vector<Row> rows = {
      {"When a friendly unit attacks or defends alone, draw 1.",
       "on:attack//friendly-unit/alone|on:defend//friendly-unit/alone"},
      {"When an enemy unit attacks alone, draw 1.", "on:attack//enemy-unit/alone"},
      {"When a buffed friendly unit defends alone, draw 1.",
       "on:defend//friendly-unit/buffed,alone"},
  };
  for (const Row& r : rows) {
    INFO(r.line);
    std::string trigger, effect;
    REQUIRE(EventTriggerOf(r.line, &trigger, &effect));
    CHECK(trigger == r.trigger);
    CHECK(effect == "draw 1.");
  }
  std::string trigger, effect;
  CHECK_FALSE(
      EventTriggerOf("When another friendly unit attacks alone, draw 1.", &trigger, &effect));
  const engine::Card c =
      Compiled("Gear", "When a friendly unit attacks or defends alone, give it +1 [S] this turn.");
  REQUIRE(c.abilities.size() == 2);
  CHECK(c.abilities[0].trigger == "on:attack//friendly-unit/alone");
  CHECK(c.abilities[1].trigger == "on:defend//friendly-unit/alone");
  CHECK(c.abilities[0].not_modelled.empty());
  CHECK(c.abilities[1].not_modelled.empty());
  CHECK(c.abilities[1].target == kEventObject);
}

}  // namespace arbiter::games::riftbound
