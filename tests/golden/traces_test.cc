// Golden traces: every scenario under scenarios/riftbound runs in-process and its text and JSON
// traces must equal tests/golden/traces/<path>.txt / .json. Every scenario must also pass its own
// expectations. Re-bless with ARBITER_BLESS=1 "[traces]" only when the new output is right.
// Also: the document heading every trace starts with, for each kind of version label.
#include <catch2/catch.hpp>

#include "golden/golden_file.h"
#include "render/trace_render.h"
#include "scenario/loader.h"
#include "scenario/runner.h"
#include "util/files.h"

TEST_CASE("golden traces for every Riftbound scenario", "[traces]") {
  const std::string src = ARBITER_SOURCE_DIR;
  auto files = arbiter::scenario::FindScenarioFiles(src + "/scenarios/riftbound");
  REQUIRE(files.size() >= 60);
  for (const auto& abs : files) {
    std::string rel = abs.substr(src.size() + 1);  // scenarios/riftbound/...
    SECTION(rel) {
      auto text = arbiter::ReadFile(abs);
      REQUIRE(text.ok());
      arbiter::Diagnostics diags;
      auto sc = arbiter::scenario::ParseScenario(
          rel, *text, std::string(ARBITER_SOURCE_DIR) + "/rules-db", &diags);
      INFO(diags.Render());
      REQUIRE(sc.has_value());
      auto r = arbiter::scenario::RunScenario(*sc);
      CHECK(r.passed);
      arbiter::testing::CheckTraceGoldens(*sc, r);
    }
  }
}

TEST_CASE("trace headings print each kind of version label sensibly", "[traces][heading]") {
  struct Case {
    arbiter::engine::DocumentRef doc;
    std::string want;
  };
  const std::vector<Case> cases = {
      {{"riftbound", "Riftbound Core Rules", "1.2", "2025-12-01"},
       "Riftbound Core Rules v1.2 (2025-12-01)"},
      {{"mtg", "Magic: The Gathering Comprehensive Rules", "2026-08-07", "2026-08-07"},
       "Magic: The Gathering Comprehensive Rules 2026-08-07"},
      {{"mtg", "CR", "2026-08-07", "2026-09-01"}, "CR 2026-08-07 (effective 2026-09-01)"},
      {{"dimrift", "Dimensional Rift: Effects", "effects-page", ""},
       "Dimensional Rift: Effects (effects page)"},
      {{"x", "X Rules", "beta", "2024-01-01"}, "X Rules (beta, 2024-01-01)"},
      {{"x", "X Rules", "", ""}, "X Rules"},
  };
  for (const auto& c : cases) CHECK(arbiter::render::DocumentHeading(c.doc) == c.want);
}
