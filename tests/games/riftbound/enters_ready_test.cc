// "I enter ready if ...": the conditional enters_ready a unit's line compiles to (enters_ready.h),
// what EntersAs (card_text.h) says of it, and the conditions it does not read, named.
#include <catch2/catch.hpp>

#include "games/riftbound/compiled_card.h"

namespace arbiter::games::riftbound {

TEST_CASE("I enter ready if a condition holds", "[riftbound][cards][enters]") {
  struct Row {
    const char* line;  // a real card's line
    const char* condition;
    const char* tag;
    const char* at_least;
  };
  const std::vector<Row> rows = {
      {"I enter ready if you control another Dragon.", "control-other-tag", "Dragon", ""},
      {"I enter ready if you control another Mech.", "control-other-tag", "Mech", ""},
      {"I enter ready if you have a card with my name in your trash.", "same-name-in-trash", "",
       ""},
      {"I enter ready if you have two or more other units in your base.", "other-units-in-base", "",
       "2"},
  };
  for (const Row& r : rows) {
    INFO(r.line);
    const engine::Card c = Compiled("Unit", r.line);
    REQUIRE(c.abilities.size() == 1);
    CHECK(c.abilities[0].not_modelled.empty());
    REQUIRE(Verbs(c.abilities[0].effect) == "enters_ready");
    CHECK(Arg(c.abilities[0].effect[0], "condition") == r.condition);
    CHECK(Arg(c.abilities[0].effect[0], "tag") == r.tag);
    CHECK(Arg(c.abilities[0].effect[0], "at_least") == r.at_least);
    CHECK(EntersAs(c) == "ready-if");
  }
  CHECK(EntersAs(Compiled("Unit", "I enter ready.")) == "ready");
  // A condition it does not read stays named, and the unit does not enter ready.
  const engine::Card died = Compiled(
      "Unit", "I enter ready if a friendly unit died during your Beginning Phase this turn.");
  CHECK_FALSE(died.abilities[0].not_modelled.empty());
  CHECK(EntersAs(died).empty());
}

}  // namespace arbiter::games::riftbound
