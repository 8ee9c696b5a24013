// Effective windows: [from, until) per release of a game, superseded by the next release or on the
// date the manifest gives; which document answers on a date; dates and kinds.
#include "corpus/windows.h"

#include <catch2/catch.hpp>

namespace arbiter::corpus {

TEST_CASE("each release is in force until the next one takes effect", "[corpus][windows]") {
  auto doc = [](std::string key, std::string game, std::string effective,
                std::string role = "primary") {
    Document d;
    d.key = std::move(key);
    d.game = std::move(game);
    d.effective = std::move(effective);
    d.role = std::move(role);
    return d;
  };
  const std::vector<Document> docs = {
      doc("riftbound@1.2", "riftbound", "2025-12-12"),
      doc("riftbound@1.1", "riftbound", "2025-10-24"),
      doc("riftbound@1.3", "riftbound", "2026-03-30"),
      doc("seed", "riftbound", "", "secondary"),
      doc("mtg@2026-08-07", "mtg", "2026-08-07"),
      doc("mtg@2026-09-25", "mtg", "2026-09-25"),
      doc("rulings", "mtg", "2008-03-17", "rulings"),
  };
  const std::vector<Window> w = EffectiveWindows(docs);
  REQUIRE(w.size() == docs.size());
  CHECK(w[1].until == "2025-12-12");
  CHECK(w[1].superseded_by == "riftbound@1.2");
  CHECK(w[0].until == "2026-03-30");
  CHECK(w[2].until.empty());  // the newest is open
  CHECK(w[3].from.empty());   // a secondary copy is not a release
  CHECK(w[6].from.empty());   // nor a rulings document
  CHECK(w[4].superseded_by == "mtg@2026-09-25");
  // The boundaries, on both sides.
  CHECK(InForce(w[4], "2026-09-24"));
  CHECK_FALSE(InForce(w[4], "2026-09-25"));
  CHECK(InForce(w[5], "2026-09-25"));
  CHECK_FALSE(InForce(w[5], "2026-08-07"));
  CHECK(InForce(w[2], "2030-01-01"));
  CHECK_FALSE(InForce(w[3], "2026-01-01"));
}

TEST_CASE("the document a game answers from on a date", "[corpus][windows]") {
  auto doc = [](std::string key, std::string game, std::string effective,
                std::string role = "primary") {
    Document d;
    d.key = std::move(key);
    d.game = std::move(game);
    d.effective = std::move(effective);
    d.role = std::move(role);
    return d;
  };
  std::vector<Document> docs = {
      doc("mtg@2025-02-07", "mtg", "2025-02-07"),
      doc("mtg@2026-08-07", "mtg", "2026-08-07"),
      doc("mtg@2026-09-25", "mtg", "2026-09-25"),
      doc("dimrift@effects", "dimrift", ""),
      doc("dimrift-seed", "dimrift", "", "secondary"),
      doc("rulings", "mtg", "2008-03-17", "rulings"),
  };
  // The release after 2025-02-07 is not held: the manifest ends its window and names it.
  docs[0].until = "2025-04-04";
  docs[0].replaced_by = "CR 2025-04-04 (not held)";
  const std::vector<Window> w = EffectiveWindows(docs);
  CHECK(w[0].until == "2025-04-04");
  CHECK(w[0].superseded_by.empty());
  CHECK(w[0].replaced_by == "CR 2025-04-04 (not held)");
  CHECK(w[1].until == "2026-09-25");
  CHECK(w[1].superseded_by == "mtg@2026-09-25");

  struct Row {
    const char* date;
    std::vector<bool> defaults;
  };
  const std::vector<Row> rows = {
      {"2025-01-01", {false, false, false, true, false, false}},  // before every MTG release
      {"2025-02-07", {true, false, false, true, false, false}},
      {"2025-06-01", {true, false, false, true, false, false}},  // in force then: not held
      {"2026-09-24", {false, true, false, true, false, false}},
      {"2026-09-25", {false, false, true, true, false, false}},
      {"2030-01-01", {false, false, true, true, false, false}},
  };
  for (const Row& row : rows) {
    INFO(row.date);
    CHECK(DefaultsOn(docs, w, row.date) == row.defaults);
  }
  CHECK_FALSE(InForce(w[0], "2025-06-01"));  // the default then, but not in force
}

TEST_CASE("dates and kinds", "[corpus][windows]") {
  for (const char* good : {"2026-03-30", "2024-02-29", "2000-02-29", "2026-12-31"}) {
    CHECK(IsIsoDate(good));
  }
  for (const char* bad : {"2026-13-01", "2026-02-29", "1900-02-29", "2026-04-31", "2026-3-30",
                          "20260330", "July 24", "", "2026-00-10", "2026-01-00"}) {
    INFO(bad);
    CHECK_FALSE(IsIsoDate(bad));
  }
  CHECK(IsIsoDate(TodayIso()));
  Document d;
  d.game = "riftbound-tr";
  CHECK(KindOf(d) == "tournament rules");
  d.game = "ipg";
  CHECK(KindOf(d) == "penalties");
  d.kind = "faq";
  CHECK(KindOf(d) == "faq");  // the manifest's word wins
  d = Document();
  d.game = "mtg";
  d.role = "secondary";
  CHECK(KindOf(d) == "secondary copy");
}

}  // namespace arbiter::corpus
