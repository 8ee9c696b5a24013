// Inputs that once crashed arbiter (from the fuzzing and fault reports, copied into
// tests/reliability/inputs/): each now ends in an answer or a diagnostic with exit status 2, never
// an abort. Under the sanitizer build the same runs must also be free of reports.
#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>

#include "e2e/run_exe.h"

namespace arbiter::testing {
namespace {

const std::string kInputs = std::string(ARBITER_SOURCE_DIR) + "/tests/reliability/inputs/";

ExeResult Run(const std::vector<std::string>& args) {
  std::vector<std::string> all = {"--db", std::string(ARBITER_BINARY_DIR) + "/arbiter.db",
                                  "--rules-db", std::string(ARBITER_SOURCE_DIR) + "/rules-db"};
  all.insert(all.end(), args.begin(), args.end());
  return RunArbiter(all);
}

}  // namespace

TEST_CASE("scenarios that crashed the runner now run to a ruling", "[reliability]") {
  // A token made while Repeat is paid (was a heap use-after-free in ResolveCard).
  ExeResult uaf = Run({"run", kInputs + "riftbound-repeat-token-uaf.json"});
  CHECK(uaf.exit_code == 0);
  // Destroying a card that is not in play (was std::out_of_range from a destroy trigger).
  ExeResult destroy = Run({"run", kInputs + "dimrift-destroy-not-in-play.json"});
  CHECK((destroy.exit_code == 0 || destroy.exit_code == 1));
  CHECK(destroy.out.find("is not in play: nothing to destroy") != std::string::npos);
  // A negative split deal (was std::length_error from a resize).
  ExeResult deal = Run({"run", kInputs + "riftbound-deal-split-negative-amount.json"});
  CHECK((deal.exit_code == 0 || deal.exit_code == 1));
  CHECK(deal.out.find("is not an action the rules know") != std::string::npos);
}

TEST_CASE("scenario integers are bounded, so no game arithmetic overflows", "[reliability]") {
  // A Might of INT_MAX plus a buff was signed overflow (undefined behaviour) in the module.
  ExeResult r = Run({"run", kInputs + "riftbound-might-int-overflow.json"});
  CHECK(r.exit_code == 2);
  CHECK(r.err.find("riftbound-might-int-overflow.json:1:381: error: might is out of range: numbers "
                   "in a scenario are between -1000000 and 1000000 [out-of-range]") !=
        std::string::npos);
  CHECK(r.err.find("at $.setup.objects[0].card.might") != std::string::npos);
}

TEST_CASE("a version without a game never answers from the defaults", "[reliability]") {
  ExeResult none = Run({"rule", "@no-such-version:718.5.b"});
  CHECK(none.exit_code == 2);
  CHECK(none.err.rfind("arbiter: error: no document with version 'no-such-version' in "
                       "'@no-such-version:718.5.b'\nhelp: name the game too",
                       0) == 0);
  CHECK(none.out.empty());
  ExeResult old = Run({"rule", "@2025-02-07:701.5"});
  CHECK(old.exit_code == 0);
  CHECK(old.out.rfind("mtg@2025-02-07:701.5\n", 0) == 0);
}

TEST_CASE("a number out of range is a positioned JSON error, exit 2", "[reliability]") {
  ExeResult big = Run({"run", kInputs + "scenario-number-overflow-1e400.json"});
  CHECK(big.exit_code == 2);
  CHECK(big.err.find("scenario-number-overflow-1e400.json:1:42: error: invalid JSON: number "
                     "overflow parsing '1e400' [json-number]") != std::string::npos);
  ExeResult fuzzed = Run({"run", kInputs + "scenario-number-overflow-1e400.fuzzer.json"});
  CHECK(fuzzed.exit_code == 2);
  CHECK(fuzzed.err.find(":11:15: error: invalid JSON: number overflow") != std::string::npos);
  // The same in a manifest: `build` refuses it and names the place.
  for (const char* name : {"manifest-schema-1e400.json", "manifest-number-overflow.fuzzer.json"}) {
    INFO(name);
    const std::string dir = ScratchDir(std::string("manifest-") + name);
    std::filesystem::copy_file(kInputs + name, dir + "/manifest.json");
    ExeResult r = RunArbiter({"--db", dir + "/x.db", "--rules-db", dir, "build"});
    CHECK(r.exit_code == 2);
    CHECK(r.err.find("manifest.json:1:") != std::string::npos);
    CHECK(r.err.find("malformed JSON: number overflow parsing") != std::string::npos);
    CHECK_FALSE(std::filesystem::exists(dir + "/x.db"));
  }
}

TEST_CASE("deeply nested JSON is refused at its place, in linear time and memory",
          "[reliability]") {
  // 20k levels took 1.4 GB in the position scanner; 40k overflowed the stack (exit 139).
  for (const char* name : {"scenario-deep-nesting-20k.json", "scenario-deep-nesting-40k.json"}) {
    INFO(name);
    ExeResult r = Run({"run", kInputs + name});
    CHECK(r.exit_code == 2);
    CHECK(r.err.find(std::string(name) +
                     ":1:65: error: JSON nested more than 64 levels deep [json-depth]") !=
          std::string::npos);
  }
  // Inside a string brackets do not count; 64 levels are still read (and found not a scenario).
  const std::string dir = ScratchDir("deep-json");
  {
    std::ofstream(dir + "/ok.json")
        << "{\"title\": \"[[[[\", \"x\": " << std::string(63, '[') << std::string(63, ']') << "}";
  }
  ExeResult ok = Run({"run", dir + "/ok.json"});
  CHECK(ok.exit_code == 2);
  CHECK(ok.err.find("json-depth") == std::string::npos);
  CHECK(ok.err.find("unknown field 'x'") != std::string::npos);
  // A manifest is parsed without recursion (nlohmann's parser keeps its own stack): a million
  // levels in an unknown field are read and ignored.
  {
    std::ofstream(dir + "/manifest.json")
        << "{\"schema\": 1, \"documents\": [], \"x\": " << std::string(1'000'000, '[')
        << std::string(1'000'000, ']') << "}";
  }
  ExeResult manifest = RunArbiter({"--db", dir + "/x.db", "--rules-db", dir, "build", "--quiet"});
  CHECK(manifest.exit_code == 0);
}

}  // namespace arbiter::testing
