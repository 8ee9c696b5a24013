#include "store/sqlite_memory.h"

#include <sqlite3.h>

#include <catch2/catch.hpp>
#include <cstdint>

namespace arbiter::store {
namespace {

// Fills n bytes at p with a pattern that depends on `seed`, or checks that they still hold it.
void Fill(void* p, int n, int seed) {
  auto* b = static_cast<unsigned char*>(p);
  for (int i = 0; i < n; ++i) b[i] = static_cast<unsigned char>(i * 7 + seed);
}
bool Holds(const void* p, int n, int seed) {
  const auto* b = static_cast<const unsigned char*>(p);
  for (int i = 0; i < n; ++i) {
    if (b[i] != static_cast<unsigned char>(i * 7 + seed)) return false;
  }
  return true;
}

TEST_CASE("SQLite's small-block allocator keeps sizes, contents and alignment",
          "[store][sqlite_memory]") {
  const sqlite3_mem_methods& m = *SmallBlockMemMethods();
  REQUIRE(m.xInit(m.pAppData) == SQLITE_OK);
  // Small blocks (free lists) and large ones (malloc), on both sides of the boundary.
  for (int n : {1, 8, 9, 16, 100, 1000, 1016, 1017, 1024, 5000, 200000}) {
    const int rounded = m.xRoundup(n);
    CHECK(rounded >= n);
    CHECK(rounded % 8 == 0);
    void* p = m.xMalloc(rounded);
    REQUIRE(p != nullptr);
    CHECK(reinterpret_cast<uintptr_t>(p) % 8 == 0);
    CHECK(m.xSize(p) == rounded);
    Fill(p, rounded, n);
    CHECK(Holds(p, rounded, n));
    m.xFree(p);
  }
  SECTION("a freed block is reused for its size, and blocks do not overlap") {
    void* a = m.xMalloc(40);
    void* b = m.xMalloc(40);
    Fill(a, 40, 1);
    Fill(b, 40, 2);
    CHECK(Holds(a, 40, 1));
    m.xFree(a);
    void* c = m.xMalloc(40);
    CHECK(c == a);
    CHECK(Holds(b, 40, 2));
    m.xFree(b);
    m.xFree(c);
  }
  SECTION("realloc keeps the contents: small to small, small to large, large to large, down") {
    void* p = m.xMalloc(24);
    Fill(p, 24, 3);
    p = m.xRealloc(p, 16);  // fits: the same block
    REQUIRE(p != nullptr);
    CHECK(Holds(p, 16, 3));
    p = m.xRealloc(p, 600);
    REQUIRE(p != nullptr);
    CHECK(Holds(p, 16, 3));
    Fill(p, 600, 4);
    p = m.xRealloc(p, 4000);
    REQUIRE(p != nullptr);
    CHECK(Holds(p, 600, 4));
    CHECK(m.xSize(p) >= 4000);
    Fill(p, 4000, 5);
    p = m.xRealloc(p, 100000);
    REQUIRE(p != nullptr);
    CHECK(Holds(p, 4000, 5));
    p = m.xRealloc(p, 48);  // large back to small
    REQUIRE(p != nullptr);
    CHECK(Holds(p, 48, 5));
    CHECK(m.xSize(p) >= 48);
    m.xFree(p);
  }
  SECTION("many live blocks across several chunks") {
    void* blocks[3000];
    for (int i = 0; i < 3000; ++i) {
      const int n = 8 + (i % 60) * 16;
      blocks[i] = m.xMalloc(n);
      REQUIRE(blocks[i] != nullptr);
      Fill(blocks[i], n, i);
    }
    bool all = true;
    for (int i = 0; i < 3000; ++i) all = all && Holds(blocks[i], 8 + (i % 60) * 16, i);
    CHECK(all);
    for (void* b : blocks) m.xFree(b);
  }
}

}  // namespace
}  // namespace arbiter::store
