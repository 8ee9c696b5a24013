// "The [Nth] time" triggers (nth_time.h): the real cards' lines compile to the module's event and
// a count of this turn's history (383.1, 383.2.a), and the ability triggers on the Nth occurrence
// only; the kills of one Cleanup are seen one at a time, so "the first time a friendly unit dies"
// triggers once for them (383.1.b), and not for a unit that dies with them (383.2.c.2).
#include "games/riftbound/nth_time.h"

#include <catch2/catch.hpp>

#include "engine/engine.h"
#include "games/riftbound/compiled_card.h"
#include "games/riftbound/internal.h"
#include "games/riftbound/riftbound.h"
#include "games/riftbound/scenario_board.h"

namespace arbiter::games::riftbound {
namespace {

// A's "watcher" (a unit in A's base with text TEXT, Might 3), A's units "mine" and "other" there
// (Might 2), B's unit "theirs" at battlefield-1.
engine::GameState Board(const std::string& text) {
  std::string json = R"({"title": "t", "game": "riftbound", "rules_version": "1.4",
    "question": "q", "ruling": "r", "setup": {"players": ["A", "B"], "objects": [)";
  json += R"({"id": "watcher", "card": {"name": "Watcher", "type": "Unit", "might": 3, "text": ")";
  json += text;
  json += R"("}, "owner": "A", "zone": "base"},
      {"id": "mine", "card": {"name": "Mine", "type": "Unit", "might": 2}, "owner": "A",
       "zone": "base"},
      {"id": "other", "card": {"name": "Other", "type": "Unit", "might": 2}, "owner": "A",
       "zone": "base"},
      {"id": "theirs", "card": {"name": "Theirs", "type": "Unit", "might": 5}, "owner": "B",
       "zone": "battlefield-1"}]},
    "steps": [], "expect": {"cites": []}})";
  return BoardFrom(json);
}

engine::Event Move(const engine::GameState& s, const std::string& who, const std::string& to) {
  engine::Event ev;
  ev.kind = "move";
  ev.object = s.FindKey(who);
  ev.to = s.FindZone(to);
  ev.rules = {"424.1"};
  return ev;
}

engine::Event Kill(const engine::GameState& s, const std::string& who) {
  engine::Event ev;
  ev.kind = "kill";
  ev.object = s.FindKey(who);
  return ev;
}

}  // namespace

TEST_CASE("the Nth time triggers compile", "[riftbound][cards][triggers][nth-time]") {
  struct Row {
    const char* text;
    const char* trigger;
    const char* condition;
    const char* verbs;  // "" when the effect is not modelled
  };
  const std::vector<Row> rows = {
      {"The first time I conquer each turn, ready me.", "conquer", "nth-time:conquer:1",
       "ready"},  // Lucian, Merciless
      {"The third time I move in a turn, you score 1 point.", "move", "nth-time:move:3",
       "gain_points"},  // Yasuo, Windrider
      {"The first time I win a combat each turn, you score 1 point.", "win-combat",
       "nth-time:win-combat:1", "gain_points"},  // Draven, Audacious
      {"The first time I move each turn, [Add] [1][A].", "move", "nth-time:move:1",
       "add"},  // Akali, Brash
      {"The first time a friendly unit dies each turn, draw 1.", "another-friendly-dies",
       "nth-time:friendly-dies:1", "draw"},  // Wraith of Echoes
  };
  for (const Row& r : rows) {
    INFO(r.text);
    const engine::Card c = Compiled("Unit", r.text);
    REQUIRE(c.abilities.size() == 1);
    CHECK(c.abilities[0].kind == "triggered");
    CHECK(c.abilities[0].trigger == r.trigger);
    CHECK(c.abilities[0].condition == r.condition);
    CHECK(c.abilities[0].not_modelled.empty());
    CHECK(Verbs(c.abilities[0].effect) == r.verbs);
  }
  // Not counted: a phase in the condition (Shard of Undoing), a player's plays (Jayce).
  for (const char* text :
       {"The first time a friendly unit dies during your Beginning Phase each turn, draw 1.",
        "The first time you play a non-token gear each turn, draw 1."}) {
    INFO(text);
    std::string trigger, condition, effect;
    CHECK_FALSE(NthTimeTriggerOf(text, &trigger, &condition, &effect));
  }
}

TEST_CASE("the Nth time triggers on the Nth occurrence this turn only (383.1)",
          "[riftbound][triggers][nth-time]") {
  SECTION("the third time I move in a turn") {
    engine::GameState s = Board("The third time I move in a turn, draw 1.");
    const std::vector<std::string> route = {"battlefield-1", "battlefield-2", "battlefield-1"};
    for (size_t i = 0; i < route.size(); ++i) {
      INFO("move " << i + 1);
      engine::Trace trace;
      engine::Engine e(Module(), s, {}, &trace);
      e.Perform(Move(e.state(), "watcher", route[i]));
      CHECK(e.HasPending() == (i == 2));
      s = e.state();
    }
  }
  SECTION("another unit's moves are not mine") {
    engine::Trace trace;
    engine::Engine e(Module(), Board("The first time I move each turn, draw 1."), {}, &trace);
    e.Perform(Move(e.state(), "mine", "battlefield-1"));
    CHECK_FALSE(e.HasPending());
    e.Perform(Move(e.state(), "watcher", "battlefield-1"));
    CHECK(e.HasPending());
  }
  SECTION("the first time a friendly unit dies: once, and not an enemy's") {
    engine::Trace trace;
    engine::Engine e(Module(), Board("The first time a friendly unit dies each turn, draw 1."), {},
                     &trace);
    e.Perform(Kill(e.state(), "theirs"));
    CHECK_FALSE(e.HasPending());
    e.Perform(Kill(e.state(), "mine"));
    CHECK(e.HasPending());
    engine::Trace t2;
    engine::Engine again(Module(), e.state(), {}, &t2);
    again.Perform(Kill(again.state(), "other"));
    CHECK_FALSE(again.HasPending());  // the second friendly death this turn
  }
  SECTION("two friendly units killed by one Cleanup: one trigger (383.1.b)") {
    engine::GameState s = Board("The first time a friendly unit dies each turn, draw 1.");
    for (const char* k : {"mine", "other"}) {
      s.obj(s.FindKey(k)).counters["damage"] = 2;
      s.dirty.push_back(s.FindKey(k));
    }
    engine::Trace trace;
    engine::Engine e(Module(), s, {}, &trace);
    Cleanup(e, -1);
    CHECK(e.HasPending());
  }
  SECTION("killed in the same Cleanup as the unit it watches: no trigger (383.2.c.2)") {
    engine::GameState s = Board("The first time a friendly unit dies each turn, draw 1.");
    for (const char* k : {"mine", "watcher"}) {
      s.obj(s.FindKey(k)).counters["damage"] = 3;
      s.dirty.push_back(s.FindKey(k));
    }
    engine::Trace trace;
    engine::Engine e(Module(), s, {}, &trace);
    Cleanup(e, -1);
    CHECK_FALSE(e.HasPending());
  }
}

}  // namespace arbiter::games::riftbound
