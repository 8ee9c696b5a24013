// Points (points.cc, scoring.cc): the sentences that gain points as card text compiles them, the
// victory check of a Cleanup (323.1, 194.2: at least the Victory Score and more points than any
// opponent; equal totals play on, 194.2.b), and the point of a Score (471.1) with the Final Point
// of a Conquer (471.1.b.1).
#include "games/riftbound/points.h"

#include <algorithm>
#include <catch2/catch.hpp>

#include "engine/engine.h"
#include "engine/value.h"
#include "games/riftbound/card_text.h"
#include "games/riftbound/compiled_card.h"
#include "games/riftbound/internal.h"
#include "games/riftbound/riftbound.h"
#include "games/riftbound/scenario_board.h"
#include "scenario/loader.h"
#include "scenario/runner.h"

namespace arbiter::games::riftbound {
namespace {

bool Cited(const engine::Trace& trace, const std::string& rule) {
  const auto& t = trace.entries();
  return std::any_of(t.begin(), t.end(), [&](const engine::TraceEntry& x) {
    return std::find(x.rules.begin(), x.rules.end(), rule) != x.rules.end();
  });
}

engine::GameState Board(int a_points, int b_points) {
  const std::string text = R"({"title": "t", "game": "riftbound", "rules_version": "1.4",
    "question": "q", "ruling": "r",
    "setup": {"players": [{"name": "A", "points": )" +
                           std::to_string(a_points) + R"(}, {"name": "B", "points": )" +
                           std::to_string(b_points) + R"(}], "objects": [
      {"id": "d1", "card": {"name": "D1", "type": "Spell"}, "owner": "A", "zone": "deck"}]},
    "steps": [], "expect": {"cites": []}})";
  return BoardFrom(text);
}

ZoneId Battlefield(const GameState& s, const std::string& name) {
  for (ZoneId z = 0; z < static_cast<ZoneId>(s.zones.size()); ++z) {
    if (s.zones[static_cast<size_t>(z)].name == name) return z;
  }
  return engine::kNoZone;
}

}  // namespace

TEST_CASE("point sentences compile to gain_points", "[riftbound][cards][points]") {
  struct Row {
    std::string sentence;
    bool compiles;
    int count;
    std::string player;  // "" (the controller), "turn" (turn_player) or kChosenPlayer
  };
  const std::vector<Row> rows = {
      {"Score 1 point", true, 1, ""},
      {"You score 2 points", true, 2, ""},
      {"That player gains 1 point", true, 1, "turn"},
      {"They score 1 point", true, 1, kChosenPlayer},
      {"Score points", false, 0, ""},
      {"Opponents can't score points", false, 0, ""},
      {"Score 1 point if you control a Poro", false, 0, ""},
  };
  for (const Row& r : rows) {
    INFO(r.sentence);
    std::vector<engine::Action> out;
    REQUIRE(CompilePointsSentence(r.sentence, &out) == r.compiles);
    if (!r.compiles) {
      CHECK(out.empty());
      continue;
    }
    REQUIRE(out.size() == 1);
    CHECK(out[0].verb == "gain_points");
    CHECK(engine::ValueToString(out[0].args.at("count")) == std::to_string(r.count));
    CHECK(out[0].args.count("turn_player") == (r.player == "turn" ? 1u : 0u));
    if (r.player == kChosenPlayer)
      CHECK(engine::ValueToString(out[0].args.at("player")) == r.player);
  }
  const engine::Card c = Compiled("Unit", "When I hold, you score 1 point.");
  REQUIRE(c.abilities.size() == 1);
  CHECK(c.abilities[0].trigger == "hold");
  CHECK(c.abilities[0].not_modelled.empty());
  CHECK(Verbs(c.abilities[0].effect) == "gain_points");
}

TEST_CASE("the victory check of a Cleanup (323.1, 194.2, 194.2.b)", "[riftbound][points]") {
  struct Row {
    int a, b, gain;
    std::string winner;  // "" none
    bool tie;
  };
  const std::vector<Row> rows = {
      {6, 0, 1, "", false},  // 7: under the Victory Score
      {7, 0, 1, "A", false}, {7, 7, 1, "A", false},
      {7, 8, 1, "", true},    // 8 each: play continues (194.2.b)
      {7, 9, 1, "B", false},  // B has more, and at least the Victory Score
      {0, 0, 8, "A", false},
  };
  for (const Row& r : rows) {
    INFO(r.a << " " << r.b << " +" << r.gain);
    engine::GameState state = Board(r.a, r.b);
    engine::Trace trace;
    engine::Engine e(Module(), state, {}, &trace);
    GainPoints(e, 0, r.gain, {"194.1.c"}, "A gains", -1);
    CHECK(Points(e.state(), 0) == r.a + r.gain);
    CHECK(CheckVictory(e, -1) == !r.winner.empty());
    CHECK(Cited(trace, "194.2.b") == r.tie);
    const PlayerId w = Winner(e.state());
    CHECK((w == engine::kNoPlayer ? "" : e.state().players[static_cast<size_t>(w)].name) ==
          r.winner);
    CHECK(CheckVictory(e, -1) == false);  // checked once per gain
  }
}

TEST_CASE("a Score gains a point; the Final Point of a Conquer (471.1, 471.1.b.1)",
          "[riftbound][points]") {
  struct Row {
    int points;
    std::string how;
    bool other_scored;  // battlefield-2 already scored by A this turn
    int after;
    bool drew;
  };
  const std::vector<Row> rows = {
      {0, "hold", false, 1, false},   {0, "conquer", false, 1, false},
      {7, "hold", false, 8, false},    // a Hold's point is not restricted (471.1.a.1)
      {7, "conquer", false, 7, true},  // draws instead
      {7, "conquer", true, 8, false},  // every battlefield scored: the Final Point
  };
  for (const Row& r : rows) {
    INFO(r.points << " " << r.how << " " << r.other_scored);
    engine::GameState state = Board(r.points, 0);
    const ZoneId bf1 = Battlefield(state, "battlefield-1");
    REQUIRE(bf1 != engine::kNoZone);
    if (r.other_scored) state.vars["scored:battlefield-2:0"] = state.turn;
    engine::Trace trace;
    engine::Engine e(Module(), state, {}, &trace);
    Score(e, 0, bf1, r.how, -1);
    CHECK(Points(e.state(), 0) == r.after);
    CHECK(Cited(trace, "471.1.b.1") == (r.points == 7 && r.how == "conquer"));
    CHECK(e.state().zone(Hand(e.state(), 0)).objects.size() == (r.drew ? 1u : 0u));
  }
}

}  // namespace arbiter::games::riftbound
