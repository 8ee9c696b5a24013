// Golden traces, one loop over the game table (scenario/game_table.h): every scenario under
// scenarios/<game>/ runs in-process, passes its own expectations, and its text trace equals
// tests/golden/traces/<game>/<path>.txt (and, for JsonTraceGoldens(), its JSON trace the .json).
// A new game needs no test code. A golden file whose scenario is gone fails the suite.
// Also: the document heading every trace starts with, for each kind of version label.
#include <catch2/catch.hpp>
#include <filesystem>
#include <set>

#include "golden/golden_file.h"
#include "render/trace_render.h"
#include "scenario/game_table.h"
#include "scenario/loader.h"
#include "scenario/runner.h"
#include "util/files.h"
#include "util/strings.h"

namespace arbiter::testing {
namespace {

const std::string kSrc = ARBITER_SOURCE_DIR;

bool IsJsonGolden(const std::string& inner) {
  const auto& list = JsonTraceGoldens();
  return std::find(list.begin(), list.end(), inner) != list.end();
}

}  // namespace

TEST_CASE("golden traces for every scenario of every game", "[golden][traces]") {
  int scenarios = 0;
  for (const scenario::GameRow& game : scenario::Games()) {
    const auto files = scenario::FindScenarioFiles(kSrc + "/scenarios/" + game.game);
    INFO("game " << game.game);
    CHECK(files.size() >= 20);
    for (const std::string& abs : files) {
      const std::string rel = abs.substr(kSrc.size() + 1);  // scenarios/<game>/...
      SECTION(rel) {
        auto text = ReadFile(abs);
        REQUIRE(text.ok());
        Diagnostics diags;
        auto sc = scenario::ParseScenario(rel, *text, kSrc + "/rules-db", &diags);
        INFO(diags.Render());
        REQUIRE(sc.has_value());
        const auto r = scenario::RunScenario(*sc);
        CHECK(r.passed);
        const auto& rules = game.get().Rules();
        const std::string stem = TraceGoldenStem(rel);
        CheckGolden(stem + ".txt", render::TraceText(*sc, r, rules));
        const std::string inner = rel.substr(10, rel.size() - 15);  // <game>/.../<name>
        if (IsJsonGolden(inner)) CheckGolden(stem + ".json", render::TraceJson(*sc, r, rules));
      }
      ++scenarios;
    }
  }
  CHECK(scenarios >= 198);
}

TEST_CASE("every golden trace belongs to a scenario", "[golden][traces]") {
  const std::string root = kSrc + "/tests/golden/traces/";
  std::vector<std::string> orphans;
  for (const auto& e : std::filesystem::recursive_directory_iterator(root)) {
    if (!e.is_regular_file()) continue;
    const std::string path = e.path().string();
    const std::string ext = e.path().extension().string();
    const std::string inner = path.substr(root.size(), path.size() - root.size() - ext.size());
    const bool has_scenario = FileExists(kSrc + "/scenarios/" + inner + ".json");
    if (ext == ".txt" && !has_scenario) orphans.push_back(path + " (no scenario)");
    if (ext == ".json" && !(has_scenario && IsJsonGolden(inner))) {
      orphans.push_back(path + (has_scenario ? " (not in JsonTraceGoldens)" : " (no scenario)"));
    }
    if (ext != ".txt" && ext != ".json") orphans.push_back(path + " (not a trace)");
  }
  INFO("golden files without a scenario:\n" << Join(orphans, "\n"));
  CHECK(orphans.empty());
  for (const std::string& inner : JsonTraceGoldens()) {
    INFO(inner);
    CHECK(FileExists(root + inner + ".json"));
  }
}

TEST_CASE("trace headings print each kind of version label sensibly", "[traces][heading]") {
  struct Case {
    engine::DocumentRef doc;
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
  for (const auto& c : cases) CHECK(render::DocumentHeading(c.doc) == c.want);
}

}  // namespace arbiter::testing
