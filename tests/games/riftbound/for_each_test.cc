// "for each" amounts of card text (games/riftbound/for_each.h): what they compile to; the
// scenario riftbound/text/for-each-enemy-unit-there runs the verb.
#include "games/riftbound/for_each.h"

#include <catch2/catch.hpp>

#include "games/riftbound/compiled_card.h"

namespace arbiter::games::riftbound {

TEST_CASE("for each amounts compile to for_each", "[riftbound][cards][for-each]") {
  // "verb units at | target" of the card's last ability, or "not modelled"
  auto shape = [](const std::string& type, const std::string& text) {
    const engine::Card c = Compiled(type, text);
    REQUIRE(!c.abilities.empty());
    const auto& ab = c.abilities.back();
    if (!ab.not_modelled.empty() || ab.effect.size() != 1) return std::string("not modelled");
    const auto& a = ab.effect[0];
    return a.verb + " " + Arg(a, "verb") + " " + Arg(a, "units") + " " + Arg(a, "at") + " | " +
           ab.target;
  };
  CHECK(shape("Unit", "When you play me, gain 1 XP for each friendly unit.") ==
        "for_each gain_xp friendly-unit  | ");
  CHECK(
      shape("Spell",
            "Give a friendly unit at a battlefield +2 [S] this turn for each enemy unit there.") ==
      "for_each give enemy-unit-there $target | friendly-unit-at-battlefield");
  CHECK(shape("Spell", "Draw 1 for each friendly gear.") == "for_each draw friendly-gear  | ");
  CHECK(shape("Spell", "Deal 1 to a unit for each exhausted enemy unit.") ==
        "for_each deal enemy-exhausted-unit  | unit");
  // not forms: a keyword has no number, a phrase outside the grammar, "there" with no object
  CHECK(shape("Spell", "Give a unit [Assault] this turn for each friendly unit.") ==
        "not modelled");
  CHECK(shape("Spell", "Draw 1 for each battlefield you control.") == "not modelled");
  CHECK(shape("Spell", "Draw 1 for each enemy unit there.") == "not modelled");
  std::string inner, per;
  CHECK(SplitForEach("Gain 1 XP for each friendly unit", &inner, &per));
  CHECK(inner == "Gain 1 XP");
  CHECK(per == "friendly unit");
  CHECK(!SplitForEach("Gain 1 XP", &inner, &per));
}

}  // namespace arbiter::games::riftbound
