#include "store/sqlite.h"

#include <catch2/catch.hpp>

namespace arbiter::store {
namespace {

Database Memory() {
  auto db = Database::Open(":memory:", Database::Mode::kReadWriteCreate);
  REQUIRE(db.ok());
  REQUIRE(db->Exec("CREATE TABLE t (a INTEGER, b TEXT)").ok());
  return std::move(*db);
}

TEST_CASE("Transaction rolls back unless committed", "[store][sqlite]") {
  Database db = Memory();
  {
    Transaction tx(&db);
    REQUIRE(tx.status().ok());
    REQUIRE(db.Exec("INSERT INTO t VALUES (1, 'x')").ok());
  }
  CHECK(*db.QueryInt("SELECT count(*) FROM t") == 0);
  {
    Transaction tx(&db);
    REQUIRE(db.Exec("INSERT INTO t VALUES (2, 'y')").ok());
    CHECK(tx.Commit().ok());
  }
  CHECK(*db.QueryInt("SELECT count(*) FROM t") == 1);
}

TEST_CASE("Statements bind, step and read columns", "[store][sqlite]") {
  Database db = Memory();
  auto ins = db.Prepare("INSERT INTO t VALUES (?1, ?2)");
  REQUIRE(ins.ok());
  for (int i = 0; i < 3; ++i) {
    ins->Bind(1, i).Bind(2, std::string("row ") + std::to_string(i));
    REQUIRE(ins->Run().ok());
  }
  auto sel = db.Prepare("SELECT a, b FROM t WHERE a >= ?1 ORDER BY a");
  REQUIRE(sel.ok());
  sel->Bind(1, 1);
  Status s;
  std::string seen;
  while (sel->Step(&s)) seen += std::to_string(sel->Int(0)) + "=" + sel->Text(1) + ";";
  CHECK(s.ok());
  CHECK(seen == "1=row 1;2=row 2;");
}

TEST_CASE("Errors name the phase and the statement", "[store][sqlite]") {
  Database db = Memory();
  CHECK(db.Prepare("SELEC 1").status().ToString() ==
        "corruption: prepare: near \"SELEC\": syntax error (in: SELEC 1)");
  CHECK(db.Exec("INSERT INTO nowhere VALUES (1)", "load rules").ToString() ==
        "corruption: load rules: no such table: nowhere (in: INSERT INTO nowhere VALUES (1))");
  auto st = db.Prepare("SELECT ?1");
  REQUIRE(st.ok());
  st->Bind(2, 5);
  Status s;
  CHECK_FALSE(st->Step(&s));
  CHECK(s.ToString() ==
        "invalid argument: bind parameter 2: column index out of range (in: SELECT ?1)");
  CHECK(Database::Open("/nonexistent/dir/x.db", Database::Mode::kReadOnly).status().ToString() ==
        "not found: no database at /nonexistent/dir/x.db");
}

}  // namespace
}  // namespace arbiter::store
