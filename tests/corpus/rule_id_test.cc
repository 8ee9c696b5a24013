#include "corpus/rule_id.h"

#include <catch2/catch.hpp>

namespace arbiter::corpus {

TEST_CASE("CanonicalId accepts the variants people type", "[corpus][rule_id]") {
  struct Row {
    const char* raw;
    IdStyle style;
    const char* want;  // nullptr: not an id
  };
  const Row rows[] = {
      {"718.5.b", IdStyle::kDotted, "718.5.b"},
      {"718.5b", IdStyle::kDotted, "718.5.b"},
      {"718.5.b.", IdStyle::kDotted, "718.5.b"},
      {" 718.5B ", IdStyle::kDotted, "718.5.b"},
      {"103.2.e1", IdStyle::kDotted, "103.2.e.1"},
      {"rule 718", IdStyle::kDotted, "718"},
      {"607.2a", IdStyle::kMtg, "607.2a"},
      {"607.2.a", IdStyle::kMtg, "607.2a"},
      {"CR 607.2a", IdStyle::kMtg, "607.2a"},
      {"cr607.2A", IdStyle::kMtg, "607.2a"},
      {"119.1d.", IdStyle::kMtg, "119.1d"},
      {"704.5aa", IdStyle::kMtg, "704.5aa"},
      {"120.4.", IdStyle::kMtg, "120.4"},
      {"702.60", IdStyle::kMtg, "702.60"},
      {"targeting.arrows.2", IdStyle::kDotted, "targeting.arrows.2"},
      {"a607", IdStyle::kMtg, nullptr},
      {"607.a.2", IdStyle::kMtg, nullptr},
      {"", IdStyle::kMtg, nullptr},
      {"7$2", IdStyle::kDotted, nullptr},
  };
  for (const auto& row : rows) {
    INFO(row.raw);
    auto got = CanonicalId(row.raw, row.style);
    if (row.want == nullptr) {
      CHECK_FALSE(got.has_value());
    } else {
      REQUIRE(got.has_value());
      CHECK(*got == row.want);
    }
  }
}

TEST_CASE("ParentId follows the number", "[corpus][rule_id]") {
  CHECK(ParentId("718.5.a", IdStyle::kDotted) == "718.5");
  CHECK(ParentId("718", IdStyle::kDotted) == "");
  CHECK(ParentId("607.2a", IdStyle::kMtg) == "607.2");
  CHECK(ParentId("704.5aa", IdStyle::kMtg) == "704.5");
  CHECK(ParentId("607.2", IdStyle::kMtg) == "607");
  CHECK(ParentId("607", IdStyle::kMtg) == "6");
  CHECK(ParentId("6", IdStyle::kMtg) == "");
  CHECK(ParentId("targeting.arrows.2", IdStyle::kDotted) == "targeting.arrows");
}

TEST_CASE("SiblingOrdinal reads a rule's place among its siblings", "[corpus][rule_id]") {
  struct Row {
    const char* id;
    int ordinal;
  };
  const Row rows[] = {
      {"607", 0},
      {"719", 0},  // top-level: no siblings counted
      {"607.2a", 0},
      {"702.19d", 3},
      {"704.5aa", 26},
      {"704.5z", 25},
      {"613.8", 7},
      {"100.1", 0},  // MTG rules within a section
      {"719.5", 4},
      {"718.5.a", 0},
      {"743.2.b", 1},
      {"443.1.d.6", 5},  // Riftbound
      {"targeting.arrows.2", 1},
      {"effect-types.trigger.1", 0},  // Dimensional Rift
      {"targeting.arrows", 0},        // a heading word, not a number
      {"607.0", 0},
      {"1.x1", 0},
      {"", 0},
      {"702.", 0},
      {"1.99999999999", 999},  // capped
  };
  for (const Row& r : rows) {
    INFO(r.id);
    CHECK(SiblingOrdinal(r.id) == r.ordinal);
  }
}

TEST_CASE("SortKey orders like the rules", "[corpus][rule_id]") {
  CHECK(SortKey("702.6") < SortKey("702.60"));
  CHECK(SortKey("702.9") < SortKey("702.10"));
  CHECK(SortKey("704.5z") < SortKey("704.5aa"));
  CHECK(SortKey("607.2") < SortKey("607.2a"));
  CHECK(SortKey("718.5") < SortKey("718.5.a"));
  CHECK(SortKey("718.5.b") < SortKey("718.6"));
}

TEST_CASE("ParseCitation splits game, version and id", "[corpus][rule_id]") {
  auto c = ParseCitation("mtg@2025-02-07:701.5");
  CHECK(c.game == "mtg");
  CHECK(c.version == "2025-02-07");
  CHECK(c.id == "701.5");
  c = ParseCitation("riftbound:718.4");
  CHECK(c.game == "riftbound");
  CHECK(c.version.empty());
  c = ParseCitation("718.4");
  CHECK(c.game.empty());
  CHECK(c.id == "718.4");
}

}  // namespace arbiter::corpus
