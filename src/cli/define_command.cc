// `arbiter define <term>`: glossary and keyword definitions, case-insensitive, with "did you
// mean" for a near miss.
#include <CLI/CLI.hpp>
#include <memory>

#include "cli/commands.h"
#include "cli/query_common.h"
#include "render/lookup_render.h"
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
  if (ctx.json) {
    *ctx.out << render::DefineJson(term, *entries, docs);
  } else {
    *ctx.out << render::DefineText(*entries, docs, ctx.color);
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
