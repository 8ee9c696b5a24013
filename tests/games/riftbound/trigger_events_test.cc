// Trigger events composed of a subject, an event and qualifiers (trigger_events.h): the pattern
// card text compiles to, and which game events (FireEvent) make an ability trigger.
#include "games/riftbound/trigger_events.h"

#include <catch2/catch.hpp>

#include "engine/engine.h"
#include "games/riftbound/compiled_card.h"
#include "games/riftbound/history.h"
#include "games/riftbound/internal.h"
#include "games/riftbound/riftbound.h"
#include "games/riftbound/scenario_board.h"

namespace arbiter::games::riftbound {
namespace {

// A's "watcher" (a unit at battlefield-1 with text TEXT), A's unit "mine" there, B's units
// "theirs" (at battlefield-1) and "far" (in B's base); B is the Turn Player when B_TURN.
engine::GameState Board(const std::string& text) {
  std::string json = R"({"title": "t", "game": "riftbound", "rules_version": "1.4",
    "question": "q", "ruling": "r", "setup": {"players": ["A", "B"], "objects": [)";
  json += R"({"id": "watcher", "card": {"name": "Watcher", "type": "Unit", "might": 3, "text": ")";
  json += text;
  json += R"("}, "owner": "A", "zone": "battlefield-1"},
      {"id": "mine", "card": {"name": "Mine", "type": "Unit", "might": 2}, "owner": "A",
       "zone": "battlefield-1", "buffs": 1},
      {"id": "theirs", "card": {"name": "Theirs", "type": "Unit", "might": 5}, "owner": "B",
       "zone": "battlefield-1"},
      {"id": "far", "card": {"name": "Far", "type": "Unit", "might": 1}, "owner": "B",
       "zone": "base"},
      {"id": "bolt", "card": {"name": "Bolt", "type": "Spell"}, "owner": "A", "zone": "hand"}]},
    "steps": [], "expect": {"cites": []}})";
  return BoardFrom(json);
}

}  // namespace

TEST_CASE("trigger events compile from a subject, an event and qualifiers",
          "[riftbound][cards][triggers]") {
  const std::vector<std::pair<std::string, std::string>> rows = {
      // Vanguard Helm, Viktor Leader, Storm Raptor, Nasus Guardian of Knowledge, Pyke Returned
      {"When a buffed friendly unit dies, draw 1.", "on:die//friendly-unit/buffed"},
      {"When another non-Recruit unit you control dies, draw 1.",
       "on:die//another-friendly-unit/not-tag:Recruit"},
      {"When a stunned enemy unit dies here, draw 1.", "on:die//enemy-unit/stunned,here"},
      {"Once each turn, when an enemy unit here dies, draw 1.", "on:die//enemy-unit/here,once"},
      {"Once each turn, when an enemy unit dies while I'm at a battlefield, draw 1.",
       "on:die//enemy-unit/self-at-battlefield,once"},
      // Chemtech Cask, Relentless Storm, Fresh Beans, Ravenbloom Prefect, Sumpworks Map
      {"When you play a spell on an opponent's turn, draw 1.", "on:play/you/spell/opponents-turn"},
      {"When you play a [Mighty] unit, draw 1.", "on:play/you/unit/mighty"},
      {"When you play a unit during a showdown, draw 1.", "on:play/you/unit/showdown"},
      {"When an opponent plays a gear, draw 1.", "on:play/opponent/gear/"},
      {"When an opponent scores, draw 1.", "on:score/opponent//"},
      // Simian Ancestor, Eclipse Herald, Harpoon Squad, Back-Alley Bar, Nine-Tailed Fox
      {"When you buff me, ready me.", "on:buff/you/me/"},
      {"When you stun an enemy unit, ready me.", "on:stun/you/enemy-unit/"},
      {"When I move from a battlefield, ready me.", "on:move//me/from-battlefield"},
      {"When a unit moves from here, draw 1.", "on:move//unit/from-here"},
      {"When an enemy unit attacks a battlefield you control, draw 1.",
       "on:attack//enemy-unit/battlefield-yours"},
      // Heart of the Tempest, Yordle Explorer, Darius Trifarian, Agony's Embrace, Prize of
      // Progress, Bandle Scouts' Academy, Jae Medarda, Radiant Dawn
      {"When you play a card from anywhere other than your hand, draw 1.",
       "on:play/you/card/not-from-hand"},
      {"When you play a card with Power cost [A][A] or more, draw 1.",
       "on:play/you/card/power-ge:2"},
      {"When you play your second card in a turn, draw 1.", "on:play/you/card/nth:2"},
      {"Once each turn, when you play a card from face down, draw 1.",
       "on:play/you/card/from-face-down,once"},
      {"When you use an activated ability of a gear, draw 1.", "on:activate/you/gear/"},
      {"When you hide a card here, draw 1.", "on:hide/you/card/here"},
      {"When you choose me with a spell, draw 1.", "on:choose-spell/you/me/"},
      {"When you stun one or more enemy units, draw 1.", "on:stun/you/enemy-unit/"},
      // fixed events: Treasure Trove
      {"When this leaves the board, draw 1.", "leaves-board"},
      {"When my Might becomes 10 or more, draw 1.", "might-ge-10"},  // Renekton, Brute
      {"When you draw your second card each turn, ready me.", "on:draw/you//nth-draw:2"},
  };
  for (const auto& [text, pattern] : rows) {
    INFO(text);
    const engine::Card c = Compiled("Unit", text);
    REQUIRE(c.abilities.size() == 1);
    CHECK(c.abilities[0].trigger == pattern);
  }
  // Back-Alley Bar: "it" is the unit of the event, handed to the ability (not chosen).
  const engine::Card bar =
      Compiled("Battlefield", "When a unit moves from here, give it +1 [S] this turn.");
  REQUIRE(bar.abilities.size() == 1);
  CHECK(bar.abilities[0].not_modelled.empty());
  CHECK(bar.abilities[0].target == kEventObject);
  CHECK(Verbs(bar.abilities[0].effect) == "give");
  // Gentle Gemdragon: two abilities, my own play and another Dragon's.
  const engine::Card gem = Compiled("Unit", "When you play me or another Dragon, draw 1.");
  REQUIRE(gem.abilities.size() == 2);
  CHECK(gem.abilities[0].trigger == "play");
  CHECK(gem.abilities[1].trigger == "on:play/you/unit/tag:Dragon");
  // Sunken Temple: the Mighty units are a condition of the Condition (383.2.a.1).
  const engine::Card temple =
      Compiled("Battlefield", "When you conquer here with one or more [Mighty] units, draw 1.");
  CHECK(temple.abilities[0].trigger == "conquer-here");
  CHECK(temple.abilities[0].condition == "mighty-unit-here");
  // Not read: "one or more" (a batch of deaths), "once each turn" with "you may" first (383.3.e.2).
  for (const char* text : {"When one or more enemy units die, draw 1.",
                           "Once each turn, when an enemy unit dies, you may draw 1."}) {
    INFO(text);
    std::string trigger, effect;
    CHECK_FALSE(EventTriggerOf(text, &trigger, &effect));
  }
}

TEST_CASE("a composed trigger event triggers only on the events it names (383.1)",
          "[riftbound][triggers]") {
  struct Row {
    std::string text, kind, object, actor;
    bool fires;
  };
  const std::vector<Row> rows = {
      {"When a buffed friendly unit dies, draw 1.", "die", "mine", "", true},
      {"When a buffed friendly unit dies, draw 1.", "die", "theirs", "", false},  // enemy
      {"When an enemy unit here dies, draw 1.", "die", "theirs", "", true},
      {"When an enemy unit here dies, draw 1.", "die", "far", "", false},  // not here
      {"When an opponent scores, draw 1.", "score", "", "B", true},
      {"When an opponent scores, draw 1.", "score", "", "A", false},
      {"When you play a spell on an opponent's turn, draw 1.", "play", "bolt", "A", false},
      {"When you buff me, draw 1.", "buff", "watcher", "A", true},
      {"When you buff me, draw 1.", "buff", "mine", "A", false},
      {"When you buff me, draw 1.", "buff", "watcher", "B", false},
      {"When you choose me with a spell, draw 1.", "choose-spell", "watcher", "A", true},
      {"When you choose me with a spell, draw 1.", "choose-spell", "mine", "A", false},
      {"When you play your second card in a turn, draw 1.", "play", "bolt", "A", false},
  };
  for (const Row& r : rows) {
    INFO(r.text << " / " << r.kind << " " << r.object << " by " << r.actor);
    engine::GameState state = Board(r.text);
    engine::Trace trace;
    engine::Engine e(Module(), state, {}, &trace);
    GameEvent ev;
    ev.kind = r.kind;
    if (!r.object.empty()) {
      ev.object = e.state().FindKey(r.object);
      ev.where = e.state().obj(ev.object).zone;
    }
    if (!r.actor.empty()) ev.actor = e.state().FindPlayer(r.actor);
    FireEvent(e, ev, -1);
    CHECK(e.HasPending() == r.fires);
  }
  SECTION("the second card a player plays this turn (history.h)") {
    engine::GameState state = Board("When you play your second card in a turn, draw 1.");
    engine::Trace trace;
    engine::Engine e(Module(), state, {}, &trace);
    const engine::PlayerId a = e.state().FindPlayer("A");
    GameEvent ev{"play", e.state().FindKey("bolt"), a, engine::kNoZone};
    RecordPlayed(e, a, ev.object, 0, 0, -1);
    FireEvent(e, ev, -1);
    CHECK_FALSE(e.HasPending());  // the first
    RecordPlayed(e, a, ev.object, 0, 0, -1);
    FireEvent(e, ev, -1);
    CHECK(e.HasPending());  // the second
  }
  SECTION("once each turn (383.3.e.1)") {
    engine::GameState state = Board("Once each turn, when an enemy unit dies, draw 1.");
    engine::Trace trace;
    engine::Engine e(Module(), state, {}, &trace);
    GameEvent ev{"die", e.state().FindKey("theirs"), engine::kNoPlayer, engine::kNoZone};
    FireEvent(e, ev, -1);
    CHECK(e.HasPending());
    engine::Trace trace2;
    engine::Engine again(Module(), e.state(), {}, &trace2);
    FireEvent(again, ev, -1);
    CHECK_FALSE(again.HasPending());
  }
}

}  // namespace arbiter::games::riftbound
