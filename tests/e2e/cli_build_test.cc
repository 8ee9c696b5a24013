// `arbiter build`: what it reports about itself (counts, and with --timings the wall time of each
// phase), on the bundled corpus.
#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include "run_exe.h"
#include "util/strings.h"

namespace arbiter::testing {

TEST_CASE("build --timings names each phase with its time", "[e2e][build]") {
  const std::string dir = ScratchDir("build-timings");
  const std::string db = dir + "/arbiter.db";
  const std::string rules_db = std::string(ARBITER_SOURCE_DIR) + "/rules-db";
  // The scenarios are read on another thread while the documents are imported and written.
  const std::vector<std::string> phases = {
      "import documents", "supersessions, analogues", "write corpus and release changes",
      "search aids",      "index and commit",         "sync and rename"};

  SECTION("JSON: the phases in order, each timed, together within the whole") {
    ExeResult r = RunArbiter({"--db", db, "--rules-db", rules_db, "--json", "build", "--timings"});
    INFO(r.err);
    REQUIRE(r.exit_code == 0);
    auto j = nlohmann::json::parse(r.out);
    REQUIRE(j["phases"].size() == phases.size());
    double sum = 0;
    for (size_t i = 0; i < phases.size(); ++i) {
      CHECK(j["phases"][i]["phase"] == phases[i]);
      const double s = j["phases"][i]["seconds"];
      CHECK(s >= 0);
      sum += s;
    }
    CHECK(sum <= j["seconds"].get<double>() + 1e-6);
  }

  SECTION("text: one line per phase after the summary; none without the flag") {
    ExeResult timed = RunArbiter({"--db", db, "--rules-db", rules_db, "build", "--timings"});
    REQUIRE(timed.exit_code == 0);
    for (const std::string& p : phases) {
      CHECK(timed.out.find(" s  " + p + "\n") != std::string::npos);
    }
    ExeResult plain = RunArbiter({"--db", db, "--rules-db", rules_db, "build"});
    REQUIRE(plain.exit_code == 0);
    CHECK(plain.out.find(" s  import documents") == std::string::npos);
  }
}

}  // namespace arbiter::testing
