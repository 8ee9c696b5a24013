// store/term_rows.h: the rows of each term, counted as FTS5 tokenizes them, against fts5vocab.
#include "store/term_rows.h"

#include <catch2/catch.hpp>
#include <string>
#include <utility>
#include <vector>

#include "store/sqlite.h"

namespace arbiter::store {
namespace {

TEST_CASE("TermRowCounter counts what fts5vocab's row table reads from the index", "[store]") {
  TermRowCounter counter;
  auto db = Database::Open(":memory:", Database::Mode::kReadWriteCreate);
  REQUIRE(db.ok());
  REQUIRE(counter.Install(&*db).ok());
  REQUIRE(db->Exec("CREATE VIRTUAL TABLE t USING fts5(a, b, c UNINDEXED, tokenize = 'porter "
                   "unicode61 remove_diacritics 2');",
                   "create")
              .ok());
  auto insert = db->Prepare("INSERT INTO t(rowid, a, b, c) VALUES (?1, ?2, ?3, ?4)");
  REQUIRE(insert.ok());
  const std::vector<std::vector<std::string>> rows = {
      {"Attacking units attack", "the unit attacks", "unindexed words"},
      {"Café CAFE café", "", "attack"},
      {"", "", ""},
      {std::string(40000, 'x') + " tail", "Zürich zurich running runs", "x"},
      {"attack", "ATTACKED attacker", ""},
  };
  int64_t rowid = 10;
  for (const auto& row : rows) {
    insert->Bind(1, rowid++).Bind(2, row[0]).Bind(3, row[1]).Bind(4, row[2]);
    counter.NextRow();
    REQUIRE(insert->Run().ok());
  }
  *insert = Statement();
  REQUIRE(db->Exec("CREATE VIRTUAL TABLE temp.v USING fts5vocab(main, t, row);", "vocab").ok());
  auto read = db->Prepare("SELECT term, doc FROM temp.v");
  REQUIRE(read.ok());
  std::vector<std::pair<std::string, int64_t>> vocab;
  Status s;
  while (read->Step(&s)) vocab.emplace_back(read->Text(0), read->Int(1));
  REQUIRE(s.ok());
  const auto counted = counter.Sorted();
  CHECK(counted == vocab);
  CHECK(counted.size() >= 8);
}

}  // namespace
}  // namespace arbiter::store
