#include "store/sqlite.h"

#include <sqlite3.h>

#include "store/sqlite_memory.h"
#include "util/files.h"

namespace arbiter::store {

std::string ShortSql(std::string_view sql) {
  std::string_view s = sql;
  while (!s.empty() && (s.front() == ' ' || s.front() == '\n')) s.remove_prefix(1);
  size_t nl = s.find('\n');
  std::string out(s.substr(0, nl));
  if (out.size() > 80)
    out = out.substr(0, 77) + "...";
  else if (nl != std::string_view::npos)
    out += " ...";
  return out;
}

namespace {

// SQLite URI for a path: file:<escaped path>?mode=ro. immutable=1 skips locking; safe because a
// build never writes to a published database (it renames a new file over it).
std::string ReadOnlyUri(const std::string& path) {
  std::string uri = "file:";
  for (char c : path) {
    if (c == '%' || c == '?' || c == '#') {
      static const char kHex[] = "0123456789ABCDEF";
      uri += '%';
      uri += kHex[(static_cast<unsigned char>(c) >> 4) & 15];
      uri += kHex[static_cast<unsigned char>(c) & 15];
    } else {
      uri += c;
    }
  }
  return uri + "?mode=ro&immutable=1";
}

// Process-wide settings, before SQLite initialises: no memory statistics, whose global mutex
// was taken on every allocation (a tenth of a rule lookup's instructions); small blocks from
// free lists rather than malloc (store/sqlite_memory.h), but under a sanitizer, which should see
// SQLite's blocks as they are.
void ConfigureOnce() {
  static const bool configured = [] {
    sqlite3_config(SQLITE_CONFIG_MEMSTATUS, 0);
#if !defined(ARBITER_SANITIZE) && !defined(__SANITIZE_ADDRESS__) && !defined(__SANITIZE_THREAD__)
    sqlite3_config(SQLITE_CONFIG_MALLOC, SmallBlockMemMethods());
#endif
    return true;
  }();
  (void)configured;
}

// The most of a read-only database that is mapped into memory: 1 GiB (SQLite's limit is 2 GiB).
constexpr const char* kReadOnlyMmapPragma = "PRAGMA mmap_size = 1073741824";

}  // namespace

Result<Database> Database::Open(const std::string& path, Mode mode) {
  if (mode == Mode::kReadOnly && path != ":memory:" && !FileExists(path)) {
    return Status::NotFound("no database at " + path);
  }
  ConfigureOnce();
  sqlite3* db = nullptr;
  int rc;
  if (mode == Mode::kReadOnly && path != ":memory:") {
    // NOMUTEX: a read-only connection is used by one thread only.
    rc = sqlite3_open_v2(ReadOnlyUri(path).c_str(), &db,
                         SQLITE_OPEN_READONLY | SQLITE_OPEN_URI | SQLITE_OPEN_NOMUTEX, nullptr);
  } else {
    rc = sqlite3_open_v2(path.c_str(), &db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, nullptr);
  }
  if (rc != SQLITE_OK) {
    std::string reason = db ? sqlite3_errmsg(db) : sqlite3_errstr(rc);
    sqlite3_close(db);
    return Status::IoError("open " + path + ": " + reason);
  }
  sqlite3_extended_result_codes(db, 1);
  if (mode == Mode::kReadOnly && path != ":memory:") {
    // The file mapped rather than read page by page: no pread and no copy per page into the page
    // cache (a search read ~200 pages), and fewer page faults. Safe for the same reason as
    // immutable=1: a published database is never written, only replaced by a rename.
    sqlite3_exec(db, kReadOnlyMmapPragma, nullptr, nullptr, nullptr);
  }
  return Database(db, path);
}

Database::Database(Database&& other) noexcept : db_(other.db_), path_(std::move(other.path_)) {
  other.db_ = nullptr;
}

Database& Database::operator=(Database&& other) noexcept {
  if (this != &other) {
    sqlite3_close(db_);
    db_ = other.db_;
    path_ = std::move(other.path_);
    other.db_ = nullptr;
  }
  return *this;
}

Database::~Database() { sqlite3_close(db_); }

Status Database::Exec(std::string_view sql, std::string_view phase) {
  char* msg = nullptr;
  std::string text(sql);
  int rc = sqlite3_exec(db_, text.c_str(), nullptr, nullptr, &msg);
  if (rc == SQLITE_OK) return Status::Ok();
  std::string reason = msg ? msg : sqlite3_errstr(rc);
  sqlite3_free(msg);
  return Status::Corruption(std::string(phase) + ": " + reason + " (in: " + ShortSql(sql) + ")");
}

Result<std::string> Database::ReadBlob(const char* table, const char* column, int64_t rowid) {
  sqlite3_blob* blob = nullptr;
  int rc = sqlite3_blob_open(db_, "main", table, column, rowid, 0, &blob);
  std::string out;
  if (rc == SQLITE_OK) {
    out.resize(static_cast<size_t>(sqlite3_blob_bytes(blob)));
    if (!out.empty()) rc = sqlite3_blob_read(blob, out.data(), static_cast<int>(out.size()), 0);
  }
  const std::string reason = rc == SQLITE_OK ? "" : sqlite3_errmsg(db_);
  sqlite3_blob_close(blob);
  if (rc != SQLITE_OK) {
    return Status::Corruption("read blob " + std::string(table) + "." + column + " of row " +
                              std::to_string(rowid) + ": " + reason);
  }
  return out;
}

int64_t Database::LastInsertRowid() const { return sqlite3_last_insert_rowid(db_); }

Result<Statement> Database::Prepare(std::string_view sql) {
  sqlite3_stmt* stmt = nullptr;
  int rc = sqlite3_prepare_v2(db_, sql.data(), static_cast<int>(sql.size()), &stmt, nullptr);
  if (rc != SQLITE_OK) {
    std::string reason = sqlite3_errmsg(db_);
    sqlite3_finalize(stmt);
    return Status::Corruption("prepare: " + reason + " (in: " + ShortSql(sql) + ")");
  }
  return Statement(stmt, db_, std::string(sql));
}

Result<int64_t> Database::QueryInt(std::string_view sql) {
  auto stmt = Prepare(sql);
  if (!stmt.ok()) return stmt.status();
  Status s;
  if (!stmt->Step(&s)) {
    if (!s.ok()) return s;
    return Status::NotFound("no row (in: " + ShortSql(sql) + ")");
  }
  return stmt->Int(0);
}

Statement::Statement(Statement&& other) noexcept
    : stmt_(other.stmt_),
      db_(other.db_),
      sql_(std::move(other.sql_)),
      bind_status_(std::move(other.bind_status_)) {
  other.stmt_ = nullptr;
}

Statement& Statement::operator=(Statement&& other) noexcept {
  if (this != &other) {
    sqlite3_finalize(stmt_);
    stmt_ = other.stmt_;
    db_ = other.db_;
    sql_ = std::move(other.sql_);
    bind_status_ = std::move(other.bind_status_);
    other.stmt_ = nullptr;
  }
  return *this;
}

Statement::~Statement() { sqlite3_finalize(stmt_); }

void Statement::NoteBind(int rc, int index) {
  if (rc != SQLITE_OK && bind_status_.ok()) {
    bind_status_ = Status::InvalidArgument("bind parameter " + std::to_string(index) + ": " +
                                           sqlite3_errstr(rc) + " (in: " + ShortSql(sql_) + ")");
  }
}

Statement& Statement::Bind(int index, std::string_view text) {
  NoteBind(
      sqlite3_bind_text(stmt_, index, text.data(), static_cast<int>(text.size()), SQLITE_TRANSIENT),
      index);
  return *this;
}

Statement& Statement::BindStatic(int index, std::string_view text) {
  NoteBind(
      sqlite3_bind_text(stmt_, index, text.data(), static_cast<int>(text.size()), SQLITE_STATIC),
      index);
  return *this;
}

Statement& Statement::Bind(int index, int64_t value) {
  NoteBind(sqlite3_bind_int64(stmt_, index, value), index);
  return *this;
}

Statement& Statement::Bind(int index, double value) {
  NoteBind(sqlite3_bind_double(stmt_, index, value), index);
  return *this;
}

Statement& Statement::BindNull(int index) {
  NoteBind(sqlite3_bind_null(stmt_, index), index);
  return *this;
}

Statement& Statement::BindBlob(int index, std::string_view bytes) {
  NoteBind(sqlite3_bind_blob(stmt_, index, bytes.data(), static_cast<int>(bytes.size()),
                             SQLITE_TRANSIENT),
           index);
  return *this;
}

Statement& Statement::BindPointer(int index, const void* pointer, const char* type) {
  NoteBind(sqlite3_bind_pointer(stmt_, index, const_cast<void*>(pointer), type, nullptr), index);
  return *this;
}

Status Statement::Error(std::string_view phase) const {
  return Status::Corruption(std::string(phase) + ": " + sqlite3_errmsg(db_) +
                            " (in: " + ShortSql(sql_) + ")");
}

bool Statement::Step(Status* status) {
  if (!bind_status_.ok()) {
    *status = bind_status_;
    return false;
  }
  int rc = sqlite3_step(stmt_);
  if (rc == SQLITE_ROW) return true;
  if (rc == SQLITE_DONE) return false;
  *status = Error("step");
  return false;
}

Status Statement::Run() {
  Status s;
  while (Step(&s)) {
  }
  Reset();
  return s;
}

void Statement::Reset() {
  sqlite3_reset(stmt_);
  sqlite3_clear_bindings(stmt_);
  bind_status_ = Status::Ok();
}

std::string Statement::Text(int column) const {
  const unsigned char* p = sqlite3_column_text(stmt_, column);
  if (!p) return "";
  return std::string(reinterpret_cast<const char*>(p),
                     static_cast<size_t>(sqlite3_column_bytes(stmt_, column)));
}

std::string Statement::Blob(int column) const {
  const void* p = sqlite3_column_blob(stmt_, column);
  if (!p) return "";
  return std::string(static_cast<const char*>(p),
                     static_cast<size_t>(sqlite3_column_bytes(stmt_, column)));
}

int64_t Statement::Int(int column) const { return sqlite3_column_int64(stmt_, column); }
double Statement::Double(int column) const { return sqlite3_column_double(stmt_, column); }
bool Statement::IsNull(int column) const {
  return sqlite3_column_type(stmt_, column) == SQLITE_NULL;
}

fts5_api* Database::Fts5() const {
  fts5_api* api = nullptr;
  sqlite3_stmt* st = nullptr;
  if (sqlite3_prepare_v2(db_, "SELECT fts5(?1)", -1, &st, nullptr) == SQLITE_OK) {
    sqlite3_bind_pointer(st, 1, static_cast<void*>(&api), "fts5_api_ptr", nullptr);
    sqlite3_step(st);
  }
  sqlite3_finalize(st);
  return api;
}

int Statement::ColumnCount() const { return sqlite3_column_count(stmt_); }

Transaction::Transaction(Database* db) : db_(db) {
  begin_status_ = db_->Exec("BEGIN", "begin transaction");
  open_ = begin_status_.ok();
}

Transaction::~Transaction() {
  if (open_) db_->Exec("ROLLBACK", "rollback");
}

Status Transaction::Commit() {
  if (!open_)
    return begin_status_.ok() ? Status::InvalidArgument("commit: no open transaction")
                              : begin_status_;
  Status s = db_->Exec("COMMIT", "commit");
  if (s.ok()) open_ = false;
  return s;
}

}  // namespace arbiter::store
