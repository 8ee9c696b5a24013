// Costs and mana permissions (issue 11): "Tap any number of untapped creatures you control other
// than ~ with total power 10 or greater" (Mossbridge Troll) compiles to one tap-permanent cost
// action with a total power, and a run taps the creatures the controller chooses when their total
// power is enough (602.2b, 601.2h), refuses the activation when it is not (602.2, 118.3), and lets
// a creature that entered this turn be tapped for it (302.6 restricts only {T} and {Q} costs).
#include <catch2/catch.hpp>

#include "games/mtg/card_text.h"
#include "games/mtg/scenario_text.h"
#include "scenario/loader.h"
#include "scenario/runner.h"

namespace arbiter::games::mtg {
namespace {

constexpr const char* kTroll =
    "Tap any number of untapped creatures you control other than Mossbridge Troll with total "
    "power 10 or greater: Mossbridge Troll gets +20/+20 until end of turn.";

// Mossbridge Troll, Axegrinder Giant (6), Rumbling Baloth (4), Pillarfield Ox (2) and Fallowsage
// (2) on A's battlefield, Loamdragger Giant (7) in A's hand and a Forest in A's library; `steps`
// as JSON.
scenario::RunResult RunTroll(const std::string& steps) {
  const std::string text = R"({
    "title": "T", "game": "mtg", "rules_version": "2026-09-25", "question": "Q?",
    "setup": {"players": ["A", "B"], "objects": [
      {"id": "troll", "card": "Mossbridge Troll", "owner": "A", "zone": "battlefield"},
      {"id": "axegrinder", "card": "Axegrinder Giant", "owner": "A", "zone": "battlefield"},
      {"id": "baloth", "card": "Rumbling Baloth", "owner": "A", "zone": "battlefield"},
      {"id": "ox", "card": "Pillarfield Ox", "owner": "A", "zone": "battlefield"},
      {"id": "sage", "card": "Fallowsage", "owner": "A", "zone": "battlefield"},
      {"id": "forest", "card": "Forest", "owner": "A", "zone": "library"},
      {"id": "loamdragger", "card": "Loamdragger Giant", "owner": "A", "zone": "hand"}]},
    "steps": )" + steps + R"(,
    "expect": {"state": []},
    "ruling": "R."})";
  return RunScenarioText(text);
}

bool TappedAfter(const scenario::RunResult& r, const std::string& key) {
  return r.final_state.obj(r.final_state.FindKey(key)).status.count("tapped") > 0;
}

}  // namespace

TEST_CASE("a cost of tapping creatures with a total power compiles to one cost action",
          "[mtg][cards][costs]") {
  engine::Card c;
  c.name = "Mossbridge Troll";
  c.type = "Creature";
  c.rules_text = kTroll;
  CompleteOracleText(&c);
  REQUIRE(c.abilities.size() == 1);
  REQUIRE(c.abilities[0].not_modelled.empty());
  REQUIRE(c.abilities[0].cost.size() == 1);
  const engine::Action& cost = c.abilities[0].cost[0];
  CHECK(cost.verb == "tap-permanent");
  CHECK(cost.args.at("type") == engine::Value(std::string("Creature")));
  CHECK(cost.args.at("total_power") == engine::Value(int64_t{10}));
  CHECK(cost.args.at("another") == engine::Value(true));
  REQUIRE(c.abilities[0].effect.size() == 1);
  CHECK(c.abilities[0].effect[0].verb == "pump-self");
  // Without "other than ~", and with another total.
  engine::Card d;
  d.name = "Test";
  d.type = "Creature";
  d.rules_text =
      "Tap any number of untapped creatures you control with total power 5 or greater: Untap "
      "Test.";
  CompleteOracleText(&d);
  REQUIRE(d.abilities.size() == 1);
  REQUIRE(d.abilities[0].not_modelled.empty());
  CHECK(d.abilities[0].cost[0].args.at("total_power") == engine::Value(int64_t{5}));
  CHECK(d.abilities[0].cost[0].args.count("another") == 0);
}

TEST_CASE("tapping creatures with total power 10 or greater pays the cost; less is refused",
          "[mtg][cards][costs]") {
  SECTION("total power 11, one of them entered this turn: paid, +20/+20") {
    const scenario::RunResult r = RunTroll(R"([{"do": "cast", "object": "loamdragger"},
      {"do": "resolve"},
      {"do": "activate", "object": "troll", "choose": {"tap": ["loamdragger", "baloth"]}},
      {"do": "resolve"}])");
    CHECK(r.stop.kind == engine::Stop::Kind::kNone);
    CHECK(r.refused_steps.empty());
    CHECK(TappedAfter(r, "loamdragger"));
    CHECK(TappedAfter(r, "baloth"));
    CHECK_FALSE(TappedAfter(r, "ox"));
    CHECK_FALSE(TappedAfter(r, "troll"));
    bool sick_note = false;
    for (const auto& e : r.trace.entries()) {
      for (const std::string& rule : e.rules) sick_note = sick_note || rule == "302.6";
    }
    CHECK(sick_note);
  }
  SECTION("total power 6 chosen: the activation is refused and nothing is tapped") {
    const scenario::RunResult r =
        RunTroll(R"([{"do": "activate", "object": "troll", "choose": {"tap": ["baloth", "ox"]}}])");
    CHECK(r.refused_steps == std::vector<int>{1});
    CHECK_FALSE(TappedAfter(r, "baloth"));
    CHECK_FALSE(TappedAfter(r, "ox"));
  }
  SECTION("the Troll itself is not an option") {
    const scenario::RunResult r = RunTroll(
        R"([{"do": "activate", "object": "troll", "choose": {"tap": ["troll", "axegrinder", "baloth"]}}])");
    CHECK(r.stop.kind == engine::Stop::Kind::kError);
  }
  SECTION("a creature tapped for the cost becomes tapped: its trigger fires (603.2e)") {
    const scenario::RunResult r = RunTroll(
        R"([{"do": "activate", "object": "troll", "choose": {"tap": ["axegrinder", "baloth", "sage"]}},
          {"do": "resolve", "choose": {"choose": "yes"}}])");
    CHECK(r.refused_steps.empty());
    CHECK(TappedAfter(r, "sage"));
    const auto& s = r.final_state;
    CHECK(s.obj(s.FindKey("forest")).zone == s.FindZone("hand", 0));  // Fallowsage drew
  }
  SECTION("untapped creatures with total power 8 at most: refused before any choice") {
    const scenario::RunResult r = RunTroll(
        R"([{"do": "activate", "object": "troll", "choose": {"tap": ["axegrinder", "baloth"]}},
          {"do": "resolve"},
          {"do": "activate", "object": "troll"}])");
    CHECK(r.refused_steps == std::vector<int>{3});
    CHECK(r.stop.kind == engine::Stop::Kind::kNone);
  }
}

}  // namespace arbiter::games::mtg
