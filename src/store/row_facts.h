// What ranking needs to know of each row of a full-text table besides its words, kept where the
// ranking reads it without a join: the row's group (its document, or its game for scenarios),
// whether it is a heading (a rule with a title and no text), and its length columns' sizes in
// tokens (FTS5's column sizes, for BM25's length normalisation).
//
// The build writes one record per rowid into fts_rows (schema.sql); a search reads a table's
// record blob once and looks rows up by rowid, instead of joining the base table and the
// documents for every row that matches (thousands for a question of common words).
//
// A record is 4 + 2 * sizes bytes, little-endian 16-bit words: the group's index + 1 (0: no row
// with this rowid) with the heading flag in the top bit, an untitled rule's place under its titled
// ancestor (0 for other rows and tables) with the variant flag in the top bit, then each size,
// capped at 65535 tokens.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "util/status.h"

namespace arbiter::store {

// The pointer type arbiter_rank accepts the facts under (sqlite3_bind_pointer).
inline constexpr char kRowFactsPointerType[] = "arbiter_row_facts";

class RowFacts {
 public:
  RowFacts() = default;
  // `sizes`: the length columns per row (at most 8).
  explicit RowFacts(int sizes);

  // Writing (the build): records row `rowid` (>= 1) of group `group` (an index into groups()).
  // Returns InvalidArgument for a rowid below 1 or past 2^24, or a group past 32,766.
  // `variant`: a rule of a variant of play (Variant()).
  Status Set(int64_t rowid, int group, bool heading, const std::vector<int64_t>& sizes,
             int ordinal = 0, bool variant = false);
  // The group's index, adding it at the end when new.
  int GroupIndex(const std::string& key);

  // Writing: row `next` shares the full-text row of `rowid` (the same indexed text), and comes
  // after it in the chain of rows read from it. Both must have been Set(); `next` > `rowid`,
  // and each row is linked to at most one next row. InvalidArgument otherwise.
  Status Link(int64_t rowid, int64_t next);
  // Reading (a search): `groups` newline-separated, `records` as written by Records(), `links`
  // as written by Links(). Corruption when the blob is not a whole number of records, a record
  // names no group, or the links are not 4 bytes a row.
  static Result<RowFacts> Decode(int sizes, const std::string& groups, std::string records,
                                 std::string links = "");

  // -1 when the table has no row `rowid`.
  int Group(int64_t rowid) const;
  bool Heading(int64_t rowid) const;
  // The row's size of length column `k` (0 for a missing row).
  int Size(int64_t rowid, int k) const;
  // The row's place as Set() was given it (for a rule: under its titled ancestor, a prior of
  // the ranking), capped at 32767; 0 for a missing row.
  int Ordinal(int64_t rowid) const;
  // A rule of a variant of play (Set()'s `variant`; the top bit of the place's word).
  bool Variant(int64_t rowid) const;
  // The next row that shares `rowid`'s full-text row, 0 when none (Link); -1 when the stored
  // link is damaged (it goes backwards or past the last row), which Group(-1) reads as no row.
  int64_t Next(int64_t rowid) const;

  const std::vector<std::string>& groups() const { return groups_; }
  std::string GroupsText() const;
  const std::string& Records() const { return records_; }
  // The links as stored: per rowid, the next row as 4 bytes little-endian (0: none); empty when
  // no row is linked.
  std::string Links() const;
  int sizes() const { return sizes_; }

 private:
  size_t Width() const { return 4 + 2 * static_cast<size_t>(sizes_); }
  uint16_t Word(int64_t rowid, size_t at) const;

  int sizes_ = 0;
  std::vector<std::string> groups_;
  std::string records_;         // record of rowid r at r * Width()
  std::vector<uint32_t> next_;  // writing: by rowid; 0: no next row
  std::string links_;           // reading: as Links() wrote them
};

}  // namespace arbiter::store
