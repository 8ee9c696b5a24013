// `arbiter run FILE...`: plays each scenario and prints its explained trace (text, --json,
// --markdown; --quote adds each cited rule's text). Exit 0 when every scenario's expectations
// hold, 1 when one fails, 2 when a file is malformed, 3 when none fails but one is incomplete (it
// met card text the engine does not execute: the trace names it, and it is not a ruling).
#include <CLI/CLI.hpp>
#include <algorithm>
#include <filesystem>
#include <memory>
#include <optional>

#include "cli/commands.h"
#include "cli/query_common.h"
#include "cli/scenario_common.h"
#include "diff/repin.h"
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
  std::string cite_as;  // --cite-as riftbound@1.2: the trace in that release's numbers
};

// The trace's rule ids in release `map.to()` (the module cites `map.from()`): each id mapped
// back. A rule that several rules of that release were merged into (v1.4's 464.2.c.3, from
// v1.2's Attacker rule 442.1.a.3 and Defender rule 442.1.a.4) is shown as all of them, since the
// trace cannot say which one a line stands for; a rule with no counterpart there is shown as
// "<id>@<module's version>".
void CiteAs(const diff::CitationMap& map, engine::Trace* trace) {
  auto mapped = [&](const std::string& id) -> std::vector<std::string> {
    const std::string m = map.MapOne(id);
    if (!m.empty()) return {m};
    const diff::PinnedRule* p = map.Find(id);
    if (p != nullptr && p->status == diff::PinStatus::kSplit && !p->new_ids.empty())
      return p->new_ids;
    return {id + "@" + map.from().version};
  };
  auto all = [&](std::vector<std::string>* ids) {
    std::vector<std::string> out;
    for (const std::string& id : *ids) {
      for (std::string& m : mapped(id)) {
        if (std::find(out.begin(), out.end(), m) == out.end()) out.push_back(std::move(m));
      }
    }
    *ids = std::move(out);
  };
  for (engine::TraceEntry& e : trace->mutable_entries()) {
    all(&e.rules);
    for (engine::Rejected& rej : e.rejected) all(&rej.rules);
  }
}

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
    const engine::RuleTable* shown = &module->Rules();
    std::optional<engine::RuleTable> older;  // --cite-as: the header names that release
    if (!o.cite_as.empty()) {
      const auto& d = module->Rules().document();
      std::string help;
      auto map =
          diff::CachedCitationMap(ctx.rules_db_dir, d.game + "@" + d.version, o.cite_as, &help);
      if (!map.ok()) return ctx.Fail(map.status(), help);
      CiteAs(**map, &r.trace);
      const corpus::Document& t = (*map)->to();
      older.emplace(
          engine::DocumentRef{t.game, t.title, t.version,
                              t.printed.empty() ? t.effective : t.printed, t.source, t.format},
          std::vector<engine::RuleRef>{});
      shown = &*older;
    }
    if (ctx.json) {
      *ctx.out << render::TraceJson(*sc, r, *shown, opt);
    } else if (o.markdown) {
      *ctx.out << render::TraceMarkdown(*sc, r, *shown, opt);
    } else {
      *ctx.out << render::TraceText(*sc, r, *shown, opt);
    }
    if (files.size() > 1 && !ctx.json) *ctx.out << "\n";
    const std::string outcome = r.Outcome();
    if (outcome == "fail" && (code == 0 || code == 3)) code = 1;
    if (outcome == "incomplete" && code == 0) code = 3;  // "review": the trace says what changed
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
  sub->add_option("--cite-as", o->cite_as,
                  "print the rule ids as numbered in another release of the game's rules, e.g. "
                  "riftbound@1.2 for a judge reading that reference (a rule merged from several "
                  "there is shown as all of them; a rule with no counterpart there keeps its "
                  "number, marked @<version>)");
  sub->add_flag("--lenient", o->lenient,
                "take the first option for unscripted choices instead of stopping");
  sub->callback([o, run] { *run = [o](Context& ctx) { return RunRun(ctx, *o); }; });
}

}  // namespace arbiter::cli
