// `arbiter why FILE object.property`: plays the scenario and explains how a derived value came to
// be (Might 5 = printed 3 + 2 Might Bonus from Long Sword, 718.4), from the engine's data; a
// boolean property reads true/false with the derivation it comes from (jinx.mighty = true, from
// Might 5); --after-step N explains the state right after step N.
#include <CLI/CLI.hpp>
#include <memory>
#include <nlohmann/json.hpp>
#include <variant>

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
  int after_step = 0;  // 0: the end of the scenario
};

// The derivation's text with its first line ("x.mighty = 5") replaced by `head`.
std::string WithHead(const std::string& text, const std::string& head) {
  const size_t nl = text.find('\n');
  return head + "\n" + (nl == std::string::npos ? "" : text.substr(nl + 1));
}

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
  if (o.after_step < 0 || o.after_step > static_cast<int>(sc->steps.size())) {
    return ctx.Fail(Status::InvalidArgument("--after-step " + std::to_string(o.after_step) +
                                            " is not a step of " + o.file),
                    "steps are numbered 1 to " + std::to_string(sc->steps.size()));
  }
  // The state right after step N: the scenario played up to that step.
  if (o.after_step > 0) sc->steps.resize(static_cast<size_t>(o.after_step));
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
  // A boolean or list property reads as such ("jinx.mighty = true"), derived from the number or
  // the terms below it.
  std::string err;
  const engine::Value v = module->Property(r.final_state, id, prop, &err);
  const bool as_value = err.empty() && (std::holds_alternative<bool>(v) ||
                                        std::holds_alternative<std::vector<std::string>>(v));
  if (ctx.json) {
    std::string text = render::DerivationJson(object, d, r.final_state);
    if (as_value || o.after_step > 0) {
      nlohmann::ordered_json j = nlohmann::ordered_json::parse(text);
      if (as_value) {
        j["derived_from"] = j["value"];
        if (const bool* b = std::get_if<bool>(&v))
          j["value"] = *b;
        else
          j["value"] = std::get<std::vector<std::string>>(v);
      }
      if (o.after_step > 0) j["after_step"] = o.after_step;
      text = j.dump(2, ' ', false, nlohmann::json::error_handler_t::replace) + "\n";
    }
    *ctx.out << text;
  } else {
    if (r.stop.kind != engine::Stop::Kind::kNone) {
      *ctx.out << "(the run stopped at step " << r.stop.step << "; this is the state there)\n";
    } else if (o.after_step > 0) {
      *ctx.out << "(the state right after step " << o.after_step << ")\n";
    }
    std::string text = render::DerivationText(object, d, r.final_state, module->Rules());
    if (const bool* b = as_value ? std::get_if<bool>(&v) : nullptr) {
      text = WithHead(text, object + "." + prop + " = " + (*b ? "true" : "false") +
                                ", derived from the value " + std::to_string(d.value) + ":");
    } else if (as_value) {
      text = WithHead(text, object + "." + prop + " = " + engine::ValueToString(v));
    }
    *ctx.out << text;
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
  sub->add_option("--after-step", o->after_step,
                  "explain the value right after step N (default: at the end)");
  sub->callback([o, run] { *run = [o](Context& ctx) { return RunWhy(ctx, *o); }; });
}

}  // namespace arbiter::cli
