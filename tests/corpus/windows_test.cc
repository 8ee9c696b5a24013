// Effective windows: [from, until) per release of a game, superseded by the next release.
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

}  // namespace arbiter::corpus
