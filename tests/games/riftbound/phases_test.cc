// The Start of Turn after the Beginning Phase and the Main Phase's start (phases.cc: 315.3,
// 315.4, 316.1-316.4): their order in the trace, the Draw Phase with and without a Main Deck, the
// Rune Pool's restricted part emptied, and the trigger events "At the start of your Main Phase" and
// "At the start of each player's [first] Beginning Phase" as card text compiles them.
#include <algorithm>
#include <catch2/catch.hpp>

#include "engine/engine.h"
#include "engine/value.h"
#include "games/riftbound/card_text.h"
#include "games/riftbound/compiled_card.h"
#include "games/riftbound/internal.h"
#include "games/riftbound/riftbound.h"
#include "games/riftbound/runes.h"
#include "games/riftbound/scenario_board.h"
#include "scenario/loader.h"
#include "scenario/runner.h"

namespace arbiter::games::riftbound {
namespace {

// The index of the first trace entry citing `rule`, or -1.
int FirstCiting(const engine::Trace& trace, const std::string& rule) {
  const auto& t = trace.entries();
  for (size_t i = 0; i < t.size(); ++i) {
    if (std::find(t[i].rules.begin(), t[i].rules.end(), rule) != t[i].rules.end())
      return static_cast<int>(i);
  }
  return -1;
}

const char* kSetup = R"({"title": "t", "game": "riftbound", "rules_version": "1.4",
    "question": "q", "ruling": "r",
    "setup": {"players": ["A", "B"], "turn": TURN, "objects": [
      {"id": "sage", "card": {"name": "Sage", "type": "Unit", "might": 2,
        "text": "At the start of your Main Phase, draw 1."}, "owner": "B", "zone": "base"},
      {"id": "obelisk", "card": "Obelisk of Power", "owner": "A", "zone": "battlefield-1"},
      {"id": "r1", "card": {"name": "R1", "type": "Rune"}, "owner": "B", "zone": "rune-deck"},
      {"id": "r2", "card": {"name": "R2", "type": "Rune"}, "owner": "B", "zone": "rune-deck"},
      {"id": "r3", "card": {"name": "R3", "type": "Rune"}, "owner": "B", "zone": "rune-deck"},
      DECK]},
    "steps": [], "expect": {"cites": []}})";

std::string SetupText(int turn, bool deck) {
  std::string text = kSetup;
  text.replace(text.find("TURN"), 4, std::to_string(turn));
  text.replace(text.find("DECK"), 4,
               deck ? R"({"id": "d1", "card": {"name": "D1", "type": "Spell"}, "owner": "B",
                          "zone": "deck"},
                        {"id": "d2", "card": {"name": "D2", "type": "Spell"}, "owner": "B",
                          "zone": "deck"})"
                    : R"({"id": "h1", "card": {"name": "H1", "type": "Spell"}, "owner": "B",
                          "zone": "hand"})");
  return text;
}

}  // namespace

TEST_CASE("phase trigger events card text names", "[riftbound][cards][phases]") {
  const std::vector<std::pair<std::string, std::string>> rows = {
      {"At the start of your Main Phase, draw 1.", "main-phase"},
      {"At the start of each player's Beginning Phase, draw 1.", "each-beginning-phase"},
      {"At the start of each player's first Beginning Phase, that player channels 1 rune.",
       "each-first-beginning-phase"},
  };
  for (const auto& [text, trigger] : rows) {
    INFO(text);
    engine::Card c = Compiled("Battlefield", text);
    REQUIRE(c.abilities.size() == 1);
    CHECK(c.abilities[0].trigger == trigger);
    CHECK(c.abilities[0].not_modelled.empty());
    const auto& fired = FiredTriggers();
    CHECK(std::find(fired.begin(), fired.end(), trigger) != fired.end());
  }
  std::vector<engine::Action> out;
  REQUIRE(CompileRuneSentence("That player channels 1 rune", &out));
  REQUIRE(out.size() == 1);
  CHECK(out[0].args.count("turn_player") == 1u);
  CHECK(out[0].args.count("each_player") == 0u);
}

TEST_CASE("the Start of Turn's phases, in order (315.3, 315.4, 316)", "[riftbound][phases]") {
  const bool deck = GENERATE(true, false);
  const int turn = GENERATE(1, 3);  // ending turn 1 starts B's first turn; turn 3, B's second
  INFO("deck " << deck << ", turn " << turn);
  const auto sc = Parse(SetupText(turn, deck));
  engine::GameState state;
  std::string error;
  REQUIRE(scenario::BuildState(sc, Module(), &state, &error));
  const PlayerId b = 1;
  state.players[b].resources["energy-spells"] = 2;  // "[Add] [2]. Use only to play spells."
  engine::Trace trace;
  engine::Engine e(Module(), state, {}, &trace);
  EndTurn(e, -1);
  REQUIRE(e.state().active == b);

  const int scoring = FirstCiting(trace, "315.2.b"), channel = FirstCiting(trace, "315.3"),
            draw = FirstCiting(trace, "315.4"), main = FirstCiting(trace, "316.1"),
            start = FirstCiting(trace, "316.4");
  CHECK(scoring >= 0);
  CHECK(scoring < channel);
  CHECK(channel < draw);
  CHECK(draw < main);
  CHECK(main < start);
  CHECK(e.state().players[b].resources["energy-spells"] == 0);  // 316.3, 167

  // The Obelisk's "that player" channels 1 rune in B's first Beginning Phase only, then the
  // Channel Phase 2 more, as many as there are (315.3.b.1, 430.3).
  const auto& base = e.state().zone(Base(e.state(), b)).objects;
  CHECK(base.size() == (turn == 1 ? 4u : 3u));  // Sage and the runes channeled
  CHECK((FirstCiting(trace, "190.6.b") >= 0) == (turn == 1));

  const auto& hand = e.state().zone(Hand(e.state(), b)).objects;
  if (deck) {
    // The Draw Phase draws D1, then Sage's Main Phase ability draws D2.
    REQUIRE(hand.size() == 2u);
    CHECK(e.state().obj(hand[0]).key == "d1");
    CHECK(e.state().obj(hand[1]).key == "d2");
    CHECK(FirstCiting(trace, "315.4.b.1") == -1);
  } else {
    CHECK(hand.size() == 1u);  // H1: nothing drawn
    CHECK(FirstCiting(trace, "315.4.b.1") > draw);
  }
}

}  // namespace arbiter::games::riftbound
