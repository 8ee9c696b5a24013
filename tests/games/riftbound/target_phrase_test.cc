// The object-phrase grammar of card text (games/riftbound/target_phrase.h): phrases as
// requirement words, counts and groups; the sentences built on them as compiled programs; and
// the state words a target is checked against.
#include "games/riftbound/target_phrase.h"

#include <catch2/catch.hpp>

#include "games/riftbound/compiled_card.h"
#include "games/riftbound/counted_grants.h"
#include "games/riftbound/internal.h"

namespace arbiter::games::riftbound {
namespace {

// A phrase as one line: "requirement count [up-to] [group] [battlefield]", or "-" when it does
// not parse.
std::string Phrase(const std::string& words) {
  ObjectPhrase p;
  if (!ParseObjectPhrase(words, &p)) return "-";
  return p.requirement + " " + std::to_string(p.count) + (p.up_to ? " up-to" : "") +
         (p.group ? " group" : "") + (p.at_chosen_battlefield ? " battlefield" : "");
}

// A sentence's program as one line: "verb(arg=value ...) ... | targets", or "-".
std::string Sentence(const std::string& sentence) {
  std::vector<engine::Action> out;
  std::string targets;
  if (!CompileObjectPhraseSentence(sentence, &out, &targets)) return "-";
  std::string s;
  for (const auto& a : out) {
    s += (s.empty() ? "" : " ") + a.verb + "(";
    std::string args;
    for (const char* k :
         {"act", "units", "at", "amount", "might_of", "source", "to", "object", "objects"}) {
      auto it = a.args.find(k);
      if (it == a.args.end()) continue;
      std::string v = Arg(a, k);
      if (auto* l = std::get_if<std::vector<std::string>>(&it->second)) {
        v.clear();
        for (const auto& w : *l) v += (v.empty() ? "" : ",") + w;
      }
      args += (args.empty() ? "" : " ") + std::string(k) + "=" + v;
    }
    s += args + ")";
  }
  return s + " | " + targets;
}

}  // namespace

TEST_CASE("object phrases: quantity, side, state, kind, place and restrictions",
          "[riftbound][cards][phrases]") {
  const std::vector<std::pair<std::string, std::string>> rows = {
      {"a unit", "unit 1"},
      {"an attacking unit", "attacking-unit 1"},
      {"a stunned enemy unit", "enemy-stunned-unit 1"},
      {"an enemy unit here", "enemy-unit-here 1"},
      {"another friendly unit at a battlefield", "other-friendly-unit-at-battlefield 1"},
      {"a unit you control", "friendly-unit 1"},
      {"a buffed unit in your base", "buffed-unit-in-your-base 1"},
      {"a damaged unit with 3 [S] or less", "damaged-unit-might-le-3 1"},
      {"a friendly [Mighty] unit", "friendly-mighty-unit 1"},
      {"a friendly gear", "friendly-gear 1"},
      {"up to two units", "unit 2 up-to"},
      {"each of up to two units", "unit 2 up-to"},
      {"up to one other unit", "other-unit 1 up-to"},
      {"up to 3 other friendly units", "other-friendly-unit 3 up-to"},
      {"all gear", "gear 1 group"},
      {"all units", "unit 1 group"},
      {"ALL units at battlefields", "unit-at-battlefield 1 group"},
      {"each unit here", "unit-here 1 group"},
      {"all other enemy units here", "other-enemy-unit-here 1 group"},
      {"all units at my battlefield", "unit-at-battlefield-here 1 group"},
      {"all enemy units at a battlefield", "enemy-unit 1 group battlefield"},
      {"all units with 2 [S] or less", "unit-might-le-2 1 group"},
      {"all damaged enemy units here", "enemy-damaged-unit-here 1 group"},
      {"one of your other units here", "other-friendly-unit-here 1"},
      {"one of your units", "friendly-unit 1"},
      // not the grammar, or not a word the module checks
      {"a gear here", "-"},
      {"an enemy unit here with 3 [S] or less", "-"},
      {"a friendly enemy unit", "-"},
      {"an enemy unit you control", "-"},
      {"a unit at a battlefield you control", "-"},
      {"two units", "-"},
      {"all unit", "-"},
      {"a units", "-"},
      {"a mech", "-"},
      {"one of your unit", "-"},
      {"one of your enemy units", "-"},
      {"a unit at battlefields", "-"},
  };
  for (const auto& [words, want] : rows) {
    INFO(words);
    CHECK(Phrase(words) == want);
  }
  CHECK(OneTargetRequirement("a stunned unit") == "stunned-unit");
  CHECK(OneTargetRequirement("up to two units").empty());
  CHECK(OneTargetRequirement("all units").empty());
}

TEST_CASE("sentences on object phrases compile to the module's verbs",
          "[riftbound][cards][phrases]") {
  const std::vector<std::pair<std::string, std::string>> rows = {
      {"Kill all gear", "act_each(act=kill units=gear) | "},
      {"Deal 3 to all enemy units at a battlefield",
       "act_each(act=deal units=enemy-unit-there at=$target amount=3) | battlefield"},
      {"Deal 6 to each of up to two units",
       "act_each(act=deal amount=6 objects=$target,$target2) | unit*<=2"},
      {"Buff up to two other friendly units",
       "act_each(act=buff objects=$target,$target2) | other-friendly-unit*<=2"},
      {"Deal 1 to each unit here", "act_each(act=deal units=unit-here amount=1) | "},
      {"Stun an attacking unit", "stun(object=$target) | attacking-unit"},
      {"[Stun] a damaged enemy unit", "stun(object=$target) | enemy-damaged-unit"},
      {"Kill a stunned unit", "kill(objects=$target) | stunned-unit"},
      {"Deal 2 to a buffed enemy unit", "deal(amount=2 to=$target) | enemy-buffed-unit"},
      {"Ready a friendly gear", "ready(object=$target) | friendly-gear"},
      {"Return all units with 2 [S] or less to their owners' hands",
       "act_each(act=return_to_hand units=unit-might-le-2) | "},
      {"[Buff] all units here", "act_each(act=buff units=unit-here) | "},
      // the amount is a unit's Might as the damage is dealt; "It deals": that unit is the source
      {"Deal damage equal to my Might to all enemy units here",
       "act_each(act=deal units=enemy-unit-here amount=0 might_of=$self) | "},
      {"It deals damage equal to its Might to an enemy unit at a battlefield",
       "deal(amount=0 might_of=$ref source=$ref to=$target) | enemy-unit-at-battlefield"},
      {"It deals damage equal to my Might to a unit", "-"},
      // moves to base by an effect; two phrases joined by "and" are two targets
      {"Move up to 2 friendly units to base",
       "act_each(act=move_to_base objects=$target,$target2) | friendly-unit*<=2"},
      {"Move a unit at a battlefield to its base",
       "move_to_base(object=$target) | unit-at-battlefield"},
      {"Move an enemy unit to your base", "-"},
      {"Move an exhausted friendly unit from a battlefield to its base",
       "move_to_base(object=$target) | friendly-exhausted-unit-at-battlefield"},
      {"Move all units from a battlefield to their base", "-"},
      {"Return a friendly unit and an enemy unit to their owners' hands",
       "act_each(act=return_to_hand objects=$target,$target2) | friendly-unit+enemy-unit"},
      {"Kill a friendly gear and an enemy unit", "-"},
      {"Deal 2 to a friendly unit and an enemy unit", "-"},
      // units only for damage, buffs and stuns; a return's words agree in number
      {"Deal 2 to all gear", "-"},
      {"Buff a friendly gear", "-"},
      {"Return all units to its owner's hand", "-"},
      {"Return a unit to their owners' hands", "-"},
      {"Heal all units", "-"},
      {"Kill two units", "-"},
  };
  for (const auto& [sentence, want] : rows) {
    INFO(sentence);
    CHECK(Sentence(sentence) == want);
  }
}

TEST_CASE("card lines with object phrases compile, or are named when the module cannot run them",
          "[riftbound][cards][phrases]") {
  SECTION("a spell's up to two targets and a group at a chosen battlefield") {
    engine::Card c = Compiled("Spell", "Deal 6 to each of up to two units.");
    REQUIRE(c.abilities.size() == 1);
    CHECK(c.abilities[0].not_modelled.empty());
    CHECK(c.abilities[0].target == "unit*<=2");
    c = Compiled("Spell", "Deal 3 to all enemy units at a battlefield.");
    CHECK(c.abilities[0].not_modelled.empty());
    CHECK(c.abilities[0].target == "battlefield");
  }
  SECTION("up to N beside another target is not a form the module checks") {
    engine::Card c = Compiled("Spell", "Deal 2 to a unit. Deal 2 to up to two units.");
    CHECK(c.abilities[0].not_modelled == "no template compiles \"Deal 2 to up to two units.\"");
  }
  SECTION("a triggered ability's several targets are chosen as it goes on the chain") {
    engine::Card c = Compiled("Unit", "When you play me, buff up to two other friendly units.");
    CHECK(c.abilities[0].not_modelled.empty());
    CHECK(c.abilities[0].target == "other-friendly-unit*<=2");
    // ... but not "here" as the unit dies (no last location, module.cc)
    c = Compiled("Unit", "When I die, deal 1 to each of up to two enemy units here.");
    CHECK_FALSE(c.abilities[0].not_modelled.empty());
  }
  SECTION("\"here\" in what triggers as the unit dies is named (no last location)") {
    engine::Card c = Compiled("Unit", "[Deathknell] - Deal 4 to all units at my battlefield.");
    CHECK(c.abilities[0].not_modelled.find("no last location") != std::string::npos);
    c = Compiled("Unit", "When I die, deal 2 to an enemy unit here.");
    CHECK(c.abilities[0].not_modelled.find("no last location") != std::string::npos);
    c = Compiled("Unit", "When I attack, kill all damaged enemy units here.");
    CHECK(c.abilities[0].not_modelled.empty());
  }
  SECTION("Might and a keyword given together, to one of your other units here") {
    engine::Card c = Compiled(
        "Unit", "When I attack, give one of your other units here +3 [S] and [Tank] this turn.");
    REQUIRE(c.abilities.size() == 1);
    CHECK(c.abilities[0].not_modelled.empty());
    CHECK(c.abilities[0].target == "other-friendly-unit-here");
    REQUIRE(c.abilities[0].effect.size() == 2);
    CHECK(Arg(c.abilities[0].effect[0], "might") == "3");
    CHECK(Arg(c.abilities[0].effect[1], "keyword") == "Tank");
    CHECK(Arg(c.abilities[0].effect[1], "object") == "$target");
  }
  SECTION("a Deathknell with a target is named: none is chosen for a keyword's trigger") {
    engine::Card c = Compiled("Unit", "[Deathknell] - Deal 4 to an enemy unit.");
    CHECK(c.abilities[0].not_modelled ==
          "a Deathknell's target (enemy-unit) is not chosen as it goes on the chain");
  }
}

TEST_CASE(
    "compound sentences: \"it\" is the first part's target, and a keyword given with no "
    "duration",
    "[riftbound][cards][phrases]") {
  // "verb(object or to) ... | target" of the card's spell ability
  auto shape = [](const std::string& text) {
    const engine::Card c = Compiled("Spell", text);
    if (!c.abilities[0].not_modelled.empty()) return std::string("not modelled");
    std::string out;
    for (const auto& a : c.abilities[0].effect) {
      std::string on = Arg(a, "object").empty() ? Arg(a, "to") : Arg(a, "object");
      if (on.empty()) on = Arg(a, "units");
      out +=
          a.verb + "(" + on + (Arg(a, "duration").empty() ? "" : " " + Arg(a, "duration")) + ") ";
    }
    return out + "| " + c.abilities[0].target;
  };
  const std::vector<std::pair<std::string, std::string>> rows = {
      {"Ready a unit and give it [Assault 3] this turn.", "ready($target) give($target) | unit"},
      {"Exhaust all friendly units, then deal 12 to ALL units at battlefields.",
       "act_each(friendly-unit) act_each(unit-at-battlefield) | "},
      {"Give a unit [Assault 2].", "give($target permanent) | unit"},
      {"Double a friendly unit's Might this turn. Give it [Temporary].",
       "give($target) give($target permanent) | friendly-unit"},
      // two targets in one compound: one each, in order (target_relations.cc)
      {"Ready a unit and give an enemy unit [Assault 3] this turn.",
       "ready($target) give($target2) | unit+enemy-unit"},
  };
  for (const auto& [text, want] : rows) {
    INFO(text);
    CHECK(shape(text) == want);
  }
}

TEST_CASE("passive abilities whose value is counted compile to counted_grant",
          "[riftbound][cards][phrases]") {
  // "might/keyword units-or-count", or "-"
  auto shape = [](const std::string& line) {
    engine::Action a;
    if (!CountedGrantLine(line, &a)) return std::string("-");
    return (Arg(a, "keyword").empty() ? Arg(a, "might") : Arg(a, "keyword")) + " " +
           (Arg(a, "units").empty() ? Arg(a, "count") : Arg(a, "units"));
  };
  const std::vector<std::pair<std::string, std::string>> rows = {
      {"I have +1 [S] for each friendly gear.", "1 friendly-gear"},
      {"I get +1 [S] for each buffed friendly unit at my battlefield.",
       "1 friendly-buffed-unit-at-battlefield-here"},
      {"I have +2 [S] for each other exhausted unit you control.",
       "2 other-friendly-exhausted-unit"},
      {"I have [Assault] equal to the number of enemy units here.", "Assault enemy-unit-here"},
      {"I have [Assault] equal to the number of gear you control.", "Assault friendly-gear"},
      {"My Might is increased by your points.", "1 points"},
      {"My Might is increased by the number of cards in your trash.", "1 cards-in-trash"},
      // a count that would read Might, a keyword without a value, words outside the grammar
      {"I have +1 [S] for each [Mighty] unit you control.", "-"},
      {"I have +1 [S] for each unit with 3 [S] or less.", "-"},
      {"I have [Ganking] equal to the number of gear you control.", "-"},
      {"I have +1 [S] for each of your units with [Temporary] at my battlefield.",
       "1 keyword-at-my-battlefield:Temporary"},  // Petal Pixie (session 24)
  };
  for (const auto& [line, want] : rows) {
    INFO(line);
    CHECK(shape(line) == want);
  }
  const engine::Card c = Compiled("Unit", "I have +1 [S] for each friendly gear.");
  REQUIRE(c.abilities.size() == 1);
  CHECK(c.abilities[0].kind == "static");
  CHECK(c.abilities[0].not_modelled.empty());
}

TEST_CASE("state words of a requirement are checked on the object", "[riftbound][cards][phrases]") {
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
  auto unit = [&](const std::string& key, PlayerId p, ZoneId z) {
    engine::Object o;
    o.key = key;
    o.card.name = "Scout";
    o.card.type = "Unit";
    o.card.stats["might"] = 2;
    o.owner = o.controller = p;
    return s.AddObject(o, z);
  };
  const ObjectId a = unit("a", 0, base);
  const ObjectId b = unit("b", 1, other_base);
  s.obj(a).status.insert("stunned");
  s.obj(a).counters["buff"] = 1;
  s.obj(b).status.insert("exhausted");
  s.obj(b).status.insert("attacker");
  s.obj(b).counters["damage"] = 1;
  const std::vector<std::tuple<ObjectId, std::string, std::string>> rows = {
      {a, "stunned-buffed-unit", ""},
      {b, "stunned-unit", "not stunned"},
      {b, "buffed-unit", "not buffed"},
      {a, "damaged-unit", "not damaged"},
      {b, "attacking-unit", ""},
      {a, "attacking-unit", "not attacking"},
      {a, "ready-unit", ""},
      {b, "ready-unit", "not ready"},
      {a, "token-unit", "not a token"},
      {a, "mighty-unit", "not Mighty"},
      {a, "unit-in-your-base", ""},
      {b, "unit-in-your-base", "not in your base"},
      {b, "damaged-unit-might-le-1", ""},
  };
  for (const auto& [id, req, why] : rows) {
    INFO(req);
    std::string got;
    CHECK(MeetsStateWords(s, id, req, 0, &got) == why.empty());
    CHECK(got == why);
  }
}

}  // namespace arbiter::games::riftbound
