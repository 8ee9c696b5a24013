// ResolvePair (diff/compare.h): the one resolution of a document pair shared by `arbiter diff`
// (CompareDocuments) and the re-pin's citation map (MapCitations): both specs resolved among the
// corpus's documents, one family, and the caller's help when the families differ.
#include <catch2/catch.hpp>

#include "diff/compare.h"
#include "diff/repin.h"

namespace arbiter::diff {
namespace {

const std::string kRulesDb = std::string(ARBITER_SOURCE_DIR) + "/rules-db";

}  // namespace

TEST_CASE("ResolvePair resolves two releases of one family", "[diff][repin]") {
  std::string help;
  auto pair = ResolvePair(kRulesDb, "riftbound@1.2", "riftbound@1.4", "one game only", &help);
  REQUIRE(pair.ok());
  CHECK(pair->from.version == "1.2");
  CHECK(pair->to.version == "1.4");
  CHECK(pair->family == "riftbound");
  CHECK(pair->docs.size() > 4);
}

TEST_CASE("ResolvePair refuses documents of two games with the caller's help", "[diff][repin]") {
  struct Row {
    std::string from, to;
  };
  for (const Row& r : {Row{"riftbound@1.4", "mtg@2026-09-25"}, Row{"mtg", "riftbound"}}) {
    INFO(r.from << " " << r.to);
    std::string help;
    auto pair = ResolvePair(kRulesDb, r.from, r.to, "one game only", &help);
    REQUIRE_FALSE(pair.ok());
    CHECK(pair.status().code() == Status::Code::kInvalidArgument);
    CHECK(help == "one game only");
  }
  // The two callers keep their own words.
  std::string help;
  CHECK_FALSE(CompareDocuments(kRulesDb, "riftbound@1.4", "mtg@2026-09-25", &help).ok());
  CHECK(help == "diff compares two documents of one game");
  help.clear();
  CHECK_FALSE(MapCitations(kRulesDb, "riftbound@1.4", "mtg@2026-09-25", &help).ok());
  CHECK(help == "a citation maps between releases of one game's rules");
}

TEST_CASE("ResolvePair passes an unknown document's error through", "[diff][repin]") {
  std::string help;
  auto pair = ResolvePair(kRulesDb, "riftbound@9.9", "riftbound@1.4", "one game only", &help);
  REQUIRE_FALSE(pair.ok());
  CHECK(help != "one game only");
}

}  // namespace arbiter::diff
