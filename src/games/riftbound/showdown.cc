// Showdowns outside combat and Focus (v1.4: 313, 316.8.b, 323.6, 323.8, 323.11, 323.12, 341-348).
//
// A unit that moves to a battlefield its controller does not control applies Contested (450,
// 190.3.a.1; move.cc). In the Cleanup after it (453) a Showdown is marked Staged there (323.8);
// with no units of another player there no Combat is staged (323.9), and in a Neutral Open State
// the Turn Player picks one such battlefield and a Non-Combat Showdown begins (323.12, 344.2,
// 316.8.b.1), the player who applied Contested gaining Focus (345). The player with Focus plays a
// legally timed card or ability (347.1; the chain it starts closes, and Focus passes, 347.1.b,
// 346, but not after a chain a triggered ability opened, 346.1) or passes (347.2.b); once every
// player has passed in sequence the Showdown closes (347.2.a, 348) and, if only one player's units
// remain, that player establishes Control, a Conquer if not yet scored this turn (348.2.a,
// 348.2.a.1, 469.1). Units of another player that become present turn it into a Combat Showdown
// in the following Cleanup (316.8.b.1.a, 323.14, 460.1; combat.cc).
//
// Bookkeeping in GameState::vars: "showdown" (1 while one is in progress), "showdown-at" (the
// Non-Combat Showdown's battlefield + 1), "focus" (the Focus holder + 1), "focus-passes" (passes in
// sequence), "showdown-chain" (1: a chain a player opened during the Showdown, 2: one a triggered
// ability opened), "contested-new:<bf>" (Contested applied since the last Cleanup) and
// "showdown-staged:<bf>".
#include <set>

#include "games/riftbound/characteristics.h"
#include "games/riftbound/internal.h"
#include "util/strings.h"

namespace arbiter::games::riftbound {
namespace {

std::set<PlayerId> UnitControllersAt(const GameState& s, ZoneId z) {
  std::set<PlayerId> out;
  for (ObjectId id : s.zone(z).objects) {
    if (IsUnit(s, id) && !s.obj(id).face_down) out.insert(s.obj(id).controller);
  }
  return out;
}

PlayerId ContestedBy(const GameState& s, ZoneId z) {
  auto it = s.vars.find("contested-by:" + s.zone(z).name);
  return it == s.vars.end() ? engine::kNoPlayer : static_cast<PlayerId>(it->second);
}

int64_t Var(const GameState& s, const std::string& name) {
  auto it = s.vars.find(name);
  return it == s.vars.end() ? 0 : it->second;
}

PlayerId NextPlayer(const GameState& s, PlayerId p) {
  return (p + 1) % static_cast<PlayerId>(s.players.size());
}

// Cleanup steps 4, 6 and 8 at battlefields that were Contested since the last Cleanup or still
// are: control lost without units (323.6, only where a Showdown is staged in this Cleanup: see
// .notes/for-engine.md), a Showdown marked Staged (323.8) or no longer Staged (323.8.a), and
// Contested removed when its player has no units there and nothing is ongoing (323.11, 190.3.b.1).
bool StageShowdowns(Engine& e, int parent) {
  GameState& s = e.state();
  bool changed = false;
  for (ZoneId z = 0; z < static_cast<ZoneId>(s.zones.size()); ++z) {
    if (!IsBattlefield(s, z)) continue;
    const std::string bf = s.zone(z).name;
    const bool ongoing = Var(s, "showdown-at") == z + 1 || Var(s, "combat") == z + 1;
    const std::set<PlayerId> present = UnitControllersAt(s, z);
    const PlayerId by = ContestedBy(s, z);
    if (Var(s, "contested-new:" + bf) != 0) {
      s.vars.erase("contested-new:" + bf);
      // Step 4 (323.6): the controller without units there loses control (Open State, nothing
      // ongoing there), before the Showdown is staged (step 6).
      const PlayerId was = s.zone(z).controller;
      if (was != engine::kNoPlayer && !present.count(was) && !ChainOpen(s) && !ongoing) {
        s.zone(z).controller = engine::kNoPlayer;
        e.Note(parent, {"323.6", "190.4.c"},
               PlayerName(s, was) + " has no units at " + ZoneLabel(s, z) +
                   " and nothing is ongoing there: " + PlayerName(s, was) + " loses control of it",
               {{"", bf + ".controller", PlayerName(s, was), "none"}});
      }
      if (!ongoing) {
        s.vars["showdown-staged:" + bf] = 1;
        e.Note(parent, {"323.8", "316.8.b"},
               "a Showdown is marked as Staged at " + ZoneLabel(s, z) + " (" + PlayerName(s, by) +
                   " applied Contested to it)");
        changed = true;
      }
    }
    if (Var(s, "showdown-staged:" + bf) != 0 &&
        (!s.zone(z).status.count("contested") || !present.count(by))) {
      s.vars.erase("showdown-staged:" + bf);
      e.Note(parent, {"323.8.a"},
             "the Showdown staged at " + ZoneLabel(s, z) + " is no longer Staged: " +
                 PlayerName(s, by) + ", who applied Contested, has no units there");
      changed = true;
    }
    if (s.zone(z).status.count("contested") && !ongoing && !present.count(by) &&
        Var(s, "showdown-staged:" + bf) == 0) {
      s.zone(z).status.erase("contested");
      s.vars.erase("contested-by:" + bf);
      e.Note(parent, {"323.11", "190.3.b.1"},
             ZoneLabel(s, z) + " is no longer Contested: " + PlayerName(s, by) +
                 ", who applied Contested, has no units there and no Showdown or Combat is "
                 "ongoing there");
      changed = true;
    }
  }
  return changed;
}

}  // namespace

PlayerId FocusHolder(const GameState& s) {
  const int64_t f = Var(s, "focus");
  return f == 0 ? engine::kNoPlayer : static_cast<PlayerId>(f - 1);
}

void GiveFocus(Engine& e, PlayerId p, int parent, const std::vector<std::string>& rules,
               const std::string& text) {
  e.state().vars["focus"] = p + 1;
  e.Note(parent, rules, text);
}

bool FocusAllows(const GameState& s, PlayerId p, std::string* why) {
  if (!ShowdownOpen(s) || ChainOpen(s)) return true;
  const PlayerId f = FocusHolder(s);
  if (f == engine::kNoPlayer || f == p) return true;
  *why = PlayerName(s, f) + " has Focus: in a Showdown's Open State only the player with Focus " +
         "may play cards or activate abilities";
  return false;
}

bool ShowdownStateChecks(Engine& e, int parent) {
  GameState& s = e.state();
  bool changed = StageShowdowns(e, parent);
  // 323.12: a Neutral Open State (308.2, 309.2) and no pending item (they go on the chain first).
  if (ChainOpen(s) || ShowdownOpen(s) || Var(s, "combat") != 0 || e.HasPending()) return changed;
  std::vector<ZoneId> staged;
  for (ZoneId z = 0; z < static_cast<ZoneId>(s.zones.size()); ++z) {
    if (!IsBattlefield(s, z) || Var(s, "showdown-staged:" + s.zone(z).name) == 0) continue;
    // Only where no Combat is staged (323.12); where one is, combat.cc opens a Combat Showdown
    // (323.13, 461.3).
    if (UnitControllersAt(s, z).size() < 2) staged.push_back(z);
  }
  if (staged.empty()) return changed;
  ZoneId z = staged[0];
  if (staged.size() > 1) {
    engine::ChoiceRequest req;
    req.kind = "showdown";
    req.player = s.active;
    for (ZoneId c : staged) req.options.push_back(s.zone(c).name);
    req.rule = "323.12";
    req.prompt = PlayerName(s, s.active) +
                 " (the Turn Player) chooses the battlefield where a Showdown begins";
    auto ans = e.Choose(req, parent);
    for (ZoneId c : staged) {
      if (!ans.picks.empty() && s.zone(c).name == ans.picks[0]) z = c;
    }
  }
  s.vars.erase("showdown-staged:" + s.zone(z).name);
  const PlayerId by = ContestedBy(s, z);
  s.vars["showdown"] = 1;
  s.vars["showdown-at"] = z + 1;
  s.vars["focus-passes"] = 0;
  int entry = e.Note(parent, {"323.12", "344.2", "316.8.b.1"},
                     "a Showdown begins at " + ZoneLabel(s, z) +
                         ": a Non-Combat Showdown (no units of another player are there), a "
                         "stand-alone phase that creates no Combat");
  GiveFocus(
      e, by, entry, {"345", "313.2"},
      PlayerName(s, by) + " applied Contested: " + PlayerName(s, by) + " gains Focus and Priority");
  return true;
}

void TrackShowdownChain(Engine& e, int parent) {
  GameState& s = e.state();
  if (!ShowdownOpen(s)) {
    s.vars.erase("showdown-chain");
    return;
  }
  if (ChainOpen(s)) {
    if (Var(s, "showdown-chain") != 0) return;
    // The first item of the chain (its bottom) says what opened it: a triggered ability (an
    // Ability item not marked as activated, activate.cc) or a player's play or activation.
    const auto& items = s.zone(Chain(s)).objects;
    const auto& bottom = s.obj(items.back());
    const bool by_trigger =
        bottom.card.type == "Ability" && !bottom.stack.choices.count("activated");
    s.vars["showdown-chain"] = by_trigger ? 2 : 1;
    return;
  }
  const int64_t how = Var(s, "showdown-chain");
  if (how == 0) return;
  s.vars.erase("showdown-chain");
  const PlayerId f = FocusHolder(s);
  if (f == engine::kNoPlayer) return;
  if (how == 2) {
    e.Note(parent, {"346.1"},
           "the chain closes, but it opened with a triggered ability: Focus does not pass (" +
               PlayerName(s, f) + " keeps it)");
    return;
  }
  s.vars["focus-passes"] = 0;
  const PlayerId next = NextPlayer(s, f);
  GiveFocus(e, next, parent, {"347.1.b", "346"},
            "the chain " + PlayerName(s, f) + " started during the Showdown has closed: Focus " +
                "passes to " + PlayerName(s, next) + ", who gains Focus and Priority");
}

void PassInShowdown(Engine& e, PlayerId who, int parent) {
  GameState& s = e.state();
  PlayerId f = FocusHolder(s);
  if (f == engine::kNoPlayer) f = s.active;
  const int n = static_cast<int>(s.players.size());
  if (who != engine::kNoPlayer && who != f) {
    e.Refuse(parent, {"313.1", "347"},
             PlayerName(s, who) + " cannot pass Focus: " + PlayerName(s, f) + " has it");
    return;
  }
  // Without a player, every player passes in turn from the Focus holder until all have passed
  // once in sequence; with one, that player passes once.
  do {
    const int passes = static_cast<int>(++s.vars["focus-passes"]);
    if (passes >= n) {
      e.Note(parent, {"347.2", "347.2.a"},
             PlayerName(s, f) +
                 " passes: every player has passed once in sequence, so the "
                 "Showdown ends");
      break;
    }
    const PlayerId next = NextPlayer(s, f);
    GiveFocus(e, next, parent, {"347.2", "347.2.b"},
              PlayerName(s, f) + " passes: Focus passes to " + PlayerName(s, next) +
                  ", who gains Focus and Priority");
    f = next;
  } while (who == engine::kNoPlayer);
  if (s.vars["focus-passes"] < n) return;
  s.vars["focus"] = 0;
  s.vars["focus-passes"] = 0;
  CloseShowdown(e, parent);
}

void CloseNonCombatShowdown(Engine& e, ZoneId z, int parent) {
  GameState& s = e.state();
  s.vars["showdown"] = 0;
  s.vars["showdown-at"] = 0;
  const std::set<PlayerId> present = UnitControllersAt(s, z);
  int entry =
      e.Note(parent, {"348", "348.2"}, "the Non-Combat Showdown at " + ZoneLabel(s, z) + " closes");
  if (present.size() != 1) {
    // 348.2.a has nothing to do; Contested stays until the next Cleanup removes it (323.11).
    e.Note(entry, {"348.2.a"},
           "no player's units remain at " + ZoneLabel(s, z) + ": no one establishes Control");
    return;
  }
  const PlayerId p = *present.begin();
  const PlayerId was = s.zone(z).controller;
  if (was == p) {
    e.Note(entry, {"348.2.a"},
           "only " + PlayerName(s, p) + "'s units remain, and " + PlayerName(s, p) +
               " already controls " + ZoneLabel(s, z) + ": nothing changes");
  } else {
    s.zone(z).controller = p;
    int est = e.Note(entry, {"348.2.a", "190.4"},
                     "only " + PlayerName(s, p) + "'s units remain at " + ZoneLabel(s, z) + ": " +
                         PlayerName(s, p) + " establishes Control of it",
                     {{"", s.zone(z).name + ".controller", PlayerName(s, was), PlayerName(s, p)}});
    e.Note(est, {"348.2.a.1"},
           "establishing Control is a Conquer if " + PlayerName(s, p) + " has not yet scored " +
               ZoneLabel(s, z) + " this turn");
    Score(e, p, z, "conquer", est);
  }
  // Contested remains until Control is established (190.3.b).
  s.zone(z).status.erase("contested");
  s.vars.erase("contested-by:" + s.zone(z).name);
}

}  // namespace arbiter::games::riftbound
