// Inline cards are checked against each game's vocabulary (GameModule::Vocabulary, CardVerbs):
// one loader for all three games, with positioned diagnostics and "did you mean".
#include <catch2/catch.hpp>

#include "scenario/card_catalog.h"
#include "scenario/game_table.h"
#include "scenario/loader.h"

namespace arbiter::scenario {
namespace {

const std::string kRulesDb = std::string(ARBITER_SOURCE_DIR) + "/rules-db";

std::string ScenarioText(const std::string& game, const std::string& zone,
                         const std::string& card) {
  return R"({"title":"t","game":")" + game + R"(","question":"q","ruling":"r",
 "setup":{"players":["A","B"],"objects":[{"id":"c","card":)" +
         card + R"(,"owner":"A","zone":")" + zone + R"("}]},
 "steps":[],"expect":{}})";
}

}  // namespace

TEST_CASE("inline cards of every game are read with the game's own words",
          "[scenario][vocabulary]") {
  struct Case {
    std::string game, zone, card;
    std::string code;  // "" = loads
    std::string help;
    int line = 0, column = 0;
  };
  const std::vector<Case> cases = {
      {"mtg", "battlefield",
       R"({"name":"X","type":"Artifact Creature","mana_cost":"{2}","power":1,"toughness":1,
 "abilities":[{"kind":"activated","text":"{1}: Gain 1 life.","effect":[{"do":"gain-life","amount":1}]}]})",
       ""},
      {"mtg", "battlefield", R"({"name":"X","type":"Creatur"})", "bad-value",
       "did you mean 'Creature'?"},
      {"mtg", "battlefield",
       R"({"name":"X","type":"Creature","abilities":[{"kind":"activated","effect":[{"do":"gain-lif","amount":1}]}]})",
       "unknown-action", "did you mean 'gain-life'?"},
      {"mtg", "battlefield", R"({"name":"X","type":"Creature","toughnes":3})", "unknown-field",
       "did you mean 'toughness'?"},
      {"mtg", "battlefield", R"({"name":"X","type":"Instant","mana_cost":"1R"})", "bad-value", ""},
      {"dimrift", "monuments",
       R"({"name":"X","type":"Monument","life":3,"arrows":"n e","abilities":[{"kind":"activation","text":"Consume 1 mana: draw a card."}]})",
       ""},
      {"dimrift", "field",
       R"({"name":"X","type":"Creature","abilities":[{"kind":"activation","text":"Consume 1 mana:: draw."}]})",
       "bad-effect", "", 2, 146},
      {"dimrift", "field", R"({"name":"X","type":"Creature","arrows":"north"})", "bad-value", ""},
      {"dimrift", "field",
       R"({"name":"X","type":"Creature","abilities":[{"kind":"activation","text":"t","effect":[]}]})",
       "bad-value", ""},
      {"riftbound", "base", R"({"name":"X","type":"Unit","might":2,"keywords":["Asault 2"]})",
       "unknown-keyword", "did you mean 'Assault'?"},
      {"riftbound", "base",
       R"({"name":"X","type":"Unit","abilities":[{"trigger":"conqer","effect":[]}]})", "bad-value",
       ""},
  };
  for (const Case& c : cases) {
    INFO(c.game << " " << c.card);
    Diagnostics d;
    auto sc = ParseScenario("t.json", ScenarioText(c.game, c.zone, c.card), kRulesDb, &d);
    INFO(d.Render());
    if (c.code.empty()) {
      CHECK(sc.has_value());
      continue;
    }
    CHECK_FALSE(sc.has_value());
    bool found = false;
    for (const auto& x : d.items()) {
      if (x.code != c.code) continue;
      found = true;
      if (!c.help.empty()) CHECK(x.help == c.help);
      if (c.line) {
        CHECK(x.line == c.line);
        CHECK(x.column == c.column);
      }
    }
    CHECK(found);
  }
}

}  // namespace arbiter::scenario

namespace arbiter::scenario {

TEST_CASE("card script files are inline cards, checked with positions", "[scenario][vocabulary]") {
  const engine::GameModule& mtg = *FindGame("mtg");
  const std::string text =
      "{\"cards\": [\n  {\"name\": \"Doom Blade\", \"abilities\": [\n"
      "    {\"kind\": \"spell\", \"text\": \"Destroy target nonblack creature.\",\n"
      "     \"effect\": [{\"do\": \"destroy-targt\", \"target\": \"creature\"}]}]}]}\n";
  Diagnostics d;
  auto cards = ParseCardScripts("s.json", text, mtg, "mtg", {"Doom Blade"}, &d);
  CHECK_FALSE(cards.has_value());
  REQUIRE(d.size() == 1);
  const Diagnostic& x = d.items()[0];
  CHECK(x.code == "unknown-action");
  CHECK(x.line == 4);
  CHECK(x.column == 24);  // the opening quote of "destroy-targt"
  CHECK(x.help == "did you mean 'destroy-target'?");

  // The bundled scripts load, and a script's abilities replace the data card's (no card has code).
  auto catalog = CardCatalog::For("mtg", mtg, kRulesDb);
  REQUIRE(catalog.ok());
  const engine::Card* blade = (*catalog)->Find("Doom Blade");
  REQUIRE(blade != nullptr);
  REQUIRE(blade->abilities.size() == 1);
  CHECK(blade->abilities[0].effect.at(0).verb == "destroy-target");
  CHECK(blade->type == "Instant");  // printed fields from the card data
  const engine::Card* ring = (*catalog)->Find("Oblivion Ring");  // compiled from its text alone
  REQUIRE(ring != nullptr);
  REQUIRE(ring->abilities.size() == 2);
  CHECK(ring->abilities[0].effect.at(0).verb == "exile-target-linked");
  CHECK(ring->abilities[1].effect.at(0).verb == "return-linked");
  CHECK(ring->abilities[0].link_group == ring->abilities[1].link_group);
}

}  // namespace arbiter::scenario
