// `arbiter check`: what the build found wrong or worth a look: import anomalies (file:line),
// duplicate ids, unresolved references, disagreements between a secondary source and its
// primary, malformed scenarios. Exit 1 when any of them is an error, 0 when there are only
// warnings and notes.
#include <CLI/CLI.hpp>
#include <memory>

#include "cli/commands.h"
#include "cli/query_common.h"
#include "render/lookup_render.h"

namespace arbiter::cli {
namespace {

struct CheckOptions {
  bool errors_only = false;
};

int RunCheck(Context& ctx, const CheckOptions& o) {
  int code = 0;
  auto st = OpenStoreOrFail(ctx, &code);
  if (!st) return code;
  auto all = st->Anomalies();
  if (!all.ok()) return ctx.Fail(all.status());
  std::vector<store::AnomalyRecord> shown;
  int errors = 0;
  for (const auto& a : *all) {
    if (a.severity == "error") ++errors;
    if (!o.errors_only || a.severity == "error") shown.push_back(a);
  }
  *ctx.out << (ctx.json ? render::CheckJson(shown) : render::CheckText(shown, ctx.color));
  return errors > 0 ? 1 : 0;
}

}  // namespace

void SetupCheck(CLI::App* app, RunFn* run) {
  auto o = std::make_shared<CheckOptions>();
  CLI::App* sub = app->add_subcommand(
      "check",
      "list import anomalies, duplicate ids, unresolved references and disagreements "
      "(exit 1 when there are errors)");
  sub->add_flag("--errors", o->errors_only, "show errors only");
  sub->callback([run, o] { *run = [o](Context& ctx) { return RunCheck(ctx, *o); }; });
}

}  // namespace arbiter::cli
