// The subcommand table: a new subcommand is one Setup function plus one row in kCommands
// (cli/cli.cc). Each Setup adds its CLI::App subcommand and its options, and stores the function
// to run in *run when that subcommand is chosen.
#pragma once

#include "cli/context.h"

namespace CLI {
class App;
}

namespace arbiter::cli {

using SetupFn = void (*)(CLI::App* app, RunFn* run);

struct CommandRow {
  const char* name;
  SetupFn setup;
};

// Versions and analogues (cli/diff_command.cc, cli/history_command.cc, cli/analogues_command.cc).
void SetupDiff(CLI::App* app, RunFn* run);
void SetupHistory(CLI::App* app, RunFn* run);
void SetupAnalogues(CLI::App* app, RunFn* run);
void SetupRepin(CLI::App* app, RunFn* run);  // cli/repin_command.cc

// The corpus and its lookups (cli/build_command.cc, rule_command.cc, search_command.cc, ...).
void SetupBuild(CLI::App* app, RunFn* run);
void SetupRule(CLI::App* app, RunFn* run);
void SetupRefs(CLI::App* app, RunFn* run);
void SetupSearch(CLI::App* app, RunFn* run);
void SetupDefine(CLI::App* app, RunFn* run);
void SetupRulings(CLI::App* app, RunFn* run);
void SetupCard(CLI::App* app, RunFn* run);  // cli/card_command.cc
void SetupCheck(CLI::App* app, RunFn* run);
void SetupImport(CLI::App* app, RunFn* run);
void SetupDocs(CLI::App* app, RunFn* run);

// Scenarios (cli/run_command.cc, test_command.cc, why_command.cc, coverage_command.cc).
void SetupRun(CLI::App* app, RunFn* run);
void SetupTest(CLI::App* app, RunFn* run);
void SetupWhy(CLI::App* app, RunFn* run);
void SetupCoverage(CLI::App* app, RunFn* run);
void SetupCards(CLI::App* app, RunFn* run);  // cli/cards_command.cc
void SetupBenchEngine(CLI::App* app, RunFn* run);

// Reference material (cli/export_command.cc).
void SetupExport(CLI::App* app, RunFn* run);
// The local HTTP server (cli/serve_command.cc).
void SetupServe(CLI::App* app, RunFn* run);

}  // namespace arbiter::cli
