#include "games/dimrift/field.h"

#include <algorithm>
#include <catch2/catch.hpp>
#include <numeric>
#include <random>

#include "games/dimrift/field_picture.h"

namespace arbiter::dimrift {
namespace {

FieldCard Card(const char* key, int row, int col, const char* arrows, int orientation = 0) {
  FieldCard c;
  c.key = key;
  c.cell = {row, col};
  c.arrows = *ParseArrows(arrows);
  c.orientation = orientation;
  return c;
}

FieldCard Monument(const char* key) {
  FieldCard c;
  c.key = key;
  c.monument = true;
  return c;
}

// Brute force: every ordering of the non-monument cards.
bool BruteForceChain(const Field& f, int minimum) {
  std::vector<int> order;
  for (size_t i = 0; i < f.cards.size(); ++i) {
    if (!f.cards[i].monument) order.push_back(static_cast<int>(i));
  }
  if (static_cast<int>(order.size()) < minimum) return false;
  do {
    bool ok = true;
    for (size_t i = 0; ok && i + 1 < order.size(); ++i) {
      std::vector<int> to = ConnectedFrom(f, order[i]);
      ok = std::find(to.begin(), to.end(), order[i + 1]) != to.end();
    }
    if (ok) return true;
  } while (std::next_permutation(order.begin(), order.end()));
  return false;
}

}  // namespace

TEST_CASE("connections: what a card is connected to", "[dimrift][field]") {
  Field f{3,
          3,
          {Card("a", 1, 1, "e=2 n"), Card("b", 1, 2, "w"), Card("c", 0, 1, "s", 2), Monument("m")}};
  REQUIRE(ValidateField(f).ok());
  CHECK(ConnectedFrom(f, 0) == std::vector<int>{1, 2});  // b (east), c (north), in card order
  CHECK(ConnectedFrom(f, 1) == std::vector<int>{0});     // b's single west arrow reaches a only
  CHECK(ConnectedFrom(f, 2).empty());                    // c's south arrow turned 180 points off
  CHECK(ConnectedFrom(f, 3).empty());                    // a monument connects to nothing
}

TEST_CASE("connection chain: exact search agrees with brute force on random fields",
          "[dimrift][field][chain]") {
  std::mt19937 rng(20261121);  // fixed seed: the same fields every run
  int with_chain = 0, without = 0;
  for (int round = 0; round < 400; ++round) {
    Field f;
    f.rows = 2 + static_cast<int>(rng() % 2);
    f.cols = 2 + static_cast<int>(rng() % 3);
    std::vector<Cell> cells;
    for (int r = 0; r < f.rows; ++r) {
      for (int c = 0; c < f.cols; ++c) cells.push_back({r, c});
    }
    std::shuffle(cells.begin(), cells.end(), rng);
    int n = 3 + static_cast<int>(rng() % std::min<size_t>(6, cells.size() - 2));
    for (int i = 0; i < n; ++i) {
      FieldCard c;
      c.key = "k" + std::to_string(i);
      c.cell = cells[i];
      for (int d = 0; d < 8; ++d) {
        int roll = static_cast<int>(rng() % 6);
        c.arrows[d] = roll < 3 ? 0 : (roll < 5 || IsDiagonal(d)) ? 1 : 2;
      }
      c.orientation = static_cast<int>(rng() % 4);
      c.face_down = rng() % 10 == 0;
      f.cards.push_back(c);
    }
    if (rng() % 3 == 0) f.cards.push_back(Monument("mon"));
    REQUIRE(ValidateField(f).ok());
    int minimum = rng() % 4 == 0 ? 2 : 4;
    // Both ways: with the quick depth-first search, and the exact subset search alone.
    Result<ChainResult> got = FindConnectionChain(f, minimum, round % 2 == 0);
    REQUIRE(got.ok());
    INFO("round " << round);
    CHECK(got->exists == BruteForceChain(f, minimum));
    if (got->exists) {
      ++with_chain;
      CHECK(static_cast<int>(got->chain.size()) == n);
      for (size_t i = 0; i + 1 < got->chain.size(); ++i) {
        std::vector<int> to = ConnectedFrom(f, got->chain[i]);
        CHECK(std::find(to.begin(), to.end(), got->chain[i + 1]) != to.end());
      }
    } else {
      ++without;
      CHECK_FALSE(got->reasons.empty());
    }
  }
  // The sample must exercise both answers.
  CHECK(with_chain > 20);
  CHECK(without > 20);
}

TEST_CASE("connection chain: the reasons a judge reads", "[dimrift][field][chain]") {
  SECTION("a chain found, in order, monuments left out") {
    Field f{2,
            2,
            {Card("a", 0, 0, "e"), Card("b", 0, 1, "s"), Card("c", 1, 1, "w"), Card("d", 1, 0, "n"),
             Monument("obelisk")}};
    Result<ChainResult> r = FindConnectionChain(f);
    REQUIRE(r.ok());
    CHECK(r->exists);
    CHECK(ChainToString(f, r->chain) == "a -> b -> c -> d");
  }
  SECTION("fewer than four cards") {
    Field f{2, 2, {Card("a", 0, 0, "e"), Card("b", 0, 1, "s"), Card("c", 1, 1, "w")}};
    Result<ChainResult> r = FindConnectionChain(f);
    REQUIRE(r.ok());
    CHECK_FALSE(r->exists);
    CHECK(r->reasons == std::vector<std::string>{
                            "only 3 non-monument cards on the field; a connection chain needs at "
                            "least 4"});
  }
  SECTION("a card with no connection in or out") {
    Field f{3,
            3,
            {Card("a", 0, 0, "e"), Card("b", 0, 1, "s"), Card("c", 1, 1, "w"),
             Card("lonely", 2, 2, "")}};
    Result<ChainResult> r = FindConnectionChain(f, 4);
    REQUIRE(r.ok());
    CHECK(r->reasons == std::vector<std::string>{
                            "lonely has no connection in or out, so no chain can include every "
                            "card"});
  }
  SECTION("two starts") {
    Field f{
        1,
        4,
        {Card("a", 0, 0, "e"), Card("b", 0, 1, ""), Card("c", 0, 2, "w"), Card("d", 0, 3, "w")}};
    Result<ChainResult> r = FindConnectionChain(f);
    REQUIRE(r.ok());
    CHECK(r->reasons.at(0) ==
          "no card connects to a, d; only the first card of a chain may lack an incoming "
          "connection");
  }
  SECTION("separate groups") {
    Field f{
        2,
        3,
        {Card("a", 0, 0, "e"), Card("b", 0, 1, "w"), Card("c", 1, 2, "w"), Card("d", 1, 1, "e")}};
    Result<ChainResult> r = FindConnectionChain(f);
    REQUIRE(r.ok());
    CHECK(r->reasons.back() ==
          "the cards form 2 groups with no connection between them: {a, b} {c, d}");
  }
  SECTION("every quick check passes, the search says no and shows the longest chain") {
    // A star: the hub connects both ways to three leaves; leaves connect only to the hub.
    Field f{3,
            3,
            {Card("hub", 1, 1, "n s e w"), Card("n", 0, 1, "s"), Card("s", 2, 1, "n"),
             Card("e", 1, 2, "w"), Card("w", 1, 0, "e")}};
    Result<ChainResult> r = FindConnectionChain(f);
    REQUIRE(r.ok());
    CHECK_FALSE(r->exists);
    CHECK(r->longest.size() == 3);
    CHECK(r->reasons.size() == 1);
    CHECK(r->reasons[0].find("the longest chain covers 3: ") != std::string::npos);
  }
  SECTION("a field larger than the bound is refused") {
    Field f{5, 5, {}};
    for (int i = 0; i < 23; ++i) {
      f.cards.push_back(Card("", i / 5, i % 5, "e"));
      f.cards.back().key = "c" + std::to_string(i);
    }
    Result<ChainResult> r = FindConnectionChain(f);
    REQUIRE_FALSE(r.ok());
    CHECK(r.status().message() ==
          "the field has 23 non-monument cards; the exact connection-chain search handles at "
          "most 22 (it keeps one word per subset of cards: 2^n)");
  }
}

TEST_CASE("field: validation names the card", "[dimrift][field]") {
  struct Row {
    Field field;
    const char* message;
  };
  FieldCard upside_down = Monument("m");
  upside_down.orientation = 2;
  FieldCard arrowed = Monument("m2");
  arrowed.arrows[kUp] = 1;
  const Row rows[] = {
      {Field{0, 3, {}}, "the field grid must be at least 1x1, not 0x3"},
      {Field{2, 2, {Card("a", 2, 0, "")}}, "a: zone r3c1 is outside the 2x2 grid"},
      {Field{2, 2, {Card("a", 0, 0, ""), Card("b", 0, 0, "")}},
       "b: zone r1c1 already holds a card"},
      {Field{2, 2, {upside_down}},
       "m: monuments are never face-down and always upright (dimrift:targeting.4)"},
      {Field{2, 2, {arrowed}}, "m2: monuments cannot have arrows (dimrift:targeting.4)"},
  };
  for (const Row& row : rows) CHECK(ValidateField(row.field).message() == row.message);
}

TEST_CASE("field picture: cards, rotated arrows, reached zones and the target",
          "[dimrift][field][picture]") {
  FieldCard hidden = Card("hidden", 1, 0, "e=2");
  hidden.face_down = true;
  Field f{
      2,
      3,
      {Card("jinx", 0, 1, "n e=2 sw", 1), Card("golem", 0, 2, "w"), hidden, Monument("obelisk")}};
  PictureMarks marks;
  marks.source = 0;
  marks.reached = Reach(f.EffectiveArrows(0), f.cards[0].cell, f.rows, f.cols);
  marks.target = Cell{1, 1};
  const std::string want =
      "         c1          c2          c3\n"
      "   +-----------+-----------+-----------+\n"
      "r1 |           | \\         |           |\n"
      "   |           |   jinx   >|<  golem   |\n"
      "   |           |     vv    |           |\n"
      "   |           |  SOURCE   |  reached  |\n"
      "   +-----------+-----------+-----------+\n"
      "r2 |           |           |           |\n"
      "   |  (hidde)  |           |           |\n"
      "   |           |           |           |\n"
      "   |           |  TARGET   |           |\n"
      "   +-----------+-----------+-----------+\n"
      "   jinx at r1c2: printed arrows n e=2 sw, turned 90 clockwise: e s=2 nw\n"
      "   golem at r1c3: printed arrows w\n"
      "   hidden at r2c1: face-down (no arrows)\n"
      "   monuments beside the grid (never reached or connected): obelisk\n";
  CHECK(DrawField(f, marks) == want);
}

}  // namespace arbiter::dimrift
