// The rows of a full-text table that hold each term, counted as the rows are written: a
// tokenizer installed under the name "porter" on one connection, before its full-text tables are
// created or opened, hands every token on to FTS5's own porter tokenizer unchanged and counts
// each term once per row. The counts are those fts5vocab's "row" table reads from the finished
// index (what Writer::WriteSearchCounts writes as fts_terms), without reading every doclist back.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "store/sqlite.h"
#include "util/status.h"

namespace arbiter::store {

class TermRowCounter {
 public:
  TermRowCounter();
  ~TermRowCounter();
  TermRowCounter(const TermRowCounter&) = delete;
  TermRowCounter& operator=(const TermRowCounter&) = delete;

  // Installs the counting tokenizer on `db`, which must not outlive this counter.
  Status Install(Database* db);
  // The tokens from here on belong to the next row (call before each row's insert).
  void NextRow() { ++row_; }
  // Each term and the number of rows holding it, in FTS5's order of terms (bytes, then length).
  std::vector<std::pair<std::string, int64_t>> Sorted() const;

  struct Impl;

 private:
  std::unique_ptr<Impl> impl_;
  int64_t row_ = 0;
  friend struct Impl;
};

}  // namespace arbiter::store
