#include "golden/golden_file.h"

#include <catch2/catch.hpp>
#include <cstdlib>
#include <filesystem>

#include "util/files.h"

namespace arbiter::testing {

bool Blessing() {
  const char* bless = std::getenv("ARBITER_BLESS");
  return bless != nullptr && *bless != '\0';
}

void CheckGolden(const std::string& path, const std::string& got) {
  INFO("golden file " << path << " (re-bless: ARBITER_BLESS=1, after reading the diff)");
  if (Blessing()) {
    std::filesystem::create_directories(std::filesystem::path(path).parent_path());
    REQUIRE(WriteFileAtomic(path, got).ok());
    return;
  }
  auto want = ReadFile(path);
  REQUIRE(want.ok());
  CHECK(got == *want);
}

std::string TraceGoldenStem(const std::string& rel) {
  const std::string prefix = "scenarios/";
  std::string inner = rel.substr(0, rel.size() - std::string(".json").size());
  if (inner.rfind(prefix, 0) == 0) inner = inner.substr(prefix.size());
  return std::string(ARBITER_SOURCE_DIR) + "/tests/golden/traces/" + inner;
}

const std::vector<std::string>& JsonTraceGoldens() {
  // Attachment and the chain; a Repeat token made mid-resolution; linked abilities across zone
  // changes; one choice feeding two linked pairs; a connection chain; double arrows.
  static const std::vector<std::string> kList = {
      "riftbound/attach/attached-card-can-be-targeted-718-5-b",
      "riftbound/keywords/repeat/example-746-1-d-deserts-call",
      "mtg/linked/oblivion-ring-exile-and-return",
      "mtg/linked/paradise-plume-one-choice-two-pairs",
      "dimrift/connected/connection-chain-transforms",
      "dimrift/targeting/lancer-double-arrow",
  };
  return kList;
}

}  // namespace arbiter::testing
