// A triggered ability's conditional statement right after its Condition (383.2.a.1) as card text
// compiles it (Ability::condition) and as the module checks it when the Condition is met
// (TriggerConditionMet, conditions.cc): the ability triggers only if it holds then.
#include <catch2/catch.hpp>

#include "engine/engine.h"
#include "games/riftbound/compiled_card.h"
#include "games/riftbound/internal.h"
#include "games/riftbound/riftbound.h"
#include "games/riftbound/scenario_board.h"

namespace arbiter::games::riftbound {
namespace {

// A board where A controls `runes` runes in base, the unit "seer" (text `text`) and `others`
// other units at battlefield-1, and B one unit there.
engine::GameState Board(const std::string& text, int runes, int others) {
  // Appended piece by piece (GCC 12 warns -Wstringop-overflow on operator+ chains here).
  std::string json = R"({"title": "t", "game": "riftbound", "rules_version": "1.4",
    "question": "q", "ruling": "r", "setup": {"players": ["A", "B"], "objects": [)";
  json += R"({"id": "seer", "card": {"name": "Seer", "type": "Unit", "might": 2, "text": ")";
  json += text;
  json += R"("}, "owner": "A", "zone": "battlefield-1"},
      {"id": "foe", "card": {"name": "Foe", "type": "Unit", "might": 2}, "owner": "B",
       "zone": "battlefield-1"})";
  for (int i = 0; i < runes; ++i) {
    json += R"(, {"id": "rune)";
    json += std::to_string(i);
    json += R"(", "card": {"name": "Rune", "type": "Rune"}, "owner": "A", "zone": "base"})";
  }
  for (int i = 0; i < others; ++i) {
    json += R"(, {"id": "ally)";
    json += std::to_string(i);
    json += R"(", "card": {"name": "Ally", "type": "Unit", "might": 1}, "owner": "A",
               "zone": "battlefield-1"})";
  }
  json += R"(]}, "steps": [], "expect": {"cites": []}})";
  return BoardFrom(json);
}

}  // namespace

TEST_CASE("a trigger's intervening if compiles to its condition (383.2.a.1)",
          "[riftbound][cards][conditions]") {
  struct Row {
    const char* text;  // a real card's text
    const char* trigger;
    const char* condition;
    const char* verbs;
  };
  const std::vector<Row> rows = {
      // Eclipse Dragon, Renekton Rage Fueled, Shen Scourge of Shadows, Dropboarder, Poro Herder
      {"When I move, if you control 4 or fewer runes, draw 1.", "move", "runes-le:4", "draw"},
      {"When I hold, if there is exactly one other unit you control here, draw 1.", "hold",
       "one-other-friendly-here", "draw"},
      {"When you play me, if you control two or more gear, ready me.", "play", "gear-ge:2",
       "ready"},
      // Might of Demacia - Starter, The Grand Plaza's condition, Cosmic Vista, Mushroom Pouch
      {"When you conquer, if you have 4+ units at that battlefield, draw 2.", "you-conquer",
       "units-there-ge:4", "draw"},
      {"When you hold here, if your Rune Deck is empty, draw 1.", "hold-here", "rune-deck-empty",
       "draw"},
      {"At the start of your Beginning Phase, if you control a facedown card at a battlefield, "
       "draw 1.",
       "beginning-phase", "control-facedown", "draw"},
      // Sona, Harmonious (the rule's own example) with a plain effect
      {"At the end of your turn, if I'm at a battlefield, draw 1.", "end-of-turn",
       "self-at-battlefield", "draw"},
      // Momentary Companion's and Poppy, Paragon's conditions
      {"When you play me, if it's not your turn, draw 1.", "play", "not-your-turn", "draw"},
      {"When you play me, if an opponent's score is within 3 points of the Victory Score, draw 1.",
       "play", "opponent-within:3", "draw"},
      {"When I defend, if an enemy unit is alone here, draw 1.", "defend", "enemy-alone-here",
       "draw"},
      // Hextech Gauntlets, Tryndamere Barbarian: damage beyond lethal (465.2.c.4)
      {"When I conquer, if you assigned 3 or more excess damage, draw 1.", "conquer", "excess-ge:3",
       "draw"},
      {"When I conquer after an attack, if you assigned 5 or more excess damage to enemy units, "
       "draw 1.",
       "conquer-after-attack", "excess-ge:5", "draw"},
  };
  for (const Row& r : rows) {
    INFO(r.text);
    const engine::Card c = Compiled("Unit", r.text);
    REQUIRE(c.abilities.size() == 1);
    CHECK(c.abilities[0].not_modelled.empty());
    CHECK(c.abilities[0].trigger == r.trigger);
    CHECK(c.abilities[0].condition == r.condition);
    CHECK(Verbs(c.abilities[0].effect) == r.verbs);
  }
  // Not read: named, never run without its condition.
  const engine::Card c =
      Compiled("Unit", "When I conquer, if an opponent has more points than you, draw 1.");
  CHECK_FALSE(c.abilities[0].not_modelled.empty());
  CHECK(c.abilities[0].condition.empty());
}

TEST_CASE("a trigger's condition is checked as its Condition is met (383.2.a.1)",
          "[riftbound][triggers][conditions]") {
  struct Row {
    const char* text;
    const char* event;
    int runes, others;
    bool fires;
  };
  const std::vector<Row> rows = {
      {"When I attack, if you control 1 or fewer runes, draw 1.", "attack", 1, 0, true},
      {"When I attack, if you control 1 or fewer runes, draw 1.", "attack", 2, 0, false},
      {"When I hold, if there is exactly one other unit you control here, draw 1.", "hold", 0, 1,
       true},
      {"When I hold, if there is exactly one other unit you control here, draw 1.", "hold", 0, 2,
       false},
      {"When I attack, if an enemy unit is alone here, draw 1.", "attack", 0, 0, true},
      {"When I attack, draw 1.", "attack", 5, 5, true},  // no condition
  };
  for (const Row& r : rows) {
    INFO(r.text << " runes " << r.runes << " others " << r.others);
    engine::GameState state = Board(r.text, r.runes, r.others);
    engine::Trace trace;
    engine::Engine e(Module(), state, {}, &trace);
    CollectAbilityTriggers(e, e.state().FindKey("seer"), r.event, -1);
    CHECK(e.HasPending() == r.fires);
  }
  SECTION("\"at that battlefield\" is the battlefield the event was at") {
    const char* text = "When you conquer, if you have 3+ units at that battlefield, draw 1.";
    for (const auto& [others, fires] : std::vector<std::pair<int, bool>>{{2, true}, {1, false}}) {
      engine::GameState state = Board(text, 0, others);
      engine::Trace trace;
      engine::Engine e(Module(), state, {}, &trace);
      const ZoneId there = e.state().obj(e.state().FindKey("seer")).zone;
      CollectPlayerTriggers(e, e.state().FindPlayer("A"), "you-conquer", -1, TriggerEvent{there});
      CHECK(e.HasPending() == fires);
    }
  }
}

}  // namespace arbiter::games::riftbound
