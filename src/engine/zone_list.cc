#include "engine/zone_list.h"

#include <algorithm>
#include <stdexcept>
#include <string>

namespace arbiter::engine {
namespace {

constexpr ObjectId kHole = -1;

}  // namespace

ZoneList::ZoneList(std::vector<ObjectId> ids) : slots_(std::move(ids)), live_(slots_.size()) {}

ZoneList& ZoneList::operator=(std::vector<ObjectId> ids) {
  slots_ = std::move(ids);
  head_ = 0;
  holes_ = 0;
  live_ = slots_.size();
  DropIndex();
  return *this;
}

ObjectId ZoneList::operator[](size_t i) const {
  if (holes_ > 0) Compact();
  return slots_[head_ + i];
}

ObjectId ZoneList::at(size_t i) const {
  if (i >= live_) {
    throw std::out_of_range("ZoneList::at(" + std::to_string(i) + ") of " + std::to_string(live_));
  }
  return (*this)[i];
}

ZoneList::const_iterator ZoneList::begin() const {
  if (holes_ > 0) Compact();
  return slots_.data() + head_;
}

ZoneList::const_iterator ZoneList::end() const {
  if (holes_ > 0) Compact();
  return slots_.data() + slots_.size();
}

void ZoneList::push_back(ObjectId id) {
  slots_.push_back(id);
  ++live_;
  if (indexed_) SetIndex(id, slots_.size() - 1);
}

void ZoneList::push_front(ObjectId id) {
  if (head_ == 0) {
    // Make room in front as large as the list (at least 4): amortised O(1) per push_front.
    if (holes_ > 0) Compact();
    size_t room = std::max<size_t>(4, slots_.size());
    slots_.insert(slots_.begin(), room, kHole);
    head_ = room;
    if (indexed_) BuildIndex();
  }
  slots_[--head_] = id;
  ++live_;
  if (indexed_) SetIndex(id, head_);
}

void ZoneList::Insert(size_t index, ObjectId id) {
  if (index == 0) return push_front(id);
  if (index >= live_) return push_back(id);
  Compact();
  slots_.insert(slots_.begin() + static_cast<std::ptrdiff_t>(head_ + index), id);
  ++live_;
  if (indexed_) BuildIndex();
}

bool ZoneList::Remove(ObjectId id) {
  size_t slot = SlotOf(id);
  if (slot == npos) return false;
  RemoveSlot(slot);
  return true;
}

void ZoneList::erase(const_iterator pos) { RemoveSlot(static_cast<size_t>(pos - slots_.data())); }

void ZoneList::clear() {
  slots_.clear();
  head_ = holes_ = live_ = 0;
  DropIndex();
}

size_t ZoneList::IndexOf(ObjectId id) const {
  size_t slot = SlotOf(id);
  if (slot == npos) return npos;
  if (holes_ > 0) {
    Compact();
    slot = SlotOf(id);
  }
  return slot - head_;
}

size_t ZoneList::SlotOf(ObjectId id) const {
  if (id == kHole || live_ == 0) return npos;
  if (!indexed_ && live_ > kIndexFrom) BuildIndex();
  if (indexed_) {
    if (id < 0 || static_cast<size_t>(id) >= where_.size() || where_[static_cast<size_t>(id)] < 0) {
      return npos;
    }
    return static_cast<size_t>(where_[static_cast<size_t>(id)]);
  }
  for (size_t i = head_; i < slots_.size(); ++i) {
    if (slots_[i] == id) return i;
  }
  return npos;
}

void ZoneList::RemoveSlot(size_t slot) {
  if (indexed_) where_[static_cast<size_t>(slots_[slot])] = -1;
  --live_;
  if (live_ == 0) {
    // Give back the storage of a large zone that emptied (a board that left play).
    if (slots_.capacity() > 1024) {
      slots_ = {};
      DropIndex();
    } else {
      slots_.clear();
    }
    head_ = holes_ = 0;
    return;
  }
  if (slot == head_) {
    slots_[head_++] = kHole;
    for (; slots_[head_] == kHole; ++head_) --holes_;
  } else if (slot + 1 == slots_.size()) {
    slots_.pop_back();
    for (; slots_.back() == kHole; slots_.pop_back()) --holes_;
  } else {
    slots_[slot] = kHole;
    ++holes_;
  }
  if (holes_ > live_ || head_ > 2 * live_ + 8) Compact();
}

void ZoneList::Compact() const {
  size_t out = 0;
  for (size_t i = head_; i < slots_.size(); ++i) {
    if (slots_[i] != kHole) slots_[out++] = slots_[i];
  }
  slots_.resize(out);
  head_ = 0;
  holes_ = 0;
  if (indexed_) BuildIndex();
}

void ZoneList::BuildIndex() const {
  ObjectId max_id = -1;
  for (size_t i = head_; i < slots_.size(); ++i) max_id = std::max(max_id, slots_[i]);
  where_.assign(static_cast<size_t>(max_id + 1), -1);
  indexed_ = true;
  for (size_t i = head_; i < slots_.size(); ++i) {
    if (slots_[i] != kHole) SetIndex(slots_[i], i);
  }
}

void ZoneList::SetIndex(ObjectId id, size_t slot) const {
  if (id < 0) return;
  auto k = static_cast<size_t>(id);
  if (k >= where_.size()) where_.resize(std::max(k + 1, where_.size() * 2), -1);
  where_[k] = static_cast<int32_t>(slot);
}

bool operator==(const ZoneList& a, const ZoneList& b) {
  return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin());
}

bool operator==(const ZoneList& a, const std::vector<ObjectId>& b) {
  return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin());
}

}  // namespace arbiter::engine
