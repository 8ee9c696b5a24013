#include "golden/golden_file.h"

#include <catch2/catch.hpp>
#include <cstdlib>
#include <filesystem>

#include "render/trace_render.h"
#include "scenario/game_table.h"
#include "util/files.h"

namespace arbiter::testing {

bool Blessing() { return std::getenv("ARBITER_BLESS") != nullptr; }

void CheckGolden(const std::string& path, const std::string& got) {
  INFO("golden file " << path);
  if (Blessing()) {
    std::filesystem::create_directories(std::filesystem::path(path).parent_path());
    REQUIRE(WriteFileAtomic(path, got).ok());
    return;
  }
  auto want = ReadFile(path);
  REQUIRE(want.ok());
  CHECK(got == *want);
}

std::string TraceGoldenStem(const std::string& rel) {
  const std::string prefix = "scenarios/";
  std::string inner = rel.substr(0, rel.size() - std::string(".json").size());
  if (inner.rfind(prefix, 0) == 0) inner = inner.substr(prefix.size());
  return std::string(ARBITER_SOURCE_DIR) + "/tests/golden/traces/" + inner;
}

void CheckTraceGoldens(const scenario::Scenario& sc, const scenario::RunResult& r) {
  const auto& rules = scenario::FindGame(sc.game)->Rules();
  const std::string stem = TraceGoldenStem(sc.path);
  CheckGolden(stem + ".txt", render::TraceText(sc, r, rules));
  CheckGolden(stem + ".json", render::TraceJson(sc, r, rules));
}

}  // namespace arbiter::testing
