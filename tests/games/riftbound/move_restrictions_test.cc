// Passives that forbid a move to base (games/riftbound/move_restrictions.h): the three printed
// forms compile to a static "cant_move" ability; other words stay not modelled.
#include "games/riftbound/move_restrictions.h"

#include <catch2/catch.hpp>

#include "games/riftbound/compiled_card.h"

namespace arbiter::games::riftbound {

TEST_CASE("can't-move-to-base passives compile to cant_move", "[riftbound][cards][moves]") {
  const std::vector<std::pair<std::string, std::string>> rows = {
      {"I can't move to base.", "me"},
      {"Units can't move to base.", "units"},
      {"Units can't move from here to base.", "units-here"},
  };
  for (const auto& [line, who] : rows) {
    INFO(line);
    const engine::Card c = Compiled("Unit", line);
    REQUIRE(c.abilities.size() == 1);
    CHECK(c.abilities[0].kind == "static");
    CHECK(c.abilities[0].not_modelled.empty());
    CHECK(Verbs(c.abilities[0].effect) == "cant_move");
    CHECK(Arg(c.abilities[0].effect[0], "who") == who);
    CHECK(Arg(c.abilities[0].effect[0], "to") == "base");
  }
  for (const std::string other :
       {"I can't move.", "Units can't move from here to base", "Enemy units can't move to base."}) {
    INFO(other);
    engine::Action a;
    CHECK_FALSE(CompileMoveRestriction(other, &a));
  }
}

}  // namespace arbiter::games::riftbound
