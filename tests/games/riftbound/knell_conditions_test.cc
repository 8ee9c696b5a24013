// A Deathknell's conditional statement (knell_conditions.h): "If I died alone", "If I didn't die
// alone", "If I was [Mighty]" are part of its Condition (808.1.c, 383.2.a.1), checked as the unit
// dies with its last information (808.1.d.3); units killed by one Cleanup died together (323.5,
// 740.2.a).
#include "games/riftbound/knell_conditions.h"

#include <catch2/catch.hpp>

#include "engine/engine.h"
#include "games/riftbound/compiled_card.h"
#include "games/riftbound/internal.h"
#include "games/riftbound/riftbound.h"
#include "games/riftbound/scenario_board.h"

namespace arbiter::games::riftbound {
namespace {

// A's "poro" (Might MIGHT, text TEXT) at battlefield-1, A's "friend" at FRIEND_ZONE, B's "theirs"
// at battlefield-1.
engine::GameState Board(const std::string& text, int might, const std::string& friend_zone) {
  std::string json = R"({"title": "t", "game": "riftbound", "rules_version": "1.4",
    "question": "q", "ruling": "r", "setup": {"players": ["A", "B"], "objects": [)";
  json += R"({"id": "poro", "card": {"name": "Poro", "type": "Unit", "might": )" +
          std::to_string(might) + R"(, "text": ")" + text;
  json += R"("}, "owner": "A", "zone": "battlefield-1"},
      {"id": "friend", "card": {"name": "Friend", "type": "Unit", "might": 2}, "owner": "A",
       "zone": ")" +
          friend_zone + R"("},
      {"id": "theirs", "card": {"name": "Theirs", "type": "Unit", "might": 5}, "owner": "B",
       "zone": "battlefield-1"}]},
    "steps": [], "expect": {"cites": []}})";
  return BoardFrom(json);
}

// Whether the poro's Deathknell triggers as it is killed on S (alone, by a Kill instruction).
bool KnellTriggers(const engine::GameState& s) {
  engine::Trace trace;
  engine::Engine e(Module(), s, {}, &trace);
  engine::Event ev;
  ev.kind = "kill";
  ev.object = e.state().FindKey("poro");
  e.Perform(ev);
  return e.HasPending();
}

constexpr char kAlone[] = "[Deathknell][>] If I died alone, draw 1.";
constexpr char kNotAlone[] = "[Deathknell][>] If I didn't die alone, draw 1.";
constexpr char kMighty[] = "[Deathknell] - If I was [Mighty], draw 2.";

}  // namespace

TEST_CASE("a Deathknell's condition compiles as part of its Condition",
          "[riftbound][cards][deathknell]") {
  struct Row {
    const char* text;
    const char* condition;
  };
  const std::vector<Row> rows = {
      {"[Deathknell] - If I died alone, draw 1.", "knell-alone"},             // Lonely Poro
      {"[Deathknell][>] If I didn't die alone, draw 1.", "knell-not-alone"},  // Loyal Poro
      {"[Deathknell] - If I was [Mighty], draw 2.", "knell-mighty"},          // Unsung Hero
  };
  for (const Row& r : rows) {
    INFO(r.text);
    const engine::Card c = Compiled("Unit", r.text);
    REQUIRE(c.abilities.size() == 1);
    CHECK(c.abilities[0].trigger == "deathknell");
    CHECK(c.abilities[0].condition == r.condition);
    CHECK(c.abilities[0].not_modelled.empty());
    CHECK(Verbs(c.abilities[0].effect) == "draw");
  }
  std::string code, rest;
  CHECK_FALSE(KnellConditionOf("If it's your Beginning Phase, draw 2.", &code, &rest));
}

TEST_CASE("a Deathknell's condition is checked as the unit dies (383.2.a.1, 808.1.d.3)",
          "[riftbound][deathknell]") {
  SECTION("alone: no other friendly unit at its location (740.2.a)") {
    CHECK(KnellTriggers(Board(kAlone, 2, "base")));  // an enemy unit there does not count
    CHECK_FALSE(KnellTriggers(Board(kAlone, 2, "battlefield-1")));
    CHECK_FALSE(KnellTriggers(Board(kNotAlone, 2, "base")));
    CHECK(KnellTriggers(Board(kNotAlone, 2, "battlefield-1")));
  }
  SECTION("Mighty as it died (708)") {
    CHECK(KnellTriggers(Board(kMighty, 5, "base")));
    CHECK_FALSE(KnellTriggers(Board(kMighty, 4, "base")));
  }
  SECTION("When I die in combat: only with a combat designation (740.2.c)") {
    engine::GameState s = Board("When I die in combat, draw 1.", 2, "base");
    CHECK_FALSE(KnellTriggers(s));
    s.obj(s.FindKey("poro")).status.insert("defender");
    CHECK(KnellTriggers(s));
  }
  SECTION("a dependent Deathknell: Active only while Empowered (727.1.c.1, 828.1.c)") {
    const char* text = "[Empowered][>][>>][Deathknell][>] Draw 1.";
    const engine::Card c = Compiled("Unit", text);
    REQUIRE(c.abilities.size() == 1);
    CHECK(c.abilities[0].trigger == "deathknell");
    CHECK(c.abilities[0].condition == "dependent-empowered");
    CHECK(c.abilities[0].not_modelled.empty());
    engine::GameState s = Board(text, 2, "base");
    CHECK_FALSE(KnellTriggers(s));
    s.obj(s.FindKey("poro")).status.insert("empowered");
    CHECK(KnellTriggers(s));
  }
  SECTION("killed together by one Cleanup: the friend was there as it died (323.5)") {
    for (const char* text : {kAlone, kNotAlone}) {
      INFO(text);
      engine::GameState s = Board(text, 2, "battlefield-1");
      // the friend is killed first: the poro is still not alone
      for (const char* k : {"friend", "poro"}) {
        s.obj(s.FindKey(k)).counters["damage"] = 2;
        s.dirty.push_back(s.FindKey(k));
      }
      engine::Trace trace;
      engine::Engine e(Module(), s, {}, &trace);
      Cleanup(e, -1);
      CHECK(e.HasPending() == (text == kNotAlone));
      CHECK(e.state().vars.count(CompanyVar(e.state(), e.state().FindKey("poro"))) == 0);
    }
  }
}

}  // namespace arbiter::games::riftbound
