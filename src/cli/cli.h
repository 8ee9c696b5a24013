// The command line: one binary, subcommands in the style of git. Only src/cli/ includes CLI11.
#pragma once

namespace arbiter::cli {

// Parses argv, runs one subcommand, returns the exit status:
// 0 ok, 1 the answer is "no" / "not found" / "failed", 2 bad usage or bad input.
int Main(int argc, char** argv);

}  // namespace arbiter::cli
