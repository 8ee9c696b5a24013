// Session 25, statics and becomes-tapped: "Enchanted creature can't attack or block." / "~ can't
// block." (508.1c, 509.1b), "As long as you control a Giant, ~ gets +1/+1 and has first strike."
// and "~ gets +1/+1 as long as you control another white creature." (611.3a, 613.4c, 613.1f),
// "Whenever ~ / a Merfolk you control becomes tapped, ..." (603.2e): the real oracle lines
// compiled, and runs of small scenarios.
#include <catch2/catch.hpp>

#include "games/mtg/card_text.h"
#include "games/mtg/scenario_text.h"
#include "scenario/loader.h"
#include "scenario/runner.h"
#include "util/diagnostics.h"

namespace arbiter::games::mtg {
namespace {

engine::Card Compiled(const std::string& name, const std::string& type, const std::string& text) {
  engine::Card c;
  c.name = name;
  c.type = type;
  c.rules_text = text;
  CompleteOracleText(&c);
  return c;
}

// Runs a scenario of `objects` and `steps` (JSON fragments) and returns the result.
scenario::RunResult Run(const std::string& objects, const std::string& steps) {
  const std::string text = R"({"title": "t", "game": "mtg", "rules_version": "2026-09-25",
    "question": "q", "ruling": "r",
    "setup": {"players": ["A", "B"], "turn_player": "A", "objects": [)" +
                           objects + R"(]}, "steps": [)" + steps + R"(], "expect": {"cites": []}})";
  return RunScenarioText(text);
}

bool Cites(const scenario::RunResult& r, const std::string& rule) {
  for (const auto& t : r.trace.entries()) {
    for (const auto& id : t.rules) {
      if (id == rule) return true;
    }
  }
  return false;
}

}  // namespace

TEST_CASE("statics and becomes-tapped lines compile from the real oracle text", "[mtg][cards]") {
  struct Row {
    std::string name, type, text, kind, trigger, verb;
  };
  const std::vector<Row> rows = {
      {"Pacifism", "Enchantment — Aura", "Enchanted creature can't attack or block.", "static", "",
       "cant"},
      {"Weight of Conscience", "Enchantment — Aura", "Enchanted creature can't attack.", "static",
       "", "cant"},
      {"Bog Hoodlums", "Creature — Goblin Warrior", "Bog Hoodlums can't block.", "static", "",
       "cant"},
      {"Whimwader", "Creature — Elemental",
       "Whimwader can't attack unless defending player controls a blue permanent.", "static", "",
       "cant"},
      {"Blind-Spot Giant", "Creature — Giant Warrior",
       "Blind-Spot Giant can't attack or block unless you control another Giant.", "static", "",
       "cant"},
      {"Phantom Warrior", "Creature — Illusion Warrior", "Phantom Warrior can't be blocked.",
       "static", "", "cant"},
      {"Inkfathom Infiltrator", "Creature — Merfolk Rogue",
       "Inkfathom Infiltrator can't block and can't be blocked.", "static", "", "cant"},
      {"Kithkin Greatheart", "Creature — Kithkin Soldier",
       "As long as you control a Giant, Kithkin Greatheart gets +1/+1 and has first strike.",
       "static", "", "pt-while"},
      {"Ballynock Cohort", "Creature — Kithkin Soldier",
       "Ballynock Cohort gets +1/+1 as long as you control another white creature.", "static", "",
       "pt-while"},
      {"Blazethorn Scarecrow", "Artifact Creature — Scarecrow",
       "Blazethorn Scarecrow has wither as long as you control a green creature. (It deals damage "
       "to creatures in the form of -1/-1 counters.)",
       "static", "", "keyword-while"},
      {"Fallowsage", "Creature — Merfolk Wizard",
       "Whenever Fallowsage becomes tapped, you may draw a card.", "triggered", "becomes-tapped",
       "draw-cards"},
      {"Veteran of the Depths", "Creature — Merfolk Soldier",
       "Whenever Veteran of the Depths becomes tapped, you may put a +1/+1 counter on it.",
       "triggered", "becomes-tapped", "put-counters"},
      {"Judge of Currents", "Creature — Merfolk Wizard",
       "Whenever a Merfolk you control becomes tapped, you may gain 1 life.", "triggered",
       "becomes-tapped:Merfolk", "gain-life"},
      // Not modelled: a keyword the module does not enforce, a condition of another shape, an
      // effect on "it" that is not the source.
      {"Rattleblaze Scarecrow", "Artifact Creature — Scarecrow",
       "Rattleblaze Scarecrow has persist as long as you control a black creature.", "static", "",
       ""},
      {"Woodborn Behemoth", "Creature — Elemental",
       "As long as you control eight or more lands, Woodborn Behemoth gets +4/+4 and has trample.",
       "static", "", ""},
      {"Test", "Creature — Merfolk",
       "Whenever a Merfolk you control becomes tapped, put a +1/+1 counter on it.", "triggered", "",
       ""},
  };
  for (const Row& r : rows) {
    INFO(r.text);
    const engine::Card c = Compiled(r.name, r.type, r.text);
    REQUIRE(c.abilities.size() == 1);
    const engine::Ability& ab = c.abilities[0];
    CHECK(ab.kind == r.kind);
    CHECK(ab.trigger == r.trigger);
    if (r.verb.empty()) {
      CHECK_FALSE(ab.not_modelled.empty());
    } else {
      CHECK(ab.not_modelled.empty());
      REQUIRE_FALSE(ab.effect.empty());
      CHECK(ab.effect[0].verb == r.verb);
    }
  }
  // The keyword rides with the P/T part; "another" is kept.
  const engine::Card g = Compiled(
      "Kithkin Greatheart", "Creature",
      "As long as you control a Giant, Kithkin Greatheart gets +1/+1 and has first strike.");
  REQUIRE(g.abilities[0].effect.size() == 2);
  CHECK(g.abilities[0].effect[1].verb == "keyword-while");
  const engine::Card b =
      Compiled("Ballynock Cohort", "Creature",
               "Ballynock Cohort gets +1/+1 as long as you control another white creature.");
  CHECK(b.abilities[0].effect[0].args.at("needs") == engine::Value(std::string("W+Creature")));
  CHECK(b.abilities[0].effect[0].args.at("another") == engine::Value(true));
  // "you may gain 1 life" in a trigger (603.5): Recumbent Bliss's upkeep line.
  const engine::Card bliss = Compiled("Recumbent Bliss", "Enchantment — Aura",
                                      "At the beginning of your upkeep, you may gain 1 life.");
  CHECK(bliss.abilities[0].not_modelled.empty());
}

TEST_CASE("an enchanted creature that can't attack or block is refused at the declaration",
          "[mtg][combat]") {
  const auto r = Run(R"({"id": "giant", "card": "Axegrinder Giant", "owner": "A", "zone":
      "battlefield"}, {"id": "p", "card": "Pacifism", "owner": "B", "zone": "battlefield",
      "attached_to": "giant"}, {"id": "g", "card": "Ashenmoor Gouger", "owner": "A", "zone":
      "battlefield"}, {"id": "h", "card": "Bog Hoodlums", "owner": "B", "zone": "battlefield"})",
                     R"({"do": "attack", "object": "giant"}, {"do": "attack", "object": "g"},
      {"do": "block", "object": "h", "blocks": "g"})");
  CHECK(r.refused_steps == std::vector<int>{1, 3});
  // "can't be blocked" (509.1b): no creature may block it; "can't block and can't be blocked".
  const auto rb = Run(R"({"id": "p", "card": "Phantom Warrior", "owner": "A", "zone":
      "battlefield"}, {"id": "i", "card": "Inkfathom Infiltrator", "owner": "A", "zone":
      "battlefield"}, {"id": "m", "card": "Coral Merfolk", "owner": "B", "zone": "battlefield"})",
                      R"({"do": "attack", "object": "p"}, {"do": "attack", "object": "i"},
      {"do": "block", "object": "m", "blocks": "p"}, {"do": "block", "object": "m", "blocks":
      "i"})");
  CHECK(rb.refused_steps == std::vector<int>{3, 4});
  CHECK(Cites(r, "508.1c"));
  CHECK(Cites(r, "303.4m"));
  CHECK(Cites(r, "509.1b"));
  CHECK_FALSE(r.incomplete);
}

TEST_CASE("a restriction with \"unless\" applies only while the permanent is missing",
          "[mtg][combat]") {
  // Blind-Spot Giant needs another Giant; Ethereal Whiskergill needs an Island of B's.
  const std::string giant = R"({"id": "b", "card": "Blind-Spot Giant", "owner": "A", "zone":
      "battlefield"}, {"id": "w", "card": "Ethereal Whiskergill", "owner": "A", "zone":
      "battlefield"})";
  const auto r = Run(giant, R"({"do": "attack", "object": "b"}, {"do": "attack", "object": "w"})");
  CHECK(r.refused_steps == std::vector<int>{1, 2});
  const auto r2 = Run(giant + R"(, {"id": "x", "card": "Axegrinder Giant", "owner": "A", "zone":
      "battlefield"}, {"id": "i", "card": "Island", "owner": "B", "zone": "battlefield"})",
                      R"({"do": "attack", "object": "b"}, {"do": "attack", "object": "w"})");
  CHECK(r2.refused_steps.empty());
  // A's own Island does not count: the defending player must control it.
  const auto r3 = Run(giant + R"(, {"id": "i", "card": "Island", "owner": "A", "zone":
      "battlefield"})",
                      R"({"do": "attack", "object": "w"})");
  CHECK(r3.refused_steps == std::vector<int>{1});
}

TEST_CASE("a conditional static is read whenever it matters", "[mtg][combat]") {
  // With the Giant the Greatheart strikes first and kills the 2/1 before it deals damage.
  const auto r = Run(R"({"id": "k", "card": "Kithkin Greatheart", "owner": "A", "zone":
      "battlefield"}, {"id": "giant", "card": "Axegrinder Giant", "owner": "A", "zone":
      "battlefield"}, {"id": "m", "card": "Coral Merfolk", "owner": "B", "zone": "battlefield"})",
                     R"({"do": "attack", "object": "k"}, {"do": "block", "object": "m",
      "blocks": "k"}, {"do": "combat-damage"}, {"do": "combat-damage"})");
  CHECK(r.refused_steps.empty());
  const auto& s = r.final_state;
  CHECK(s.obj(s.FindKey("k")).zone == s.FindZone("battlefield"));
  CHECK(s.obj(s.FindKey("m")).zone != s.FindZone("battlefield"));
  CHECK(Cites(r, "611.3a"));
  CHECK(Cites(r, "702.7b"));
  // Without it: no first strike, and both 2/1s die.
  const auto r2 = Run(R"({"id": "k", "card": "Kithkin Greatheart", "owner": "A", "zone":
      "battlefield"}, {"id": "m", "card": "Coral Merfolk", "owner": "B", "zone": "battlefield"})",
                      R"({"do": "attack", "object": "k"}, {"do": "block", "object": "m",
      "blocks": "k"}, {"do": "combat-damage"})");
  const auto& s2 = r2.final_state;
  CHECK(s2.obj(s2.FindKey("k")).zone != s2.FindZone("battlefield"));
  CHECK(s2.obj(s2.FindKey("m")).zone != s2.FindZone("battlefield"));
}

TEST_CASE("becoming tapped triggers, by an effect, an attack or a cost", "[mtg][triggers]") {
  // Attacking taps the Fallowsage (508.1f): its trigger draws.
  const auto r = Run(R"({"id": "f", "card": "Fallowsage", "owner": "A", "zone": "battlefield"},
      {"id": "l", "card": "Forest", "owner": "A", "zone": "library"})",
                     R"({"do": "attack", "object": "f"}, {"do": "resolve", "choose":
      {"choose": "yes"}})");
  CHECK(r.refused_steps.empty());
  CHECK(Cites(r, "603.2e"));
  const auto& s = r.final_state;
  CHECK(s.obj(s.FindKey("l")).zone == s.FindZone("hand", 0));
  // An already tapped permanent can't be tapped again, so nothing triggers; an opponent's Merfolk
  // doesn't trigger Judge of Currents.
  const auto r2 = Run(R"({"id": "j", "card": "Judge of Currents", "owner": "A", "zone":
      "battlefield"}, {"id": "m", "card": "Coral Merfolk", "owner": "B", "zone": "battlefield"})",
                      R"({"do": "tap", "object": "m"})");
  CHECK_FALSE(Cites(r2, "603.2e"));
  // Tapping the Judge itself, a Merfolk A controls, triggers it.
  const auto r3 = Run(R"({"id": "j", "card": "Judge of Currents", "owner": "A", "zone":
      "battlefield"})",
                      R"({"do": "tap", "object": "j"}, {"do": "resolve", "choose":
      {"choose": "yes"}})");
  CHECK(Cites(r3, "603.2e"));
  CHECK(r3.final_state.players[0].resources.at("life") == 21);
}

}  // namespace arbiter::games::mtg
