// Riftbound v1.4 rule changes no scenario can reach with the module's verbs: a Hold of a
// battlefield already scored this turn (469.2: only one "they did not yet Score this turn"; a
// score before the Beginning Phase's Scoring step needs an additional turn or a Conquer in the
// Beginning Phase, which the module does not model), Repeat text on an ability that the card
// text compiler does not read (820.1.a), which the module names as not modelled rather than
// running the ability once silently, and Non-Combat Showdowns staged at two battlefields at once
// (323.12: a Standard Move has one destination, so only effects could contest two).
#include <algorithm>
#include <catch2/catch.hpp>

#include "engine/engine.h"
#include "games/riftbound/internal.h"
#include "games/riftbound/riftbound.h"
#include "games/riftbound/scenario_board.h"
#include "scenario/loader.h"
#include "scenario/runner.h"

namespace arbiter::games::riftbound {
namespace {

bool Cites(const engine::TraceEntry& t, const std::string& rule) {
  return std::find(t.rules.begin(), t.rules.end(), rule) != t.rules.end();
}

}  // namespace

TEST_CASE("a battlefield scored this turn is not held again (469.2, 470)", "[riftbound][v14]") {
  const auto sc = Parse(R"({"title": "t", "game": "riftbound", "rules_version": "1.4",
    "question": "q", "ruling": "r",
    "setup": {"players": ["A", "B"], "battlefields": {"battlefield-1": "A"}, "objects": [
      {"id": "grove", "card": "Grove of the God-Willow", "owner": "A", "zone": "battlefield-1"},
      {"id": "d1", "card": {"name": "Deck Card 1", "type": "Spell"}, "owner": "A", "zone": "deck"}]},
    "steps": [], "expect": {"cites": []}})");
  engine::GameState state;
  std::string error;
  REQUIRE(scenario::BuildState(sc, Module(), &state, &error));
  ZoneId bf = engine::kNoZone;
  for (ZoneId z = 0; z < static_cast<ZoneId>(state.zones.size()); ++z) {
    if (state.zones[static_cast<size_t>(z)].name == "battlefield-1") bf = z;
  }
  REQUIRE(bf != engine::kNoZone);
  engine::Trace trace;
  engine::Engine e(Module(), state, {}, &trace);
  const PlayerId a = e.state().active;

  SECTION("the first Hold of the turn scores and its Hold ability triggers") {
    Score(e, a, bf, "hold", -1);
    const auto& t = trace.entries();
    CHECK(std::any_of(t.begin(), t.end(), [](const auto& x) { return Cites(x, "471.2.b"); }));
    CHECK(e.HasPending());
  }
  SECTION("a second score of it this turn is no Hold: nothing triggers") {
    Score(e, a, bf, "conquer", -1);
    const size_t before = trace.entries().size();
    e.Settle(-1);
    Score(e, a, bf, "hold", -1);
    const auto& t = trace.entries();
    REQUIRE(t.size() > before);
    const auto& last = t.back();
    CHECK(Cites(last, "469.2"));
    CHECK(Cites(last, "470"));
    CHECK(last.text.find("no Hold") != std::string::npos);
    CHECK_FALSE(e.HasPending());
  }
}

TEST_CASE("Repeat text on an ability that no template compiles is named (820.1.a)",
          "[riftbound][v14]") {
  const auto sc = Parse(R"({"title": "t", "game": "riftbound", "rules_version": "1.4",
    "question": "q", "ruling": "r",
    "setup": {"players": ["A", "B"], "objects": [
      {"id": "u", "card": {"name": "Echo Knight", "type": "Unit", "might": 3,
        "text": "My abilities have [Repeat] \u2014 Discard 1.\nWhen you play me, draw 1."},
       "owner": "A", "zone": "hand"},
      {"id": "d1", "card": {"name": "D1", "type": "Spell"}, "owner": "A", "zone": "deck"}]},
    "steps": [{"do": "play", "object": "u"}], "expect": {"cites": []}})");
  const auto r = scenario::RunScenario(sc);
  CHECK(std::string(r.Outcome()) == "incomplete");
  CHECK(std::any_of(r.unmodelled.begin(), r.unmodelled.end(),
                    [](const auto& u) { return u.why.find("820.1.a") != std::string::npos; }));
}

TEST_CASE("two staged Non-Combat Showdowns: the Turn Player chooses, the other waits (323.12)",
          "[riftbound][v14][showdown]") {
  const auto sc = Parse(R"({"title": "t", "game": "riftbound", "rules_version": "1.4",
    "question": "q", "ruling": "r",
    "setup": {"players": ["A", "B"], "objects": [
      {"id": "u1", "card": {"name": "U1", "type": "Unit", "might": 2}, "owner": "A",
       "zone": "battlefield-1"},
      {"id": "u2", "card": {"name": "U2", "type": "Unit", "might": 2}, "owner": "A",
       "zone": "battlefield-2"}]},
    "steps": [], "expect": {"cites": []}})");
  engine::GameState state;
  std::string error;
  REQUIRE(scenario::BuildState(sc, Module(), &state, &error));
  const PlayerId a = state.active;
  ZoneId bf1 = engine::kNoZone, bf2 = engine::kNoZone;
  for (ZoneId z = 0; z < static_cast<ZoneId>(state.zones.size()); ++z) {
    auto& zone = state.zones[static_cast<size_t>(z)];
    if (zone.name != "battlefield-1" && zone.name != "battlefield-2") continue;
    (zone.name == "battlefield-1" ? bf1 : bf2) = z;
    // As an effect that moved A's units to both would leave them (450, 190.3.a.1).
    zone.status.insert("contested");
    state.vars["contested-by:" + zone.name] = a;
    state.vars["contested-new:" + zone.name] = 1;
  }
  REQUIRE(bf1 != engine::kNoZone);
  REQUIRE(bf2 != engine::kNoZone);
  engine::ScriptedChoice pick;
  pick.kind = "showdown";
  pick.answer.picks = {"battlefield-2"};
  engine::Trace trace;
  engine::Engine e(Module(), state, {pick}, &trace);
  e.Settle(-1);
  auto count = [&](const std::string& rule) {
    const auto& t = trace.entries();
    return std::count_if(t.begin(), t.end(), [&](const auto& x) { return Cites(x, rule); });
  };
  CHECK(count("323.8") == 2);  // staged at both
  CHECK(e.state().vars["showdown-at"] == bf2 + 1);
  CHECK(FocusHolder(e.state()) == a);
  std::string why;
  CHECK_FALSE(FocusAllows(e.state(), 1 - a, &why));
  CHECK(why.find("has Focus") != std::string::npos);
  SECTION("once it closes, the other begins in the next Cleanup") {
    PassInShowdown(e, engine::kNoPlayer, -1);
    CHECK(e.state().zones[static_cast<size_t>(bf2)].controller == a);  // 348.2.a
    e.Settle(-1);
    CHECK(e.state().vars["showdown-at"] == bf1 + 1);
    const auto& t = trace.entries();
    CHECK(std::count_if(t.begin(), t.end(), [](const auto& x) {
            return x.text.rfind("a Showdown begins", 0) == 0;
          }) == 2);
    CHECK(count("348.2.a") == 1);
  }
  SECTION("one player passing hands Focus on; the Showdown goes on") {
    PassInShowdown(e, a, -1);
    CHECK(FocusHolder(e.state()) == 1 - a);
    CHECK(e.state().vars["showdown"] == 1);
    PassInShowdown(e, a, -1);  // A no longer has Focus: refused (313.1, 347)
    CHECK(e.state().vars["showdown"] == 1);
    PassInShowdown(e, 1 - a, -1);  // every player has passed once in sequence (347.2.a)
    CHECK(e.state().vars["showdown"] == 0);
  }
}

}  // namespace arbiter::games::riftbound
