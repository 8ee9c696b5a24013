// The Riftbound GameModule: setup, the event hooks (Apply, Replacements, StateChecks), the chain,
// and derived properties. The verbs live in actions.cc, play.cc, move.cc, combat.cc, turn.cc.
#include <algorithm>
#include <optional>

#include "games/riftbound/ability_modes.h"
#include "games/riftbound/card_text.h"
#include "games/riftbound/cards.h"
#include "games/riftbound/characteristics.h"
#include "games/riftbound/delayed.h"
#include "games/riftbound/history.h"
#include "games/riftbound/internal.h"
#include "games/riftbound/knell_conditions.h"
#include "games/riftbound/move_restrictions.h"
#include "games/riftbound/next_time.h"
#include "games/riftbound/play_as_effect.h"
#include "games/riftbound/points.h"
#include "games/riftbound/riftbound.h"
#include "games/riftbound/runes.h"
#include "games/riftbound/split_damage.h"
#include "games/riftbound/target_phrase.h"
#include "games/riftbound/trigger_events.h"
#include "util/strings.h"

namespace arbiter::games::riftbound {
namespace {

using engine::ActionSpec;
using engine::ParamSpec;
using T = engine::ParamSpec::Type;

// Detaches `gear` from its Top-Most card (422).
void ApplyDetach(Engine& e, Event& ev) {
  GameState& s = e.state();
  ObjectId gear = ev.object;
  ObjectId top = s.obj(gear).attached_to;
  if (top == engine::kNoObject) {
    e.Note(ev.parent, {"435.1.a.1"}, Name(s, gear) + " is not attached: detaching it does nothing");
    return;
  }
  MightWatch w = WatchMight(s, {top});
  CollectAbilityTriggers(e, gear, "detach", ev.parent);
  auto& list = s.obj(top).attachments;
  list.erase(std::remove(list.begin(), list.end(), gear), list.end());
  s.obj(gear).attached_to = engine::kNoObject;
  s.dirty.push_back(top);
  s.dirty.push_back(gear);
  std::string where = ZoneLabel(s, s.obj(gear).zone);
  std::vector<std::string> rules = {"435.1.b"};
  std::string text = Name(s, gear) + " detaches from " + Name(s, top) + "; it stays at " + where;
  if (ev.args.count("last_location")) {
    rules.push_back("435.4.b");
    text += " (the last location " + Name(s, top) + " was at)";
  } else {
    rules.push_back("435.4");
  }
  int entry = e.Note(ev.parent, rules, text, {{Key(s, gear), "attached_to", Key(s, top), "none"}});
  e.Note(entry, {"435.1.c"}, Name(s, gear) + "'s Rules Text is no longer Inactive");
  if (s.obj(top).attachments.empty()) {
    e.Note(entry, {"719.2"}, Name(s, top) + " is no longer a Top-Most Card");
  }
  if (s.OnBoard(top)) ReportMight(e, w, entry);
}

void ApplyAttach(Engine& e, Event& ev) {
  GameState& s = e.state();
  ObjectId gear = ev.object, top = ev.other;
  MightWatch w = WatchMight(s, {top});
  ZoneId from = s.obj(gear).zone;
  s.obj(gear).attached_to = top;
  s.obj(top).attachments.push_back(gear);
  int entry = e.Note(ev.parent, ev.rules.empty() ? std::vector<std::string>{"434.1"} : ev.rules,
                     Name(s, gear) + " becomes Attached to " + Name(s, top) + "; " + Name(s, top) +
                         " is a Top-Most Card",
                     {{Key(s, gear), "attached_to", "none", Key(s, top)}});
  if (from != s.obj(top).zone) {
    s.MoveObject(gear, s.obj(top).zone);
    e.Note(entry, {"434.4", "434.4.a"},
           Name(s, gear) + "'s location becomes " + ZoneLabel(s, s.obj(top).zone) +
               " (this is not a Move)",
           {{Key(s, gear), "zone", ZoneLabel(s, from), ZoneLabel(s, s.obj(top).zone)}});
  }
  e.Note(entry, {"718.2", "434.1.e"}, Name(s, gear) + "'s Rules Text is Inactive while Attached");
  if (!s.obj(gear).card.effect_text.empty()) {
    e.Note(entry, {"718.3"},
           Name(s, top) + " gains " + Name(s, gear) + "'s Effect Text: \"" +
               std::string(Trim(s.obj(gear).card.effect_text)) + "\"");
  }
  if (IsEquipment(s, gear)) {
    e.Note(entry, {"818.3.b"}, Name(s, top) + " is Equipped");
  }
  ReportMight(e, w, entry);
  CollectAbilityTriggers(e, gear, "attach", entry);
}

// A permanent leaves the board (killed, returned, banished): attachments detach in the order the
// Top-Most card's controller chooses (719.5, 719.5.a); temporary modifications end (124.1, 705).
void LeaveBoard(Engine& e, ObjectId id, ZoneId to, int parent) {
  GameState& s = e.state();
  ZoneId last = s.obj(id).zone;
  // "When this leaves the board": looked for as it leaves, while it is still there (383.2.c).
  CollectAbilityTriggers(e, id, "leaves-board", parent);
  // An attached card leaving on its own first detaches from its Top-Most card.
  if (s.obj(id).attached_to != engine::kNoObject) {
    Event d;
    d.kind = "detach";
    d.object = id;
    d.parent = parent;
    e.Perform(d);
  }
  // The cards attached to it detach as it changes zones (719.5), so after its move: they stay
  // where it was, and its Might on the board never changes on their account.
  std::vector<ObjectId> pending_detach;
  std::vector<ObjectId> attached = s.obj(id).attachments;
  if (!attached.empty()) {
    std::vector<ObjectId> order = attached;
    if (attached.size() > 1) {
      engine::ChoiceRequest req;
      req.kind = "detach-order";
      req.player = s.obj(id).controller;
      req.ordered = true;
      req.min = req.max = static_cast<int>(attached.size());
      for (ObjectId a : attached) req.options.push_back(Key(s, a));
      req.rule = "719.5.a";
      req.prompt = PlayerName(s, req.player) +
                   " chooses the order in which the cards attached to " + Name(s, id) + " detach";
      engine::ChoiceAnswer ans = e.Choose(req, parent);
      order.clear();
      for (const auto& k : ans.picks) order.push_back(s.FindKey(k));
    }
    pending_detach = order;
  }
  auto& o = s.obj(id);
  std::vector<engine::Change> changes = {{o.key, "zone", ZoneLabel(s, last), ZoneLabel(s, to)}};
  std::vector<std::string> cleared;
  if (o.Counter("buff") > 0) {
    changes.push_back({o.key, "buff", std::to_string(o.Counter("buff")), "0"});
    cleared.push_back("its buff is removed (705)");
  }
  if (o.Counter("damage") > 0) {
    changes.push_back({o.key, "damage", std::to_string(o.Counter("damage")), "0"});
    cleared.push_back("damage is cleared");
  }
  o.counters.clear();
  o.status.erase("attacker");
  o.status.erase("defender");
  o.status.erase("exhausted");
  o.status.erase("empowered");  // a state of objects on the board (441.2)
  o.status.erase("stunned");    // a state of units on the board (423.1.a)
  o.face_down = false;
  s.MoveObject(id, to);
  std::vector<std::string> rules = {"124.1"};
  if (!cleared.empty() && cleared[0].find("705") != std::string::npos) {
    rules.push_back("705");
    rules.push_back("748");  // v1.4: to a non-board zone, an object loses all of its Counters
  }
  int moved = e.Note(parent, rules,
                     Name(s, id) + " moves to " + ZoneLabel(s, to) +
                         (cleared.empty() ? "" : "; " + Join(cleared, ", ")) +
                         "; temporary modifications end",
                     changes);
  if (!pending_detach.empty()) {
    int entry = e.Note(moved, {"719.5"},
                       "as " + Name(s, id) +
                           " left the board, every card attached to it detaches, remaining where "
                           "it is");
    for (ObjectId a : pending_detach) {
      Event d;
      d.kind = "detach";
      d.object = a;
      d.parent = entry;
      d.args["last_location"] = true;
      e.Perform(d);
    }
    // Triggers from these detaches are ordered by the detach order (719.5.a).
  }
  if (s.obj(id).card.type == "Unit") {
    int m = MightValue(s, id);
    // 711: judged by its inherent Might off the board; 708: Mighty means 5 or more.
    e.Note(moved, {"711", "708"},
           "in " + ZoneLabel(s, to) + " " + Name(s, id) + " is evaluated by its printed Might " +
               std::to_string(m) +
               (m >= kMightyThreshold ? ": it is Mighty" : ": it is not Mighty"));
  }
}

void ApplyKill(Engine& e, Event& ev) {
  GameState& s = e.state();
  ObjectId id = ev.object;
  if (!s.OnBoard(id)) {
    e.Note(ev.parent, {"428.1"}, Name(s, id) + " is not on the board: nothing to kill");
    return;
  }
  // 808.1.d.2/3: Deathknell triggers are noted before the card moves, with its last information.
  int n = 0;
  std::vector<engine::PendingTrigger> knells;
  std::vector<const engine::Ability*> knell_ability;  // each knell's, when written
  const auto& o = s.obj(id);
  std::vector<std::pair<ObjectId, const engine::Ability*>> knell_abilities;
  if (RulesTextActive(s, id)) {
    for (const auto& ab : o.card.abilities) {
      if (ab.kind == "triggered" && ab.trigger == "deathknell" &&
          !StartsWith(ab.condition, "dependent-"))
        knell_abilities.push_back({id, &ab});
    }
  }
  for (ObjectId a : o.attachments) {
    for (const auto& ab : s.obj(a).card.abilities) {
      if (ab.kind == "triggered" && ab.trigger == "deathknell" && ab.text_box == "effect")
        knell_abilities.push_back({a, &ab});
    }
  }
  for (const auto& k : Keywords(s, id)) {
    if (k.name != "Deathknell" || !k.active) continue;
    ++n;
    engine::PendingTrigger t;
    t.source = id;
    t.controller = o.controller;
    t.label = "Deathknell";
    t.rules = {"808.1.d.2"};  // added to the chain as a pending item; several instances: below
    t.snapshot["location"] = ZoneLabel(s, o.zone);
    t.snapshot["might"] = static_cast<int64_t>(MightValue(s, id));
    t.snapshot["mighty"] = IsMighty(s, id);
    // Program: the n-th "deathknell" ability, in the order Keywords() lists the instances: the
    // card's own (its Rules Text), then those in the Effect Text of the cards attached to it,
    // which the unit has while they are attached (718.3, 719.1).
    if (static_cast<size_t>(n) <= knell_abilities.size()) {
      const auto& [from, ab] = knell_abilities[static_cast<size_t>(n - 1)];
      t.program = ab->effect;
      t.label = "Deathknell: " + ab->text;
      if (from != id) {
        t.rules = {"808.1.d.2", "718.3", "719.1"};
        t.label += " (" + Name(s, from) + "'s Effect Text)";
      }
    }
    knell_ability.push_back(static_cast<size_t>(n) <= knell_abilities.size()
                                ? knell_abilities[static_cast<size_t>(n - 1)].second
                                : nullptr);
    knells.push_back(std::move(t));
  }
  // "[Empowered][>][>>][Deathknell][>] ...": a dependent Deathknell, no instance of the printed
  // keyword; it triggers if Active as the unit dies (727.1.c.1, 828.1.c; its condition below).
  if (RulesTextActive(s, id)) {
    for (const auto& ab : o.card.abilities) {
      if (ab.kind != "triggered" || ab.trigger != "deathknell" ||
          !StartsWith(ab.condition, "dependent-"))
        continue;
      engine::PendingTrigger t;
      t.source = id;
      t.controller = o.controller;
      t.label = "Deathknell: " + ab.text;
      t.rules = {"808.1.d.2", "727.1.c.1"};
      t.snapshot["location"] = ZoneLabel(s, o.zone);
      t.snapshot["might"] = static_cast<int64_t>(MightValue(s, id));
      t.snapshot["mighty"] = IsMighty(s, id);
      t.program = ab.effect;
      knell_ability.push_back(&ab);
      knells.push_back(std::move(t));
    }
  }
  // Several instances trigger separately and their controller orders them (808.2, 808.2.a).
  if (knells.size() > 1) {
    for (auto& k : knells) k.rules = {"808.2.a", "808.2"};
  }
  int entry =
      e.Note(ev.parent, ev.rules.empty() ? std::vector<std::string>{"428.1"} : ev.rules,
             Name(s, id) + " is killed" +
                 (ev.args.count("why") ? " (" + engine::ValueToString(ev.args["why"]) + ")" : ""));
  // "If I died alone, ...": part of the Deathknell's Condition, checked now with its last
  // information (knell_conditions.cc; 808.1.c, 383.2.a.1, 808.1.d.3)
  for (size_t i = knells.size(); i-- > 0;) {
    if (knell_ability[i] != nullptr && !knell_ability[i]->condition.empty() &&
        !TriggerConditionMet(e, *knell_ability[i], id, o.controller, TriggerEvent{o.zone}, entry))
      knells.erase(knells.begin() + static_cast<std::ptrdiff_t>(i));
  }
  for (size_t i = 0; i < knells.size(); ++i) {
    knells[i].parent = e.Note(
        entry, {"808.1.d.2", "808.1.d.3"},
        Name(s, id) + "'s Deathknell triggers (instance " + std::to_string(i + 1) + " of " +
            std::to_string(knells.size()) + "): noted at " +
            engine::ValueToString(knells[i].snapshot["location"]) + " with Might " +
            engine::ValueToString(knells[i].snapshot["might"]) + " before it moves to the trash");
  }
  // "When I die" abilities, its own and those in attached cards' Effect Text, are looked for as it
  // dies, while the cards are still attached (718.3, 719.1): they detach as it moves (719.5).
  e.AddPending(std::move(knells));
  CollectAbilityTriggers(e, id, "die", entry);
  if (s.obj(id).card.type == "Unit") {  // "When another friendly unit dies"
    std::vector<ObjectId> friends;
    for (const auto& o : s.objects) {
      if (o.id != id && o.controller == s.obj(id).controller && s.zone(o.zone).board &&
          !o.face_down)
        friends.push_back(o.id);
    }
    for (ObjectId f : friends) {
      // A unit killed with this one leaves the board as this one does: it cannot see the
      // death (383.2.c.2; knell_conditions.h: the company kept for units killed together).
      if (s.vars.count(CompanyVar(s, f)) && s.vars.count(CompanyVar(s, id))) {
        for (const auto& ab : s.obj(f).card.abilities) {
          if (ab.kind != "triggered" || ab.trigger != "another-friendly-dies") continue;
          e.Note(entry, {"383.2.c.2"},
                 Name(s, f) + " dies at the same time: its \"" + ab.text + "\" does not see " +
                     Name(s, id) + "'s death");
        }
        continue;
      }
      CollectAbilityTriggers(e, f, "another-friendly-dies", entry);
    }
    CollectEnemyUnitsDieTriggers(e, id, entry);  // "When one or more enemy units die"
  }
  // "When a buffed friendly unit dies", "When a stunned enemy unit dies here" (trigger_events.cc):
  // read while it is still on the board, with its buff and status.
  FireEvent(e, GameEvent{"die", id, engine::kNoPlayer, s.obj(id).zone}, entry);
  FireDelayedTriggers(e, id, "die", entry);  // "When it dies this turn" (delayed.cc, 390.2)
  RecordDeath(e, id, entry);  // this turn's history ("if a unit died this turn", history.cc)
  LeaveBoard(e, id, Trash(s, s.obj(id).owner), entry);
}

void ApplyRecall(Engine& e, Event& ev) {
  GameState& s = e.state();
  ObjectId id = ev.object;
  ZoneId from = s.obj(id).zone;
  ZoneId base = Base(s, s.obj(id).controller);
  MightWatch w = WatchMight(s, {id});
  s.MoveObject(id, base);
  for (ObjectId a : s.obj(id).attachments) s.MoveObject(a, base);
  s.obj(id).status.erase("attacker");
  s.obj(id).status.erase("defender");
  std::vector<std::string> rules =
      ev.rules.empty() ? std::vector<std::string>{"455", "456"} : ev.rules;
  e.Note(ev.parent, rules,
         Name(s, id) + " is recalled from " + ZoneLabel(s, from) + " to " + ZoneLabel(s, base) +
             " (not a Move)",
         {{Key(s, id), "zone", ZoneLabel(s, from), ZoneLabel(s, base)}});
  ReportMight(e, w, ev.parent);
}

// Chooses the target of a triggered ability with a target requirement. For a play effect of a
// permanent played from Hidden, targets come from that battlefield unless the requirement can
// never be met there (811.1.d.2 and its Tideturner example).
std::vector<ObjectId> TriggerTargetOptions(Engine& e, const engine::PendingTrigger& t,
                                           const std::string& req, int parent) {
  GameState& s = e.state();
  const auto& src = s.obj(t.source);
  std::vector<ObjectId> options;
  if (StartsWith(req, "trash-")) {  // "return a unit from your trash ...": 355.10.a
    for (ObjectId id : s.zone(Trash(s, t.controller)).objects) {
      std::string fails;  // its type, and a cap on its costs (play_as_effect.cc, 206)
      if (MeetsTrashRequirement(s, id, t.controller, req, &fails)) options.push_back(id);
    }
  }
  bool elsewhere = req == "friendly-unit-elsewhere";
  for (const auto& o : s.objects) {
    if (StartsWith(req, "trash-")) break;
    // Units, or gear for a gear requirement ("kill a gear"): MeetsRequirement checks the type.
    // The ability's own source may be its target (355.9.c: the ability and its source are
    // separate objects); "another" is not the source.
    if ((o.card.type != "Unit" && o.card.type != "Gear") || !s.zone(o.zone).board || o.face_down ||
        (o.id == t.source && StartsWith(req, "other-")))
      continue;
    if (elsewhere && (o.card.type != "Unit" || o.controller != t.controller || o.zone == src.zone))
      continue;
    if (EndsWith(req, "-here") && o.zone != src.zone) continue;  // "an enemy unit here"
    std::string why;
    if (!elsewhere && !MeetsRequirement(s, o.id, req, t.controller, &why, t.source))
      continue;                                 // 355.9.b
    if (Untargetable(s, o.id, t.controller)) {  // 758
      e.Note(parent, {"758", "757.1"},
             Name(s, o.id) + " can't be chosen by enemy spells and abilities: it is not offered");
      continue;
    }
    options.push_back(o.id);
  }
  auto it = src.stack.choices.find("from_hidden");
  bool hidden = it != src.stack.choices.end() && std::get<bool>(it->second);
  if (hidden) {
    if (elsewhere) {
      e.Note(parent, {"811.1.d.2"},
             "played from Hidden, but this ability's restriction can never be met by a unit at " +
                 ZoneLabel(s, src.zone) + ": its target is chosen freely");
    } else {
      std::vector<ObjectId> here;
      for (ObjectId id : options) {
        if (s.obj(id).zone == src.zone) here.push_back(id);
      }
      e.Note(parent, {"811.1.d.2"},
             "played from Hidden: the play effect's target must be at " + ZoneLabel(s, src.zone));
      options = here;
    }
  }
  return options;
}

// Names a triggered ability's own source among its CHOSEN targets: valid, the ability and its
// source being separate objects (355.9.c).
void NoteSourceChosen(Engine& e, const engine::PendingTrigger& t,
                      const std::vector<ObjectId>& chosen, int parent) {
  if (t.source == engine::kNoObject ||
      std::find(chosen.begin(), chosen.end(), t.source) == chosen.end())
    return;
  e.Note(parent, {"355.9.c"},
         Name(e.state(), t.source) +
             " is the ability's own source: a valid target, as an ability and its source are "
             "separate objects");
}

ObjectId ChooseTriggerTarget(Engine& e, const engine::PendingTrigger& t, const std::string& req,
                             int parent) {
  GameState& s = e.state();
  const std::vector<ObjectId> options = TriggerTargetOptions(e, t, req, parent);
  if (options.empty()) {
    e.Note(parent, {"355.8"}, "no valid target: the ability does nothing");
    return engine::kNoObject;
  }
  engine::ChoiceRequest r;
  r.kind = "target";
  r.player = t.controller;
  for (ObjectId id : options) r.options.push_back(Key(s, id));
  r.rule = "355.5.b";
  r.prompt =
      PlayerName(s, t.controller) + " chooses the target of " + Name(s, t.source) + "'s ability";
  const ObjectId chosen = s.FindKey(e.Choose(r, parent).picks[0]);
  NoteSourceChosen(e, t, {chosen}, parent);
  return chosen;
}

// Chooses the targets of a triggered ability that names several (355.5.b): "friendly-unit*2"
// (two different ones, 355.8: all of them or the ability is not put on the chain),
// "other-friendly-unit*<=2" ("up to two": any number of different ones from none to N, 355.13),
// "friendly-unit+enemy-unit" (one per requirement, in order, all different). Empty when the
// targets cannot all be chosen.
std::vector<ObjectId> ChooseTriggerTargets(Engine& e, const engine::PendingTrigger& t,
                                           const std::string& req, int parent) {
  GameState& s = e.state();
  std::vector<std::string> each;  // one requirement per target
  bool up_to = false;
  if (const size_t star = req.find('*'); star != std::string::npos) {
    up_to = req.compare(star, 3, "*<=") == 0;
    const int n = std::stoi(req.substr(star + (up_to ? 3 : 1)));
    // "deal 5 damage split among any number of ...": up to the damage to split now, Bonus
    // Damage included (355.14.c, 715.3; split_damage.cc)
    const int cap = up_to ? SplitTargetCap(e, t.program, t.controller, n, parent) : n;
    each.assign(static_cast<size_t>(cap), req.substr(0, star));
  } else {
    each = Split(req, '+');
  }
  const std::string prompt =
      PlayerName(s, t.controller) + " chooses the targets of " + Name(s, t.source) + "'s ability";
  std::vector<ObjectId> chosen;
  if (up_to ||
      std::all_of(each.begin(), each.end(), [&](const std::string& r) { return r == each[0]; })) {
    const std::vector<ObjectId> options = TriggerTargetOptions(e, t, each[0], parent);
    const int need = static_cast<int>(each.size());
    if (!up_to && static_cast<int>(options.size()) < need) {
      e.Note(parent, {"355.8"},
             std::to_string(options.size()) + " valid target(s) (" + each[0] + ") of the " +
                 std::to_string(need) + " needed: the ability does nothing");
      return {};
    }
    engine::ChoiceRequest r;
    r.kind = "target";
    r.player = t.controller;
    for (ObjectId id : options) r.options.push_back(Key(s, id));
    r.min = up_to ? 0 : need;
    r.max = std::min<int>(need, static_cast<int>(options.size()));
    r.rule = up_to ? "355.13" : "355.5.b";
    r.prompt = prompt + (up_to ? " (up to " + std::to_string(need) + ", different)"
                               : " (" + std::to_string(need) + ", different)");
    if (r.max > 0 || !up_to) {
      for (const std::string& k : e.Choose(r, parent).picks) chosen.push_back(s.FindKey(k));
    }
    NoteSourceChosen(e, t, chosen, parent);
    if (up_to)
      e.Note(parent, {"355.13"},
             PlayerName(s, t.controller) + " chooses " + std::to_string(chosen.size()) +
                 " of up to " + std::to_string(need) + " targets (" + each[0] + ")");
    return chosen;
  }
  for (const std::string& one : each) {  // in order, each different from those before
    std::vector<ObjectId> options = TriggerTargetOptions(e, t, one, parent);
    options.erase(std::remove_if(options.begin(), options.end(),
                                 [&](ObjectId id) {
                                   return std::find(chosen.begin(), chosen.end(), id) !=
                                          chosen.end();
                                 }),
                  options.end());
    if (options.empty()) {
      e.Note(parent, {"355.8"}, "no valid target for \"" + one + "\": the ability does nothing");
      return {};
    }
    engine::ChoiceRequest r;
    r.kind = "target";
    r.player = t.controller;
    for (ObjectId id : options) r.options.push_back(Key(s, id));
    r.rule = "355.5.b";
    r.prompt = prompt + " (" + one + ")";
    chosen.push_back(s.FindKey(e.Choose(r, parent).picks[0]));
  }
  NoteSourceChosen(e, t, chosen, parent);
  return chosen;
}

class RiftboundModule : public engine::GameModule {
 public:
  const engine::RuleTable& Rules() const override { return RuleTableV14(); }

  // The verbs card text compiles to: the step verbs and "delay", the instruction a spell's
  // delayed trigger is created by (delayed.cc), which no scenario step writes.
  const std::vector<ActionSpec>& CardVerbs() const override {
    static const std::vector<ActionSpec> kCardVerbs = [this] {
      std::vector<ActionSpec> out = Actions();
      for (const VerbRow& row : DelayedVerbs()) out.push_back(row.spec);
      return out;
    }();
    return kCardVerbs;
  }

  // The step verbs: the verb table's rows a scenario may write (actions.cc).
  const std::vector<ActionSpec>& Actions() const override {
    static const std::vector<ActionSpec> kActions = [] {
      std::vector<ActionSpec> out;
      for (const VerbRow& row : VerbTable()) {
        if (row.spec.verb == "vision" || row.spec.verb == "weaponmaster" ||
            row.spec.verb == "delay" || row.spec.verb == engine::kNotModelledVerb)
          continue;  // generated by resolving cards only
        out.push_back(row.spec);
      }
      return out;
    }();
    return kActions;
  }

  std::vector<std::string> ZoneNames() const override {
    return {"base",     "hand",          "deck",          "trash",
            "champion", "battlefield-1", "battlefield-2", "rune-deck"};
  }

  std::vector<std::string> ChoiceKinds() const override {
    return {"detach-order",  "trigger-order", "damage-order", "replacement-order",
            "recycle",       "attach-to",     "weaponmaster", "split",
            "target",        "discard",       "combat",       "predict",
            "predict-order", "location",      "cost",         "showdown",
            "repeat",        "look",          "may",          "rune",
            "reveal",        "recycle-order",  // runes.cc: runes recycled together (416.5.a)
            "kill",          "play",          "mode"};  // ability_modes.cc
  }

  std::vector<std::string> PropertyNames() const override {
    return {"might",     "mighty",   "zone",     "attached_to", "attachments", "exhausted",
            "buffed",    "buff",     "damage",   "controller",  "keywords",    "equipped",
            "face_down", "top_most", "attacker", "defender",    "empowered",   "stunned"};
  }

  Status Setup(GameState* s) const override {
    if (s->players.size() != 2) {
      return Status::InvalidArgument("this Riftbound module plays 1v1 (two players), got " +
                                     std::to_string(s->players.size()));
    }
    for (PlayerId p = 0; p < 2; ++p) {
      s->AddZone({"base", p, engine::kNoPlayer, true, false, engine::ZoneKind::kPublic});
      s->AddZone({"hand", p, engine::kNoPlayer, false, false, engine::ZoneKind::kPrivate});
      s->AddZone({"deck", p, engine::kNoPlayer, false, true, engine::ZoneKind::kHidden});
      s->AddZone({"trash", p, engine::kNoPlayer, false, false, engine::ZoneKind::kPublic});
      s->AddZone({"champion", p, engine::kNoPlayer, false, false, engine::ZoneKind::kPublic});
      // 108.6: each player's Banishment, unordered and public (108.6.d, 108.6.e).
      s->AddZone({"banishment", p, engine::kNoPlayer, false, false, engine::ZoneKind::kPublic});
      // 108.5: each player's Rune Deck, ordered and secret (108.5.d); runes.cc channels from it.
      s->AddZone({"rune-deck", p, engine::kNoPlayer, false, true, engine::ZoneKind::kHidden});
    }
    s->AddZone({"battlefield-1", engine::kNoPlayer, engine::kNoPlayer, true});
    s->AddZone({"battlefield-2", engine::kNoPlayer, engine::kNoPlayer, true});
    s->AddZone({"chain", engine::kNoPlayer, engine::kNoPlayer, false, true});
    s->AddZone(
        {"limbo", engine::kNoPlayer, engine::kNoPlayer, false, false, engine::ZoneKind::kHidden});
    return Status::Ok();
  }

  // Scenarios may name any card of the database; the first card of a name counts, so the
  // rules-relevant file's text (after errata) wins over the gallery's.
  std::vector<std::string> CardFiles() const override {
    return {"riftbound/cards-rules-relevant.json", "riftbound/cards.json",
            "riftbound/card-catalog.json"};
  }
  Result<std::vector<engine::Card>> ParseCardFile(std::string_view text,
                                                  const std::string& file) const override {
    auto cards = riftbound::ParseCardFile(text, file);
    if (cards.ok()) {
      for (engine::Card& card : *cards) {
        GiveBasicRuneAbilities(&card);  // 164.2 (runes.cc)
        CompileCardText(&card);
      }
    }
    return cards;
  }
  Result<std::vector<engine::Card>> ParseCardData(std::string_view text,
                                                  const std::string& file) const override {
    auto cards = riftbound::ParseCardFile(text, file);
    if (cards.ok())
      for (engine::Card& card : *cards) {
        GiveBasicRuneAbilities(&card);  // 164.2: also the text and keywords a basic rune shows
        CompletePrintedText(&card);
      }
    return cards;
  }

  void CompleteCard(engine::Card* card) const override {
    GiveBasicRuneAbilities(card);  // 164.2 (runes.cc)
    CompileCardText(card);
  }
  // The card gallery's 935 names, then the catalog's 94 more (mostly Vendetta).
  std::vector<std::string> CardDatabaseFiles() const override {
    return {"riftbound/cards.json", "riftbound/card-catalog.json"};
  }

  engine::CardVocabulary Vocabulary() const override {
    engine::CardVocabulary v;
    v.types = {"Unit", "Gear", "Spell", "Legend", "Rune", "Battlefield"};
    v.stats = {"might", "might_bonus", "energy", "power"};
    v.ability_kinds = {"triggered", "spell", "legion", "repeat"};
    v.triggers = FiredTriggers();
    v.keywords = KeywordNames();
    v.text_boxes = {"rules", "effect"};
    return v;
  }

  // Rules Text functions on the board unless the card is Attached (Inactive, 718.2); Effect Text
  // functions on the unit the card is attached to (718.3).
  bool AbilityFunctions(const GameState& s, ObjectId id, const engine::Ability& ab) const override {
    const auto& o = s.obj(id);
    if (!engine::NamedWhileInPlay(ab) || !s.zone(o.zone).board) return false;
    if (ab.text_box == "effect") return o.attached_to != engine::kNoObject;
    return RulesTextActive(s, id);
  }

  std::vector<std::string> ValidateSetup(const GameState& s) const override {
    std::vector<std::string> out;
    for (const auto& o : s.objects) {
      if (o.attached_to != engine::kNoObject) {
        if (!s.zone(o.zone).board)
          out.push_back(o.key + ": only cards on the board can be attached (434.1)");
        if (o.card.type != "Gear")
          out.push_back(o.key + ": only gear can be attached here, not a " + o.card.type);
      }
      if (o.Counter("buff") > 1) out.push_back(o.key + ": a unit can have only one buff (702.3)");
      if (o.Counter("buff") > 0 && o.card.type != "Unit")
        out.push_back(o.key + ": only units can be buffed (702)");
    }
    return out;
  }

  void Do(Engine& e, const Action& a) const override {
    Ctx ctx;
    ctx.controller = e.state().active;
    ctx.parent = e.current_step_entry();
    const PlayerId winner = Winner(e.state());
    if (winner != engine::kNoPlayer) {  // 194.2: the game is over
      e.Refuse(ctx.parent, {"194.2"},
               "the game is over: " + PlayerName(e.state(), winner) + " has won it");
      return;
    }
    Exec(e, a, ctx);
  }

  void Apply(Engine& e, Event& ev) const override {
    GameState& s = e.state();
    if (ev.kind == "attach") return ApplyAttach(e, ev);
    if (ev.kind == "detach") return ApplyDetach(e, ev);
    if (ev.kind == "kill") return ApplyKill(e, ev);
    if (ev.kind == "recall") return ApplyRecall(e, ev);
    if (ev.kind == "leave-board") return LeaveBoard(e, ev.object, ev.to, ev.parent);
    if (ev.kind == "damage") {
      MightWatch w = WatchMight(s, {ev.object});
      auto& o = s.obj(ev.object);
      int before = o.Counter("damage");
      o.counters["damage"] = before + ev.amount;
      if (ev.amount > 0) RecordDamaged(s, ev.object);  // history.cc
      s.dirty.push_back(ev.object);
      e.Note(ev.parent, ev.rules, Name(s, ev.object) + " is dealt " + std::to_string(ev.amount),
             {{o.key, "damage", std::to_string(before), std::to_string(before + ev.amount)}});
      return;
    }
    if (ev.kind == "effect") {
      // A continuous effect starts (Might change or keyword grant).
      std::vector<ObjectId> watch = {ev.object};
      MightWatch w = WatchMight(s, watch);
      engine::Effect eff;
      eff.id = s.next_effect_id++;
      eff.kind = engine::ValueToString(ev.args["effect"]);
      eff.source = ev.other;
      eff.target = ev.object;
      eff.target_incarnation = s.obj(ev.object).incarnation;
      eff.amount = ev.amount;
      if (auto it = ev.args.find("minimum"); it != ev.args.end())
        eff.minimum = static_cast<int>(std::get<int64_t>(it->second));
      eff.keyword = ev.args.count("keyword") ? engine::ValueToString(ev.args["keyword"]) : "";
      eff.duration =
          ev.args.count("permanent") ? engine::Duration::kWhileTarget : engine::Duration::kThisTurn;
      eff.created_turn = s.turn;
      eff.rule = ev.rules.empty() ? "" : ev.rules[0];
      eff.reason = engine::ValueToString(ev.args["reason"]);
      s.effects.push_back(eff);
      s.dirty.push_back(ev.object);
      int entry = e.Note(ev.parent, ev.rules, Name(s, ev.object) + " gets " + eff.reason);
      ReportMight(e, w, entry);
      return;
    }
    if (ev.kind == "move") {
      ZoneId from = s.obj(ev.object).zone;
      // A move a passive forbids cannot be followed: it is ignored (359.3.e.6;
      // move_restrictions.cc)
      if (const std::string why = MoveForbiddenBy(s, ev.object, from, ev.to); !why.empty()) {
        e.Note(ev.parent, {"359.3.e.6", "364.2"},
               Name(s, ev.object) + " cannot move to " + ZoneLabel(s, ev.to) + " (forbidden by " +
                   why + "): the move is ignored");
        return;
      }
      MightWatch w = WatchMight(s, {ev.object});
      s.MoveObject(ev.object, ev.to);
      RecordMoved(s, ev.object);  // history.cc
      int entry = e.Note(
          ev.parent, ev.rules,
          Name(s, ev.object) + " moves from " + ZoneLabel(s, from) + " to " + ZoneLabel(s, ev.to),
          {{Key(s, ev.object), "zone", ZoneLabel(s, from), ZoneLabel(s, ev.to)}});
      for (ObjectId a : s.obj(ev.object).attachments) {
        s.MoveObject(a, ev.to);
        e.Note(entry, {"719.3.a", "719.3"},
               Name(s, a) + " moves with it (attached cards are at the Top-Most Card's location)",
               {{Key(s, a), "zone", ZoneLabel(s, from), ZoneLabel(s, ev.to)}});
      }
      ReportMight(e, w, entry);
      CollectAbilityTriggers(e, ev.object, "move", entry);  // a Move (424.1); recalls are not
      if (IsBattlefield(s, ev.to))
        CollectAbilityTriggers(e, ev.object, "move-to-battlefield", entry);
      // "When a unit moves from here", "When I move from a battlefield" (trigger_events.cc)
      FireEvent(e, GameEvent{"move", ev.object, s.obj(ev.object).controller, ev.to, from}, entry);
      return;
    }
    if (ev.kind == "exhaust" || ev.kind == "ready") {
      auto& o = s.obj(ev.object);
      bool want = ev.kind == "exhaust";
      if (o.Has("exhausted") == want) {
        e.Note(ev.parent, {want ? "414.1.c" : "415.1.c"},
               Name(s, ev.object) + " is already " + (want ? "exhausted" : "ready") +
                   ": nothing happens");
        return;
      }
      if (want)
        o.status.insert("exhausted");
      else
        o.status.erase("exhausted");
      std::vector<std::string> rules =
          ev.rules.empty() ? std::vector<std::string>{want ? "414.1" : "415.1"} : ev.rules;
      int entry =
          e.Note(ev.parent, rules, Name(s, ev.object) + (want ? " is exhausted" : " is readied"),
                 {{o.key, "exhausted", want ? "false" : "true", want ? "true" : "false"}});
      if (!want) CollectAbilityTriggers(e, ev.object, "ready", entry);
      if (want) CollectAbilityTriggers(e, ev.object, "become-exhausted", entry);  // 414.1
      if (!o.attachments.empty()) {
        std::vector<std::string> names;
        for (ObjectId a : o.attachments) names.push_back(Name(s, a));
        e.Note(entry, {"719.4"},
               Join(names, ", ") + " " + (names.size() > 1 ? "stay " : "stays ") +
                   (s.obj(o.attachments[0]).Has("exhausted") ? "exhausted" : "ready") +
                   ": a Top-Most Card's Exhausted/Ready state does not change its attached cards");
      }
      return;
    }
    e.Fail("internal: the Riftbound module has no event '" + ev.kind + "'");
  }

  std::vector<engine::Replacement> Replacements(const Engine& e, const Event& ev) const override {
    std::vector<engine::Replacement> out;
    NextTimeReplacements(e, ev, &out);  // "The next time it would die / be dealt damage"
    if (ev.kind != "kill") return out;
    const GameState& s = e.state();
    for (const auto& eff : s.effects) {
      if (eff.kind != "replace-death" || eff.target != ev.object) continue;
      if (s.obj(ev.object).incarnation != eff.target_incarnation) continue;
      engine::Replacement r;
      r.effect_id = eff.id;
      r.source = eff.source;
      r.chooser = s.obj(ev.object).controller;
      r.label = "recall instead of dying";
      r.rules = {"368", "808.1.d.1"};
      r.apply = [](Event& x, const engine::Replacement&, GameState& st) {
        x.kind = "recall";
        x.rules = {"368", "455"};
        // Used once: "the next time it would die".
        for (auto& f : st.effects) {
          if (f.kind == "replace-death" && f.target == x.object) f.kind = "replace-death-used";
        }
        return st.ObjectName(x.object) +
               " would be killed; instead it is recalled (a replacement effect), so it is not "
               "sent to the trash and its Deathknell does not occur (808.1.d.1)";
      };
      out.push_back(r);
    }
    return out;
  }

  bool StateChecks(Engine& e, int parent) const override {
    if (Cleanup(e, parent)) return true;
    TrackShowdownChain(e, parent);  // Focus after a chain closes in a Showdown (347.1.b, 346)
    // Contested battlefields (323.6, 323.8, 323.11) and a Non-Combat Showdown staged there begins
    // (323.12, step 9) before Combat is looked at (323.13, step 10).
    if (ShowdownStateChecks(e, parent)) return true;
    // Combat waits for an empty chain (460): pending triggers go on the chain first.
    if (e.HasPending()) return false;
    return StartCombatIfStaged(e, parent);
  }

  void PutOnStack(Engine& e, std::vector<engine::PendingTrigger> ordered) const override {
    GameState& s = e.state();
    ZoneId chain = Chain(s);
    for (auto& t : ordered) {
      engine::Object item;
      item.key = "chain#" + std::to_string(s.objects.size());
      item.card.name = Name(s, t.source) + ": " + t.label;
      item.card.type = "Ability";
      item.owner = item.controller = t.controller;
      item.stack.source = t.source;
      item.stack.ability = t.ability;
      item.stack.program = t.program;
      item.stack.choices = t.snapshot;
      item.stack.trace_parent = t.parent;
      std::vector<std::string> rules = t.rules;
      engine::TraceEntry entry;
      entry.kind = engine::TraceEntry::Kind::kTrigger;
      entry.parent = t.parent;
      entry.rules = rules;
      entry.text = item.card.name + " goes on the chain";
      item.stack.trace_parent = e.Note(std::move(entry));
      // Repeat on abilities (820.1.a): "My abilities have [Repeat] — Cost" is offered below
      // (repeat.cc). Other text with [Repeat] on a card that is not a spell (not compiled) is
      // named, not run once silently.
      const engine::Ability* grant =
          t.source != engine::kNoObject ? RepeatGrant(s, t.source) : nullptr;
      const engine::Ability* repeat = t.ability >= 0 ? grant : nullptr;
      if (grant != nullptr && t.ability < 0) {
        // A keyword's own trigger (Deathknell) has no ability index to carry the choice.
        e.Unmodelled(item.stack.trace_parent, t.source, grant->text,
                     "Repeat for a keyword's triggered ability (" + t.label +
                         ") is not offered (820.1.a): its instructions are executed once");
      } else if (repeat == nullptr && t.source != engine::kNoObject &&
                 s.obj(t.source).card.type != "Spell") {
        for (const auto& line : SplitLines(s.obj(t.source).card.rules_text)) {
          if (line.find("[Repeat]") == std::string::npos) continue;
          e.Unmodelled(item.stack.trace_parent, t.source, line,
                       "this [Repeat] text is not compiled (820.1.a, 820.1.d.1): its optional "
                       "cost is not offered, so the ability's instructions are executed once");
        }
      }
      // An activated ability's targets were chosen as it was activated (355.5, 399: activate.cc);
      // a triggered ability's are chosen as it goes on the chain (355.5.b).
      auto activated = t.snapshot.find("activated_targets");
      if (activated != t.snapshot.end()) {
        for (const auto& k : std::get<std::vector<std::string>>(activated->second))
          item.stack.targets.push_back(s.FindKey(k));
      } else if (t.ability >= 0 && t.source != engine::kNoObject) {
        std::string target = s.obj(t.source).card.abilities[static_cast<size_t>(t.ability)].target;
        // "choose one -": the mode, then that mode's target (355.3, 402.2; ability_modes.cc); an
        // activated ability's was chosen as it was activated (activate.cc)
        if (auto chosen = t.snapshot.find("mode_target"); chosen != t.snapshot.end()) {
          target = std::get<std::string>(chosen->second);
        } else if (ModeChosenAfterMay(
                       s.obj(t.source).card.abilities[static_cast<size_t>(t.ability)])) {
          target.clear();  // "you may draw 1 or buff me": chosen once the "may" is (below)
        } else if (const std::string modes = target; IsAbilityModesRequirement(modes)) {
          int mode = 0;
          const auto has_target = [&](const std::string& r) {  // 355.8
            return IsPlayerRequirement(r) || r.find_first_of("*+") != std::string::npos ||
                   !TriggerTargetOptions(e, t, r, item.stack.trace_parent).empty();
          };
          if (!ChooseAbilityMode(e, t.source, t.ability, t.controller, modes,
                                 item.stack.trace_parent, &item.stack.program, &target, &mode,
                                 has_target))
            continue;
          RememberAbilityMode(s, t.source, t.ability, modes, mode);
          item.stack.choices["mode_target"] = target;
        }
        if (IsPlayerRequirement(target)) {
          // "choose an opponent. They ...": a player, chosen now (355.5.b, 355.9.a)
          engine::ChoiceRequest r;
          r.kind = "target";
          r.player = t.controller;
          for (PlayerId q = 0; q < static_cast<PlayerId>(s.players.size()); ++q) {
            if (target == "player" || q != t.controller) r.options.push_back(PlayerName(s, q));
          }
          r.rule = "355.9.a";
          r.prompt = PlayerName(s, t.controller) + " chooses " +
                     (target == "opponent" ? "an opponent" : "a player") + " for " +
                     Name(s, t.source) + "'s ability";
          if (r.options.empty()) {
            e.Note(item.stack.trace_parent, {"355.8"}, "no valid target: the ability does nothing");
          } else {
            const PlayerId q = s.FindPlayer(e.Choose(r, item.stack.trace_parent).picks[0]);
            item.stack.choices["target_player"] = static_cast<int64_t>(q);
            e.Note(item.stack.trace_parent, {"355.5.b", "355.9.a"},
                   PlayerName(s, t.controller) + " chooses " + PlayerName(s, q) +
                       " as the ability's target");
          }
        } else if (target == kEventObject) {
          // "give it +1 [S]": the event's unit, not chosen (trigger_events.cc)
          auto it = t.snapshot.find("event_object");
          const ObjectId o = it == t.snapshot.end() ? engine::kNoObject
                                                    : s.FindKey(std::get<std::string>(it->second));
          if (o != engine::kNoObject) {
            item.stack.targets.push_back(o);
            e.Note(item.stack.trace_parent, {"383.1"},
                   "\"it\" is " + Name(s, o) +
                       ", the unit of the event that triggered it (not a target chosen, 355.5.b)");
          }
        } else if (target.find_first_of("*+") != std::string::npos) {
          // several targets (355.5.b, 355.13), each chosen as it goes on the chain
          for (ObjectId chosen : ChooseTriggerTargets(e, t, target, item.stack.trace_parent)) {
            item.stack.targets.push_back(chosen);
            CollectChosenTriggers(e, t.controller, chosen, item.stack.trace_parent);
          }
        } else if (!target.empty()) {
          ObjectId chosen = ChooseTriggerTarget(e, t, target, item.stack.trace_parent);
          if (chosen != engine::kNoObject) {
            item.stack.targets.push_back(chosen);
            // A card chosen in a trash: which object it is now (124; checked in ResolveTop).
            if (StartsWith(target, "trash-"))
              item.stack.choices["target_incarnation"] =
                  static_cast<int64_t>(s.obj(chosen).incarnation);
            // "When you choose me", "When you choose a friendly unit" (player_triggers.cc)
            CollectChosenTriggers(e, t.controller, chosen, item.stack.trace_parent);
          }
        }
        // Repeat (820.1.d): decided with the ability's choices (402.2), the additional
        // execution's choices made now too (820.2, 820.2.a), then the cost paid (404.1).
        if (repeat != nullptr &&
            OfferAbilityRepeat(e, t.source, t.controller, item.stack.trace_parent)) {
          // (a chosen player stays the additional execution's: not chosen again)
          if (!target.empty() && !IsPlayerRequirement(target) && target != kEventObject) {
            int again = e.Note(item.stack.trace_parent, {"820.2", "820.2.a"},
                               "the additional execution's target is chosen now, with the "
                               "others; it may differ from the first");
            std::vector<std::string> keys;
            if (target.find_first_of("*+") != std::string::npos) {
              for (ObjectId chosen : ChooseTriggerTargets(e, t, target, again))
                keys.push_back(Key(s, chosen));
            } else {
              ObjectId chosen = ChooseTriggerTarget(e, t, target, again);
              keys.push_back(chosen == engine::kNoObject ? std::string() : Key(s, chosen));
            }
            item.stack.choices["repeat_targets"] = keys;
          }
          if (PayAbilityRepeat(e, t.source, t.controller, item.stack.trace_parent))
            item.stack.repeat = 1;
        }
      }
      // An activated ability's Repeat was offered and paid as it was activated (activate.cc).
      auto paid = t.snapshot.find("repeat");
      if (paid != t.snapshot.end() && std::get<bool>(paid->second)) item.stack.repeat = 1;
      // "you may pay [1] to ...": decided and paid as it is finalized (383.3.a, 383.3.b).
      if (!FinalizeTriggerCost(e, t, item.stack.trace_parent)) continue;
      // "you may draw 1 or buff me": the "may" is decided first (402.1), then which (402.2).
      if (t.ability >= 0 && t.source != engine::kNoObject && !t.snapshot.count("mode_target")) {
        const engine::Ability& ab = s.obj(t.source).card.abilities[static_cast<size_t>(t.ability)];
        std::string none;
        int mode = 0;
        if (ModeChosenAfterMay(ab) &&
            !ChooseAbilityMode(e, t.source, t.ability, t.controller, ab.target,
                               item.stack.trace_parent, &item.stack.program, &none, &mode))
          continue;
        if (ModeChosenAfterMay(ab)) item.stack.choices["mode_target"] = none;
      }
      s.AddObject(std::move(item), chain, /*at_bottom=*/false);
    }
  }

  bool AutoResolve(const Engine& e) const override {
    auto it = e.state().vars.find("hold");
    return it == e.state().vars.end() || it->second == 0;
  }

  void ResolveTop(Engine& e) const override {
    GameState& s = e.state();
    ZoneId chain = Chain(s);
    ObjectId top = s.zone(chain).objects.front();
    auto& item = s.obj(top);
    if (item.card.type != "Ability") return ResolveCard(e, top);
    engine::TraceEntry entry;
    entry.kind = engine::TraceEntry::Kind::kResolve;
    entry.parent = item.stack.trace_parent;
    entry.text = item.card.name + " resolves";
    int id = e.Note(std::move(entry));
    Ctx ctx;
    ctx.source = item.stack.source;
    ctx.controller = item.controller;
    ctx.targets = item.stack.targets;
    ctx.parent = id;
    if (auto tp = item.stack.choices.find("target_player"); tp != item.stack.choices.end())
      ctx.target_player = static_cast<PlayerId>(std::get<int64_t>(tp->second));
    std::vector<Action> program = item.stack.program;
    const int repeat = item.stack.repeat;
    std::optional<std::vector<std::string>> repeat_targets;
    if (auto rt = item.stack.choices.find("repeat_targets"); rt != item.stack.choices.end())
      repeat_targets = std::get<std::vector<std::string>>(rt->second);
    s.MoveObject(top, Limbo(s));
    // A targeted ability whose target could not be chosen does nothing (355.8).
    const ObjectId src = item.stack.source;
    const int index = item.stack.ability;
    std::string wanted = src != engine::kNoObject && index >= 0
                             ? s.obj(src).card.abilities.at(static_cast<size_t>(index)).target
                             : std::string();
    if (auto mt = s.obj(top).stack.choices.find("mode_target");
        mt != s.obj(top).stack.choices.end())
      wanted = std::get<std::string>(mt->second);  // the chosen mode's (ability_modes.cc)
    if (!wanted.empty() && (IsPlayerRequirement(wanted) ? ctx.target_player == engine::kNoPlayer
                                                        : ctx.targets.empty())) {
      e.Note(id, {"355.8"}, "it has no target: it does nothing");
      return;
    }
    // A card chosen in a trash that has changed zones since is a new object (124), no longer a
    // legal target even back in the trash (359.3.e.4): nothing is done to it (359.3.e.5).
    if (auto ti = s.obj(top).stack.choices.find("target_incarnation");
        ti != s.obj(top).stack.choices.end() && ctx.targets.size() == 1 &&
        s.obj(ctx.targets[0]).incarnation != std::get<int64_t>(ti->second)) {
      e.Note(id, {"359.3.e.4", "124"},
             Name(s, ctx.targets[0]) +
                 " changed zones after it was chosen: it is a new object, no longer the target");
      ctx.targets.clear();
    }
    if (program.empty()) {
      const std::string label = item.card.name.substr(item.card.name.find(": ") + 2);
      e.Unmodelled(id, ctx.source, label, "no effect is written for it");
    }
    for (const auto& a : program) Exec(e, a, ctx);
    // Repeat paid (820.1.d, 820.1.d.1): the instructions once more, with the additional
    // execution's own choices (820.2, 820.2.a).
    for (int i = 0; i < repeat; ++i) {
      Ctx again = ctx;
      again.parent = e.Note(id, {"820.1.d", "820.1.d.1"},
                            "Repeat: the ability's instructions are executed an additional time");
      if (repeat_targets.has_value()) {
        again.targets.clear();
        for (const auto& k : *repeat_targets) {
          if (!k.empty()) again.targets.push_back(s.FindKey(k));
        }
        if (again.targets.empty()) {
          e.Note(again.parent, {"355.8"}, "it has no target for this execution: it does nothing");
          continue;
        }
        e.Note(again.parent, {"820.2.a"},
               "with the target chosen for it as the ability was played: " +
                   Name(s, again.targets[0]));
      }
      for (const auto& a : program) Exec(e, a, again);
    }
  }

  ZoneId StackZone(const GameState& s) const override { return Chain(s); }
  // 340.1: the newest item on the chain resolves, its effects executed in their entirety.
  std::string ResolutionRule() const override { return "340.1"; }

  bool Derive(const GameState& s, ObjectId id, const std::string& property,
              engine::Derivation* out) const override {
    if (property == "might") {
      *out = Might(s, id);
      return true;
    }
    if (property == "mighty") {
      *out = Might(s, id);
      out->property = "mighty";
      out->rules.insert(out->rules.begin(), "708");
      out->notes.push_back(std::string(out->value >= kMightyThreshold ? "is" : "is not") +
                           " Mighty: Might " + std::to_string(out->value) +
                           (out->value >= kMightyThreshold ? " >= 5 (708)" : " < 5 (708)"));
      return true;
    }
    if (property == "keywords") {
      out->property = "keywords";
      for (const auto& k : Keywords(s, id)) {
        out->terms.push_back({k.name + (k.value != 1 ? " " + std::to_string(k.value) : "") +
                                  (k.active ? "" : " (Inactive, still present: 722.1)"),
                              k.value, k.rule, k.source, k.from});
      }
      return true;
    }
    return false;
  }

  engine::Value Property(const GameState& s, ObjectId id, const std::string& p,
                         std::string* error) const override {
    const auto& o = s.obj(id);
    if (p == "might") return static_cast<int64_t>(MightValue(s, id));
    if (p == "mighty") return IsMighty(s, id);
    if (p == "zone") return ZoneLabel(s, o.zone);
    if (p == "attached_to")
      return o.attached_to == engine::kNoObject ? std::string("none") : Key(s, o.attached_to);
    if (p == "attachments") {
      std::vector<std::string> v;
      for (ObjectId a : o.attachments) v.push_back(Key(s, a));
      return v;
    }
    if (p == "exhausted") return o.Has("exhausted");
    if (p == "attacker") return o.Has("attacker");
    if (p == "defender") return o.Has("defender");
    if (p == "buffed") return o.Counter("buff") > 0;
    if (p == "buff") return static_cast<int64_t>(o.Counter("buff"));
    if (p == "damage") return static_cast<int64_t>(o.Counter("damage"));
    if (p == "controller") return PlayerName(s, o.controller);
    if (p == "face_down") return o.face_down;
    if (p == "empowered") return o.Has("empowered");
    if (p == "stunned") return o.Has("stunned");
    if (p == "top_most") return !o.attachments.empty();
    if (p == "equipped") {
      for (ObjectId a : o.attachments)
        if (IsEquipment(s, a)) return true;
      return false;
    }
    if (p == "keywords") {
      std::vector<std::string> v;
      for (const auto& k : Keywords(s, id)) {
        if (!k.active) continue;
        bool valued = k.name == "Assault" || k.name == "Shield" || k.name == "Deflect";
        std::string name = k.name;
        if (valued) name += " " + std::to_string(KeywordTotal(s, id, k.name));
        if (std::find(v.begin(), v.end(), name) == v.end()) v.push_back(name);
      }
      std::sort(v.begin(), v.end());
      return v;
    }
    *error = "unknown property '" + p + "'";
    return {};
  }

  void EndTurn(Engine& e) const override { riftbound::EndTurn(e, e.current_step_entry()); }
};

}  // namespace

const engine::GameModule& Module() {
  static const RiftboundModule kModule;
  return kModule;
}

}  // namespace arbiter::games::riftbound
