// `arbiter why FILE object.property`: plays the scenario and explains how a derived value came to
// be (Might 5 = printed 3 + 2 Might Bonus from Long Sword, 718.4), from the engine's data.
#include <CLI/CLI.hpp>
#include <memory>

#include "cli/commands.h"
#include "cli/scenario_common.h"
#include "render/trace_render.h"
#include "scenario/game_table.h"
#include "scenario/runner.h"
#include "util/strings.h"

namespace arbiter::cli {
namespace {

struct WhyOptions {
  std::string file;
  std::string what;
};

int RunWhy(Context& ctx, const WhyOptions& o) {
  auto sc = LoadScenarioOrReport(ctx, o.file);
  if (!sc) return 2;
  size_t dot = o.what.rfind('.');
  if (dot == std::string::npos || dot == 0 || dot + 1 == o.what.size()) {
    return ctx.Fail(
        Status::InvalidArgument("expected OBJECT.PROPERTY, e.g. jinx.might, got '" + o.what + "'"));
  }
  std::string object = o.what.substr(0, dot), prop = o.what.substr(dot + 1);
  const auto* module = scenario::FindGame(sc->game);
  auto r = scenario::RunScenario(*sc);
  if (!r.setup_error.empty())
    return ctx.Fail(Status::InvalidArgument("impossible setup: " + r.setup_error));
  engine::ObjectId id = r.final_state.FindKey(object);
  if (id == engine::kNoObject) {
    std::vector<std::string> keys;
    for (const auto& ob : r.final_state.objects) keys.push_back(ob.key);
    auto close = ClosestMatches(object, keys, 1);
    return ctx.Fail(
        Status::InvalidArgument("no object '" + object + "' in " + o.file),
        close.empty() ? "objects: " + Join(keys, ", ") : "did you mean '" + close[0] + "'?");
  }
  engine::Derivation d;
  if (!module->Derive(r.final_state, id, prop, &d)) {
    std::string err;
    engine::Value v = module->Property(r.final_state, id, prop, &err);
    if (!err.empty()) {
      auto close = ClosestMatches(prop, module->PropertyNames(), 1);
      return ctx.Fail(Status::InvalidArgument(err),
                      close.empty() ? "properties: " + Join(module->PropertyNames(), ", ")
                                    : "did you mean '" + close[0] + "'?");
    }
    *ctx.out << object << "." << prop << " = " << engine::ValueToString(v)
             << " (a recorded state, not derived: see `arbiter run` for the steps that set it)\n";
    return 0;
  }
  if (ctx.json) {
    *ctx.out << render::DerivationJson(object, d, r.final_state);
  } else {
    if (r.stop.kind != engine::Stop::Kind::kNone) {
      *ctx.out << "(the run stopped at step " << r.stop.step << "; this is the state there)\n";
    }
    *ctx.out << render::DerivationText(object, d, r.final_state, module->Rules());
  }
  return 0;
}

}  // namespace

void SetupWhy(CLI::App* app, RunFn* run) {
  auto o = std::make_shared<WhyOptions>();
  CLI::App* sub =
      app->add_subcommand("why", "explain a derived value after a scenario: why FILE jinx.might");
  sub->add_option("file", o->file, "scenario file")->required();
  sub->add_option("what", o->what, "OBJECT.PROPERTY, e.g. jinx.might")->required();
  sub->callback([o, run] { *run = [o](Context& ctx) { return RunWhy(ctx, *o); }; });
}

}  // namespace arbiter::cli
