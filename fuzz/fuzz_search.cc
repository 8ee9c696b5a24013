// Fuzz target: search text, through the command line's own parsing to a real FTS5 query on a small
// database. The first byte picks the mode (a question, --all, --raw) and the kind filter; the rest
// is the text. Checks: any bytes end in hits or a clean "no matches"/"bad input" (exit 0, 1 or 2,
// never FTS5 syntax reaching SQLite as an error of ours), and --json prints valid JSON.
#include <cstdio>
#include <cstdlib>

#include "fuzz_support.h"

// The small database is built before the first input (libFuzzer resets coverage before each
// input): its build runs the importers on threads, whose timing would otherwise make the first
// input's coverage differ from run to run (fuzz/ci.sh runs each target deterministically).
extern "C" int LLVMFuzzerInitialize(int* /*argc*/, char*** /*argv*/) {
  (void)arbiter::fuzz::SmallDatabase();
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size < 1 || size > 8192) return -1;
  std::vector<std::string> args = {"--db", arbiter::fuzz::SmallDatabase(), "--json", "search"};
  const uint8_t mode = data[0];
  if (mode & 1) args.push_back("--all");
  if (mode & 2) args.push_back("--raw");
  if (mode & 4) args.push_back("--all-versions");
  static const char* const kKinds[] = {"", "rule", "glossary", "ruling", "scenario"};
  const char* kind = kKinds[(mode >> 3) % 5];
  if (*kind != '\0') {
    args.push_back("--kind");
    args.push_back(kind);
  }
  args.push_back("--");
  args.push_back(arbiter::fuzz::ArgumentFrom(data + 1, size - 1));
  std::string out;
  const int code = arbiter::fuzz::RunCli(args, &out);
  if (code < 0 || code > 2) {
    std::fprintf(stderr, "fuzz: arbiter search ended with %d\n", code);
    std::abort();
  }
  if (!out.empty()) arbiter::fuzz::RequireJson(out, "arbiter --json search");
  return 0;
}
