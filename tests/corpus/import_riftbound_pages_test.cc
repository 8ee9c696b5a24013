// Riot's Riftbound rules pages and the card errata file as dated rulings, on the real files
// (rules-db/riftbound/). Counts were checked against the file: 31 card headings under "Origins
// Errata", 3 + 13 under "Spiritforged Errata", 8 under "Unleashed Errata" (set headings gather no
// text), 7 "##" sections under the FAQ's "Revised and Clarified Rulings" and 12 bold questions
// under its "Frequently Asked Questions" (grep '^\*\*.*?\*\*$'); 63 cards in card-errata.json.
// Patch notes and the changelog: 37, 3, 27 and 19 entries, counted by a separate script over the
// file (every heading that is not a page's, and every top-level "- " bullet, with text under it).
#include "corpus/import_riftbound_pages.h"

#include <algorithm>
#include <catch2/catch.hpp>
#include <map>
#include <random>
#include <regex>

#include "corpus/rule_id.h"
#include "corpus/superseded.h"
#include "util/files.h"

namespace arbiter::corpus {
namespace {

ImportedDocument Import(const std::string& name,
                        Status (*fn)(std::string_view, const std::string&, ImportedDocument*)) {
  auto text = ReadFile(std::string(ARBITER_SOURCE_DIR) + "/rules-db/riftbound/" + name);
  REQUIRE(text.ok());
  ImportedDocument out;
  REQUIRE(fn(*text, "riftbound/" + name, &out).ok());
  return out;
}

const Ruling* Find(const ImportedDocument& d, const std::string& id) {
  for (const auto& r : d.rulings) {
    if (r.id == id) return &r;
  }
  return nullptr;
}

}  // namespace

TEST_CASE("the rules pages: FAQ clarifications and questions, errata, dated", "[corpus][rulings]") {
  const ImportedDocument d = Import("official-patch-notes-errata-faq.md", ImportRiftboundPages);
  std::map<std::string, int> by_source;
  for (const auto& r : d.rulings) ++by_source[r.source + " " + r.date];
  CHECK(by_source["Origins Errata 2025-10-24"] == 31);
  CHECK(by_source["Spiritforged Errata 2025-12-12"] == 16);
  CHECK(by_source["Unleashed Errata 2026-03-30"] == 8);
  CHECK(by_source["Unleashed Rules FAQ and Clarifications 2026-03-30"] == 19);
  CHECK(by_source["Core Rules Patch Notes 2025-10-24"] == 37);
  CHECK(by_source["Spiritforged Patch Notes 2025-12-12"] == 3);
  CHECK(by_source["Unleashed Patch Notes 2026-03-30"] == 27);
  CHECK(by_source["April 2026 Tournament Rules Update & Changelog 2026-04-29"] == 19);
  CHECK(d.rulings.size() == 74 + 37 + 3 + 27 + 19);

  const Ruling* control = Find(d, "unleashed-faq.control-of-battlefields-and-showdowns");
  REQUIRE(control);
  CHECK(control->cites ==
        std::vector<std::string>{"187.4.c", "323.6", "316.5.b", "344.2", "323.8"});
  CHECK(control->until_next_release);
  CHECK(control->text.find("(NEW) 4. Players lose control of any controlled Battlefields without "
                           "their Units occupying them") != std::string::npos);
  CHECK(control->text.find("**") == std::string::npos);
  CHECK(control->text.find("![](") == std::string::npos);

  const Ruling* q3 = Find(d, "unleashed-faq.q3");
  REQUIRE(q3);
  CHECK(q3->text.rfind("Q: If I play Turn to Dust on an attached Equipment, will the Equipment die "
                       "in the Beginning Phase?\nA: Yes.",
                       0) == 0);
  CHECK(q3->cites == std::vector<std::string>{"718.2", "135.4"});

  // A patch notes bullet, headed by its section, with its sub-bullets; Core Rules numbers.
  const Ruling* damage = Find(d, "origins-patch-notes.new-rule-damage-is-now-defined");
  REQUIRE(damage);
  CHECK(damage->text.rfind("Damage, Deal, and Heal: NEW RULE: Damage is now defined.\n• ", 0) == 0);
  CHECK(damage->cites_game.empty());
  CHECK(damage->until_next_release);
  const Ruling* winning = Find(d, "unleashed-patch-notes.rules-update-winning-the-game");
  REQUIRE(winning);
  CHECK(winning->text.find("CLARIFIED: A player will win the game if, during a cleanup") !=
        std::string::npos);
  // Long bullets make ids of at most 60 characters after the page's.
  for (const auto& r : d.rulings) {
    if (r.source.find("Patch Notes") != std::string::npos) {
      INFO(r.id);
      CHECK(r.id.size() <= std::string("spiritforged-patch-notes.").size() + 60);
    }
  }
  // The changelog cites Tournament Rules numbers.
  const Ruling* draws = Find(d, "tr-changelog-2026-04.clarifying-draws");
  REQUIRE(draws);
  CHECK(draws->cites_game == "riftbound-tr");
  CHECK(draws->cites == std::vector<std::string>{"403.9", "403.11", "406.1.a", "406.1.b",
                                                 "406.1.g.7", "406.1.c", "406.1.e.3"});
  CHECK(draws->text.rfind("Changelog: Clarifying Draws\n", 0) == 0);

  const Ruling* ava = Find(d, "origins-errata.ava-achiever");
  REQUIRE(ava);
  CHECK(ava->card == "Ava Achiever");
  CHECK_FALSE(ava->until_next_release);
  CHECK(ava->text ==
        "New text: When I attack, you may pay [C] to play a card with [Hidden] from your hand, "
        "ignoring its cost. If it\xE2\x80\x99s a unit, play it here.\nOld text: When I attack, you "
        "may pay [C] to play a card with [Hidden] from your hand here, ignoring its cost.");
  CHECK(Find(d, "spiritforged-errata.falling-star"));  // a "# **Name**" heading
  CHECK(Find(d, "unleashed-errata.guards"));
  // Every page's date is a stated decision, noted where a reader sees it (`arbiter check`).
  int notes = 0;
  for (const auto& a : d.anomalies) notes += a.code == "page-date";
  CHECK(notes == 9);
}

TEST_CASE("card errata JSON, undated", "[corpus][rulings]") {
  const ImportedDocument d = Import("card-errata.json", ImportRiftboundCardErrata);
  CHECK(d.rulings.size() == 63);
  const Ruling* arise = Find(d, "card-errata.arise");
  REQUIRE(arise);
  CHECK(arise->card == "Arise!");
  CHECK(arise->date.empty());
  CHECK(arise->text.find("Old text: ") != std::string::npos);
  ImportedDocument bad;
  CHECK(ImportRiftboundCardErrata("[1, 2]", "x.json", &bad).code() == Status::Code::kCorruption);
  CHECK(ImportRiftboundCardErrata("{\"A\": [{\"oldText\": \"x\"}]}", "x.json", &bad).code() ==
        Status::Code::kCorruption);
}

TEST_CASE("rule numbers a page names", "[corpus][rulings]") {
  struct Row {
    const char* text;
    std::vector<std::string> want;
  };
  const std::vector<Row> rows = {
      {"under rule 187.4.c., and in the cleanup rules under rule 323.6.", {"187.4.c", "323.6"}},
      {"Rules 323.1. and 467. define winning", {"323.1", "467"}},
      {"**461.3.d.**", {"461.3.d"}},
      {"**135.4.**", {"135.4"}},
      {"Victory Score 8, 12 damage, the year 2026", {}},
      {"rule 316.5.b. should read; rule 316.5.b again", {"316.5.b"}},
  };
  for (const Row& r : rows) {
    INFO(r.text);
    CHECK(RiftboundRuleMentions(r.text) == r.want);
  }
}

// The regular expressions RiftboundRuleMentions scanned with before it had scanners of its own:
// the reference the scanners are checked against.
std::vector<std::string> MentionsByRegex(std::string_view text) {
  static const std::regex kNumbered(R"((?:^|[^\d.])(\d{3}(?:\.(?:\d+|[a-z]{1,2}))+)\.?)");
  static const std::regex kRuleWord(R"(\b[Rr]ules? (\d{3})\b(?!\.\d))");
  static const std::regex kBold(R"(\*\*(\d{3})\.\*\*)");
  static const std::regex kSection(R"((?:^|[^\d.])(\d{3})\.(?=\s|$))");
  std::vector<std::pair<size_t, std::string>> found;
  const std::string s(text);
  for (const std::regex* re : {&kNumbered, &kRuleWord, &kBold, &kSection}) {
    for (auto it = std::sregex_iterator(s.begin(), s.end(), *re); it != std::sregex_iterator();
         ++it) {
      found.emplace_back(static_cast<size_t>(it->position(1)), (*it)[1].str());
    }
  }
  std::sort(found.begin(), found.end());
  std::vector<std::string> out;
  for (const auto& [at, raw] : found) {
    auto id = CanonicalId(raw, IdStyle::kDotted);
    if (id && std::find(out.begin(), out.end(), *id) == out.end()) out.push_back(*id);
  }
  return out;
}

TEST_CASE("rule numbers a page names: the scanners find what the regular expressions found",
          "[corpus][rulings]") {
  // Every line and paragraph of the real pages and of Core Rules v1.4.
  for (const char* name : {"official-patch-notes-errata-faq.md", "core-rules-v1.4.txt"}) {
    auto text = ReadFile(std::string(ARBITER_SOURCE_DIR) + "/rules-db/riftbound/" + name);
    REQUIRE(text.ok());
    int checked = 0;
    for (const std::string sep : {"\n", "\n\n"}) {
      size_t at = 0;
      while (at < text->size()) {
        size_t end = text->find(sep, at);
        if (end == std::string::npos) end = text->size();
        const std::string_view piece = std::string_view(*text).substr(at, end - at);
        if (RiftboundRuleMentions(piece) != MentionsByRegex(piece)) {
          FAIL_CHECK(name << ": " << piece);
        }
        ++checked;
        at = end + sep.size();
      }
    }
    CHECK(checked > 1000);
  }
  // Random text over the characters the expressions look at.
  std::mt19937 rng(20261126);
  const std::string alphabet = "0123456789012345678901234567890123..**Rrulesab \n\t";
  std::uniform_int_distribution<size_t> pick(0, alphabet.size() - 1), length(0, 40);
  int with_mentions = 0;
  for (int n = 0; n < 20000; ++n) {
    std::string t;
    for (size_t k = length(rng); k > 0; --k) t += alphabet[pick(rng)];
    const std::vector<std::string> got = RiftboundRuleMentions(t);
    if (got != MentionsByRegex(t)) FAIL_CHECK("\"" << t << "\"");
    if (!got.empty()) ++with_mentions;
  }
  CHECK(with_mentions > 1000);  // the random text does name rules
  // Words the random text seldom spells.
  for (const char* t : {"rule 123", "Rules 123.4", "rules 123.", "xrule 123", "rule 1234",
                        "rule 123_", "Rules  123", "Rule s 123", "**123.****456.**", "123.a.b.cd",
                        "123.abc", "1.123.4", "a123.", "123.\t", "123..4", "rules 123.x"}) {
    CHECK(RiftboundRuleMentions(t) == MentionsByRegex(t));
  }
}

TEST_CASE("curated supersessions: format and errors", "[corpus][rulings]") {
  auto ok = ParseSupersessions(
      "# comment\n\nmtg-rulings-2008@2008-03-17\t501.10.Ruling.2\tmtg:202.3d mtg:709.4b\t-\twhy\n"
      "d\tr\tmtg:1.1\t2017-04-28\tbecause\n",
      "mtg/rulings-superseded.tsv");
  REQUIRE(ok.ok());
  REQUIRE(ok->size() == 2);
  CHECK((*ok)[0].by == std::vector<std::string>{"mtg:202.3d", "mtg:709.4b"});
  CHECK((*ok)[0].since.empty());
  CHECK((*ok)[0].line == 3);
  CHECK((*ok)[1].since == "2017-04-28");
  struct Bad {
    const char* text;
    const char* message;
  };
  const std::vector<Bad> bad = {
      {"a\tb\tc\t-\n", "f.tsv:1: expected 5 tab-separated fields"},
      {"a\tb\t \t-\twhy\n", "f.tsv:1: every field must be filled"},
      {"\na\tb\tmtg:1\t2017-13-01\twhy\n", "f.tsv:2: since must be a date"},
  };
  for (const Bad& b : bad) {
    auto r = ParseSupersessions(b.text, "f.tsv");
    REQUIRE_FALSE(r.ok());
    CHECK(r.status().message().rfind(b.message, 0) == 0);
  }
  // The bundled file parses.
  auto bundled = LoadSupersessions(std::string(ARBITER_SOURCE_DIR) + "/rules-db");
  REQUIRE(bundled.ok());
  CHECK(bundled->size() >= 1);
}

}  // namespace arbiter::corpus
