#include "cli/scenario_common.h"

#include "scenario/loader.h"

namespace arbiter::cli {

std::optional<scenario::Scenario> LoadScenarioOrReport(Context& ctx, const std::string& path) {
  Diagnostics diags;
  auto sc = scenario::LoadScenario(path, ctx.rules_db_dir, &diags);
  if (!sc) *ctx.err << diags.Render();
  return sc;
}

}  // namespace arbiter::cli
