// `arbiter build`: (re)builds the database from rules-db/ (see build/build_database.h).
#include <CLI/CLI.hpp>
#include <filesystem>
#include <memory>
#include <nlohmann/json.hpp>
#include <sstream>

#include "build/build_database.h"
#include "build/import_guard.h"
#include "cli/commands.h"
#include "corpus/rules_db.h"
#include "render/lookup_render.h"
#include "store/store.h"
#include "util/files.h"
#include "util/paths.h"

namespace arbiter::cli {
namespace {

struct BuildOptions {
  bool quiet = false;
  bool timings = false;
  std::string scenarios;
};

int RunBuild(Context& ctx, const BuildOptions& o) {
  build::BuildOptions b;
  b.rules_db_dir = ctx.rules_db_dir;
  b.db_path = ctx.db_path;
  b.scenarios_dir = o.scenarios;
  // An `import` killed part way is completed or undone first, under the import lock; builds of
  // one database run one at a time and remove what killed ones left (build/import_guard.h).
  const std::string local_dir = corpus::LocalDir(ctx.rules_db_dir);
  std::optional<FileLock> imports;
  if (std::filesystem::is_directory(local_dir)) {
    auto lock = build::LockImports(local_dir);
    if (!lock.ok()) return ctx.Fail(lock.status());
    imports.emplace(std::move(*lock));
    auto repaired = build::RepairInterruptedImport(b, local_dir);
    if (!repaired.ok()) return ctx.Fail(repaired.status());
    if (!repaired->empty()) *ctx.err << "arbiter: note: " << *repaired << "\n";
  }
  auto stats = build::LockedBuild(b);
  if (!stats.ok()) return ctx.Fail(stats.status());
  if (ctx.json) {
    nlohmann::ordered_json j;
    j["schema"] = "arbiter.build/1";
    j["database"] = ctx.db_path;
    j["rules_db"] = ctx.rules_db_dir;
    j["seconds"] = stats->seconds;
    j["documents"] = stats->documents;
    j["rules"] = stats->rules;
    j["glossary"] = stats->glossary;
    j["rulings"] = stats->rulings;
    j["refs"] = stats->refs;
    j["unresolved_refs"] = stats->unresolved_refs;
    j["scenarios"] = stats->scenarios;
    j["anomalies"] = stats->anomalies;
    j["errors"] = stats->errors;
    j["release_pairs"] = stats->release_pairs;
    j["reused_pairs"] = stats->reused_pairs;
    if (o.timings) {
      nlohmann::ordered_json phases = nlohmann::ordered_json::array();
      for (const auto& [name, secs] : stats->phases)
        phases.push_back({{"phase", name}, {"seconds", secs}});
      j["phases"] = phases;
    }
    *ctx.out << j.dump(2, ' ', false, nlohmann::json::error_handler_t::replace) << "\n";
    return 0;
  }
  if (o.quiet) return 0;
  char secs[32];
  std::snprintf(secs, sizeof(secs), "%.2f", stats->seconds);
  *ctx.out << "built " << ctx.db_path << " in " << secs << " s: " << stats->documents
           << " documents, " << stats->rules << " rules, " << stats->glossary
           << " glossary entries, " << stats->rulings << " rulings, " << stats->refs
           << " references (" << stats->unresolved_refs << " unresolved), " << stats->scenarios
           << " scenarios, " << stats->anomalies << " anomalies (" << stats->errors
           << " errors; see `arbiter check`)\n";
  if (o.timings) {
    for (const auto& [name, seconds] : stats->phases) {
      std::snprintf(secs, sizeof(secs), "%7.3f", seconds);
      *ctx.out << "  " << secs << " s  " << name << "\n";
    }
    *ctx.out << "  changes between releases: " << stats->reused_pairs << " of "
             << stats->release_pairs
             << " pairs reused from the previous database (nothing they were computed from "
                "changed), "
             << stats->release_pairs - stats->reused_pairs << " matched\n";
  }
  auto st = store::Store::OpenReadOnly(ctx.db_path);
  if (st.ok()) {
    auto docs = st->Documents();
    if (docs.ok()) *ctx.out << render::DocumentsText(*docs, false);
  }
  return 0;
}

}  // namespace

void SetupBuild(CLI::App* app, RunFn* run) {
  auto o = std::make_shared<BuildOptions>();
  CLI::App* sub = app->add_subcommand(
      "build", "build the database from rules-db/ (written to a temporary file, then renamed)");
  sub->add_flag("--quiet,-q", o->quiet, "print nothing on success");
  sub->add_flag("--timings", o->timings, "show the wall time of each phase of the build");
  sub->add_option("--scenarios", o->scenarios, "scenarios folder (default: beside rules-db/)");
  sub->callback([run, o] {
    *run = [o](Context& ctx) {
      if (!ctx.db_given) {
        // A fresh build goes beside the binary, where queries look first.
        std::string dir = ExecutableDir();
        if (!dir.empty()) ctx.db_path = JoinPath(dir, "arbiter.db");
      }
      return RunBuild(ctx, *o);
    };
  });
}

}  // namespace arbiter::cli
