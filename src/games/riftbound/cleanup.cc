// Cleanup (318-323): lethal damage kills (323.5); step 5 (323.7, v1.4): unattached non-Unit gear
// and non-Unit runes at battlefields are recalled (457.1, 435.4.a), and so are permanents and
// runes in a base other than their controller's; hidden cards at battlefields their controller
// does not control are trashed. Looks only at objects changed since the last Cleanup
// (GameState::dirty: a move, a zone change, a change of control).
//
// 323.7 does not say whether "Unattached" also governs "all Permanents and Runes in Bases other
// than their controller's": a gear attached to a unit of another player's base (718.5.f: its
// control does not follow the unit's) could be recalled, and so detached, or stay with its
// Top-Most Card, whose location it takes (434.4, 718.5.c). The module takes the second reading
// and says so in the trace (scenario attach/control-change-equipped-unit).
#include <algorithm>

#include "games/riftbound/characteristics.h"
#include "games/riftbound/internal.h"
#include "games/riftbound/knell_conditions.h"
#include "games/riftbound/points.h"

namespace arbiter::games::riftbound {

bool Cleanup(Engine& e, int parent) {
  GameState& s = e.state();
  CheckVictory(e, parent);  // 323.1: the first task of every Cleanup (points.cc)
  if (s.dirty.empty()) return false;
  std::vector<ObjectId> ids;
  ids.swap(s.dirty);
  std::sort(ids.begin(), ids.end());
  ids.erase(std::unique(ids.begin(), ids.end()), ids.end());
  bool changed = false;
  std::vector<ObjectId> lethal, gear, hidden, elsewhere, attached_elsewhere;
  for (ObjectId id : ids) {
    const auto& o = s.obj(id);
    if (!s.zone(o.zone).board) continue;
    if (o.card.type == "Unit" && o.Counter("damage") > 0 &&
        o.Counter("damage") >= MightValue(s, id)) {
      lethal.push_back(id);
    } else if ((o.card.type == "Gear" || o.card.type == "Rune") &&
               o.attached_to == engine::kNoObject && IsBattlefield(s, o.zone)) {
      gear.push_back(id);  // "non-Unit Gear and non-Unit Runes at Battlefields" (323.7)
    }
    // "all Permanents and Runes in Bases other than their controller's" (323.7).
    if (!IsBattlefield(s, o.zone) && o.zone != Base(s, o.controller) && !o.face_down &&
        o.card.type != "Battlefield" && o.card.type != "Legend") {
      bool in_a_base = false;
      for (PlayerId p = 0; p < static_cast<PlayerId>(s.players.size()); ++p)
        in_a_base = in_a_base || o.zone == Base(s, p);
      if (in_a_base)
        (o.attached_to == engine::kNoObject ? elsewhere : attached_elsewhere).push_back(id);
    }
    if (o.face_down && IsBattlefield(s, o.zone) && s.zone(o.zone).controller != o.controller) {
      hidden.push_back(id);
    }
  }
  // They die together (323.5): each one's company as they die, before any of them moves
  // (a Deathknell's "If I died alone", knell_conditions.cc; 740.2.a)
  KeepCompany(s, lethal);
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
  ForgetCompany(s, lethal);
  for (ObjectId id : gear) {
    if (!s.OnBoard(id) || s.obj(id).attached_to != engine::kNoObject) continue;
    engine::Event ev;
    ev.kind = "recall";
    ev.object = id;
    ev.parent = parent;
    ev.rules = s.obj(id).card.type == "Rune"
                   ? std::vector<std::string>{"323.7"}
                   : std::vector<std::string>{"323.7", "457.1", "435.4.a"};
    e.Perform(ev);
    changed = true;
  }
  for (ObjectId id : elsewhere) {
    if (!s.OnBoard(id) || s.obj(id).zone == Base(s, s.obj(id).controller)) continue;
    engine::Event ev;
    ev.kind = "recall";
    ev.object = id;
    ev.parent =
        e.Note(parent, {"323.7"},
               Name(s, id) + " is in " + ZoneLabel(s, s.obj(id).zone) + ", a base other than " +
                   PlayerName(s, s.obj(id).controller) + "'s (its controller's): it is recalled");
    ev.rules = {"323.7", "455"};
    e.Perform(ev);
    changed = true;
  }
  for (ObjectId id : attached_elsewhere) {
    const auto& o = s.obj(id);
    if (!s.OnBoard(id) || o.attached_to == engine::kNoObject || o.zone == Base(s, o.controller))
      continue;
    e.Note(parent, {"323.7", "434.4", "718.5.c"},
           Name(s, id) + " is in " + ZoneLabel(s, o.zone) + ", a base other than its controller " +
               PlayerName(s, o.controller) + "'s, but it is Attached to " + Name(s, o.attached_to) +
               ": it is not recalled (323.7 does not say whether \"Unattached\" governs bases "
               "too; read here as not, since an attached card's location is its Top-Most "
               "Card's, 434.4, and it does not move apart from it, 718.5.c)");
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
