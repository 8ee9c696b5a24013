// "Spend my buff" as an activated ability's cost (702.2.b; activate.cc refuses it without a buff,
// 702.2.b.1) and the play-or-conquer trigger forms, as card text compiles them.
#include <catch2/catch.hpp>

#include "games/riftbound/compiled_card.h"

namespace arbiter::games::riftbound {

TEST_CASE("Spend my buff is an activated ability cost", "[riftbound][cards][costs]") {
  const std::vector<std::pair<std::string, std::string>> rows = {
      {"Spend my buff: Give me +4 [S] this turn.", "spend_buff"},
      {"Spend my buff, [1]: Draw 1.", "spend_buff pay"},
  };
  for (const auto& [text, costs] : rows) {
    INFO(text);
    const engine::Card c = Compiled("Unit", text);
    REQUIRE(c.abilities.size() == 1);
    CHECK(c.abilities[0].kind == "activated");
    CHECK(c.abilities[0].not_modelled.empty());
    CHECK(Verbs(c.abilities[0].cost) == costs);
  }
  // Another unit's buff is not "my buff": not a cost the module pays.
  const engine::Card other = Compiled("Unit", "Spend a buff: Draw 1.");
  REQUIRE(other.abilities.size() == 1);
  CHECK_FALSE(other.abilities[0].not_modelled.empty());
}

TEST_CASE("When I am played and when I conquer triggers on both events", "[riftbound][cards]") {
  for (const std::string text : {"When I'm played and when I conquer, buff me.",
                                 "When you play me or when I conquer, buff me."}) {
    INFO(text);
    const engine::Card c = Compiled("Unit", text);
    REQUIRE(c.abilities.size() == 2);
    CHECK(c.abilities[0].trigger == "play");
    CHECK(c.abilities[1].trigger == "conquer");
    CHECK(c.abilities[0].not_modelled.empty());
    CHECK(Verbs(c.abilities[1].effect) == "buff");
  }
}

}  // namespace arbiter::games::riftbound
