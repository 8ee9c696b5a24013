// Fuzz target: rule ids and citations as a user types them (corpus/rule_id.h), then the same text
// as `arbiter --json rule` on a small database. Checks: canonical forms are fixed points, parents
// get shorter (no loop), the lookup ends with 0, 1 or 2 and prints valid JSON.
#include <cstdio>
#include <cstdlib>

#include "corpus/rule_id.h"
#include "fuzz_support.h"

using arbiter::corpus::IdStyle;

// The small database is built before the first input (libFuzzer resets coverage before each
// input): its build runs the importers on threads, whose timing would otherwise make the first
// input's coverage differ from run to run (fuzz/ci.sh runs each target deterministically).
extern "C" int LLVMFuzzerInitialize(int* /*argc*/, char*** /*argv*/) {
  (void)arbiter::fuzz::SmallDatabase();
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size > 4096) return -1;
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  for (IdStyle style : {IdStyle::kDotted, IdStyle::kMtg}) {
    const auto id = arbiter::corpus::CanonicalId(text, style);
    if (!id) continue;
    const auto again = arbiter::corpus::CanonicalId(*id, style);
    if (!again || *again != *id) {
      std::fprintf(stderr, "fuzz: CanonicalId is not a fixed point: '%s' -> '%s'\n", id->c_str(),
                   again ? again->c_str() : "(none)");
      std::abort();
    }
    (void)arbiter::corpus::SortKey(*id);
    std::string parent = *id;
    while (!parent.empty()) {
      std::string next = arbiter::corpus::ParentId(parent, style);
      if (next.size() >= parent.size()) {
        std::fprintf(stderr, "fuzz: ParentId('%s') = '%s' is not shorter\n", parent.c_str(),
                     next.c_str());
        std::abort();
      }
      parent = std::move(next);
    }
  }
  const arbiter::corpus::Citation c = arbiter::corpus::ParseCitation(text);
  (void)arbiter::corpus::CanonicalId(c.id, arbiter::corpus::StyleForGame(c.game));

  std::string out;
  const int code = arbiter::fuzz::RunCli({"--db", arbiter::fuzz::SmallDatabase(), "--json", "rule",
                                          "--", arbiter::fuzz::ArgumentFrom(data, size)},
                                         &out);
  if (code < 0 || code > 2) {
    std::fprintf(stderr, "fuzz: arbiter rule ended with %d\n", code);
    std::abort();
  }
  if (!out.empty()) arbiter::fuzz::RequireJson(out, "arbiter --json rule");
  return 0;
}
