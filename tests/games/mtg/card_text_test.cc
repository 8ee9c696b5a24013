// MTG oracle text as abilities (games/mtg/card_text.h): lines the module's programs do not cover
// are named with the kind and trigger that say when they could matter.
#include "games/mtg/card_text.h"

#include <catch2/catch.hpp>

namespace arbiter::games::mtg {

TEST_CASE("oracle lines are compiled, covered or named", "[mtg][cards]") {
  struct Row {
    std::string type, line, kind, trigger, verb;  // verb "" = not modelled
    bool inert = false;
  };
  const std::vector<Row> rows = {
      {"Creature", "When Test enters the battlefield, you gain 2 life.", "triggered", "enters",
       "gain-life"},
      {"Creature", "Persist (When this creature dies, ...)", "triggered", "dies", "persist"},
      {"Instant", "Target creature gets +3/+3 until end of turn.", "spell", "", "pump"},
      {"Artifact", "Equipped creature gets +2/+0.", "static", "", "equipped-pt"},
      {"Artifact", "Indestructible", "static", "", "indestructible"},
      {"Creature", "Flying, first strike", "static", "", "", true},
      {"Creature", "Whenever you draw a card, you gain 1 life.", "triggered", "", ""},
      {"Artifact", "{2}, {T}: Target player mills two cards.", "activated", "", ""},
      {"Instant", "As an additional cost to cast this spell, sacrifice a creature.", "cost", "",
       ""},
      {"Sorcery", "Destroy all creatures. They can't be regenerated.", "spell", "", "destroy-all"},
      {"Sorcery", "Exile all creatures.", "spell", "", ""},
      {"Creature", "Other Kithkin creatures you control get +1/+1.", "static", "", ""},
  };
  for (const Row& r : rows) {
    INFO(r.line);
    engine::Card c;
    c.name = "Test";
    c.type = r.type;
    c.rules_text = r.line;
    CompleteOracleText(&c);
    REQUIRE(c.abilities.size() == 1);
    const engine::Ability& a = c.abilities[0];
    CHECK(a.kind == r.kind);
    CHECK(a.trigger == r.trigger);
    REQUIRE_FALSE(a.effect.empty());
    CHECK(a.effect[0].verb == (r.verb.empty() ? std::string("not-modelled") : r.verb));
    CHECK((InertHere(a) == Inert::kOutsideCombat) == r.inert);
  }
}

TEST_CASE("a line covered by the module's program is not named twice", "[mtg][cards]") {
  engine::Card c;
  c.name = "Lantern";
  c.type = "Artifact";
  c.rules_text =
      "Reveal the first card you draw each turn. Whenever you reveal a basic land card "
      "this way, you gain 1 life.";
  engine::Ability reveal, gain;
  reveal.kind = "static";
  reveal.text = "Reveal the first card you draw each turn.";
  reveal.effect = {engine::Action{"reveal-first-draw", {}, 0}};
  gain.kind = "triggered";
  gain.trigger = "reveal-this-way";
  gain.text = "Whenever you reveal a basic land card this way, you gain 1 life.";
  gain.effect = {engine::Action{"gain-life-revealed", {}, 0}};
  c.abilities = {reveal, gain};
  CompleteOracleText(&c);
  CHECK(c.abilities.size() == 2);  // the two abilities of one paragraph cover it together
}

}  // namespace arbiter::games::mtg
