// `arbiter rule <id>...`: a rule's text, examples, ancestors, subrules, references both ways,
// analogues, rulings and scenarios (store/lookup.h), for each id given.
#include <CLI/CLI.hpp>
#include <memory>

#include "cli/commands.h"
#include "cli/query_common.h"
#include "cli/rule_args.h"
#include "render/lookup_render.h"
#include "store/lookup.h"
#include "util/strings.h"

namespace arbiter::cli {
namespace {

struct RuleOptions {
  std::vector<std::string> ids;
  bool full = false;  // rule --full: every subrule quoted whole
};

// The game names and document keys a typed citation may start with ("mtg 607.2", "mtg607.2").
std::vector<std::string> CitationPrefixes(store::Store* st) {
  std::vector<std::string> out;
  auto docs = st->Documents();
  if (!docs.ok()) return out;
  for (const auto& d : *docs) {
    out.push_back(ToLowerAscii(d.doc.game));
    out.push_back(ToLowerAscii(d.doc.key));
  }
  return out;
}

// Looks up every id, prints errors for the missing ones, returns the views
// found and the worst exit code.
int LookupAll(Context& ctx, store::Store* st, const std::vector<std::string>& ids,
              std::vector<store::RuleView>* views) {
  int code = 0;
  for (const auto& id : ids) {
    std::string help;
    auto found = store::LookupRules(st, id, &help);
    if (!found.ok()) {
      code = std::max(code, ctx.Fail(found.status(), help));
      continue;
    }
    views->insert(views->end(), found->begin(), found->end());
  }
  return code;
}

using RenderJson = std::string (*)(const std::string&, const std::vector<store::RuleView>&);
using RenderText = std::string (*)(const std::vector<store::RuleView>&, bool);

// `rule` and `refs`: the same lookup, rendered differently.
int RunLookup(Context& ctx, const RuleOptions& o, RenderJson json, RenderText text) {
  int code = 0;
  auto st = OpenStoreOrFail(ctx, &code);
  if (!st) return code;
  std::vector<store::RuleView> views;
  code = LookupAll(ctx, &*st, RuleArgs(o.ids, CitationPrefixes(&*st)), &views);
  if (o.full) {
    for (auto& v : views) {
      auto all = st->Descendants(v.document.doc.key, v.rule.id);
      if (!all.ok()) return ctx.Fail(all.status());
      v.descendants = std::move(*all);
    }
    if (!ctx.json) {
      *ctx.out << render::RuleFullText(views, ctx.color, ctx.width);
      return code;
    }
  }
  *ctx.out << (ctx.json ? json(Join(o.ids, " "), views) : text(views, ctx.color));
  return code;
}

}  // namespace

void SetupRule(CLI::App* app, RunFn* run) {
  auto o = std::make_shared<RuleOptions>();
  CLI::App* sub = app->add_subcommand(
      "rule",
      "show rules by id: 718.5.b, 718.5b, riftbound:718.5.b, CR 607.2a, mtg@2025-02-07:701.5");
  sub->add_option("id", o->ids,
                  "rule ids (without a game prefix: every game's current rules); also CR 607.2a, "
                  "mtg 607.2, mtg607.2 and ranges such as 702.19a-d")
      ->required();
  sub->add_flag("--full", o->full,
                "quote every subrule whole, wrapped to the terminal (a keyword in one answer)");
  sub->callback([run, o] {
    *run = [o](Context& ctx) { return RunLookup(ctx, *o, render::RuleJson, render::RuleText); };
  });
}

void SetupRefs(CLI::App* app, RunFn* run) {
  auto o = std::make_shared<RuleOptions>();
  CLI::App* sub = app->add_subcommand(
      "refs", "the rules a rule cites and the rules that cite it (unresolved ones marked)");
  sub->add_option("id", o->ids, "rule ids, as for `arbiter rule`")->required();
  sub->add_flag("--full", o->full, "also quote every subrule whole");
  sub->callback([run, o] {
    *run = [o](Context& ctx) { return RunLookup(ctx, *o, render::RefsJson, render::RefsText); };
  });
}

}  // namespace arbiter::cli
