// Blocking requirements (509.1c): Sisters of Stone Death's "{G}: Target creature blocks Sisters of
// Stone Death this turn if able." compiles from its real line, and the block declarations obey as
// many requirements as they can: a creature that could block Sisters and blocks another attacker,
// or blocks nothing when combat damage begins, is refused; a tapped one is not required.
#include <catch2/catch.hpp>

#include "games/mtg/card_text.h"
#include "games/mtg/scenario_text.h"
#include "scenario/loader.h"
#include "scenario/runner.h"

namespace arbiter::games::mtg {
namespace {

// A's Sisters of Stone Death and Pillarfield Ox; B's Coral Merfolk and Elvish Warrior. Sisters'
// first ability targets the Merfolk and resolves; both of A's creatures attack; then STEPS.
scenario::RunResult Run(const std::string& steps) {
  const std::string text = R"({
    "title": "T", "game": "mtg", "rules_version": "2026-09-25", "question": "Q?",
    "setup": {"players": ["A", "B"], "turn_player": "A", "objects": [
      {"id": "sisters", "card": "Sisters of Stone Death", "owner": "A", "zone": "battlefield"},
      {"id": "ox", "card": "Pillarfield Ox", "owner": "A", "zone": "battlefield"},
      {"id": "merfolk", "card": "Coral Merfolk", "owner": "B", "zone": "battlefield"},
      {"id": "warrior", "card": "Elvish Warrior", "owner": "B", "zone": "battlefield"}]},
    "steps": [
      {"do": "activate", "object": "sisters", "ability": 3, "choose": {"target": "merfolk"}},
      {"do": "resolve"},
      {"do": "attack", "object": "sisters"},
      {"do": "attack", "object": "ox"})" +
                           steps + R"(],
    "expect": {"cites": []},
    "ruling": "R."})";
  return RunScenarioText(text);
}

bool Cites(const scenario::RunResult& r, const std::string& rule) {
  for (const engine::TraceEntry& t : r.trace.entries()) {
    if (std::find(t.rules.begin(), t.rules.end(), rule) != t.rules.end()) return true;
  }
  return false;
}

}  // namespace

TEST_CASE("blocks this turn if able compiles to a must-block on a target creature",
          "[mtg][cards][blocking]") {
  engine::Card c;
  c.name = "Sisters of Stone Death";
  c.type = "Legendary Creature — Gorgon";
  c.rules_text = "{G}: Target creature blocks Sisters of Stone Death this turn if able.";
  CompleteOracleText(&c);
  REQUIRE(c.abilities.size() == 1);
  CHECK(c.abilities[0].kind == "activated");
  CHECK(c.abilities[0].not_modelled.empty());
  REQUIRE(c.abilities[0].effect.size() == 1);
  CHECK(c.abilities[0].effect[0].verb == "must-block");
  CHECK(std::get<std::string>(c.abilities[0].effect[0].args.at("target")) == "creature");
}

TEST_CASE("block declarations obey as many blocking requirements as they can (509.1c)",
          "[mtg][blocking]") {
  SECTION("blocking another attacker while it could block Sisters is refused") {
    auto r = Run(R"(, {"do": "block", "object": "merfolk", "blocks": "ox"})");
    CHECK(r.refused_steps == std::vector<int>{5});
    CHECK(Cites(r, "509.1c"));
  }
  SECTION("blocking nothing is refused once combat damage begins") {
    auto r = Run(R"(, {"do": "block", "object": "warrior", "blocks": "ox"},
                      {"do": "combat-damage"})");
    CHECK(r.refused_steps == std::vector<int>{6});
  }
  SECTION("blocking Sisters obeys it; another creature is free") {
    auto r = Run(R"(, {"do": "block", "object": "merfolk", "blocks": "sisters"},
                      {"do": "block", "object": "warrior", "blocks": "ox"},
                      {"do": "combat-damage"})");
    CHECK(r.refused_steps.empty());
    CHECK(Cites(r, "509.1c"));
    CHECK(r.unmodelled.empty());
  }
  SECTION("a tapped creature can't block, so nothing requires it to") {
    auto r = Run(R"(, {"do": "tap", "object": "merfolk"}, {"do": "combat-damage"})");
    CHECK(r.refused_steps.empty());
  }
}

}  // namespace arbiter::games::mtg
