// The command line: one binary, subcommands in the style of git. Only src/cli/ includes CLI11.
#pragma once

#include <iosfwd>

namespace arbiter::cli {

// Parses argv, runs one subcommand, returns the exit status:
// 0 ok, 1 the answer is "no" / "not found" / "failed", 2 bad usage or bad input.
int Main(int argc, char** argv);

// The same with the answer written to `out` and errors to `err` (the local server runs each
// request through it); colour only when `terminal` and stdout is one.
int MainWith(int argc, char** argv, std::ostream& out, std::ostream& err, bool terminal);

}  // namespace arbiter::cli
