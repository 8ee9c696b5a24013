// Riftbound v1.4 rule changes no scenario can reach with the module's verbs: a Hold of a
// battlefield already scored this turn (469.2: only one "they did not yet Score this turn"; a
// score before the Beginning Phase's Scoring step needs an additional turn or a Conquer in the
// Beginning Phase, which the module does not model), and Repeat on an ability (820.1.a), which
// the module names as not modelled rather than running the ability once silently.
#include <algorithm>
#include <catch2/catch.hpp>

#include "engine/engine.h"
#include "games/riftbound/internal.h"
#include "games/riftbound/riftbound.h"
#include "scenario/loader.h"
#include "scenario/runner.h"

namespace arbiter::games::riftbound {
namespace {

const std::string kSrc = ARBITER_SOURCE_DIR;

scenario::Scenario Parse(const std::string& text) {
  Diagnostics diags;
  auto sc = scenario::ParseScenario("t.json", text, kSrc + "/rules-db", &diags);
  INFO(diags.Render());
  REQUIRE(sc.has_value());
  return *sc;
}

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

TEST_CASE("Repeat on an ability is named as not modelled (820.1.a)", "[riftbound][v14]") {
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

}  // namespace arbiter::games::riftbound
