// Shared by the scenario subcommands (run, test, why, coverage): loading scenario files with
// their diagnostics, and where the scenarios live by default.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "cli/context.h"
#include "scenario/scenario.h"

namespace arbiter::cli {

// Loads one scenario; prints its diagnostics to ctx.err and returns nullopt when malformed.
std::optional<scenario::Scenario> LoadScenarioOrReport(Context& ctx, const std::string& path);

// "scenarios" in the working directory if it exists, else the source tree's scenarios/.
std::string DefaultScenarioDir();

}  // namespace arbiter::cli
