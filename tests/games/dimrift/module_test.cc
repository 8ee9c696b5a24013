// The Dimensional Rift module against the corpus and its scenarios: every citable id exists in the
// imported page and every id of the page is registered; every card's effects parse; every
// scenario passes and its text and JSON traces equal tests/golden/traces/dimrift/...; every rule
// the module marks executable is cited by some passing scenario. Re-bless goldens with
// ARBITER_BLESS=1 "[dimrift][golden]" only when the new output is right.
#include <catch2/catch.hpp>
#include <set>

#include "corpus/import_prose_headings.h"
#include "games/dimrift/cards.h"
#include "games/dimrift/dimrift.h"
#include "games/dimrift/effect_text.h"
#include "scenario/coverage.h"
#include "scenario/game_table.h"
#include "scenario/loader.h"
#include "scenario/runner.h"
#include "util/files.h"

namespace arbiter::games::dimrift {

TEST_CASE("every citable Dimensional Rift id exists in the page, and every id is registered",
          "[dimrift][citations]") {
  const std::string page =
      std::string(ARBITER_SOURCE_DIR) + "/rules-db/" + RuleTableEffects().document().source;
  Result<std::string> text = ReadFile(page);
  REQUIRE(text.ok());
  corpus::ImportedDocument doc;
  REQUIRE(corpus::ImportProseHeadings(*text, page, &doc).ok());
  std::set<std::string> corpus_ids, registered;
  for (const auto& r : doc.rules) corpus_ids.insert(r.id);
  for (const auto& r : RuleTableEffects().rules()) {
    INFO(r.id);
    CHECK(corpus_ids.count(r.id) == 1);
    CHECK(registered.insert(r.id).second);
  }
  CHECK(registered == corpus_ids);
  CHECK(scenario::FindGame("dimrift") == &Module());
}

TEST_CASE("every Dimensional Rift card's effects parse", "[dimrift][cards]") {
  for (const auto& card : Cards()) {
    for (const auto& a : card.abilities) {
      INFO(card.name << ": " << a.text);
      arbiter::dimrift::EffectType type;
      arbiter::dimrift::EffectModifiers mods;
      REQUIRE(arbiter::dimrift::ParseEffectKind(a.kind, &type, &mods).ok());
      CHECK(arbiter::dimrift::ParseEffect(a.text, type, mods).ok());
    }
  }
}

// The golden traces of these scenarios are checked with every game's (tests/golden/traces_test.cc).
TEST_CASE("Dimensional Rift scenarios pass and exercise every executable rule",
          "[dimrift][coverage]") {
  const std::string src = ARBITER_SOURCE_DIR;
  auto files = scenario::FindScenarioFiles(src + "/scenarios/dimrift");
  REQUIRE(files.size() >= 35);
  auto report = scenario::ComputeCoverage("dimrift", files, src + "/rules-db");
  CHECK(report.passed == static_cast<int>(files.size()));
  CHECK(report.failed == 0);
  CHECK(report.malformed == 0);
  // A citation is verified only when a passing scenario exercises it: every executable rule.
  for (const auto& r : report.rules) {
    INFO("executable rule not cited by any passing scenario: " << r.id);
    CHECK(r.status != "not-exercised");
  }
  CHECK(report.rules.size() == RuleTableEffects().rules().size());
}

}  // namespace arbiter::games::dimrift
