// The Main Deck and trash sentences of card text (games/riftbound/deck_text.h): what they compile
// to, and the recycle_from_trash verb run on a scenario's board.
#include "games/riftbound/deck_text.h"

#include <algorithm>
#include <catch2/catch.hpp>

#include "games/riftbound/compiled_card.h"
#include "games/riftbound/scenario_board.h"

namespace arbiter::games::riftbound {

TEST_CASE("deck and trash sentences compile to burn and recycle_from_trash",
          "[riftbound][cards][deck-text]") {
  // "verb count", or "-" when the sentence is not one of the forms
  auto shape = [](const std::string& sentence) {
    std::vector<engine::Action> out;
    if (!CompileDeckSentence(sentence, &out)) return std::string("-");
    REQUIRE(out.size() == 1);
    return out[0].verb + " " + Arg(out[0], "count");
  };
  const std::vector<std::pair<std::string, std::string>> rows = {
      {"Put the top 2 cards of your Main Deck into your trash", "burn 2"},
      {"Put the top card of your Main Deck into your trash", "burn 1"},
      {"Put the top three cards of your Main Deck into your trash", "burn 3"},
      {"Recycle 3 from your trash", "recycle_from_trash 3"},
      {"Recycle one from your trash", "recycle_from_trash 1"},
      // not the forms: number and noun disagree, another player's trash, a card that is chosen
      {"Put the top card cards of your Main Deck into your trash", "-"},
      {"Put the top 2 of your Main Deck into your trash", "-"},
      {"Recycle 3 from their trash", "-"},
      {"Recycle a unit from your trash", "-"},
  };
  for (const auto& [sentence, want] : rows) {
    INFO(sentence);
    CHECK(shape(sentence) == want);
  }
  const engine::Card c =
      Compiled("Unit", "At the start of your Beginning Phase, recycle 3 from your trash.");
  REQUIRE(c.abilities.size() == 1);
  CHECK(c.abilities[0].not_modelled.empty());
  CHECK(Verbs(c.abilities[0].effect) == "recycle_from_trash");
}

TEST_CASE("recycle_from_trash: the player's choice, or as many as there are",
          "[riftbound][cards][deck-text]") {
  auto run = [](const std::string& trash, const std::string& choose) {
    return scenario::RunScenario(
        Parse(R"({"title": "t", "game": "riftbound", "rules_version": "1.4",
      "setup": {"players": ["A", "B"], "objects": [
        {"id": "top", "card": {"name": "Top", "type": "Spell"}, "owner": "A", "zone": "deck"})" +
              trash + R"(]},
      "steps": [{"do": "recycle_from_trash", "count": 2)" +
              choose + R"(}], "expect": {}, "question": "q", "ruling": "r"})"));
  };
  auto cites = [](const scenario::RunResult& r, const std::string& rule) {
    const auto rules = r.trace.CitedRules();
    return std::find(rules.begin(), rules.end(), rule) != rules.end();
  };
  auto card = [](const std::string& key) {
    return R"(,
        {"id": ")" +
           key + R"(", "card": {"name": ")" + key +
           R"(", "type": "Spell"}, "owner": "A", "zone": "trash"})";
  };
  SECTION("more cards than the count: the player chooses which (416.6)") {
    const auto r =
        run(card("t1") + card("t2") + card("t3"), R"(, "choose": {"recycle": ["t3", "t1"]})");
    const engine::GameState& s = r.final_state;
    const engine::ZoneId deck = s.obj(s.FindKey("top")).zone;
    const auto& cards = s.zone(deck).objects;
    REQUIRE(cards.size() == 3);
    CHECK(s.obj(cards[0]).key == "top");  // recycled to the bottom (416.1)
    CHECK(s.obj(s.FindKey("t1")).zone == deck);
    CHECK(s.obj(s.FindKey("t3")).zone == deck);
    CHECK(s.obj(s.FindKey("t2")).zone != deck);
    CHECK(cites(r, "416.6"));
    CHECK(cites(r, "416.5"));
  }
  SECTION("fewer cards than the count: as many as possible, nothing to choose (416.4)") {
    const auto r = run(card("t1"), "");
    const engine::GameState& s = r.final_state;
    CHECK(s.obj(s.FindKey("t1")).zone == s.obj(s.FindKey("top")).zone);
    CHECK(cites(r, "416.4"));
    CHECK(!cites(r, "416.6"));
  }
}

}  // namespace arbiter::games::riftbound
