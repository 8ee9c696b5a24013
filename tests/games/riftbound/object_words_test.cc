// The object words of the phrase grammar (games/riftbound/target_phrase.h): tags and domains as
// kinds ("another friendly Mech", "an enemy Calm unit", "a Bird, Cat, Dog, or Poro"), "a unit or
// gear", keywords ("with [Hidden]", "without [Temporary]"), the printed Energy cost, and the
// words that compare an object with the ability's source ("with less Might than me", "no more
// than my Might") or with this turn's history ("that moved this turn").
#include <catch2/catch.hpp>

#include "games/riftbound/compiled_card.h"
#include "games/riftbound/history.h"
#include "games/riftbound/internal.h"
#include "games/riftbound/target_phrase.h"

namespace arbiter::games::riftbound {

TEST_CASE("object phrases with tags, domains, keywords, costs and comparisons",
          "[riftbound][cards][phrases]") {
  // requirement of one target, or "-" when the phrase is not one the module checks
  const std::vector<std::pair<std::string, std::string>> rows = {
      {"another friendly Mech", "other-friendly-is_Mech-permanent"},
      {"an enemy Calm unit", "enemy-is_Calm-unit"},
      {"a Bird, Cat, Dog, or Poro you control", "friendly-is_Bird|Cat|Dog|Poro-permanent"},
      {"a unit or gear", "permanent"},
      {"an enemy Chaos unit or gear", "enemy-is_Chaos-permanent"},
      {"an equipped friendly unit", "friendly-equipped-unit"},
      {"a friendly unit without [Temporary]", "friendly-nokw_Temporary-unit"},
      {"a unit with [Tank]", "kw_Tank-unit"},
      {"a gear with Energy cost [4] or less", "energy_le_4-gear"},
      {"a gear with Energy cost no more than [1]", "energy_le_1-gear"},
      {"a gear with Energy cost no more than my Might", "energy_le_mymight-gear"},
      {"an enemy unit here with less Might than me", "enemy-might_lt_me-unit-here"},
      {"an enemy unit that moved this turn", "enemy-moved-unit"},
      {"a unit with 3 [S] or less", "unit-might-le-3"},
      // not the grammar: a lower-case tag, a list without "or", a tag and a place
      {"a mech", ""},
      {"a Bird, Cat", ""},
      {"a Mech here", ""},
      {"a unit or gear at a battlefield", ""},
      {"a unit with [Quick-Draw]", ""},
  };
  for (const auto& [words, want] : rows) {
    INFO(words);
    CHECK(OneTargetRequirement(words) == want);
  }
  ObjectPhrase p;
  REQUIRE(ParseObjectPhrase("all friendly Mechs", &p));
  CHECK(p.requirement == "friendly-is_Mech-permanent");
  CHECK(p.group);
  REQUIRE(ParseObjectPhrase("all units and gear", &p));
  CHECK(p.requirement == "permanent");
  CHECK(p.group);
  CHECK(!ParseObjectPhrase("a unit and gear", &p));
}

TEST_CASE("sentences and card lines on the object words compile", "[riftbound][cards][phrases]") {
  auto program = [](const std::string& type, const std::string& text) {
    const engine::Card c = Compiled(type, text);
    REQUIRE(!c.abilities.empty());
    const auto& ab = c.abilities.back();
    if (!ab.not_modelled.empty()) return "not modelled: " + ab.not_modelled;
    return Verbs(ab.effect) + " | " + ab.target;
  };
  CHECK(program("Unit", "When you play me, ready another friendly Mech.") ==
        "ready | other-friendly-is_Mech-permanent");
  CHECK(program("Spell", "Kill an enemy Chaos unit or gear.") == "kill | enemy-is_Chaos-permanent");
  CHECK(program("Unit",
                "When I conquer, you may kill a gear with Energy cost no more than my "
                "Might.") == "kill | energy_le_mymight-gear");
  CHECK(program("Unit", "When I attack, kill an enemy unit here with less Might than me.") ==
        "kill | enemy-might_lt_me-unit-here");
  CHECK(program("Spell", "Move an enemy unit that moved this turn.") ==
        "move_to | enemy-moved-unit");
  CHECK(program("Spell", "Move a unit with 3 [S] or less.") == "move_to | unit-might-le-3");
  CHECK(program("Spell", "Return all units and gear to their owners' hands.") == "act_each | ");
  CHECK(Arg(Compiled("Spell", "Return all units and gear to their owners' hands.")
                .abilities[0]
                .effect[0],
            "units") == "permanent");
  // damage, buffs and stuns are for units: a unit-or-gear phrase is not compiled with them
  CHECK(program("Spell", "Deal 3 to an enemy Mech.").rfind("not modelled", 0) == 0);
  CHECK(program("Spell", "Stun a unit or gear.").rfind("not modelled", 0) == 0);
  // "Choose a Mech. Give it ...": "it" would be read as a unit
  CHECK(program("Spell", "Choose a Mech. Give it +2 [S] this turn.").rfind("not modelled", 0) == 0);
  CHECK(program("Spell", "Move a gear.").rfind("not modelled", 0) == 0);
  // Empower: any game object (441.1), gear too
  CHECK(program("Gear", "[T]: Empower another gear.") == "empower | other-gear");
  CHECK(program("Spell", "Empower up to two friendly units.") == "act_each | friendly-unit*<=2");
  // [Temporary] is present on permanents, gear too (816.1.a); other keywords are for units
  CHECK(program("Spell", "Give a gear [Temporary].") == "give | gear");
  CHECK(program("Spell", "Give a gear [Assault 2].").rfind("not modelled", 0) == 0);
  CHECK(program("Spell", "Give a gear [Temporary] and [Tank].").rfind("not modelled", 0) == 0);
}

TEST_CASE("cards in a trash named by type, tags or a keyword", "[riftbound][cards][phrases]") {
  const std::vector<std::pair<std::string, std::string>> rows = {
      {"a unit", "unit"},
      {"a spell", "spell"},
      {"a card with [Hidden]", "kw_Hidden-card"},
      {"a Bird, Cat, Dog, or Poro", "is_Bird|Cat|Dog|Poro-card"},
      {"a friendly Mech", ""},
      {"up to two cards with [Hidden]", ""},
      {"a rune", ""},
  };
  for (const auto& [words, want] : rows) {
    INFO(words);
    CHECK(TrashCardRequirement(words) == want);
  }
  engine::Card dog;
  dog.type = "Unit";
  dog.subtypes = {"Dog"};
  engine::Card hidden;
  hidden.type = "Spell";
  hidden.keywords.push_back(engine::Keyword{"Hidden"});
  CHECK(TrashCardMeets(dog, "is_Bird|Cat|Dog|Poro-card"));
  CHECK(!TrashCardMeets(hidden, "is_Bird|Cat|Dog|Poro-card"));
  CHECK(TrashCardMeets(hidden, "kw_Hidden-card"));
  CHECK(!TrashCardMeets(dog, "kw_Hidden-card"));
  CHECK(TrashCardMeets(dog, "unit"));
  CHECK(!TrashCardMeets(hidden, "unit"));
  CHECK(TrashCardLabel("is_Bird|Cat|Dog|Poro-card") == "Bird or Cat or Dog or Poro");
  CHECK(TrashCardLabel("kw_Hidden-card") == "card with [Hidden]");
  CHECK(TrashCardLabel("gear") == "gear");
  const engine::Card c = Compiled(
      "Unit", "When you play me, return a Bird, Cat, Dog, or Poro from your trash to your hand.");
  REQUIRE(c.abilities.size() == 1);
  CHECK(c.abilities[0].not_modelled.empty());
  CHECK(c.abilities[0].target == "trash-is_Bird|Cat|Dog|Poro-card");
}

TEST_CASE("object words are checked on the object, against the source where they compare",
          "[riftbound][cards][phrases]") {
  engine::GameState s;
  s.players.resize(2);
  s.players[0].name = "A";
  s.players[1].name = "B";
  auto zone = [&](PlayerId p) {
    engine::Zone z;
    z.name = "base";
    z.owner = z.controller = p;
    z.board = true;
    return s.AddZone(z);
  };
  const ZoneId base = zone(0), other_base = zone(1);
  auto object = [&](const std::string& key, const std::string& type, PlayerId p, ZoneId z,
                    int might, int energy) {
    engine::Object o;
    o.key = key;
    o.card.name = key;
    o.card.type = type;
    if (type == "Unit") o.card.stats["might"] = might;
    o.card.stats["energy"] = energy;
    o.owner = o.controller = p;
    return s.AddObject(o, z);
  };
  const ObjectId me = object("me", "Unit", 0, base, 4, 3);
  const ObjectId mech = object("mech", "Unit", 0, base, 2, 2);
  s.obj(mech).card.subtypes = {"Mech"};
  const ObjectId calm = object("calm", "Unit", 1, other_base, 5, 4);
  s.obj(calm).card.domains = {"Calm"};
  s.obj(calm).card.keywords.push_back(engine::Keyword{"Tank"});
  const ObjectId gear = object("gear", "Gear", 1, other_base, 0, 5);
  s.obj(gear).card.subtypes = {"Equipment"};
  const ObjectId cheap = object("cheap", "Gear", 1, other_base, 0, 1);
  const std::vector<std::tuple<ObjectId, std::string, ObjectId, bool, std::string>> rows = {
      {mech, "friendly-is_Mech-permanent", me, true, ""},
      {me, "friendly-is_Mech-permanent", me, false, "not Mech"},
      {calm, "enemy-is_Calm-unit", me, true, ""},
      {calm, "is_Bird|Calm-permanent", me, true, ""},
      {mech, "enemy-is_Calm-unit", me, false, "not an enemy unit"},
      {gear, "is_Equipment-permanent", me, true, ""},
      {gear, "enemy-permanent", me, true, ""},
      {gear, "unit", me, false, "not a unit on the board"},
      {calm, "kw_Tank-unit", me, true, ""},
      {mech, "kw_Tank-unit", me, false, "without [Tank]"},
      {calm, "nokw_Tank-unit", me, false, "with [Tank]"},
      {cheap, "energy_le_1-gear", me, true, ""},
      {gear, "energy_le_4-gear", me, false, "of Energy cost 5, more than 4"},
      {gear, "energy_le_mymight-gear", me, false, "of Energy cost 5, more than 4"},
      {cheap, "energy_le_mymight-gear", me, true, ""},
      {mech, "might_lt_me-unit", me, true, ""},
      {calm, "might_lt_me-unit", me, false, "at 5 Might, not less than me's 4"},
      // a comparison with no source on the board is not met (359.3.e.12)
      {mech, "might_lt_me-unit", engine::kNoObject, false,
       "not comparable: the source is not on the board"},
      {calm, "moved-unit", me, false, "a unit that has not moved this turn"},
      {mech, "equipped-unit", me, false, "not equipped"},
  };
  for (const auto& [id, req, source, meets, why] : rows) {
    INFO(req << " on " << s.obj(id).key);
    std::string got;
    CHECK(MeetsRequirement(s, id, req, 0, &got, source) == meets);
    CHECK(got == why);
  }
  RecordMoved(s, calm);
  std::string why;
  CHECK(MeetsRequirement(s, calm, "enemy-moved-unit", 0, &why, me));
  // an Equipment attached to the unit makes it equipped (818.3.b)
  s.obj(gear).attached_to = mech;
  s.obj(mech).attachments.push_back(gear);
  CHECK(MeetsRequirement(s, mech, "equipped-friendly-unit", 0, &why, me));
}

}  // namespace arbiter::games::riftbound
