// build/diff_cache.h: what a pair of releases' changes are computed from, and their reuse by the
// next build only when none of it changed.
#include "build/diff_cache.h"

#include <catch2/catch.hpp>
#include <cstdio>
#include <fstream>

#include "build/build_database.h"
#include "diff/ruling_map.h"
#include "store/fixture.h"
#include "store/writer.h"
#include "util/build_id.h"

namespace arbiter::testing {
namespace {

corpus::ImportedDocument Release(const std::string& version, const std::string& attach_text) {
  corpus::ImportedDocument d;
  d.doc = {"riftbound@" + version,
           "riftbound",
           "Riftbound Core Rules",
           version,
           version == "1.1" ? "2025-10-24" : "2025-12-12",
           "riftbound-pdftotext",
           "riftbound/core-" + version + ".txt",
           "test",
           "primary",
           ""};
  d.rules = {
      {"716", "Attachment", "", {}, "", "", "", "", 10},
      {"716.1", "", attach_text, {}, "716", "", "", "", 11},
      {"716.2", "", "Attached cards keep their properties.", {}, "716", "", "", "", 12},
  };
  return d;
}

build::CorpusInput TwoReleases(const std::string& newer_text) {
  build::CorpusInput in;
  in.documents.push_back(Release("1.1", "A gear is attached to a unit."));
  in.documents.push_back(Release("1.2", newer_text));
  return in;
}

std::string Rows(const std::vector<store::RuleChangeRecord>& changes) {
  std::string out;
  for (const auto& c : changes) {
    out += c.kind + " " + std::to_string(c.seq) + " " + std::to_string(c.similarity) + ";";
    for (const auto& id : c.old_ids) out += id + ",";
    for (const auto& id : c.new_ids) out += id + ",";
    out += "\n";
  }
  return out;
}

// {pairs of releases, pairs reused} when `in` is written to a fresh in-memory database.
std::pair<int, int> ReusedPairs(const build::CorpusInput& in) {
  auto w = store::Writer::Create(":memory:");
  REQUIRE(w.ok());
  auto stats = build::WriteCorpus(in, w->get());
  REQUIRE(stats.ok());
  return {stats->release_pairs, stats->reused_pairs};
}

}  // namespace

TEST_CASE("DiffInputs: a hash of everything the changes are computed from", "[build][diff-cache]") {
  const auto a = Release("1.1", "A gear is attached to a unit.");
  const auto b = Release("1.2", "A gear is attached to one unit.");
  const std::vector<diff::Override> none;
  const std::string base = build::DiffInputs("code-1", none, a, b);
  CHECK(base.size() == 32);
  CHECK(build::DiffInputs("code-1", none, a, b) == base);

  SECTION("no code identity: never reused") { CHECK(build::DiffInputs("", none, a, b).empty()); }
  SECTION("other code") { CHECK(build::DiffInputs("code-2", none, a, b) != base); }
  SECTION("a rule's words, its examples, its line, an anomaly") {
    auto b2 = b;
    b2.rules[2].text += " ";
    CHECK(build::DiffInputs("code-1", none, a, b2) != base);
    b2 = b;
    b2.rules[1].examples.push_back("Example.");
    CHECK(build::DiffInputs("code-1", none, a, b2) != base);
    b2 = b;
    b2.rules[1].line = 99;
    CHECK(build::DiffInputs("code-1", none, a, b2) != base);
    b2 = b;
    b2.anomalies.push_back({"riftbound/core-1.2.txt", 11, "stacked-numbers", "716.1 716.2"});
    CHECK(build::DiffInputs("code-1", none, a, b2) != base);
  }
  SECTION("the pair's hand overrides") {
    const std::vector<diff::Override> one = {{"716.1", "716.2", "moved by hand", 3}};
    CHECK(build::DiffInputs("code-1", one, a, b) != base);
  }
  SECTION("the order of the two documents") {
    CHECK(build::DiffInputs("code-1", none, b, a) != base);
  }
  SECTION("fields are length-prefixed: moving a byte between two fields changes the hash") {
    auto a2 = a;
    a2.rules[0].title = "Attachmen";
    a2.rules[0].text = "t";
    CHECK(build::DiffInputs("code-1", none, a2, b) != base);
  }
}

TEST_CASE("PreviousDiffs: a build reuses a pair's changes only when nothing they came from changed",
          "[build][diff-cache]") {
  if (ExecutableBuildId().empty()) {
    WARN("this test binary has no GNU build id: builds never reuse, nothing to test");
    return;
  }
  const std::string path = std::string(ARBITER_BINARY_DIR) + "/diff-cache-test.db";
  build::CorpusInput first = TwoReleases("A gear is attached to one unit.");
  WriteTinyDatabase(first, path);

  build::PreviousDiffs previous = build::PreviousDiffs::Open(path);
  const std::string inputs =
      build::DiffInputs(ExecutableBuildId(), {}, first.documents[0], first.documents[1]);
  auto stored = previous.Find("riftbound@1.1", "riftbound@1.2", inputs);
  REQUIRE(stored.has_value());
  REQUIRE(!stored->empty());
  CHECK(!previous.Find("riftbound@1.1", "riftbound@1.2", inputs + "0").has_value());
  CHECK(!previous.Find("riftbound@1.0", "riftbound@1.2", inputs).has_value());
  CHECK(!previous.Find("riftbound@1.1", "riftbound@1.2", "").has_value());

  SECTION("the same inputs: reused, and the rows are the ones computed") {
    build::CorpusInput again = TwoReleases("A gear is attached to one unit.");
    again.previous_db = path;
    store::Store s = OpenTinyStore(again);
    auto reused = s.RuleChanges("riftbound@1.1", "riftbound@1.2");
    REQUIRE(reused.ok());
    CHECK(Rows(*reused) == Rows(*stored));
    CHECK(ReusedPairs(again) == std::pair{1, 1});
  }
  SECTION("the previous database attached: the rows are copied as stored, ids and all") {
    build::CorpusInput again = TwoReleases("A gear is attached to one unit.");
    again.previous_db = path;
    auto w = store::Writer::Create(":memory:", path);
    REQUIRE(w.ok());
    auto stats = build::WriteCorpus(again, w->get());
    REQUIRE(stats.ok());
    CHECK(stats->reused_pairs == 1);
    CHECK(stats->changes == static_cast<int>(stored->size()));
    auto db = (*w)->Finish();
    REQUIRE(db.ok());
    auto copy = store::Store::Adopt(std::move(*db));
    REQUIRE(copy.ok());
    auto rows = copy->RuleChanges("riftbound@1.1", "riftbound@1.2");
    REQUIRE(rows.ok());
    CHECK(Rows(*rows) == Rows(*stored));
    // The ids index (rule_change_ids) names the copied changes.
    auto naming = copy->ChangesNaming("riftbound@1.2", "716.1");
    REQUIRE(naming.ok());
    CHECK(!naming->empty());
    auto old = store::Store::OpenReadOnly(path);
    REQUIRE(old.ok());
    CHECK(Rows(*naming) == Rows(*old->ChangesNaming("riftbound@1.2", "716.1")));
  }
  SECTION("the previous database's rows for a pair are not one run: read and added instead") {
    {
      auto db = store::Database::Open(path, store::Database::Mode::kReadWriteCreate);
      REQUIRE(db.ok());
      REQUIRE(stored->size() >= 2);
      REQUIRE(db->Exec("UPDATE rule_changes SET rowid = rowid + 100 WHERE rowid = (SELECT "
                       "max(rowid) FROM rule_changes)",
                       "test")
                  .ok());
    }
    auto w = store::Writer::Create(":memory:", path);
    REQUIRE(w.ok());
    CHECK(*(*w)->CopyRuleChanges("riftbound@1.1", "riftbound@1.2") == -1);
    build::CorpusInput again = TwoReleases("A gear is attached to one unit.");
    again.previous_db = path;
    CHECK(ReusedPairs(again) == std::pair{1, 1});
  }
  SECTION("one rule's words changed: matched again") {
    build::CorpusInput changed = TwoReleases("A gear is attached to exactly one unit.");
    changed.previous_db = path;
    CHECK(ReusedPairs(changed) == std::pair{1, 0});
  }
  SECTION("a missing or unreadable previous database: nothing reused, no error") {
    CHECK(!build::PreviousDiffs::Open(path + ".missing")
               .Find("riftbound@1.1", "riftbound@1.2", inputs)
               .has_value());
    const std::string junk = path + ".junk";
    std::ofstream(junk) << "not a database\n";
    CHECK(!build::PreviousDiffs::Open(junk)
               .Find("riftbound@1.1", "riftbound@1.2", inputs)
               .has_value());
    std::remove(junk.c_str());
  }
  std::remove(path.c_str());
}

namespace {

// A document of 2008 rulings citing 501.10 (Clash then) and today's rules, where Clash is 701.30.
std::vector<corpus::ImportedDocument> OldRulingsAndToday(const std::string& ruling_cite) {
  corpus::ImportedDocument old;
  old.doc = {"mtg-rulings-2008@2008-03-17",
             "mtg-rulings-2008",
             "rulings summary",
             "2008-03-17",
             "2008-03-17",
             "mtg-rulings",
             "mtg/rulings-2008.txt",
             "test",
             "rulings",
             ""};
  old.rules = {
      {"501.10", "Clash", "To clash, reveal the top card of your library.", {}, "", "", "", "", 3}};
  old.rulings = {{"501.10.Ruling.1",
                  "",
                  "You may put it on the bottom.",
                  "test",
                  "2008-03-17",
                  {ruling_cite},
                  "",
                  5,
                  false},
                 {"501.10.Ruling.2",
                  "",
                  "Both players clash.",
                  "test",
                  "2008-03-17",
                  {"501.10"},
                  "",
                  6,
                  false}};
  corpus::ImportedDocument today;
  today.doc = {"mtg@2026-09-25", "mtg",    "Comprehensive Rules", "2026-09-25",
               "2026-09-25",     "mtg-cr", "mtg/cr.txt",          "test",
               "primary",        ""};
  today.rules = {{"701", "Keyword Actions", "", {}, "", "", "", "", 1},
                 {"701.30",
                  "Clash",
                  "To clash, reveal the top card of your library.",
                  {},
                  "701",
                  "",
                  "",
                  "",
                  2}};
  return {old, today};
}

}  // namespace

TEST_CASE(
    "MapOldRulingsReusing: the 2008 rulings' map reused only when nothing it came from "
    "changed",
    "[build][diff-cache]") {
  if (ExecutableBuildId().empty()) {
    WARN("this test binary has no GNU build id: builds never reuse, nothing to test");
    return;
  }
  const std::string path = std::string(ARBITER_BINARY_DIR) + "/ruling-map-cache-test.db";
  build::CorpusInput first;
  first.documents = OldRulingsAndToday("501.10");
  first.mapped_cites = build::MapOldRulingsReusing("", first.documents, "");
  CHECK(first.mapped_cites.mappings == 1);
  CHECK(first.mapped_cites.reused == 0);
  const diff::MappedCiteMap computed = diff::MapOldRulings("", first.documents);
  REQUIRE(first.mapped_cites.cites == computed);
  using Cite = std::array<std::string, 3>;
  REQUIRE(computed.at("mtg-rulings-2008@2008-03-17\n501.10.Ruling.1") ==
          std::vector<Cite>{{"mtg", "701.30", "mtg@2026-09-25"}});
  WriteTinyDatabase(first, path);

  SECTION("the same inputs: read back from the previous database, equal to the computed map") {
    const auto docs = OldRulingsAndToday("501.10");
    const build::MappedCites again = build::MapOldRulingsReusing("", docs, path);
    CHECK(again.reused == 1);
    CHECK(again.cites == computed);
    CHECK(again.inputs == first.mapped_cites.inputs);
  }
  SECTION("a ruling's citation changed: mapped again") {
    const auto docs = OldRulingsAndToday("501.1");
    const build::MappedCites again = build::MapOldRulingsReusing("", docs, path);
    CHECK(again.reused == 0);
    CHECK(again.cites == diff::MapOldRulings("", docs));
  }
  SECTION("today's rules changed: mapped again") {
    auto docs = OldRulingsAndToday("501.10");
    docs[1].rules[1].text += " Then put it on the bottom.";
    CHECK(build::MapOldRulingsReusing("", docs, path).reused == 0);
  }
  SECTION("no previous database: mapped") {
    CHECK(build::MapOldRulingsReusing("", OldRulingsAndToday("501.10"), path + ".missing").reused ==
          0);
  }
  std::remove(path.c_str());
}

}  // namespace arbiter::testing
