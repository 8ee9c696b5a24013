// Stun (423) and the combat-damage passives as card text compiles them (games/riftbound/stun.h,
// card_text.cc): the stun sentences with their targets, "[Backline]" as a keyword the module
// implements (826), "I must be assigned combat damage last." and "I don't deal combat damage."
// as passives combat.cc reads.
#include "games/riftbound/stun.h"

#include <catch2/catch.hpp>

#include "engine/value.h"
#include "games/riftbound/compiled_card.h"
#include "games/riftbound/internal.h"

namespace arbiter::games::riftbound {

TEST_CASE("stun sentences compile to the stun verb on their target", "[riftbound][cards][stun]") {
  struct Row {
    std::string sentence;
    bool compiles;
    std::string object, target;
  };
  const std::vector<Row> rows = {
      {"Stun a unit", true, "$target", "unit"},
      {"[Stun] a unit", true, "$target", "unit"},
      {"Stun an enemy unit", true, "$target", "enemy-unit"},
      {"[Stun] an enemy unit at a battlefield", true, "$target", "enemy-unit-at-battlefield"},
      {"Stun a unit at a battlefield", true, "$target", "unit-at-battlefield"},
      {"Stun an enemy unit here", true, "$target", "enemy-unit-here"},
      {"Stun me", true, "$self", ""},
      {"Stun an attacking unit", false, "", ""},
      {"Stun all enemy units here", false, "", ""},
  };
  for (const Row& r : rows) {
    INFO(r.sentence);
    std::vector<engine::Action> out;
    std::string target;
    REQUIRE(CompileStunSentence(r.sentence, &out, &target) == r.compiles);
    CHECK(target == r.target);
    if (!r.compiles) {
      CHECK(out.empty());
      continue;
    }
    REQUIRE(out.size() == 1);
    CHECK(out[0].verb == "stun");
    CHECK(engine::ValueToString(out[0].args.at("object")) == r.object);
  }
  const VerbRow* row = FindVerb("stun");
  REQUIRE(row != nullptr);
  CHECK(row->run != nullptr);
}

TEST_CASE("a stun spell and a stun trigger compile", "[riftbound][cards][stun]") {
  const engine::Card spell = Compiled("Spell", "Stun a unit. (It doesn't deal combat damage.)");
  REQUIRE(spell.abilities.size() == 1);
  CHECK(spell.abilities[0].not_modelled.empty());
  CHECK(Verbs(spell.abilities[0].effect) == "stun");
  CHECK(spell.abilities[0].target == "unit");
  const engine::Card trigger = Compiled("Unit", "When you play me, [Stun] an enemy unit.");
  REQUIRE(trigger.abilities.size() == 1);
  CHECK(trigger.abilities[0].not_modelled.empty());
  CHECK(Verbs(trigger.abilities[0].effect) == "stun");
  CHECK(trigger.abilities[0].target == "enemy-unit");
}

TEST_CASE("Backline and the combat-damage passives", "[riftbound][cards][stun]") {
  CHECK(Compiled("Unit", "[Backline] (I must be assigned combat damage last.)").abilities.empty());
  const std::vector<std::pair<std::string, std::string>> rows = {
      {"I must be assigned combat damage last.", "assigned_last"},
      {"I don't deal combat damage.", "no_combat_damage"},
  };
  for (const auto& [text, verb] : rows) {
    INFO(text);
    const engine::Card c = Compiled("Unit", text);
    REQUIRE(c.abilities.size() == 1);
    CHECK(c.abilities[0].kind == "static");
    CHECK(c.abilities[0].not_modelled.empty());
    CHECK(Verbs(c.abilities[0].effect) == verb);
  }
  const engine::Card other = Compiled("Unit", "I must be assigned combat damage first.");
  REQUIRE(other.abilities.size() == 1);
  CHECK_FALSE(other.abilities[0].not_modelled.empty());
}

}  // namespace arbiter::games::riftbound
