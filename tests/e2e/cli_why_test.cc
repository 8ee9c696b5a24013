// `arbiter why FILE object.property`: a boolean property answers true or false with the
// derivation it comes from (scout.mighty = true, derived from Might 5: printed 3 + 2 this turn);
// --after-step N explains the state right after step N, before a "this turn" effect expires.
#include <catch2/catch.hpp>
#include <fstream>

#include "e2e/run_exe.h"

namespace arbiter::testing {
namespace {

// Scout (3 Might) gets +2 Might this turn (step 1); the turn ends (step 2).
std::string ScenarioFile() {
  const std::string path = ScratchDir("why") + "/this-turn.json";
  std::ofstream(path) << R"({
  "title": "T", "game": "riftbound", "question": "Q?",
  "setup": {"players": ["A", "B"], "objects": [
    {"id": "scout", "card": {"name": "Scout", "type": "Unit", "might": 3}, "owner": "A", "zone": "base"}]},
  "steps": [{"do": "give", "object": "scout", "might": 2}, {"do": "end_turn"}],
  "expect": {"state": [{"object": "scout", "after_step": 1, "mighty": true},
                       {"object": "scout", "mighty": false}]},
  "ruling": "R."})";
  return path;
}

}  // namespace

TEST_CASE("why answers a boolean property with its derivation, at a step or at the end",
          "[e2e][why]") {
  const std::string file = ScenarioFile();
  struct Row {
    std::vector<std::string> args;
    std::string first_line;
    std::string also;
  };
  const std::vector<Row> rows = {
      {{"why", file, "scout.mighty", "--after-step", "1"},
       "(the state right after step 1)",
       "scout.mighty = true, derived from the value 5:\n  3  printed Might [scout]\n  +2"},
      {{"why", file, "scout.mighty"},
       "scout.mighty = false, derived from the value 3:",
       "is not Mighty: Might 3 < 5 (708)"},
      {{"why", file, "scout.might", "--after-step", "1"},
       "(the state right after step 1)",
       "scout.might = 5\n"},
  };
  for (const Row& r : rows) {
    auto res = RunArbiter(r.args);
    INFO(res.out << res.err);
    CHECK(res.exit_code == 0);
    CHECK(res.out.substr(0, res.out.find('\n')) == r.first_line);
    CHECK(res.out.find(r.also) != std::string::npos);
  }
  auto j = RunArbiter({"--json", "why", file, "scout.mighty", "--after-step", "1"});
  CHECK(j.exit_code == 0);
  CHECK(j.out.find("\"value\": true") != std::string::npos);
  CHECK(j.out.find("\"derived_from\": 5") != std::string::npos);
  CHECK(j.out.find("\"after_step\": 1") != std::string::npos);
  auto bad = RunArbiter({"why", file, "scout.mighty", "--after-step", "3"});
  CHECK(bad.exit_code == 2);
  CHECK(bad.err.find("--after-step 3 is not a step of") != std::string::npos);
}

}  // namespace arbiter::testing
