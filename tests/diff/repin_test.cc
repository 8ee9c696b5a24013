// Re-pinning (diff/repin.h): mapping cited rules through the releases of the real Riftbound and
// MTG documents, and rewriting ids in source and prose without touching what is not an id.
#include "diff/repin.h"

#include <catch2/catch.hpp>

namespace arbiter::diff {
namespace {

const std::string kRulesDb = std::string(ARBITER_SOURCE_DIR) + "/rules-db";

}  // namespace

TEST_CASE("citations map through consecutive Riftbound releases", "[diff][repin]") {
  std::string help;
  auto map = CachedCitationMap(kRulesDb, "riftbound@1.2", "riftbound@1.4", &help);
  INFO(help);
  REQUIRE(map.ok());
  const CitationMap& m = **map;
  CHECK(m.from().key == "riftbound@1.2");
  CHECK(m.to().key == "riftbound@1.4");
  struct Row {
    const char* old_id;
    const char* new_id;
    PinStatus status;
  };
  const std::vector<Row> rows = {
      {"744.1.b", "818.1.b", PinStatus::kUnchanged},  // Equip: renumbered, same words
      {"421.1", "434.1", PinStatus::kUnchanged},      // Attach moved (421 -> 434)
      {"718.4", "718.4", PinStatus::kUnchanged},     {"709", "709", PinStatus::kUnchanged},
      {"143.1.a", "144.1.a", PinStatus::kChanged},  // "Action Phase" -> "Main Phase"
  };
  for (const Row& r : rows) {
    INFO(r.old_id);
    const PinnedRule* p = m.Find(r.old_id);
    REQUIRE(p != nullptr);
    CHECK(p->status == r.status);
    CHECK(m.MapOne(r.old_id) == r.new_id);
    CHECK(p->path.size() == 2);  // 1.3, then 1.4
  }
  const PinnedRule* changed = m.Find("143.1.a");
  CHECK(changed->word_diff.find("[-Action-]{+Main+}") != std::string::npos);
  // Backwards: a v1.4 number read in v1.2.
  auto back = CachedCitationMap(kRulesDb, "riftbound@1.4", "riftbound@1.2", &help);
  REQUIRE(back.ok());
  CHECK((*back)->MapOne("818.1.b") == "744.1.b");
  CHECK(m.Find("999.9") == nullptr);
}

TEST_CASE("citation maps refuse documents of two games", "[diff][repin]") {
  std::string help;
  auto map = MapCitations(kRulesDb, "riftbound@1.2", "mtg@2026-09-25", &help);
  CHECK_FALSE(map.ok());
  CHECK_FALSE(help.empty());
}

TEST_CASE("rule ids are rewritten in literals, comments and prose only", "[diff][repin]") {
  const std::map<std::string, std::string> map = {
      {"718.4", "718.5"}, {"718.5", "718.6"}, {"709", "710"}, {"607.2a", "607.2b"}};
  struct Row {
    const char* in;
    const char* out;
    int rewrites;
  };
  const std::vector<Row> source = {
      {R"x(e.Note(p, {"718.4", "709"}, "x");)x", R"x(e.Note(p, {"718.5", "710"}, "x");)x", 2},
      {R"x(rules = {"718.4", "718.5"};)x", R"x(rules = {"718.5", "718.6"};)x", 2},  // simultaneous
      {R"x("Might Bonus (718.4), Mighty (709)")x", R"x("Might Bonus (718.5), Mighty (710)")x", 2},
      {R"x(// 709: Mighty; see 718.4.)x", R"x(// 710: Mighty; see 718.5.)x", 2},
      {R"x(int n = 709; "709 cards"; "1.2"; "718.45")x",
       R"x(int n = 709; "709 cards"; "1.2"; "718.45")x", 0},
      {R"x("riftbound@1.2:718.4")x", R"x("riftbound@1.2:718.5")x", 1},
      {R"y(R"(718.4)" '7' "607.2a")y", R"y(R"(718.4)" '7' "607.2b")y", 1},
      {R"x("2008: 505.5.Ruling.1")x", R"x("2008: 505.5.Ruling.1")x", 0},
  };
  for (const Row& r : source) {
    INFO(r.in);
    std::vector<IdRewrite> rw;
    CHECK(RewriteSourceIds(r.in, map, &rw) == r.out);
    CHECK(static_cast<int>(rw.size()) == r.rewrites);
  }
  std::vector<IdRewrite> rw;
  CHECK(RewriteProseIds("Yes (718.4), so it becomes Mighty (709). 709 cards.", map, &rw) ==
        "Yes (718.5), so it becomes Mighty (710). 709 cards.");
  CHECK(rw.size() == 2);
  rw.clear();
  RewriteSourceIds("a\n\"718.4\"\n\n// 709)\n", map, &rw);
  REQUIRE(rw.size() == 2);
  CHECK(rw[0].line == 2);
  CHECK(rw[1].line == 4);
}

}  // namespace arbiter::diff
