// Shared by the fuzz targets (fuzz/*.cc): running the command line in-process on a small
// database built once per fuzzing process, and the checks every output must pass.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace arbiter::fuzz {

// A database built (once, at the first call) from a small rules-db: one document of each game
// family's importer families that build in milliseconds, in a temporary folder removed at exit.
// Aborts when it cannot be built: a fuzz target without its database is no test.
const std::string& SmallDatabase();

// Runs cli::MainWith on `args` (without the program name) and returns its exit status; its
// standard output is stored in *out.
int RunCli(const std::vector<std::string>& args, std::string* out);

// Aborts (a finding) unless `text` is one complete JSON value of valid UTF-8.
void RequireJson(const std::string& text, const char* what);

// The input as a string, without NUL bytes (an argument on a command line cannot hold one).
std::string ArgumentFrom(const uint8_t* data, size_t size);

}  // namespace arbiter::fuzz
