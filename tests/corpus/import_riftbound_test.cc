// The Riftbound Core Rules v1.2 importer on the real pdftotext file, checked against the reference
// split and its log in rules-db/riftbound/.
#include <catch2/catch.hpp>
#include <fstream>
#include <map>
#include <nlohmann/json.hpp>
#include <set>
#include <sstream>

#include "corpus/import_riftbound_pdftotext.h"
#include "corpus/import_riftbound_stacked.h"
#include "corpus/import_riftbound_text.h"
#include "corpus/importers.h"
#include "rules_db_text.h"
#include "util/strings.h"

namespace arbiter::corpus {
namespace {

const std::string kFile = "riftbound/core-rules-v1.2.pdftotext.txt";

const ImportedDocument& Primary() {
  static const ImportedDocument doc = [] {
    ImportedDocument d;
    d.doc.key = "riftbound@1.2";
    d.doc.source = kFile;
    Status s = ImportRiftboundPdftotext(ReadRulesDb(kFile), kFile, &d);
    REQUIRE(s.ok());
    return d;
  }();
  return doc;
}

std::vector<const Rule*> Find(const std::string& id) {
  std::vector<const Rule*> out;
  for (const Rule& r : Primary().rules) {
    if (r.id == id) out.push_back(&r);
  }
  return out;
}

const Rule& One(const std::string& id) {
  auto found = Find(id);
  INFO("rule " << id);
  REQUIRE(found.size() == 1);
  return *found[0];
}

// "id. text-or-title Example: ..." as the reference split prints a rule.
std::string Flat(const Rule& r) {
  std::string s = r.id + ". " + (r.text.empty() ? r.title : r.text);
  for (const auto& e : r.examples) s += " Example: " + e;
  return s;
}

std::vector<const Anomaly*> AnomaliesWithCode(const std::string& code) {
  std::vector<const Anomaly*> out;
  for (const Anomaly& a : Primary().anomalies) {
    if (a.code == code) out.push_back(&a);
  }
  return out;
}

}  // namespace

TEST_CASE("Riftbound pdftotext: counts and document fields", "[corpus][riftbound]") {
  const ImportedDocument& d = Primary();
  // 1,794 numbers stand on their own lines plus "000." printed with its text: 1,795 rules, of
  // which 744.5 twice, so 1,794 distinct ids. The reference split also has 1,795 lines.
  CHECK(d.rules.size() == 1795);
  std::set<std::string> ids;
  for (const Rule& r : d.rules) ids.insert(r.id);
  CHECK(ids.size() == 1794);
  CHECK(d.doc.effective == "2025-12-01");
  CHECK(d.doc.title == "Riftbound Core Rules");
  CHECK(d.rules.front().id == "000");
  CHECK(d.rules.back().id == "747.4");
  CHECK(FindImporter("riftbound-pdftotext") != nullptr);
  CHECK(FindImporter("riftbound-pdftotext")->fn == &ImportRiftboundPdftotext);
  // Nothing left unplaced, nothing unresolved.
  CHECK(AnomaliesWithCode("unparsed-line").empty());
  for (const Anomaly* a : AnomaliesWithCode("stacked-numbers")) {
    CHECK(a->message.find("UNRESOLVED") == std::string::npos);
    CHECK(a->message.find("does not fit") == std::string::npos);
  }
}

TEST_CASE("Riftbound pdftotext: exact texts", "[corpus][riftbound]") {
  struct Row {
    const char* id;
    const char* text;
  };
  const Row rows[] = {
      {"718.5.b", "Attached cards still can be chosen or targeted by game effects while Attached."},
      {"721.1.b",
       "Inactive Abilities do not trigger, do not apply, and cannot be activated. Inactive "
       "instructions are not processed."},
      {"054.1",
       "Cards that forbid actions or effects, as a broad method of determination, supersede cards "
       "that allow or permit that same action or effect."},
      {"055", "When executing card text, do as much as you can, ignoring impossible instructions."},
      {"055.1",
       "If all of a card\xE2\x80\x99s instructions are impossible, it is still played and "
       "resolved, "
       "but nothing happens."},
      {"103.2", "A Main Deck of at least 40 cards 1 Chosen Champion Unit Units Gear Spells"},
      {"443.1",
       "When the Showdown closes, Attackers and Defenders resolve Combat Damage at the Battlefield "
       "that was attacked, using their current Might."},
      {"444.1", "1. Perform a Combat Cleanup."},
      {"454.1.a",
       "This layer deals with effects that grant, remove, or replace inherent traits of Game "
       "Objects. Name Super Type Type Tags Controller Cost Domain"},
      {"454.1.a.1", "Assignment of Might is dealt with in this layer."},
      {"454.1.b", "One Game Object becoming a copy of another."},
      {"454.1.c",
       "Effects for this layer can be identified by the phrase \"become(s)\", \"give,\" \"is,\" or "
       "\"are\" in the text."},
      {"422.1",
       "Detaching is the act of unlinking two cards that are currently linked through the act of "
       "Attaching. This causes one to cease being Attached, and potentially causes the other to "
       "cease being a Top-Most card."},
      // A wrapped line split by a page break (form feed and blank line) is joined.
      {"103.1.b.2",
       "Your deck\xE2\x80\x99s Domain Identity is dictated by the domains of your Champion Legend. "
       "In "
       "the default card frame, these domains appear as symbols in the legend\xE2\x80\x99s upper "
       "left corner."},
  };
  for (const Row& row : rows) {
    INFO(row.id);
    CHECK(One(row.id).text == row.text);
  }
}

TEST_CASE("Riftbound pdftotext: 744.5 is printed twice and both are kept", "[corpus][riftbound]") {
  auto both = Find("744.5");
  REQUIRE(both.size() == 2);
  CHECK(both[0]->text ==
        "Equip, and whether or not a Gear has Equip, is a characteristic of the Gear and may be "
        "checked or referenced by other Game Effects.");
  CHECK(both[1]->text ==
        "Whether or not a Gear has Equip may be referenced even if the Rules Text of the Gear is "
        "Inactive. See rule 716 Attachment for more information.");
  CHECK(both[0]->line == 8132);
  CHECK(both[1]->line == 8137);
  auto dups = AnomaliesWithCode("duplicate-id");
  REQUIRE(dups.size() == 1);
  CHECK(dups[0]->file == kFile);
  CHECK(dups[0]->line == 8137);
  CHECK(dups[0]->message.find("744.5") != std::string::npos);
}

TEST_CASE("Riftbound pdftotext: missing parent is reported, not invented", "[corpus][riftbound]") {
  CHECK(Find("721").empty());
  const Rule& r = One("721.1");
  CHECK(r.parent == "721");
  CHECK(r.section == "720");
  auto missing = AnomaliesWithCode("missing-parent");
  REQUIRE(missing.size() == 1);
  CHECK(missing[0]->line == 7224);
  CHECK(missing[0]->message.find("721.1") != std::string::npos);
  CHECK(One("721.1.a").parent == "721.1");
}

TEST_CASE("Riftbound pdftotext: examples go to the rule before them", "[corpus][riftbound]") {
  const Rule& axe = One("722.2");
  CHECK(axe.text ==
        "Game Effects that parse or interpret text to determine target eligibility may still parse "
        "Inactive text for the sake of eligibility.");
  REQUIRE(axe.examples.size() == 1);
  CHECK(StartsWith(axe.examples[0], "Spinning Axe is a gear with [Temporary]."));
  CHECK(EndsWith(axe.examples[0], "could still choose and destroy Spinning Axe."));
  CHECK(One("723").examples.empty());

  const Rule& r709 = One("709");
  CHECK(
      r709.text ==
      "A Unit \"becomes Mighty\" at the moment its Might changes from being less than 5 to being 5 "
      "or greater.");
  REQUIRE(r709.examples.size() == 2);
  CHECK(r709.examples[0] == "A Unit with Might 4 that gets +1 [M] becomes Mighty.");
  CHECK(r709.examples[1] ==
        "A Unit with Might 5 that gets +1 [M] does not become Mighty, because it was already "
        "Mighty.");
  CHECK(One("710").examples.size() == 1);
  CHECK(One("711").examples.size() == 1);
  CHECK(One("708").examples.empty());

  // An example printed in the middle of a line, and one inside a stacked run.
  const Rule& r129 = One("129.6");
  REQUIRE(r129.examples.size() == 1);
  CHECK(StartsWith(r129.examples[0], "The Trash is Public Information"));
  const Rule& r454 = One("454.1.a.1");
  REQUIRE(r454.examples.size() == 1);
  CHECK(
      r454.examples[0] ==
      "A spell reads \"A unit's Might becomes 4 this turn.\" The unit's Might is set to 4 in this "
      "layer.");
  // "Examples:" introduces a list of examples, stored without the label.
  const Rule& r109 = One("109");
  REQUIRE(r109.examples.size() == 1);
  CHECK(
      r109.examples[0] ==
      "Damage is cleared. Buffs are removed. Temporarily granted Keywords are no longer granted.");
}

TEST_CASE("Riftbound pdftotext: headings, parents and sections", "[corpus][riftbound]") {
  struct Row {
    const char* id;
    const char* title;
    const char* section;
  };
  const Row rows[] = {
      {"700", "Additional Rules", ""},
      {"701", "Buffs", "700"},
      {"716", "Attachment", "700"},
      {"720", "Inactive", "700"},
      {"731", "Accelerate", "730"},
      {"747", "Weaponmaster", "730"},
      {"054",
       "\xE2\x80\x9C"
       "Can\xE2\x80\x99t beats Can\xE2\x80\x9D",
       "000"},
      {"317", "End of Turn Phase", "314"},
      {"391", "3. Determine Total Cost", "386"},
      {"443", "Step 2: The Combat Damage Step", "441"},
  };
  for (const Row& row : rows) {
    INFO(row.id);
    const Rule& r = One(row.id);
    CHECK(r.title == row.title);
    CHECK(r.text.empty());
    CHECK(r.section == row.section);
  }
  // By position, not by number: 702-705 under 701 Buffs, 717-719 under 716 Attachment, 722-725
  // under 720 Inactive (which is itself a heading of the 700s).
  for (const char* id : {"702", "703", "704", "705"}) CHECK(One(id).section == "701");
  for (const char* id : {"717", "718", "719"}) CHECK(One(id).section == "716");
  for (const char* id : {"722", "723", "724", "725"}) CHECK(One(id).section == "720");
  // Subrules hang from their number-parent and need no section.
  CHECK(One("718.5.b").parent == "718.5");
  CHECK(One("718.5.b").section.empty());
  CHECK(One("718").parent.empty());
  CHECK(One("717").title.empty());
  CHECK(One("718.5.b").line == 7156);
}

TEST_CASE("Riftbound pdftotext: glossary", "[corpus][riftbound]") {
  std::map<std::string, const GlossaryEntry*> by_term;
  for (const GlossaryEntry& g : Primary().glossary) by_term[g.term] = &g;
  struct Row {
    const char* term;
    const char* rule_id;
    const char* definition_start;
  };
  const Row rows[] = {
      {"Buffs", "702", "Buffs are objects placed on Units."},
      {"Mighty", "707", "Mighty is a description that applies to some units."},
      {"Bonus Damage", "713", "Bonus Damage is an intrinsic property"},
      {"Attached", "718", "Attached is the state of a card being linked"},
      {"Top-Most Card", "719", "A Top-Most Card is a card that has one or more cards linked"},
      {"Inactive", "721.1", "Card text can occasionally be assigned to be ignored"},
      {"Accelerate", "731.1", "Accelerate is a Unit ability."},
      {"Quick-Draw", "745.1", "Quick-Draw is a Triggered Ability keyword."},
      {"Weaponmaster", "747.1", "Weaponmaster is a Triggered Ability keyword."},
      {"Attach", "421.1", "Attaching is the act of linking two cards"},
      {"Focus", "313.1", "Focus is the permission"},
  };
  for (const Row& row : rows) {
    INFO(row.term);
    REQUIRE(by_term.count(row.term));
    CHECK(by_term[row.term]->rule_id == row.rule_id);
    CHECK(StartsWith(by_term[row.term]->definition, row.definition_start));
  }
  // Every keyword of the keyword glossary 731-747 is defined.
  for (const Rule& r : Primary().rules) {
    if (r.id >= std::string("731") && r.id.find('.') == std::string::npos && !r.title.empty()) {
      INFO(r.title);
      CHECK(by_term.count(r.title));
    }
  }
  // Headings that are not terms, and sentences that only classify, are not entries.
  for (const char* not_term : {"Additional Rules", "Keyword Glossary", "Dealing Damage", "Units",
                               "Cost", "Trigger Condition"}) {
    INFO(not_term);
    CHECK_FALSE(by_term.count(not_term));
  }
  CHECK(Primary().glossary.size() == 89);
}

TEST_CASE("Riftbound pdftotext: stacked numbers against the reference split and its log",
          "[corpus][riftbound]") {
  // The log: one JSON line per stacked run. Every run is an anomaly at its first number's line.
  std::vector<nlohmann::json> runs;
  for (const std::string& line :
       SplitLines(ReadRulesDb("riftbound/core-rules-v1.2.split-reference.log.jsonl"))) {
    if (!Trim(line).empty()) runs.push_back(nlohmann::json::parse(line));
  }
  REQUIRE(runs.size() == 104);
  auto stacked = AnomaliesWithCode("stacked-numbers");
  REQUIRE(stacked.size() == runs.size());
  std::set<std::string> decided;
  for (const auto& d : riftbound::StackedDecisions()) decided.insert(d.numbers);
  CHECK(decided.size() == 15);
  int by_decision = 0;
  for (size_t k = 0; k < runs.size(); ++k) {
    std::vector<std::string> nums = runs[k]["nums"].get<std::vector<std::string>>();
    std::string key = Join(nums, " ");
    INFO(key);
    CHECK(stacked[k]->message.find("(" + key + ")") != std::string::npos);
    CHECK(One(nums[0]).line == stacked[k]->line);
    bool decision = stacked[k]->message.find("split by recorded decision") != std::string::npos;
    by_decision += decision;
    // Every run the reference script was unsure of was resolved by reading.
    if (runs[k]["ok"].is_boolean() && !runs[k]["ok"].get<bool>()) CHECK(decision);
  }
  CHECK(by_decision == 15);

  // Rule by rule against the reference split: the only rules that differ are the 454.1 run,
  // decided differently (see StackedDecisions()).
  std::map<std::string, std::vector<std::string>> reference;
  for (const std::string& line :
       SplitLines(ReadRulesDb("riftbound/core-rules-v1.2.split-reference.txt"))) {
    size_t sp = line.find(". ");
    if (sp == std::string::npos || line.size() < 3 || !std::isdigit(line[0])) continue;
    std::string id = line.substr(0, sp);
    if (id.find(' ') != std::string::npos) continue;
    std::string flat = line;
    for (size_t at; (at = flat.find("Examples:")) != std::string::npos;) {
      flat.replace(at, 9, "Example:");
    }
    reference[id].push_back(flat);
  }
  size_t ref_rules = 0;
  for (const auto& [id, v] : reference) ref_rules += v.size();
  CHECK(ref_rules == 1795);
  std::set<std::string> differ;
  std::map<std::string, int> seen;
  for (const Rule& r : Primary().rules) {
    int k = seen[r.id]++;
    auto it = reference.find(r.id);
    if (it == reference.end() || k >= static_cast<int>(it->second.size()) ||
        it->second[k] != Flat(r)) {
      differ.insert(r.id);
    }
  }
  CHECK(differ ==
        std::set<std::string>{"454.1.a", "454.1.a.1", "454.1.b", "454.1.b.1", "454.1.c", "454.2"});
}

TEST_CASE("Riftbound stacked runs: the splitter on its own", "[corpus][riftbound]") {
  using riftbound::SplitStackedRun;
  SECTION("as many paragraphs as numbers") {
    auto s = SplitStackedRun({"054", "054.1", "055", "055.1"},
                             {"\xE2\x80\x9C"
                              "Can\xE2\x80\x99t beats Can\xE2\x80\x9D",
                              "Cards that forbid actions or effects, as a broad method of "
                              "determination, supersede cards that allow or",
                              "permit that same action or effect.",
                              "When executing card text, do as much as you can, ignoring "
                              "impossible instructions.",
                              "If all of a card\xE2\x80\x99s instructions are impossible, it is "
                              "still played and resolved, but nothing happens."});
    CHECK(s.resolved);
    CHECK_FALSE(s.by_decision);
    CHECK(s.groups == std::vector<std::vector<int>>{{0}, {1, 2}, {3}, {4}});
  }
  SECTION("a recorded decision that no longer fits falls back and says so") {
    auto s = SplitStackedRun({"163", "163.1"}, {"One.", "Two.", "Three."});
    CHECK_FALSE(s.by_decision);
    CHECK_FALSE(s.resolved);
    CHECK(s.how.find("does not fit") != std::string::npos);
    CHECK(s.groups.size() == 2);
    CHECK(s.groups[1] == std::vector<int>{1, 2});
  }
  SECTION("continuations: lower case, Example:, e.g., See rule") {
    auto g = riftbound::JoinWrappedLines(
        {"A.", "b continues.", "Example: x.", "e.g., y.", "See rule 1.", "Next."});
    CHECK(g == std::vector<std::vector<int>>{{0, 1, 2, 3, 4}, {5}});
  }
}

TEST_CASE("Riftbound rule bodies: headings and examples", "[corpus][riftbound]") {
  struct HeadingRow {
    const char* text;
    bool heading;
  };
  const HeadingRow headings[] = {
      {"Buffs", true},
      {"Step 2: The Combat Damage Step", true},
      {"3. Determine Total Cost", true},
      {"\xE2\x80\x9C"
       "Can\xE2\x80\x99t beats Can\xE2\x80\x9D",
       true},
      {"While on the Board:", false},
      {"Action is a Permissive keyword.", false},
      {"Victory Score: 8", false},
      {"Equip is formatted as \xE2\x80\x9C"
       "Equip [Cost]\xE2\x80\x9D",
       false},
      {"These are commonly structured as \xE2\x80\x9CWhen I attack\xE2\x80\xA6\xE2\x80\x9D", false},
      {"Insert \xE2\x80\x9C"
       "2c. Heal all Units.\xE2\x80\x9D",
       false},
      {"A Main Deck of at least 40 cards 1 Chosen Champion Unit Units Gear Spells", false},
      {"", false},
  };
  for (const HeadingRow& row : headings) {
    INFO(row.text);
    CHECK(riftbound::LooksLikeHeading(row.text) == row.heading);
  }
  struct BodyRow {
    const char* body;
    const char* title;
    const char* text;
    std::vector<std::string> examples;
  };
  const BodyRow bodies[] = {
      {"Mighty", "Mighty", "", {}},
      {"Text.  Example: one. Example: two.", "", "Text.", {"one.", "two."}},
      {"Text. Examples: a b", "", "Text.", {"a b"}},
      {"no label inside: anExample: x.", "", "no label inside: anExample: x.", {}},
  };
  for (const BodyRow& row : bodies) {
    INFO(row.body);
    Rule r;
    riftbound::SetRuleBody(row.body, &r);
    CHECK(r.title == row.title);
    CHECK(r.text == row.text);
    CHECK(r.examples == row.examples);
  }
}

TEST_CASE("Riftbound pdftotext: not this format", "[corpus][riftbound]") {
  ImportedDocument d;
  Status s = ImportRiftboundPdftotext("just some prose\nand more\n", "x.txt", &d);
  CHECK(s.code() == Status::Code::kCorruption);
  CHECK(s.message().find("x.txt:1:") != std::string::npos);
}

}  // namespace arbiter::corpus
