// `arbiter diff <docA> <docB>`: what changed between two versions of one game's rules, rule by
// rule, read from the database (the build stores the changes between consecutive releases; other
// pairs are matched on the database's rules). `--map` reads rules-db/ for the older rulings.
#include <CLI/CLI.hpp>
#include <chrono>
#include <cstdio>
#include <memory>

#include "cli/commands.h"
#include "cli/query_common.h"
#include "corpus/rules_db.h"
#include "diff/compare.h"
#include "diff/report.h"
#include "util/strings.h"

namespace arbiter::cli {
namespace {

struct DiffArgs {
  std::string from, to;
  bool all = false, summary = false, map = false, timing = false;
  bool hide_renumbered = false, hide_refs_only = false;
  std::vector<std::string> kinds;
};

int RunDiff(Context& ctx, const DiffArgs& args) {
  diff::ReportOptions report;
  report.all = args.all;
  report.summary = args.summary;
  report.color = ctx.color;
  report.hide_renumbered = args.hide_renumbered;
  report.hide_refs_only = args.hide_refs_only;
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
  if (args.map) {  // the rulings of the older document come with its source (rules-db/)
    auto c = diff::CompareDocuments(ctx.rules_db_dir, args.from, args.to, &help);
    if (!c.ok()) return ctx.Fail(c.status(), help);
    *ctx.out << (ctx.json ? diff::RenderMappingJson(c->diff, c->from, c->to.doc)
                          : diff::RenderMappingText(c->diff, c->from, c->to.doc));
    return 0;
  }
  const auto t0 = std::chrono::steady_clock::now();
  int code = 0;
  auto st = OpenStoreOrFail(ctx, &code);
  if (!st) return code;
  auto records = st->Documents();
  if (!records.ok()) return ctx.Fail(records.status());
  std::vector<corpus::Document> docs;
  for (const auto& r : *records) docs.push_back(r.doc);
  // A game alone names the release in force on --as-of (default today).
  auto resolve = [&](const std::string& spec) -> Result<corpus::Document> {
    for (const auto& r : *records) {
      if (r.doc.game == spec && r.is_default) return r.doc;
    }
    return corpus::ResolveDocument(docs, spec, &help);
  };
  auto a = resolve(args.from);
  if (!a.ok()) return ctx.Fail(a.status(), help);
  auto b = resolve(args.to);
  if (!b.ok()) return ctx.Fail(b.status(), help);
  if (corpus::LineageOf(*a) != corpus::LineageOf(*b)) {
    return ctx.Fail(
        Status::InvalidArgument(a->key + " is " + a->game + " and " + b->key + " is " + b->game),
        "diff compares two versions of one game's rules");
  }
  bool stored = false;
  auto d = DiffFromDatabase(&*st, a->key, b->key, ctx.rules_db_dir, &stored);
  if (!d.ok()) return ctx.Fail(d.status());
  *ctx.out << (ctx.json ? diff::RenderDiffJson(*d, *a, *b, report)
                        : diff::RenderDiffText(*d, *a, *b, report));
  if (args.timing) {
    char buf[200];
    std::snprintf(
        buf, sizeof buf, "timing: %.1f ms from the database (%s; %d + %d rules)\n",
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count(),
        stored ? "changes stored by the build" : "matched now", d->counts.old_rules,
        d->counts.new_rules);
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
  sub->add_option("to", args->to,
                  "the newer document: mtg@2026-08-07, mtg (the one in force; see --as-of), ...")
      ->required();
  sub->add_flag("--all", args->all, "list unchanged rules too");
  sub->add_option("--kind", args->kinds, "only these kinds (repeatable): edited, moved, ...");
  sub->add_flag("--summary", args->summary, "counts only");
  sub->add_flag("--map", args->map,
                "list every rule of the older document with where it went, the rules that could "
                "not be mapped, and its rulings under their new rules");
  sub->add_flag("--hide-renumbered", args->hide_renumbered,
                "leave out rules that only moved to a new number (their text unchanged)");
  sub->add_flag("--hide-refs-only", args->hide_refs_only,
                "leave out rules whose only changed words are rule numbers");
  sub->add_flag("--timing", args->timing, "print how long the diff took to stderr");
  sub->callback([args, run] { *run = [args](Context& ctx) { return RunDiff(ctx, *args); }; });
}

}  // namespace arbiter::cli
