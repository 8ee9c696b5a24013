#include "cli/cli.h"

#include <sys/ioctl.h>
#include <unistd.h>

#include <CLI/CLI.hpp>
#include <cstdlib>
#include <vector>

#include "cli/commands.h"
#include "store/schema.h"
#include "store/store.h"
#include "util/paths.h"
#include "util/strings.h"

namespace arbiter::cli {

constexpr const char* kVersion = "0.1";

// One row per subcommand; each Setup* lives in cli/<name>_command.cc.
// One row per line, so that a new subcommand is one added line.
// clang-format off
static const std::vector<CommandRow> kCommands = {
    {"build", SetupBuild},
    {"rule", SetupRule},
    {"search", SetupSearch},
    {"define", SetupDefine},
    {"refs", SetupRefs},
    {"rulings", SetupRulings},
    {"card", SetupCard},
    {"check", SetupCheck},
    {"import", SetupImport},
    {"docs", SetupDocs},
    {"diff", SetupDiff},
    {"history", SetupHistory},
    {"analogues", SetupAnalogues},
    {"repin", SetupRepin},
    {"run", SetupRun},
    {"test", SetupTest},
    {"why", SetupWhy},
    {"coverage", SetupCoverage},
    {"cards", SetupCards},
    {"bench-engine", SetupBenchEngine},
    {"export", SetupExport},
    {"serve", SetupServe},
};
// clang-format on

// "arbiter 0.1", then the data a command without flags would use: the database (with the default
// document of each game) and the rules-db folder.
namespace {

// Columns of the terminal on stdout: $COLUMNS when set, else the window size; 0 when stdout is no
// terminal (output to a pipe or a file is never wrapped).
int TerminalWidth() {
  if (!isatty(STDOUT_FILENO)) return 0;
  if (const char* c = std::getenv("COLUMNS"); c && *c) {
    const int n = std::atoi(c);
    if (n >= 20 && n <= 1000) return n;
  }
  winsize w{};
  if (ioctl(STDOUT_FILENO, TIOCGWINSZ, &w) == 0 && w.ws_col >= 20) return w.ws_col;
  return 80;
}

// The first word on the command line that is neither an option nor an option's value: what the
// user meant as the command. "" when there is none.
std::string TypedCommand(int argc, char** argv) {
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    if (a == "--db" || a == "--rules-db" || a == "--as-of") {
      ++i;
      continue;
    }
    if (!a.empty() && a[0] != '-') return a;
  }
  return "";
}

}  // namespace

std::string VersionText() {
  std::string out = "arbiter " + std::string(kVersion) + "\n";
  const std::string db = DefaultDatabasePath();
  out += "database: " + db;
  auto st = store::Store::OpenReadOnly(db);
  if (!st.ok()) {
    out += " (unusable: " + st.status().message() + ")\n";
  } else if (auto docs = st->Documents(); docs.ok()) {
    std::vector<std::string> defaults;
    for (const auto& d : *docs) {
      if (d.is_default) defaults.push_back(d.doc.key);
    }
    out += " (schema " + std::to_string(store::kSchemaVersion) + "; defaults " +
           Join(defaults, ", ") + ")\n";
  }
  out += "rules-db: " + DefaultRulesDbDir();
  return out;
}

int Context::Fail(const Status& status, const std::string& help) const {
  *err << "arbiter: error: " << status.message() << "\n";
  if (!help.empty()) *err << "help: " << help << "\n";
  return status.ExitCode() == 0 ? 2 : status.ExitCode();
}

namespace {

int Run(int argc, char** argv, std::ostream& out, std::ostream& err, bool terminal,
        bool process_exits);

}  // namespace

int Main(int argc, char** argv) {
  return Run(argc, argv, std::cout, std::cerr, /*terminal=*/true, /*process_exits=*/true);
}

int MainWith(int argc, char** argv, std::ostream& out, std::ostream& err, bool terminal) {
  return Run(argc, argv, out, err, terminal, /*process_exits=*/false);
}

namespace {

int Run(int argc, char** argv, std::ostream& out, std::ostream& err, bool terminal,
        bool process_exits) {
  CLI::App app{"arbiter: rules lookup, search and explained rulings for card game judges",
               "arbiter"};
  app.require_subcommand(1);
  Context ctx;
  ctx.args.assign(argv, argv + argc);
  ctx.out = &out;
  ctx.err = &err;
  ctx.process_exits = process_exits;
  std::string db, rules_db;
  app.add_option("--db", db,
                 "database file (default: $ARBITER_DB, else arbiter.db beside the binary, else "
                 "the install's share/arbiter/arbiter.db)");
  app.add_option("--rules-db", rules_db,
                 "rules-db/ folder (default: $ARBITER_RULES_DB, else rules-db beside the binary, "
                 "else the install's share/arbiter/rules-db)");
  app.add_flag("--json", ctx.json, "print versioned JSON instead of text");
  app.add_option("--as-of", ctx.as_of,
                 "answer from the rules in force on this date, YYYY-MM-DD (default: today)");
  app.set_version_flag("--version", [] { return VersionText(); });
  app.fallthrough();

  RunFn run;
  // Set up only the subcommands named on the command line, or all of them when none is (--help,
  // a typo): building every subcommand's options costs about as much as a whole rule lookup.
  bool named = false;
  for (const auto& row : kCommands) {
    for (int i = 1; i < argc && !named; ++i) named = std::string(argv[i]) == row.name;
  }
  for (const auto& row : kCommands) {
    bool wanted = !named;
    for (int i = 1; i < argc && !wanted; ++i) wanted = std::string(argv[i]) == row.name;
    if (row.setup && wanted) row.setup(&app, &run);
  }
  try {
    app.parse(argc, argv);
  } catch (const CLI::CallForHelp& e) {
    return app.exit(e, out, err);
  } catch (const CLI::CallForVersion& e) {
    return app.exit(e, out, err);
  } catch (const CLI::ParseError& e) {
    const std::string typed = TypedCommand(argc, argv);
    if (!named && !typed.empty()) {
      std::vector<std::string> names;
      for (const auto& row : kCommands) names.push_back(row.name);
      const auto close = ClosestMatches(typed, names, 3);
      err << "arbiter: error: unknown command '" << typed << "'\n";
      err << "help: "
          << (close.empty() ? "run 'arbiter --help' for the list of commands"
                            : "did you mean " + Join(close, ", ") + "?")
          << "\n";
      return 2;
    }
    err << "arbiter: error: " << e.what() << "\n";
    err << "help: run 'arbiter --help' for the list of commands\n";
    return 2;
  }
  ctx.db_path = db.empty() ? DefaultDatabasePath() : db;
  ctx.db_given = !db.empty() || (std::getenv("ARBITER_DB") && *std::getenv("ARBITER_DB"));
  ctx.rules_db_dir = rules_db.empty() ? DefaultRulesDbDir() : rules_db;
  ctx.color = terminal && isatty(STDOUT_FILENO) && std::getenv("NO_COLOR") == nullptr;
  ctx.width = terminal ? TerminalWidth() : 0;
  if (!run) return 2;
  return run(ctx);
}

}  // namespace

}  // namespace arbiter::cli
