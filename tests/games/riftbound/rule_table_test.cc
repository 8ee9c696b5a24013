// The Riftbound rule table against the pinned corpus (Core Rules v1.4): every id the module can
// cite exists in the document, and every rule of 700-767 and 800-821 (v1.2's 700-747, the
// additional rules and keywords the module covers, and v1.4's new sections 726-767) is
// registered, so `coverage` can account for each. The document is read from rules-db/ through its
// importer.
#include <algorithm>
#include <catch2/catch.hpp>
#include <map>
#include <regex>
#include <set>

#include "corpus/rules_db.h"
#include "diff/word_diff.h"
#include "games/riftbound/cards.h"
#include "games/riftbound/riftbound.h"
#include "scenario/card_catalog.h"
#include "util/files.h"
#include "util/strings.h"

using arbiter::games::riftbound::RuleTableV14;

TEST_CASE("every citable Riftbound rule exists in the pinned Core Rules",
          "[riftbound][citations]") {
  const auto& table = RuleTableV14();
  const std::string rules_db = std::string(ARBITER_SOURCE_DIR) + "/rules-db";
  auto docs = arbiter::corpus::ListDocuments(rules_db);
  REQUIRE(docs.ok());
  std::string help;
  auto doc = arbiter::corpus::ResolveDocument(
      *docs, table.document().game + "@" + table.document().version, &help);
  REQUIRE(doc.ok());
  auto imported = arbiter::corpus::ImportDocument(rules_db, *doc);
  REQUIRE(imported.ok());
  REQUIRE(imported->rules.size() > 1000);
  std::set<std::string> ids;
  for (const auto& r : imported->rules) ids.insert(r.id);
  std::vector<std::string> missing;
  for (const auto& r : table.rules()) {
    if (!ids.count(r.id)) missing.push_back(r.id);
  }
  INFO("not in the corpus: " << arbiter::Join(missing, " "));
  CHECK(missing.empty());
}

TEST_CASE("every rule of 700-767 and 800-821 in the source text is registered",
          "[riftbound][citations]") {
  const auto& table = RuleTableV14();
  REQUIRE(table.document().version == "1.4");
  auto text =
      arbiter::ReadFile(std::string(ARBITER_SOURCE_DIR) + "/rules-db/" + table.document().source);
  REQUIRE(text.ok());
  // v1.4's keywords 822-829 are left out here until they are registered (issue 11's).
  static const std::regex kId(
      R"(^\f?((?:7[0-5]\d|76[0-7]|80\d|81\d|82[01])(?:\.[0-9a-z]+)*)\.?\s.*$)");
  std::vector<std::string> unregistered;
  int seen = 0;
  for (const auto& line : arbiter::SplitLines(*text)) {
    std::smatch m;
    if (!std::regex_match(line, m, kId)) continue;
    ++seen;
    if (!table.Find(m[1].str())) unregistered.push_back(m[1].str());
  }
  CHECK(seen > 360);
  INFO("unregistered: " << arbiter::Join(unregistered, " "));
  CHECK(unregistered.empty());
}

// A keyword rule's label is "<Keyword>: <the start of its own text>" (a shifted label once named
// the neighbouring rule: 735.1 "Deflect: Deathknell, and whether..."). Duplicated ids (744.5,
// printed twice) may quote either copy.
TEST_CASE("keyword rule labels quote their own rule", "[riftbound][citations]") {
  const std::string rules_db = std::string(ARBITER_SOURCE_DIR) + "/rules-db";
  auto docs = arbiter::corpus::ListDocuments(rules_db);
  REQUIRE(docs.ok());
  std::string help;
  auto doc = arbiter::corpus::ResolveDocument(*docs, "riftbound@1.4", &help);
  REQUIRE(doc.ok());
  auto imported = arbiter::corpus::ImportDocument(rules_db, *doc);
  REQUIRE(imported.ok());
  std::multimap<std::string, std::string> texts;  // id -> title + text, punctuation normalised
  for (const auto& r : imported->rules) {
    // PDF extraction artefacts (ligatures, a space before punctuation) folded.
    auto fold = [](const std::string& t) {
      return arbiter::NormalizePunctuation(arbiter::diff::FoldExtraction(t));
    };
    texts.emplace(r.id, fold(r.title.empty() ? r.text : r.title + " " + r.text));
    texts.emplace(r.id, fold(r.text));
  }
  const auto& keywords = arbiter::games::riftbound::KeywordNames();
  int checked = 0;
  for (const auto& r : RuleTableV14().rules()) {
    const std::string name = r.name, id = r.id;
    const size_t colon = name.find(": ");
    const bool keyword_rule = arbiter::StartsWith(id, "8");
    if (colon == std::string::npos || !keyword_rule) continue;
    if (std::find(keywords.begin(), keywords.end(), name.substr(0, colon)) == keywords.end()) {
      continue;
    }
    std::string quoted =
        arbiter::NormalizePunctuation(arbiter::diff::FoldExtraction(name.substr(colon + 2)));
    if (arbiter::EndsWith(quoted, "...")) quoted.resize(quoted.size() - 3);
    bool found = false;
    auto range = texts.equal_range(id);
    for (auto it = range.first; it != range.second && !found; ++it) {
      found = it->second.rfind(quoted, 0) == 0;
    }
    INFO(id << " is labelled '" << name << "'");
    CHECK(found);
    ++checked;
  }
  CHECK(checked > 100);
}

TEST_CASE("rule kinds carry a reason when not executable", "[riftbound][citations]") {
  for (const auto& r : RuleTableV14().rules()) {
    if (r.kind == arbiter::engine::RuleKind::kExecutable) continue;
    INFO(r.id);
    CHECK(std::string(r.why).size() > 5);
  }
}

TEST_CASE("keyword lines parse with values and costs", "[riftbound]") {
  using arbiter::games::riftbound::ParseKeywordLines;
  auto k = ParseKeywordLines(
      "[Assault 3] (+3 while attacking)\n[Equip] [1][C] (pay)\n[Deflect], [Ganking]\nOther "
      "friendly units have [Shield].");
  REQUIRE(k.size() == 4);
  CHECK(k[0].name == "Assault");
  CHECK(k[0].value == 3);
  CHECK(k[1].name == "Equip");
  CHECK(k[1].cost == "[1][C]");
  CHECK(k[2].name == "Deflect");
  CHECK(k[3].name == "Ganking");
  auto catalog =
      arbiter::scenario::CardCatalog::For("riftbound", arbiter::games::riftbound::Module(),
                                          std::string(ARBITER_SOURCE_DIR) + "/rules-db");
  REQUIRE(catalog.ok());
  const arbiter::engine::Card* axe = (*catalog)->Find("Spinning Axe");
  REQUIRE(axe != nullptr);
  CHECK(axe->stats.at("might_bonus") == 3);
}
