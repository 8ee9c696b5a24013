// `arbiter coverage --game riftbound`: for each rule the game module registers (Riftbound: all of
// v1.4's 700-725 and keywords 800-821, plus the rules they lean on), in the release the module
// cites (named, with whether it is the one in force today), whether a passing scenario exercises
// it, or why not.
#include <CLI/CLI.hpp>
#include <map>
#include <memory>
#include <nlohmann/json.hpp>

#include "cli/commands.h"
#include "cli/scenario_common.h"
#include "scenario/coverage.h"
#include "scenario/game_table.h"
#include "scenario/loader.h"
#include "util/strings.h"

namespace arbiter::cli {
namespace {

struct CoverageOptions {
  std::string game = "riftbound";
  std::string dir;
  bool gaps_only = false;
};

int RunCoverage(Context& ctx, const CoverageOptions& o) {
  if (!scenario::FindGame(o.game)) {
    auto close = ClosestMatches(o.game, scenario::GameNames(), 1);
    return ctx.Fail(Status::InvalidArgument("no game module '" + o.game + "'"),
                    close.empty() ? "games: " + Join(scenario::GameNames(), ", ")
                                  : "did you mean '" + close[0] + "'?");
  }
  std::string dir = o.dir.empty() ? DefaultScenarioDir() + "/" + o.game : o.dir;
  auto files = scenario::FindScenarioFiles(dir);
  auto rep = scenario::ComputeCoverage(o.game, files, ctx.rules_db_dir);
  std::map<std::string, int> counts;
  for (const auto& r : rep.rules) counts[r.status]++;
  if (ctx.json) {
    nlohmann::ordered_json j;
    j["schema"] = "arbiter.coverage/1";
    j["game"] = o.game;
    j["document"] = {{"key", rep.document},        {"title", rep.title},
                     {"effective", rep.effective}, {"until", rep.until},
                     {"in_force", rep.in_force},   {"rules", rep.document_rules}};
    j["scenarios"] = {{"passed", rep.passed}, {"failed", rep.failed}, {"malformed", rep.malformed}};
    j["counts"] = counts;
    auto rules = nlohmann::ordered_json::array();
    for (const auto& r : rep.rules) {
      nlohmann::ordered_json x = {{"id", r.id}, {"name", r.name}, {"status", r.status}};
      if (!r.why.empty()) x["why"] = r.why;
      if (!r.scenarios.empty()) x["scenarios"] = r.scenarios;
      rules.push_back(x);
    }
    j["rules"] = rules;
    *ctx.out << j.dump(2, ' ', false, nlohmann::json::error_handler_t::replace) << "\n";
    return 0;
  }
  if (!rep.document.empty()) {
    *ctx.out << rep.title << " (" << rep.document << ")"
             << (rep.effective.empty() ? ", no effective date" : ", effective " + rep.effective)
             << (rep.in_force ? ", the release in force today"
                 : rep.until.empty()
                     ? ", not in force today"
                     : ", superseded on " + rep.until +
                           (rep.superseded_by.empty() ? std::string() : " by " + rep.superseded_by))
             << ": " << rep.rules.size() << " of its " << rep.document_rules
             << " rules registered by the " << o.game << " module\n\n";
  } else {
    *ctx.out << "the release the " << o.game << " module cites is not in the corpus\n\n";
  }
  for (const auto& r : rep.rules) {
    if (o.gaps_only && r.status != "not-exercised") continue;
    std::string id = r.id + std::string(r.id.size() < 12 ? 12 - r.id.size() : 1, ' ');
    std::string st = r.status + std::string(r.status.size() < 15 ? 15 - r.status.size() : 1, ' ');
    *ctx.out << id << st << r.name;
    if (r.status == "exercised") {
      *ctx.out << "  [" << r.scenarios.size() << " scenario" << (r.scenarios.size() == 1 ? "" : "s")
               << "]";
    } else if (!r.why.empty()) {
      *ctx.out << "  -- " << r.why;
    }
    *ctx.out << "\n";
  }
  *ctx.out << "\n"
           << rep.rules.size() << " rules: " << counts["exercised"] << " exercised, "
           << counts["not-exercised"] << " executable but not exercised, " << counts["definition"]
           << " definitions, " << counts["not-executable"] << " not executable\n";
  *ctx.out << "scenarios: " << rep.passed << " passed, " << rep.failed << " failed, "
           << rep.malformed << " malformed\n";
  return 0;
}

}  // namespace

void SetupCoverage(CLI::App* app, RunFn* run) {
  auto o = std::make_shared<CoverageOptions>();
  CLI::App* sub = app->add_subcommand(
      "coverage", "which rules passing scenarios exercise, and why others are not");
  sub->add_option("--game", o->game, "game module (default riftbound)");
  sub->add_option("--dir", o->dir, "scenario directory (default scenarios/<game>)");
  sub->add_flag("--gaps", o->gaps_only, "list only executable rules no scenario exercises");
  sub->callback([o, run] { *run = [o](Context& ctx) { return RunCoverage(ctx, *o); }; });
}

}  // namespace arbiter::cli
