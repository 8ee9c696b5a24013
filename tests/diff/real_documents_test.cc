// The matcher on the real documents of rules-db/: CR 2025-02-07 -> 2026-08-07, and the 2008
// rulings summary (seed 004) -> CR 2026-08-07.
#include <catch2/catch.hpp>
#include <map>

#include "corpus/rules_db.h"
#include "diff/compare.h"
#include "diff/history.h"
#include "diff/report.h"

namespace arbiter::diff {
namespace {

const std::string kRulesDb = std::string(ARBITER_SOURCE_DIR) + "/rules-db";

const Comparison& CrDiff() {
  static const Comparison c = [] {
    std::string help;
    auto r = CompareDocuments(kRulesDb, "mtg@2025-02-07", "mtg@2026-08-07", &help);
    REQUIRE(r.ok());
    return std::move(*r);
  }();
  return c;
}

const Comparison& Map2008() {
  static const Comparison c = [] {
    std::string help;
    auto r = CompareDocuments(kRulesDb, "mtg-rulings-2008", "mtg@2026-08-07", &help);
    REQUIRE(r.ok());
    return std::move(*r);
  }();
  return c;
}

std::string Where(const DocumentDiff& d, const std::string& old_id) {
  const RuleChange* c = d.ForOld(old_id);
  if (c == nullptr) return "?";
  return std::string(ChangeKindName(c->kind)) + " " + (c->new_ids.empty() ? "" : c->new_ids[0]);
}

}  // namespace

TEST_CASE("CR 2025-02-07 -> 2026-08-07: keyword actions renumbered", "[diff][real]") {
  const DocumentDiff& d = CrDiff().diff;
  // The keyword actions the scenarios use, and where the README says they are in 2026.
  const char* rows[][2] = {
      {"701.3", "unchanged 701.3"},                              // Attach
      {"701.5", "moved 701.6"},                                  // Counter
      {"701.5a", "moved 701.6a"},     {"701.7", "moved 701.8"},  // Destroy
      {"701.15", "moved 701.19"},                                // Regenerate
      {"701.17", "moved 701.21"},                                // Sacrifice
      {"701.18", "moved 701.22"},                                // Scry
      {"701.21", "moved 701.26"},                                // Tap and Untap
      {"701.22", "moved 701.29"},                                // Fateseal
      {"701.23", "moved 701.30"},                                // Clash
      {"607.1a", "unchanged 607.1a"},
  };
  for (const auto& row : rows) {
    INFO(row[0]);
    CHECK(Where(d, row[0]) == row[1]);
  }
  SECTION("new rules are added, reworded rules are edited with their words marked") {
    REQUIRE(d.ForNew("701.4") != nullptr);
    CHECK(d.ForNew("701.4")->kind == ChangeKind::kAdded);  // Behold
    const RuleChange* gold = d.ForOld("111.10c");
    REQUIRE(gold != nullptr);
    CHECK(gold->kind == ChangeKind::kEdited);
    CHECK(RenderWordDiff(gold->words).find("[-artifact-]{+token+}") != std::string::npos);
    // 112.1 only follows Counter's renumbering in its cross-reference.
    REQUIRE(d.ForOld("112.1") != nullptr);
    CHECK(d.ForOld("112.1")->refs_only);
  }
  SECTION("every rule of both versions is accounted for exactly once") {
    const DiffCounts& n = d.counts;
    CHECK(n.old_rules == static_cast<int>(CrDiff().from.rules.size()));
    CHECK(n.new_rules == static_cast<int>(CrDiff().to.rules.size()));
    int old_seen = 0, new_seen = 0;
    for (const RuleChange& c : d.changes) {
      old_seen += static_cast<int>(c.old_ids.size());
      new_seen += static_cast<int>(c.new_ids.size());
    }
    CHECK(old_seen == n.old_rules);
    CHECK(new_seen == n.new_rules);
    CHECK(n.moved > 300);  // 701 and 702 were renumbered wholesale
    CHECK(n.unchanged > 2500);
  }
}

TEST_CASE("2008 rulings summary 501.x maps onto today's 701.x", "[diff][real]") {
  const DocumentDiff& d = Map2008().diff;
  const char* rows[][2] = {
      {"501", "701"},       {"501.2", "701.3"},     {"501.2a", "701.3a"},   {"501.2d", "701.3d"},
      {"501.3", "701.6"},   {"501.3a", "701.6a"},   {"501.4", "701.8"},     {"501.4a", "701.8a"},
      {"501.5", "701.19"},  {"501.5b", "701.19b"},  {"501.6", "701.21"},    {"501.6a", "701.21a"},
      {"501.7", "701.26"},  {"501.7b", "701.26b"},  {"501.8", "701.22"},    {"501.9", "701.29"},
      {"501.10", "701.30"}, {"501.10a", "701.30a"}, {"501.10c", "701.30d"},
  };
  for (const auto& row : rows) {
    INFO(row[0]);
    const RuleChange* c = d.ForOld(row[0]);
    REQUIRE(c != nullptr);
    CHECK(c->new_ids == std::vector<std::string>{row[1]});
  }
  SECTION("nothing is left unmapped and the overrides are all used") {
    for (const auto& r : Map2008().from.rules) {
      INFO(r.id);
      const RuleChange* c = d.ForOld(r.id);
      REQUIRE(c != nullptr);
      CHECK_FALSE(c->new_ids.empty());
    }
    CHECK(d.problems.empty());
    CHECK(d.ForOld("501.7")->reason.find("Tap and Untap") != std::string::npos);
  }
  SECTION("the 2008 rulings land under today's rules") {
    std::map<std::string, std::vector<std::string>> got;
    for (const MappedRuling& m : MapRulings(d, Map2008().from)) got[m.ruling->id] = m.new_ids;
    CHECK(got["501.10.Ruling.2"] == std::vector<std::string>{"701.30"});
    CHECK(got["505.5.Ruling.1"] == std::vector<std::string>{"701.19"});
  }
}

TEST_CASE("history follows Counter through three versions", "[diff][real]") {
  auto docs = corpus::ListDocuments(kRulesDb);
  REQUIRE(docs.ok());
  const auto versions = corpus::VersionsOf(*docs, "mtg");
  REQUIRE(versions.size() == 4);
  CHECK(versions[0].key == "mtg-rulings-2008@2008-03-17");
  CHECK(versions[2].key == "mtg@2026-08-07");
  CHECK(versions[3].key == "mtg@2026-09-25");
  std::vector<corpus::ImportedDocument> imported;
  for (const auto& v : versions) {
    auto d = corpus::ImportDocument(kRulesDb, v);
    REQUIRE(d.ok());
    imported.push_back(std::move(*d));
  }
  auto h = FollowRule(kRulesDb, imported, 2, "701.6");
  REQUIRE(h.ok());
  REQUIRE(h->steps.size() == 4);
  CHECK(h->steps[0].ids == std::vector<std::string>{"501.3"});
  CHECK(h->steps[1].ids == std::vector<std::string>{"701.5"});
  CHECK(h->steps[2].ids == std::vector<std::string>{"701.6"});
  CHECK(h->steps[2].change.kind == ChangeKind::kMoved);
  CHECK(h->steps[3].ids == std::vector<std::string>{"701.6"});
  CHECK(h->steps[0].title == "Counter");
  SECTION("a rule new in 2026 has no past") {
    auto behold = FollowRule(kRulesDb, imported, 2, "701.4");
    REQUIRE(behold.ok());
    CHECK(behold->steps[1].ids.empty());
    CHECK(behold->steps[2].change.kind == ChangeKind::kAdded);
  }
  SECTION("an id the version lacks is NotFound") {
    CHECK(FollowRule(kRulesDb, imported, 2, "701.99").status().IsNotFound());
  }
}

}  // namespace arbiter::diff

#include "diff/ruling_map.h"

namespace arbiter::diff {

TEST_CASE("2008 rulings are mapped onto today's rules for the database", "[diff][real]") {
  auto docs = corpus::ListDocuments(kRulesDb);
  REQUIRE(docs.ok());
  std::vector<corpus::ImportedDocument> imported;
  for (const auto& d : *docs) {
    if (d.key != "mtg-rulings-2008@2008-03-17" && d.key != "mtg@2026-08-07" &&
        d.key != "mtg@2025-02-07")
      continue;
    auto i = corpus::ImportDocument(kRulesDb, d);
    REQUIRE(i.ok());
    imported.push_back(std::move(*i));
  }
  const auto map = MapOldRulings(kRulesDb, imported);
  using Cite = std::array<std::string, 3>;
  CHECK(map.at("mtg-rulings-2008@2008-03-17\n501.10.Ruling.3") ==
        std::vector<Cite>{{"mtg", "701.30", "mtg@2026-08-07"}});
  CHECK(map.at("mtg-rulings-2008@2008-03-17\n505.5.Ruling.1") ==
        std::vector<Cite>{{"mtg", "701.19", "mtg@2026-08-07"}});
  CHECK(map.size() == 4);  // the four rulings of seed 004
}

}  // namespace arbiter::diff
