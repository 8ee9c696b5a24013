#include "store/fts_query.h"

#include <catch2/catch.hpp>

#include "store/sqlite.h"

namespace arbiter::store {
namespace {

TEST_CASE("QuoteFtsQuery quotes every term", "[store][fts]") {
  struct Row {
    const char* typed;
    const char* match;
  };
  const Row rows[] = {
      {"attached might", "\"attached\" \"might\""},
      {"can't", "\"can't\""},
      {"x-ray", "\"x-ray\""},
      {"702.5a", "\"702.5a\""},
      {"\"", "\"\"\"\""},
      {"say \"hi\"", "\"say\" \"\"\"hi\"\"\""},
      {"AND", "\"AND\""},
      {"a OR b", "\"a\" \"OR\" \"b\""},
      {"NEAR(a b)", "\"NEAR(a\" \"b)\""},
      {"title:foo", "\"title:foo\""},
      {"pre*", "\"pre*\""},
      {"^start", "\"^start\""},
      {"  spaced \t out\n", "\"spaced\" \"out\""},
      {"", ""},
      {"   ", ""},
      {"Ætherize", "\"Ætherize\""},
  };
  auto db = Database::Open(":memory:", Database::Mode::kReadWriteCreate);
  REQUIRE(db.ok());
  REQUIRE(db->Exec("CREATE VIRTUAL TABLE t USING fts5(a); INSERT INTO t VALUES ('x');").ok());
  for (const Row& row : rows) {
    INFO(row.typed);
    const std::string match = QuoteFtsQuery(row.typed);
    CHECK(match == row.match);
    if (match.empty()) continue;
    // Every quoted form is valid FTS5: running it never gives a syntax error.
    auto st = db->Prepare("SELECT count(*) FROM t WHERE t MATCH ?1");
    REQUIRE(st.ok());
    st->Bind(1, match);
    Status s;
    CHECK(st->Step(&s));
    CHECK(s.ok());
  }
}

}  // namespace
}  // namespace arbiter::store
