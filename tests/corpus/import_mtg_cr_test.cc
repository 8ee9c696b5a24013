#include "corpus/import_mtg_cr.h"

#include <algorithm>
#include <catch2/catch.hpp>
#include <map>
#include <string>

#include "corpus/import_mtg_bullets.h"
#include "corpus/import_mtg_card_rulings.h"
#include "corpus/import_mtg_rulings2008.h"
#include "corpus/importers.h"
#include "util/files.h"
#include "util/strings.h"

namespace arbiter::corpus {
namespace {

const std::string kMtgDir = std::string(ARBITER_SOURCE_DIR) + "/rules-db/mtg/";

ImportedDocument ImportCrText(const std::string& text, const std::string& file) {
  ImportedDocument d;
  Status s = ImportMtgCr(text, file, &d);
  INFO(s.ToString());
  REQUIRE(s.ok());
  return d;
}

ImportedDocument ImportCrFile(const std::string& name) {
  auto text = ReadFile(kMtgDir + name);
  REQUIRE(text.ok());
  return ImportCrText(*text, "mtg/" + name);
}

const Rule* Find(const ImportedDocument& d, const std::string& id) {
  for (const auto& r : d.rules) {
    if (r.id == id) return &r;
  }
  return nullptr;
}

const GlossaryEntry* FindTerm(const ImportedDocument& d, const std::string& term) {
  for (const auto& g : d.glossary) {
    if (g.term == term) return &g;
  }
  return nullptr;
}

// "Numbered rules" are the rules whose id starts with a three-digit number ("100", "100.1",
// "100.1a"); section headings have one-digit ids.
size_t CountNumbered(const ImportedDocument& d) {
  return std::count_if(d.rules.begin(), d.rules.end(),
                       [](const Rule& r) { return r.id.size() >= 3; });
}
size_t CountSections(const ImportedDocument& d) {
  return std::count_if(d.rules.begin(), d.rules.end(),
                       [](const Rule& r) { return r.id.size() == 1; });
}

std::vector<std::string> Codes(const ImportedDocument& d) {
  std::vector<std::string> codes;
  for (const auto& a : d.anomalies) codes.push_back(a.code + "@" + std::to_string(a.line));
  return codes;
}

}  // namespace

TEST_CASE("mtg-cr reads the 2026-09-25 release: U+00A0 blank lines, U+2028 line separators",
          "[corpus][mtg]") {
  // The byte-exact official file (rules-db/PROVENANCE.md): blank lines hold one U+00A0, and 38
  // U+2028 separate the lines of glossary definitions and of 205.4c and 509.1b.
  const ImportedDocument d = ImportCrFile("CR-20260925.txt");
  CHECK(CountNumbered(d) == 3313);
  CHECK(CountSections(d) == 9);
  CHECK(d.glossary.size() == 741);
  CHECK(d.doc.effective == "2026-09-25");
  // Only the irregular numbers, at their lines in the file (a U+2028 does not shift them).
  CHECK(Codes(d) == std::vector<std::string>{"irregular-number@1061", "irregular-number@2725"});
  // New in this release: 506.6 (attacks alone; old 506.6-506.7 are now 506.7-506.8), 701.71.
  REQUIRE(Find(d, "506.6"));
  CHECK(Find(d, "506.6")->text.rfind("A creature attacks a player alone if", 0) == 0);
  REQUIRE(Find(d, "506.8g"));
  REQUIRE(Find(d, "701.71"));
  CHECK(Find(d, "701.71")->text == "Empower Jace");  // as 701.70 "Recruit" reads in 2026-08-07
  // 205.4c's second paragraph, after a U+2028, reads as in the 2026-08-07 release.
  const ImportedDocument old = ImportCrFile("CR-20260807.txt");
  REQUIRE(Find(d, "205.4c"));
  REQUIRE(Find(old, "205.4c"));
  CHECK(Find(d, "205.4c")->text == Find(old, "205.4c")->text);
  // A multi-line glossary definition is split into its numbered senses.
  bool exile = false;
  for (const auto& g : d.glossary) {
    if (g.term != "Exile") continue;
    exile = true;
    CHECK(g.definition.rfind("1. A zone.", 0) == 0);
    CHECK(g.definition.find("\n2. To put an object into the exile zone") != std::string::npos);
  }
  CHECK(exile);
}

TEST_CASE("mtg-cr reads the 2026-08-07 release", "[corpus][mtg]") {
  const ImportedDocument d = ImportCrFile("CR-20260807.txt");

  SECTION("counts") {
    // 3,309 = 147 rule headings ("607.") + 1,173 rules ("607.1.") + 1,989 subrules ("607.2a").
    size_t headings = 0, rules = 0, subrules = 0;
    for (const auto& r : d.rules) {
      if (r.id.size() == 3) ++headings;
      if (r.id.size() > 3) (r.id.back() >= 'a' ? subrules : rules)++;
    }
    CHECK(headings == 147);
    CHECK(rules == 1173);
    CHECK(subrules == 1989);
    CHECK(CountNumbered(d) == 3309);
    CHECK(CountSections(d) == 9);
    CHECK(d.glossary.size() == 739);
  }
  SECTION("title and effective date from the text") {
    CHECK(d.doc.title == "Magic: The Gathering Comprehensive Rules");
    CHECK(d.doc.effective == "2026-08-07");
    CHECK(d.doc.version == "2026-08-07");
  }
  SECTION("the anomalies of the real file: only the two irregular numbers") {
    CHECK(Codes(d) == std::vector<std::string>{"irregular-number@1059", "irregular-number@2723"});
  }
  SECTION("sections and rule headings carry titles") {
    REQUIRE(Find(d, "6"));
    CHECK(Find(d, "6")->title == "Spells, Abilities, and Effects");
    REQUIRE(Find(d, "607"));
    CHECK(Find(d, "607")->title == "Linked Abilities");
    CHECK(Find(d, "607")->text.empty());
    CHECK(Find(d, "607")->parent == "6");
    CHECK(Find(d, "6")->parent.empty());
    CHECK(d.rules.front().id == "1");
    CHECK(d.rules.front().title == "Game Concepts");
  }
  SECTION("exact texts") {
    struct Row {
      const char* id;
      const char* parent;
      const char* text;
    };
    const Row rows[] = {
        {"607.2a", "607.2",
         "If an object has an activated or triggered ability printed on it that instructs a player "
         "to exile one or more cards and an ability printed on it that refers either to “the "
         "exiled "
         "cards” or to cards “exiled with [this object],” these abilities are linked. The second "
         "ability refers only to cards in the exile zone that were put there as a result of an "
         "instruction to exile them in the first ability."},
        {"704.5aa", "704.5",
         "If a player controls a permanent with start your engines! and that player has no speed, "
         "that player’s speed becomes 1. See rule 702.179, “Start Your Engines!”"},
        {"119.1d", "119.1",
         "In a two-player Brawl game, each player’s starting life total is 25. In a multiplayer "
         "Brawl game, each player’s starting life total is 30. See rule 903.12, “Brawl Option.”"},
        {"606.5", "606",
         "If the total cost to activate a loyalty ability contains multiple costs to add or remove "
         "loyalty counters, those costs are combined into a single cost to add or remove loyalty "
         "counters, as appropriate."},
        {"607.1", "607", nullptr},
    };
    for (const auto& row : rows) {
      INFO(row.id);
      const Rule* r = Find(d, row.id);
      REQUIRE(r);
      CHECK(r->parent == row.parent);
      if (row.text) CHECK(r->text == row.text);
    }
    CHECK(Find(d, "607.2a")->line == 2742);
  }
  SECTION("examples go to the rule right before them") {
    const Rule* r = Find(d, "702.19b");
    REQUIRE(r);
    REQUIRE(r->examples.size() == 2);
    CHECK(StartsWith(r->examples[0], "A 2/2 creature that can block an additional creature"));
    CHECK(StartsWith(r->examples[1], "A 6/6 green creature with trample is blocked by a 2/2"));
    CHECK(r->text.find("Example") == std::string::npos);
    const Rule* golden = Find(d, "101.2");
    REQUIRE(golden);
    REQUIRE(golden->examples.size() == 1);
    CHECK(StartsWith(golden->examples[0], "If one effect reads “You may play an additional land"));
    CHECK(Find(d, "101.2a")->examples.empty());
    size_t total = 0;
    for (const auto& rule : d.rules) total += rule.examples.size();
    CHECK(total == 277);  // grep -c '^Example:' over the body
  }
  SECTION("indented continuation paragraphs join their rule") {
    const Rule* r = Find(d, "205.4c");
    REQUIRE(r);
    CHECK(StartsWith(r->text, "Any land with the supertype “basic” is a basic land."));
    CHECK(r->text.find("\nCards printed in sets prior to the Eighth Edition core set") !=
          std::string::npos);
    const Rule* b = Find(d, "509.1b");
    REQUIRE(b);
    CHECK(b->text.find("\nA restriction may be created by an evasion ability") !=
          std::string::npos);
    CHECK(b->examples.size() == 1);
  }
  SECTION("glossary") {
    struct Row {
      const char* term;
      const char* definition;
      const char* rule_id;
    };
    const Row rows[] = {
        {"Regenerate",
         "To replace a permanent’s destruction with an alternate sequence of events. See rule "
         "701.19, “Regenerate.”",
         "701.19"},
        {"Attach",
         "To take an Aura, Equipment, or Fortification from where it currently is and put it onto "
         "a "
         "specified object or player. See rule 701.3, “Attach.”",
         "701.3"},
        {"Ability",
         "1. Text on an object that explains what that object does or can do.\n2. An activated or "
         "triggered ability on the stack. This kind of ability is an object.\nSee rule 113, "
         "“Abilities,” and section 6, “Spells, Abilities, and Effects.”",
         ""},  // two targets: no single defining rule
        {"Active Player", "The player whose turn it is. See rule 102.1.", "102.1"},
        {"Y", "See X.", ""},
    };
    for (const auto& row : rows) {
      INFO(row.term);
      const GlossaryEntry* g = FindTerm(d, row.term);
      REQUIRE(g);
      CHECK(g->definition == row.definition);
      CHECK(g->rule_id == row.rule_id);
    }
    CHECK(d.glossary.front().term == "Abandon");
    CHECK(d.glossary.back().term == "Zone-Change Triggers");
  }
}

TEST_CASE("mtg-cr reads the 2025-02-07 release (CRLF)", "[corpus][mtg]") {
  const ImportedDocument d = ImportCrFile("CR-20250207.txt");
  CHECK(CountNumbered(d) == 3166);
  CHECK(CountSections(d) == 9);
  CHECK(d.glossary.size() == 703);
  CHECK(d.doc.effective == "2025-02-07");
  // 119.1d. and 606.5 as in 2026, and "901.4.All" (no space) only in this release.
  CHECK(Codes(d) == std::vector<std::string>{"irregular-number@1050", "irregular-number@2698",
                                             "irregular-number@6547"});
  REQUIRE(Find(d, "901.4"));
  CHECK(StartsWith(Find(d, "901.4")->text, "All plane and phenomenon cards remain"));
}

TEST_CASE("mtg-cr gives the same rules for any line ending, BOM or not", "[corpus][mtg]") {
  auto text = ReadFile(kMtgDir + "CR-20250207.txt");
  REQUIRE(text.ok());
  const std::string crlf = *text;
  REQUIRE(crlf.find("\r\n") != std::string::npos);
  REQUIRE(StartsWith(crlf, "\xEF\xBB\xBF"));
  std::string lf, cr;
  for (size_t i = 0; i < crlf.size(); ++i) {
    if (crlf[i] == '\r' && i + 1 < crlf.size() && crlf[i + 1] == '\n') continue;
    lf += crlf[i];
  }
  for (char c : lf) cr += c == '\n' ? '\r' : c;
  const std::string no_bom = lf.substr(3);
  const ImportedDocument base = ImportCrText(crlf, "crlf");
  auto same = [&](const ImportedDocument& d) {
    REQUIRE(d.rules.size() == base.rules.size());
    for (size_t i = 0; i < d.rules.size(); ++i) {
      INFO(base.rules[i].id);
      CHECK(d.rules[i].id == base.rules[i].id);
      CHECK(d.rules[i].title == base.rules[i].title);
      CHECK(d.rules[i].text == base.rules[i].text);
      CHECK(d.rules[i].examples == base.rules[i].examples);
      CHECK(d.rules[i].parent == base.rules[i].parent);
      CHECK(d.rules[i].line == base.rules[i].line);
    }
    REQUIRE(d.glossary.size() == base.glossary.size());
    for (size_t i = 0; i < d.glossary.size(); ++i) {
      CHECK(d.glossary[i].term == base.glossary[i].term);
      CHECK(d.glossary[i].definition == base.glossary[i].definition);
    }
    CHECK(d.doc.effective == "2025-02-07");
  };
  SECTION("LF") { same(ImportCrText(lf, "lf")); }
  SECTION("bare CR") { same(ImportCrText(cr, "cr")); }
  SECTION("no BOM") { same(ImportCrText(no_bom, "nobom")); }
}

// A small CR-shaped text, for the encoding and the anomaly paths.
const char* const kSnippet =
    "Magic: The Gathering Comprehensive Rules\n"
    "\n"
    "These rules are effective as of February 7, 2025.\n"
    "\n"
    "Contents\n"
    "\n"
    "1. Game Concepts\n"
    "100. General\n"
    "\n"
    "1. Game Concepts\n"
    "\n"
    "100. General\n"
    "\n"
    "100.1. These Magic rules apply to any Magic game.\n"
    "\n"
    "100.1a A two-player game is a game that begins with only two players.\n"
    "Example: An example that belongs to 100.1a.\n"
    "\n"
    "100.3b Its parent 100.3 is missing.\n"
    "\n"
    "100.1a A second 100.1a.\n"
    "\n"
    "Stray text that is no rule.\n"
    "\n"
    "Glossary\n"
    "\n"
    "Active Player\n"
    "The player whose turn it is. See rule 102.1.\n"
    "\n"
    "Credits\n"
    "\n"
    "Someone\n";

TEST_CASE("mtg-cr reports what it cannot place", "[corpus][mtg]") {
  ImportedDocument d = ImportCrText(kSnippet, "mtg/snippet.txt");
  CHECK(CountNumbered(d) == 5);
  CHECK(Codes(d) ==
        std::vector<std::string>{"unparsed-line@23", "duplicate-id@21", "missing-parent@19"});
  for (const auto& a : d.anomalies) CHECK(a.file == "mtg/snippet.txt");
  CHECK(Find(d, "100.3b")->parent.empty());
  CHECK(Find(d, "100.3b")->section == "100");
  CHECK(Find(d, "100.1a")->examples ==
        std::vector<std::string>{"An example that belongs to 100.1a."});
  REQUIRE(d.glossary.size() == 1);
  CHECK(d.glossary[0].rule_id == "102.1");
}

TEST_CASE("mtg-cr keeps a given effective date and reports a contradicting one", "[corpus][mtg]") {
  ImportedDocument d;
  d.doc.effective = "2025-01-01";
  REQUIRE(ImportMtgCr(kSnippet, "mtg/snippet.txt", &d).ok());
  CHECK(d.doc.effective == "2025-01-01");
  REQUIRE(d.anomalies.size() == 4);
  CHECK(d.anomalies[0].code == "effective-date");
  CHECK(d.anomalies[0].line == 3);
  CHECK(d.anomalies[0].message ==
        "the text says effective 2025-02-07, the manifest says 2025-01-01; the manifest's date is "
        "kept");
}

TEST_CASE("the importer table has the MTG formats", "[corpus][mtg]") {
  struct Row {
    const char* format;
    ImportFn fn;
  };
  const Row rows[] = {{"mtg-cr", ImportMtgCr},
                      {"mtg-bullets", ImportMtgBullets},
                      {"mtg-rulings-2008", ImportMtgRulings2008},
                      {"mtg-card-rulings", ImportMtgCardRulings}};
  for (const auto& row : rows) {
    INFO(row.format);
    const ImporterRow* found = FindImporter(row.format);
    REQUIRE(found);
    CHECK(found->fn == row.fn);
  }
}

TEST_CASE("mtg-cr converts a Latin-1 release and says so", "[corpus][mtg]") {
  // The snippet with a Windows-1252 right quote (0x92) in rule 100.1a and a Latin-1 e-acute.
  std::string latin1 = kSnippet;
  const std::string needle = "A two-player game";
  latin1.replace(latin1.find(needle), needle.size(), "A player\x92s caf\xE9 game");
  REQUIRE_FALSE(IsValidUtf8(latin1));
  ImportedDocument d = ImportCrText(latin1, "mtg/latin1.txt");
  REQUIRE(Find(d, "100.1a"));
  CHECK(Find(d, "100.1a")->text ==
        "A player’s café game is a game that begins with only two players.");
  REQUIRE_FALSE(d.anomalies.empty());
  CHECK(d.anomalies[0].code == "encoding");
  CHECK(d.anomalies[0].line == 16);
  CHECK(d.doc.effective == "2025-02-07");
}

TEST_CASE("mtg-cr rejects a text that is not a CR", "[corpus][mtg]") {
  for (const char* text : {"", "Riftbound Core Rules\n\n000. Golden Rules\n",
                           "Contents\n\n1. Game Concepts\n100. General\n"}) {
    ImportedDocument d;
    Status s = ImportMtgCr(text, "mtg/other.txt", &d);
    CHECK(s.code() == Status::Code::kCorruption);
    CHECK(s.message().find("mtg/other.txt") != std::string::npos);
  }
}

}  // namespace arbiter::corpus
