// The MTG module against the corpus: every rule id it can cite exists in CR 2026-09-25, every one
// is exercised by a passing scenario, every "2008: ..." reference names an entry of the 2008
// rulings summary (seed 004), and every scenario's trace equals its golden file
// (tests/golden/traces/mtg/..., through the shared golden helper; re-bless with ARBITER_BLESS=1
// only when the new output is right).
#include "games/mtg/mtg.h"

#include <catch2/catch.hpp>
#include <regex>
#include <set>

#include "corpus/rules_db.h"
#include "games/mtg/cards.h"
#include "scenario/card_catalog.h"
#include "scenario/coverage.h"
#include "scenario/game_table.h"
#include "scenario/loader.h"
#include "scenario/runner.h"
#include "util/files.h"
#include "util/strings.h"

namespace {

const std::string kSrc = ARBITER_SOURCE_DIR;

std::set<std::string> IdsOf(const std::string& doc_spec, bool with_rulings) {
  auto docs = arbiter::corpus::ListDocuments(kSrc + "/rules-db");
  REQUIRE(docs.ok());
  std::string help;
  auto doc = arbiter::corpus::ResolveDocument(*docs, doc_spec, &help);
  REQUIRE(doc.ok());
  auto imported = arbiter::corpus::ImportDocument(kSrc + "/rules-db", *doc);
  REQUIRE(imported.ok());
  std::set<std::string> ids;
  for (const auto& r : imported->rules) ids.insert(r.id);
  if (with_rulings) {
    for (const auto& r : imported->rulings) ids.insert(r.id);
  }
  return ids;
}

}  // namespace

TEST_CASE("every citable MTG rule exists in CR 2026-09-25", "[mtg][citations]") {
  const auto ids = IdsOf("mtg@2026-09-25", false);
  REQUIRE(ids.size() > 3000);
  std::vector<std::string> missing;
  for (const auto& r : arbiter::games::mtg::RuleTable20260925().rules()) {
    if (!ids.count(r.id)) missing.push_back(r.id);
  }
  INFO("not in the corpus: " << arbiter::Join(missing, " "));
  CHECK(missing.empty());
}

TEST_CASE("every 2008 reference names an entry of the 2008 rulings summary", "[mtg][citations]") {
  const auto ids = IdsOf("mtg-rulings-2008", true);
  std::vector<std::string> texts;
  auto module_src = arbiter::ReadFile(kSrc + "/src/games/mtg/module.cc");
  REQUIRE(module_src.ok());
  texts.push_back(*module_src);
  for (const auto& f : arbiter::scenario::FindScenarioFiles(kSrc + "/scenarios/mtg")) {
    auto t = arbiter::ReadFile(f);
    REQUIRE(t.ok());
    texts.push_back(*t);
  }
  static const std::regex kRef(
      R"(2008(?: rulings)?\)?[:;,]? (50[0-9]\.[0-9]+[a-z]?(?:\.Ruling\.[0-9]+)?))");
  int seen = 0;
  for (const auto& t : texts) {
    for (std::sregex_iterator it(t.begin(), t.end(), kRef), end; it != end; ++it) {
      ++seen;
      INFO((*it)[1].str());
      CHECK(ids.count((*it)[1].str()) == 1);
    }
  }
  CHECK(seen > 20);
}

TEST_CASE("every card ruling a scenario names exists in the card rulings", "[mtg][citations]") {
  const auto ids = IdsOf("mtg-card-rulings", true);
  static const std::regex kRef(R"(card ruling ([a-z0-9-]+\.[0-9]+))");
  int seen = 0;
  for (const auto& f : arbiter::scenario::FindScenarioFiles(kSrc + "/scenarios/mtg")) {
    auto t = arbiter::ReadFile(f);
    REQUIRE(t.ok());
    for (std::sregex_iterator it(t->begin(), t->end(), kRef), end; it != end; ++it) {
      ++seen;
      INFO(f << ": " << (*it)[1].str());
      CHECK(ids.count((*it)[1].str()) == 1);
    }
  }
  CHECK(seen >= 2);
}

TEST_CASE("mana values of printed costs", "[mtg]") {
  using arbiter::games::mtg::ManaValue;
  CHECK(ManaValue("{2}{W}{W}") == 4);
  CHECK(ManaValue("{1}{G/W}{G/W}") == 3);
  CHECK(ManaValue("{X}{R}") == 1);
  CHECK(ManaValue("{1}{R} // {1}{U}") == 4);  // a split card's halves combined (709.4b)
  CHECK(ManaValue("") == 0);
  auto catalog =
      arbiter::scenario::CardCatalog::For("mtg", arbiter::games::mtg::Module(), kSrc + "/rules-db");
  REQUIRE(catalog.ok());
  const arbiter::engine::Card* ring = (*catalog)->Find("Oblivion Ring");
  REQUIRE(ring != nullptr);
  CHECK(ring->stats.at("mana_value") == 3);
  CHECK(ring->abilities.size() == 2);
  CHECK(ring->abilities[0].link_group == ring->abilities[1].link_group);
  CHECK((*catalog)->Find("No Such Card") == nullptr);
  // A card file that is not one is an error naming the file, never an empty card list.
  auto bad = arbiter::games::mtg::Module().ParseCardFile("{\"cards\": 3}", "x.oracle.json");
  REQUIRE_FALSE(bad.ok());
  CHECK(bad.status().message().find("x.oracle.json") != std::string::npos);
}

// The golden traces of these scenarios are checked with every game's (tests/golden/traces_test.cc).
TEST_CASE("MTG scenarios pass and cite every registered rule", "[mtg][coverage]") {
  auto files = arbiter::scenario::FindScenarioFiles(kSrc + "/scenarios/mtg");
  REQUIRE(files.size() >= 25);
  auto report = arbiter::scenario::ComputeCoverage("mtg", files, kSrc + "/rules-db");
  CHECK(report.passed == static_cast<int>(files.size()));
  CHECK(report.failed == 0);
  CHECK(report.malformed == 0);
  std::vector<std::string> unexercised;
  for (const auto& r : report.rules) {
    if (r.scenarios.empty()) unexercised.push_back(r.id);
  }
  INFO("registered but cited by no passing scenario: " << arbiter::Join(unexercised, " "));
  CHECK(unexercised.empty());
  CHECK(report.rules.size() == arbiter::games::mtg::RuleTable20260925().rules().size());
}
