// Coverage against the release in force (scenario/coverage.h): the report names the release the
// module cites and whether it is in force on the date asked ($ARBITER_TODAY), and accounts for
// every registered rule.
#include "scenario/coverage.h"

#include <catch2/catch.hpp>
#include <cstdlib>

#include "scenario/game_table.h"
#include "scenario/loader.h"

namespace arbiter::scenario {

TEST_CASE("coverage is reported in the release the module cites, in force or not", "[scenario]") {
  const std::string src = ARBITER_SOURCE_DIR;
  const auto files = FindScenarioFiles(src + "/scenarios/riftbound");
  ::setenv("ARBITER_TODAY", "2026-11-25", 1);
  const CoverageReport now = ComputeCoverage("riftbound", files, src + "/rules-db");
  ::setenv("ARBITER_TODAY", "2026-05-01", 1);  // v1.3 was in force then
  const CoverageReport then = ComputeCoverage("riftbound", {}, src + "/rules-db");
  ::unsetenv("ARBITER_TODAY");
  CHECK(now.document == "riftbound@1.4");
  CHECK(now.in_force);
  CHECK(now.effective == "2026-07-24");
  CHECK(now.document_rules > 2000);
  CHECK_FALSE(then.in_force);
  CHECK(now.failed == 0);
  CHECK(now.malformed == 0);
  CHECK(now.rules.size() == FindGame("riftbound")->Rules().rules().size());
  int exercised = 0;
  for (const auto& r : now.rules) {
    INFO(r.id);
    CHECK_FALSE(r.status.empty());
    if (r.status == "exercised") {
      ++exercised;
      CHECK_FALSE(r.scenarios.empty());
    } else {
      CHECK_FALSE(r.why.empty());
    }
  }
  CHECK(exercised > 200);
}

}  // namespace arbiter::scenario
