// "Give your other units here [Assault] this turn.", "Give your Mechs +1 [S] this turn.", "give
// enemy units -3 [S] this turn, to a minimum of 1 [S]": a give_each over every unit that meets
// the description (not a choice), with what is given.
#include <catch2/catch.hpp>

#include "games/riftbound/compiled_card.h"
#include "util/strings.h"

namespace arbiter::games::riftbound {
TEST_CASE("group gives compile to give_each", "[riftbound][cards][groups]") {
  struct Row {
    const char* text;  // a real card's text
    const char* units;
    const char* tag;
    const char* might;
    const char* keyword;
    const char* minimum;
  };
  const std::vector<Row> rows = {
      // Lord Broadmane, Chakram Dancer, Megatusk's effect, Danger Zone, Thousand-Tailed Watcher
      {"When you play me, give your other units here [Assault] this turn.",
       "other-friendly-unit-here", "", "", "Assault", ""},
      {"When you play me, give your other units here [Shield] this turn.",
       "other-friendly-unit-here", "", "", "Shield", ""},
      {"When you play me, give your units here [Ganking] this turn.", "friendly-unit-here", "", "",
       "Ganking", ""},
      {"Give your Mechs +1 [S] this turn.", "friendly-unit", "Mech", "1", "", ""},
      {"When you play me, give enemy units -3 [S] this turn, to a minimum of 1 [S].", "enemy-unit",
       "", "-3", "", "1"},
      {"When you play me, give your other units +2 [S] this turn.", "other-friendly-unit", "", "2",
       "", ""},
  };
  for (const Row& r : rows) {
    INFO(r.text);
    const engine::Card c = Compiled(StartsWith(r.text, "Give") ? "Spell" : "Unit", r.text);
    REQUIRE(c.abilities.size() == 1);
    CHECK(c.abilities[0].not_modelled.empty());
    CHECK(c.abilities[0].target.empty());
    REQUIRE(Verbs(c.abilities[0].effect) == "give_each");
    const engine::Action& a = c.abilities[0].effect[0];
    CHECK(Arg(a, "units") == r.units);
    CHECK(Arg(a, "tag") == r.tag);
    CHECK(Arg(a, "might") == r.might);
    CHECK(Arg(a, "keyword") == r.keyword);
    CHECK(Arg(a, "minimum") == r.minimum);
  }
  // A keyword the module does not know, and a floor on a keyword, stay named.
  CHECK_FALSE(Compiled("Spell", "Give your units here [Flying] this turn.")
                  .abilities[0]
                  .not_modelled.empty());
  CHECK_FALSE(Compiled("Spell", "Give enemy units [Assault] this turn, to a minimum of 1 [S].")
                  .abilities[0]
                  .not_modelled.empty());
}

TEST_CASE("give names its target by its words", "[riftbound][cards][groups]") {
  struct Row {
    const char* text;  // a real card's text
    const char* target;
    const char* keyword;
    const char* might;
  };
  const std::vector<Row> rows = {
      // Ribbon Dancer, Icevale Archer, Ahri, Inquisitive, Eye of Twilight
      {"When I move to a battlefield, give another friendly unit +1 [S] this turn.",
       "other-friendly-unit", "", "1"},
      {"When I attack, you may pay [1] to give a unit here -1 [S] this turn.", "unit-here", "",
       "-1"},
      {"When I attack, give an enemy unit here -2 [S] this turn, to a minimum of 1 [S].",
       "enemy-unit-here", "", "-2"},
      {"[T]: Give a friendly unit [Tank] this turn.", "friendly-unit", "Tank", ""},
      {"[T]: Give a unit +3 [S] this turn.", "unit", "", "3"},
  };
  for (const Row& r : rows) {
    INFO(r.text);
    const engine::Card c = Compiled("Unit", r.text);
    REQUIRE(c.abilities.size() == 1);
    CHECK(c.abilities[0].not_modelled.empty());
    CHECK(c.abilities[0].target == r.target);
    REQUIRE(Verbs(c.abilities[0].effect) == "give");
    CHECK(Arg(c.abilities[0].effect[0], "keyword") == r.keyword);
    CHECK(Arg(c.abilities[0].effect[0], "might") == r.might);
  }
  // Words no requirement reads, and a gear given a keyword, stay named.
  CHECK_FALSE(Compiled("Spell", "Give a unit with the named tag -2 [S] this turn.")
                  .abilities[0]
                  .not_modelled.empty());
  CHECK_FALSE(Compiled("Spell", "Give a gear [Tank] this turn.").abilities[0].not_modelled.empty());
}

TEST_CASE("buff, ready or kill a unit here", "[riftbound][cards][groups]") {
  // Navori Fighting Pit: a unit at the source's location, chosen as it goes on the chain.
  for (const char* text : {"When you hold here, buff a unit here.", "[T]: Ready a unit here.",
                           "When I attack, kill a unit here."}) {
    INFO(text);
    const engine::Card c = Compiled("Unit", text);
    REQUIRE(c.abilities.size() == 1);
    CHECK(c.abilities[0].not_modelled.empty());
    CHECK(c.abilities[0].target == "unit-here");
  }
}

}  // namespace arbiter::games::riftbound
