// "If <condition>, <instruction>." in card text (conditions.h): the instruction carries its
// condition ("only_if"), an "instead" marks the instruction it replaces ("replaced_if"), and the
// conditions the module does not read, or a trigger's intervening "if" (383.2.a.1), stay named.
#include <catch2/catch.hpp>

#include "games/riftbound/compiled_card.h"

namespace arbiter::games::riftbound {
namespace {

// "verb[only_if|replaced_if]" for each instruction, space-separated.
std::string Conditions(const std::vector<engine::Action>& program) {
  std::string out;
  for (const auto& a : program) {
    out += (out.empty() ? "" : " ") + a.verb;
    if (!Arg(a, "only_if").empty()) out += "[if " + Arg(a, "only_if") + "]";
    if (!Arg(a, "replaced_if").empty()) out += "[unless " + Arg(a, "replaced_if") + "]";
    if (!Arg(a, "if_object").empty()) out += "{" + Arg(a, "if_object") + "}";
  }
  return out;
}

}  // namespace

TEST_CASE("if-conditions on instructions compile", "[riftbound][cards][conditions]") {
  struct Row {
    const char* text;  // a real card's text
    const char* shape;
  };
  const std::vector<Row> rows = {
      // Ruthless Strike, Sudden Storm
      {"Deal 3 to a unit at a battlefield. If you paid the additional cost, deal 5 to it instead.",
       "deal[unless paid-additional] deal[if paid-additional]"},
      {"Deal 2 to a unit at a battlefield. If it's attacking, deal 4 to it instead.",
       "deal[unless attacking]{$target} deal[if attacking]{$target}"},
      {"Deal 1 to a unit at a battlefield. If you control 2 or fewer runes, draw 1.",
       "deal draw[if runes-le:2]"},
      {"Draw 1. If you control a Poro, draw 1.", "draw draw[if control-tag:Poro]"},
      {"Stun a unit. If it is stunned, kill it.", "stun kill[if stunned]{$target}"},
      // Monster Harpoon
      {"Deal 2 to a unit at a battlefield. If you control a facedown card, deal 4 to it instead.",
       "deal[unless control-facedown] deal[if control-facedown]"},
      // Guttural Roar; Platewyrm Egg's effect
      {"Give a unit +2 [S] this turn. If it's [Empowered], give it +4 [S] this turn instead.",
       "give[unless empowered]{$target} give[if empowered]{$target}"},
      {"[Add] [1]. If this is [Empowered], [Add] [2] instead.",
       "add[unless self-empowered] add[if self-empowered]"},
  };
  for (const Row& r : rows) {
    INFO(r.text);
    const engine::Card c = Compiled("Spell", r.text);
    REQUIRE(c.abilities.size() == 1);
    CHECK(c.abilities[0].not_modelled.empty());
    CHECK(Conditions(c.abilities[0].effect) == r.shape);
  }
  // Named, not modelled: a condition the module does not read; a trigger's intervening "if",
  // checked as it triggers (383.2.a.1); an "instead" with nothing before it.
  for (const char* text : {"Draw 1. If an opponent has more points than you, draw 1.",
                           "When I move, if an opponent has more points than you, draw 1.",
                           "If you control 2 or fewer runes, draw 2 instead."}) {
    INFO(text);
    CHECK_FALSE(Compiled(std::string(text).find("When") == 0 ? "Unit" : "Spell", text)
                    .abilities[0]
                    .not_modelled.empty());
  }
}

}  // namespace arbiter::games::riftbound
