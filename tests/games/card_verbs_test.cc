// The verb tables are the single truth about what a card can do: every instruction of every card
// the modules compile (card data, card scripts, templates) is a row of its game's verb table, and
// every rule a row cites is registered in the game's rule table.
#include <catch2/catch.hpp>
#include <set>

#include "engine/unmodelled.h"
#include "scenario/card_catalog.h"
#include "scenario/game_table.h"

namespace arbiter::testing {

TEST_CASE("every card instruction is a row of its game's verb table", "[cards][verbs]") {
  const std::string db = std::string(ARBITER_SOURCE_DIR) + "/rules-db";
  for (const char* game : {"riftbound", "mtg"}) {
    INFO(game);
    const engine::GameModule& m = *scenario::FindGame(game);
    std::set<std::string> verbs = {engine::kNotModelledVerb};
    for (const auto& spec : m.CardVerbs()) {
      verbs.insert(spec.verb);
      for (const auto& rule : spec.rules) {
        INFO(spec.verb << " cites " << rule);
        CHECK(m.Rules().Find(rule) != nullptr);
      }
    }
    auto catalog = scenario::CardCatalog::For(game, m, db);
    REQUIRE(catalog.ok());
    int checked = 0;
    for (const std::string& name : (*catalog)->names()) {
      for (const auto& ab : (*catalog)->Find(name)->abilities) {
        // Static abilities carry data the module reads (bonus_damage, equipped-pt), not steps.
        if (ab.kind == "static" || ab.kind == "deck-building") continue;
        for (const auto& a : ab.effect) {
          INFO(name << ": " << ab.text << " -> " << a.verb);
          CHECK(verbs.count(a.verb) == 1);
          ++checked;
        }
      }
    }
    CHECK(checked > 50);
  }
}

}  // namespace arbiter::testing
