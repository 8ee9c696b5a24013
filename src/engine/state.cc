#include "engine/state.h"

#include <algorithm>

namespace arbiter::engine {

ObjectId GameState::FindKey(const std::string& key) const {
  auto it = keys.find(key);
  return it == keys.end() ? kNoObject : it->second;
}

ZoneId GameState::FindZone(const std::string& name, PlayerId owner) const {
  for (size_t i = 0; i < zones.size(); ++i) {
    if (zones[i].name == name && zones[i].owner == owner) return static_cast<ZoneId>(i);
  }
  return kNoZone;
}

PlayerId GameState::FindPlayer(const std::string& name) const {
  for (size_t i = 0; i < players.size(); ++i) {
    if (players[i].name == name) return static_cast<PlayerId>(i);
  }
  return kNoPlayer;
}

ZoneId GameState::AddZone(Zone z) {
  zones.push_back(std::move(z));
  return static_cast<ZoneId>(zones.size() - 1);
}

ObjectId GameState::AddObject(Object o, ZoneId to, bool at_bottom) {
  o.id = static_cast<ObjectId>(objects.size());
  o.zone = to;
  o.timestamp = next_timestamp++;
  auto& list = zone(to).objects;
  if (zone(to).ordered && !at_bottom) {
    list.push_front(o.id);
  } else {
    list.push_back(o.id);
  }
  if (!o.key.empty()) keys[o.key] = o.id;
  dirty.push_back(o.id);
  objects.push_back(std::move(o));
  return objects.back().id;
}

void GameState::MoveObject(ObjectId id, ZoneId to, bool at_bottom) {
  Object& o = obj(id);
  zone(o.zone).objects.Remove(id);
  if (o.zone != to && !(zone(o.zone).board && zone(to).board)) {
    ++o.incarnation;
    o.timestamp = next_timestamp++;
  }
  o.zone = to;
  dirty.push_back(id);
  auto& list = zone(to).objects;
  if (zone(to).ordered && !at_bottom) {
    list.push_front(id);
  } else {
    list.push_back(id);
  }
}

void GameState::Reorder(ObjectId id, size_t index) {
  auto& list = zone(obj(id).zone).objects;
  list.Remove(id);
  list.Insert(index, id);
}

std::string GameState::ObjectName(ObjectId id) const {
  if (id == kNoObject) return "nothing";
  const Object& o = obj(id);
  return o.card.name.empty() ? o.key : o.card.name;
}

}  // namespace arbiter::engine
