// The end of a turn and the start of the next (315, 317; not during a Showdown, 347): heal, "this
// turn" effects expire (317.2.c; the 710 example), Awaken (315.1.b), and the Beginning Phase's
// Temporary (816); the Channel and Draw Phases and the Main Phase's start are in phases.cc.
#include <algorithm>

#include "games/riftbound/characteristics.h"
#include "games/riftbound/history.h"
#include "games/riftbound/internal.h"
#include "games/riftbound/points.h"
#include "util/strings.h"

namespace arbiter::games::riftbound {

void EndTurn(Engine& e, int parent) {
  GameState& s = e.state();
  // A Showdown in progress is a phase of the Main Phase (316.6, 316.8.b.1): during it the player
  // with Focus plays or passes (347), and it ends only when all have passed (347.2.a).
  if (ShowdownOpen(s)) {
    e.Refuse(parent, {"347", "316.6"},
             "the turn cannot end during a Showdown: the player with Focus plays or passes "
             "until every player has passed in sequence");
    return;
  }
  int entry = e.Note(parent, {"317.1"}, PlayerName(s, s.active) + "'s turn ends");
  CollectPlayerTriggers(e, s.active, "end-of-turn", entry);  // 317.1.a: "At the end of your turn"
  e.Settle(entry);
  for (auto& o : s.objects) {
    if (o.card.type == "Unit" && s.zone(o.zone).board && o.Counter("damage") > 0) {
      int d = o.Counter("damage");
      o.counters.erase("damage");
      e.Note(entry, {"317.2.b"}, Name(s, o.id) + " is healed",
             {{o.key, "damage", std::to_string(d), "0"}});
    }
  }
  MightWatch w = WatchAllMight(s);
  size_t before = s.effects.size();
  std::vector<std::string> expired;
  s.effects.erase(std::remove_if(s.effects.begin(), s.effects.end(),
                                 [&](const engine::Effect& f) {
                                   bool turn = f.duration == engine::Duration::kThisTurn ||
                                               f.duration == engine::Duration::kOnce;
                                   if (turn && f.target == engine::kNoObject && !f.reason.empty()) {
                                     expired.push_back(f.reason);
                                   }
                                   if (turn && f.target != engine::kNoObject) {
                                     s.dirty.push_back(f.target);
                                     expired.push_back(s.ObjectName(f.target) + ": " + f.reason);
                                   }
                                   return turn;
                                 }),
                  s.effects.end());
  // What happened "this turn" is forgotten with them (history.cc).
  if (ClearHistory(s) && s.effects.size() == before && ChangedSince(s, w)) {
    int x =
        e.Note(entry, {"317.2.c"}, "what happened this turn no longer counts for \"this turn\"");
    ReportMight(e, w, x);
  }
  if (s.effects.size() != before) {
    int x = e.Note(entry, {"317.2.c"}, "\"this turn\" effects expire: " + Join(expired, "; "));
    ReportMight(e, w, x);
  }
  // 423.1.a.2: stunned units lose the status in step 3d, as "this turn" effects expire.
  std::vector<std::string> unstunned;
  std::vector<engine::Change> stun_changes;
  for (auto& o : s.objects) {
    if (!o.status.erase("stunned")) continue;
    unstunned.push_back(s.ObjectName(o.id));
    stun_changes.push_back({o.key, "stunned", "true", "false"});
  }
  if (!unstunned.empty()) {
    e.Note(
        entry, {"423.1.a.2", "317.2.c"},
        Join(unstunned, ", ") + (unstunned.size() > 1 ? " lose" : " loses") + " the Stunned status",
        stun_changes);
  }
  for (auto it = s.vars.begin(); it != s.vars.end();) {
    it = StartsWith(it->first, "played:") ? s.vars.erase(it) : std::next(it);
  }
  s.vars["hold"] = 0;
  PlayerId was = s.active;
  s.active = Opponent(s, was);
  s.turn += 1;
  int start = e.Note(
      entry, {"317.3"},
      "turn " + std::to_string(s.turn) + ": " + PlayerName(s, s.active) + " is the Turn Player",
      {{"", "turn player", PlayerName(s, was), PlayerName(s, s.active)}});
  std::vector<std::string> readied;
  std::vector<engine::Change> ch;
  for (auto& o : s.objects) {
    if (o.controller == s.active && s.zone(o.zone).board && o.Has("exhausted")) {
      o.status.erase("exhausted");
      readied.push_back(s.ObjectName(o.id));
      ch.push_back({o.key, "exhausted", "true", "false"});
    }
  }
  if (!readied.empty()) {
    int awaken =
        e.Note(start, {"315.1.b", "415.3.a"},
               "Awaken: " + PlayerName(s, s.active) + " readies " + Join(readied, ", "), ch);
    for (const auto& c : ch) CollectAbilityTriggers(e, s.FindKey(c.object), "ready", awaken);
  }
  int beginning =
      e.Note(start, {"315.2.a.1"}, "Beginning Phase: start-of-phase effects take place");
  // 816.1.b/c: Temporary triggers at the start of its controller's Beginning Phase.
  std::vector<engine::PendingTrigger> kills;
  for (const auto& o : s.objects) {
    if (o.controller != s.active || !s.zone(o.zone).board) continue;
    bool present = HasKeywordForReference(s, o.id, "Temporary");
    if (!present) continue;
    if (!HasKeyword(s, o.id, "Temporary")) {
      e.Note(beginning, {"721.2", "718.2"}, s.ObjectName(o.id) + "'s Temporary does not trigger",
             {},
             {{"Temporary kills " + s.ObjectName(o.id),
               {"721.2", "718.2", "722.1"},
               s.ObjectName(o.id) + " is Attached to " + s.ObjectName(o.attached_to) +
                   ": its Rules Text is Inactive, so Temporary does not trigger (it still has the "
                   "keyword for effects that look for it)"}});
      continue;
    }
    int n = 0;
    for (const auto& k : Keywords(s, o.id)) n += k.name == "Temporary" && k.active;
    engine::PendingTrigger t;
    t.source = o.id;
    t.controller = o.controller;
    t.label = "Temporary";
    t.rules = {"816.1.b", "816.1.c"};
    t.program = {Action{"kill", {{"objects", std::string("$self")}}, 0}};
    t.parent = e.Note(beginning, {"816.1.c"},
                      s.ObjectName(o.id) + "'s Temporary triggers" +
                          (n > 1 ? " once (multiple instances are redundant, 816.2)" : ""));
    if (n > 1) e.Note(t.parent, {"816.2"}, "multiple instances of Temporary are redundant");
    kills.push_back(std::move(t));
  }
  e.AddPending(std::move(kills));
  CollectPlayerTriggers(e, s.active, "beginning-phase", beginning);
  CollectEachBeginningPhaseTriggers(e, beginning);
  e.Settle(beginning);
  if (Winner(s) != engine::kNoPlayer) return;  // 194.2: a Beginning Phase point won the game
  int scoring = e.Note(start, {"315.2.b"}, "Scoring step (after the Beginning step's effects)");
  for (ZoneId z = 0; z < static_cast<ZoneId>(s.zones.size()); ++z) {
    if (IsBattlefield(s, z) && s.zone(z).controller == s.active)
      Score(e, s.active, z, "hold", scoring);  // 469.2
  }
  e.Settle(scoring);
  if (Winner(s) != engine::kNoPlayer) return;  // 194.2: a point in this turn's start won the game
  RestOfStartOfTurn(e, start);                 // 315.3, 315.4, 316.1-316.4 (phases.cc)
}

}  // namespace arbiter::games::riftbound
