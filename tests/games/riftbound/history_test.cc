// This turn's history (history.h): conditions on what happened this turn as card text compiles
// them (a trigger's condition, a passive's, an instruction's) and as they read the record, which
// the end of the turn clears (317.2.c).
#include "games/riftbound/history.h"

#include <catch2/catch.hpp>

#include "engine/engine.h"
#include "games/riftbound/compiled_card.h"
#include "games/riftbound/conditions.h"
#include "games/riftbound/riftbound.h"
#include "games/riftbound/scenario_board.h"

namespace arbiter::games::riftbound {

TEST_CASE("conditions on this turn's history compile", "[riftbound][cards][conditions]") {
  struct Row {
    const char* words;
    const char* code;
  };
  const std::vector<Row> rows = {
      {"a unit died this turn", "died-this-turn"},
      {"a friendly unit or gear died this turn", "friendly-unit-or-gear-died"},
      {"you've discarded a card this turn", "discarded-this-turn"},
      {"you've gained XP this turn", "xp-this-turn"},
      {"you've spent [4] or more to play a spell this turn", "spell-spent-ge:4"},
      {"you've spent at least [A][A] this turn", "power-spent-ge:2"},
      {"you spent [4] or more", "spent-ge:4"},
      {"you've played a non-token unit, a non-token gear, and a spell this turn",
       "played-unit-gear-spell"},
      {"I haven't been dealt damage this turn", "self-not-damaged"},
      {"I didn't conquer this turn", "self-not-conquered"},
  };
  for (const Row& r : rows) {
    INFO(r.words);
    std::string code, object;
    REQUIRE(ConditionOf(r.words, &code, &object));
    CHECK(code == r.code);
  }
  // A passive on the history (Raging Soul), a trigger's (Swain, Visionary: commas in it).
  const engine::Card soul =
      Compiled("Unit", "If you've discarded a card this turn, I have [Assault] and [Ganking].");
  REQUIRE(soul.abilities.size() == 1);
  CHECK(soul.abilities[0].not_modelled.empty());
  CHECK(Arg(soul.abilities[0].effect.at(0), "condition") == "history:discarded-this-turn");
  const engine::Card swain = Compiled(
      "Unit",
      "When I conquer, if you've played a non-token unit, a non-token gear, and a spell this "
      "turn, draw 1.");
  CHECK(swain.abilities[0].condition == "played-unit-gear-spell");
  CHECK(Verbs(swain.abilities[0].effect) == "draw");
}

TEST_CASE("this turn's history is recorded and forgotten as the turn ends",
          "[riftbound][conditions]") {
  engine::GameState state = BoardFrom(R"({"title": "t", "game": "riftbound",
    "rules_version": "1.4", "question": "q", "ruling": "r",
    "setup": {"players": ["A", "B"], "objects": [
      {"id": "u", "card": {"name": "U", "type": "Unit", "might": 2}, "owner": "A", "zone": "base"},
      {"id": "s", "card": {"name": "S", "type": "Spell", "energy": 5}, "owner": "A",
       "zone": "hand"}]},
    "steps": [], "expect": {"cites": []}})");
  engine::Trace trace;
  engine::Engine e(Module(), state, {}, &trace);
  engine::GameState& s = e.state();
  const engine::PlayerId a = s.FindPlayer("A"), b = s.FindPlayer("B");
  const engine::ObjectId u = s.FindKey("u");
  std::string found;
  auto holds = [&](engine::PlayerId p, const std::string& code) {
    return HistoryConditionHolds(s, p, u, code, &found);
  };
  CHECK_FALSE(holds(a, "died-this-turn"));
  CHECK(holds(a, "self-not-damaged"));
  RecordDeath(e, u, -1);
  RecordDamaged(s, u);
  RecordDiscard(e, a, 1, -1);
  RecordPlayed(e, a, s.FindKey("s"), 5, 2, -1);
  CHECK(holds(a, "died-this-turn"));
  CHECK(holds(b, "died-this-turn"));  // any player's unit
  CHECK(holds(a, "friendly-unit-or-gear-died"));
  CHECK_FALSE(holds(b, "friendly-unit-or-gear-died"));
  CHECK(holds(a, "discarded-this-turn"));
  CHECK_FALSE(holds(b, "discarded-this-turn"));
  CHECK(holds(a, "spell-spent-ge:5"));
  CHECK_FALSE(holds(a, "spell-spent-ge:6"));
  CHECK(holds(a, "power-spent-ge:2"));
  CHECK_FALSE(holds(a, "self-not-damaged"));
  CHECK_FALSE(holds(a, "played-unit-gear-spell"));  // a spell only
  CHECK(ClearHistory(s));
  CHECK_FALSE(holds(a, "died-this-turn"));
  CHECK_FALSE(holds(a, "discarded-this-turn"));
  CHECK(holds(a, "self-not-damaged"));
  CHECK_FALSE(ClearHistory(s));
}

}  // namespace arbiter::games::riftbound
