// MTG oracle text as abilities (games/mtg/card_text.h): lines the module's programs do not cover
// are named with the kind and trigger that say when they could matter.
#include "games/mtg/card_text.h"

#include <catch2/catch.hpp>

#include "games/mtg/cards.h"

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
      {"Enchantment", "Enchanted creature gets -3/-0.", "static", "", "enchanted-pt"},
      {"Artifact", "Indestructible", "static", "", "indestructible"},
      {"Creature", "Flying, first strike", "static", "", "", true},
      {"Creature", "Whenever you draw a card, you gain 1 life.", "triggered", "", ""},
      {"Artifact", "{2}, {T}: Target player mills two cards.", "activated", "", ""},
      {"Instant", "As an additional cost to cast this spell, sacrifice a creature.", "cost", "",
       ""},
      {"Sorcery", "Destroy all creatures. They can't be regenerated.", "spell", "", "destroy-all"},
      {"Sorcery", "Exile all creatures.", "spell", "", ""},
      {"Creature", "Other Kithkin creatures you control get +1/+1.", "static", "", ""},
      // Keyword lines whose every keyword the attack/block declarations enforce.
      {"Creature", "Flying", "static", "", "keyword"},
      {"Creature", "Defender, reach", "static", "", "keyword"},
      {"Creature",
       "Fear (This creature can't be blocked except by artifact creatures and/or black creatures.)",
       "static", "", "keyword"},
      {"Creature",
       "Islandwalk (This creature can't be blocked as long as defending player controls an "
       "Island.)",
       "static", "", "keyword"},
      {"Creature", "Flying, vigilance", "static", "", "keyword"},
      {"Instant", "Wither (This deals damage to creatures in the form of -1/-1 counters.)",
       "static", "", "keyword"},
      {"Creature", "Trample", "static", "", "", true},
      // Spell lines of CompileEffect's templates (only on an instant or sorcery).
      {"Sorcery", "Draw two cards.", "spell", "", "draw-cards"},
      {"Instant", "Draw a card.", "spell", "", "draw-cards"},
      {"Creature", "Draw a card.", "static", "", ""},
      {"Sorcery", "Destroy target artifact.", "spell", "", "destroy-target"},
      // Activated abilities whose cost is mana and {T} only (602.1) and whose effect compiles.
      {"Artifact", "{3}, {T}: Test deals 1 damage to any target.", "activated", "", "deal-damage"},
      {"Creature", "{T}: You gain 1 life.", "activated", "", "gain-life"},
      {"Creature", "{G/W}, {T}: Destroy target enchantment.", "activated", "", "destroy-target"},
      {"Land", "{T}: Add {C}.", "activated", "", "add-mana"},
      {"Land", "{T}: Add {G}.", "activated", "", "add-mana"},
      {"Land", "({T}: Add {G}.)", "activated", "", "add-mana"},
      // Not compiled: a mana ability with a mana cost, a sacrifice cost, an effect with no
      // template.
      {"Land", "{1}, {T}: Add {C}.", "activated", "", ""},
      {"Artifact", "{1}, {T}, Sacrifice an artifact: Draw a card.", "activated", "", ""},
      {"Land", "{T}: Add one mana of any color.", "activated", "", "add-mana"},
      {"Creature", "{R}: Test gets +1/+0 until end of turn.", "activated", "", "pump-self"},
      {"Creature", "{W}, {T}: Tap target creature.", "activated", "", "tap-target"},
      {"Creature", "{1}{B/G}: Regenerate Test.", "activated", "", "regenerate-self"},
      {"Creature", "{G/W}, {T}, Sacrifice Test: Destroy target enchantment.", "activated", "",
       "destroy-target"},
      {"Creature", "{1}, Sacrifice a creature: Destroy target enchantment.", "activated", "", ""},
      {"Creature", "{1}: Test gets +1/+0 until end of turn. Activate only once each turn.",
       "activated", "", "pump-self"},
      {"Creature", "{1}: Draw a card. Activate only once each turn.", "activated", "", ""},
      {"Creature", "{X}: Test deals 1 damage to any target.", "activated", "", ""},
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

TEST_CASE("effect sentences compile to verbs with their arguments", "[mtg][cards]") {
  struct Row {
    std::string sentence, verb, key;
    engine::Value value;
  };
  const std::vector<Row> rows = {
      {"Draw a card.", "draw-cards", "amount", int64_t{1}},
      {"Draw three cards.", "draw-cards", "amount", int64_t{3}},
      {"You gain 4 life.", "gain-life", "amount", int64_t{4}},
      {"Destroy target creature.", "destroy-target", "target", std::string("creature")},
      {"Destroy target enchantment.", "destroy-target", "target", std::string("enchantment")},
      {"~ deals 3 damage to any target.", "deal-damage", "target", std::string("any")},
      {"~ deals 3 damage to target creature.", "deal-damage", "amount", int64_t{3}},
      {"Target creature gets +2/+2 until end of turn.", "pump", "power", int64_t{2}},
      {"Add {R}.", "add-mana", "mana", std::string("R")},
      {"Add one mana of any color.", "add-mana", "mana", std::string("any")},
      {"~ gets +1/+0 until end of turn.", "pump-self", "power", int64_t{1}},
      {"~ gets +1/-1 until end of turn.", "pump-self", "toughness", int64_t{-1}},
      {"Tap target creature.", "tap-target", "target", std::string("creature")},
      {"Untap target creature.", "untap-target", "target", std::string("creature")},
      {"~ gains flying until end of turn.", "gain-keyword", "word", std::string("flying")},
      {"Target creature gains fear until end of turn.", "gain-keyword", "target",
       std::string("creature")},
  };
  for (const Row& r : rows) {
    INFO(r.sentence);
    std::vector<engine::Action> out;
    REQUIRE(CompileEffect(r.sentence, &out));
    REQUIRE(out.size() == 1);
    CHECK(out[0].verb == r.verb);
    REQUIRE(out[0].args.count(r.key) == 1);
    CHECK(out[0].args.at(r.key) == r.value);
  }
  for (const char* no :
       {"Draw a card, then discard a card.", "You gain X life.", "Destroy target land.",
        "Add {G}{G}.", "Exile target creature.", "~ gains first strike until end of turn."}) {
    INFO(no);
    std::vector<engine::Action> out;
    CHECK_FALSE(CompileEffect(no, &out));
    CHECK(out.empty());
  }
}

TEST_CASE("a self-sacrifice in an activation cost is a cost action", "[mtg][cards]") {
  engine::Card c;
  c.name = "Test";
  c.type = "Creature";
  c.rules_text = "{1}{W}, Sacrifice Test: Destroy target enchantment.\n{2}: Regenerate Test.";
  CompleteOracleText(&c);
  REQUIRE(c.abilities.size() == 2);
  REQUIRE(c.abilities[0].cost.size() == 1);
  CHECK(c.abilities[0].cost[0].verb == "sacrifice-self");
  CHECK(c.abilities[1].cost.empty());
}

TEST_CASE("champion lines compile to two linked triggers with the creature type", "[mtg][cards]") {
  struct Row {
    std::string line, type;
  };
  const std::vector<Row> rows = {
      {"Champion an Elemental (When this enters the battlefield, sacrifice it unless you exile "
       "another Elemental you control. When this leaves the battlefield, that card returns to the "
       "battlefield.)",
       "Elemental"},
      {"Champion a Goblin or Shaman (When this enters the battlefield, sacrifice it unless you "
       "exile another Goblin or Shaman you control. When this leaves the battlefield, that card "
       "returns to the battlefield.)",
       "Goblin|Shaman"},
      {"Champion a creature (When this enters the battlefield, sacrifice it unless you exile "
       "another creature you control. When this leaves the battlefield, that card returns to the "
       "battlefield.)",
       ""},
  };
  for (const Row& r : rows) {
    INFO(r.line);
    engine::Card c;
    c.name = "Test";
    c.type = "Creature";
    c.rules_text = r.line;
    CompleteOracleText(&c);
    REQUIRE(c.abilities.size() == 2);
    CHECK(c.abilities[0].trigger == "enters");
    CHECK(c.abilities[0].effect.at(0).verb == "champion");
    CHECK(c.abilities[0].effect.at(0).args.count("type") == (r.type.empty() ? 0u : 1u));
    if (!r.type.empty())
      CHECK(std::get<std::string>(c.abilities[0].effect.at(0).args.at("type")) == r.type);
    CHECK(c.abilities[1].trigger == "leaves");
    CHECK(c.abilities[1].effect.at(0).verb == "return-linked");
    CHECK(c.abilities[0].link_group == c.abilities[1].link_group);
  }
}

TEST_CASE("changeling is every creature type, and only creature types", "[mtg][cards]") {
  engine::Card c;
  c.name = "Test";
  c.type = "Creature";
  c.subtypes = {"Shapeshifter"};
  c.rules_text = "Changeling (This card is every creature type.)";
  CompleteOracleText(&c);
  CHECK(HasChangeling(c));
  for (const char* t : {"Elemental", "Kithkin", "Time Lord", "Shapeshifter"}) CHECK(HasType(c, t));
  for (const char* t : {"Equipment", "Island", "Aura", "Artifact"}) CHECK_FALSE(HasType(c, t));
  c.rules_text = "Flying";
  c.abilities.clear();
  CompleteOracleText(&c);
  CHECK_FALSE(HasType(c, "Elemental"));
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
