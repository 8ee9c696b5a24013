// Scoring (445-448) as the events card abilities wait for: a player Conquers a battlefield when
// they gain control of it (469.1) and Holds one they control in their Beginning Phase (469.2), at
// most once per battlefield per turn (470); each fires the Conquer or Hold abilities at that
// battlefield (471.2.a, 471.2.b) (a battlefield already scored this turn is neither conquered nor
// held, 469.1, 469.2): "When I conquer/hold" of the player's units there and "When you
// conquer/hold" of everything the player controls on the board, and "When you conquer/hold here" of
// the battlefield card there (a Battlefield object in the battlefield's zone). Each Score gains a
// point (471.1; the Final Point of a Conquer, 471.1.b; points.cc keeps the totals).
#include "games/riftbound/history.h"
#include "games/riftbound/internal.h"
#include "games/riftbound/points.h"
#include "games/riftbound/trigger_events.h"
#include "util/strings.h"

namespace arbiter::games::riftbound {
namespace {

// 471.1: a Score gains up to one point. The Final Point of a Conquer (471.1.b): a player 1 point
// from the Victory Score or closer gains it only if they have scored every battlefield this
// turn, and otherwise draws a card instead (471.1.b.1). A Hold's point has no such restriction
// (471.1.a.1).
void ScorePoint(Engine& e, PlayerId p, bool conquer, int parent) {
  GameState& s = e.state();
  const std::string who = PlayerName(s, p);
  if (!conquer || Points(s, p) < kVictoryScore - 1) {
    GainPoints(e, p, 1, {"471.1"}, who + " gains 1 point", parent);
    return;
  }
  std::vector<std::string> unscored;
  for (ZoneId z = 0; z < static_cast<ZoneId>(s.zones.size()); ++z) {
    if (!IsBattlefield(s, z)) continue;
    auto it = s.vars.find("scored:" + s.zone(z).name + ":" + std::to_string(p));
    if (it == s.vars.end() || it->second != s.turn) unscored.push_back(ZoneLabel(s, z));
  }
  if (unscored.empty()) {
    GainPoints(e, p, 1, {"471.1.b", "471.1.b.1"},
               who +
                   " is 1 point from the Victory Score and has scored every battlefield this "
                   "turn: " +
                   who + " gains the Final Point",
               parent);
    return;
  }
  const int entry =
      e.Note(parent, {"471.1.b", "471.1.b.1"},
             who + " is 1 point from the Victory Score but has not scored " + Join(unscored, ", ") +
                 " this turn: " + who + " draws a card instead of gaining the Final Point");
  Action draw;
  draw.verb = "draw";
  draw.args["count"] = static_cast<int64_t>(1);
  Exec(e, draw, Ctx{engine::kNoObject, p, {}, entry});
}

}  // namespace

void CollectPlayerTriggers(Engine& e, PlayerId p, const std::string& trigger, int parent,
                           const TriggerEvent& ev) {
  std::vector<ObjectId> ids;
  for (const auto& o : e.state().objects) {
    if (o.controller == p && e.state().zone(o.zone).board && !o.face_down) ids.push_back(o.id);
  }
  for (ObjectId id : ids) CollectAbilityTriggers(e, id, trigger, parent, ev);
}

void Score(Engine& e, PlayerId p, ZoneId z, const std::string& how, int parent) {
  GameState& s = e.state();
  const bool conquer = how == "conquer";
  const std::string var = "scored:" + s.zone(z).name + ":" + std::to_string(p);
  auto it = s.vars.find(var);
  if (it != s.vars.end() && it->second == s.turn) {
    // v1.4: a Conquer (469.1) and a Hold (469.2) are of a battlefield the player "did not yet
    // Score this turn" (v1.2's Hold, 446.2, had no such words: only 447, now 470, refused the
    // second score). So this is no Hold or Conquer at all, and no Hold/Conquer ability triggers.
    e.Note(
        parent, {conquer ? "469.1" : "469.2", "470"},
        PlayerName(s, p) + " already scored " + ZoneLabel(s, z) + " this turn: " +
            (conquer ? "gaining control of it is no Conquer" : "keeping control of it is no Hold") +
            " (no second score), and its " + how + " abilities do not trigger");
    return;
  }
  s.vars[var] = s.turn;
  int entry = e.Note(
      parent, {conquer ? "469.1" : "469.2", conquer ? "471.2.a" : "471.2.b"},
      PlayerName(s, p) + (conquer ? " conquers " : " holds ") + ZoneLabel(s, z) + " and scores");
  ScorePoint(e, p, conquer, entry);
  if (!conquer) RecordHoldPoint(s, p);     // a Hold's point (471.1.a.1; history.cc)
  for (ObjectId id : s.zone(z).objects) {  // "if I didn't conquer this turn" (history.cc)
    if (conquer && s.obj(id).controller == p && s.obj(id).card.type == "Unit")
      RecordConquered(s, id);
  }
  for (ObjectId id : s.zone(z).objects) {
    const auto& o = s.obj(id);
    if (o.controller == p && o.card.type == "Unit" && !o.face_down) {
      const bool attacked = o.Has("attacker");
      CollectAbilityTriggers(e, id, how, entry);
      // "When I conquer after an attack": a conquer that follows a combat I attacked in (the
      // designation stays until the combat ends, 466.7.a).
      if (conquer && attacked) CollectAbilityTriggers(e, id, "conquer-after-attack", entry);
    }
  }
  CollectPlayerTriggers(e, p, "you-" + how, entry, TriggerEvent{z});  // "at that battlefield"
  CollectBattlefieldTriggers(e, z, p, how + "-here", entry);
  FireEvent(e, GameEvent{"score", engine::kNoObject, p, z}, entry);  // "When an opponent scores"
}

void CollectBattlefieldTriggers(Engine& e, ZoneId z, PlayerId p, const std::string& trigger,
                                int parent) {
  GameState& s = e.state();
  std::vector<engine::PendingTrigger> out;
  for (ObjectId id : s.zone(z).objects) {
    const auto& o = s.obj(id);
    if (o.card.type != "Battlefield") continue;
    for (size_t i = 0; i < o.card.abilities.size(); ++i) {
      const auto& ab = o.card.abilities[i];
      if (ab.kind != "triggered" || ab.trigger != trigger) continue;
      if (!TriggerConditionMet(e, ab, id, p, TriggerEvent{z}, parent)) continue;  // 383.2.a.1
      engine::PendingTrigger t;
      t.source = id;
      t.controller = p;  // "you": the player who conquers, holds or defends here
      t.ability = static_cast<int>(i);
      t.label = ab.text;
      t.rules = {"382"};
      t.program = ab.effect;
      t.parent = parent;
      out.push_back(std::move(t));
    }
  }
  e.AddPending(std::move(out));
}

}  // namespace arbiter::games::riftbound
