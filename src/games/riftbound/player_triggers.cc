// Triggers on what a player does to another object: "When you empower something else" fires for
// each object the player controls on the board other than the one that became Empowered (441.2.a:
// becoming Empowered through the Empower action is an event abilities can reference), and "When you
// choose a friendly unit" for each object the player controls on the board when they choose one of
// their own units as a target of a spell or ability (355.5), beside "When you choose me" of the
// unit itself. "When you recycle one or more cards" for each object the player controls on the
// board, once for each instruction or cost that recycled cards (416.1; runes are not cards).
#include "games/riftbound/characteristics.h"
#include "games/riftbound/internal.h"

namespace arbiter::games::riftbound {
namespace {

// P's objects on the board, face up, other than `except`.
std::vector<ObjectId> BoardObjectsOf(const GameState& s, PlayerId p, ObjectId except) {
  std::vector<ObjectId> ids;
  for (const auto& o : s.objects) {
    if (o.controller == p && o.id != except && s.zone(o.zone).board && !o.face_down)
      ids.push_back(o.id);
  }
  return ids;
}

// Those of IDS with a triggered ability on TRIGGER.
std::vector<ObjectId> Listening(const GameState& s, const std::vector<ObjectId>& ids,
                                const std::string& trigger) {
  std::vector<ObjectId> out;
  for (ObjectId id : ids) {
    for (const auto& ab : s.obj(id).card.abilities) {
      if (ab.kind == "triggered" && ab.trigger == trigger) {
        out.push_back(id);
        break;
      }
    }
  }
  return out;
}

}  // namespace

void CollectEmpowerOtherTriggers(Engine& e, PlayerId p, ObjectId empowered, int parent) {
  const GameState& s = e.state();
  if (p == engine::kNoPlayer) return;
  const auto ids = Listening(s, BoardObjectsOf(s, p, empowered), "you-empower-other");
  if (ids.empty()) return;
  const int entry = e.Note(parent, {"441.2.a"},
                           "becoming Empowered is an event (" + PlayerName(s, p) + " empowered " +
                               Name(s, empowered) +
                               "): \"When you empower something else\" of their other objects "
                               "triggers");
  for (ObjectId id : ids) CollectAbilityTriggers(e, id, "you-empower-other", entry);
}

void CollectChosenTriggers(Engine& e, PlayerId p, ObjectId target, int parent) {
  const GameState& s = e.state();
  if (target == engine::kNoObject || s.obj(target).controller != p) return;
  CollectAbilityTriggers(e, target, "chosen", parent);  // "When you choose me"
  if (!IsUnit(s, target)) return;
  const auto ids =
      Listening(s, BoardObjectsOf(s, p, engine::kNoObject), "you-choose-friendly-unit");
  if (ids.empty()) return;
  const int entry = e.Note(parent, {"355.5"},
                           PlayerName(s, p) + " chooses " + Name(s, target) +
                               ", a friendly unit, as a target: \"When you choose a friendly "
                               "unit\" triggers");
  for (ObjectId id : ids)  // "ready it": the chosen unit (trigger_events.h EventObjectIsUnit)
    CollectAbilityTriggers(e, id, "you-choose-friendly-unit", entry,
                           TriggerEvent{s.obj(target).zone, target});
}

void CollectRecycleTriggers(Engine& e, PlayerId p, int n, int parent) {
  const GameState& s = e.state();
  if (p == engine::kNoPlayer || n <= 0) return;
  const auto ids = Listening(s, BoardObjectsOf(s, p, engine::kNoObject), "you-recycle");
  if (ids.empty()) return;
  const int entry = e.Note(parent, {"416.1"},
                           PlayerName(s, p) + " recycled " + std::to_string(n) +
                               " card(s): \"When you recycle one or more cards\" triggers once");
  for (ObjectId id : ids) CollectAbilityTriggers(e, id, "you-recycle", entry);
}

}  // namespace arbiter::games::riftbound
