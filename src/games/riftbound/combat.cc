// Combat (460-466; a Non-Combat Showdown becoming a Combat Showdown: 323.14, 460.1): staging (461:
// the Turn Player chooses among several Staged Combats, a Combat no longer Staged is not resolved),
// the Showdown step with Attacker/Defender designations (Assault 807, Shield 814 apply), combat
// damage assignment with lethal-first and Tank (443.1.d, 815), and the resolution step.
#include <algorithm>
#include <map>
#include <set>

#include "games/riftbound/characteristics.h"
#include "games/riftbound/delayed.h"
#include "games/riftbound/history.h"
#include "games/riftbound/internal.h"
#include "games/riftbound/trigger_events.h"
#include "util/strings.h"

namespace arbiter::games::riftbound {
namespace {

std::vector<ObjectId> UnitsAt(const GameState& s, ZoneId z, const std::string& flag) {
  std::vector<ObjectId> out;
  for (ObjectId id : s.zone(z).objects) {
    if (IsUnit(s, id) && !s.obj(id).face_down && (flag.empty() || s.obj(id).Has(flag)))
      out.push_back(id);
  }
  return out;
}

// True when the unit's own text has the modelled passive whose instruction is `verb`
// ("assigned_last": "I must be assigned combat damage last.", "no_combat_damage": "I don't deal
// combat damage."; card_text.cc).
bool HasPassive(const GameState& s, ObjectId id, const std::string& verb) {
  for (const engine::Ability& ab : s.obj(id).card.abilities) {
    if (ab.kind == "static" && ab.not_modelled.empty() && !ab.effect.empty() &&
        ab.effect[0].verb == verb)
      return true;
  }
  return false;
}

// Backline (826.3) or its words: assigned combat damage after the units without it.
bool AssignedLast(const GameState& s, ObjectId id) {
  return HasKeyword(s, id, "Backline") || HasPassive(s, id, "assigned_last");
}

// One player's assignment of `total` damage among `victims` (443.1.d).
std::map<ObjectId, int> Assign(Engine& e, PlayerId player, int total, std::vector<ObjectId> victims,
                               int parent) {
  GameState& s = e.state();
  std::map<ObjectId, int> out;
  if (victims.empty() || total <= 0) return out;
  bool any_tank = false, any_backline = false;
  for (ObjectId v : victims) {
    any_tank = any_tank || HasKeyword(s, v, "Tank");
    any_backline = any_backline || AssignedLast(s, v);
  }
  if (victims.size() > 1) {
    engine::ChoiceRequest req;
    req.kind = "damage-order";
    req.player = player;
    req.ordered = true;
    req.min = req.max = static_cast<int>(victims.size());
    for (ObjectId v : victims) req.options.push_back(Key(s, v));
    req.rule = any_tank ? "815.1.c.2" : any_backline ? "826.4.b" : "465.2.c.3";
    req.prompt = PlayerName(s, player) + " chooses the order in which to assign " +
                 std::to_string(total) + " combat damage";
    auto ans = e.Choose(req, parent);
    victims.clear();
    for (const auto& k : ans.picks) victims.push_back(s.FindKey(k));
  }
  if (any_tank) {
    // 815.1.b, 815.1.c.2: units without Tank are invalid assignments until every Tank unit has
    // lethal damage assigned.
    std::vector<ObjectId> tanks, others;
    for (ObjectId v : victims) (HasKeyword(s, v, "Tank") ? tanks : others).push_back(v);
    bool legal = true;
    bool seen_other = false;
    for (ObjectId v : victims) {
      if (!HasKeyword(s, v, "Tank"))
        seen_other = true;
      else if (seen_other)
        legal = false;
    }
    std::vector<ObjectId> fixed = tanks;
    fixed.insert(fixed.end(), others.begin(), others.end());
    if (!legal) {
      std::vector<std::string> names;
      for (ObjectId v : victims) names.push_back(Name(s, v));
      e.Note(parent, {"815.1.c.2"}, "the Tank units are assigned damage first", {},
             {{"assigning in the order " + Join(names, ", "),
               {"815.1.b", "815.1.c.2"},
               "a unit without Tank cannot be assigned damage before every Tank unit has lethal "
               "damage"}});
    }
    victims = fixed;
  }
  if (any_backline) {
    // 826.3, 826.4.b: units with Backline are invalid assignments until every unit without it has
    // lethal damage assigned. A unit with Tank and Backline (placed first above) keeps its place
    // when the player put it before the others: either requirement may be fulfilled (465.2.c.8).
    std::vector<ObjectId> first, last;
    bool seen_plain = false;
    for (ObjectId v : victims) {
      const bool back = AssignedLast(s, v), tank = HasKeyword(s, v, "Tank");
      if (!back) seen_plain = true;
      ((back && !(tank && !seen_plain)) ? last : first).push_back(v);
    }
    std::vector<ObjectId> fixed = first;
    fixed.insert(fixed.end(), last.begin(), last.end());
    if (fixed != victims) {
      std::vector<std::string> names;
      for (ObjectId v : victims) names.push_back(Name(s, v));
      e.Note(parent, {"826.4.b"}, "the Backline units are assigned damage last", {},
             {{"assigning in the order " + Join(names, ", "),
               {"826.3", "826.4.b"},
               "a unit with Backline cannot be assigned damage before every unit without it has "
               "lethal damage"}});
    }
    victims = fixed;
  }
  int remaining = total;
  for (size_t i = 0; i < victims.size() && remaining > 0; ++i) {
    ObjectId v = victims[i];
    int lethal = std::max(1, MightValue(s, v) - s.obj(v).Counter("damage"));
    bool last = i + 1 == victims.size();
    int amount = last ? remaining : std::min(remaining, lethal);
    remaining -= amount;
    out[v] += amount;
    std::vector<std::string> rules = {"465.2.c.3"};
    std::string why = "lethal is " + std::to_string(lethal);
    if (HasKeyword(s, v, "Tank")) {
      rules.insert(rules.begin(), {"815", "815.1.b"});  // the Tank keyword governs the order
      why += "; it has Tank";
    } else if (AssignedLast(s, v)) {
      rules.insert(rules.begin(), {"826", "826.4.b"});  // the Backline keyword or its words
      why += HasKeyword(s, v, "Backline") ? "; it has Backline"
                                          : "; it must be assigned combat damage last";
    }
    if (last && amount > lethal) {
      rules.push_back("465.2.c.4");
      why += "; no unit remains, so the rest goes here too";
      // Damage beyond lethal (465.2.c.4) is what card text calls excess damage: "When I conquer,
      // if you assigned 3 or more excess damage" (conditions.cc reads it).
      s.vars["combat-excess:" + std::to_string(player)] += amount - lethal;
    }
    e.Note(parent, rules,
           PlayerName(s, player) + " assigns " + std::to_string(amount) + " to " + Name(s, v) +
               " (" + why + ")");
  }
  return out;
}

// Step 3's combat result (466.3), after the Combat Cleanup: a player who received the Attacker
// or Defender designation wins when they are the only player with units remaining at `z`
// (466.3.a) and the other designated player loses (466.3.b); units there share their controller's
// result (466.3.c). No Result when attackers were recalled in step 3d, or when both or neither
// have units there (466.3.d). A win fires "When I win a combat" of the winner's units there,
// "When you win a combat" of what the winner controls, and "When you win a combat here" of the
// battlefield card.
void CombatResult(Engine& e, ZoneId z, bool recalled, int parent) {
  GameState& s = e.state();
  const PlayerId attacker = static_cast<PlayerId>(s.vars["combat-attacker"] - 1);
  const PlayerId defender = static_cast<PlayerId>(s.vars["combat-defender"] - 1);
  s.vars.erase("combat-attacker");
  s.vars.erase("combat-defender");
  std::set<PlayerId> present;
  for (ObjectId id : UnitsAt(s, z, "")) present.insert(s.obj(id).controller);
  const PlayerId winner = present.size() == 1 ? *present.begin() : engine::kNoPlayer;
  if (recalled || winner == engine::kNoPlayer || (winner != attacker && winner != defender)) {
    e.Note(parent, {"466.3.d"},
           "combat result at " + ZoneLabel(s, z) + ": No Result (" +
               (recalled          ? "attackers were recalled in the Combat Cleanup"
                : present.empty() ? "neither player has units there"
                                  : "both players have units there") +
               ")");
    return;
  }
  const PlayerId loser = winner == attacker ? defender : attacker;
  const int entry =
      e.Note(parent, {"466.3.a", "466.3.b", "466.3.c"},
             PlayerName(s, winner) + " wins the combat at " + ZoneLabel(s, z) +
                 " (the only player with units remaining there)" +
                 (loser != engine::kNoPlayer ? "; " + PlayerName(s, loser) + " loses it" : ""));
  for (ObjectId id : UnitsAt(s, z, "")) RecordWonCombat(s, id);  // history.cc (nth_time.cc)
  for (ObjectId id : UnitsAt(s, z, "")) CollectAbilityTriggers(e, id, "win-combat", entry);
  for (ObjectId id : UnitsAt(s, z, ""))  // "When it wins a combat this turn" (delayed.cc)
    FireDelayedTriggers(e, id, "win-combat", entry);
  CollectPlayerTriggers(e, winner, "you-win-combat", entry);
  CollectBattlefieldTriggers(e, z, winner, "win-combat-here", entry);
}

}  // namespace

bool StartCombatIfStaged(Engine& e, int parent) {
  GameState& s = e.state();
  if (ChainOpen(s) || s.vars["combat"] != 0) return false;
  // A Non-Combat Showdown in progress (showdown.cc): only a Combat staged at its battlefield can
  // begin now, turning it into a Combat Showdown (323.14, 460.1); the others wait (323.13 needs a
  // Neutral Open State).
  const ZoneId ongoing = static_cast<ZoneId>(s.vars["showdown-at"] - 1);
  if (ShowdownOpen(s) && ongoing < 0) return false;
  // A Combat is Staged at a battlefield with units of two opposing players (461, 323.9).
  std::vector<ZoneId> staged;
  for (ZoneId z = 0; z < static_cast<ZoneId>(s.zones.size()); ++z) {
    if (!IsBattlefield(s, z)) continue;
    std::set<PlayerId> players;
    for (ObjectId id : UnitsAt(s, z, "")) players.insert(s.obj(id).controller);
    const std::string var = "staged:" + s.zone(z).name;
    if (players.size() >= 2) {
      staged.push_back(z);
    } else if (s.vars.count(var)) {
      // 461.2, 323.10: a Combat that stops being Staged before its steps begin is not resolved.
      s.vars.erase(var);
      e.Note(parent, {"461.2", "323.10"},
             "the Combat staged at " + ZoneLabel(s, z) +
                 " is no longer Staged (units of two opposing players are no longer there): it "
                 "is not resolved");
    }
  }
  if (staged.empty()) return false;
  if (ongoing >= 0) {
    bool here = false;
    for (ZoneId c : staged) {
      if (c == ongoing)
        here = true;
      else
        s.vars["staged:" + s.zone(c).name] = 1;  // waits for a Neutral Open State (323.13)
    }
    if (!here) return false;
    staged = {ongoing};
  }
  ZoneId z = staged[0];
  if (staged.size() > 1) {
    // 461.1, 323.13: with Combats Staged at more than one battlefield, the Turn Player chooses
    // where Combat begins; the others stay Staged while units of two players remain (323.9.a).
    engine::ChoiceRequest req;
    req.kind = "combat";
    req.player = s.active;
    for (ZoneId c : staged) req.options.push_back(s.zone(c).name);
    req.rule = "461.1";
    req.prompt =
        PlayerName(s, s.active) + " (the Turn Player) chooses which Combat to resolve first";
    auto ans = e.Choose(req, parent);
    for (ZoneId c : staged) {
      if (!ans.picks.empty() && s.zone(c).name == ans.picks[0]) z = c;
    }
    for (ZoneId c : staged) {
      if (c != z) s.vars["staged:" + s.zone(c).name] = 1;
    }
  }
  s.vars.erase("staged:" + s.zone(z).name);
  auto it = s.vars.find("contested-by:" + s.zone(z).name);
  PlayerId attacker = it != s.vars.end() ? static_cast<PlayerId>(it->second) : s.active;
  int entry;
  if (ongoing >= 0) {
    // 316.8.b.1.a, 323.14, 460.1, 344.1: units of another player became present during the
    // Non-Combat Showdown; it becomes a Combat Showdown and a Combat begins there.
    entry = e.Note(parent, {"323.14", "460.1", "344.1", "316.8.b.1.a"},
                   "units of two opposing players are at " + ZoneLabel(s, z) +
                       ", where a Non-Combat Showdown is ongoing: it becomes a Combat Showdown "
                       "and a Combat begins there; " +
                       PlayerName(s, attacker) + " (who applied Contested) is the Attacker");
    s.vars["showdown-at"] = 0;
  } else {
    std::vector<std::string> rules = {"460", "464.2"};
    if (staged.size() > 1) rules.insert(rules.begin() + 1, {"461.1", "323.13"});
    entry =
        e.Note(parent, rules,
               "Combat at " + ZoneLabel(s, z) + ": a Showdown opens; " + PlayerName(s, attacker) +
                   " is the Attacker" +
                   (staged.size() > 1 ? " (the Turn Player's choice of the Staged Combats)" : ""));
    if (s.vars.erase("showdown-staged:" + s.zone(z).name)) {
      e.Note(entry, {"461.3", "323.8"},
             "a Showdown and a Combat are both Staged at " + ZoneLabel(s, z) +
                 ": the Showdown opens as a Combat Showdown");
    }
  }
  s.vars["combat"] = z + 1;
  s.vars["showdown"] = 1;
  for (PlayerId q = 0; q < static_cast<PlayerId>(s.players.size()); ++q)
    s.vars.erase("combat-excess:" + std::to_string(q));  // this combat's excess damage (465.2.c.4)
  // The players who receive the Attacker and Defender designations (464.2.c.3), for the combat
  // result (466.3.a, 466.3.b).
  s.vars["combat-attacker"] = attacker + 1;
  for (ObjectId id : UnitsAt(s, z, "")) {
    if (s.obj(id).controller != attacker) s.vars["combat-defender"] = s.obj(id).controller + 1;
  }
  MightWatch w = WatchMight(s, UnitsAt(s, z, ""));
  for (ObjectId id : UnitsAt(s, z, "")) {
    bool atk = s.obj(id).controller == attacker;
    s.obj(id).status.insert(atk ? "attacker" : "defender");
    e.Note(entry, {"464.2.c.3"}, Name(s, id) + (atk ? " is an attacker" : " is a defender"),
           {{Key(s, id), atk ? "attacker" : "defender", "false", "true"}});
  }
  ReportMight(e, w, entry);
  if (ongoing >= 0) {
    // 464.2.c.1.b keeps Focus with its holder when a Showdown was already ongoing; 464.2.d, read
    // alone, gives it to the Attacker. The specific rule is followed (scenario
    // showdown/becomes-combat-showdown states both readings).
    const PlayerId f = FocusHolder(s);
    // Passes made before the Combat began do not count towards its Showdown's sequence (347.2.a):
    // the Combat Showdown's steps start now (464.2).
    s.vars["focus-passes"] = 0;
    e.Note(entry, {"464.2.c.1.b"},
           PlayerName(s, f) +
               " has Focus and maintains it: a Showdown was already ongoing when the Combat "
               "opened (read over 464.2.d, \"The Attacker gains Focus\", which does not single "
               "out this case)");
  } else {
    s.vars["focus-passes"] = 0;
    GiveFocus(e, attacker, entry, {"464.2.c.1.a", "464.2.d"},
              PlayerName(s, attacker) + ", the Attacker, gains Focus and Priority");
  }
  for (ObjectId id : UnitsAt(s, z, "attacker")) CollectAbilityTriggers(e, id, "attack", entry);
  for (ObjectId id : UnitsAt(s, z, "attacker"))  // "When an enemy unit attacks ..." (383.4.e)
    FireEvent(e, GameEvent{"attack", id, s.obj(id).controller, z}, entry);
  for (ObjectId id : UnitsAt(s, z, "defender")) CollectAbilityTriggers(e, id, "defend", entry);
  for (ObjectId id : UnitsAt(s, z, "defender"))  // "When a friendly unit ... defends alone"
    FireEvent(e, GameEvent{"defend", id, s.obj(id).controller, z}, entry);
  for (ObjectId id : UnitsAt(s, z, "defender")) {  // "When you defend here" (the battlefield's)
    CollectBattlefieldTriggers(e, z, s.obj(id).controller, "defend-here", entry);
    break;
  }
  return true;
}

void CloseShowdown(Engine& e, int parent) {
  GameState& s = e.state();
  ZoneId z = static_cast<ZoneId>(s.vars["combat"] - 1);
  if (z < 0) {
    const ZoneId at = static_cast<ZoneId>(s.vars["showdown-at"] - 1);
    if (at >= 0) return CloseNonCombatShowdown(e, at, parent);
    s.vars["showdown"] = 0;
    e.Note(parent, {"348"}, "all players pass: the showdown ends");
    return;
  }
  s.vars["showdown"] = 0;
  int entry = e.Note(parent, {"348.1", "465.2"},
                     "the Showdown closes: Combat Damage step at " + ZoneLabel(s, z));
  auto attackers = UnitsAt(s, z, "attacker");
  auto defenders = UnitsAt(s, z, "defender");
  if (attackers.empty() || defenders.empty()) {
    e.Note(entry, {"465.1"}, "no combat damage: attackers and defenders do not both remain");
  } else {
    // A stunned unit (423.1.b) and one whose text says "I don't deal combat damage" add no Might.
    auto sum = [&](const std::vector<ObjectId>& v, std::string* parts,
                   std::vector<std::string>* rules) {
      int total = 0;
      for (ObjectId id : v) {
        std::string why;
        if (s.obj(id).Has("stunned")) {
          why = " (stunned: none)";
          if (std::find(rules->begin(), rules->end(), "423.1.b") == rules->end())
            rules->push_back("423.1.b");
        } else if (HasPassive(s, id, "no_combat_damage")) {
          why = " (\"I don't deal combat damage\": none)";
        }
        int m = why.empty() ? MightValue(s, id) : 0;
        total += m;
        *parts += (parts->empty() ? "" : " + ") + Name(s, id) + " " + std::to_string(m) + why;
      }
      return total;
    };
    std::string pa, pd;
    std::vector<std::string> ra = {"465.2.a"}, rd = {"465.2.b"};
    int ta = sum(attackers, &pa, &ra), td = sum(defenders, &pd, &rd);
    PlayerId atk = s.obj(attackers[0]).controller, def = s.obj(defenders[0]).controller;
    int ea = e.Note(entry, ra, "attackers' Might: " + pa + " = " + std::to_string(ta));
    int ed = e.Note(entry, rd, "defenders' Might: " + pd + " = " + std::to_string(td));
    auto to_def = Assign(e, atk, ta, defenders, ea);
    auto to_atk = Assign(e, def, td, attackers, ed);
    int deal =
        e.Note(entry, {"465.2.d", "465.2.c.1.a"}, "all assigned damage is dealt simultaneously");
    for (auto* m : {&to_def, &to_atk}) {
      for (auto& [id, n] : *m) {
        engine::Event ev;
        ev.kind = "damage";
        ev.object = id;
        ev.amount = n;
        ev.parent = deal;
        ev.rules = {"465.2.d"};
        e.Perform(ev);
      }
    }
  }
  // Step 3: resolution (444): a Combat Cleanup kills lethally damaged units first.
  int res = e.Note(entry, {"466.1"}, "Resolution step: Combat Cleanup");
  Cleanup(e, res);
  for (const auto& o : s.objects) {
    if (o.card.type == "Unit" && s.zone(o.zone).board && o.Counter("damage") > 0) {
      ObjectId id = o.id;
      int d = o.Counter("damage");
      s.obj(id).counters.erase("damage");
      e.Note(res, {"466.1.a.1"}, Name(s, id) + " is healed",
             {{Key(s, id), "damage", std::to_string(d), "0"}});
    }
  }
  auto defenders_left = UnitsAt(s, z, "defender");
  const bool recalled = !defenders_left.empty() && !UnitsAt(s, z, "attacker").empty();
  if (!defenders_left.empty()) {
    for (ObjectId id : UnitsAt(s, z, "attacker")) {
      engine::Event ev;
      ev.kind = "recall";
      ev.object = id;
      ev.parent = res;
      ev.rules = {"466.1.a.2", "455"};
      e.Perform(ev);
    }
  }
  CombatResult(e, z, recalled, res);
  // 466.4: the chain items from the combat result resolve before control is established (the
  // combat is still on, so no other Staged Combat begins meanwhile).
  if (e.HasPending()) e.Settle(res);
  s.vars["combat"] = 0;
  auto left = UnitsAt(s, z, "");
  s.zone(z).status.erase("contested");
  if (!left.empty()) {
    PlayerId p = s.obj(left[0]).controller;
    PlayerId was = s.zone(z).controller;
    s.zone(z).controller = p;
    e.Note(res, {"466.5"}, PlayerName(s, p) + " establishes control of " + ZoneLabel(s, z),
           {{"", s.zone(z).name + ".controller", PlayerName(s, was), PlayerName(s, p)}});
    if (p != was) Score(e, p, z, "conquer", res);  // gaining control is a Conquer (469.1)
  } else {
    s.zone(z).controller = engine::kNoPlayer;
    e.Note(res, {"466.5.b"}, ZoneLabel(s, z) + " becomes Uncontrolled: no units remain");
  }
  // Combat ends (466.7) after control is established (466.5): the designations go then.
  std::vector<ObjectId> were_in;  // "When a combat that I was in ends" (466.7.b)
  for (const auto& o : s.objects) {
    if ((o.Has("attacker") || o.Has("defender")) && s.zone(o.zone).board) were_in.push_back(o.id);
  }
  MightWatch w = WatchAllMight(s);
  for (auto& o : s.objects) {
    o.status.erase("attacker");
    o.status.erase("defender");
  }
  const int ends =
      e.Note(res, {"466.7.a"}, "combat ends: Attacker and Defender designations are removed");
  ReportMight(e, w, res);
  // 466.7.b: "combat ends" effects take place; noted only when a unit that was in it has one.
  int effects = -1;
  for (ObjectId id : were_in) {
    const auto& abs = s.obj(id).card.abilities;
    const bool has = std::any_of(abs.begin(), abs.end(), [](const engine::Ability& ab) {
      return ab.kind == "triggered" && ab.trigger == "combat-ends";
    });
    if (!has) continue;
    if (effects < 0)
      effects = e.Note(ends, {"466.7.b"},
                       "\"combat ends\" effects take place for the units that were in it");
    CollectAbilityTriggers(e, id, "combat-ends", effects);
  }
}

}  // namespace arbiter::games::riftbound
