#include "store/row_facts.h"

#include <algorithm>

#include "util/strings.h"

namespace arbiter::store {
namespace {

constexpr uint16_t kHeadingBit = 0x8000;
constexpr uint16_t kVariantBit = 0x8000;  // in the place's word
constexpr int kMaxGroups = 0x7ffe;
constexpr int64_t kMaxRowid = int64_t{1} << 24;
constexpr int kMaxSizes = 8;

void PutWord(std::string* out, size_t at, uint16_t v) {
  (*out)[at] = static_cast<char>(v & 0xff);
  (*out)[at + 1] = static_cast<char>(v >> 8);
}

}  // namespace

RowFacts::RowFacts(int sizes) : sizes_(std::clamp(sizes, 0, kMaxSizes)) {}

int RowFacts::GroupIndex(const std::string& key) {
  auto it = std::find(groups_.begin(), groups_.end(), key);
  if (it != groups_.end()) return static_cast<int>(it - groups_.begin());
  groups_.push_back(key);
  return static_cast<int>(groups_.size()) - 1;
}

Status RowFacts::Set(int64_t rowid, int group, bool heading, const std::vector<int64_t>& sizes,
                     int ordinal, bool variant) {
  if (rowid < 1 || rowid >= kMaxRowid) {
    return Status::InvalidArgument("row facts: rowid " + std::to_string(rowid) + " is outside 1.." +
                                   std::to_string(kMaxRowid - 1));
  }
  if (group < 0 || group >= kMaxGroups || group >= static_cast<int>(groups_.size())) {
    return Status::InvalidArgument("row facts: no group " + std::to_string(group));
  }
  const size_t at = static_cast<size_t>(rowid) * Width();
  if (records_.size() < at + Width()) records_.resize(at + Width(), '\0');
  PutWord(&records_, at, static_cast<uint16_t>((group + 1) | (heading ? kHeadingBit : 0)));
  PutWord(&records_, at + 2,
          static_cast<uint16_t>(std::clamp(ordinal, 0, 0x7fff) | (variant ? kVariantBit : 0)));
  for (int k = 0; k < sizes_; ++k) {
    const int64_t v = static_cast<size_t>(k) < sizes.size() ? sizes[static_cast<size_t>(k)] : 0;
    PutWord(&records_, at + 4 + 2 * static_cast<size_t>(k),
            static_cast<uint16_t>(std::clamp<int64_t>(v, 0, 0xffff)));
  }
  return Status::Ok();
}

Status RowFacts::Link(int64_t rowid, int64_t next) {
  if (Group(rowid) < 0 || Group(next) < 0 || next <= rowid) {
    return Status::InvalidArgument("row facts: cannot link row " + std::to_string(rowid) +
                                   " to row " + std::to_string(next));
  }
  if (next_.size() < records_.size() / Width()) next_.resize(records_.size() / Width(), 0);
  if (next_[static_cast<size_t>(rowid)] != 0) {
    return Status::InvalidArgument("row facts: row " + std::to_string(rowid) +
                                   " is already linked");
  }
  next_[static_cast<size_t>(rowid)] = static_cast<uint32_t>(next);
  return Status::Ok();
}

int64_t RowFacts::Next(int64_t rowid) const {
  if (rowid < 0) return 0;
  const size_t at = static_cast<size_t>(rowid);
  if (at < next_.size()) return next_[at];  // being written
  if (4 * at + 4 > links_.size()) return 0;
  const auto* b = reinterpret_cast<const unsigned char*>(links_.data()) + 4 * at;
  const int64_t next = b[0] | (b[1] << 8) | (b[2] << 16) | (static_cast<int64_t>(b[3]) << 24);
  if (next == 0) return 0;
  // A link must go forwards to a row that exists: a damaged one names no row.
  return next > rowid && static_cast<size_t>(next) < links_.size() / 4 ? next : -1;
}

std::string RowFacts::Links() const {
  if (std::find_if(next_.begin(), next_.end(), [](uint32_t v) { return v != 0; }) == next_.end()) {
    return "";
  }
  std::string out;
  const size_t rows = records_.size() / Width();
  out.reserve(4 * rows);
  for (size_t rowid = 0; rowid < rows; ++rowid) {
    const uint32_t v = rowid < next_.size() ? next_[rowid] : 0;
    for (int b = 0; b < 4; ++b) out += static_cast<char>((v >> (8 * b)) & 0xff);
  }
  return out;
}

Result<RowFacts> RowFacts::Decode(int sizes, const std::string& groups, std::string records,
                                  std::string links) {
  RowFacts f(sizes);
  if (sizes < 0 || sizes > kMaxSizes) {
    return Status::Corruption("row facts: " + std::to_string(sizes) + " sizes per row");
  }
  if (!groups.empty()) f.groups_ = Split(groups, '\n');
  if (records.size() % f.Width() != 0) {
    return Status::Corruption("row facts: " + std::to_string(records.size()) +
                              " bytes is not a whole number of " + std::to_string(f.Width()) +
                              "-byte records; rebuild the database");
  }
  f.records_ = std::move(records);
  const size_t rows = f.records_.size() / f.Width();
  if (!links.empty() && links.size() != 4 * rows) {
    return Status::Corruption("row facts: " + std::to_string(links.size()) +
                              " bytes of links for " + std::to_string(rows) +
                              " rows (4 bytes a row); rebuild the database");
  }
  f.links_ = std::move(links);
  return f;
}

uint16_t RowFacts::Word(int64_t rowid, size_t at) const {
  if (rowid < 0) return 0;
  const size_t base = static_cast<size_t>(rowid) * Width();
  if (base + Width() > records_.size()) return 0;
  return static_cast<uint16_t>(static_cast<unsigned char>(records_[base + at]) |
                               (static_cast<unsigned char>(records_[base + at + 1]) << 8));
}

int RowFacts::Group(int64_t rowid) const {
  const int g = (Word(rowid, 0) & ~kHeadingBit) - 1;
  return g < static_cast<int>(groups_.size()) ? g : -1;
}

bool RowFacts::Heading(int64_t rowid) const { return (Word(rowid, 0) & kHeadingBit) != 0; }

int RowFacts::Size(int64_t rowid, int k) const {
  if (k < 0 || k >= sizes_) return 0;
  return Word(rowid, 4 + 2 * static_cast<size_t>(k));
}

int RowFacts::Ordinal(int64_t rowid) const { return Word(rowid, 2) & ~kVariantBit; }

bool RowFacts::Variant(int64_t rowid) const { return (Word(rowid, 2) & kVariantBit) != 0; }

std::string RowFacts::GroupsText() const { return Join(groups_, "\n"); }

}  // namespace arbiter::store
