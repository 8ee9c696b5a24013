// `arbiter docs`: every document the database holds, with its kind, effective window and standing
// today (or --as-of DATE), rule count and provenance (render/docs_render.h).
#include <CLI/CLI.hpp>

#include "cli/commands.h"
#include "cli/query_common.h"
#include "render/docs_render.h"
#include "util/strings.h"

namespace arbiter::cli {
namespace {

int RunDocs(Context& ctx) {
  int code = 0;
  auto st = OpenStoreOrFail(ctx, &code);
  if (!st) return code;
  auto docs = st->Documents();
  if (!docs.ok()) return ctx.Fail(docs.status());
  const std::string& date = st->as_of();
  *ctx.out << (ctx.json ? render::DocsJson(*docs, date) : render::DocsText(*docs, date, ctx.color));
  return 0;
}

}  // namespace

void SetupDocs(CLI::App* app, RunFn* run) {
  CLI::App* sub = app->add_subcommand(
      "docs", "every document: kind, effective window, in force or superseded, counts, provenance");
  sub->callback([run] { *run = [](Context& ctx) { return RunDocs(ctx); }; });
}

}  // namespace arbiter::cli
