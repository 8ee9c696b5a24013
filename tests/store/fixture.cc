#include "fixture.h"

#include <catch2/catch.hpp>
#include <cstdio>

#include "store/writer.h"

namespace arbiter::testing {

build::CorpusInput TinyCorpus() {
  build::CorpusInput in;
  corpus::ImportedDocument rb;
  rb.doc = {"riftbound@1.2",
            "riftbound",
            "Riftbound Core Rules",
            "1.2",
            "2025-12-01",
            "riftbound-pdftotext",
            "riftbound/core.txt",
            "test",
            "primary",
            ""};
  rb.rules = {
      {"716", "Attachment", "", {}, "", "", "", "", 10},
      {"718",
       "",
       "Attached is the state of a card linked to another card.",
       {},
       "",
       "716",
       "",
       "",
       11},
      {"718.5", "", "Attached cards keep their properties.", {}, "718", "", "", "", 12},
      {"718.5.b",
       "",
       "Attached cards can still be targeted. See rule 421 Attach for more.",
       {"A gear attached to a unit can't be chosen twice."},
       "718.5",
       "",
       "",
       "",
       13},
      {"421", "Attach", "To attach is to link a gear to a unit.", {}, "", "", "", "", 5},
      {"744.5", "", "First printing of 744.5.", {}, "", "", "", "", 20},
      {"744.5", "", "Second printing of 744.5.", {}, "", "", "", "", 21},
      {"745", "", "Refers to a missing rule: see rule 999.", {}, "", "", "", "", 22},
  };
  rb.glossary = {{"Mighty", "A unit with 5 or more Might is Mighty.", "709", 30},
                 {"Top-Most Card", "The card others are attached to.", "421.1", 31}};
  in.documents.push_back(rb);

  corpus::ImportedDocument mtg;
  mtg.doc = {"mtg@2026-08-07",
             "mtg",
             "Magic: The Gathering Comprehensive Rules",
             "2026-08-07",
             "2026-08-07",
             "mtg-cr",
             "mtg/CR.txt",
             "test",
             "primary",
             ""};
  mtg.rules = {
      {"702", "Keyword Abilities", "", {}, "7", "", "", "", 1},
      {"702.6", "Equip", "", {}, "702", "", "", "", 2},
      {"702.6a",
       "",
       "Equip is an activated ability of Equipment cards. See rule 301.",
       {},
       "702.6",
       "",
       "",
       "",
       3},
      {"702.60", "Ripple", "", {}, "702", "", "", "", 4},
      {"702.60a",
       "",
       "Ripple is a triggered ability; it can't x-ray anything.",
       {},
       "702.60",
       "",
       "",
       "",
       5},
  };
  mtg.glossary = {
      {"Regenerate", "To replace destruction with tapping and removal from combat.", "701.19", 40}};
  corpus::Ruling r;
  r.id = "oblivion-ring.1";
  r.card = "Oblivion Ring";
  r.text = "If Oblivion Ring leaves before its first ability resolves, the exile is permanent.";
  r.source = "Wizards of the Coast";
  r.date = "2007-10-01";
  r.cites = {"702.6a"};
  mtg.rulings = {r};
  in.documents.push_back(mtg);

  corpus::ImportedDocument old = mtg;
  old.doc.key = "mtg@2025-02-07";
  old.doc.version = old.doc.effective = "2025-02-07";
  old.rules.resize(3);
  old.rules[2].text = "Equip is an old activated ability.";
  old.glossary.clear();
  old.rulings.clear();
  in.documents.push_back(old);

  scenario::ScenarioSummary sc;
  sc.path = "scenarios/riftbound/attach/gear.json";
  sc.game = "riftbound";
  sc.rules_version = "1.2";  // the tiny corpus's release (the module cites a later one)
  sc.title = "Equipping a gear";
  sc.question = "Can the attached gear be targeted? A question.";
  sc.ruling = "Yes (718.5.b).";
  sc.cites = {"718.5.b", "mtg:702.6a"};
  in.scenarios.push_back(sc);
  in.analogues.push_back({"riftbound", "718.5.b", "mtg", "702.6a", "Both attach a gear"});
  return in;
}

store::Store OpenTinyStore(const build::CorpusInput& in) {
  auto w = store::Writer::Create(":memory:");
  REQUIRE(w.status().ToString() == "ok");
  auto stats = build::WriteCorpus(in, w->get());
  REQUIRE(stats.status().ToString() == "ok");
  auto db = (*w)->Finish();
  REQUIRE(db.status().ToString() == "ok");
  auto st = store::Store::Adopt(std::move(*db));
  REQUIRE(st.status().ToString() == "ok");
  return std::move(*st);
}

void WriteTinyDatabase(const build::CorpusInput& in, const std::string& path) {
  std::remove(path.c_str());
  auto w = store::Writer::Create(path);
  REQUIRE(w.status().ToString() == "ok");
  auto stats = build::WriteCorpus(in, w->get());
  REQUIRE(stats.status().ToString() == "ok");
  auto db = (*w)->Finish();
  REQUIRE(db.status().ToString() == "ok");
}

}  // namespace arbiter::testing
