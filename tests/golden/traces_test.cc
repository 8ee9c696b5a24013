// Golden traces: every scenario under scenarios/riftbound runs in-process and its text and JSON
// traces must equal tests/golden/traces/<path>.txt / .json. Every scenario must also pass its own
// expectations. Re-bless with ARBITER_BLESS=1 only when the new output is right.
#include <catch2/catch.hpp>

#include <cstdlib>
#include <filesystem>

#include "render/trace_render.h"
#include "scenario/game_table.h"
#include "scenario/loader.h"
#include "scenario/runner.h"
#include "util/files.h"

TEST_CASE("golden traces for every Riftbound scenario", "[traces]") {
  const std::string src = ARBITER_SOURCE_DIR;
  const bool bless = std::getenv("ARBITER_BLESS") != nullptr;
  auto files = arbiter::scenario::FindScenarioFiles(src + "/scenarios/riftbound");
  REQUIRE(files.size() >= 60);
  for (const auto& abs : files) {
    std::string rel = abs.substr(src.size() + 1);  // scenarios/riftbound/...
    SECTION(rel) {
      auto text = arbiter::ReadFile(abs);
      REQUIRE(text.ok());
      arbiter::Diagnostics diags;
      auto sc = arbiter::scenario::ParseScenario(rel, *text, &diags);
      INFO(diags.Render());
      REQUIRE(sc.has_value());
      auto r = arbiter::scenario::RunScenario(*sc);
      CHECK(r.passed);
      const auto& rules = arbiter::scenario::FindGame(sc->game)->Rules();
      std::string stem = src + "/tests/golden/traces/" +
                         rel.substr(std::string("scenarios/").size(), rel.size() - 5 - 10);
      std::string got_text = arbiter::render::TraceText(*sc, r, rules);
      std::string got_json = arbiter::render::TraceJson(*sc, r, rules);
      if (bless) {
        std::filesystem::create_directories(std::filesystem::path(stem).parent_path());
        REQUIRE(arbiter::WriteFileAtomic(stem + ".txt", got_text).ok());
        REQUIRE(arbiter::WriteFileAtomic(stem + ".json", got_json).ok());
      } else {
        auto want_text = arbiter::ReadFile(stem + ".txt");
        auto want_json = arbiter::ReadFile(stem + ".json");
        REQUIRE(want_text.ok());
        REQUIRE(want_json.ok());
        CHECK(got_text == *want_text);
        CHECK(got_json == *want_json);
      }
    }
  }
}
