// Cleanup (318-322): lethal damage kills (322.3, 323.5), unattached gear at battlefields is
// recalled (323.7, 457.1, 435.4.a), hidden cards at battlefields their controller lost are
// trashed (323.7). Looks only at objects changed since the last Cleanup (GameState::dirty).
#include <algorithm>

#include "games/riftbound/characteristics.h"
#include "games/riftbound/internal.h"

namespace arbiter::games::riftbound {

bool Cleanup(Engine& e, int parent) {
  GameState& s = e.state();
  if (s.dirty.empty()) return false;
  std::vector<ObjectId> ids;
  ids.swap(s.dirty);
  std::sort(ids.begin(), ids.end());
  ids.erase(std::unique(ids.begin(), ids.end()), ids.end());
  bool changed = false;
  std::vector<ObjectId> lethal, gear, hidden;
  for (ObjectId id : ids) {
    const auto& o = s.obj(id);
    if (!s.zone(o.zone).board) continue;
    if (o.card.type == "Unit" && o.Counter("damage") > 0 &&
        o.Counter("damage") >= MightValue(s, id)) {
      lethal.push_back(id);
    } else if (o.card.type == "Gear" && o.attached_to == engine::kNoObject &&
               IsBattlefield(s, o.zone)) {
      gear.push_back(id);
    }
    if (o.face_down && IsBattlefield(s, o.zone) && s.zone(o.zone).controller != o.controller) {
      hidden.push_back(id);
    }
  }
  for (ObjectId id : lethal) {
    engine::Event ev;
    ev.kind = "kill";
    ev.object = id;
    ev.parent = parent;
    ev.rules = {"323.5", "428.1.a.2"};
    ev.args["why"] = "damage " + std::to_string(s.obj(id).Counter("damage")) + " >= Might " +
                     std::to_string(MightValue(s, id));
    e.Perform(ev);
    changed = true;
  }
  for (ObjectId id : gear) {
    if (!s.OnBoard(id) || s.obj(id).attached_to != engine::kNoObject) continue;
    engine::Event ev;
    ev.kind = "recall";
    ev.object = id;
    ev.parent = parent;
    ev.rules = {"323.7", "457.1", "435.4.a"};
    e.Perform(ev);
    changed = true;
  }
  for (ObjectId id : hidden) {
    engine::Event ev;
    ev.kind = "leave-board";
    ev.object = id;
    ev.to = Trash(s, s.obj(id).owner);
    ev.parent =
        e.Note(parent, {"323.7"},
               "hidden " + Name(s, id) +
                   " is at a battlefield its controller does not control: it goes to the trash");
    e.Perform(ev);
    changed = true;
  }
  return changed;
}

}  // namespace arbiter::games::riftbound
