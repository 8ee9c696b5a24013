// Player events and the trigger lines of session 24 (card_text.cc, player_triggers.cc, actions.cc):
// "When you recycle one or more cards" (Karma, Channeler) triggers once for an instruction that
// recycles cards (416.1), not when nothing is recycled, not for the other player; "When you spend
// a buff" (Fae Dragon, 702.2.b); "When this is played, discarded, or killed" (Scrapheap: three
// abilities); "They [Burn 1]" (Blade Twirler, 440.1); a trigger's cost of two parts ("you may pay
// [1] and exhaust this to ...", Spirit Wheel, Mistfall; 383.3.b).
#include <catch2/catch.hpp>

#include "games/riftbound/compiled_card.h"
#include "games/riftbound/scenario_board.h"
#include "games/riftbound/trigger_events.h"

namespace arbiter::games::riftbound {

TEST_CASE("when you recycle one or more cards", "[riftbound][cards][triggers][recycle]") {
  const engine::Card karma =
      Compiled("Unit", "When you recycle one or more cards, buff a friendly unit.");
  REQUIRE(karma.abilities.size() == 1);
  CHECK(karma.abilities[0].trigger == "you-recycle");
  CHECK(karma.abilities[0].not_modelled.empty());
  CHECK(karma.abilities[0].target == "friendly-unit");

  // A's watcher draws 1 each time the ability resolves; RECYCLER recycles 2 from their trash.
  auto run = [](const std::string& recycler, const std::string& trash_owner) {
    return scenario::RunScenario(Parse(R"({"title": "t", "game": "riftbound",
      "rules_version": "1.4", "setup": {"players": ["A", "B"], "turn_player": ")" +
                                       recycler + R"(", "objects": [
        {"id": "watcher", "card": {"name": "Watcher", "type": "Unit", "might": 2,
         "text": "When you recycle one or more cards, draw 1."}, "owner": "A", "zone": "base"},
        {"id": "d1", "card": {"name": "D1", "type": "Spell"}, "owner": "A", "zone": "deck"},
        {"id": "d2", "card": {"name": "D2", "type": "Spell"}, "owner": "A", "zone": "deck"},
        {"id": "t1", "card": {"name": "T1", "type": "Spell"}, "owner": ")" +
                                       trash_owner + R"(", "zone": "trash"},
        {"id": "t2", "card": {"name": "T2", "type": "Spell"}, "owner": ")" +
                                       trash_owner + R"(", "zone": "trash"}]},
      "steps": [{"do": "recycle_from_trash", "count": 2}],
      "expect": {}, "question": "q", "ruling": "r"})"));
  };
  auto in_hand = [](const scenario::RunResult& r) {
    const engine::GameState& s = r.final_state;
    return s.zone(s.FindZone("hand", s.FindPlayer("A"))).objects.size();
  };
  SECTION("two cards recycled by one instruction: it triggers once") {
    const auto r = run("A", "A");
    CHECK(in_hand(r) == 1);
  }
  SECTION("nothing recycled: no trigger") {
    const auto r = run("A", "B");  // A's trash is empty
    CHECK(in_hand(r) == 0);
  }
  SECTION("the other player's recycle is not yours") {
    const auto r = run("B", "B");
    CHECK(in_hand(r) == 0);
  }
}

TEST_CASE("when you spend a buff", "[riftbound][cards][triggers][spend-buff]") {
  const engine::Card dragon =
      Compiled("Unit", "When you spend a buff, play a Gold gear token exhausted.");
  REQUIRE(dragon.abilities.size() == 1);
  CHECK(dragon.abilities[0].trigger == "you-spend-buff");
  CHECK(dragon.abilities[0].not_modelled.empty());
  // A spends the buff of A's unit: A's watcher draws 1; B's watcher does not.
  const auto r = scenario::RunScenario(Parse(R"({"title": "t", "game": "riftbound",
      "rules_version": "1.4", "setup": {"players": ["A", "B"], "objects": [
        {"id": "watcher", "card": {"name": "Watcher", "type": "Unit", "might": 2,
         "text": "When you spend a buff, draw 1."}, "owner": "A", "zone": "base"},
        {"id": "theirs", "card": {"name": "Theirs", "type": "Unit", "might": 2,
         "text": "When you spend a buff, draw 1."}, "owner": "B", "zone": "base"},
        {"id": "u", "card": {"name": "U", "type": "Unit", "might": 2}, "owner": "A",
         "zone": "base", "buffs": 1},
        {"id": "d1", "card": {"name": "D1", "type": "Spell"}, "owner": "A", "zone": "deck"},
        {"id": "e1", "card": {"name": "E1", "type": "Spell"}, "owner": "B", "zone": "deck"}]},
      "steps": [{"do": "spend_buff", "object": "u"}],
      "expect": {}, "question": "q", "ruling": "r"})"));
  const engine::GameState& s = r.final_state;
  CHECK(s.obj(s.FindKey("d1")).zone == s.FindZone("hand", s.FindPlayer("A")));
  CHECK(s.obj(s.FindKey("e1")).zone == s.FindZone("deck", s.FindPlayer("B")));
}

TEST_CASE("when one or more enemy units die: once for units killed together (370.1.a.2)",
          "[riftbound][cards][triggers][enemy-units-die]") {
  const engine::Card mistress = Compiled("Legend", "When one or more enemy units die, ready me.");
  REQUIRE(mistress.abilities.size() == 1);
  CHECK(mistress.abilities[0].trigger == "enemy-units-die");
  CHECK(mistress.abilities[0].not_modelled.empty());
  const engine::Card runes = Compiled(
      "Legend", "When you recycle a rune, you may exhaust me to play a Gold gear token exhausted.");
  REQUIRE(runes.abilities.size() == 1);
  CHECK(runes.abilities[0].trigger == "you-recycle-rune");
  CHECK(runes.abilities[0].not_modelled.empty());
  CHECK(Verbs(runes.abilities[0].cost) == "exhaust");
  // A's watcher draws 1 per trigger: one Kill of two of B's units, then one of B's units alone,
  // then one of A's own.
  const auto r = scenario::RunScenario(Parse(R"({"title": "t", "game": "riftbound",
      "rules_version": "1.4", "setup": {"players": ["A", "B"], "objects": [
        {"id": "watcher", "card": {"name": "Watcher", "type": "Unit", "might": 2,
         "text": "When one or more enemy units die, draw 1."}, "owner": "A", "zone": "base"},
        {"id": "mine", "card": {"name": "Mine", "type": "Unit", "might": 2}, "owner": "A",
         "zone": "base"},
        {"id": "e1", "card": {"name": "E1", "type": "Unit", "might": 2}, "owner": "B",
         "zone": "base"},
        {"id": "e2", "card": {"name": "E2", "type": "Unit", "might": 2}, "owner": "B",
         "zone": "base"},
        {"id": "e3", "card": {"name": "E3", "type": "Unit", "might": 2}, "owner": "B",
         "zone": "base"},
        {"id": "d1", "card": {"name": "D1", "type": "Spell"}, "owner": "A", "zone": "deck"},
        {"id": "d2", "card": {"name": "D2", "type": "Spell"}, "owner": "A", "zone": "deck"},
        {"id": "d3", "card": {"name": "D3", "type": "Spell"}, "owner": "A", "zone": "deck"}]},
      "steps": [{"do": "kill", "objects": ["e1", "e2"]}, {"do": "kill", "objects": ["e3"]},
                {"do": "kill", "objects": ["mine"]}],
      "expect": {}, "question": "q", "ruling": "r"})"));
  const engine::GameState& s = r.final_state;
  const engine::ZoneId hand = s.FindZone("hand", s.FindPlayer("A"));
  CHECK(s.obj(s.FindKey("d1")).zone == hand);
  CHECK(s.obj(s.FindKey("d2")).zone == hand);
  CHECK(s.obj(s.FindKey("d3")).zone != hand);
}

TEST_CASE("session 24 trigger lines compile", "[riftbound][cards][triggers]") {
  // Scrapheap: one ability per event.
  const engine::Card heap = Compiled("Gear", "When this is played, discarded, or killed, draw 1.");
  REQUIRE(heap.abilities.size() == 3);
  CHECK(heap.abilities[0].trigger == "play");
  CHECK(heap.abilities[1].trigger == "discarded");
  CHECK(heap.abilities[2].trigger == "die");
  for (const auto& ab : heap.abilities) {
    CHECK(ab.not_modelled.empty());
    CHECK(Verbs(ab.effect) == "draw");
  }
  // Blade Twirler: the chosen player burns.
  const engine::Card twirler =
      Compiled("Unit", "The first time I move each turn, choose a player. They [Burn 1].");
  REQUIRE(twirler.abilities.size() == 1);
  CHECK(twirler.abilities[0].not_modelled.empty());
  CHECK(twirler.abilities[0].target == "player");
  REQUIRE(twirler.abilities[0].effect.size() == 1);
  CHECK(twirler.abilities[0].effect[0].verb == "burn");
  CHECK(Arg(twirler.abilities[0].effect[0], "player") == kChosenPlayer);
  // Spirit Wheel, Mistfall: both parts of the cost, paid as it is finalized.
  for (const char* text :
       {"When you choose a friendly unit, you may pay [1] and exhaust this to draw 1.",
        "When you buff a friendly unit, you may pay [C] and exhaust this to ready it."}) {
    INFO(text);
    const engine::Card c = Compiled("Gear", text);
    REQUIRE(c.abilities.size() == 1);
    CHECK(c.abilities[0].not_modelled.empty());
    CHECK(Verbs(c.abilities[0].cost) == "pay exhaust");
  }
  // Fiora, Worthy and Blade Dancer: "it" is the unit of the event, handed to the ability.
  for (const char* text :
       {"When a unit you control becomes [Mighty], you may pay [C] to ready it.",
        "When you choose a friendly unit, you may exhaust me and pay [A] to ready it."}) {
    INFO(text);
    const engine::Card c = Compiled("Unit", text);
    REQUIRE(c.abilities.size() == 1);
    CHECK(c.abilities[0].not_modelled.empty());
    CHECK(c.abilities[0].target == kEventObject);
    CHECK(Verbs(c.abilities[0].effect) == "ready");
  }
  // Draven, Audacious: "in combat" is part of the Condition (740.2.c).
  const engine::Card draven =
      Compiled("Unit", "When I die in combat, choose an opponent. They score 1 point.");
  REQUIRE(draven.abilities.size() == 1);
  CHECK(draven.abilities[0].trigger == "die");
  CHECK(draven.abilities[0].condition == "knell-in-combat");
}

}  // namespace arbiter::games::riftbound
