// `arbiter define <term>`: glossary and keyword definitions, case-insensitive, with "did you
// mean" for a near miss.
#include <CLI/CLI.hpp>
#include <memory>
#include <set>

#include "cli/commands.h"
#include "cli/query_common.h"
#include "render/lookup_render.h"
#include "store/lookup.h"
#include "util/strings.h"

namespace arbiter::cli {
namespace {

struct DefineOptions {
  std::vector<std::string> words;
  std::string game;
  std::string doc;
  bool all_versions = false;
};

int RunDefine(Context& ctx, const DefineOptions& o) {
  int code = 0;
  std::vector<store::DocumentRecord> docs;
  auto st = OpenFilteredOrFail(ctx, o.game, o.doc, &docs, &code);
  if (!st) return code;
  const std::string term = CollapseSpaces(Join(o.words, " "));
  const store::DocFilter filter{o.game, o.doc, o.all_versions};
  auto entries = st->Define(term, filter);
  if (!entries.ok()) return ctx.Fail(entries.status());
  if (entries->empty()) {
    auto terms = st->GlossaryTerms(filter);
    if (!terms.ok()) return ctx.Fail(terms.status());
    auto close = ClosestMatches(term, *terms, 3);
    if (ctx.json) *ctx.out << render::DefineJson(term, *entries, docs);
    return ctx.Fail(Status::NotFound("no glossary entry for '" + term + "'"),
                    close.empty() ? "try `arbiter search " + term + "`"
                                  : "did you mean " + Join(close, ", ") + "?");
  }
  // The rule each entry names, whole: what a keyword does is in its subrules ("Tank is a Passive
  // Ability keyword." is 741.1; 741.1.b says what it does).
  std::vector<store::RuleView> rules;
  std::set<std::string> seen;
  for (const auto& e : *entries) {
    if (e.rule_id.empty() || !seen.insert(e.doc + ":" + e.rule_id).second) continue;
    std::string ignored;
    auto views = store::LookupRules(&*st, e.doc + ":" + e.rule_id, &ignored);
    if (!views.ok()) continue;  // an entry naming a rule its document lacks: the entry alone
    // The first subrule of the keyword's own heading (741.1 under 741 Tank): the whole keyword.
    if (views->size() == 1 && !views->front().ancestors.empty() &&
        ToLowerAscii(views->front().ancestors.back().title) == ToLowerAscii(e.term)) {
      auto whole =
          store::LookupRules(&*st, e.doc + ":" + views->front().ancestors.back().id, &ignored);
      if (whole.ok()) views = std::move(whole);
    }
    for (auto& v : *views) {
      auto all = st->Descendants(v.document.doc.key, v.rule.id);
      if (!all.ok()) return ctx.Fail(all.status());
      v.descendants = std::move(*all);
      rules.push_back(std::move(v));
    }
  }
  if (ctx.json) {
    *ctx.out << render::DefineJson(term, *entries, docs, rules);
  } else {
    *ctx.out << render::DefineText(*entries, docs, ctx.color);
    if (!rules.empty()) *ctx.out << "\n" << render::RuleFullText(rules, ctx.color, ctx.width);
  }
  return 0;
}

}  // namespace

void SetupDefine(CLI::App* app, RunFn* run) {
  auto o = std::make_shared<DefineOptions>();
  CLI::App* sub = app->add_subcommand("define", "the definition of a glossary term or keyword");
  sub->add_option("term", o->words, "the term, any case (\"Top-Most Card\", regenerate)")
      ->required();
  sub->add_option("--game", o->game, "only this game");
  sub->add_option("--doc", o->doc, "only this document key");
  sub->add_flag("--all-versions", o->all_versions, "also older versions");
  sub->callback([run, o] { *run = [o](Context& ctx) { return RunDefine(ctx, *o); }; });
}

}  // namespace arbiter::cli
