// Seeds 003 (CR 607 as bullets) and 004 (the 2008 rulings summary), on the real files.
#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "corpus/import_mtg_bullets.h"
#include "corpus/import_mtg_cr.h"
#include "corpus/import_mtg_rulings2008.h"
#include "corpus/importers.h"
#include "util/files.h"
#include "util/strings.h"

namespace arbiter::corpus {
namespace {

const std::string kMtgDir = std::string(ARBITER_SOURCE_DIR) + "/rules-db/mtg/";

ImportedDocument Import(ImportFn fn, const std::string& name) {
  auto text = ReadFile(kMtgDir + name);
  REQUIRE(text.ok());
  ImportedDocument d;
  Status s = fn(*text, "mtg/" + name, &d);
  INFO(s.ToString());
  REQUIRE(s.ok());
  return d;
}

const Rule* Find(const ImportedDocument& d, const std::string& id) {
  for (const auto& r : d.rules) {
    if (r.id == id) return &r;
  }
  return nullptr;
}

std::string Comparable(const std::string& s) { return CollapseSpaces(NormalizePunctuation(s)); }

}  // namespace

TEST_CASE("mtg-bullets reads seed 003 (CR 607)", "[corpus][mtg][seed]") {
  const ImportedDocument d = Import(ImportMtgBullets, "seed-003-cr607.txt");
  std::vector<std::string> ids;
  for (const auto& r : d.rules) ids.push_back(r.id);
  CHECK(ids == std::vector<std::string>{"607",    "607.1",  "607.1a", "607.1b", "607.1c", "607.2",
                                        "607.2a", "607.2b", "607.2c", "607.2d", "607.2e", "607.2f",
                                        "607.2g", "607.2h", "607.2i", "607.2j", "607.2k", "607.2m",
                                        "607.3",  "607.4",  "607.5",  "607.5a"});
  CHECK(Find(d, "607")->title == "Linked Abilities");
  CHECK(Find(d, "607.2h")->parent == "607.2");
  CHECK(StartsWith(Find(d, "607.2h")->text, "If an object has a kicker ability printed on it"));
  // The fragment's top rule has no section 6 in the document: reported, not invented.
  REQUIRE(d.anomalies.size() == 1);
  CHECK(d.anomalies[0].code == "missing-parent");
  CHECK(d.anomalies[0].line == 1);
}

TEST_CASE("seed 003 against the 2026 CR, rule by rule", "[corpus][mtg][seed]") {
  const ImportedDocument seed = Import(ImportMtgBullets, "seed-003-cr607.txt");
  const ImportedDocument cr = Import(ImportMtgCr, "CR-20260807.txt");
  std::vector<std::string> same, differ;
  for (const auto& r : seed.rules) {
    if (r.id == "607") continue;  // the heading: compared by title below
    const Rule* c = Find(cr, r.id);
    REQUIRE(c);  // every seed number exists today; only texts moved
    (Comparable(r.text) == Comparable(c->text) ? same : differ).push_back(r.id);
  }
  CHECK(Find(cr, "607")->title == Find(seed, "607")->title);
  CHECK(same == std::vector<std::string>{"607.1", "607.1a", "607.1c", "607.2", "607.2a", "607.2b",
                                         "607.2c", "607.4", "607.5", "607.5a"});
  CHECK(differ == std::vector<std::string>{"607.1b", "607.2d", "607.2e", "607.2f", "607.2g",
                                           "607.2h", "607.2i", "607.2j", "607.2k", "607.2m",
                                           "607.3"});
  // The lettering moved: seed texts found word for word under another letter today.
  std::vector<std::string> moved;
  for (const auto& r : seed.rules) {
    for (const auto& c : cr.rules) {
      if (c.id != r.id && StartsWith(c.id, "607.") && !r.text.empty() &&
          Comparable(c.text) == Comparable(r.text)) {
        moved.push_back(r.id + "->" + c.id);
      }
    }
  }
  CHECK(moved == std::vector<std::string>{"607.2e->607.2f", "607.2g->607.2h", "607.2i->607.2j",
                                          "607.2k->607.2m", "607.2m->607.2n"});
  // The seed's kicker rule 607.2h became today's 607.2i, generalised to any additional cost.
  CHECK(StartsWith(Find(seed, "607.2h")->text, "If an object has a kicker ability"));
  CHECK(StartsWith(
      Find(cr, "607.2i")->text,
      "If an object has an ability printed on it that allows an additional cost to be paid"));
  // CR 607 today has rules the seed lacks.
  for (const char* id : {"607.1d", "607.2n", "607.2p", "607.2q"}) {
    CHECK(Find(cr, id));
    CHECK_FALSE(Find(seed, id));
  }
}

TEST_CASE("mtg-rulings-2008 reads seed 004", "[corpus][mtg][seed]") {
  const ImportedDocument d = Import(ImportMtgRulings2008, "seed-004-rulings-2008.txt");
  CHECK(d.doc.effective == "2008-03-17");

  SECTION("headings and entries become rules") {
    size_t headings = 0, entries = 0;
    for (const auto& r : d.rules) (r.title.empty() ? entries : headings)++;
    CHECK(headings == 10);  // 501 and 501.2 .. 501.10
    CHECK(entries == 17);   // 501.1, 501.2a-d, 501.3a, 501.4a, 501.5a-b, 501.6a, 501.7a-b, 501.8a,
                            // 501.9a, 501.10a-c
    CHECK(Find(d, "501")->title == "Keyword Actions");
    CHECK(Find(d, "501.5")->title == "Regenerate");
    CHECK(Find(d, "501.10")->title == "Clash");
    CHECK(Find(d, "501.10")->parent == "501");
    CHECK(Find(d, "501.10a")->parent == "501.10");
  }
  SECTION("an entry: wrapped lines joined, source and date split off") {
    const Rule* r = Find(d, "501.2a");
    REQUIRE(r);
    CHECK(r->text ==
          "To attach an Aura, Equipment, or Fortification to an object means to take it from where "
          "it currently is and put it onto that object. If something is attached to a permanent in "
          "play, it's customary to place it so that it's physically touching the permanent. An "
          "Aura, Equipment, or Fortification can't be attached to an object it couldn't enchant, "
          "equip, or fortify, respectively.");
    CHECK(r->source == "CompRules");
    CHECK(r->date == "2007-05-01");
    CHECK(r->line == 9);
    CHECK(Find(d, "501.10a")->date == "2007-10-01");
    CHECK(Find(d, "501.1")->source == "CompRules");
  }
  SECTION("Ruling.N entries are rulings citing their rule") {
    REQUIRE(d.rulings.size() == 4);
    struct Row {
      const char* id;
      const char* cites;
      const char* source;
      const char* date;
      const char* starts;
    };
    const Row rows[] = {
        {"505.5.Ruling.1", "501.5", "D'Angelo", "2007-11-09",
         "An effect which says something \"can't be regenerated\" means that the Regenerate"},
        {"501.10.Ruling.1", "501.10", "Lorwyn FAQ", "2007-09-25",
         "There are no ties or losses in a clash."},
        {"501.10.Ruling.2", "501.10", "Lorwyn FAQ", "2007-09-25",
         "If one or more of the clashing players reveals a split card"},
        {"501.10.Ruling.3", "501.10", "D'Angelo", "2008-02-10",
         "If a player has no cards in their library to reveal"},
    };
    for (size_t i = 0; i < 4; ++i) {
      INFO(rows[i].id);
      const Ruling& r = d.rulings[i];
      CHECK(r.id == rows[i].id);
      CHECK(r.cites == std::vector<std::string>{rows[i].cites});
      CHECK(r.source == rows[i].source);
      CHECK(r.date == rows[i].date);
      CHECK(StartsWith(r.text, rows[i].starts));
      CHECK(r.text.find('[') == std::string::npos);
      CHECK(r.card.empty());
    }
    CHECK(d.rulings[1].text ==
          "There are no ties or losses in a clash. You either win or you "
          "don't. For example, if more than one player has the same mana cost "
          "revealed, then you don't win.");
  }
  SECTION("anomalies: the misnumbered ruling (with the decision) and the fragment's top") {
    std::vector<std::string> codes;
    for (const auto& a : d.anomalies) codes.push_back(a.code + "@" + std::to_string(a.line));
    CHECK(codes == std::vector<std::string>{"misnumbered-ruling@47", "missing-parent@2"});
    CHECK(d.anomalies[0].message.find("citing 501.5") != std::string::npos);
  }
}

TEST_CASE("mtg-rulings-2008 rejects other texts and reports stray lines", "[corpus][mtg][seed]") {
  ImportedDocument bad;
  CHECK(ImportMtgRulings2008("hello\nworld\n", "x.txt", &bad).code() == Status::Code::kCorruption);
  ImportedDocument d;
  const char* text =
      "501.2 - Attach\n"
      "- 501.2a - Text without a source\n"
      "wrapped.\n"
      "- 501.2b - Closed text. [CompRules 2007/05/01]\n"
      "stray line\n";
  REQUIRE(ImportMtgRulings2008(text, "x.txt", &d).ok());
  std::vector<std::string> codes;
  for (const auto& a : d.anomalies) codes.push_back(a.code + "@" + std::to_string(a.line));
  // "stray line" follows a closed entry, so it is not a wrapped line: reported.
  CHECK(codes ==
        std::vector<std::string>{"unparsed-line@5", "missing-source@2", "missing-parent@1"});
  CHECK(Find(d, "501.2a")->text == "Text without a source wrapped.");
  CHECK(Find(d, "501.2b")->text == "Closed text.");
}

}  // namespace arbiter::corpus
