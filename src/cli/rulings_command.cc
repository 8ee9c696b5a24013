// `arbiter rulings <id|card>`: official rulings that cite a rule (or a rule under it), or that
// are about a card, with source and date.
#include <CLI/CLI.hpp>
#include <algorithm>
#include <memory>

#include "cli/commands.h"
#include "cli/query_common.h"
#include "corpus/rule_id.h"
#include "render/lookup_render.h"
#include "util/strings.h"

namespace arbiter::cli {
namespace {

struct RulingsOptions {
  std::vector<std::string> words;
};

int RunRulings(Context& ctx, const RulingsOptions& o) {
  int code = 0;
  auto st = OpenStoreOrFail(ctx, &code);
  if (!st) return code;
  auto docs = st->Documents();
  if (!docs.ok()) return ctx.Fail(docs.status());
  const std::string query = CollapseSpaces(Join(o.words, " "));
  std::vector<store::RulingRecord> rulings;
  std::string help;
  if (LooksLikeRuleId(query)) {
    corpus::Citation c = corpus::ParseCitation(query);
    std::vector<std::string> games;
    for (const auto& d : *docs) {
      if ((c.game.empty() || d.doc.game == c.game) &&
          std::find(games.begin(), games.end(), d.doc.game) == games.end()) {
        games.push_back(d.doc.game);
      }
    }
    if (games.empty()) {
      std::string ignored;
      Status s = ValidateFilter(*docs, c.game, "", &help);
      return ctx.Fail(s, help);
    }
    for (const auto& game : games) {
      auto id = corpus::CanonicalId(c.id, corpus::StyleForGame(game));
      if (!id) continue;
      auto found = st->RulingsForRule(game, *id);
      if (!found.ok()) return ctx.Fail(found.status());
      rulings.insert(rulings.end(), found->begin(), found->end());
    }
    if (rulings.empty()) help = "`arbiter rule " + query + "` shows the rule itself";
  } else {
    auto found = st->RulingsForCard(query);
    if (!found.ok()) return ctx.Fail(found.status());
    rulings = std::move(*found);
    if (rulings.empty()) {
      auto names = st->CardNames();
      if (!names.ok()) return ctx.Fail(names.status());
      auto close = ClosestMatches(query, *names, 3);
      if (!close.empty()) help = "did you mean " + Join(close, ", ") + "?";
    }
  }
  if (ctx.json) *ctx.out << render::RulingsJson(query, rulings, *docs);
  if (rulings.empty()) return ctx.Fail(Status::NotFound("no rulings for '" + query + "'"), help);
  if (!ctx.json) *ctx.out << render::RulingsText(rulings, *docs, ctx.color);
  return 0;
}

}  // namespace

void SetupRulings(CLI::App* app, RunFn* run) {
  auto o = std::make_shared<RulingsOptions>();
  CLI::App* sub = app->add_subcommand(
      "rulings", "official rulings citing a rule (501.5, mtg:607.2a) or about a card");
  sub->add_option("id-or-card", o->words, "a rule id or a card name")->required();
  sub->callback([run, o] { *run = [o](Context& ctx) { return RunRulings(ctx, *o); }; });
}

}  // namespace arbiter::cli
