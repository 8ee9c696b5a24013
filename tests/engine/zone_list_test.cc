// ZoneList against a plain std::vector model: same order after every operation, including
// removals at the front, the back and the middle, pushes at the top, inserts and reorders.
#include "engine/zone_list.h"

#include <algorithm>
#include <catch2/catch.hpp>
#include <random>
#include <vector>

#include "engine/state.h"

namespace arbiter::engine {
namespace {

void RemoveFromModel(std::vector<ObjectId>* v, ObjectId id) {
  v->erase(std::remove(v->begin(), v->end(), id), v->end());
}

TEST_CASE("ZoneList keeps the order of a vector through every kind of change",
          "[engine][zone-list]") {
  for (int size : {0, 1, 5, 31, 33, 200, 3000}) {
    SECTION("size " + std::to_string(size)) {
      std::mt19937 rng(static_cast<unsigned>(size) + 7);
      ZoneList list;
      std::vector<ObjectId> model;
      ObjectId next = 0;
      for (int i = 0; i < size; ++i) {
        list.push_back(next);
        model.push_back(next++);
      }
      REQUIRE(list == model);
      for (int op = 0; op < 4 * size + 50; ++op) {
        int kind = static_cast<int>(rng() % 8);
        if (!model.empty() && kind <= 2) {  // remove anywhere (most common: a board leaving play)
          ObjectId id = model[rng() % model.size()];
          CHECK(list.Remove(id));
          RemoveFromModel(&model, id);
        } else if (!model.empty() && kind == 3) {  // remove the top / the bottom
          ObjectId id = (rng() % 2) ? model.front() : model.back();
          CHECK(list.Remove(id));
          RemoveFromModel(&model, id);
        } else if (kind == 4) {
          list.push_front(next);
          model.insert(model.begin(), next++);
        } else if (kind == 5) {
          list.push_back(next);
          model.push_back(next++);
        } else if (kind == 6) {
          size_t at = model.empty() ? 0 : rng() % (model.size() + 1);
          list.Insert(at, next);
          model.insert(model.begin() + static_cast<long>(at), next++);
        } else if (!model.empty()) {
          list.erase(list.begin());
          model.erase(model.begin());
        }
        REQUIRE(list.size() == model.size());
        if (!model.empty()) {
          REQUIRE(list.front() == model.front());
          REQUIRE(list.back() == model.back());
        }
        if (op % 17 == 0) {
          REQUIRE(list == model);
          if (!model.empty()) {
            size_t k = rng() % model.size();
            CHECK(list[k] == model[k]);
            CHECK(list.IndexOf(model[k]) == k);
          }
        }
      }
      CHECK(list == model);
      CHECK_FALSE(list.Remove(next + 1));
      CHECK(list.IndexOf(next + 1) == ZoneList::npos);
    }
  }
}

TEST_CASE("ZoneList reads like a vector", "[engine][zone-list]") {
  ZoneList list{4, 5, 6};
  CHECK(list.ToVector() == std::vector<ObjectId>{4, 5, 6});
  CHECK(std::vector<ObjectId>(list.begin() + 1, list.end()) == std::vector<ObjectId>{5, 6});
  CHECK(std::find(list.begin(), list.end(), 6) - list.begin() == 2);
  CHECK_THROWS_AS(list.at(3), std::out_of_range);
  list = std::vector<ObjectId>{9, 8};
  CHECK(list == std::vector<ObjectId>{9, 8});
  CHECK(list.Remove(9));
  CHECK(list.front() == 8);
  list.clear();
  CHECK(list.empty());
}

TEST_CASE("Emptying a large board zone one object at a time keeps the rest in order",
          "[engine][zone-list]") {
  GameState s;
  s.players = {{"A"}};
  ZoneId board = s.AddZone(Zone{"base", 0, 0, true});
  ZoneId trash = s.AddZone(Zone{"trash", 0, 0, false, true});
  for (int i = 0; i < 1000; ++i) s.AddObject(Object{}, board);
  for (ObjectId id = 0; id < 1000; id += 3) s.MoveObject(id, trash, true);
  std::vector<ObjectId> left;
  for (ObjectId id = 0; id < 1000; ++id) {
    if (id % 3 != 0) left.push_back(id);
  }
  CHECK(s.zone(board).objects == left);
  CHECK(s.zone(trash).objects.size() == 334);
  CHECK(s.zone(trash).objects.front() == 0);
  for (ObjectId id : left) s.MoveObject(id, trash, true);
  CHECK(s.zone(board).objects.empty());
  CHECK(s.zone(trash).objects.back() == 998);  // 999 left first (999 % 3 == 0)
}

}  // namespace
}  // namespace arbiter::engine
