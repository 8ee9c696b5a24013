// `arbiter diff <docA> <docB>`: what changed between two documents of one game, rule by rule.
#include <CLI/CLI.hpp>
#include <cstdio>
#include <memory>

#include "cli/commands.h"
#include "diff/compare.h"
#include "diff/report.h"
#include "util/strings.h"

namespace arbiter::cli {
namespace {

struct DiffArgs {
  std::string from, to;
  bool all = false, summary = false, map = false, timing = false;
  std::vector<std::string> kinds;
};

int RunDiff(Context& ctx, const DiffArgs& args) {
  diff::ReportOptions report;
  report.all = args.all;
  report.summary = args.summary;
  report.color = ctx.color;
  for (const std::string& k : args.kinds) {
    bool found = false;
    for (auto kind :
         {diff::ChangeKind::kUnchanged, diff::ChangeKind::kEdited, diff::ChangeKind::kMoved,
          diff::ChangeKind::kAdded, diff::ChangeKind::kRemoved, diff::ChangeKind::kSplit,
          diff::ChangeKind::kMerged}) {
      if (k == diff::ChangeKindName(kind)) {
        report.kinds.push_back(kind);
        found = true;
      }
    }
    if (!found) {
      return ctx.Fail(Status::InvalidArgument("unknown change kind '" + k + "'"),
                      "kinds: unchanged, edited, moved, added, removed, split, merged");
    }
  }
  std::string help;
  auto c = diff::CompareDocuments(ctx.rules_db_dir, args.from, args.to, &help);
  if (!c.ok()) return ctx.Fail(c.status(), help);
  if (args.map) {
    *ctx.out << (ctx.json ? diff::RenderMappingJson(c->diff, c->from, c->to.doc)
                          : diff::RenderMappingText(c->diff, c->from, c->to.doc));
  } else {
    *ctx.out << (ctx.json ? diff::RenderDiffJson(c->diff, c->from.doc, c->to.doc, report)
                          : diff::RenderDiffText(c->diff, c->from.doc, c->to.doc, report));
  }
  if (args.timing) {
    char buf[160];
    std::snprintf(buf, sizeof buf, "timing: import %.1f ms, match %.1f ms (%d + %d rules)\n",
                  c->import_ms, c->match_ms, c->diff.counts.old_rules, c->diff.counts.new_rules);
    *ctx.err << buf;
  }
  return 0;
}

}  // namespace

void SetupDiff(CLI::App* app, RunFn* run) {
  auto args = std::make_shared<DiffArgs>();
  CLI::App* sub = app->add_subcommand(
      "diff",
      "what changed between two documents of one game: unchanged, edited (changed words "
      "marked), moved (renumbered), added, removed, split and merged rules, with counts");
  sub->add_option("from", args->from, "the older document: mtg@2025-02-07, mtg-rulings-2008, ...")
      ->required();
  sub->add_option("to", args->to, "the newer document: mtg@2026-08-07, mtg (the newest), ...")
      ->required();
  sub->add_flag("--all", args->all, "list unchanged rules too");
  sub->add_option("--kind", args->kinds, "only these kinds (repeatable): edited, moved, ...");
  sub->add_flag("--summary", args->summary, "counts only");
  sub->add_flag("--map", args->map,
                "list every rule of the older document with where it went, the rules that could "
                "not be mapped, and its rulings under their new rules");
  sub->add_flag("--timing", args->timing, "print import and match times to stderr");
  sub->callback([args, run] { *run = [args](Context& ctx) { return RunDiff(ctx, *args); }; });
}

}  // namespace arbiter::cli
