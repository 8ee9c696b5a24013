// "I can have any number of buffs." (games/riftbound/buff_limit.h) compiles to a static passive
// the buff verb reads; other words do not.
#include "games/riftbound/buff_limit.h"

#include <catch2/catch.hpp>

#include "games/riftbound/compiled_card.h"

namespace arbiter::games::riftbound {

TEST_CASE("any number of buffs is a static passive", "[riftbound][cards][buffs]") {
  const engine::Card c = Compiled("Unit", "I can have any number of buffs.");
  REQUIRE(c.abilities.size() == 1);
  CHECK(c.abilities[0].kind == "static");
  CHECK(c.abilities[0].not_modelled.empty());
  CHECK(Verbs(c.abilities[0].effect) == "any_number_of_buffs");
  for (const std::string other :
       {"I can have any number of buffs", "Units here can have any number of buffs.",
        "I can be [Empowered] up to three times."}) {
    INFO(other);
    engine::Action a;
    CHECK_FALSE(CompileBuffLimitLine(other, &a));
  }
}

}  // namespace arbiter::games::riftbound
