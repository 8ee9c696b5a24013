// `arbiter export html DIR`: the offline reference site (site/export.h) from the database, with a
// page per scenario of the bundled (or --scenarios) folder.
#include <CLI/CLI.hpp>
#include <filesystem>
#include <memory>
#include <nlohmann/json.hpp>

#include "cli/commands.h"
#include "cli/query_common.h"
#include "site/export.h"
#include "util/files.h"
#include "util/paths.h"

namespace arbiter::cli {
namespace {

struct ExportCommandOptions {
  std::string dir;
  std::string scenarios;
  bool no_scenarios = false;
};

int RunExportHtml(Context& ctx, const ExportCommandOptions& o) {
  if (FileExists(o.dir) && !std::filesystem::is_directory(o.dir)) {
    return ctx.Fail(Status::InvalidArgument(o.dir + " exists and is not a directory"),
                    "give a directory (it is created when missing)");
  }
  int code = 0;
  auto store = OpenStoreOrFail(ctx, &code);
  if (!store) return code;
  site::ExportOptions opt;
  opt.dir = o.dir;
  opt.rules_db_dir = ctx.rules_db_dir;
  opt.scenarios_dir =
      o.no_scenarios ? "" : (o.scenarios.empty() ? DefaultScenarioDir() : o.scenarios);
  if (!opt.scenarios_dir.empty() && !FileExists(opt.scenarios_dir)) {
    return ctx.Fail(Status::InvalidArgument("no scenario folder " + opt.scenarios_dir),
                    "pass --scenarios DIR or --no-scenarios");
  }
  auto stats = site::ExportHtml(&*store, opt);
  if (!stats.ok()) return ctx.Fail(stats.status());
  if (ctx.json) {
    nlohmann::ordered_json j;
    j["schema"] = "arbiter.export/1";
    j["dir"] = o.dir;
    j["pages"] = stats->pages;
    j["rules"] = stats->rules;
    j["scenarios"] = stats->scenarios;
    j["scenario_failures"] = stats->scenario_failures;
    j["version_pages"] = stats->version_pages;
    j["bytes"] = stats->bytes;
    j["seconds"] = stats->seconds;
    *ctx.out << j.dump(2) << "\n";
    return 0;
  }
  char secs[32];
  std::snprintf(secs, sizeof(secs), "%.2f", stats->seconds);
  *ctx.out << "exported " << stats->pages << " pages (" << stats->rules << " rules, "
           << stats->scenarios << " scenarios, " << stats->version_pages << " version diffs; "
           << stats->bytes / 1024 << " KiB) to " << o.dir << " in " << secs << " s; open "
           << JoinPath(o.dir, "index.html") << "\n";
  if (stats->scenario_failures > 0) {
    *ctx.err << "arbiter: warning: " << stats->scenario_failures
             << " scenarios did not load or did not pass (see `arbiter test`)\n";
  }
  return 0;
}

}  // namespace

void SetupExport(CLI::App* app, RunFn* run) {
  CLI::App* sub = app->add_subcommand("export", "write reference material for judges");
  sub->require_subcommand(1);
  auto o = std::make_shared<ExportCommandOptions>();
  CLI::App* html = sub->add_subcommand(
      "html", "an offline, hyperlinked reference site: every document, scenario and version diff");
  html->add_option("dir", o->dir, "the folder to write (created when missing)")->required();
  html->add_option("--scenarios", o->scenarios, "scenario folder (default: the bundled one)");
  html->add_flag("--no-scenarios", o->no_scenarios, "no scenario pages");
  html->callback([o, run] { *run = [o](Context& ctx) { return RunExportHtml(ctx, *o); }; });
}

}  // namespace arbiter::cli
