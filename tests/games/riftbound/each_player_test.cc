// "Each player ..." sentences of card text (games/riftbound/each_player.h): what they compile
// to; the scenario riftbound/text/each-player-kills-one runs the verb.
#include "games/riftbound/each_player.h"

#include <catch2/catch.hpp>

#include "games/riftbound/compiled_card.h"

namespace arbiter::games::riftbound {

TEST_CASE("each player sentences compile to each_player", "[riftbound][cards][each-player]") {
  // "act kind count who; ..." of each instruction, or "-" when the sentence is not a form
  auto shape = [](const std::string& sentence) {
    std::vector<engine::Action> out;
    if (!CompileEachPlayerSentence(sentence, &out)) return std::string("-");
    std::string s;
    for (const auto& a : out) {
      CHECK(a.verb == "each_player");
      s += (s.empty() ? "" : "; ") + Arg(a, "act") + " " + Arg(a, "kind") + " " + Arg(a, "count") +
           " " + Arg(a, "who");
    }
    return s;
  };
  const std::vector<std::pair<std::string, std::string>> rows = {
      {"Each player kills one of their units", "kill_one unit  all"},
      {"Each player kills one of their gear", "kill_one gear  all"},
      {"Each player must kill one of their units", "kill_one unit  all"},
      {"Each opponent must kill one of their units", "kill_one unit  opponents"},
      {"Each player kills a unit they control", "kill_one unit  all"},
      {"Each player draws 1", "draw  1 all"},
      {"Each player discards 2", "discard  2 all"},
      {"Each player discards their hand, then draws 4", "discard_hand   all; draw  4 all"},
      // not the forms
      {"Each player kills one of their runes", "-"},
      {"Each player draws a card", "-"},
      {"Each other player draws 1", "-"},
  };
  for (const auto& [sentence, want] : rows) {
    INFO(sentence);
    CHECK(shape(sentence) == want);
  }
  const engine::Card c = Compiled("Spell", "Each player kills one of their units.");
  REQUIRE(c.abilities.size() == 1);
  CHECK(c.abilities[0].not_modelled.empty());
  CHECK(c.abilities[0].target.empty());  // chosen by each player as it resolves (355.10.e)
}

}  // namespace arbiter::games::riftbound
