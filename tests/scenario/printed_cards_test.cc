// CardDetail::kPrinted (scenario/card_catalog.h) and GameModule::ParseCardData: the printed
// catalog the build indexes holds, card for card, the fields of the compiled one, without
// compiling any text.
#include <catch2/catch.hpp>
#include <string>

#include "scenario/card_catalog.h"
#include "scenario/game_table.h"

namespace arbiter::scenario {
namespace {

const std::string kRulesDb = std::string(ARBITER_SOURCE_DIR) + "/rules-db";

TEST_CASE("A printed card catalog has the compiled catalog's printed fields", "[scenario][cards]") {
  for (const auto& row : Games()) {
    const engine::GameModule& module = row.get();
    if (module.CardFiles().empty()) continue;
    INFO(row.game);
    auto compiled = CardCatalog::For(row.game, module, kRulesDb, CardDetail::kCompiled);
    auto printed = CardCatalog::For(row.game, module, kRulesDb, CardDetail::kPrinted);
    REQUIRE(compiled.ok());
    REQUIRE(printed.ok());
    REQUIRE(*printed != *compiled);  // two catalogs, cached apart
    CHECK((*printed)->names() == (*compiled)->names());
    CHECK((*printed)->names().size() >= 20);
    int with_keywords = 0;
    for (const std::string& name : (*compiled)->names()) {
      INFO(name);
      const engine::Card* c = (*compiled)->Find(name);
      const engine::Card* p = (*printed)->Find(name);
      REQUIRE(p != nullptr);
      CHECK(p->type == c->type);
      CHECK(p->subtypes == c->subtypes);
      CHECK(p->domains == c->domains);
      CHECK(p->stats == c->stats);
      CHECK(p->rules_text == c->rules_text);
      CHECK(p->effect_text == c->effect_text);
      REQUIRE(p->keywords.size() == c->keywords.size());
      for (size_t k = 0; k < c->keywords.size(); ++k) {
        CHECK(p->keywords[k].name == c->keywords[k].name);
        CHECK(p->keywords[k].value == c->keywords[k].value);
        CHECK(p->keywords[k].cost == c->keywords[k].cost);
      }
      with_keywords += c->keywords.empty() ? 0 : 1;
    }
    if (std::string(row.game) == "riftbound") CHECK(with_keywords >= 100);
  }
}

TEST_CASE("Parsing a card file as printed compiles nothing", "[scenario][cards]") {
  const engine::GameModule* riftbound = FindGame("riftbound");
  REQUIRE(riftbound != nullptr);
  const std::string text =
      R"({"cards": [{"name": "Test Unit", "type": "Unit", "might": 2, "energy": 1,)"
      R"( "rulesText": "Tank (I must be assigned combat damage first.)\nWhen you play me, draw 1."}]})";
  auto printed = riftbound->ParseCardData(text, "test.json");
  auto compiled = riftbound->ParseCardFile(text, "test.json");
  REQUIRE(printed.ok());
  REQUIRE(compiled.ok());
  REQUIRE(printed->size() == 1);
  CHECK(printed->at(0).abilities.empty());
  CHECK_FALSE(compiled->at(0).abilities.empty());
  // The bare keyword is bracketed and read as a keyword either way.
  CHECK(printed->at(0).rules_text == compiled->at(0).rules_text);
  REQUIRE(printed->at(0).keywords.size() == 1);
  CHECK(printed->at(0).keywords[0].name == "Tank");
}

}  // namespace
}  // namespace arbiter::scenario
