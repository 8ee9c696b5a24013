// "It can't be chosen by enemy spells and abilities this turn."
// (games/riftbound/untargetable_turn.h) after a sentence that names a unit: the instruction on that
// unit; other words do not compile.
#include "games/riftbound/untargetable_turn.h"

#include <catch2/catch.hpp>

#include "games/riftbound/compiled_card.h"

namespace arbiter::games::riftbound {

TEST_CASE("untargetable this turn refers to the unit named before", "[riftbound][cards][targets]") {
  const engine::Card c = Compiled(
      "Spell",
      "Give a friendly unit +1 [S] this turn. It can't be chosen by enemy spells and abilities "
      "this turn.");
  REQUIRE(c.abilities.size() == 1);
  CHECK(c.abilities[0].not_modelled.empty());
  CHECK(c.abilities[0].target == "friendly-unit");
  CHECK(Verbs(c.abilities[0].effect) == "give untargetable_this_turn");
  CHECK(Arg(c.abilities[0].effect[1], "object") == "$target");
  for (const std::string other : {"It can't be chosen by enemy spells and abilities",
                                  "It can't be chosen by spells this turn"}) {
    INFO(other);
    std::vector<engine::Action> out;
    CHECK_FALSE(CompileUntargetableSentence(other, &out));
    CHECK(out.empty());
  }
}

}  // namespace arbiter::games::riftbound
