// `arbiter test [DIR|FILE...]`: every scenario as a test; ends with "N passed, N failed" and exits
// 1 when any failed (a malformed file counts as failed, with its diagnostics).
#include <CLI/CLI.hpp>
#include <memory>

#include "cli/commands.h"
#include "cli/scenario_common.h"
#include "scenario/loader.h"
#include "scenario/runner.h"

namespace arbiter::cli {
namespace {

struct TestOptions {
  std::vector<std::string> paths;
  bool verbose = false;
};

int RunTest(Context& ctx, const TestOptions& o) {
  std::vector<std::string> paths = o.paths;
  if (paths.empty()) paths.push_back(DefaultScenarioDir());
  std::vector<std::string> files;
  for (const auto& p : paths) {
    auto found = scenario::FindScenarioFiles(p);
    if (found.empty())
      return ctx.Fail(Status::InvalidArgument("no scenario files under '" + p + "'"));
    files.insert(files.end(), found.begin(), found.end());
  }
  int passed = 0, failed = 0;
  for (const auto& f : files) {
    auto sc = LoadScenarioOrReport(ctx, f);
    if (!sc) {
      *ctx.out << "FAIL " << f << " (malformed)\n";
      ++failed;
      continue;
    }
    auto r = scenario::RunScenario(*sc);
    if (!r.setup_error.empty()) {
      *ctx.out << "FAIL " << f << ": impossible setup: " << r.setup_error << "\n";
      ++failed;
      continue;
    }
    if (r.passed) {
      ++passed;
      if (o.verbose) *ctx.out << "pass " << f << "\n";
    } else {
      ++failed;
      *ctx.out << "FAIL " << f << "\n";
      for (const auto& c : r.checks) {
        if (!c.passed) *ctx.out << "  " << c.what << ": " << c.detail << "\n";
      }
    }
  }
  *ctx.out << passed << " passed, " << failed << " failed\n";
  return failed ? 1 : 0;
}

}  // namespace

void SetupTest(CLI::App* app, RunFn* run) {
  auto o = std::make_shared<TestOptions>();
  CLI::App* sub = app->add_subcommand("test", "run scenarios as tests: N passed, N failed");
  sub->add_option("paths", o->paths, "scenario directories or files (default: scenarios/)");
  sub->add_flag("-v,--verbose", o->verbose, "list passing scenarios too");
  sub->callback([o, run] { *run = [o](Context& ctx) { return RunTest(ctx, *o); }; });
}

}  // namespace arbiter::cli
