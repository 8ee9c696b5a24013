#include "cli/scenario_common.h"

#include "scenario/loader.h"
#include "util/files.h"

namespace arbiter::cli {

std::optional<scenario::Scenario> LoadScenarioOrReport(Context& ctx, const std::string& path) {
  Diagnostics diags;
  auto sc = scenario::LoadScenario(path, &diags);
  if (!sc) *ctx.err << diags.Render();
  return sc;
}

std::string DefaultScenarioDir() {
  if (FileExists("scenarios")) return "scenarios";
  return std::string(ARBITER_SOURCE_DIR) + "/scenarios";
}

}  // namespace arbiter::cli
