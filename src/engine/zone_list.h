// ZoneList: the ordered list of object ids in a zone (index 0 = top for ordered zones). It reads
// like a std::vector<ObjectId> (size, empty, front, back, [], at, begin/end as random-access
// iterators, push_back, assignment from a vector, comparison with one) but removing an id
// anywhere is amortised O(1) and keeps the order of the others:
//   - removal marks the slot as a hole (kNoObject); holes at either end are trimmed at once, so
//     front() and back() stay O(1); interior holes are compacted away when they outnumber the
//     live ids, or before the first indexed read or iteration after a removal (an O(n) pass that
//     is paid for by the removals, or by the O(n) iteration itself);
//   - a zone of more than kIndexFrom ids keeps an index from object id to slot (built lazily),
//     so Remove/IndexOf do not scan;
//   - push_front (the top of an ordered zone) uses free room kept in front of the first id, so
//     it is amortised O(1) too.
// Reading functions are const but may compact (the storage is `mutable`); a GameState is not
// shared between threads. Iterators and references are invalidated by any change.
#pragma once

#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <vector>

namespace arbiter::engine {

using ObjectId = int;

class ZoneList {
 public:
  using value_type = ObjectId;
  using const_iterator = const ObjectId*;
  using iterator = const_iterator;  // ids are changed through the member functions only
  static constexpr size_t npos = static_cast<size_t>(-1);
  static constexpr size_t kIndexFrom = 32;

  ZoneList() = default;
  ZoneList(std::initializer_list<ObjectId> ids) : ZoneList(std::vector<ObjectId>(ids)) {}
  explicit ZoneList(std::vector<ObjectId> ids);
  ZoneList& operator=(std::vector<ObjectId> ids);

  size_t size() const { return live_; }
  bool empty() const { return live_ == 0; }
  // Requires !empty().
  ObjectId front() const { return slots_[head_]; }
  ObjectId back() const { return slots_.back(); }
  // Requires i < size(). May compact.
  ObjectId operator[](size_t i) const;
  // Throws std::out_of_range when i >= size(). May compact.
  ObjectId at(size_t i) const;
  // The ids in order, as a contiguous range. May compact.
  const_iterator begin() const;
  const_iterator end() const;
  std::vector<ObjectId> ToVector() const { return std::vector<ObjectId>(begin(), end()); }

  void push_back(ObjectId id);
  void push_front(ObjectId id);
  // Inserts at position `index` (clamped to size()).
  void Insert(size_t index, ObjectId id);
  // Removes `id` (the ids in a zone are distinct); false when absent. Amortised O(1).
  bool Remove(ObjectId id);
  // Removes the id at `pos` (an iterator from begin()/end() of this unchanged list).
  void erase(const_iterator pos);
  void clear();
  // Position of `id` (0 = front), or npos.
  size_t IndexOf(ObjectId id) const;

  friend bool operator==(const ZoneList& a, const ZoneList& b);
  friend bool operator==(const ZoneList& a, const std::vector<ObjectId>& b);

 private:
  size_t SlotOf(ObjectId id) const;  // slot index or npos
  void RemoveSlot(size_t slot);
  void Compact() const;  // drops holes and the room in front
  void BuildIndex() const;
  void SetIndex(ObjectId id, size_t slot) const;
  void DropIndex() const {
    where_.clear();
    indexed_ = false;
  }

  mutable std::vector<ObjectId> slots_;  // [head_, end): the list, with holes (kNoObject)
  mutable size_t head_ = 0;              // slots before head_ are free room for push_front
  mutable size_t holes_ = 0;             // holes in [head_, end); none at either end
  size_t live_ = 0;
  mutable std::vector<int32_t> where_;  // id -> slot (-1 absent), when indexed_
  mutable bool indexed_ = false;
};

}  // namespace arbiter::engine
