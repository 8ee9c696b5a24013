// The Standard Move (144) with Ganking (810), attached cards moving with their Top-Most Card
// (718.5.c, 719.3.a), and contesting a battlefield (450).
#include "games/riftbound/characteristics.h"
#include "games/riftbound/internal.h"
#include "games/riftbound/move_restrictions.h"
#include "util/strings.h"

namespace arbiter::games::riftbound {

void DoMove(Engine& e, const Action& a, Ctx ctx) {
  GameState& s = e.state();
  std::vector<ObjectId> units = ArgObjects(e, a, "objects", ctx);
  if (units.empty()) return;
  PlayerId p = s.obj(units[0]).controller;
  ZoneId to = ArgZone(e, a, "to", p);
  if (p != s.active) {
    e.Refuse(ctx.parent, {"144.1.a"},
             "a Standard Move is made during its controller's Action Phase");
    return;
  }
  if (ChainOpen(s)) {
    e.Refuse(ctx.parent, {"144.1.b"}, "a Standard Move cannot be made during a Closed State");
    return;
  }
  if (ShowdownOpen(s)) {
    e.Refuse(ctx.parent, {"144.1.c"}, "a Standard Move cannot be made during a Showdown");
    return;
  }
  std::vector<std::string> extra;
  bool ganking_from_effect_text = false;
  for (ObjectId u : units) {
    const auto& o = s.obj(u);
    if (o.attached_to != engine::kNoObject) {
      e.Refuse(ctx.parent, {"718.5.c"},
               Name(s, u) + " is attached to " + Name(s, o.attached_to) +
                   ": attached cards cannot be moved separately from their Top-Most Card");
      return;
    }
    if (!IsUnit(s, u) || !s.OnBoard(u)) {
      e.Refuse(ctx.parent, {"144"},
               Name(s, u) + " is not a unit on the board: only units have a Standard Move");
      return;
    }
    if (o.controller != p) {
      e.Refuse(ctx.parent, {"144.3.a"}, "units moved together must be the same player's");
      return;
    }
    if (o.Has("exhausted")) {
      e.Refuse(
          ctx.parent, {"144.2", "414.4"},
          Name(s, u) + " is exhausted: the Standard Move's cost (exhausting it) cannot be paid");
      return;
    }
    ZoneId from = o.zone;
    bool from_bf = IsBattlefield(s, from), to_bf = IsBattlefield(s, to);
    if (from == to) {
      e.Refuse(ctx.parent, {"144.4"}, Name(s, u) + " is already at " + ZoneLabel(s, to));
      return;
    }
    // "I can't move to base." and the like forbid the move (364.2, 410.1.b.3)
    if (const std::string why = MoveForbiddenBy(s, u, from, to); !why.empty()) {
      e.Refuse(ctx.parent, {"364.2", "410.1.b.3"},
               Name(s, u) + " cannot move to " + ZoneLabel(s, to) + ": forbidden by " + why);
      return;
    }
    if (from == Base(s, p) && to_bf) continue;  // 143.4.a
    if (from_bf && to == Base(s, p)) continue;  // 143.4.b
    if (from_bf && to_bf) {
      if (HasKeyword(s, u, "Ganking")) {
        std::string from_text;
        for (const auto& k : Keywords(s, u)) {
          if (k.name == "Ganking" && k.active && k.rule == "718.3") from_text = " from " + k.from;
        }
        extra.push_back(Name(s, u) + " has Ganking" + from_text +
                        ": it may move from battlefield to battlefield");
        if (!from_text.empty()) ganking_from_effect_text = true;
        continue;
      }
      e.Refuse(ctx.parent, {"144.4", "810.1.b"},
               Name(s, u) + " cannot move from battlefield to battlefield without [Ganking]");
      return;
    }
    e.Refuse(ctx.parent, {"144.4"},
             Name(s, u) + " cannot make a Standard Move from " + ZoneLabel(s, from) + " to " +
                 ZoneLabel(s, to));
    return;
  }
  // One unit moves by 143 (its cost 144.2); several at once by 144.3 (costs paid together,
  // 144.3.c).
  const bool several = units.size() > 1;
  int entry =
      e.Note(ctx.parent,
             several ? std::vector<std::string>{"144.3", "144"} : std::vector<std::string>{"144"},
             PlayerName(s, p) + " makes a Standard Move to " + ZoneLabel(s, to));
  for (const auto& x : extra) {
    std::vector<std::string> r = {"810.1.b", "810.1.c"};
    if (ganking_from_effect_text) r.insert(r.begin(), "718.3");
    e.Note(entry, r, x);
  }
  for (ObjectId u : units) {
    engine::Event ex;
    ex.kind = "exhaust";
    ex.object = u;
    ex.parent = entry;
    ex.rules =
        several ? std::vector<std::string>{"144.3.c", "144.2"} : std::vector<std::string>{"144.2"};
    e.Perform(ex);
  }
  for (ObjectId u : units) {
    engine::Event mv;
    mv.kind = "move";
    mv.object = u;
    mv.to = to;
    mv.parent = entry;
    mv.rules = {"144"};
    e.Perform(mv);
  }
  // 450, 190.3.a.1: a battlefield its units' controller does not control becomes Contested,
  // unless it already is; the next Cleanup stages a Showdown there (323.8, showdown.cc).
  if (IsBattlefield(s, to) && s.zone(to).controller != p && !s.zone(to).status.count("contested")) {
    s.zone(to).status.insert("contested");
    s.vars["contested-by:" + s.zone(to).name] = p;
    s.vars["contested-new:" + s.zone(to).name] = 1;
    e.Note(entry, {"450", "190.3.a.1"}, ZoneLabel(s, to) + " becomes Contested");
  }
  e.Note(entry, {"453"}, "the Move is complete: a Cleanup follows");
}

}  // namespace arbiter::games::riftbound
