// `arbiter diff`, `arbiter history` and `arbiter analogues` as a user runs them: exit codes,
// messages and the key lines of their output (the binary, reading the database; diff --map and
// analogues read rules-db/).
#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include "../e2e/run_exe.h"

namespace arbiter::diff {
namespace {

using testing::ExeResult;
using testing::RunArbiter;

const std::string kRulesDb = std::string(ARBITER_SOURCE_DIR) + "/rules-db";

ExeResult Run(std::vector<std::string> args) {
  args.insert(args.begin(), {"--rules-db", kRulesDb});
  return RunArbiter(args);
}

bool Has(const std::string& s, const std::string& part) {
  return s.find(part) != std::string::npos;
}

}  // namespace

TEST_CASE("arbiter diff: counts, marked words, JSON, the 2008 map", "[diff][cli]") {
  SECTION("text with counts and marked words") {
    ExeResult r = Run({"diff", "mtg@2025-02-07", "mtg@2026-08-07", "--kind", "edited"});
    CHECK(r.exit_code == 0);
    CHECK(Has(r.out, "3175 -> 3318 rules: "));
    CHECK(Has(r.out, "edited   111.10c\n"));
    CHECK(Has(r.out, "[-artifact-]{+token+}"));
    CHECK_FALSE(Has(r.out, "\nmoved "));
  }
  SECTION("JSON") {
    ExeResult r = Run({"--json", "diff", "mtg@2025-02-07", "mtg@2026-08-07", "--kind", "moved"});
    REQUIRE(r.exit_code == 0);
    const auto j = nlohmann::json::parse(r.out);
    CHECK(j["schema"] == "arbiter.diff/1");
    CHECK(j["from"]["key"] == "mtg@2025-02-07");
    CHECK(j["counts"]["moved"].get<int>() == static_cast<int>(j["changes"].size()));
    bool counter = false;
    for (const auto& c : j["changes"]) {
      counter |= c["old"] == std::vector<std::string>{"701.5"} &&
                 c["new"] == std::vector<std::string>{"701.6"};
    }
    CHECK(counter);
  }
  SECTION("the 2008 numbering mapped onto today's") {
    ExeResult r = Run({"diff", "mtg-rulings-2008", "mtg", "--map"});
    CHECK(r.exit_code == 0);
    CHECK(Has(r.out, "501.2      -> 701.3  [moved"));
    CHECK(Has(r.out, "27 of 27 rules mapped\n"));
    CHECK(Has(r.out, "505.5.Ruling.1 (cites 501.5) -> mtg:701.19"));
  }
  SECTION("from the database: stored pairs and others, what to hide, titles, doubts") {
    ExeResult r = Run({"diff", "riftbound@1.1", "riftbound@1.2", "--kind", "moved", "--timing"});
    CHECK(r.exit_code == 0);
    CHECK(Has(r.out, "\nmoved    721 -> 731 Accelerate\n"));
    CHECK(Has(r.err, "changes stored by the build"));
    r = Run({"diff", "riftbound@1.2", "riftbound@1.4", "--summary", "--timing"});
    CHECK(Has(r.out, "1794 -> 2381 rules: "));
    CHECK(Has(r.err, "matched now"));
    // Ligatures and spaces before punctuation are not edits: v1.4's "battleﬁelds" is v1.3's word.
    r = Run({"diff", "riftbound@1.3", "riftbound@1.4", "--kind", "edited"});
    CHECK_FALSE(Has(r.out, "\xEF\xAC\x81"));
    CHECK(Has(r.out, "[-two Decks-]{+a Main Deck+}"));
    r = Run({"diff", "riftbound@1.1", "riftbound@1.2", "--hide-renumbered", "--hide-refs-only"});
    CHECK(Has(r.out, "not shown: 615 renumbered only, "));
    CHECK_FALSE(Has(r.out, "\nmoved    721 -> 731"));
    CHECK_FALSE(Has(r.out, "(rule numbers only)"));
    r = Run({"diff", "riftbound@1.1", "riftbound@1.2", "--kind", "edited"});
    CHECK(Has(r.out, "  doubtful: stacked-numbers: "));
    r = Run({"--json", "diff", "riftbound@1.1", "riftbound@1.2", "--kind", "moved"});
    const auto j = nlohmann::json::parse(r.out);
    bool accelerate = false;
    for (const auto& c : j["changes"]) accelerate |= c["title"] == "Accelerate";
    CHECK(accelerate);
  }
  SECTION("bad input") {
    ExeResult r = Run({"diff", "mtg@2025-02-07", "mtg@2027-01-01"});
    CHECK(r.exit_code == 2);
    CHECK(Has(r.err, "arbiter: error: no document 'mtg@2027-01-01' in the manifest"));
    r = Run({"diff", "mtg", "riftbound"});
    CHECK(r.exit_code == 2);
    CHECK(Has(r.err, "arbiter: error: mtg@2026-09-25 is mtg and riftbound@1.4 is riftbound"));
    r = Run({"diff", "mtg", "mtg", "--kind", "renamed"});
    CHECK(r.exit_code == 2);
    CHECK(Has(r.err, "unknown change kind 'renamed'"));
  }
}

TEST_CASE("arbiter history and arbiter analogues", "[diff][cli]") {
  ExeResult r = Run({"history", "701.6"});
  CHECK(r.exit_code == 0);
  CHECK(Has(r.out, "mtg-rulings-2008@2008-03-17   501.3"));
  CHECK(Has(r.out, "mtg@2025-02-07                701.5       moved from 501.3"));
  CHECK(Has(r.out, "mtg@2026-08-07                701.6       moved from 701.5"));
  CHECK(Has(r.out, "mtg@2026-09-25:701.6 and the 2 rules under it, through 4 versions\n"));
  CHECK(Has(r.out, "history of mtg@2026-09-25:701.6b\n"));
  r = Run({"history", "mtg:701.6", "--only"});
  CHECK_FALSE(Has(r.out, "701.6b"));
  r = Run({"history", "mtg:701.99"});
  CHECK(r.exit_code == 1);
  CHECK(Has(r.err, "arbiter: error: no rule 'mtg:701.99' in mtg@2026-09-25"));
  // A Riftbound keyword through the four Core Rules releases: 721 -> 731 -> 805.
  r = Run({"history", "riftbound@1.1:721", "--only"});
  CHECK(r.exit_code == 0);
  CHECK(Has(r.out, "riftbound@1.2                 731         moved from 721"));
  CHECK(Has(r.out, "riftbound@1.3                 805         moved from 731"));
  CHECK(Has(r.out, "    Accelerate\n"));
  // A rule whose v1.2 text a stacked-numbers guess placed is marked doubtful.
  r = Run({"history", "riftbound@1.2:113.1", "--only"});
  CHECK(Has(r.out, "    doubtful: stacked-numbers: 2 stacked numbers (113.1 114)"));
  // The whole of 718 in one call, what changed only.
  r = Run({"history", "riftbound:718", "--hide-renumbered"});
  CHECK(r.exit_code == 0);
  CHECK(Has(r.out, "riftbound@1.4:718 and the 12 rules under it, through 4 versions"));
  CHECK(Has(r.out, "While in this state, the card’s {+printed+} Rules Text is Inactive."));
  r = Run({"--json", "history", "riftbound:718"});
  const auto j = nlohmann::json::parse(r.out);
  CHECK(j["schema"] == "arbiter.history/1");
  CHECK(j["subrules"].size() + j["subrules_not_shown"].get<size_t>() == 12);

  r = Run({"analogues", "riftbound:718.4"});
  CHECK(r.exit_code == 0);
  CHECK(Has(r.out, "riftbound:718.4  <->  mtg:301.5"));
  CHECK(Has(r.out, "riftbound:716  <->  mtg:701.3"));
  r = Run({"--json", "analogues", "mtg:701.19"});
  CHECK(r.exit_code == 0);
  CHECK(nlohmann::json::parse(r.out)["analogues"].size() >= 2);
  r = Run({"analogues", "riftbound:999"});
  CHECK(r.exit_code == 1);
  CHECK(Has(r.err, "no rule 'riftbound:999' in any current document"));
}

}  // namespace arbiter::diff
