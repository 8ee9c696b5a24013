// Checks partway through a scenario (issue 11): a state assertion with "after_step": N is checked
// on the state right after step N, so a "this turn" value can be asserted before the turn ends;
// the others on the final state. Each such check can fail on its own.
#include <catch2/catch.hpp>

#include "scenario/loader.h"
#include "scenario/runner.h"

namespace arbiter::scenario {
namespace {

const std::string kSrc = ARBITER_SOURCE_DIR;

// A buff (+1 Might) on a 3-Might unit, then a second unit's buff; `state` is the expect.state.
RunResult Run(const std::string& state) {
  const std::string text = R"({
    "title": "T", "game": "riftbound", "question": "Q?",
    "setup": {"players": ["A", "B"], "objects": [
      {"id": "jinx", "card": {"name": "Jinx", "type": "Unit", "might": 3}, "owner": "A", "zone": "base"},
      {"id": "vi", "card": {"name": "Vi", "type": "Unit", "might": 2}, "owner": "A", "zone": "base"}]},
    "steps": [{"do": "buff", "object": "jinx"}, {"do": "kill", "objects": "jinx"}],
    "expect": {"state": )" +
                           state + R"(},
    "ruling": "R."})";
  Diagnostics diags;
  auto sc = ParseScenario("t.json", text, kSrc + "/rules-db", &diags);
  INFO(diags.Render());
  REQUIRE(sc.has_value());
  return RunScenario(*sc);
}

}  // namespace

TEST_CASE("after_step checks the state right after that step", "[scenario][expect]") {
  struct Row {
    std::string state;
    bool passed;
    std::string what;  // the first check's words
  };
  const std::vector<Row> rows = {
      {R"([{"object": "jinx", "after_step": 1, "might": 4, "zone": "A's base"}])", true,
       "jinx.might = 4 after step 1"},
      {R"([{"object": "jinx", "after_step": 1, "zone": "A's trash"}])", false,
       "jinx.zone = A's trash after step 1"},
      {R"([{"object": "jinx", "zone": "A's trash"}])", true, "jinx.zone = A's trash"},
      {R"([{"object": "jinx", "after_step": 2, "zone": "A's base"}])", false,
       "jinx.zone = A's base after step 2"},
  };
  for (const Row& r : rows) {
    INFO(r.state);
    RunResult res = Run(r.state);
    REQUIRE_FALSE(res.checks.empty());
    CHECK(res.checks[0].what == r.what);
    CHECK(res.passed == r.passed);
  }
}

TEST_CASE("after_step must name a step of the scenario", "[scenario][expect]") {
  Diagnostics diags;
  auto sc = LoadScenario(kSrc + "/tests/scenario/bad/after-step-out-of-range.json",
                         kSrc + "/rules-db", &diags);
  CHECK_FALSE(sc.has_value());
  CHECK(diags.Render().find("after_step 2 is not a step of this scenario [bad-step]") !=
        std::string::npos);
}

}  // namespace arbiter::scenario
