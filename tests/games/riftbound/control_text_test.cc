// Returns and what follows them (games/riftbound/control_text.h): "Its owner channels N rune(s)
// exhausted." compiled, and the verb owner_channels, run only when the return happened.
#include "games/riftbound/control_text.h"

#include <algorithm>
#include <catch2/catch.hpp>

#include "games/riftbound/compiled_card.h"
#include "games/riftbound/scenario_board.h"

namespace arbiter::games::riftbound {

TEST_CASE("\"Its owner channels\" compiles to owner_channels on the object named before",
          "[riftbound][cards][control-text]") {
  auto shape = [](const std::string& sentence) {
    std::vector<engine::Action> out;
    if (!CompileControlSentence(sentence, &out)) return std::string("-");
    REQUIRE(out.size() == 1);
    return out[0].verb + " " + Arg(out[0], "object") + " " + Arg(out[0], "count") + " " +
           Arg(out[0], "exhausted");
  };
  CHECK(shape("Its owner channels 1 rune exhausted") == "owner_channels $ref 1 ?");
  CHECK(shape("Its owner channels 2 runes") == "owner_channels $ref 2 ");
  CHECK(shape("Its owner channels 2 rune") == "-");
  CHECK(shape("Its controller channels 1 rune exhausted") == "-");
  // Retreat: the return's target, then its owner channels
  const engine::Card c = Compiled(
      "Spell", "Return a friendly unit to its owner's hand. Its owner channels 1 rune exhausted.");
  REQUIRE(c.abilities.size() == 1);
  CHECK(c.abilities[0].not_modelled.empty());
  CHECK(c.abilities[0].target == "friendly-unit");
  REQUIRE(c.abilities[0].effect.size() == 2);
  CHECK(Arg(c.abilities[0].effect[1], "object") == "$target");
}

TEST_CASE("owner_channels: the owner channels when the object is in their hand, else nothing",
          "[riftbound][cards][control-text]") {
  auto run = [](const std::string& zone) {
    return scenario::RunScenario(Parse(R"({"title": "t", "game": "riftbound",
      "rules_version": "1.4", "question": "q", "ruling": "r",
      "setup": {"players": ["A", "B"], "objects": [
        {"id": "loaner", "card": {"name": "Loaner", "type": "Unit", "might": 3}, "owner": "B", "zone": ")" +
                                       zone + R"("},
        {"id": "rune-b", "card": {"name": "Calm Rune", "type": "Rune"}, "owner": "B", "zone": "rune-deck"}]},
      "steps": [{"do": "owner_channels", "object": "loaner", "count": 1, "exhausted": true}],
      "expect": {}})"));
  };
  auto cites = [](const scenario::RunResult& r, const std::string& rule) {
    const auto rules = r.trace.CitedRules();
    return std::find(rules.begin(), rules.end(), rule) != rules.end();
  };
  const auto in_hand = run("hand");
  const engine::GameState& s = in_hand.final_state;
  CHECK(s.obj(s.FindKey("rune-b")).zone == s.FindZone("base", 1));
  CHECK(s.obj(s.FindKey("rune-b")).Has("exhausted"));
  CHECK(cites(in_hand, "359.3.e.14"));
  const auto on_board = run("base");  // not returned: the linked instruction is not executed
  const engine::GameState& t = on_board.final_state;
  CHECK(t.obj(t.FindKey("rune-b")).zone == t.FindZone("rune-deck", 1));
  CHECK(cites(on_board, "359.3.e.14.a"));
}

}  // namespace arbiter::games::riftbound
