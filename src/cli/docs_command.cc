// `arbiter docs`: every document the database holds, with its kind, effective window and standing
// today (or --as-of DATE), rule count and provenance (render/docs_render.h).
#include <CLI/CLI.hpp>
#include <chrono>
#include <ctime>
#include <memory>

#include "cli/commands.h"
#include "cli/query_common.h"
#include "render/docs_render.h"
#include "util/strings.h"

namespace arbiter::cli {
namespace {

struct DocsOptions {
  std::string as_of;
};

// Today's date (UTC) as YYYY-MM-DD.
std::string Today() {
  const std::time_t now = std::time(nullptr);
  std::tm tm{};
  gmtime_r(&now, &tm);
  char buf[16];
  std::strftime(buf, sizeof(buf), "%Y-%m-%d", &tm);
  return buf;
}

bool IsIsoDay(const std::string& s) {
  if (s.size() != 10 || s[4] != '-' || s[7] != '-') return false;
  for (size_t i : {0, 1, 2, 3, 5, 6, 8, 9}) {
    if (!IsAsciiDigit(s[i])) return false;
  }
  const int month = std::stoi(s.substr(5, 2)), day = std::stoi(s.substr(8, 2));
  return month >= 1 && month <= 12 && day >= 1 && day <= 31;
}

int RunDocs(Context& ctx, const DocsOptions& o) {
  const std::string date = o.as_of.empty() ? Today() : o.as_of;
  if (!IsIsoDay(date)) {
    return ctx.Fail(
        Status::InvalidArgument("--as-of wants a date like 2026-03-30, not '" + o.as_of + "'"));
  }
  int code = 0;
  auto st = OpenStoreOrFail(ctx, &code);
  if (!st) return code;
  auto docs = st->Documents();
  if (!docs.ok()) return ctx.Fail(docs.status());
  *ctx.out << (ctx.json ? render::DocsJson(*docs, date) : render::DocsText(*docs, date, ctx.color));
  return 0;
}

}  // namespace

void SetupDocs(CLI::App* app, RunFn* run) {
  auto o = std::make_shared<DocsOptions>();
  CLI::App* sub = app->add_subcommand(
      "docs", "every document: kind, effective window, in force or superseded, counts, provenance");
  sub->add_option("--as-of", o->as_of, "the standing on this date (default: today)");
  sub->callback([o, run] { *run = [o](Context& ctx) { return RunDocs(ctx, *o); }; });
}

}  // namespace arbiter::cli
