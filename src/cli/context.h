// What every subcommand gets: the global options and the output streams. No CLI11 here.
#pragma once

#include <functional>
#include <iostream>
#include <string>
#include <vector>

#include "util/status.h"

namespace arbiter::cli {

struct Context {
  std::string db_path;       // --db, else $ARBITER_DB, else the default (util/paths.h)
  bool db_given = false;     // --db or $ARBITER_DB named the database (`build` writes there)
  std::string rules_db_dir;  // --rules-db, else $ARBITER_RULES_DB, else the source tree's
  bool json = false;         // --json: versioned JSON on stdout instead of text
  // --as-of DATE: the date whose rules in force answer (YYYY-MM-DD); "" for today. Checked and
  // applied by OpenStoreOrFail (cli/query_common.h).
  std::string as_of;
  bool color = false;             // colour only on a terminal and never under NO_COLOR
  int width = 0;                  // the terminal's columns when stdout is one, else 0 (no wrapping)
  std::vector<std::string> args;  // the command line as typed (`serve` re-executes it)
  std::ostream* out = &std::cout;
  std::ostream* err = &std::cerr;
  // True when the command runs as the whole process (Main), which ends when it returns; false in
  // the server and the tests, which run commands in-process (MainWith).
  bool process_exits = false;

  // Prints "arbiter: error: <message>" (and a "help:" line when given) to err and returns the
  // exit code for `status`.
  int Fail(const Status& status, const std::string& help = "") const;
};

// The subcommand chosen on the command line sets this; Main runs it after parsing.
using RunFn = std::function<int(Context&)>;

}  // namespace arbiter::cli
