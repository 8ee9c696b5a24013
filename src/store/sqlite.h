// Small RAII wrappers over the SQLite C API: a Database, a prepared Statement, and a Transaction
// that rolls back unless committed. Every failure is a Status naming the phase ("open", "prepare",
// "step", ...) and the statement that failed. Only src/store/ includes this header; nothing outside
// the store sees SQL.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "util/status.h"

struct sqlite3;
struct sqlite3_stmt;
struct fts5_api;

namespace arbiter::store {

class Statement;

// One open connection. Move-only; closes on destruction.
class Database {
 public:
  enum class Mode { kReadOnly, kReadWriteCreate };

  // Opens `path` (":memory:" for an in-memory database). kReadOnly never creates a file: a missing
  // file is NotFound. On failure the Status names the path and SQLite's reason.
  static Result<Database> Open(const std::string& path, Mode mode);

  Database(Database&& other) noexcept;
  Database& operator=(Database&& other) noexcept;
  Database(const Database&) = delete;
  Database& operator=(const Database&) = delete;
  ~Database();

  // Runs one or more statements with no parameters and no results (schema, pragmas).
  // `phase` names the step for the error message ("create schema").
  Status Exec(std::string_view sql, std::string_view phase = "exec");

  // Prepares one statement. The Database must outlive the Statement.
  Result<Statement> Prepare(std::string_view sql);

  // The integer answer of a one-row, one-column query ("PRAGMA user_version").
  Result<int64_t> QueryInt(std::string_view sql);

  // The whole value of blob column `column` of row `rowid` of `table` (incremental blob I/O: read
  // straight into the string, where a statement's column would assemble it in a buffer of its
  // own first). Corruption naming the table, column and row when it cannot be read.
  Result<std::string> ReadBlob(const char* table, const char* column, int64_t rowid);

  // The rowid of the last row inserted through this connection.
  int64_t LastInsertRowid() const;

  sqlite3* handle() const { return db_; }
  // The connection's FTS5 API (tokenizers, auxiliary functions); null when SQLite has no FTS5.
  fts5_api* Fts5() const;
  const std::string& path() const { return path_; }

 private:
  Database(sqlite3* db, std::string path) : db_(db), path_(std::move(path)) {}
  sqlite3* db_ = nullptr;
  std::string path_;
};

// A prepared statement. Bind parameters by 1-based index, Step through rows, read columns by
// 0-based index. Move-only; finalizes on destruction.
class Statement {
 public:
  Statement() = default;  // empty; assign a prepared one
  Statement(Statement&& other) noexcept;
  Statement& operator=(Statement&& other) noexcept;
  Statement(const Statement&) = delete;
  Statement& operator=(const Statement&) = delete;
  ~Statement();

  Statement& Bind(int index, std::string_view text);
  // Binds `text` without copying it (SQLITE_STATIC): it must stay valid and unchanged until the
  // statement is next reset (Run resets it). For the build's hot inserts, whose values outlive
  // the insert; anything else uses Bind.
  Statement& BindStatic(int index, std::string_view text);
  Statement& Bind(int index, int64_t value);
  Statement& Bind(int index, int value) { return Bind(index, static_cast<int64_t>(value)); }
  Statement& Bind(int index, double value);
  Statement& BindNull(int index);
  Statement& BindBlob(int index, std::string_view bytes);
  // Binds `pointer` for an SQL function that reads it with sqlite3_value_pointer(v, type); `type`
  // must outlive the statement (a string literal). The statement does not own the pointer.
  Statement& BindPointer(int index, const void* pointer, const char* type);

  // Advances to the next row: true when a row is ready, false when done. A failure (including a
  // bind failure remembered from Bind) sets *status and returns false.
  bool Step(Status* status);
  // Runs a statement that returns no rows.
  Status Run();
  // Makes the statement ready to run again with new bindings.
  void Reset();

  std::string Text(int column) const;
  std::string Blob(int column) const;
  int64_t Int(int column) const;
  double Double(int column) const;
  bool IsNull(int column) const;
  int ColumnCount() const;  // columns of the statement's rows

  const std::string& sql() const { return sql_; }

 private:
  friend class Database;
  Statement(sqlite3_stmt* stmt, sqlite3* db, std::string sql)
      : stmt_(stmt), db_(db), sql_(std::move(sql)) {}
  Status Error(std::string_view phase) const;
  void NoteBind(int rc, int index);

  sqlite3_stmt* stmt_ = nullptr;
  sqlite3* db_ = nullptr;
  std::string sql_;
  Status bind_status_;
};

// BEGIN on construction, ROLLBACK on destruction unless Commit succeeded:
//   Transaction tx(&db);
//   if (!tx.status().ok()) return tx.status();
//   ... writes ...
//   return tx.Commit();
class Transaction {
 public:
  explicit Transaction(Database* db);
  Transaction(const Transaction&) = delete;
  Transaction& operator=(const Transaction&) = delete;
  ~Transaction();

  // The outcome of BEGIN.
  const Status& status() const { return begin_status_; }
  Status Commit();

 private:
  Database* db_;
  Status begin_status_;
  bool open_ = false;
};

// The first line of a statement, shortened, for error messages.
std::string ShortSql(std::string_view sql);

}  // namespace arbiter::store
