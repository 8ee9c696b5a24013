#include "games/dimrift/arrows.h"

#include <algorithm>
#include <catch2/catch.hpp>
#include <string>
#include <vector>

namespace arbiter::dimrift {
namespace {

std::string Names(std::vector<Cell> cells) {
  std::sort(cells.begin(), cells.end());
  std::string out;
  for (const Cell& c : cells) out += (out.empty() ? "" : " ") + CellName(c);
  return out;
}

Arrows One(int direction, int value) {
  Arrows a{};
  a[direction] = static_cast<uint8_t>(value);
  return a;
}

}  // namespace

TEST_CASE("arrows: every direction, orientation, single and double, from the middle of 5x5",
          "[dimrift][arrows]") {
  // Written out by hand: where the arrow printed pointing `printed` points after `turns` quarter
  // turns clockwise, and the zones reached from r3c3 (single; double where orthogonal).
  struct Row {
    int printed;
    int turns;
    const char* single;
    const char* twice;  // nullptr: double diagonal arrows do not exist
  };
  const Row rows[] = {
      {kUp, 0, "r2c3", "r1c3 r2c3"},    {kUp, 1, "r3c4", "r3c4 r3c5"},
      {kUp, 2, "r4c3", "r4c3 r5c3"},    {kUp, 3, "r3c2", "r3c1 r3c2"},
      {kUpRight, 0, "r2c4", nullptr},   {kUpRight, 1, "r4c4", nullptr},
      {kUpRight, 2, "r4c2", nullptr},   {kUpRight, 3, "r2c2", nullptr},
      {kRight, 0, "r3c4", "r3c4 r3c5"}, {kRight, 1, "r4c3", "r4c3 r5c3"},
      {kRight, 2, "r3c2", "r3c1 r3c2"}, {kRight, 3, "r2c3", "r1c3 r2c3"},
      {kDownRight, 0, "r4c4", nullptr}, {kDownRight, 1, "r4c2", nullptr},
      {kDownRight, 2, "r2c2", nullptr}, {kDownRight, 3, "r2c4", nullptr},
      {kDown, 0, "r4c3", "r4c3 r5c3"},  {kDown, 1, "r3c2", "r3c1 r3c2"},
      {kDown, 2, "r2c3", "r1c3 r2c3"},  {kDown, 3, "r3c4", "r3c4 r3c5"},
      {kDownLeft, 0, "r4c2", nullptr},  {kDownLeft, 1, "r2c2", nullptr},
      {kDownLeft, 2, "r2c4", nullptr},  {kDownLeft, 3, "r4c4", nullptr},
      {kLeft, 0, "r3c2", "r3c1 r3c2"},  {kLeft, 1, "r2c3", "r1c3 r2c3"},
      {kLeft, 2, "r3c4", "r3c4 r3c5"},  {kLeft, 3, "r4c3", "r4c3 r5c3"},
      {kUpLeft, 0, "r2c2", nullptr},    {kUpLeft, 1, "r2c4", nullptr},
      {kUpLeft, 2, "r4c4", nullptr},    {kUpLeft, 3, "r4c2", nullptr},
  };
  const Cell middle{2, 2};
  for (const Row& row : rows) {
    INFO(DirectionName(row.printed) << " turned " << row.turns);
    Arrows single = Rotate(One(row.printed, 1), row.turns);
    CHECK(Names(Reach(single, middle, 5, 5)) == row.single);
    if (row.twice) {
      Arrows twice = Rotate(One(row.printed, 2), row.turns);
      REQUIRE(ValidateArrows(twice).ok());
      CHECK(Names(Reach(twice, middle, 5, 5)) == row.twice);
    } else {
      CHECK(ValidateArrows(One(row.printed, 2)).message() ==
            std::string("double diagonal arrow ") + DirectionName(row.printed) +
                ": double diagonal arrows do not exist (dimrift:targeting.arrows.2)");
    }
    // Reaches agrees with Reach on every zone.
    for (int r = 0; r < 5; ++r) {
      for (int c = 0; c < 5; ++c) {
        std::vector<Cell> reach = Reach(single, middle, 5, 5);
        bool listed = std::find(reach.begin(), reach.end(), Cell{r, c}) != reach.end();
        CHECK(Reaches(single, middle, {r, c}, 5, 5) == listed);
      }
    }
  }
}

TEST_CASE("arrows: the edges of the grid", "[dimrift][arrows]") {
  Arrows all_single{};
  all_single.fill(1);
  Arrows doubles = all_single;
  doubles[kUp] = doubles[kRight] = doubles[kDown] = doubles[kLeft] = 2;
  SECTION("a corner reaches only the three zones inside") {
    CHECK(Names(Reach(all_single, {0, 0}, 3, 3)) == "r1c2 r2c1 r2c2");
    CHECK(Names(Reach(all_single, {2, 2}, 3, 3)) == "r2c2 r2c3 r3c2");
  }
  SECTION("a double arrow runs to the edge and stops there") {
    CHECK(Names(Reach(doubles, {0, 0}, 3, 4)) == "r1c2 r1c3 r1c4 r2c1 r2c2 r3c1");
    CHECK(Names(Reach(One(kRight, 2), {1, 3}, 3, 4)).empty());
    CHECK(Names(Reach(One(kLeft, 2), {1, 3}, 3, 4)) == "r2c1 r2c2 r2c3");
  }
  SECTION("a 1x1 grid reaches nothing; a 1xN row only sideways") {
    CHECK(Reach(doubles, {0, 0}, 1, 1).empty());
    CHECK(Names(Reach(all_single, {0, 1}, 1, 3)) == "r1c1 r1c3");
  }
  SECTION("Reaches says no for zones off the grid and for the card's own zone") {
    CHECK_FALSE(Reaches(doubles, {0, 0}, {-1, 0}, 3, 3));
    CHECK_FALSE(Reaches(doubles, {0, 0}, {0, 0}, 3, 3));
    CHECK_FALSE(Reaches(doubles, {0, 0}, {0, 3}, 3, 3));
  }
}

TEST_CASE("arrows: parsing and printing", "[dimrift][arrows]") {
  Result<Arrows> a = ParseArrows("n=2 e sw, up-left:single");
  REQUIRE(a.ok());
  CHECK(ArrowsToString(*a) == "n=2 e sw nw");
  CHECK(ArrowsToString(Rotate(*a, 1)) == "ne e=2 s nw");
  CHECK(ArrowsToString(Rotate(*a, 4)) == ArrowsToString(*a));
  const std::pair<const char*, const char*> bad[] = {
      {"ne=2",
       "double diagonal arrow up-right: double diagonal arrows do not exist "
       "(dimrift:targeting.arrows.2)"},
      {"nn", "unknown arrow direction \"nn\"; did you mean \"n\"?"},
      {"n=3", "arrow \"n=3\": the value must be single (1) or double (2)"},
      {"n e n", "arrow n is given twice"},
  };
  for (const auto& [text, message] : bad) {
    INFO(text);
    Result<Arrows> r = ParseArrows(text);
    REQUIRE_FALSE(r.ok());
    CHECK(r.status().message() == message);
  }
}

}  // namespace arbiter::dimrift
