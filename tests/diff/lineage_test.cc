// Releases in a line: consecutive pairs per family (tournament rules apart, the 2008 summary with
// MTG), the rules an import anomaly puts in doubt, and a rule followed through stored changes.
#include "diff/lineage.h"

#include <catch2/catch.hpp>

namespace arbiter::diff {
namespace {

corpus::Document Doc(std::string key, std::string game, std::string effective,
                     std::string role = "primary") {
  corpus::Document d;
  d.key = std::move(key);
  d.game = std::move(game);
  d.effective = std::move(effective);
  d.role = std::move(role);
  return d;
}

corpus::Rule RuleAt(std::string id, int line, std::string text = "") {
  corpus::Rule r;
  r.id = std::move(id);
  r.line = line;
  r.text = std::move(text);
  return r;
}

}  // namespace

TEST_CASE("consecutive releases of each family", "[diff][lineage]") {
  const std::vector<corpus::Document> docs = {
      Doc("riftbound@1.2", "riftbound", "2025-12-12"),
      Doc("riftbound@1.1", "riftbound", "2025-10-24"),
      Doc("seed", "riftbound", "2025-12-01", "secondary"),
      Doc("riftbound-tr@a", "riftbound-tr", "2026-03-30"),
      Doc("riftbound-tr@b", "riftbound-tr", "2026-04-29"),
      Doc("mtg@2026", "mtg", "2026-08-07"),
      Doc("mtg-rulings-2008@2008", "mtg-rulings-2008", "2008-03-17"),
      Doc("card-rulings", "mtg", "", "rulings"),
  };
  const auto pairs = ConsecutivePairs(docs);
  const std::vector<std::pair<size_t, size_t>> want = {{1, 0}, {3, 4}, {6, 5}};
  CHECK(pairs == want);
}

TEST_CASE("import anomalies make the rules they name doubtful", "[diff][lineage]") {
  const std::vector<corpus::Rule> rules = {RuleAt("054", 45),    RuleAt("054.1", 46),
                                           RuleAt("055", 47),    RuleAt("113.1", 300),
                                           RuleAt("606.5", 500), RuleAt("700", 600)};
  const std::vector<corpus::Anomaly> anomalies = {
      {"f", 45, "stacked-numbers", "4 stacked numbers (054 054.1 055) before 5 text lines"},
      {"f", 500, "irregular-number", "rule number written '606.5' (no period); read as 606.5"},
      {"f", 600, "unresolved-ref", "700 cites 999, which this document lacks"},  // not doubtful
      {"f", 1, "ligatures", "778 ligatures kept"},
  };
  const auto doubtful = DoubtfulIds(rules, anomalies);
  CHECK(doubtful.size() == 4);
  CHECK(doubtful.count("054.1") == 1);
  CHECK(doubtful.at("055").rfind("stacked-numbers: 4 stacked numbers", 0) == 0);
  CHECK(doubtful.count("606.5") == 1);
  CHECK(doubtful.count("700") == 0);
  CHECK(doubtful.count("113.1") == 0);

  DocumentDiff d = DiffRules({RuleAt("054", 1, "a b c d"), RuleAt("060", 2, "x y z")},
                             {RuleAt("055", 1, "a b c d"), RuleAt("060", 2, "x y z")});
  MarkDoubtful(&d, {}, doubtful);
  REQUIRE(d.changes.size() == 2);
  CHECK(d.changes[0].kind == ChangeKind::kMoved);
  CHECK_FALSE(d.changes[0].doubtful.empty());
  CHECK(d.changes[1].doubtful.empty());
}

TEST_CASE("extraction artefacts and spacing are not changes", "[diff][lineage]") {
  DocumentDiff d = DiffRules(
      {RuleAt("052", 1, "shorthand for \"Main Deck card.\" Runes and battlefields, and more."),
       RuleAt("103", 2, "a player must have two Decks")},
      {RuleAt("052", 1,
              "shorthand for \" Main Deck card.\" Runes and battle\xEF\xAC\x81"
              "elds , and more."),
       RuleAt("103", 2, "a player must have a Main Deck")});
  REQUIRE(d.changes.size() == 2);
  CHECK(d.changes[0].kind == ChangeKind::kUnchanged);
  CHECK(d.changes[1].kind == ChangeKind::kEdited);
  CHECK(d.counts.unchanged == 1);
  CHECK(d.counts.edited == 1);
}

TEST_CASE("a rule followed through changes from any store", "[diff][lineage]") {
  const std::vector<corpus::Document> versions = {
      Doc("v1", "g", "2025-01-01"), Doc("v2", "g", "2025-06-01"), Doc("v3", "g", "2026-01-01")};
  // v1 721 -> v2 731 (renumbered) -> v3 805 (renumbered, edited).
  auto changes = [](size_t pair, const std::string& id, bool old_side) {
    RuleChange c;
    c.kind = ChangeKind::kMoved;
    if (pair == 0) {
      c.old_ids = {"721"};
      c.new_ids = {"731"};
    } else {
      c.old_ids = {"731"};
      c.new_ids = {"805"};
      c.text_changed = true;
    }
    const auto& side = old_side ? c.old_ids : c.new_ids;
    return side.front() == id ? std::vector<RuleChange>{c} : std::vector<RuleChange>{};
  };
  auto titles = [](size_t, const std::vector<std::string>& ids) {
    return ids.empty() ? std::string() : std::string("Accelerate");
  };
  const RuleHistory h = FollowThrough(versions, 1, "731", changes, titles);
  REQUIRE(h.steps.size() == 3);
  CHECK(h.steps[0].ids == std::vector<std::string>{"721"});
  CHECK(h.steps[1].change.kind == ChangeKind::kMoved);
  CHECK(h.steps[2].ids == std::vector<std::string>{"805"});
  CHECK(h.steps[2].change.text_changed);
  CHECK(h.steps[2].title == "Accelerate");
}

}  // namespace arbiter::diff
