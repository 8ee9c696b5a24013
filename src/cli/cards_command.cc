// `arbiter cards --coverage --game riftbound`: how much of the game's card database the engine
// runs: every card compiled as a scenario would see it, the share fully modelled, and the phrases
// that stop the rest, ranked by how many cards they block (and how many only that phrase blocks).
// --list names the cards not modelled; --lines prints each line not modelled, by card.
#include <CLI/CLI.hpp>
#include <cstdio>
#include <memory>
#include <nlohmann/json.hpp>

#include "cli/commands.h"
#include "scenario/card_coverage.h"
#include "scenario/game_table.h"
#include "util/strings.h"

namespace arbiter::cli {
namespace {

struct CardsOptions {
  std::string game = "riftbound";
  bool coverage = false;
  bool list = false;
  bool lines = false;
  int top = 25;
};

std::string Percent(int part, int whole) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.1f%%", whole ? 100.0 * part / whole : 0.0);
  return buf;
}

int RunCards(Context& ctx, const CardsOptions& o) {
  const engine::GameModule* module = scenario::FindGame(o.game);
  if (!module) {
    auto close = ClosestMatches(o.game, scenario::GameNames(), 1);
    return ctx.Fail(Status::InvalidArgument("no game module '" + o.game + "'"),
                    close.empty() ? "games: " + Join(scenario::GameNames(), ", ")
                                  : "did you mean '" + close[0] + "'?");
  }
  if (!o.coverage) {
    return ctx.Fail(Status::InvalidArgument("nothing to do"),
                    "arbiter cards --coverage --game " + o.game);
  }
  auto cov = scenario::ComputeCardCoverage(o.game, *module, ctx.rules_db_dir);
  if (!cov.ok()) return ctx.Fail(cov.status());
  const size_t top = std::min(cov->phrases.size(), static_cast<size_t>(std::max(o.top, 0)));
  if (ctx.json) {
    nlohmann::ordered_json j;
    j["schema"] = "arbiter.cards-coverage/1";
    j["game"] = o.game;
    j["files"] = cov->files;
    j["cards"] = cov->cards;
    j["modelled"] = cov->modelled;
    auto phrases = nlohmann::ordered_json::array();
    for (size_t i = 0; i < top; ++i) {
      const auto& p = cov->phrases[i];
      phrases.push_back({{"phrase", ToValidUtf8(p.phrase)},
                         {"cards", p.cards},
                         {"alone", p.alone},
                         {"sample", p.sample}});
    }
    j["phrases"] = phrases;
    if (o.list) j["not_modelled"] = cov->unmodelled_cards;
    if (o.lines) {
      auto cards = nlohmann::ordered_json::array();
      for (const auto& b : cov->blocked) {
        auto lines = nlohmann::ordered_json::array();
        for (const auto& l : b.lines) lines.push_back(ToValidUtf8(l));
        auto phrases = nlohmann::ordered_json::array();
        for (const auto& p : b.phrases) phrases.push_back(ToValidUtf8(p));
        cards.push_back({{"name", ToValidUtf8(b.name)}, {"lines", lines}, {"phrases", phrases}});
      }
      j["blocked"] = cards;
    }
    *ctx.out << j.dump(2) << "\n";
    return 0;
  }
  *ctx.out << o.game << ": " << cov->cards << " distinct cards ("
           << (cov->files.empty() ? std::string("the module's own cards") : Join(cov->files, ", "))
           << ")\n";
  *ctx.out << "fully modelled: " << cov->modelled << " (" << Percent(cov->modelled, cov->cards)
           << "); not modelled: " << cov->cards - cov->modelled << "\n";
  if (top > 0)
    *ctx.out << "top unsupported phrases (cards they block; in [], the cards only it blocks):\n";
  for (size_t i = 0; i < top; ++i) {
    const auto& p = cov->phrases[i];
    std::string n = std::to_string(p.cards);
    std::string alone = "[" + std::to_string(p.alone) + "]";
    *ctx.out << std::string(n.size() < 5 ? 5 - n.size() : 0, ' ') << n << " "
             << std::string(alone.size() < 5 ? 5 - alone.size() : 0, ' ') << alone << "  "
             << p.phrase << "  (" << Join(p.sample, "; ") << ")\n";
  }
  if (o.list) {
    *ctx.out << "not modelled:\n";
    for (const auto& name : cov->unmodelled_cards) *ctx.out << "  " << name << "\n";
  }
  if (o.lines) {
    *ctx.out << "lines not modelled:\n";
    for (const auto& b : cov->blocked) {
      for (const auto& l : b.lines) *ctx.out << "  " << b.name << ": " << l << "\n";
    }
  }
  return 0;
}

}  // namespace

void SetupCards(CLI::App* app, RunFn* run) {
  auto o = std::make_shared<CardsOptions>();
  CLI::App* sub = app->add_subcommand("cards", "the game's card database: --coverage");
  sub->add_flag("--coverage", o->coverage,
                "the share of cards fully modelled and the phrases that stop the rest");
  sub->add_option("--game", o->game, "riftbound (default), mtg or dimrift");
  sub->add_option("--top", o->top, "how many phrases to rank (default 25)");
  sub->add_flag("--list", o->list, "also name every card that is not fully modelled");
  sub->add_flag("--lines", o->lines, "also print each printed line that is not modelled, by card");
  sub->callback([o, run] { *run = [o](Context& ctx) { return RunCards(ctx, *o); }; });
}

}  // namespace arbiter::cli
