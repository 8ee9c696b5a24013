// `arbiter run FILE...`: plays each scenario and prints its explained trace (text, --json,
// --markdown; --quote adds each cited rule's text). Exit 0 when every scenario's expectations
// hold, 1 when one fails, 2 when a file is malformed, 3 when none fails but one is incomplete (it
// met card text the engine does not execute: the trace names it, and it is not a ruling).
#include <CLI/CLI.hpp>
#include <filesystem>
#include <memory>
#include <optional>

#include "cli/commands.h"
#include "cli/query_common.h"
#include "cli/scenario_common.h"
#include "render/trace_render.h"
#include "scenario/game_table.h"
#include "scenario/loader.h"
#include "scenario/runner.h"

namespace arbiter::cli {
namespace {

struct RunOptions {
  std::vector<std::string> files;
  bool quote = false;
  bool markdown = false;
  bool lenient = false;
};

int RunRun(Context& ctx, const RunOptions& o) {
  int code = 0;
  std::optional<store::Store> store;  // opened for --quote: rule texts come from the database
  if (o.quote) {
    int open_code = 0;
    store = OpenStoreOrFail(ctx, &open_code);
    if (!store) return open_code;
  }
  // A folder stands for every scenario file under it, in order.
  std::vector<std::string> files;
  for (const auto& path : o.files) {
    std::error_code ec;
    if (!std::filesystem::is_directory(path, ec)) {
      files.push_back(path);  // a file, or a missing one the loader reports
      continue;
    }
    auto found = scenario::FindScenarioFiles(path);
    if (found.empty()) {
      return ctx.Fail(Status::InvalidArgument("no scenario files under '" + path + "'"));
    }
    files.insert(files.end(), found.begin(), found.end());
  }
  for (const auto& f : files) {
    auto sc = LoadScenarioOrReport(ctx, f);
    if (!sc) {
      code = 2;
      continue;
    }
    if (o.lenient) sc->lenient = true;
    const auto* module = scenario::FindGame(sc->game);
    render::RuleTexts texts;
    render::TraceOptions opt;
    if (o.quote) {
      Status st = texts.Load(&*store, module->Rules().document());
      if (!st.ok()) return ctx.Fail(st);
      opt.quote = &texts;
    }
    auto r = scenario::RunScenario(*sc);
    if (!r.setup_error.empty()) {
      *ctx.err << f << ": error: impossible setup: " << r.setup_error << " [impossible-setup]\n";
      code = 2;
      continue;
    }
    if (ctx.json) {
      *ctx.out << render::TraceJson(*sc, r, module->Rules(), opt);
    } else if (o.markdown) {
      *ctx.out << render::TraceMarkdown(*sc, r, module->Rules(), opt);
    } else {
      *ctx.out << render::TraceText(*sc, r, module->Rules(), opt);
    }
    if (files.size() > 1 && !ctx.json) *ctx.out << "\n";
    const std::string outcome = r.Outcome();
    if (outcome == "fail" && (code == 0 || code == 3)) code = 1;
    if (outcome == "incomplete" && code == 0) code = 3;
  }
  return code;
}

}  // namespace

void SetupRun(CLI::App* app, RunFn* run) {
  auto o = std::make_shared<RunOptions>();
  CLI::App* sub =
      app->add_subcommand("run", "play scenarios and print their explained ruling traces");
  sub->add_option("files", o->files, "scenario files (JSON), or folders of them")->required();
  sub->add_flag("--quote", o->quote, "print each cited rule's text from the corpus");
  sub->add_flag("--markdown", o->markdown, "Markdown for a ruling reference");
  sub->add_flag("--lenient", o->lenient,
                "take the first option for unscripted choices instead of stopping");
  sub->callback([o, run] { *run = [o](Context& ctx) { return RunRun(ctx, *o); }; });
}

}  // namespace arbiter::cli
