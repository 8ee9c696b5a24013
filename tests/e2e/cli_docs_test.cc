// `arbiter docs`: the standing of each document on each side of a release boundary, JSON, and a
// bad date as bad input.
#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include "run_exe.h"

namespace arbiter::testing {
namespace {

nlohmann::json Doc(const nlohmann::json& all, const std::string& key) {
  for (const auto& d : all["documents"]) {
    if (d["key"] == key) return d;
  }
  return nullptr;
}

}  // namespace

TEST_CASE("docs says which release is in force on a date", "[e2e][docs]") {
  const std::string db = std::string(ARBITER_BINARY_DIR) + "/arbiter.db";
  ExeResult before = RunArbiter({"--db", db, "--json", "docs", "--as-of", "2026-08-06"});
  REQUIRE(before.exit_code == 0);
  auto j = nlohmann::json::parse(before.out);
  CHECK(j["schema"] == "arbiter.docs/1");
  CHECK(j["as_of"] == "2026-08-06");
  CHECK(Doc(j, "mtg@2025-02-07")["in_force"] == true);
  CHECK(Doc(j, "mtg@2026-08-07")["standing"] == "not yet in force (from 2026-08-07)");

  ExeResult after = RunArbiter({"--db", db, "--json", "docs", "--as-of", "2026-08-07"});
  j = nlohmann::json::parse(after.out);
  CHECK(Doc(j, "mtg@2025-02-07")["in_force"] == false);
  CHECK(Doc(j, "mtg@2025-02-07")["superseded_by"] == "mtg@2026-08-07");
  CHECK(Doc(j, "mtg@2025-02-07")["until"] == "2026-08-07");
  CHECK(Doc(j, "mtg@2026-08-07")["in_force"] == true);
  CHECK(Doc(j, "mtg-card-rulings")["kind"] == "rulings");
  CHECK(Doc(j, "mtg-seed-003")["kind"] == "secondary copy of mtg@2026-08-07");

  ExeResult text = RunArbiter({"--db", db, "docs", "--as-of", "2026-08-07"});
  CHECK(text.exit_code == 0);
  CHECK(text.out.find("mtg@2025-02-07  Magic: The Gathering Comprehensive Rules 2025-02-07  (mtg, "
                      "core rules)\n  effective 2025-02-07 until 2026-08-07; superseded by "
                      "mtg@2026-08-07 on 2026-08-07; 3175 rules\n") != std::string::npos);

  ExeResult bad = RunArbiter({"--db", db, "docs", "--as-of", "2026-13-40"});
  CHECK(bad.exit_code == 2);
  CHECK(bad.err == "arbiter: error: --as-of wants a date like 2026-03-30, not '2026-13-40'\n");
}

}  // namespace arbiter::testing
