// The one-rule-per-line Riftbound importer on the real files (rules-db/riftbound/): the number of
// rules equals the count of lines that start with a rule number (the method of
// rules-db/PROVENANCE.md: regex ^\d{3}(\.(\d+|[a-z]{1,2}))*\.?(\s|$); the figures agree with
// shared/data/README.md), each id once, chosen rules' exact text, wrapped lines joined,
// ligatures kept, U+200B dropped, the printed date read.
#include "corpus/import_riftbound_lines.h"

#include <catch2/catch.hpp>
#include <map>
#include <random>
#include <regex>
#include <set>

#include "util/files.h"

namespace arbiter::corpus {
namespace {

ImportedDocument Import(const std::string& name) {
  auto text = ReadFile(std::string(ARBITER_SOURCE_DIR) + "/rules-db/riftbound/" + name);
  REQUIRE(text.ok());
  ImportedDocument out;
  REQUIRE(ImportRiftboundLines(*text, "riftbound/" + name, &out).ok());
  return out;
}

const Rule* Find(const ImportedDocument& d, const std::string& id) {
  for (const auto& r : d.rules) {
    if (r.id == id) return &r;
  }
  return nullptr;
}

}  // namespace

TEST_CASE("riftbound-lines reads every Core Rules and Tournament Rules release",
          "[corpus][riftbound]") {
  struct Row {
    const char* file;
    size_t rules;
    const char* printed;
    const char* title;
  };
  const std::vector<Row> rows = {
      {"core-rules-v1.1.txt", 1616, "2025-10-01", "Riftbound Core Rules"},
      {"core-rules-v1.3.txt", 2088, "2026-03-30", "Riftbound Core Rules"},
      {"core-rules-v1.4.txt", 2381, "2026-07-16", ""},
      {"tournament-rules-2026-03-30.txt", 873, "2026-03-30", ""},
      {"tournament-rules-2026-04-29.txt", 886, "2026-04-29", ""},
      {"tournament-rules-2026-07-16.txt", 935, "2026-07-16", ""},
  };
  for (const Row& row : rows) {
    INFO(row.file);
    const ImportedDocument d = Import(row.file);
    CHECK(d.rules.size() == row.rules);
    std::set<std::string> ids;
    for (const auto& r : d.rules) ids.insert(r.id);
    CHECK(ids.size() == row.rules);  // every number once
    auto text = ReadFile(std::string(ARBITER_SOURCE_DIR) + "/rules-db/riftbound/" + row.file);
    CHECK(PrintedDate(*text) == row.printed);
    if (*row.title) CHECK(d.doc.title == row.title);
    for (const auto& r : d.rules) {
      INFO(r.id);
      CHECK(r.text.find("\xE2\x80\x8B") == std::string::npos);  // no zero-width spaces
      CHECK(r.text.find("  ") == std::string::npos);
    }
  }
}

TEST_CASE("riftbound-lines: chosen rules, exactly", "[corpus][riftbound]") {
  // v1.3: wrapped lines joined; Attach moved to 434, keywords to the 800s.
  const ImportedDocument v13 = Import("core-rules-v1.3.txt");
  REQUIRE(Find(v13, "002"));
  CHECK(Find(v13, "002")->text ==
        "Card text supersedes rules text. Whenever a card fundamentally contradicts the rules, the "
        "card's indication is what is true.");
  REQUIRE(Find(v13, "434"));
  CHECK(Find(v13, "434")->title == "Attach");
  REQUIRE(Find(v13, "815"));
  CHECK(Find(v13, "815")->title == "Tank");
  REQUIRE(Find(v13, "359.3.f.2"));
  CHECK(Find(v13, "359.3.f.2")->examples.size() == 1);  // "Examples:" on its own line
  // v1.4: ligatures kept as printed; a number alone on its line takes the next line's text.
  const ImportedDocument v14 = Import("core-rules-v1.4.txt");
  REQUIRE(Find(v14, "809"));
  CHECK(Find(v14, "809")->title ==
        "De\xEF\xAC\x82"
        "ect");
  REQUIRE(Find(v14, "177"));
  CHECK_FALSE((Find(v14, "177")->title.empty() && Find(v14, "177")->text.empty()));
  REQUIRE(Find(v14, "829"));
  CHECK(Find(v14, "829")->title == "Flow");
  bool noted = false;
  for (const auto& a : v14.anomalies) noted = noted || a.code == "ligatures";
  CHECK(noted);
  // v1.1: keywords at 716-733, no Attach rule.
  const ImportedDocument v11 = Import("core-rules-v1.1.txt");
  REQUIRE(Find(v11, "731"));
  CHECK(Find(v11, "731")->title == "Tank");
  // Tournament rules: their own numbering, penalties in 700.
  const ImportedDocument tr = Import("tournament-rules-2026-07-16.txt");
  REQUIRE(Find(tr, "700"));
  CHECK(Find(tr, "700")->title == "Enforcement and Penalties");
}

TEST_CASE("riftbound-lines refuses text with no rule numbers", "[corpus][riftbound]") {
  ImportedDocument out;
  Status s = ImportRiftboundLines("Riftbound Core Rules\nno rules here\n", "x.txt", &out);
  REQUIRE_FALSE(s.ok());
  CHECK(s.message() == "x.txt:1: no line starts with a rule number (NNN. or NNN.N.a.)");
  CHECK(PrintedDate("Last Updated 7/6/2026\n") == "2026-07-06");
  CHECK(PrintedDate("no date") == "");
}

TEST_CASE("riftbound-lines: the rule-number scanner reads lines as the regular expression did",
          "[corpus][riftbound]") {
  // The expression the importer matched each line with before it had a scanner: the reference.
  static const std::regex kNumber(R"(^(\d{3}(?:\.(?:\d+|[a-z]{1,2}))*)\.?(?:\s+|$)(.*)$)");
  auto same = [](const std::string& line) {
    std::smatch m;
    const bool want = std::regex_match(line, m, kNumber);
    std::string id, rest;
    const bool got = SplitRuleNumber(line, &id, &rest);
    if (got != want || (want && (id != m[1].str() || rest != m[2].str()))) {
      FAIL_CHECK("line '" << line << "': regex " << want << " '" << (want ? m[1].str() : "")
                          << "', scanner " << got << " '" << id << "'");
      return false;
    }
    return true;
  };
  // Every line of every file this importer reads (as read: trimmed, and untrimmed too).
  int numbered = 0;
  for (const char* name : {"core-rules-v1.1.txt", "core-rules-v1.3.txt", "core-rules-v1.4.txt",
                           "tournament-rules-2026-03-30.txt", "tournament-rules-2026-04-29.txt",
                           "tournament-rules-2026-07-16.txt"}) {
    auto text = ReadFile(std::string(ARBITER_SOURCE_DIR) + "/rules-db/riftbound/" + name);
    REQUIRE(text.ok());
    size_t at = 0;
    while (at < text->size()) {
      size_t end = text->find('\n', at);
      if (end == std::string::npos) end = text->size();
      const std::string line = text->substr(at, end - at);
      same(line);
      std::string id, rest;
      numbered += SplitRuleNumber(line, &id, &rest);
      at = end + 1;
    }
  }
  CHECK(numbered > 8000);  // 8,779 today
  // Random lines over the characters the expression looks at.
  std::mt19937 rng(20261126);
  const std::string alphabet = "0123456789012345678901234567890123...abcxyzA \t\r\n";
  std::uniform_int_distribution<size_t> pick(0, alphabet.size() - 1), length(0, 16);
  int matched = 0;
  for (int n = 0; n < 50000; ++n) {
    std::string t = n % 2 ? "" : "1" + std::to_string(n % 100);  // half start with 3 digits
    for (size_t k = length(rng); k > 0; --k) t += alphabet[pick(rng)];
    std::string id, rest;
    if (same(t) && SplitRuleNumber(t, &id, &rest)) ++matched;
  }
  CHECK(matched > 1000);
}

}  // namespace arbiter::corpus
