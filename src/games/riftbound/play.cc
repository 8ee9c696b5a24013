// Playing cards (346-356) with the permission keywords (Action 806, Reaction 813, Hidden 811,
// Quick-Draw 819), the cost keywords (Accelerate 805, Deflect 809, Repeat 820), Equip (818), and
// what happens as a played card resolves (Vision 817, Weaponmaster 821, Legion 812).
#include <algorithm>

#include "games/riftbound/card_text.h"
#include "games/riftbound/characteristics.h"
#include "games/riftbound/cost_modifiers.h"
#include "games/riftbound/enters_ready.h"
#include "games/riftbound/enters_ready_group.h"
#include "games/riftbound/history.h"
#include "games/riftbound/internal.h"
#include "games/riftbound/moves.h"
#include "games/riftbound/play_as_effect.h"
#include "games/riftbound/target_phrase.h"
#include "games/riftbound/target_relations.h"
#include "games/riftbound/trash_keywords.h"
#include "games/riftbound/trigger_events.h"
#include "util/strings.h"

namespace arbiter::games::riftbound {
namespace {

// How many times discount D of card ID applies as P plays it from FROM (356.4.a): 0 when it does
// not; otherwise why in *why (for the trace), with the rules in *rules. A "per" discount applies
// once per object counted.
int DiscountTimes(Engine& e, const Action& d, ObjectId id, PlayerId p, ZoneId from,
                  std::string* why, std::vector<std::string>* rules) {
  const GameState& s = e.state();
  *rules = {"356.4", "356.4.b"};
  const std::string cond = ArgStr(d, "condition");
  if (cond == "if") {  // "If an enemy unit has died this turn, this costs [2] less" (356.4.a)
    const std::string code = ArgStr(d, "code");
    rules->push_back("356.4.a");
    // A dependent keyword's discount applies while it is Active (727.1.b.2; Level 824.1.c,
    // Empowered 828.1.c).
    if (StartsWith(code, "dependent-"))
      rules->insert(rules->end(),
                    {"727.1.b.2", code == "dependent-empowered" ? "828.1.c" : "824.1.c"});
    std::string found;
    const bool holds = CostConditionHolds(e, p, id, code, &found);
    *why = code + ": " + found;
    return holds ? 1 : 0;
  }
  auto var = [&](const std::string& name) {
    auto it = s.vars.find(name);
    return it == s.vars.end() ? 0 : static_cast<int>(it->second);
  };
  auto mine = [&](const engine::Object& o) {
    return o.id != id && o.controller == p && s.zone(o.zone).board && !o.face_down;
  };
  auto controls = [&](auto pred) {
    return std::any_of(s.objects.begin(), s.objects.end(),
                       [&](const engine::Object& o) { return mine(o) && pred(o); });
  };
  if (cond == "not-from-hand") {
    *why = "played from " + ZoneLabel(s, from) + ", not the hand";
    return from == Hand(s, p) ? 0 : 1;
  }
  if (cond == "legion") {  // 812.1.c: another card was finalized by the player this turn
    rules->push_back("812.1.c");
    *why = "Legion: " + PlayerName(s, p) + " played another card this turn";
    return var("played:" + std::to_string(p)) > 0 ? 1 : 0;
  }
  if (cond == "control-tag") {
    const std::string tag = ArgStr(d, "tag");
    *why = PlayerName(s, p) + " controls a " + tag;
    return controls([&](const engine::Object& o) {
      return std::find(o.card.subtypes.begin(), o.card.subtypes.end(), tag) !=
             o.card.subtypes.end();
    })
               ? 1
               : 0;
  }
  if (cond == "control-empowered") {
    *why = PlayerName(s, p) + " controls something Empowered";
    return controls([](const engine::Object& o) { return o.Has("empowered"); }) ? 1 : 0;
  }
  if (cond == "paid-additional") {  // DoPlay keeps it only when the cost was paid
    rules->push_back("356.2.b.1");
    if (ArgStr(d, "per") == "paid-count") {  // "Reduce my cost by [C] for each killed this way"
      const int n = ArgInt(d, "paid_count", 0);
      *why = "for each paid with as the optional additional cost: " + std::to_string(n);
      return n;
    }
    *why = "the optional additional cost was paid";
    return 1;
  }
  const std::string per = ArgStr(d, "per");
  *why = "its text";
  if (per.empty()) return 1;
  int n = 0;
  if (per == "card-in-trash" || per == "same-name-in-trash") {
    for (ObjectId t : s.zone(Trash(s, p)).objects)
      if (per == "card-in-trash" || s.obj(t).card.name == s.obj(id).card.name) ++n;
  } else if (per == "played-this-turn") {
    n = var("played:" + std::to_string(p));
  } else if (per == "hold-point") {  // this turn's history (history.cc)
    n = HistoryCount(s, "hold-points:" + std::to_string(p));
  } else if (per == "highest-friendly-might") {  // "reduced by the highest Might among ..."
    for (const auto& o : s.objects)
      if (mine(o) && IsUnit(s, o.id)) n = std::max(n, MightValue(s, o.id));
    *why = "the highest Might among units " + PlayerName(s, p) + " controls: " + std::to_string(n);
    return n;
  } else {
    for (const auto& o : s.objects) {
      if (!mine(o)) continue;
      if (per == "friendly-gear" && IsGear(s, o.id)) ++n;
      if (per == "mighty-friendly-unit" && IsUnit(s, o.id) && IsMighty(s, o.id)) ++n;
    }
  }
  *why = "for each " + per + ": " + std::to_string(n);
  return n;
}

// Applies discount D TIMES to TOTAL, keeping its own minimum (356.4.e), and names it in NOTES.
void ApplyDiscount(const Action& d, int times, const std::string& why, Cost* total,
                   std::vector<std::string>* notes) {
  const Cost c = ParseCost(ArgStr(d, "cost"));
  const Cost before = *total;
  const int minimum = ArgInt(d, "minimum", 0);
  total->energy = std::max(total->energy - c.energy * times, std::min(total->energy, minimum));
  const int domain = c.domain_power * times, any = c.any_power * times;
  // [C] less takes a Power of the card's domain first; [A] less any Power first.
  const int from_domain = std::min(domain, total->domain_power);
  total->domain_power -= from_domain;
  total->any_power = std::max(0, total->any_power - (domain - from_domain));
  const int from_any = std::min(any, total->any_power);
  total->any_power -= from_any;
  total->domain_power = std::max(0, total->domain_power - (any - from_any));
  notes->push_back("discount " + ArgStr(d, "cost") + " (" + why + ")" +
                   (minimum > 0 ? ", to a minimum of [" + std::to_string(minimum) + "]" : "") +
                   ": " + CostText(before) + " -> " + CostText(*total));
}

std::string HiddenTurnVar(const GameState& s, ObjectId id) {
  return "hidden-turn:" + s.obj(id).key;
}

// Timing permission for playing `id` now (155, 316.5.b, 806, 813, 811.6, 819.1.b). Returns false
// and fills rules/why when refused; fills `granted` with the rule that allowed it.
bool TimingAllows(Engine& e, ObjectId id, PlayerId p, bool from_hidden, bool ambush,
                  std::vector<std::string>* rules, std::string* why,
                  std::vector<std::string>* granted) {
  const GameState& s = e.state();
  bool own = p == s.active;
  bool closed = ChainOpen(s);
  bool showdown = ShowdownOpen(s);
  bool is_spell = s.obj(id).card.type == "Spell";
  bool action = HasKeyword(s, id, "Action");
  bool reaction = HasKeyword(s, id, "Reaction");
  std::string reaction_rule = "813.1.c.1";
  if (!is_spell) reaction_rule = "813.1.c.1";
  if (!reaction && HasKeyword(s, id, "Quick-Draw")) {
    reaction = true;
    reaction_rule = "819.1.b";
  }
  if (!reaction && from_hidden) {
    reaction = true;
    reaction_rule = "811.6";
  }
  // Ambush: "I have [Reaction] as long as I'm being played to a battlefield where you control
  // units" (822.1.b).
  if (!reaction && ambush) {
    reaction = true;
    reaction_rule = "822.1.b";
  }
  std::string name = Name(s, id);
  if (closed) {
    if (!reaction) {
      *rules = {"813.1.c.1", "331.1.a"};
      *why = name +
             " cannot be played now: a chain exists (a Closed State), and only cards with "
             "[Reaction] can be played then; " +
             name + " lacks [Reaction]";
      return false;
    }
    *granted = {reaction_rule};
    return true;
  }
  if (showdown) {
    if (!action && !reaction) {
      *rules = {"308.1.a"};
      *why = name + " cannot be played during a showdown: it has neither [Action] nor [Reaction]";
      return false;
    }
    if (!FocusAllows(s, p, why)) {  // 313.1, 347.1: only the player with Focus plays now
      *rules = {"313.1", "347.1"};
      *why = name + " cannot be played now: " + *why;
      return false;
    }
    *granted = {action ? "806.1.b" : "813.1.b"};
    if (reaction && !action && reaction_rule != "813.1.c.1" && reaction_rule != "813.1.c.1") {
      granted->push_back(reaction_rule);
    }
    return true;
  }
  if (!own) {
    *rules = {"316.5.b"};
    *why = name + " cannot be played on " + PlayerName(s, s.active) +
           "'s turn outside a showdown or chain: only the Turn Player plays in a Neutral Open "
           "State ([Action] and [Reaction] do not change that)";
    return false;
  }
  *granted = {is_spell ? "155" : "310.1.a"};
  return true;
}

// How many units `p` controls at zone `z`.
int UnitsControlledAt(const GameState& s, PlayerId p, ZoneId z) {
  int n = 0;
  for (ObjectId o : s.zone(z).objects) {
    if (s.obj(o).controller == p && s.obj(o).card.type == "Unit" && !s.obj(o).face_down) ++n;
  }
  return n;
}

std::vector<engine::Keyword> KeywordsNamed(const engine::Card& c, const std::string& name) {
  std::vector<engine::Keyword> out;
  for (const auto& k : c.keywords) {
    if (k.name == name) out.push_back(k);
  }
  return out;
}

// Card text that adds a location to play the unit to (002): "You may play me to an open
// battlefield." (170.11.c: unoccupied and uncontrolled) and "... to an occupied enemy battlefield."
// (170.11.a: a unit is there; the battlefield is an opponent's). True (and noted) when `to` is one.
bool TextAddsLocation(Engine& e, ObjectId id, PlayerId p, ZoneId to, int parent) {
  GameState& s = e.state();
  bool occupied = false, enemy_units = false;
  for (ObjectId u : s.zone(to).objects) {
    if (s.obj(u).card.type != "Unit") continue;
    occupied = true;
    enemy_units = enemy_units || s.obj(u).controller != p;
  }
  const PlayerId holder = s.zone(to).controller;
  for (const auto& ab : s.obj(id).card.abilities) {
    if (ab.kind != "static" || !ab.not_modelled.empty() || ab.effect.empty() ||
        ab.effect[0].verb != "play_location")
      continue;
    const std::string where = ArgStr(ab.effect[0], "where");
    if (where == "open" && !occupied && holder == engine::kNoPlayer) {
      e.Note(parent, {"002", "170.11.c"},
             Name(s, id) + "'s text lets it be played to an open battlefield: " + ZoneLabel(s, to) +
                 " is unoccupied and uncontrolled");
      return true;
    }
    if (where == "occupied-enemy" && occupied && enemy_units && holder != engine::kNoPlayer &&
        holder != p) {
      e.Note(parent, {"002", "170.11.a"},
             Name(s, id) + "'s text lets it be played to an occupied enemy battlefield: " +
                 PlayerName(s, holder) + " controls " + ZoneLabel(s, to) + " and has units there");
      return true;
    }
  }
  return false;
}

}  // namespace

void DoPlay(Engine& e, const Action& a, Ctx ctx) {
  GameState& s = e.state();
  ObjectId id = ArgObject(e, a, "object", ctx);
  auto& card = s.obj(id);
  PlayerId p = ArgPlayer(e, a, "player",
                         card.controller == engine::kNoPlayer ? card.owner : card.controller);
  ZoneId from = card.zone;
  bool from_hidden = card.face_down && IsBattlefield(s, from);
  int parent = ctx.parent;
  // Flow: "You may play this from your trash for its flow cost. Then banish it." (829.1.b); only
  // the zone it is played from changes (829.1.b.2). Printed, or given to it in the trash
  // ("give a spell in your trash [Flow] equal to its cost this turn", trash_keywords.cc).
  const std::vector<FlowInstance> flows =
      card.card.type == "Spell" ? FlowInstances(s, id) : std::vector<FlowInstance>{};
  // Played as part of an effect's resolution (419.3; play_as_effect.cc): a Limited Play from the
  // zone the effect names, with no timing permission needed (419.3.a).
  const bool limited = ArgBool(a, "limited_play");
  const bool flow = !limited && from == Trash(s, p) && !flows.empty();
  engine::Keyword flow_kw;  // the instance it is played with
  const int trash_incarnation = card.incarnation;
  if (flow) {
    size_t pick = 0;
    std::vector<std::string> costs;
    for (const auto& f : flows)
      if (std::find(costs.begin(), costs.end(), f.keyword.cost) == costs.end())
        costs.push_back(f.keyword.cost);
    if (costs.size() > 1) {  // several Flow costs: its controller chooses (829.1.c.3)
      engine::ChoiceRequest r;
      r.kind = "cost";
      r.player = p;
      r.options = costs;
      r.rule = "829.1.c.3";
      r.prompt = PlayerName(s, p) + " chooses which flow cost of " + Name(s, id) + " to pay";
      const std::string chosen = e.Choose(r, parent).picks[0];
      while (pick + 1 < flows.size() && flows[pick].keyword.cost != chosen) ++pick;
    }
    flow_kw = flows[pick].keyword;
    const bool given = flows[pick].effect_id != 0;
    e.Note(parent,
           given ? std::vector<std::string>{"829.1.b", "801.3.a"}
                 : std::vector<std::string>{"829.1.b"},
           Name(s, id) + " has " + (given ? flows[pick].from : "[Flow] " + flow_kw.cost) +
               ": it may be played from " + PlayerName(s, p) + "'s trash for its flow cost");
  } else if (!limited &&
             !(from == Hand(s, p) || from_hidden || from == s.FindZone("champion", p))) {
    e.Refuse(parent, {"354"},
             Name(s, id) + " is not in " + PlayerName(s, p) + "'s hand: it cannot be played from " +
                 ZoneLabel(s, from));
    return;
  }
  if (from_hidden) {
    auto it = s.vars.find(HiddenTurnVar(s, id));
    if (it != s.vars.end() && it->second >= s.turn) {
      e.Refuse(
          parent, {"811.1.b"},
          Name(s, id) +
              " was hidden this turn: it can be played from Hidden beginning on the next turn");
      return;
    }
  }
  // Ambush (822.1.b, 822.1.c): a unit with it may be played to a battlefield where its player
  // controls units, and has [Reaction] while being played there; with no unit there the location
  // is not valid by Ambush (822.3).
  ZoneId ambush_at = engine::kNoZone;
  if (card.card.type == "Unit" && HasKeyword(s, id, "Ambush") && HasArg(a, "to") && !from_hidden) {
    ZoneId to = ArgZone(e, a, "to", p);
    if (IsBattlefield(s, to) && UnitsControlledAt(s, p, to) > 0) ambush_at = to;
  }
  std::vector<std::string> rules, granted;
  std::string why;
  if (limited) {
    granted = {"419.3.a"};
  } else if (!TimingAllows(e, id, p, from_hidden, ambush_at != engine::kNoZone, &rules, &why,
                           &granted)) {
    e.Refuse(parent, rules, why);
    return;
  }
  const std::string type = card.card.type;
  // Location for permanents (355.2.a; Action/Reaction do not change it: 806.3, 813.3.a).
  ZoneId to = engine::kNoZone;
  if (type == "Unit" || type == "Gear") {
    to = HasArg(a, "to") ? ArgZone(e, a, "to", p) : Base(s, p);
    if (from_hidden && to != from) {
      e.Refuse(parent, {"811.1.d.1"},
               "a hidden unit must be played to the battlefield where it was hidden (" +
                   ZoneLabel(s, from) + ")");
      return;
    }
    bool valid = to == Base(s, p) || (IsBattlefield(s, to) && s.zone(to).controller == p);
    if (!valid && IsBattlefield(s, to)) valid = TextAddsLocation(e, id, p, to, parent);
    if (!valid && limited && ArgBool(a, "any_location")) {  // play_as_effect.cc
      valid = true;
      e.Note(parent, {"355.2.b"},
             "the effect that plays " + Name(s, id) + " permits " + ZoneLabel(s, to) +
                 " as its location");
    }
    if (!valid && to == ambush_at) {
      valid = true;
      e.Note(parent, {"822.1.b", "822.1.c"},
             Name(s, id) + " has [Ambush]: it may be played to " + ZoneLabel(s, to) + ", where " +
                 PlayerName(s, p) + " controls units");
    }
    if (!valid) {
      if (HasKeyword(s, id, "Ambush") && IsBattlefield(s, to))
        e.Note(parent, {"822.3"},
               Name(s, id) + " has [Ambush], but " + PlayerName(s, p) + " controls no unit at " +
                   ZoneLabel(s, to) + ": Ambush does not make it a valid location");
      std::vector<std::string> r = {"355.2.a"};
      if (HasKeyword(s, id, "Action")) r.push_back("806.3");
      if (HasKeyword(s, id, "Reaction")) r.push_back("813.3.a");
      e.Refuse(parent, r,
               Name(s, id) + " can only be played to " + PlayerName(s, p) +
                   "'s base or a battlefield they control, not " + ZoneLabel(s, to));
      return;
    }
  }
  // Targets (355.5-352.8), checked against the requirement of the spell's text (355.9.b).
  std::vector<ObjectId> targets = ArgObjects(e, a, "targets", ctx);
  std::string requirement;
  for (const auto& ab : card.card.abilities) {
    if (ab.kind == "spell" && !ab.target.empty()) requirement = ab.target;
  }
  // "... at the same battlefield": a relation between the targets (target_relations.cc)
  const std::string relation = TakeTargetRelation(&requirement);
  // A spell with modes ("Choose one -"): the mode is chosen now (355.3), on the play step
  // ("mode", 1-based; "repeat_mode" for each execution Repeat adds, which may differ, 820.2.a),
  // and the targets are that mode's (355.5).
  int mode = 0, repeat_mode = 0;
  if (StartsWith(requirement, "modes:")) {
    const std::vector<std::string> per = Split(requirement.substr(6), ';');
    const int n = static_cast<int>(per.size());
    mode = ArgInt(a, "mode", 0);
    repeat_mode = ArgInt(a, "repeat_mode", mode);
    if (mode < 1 || mode > n || repeat_mode < 1 || repeat_mode > n) {
      e.Refuse(parent, {"355.3"},
               Name(s, id) + " has " + std::to_string(n) + " modes: choose one with \"mode\" (1-" +
                   std::to_string(n) + ") on the play step");
      return;
    }
    requirement = per[static_cast<size_t>(mode - 1)];
    std::string text;
    for (const auto& ab : card.card.abilities) {
      for (const Action& x : ab.effect) {
        if (ArgInt(x, "mode") == mode && HasArg(x, "mode_text") && text.empty())
          text = ArgStr(x, "mode_text");
      }
    }
    e.Note(parent, {"355.3"},
           PlayerName(s, p) + " chooses mode " + std::to_string(mode) + " of " + Name(s, id) +
               (text.empty() ? "" : ": " + text));
  } else if (HasArg(a, "mode") || HasArg(a, "repeat_mode")) {
    e.Refuse(parent, {"355.3"}, Name(s, id) + " has no modes to choose from");
    return;
  }
  // "Choose an opponent. They ...": a player is a target too (355.9.a, 355.10), chosen now
  // (355.5), on the play step ("target_player").
  PlayerId chosen_player = engine::kNoPlayer;
  if (IsPlayerRequirement(requirement)) {
    if (!HasArg(a, "target_player")) {
      e.Refuse(parent, {"355.8"},
               Name(s, id) + " needs a target (" + requirement +
                   "): give it with \"target_player\" on the play step");
      return;
    }
    chosen_player = ArgPlayer(e, a, "target_player", engine::kNoPlayer);
    if (requirement == "opponent" && chosen_player == p) {
      e.Refuse(parent, {"355.9.b"},
               PlayerName(s, p) + " is not an opponent of theirs: not a valid target for " +
                   Name(s, id));
      return;
    }
    e.Note(parent, {"355.5", "355.9.a"},
           PlayerName(s, p) + " chooses " + PlayerName(s, chosen_player) + " (" + requirement +
               ") as the target of " + Name(s, id));
    requirement.clear();
  } else if (HasArg(a, "target_player")) {
    e.Refuse(parent, {"355.9.a"}, Name(s, id) + " has no player to choose");
    return;
  }
  // "up to N" ("unit*<=2"): any number of different targets from none to N (355.13).
  const bool up_to = requirement.find("*<=") != std::string::npos;
  if (!requirement.empty() && targets.empty() && !up_to) {
    e.Refuse(parent, {"355.8"},
             Name(s, id) + " needs a target (" + requirement +
                 "): give it with \"targets\" on the play step");
    return;
  }
  // "Give two friendly units ...": "friendly-unit*2", two different targets (355.8). "Choose a
  // friendly unit and an enemy unit.": "friendly-unit+enemy-unit", one requirement per target,
  // in order (355.5, 355.9.b).
  std::vector<std::string> each;  // per target, when they differ
  if (requirement.find('+') != std::string::npos) {
    each = Split(requirement, '+');
    requirement = "*" + std::to_string(each.size());
  }
  if (const size_t star = requirement.find('*'); star != std::string::npos) {
    const size_t need = static_cast<size_t>(std::stoi(requirement.substr(star + (up_to ? 3 : 1))));
    requirement = each.empty() ? requirement.substr(0, star) : Join(each, " and ");
    std::vector<ObjectId> distinct = targets;
    std::sort(distinct.begin(), distinct.end());
    distinct.erase(std::unique(distinct.begin(), distinct.end()), distinct.end());
    if (up_to && (targets.size() > need || distinct.size() != targets.size())) {
      e.Refuse(parent, {"355.13"},
               Name(s, id) + " takes up to " + std::to_string(need) + " different targets (" +
                   requirement + "), " + std::to_string(targets.size()) + " given");
      return;
    }
    if (up_to) {
      e.Note(parent, {"355.13"},
             PlayerName(s, p) + " chooses " + std::to_string(targets.size()) + " of up to " +
                 std::to_string(need) + " targets (" + requirement + ")");
    } else if (targets.size() != need || distinct.size() != need) {
      e.Refuse(parent, {"355.8"},
               Name(s, id) + " needs " + std::to_string(need) + " different targets (" +
                   requirement + "), " + std::to_string(targets.size()) + " given");
      return;
    }
  }
  for (size_t i = 0; i < targets.size(); ++i) {
    const ObjectId t = targets[i];
    const std::string& want = each.empty() ? requirement : each[i];
    if (want == "battlefield") {  // "Choose a battlefield.": its battlefield card (355.9.a)
      if (s.obj(t).card.type != "Battlefield" || !IsBattlefield(s, s.obj(t).zone)) {
        e.Refuse(parent, {"355.9.a"},
                 Name(s, t) + " is not a battlefield: it is not a valid target");
        return;
      }
      continue;
    }
    if (want == "spell" || StartsWith(want, "spell-cost-le-")) {
      // "Counter a spell": a spell on the chain, not this one (355.9.a.2)
      if (t == id) {
        e.Refuse(parent, {"355.9.c"}, Name(s, id) + " cannot target itself");
        return;
      }
      if (s.obj(t).zone != Chain(s) || s.obj(t).card.type != "Spell") {
        e.Refuse(parent, {"355.9.a.2"},
                 Name(s, t) + " is not a spell on the chain: it is not a valid target");
        return;
      }
      // "a spell that costs no more than [4] and no more than [A]": its printed costs (206)
      if (want != "spell") {
        const std::vector<std::string> cap = Split(want.substr(14), '-');
        auto stat = [&](const char* k) {
          auto it = s.obj(t).card.stats.find(k);
          return it == s.obj(t).card.stats.end() ? 0 : static_cast<int>(it->second);
        };
        const int energy = stat("energy"), power = stat("power");
        const bool fits = cap.size() == 2 && energy <= std::stoi(cap[0]) &&
                          (cap[1] == "any" || power <= std::stoi(cap[1]));
        const std::string printed = Name(s, t) + " costs [" + std::to_string(energy) + "] and " +
                                    std::to_string(power) + " Power (printed, 206); the cap is [" +
                                    cap[0] + "]" +
                                    (cap[1] == "any" ? "" : " and " + cap[1] + " Power");
        if (!fits) {
          e.Refuse(parent, {"355.9.b", "206"}, printed + ": it is not a valid target");
          return;
        }
        e.Note(parent, {"355.9.b", "206"}, printed + ": a valid target");
      }
      continue;
    }
    if (StartsWith(want, "trash-")) {  // "Return a unit from your trash ...": 355.10.a
      std::string fails;               // play_as_effect.cc; a cost cap on the printed costs (206)
      if (!MeetsTrashRequirement(s, t, p, want, &fails)) {
        const bool capped = s.obj(t).zone == Trash(s, p) &&
                            want.find("-cost-le-") != std::string::npos &&
                            fails.find("(printed, 206)") != std::string::npos;
        e.Refuse(parent,
                 capped ? std::vector<std::string>{"355.9.b", "206"}
                        : std::vector<std::string>{"355.9.a"},
                 fails + ": it is not a valid target");
        return;
      }
      continue;
    }
    if (!s.OnBoard(t)) {
      e.Refuse(parent, {"355.9.a"}, Name(s, t) + " is not on the board: it is not a valid target");
      return;
    }
    std::string why;
    const std::string& req = each.empty() ? requirement : each[i];
    if (!req.empty() && !MeetsRequirement(s, t, req, p, &why)) {
      e.Refuse(parent, {"355.9.b"},
               Name(s, t) + " is " + why + ": it does not meet the targeting restriction of " +
                   Name(s, id));
      return;
    }
    if (Untargetable(s, t, p)) {
      e.Refuse(parent, {"758", "757.1"},
               Name(s, t) +
                   " can't be chosen by enemy spells and abilities: it is not a valid "
                   "target for " +
                   Name(s, id));
      return;
    }
    if (s.obj(t).attached_to != engine::kNoObject) {
      e.Note(parent, {"718.5.b"},
             Name(s, t) + " is attached to " + Name(s, s.obj(t).attached_to) +
                 ", and attached cards can still be chosen or targeted");
    }
    if (from_hidden && s.obj(t).zone != from) {
      e.Refuse(parent, {"811.1.d.2"},
               Name(s, id) + " is played from Hidden: its targets must be at " +
                   ZoneLabel(s, from) + ", and " + Name(s, t) + " is at " +
                   ZoneLabel(s, s.obj(t).zone));
      return;
    }
  }
  if (!relation.empty()) {  // checked on the group as it is chosen (355.11.a, 355.9.b)
    if (!CheckChosenTargetRelation(e, parent, id, targets, relation, "")) return;
    if (HasArg(a, "repeat_targets")) {
      std::vector<ObjectId> again;
      for (const auto& k : std::get<std::vector<std::string>>(a.args.at("repeat_targets")))
        if (!k.empty() && s.FindKey(k) != engine::kNoObject) again.push_back(s.FindKey(k));
      if (!CheckChosenTargetRelation(e, parent, id, again, relation, " for the repeat")) return;
    }
  }
  // Total cost (353): base (ignored from Hidden, 811.1.b), Accelerate, Repeat, Deflect.
  Cost total;
  std::vector<std::string> cost_rules = {"357.1"};
  std::vector<std::string> cost_notes;
  if (from_hidden) {
    cost_notes.push_back("base cost ignored: played from Hidden (811.1.b)");
    cost_rules.push_back("811.1.b");
  } else if (flow) {  // the flow cost replaces the base cost (829.1.c.1)
    const Cost fc = ParseCost(flow_kw.cost);
    total.energy = fc.energy;
    total.domain_power = fc.domain_power;
    total.any_power = fc.any_power;
    cost_notes.push_back("flow cost " + flow_kw.cost + " instead of the base cost (829.1.c.1)");
    cost_rules.push_back("829.1.c.1");
  } else {
    auto en = card.card.stats.find("energy");
    auto pw = card.card.stats.find("power");
    total.energy = en == card.card.stats.end() ? 0 : en->second;
    total.domain_power = pw == card.card.stats.end() ? 0 : pw->second;
  }
  // "..., ignoring its cost" / "ignoring its Energy cost" (play_as_effect.cc): the base costs, or
  // the base Energy cost only, are set to zero (356.1.b.1, 356.1.b.2).
  if (limited && ArgStr(a, "ignore") == "cost") {
    total = Cost{};
    cost_notes.push_back("base cost ignored: played by an effect, ignoring its cost (356.1.b.1)");
    cost_rules.insert(cost_rules.end(), {"356.1.b", "356.1.b.1"});
  } else if (limited && ArgStr(a, "ignore") == "energy") {
    total.energy = 0;
    cost_notes.push_back(
        "base Energy cost ignored: played by an effect, ignoring its Energy cost (356.1.b.2)");
    cost_rules.insert(cost_rules.end(), {"356.1.b", "356.1.b.2"});
  }
  // Additional costs (356.2): the card's mandatory ones always (356.2.a.1), its optional one when
  // the player chose to pay it (356.2.b.1). Energy and Power join the total (357.1); a discard,
  // spending XP and a cost paid with a chosen object are non-standard costs paid after it (357.2).
  const bool additional = ArgBool(a, "additional_cost");
  std::vector<Action> additional_parts;
  std::vector<std::string> mandatory_rules;
  size_t optional_parts = 0;
  if (additional) {
    for (const auto& ab : card.card.abilities) {
      if (ab.kind == "optional-cost" && ab.not_modelled.empty()) additional_parts = ab.cost;
    }
    if (additional_parts.empty()) {
      e.Refuse(parent, {"356.2.b"}, Name(s, id) + " has no optional additional cost to pay");
      return;
    }
    optional_parts = additional_parts.size();
  }
  for (const auto& ab : card.card.abilities) {
    if (ab.kind != "additional-cost" || !ab.not_modelled.empty()) continue;
    additional_parts.insert(additional_parts.end(), ab.cost.begin(), ab.cost.end());
    mandatory_rules = {"356.2.a", "356.2.a.1"};
  }
  // "If you do, ignore this spell's cost": its base costs are set to zero (356.1.b, 356.1.b.1);
  // the additional costs are added after it (356.1.b.3).
  // Passive abilities that modify the cost (363): "ignore_cost" and "discount" data, some only
  // when the optional additional cost was paid.
  std::vector<Action> modifiers;
  for (const auto& ab : card.card.abilities) {
    if (ab.kind != "static" || !ab.not_modelled.empty()) continue;
    for (const Action& m : ab.effect) {
      if (m.verb != "ignore_cost" && m.verb != "discount") continue;
      if (ArgStr(m, "condition") == "paid-additional" && !additional) continue;
      modifiers.push_back(m);
    }
  }
  if (std::any_of(modifiers.begin(), modifiers.end(),
                  [](const Action& c) { return c.verb == "ignore_cost"; })) {
    total = Cost{};
    cost_notes.push_back("base cost ignored: the optional additional cost was paid (356.1.b.1)");
    cost_rules.insert(cost_rules.end(), {"356.1.b", "356.1.b.1"});
  }
  for (size_t i = 0; i < additional_parts.size(); ++i) {
    const Action& c = additional_parts[i];
    const std::string named = i < optional_parts ? "optional additional cost" : "additional cost";
    const std::string rule = i < optional_parts ? "356.2.b.1" : "356.2.a.1";
    if (c.verb == "pay") {
      const Cost extra = ParseCost(ArgStr(c, "cost"));
      total.energy += extra.energy;
      total.domain_power += extra.domain_power;
      total.any_power += extra.any_power;
      cost_notes.push_back(named + " " + ArgStr(c, "cost"));
    } else if (c.verb == "discard") {
      const int in_hand =
          static_cast<int>(s.zone(Hand(s, p)).objects.size()) - (from == Hand(s, p) ? 1 : 0);
      if (in_hand < ArgInt(c, "count", 1)) {
        e.Refuse(parent, {rule, "357.2"},
                 PlayerName(s, p) + " has too few other cards in hand to discard " +
                     std::to_string(ArgInt(c, "count", 1)) + " as the additional cost");
        return;
      }
      cost_notes.push_back(named + ": discard " + std::to_string(ArgInt(c, "count", 1)));
    } else if (c.verb == "spend_xp") {
      const auto& res = s.players[static_cast<size_t>(p)].resources;
      const auto xp = res.find("xp");
      const int have = xp == res.end() ? 0 : xp->second;
      if (have < ArgInt(c, "amount")) {
        e.Refuse(parent, {rule, "730.2", "357.2"},
                 PlayerName(s, p) + " has " + std::to_string(have) + " XP and cannot spend " +
                     std::to_string(ArgInt(c, "amount")) + " as the additional cost");
        return;
      }
      cost_notes.push_back(named + ": spend " + std::to_string(ArgInt(c, "amount")) + " XP");
    } else if (c.verb == "pay_with") {
      if (PayWithOptions(s, c, p).empty()) {
        e.Refuse(parent, {rule, "357.2"},
                 PlayerName(s, p) + " controls nothing that is " + ArgStr(c, "requirement") +
                     ": the " + named + " (" + ArgStr(c, "act") + ") cannot be paid");
        return;
      }
      const std::string act = ArgStr(c, "act");
      if (ArgBool(c, "any_number")) {  // which ones is chosen now (355.1.a), then counted
        const int n = ChooseAnyNumberCost(e, p, &additional_parts[i], parent);
        for (Action& m : modifiers)
          if (ArgStr(m, "per") == "paid-count") m.args["paid_count"] = static_cast<int64_t>(n);
        cost_notes.push_back(named + ": " +
                             (act == "spend_buff" ? std::string("spend the buffs of") : act) + " " +
                             std::to_string(n) + " (" + ArgStr(c, "requirement") + ")");
        continue;
      }
      cost_notes.push_back(named + ": " +
                           (act == "spend_buff"       ? std::string("spend a buff")
                            : act == "return_to_hand" ? std::string("return one to hand")
                                                      : act + " one") +
                           " (" + ArgStr(c, "requirement") + ")");
    }
  }
  if (additional) cost_rules.insert(cost_rules.end(), {"356.2.b", "356.2.b.1"});
  cost_rules.insert(cost_rules.end(), mandatory_rules.begin(), mandatory_rules.end());
  bool accelerate = ArgBool(a, "accelerate");
  if (accelerate) {
    if (type != "Unit" || !HasKeyword(s, id, "Accelerate")) {
      e.Refuse(parent, {"805.2"},
               Name(s, id) + " has no [Accelerate]: there is no Accelerate cost to pay");
      return;
    }
    total.energy += 1;
    std::vector<std::string> r = {"805.1.a", "805.2", "356.2.b"};
    // v1.4: a unit with one or more domains pays a Power matching one of them (805.1.a.1); only
    // a unit with no domain pays [A] (805.1.a.2). (v1.2 let a multi-domain unit pay [A].)
    if (!card.card.domains.empty()) {
      total.domain_power += 1;
      r.push_back("805.1.a.1");
      cost_notes.push_back("Accelerate [1] + 1 Power of " +
                           (card.card.domains.size() == 1
                                ? card.card.domains[0]
                                : "one of its domains (" + Join(card.card.domains, " or ") + ")"));
    } else {
      total.any_power += 1;
      r.push_back("805.1.a.2");
      cost_notes.push_back("Accelerate [1] + [A] (the unit has no domain)");
    }
    cost_rules.insert(cost_rules.end(), r.begin(), r.end());
  }
  int repeat = ArgInt(a, "repeat", 0);
  if (repeat > 0) {
    auto reps = KeywordsNamed(card.card, "Repeat");
    if (reps.empty()) {
      e.Refuse(parent, {"820.1.a"}, Name(s, id) + " has no [Repeat]");
      return;
    }
    if (repeat > static_cast<int>(reps.size())) {
      e.Refuse(parent, {"820.1.c.3"},
               "each Repeat cost can be paid only once; " + Name(s, id) + " has " +
                   std::to_string(reps.size()) + " instance(s) of Repeat");
      return;
    }
    for (int i = 0; i < repeat; ++i) {
      Cost c = ParseCost(reps[static_cast<size_t>(i)].cost);
      total.energy += c.energy;
      total.domain_power += c.domain_power;
      total.any_power += c.any_power;
      cost_notes.push_back("Repeat " + reps[static_cast<size_t>(i)].cost);
    }
    cost_rules.push_back("820.1.c.1");
  }
  // 355.4: the destination of a unit the card moves, chosen now (moves.cc).
  ZoneId destination = engine::kNoZone;
  if (!ChooseMoveDestination(e, a, id, p, targets, parent, &destination)) return;
  for (ObjectId t : targets) {
    if (s.obj(t).controller == p) continue;
    int x = KeywordTotal(s, t, "Deflect");
    if (x <= 0) continue;
    total.any_power += x;
    cost_notes.push_back("Deflect " + std::to_string(x) + " on " + Name(s, t) + ": +" +
                         std::to_string(x) + " Power of any domain");
    cost_rules.insert(cost_rules.end(), {"809", "809.1.c", "809.1.c.1", "356.2.a.2"});
  }
  // Discounts (356.4): the card's own ("I cost [2] less for each gear you control", 356.4.a) and
  // the one paying its optional additional cost gives, each applied to the total (356.4.d), each
  // with its own minimum (356.4.e).
  // Other cards' passive abilities (365.1): increases first (356.3), then their discounts with a
  // minimum before the card's own and the rest after (356.4.d.1: discounts in any order; 356.4.e).
  std::vector<CostModifierHit> board_more, board_less;
  BoardCostModifiers(e, id, p, from, &board_more, &board_less);
  for (const CostModifierHit& h : board_more) {
    const Cost c = ParseCost(ArgStr(h.modifier, "cost"));
    const Cost before = total;
    total.energy += c.energy;
    total.domain_power += c.domain_power;
    total.any_power += c.any_power;
    cost_notes.push_back("increase " + ArgStr(h.modifier, "cost") + " (" + h.why +
                         "): " + CostText(before) + " -> " + CostText(total));
    cost_rules.insert(cost_rules.end(), {"365.1", "356.3"});
    cost_rules.insert(cost_rules.end(), h.rules.begin(), h.rules.end());
  }
  auto board_discounts = [&](bool with_minimum) {
    for (const CostModifierHit& h : board_less) {
      if ((ArgInt(h.modifier, "minimum", 0) > 0) != with_minimum) continue;
      ApplyDiscount(h.modifier, 1, h.why, &total, &cost_notes);
      cost_rules.insert(cost_rules.end(), {"365.1", "356.4.a", "356.4.b"});
      if (with_minimum) cost_rules.insert(cost_rules.end(), {"356.4.d.1", "356.4.e"});
      cost_rules.insert(cost_rules.end(), h.rules.begin(), h.rules.end());
    }
  };
  // "..., reducing its cost by [5]" (play_as_effect.cc): the effect that plays the card discounts
  // its Energy cost (356.4.a, 356.4.b), not below 0 (356.6).
  if (limited && ArgInt(a, "reduce", 0) > 0) {
    const Cost before = total;
    total.energy = std::max(0, total.energy - ArgInt(a, "reduce"));
    cost_notes.push_back("reduced by [" + std::to_string(ArgInt(a, "reduce")) +
                         "] by the effect that plays it: " + CostText(before) + " -> " +
                         CostText(total));
    cost_rules.insert(cost_rules.end(), {"356.4.a", "356.4.b", "356.6"});
  }
  board_discounts(true);
  struct Applies {
    const Action* d;
    int times;
    std::string why;
    std::vector<std::string> rules;
  };
  std::vector<Applies> discounts;
  for (const Action& d : modifiers) {
    if (d.verb != "discount") continue;
    std::vector<std::string> r;
    std::string why_applies;
    const int times = DiscountTimes(e, d, id, p, from, &why_applies, &r);
    if (times == 0) continue;
    if (ArgInt(d, "minimum", 0) > 0) r.push_back("356.4.e");
    // "[Level 11][>] This costs [4] less instead.": it replaces the discount printed before it
    // (158.2) when both apply.
    if (ArgBool(d, "instead") && !discounts.empty() &&
        ArgStr(*discounts.back().d, "condition") == "if") {
      cost_notes.push_back("discount " + ArgStr(*discounts.back().d, "cost") + " replaced by " +
                           ArgStr(d, "cost") + " (\"instead\", 158.2)");
      r.push_back("158.2");
      discounts.pop_back();
    }
    discounts.push_back({&d, times, why_applies, r});
  }
  for (const Applies& x : discounts) {
    ApplyDiscount(*x.d, x.times, x.why, &total, &cost_notes);
    cost_rules.insert(cost_rules.end(), x.rules.begin(), x.rules.end());
  }
  board_discounts(false);
  // 354: the card goes onto the chain; this closes the state.
  s.MoveObject(id, Chain(s));
  card.face_down = false;
  int entry = e.Note(parent, {"354"},
                     PlayerName(s, p) + " plays " + Name(s, id) +
                         (from_hidden ? " from Hidden" : "") + ": it goes on the chain",
                     {{Key(s, id), "zone", ZoneLabel(s, from), "chain"}});
  e.Note(entry, granted, "timing: permitted (" + Join(granted, ", ") + ")");
  // Costs printed on the card that the module does not model ("As you play me, you may kill ...
  // as an additional cost"): the player may have paid them, so the run cannot say.
  for (const auto& ab : card.card.abilities) {
    if (ab.kind == "cost" && !ab.not_modelled.empty())
      e.Unmodelled(entry, id, ab.text, ab.not_modelled);
  }
  if (!cost_notes.empty()) {
    std::vector<std::string> once;  // each rule cited once, in the order first cited
    for (const std::string& r : cost_rules)
      if (std::find(once.begin(), once.end(), r) == once.end()) once.push_back(r);
    e.Note(entry, once, "total cost " + CostText(total) + ": " + Join(cost_notes, "; "));
  }
  if (!PayCardCost(e, p, total, card.card.type == "Spell", card.card.domains, entry, Name(s, id),
                   {"357.1"}, &why)) {
    // Undo: the card returns (a play that cannot be paid is not made).
    s.MoveObject(id, from);
    if (from_hidden) s.obj(id).face_down = true;
    KeepTrashGrants(s, id, trash_incarnation);  // trash_keywords.cc
    e.Refuse(entry, {"357.1"}, why);
    return;
  }
  // Played from the trash: a new object on the chain, no longer with what it was given there
  // (124.1); played for a flow cost, that cost stays the one paid (356.1.a) and it is still
  // banished as it leaves the chain (829.1.b.1). (trash_keywords.cc)
  EndTrashGrants(e, id, trash_incarnation, entry);

  for (const Action& c : additional_parts) {  // the non-standard additional costs (357.2)
    if (c.verb == "discard" || c.verb == "spend_xp" || c.verb == "pay_with")
      Exec(e, c, Ctx{id, p, {}, entry});
  }
  // "When you choose me": the player chose their own unit for this card (355.5).
  for (ObjectId t : targets) CollectChosenTriggers(e, p, t, entry);  // player_triggers.cc
  for (ObjectId t : targets) {  // "When you choose me with a spell" (trigger_events.cc)
    if (type == "Spell") FireEvent(e, GameEvent{"choose-spell", t, p, s.obj(t).zone}, entry);
  }
  // "When you play a spell / a unit / a gear / a card": the player's cards on the board (the played
  // card is on the chain, so "another unit" is any of them).
  RecordPlayed(e, p, id, total.energy, total.domain_power + total.any_power, entry);  // history.cc
  if (to != engine::kNoZone && IsBattlefield(s, to)) RecordPlayedToBattlefield(s, p);
  const std::string kind = ToLowerAscii(s.obj(id).card.type);
  if (kind == "spell" || kind == "unit" || kind == "gear")
    CollectPlayerTriggers(e, p, "you-play-" + kind, entry, TriggerEvent{engine::kNoZone, id});
  if (kind == "spell") CollectCostlySpellTriggers(e, p, id, entry);  // spell_triggers.cc
  CollectPlayerTriggers(e, p, "you-play-card", entry);
  FireEvent(e, GameEvent{"play", id, p, engine::kNoZone, from}, entry);  // trigger_events.cc
  // "When you play a card from face down / from [Hidden]" (811: a Hidden card is played from
  // facedown at a battlefield).
  if (from_hidden) CollectPlayerTriggers(e, p, "you-play-face-down", entry);
  auto& o = s.obj(id);
  o.controller = p;
  o.stack.targets = targets;
  if (chosen_player != engine::kNoPlayer)
    o.stack.choices["target_player"] = static_cast<int64_t>(chosen_player);
  o.stack.repeat = repeat;
  o.stack.trace_parent = entry;
  o.stack.choices["to"] = static_cast<int64_t>(to);
  o.stack.choices["accelerate"] = accelerate;
  o.stack.choices["from_hidden"] = from_hidden;
  if (flow) o.stack.choices["flow"] = true;
  o.stack.choices["paid_additional"] = additional;
  if (destination != engine::kNoZone)
    o.stack.choices["destination"] = static_cast<int64_t>(destination);
  if (HasArg(a, "attach_to")) o.stack.choices["attach_to"] = ArgStr(a, "attach_to");
  if (HasArg(a, "equipment")) o.stack.choices["equipment"] = ArgStr(a, "equipment");
  if (HasArg(a, "repeat_targets")) o.stack.choices["repeat_targets"] = a.args.at("repeat_targets");
  if (mode > 0) {
    o.stack.choices["mode"] = static_cast<int64_t>(mode);
    o.stack.choices["repeat_mode"] = static_cast<int64_t>(repeat_mode);
  }
  // Legion (812.1.c): another Main Deck card played before this one this turn.
  std::string var = "played:" + std::to_string(p);
  o.stack.choices["played_before"] = static_cast<int64_t>(s.vars[var]);
  if (!o.card.token) s.vars[var] += 1;
  if (ArgBool(a, "hold")) s.vars["hold"] = 1;
}

void ResolveCard(Engine& e, ObjectId id) {
  GameState& s = e.state();
  auto& o = s.obj(id);
  PlayerId p = o.controller;
  engine::TraceEntry head;
  head.kind = engine::TraceEntry::Kind::kResolve;
  head.parent = o.stack.trace_parent;
  head.text = Name(s, id) + " resolves";
  head.rules = {o.card.type == "Spell" ? "158" : "359.2"};
  int entry = e.Note(std::move(head));
  bool legion = std::get<int64_t>(o.stack.choices["played_before"]) > 0;
  auto legion_note = [&](int parent) {
    if (legion) {
      e.Note(parent, {"812.1.c", "812.2"},
             "Legion: " + PlayerName(s, p) +
                 " played another Main Deck card before this one this turn: apply it");
    } else {
      e.Note(parent, {"812.1.c"}, "Legion text does not apply", {},
             {{"Legion text",
               {"812.1.c"},
               "no other Main Deck card was played before this one this turn"}});
    }
  };
  if (o.card.type == "Spell") {
    std::vector<Action> program, legion_program;
    for (const auto& ab : o.card.abilities) {
      if (ab.kind == "spell") program.insert(program.end(), ab.effect.begin(), ab.effect.end());
      if (ab.kind == "legion")
        legion_program.insert(legion_program.end(), ab.effect.begin(), ab.effect.end());
    }
    if (program.empty() && legion_program.empty() && !Trim(o.card.rules_text).empty()) {
      e.Unmodelled(entry, id, std::string(Trim(o.card.rules_text)),
                   "no instructions are written for the spell");
    }
    int runs = 1 + o.stack.repeat;
    std::vector<ObjectId> targets = o.stack.targets;
    // What the loop needs of the spell, read now: executing its instructions can create objects
    // (a token), which moves GameState::objects and would leave `o` dangling.
    const PlayerId owner = o.owner;
    const auto rt = o.stack.choices.find("repeat_targets");
    const std::vector<std::string> repeat_targets =
        rt == o.stack.choices.end() ? std::vector<std::string>{}
                                    : std::get<std::vector<std::string>>(rt->second);
    const bool has_repeat_targets = rt != o.stack.choices.end();
    const auto chosen_mode = [&](const char* key) -> int64_t {
      const auto it = o.stack.choices.find(key);
      return it == o.stack.choices.end() ? 0 : std::get<int64_t>(it->second);
    };
    const int64_t mode = chosen_mode("mode"), repeat_mode = chosen_mode("repeat_mode");
    const auto tp = o.stack.choices.find("target_player");
    const PlayerId target_player = tp == o.stack.choices.end()
                                       ? engine::kNoPlayer
                                       : static_cast<PlayerId>(std::get<int64_t>(tp->second));
    const auto dest = o.stack.choices.find("destination");  // 355.4 (moves.cc)
    const ZoneId destination = dest == o.stack.choices.end()
                                   ? engine::kNoZone
                                   : static_cast<ZoneId>(std::get<int64_t>(dest->second));
    for (int i = 0; i < runs; ++i) {
      Ctx ctx{id, p, targets, entry, false, engine::kNoZone, target_player};
      ctx.destination = destination;
      if (i > 0) {
        ctx.parent = e.Note(entry, {"820.1.d", "820.2"},
                            "Repeat: the spell's instructions are executed an additional time (" +
                                std::to_string(i + 1) + " of " + std::to_string(runs) + ")");
        if (has_repeat_targets) {
          ctx.targets.clear();
          for (const auto& k : repeat_targets) ctx.targets.push_back(s.FindKey(k));
          e.Note(ctx.parent, {"820.2.a"},
                 "choices for this execution were made as the spell was played and may differ");
        }
        if (repeat_mode != mode)
          e.Note(ctx.parent, {"355.3", "820.2.a"},
                 "this execution's mode, chosen as the spell was played: mode " +
                     std::to_string(repeat_mode));
      }
      for (const auto& a : program) {
        if (!HasArg(a, "mode")) {
          Exec(e, a, ctx);
          continue;
        }
        // Only the chosen mode's instructions (355.3); "mode" marks them, it is not an argument.
        if (ArgInt(a, "mode") != (i == 0 ? mode : repeat_mode)) continue;
        Action x = a;
        x.args.erase("mode");
        x.args.erase("mode_text");
        Exec(e, x, ctx);
      }
      if (!legion_program.empty()) {
        legion_note(ctx.parent);
        if (legion)
          for (const auto& a : legion_program) Exec(e, a, ctx);
      }
    }
    if (runs > 1)
      e.Note(entry, {"820.3.a"}, "the spell was played once, however many times it executed");
    // Played for its flow cost: it is banished instead of leaving the chain to the trash
    // (829.1.b.1, a delayed replacement; 427.2).
    // (Re-read: the program may have added objects, which moves them in memory.)
    const auto& played = s.obj(id).stack.choices;
    const auto flowed = played.find("flow");
    if (flowed != played.end() && std::get<bool>(flowed->second)) {
      ZoneId banishment = s.FindZone("banishment", owner);
      s.MoveObject(id, banishment);
      e.Note(entry, {"829.1.b.1", "427.2"},
             Name(s, id) +
                 " was played for its flow cost: it is banished instead of going to "
                 "the trash",
             {{Key(s, id), "zone", "chain", ZoneLabel(s, banishment)}});
      return;
    }
    ZoneId trash = Trash(s, owner);
    s.MoveObject(id, trash);
    e.Note(entry, {"351.2"}, Name(s, id) + " is placed in the trash",
           {{Key(s, id), "zone", "chain", ZoneLabel(s, trash)}});
    return;
  }
  // A permanent becomes a game object at the chosen location (359.2).
  ZoneId to = static_cast<ZoneId>(std::get<int64_t>(o.stack.choices["to"]));
  bool accelerated = std::get<bool>(o.stack.choices["accelerate"]);
  s.MoveObject(id, to);
  auto& obj = s.obj(id);
  std::vector<engine::Change> ch = {{obj.key, "zone", "chain", ZoneLabel(s, to)}};
  std::string enters = EntersAs(obj.card);  // "I enter ready." supersedes 359.2.c (002)
  std::string ready_if;                     // a conditional one: what was found (enters_ready.cc)
  if (enters == "ready-if") enters = EntersReadyIfHolds(e, id, &ready_if) ? "ready" : "";
  std::string by_other;  // "Other friendly units enter ready." (enters_ready_group.cc)
  if (obj.card.type == "Unit" && enters != "ready" && !accelerated &&
      EntersReadyByOthers(s, id, &by_other)) {
    obj.status.erase("exhausted");
    e.Note(entry, {"002", "359.2.c"},
           Name(s, id) + " enters " + ZoneLabel(s, to) + " ready: " + by_other +
               " supersedes the rule that units enter exhausted",
           ch);
  } else if (obj.card.type == "Unit" && enters == "ready" && !accelerated) {
    obj.status.erase("exhausted");
    e.Note(entry, {"002", "359.2.c"},
           Name(s, id) + " enters " + ZoneLabel(s, to) + " ready: its text (\"I enter ready" +
               (ready_if.empty() ? "." : " if ...") +
               "\") supersedes the rule that units enter exhausted" +
               (ready_if.empty() ? "" : " (" + ready_if + ")"),
           ch);
  } else if (obj.card.type == "Gear" && enters == "exhausted") {
    obj.status.insert("exhausted");
    ch.push_back({obj.key, "exhausted", "false", "true"});
    e.Note(entry, {"002", "359.2.d"},
           Name(s, id) + " enters " + ZoneLabel(s, to) +
               " exhausted: its text (\"This enters exhausted.\") supersedes the rule that gear "
               "enters ready",
           ch);
  } else if (obj.card.type == "Unit") {
    if (accelerated) {
      obj.status.erase("exhausted");
      int n = e.Note(
          entry, {"805.6", "805.1.a"},
          Name(s, id) + " enters " + ZoneLabel(s, to) +
              " ready (Accelerate was paid): it does not enter exhausted and then become ready",
          ch);
      // 805.6.a: shown, not only stated: each ability that triggers on readying is named.
      std::vector<engine::Rejected> quiet;
      for (const auto& ab : obj.card.abilities) {
        if (ab.kind == "triggered" && ab.trigger == "ready")
          quiet.push_back(
              {"\"" + ab.text + "\"", {"805.6.a"}, "it entered ready: it never became ready"});
      }
      e.Note(n, {"805.6.a"}, "no \"becomes ready\" ability triggers", {}, quiet);
    } else {
      obj.status.insert("exhausted");
      ch.push_back({obj.key, "exhausted", "false", "true"});
      e.Note(entry, {"359.2.c"},
             Name(s, id) + " enters " + ZoneLabel(s, to) + " exhausted" +
                 (ready_if.empty()
                      ? ""
                      : " (its \"I enter ready if ...\" does not apply: " + ready_if + ")"),
             ch);
    }
  } else {
    e.Note(entry, {"359.2"}, Name(s, id) + " enters " + ZoneLabel(s, to), ch);
  }
  // Play triggers, in the order written on the card (803).
  std::vector<engine::PendingTrigger> pending;
  auto add = [&](std::string label, std::vector<std::string> rules, std::vector<Action> program) {
    engine::PendingTrigger t;
    t.source = id;
    t.controller = p;
    t.label = std::move(label);
    t.rules = std::move(rules);
    t.program = std::move(program);
    t.parent = entry;
    pending.push_back(std::move(t));
  };
  bool quick_draw = false;
  // Several instances of Vision or Weaponmaster trigger separately (817.2, 821.1.c.7); one is cited
  // by its own rules only.
  int visions = 0, weaponmasters = 0;
  for (const auto& k : obj.card.keywords) {
    visions += k.name == "Vision" ? 1 : 0;
    weaponmasters += k.name == "Weaponmaster" ? 1 : 0;
  }
  for (const auto& k : obj.card.keywords) {
    if (k.name == "Vision") {
      add("Vision",
          visions > 1 ? std::vector<std::string>{"817.1.b", "817.1.c", "817.2"}
                      : std::vector<std::string>{"817.1.b", "817.1.c"},
          {Action{"vision", {{"instances", static_cast<int64_t>(visions)}}, 0}});
    } else if (k.name == "Quick-Draw") {
      if (quick_draw) {
        e.Note(entry, {"819.2"}, "a further instance of Quick-Draw does not trigger separately");
        continue;
      }
      quick_draw = true;
      Action at{"attach", {{"object", std::string("$self")}, {"rule", std::string("819.1.d")}}, 0};
      auto it = obj.stack.choices.find("attach_to");
      if (it != obj.stack.choices.end()) at.args["to"] = it->second;
      add("Quick-Draw", {"819.1.d"}, {at});
    } else if (k.name == "Weaponmaster") {
      Action wm{"weaponmaster", {}, 0};
      auto it = obj.stack.choices.find("equipment");
      if (it != obj.stack.choices.end()) wm.args["equipment"] = it->second;
      add("Weaponmaster",
          weaponmasters > 1 ? std::vector<std::string>{"821.1.b", "821.1.c.7"}
                            : std::vector<std::string>{"821.1.b"},
          {wm});
    }
  }
  for (size_t i = 0; i < obj.card.abilities.size(); ++i) {
    const auto& ab = obj.card.abilities[i];
    const auto paid = obj.stack.choices.find("paid_additional");
    const bool paid_additional = paid != obj.stack.choices.end() && std::get<bool>(paid->second);
    if (ab.kind == "triggered" && ab.trigger == "play-paid" && !paid_additional)
      e.Note(entry, {"356.2.b.1"},
             Name(s, id) + "'s \"" + ab.text +
                 "\" does not trigger: the optional additional cost was not paid");
    if (ab.kind == "triggered" &&
        (ab.trigger == "play" || (ab.trigger == "play-paid" && paid_additional) ||
         (ab.trigger == "play-to-battlefield" && IsBattlefield(s, to))) &&
        TriggerConditionMet(e, ab, id, p, TriggerEvent{to}, entry)) {  // 383.2.a.1
      add(ab.text.empty() ? "play" : ab.text, {"382"}, ab.effect);
      pending.back().ability = static_cast<int>(i);
    }
    if (ab.kind == "legion") {
      legion_note(entry);
      if (legion) add("Legion: " + ab.text, {"812.1.c"}, ab.effect);
    }
  }
  e.AddPending(std::move(pending));
}

void DoHide(Engine& e, const Action& a, Ctx ctx) {
  GameState& s = e.state();
  ObjectId id = ArgObject(e, a, "object", ctx);
  PlayerId p = s.obj(id).owner;
  ZoneId at = ArgZone(e, a, "at", p);
  if (!HasKeywordForReference(s, id, "Hidden")) {
    e.Refuse(ctx.parent, {"811.1.c"}, Name(s, id) + " has no [Hidden]: it cannot be hidden");
    return;
  }
  if (s.obj(id).zone != Hand(s, p) && s.obj(id).zone != s.FindZone("champion", p)) {
    e.Refuse(ctx.parent, {"811.1.b"},
             Name(s, id) + " must be in hand (or the Champion Zone) to be hidden");
    return;
  }
  if (p != s.active || ChainOpen(s)) {
    e.Refuse(ctx.parent, {"811.1.b"}, "hiding is done on your own turn during an Open State");
    return;
  }
  if (!IsBattlefield(s, at) || s.zone(at).controller != p) {
    e.Refuse(
        ctx.parent, {"811.1.b"},
        Name(s, id) + " can only be hidden at a battlefield " + PlayerName(s, p) + " controls");
    return;
  }
  for (ObjectId o : s.zone(at).objects) {
    if (s.obj(o).face_down) {
      e.Refuse(ctx.parent, {"811.1.b"},
               ZoneLabel(s, at) + " already has a facedown card hidden there");
      return;
    }
  }
  std::string why;
  Cost c = ParseCost("[A]");
  if (!PayCost(e, p, c, s.obj(id).card.domains, ctx.parent, "hiding " + Name(s, id), {"811.1.b"},
               &why)) {
    e.Refuse(ctx.parent, {"811.1.b"}, why);
    return;
  }
  ZoneId from = s.obj(id).zone;
  s.MoveObject(id, at);
  s.obj(id).face_down = true;
  s.obj(id).controller = p;
  s.vars[HiddenTurnVar(s, id)] = s.turn;
  int entry =
      e.Note(ctx.parent, {"811.1.b", "811.1.c"},
             PlayerName(s, p) + " hides " + Name(s, id) + " facedown at " + ZoneLabel(s, at),
             {{Key(s, id), "zone", ZoneLabel(s, from), ZoneLabel(s, at)},
              {Key(s, id), "face_down", "false", "true"}});
  e.Note(entry, {"811.1.c.1", "811.1.c.2"}, "hiding is not playing: it opens no chain");
  CollectPlayerTriggers(e, p, "you-hide", entry);     // "When you hide a card" (421.1)
  FireEvent(e, GameEvent{"hide", id, p, at}, entry);  // "When you hide a card here"
}

void DoEquip(Engine& e, const Action& a, Ctx ctx) {
  GameState& s = e.state();
  ObjectId gear = ArgObject(e, a, "object", ctx);
  ObjectId unit = ArgObject(e, a, "to", ctx);
  PlayerId p = s.obj(gear).controller;
  const engine::Keyword* equip = nullptr;
  for (const auto& k : s.obj(gear).card.keywords) {
    if (k.name == "Equip") equip = &k;
  }
  if (!equip) {
    e.Refuse(ctx.parent, {"818.1.c.2", "818.5"}, Name(s, gear) + " has no Equip ability");
    return;
  }
  if (!s.OnBoard(gear)) {
    e.Refuse(ctx.parent, {"380"},
             Name(s, gear) + " is not on the board: its Equip ability cannot be activated");
    return;
  }
  if (s.obj(gear).attached_to != engine::kNoObject) {
    e.Refuse(ctx.parent, {"721.2", "718.2"},
             Name(s, gear) + " is attached to " + Name(s, s.obj(gear).attached_to) +
                 ": its Rules Text, including Equip, is Inactive, and Inactive abilities cannot be "
                 "activated");
    return;
  }
  if (p != s.active || ChainOpen(s)) {
    e.Refuse(ctx.parent, {"381"},
             "Equip is an activated ability: only on its controller's turn during an Open State");
    return;
  }
  if (!IsUnit(s, unit) || !s.OnBoard(unit) || s.obj(unit).controller != p) {
    e.Refuse(ctx.parent, {"818.1.c.2"},
             Name(s, unit) + " is not a unit " + PlayerName(s, p) + " controls on the board");
    return;
  }
  int entry = e.Note(ctx.parent, {"818.1.b", "818.1.b.1"},
                     PlayerName(s, p) + " activates " + Name(s, gear) + "'s Equip " + equip->cost +
                         " choosing " + Name(s, unit) + " (a target)");
  std::string why;
  if (!PayCost(e, p, ParseCost(equip->cost), s.obj(gear).card.domains, entry,
               Name(s, gear) + "'s Equip", {"818.1.b"}, &why)) {
    e.Refuse(entry, {"818.1.b"}, why);
    return;
  }
  engine::Event ev;
  ev.kind = "attach";
  ev.object = gear;
  ev.other = unit;
  ev.parent = entry;
  ev.rules = {"818.1.b.2", "434.1"};
  e.Perform(ev);
  e.Note(entry, {"818.2"}, Name(s, unit) + " has been Equipped by " + Name(s, gear));
  CollectAbilityTriggers(e, unit, "equipped", entry);
}

}  // namespace arbiter::games::riftbound
