// Shared by the scenario subcommands (run, test, why, coverage): loading scenario files with
// their diagnostics (the default scenario folder is util/paths.h's DefaultScenarioDir).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "cli/context.h"
#include "scenario/scenario.h"
#include "util/paths.h"

namespace arbiter::cli {

// Loads one scenario; prints its diagnostics to ctx.err and returns nullopt when malformed.
std::optional<scenario::Scenario> LoadScenarioOrReport(Context& ctx, const std::string& path);

}  // namespace arbiter::cli
