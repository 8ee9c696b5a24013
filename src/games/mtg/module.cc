// The MTG GameModule: zones, the keyword-action verbs, events (attach, destroy with regeneration
// as a replacement, sacrifice, zone changes with enter/leave triggers), the stack (triggered
// abilities with targets, resolution on a scripted "resolve"), and the linked-ability programs of
// the cards in cards.cc. Each Note cites the rule implemented at that line; where the 2008
// rulings summary (seed 004) has the same rule, the line names its 2008 number too.
#include <algorithm>
#include <cctype>
#include <map>

#include "engine/engine.h"
#include "engine/unmodelled.h"
#include "games/mtg/card_text.h"
#include "games/mtg/cards.h"
#include "games/mtg/divided_damage.h"
#include "games/mtg/mana_payment.h"
#include "games/mtg/mtg.h"
#include "util/strings.h"

namespace arbiter::games::mtg {
namespace {

using engine::Action;
using engine::ActionSpec;
using engine::ChoiceRequest;
using engine::Engine;
using engine::Event;
using engine::GameState;
using engine::ObjectId;
using engine::ParamSpec;
using engine::PendingTrigger;
using engine::PlayerId;
using engine::Value;
using engine::ZoneId;
using T = engine::ParamSpec::Type;
constexpr ObjectId kNone = engine::kNoObject;

// --- small helpers ------------------------------------------------------------------------

std::string Name(const GameState& s, ObjectId id) { return s.ObjectName(id); }
std::string Key(const GameState& s, ObjectId id) { return s.obj(id).key; }
std::string PlayerName(const GameState& s, PlayerId p) {
  return p >= 0 && p < static_cast<int>(s.players.size()) ? s.players[p].name : "nobody";
}
std::string ZoneName(const GameState& s, ZoneId z) {
  return z == engine::kNoZone ? "none" : s.zone(z).name;
}
ZoneId Battlefield(const GameState& s) { return s.FindZone("battlefield"); }
ZoneId Exile(const GameState& s) { return s.FindZone("exile"); }
ZoneId Stack(const GameState& s) { return s.FindZone("stack"); }
ZoneId Graveyard(const GameState& s, ObjectId id) {
  return s.FindZone("graveyard", s.obj(id).owner);
}
bool OnBattlefield(const GameState& s, ObjectId id) { return s.obj(id).zone == Battlefield(s); }
bool IsTapped(const engine::Object& o) { return o.Has("tapped") || o.Has("exhausted"); }
// A static ability compiled from the card's text (card_text.h) with this verb, e.g.
// "indestructible".
bool HasStatic(const engine::Object& o, const std::string& verb) {
  for (const engine::Ability& ab : o.card.abilities) {
    if (ab.kind == "static" && !ab.effect.empty() && ab.effect[0].verb == verb) return true;
  }
  return false;
}
bool HasStaticRegeneration(const engine::Object& o) {
  for (const engine::Ability& ab : o.card.abilities) {
    if (ab.kind == "static" && !ab.effect.empty() && ab.effect[0].verb == "regenerate-static")
      return true;
  }
  return false;
}
PlayerId Controller(const GameState& s, ObjectId id) {
  return s.obj(id).controller != engine::kNoPlayer ? s.obj(id).controller : s.obj(id).owner;
}
PlayerId Opponent(const GameState& s, PlayerId p) { return s.players.size() > 1 ? 1 - p : p; }
// The first ability of the object whose program starts with `verb`, or nullptr.
const engine::Ability* AbilityWith(const engine::Object& o, const std::string& verb) {
  for (const engine::Ability& ab : o.card.abilities) {
    if (!ab.effect.empty() && ab.effect[0].verb == verb) return &ab;
  }
  return nullptr;
}
// The property a trace change names for counters of `kind` ("+1/+1" -> counters_plus).
std::string CounterProperty(const std::string& kind) {
  return kind == "+1/+1"   ? "counters_plus"
         : kind == "-1/-1" ? "counters_minus"
                           : "counters_" + kind;
}
// A number kept in a status flag "<prefix><n>" ("paid-as-entered:6"), or -1 when there is none.
int StatusNumber(const engine::Object& o, const std::string& prefix) {
  for (const std::string& st : o.status) {
    if (StartsWith(st, prefix)) return std::atoi(st.c_str() + prefix.size());
  }
  return -1;
}
void SetStatusNumber(engine::Object& o, const std::string& prefix, int n) {
  for (auto it = o.status.begin(); it != o.status.end();) {
    it = StartsWith(*it, prefix) ? o.status.erase(it) : std::next(it);
  }
  o.status.insert(prefix + std::to_string(n));
}
int& Life(GameState& s, PlayerId p) {
  return s.players.at(static_cast<size_t>(p)).resources["life"];
}
// A double-faced card's abilities carry the face they are printed on ("front"/"back"); others "".
std::string FaceOf(const engine::Ability& ab) {
  return ab.effect.empty() || !ab.effect[0].args.count("face")
             ? ""
             : std::get<std::string>(ab.effect[0].args.at("face"));
}
std::string FaceUp(const engine::Object& o) { return o.Has("transformed") ? "back" : "front"; }
bool DoubleFaced(const engine::Object& o) {
  for (const engine::Ability& ab : o.card.abilities) {
    if (!FaceOf(ab).empty()) return true;
  }
  return false;
}

ObjectId ObjectArg(const GameState& s, const Action& a, const char* name) {
  auto it = a.args.find(name);
  if (it == a.args.end() || !std::holds_alternative<std::string>(it->second)) return kNone;
  return s.FindKey(std::get<std::string>(it->second));
}
int64_t IntArg(const Action& a, const char* name, int64_t fallback = 0) {
  auto it = a.args.find(name);
  return it != a.args.end() && std::holds_alternative<int64_t>(it->second)
             ? std::get<int64_t>(it->second)
             : fallback;
}
bool BoolArg(const std::map<std::string, Value>& args, const char* name) {
  auto it = args.find(name);
  return it != args.end() && std::holds_alternative<bool>(it->second) && std::get<bool>(it->second);
}
std::string StringArg(const std::map<std::string, Value>& args, const char* name) {
  auto it = args.find(name);
  return it != args.end() && std::holds_alternative<std::string>(it->second)
             ? std::get<std::string>(it->second)
             : "";
}
std::vector<std::string> StringsArg(const Action& a, const char* name) {
  auto it = a.args.find(name);
  if (it == a.args.end() || !std::holds_alternative<std::vector<std::string>>(it->second))
    return {};
  return std::get<std::vector<std::string>>(it->second);
}
PlayerId PlayerArg(const GameState& s, const Action& a, const char* name) {
  auto it = a.args.find(name);
  if (it == a.args.end() || !std::holds_alternative<std::string>(it->second))
    return engine::kNoPlayer;
  return s.FindPlayer(std::get<std::string>(it->second));
}
bool IsPermanentCard(const engine::Card& c) {
  for (const char* t : {"Creature", "Artifact", "Enchantment", "Land", "Planeswalker", "Battle"}) {
    if (HasType(c, t)) return true;
  }
  return false;
}
// "exiled-with:<link group>#<incarnation of the exiling object>" (607.2a: linked to that object,
// as that object; a new object after a zone change is not linked, 400.7).
std::string LinkKind(const std::string& group, int incarnation) {
  return "exiled-with:" + group + "#" + std::to_string(incarnation);
}
// The link group of an ability on its object: its printed group, or for abilities gained together
// by one effect (607.5) that effect's own group, so they link only to each other.
std::string GroupKey(const engine::Ability& ab) {
  return StartsWith(ab.text_box, "gained:") ? ab.text_box + "/" + std::to_string(ab.link_group)
                                            : std::to_string(ab.link_group);
}

// --- leaving and entering the battlefield ----------------------------------------------------

void CollectTriggers(Engine& e, ObjectId id, const std::string& trigger, int source_inc,
                     int parent);

// Moves a permanent off the battlefield: unattaches what it carries and what it is attached to,
// collects its leaves-the-battlefield abilities (603.10a) and ends "until it leaves" exiles
// (610.3).
void LeaveBattlefield(Engine& e, ObjectId id, ZoneId to, int entry) {
  GameState& s = e.state();
  const int old_inc = s.obj(id).incarnation;
  if (ObjectId host = s.obj(id).attached_to; host != kNone) {
    auto& list = s.obj(host).attachments;
    list.erase(std::remove(list.begin(), list.end(), id), list.end());
    s.obj(id).attached_to = kNone;
  }
  for (ObjectId a : std::vector<ObjectId>(s.obj(id).attachments)) {
    s.obj(a).attached_to = kNone;
    e.Note(entry, {"701.3d"}, Name(s, a) + " becomes unattached (it stays on the battlefield)",
           {{Key(s, a), "attached_to", Key(s, id), "none"}});
  }
  s.obj(id).attachments.clear();
  s.obj(id).status.erase("tapped");
  s.obj(id).status.erase("exhausted");
  s.obj(id).counters.erase("damage");
  // Counters do not follow it (400.7); persist asks whether it had a -1/-1 counter (702.79a).
  if (s.obj(id).Counter("-1/-1") == 0) {
    s.obj(id).status.insert("had-no-minus-counter");
  } else {
    s.obj(id).status.erase("had-no-minus-counter");
  }
  s.obj(id).counters.clear();  // every kind, charge counters too (400.7)
  s.MoveObject(id, to);
  // 607.2c: "put onto the battlefield with [this]" names the permanent only while it stays there.
  auto& links = s.obj(id).links;
  links.erase(std::remove_if(links.begin(), links.end(),
                             [](const engine::Link& l) { return StartsWith(l.kind, "put-with:"); }),
              links.end());
  if (to == s.FindZone("library", s.obj(id).owner)) s.Reorder(id, 0);
  e.Note(entry, {"400.7"},
         Name(s, id) + " is a new object in " + ZoneName(s, to) +
             "; nothing that referred to it on the battlefield follows it");
  CollectTriggers(e, id, "leaves", old_inc, entry);
  // "Dies" is put into a graveyard from the battlefield (a creature: 700.4).
  if (HasType(s.obj(id).card, "Creature") && to == s.FindZone("graveyard", s.obj(id).owner))
    CollectTriggers(e, id, "dies", old_inc, entry);
  // 610.3: the "until" event happened: the one-shot effect that returns the object happens now.
  for (size_t k = 0; k < s.effects.size();) {
    engine::Effect fx = s.effects[k];
    if (fx.kind == "until-leaves" && fx.source == id && fx.source_incarnation == old_inc) {
      s.effects.erase(s.effects.begin() + static_cast<long>(k));
      const ObjectId t = fx.target;
      if (s.obj(t).zone == Exile(s) && s.obj(t).incarnation == fx.target_incarnation) {
        s.MoveObject(t, Battlefield(s));
        s.obj(t).controller = s.obj(t).owner;
        int r = e.Note(entry, {"610.3", "610.3c"},
                       Name(s, id) + " left the battlefield, so " + Name(s, t) +
                           " returns to the battlefield at once under its owner's control (" +
                           PlayerName(s, s.obj(t).owner) + "); no ability goes on the stack",
                       {{Key(s, t), "zone", "exile", "battlefield"}});
        CollectTriggers(e, t, "enters", s.obj(t).incarnation, r);
      }
      continue;
    }
    ++k;
  }
}

int PowerToughness(const GameState& s, ObjectId id, const std::string& which);

void EnterBattlefield(Engine& e, ObjectId id, PlayerId controller, std::vector<std::string> rules,
                      const std::string& how, int parent) {
  GameState& s = e.state();
  const std::string from = ZoneName(s, s.obj(id).zone);
  // "As [this] enters, choose ..." is a replacement effect (614.1c): the choice is made as it
  // enters, so it is on the battlefield with the value already chosen.
  std::string chosen;
  bool word_choice = false, anchor = false;
  int paid = -1, life_before = 0;
  std::string revealed;  // "you may reveal a Giant card ... If you don't, it enters tapped"
  for (const engine::Ability& ab : s.obj(id).card.abilities) {
    if (const std::string type = ab.effect.empty() || ab.effect[0].verb != "enters-tapped"
                                     ? ""
                                     : StringArg(ab.effect[0].args, "unless_reveal");
        !type.empty()) {
      // As it enters (614.1c), its controller may reveal a card of that type from their hand
      // (701.20a); not revealing one is the only way when they have none.
      ChoiceRequest cr;
      cr.kind = "reveal";
      cr.player = controller;
      for (ObjectId x : s.zone(s.FindZone("hand", controller)).objects) {
        if (x != id && HasType(s.obj(x).card, type)) cr.options.push_back(Key(s, x));
      }
      cr.options.push_back("none");
      cr.rule = "614.1c";
      const bool an = std::string("AEIOU").find(type[0]) != std::string::npos;
      cr.prompt = PlayerName(s, controller) + " may reveal " + (an ? "an " : "a ") + type +
                  " card from their hand as " + Name(s, id) +
                  " enters (\"none\": it enters tapped)";
      const std::string pick = cr.options.size() == 1 ? "none" : e.Choose(cr, parent).picks.at(0);
      if (pick != "none") revealed = pick;
      continue;
    }
    if (!ab.effect.empty() && ab.effect[0].verb == "pay-life-as-enters") {
      // "As [this] enters, you may pay any amount of life" (614.1c; paying life, 119.4).
      life_before = Life(s, controller);
      ChoiceRequest cr;
      cr.kind = "pay-life";
      cr.player = controller;
      for (int k = 0; k <= life_before; ++k) cr.options.push_back(std::to_string(k));
      cr.rule = "119.4";
      cr.prompt =
          PlayerName(s, controller) + " chooses how much life to pay as " + Name(s, id) + " enters";
      paid = std::atoi(e.Choose(cr, parent).picks.at(0).c_str());
      Life(s, controller) -= paid;
      SetStatusNumber(s.obj(id), "paid-as-entered:", paid);
      continue;
    }
    if (ab.effect.empty() || ab.effect[0].verb != "choose-as-enters") continue;
    const std::vector<std::string> words = StringsArg(ab.effect[0], "options");
    word_choice = !words.empty();
    anchor = BoolArg(ab.effect[0].args, "anchor");
    ChoiceRequest cr;
    cr.kind = "choose";
    cr.player = controller;
    cr.options =
        word_choice ? words : std::vector<std::string>{"white", "blue", "black", "red", "green"};
    cr.rule = "614.1c";
    cr.prompt = PlayerName(s, controller) + " chooses " +
                (word_choice ? Join(words, " or ") : std::string("a color")) + " as " +
                Name(s, id) + " enters";
    chosen = e.Choose(cr, parent).picks.at(0);
    for (auto it = s.obj(id).status.begin(); it != s.obj(id).status.end();) {
      it = StartsWith(*it, "chosen:") ? s.obj(id).status.erase(it) : std::next(it);
    }
    s.obj(id).status.insert("chosen:" + chosen);
  }
  s.MoveObject(id, Battlefield(s));
  s.obj(id).controller = controller;
  // 302.6: not under its controller's control since their most recent turn began (the scenario
  // is one turn: a permanent that enters during it stays so).
  s.obj(id).status.insert("entered-this-turn");
  int entry = e.Note(parent, std::move(rules), Name(s, id) + " " + how,
                     {{Key(s, id), "zone", from, "battlefield"}});
  if (!revealed.empty()) {
    e.Note(entry, {"614.1c", "701.20a"},
           PlayerName(s, controller) + " reveals " + Name(s, s.FindKey(revealed)) +
               " from their hand as " + Name(s, id) + " enters, so it does not enter tapped");
  } else if (HasStatic(s.obj(id), "enters-tapped")) {  // a replacement effect (614.1d)
    s.obj(id).status.insert("tapped");
    std::vector<std::string> why = {"614.1d"};
    for (const engine::Ability& ab : s.obj(id).card.abilities) {
      if (!ab.effect.empty() && ab.effect[0].verb == "hideaway") why.push_back("702.75b");
    }
    std::string unless;
    for (const engine::Ability& ab : s.obj(id).card.abilities) {
      if (!ab.effect.empty() && ab.effect[0].verb == "enters-tapped")
        unless = StringArg(ab.effect[0].args, "unless_reveal");
    }
    if (!unless.empty()) why.push_back("614.1c");
    e.Note(entry, why,
           Name(s, id) + " enters tapped" +
               (unless.empty() ? ""
                               : ": " + PlayerName(s, controller) + " revealed no " + unless +
                                     " card from their hand"),
           {{Key(s, id), "tapped", "false", "true"}});
  }
  // "... enters (tapped) with two charge counters on it" (614.1c, 122.6): as it enters.
  for (const engine::Ability& ab : s.obj(id).card.abilities) {
    if (ab.kind != "static" || ab.effect.empty() || ab.effect[0].verb != "enters-with-counters")
      continue;
    const Action& a = ab.effect[0];
    const std::string kind = StringArg(a.args, "kind");
    const int n = static_cast<int>(IntArg(a, "amount"));
    std::vector<engine::Change> ch;
    if (BoolArg(a.args, "tapped") && !IsTapped(s.obj(id))) {
      s.obj(id).status.insert("tapped");
      ch.push_back({Key(s, id), "tapped", "false", "true"});
    }
    const int had = s.obj(id).Counter(kind);
    s.obj(id).counters[kind] = had + n;
    ch.push_back({Key(s, id), CounterProperty(kind), std::to_string(had), std::to_string(had + n)});
    e.Note(entry, {"614.1c", "122.6"},
           Name(s, id) + " enters" + (BoolArg(a.args, "tapped") ? " tapped" : "") + " with " +
               std::to_string(n) + " " + kind + " counter" + (n == 1 ? "" : "s") + " on it" +
               (HasType(s.obj(id).card, "Creature")
                    ? ": " + std::to_string(PowerToughness(s, id, "power")) + "/" +
                          std::to_string(PowerToughness(s, id, "toughness"))
                    : ""),
           ch);
  }
  if (from == "stack") {
    for (ObjectId x : s.zone(Exile(s)).objects) {
      for (engine::Link& l : s.obj(x).links) {
        if (l.other != id || !StartsWith(l.kind, "cast-exiled:")) continue;
        l.kind = LinkKind(l.kind.substr(std::string("cast-exiled:").size()), s.obj(id).incarnation);
        e.Note(entry, {"607.2q"},
               Name(s, id) +
                   " is the permanent its spell became: its ability that refers to \"the exiled "
                   "card\" is linked to " +
                   Name(s, x) + ", exiled to pay that spell's cost");
      }
    }
  }
  if (paid >= 0) {
    e.Note(entry, {"614.1c", "119.4", "607.2g"},
           PlayerName(s, controller) + " paid " + std::to_string(paid) + " life as " + Name(s, id) +
               " entered; its ability that refers to \"the life paid as this artifact entered\" is "
               "linked to that payment",
           {{"", PlayerName(s, controller) + ".life", std::to_string(life_before),
             std::to_string(Life(s, controller))}});
  }
  if (!chosen.empty() && anchor) {
    e.Note(entry, {"614.12c", "607.2m"},
           Name(s, id) + " has only the ability preceded by the chosen anchor word \"" + chosen +
               "\"; the anchored abilities are linked to the ability that chose between them");
  } else if (!chosen.empty() && word_choice) {
    e.Note(
        entry, {"607.2f"},
        Name(s, id) +
            "'s ability that refers to the chosen word is linked to the ability that chose it: \"" +
            chosen + "\" (a word with no rules meaning of its own)");
  } else if (!chosen.empty()) {
    e.Note(entry, {"607.2d"},
           Name(s, id) +
               "'s abilities that refer to \"the chosen color\" are linked to the ability that "
               "chose it: the chosen color is " +
               chosen);
  }
  CollectTriggers(e, id, "enters", s.obj(id).incarnation, entry);
}

// Ability `i` of `id`'s card, triggered and waiting to be put on the stack (603.2); `source_inc`
// is the incarnation of the source it triggered from (last-known information).
PendingTrigger TriggerOf(const GameState& s, ObjectId id, size_t i, std::vector<std::string> rules,
                         int source_inc, int parent) {
  const engine::Ability& ab = s.obj(id).card.abilities[i];
  PendingTrigger t;
  t.source = id;
  t.controller = Controller(s, id);
  t.ability = static_cast<int>(i);
  t.label = Name(s, id) + ": \"" + ab.text + "\"";
  t.rules = std::move(rules);
  t.program = ab.effect;
  t.snapshot["source_inc"] = int64_t{source_inc};
  // "Enchanted creature" in a triggered ability: the creature its source enchants as it triggers.
  for (const Action& x : ab.effect) {
    const ObjectId host = s.obj(id).attached_to;
    if (StringArg(x.args, "on") == "enchanted" && host != kNone) {
      t.snapshot["enchanted"] = int64_t{host};
      t.snapshot["enchanted_inc"] = int64_t{s.obj(host).incarnation};
    }
  }
  t.parent = parent;
  return t;
}

// Triggered abilities of `id` for `trigger` ("enters" / "leaves"). An intervening "if" (603.4)
// is checked here: an ability whose condition is false does not trigger at all.
void CollectTriggers(Engine& e, ObjectId id, const std::string& trigger, int source_inc,
                     int parent) {
  GameState& s = e.state();
  const auto& abilities = s.obj(id).card.abilities;
  std::vector<PendingTrigger> out;
  for (size_t i = 0; i < abilities.size(); ++i) {
    const engine::Ability& ab = abilities[i];
    if (ab.kind != "triggered" || ab.trigger != trigger) continue;
    if (!FaceOf(ab).empty() && FaceOf(ab) != FaceUp(s.obj(id)))
      continue;  // 712.8: only the face up has abilities
    const std::string cond = ab.effect.empty() ? "" : StringArg(ab.effect[0].args, "if");
    std::vector<std::string> rules = {"603.2", trigger == "enters"    ? "603.6a"
                                               : trigger == "attacks" ? "508.3a"
                                                                      : "603.10a"};
    if (cond == "had-no-minus-counter") {  // persist's intervening "if"
      rules = {"603.4", "702.79a"};
      if (!s.obj(id).Has(cond)) {
        e.Note(parent, {}, Name(s, id) + "'s persist does not trigger", {},
               {{"\"" + ab.text + "\"", {"603.4", "702.79a"}, "it had a -1/-1 counter on it"}});
        continue;
      }
    } else if (cond == "evoked") {  // evoke's intervening "if" (702.74a)
      rules = {"603.4", "702.74a"};
      if (!s.obj(id).Has(cond)) {
        e.Note(parent, {}, Name(s, id) + "'s evoke ability does not trigger", {},
               {{"\"" + ab.text + "\"", {"603.4", "702.74a"}, "its evoke cost was not paid"}});
        continue;
      }
    } else if (!cond.empty()) {
      rules = {"603.4", "607.2i", "702.33f"};
      if (!s.obj(id).Has(cond)) {
        const std::string cost = cond == "kicked:W" ? "{W}" : "{2}{B}";
        e.Note(parent, {}, Name(s, id) + "'s ability does not trigger", {},
               {{"\"" + ab.text + "\"",
                 {"603.4", "607.2i"},
                 "it was not kicked with its " + cost +
                     " kicker, and this ability is linked to that kicker only"}});
        continue;
      }
    }
    PendingTrigger t = TriggerOf(s, id, i, rules, source_inc, parent);
    t.snapshot["link_group"] = int64_t{ab.link_group};
    out.push_back(std::move(t));
  }
  if (!out.empty()) e.AddPending(std::move(out));
}

// Permanent `id`, on the battlefield, has just gone from untapped to tapped (603.2e: not when it
// enters tapped): its own "Whenever ~ becomes tapped" abilities (trigger "becomes-tapped") and the
// "Whenever a Merfolk you control becomes tapped" abilities ("becomes-tapped:Merfolk") of the
// permanents its controller controls, when it has that type, trigger (603.2).
void TappedTriggers(Engine& e, ObjectId id, int parent) {
  GameState& s = e.state();
  if (!OnBattlefield(s, id)) return;
  std::vector<PendingTrigger> out;
  for (ObjectId x : s.zone(Battlefield(s)).objects) {
    const auto& abs = s.obj(x).card.abilities;
    for (size_t i = 0; i < abs.size(); ++i) {
      const engine::Ability& ab = abs[i];
      if (ab.kind != "triggered" || !StartsWith(ab.trigger, "becomes-tapped")) continue;
      if (!FaceOf(ab).empty() && FaceOf(ab) != FaceUp(s.obj(x))) continue;
      const bool fires = ab.trigger == "becomes-tapped"
                             ? x == id
                             : StartsWith(ab.trigger, "becomes-tapped:") &&
                                   Controller(s, x) == Controller(s, id) &&
                                   HasType(s.obj(id).card, ab.trigger.substr(15));
      if (fires)
        out.push_back(TriggerOf(s, x, i, {"603.2", "603.2e"}, s.obj(x).incarnation, parent));
    }
  }
  if (!out.empty()) e.AddPending(std::move(out));
}

// Permanent `id`, untapped on the battlefield, becomes tapped: the trace line (`changes` holds its
// "tapped" change, and any other of the same event) and its "becomes tapped" triggers (603.2e).
// Every tap of a permanent already on the battlefield goes through here; entering tapped does
// not. Returns the line.
int Tap(Engine& e, ObjectId id, int parent, std::vector<std::string> rules, const std::string& text,
        std::vector<engine::Change> changes) {
  e.state().obj(id).status.insert("tapped");
  const int entry = e.Note(parent, std::move(rules), text, std::move(changes));
  TappedTriggers(e, id, entry);
  return entry;
}

// --- targets -------------------------------------------------------------------------------

bool FilterAlternativeHolds(const GameState& s, ObjectId t, const std::string& alt);

// "As long as you control a Giant" / "another white creature" (pt-while, keyword-while): true
// while `id`'s controller controls a permanent of NEEDS (not `id` itself with ANOTHER). Checked
// whenever it is read (611.3a).
// Whether `who` controls a permanent that meets FILTER (FilterAlternativeHolds), `except` aside.
bool ControlsMatching(const GameState& s, PlayerId who, const std::string& filter,
                      ObjectId except) {
  for (ObjectId x : s.zone(Battlefield(s)).objects) {
    if (x != except && Controller(s, x) == who && FilterAlternativeHolds(s, x, filter)) return true;
  }
  return false;
}

bool WhileHolds(const GameState& s, ObjectId id, const Action& a) {
  return ControlsMatching(s, Controller(s, id), StringArg(a.args, "needs"),
                          BoolArg(a.args, "another") ? id : kNone);
}

// The permanent whose "can't attack/block" (cant, WHAT "attack" or "block") applies to creature
// `id`: `id` itself ("~ can't block.") or an Aura attached to it ("Enchanted creature can't attack
// or block.", 303.4m); kNone when none does.
ObjectId CantBy(const GameState& s, ObjectId id, const std::string& what) {
  auto forbids = [&](ObjectId x, const char* of) {
    for (const engine::Ability& ab : s.obj(x).card.abilities) {
      if (ab.kind != "static" || (!FaceOf(ab).empty() && FaceOf(ab) != FaceUp(s.obj(x)))) continue;
      for (const Action& a : ab.effect) {
        const std::string w = StringArg(a.args, "what");
        if (a.verb != "cant" || StringArg(a.args, "of") != of ||
            (w != what && (w != "attack-or-block" || what == "be-blocked")))
          continue;
        // "... unless defending player controls an Island" / "unless you control another Giant":
        // no restriction while such a permanent is there (508.1c, 509.1b).
        const std::string unless = StringArg(a.args, "unless");
        if (unless.empty()) return true;
        const PlayerId who = StringArg(a.args, "unless_who") == "controller"
                                 ? Controller(s, id)
                                 : Opponent(s, Controller(s, id));
        if (!ControlsMatching(s, who, unless, BoolArg(a.args, "another") ? id : kNone)) return true;
      }
    }
    return false;
  };
  if (forbids(id, "self")) return id;
  for (ObjectId x : s.obj(id).attachments) {
    if (OnBattlefield(s, x) && forbids(x, "enchanted")) return x;
  }
  return kNone;
}

// True when the permanent has the keyword (card_text.cc compiles "Flying" to a static ability
// whose action is keyword/word).
bool HasKeyword(const GameState& s, ObjectId id, const std::string& word) {
  for (const engine::Effect& f : s.effects) {  // granted until end of turn (GainKeyword)
    if (f.kind == "grant-keyword" && f.keyword == word && f.target == id &&
        f.target_incarnation == s.obj(id).incarnation)
      return true;
  }
  for (const engine::Ability& ab : s.obj(id).card.abilities) {
    if (!FaceOf(ab).empty() && FaceOf(ab) != FaceUp(s.obj(id))) continue;
    for (const Action& x : ab.effect) {
      if (x.verb == "keyword" && StringArg(x.args, "word") == word) return true;
      // "~ has haste as long as you control a red creature." (613.1f, 611.3a)
      if (x.verb == "keyword-while" && StringArg(x.args, "word") == word && OnBattlefield(s, id) &&
          WhileHolds(s, id, x))
        return true;
    }
  }
  // "Equipped/Enchanted creature has WORD": a static ability of an attached permanent (613.1f).
  for (ObjectId a : s.obj(id).attachments) {
    for (const engine::Ability& ab : s.obj(a).card.abilities) {
      if (ab.kind != "static") continue;
      for (const Action& x : ab.effect) {
        if (x.verb == "attached-keyword" && StringArg(x.args, "word") == word) return true;
      }
    }
  }
  return false;
}

// The target requirement of an instruction: its kind ("creature"), and after a '/' the filter of
// card_text.cc's TargetPhrase when it has one ("creature/R|G"); "" without a target.
std::string Requirement(const std::map<std::string, Value>& args) {
  const std::string kind = StringArg(args, "target"), filter = StringArg(args, "filter");
  return kind.empty() || filter.empty() ? kind : kind + "/" + filter;
}

// One alternative of a target filter: a color letter (105.1), a keyword in lower case, a card
// type or subtype (205), or "non" and a type ("nonCreature").
bool FilterAlternativeHolds(const GameState& s, ObjectId t, const std::string& alt) {
  const engine::Object& o = s.obj(t);
  if (const size_t plus = alt.find('+'); plus != std::string::npos)  // "Artifact+Creature": both
    return FilterAlternativeHolds(s, t, alt.substr(0, plus)) &&
           FilterAlternativeHolds(s, t, alt.substr(plus + 1));
  if (alt.size() == 1 && std::string("WUBRG").find(alt) != std::string::npos)
    return std::find(o.card.domains.begin(), o.card.domains.end(), alt) != o.card.domains.end();
  if (StartsWith(alt, "non") && alt.size() > 3 && std::isupper(static_cast<unsigned char>(alt[3])))
    return !HasType(o.card, alt.substr(3));  // "nonCreature": not of that card type
  if (!alt.empty() && std::islower(static_cast<unsigned char>(alt[0])))
    return HasKeyword(s, t, alt);
  return HasType(o.card, alt);
}

bool TargetLegal(const GameState& s, const std::string& requirement, ObjectId source,
                 PlayerId controller, ObjectId t) {
  const engine::Object& o = s.obj(t);
  // Shroud (702.18a): no spell or ability can target it; hexproof (702.11b): none its
  // controller's opponents control.
  if (o.zone == Battlefield(s) && (HasKeyword(s, t, "shroud") || (HasKeyword(s, t, "hexproof") &&
                                                                  Controller(s, t) != controller)))
    return false;
  const size_t slash = requirement.find('/');
  const std::string req = requirement.substr(0, slash);
  if (slash != std::string::npos) {
    bool any = false;
    for (const std::string& alt : Split(requirement.substr(slash + 1), '|'))
      any = any || FilterAlternativeHolds(s, t, alt);
    if (!any) return false;
  }
  if (req == "spell") return o.zone == Stack(s) && o.card.type != "Ability";
  // A card in a graveyard (115.1, 404.1): its owner's, the controller's own for "your graveyard",
  // not the source itself for "another".
  if (req == "card-in-your-graveyard" || req == "another-card-in-your-graveyard" ||
      req == "card-in-a-graveyard") {
    if (o.zone != s.FindZone("graveyard", o.owner)) return false;
    if (req != "card-in-a-graveyard" && o.owner != controller) return false;
    return req != "another-card-in-your-graveyard" || t != source;
  }
  if (o.zone != Battlefield(s)) return false;
  if (req == "creature") return HasType(o.card, "Creature");
  if (req == "attacking-creature") return HasType(o.card, "Creature") && o.Has("attacking");
  if (req == "blocking-creature" || req == "attacking-or-blocking-creature") {
    bool blocking = req != "blocking-creature" && o.Has("attacking");
    for (const std::string& st : o.status) blocking = blocking || StartsWith(st, "blocking:");
    return HasType(o.card, "Creature") && blocking;
  }
  // "target player or planeswalker" (115.1): the players are added by LegalTargets.
  if (req == "player-or-planeswalker") return HasType(o.card, "Planeswalker");
  if (req == "permanent") return true;
  if (req == "creature-you-control")
    return HasType(o.card, "Creature") && Controller(s, t) == controller;
  if (req == "nonbasic-land") return HasType(o.card, "Land") && !o.card.stats.count("basic");
  if (req == "artifact-creature-or-land") {
    return HasType(o.card, "Artifact") || HasType(o.card, "Creature") || HasType(o.card, "Land");
  }
  if (req == "any") return HasType(o.card, "Creature") || HasType(o.card, "Planeswalker");
  if (req == "another-creature") return t != source && HasType(o.card, "Creature");
  if (req == "nonland-permanent") return !HasType(o.card, "Land");
  if (req == "artifact") return HasType(o.card, "Artifact");
  if (req == "enchantment") return HasType(o.card, "Enchantment");
  // "target creature blocking or blocked by [this]" (509.1h: a creature stays blocked).
  if (req == "blocking-or-blocked-by-source") {
    const std::string me = s.obj(source).key;
    return HasType(o.card, "Creature") &&
           (o.Has("blocking:" + me) || s.obj(source).Has("blocking:" + o.key));
  }
  if (req == "another-nonland-permanent") return t != source && !HasType(o.card, "Land");
  if (req == "opponent-creature")
    return HasType(o.card, "Creature") && Controller(s, t) != controller;
  if (req == "nonblack-creature") {
    return HasType(o.card, "Creature") &&
           std::find(o.card.domains.begin(), o.card.domains.end(), "B") == o.card.domains.end();
  }
  return false;
}

std::vector<std::string> LegalTargets(const GameState& s, const std::string& req, ObjectId source,
                                      PlayerId controller) {
  std::vector<std::string> out;
  for (const engine::Object& o : s.objects) {
    if (req != "player" && TargetLegal(s, req, source, controller, o.id)) out.push_back(o.key);
  }
  // "Any target" is a creature, player, planeswalker or battle (115.4): players by name.
  if (req == "any" || req == "player" || req == "player-or-planeswalker") {
    for (const engine::Player& p : s.players) out.push_back(p.name);
  }
  return out;
}

// Power or toughness now: printed, then layer 7c (613.4c): the "Equipped creature gets +N/+M" of
// its Equipment, "+N/+M until end of turn" effects, and +1/+1 and -1/-1 counters.
int PowerToughness(const GameState& s, ObjectId id, const std::string& which) {
  const engine::Object& o = s.obj(id);
  auto it = o.card.stats.find(which);
  int value = it == o.card.stats.end() ? 0 : it->second;
  if (!OnBattlefield(s, id)) return value;
  for (ObjectId a : o.attachments) {
    for (const engine::Ability& ab : s.obj(a).card.abilities) {
      if (ab.kind == "static" && !ab.effect.empty() &&
          (ab.effect[0].verb == "equipped-pt" || ab.effect[0].verb == "enchanted-pt"))
        value += static_cast<int>(IntArg(ab.effect[0], which.c_str()));
    }
  }
  for (const engine::Effect& f : s.effects) {
    if (f.kind == which && f.target == id && f.target_incarnation == o.incarnation)
      value += f.amount;
  }
  // "As long as you control a Giant, ~ gets +1/+1" (613.4c; checked as it is read, 611.3a).
  for (const engine::Ability& ab : o.card.abilities) {
    if (ab.kind != "static" || (!FaceOf(ab).empty() && FaceOf(ab) != FaceUp(o))) continue;
    for (const Action& a : ab.effect) {
      if (a.verb == "pt-while" && WhileHolds(s, id, a))
        value += static_cast<int>(IntArg(a, which.c_str()));
    }
  }
  // "(Other) Kithkin creatures you control get +1/+1." of the controller's permanents (613.4c).
  if (HasType(o.card, "Creature")) {
    for (ObjectId x : s.zone(Battlefield(s)).objects) {
      if (Controller(s, x) != Controller(s, id)) continue;
      for (const engine::Ability& ab : s.obj(x).card.abilities) {
        if (ab.kind != "static") continue;
        for (const Action& a : ab.effect) {
          if (a.verb != "anthem" || (BoolArg(a.args, "other") && x == id)) continue;
          const std::string f = StringArg(a.args, "filter");
          const bool color = f.size() == 1 && std::string("WUBRG").find(f) != std::string::npos;
          const bool has =
              f.empty() || (color ? std::find(o.card.domains.begin(), o.card.domains.end(), f) !=
                                        o.card.domains.end()
                                  : HasType(o.card, f));
          if (has) value += static_cast<int>(IntArg(a, which.c_str()));
        }
      }
    }
  }
  return value + o.Counter("+1/+1") - o.Counter("-1/-1");
}

// --- the module ----------------------------------------------------------------------------

class MtgModule final : public engine::GameModule {
 public:
  const engine::RuleTable& Rules() const override { return RuleTable20260925(); }
  // A resolution entry that cites no rule of its own cites 608.2 (resolving a spell or ability).
  std::string ResolutionRule() const override { return "608.2"; }

  const std::vector<ActionSpec>& Actions() const override {
    static const std::vector<ActionSpec> kActions = {
        {"attach",
         "attach AURA/EQUIPMENT to OBJECT (701.3)",
         {{"object", T::kObject}, {"to", T::kObject}}},
        {"unattach", "unattach an Equipment (701.3d)", {{"object", T::kObject}}},
        {"cast",
         "cast a spell from hand (601.2): targets, kicker costs paid",
         {{"object", T::kObject},
          {"targets", T::kObjects, false},
          {"kicked", T::kStrings, false, {"W", "2B"}},
          {"evoked", T::kBool, false},
          {"discarded", T::kObject, false},
          {"paid_life", T::kInt, false},
          {"exiled", T::kObject, false},
          {"target_player", T::kPlayer, false},
          {"x", T::kInt, false, {}, "the value announced for X (107.3a, 601.2b)"},
          {"half", T::kString, false, {}, "the half of a split card being cast (709.3)"},
          {"pay_mana",
           T::kBool,
           false,
           {},
           "pay the total cost's mana from the caster's mana pool (118.3a, 601.2h) instead of "
           "taking it as paid"},
          {"mana_abilities",
           T::kObjects,
           false,
           {},
           "with pay_mana: permanents whose mana ability is activated before paying (601.2g)"},
          {"divided",
           T::kStrings,
           false,
           {},
           "damage divided among targets, \"<object or player>=<amount>\" each (601.2d)"}}},
        {"activate",
         "activate an object's activated ability (the first, or the Nth with ability: N)",
         {{"object", T::kObject},
          {"ability", T::kInt, false},
          {"x", T::kInt, false, {}, "the value announced for {X} (107.3a, 602.2b)"},
          {"pay_mana",
           T::kBool,
           false,
           {},
           "pay the cost's mana from the controller's mana pool (118.3a, 602.2b) instead of "
           "taking it as paid"},
          {"mana_abilities",
           T::kObjects,
           false,
           {},
           "with pay_mana: permanents whose mana ability is activated before paying (601.2g)"}}},
        {"resolve", "all players pass: the top object of the stack resolves (608)", {}},
        {"attack",
         "the active player declares OBJECT as an attacker (508.1)",
         {{"object", T::kObject}}},
        {"block",
         "the defending player declares OBJECT as a blocker of BLOCKS (509.1)",
         {{"object", T::kObject}, {"blocks", T::kObject}}},
        {"combat-damage",
         "the combat damage step: attacking and blocking creatures deal combat damage (510; a "
         "first-strike step first, 510.4)",
         {}},
        {"upkeep",
         "the active player's upkeep begins: \"at the beginning of your upkeep\" abilities "
         "trigger (503.1a, 603.2b)",
         {}},
        {"end-step",
         "the end step begins: \"at the beginning of your/each end step\" abilities trigger "
         "(513.1, 603.2b)",
         {}},
        {"copy", "an effect copies the triggered ability on top of the stack (707.10)", {}},
        {"put-onto-battlefield",
         "an effect puts a card onto the battlefield",
         {{"object", T::kObject}}},
        {"counter", "counter a spell (701.6)", {{"object", T::kObject}}},
        {"destroy",
         "destroy a permanent (701.8)",
         {{"object", T::kObject}, {"cant_regenerate", T::kBool, false}}},
        {"regenerate",
         "a resolving effect regenerates a permanent: a shield (701.19a)",
         {{"object", T::kObject}}},
        {"sacrifice", "its controller sacrifices a permanent (701.21)", {{"object", T::kObject}}},
        {"exile", "exile a permanent", {{"object", T::kObject}}},
        {"tap", "tap a permanent (701.26a)", {{"object", T::kObject}}},
        {"transform",
         "an effect transforms a double-faced permanent (701.27a)",
         {{"object", T::kObject}}},
        {"untap", "untap a permanent (701.26b)", {{"object", T::kObject}}},
        {"draw", "PLAYER draws a card (121.1)", {{"player", T::kPlayer}}},
        {"pregame-exile",
         "before the game: OBJECT's \"before you shuffle your deck\" ability exiles EXILED from "
         "its owner's library (only as the first steps)",
         {{"object", T::kObject}, {"exiled", T::kObject}}},
        {"scry", "PLAYER scries N (701.22)", {{"player", T::kPlayer}, {"amount", T::kInt}}},
        {"fateseal",
         "PLAYER fateseals N: an opponent's library (701.29)",
         {{"player", T::kPlayer}, {"amount", T::kInt}}},
        {"clash", "PLAYER clashes with an opponent (701.30)", {{"player", T::kPlayer}}},
    };
    return kActions;
  }

  // The instructions of card abilities (RunInstruction and the static verbs the module reads),
  // with the rules each cites: the loader checks inline cards and card scripts against it.
  const std::vector<ActionSpec>& CardVerbs() const override {
    static const std::vector<std::string> kTargets = {"creature",
                                                      "another-creature",
                                                      "nonland-permanent",
                                                      "another-nonland-permanent",
                                                      "opponent-creature",
                                                      "nonblack-creature",
                                                      "spell",
                                                      "any",
                                                      "artifact",
                                                      "enchantment",
                                                      "blocking-or-blocked-by-source",
                                                      "attacking-creature",
                                                      "blocking-creature",
                                                      "permanent",
                                                      "nonbasic-land",
                                                      "artifact-creature-or-land",
                                                      "player",
                                                      "creature-you-control",
                                                      "attacking-or-blocking-creature",
                                                      "player-or-planeswalker",
                                                      "card-in-your-graveyard",
                                                      "another-card-in-your-graveyard",
                                                      "card-in-a-graveyard"};
    auto target = [&](bool required = true) {
      return ParamSpec{"target", T::kString, required, kTargets, "the target requirement"};
    };
    // A target's filter: '|'-separated alternatives, each a color letter, a keyword or a type.
    const ParamSpec filter{"filter", T::kString, false, {}, "what else the target must be"};
    const ParamSpec on{"on", T::kString, false, {"self", "enchanted"}, "instead of a target"};
    const ParamSpec may{"may", T::kBool, false, {}, "\"you may\" (603.5): asked as it resolves"};
    // An amount of X announced as it was cast or activated (107.3a), or counted per permanent of
    // a type its controller controls as it is applied (608.2h).
    const ParamSpec x{"x", T::kBool, false, {}, "the amount is X (107.3a)"};
    const ParamSpec per{
        "per", T::kString, false, {}, "the amount times the TYPE permanents you control (608.2h)"};
    const ParamSpec cond{"if",
                         T::kString,
                         false,
                         {},
                         "an intervening \"if\" (603.4): a status; \"revealed\": after kinship"};
    static const std::vector<ActionSpec> kVerbs = {
        {"clash",
         "its controller clashes with an opponent (701.30b); instructions with if: won-clash "
         "follow (\"If you win, ...\", 701.30d)",
         {},
         {"701.30a", "701.30b", "701.30c", "701.30d"}},
        {"choose-creature-type",
         "its controller chooses a creature type as it resolves (608.2d, 205.3m); per: "
         "chosen-type counts permanents of it",
         {},
         {"608.2d", "205.3m"}},
        {"search-library",
         "its controller searches their library for a card (with FILTER: of that type or "
         "subtype, '|' alternatives; BASIC: a basic one), REVEALs it, puts it into their hand "
         "or onto the battlefield (TAPPED) (TO hand|battlefield, then shuffles) or shuffles and "
         "puts it on top (TO top) (701.23a, 701.24a)",
         {{"filter", T::kString, false},
          {"basic", T::kBool, false},
          {"reveal", T::kBool, false},
          {"to", T::kString, true, {"hand", "top", "battlefield"}},
          {"tapped", T::kBool, false},
          cond,
          may},
         {"701.23a", "701.23b", "701.23d", "701.24a", "701.24b", "701.20a"}},
        {"exile-target-linked",
         "exile the target; the linked ability finds it (607.2a)",
         {target(), {"needs", T::kString, false}, {"face", T::kString, false}},
         {"607.2a"}},
        {"return-linked",
         "return the cards the linked ability exiled (607.2a, 607.3)",
         {{"face", T::kString, false}, target(false)},
         {"607.2a", "607.3"}},
        {"exile-target-until-leaves",
         "exile the target until this leaves (610.3)",
         {target()},
         {"610.3"}},
        {"destroy-target",
         "destroy the target (701.8a)",
         {target(), filter, cond, {"no_regenerate", T::kBool, false}, may},
         {"701.8a", "701.19c"}},
        {"destroy-all",
         "destroy every permanent of TYPE (701.8a)",
         {{"type", T::kString, true, {"Creature", "Artifact", "Enchantment"}},
          {"no_regenerate", T::kBool, false}},
         {"608.2c", "701.8a"}},
        {"counter-target", "counter the target spell (701.6a)", {target(), filter}, {"701.6a"}},
        {"gain-life",
         "its controller gains AMOUNT life (119.3)",
         {{"amount", T::kInt}, {"may", T::kBool, false}, cond, x, per},
         {"119.3"}},
        {"pump",
         "the target (or the creature it enchants) gets POWER/TOUGHNESS until end of turn (611.2a, "
         "613.4c)",
         {target(false), filter, on, {"power", T::kInt}, {"toughness", T::kInt}, cond, may},
         {"611.2a", "613.4c"}},
        {"pump-self",
         "this permanent gets POWER/TOUGHNESS (signed) until end of turn (611.2a, 613.4c)",
         {{"power", T::kInt}, {"toughness", T::kInt}, cond, may},
         {"611.2a", "613.4c"}},
        {"tap-target",
         "tap the target, or without one this permanent (701.26a)",
         {target(false), filter, cond, may},
         {"701.26a"}},
        {"gain-keyword",
         "the target, or without one this permanent, gains WORD until end of turn (611.2a)",
         {target(false),
          filter,
          {"word", T::kString, true, {"defender",      "flying",       "intimidate", "reach",
                                      "vigilance",     "fear",         "islandwalk", "swampwalk",
                                      "forestwalk",    "mountainwalk", "plainswalk", "first strike",
                                      "double strike", "trample",      "lifelink",   "deathtouch",
                                      "wither",        "haste",        "shroud",     "hexproof"}},
          cond,
          may},
         {"611.2a"}},
        {"deal-divided",
         "deal AMOUNT damage divided among one to MAX targets as announced when cast (601.2d); a "
         "target illegal as it resolves gets none (608.2b)",
         {{"amount", T::kInt},
          {"max", T::kInt},
          {"among", T::kString, false, kTargets, "the targets' requirement; none: any target"}},
         {"601.2d", "608.2b"}},
        {"must-block",
         "the target blocks this permanent this turn if able: a blocking requirement (509.1c)",
         {target()},
         {"509.1c"}},
        {"untap-target",
         "untap the target, or without one this permanent (701.26b)",
         {target(false), filter, cond, may},
         {"701.26b"}},
        {"attach-to-target",
         "attach this permanent to the target (Equip, 702.6a); SORCERY_SPEED: activate only as a "
         "sorcery (602.5d)",
         {target(), {"sorcery_speed", T::kBool, false}},
         {"702.6a", "602.5d", "307.1"}},
        {"prevent-damage",
         "prevent the next AMOUNT damage that would be dealt to the target this turn (615.7)",
         {target(), {"amount", T::kInt}},
         {"615.7", "615.6"}},
        {"prevent-combat-damage",
         "prevent all combat damage that would be dealt this turn (615.1a, 615.6)",
         {},
         {"615.1a", "615.6"}},
        {"kinship",
         "look at the top card of the library; if it shares a creature type, reveal it (207.2c; "
         "the instructions after it have if: revealed)",
         {},
         {"401.5", "701.20a", "118.12"}},
        {"regenerate-target",
         "a regeneration shield for the target (701.19a)",
         {target(), filter},
         {"701.19a"}},
        {"lose-life",
         "the target player, each player or each opponent (WHO) loses AMOUNT life (119.3)",
         {target(false),
          {"who", T::kString, false, {"each", "opponents"}},
          {"amount", T::kInt},
          cond,
          may,
          x,
          per},
         {"119.3"}},
        {"mill",
         "the target player mills AMOUNT cards (701.17a)",
         {target(), {"amount", T::kInt}, x, per},
         {"701.17a"}},
        {"put-counters",
         "put AMOUNT counters of KIND on the target, this permanent or the creature it enchants "
         "(122.1)",
         {target(false),
          filter,
          on,
          {"kind", T::kString, true, {"+1/+1", "-1/-1"}},
          {"amount", T::kInt},
          cond,
          may,
          x,
          per},
         {"122.1"}},
        {"keyword",
         "a keyword the declarations, the damage or the combat damage step enforce",
         {{"word", T::kString, true, {"defender",   "flying",       "intimidate",    "reach",
                                      "vigilance",  "fear",         "islandwalk",    "swampwalk",
                                      "forestwalk", "mountainwalk", "plainswalk",    "wither",
                                      "changeling", "first strike", "double strike", "trample",
                                      "lifelink",   "deathtouch",   "haste",         "flash",
                                      "shroud",     "hexproof"}}},
         {"702.8a", "702.3b", "702.9b", "702.13b", "702.14c", "702.17b", "702.20b", "702.36b",
          "702.80a", "702.73a", "702.7b", "702.4b", "702.19b", "702.15b", "702.2b", "702.10b",
          "702.18a", "702.11b"}},
        {"create-tokens",
         "its controller creates AMOUNT POWER/TOUGHNESS creature tokens of COLORS and TYPES, "
         "with KEYWORDS, TAPPED (701.7a, 111.2-111.4)",
         {{"amount", T::kInt},
          {"power", T::kInt},
          {"toughness", T::kInt},
          {"colors", T::kStrings, false, {}, "color letters; none: colorless (105.2c)"},
          {"types", T::kStrings, true, {}, "the creature types, which also name it (111.4)"},
          {"keywords", T::kStrings, false, {}, "keywords the module enforces"},
          {"tapped", T::kBool, false},
          cond,
          may,
          x,
          per},
         {"701.7a", "111.2", "111.3", "111.4"}},
        {"return-to-hand",
         "return the target permanent, or this one (a resolving spell: itself, 608.2m), to its "
         "owner's hand (400.3, 400.7)",
         {target(false), filter, on, cond, may},
         {"400.3", "400.7", "608.2m"}},
        {"put-on-library",
         "put the target permanent or card, or this one, on top (or the BOTTOM) of its owner's "
         "library (400.3)",
         {target(false), filter, on, {"bottom", T::kBool, false}},
         {"400.3", "400.7"}},
        {"remove-counters",
         "remove AMOUNT counters of KIND from the target or this permanent (122.1)",
         {target(false), filter, on, {"kind", T::kString}, {"amount", T::kInt}, may},
         {"122.1"}},
        {"evoke",
         "an alternative cost: cast it for COST rather than its mana cost (the cast step's "
         "evoked, 702.74a)",
         {{"cost", T::kString}},
         {"702.74a", "118.9"}},
        {"retrace",
         "cast it from its owner's graveyard by discarding a land card (the cast step's "
         "discarded, 702.81a)",
         {},
         {"702.81a", "601.2h"}},
        {"sacrifice-source",
         "its controller sacrifices this permanent (701.21a); IF a status (evoked: 702.74a)",
         {cond},
         {"701.21a", "702.74a"}},
        {"pump-group",
         "each creature of GROUP gets POWER/TOUGHNESS and gains WORDS until end of turn (611.2a; "
         "the creatures in the group as it begins, 611.2c)",
         {{"group",
           T::kString,
           true,
           {"you-control", "other-you-control", "opponents-control", "attacking", "all",
            "all-other", "blocked", "unblocked"}},
          {"power", T::kInt, false},
          {"toughness", T::kInt, false},
          {"words", T::kStrings, false, {}, "keywords the module enforces"}},
         {"611.2a", "611.2c", "613.4c"}},
        {"exile-target",
         "exile the target permanent or card (406.2)",
         {target(), filter},
         {"406.2", "400.7"}},
        {"return-to-battlefield",
         "put the target card onto the battlefield under its controller's control (110.2a)",
         {target(), filter},
         {"110.2a", "400.7"}},
        {"draw-cards",
         "its controller, the target player, each player or each opponent (WHO) draws AMOUNT "
         "cards, one at a time (121.1, 121.2)",
         {{"amount", T::kInt},
          target(false),
          {"who", T::kString, false, {"each", "opponents"}},
          may,
          cond,
          x,
          per},
         {"121.1", "121.2"}},
        {"discard-cards",
         "the target player, each player or each opponent (WHO) discards AMOUNT cards of their "
         "choice (701.9a, 701.9b)",
         {{"amount", T::kInt},
          target(false),
          {"who", T::kString, false, {"each", "opponents"}},
          may,
          cond},
         {"701.9a", "701.9b"}},
        {"add-mana",
         "a mana ability: its controller adds one mana of MANA (106.4, 605.1a)",
         {{"mana", T::kString, true, {"W", "U", "B", "R", "G", "C", "any", "choice"}},
          {"options", T::kStrings, false, {}, "with mana 'choice': the symbols of each option"}},
         {"106.4", "605.1a", "605.3b", "305.6"}},
        {"deal-damage",
         "deal AMOUNT damage to the target (120.3)",
         {target(), filter, {"amount", T::kInt}, cond, may, x, per},
         {"120.3a", "120.3e"}},
        {"persist", "return it with a -1/-1 counter (702.79a)", {cond}, {"702.79a"}},
        {"hideaway",
         "look at the top COUNT, exile one face down, linked (702.75a)",
         {{"count", T::kInt}},
         {"702.75a"}},
        {"play-linked-exiled",
         "play each card the linked ability exiled, if CONDITION (607.3)",
         {{"condition", T::kString, true, {"a-library-of-20"}}},
         {"607.2a", "607.3"}},
        {"champion",
         "champion a creature, or one of TYPE ('Goblin|Shaman') (702.72a)",
         {{"type", T::kString, false}},
         {"702.72a"}},
        {"regenerate-self", "a regeneration shield for this permanent (701.19a)", {}, {"701.19a"}},
        {"gain-activated-abilities",
         "gain the target's activated abilities until end of turn",
         {target()},
         {"607.5"}},
        {"put-linked-onto-battlefield",
         "put a card the linked ability exiled onto the battlefield",
         {},
         {"607.5"}},
        {"choose-as-enters",
         "as it enters, choose WHAT among OPTIONS (614.1c)",
         {{"what", T::kString}, {"options", T::kStrings, false}, {"anchor", T::kBool, false}},
         {"614.1c"}},
        {"add-mana-chosen", "add one mana of the chosen color (605.3b)", {}, {"605.3b"}},
        {"protection-from-chosen", "protection from the chosen color (702.16b)", {}, {"702.16b"}},
        {"anchored-life",
         "gain (or, negative, each opponent loses) AMOUNT if ANCHOR was chosen",
         {{"anchor", T::kString}, {"amount", T::kInt}},
         {"607.2m"}},
        {"word-choice-effect", "2 life by the chosen word", {}, {"607.2f"}},
        {"exile-instead-of-dying",
         "another creature that would die is exiled instead",
         {},
         {"614.1a", "607.2b"}},
        {"put-from-hand-linked",
         "put a creature card from hand onto the battlefield, linked",
         {},
         {"607.2c"}},
        {"sacrifice-put-linked",
         "sacrifice each creature put onto the battlefield with it",
         {},
         {"607.2c"}},
        {"pay-life-as-enters",
         "as it enters, pay any amount of life (614.1c)",
         {},
         {"614.1c", "607.2g"}},
        {"gain-life-paid", "gain the life paid as it entered", {}, {"607.2g"}},
        {"pay-life-as-cast",
         "an additional cost: pay any amount of life (601.2b)",
         {},
         {"601.2b", "607.2j"}},
        {"opponents-lose-paid", "each opponent loses the life paid as it was cast", {}, {"607.2j"}},
        {"exile-card-to-cast",
         "an additional cost: exile a creature card from the graveyard",
         {},
         {"601.2b", "607.2q"}},
        {"exile-target-for-token",
         "exile the target; the token it creates is linked",
         {target()},
         {"607.1d"}},
        {"create-linked-token",
         "create a token whose ability is linked to this source",
         {{"text", T::kString}},
         {"701.7a", "607.1d"}},
        {"reveal-first-draw",
         "reveal the first card drawn each turn (701.20a)",
         {},
         {"701.20a", "607.2h"}},
        {"gain-life-revealed",
         "gain AMOUNT life for a basic land revealed this way",
         {{"amount", T::kInt}},
         {"607.2h"}},
        {"pregame-exile", "before the game, exile a card from the deck (607.2n)", {}, {"607.2n"}},
        {"put-named-exiled-into-hand",
         "put a card exiled with cards of this name into hand",
         {},
         {"607.2n"}},
        {"note-creatures",
         "note the number of creatures on the battlefield (607.2e)",
         {},
         {"607.2e"}},
        {"gain-life-noted", "gain life equal to the noted number (607.2e)", {}, {"607.2e"}},
        {"regenerate-static", "if it would be destroyed, regenerate it (701.19b)", {}, {"701.19b"}},
        {"equipped-pt",
         "equipped creature gets +POWER/+TOUGHNESS (613.4c)",
         {{"power", T::kInt}, {"toughness", T::kInt}},
         {"613.4c"}},
        {"enchanted-pt",
         "enchanted creature gets +POWER/+TOUGHNESS (613.4c)",
         {{"power", T::kInt}, {"toughness", T::kInt}},
         {"613.4c"}},
        {"indestructible", "it can't be destroyed (702.12b)", {}, {"702.12b"}},
        {"anthem",
         "(OTHER) creatures its controller controls (of FILTER: a color letter or a type) get "
         "+POWER/+TOUGHNESS (613.4c)",
         {{"power", T::kInt},
          {"toughness", T::kInt},
          {"other", T::kBool, false},
          {"filter", T::kString, false}},
         {"613.4c"}},
        {"enters-tapped",
         "it enters tapped (614.1d), or with UNLESS_REVEAL only if its controller does not reveal "
         "a card of that type from their hand as it enters (614.1c, 701.20a)",
         {{"unless_reveal", T::kString, false}},
         {"614.1d", "614.1c", "701.20a"}},
        {"enters-with-counters",
         "it enters (TAPPED and) with AMOUNT counters of KIND on it (614.1c, 122.6)",
         {{"kind", T::kString}, {"amount", T::kInt}, {"tapped", T::kBool, false}},
         {"614.1c", "122.6"}},
        {"enchant", "what an Aura can enchant (303.4)", {{"what", T::kString}}, {"303.4"}},
        {"attached-keyword",
         "the creature this is attached to has WORD (613.1f)",
         {{"word", T::kString, true, {"defender",     "flying",        "intimidate", "reach",
                                      "vigilance",    "fear",          "islandwalk", "swampwalk",
                                      "forestwalk",   "mountainwalk",  "plainswalk", "wither",
                                      "first strike", "double strike", "trample",    "lifelink",
                                      "deathtouch",   "haste",         "shroud",     "hexproof"}}},
         {"613.1f"}},
        {"grants-while",
         "it has the ability while its controller controls NEEDS (602.2)",
         {{"needs", T::kString}},
         {"602.2"}},
        {"cant",
         "the creature (OF: self, or the one this enchants) can't WHAT (508.1c, 509.1b)",
         {{"what", T::kString, true, {"attack", "block", "attack-or-block", "be-blocked"}},
          {"of", T::kString, true, {"self", "enchanted"}},
          {"unless", T::kString, false},
          {"unless_who", T::kString, false, {"defending", "controller"}},
          {"another", T::kBool, false}},
         {"508.1c", "509.1b", "303.4m"}},
        {"spend-blue-as-any",
         "its controller may spend blue mana as though it were mana of any color to pay the "
         "activation costs of this permanent's abilities (609.4b)",
         {{"for", T::kString, true, {"own-activations"}}},
         {"609.4b", "118.3a"}},
        {"pt-while",
         "it gets +POWER/+TOUGHNESS while its controller controls (ANOTHER) NEEDS (613.4c, "
         "611.3a)",
         {{"power", T::kInt},
          {"toughness", T::kInt},
          {"needs", T::kString},
          {"another", T::kBool, false}},
         {"613.4c", "611.3a"}},
        {"keyword-while",
         "it has WORD while its controller controls (ANOTHER) NEEDS (613.1f, 611.3a)",
         {{"word", T::kString}, {"needs", T::kString}, {"another", T::kBool, false}},
         {"613.1f", "611.3a"}},
        {"sacrifice-self", "a cost: sacrifice this permanent (701.21a)", {}, {"602.2b", "701.21a"}},
        {"untap-symbol", "a cost: {Q}, untap this permanent (107.6)", {}, {"602.2b", "107.6"}},
        {"sacrifice-permanent",
         "a cost: sacrifice a (another) permanent of TYPE you control (701.21a)",
         {{"type", T::kString}, {"another", T::kBool, false}},
         {"602.2b", "701.21a"}},
        {"tap-permanent",
         "a cost: tap COUNT (default 1) untapped permanents of TYPE you control (701.26a)",
         {{"type", T::kString}, {"count", T::kInt, false}},
         {"602.2b", "701.26a"}},
        {"discard-card", "a cost: discard a card (701.9a)", {}, {"602.2b", "701.9a"}},
        {"discard-self",
         "a cost: discard this card, activated from its owner's hand (702.77a reinforce, 701.9a)",
         {},
         {"602.2b", "701.9a", "702.77a"}},
        {"remove-counter",
         "a cost: remove a counter of KIND from this permanent, or FROM a creature you control "
         "(122.1)",
         {{"kind", T::kString}, {"from", T::kString, false, {"creature-you-control"}}},
         {"602.2b", "122.1"}},
        {"put-counter-self",
         "a cost: put a counter of KIND on this permanent (122.1)",
         {{"kind", T::kString, true, {"+1/+1", "-1/-1"}}},
         {"602.2b", "122.1"}},
        {"pay-life", "a cost: pay AMOUNT life (119.4)", {{"amount", T::kInt}}, {"602.2b", "119.4"}},
        {"put-counter-permanent",
         "a cost: put a counter of KIND on a permanent of TYPE you control (122.1)",
         {{"kind", T::kString, true, {"+1/+1", "-1/-1"}}, {"type", T::kString}},
         {"601.2h", "122.1"}},
        {"return-permanent",
         "a cost: return a permanent of TYPE you control to its owner's hand (400.7)",
         {{"type", T::kString}},
         {"601.2h", "400.7"}},
        {"reveal-card",
         "a cost: reveal a card of TYPE from your hand, or pay the mana OR_PAY instead (701.20a)",
         {{"type", T::kString}, {"or_pay", T::kString, false}},
         {"601.2h", "701.20a"}},
        {"activate-only",
         "a restriction checked before the ability is activated (602.5): TIMING sorcery (602.5d, "
         "307.1) or your-turn; no more than TIMES each turn (602.5b); only while its controller "
         "controls CONTROL_COUNT or more permanents of CONTROL_COLOR",
         {{"timing", T::kString, false, {"sorcery", "your-turn"}},
          {"times", T::kInt, false},
          {"control_count", T::kInt, false},
          {"control_color", T::kString, false, {"W", "U", "B", "R", "G"}}},
         {"602.5", "602.5b", "602.5d", "307.1"}},
        {"exile-top",
         "a cost: exile the top AMOUNT cards of the library (602.2)",
         {{"amount", T::kInt}},
         {"602.2"}},
        {engine::kNotModelledVerb,
         "text the module does not execute: named, the run incomplete",
         {{"text", T::kString}, {"why", T::kString, false}}},
    };
    return kVerbs;
  }

  engine::CardVocabulary Vocabulary() const override {
    engine::CardVocabulary v;
    v.types = {"Artifact", "Creature",     "Enchantment", "Instant", "Sorcery",
               "Land",     "Planeswalker", "Battle",      "Tribal",  "Kindred"};
    v.stats = {"power", "toughness"};
    v.string_fields = {"mana_cost"};
    v.ability_kinds = {"triggered", "activated", "static", "spell", "cost"};
    v.triggers = {"enters",      "leaves",      "dies",          "spell-cast",   "reveal-this-way",
                  "your-upkeep", "each-upkeep", "your-end-step", "each-end-step"};
    return v;
  }

  Status ApplyCardField(engine::Card* card, const std::string& field,
                        const std::string& value) const override {
    if (field != "mana_cost") return Status::InvalidArgument("no field '" + field + "'");
    for (size_t i = 0; i < value.size();) {  // "{1}{G/W}": symbols in braces only
      const size_t close = value.find('}', i);
      if (value[i] != '{' || close == std::string::npos)
        return Status::InvalidArgument("'" + value + "' is not a mana cost such as {1}{R}");
      i = close + 1;
      while (i < value.size() && (value[i] == ' ' || value[i] == '/')) ++i;
    }
    card->stats["mana_value"] = ManaValue(value);  // 202.3; a split card's halves add (709.4b)
    card->mana_cost = value;                       // for "pay_mana" (mana_payment.h)
    for (const char* colour : {"W", "U", "B", "R", "G"}) {
      if (value.find(colour) != std::string::npos) card->domains.push_back(colour);
    }
    return Status::Ok();
  }

  std::vector<std::string> ZoneNames() const override {
    return {"library", "hand", "graveyard", "battlefield", "exile", "stack"};
  }
  std::vector<std::string> PropertyNames() const override {
    return {"zone",           "tapped",          "attached_to", "timestamp",      "damage",
            "controller",     "owner",           "life",        "library_index",  "exiled_with",
            "shields",        "owner_won_clash", "mana_value",  "power",          "toughness",
            "chosen",         "mana_white",      "mana_blue",   "mana_black",     "mana_red",
            "mana_green",     "mana_colorless",  "face",        "counters_minus", "counters_plus",
            "counters_charge"};
  }

  Status Setup(GameState* s) const override {
    if (s->players.size() != 2)
      return Status::InvalidArgument("the MTG scenarios are two-player games");
    for (size_t p = 0; p < s->players.size(); ++p) {
      const PlayerId pid = static_cast<PlayerId>(p);
      s->players[p].resources.emplace("life", 20);
      s->AddZone({"library", pid, pid, false, true, engine::ZoneKind::kHidden});
      s->AddZone({"hand", pid, pid, false, false, engine::ZoneKind::kPrivate});
      s->AddZone({"graveyard", pid, pid, false, true, engine::ZoneKind::kPublic});
    }
    s->AddZone({"battlefield", engine::kNoPlayer, engine::kNoPlayer, true, false,
                engine::ZoneKind::kPublic});
    s->AddZone(
        {"exile", engine::kNoPlayer, engine::kNoPlayer, false, false, engine::ZoneKind::kPublic});
    s->AddZone(
        {"stack", engine::kNoPlayer, engine::kNoPlayer, false, true, engine::ZoneKind::kPublic});
    s->AddZone({"resolved", engine::kNoPlayer, engine::kNoPlayer, false, false,
                engine::ZoneKind::kHidden});
    s->phase = "main";
    return Status::Ok();
  }

  std::vector<std::string> CardFiles() const override {
    return {"mtg/cards-sample.oracle.json", "mtg/cards-extra.oracle.json",
            "mtg/cards-hypothetical.oracle.json"};
  }
  Result<std::vector<engine::Card>> ParseCardFile(std::string_view text,
                                                  const std::string& file) const override {
    return mtg::ParseCardFile(text, file);
  }
  Result<std::vector<engine::Card>> ParseCardData(std::string_view text,
                                                  const std::string& file) const override {
    return mtg::ParseCardFile(text, file, /*compile=*/false);
  }
  std::vector<std::string> ScriptFiles() const override { return {"mtg/card-scripts.json"}; }
  void CompleteCard(engine::Card* card) const override { CompleteOracleText(card); }
  // A permanent's abilities function on the battlefield; those that only combat or creature
  // types could make matter never do here (card_text.h).
  bool AbilityFunctions(const GameState& s, ObjectId id, const engine::Ability& ab) const override {
    auto combat = s.vars.find("combat");
    const bool fighting = combat != s.vars.end() && combat->second != 0;
    const Inert inert = InertHere(ab);
    return engine::NamedWhileInPlay(ab) && OnBattlefield(s, id) && inert != Inert::kAlways &&
           (fighting || inert != Inert::kOutsideCombat);
  }

  void Do(Engine& e, const Action& a) const override {
    GameState& s = e.state();
    const int step = e.current_step_entry();
    const ObjectId obj = ObjectArg(s, a, "object");
    auto perform = [&](const std::string& kind, ObjectId o, ObjectId other = kNone) {
      Event ev;
      ev.kind = kind;
      ev.object = o;
      ev.other = other;
      ev.parent = step;
      ev.args = a.args;
      e.Perform(std::move(ev));
    };
    const std::string& v = a.verb;
    if (v == "pregame-exile") return PregameExile(e, obj, ObjectArg(s, a, "exiled"), step);
    s.vars["game-started"] = 1;
    if (v == "attach") return perform("attach", obj, ObjectArg(s, a, "to"));
    if (v == "unattach") return perform("unattach", obj);
    if (v == "counter") return perform("counter", obj);
    if (v == "destroy" || v == "sacrifice" || v == "exile") {
      if (!OnBattlefield(s, obj))
        return e.Refuse(step, {v == "sacrifice" ? "701.21a" : "701.8a"},
                        Name(s, obj) + " is not a permanent on the battlefield");
      return perform(v, obj);
    }
    if (v == "regenerate") return AddShield(e, obj, step);
    if (v == "transform") {
      if (!OnBattlefield(s, obj) || !DoubleFaced(s.obj(obj))) {
        return e.Refuse(step, {"701.27a"},
                        Name(s, obj) + " is not a double-faced permanent: it can't transform");
      }
      const std::string before = FaceUp(s.obj(obj));
      if (before == "front") {
        s.obj(obj).status.insert("transformed");
      } else {
        s.obj(obj).status.erase("transformed");
      }
      e.Note(step, {"701.27a", "712.18"},
             Name(s, obj) + " transforms: its " + FaceUp(s.obj(obj)) +
                 " face is up. It is the same object, not a new one",
             {{Key(s, obj), "face", before, FaceUp(s.obj(obj))}});
      return;
    }
    if (v == "tap") {
      if (IsTapped(s.obj(obj)))
        return e.Refuse(
            step, {"701.26a"},
            Name(s, obj) + " is already tapped: only untapped permanents can be tapped");
      return perform("tap", obj);
    }
    if (v == "untap") {
      if (!IsTapped(s.obj(obj)))
        return e.Refuse(step, {"701.26b"},
                        Name(s, obj) + " is not tapped: only tapped permanents can be untapped");
      return perform("untap", obj);
    }
    if (v == "put-onto-battlefield")
      return EnterBattlefield(e, obj, s.obj(obj).owner, {"400.7"}, "is put onto the battlefield",
                              step);
    if (v == "scry" || v == "fateseal") return LookAndArrange(e, a, step);
    if (v == "clash") return Clash(e, PlayerArg(s, a, "player"), step);
    if (v == "draw") return Draw(e, PlayerArg(s, a, "player"), step);
    if (v == "cast") return Cast(e, a, obj, step);
    if (v == "attack" || v == "block") return DeclareCombat(e, a, obj, step);
    if (v == "combat-damage") return CombatDamage(e, step);
    if (v == "upkeep" || v == "end-step") return BeginStep(e, v, step);
    if (v == "activate")
      return Activate(e, obj, step, IntArg(a, "ability", 1), IntArg(a, "x", -1),
                      BoolArg(a.args, "pay_mana"), StringsArg(a, "mana_abilities"));
    if (v == "copy") return CopyTop(e, step);
    if (v == "resolve") {
      if (s.zone(Stack(s)).objects.empty())
        return e.Refuse(step, {"117.4"},
                        "the stack is empty: nothing resolves (all players passing ends the step)");
      return ResolveTop(e);
    }
    e.Fail("unknown MTG action '" + v + "'");
  }

  void Apply(Engine& e, Event& ev) const override {
    GameState& s = e.state();
    const ObjectId o = ev.object;
    const std::string& k = ev.kind;
    if (k == "attach") return ApplyAttach(e, ev);
    if (k == "unattach") {
      ObjectId host = s.obj(o).attached_to;
      if (host == kNone) {
        e.Note(ev.parent, {"701.3d"},
               Name(s, o) + " is not attached to anything: unattaching does nothing");
        return;
      }
      auto& list = s.obj(host).attachments;
      list.erase(std::remove(list.begin(), list.end(), o), list.end());
      s.obj(o).attached_to = kNone;
      e.Note(ev.parent, {"701.3d"},
             Name(s, o) + " is unattached from " + Name(s, host) +
                 ": it stays on the battlefield, equipping nothing (2008: 501.2d)",
             {{Key(s, o), "attached_to", Key(s, host), "none"}});
      return;
    }
    if (k == "counter") {
      if (s.obj(o).zone != Stack(s)) {
        e.Note(ev.parent, {"701.6a"},
               Name(s, o) + " is not on the stack: there is nothing to counter");
        return;
      }
      const bool spell = s.obj(o).card.type != "Ability";
      s.MoveObject(o, spell ? Graveyard(s, o) : s.FindZone("resolved"));
      e.Note(ev.parent, {"701.6a"},
             Name(s, o) +
                 " is countered: removed from the stack, it doesn't resolve and none of its "
                 "effects occur" +
                 (spell ? "; the spell goes to its owner's graveyard" : "") + " (2008: 501.3a)",
             {{Key(s, o), "zone", "stack", spell ? "graveyard" : "gone"}});
      return;
    }
    if (k == "destroy") {
      if (!OnBattlefield(s, o)) return;
      if (HasStatic(s.obj(o), "indestructible")) {
        e.Note(ev.parent, {"702.12b"}, Name(s, o) + " has indestructible: it is not destroyed");
        return;
      }
      if (BoolArg(ev.args, "no_regenerate") || BoolArg(ev.args, "cant_regenerate")) {
        if (Shields(s, o) > 0 || HasStaticRegeneration(s.obj(o))) {
          e.Note(ev.parent, {}, "The regeneration effect on " + Name(s, o) + " is not applied", {},
                 {{"regenerate " + Name(s, o),
                   {"701.19c"},
                   "it can't be regenerated, so the regeneration replacement effect does not "
                   "apply, even though one exists (2008: 505.5.Ruling.1)"}});
        }
      }
      int entry = e.Note(ev.parent, {"701.8a"},
                         Name(s, o) +
                             " is destroyed: it moves from the battlefield to its owner's "
                             "graveyard (2008: 501.4a)",
                         {{Key(s, o), "zone", "battlefield", "graveyard"}});
      LeaveBattlefield(e, o, Graveyard(s, o), entry);
      return;
    }
    if (k == "regenerate-instead") {
      const int id = static_cast<int>(std::get<int64_t>(ev.args["effect"]));
      s.effects.erase(std::remove_if(s.effects.begin(), s.effects.end(),
                                     [&](const engine::Effect& f) { return f.id == id; }),
                      s.effects.end());
      const int dmg = s.obj(o).Counter("damage");
      const bool was_tapped = IsTapped(s.obj(o));
      s.obj(o).counters.erase("damage");
      s.obj(o).status.insert("tapped");
      s.obj(o).status.erase("attacking");  // removed from combat (506.4): attacking or blocking
      for (auto it = s.obj(o).status.begin(); it != s.obj(o).status.end();)
        it = StartsWith(*it, "blocking:") ? s.obj(o).status.erase(it) : std::next(it);
      std::vector<engine::Change> ch = {{Key(s, o), "damage", std::to_string(dmg), "0"}};
      if (!was_tapped) ch.push_back({Key(s, o), "tapped", "false", "true"});
      if (id == 0) {
        const int entry = e.Note(
            ev.parent, {"701.19b", "701.8c"},
            Name(s, o) +
                " is regenerated instead of destroyed by its static ability: all damage is removed "
                "and it is tapped; this happens each time it would be destroyed (2008: 501.5b)",
            ch);
        if (!was_tapped) TappedTriggers(e, o, entry);  // 603.2e
        return;
      }
      const int entry = e.Note(
          ev.parent, {"701.19a", "701.8c"},
          Name(s, o) +
              " is regenerated instead of destroyed: all damage is removed, it is tapped and "
              "removed from combat; the shield is used up (2008: 501.5a)",
          ch);
      if (!was_tapped) TappedTriggers(e, o, entry);  // 603.2e
      return;
    }
    if (k == "sacrifice") {
      std::vector<engine::Rejected> rej;
      if (Shields(s, o) > 0 || HasStaticRegeneration(s.obj(o))) {
        rej.push_back(
            {"regenerate " + Name(s, o),
             {"701.21a"},
             "sacrificing doesn't destroy, so regeneration can't replace it (2008: 501.6a)"});
      }
      int entry = e.Note(ev.parent, {"701.21a"},
                         PlayerName(s, Controller(s, o)) + " sacrifices " + Name(s, o) +
                             ": it moves from the battlefield directly to its owner's graveyard; "
                             "this is not destruction",
                         {{Key(s, o), "zone", "battlefield", "graveyard"}}, rej);
      LeaveBattlefield(e, o, Graveyard(s, o), entry);
      return;
    }
    if (k == "exile-instead") {
      const ObjectId by = static_cast<ObjectId>(std::get<int64_t>(ev.args["by"]));
      const engine::Ability* ab = AbilityWith(s.obj(by), "exile-instead-of-dying");
      const int by_inc = s.obj(by).incarnation;
      int entry = e.Note(
          ev.parent, {"614.1a", "607.2b"},
          Name(s, o) + " would die (" + StringArg(ev.args, "dies_as") + "), but " + Name(s, by) +
              "'s replacement effect exiles it instead; this card was exiled as a direct result of "
              "that replacement, so the ability linked to it can find it",
          {{Key(s, o), "zone", "battlefield", "exile"}});
      LeaveBattlefield(e, o, Exile(s), entry);
      s.obj(o).links.push_back({LinkKind(GroupKey(*ab), by_inc), by});
      return;
    }
    if (k == "exile") {
      int entry = e.Note(ev.parent, {"400.7"}, Name(s, o) + " is exiled",
                         {{Key(s, o), "zone", "battlefield", "exile"}});
      LeaveBattlefield(e, o, Exile(s), entry);
      return;
    }
    if (k == "tap") {
      Tap(e, o, ev.parent, {"701.26a"}, Name(s, o) + " is tapped: turned sideways (2008: 501.7a)",
          {{Key(s, o), "tapped", "false", "true"}});
      return;
    }
    if (k == "untap") {
      s.obj(o).status.erase("tapped");
      s.obj(o).status.erase("exhausted");
      e.Note(ev.parent, {"701.26b"},
             Name(s, o) + " is untapped: rotated back upright (2008: 501.7b)",
             {{Key(s, o), "tapped", "true", "false"}});
      return;
    }
    e.Fail("unknown MTG event '" + k + "'");
  }

  std::vector<engine::Replacement> Replacements(const Engine& e, const Event& ev) const override {
    const GameState& s = e.state();
    // 607.2b: "If another creature would die, exile it instead" (a replacement effect, 614.1a)
    // whose exiled cards its linked ability finds later. Dying is destruction or sacrifice here.
    if ((ev.kind == "destroy" || ev.kind == "sacrifice") && OnBattlefield(s, ev.object) &&
        HasType(s.obj(ev.object).card, "Creature")) {
      for (ObjectId x : s.zone(Battlefield(s)).objects) {
        if (x == ev.object || !AbilityWith(s.obj(x), "exile-instead-of-dying")) continue;
        engine::Replacement r;
        r.source = x;
        r.chooser = Controller(s, ev.object);
        r.label = Name(s, x) + "'s \"exile it instead\"";
        r.rules = {"614.1a", "607.2b"};
        r.amount = x;
        r.apply = [](Event& ev2, const engine::Replacement& self, GameState&) -> std::string {
          ev2.args["dies_as"] = ev2.kind;
          ev2.kind = "exile-instead";
          ev2.args["by"] = int64_t{self.amount};
          return "it would die: instead it is exiled";
        };
        return {r};
      }
    }
    if (ev.kind != "destroy" || BoolArg(ev.args, "no_regenerate") ||
        BoolArg(ev.args, "cant_regenerate") || HasStatic(s.obj(ev.object), "indestructible"))
      return {};
    for (const engine::Effect& f : s.effects) {
      if (f.kind == "regenerate" && f.target == ev.object &&
          f.target_incarnation == s.obj(ev.object).incarnation) {
        engine::Replacement r;
        r.effect_id = f.id;
        r.source = f.source;
        r.chooser = Controller(s, ev.object);
        r.label = "Regeneration shield on " + Name(s, ev.object);
        r.rules = {"701.19a", "701.8c"};
        r.amount = f.id;
        r.apply = [](Event& x, const engine::Replacement& self, GameState&) -> std::string {
          x.kind = "regenerate-instead";
          x.args["effect"] = int64_t{self.amount};
          return "the next time it would be destroyed this turn, instead regenerate it";
        };
        return {r};
      }
    }
    // 701.19b: a static "if it would be destroyed, regenerate it" replaces each destruction.
    for (const engine::Ability& ab : s.obj(ev.object).card.abilities) {
      if (ab.kind != "static" || ab.effect.empty() || ab.effect[0].verb != "regenerate-static")
        continue;
      engine::Replacement r;
      r.source = ev.object;
      r.chooser = Controller(s, ev.object);
      r.label = Name(s, ev.object) + "'s static regeneration";
      r.rules = {"701.19b", "701.8c"};
      r.amount = 0;
      r.apply = [](Event& x, const engine::Replacement&, GameState&) -> std::string {
        x.kind = "regenerate-instead";
        x.args["effect"] = int64_t{0};
        return "it would be destroyed: instead it is regenerated (a static ability, every time)";
      };
      return {r};
    }
    return {};
  }

  // 704.5g: a creature with lethal damage marked on it is destroyed (regeneration can replace it;
  // indestructible ignores it, 702.12b).
  bool StateChecks(Engine& e, int parent) const override {
    GameState& s = e.state();
    std::vector<ObjectId> zero;  // 704.5f: toughness 0 or less (-1/-1 counters, e.g. by wither)
    for (ObjectId x : s.zone(Battlefield(s)).objects) {
      if (HasType(s.obj(x).card, "Creature") && PowerToughness(s, x, "toughness") <= 0)
        zero.push_back(x);
    }
    for (ObjectId x : zero) {
      const int entry = e.Note(parent, {"704.5f"},
                               Name(s, x) + " has toughness " +
                                   std::to_string(PowerToughness(s, x, "toughness")) +
                                   ": it is put into its owner's graveyard (this is not "
                                   "destruction; regeneration can't replace it)",
                               {{Key(s, x), "zone", "battlefield", "graveyard"}});
      LeaveBattlefield(e, x, Graveyard(s, x), entry);
    }
    if (!zero.empty()) return true;
    std::vector<ObjectId> lethal;
    std::vector<bool> by_deathtouch;
    for (ObjectId x : s.zone(Battlefield(s)).objects) {
      engine::Object& o = s.obj(x);
      const int toughness = PowerToughness(s, x, "toughness");
      // 704.5h: dealt damage by a source with deathtouch since the last check (checked once).
      const bool deathtouch = o.status.erase("dealt-deathtouch-damage") > 0;
      if (!HasType(o.card, "Creature") || toughness <= 0 ||
          (o.Counter("damage") < toughness && !deathtouch) || HasStatic(o, "indestructible"))
        continue;
      lethal.push_back(x);
      by_deathtouch.push_back(o.Counter("damage") < toughness);
    }
    for (size_t i = 0; i < lethal.size(); ++i) {
      const ObjectId x = lethal[i];
      const int entry =
          by_deathtouch[i]
              ? e.Note(parent, {"704.5h", "702.2b"},
                       Name(s, x) +
                           " has been dealt damage by a source with deathtouch since state-based "
                           "actions were last checked: it is destroyed")
              : e.Note(parent, {"704.5g"},
                       Name(s, x) + " has lethal damage marked on it (" +
                           std::to_string(s.obj(x).Counter("damage")) + " >= toughness " +
                           std::to_string(PowerToughness(s, x, "toughness")) +
                           "): it is destroyed");
      Event ev;
      ev.kind = "destroy";
      ev.object = x;
      ev.parent = entry;
      e.Perform(std::move(ev));
    }
    return !lethal.empty();
  }

  void PutOnStack(Engine& e, std::vector<PendingTrigger> ordered) const override {
    GameState& s = e.state();
    for (PendingTrigger& t : ordered) {
      std::string req = t.program.empty() ? "" : Requirement(t.program[0].args);
      std::vector<ObjectId> targets;
      std::map<std::string, Value> choices = t.snapshot;
      if (!req.empty()) {
        auto options = LegalTargets(s, req, t.source, t.controller);
        if (options.empty()) {
          e.Note(t.parent, {"603.3d"},
                 t.label + " has no legal target: it is removed from the stack");
          continue;
        }
        ChoiceRequest cr;
        cr.kind = "target";
        cr.player = t.controller;
        cr.options = options;
        cr.rule = "603.3d";
        cr.prompt = PlayerName(s, t.controller) + " chooses the target of " + Name(s, t.source) +
                    "'s ability";
        auto ans = e.Choose(cr, t.parent);
        if (const ObjectId picked = s.FindKey(ans.picks.at(0)); picked == kNone) {
          choices["target_player"] = ans.picks.at(0);  // "target player" / "any target" chose one
        } else {
          targets.push_back(picked);
          choices["target_inc"] = int64_t{s.obj(picked).incarnation};
        }
      }
      engine::Object item;
      item.key = Key(s, t.source) + "-ability-" + std::to_string(t.ability + 1) + "-" +
                 std::to_string(s.objects.size());
      item.card.name = Name(s, t.source) + "'s ability";
      item.card.type = "Ability";
      item.owner = item.controller = t.controller;
      item.stack.source = t.source;
      item.stack.ability = t.ability;
      item.stack.program = t.program;
      item.stack.targets = targets;
      item.stack.choices = choices;
      const ObjectId id = s.AddObject(std::move(item), Stack(s), /*at_bottom=*/false);
      std::vector<std::string> rules = t.rules;
      rules.insert(rules.begin(), "603.3");
      engine::TraceEntry te;
      te.kind = engine::TraceEntry::Kind::kTrigger;
      te.parent = t.parent;
      te.rules = rules;
      te.text = t.label + " triggers and goes on the stack" +
                (targets.empty() ? "" : ", targeting " + Name(s, targets[0]));
      te.changes = {{Key(s, id), "zone", "none", "stack"}};
      s.obj(id).stack.trace_parent = e.Note(std::move(te));
    }
  }

  bool AutoResolve(const Engine&) const override { return false; }  // a scripted "resolve" step

  void ResolveTop(Engine& e) const override {
    GameState& s = e.state();
    const ObjectId top = s.zone(Stack(s)).objects.at(0);
    engine::TraceEntry head;
    head.kind = engine::TraceEntry::Kind::kResolve;
    head.parent = e.current_step_entry();
    head.rules = {};
    head.text = Name(s, top) + " resolves";
    const int entry = e.Note(std::move(head));
    engine::Object& item = s.obj(top);
    if (item.card.type == "Ability") {
      const auto program = item.stack.program;
      for (const Action& a : program) RunInstruction(e, top, a, entry);
      s.MoveObject(top, s.FindZone("resolved"));
      return;
    }
    if (IsPermanentCard(item.card)) {
      EnterBattlefield(e, top, Controller(s, top), {"608.3"}, "resolves and enters the battlefield",
                       entry);
      return;
    }
    // A split card's half being cast is all that exists on the stack (709.3b).
    const auto half = item.stack.choices.find("half");
    const std::string cast_half =
        half == item.stack.choices.end() ? "" : std::get<std::string>(half->second);
    std::vector<engine::Ability> spell_abilities;
    for (const engine::Ability& ab : item.card.abilities) {
      if (ab.kind == "spell" && (cast_half.empty() || HalfOf(item.card, ab) == cast_half))
        spell_abilities.push_back(ab);
    }
    for (const engine::Ability& ab : spell_abilities) {
      for (const Action& a : ab.effect) RunInstruction(e, top, a, entry);
    }
    if (s.obj(top).zone != Stack(s)) return;  // it left the stack as it resolved (608.2m)
    s.MoveObject(top, Graveyard(s, top));
    e.Note(entry, {"608.2n"}, Name(s, top) + " is put into its owner's graveyard",
           {{Key(s, top), "zone", "stack", "graveyard"}});
  }

  ZoneId StackZone(const GameState& s) const override { return Stack(s); }

  bool Derive(const GameState& s, ObjectId id, const std::string& property,
              engine::Derivation* out) const override {
    if (property != "mana_value") return false;
    out->property = property;
    out->value =
        s.obj(id).card.stats.count("mana_value") ? s.obj(id).card.stats.at("mana_value") : 0;
    out->terms = {{"printed mana cost", out->value, "202.3", engine::kNoObject, ""}};
    return true;
  }

  Value Property(const GameState& s, ObjectId id, const std::string& p,
                 std::string* error) const override {
    const engine::Object& o = s.obj(id);
    if (p == "zone")
      return o.zone == s.FindZone("resolved") ? std::string("gone") : ZoneName(s, o.zone);
    if (p == "tapped") return IsTapped(o);
    if (p == "attached_to")
      return o.attached_to == kNone ? std::string("none") : Key(s, o.attached_to);
    if (p == "timestamp") return int64_t{o.timestamp};
    if (p == "damage") return int64_t{o.Counter("damage")};
    if (p == "controller") return PlayerName(s, Controller(s, id));
    if (p == "owner") return PlayerName(s, o.owner);
    if (p == "life") {
      auto& r = s.players.at(static_cast<size_t>(Controller(s, id))).resources;
      return int64_t{r.count("life") ? r.at("life") : 20};
    }
    if (p == "library_index") {
      const auto& objs = s.zone(o.zone).objects;
      if (s.zone(o.zone).name != "library") return int64_t{-1};
      return int64_t(std::find(objs.begin(), objs.end(), id) - objs.begin());
    }
    if (p == "exiled_with") {
      for (const engine::Link& l : o.links) {
        if (StartsWith(l.kind, "exiled-with:")) return Key(s, l.other);
      }
      return std::string("none");
    }
    if (p == "shields") return int64_t{Shields(s, id)};
    if (p == "face") return FaceUp(o);
    if (StartsWith(p, "mana_") &&
        p != "mana_value") {  // mana of a colour in the controller's pool: "mana_green"
      auto& r = s.players.at(static_cast<size_t>(Controller(s, id))).resources;
      auto it = r.find("mana:" + p.substr(5));
      return int64_t{it == r.end() ? 0 : it->second};
    }
    if (p == "chosen") {
      for (const std::string& st : o.status) {
        if (StartsWith(st, "chosen:")) return st.substr(7);
      }
      return std::string("none");
    }
    if (p == "owner_won_clash")
      return s.vars.count("clash-won:" + std::to_string(o.owner)) > 0 &&
             s.vars.at("clash-won:" + std::to_string(o.owner)) == 1;
    if (p == "power" || p == "toughness") return int64_t{PowerToughness(s, id, p)};
    if (p == "counters_minus") return int64_t{o.Counter("-1/-1")};
    if (p == "counters_plus") return int64_t{o.Counter("+1/+1")};
    if (p == "counters_charge") return int64_t{o.Counter("charge")};
    if (p == "mana_value") {
      auto it = o.card.stats.find(p);
      return int64_t{it == o.card.stats.end() ? 0 : it->second};
    }
    *error = "unknown property '" + p + "'";
    return Value{};
  }

 private:
  static int Shields(const GameState& s, ObjectId id) {
    int n = 0;
    for (const engine::Effect& f : s.effects) {
      n +=
          f.kind == "regenerate" && f.target == id && f.target_incarnation == s.obj(id).incarnation;
    }
    return n;
  }

  static void AddShield(Engine& e, ObjectId id, int parent) {
    GameState& s = e.state();
    engine::Effect f;
    f.id = s.next_effect_id++;
    f.kind = "regenerate";
    f.source = id;
    f.target = id;
    f.target_incarnation = s.obj(id).incarnation;
    f.duration = engine::Duration::kOnce;
    f.created_turn = s.turn;
    f.rule = "701.19a";
    f.reason = "regeneration shield";
    s.effects.push_back(f);
    e.Note(
        parent, {"701.19a"},
        Name(s, id) +
            " gets a regeneration shield: the next time it would be destroyed this turn, instead "
            "all damage is removed from it, it is tapped and removed from combat (2008: 501.5a)",
        {{Key(s, id), "shields", std::to_string(Shields(s, id) - 1),
          std::to_string(Shields(s, id))}});
  }

  static void ApplyAttach(Engine& e, Event& ev) {
    GameState& s = e.state();
    const ObjectId a = ev.object, to = ev.other;
    const engine::Card& c = s.obj(a).card;
    const bool equipment = HasType(c, "Equipment"), aura = HasType(c, "Aura");
    if (!equipment && !aura && !HasType(c, "Fortification")) {
      e.Refuse(ev.parent, {"701.3a"},
               Name(s, a) + " is not an Aura, Equipment or Fortification: it can't be attached");
      return;
    }
    const bool creature = OnBattlefield(s, to) && HasType(s.obj(to).card, "Creature");
    if (!creature) {
      e.Note(
          ev.parent, {"701.3b", equipment ? "301.5" : "303.4"},
          Name(s, a) + " can't be attached to " + Name(s, to) + " (" +
              (equipment ? "an Equipment can be attached only to a creature" : "enchant creature") +
              "): it doesn't move (2008: 501.2a)");
      return;
    }
    const ObjectId old = s.obj(a).attached_to;
    if (old == to) {
      e.Note(ev.parent, {"701.3b"},
             Name(s, a) + " is already attached to " + Name(s, to) +
                 ": the effect does nothing, and it keeps its timestamp " +
                 std::to_string(s.obj(a).timestamp) + " (2008: 501.2b)");
      return;
    }
    const int power_before = PowerToughness(s, to, "power");
    const int toughness_before = PowerToughness(s, to, "toughness");
    if (old != kNone) {
      auto& list = s.obj(old).attachments;
      list.erase(std::remove(list.begin(), list.end(), a), list.end());
    }
    s.obj(a).attached_to = to;
    s.obj(to).attachments.push_back(a);
    int entry = e.Note(
        ev.parent, {"701.3a"}, Name(s, a) + " is attached to " + Name(s, to) + " (2008: 501.2a)",
        {{Key(s, a), "attached_to", old == kNone ? "none" : Key(s, old), Key(s, to)}});
    if (OnBattlefield(s, a)) {
      const int before = s.obj(a).timestamp;
      s.obj(a).timestamp = s.next_timestamp++;
      e.Note(
          entry, {"701.3c"},
          Name(s, a) +
              " is attached to a different object, so it receives a new timestamp (2008: 501.2c)",
          {{Key(s, a), "timestamp", std::to_string(before), std::to_string(s.obj(a).timestamp)}});
    }
    // "Equipped/Enchanted creature has WORD" now applies to the new object (613.1f).
    for (const engine::Ability& ab : c.abilities) {
      std::vector<std::string> words;
      for (const Action& x : ab.effect) {
        if (ab.kind == "static" && x.verb == "attached-keyword")
          words.push_back(StringArg(x.args, "word"));
      }
      if (words.empty()) continue;
      e.Note(entry, {"613.1f"},
             Name(s, a) + "'s \"" + ab.text + "\" applies to " + Name(s, to) + ": it has " +
                 Join(words, " and ") + " while " + Name(s, a) + " is attached to it");
    }
    // "Equipped/Enchanted creature gets +N/+M." now applies to the new object (613.4c).
    for (const engine::Ability& ab : c.abilities) {
      if (ab.kind != "static" || ab.effect.empty() ||
          (ab.effect[0].verb != "equipped-pt" && ab.effect[0].verb != "enchanted-pt"))
        continue;
      const int p = PowerToughness(s, to, "power"), t = PowerToughness(s, to, "toughness");
      e.Note(entry, {"613.4c"},
             Name(s, a) + "'s \"" + ab.text + "\" applies to " + Name(s, to) + ": now " +
                 std::to_string(p) + "/" + std::to_string(t),
             {{Key(s, to), "power", std::to_string(power_before), std::to_string(p)},
              {Key(s, to), "toughness", std::to_string(toughness_before), std::to_string(t)}});
    }
  }

  static void Cast(Engine& e, const Action& a, ObjectId id, int step) {
    GameState& s = e.state();
    bool spell_x = false;
    for (const engine::Ability& ab : s.obj(id).card.abilities)
      spell_x = spell_x || (ab.kind == "spell" && UsesX(ab.effect));
    if (!XAnnounced(e, spell_x, IntArg(a, "x", -1), Name(s, id), step)) return;
    // Retrace (702.81a): from its owner's graveyard, discarding a land card from hand as an
    // additional cost (601.2b, 601.2h); the step names the card ("discarded").
    const PlayerId caster = s.obj(id).owner;
    const ObjectId discarded = ObjectArg(s, a, "discarded");
    const bool retrace = s.obj(id).zone == s.FindZone("graveyard", caster) &&
                         AbilityWith(s.obj(id), "retrace") != nullptr;
    if (retrace && (discarded == kNone || s.obj(discarded).zone != s.FindZone("hand", caster) ||
                    !HasType(s.obj(discarded).card, "Land"))) {
      e.Refuse(step, {"702.81a", "601.2b"},
               Name(s, id) +
                   " can be cast from the graveyard with retrace only by discarding a land card "
                   "from its owner's hand (" +
                   (discarded == kNone ? std::string("\"discarded\" names none")
                                       : Name(s, discarded) + " is not a land card in that hand") +
                   ")");
      return;
    }
    if (!retrace && s.obj(id).zone != s.FindZone("hand", caster)) {
      e.Refuse(step, {"601.2a"}, Name(s, id) + " is not in its owner's hand");
      return;
    }
    // A split card is cast as the half its player chooses (709.3): only that half is evaluated
    // (709.3a) and put on the stack (709.3b); the step names it ("half").
    const std::vector<std::string> halves = SplitHalves(s.obj(id).card.name);
    const std::string half = StringArg(a.args, "half");
    if (halves.empty() != half.empty() ||
        (!halves.empty() && std::find(halves.begin(), halves.end(), half) == halves.end())) {
      e.Refuse(step, {"709.3"},
               halves.empty() ? Name(s, id) + " is not a split card: it has no half to cast"
                              : Name(s, id) + " is a split card: its player chooses which half " +
                                    "they are casting (\"half\": \"" + halves[0] + "\" or \"" +
                                    halves[1] + "\")");
      return;
    }
    auto in_half = [&](const engine::Ability& ab) {
      return halves.empty() || HalfOf(s.obj(id).card, ab) == half;
    };
    for (const std::string& t : StringsArg(a, "targets")) {
      const ObjectId tid = s.FindKey(t);
      if (const std::string c = ProtectedFrom(s, tid); !c.empty()) {
        const std::string letter = c == "white"   ? "W"
                                   : c == "blue"  ? "U"
                                   : c == "black" ? "B"
                                   : c == "red"   ? "R"
                                                  : "G";
        const auto& dom = s.obj(id).card.domains;
        if (std::find(dom.begin(), dom.end(), letter) != dom.end()) {
          e.Refuse(step, {"702.16b", "607.2d"},
                   Name(s, tid) + " has protection from " + c +
                       " (the color chosen as it entered, 607.2d): the " + c + " spell " +
                       Name(s, id) +
                       " can't target it, so it can't be cast this way (it stays in hand)");
          return;
        }
      }
    }
    // Timing (117.1a): a noninstant spell only by the active player with the stack empty (the
    // scenario is a main phase, as for "only as a sorcery"), unless the card has flash (702.8a).
    if (!HasType(s.obj(id).card, "Instant") && !HasKeyword(s, id, "flash") &&
        (s.obj(id).owner != s.active || !s.zone(Stack(s)).objects.empty())) {
      e.Refuse(step, {"117.1a", "702.8a"},
               Name(s, id) +
                   " is not an instant and has no flash: it can be cast only by the active player "
                   "in a main phase with the stack empty (it stays in hand)");
      return;
    }
    // Each target must meet the spell's requirement as it is announced (601.2c, 115.1).
    for (const engine::Ability& ab : s.obj(id).card.abilities) {
      const std::string req = ab.kind == "spell" && !ab.effect.empty() && in_half(ab)
                                  ? Requirement(ab.effect[0].args)
                                  : std::string();
      if (req.empty() || req == "player") continue;
      for (const std::string& t : StringsArg(a, "targets")) {
        if (!TargetLegal(s, req, id, s.obj(id).owner, s.FindKey(t))) {
          const ObjectId tid = s.FindKey(t);
          const bool shroud = OnBattlefield(s, tid) && HasKeyword(s, tid, "shroud");
          const bool hexproof = OnBattlefield(s, tid) && HasKeyword(s, tid, "hexproof") &&
                                Controller(s, tid) != s.obj(id).owner;
          if (shroud || hexproof) {
            e.Refuse(step, {"601.2c", shroud ? "702.18a" : "702.11b"},
                     Name(s, tid) + " has " + (shroud ? "shroud" : "hexproof") + ": it can't be " +
                         (shroud ? "the target of spells or abilities"
                                 : "the target of spells or abilities its controller's opponents "
                                   "control") +
                         ", so " + Name(s, id) + " can't target it");
            return;
          }
          e.Refuse(step, {"601.2c"},
                   Name(s, s.FindKey(t)) + " is not a legal target for " + Name(s, id) + " (\"" +
                       ab.text + "\")");
          return;
        }
      }
    }
    for (const engine::Ability& ab : s.obj(id).card.abilities) {
      for (const Action& x : ab.effect) {
        if (ab.kind == "spell" && in_half(ab) && StringArg(x.args, "target") == "player" &&
            !a.args.count("target_player")) {
          e.Refuse(step, {"601.2c"},
                   Name(s, id) + " needs a target player (\"" + ab.text +
                       "\"): the cast step names none (target_player)");
          return;
        }
      }
    }
    // Damage divided among targets: the targets (601.2c) and the division (601.2d) announced.
    std::vector<Share> shares;
    for (const engine::Ability& ab : s.obj(id).card.abilities) {
      if (ab.kind != "spell" || !in_half(ab) || ab.effect.empty() ||
          ab.effect[0].verb != "deal-divided")
        continue;
      if (const std::string why = ParseDivision(StringsArg(a, "divided"), ab.effect[0], &shares);
          !why.empty()) {
        e.Refuse(step, {"601.2d"}, Name(s, id) + " can't be cast this way: " + why);
        return;
      }
      const std::string among = StringArg(ab.effect[0].args, "among");
      for (const Share& sh : shares) {
        const ObjectId t = s.FindKey(sh.target);
        if (!among.empty() && (t == kNone || !TargetLegal(s, among, id, caster, t))) {
          e.Refuse(
              step, {"601.2c"},
              sh.target + " is not a legal target for " + Name(s, id) + " (\"" + ab.text + "\")");
          return;
        }
        if (t == kNone ? s.FindPlayer(sh.target) == engine::kNoPlayer
                       : among.empty() && !TargetLegal(s, "any", id, caster, t)) {
          e.Refuse(
              step, {"601.2c", "115.4"},
              (t == kNone ? sh.target : Name(s, t) + " (in " + ZoneName(s, s.obj(t).zone) + ")") +
                  " is not a legal target for " + Name(s, id) + " (\"" + ab.text +
                  "\": any target is a creature, planeswalker or battle on the battlefield, "
                  "or a player)");
          return;
        }
      }
    }
    if (shares.empty() && a.args.count("divided")) {
      e.Refuse(step, {"601.2d"},
               Name(s, id) + " has no damage to divide: the step's \"divided\" names nothing");
      return;
    }
    const ObjectId exiled = ObjectArg(s, a, "exiled");
    if (AbilityWith(s.obj(id), "exile-card-to-cast") &&
        (exiled == kNone || s.obj(exiled).zone != Graveyard(s, id) ||
         !HasType(s.obj(exiled).card, "Creature"))) {
      e.Refuse(step, {"601.2b"},
               Name(s, id) +
                   "'s additional cost needs a creature card in its owner's graveyard to exile "
                   "(\"exiled\")");
      return;
    }
    const engine::Ability* evoke = AbilityWith(s.obj(id), "evoke");
    if (BoolArg(a.args, "evoked") && evoke == nullptr) {
      e.Refuse(step, {"601.2b", "118.9"},
               Name(s, id) + " has no evoke cost: it can't be cast for one (it stays in hand)");
      return;
    }
    if (IntArg(a, "paid_life") > Life(s, s.obj(id).owner)) {
      e.Refuse(step, {"119.4"},
               PlayerName(s, s.obj(id).owner) + " can't pay " +
                   std::to_string(IntArg(a, "paid_life")) + " life with a life total of " +
                   std::to_string(Life(s, s.obj(id).owner)));
      return;
    }
    // Additional costs printed on the card (118.8a, 601.2b): cost abilities whose actions are the
    // activation costs' (card_text.cc CostPart). Unpayable costs can't be paid (601.2h).
    const std::vector<engine::Ability> abilities = s.obj(id).card.abilities;
    for (const engine::Ability& ab : abilities) {
      if (ab.kind == "cost" && !ab.cost.empty() && !CanPayCosts(e, id, ab, false, step, true))
        return;
    }
    // "pay_mana": the mana of the total cost (601.2f: the mana cost or evoke cost, kicker costs,
    // X) is paid from the caster's pool, checked before anything changes (601.2h, 118.3).
    const bool pay_mana = BoolArg(a.args, "pay_mana");
    ManaSymbols mana;
    ManaPayer payer;
    std::vector<std::pair<ObjectId, int64_t>> sources;  // mana abilities to activate (601.2g)
    if (pay_mana) {
      const std::optional<std::string>& printed = s.obj(id).card.mana_cost;
      if (!printed)
        e.Fail("\"pay_mana\": the printed mana cost of " + Name(s, id) + " is not known");
      std::string total = HalfCost(*printed, !halves.empty() && half == halves[1] ? 1 : 0);
      if (BoolArg(a.args, "evoked") && evoke != nullptr)
        total = StringArg(evoke->effect[0].args, "cost");
      for (const std::string& k : StringsArg(a, "kicked")) total += k == "W" ? "{W}" : "{2}{B}";
      mana = ManaOfCost(total, spell_x ? IntArg(a, "x") : 0);
      payer.player = caster;
      payer.what = Name(s, id);
      payer.rule = "601.2h";
      payer.permission_elsewhere = BlueAsAnyPermanent(s, caster);  // never for spells
      if (!ManaAbilitiesForPayment(e, StringsArg(a, "mana_abilities"), caster, true, id, step,
                                   &sources, &payer.adding) ||
          !ManaCostPayable(e, payer, mana, step))
        return;
    } else if (!ManaAbilitiesForPayment(e, StringsArg(a, "mana_abilities"), caster, false, id, step,
                                        &sources, &payer.adding)) {
      return;
    }
    const std::string from = ZoneName(s, s.obj(id).zone);
    s.MoveObject(id, Stack(s));
    s.obj(id).controller = s.obj(id).owner;
    int entry = e.Note(step,
                       retrace ? std::vector<std::string>{"601.2a", "702.81a"}
                               : std::vector<std::string>{"601.2a"},
                       PlayerName(s, s.obj(id).owner) + " casts " + Name(s, id) +
                           (retrace ? " from their graveyard with retrace" : "") +
                           ": it moves to the stack",
                       {{Key(s, id), "zone", from, "stack"}});
    if (spell_x) {
      SetStatusNumber(s.obj(id), "x:", static_cast<int>(IntArg(a, "x")));
      e.Note(entry, {"107.3a", "601.2b"},
             PlayerName(s, caster) + " announces X = " + std::to_string(IntArg(a, "x")) +
                 (pay_mana ? std::string(" (the mana cost's {X})")
                           : std::string(" (the mana cost's {X}; the mana is taken as paid)")));
    }
    if (retrace) {
      s.MoveObject(discarded, s.FindZone("graveyard", caster));
      e.Note(entry, {"601.2h", "701.9a", "702.81a"},
             PlayerName(s, caster) + " discards " + Name(s, discarded) +
                 ", a land card, to pay retrace's additional cost",
             {{Key(s, discarded), "zone", "hand", "graveyard"}});
    }
    // 601.2h: the total cost is paid before the spell becomes cast (601.2i, its cast triggers).
    if (pay_mana && !mana.printed.empty()) {
      ActivateForPayment(e, sources, entry);
      PayManaFromPool(e, payer, mana, entry);
    }
    for (const engine::Ability& ab : abilities) {
      if (ab.kind != "cost" || ab.cost.empty()) continue;
      const int announced = e.Note(
          entry, {"118.8a", "601.2b"},
          Name(s, id) + " has an additional cost, announced as it is cast: \"" + ab.text + "\"");
      PayCosts(e, id, ab.cost, ab.text, announced, true);
    }
    CastTriggers(e, id, entry);
    // Casting options printed on the card that the module does not model (an additional cost,
    // evoke): the player may have chosen them, so the run cannot say what follows.
    for (const engine::Ability& ab : s.obj(id).card.abilities) {
      if (ab.kind == "cost" && !ab.not_modelled.empty())
        e.Unmodelled(entry, id, ab.text, ab.not_modelled);
    }
    if (AbilityWith(s.obj(id), "pay-life-as-cast")) {
      // A variable additional cost announced and paid as the spell is cast (601.2b), linked to
      // the ability that refers to "the life paid as this creature was cast" (607.2j).
      const int paid = static_cast<int>(IntArg(a, "paid_life"));
      const int before = Life(s, s.obj(id).owner);
      Life(s, s.obj(id).owner) -= paid;
      SetStatusNumber(s.obj(id), "paid-as-cast:", paid);
      e.Note(entry, {"601.2b", "119.4", "607.2j"},
             PlayerName(s, s.obj(id).owner) + " announces and pays " + std::to_string(paid) +
                 " life as the additional cost; the value is remembered for the ability linked to "
                 "this cost",
             {{"", PlayerName(s, s.obj(id).owner) + ".life", std::to_string(before),
               std::to_string(Life(s, s.obj(id).owner))}});
    }
    if (const engine::Ability* cost = AbilityWith(s.obj(id), "exile-card-to-cast")) {
      s.MoveObject(exiled, Exile(s));
      s.obj(exiled).links.push_back({"cast-exiled:" + GroupKey(*cost), id});
      e.Note(entry, {"601.2b", "607.2q"},
             Name(s, exiled) + " is exiled to pay " + Name(s, id) +
                 "'s additional cost; the permanent this spell becomes can refer to it as \"the "
                 "exiled card\"",
             {{Key(s, exiled), "zone", "graveyard", "exile"}});
    }
    if (BoolArg(a.args, "evoked")) {
      s.obj(id).status.insert("evoked");
      e.Note(entry, {"601.2b", "118.9", "702.74a"},
             PlayerName(s, s.obj(id).owner) + " casts " + Name(s, id) + " for its evoke cost " +
                 StringArg(evoke->effect[0].args, "cost") +
                 " rather than its mana cost (an alternative cost" +
                 (pay_mana ? std::string("") : std::string("; the mana is taken as paid")) +
                 "); "
                 "the permanent it becomes remembers it");
    }
    for (const std::string& k : StringsArg(a, "kicked")) {
      s.obj(id).status.insert("kicked:" + k);
      e.Note(entry, {"601.2b", "702.33d"},
             Name(s, id) + " is kicked with its {" +
                 (k == "W" ? std::string("W") : std::string("2}{B")) +
                 "} kicker: the permanent it becomes remembers it");
    }
    // "Whenever a player casts a spell of the chosen color" (Paradise Plume): linked to the
    // ability that chose the color (607.2d), which is linked to its mana ability too (607.4).
    for (ObjectId x : s.zone(Battlefield(s)).objects) {
      const auto& abs = s.obj(x).card.abilities;
      for (size_t i = 0; i < abs.size(); ++i) {
        if (abs[i].kind != "triggered" || abs[i].trigger != "spell-cast") continue;
        std::string chosen;
        for (const std::string& st : s.obj(x).status) {
          if (StartsWith(st, "chosen:")) chosen = st.substr(7);
        }
        const std::string letter = chosen == "white"   ? "W"
                                   : chosen == "blue"  ? "U"
                                   : chosen == "black" ? "B"
                                   : chosen == "red"   ? "R"
                                                       : "G";
        const auto& dom = s.obj(id).card.domains;
        if (chosen.empty() || std::find(dom.begin(), dom.end(), letter) == dom.end()) {
          e.Note(entry, {}, Name(s, x) + "'s ability does not trigger", {},
                 {{"\"" + abs[i].text + "\"",
                   {"607.2d"},
                   Name(s, id) + " is not " +
                       (chosen.empty() ? std::string("of a chosen color") : chosen)}});
          continue;
        }
        e.AddPending(
            {TriggerOf(s, x, i, {"603.2", "607.2d", "607.4"}, s.obj(x).incarnation, entry)});
      }
    }
    for (const std::string& t : StringsArg(a, "targets")) {
      const ObjectId tid = s.FindKey(t);
      s.obj(id).stack.targets.push_back(tid);
      s.obj(id).stack.choices["target_inc"] = int64_t{s.obj(tid).incarnation};
    }
    if (!halves.empty()) {
      s.obj(id).stack.choices["half"] = half;
      const std::string other = halves[0] == half ? halves[1] : halves[0];
      e.Note(entry, {"709.3", "709.3a", "709.3b"},
             PlayerName(s, caster) + " casts the half " + half +
                 ": only that half is evaluated and put on the stack (the text of " + other +
                 " does not exist there)");
    }
    if (!shares.empty()) {
      std::string division, told;
      for (const Share& sh : shares) {
        division += (division.empty() ? "" : " ") + sh.target + "=" + std::to_string(sh.amount);
        const ObjectId t = s.FindKey(sh.target);
        if (t != kNone)
          s.obj(id).stack.choices["divided_inc:" + sh.target] = int64_t{s.obj(t).incarnation};
        told += (told.empty() ? "" : ", ") + (t == kNone ? sh.target : Name(s, t)) + " " +
                std::to_string(sh.amount);
      }
      s.obj(id).stack.choices["divided"] = division;
      e.Note(entry, {"601.2c", "601.2d"},
             PlayerName(s, caster) + " announces the targets and divides the damage: " + told);
    }
    if (a.args.count("target_player")) {  // "target player" or "any target" (115.1, 601.2c)
      const std::string who = PlayerName(s, PlayerArg(s, a, "target_player"));
      s.obj(id).stack.choices["target_player"] = who;
      e.Note(entry, {"601.2c"}, PlayerName(s, s.obj(id).owner) + " announces the target: " + who);
    }
  }

  // The color an object has protection from through a linked "chosen color" pair, or "".
  static std::string ProtectedFrom(const GameState& s, ObjectId id) {
    if (!OnBattlefield(s, id)) return "";
    for (const engine::Ability& ab : s.obj(id).card.abilities) {
      if (ab.effect.empty() || ab.effect[0].verb != "protection-from-chosen") continue;
      for (const std::string& st : s.obj(id).status) {
        if (StartsWith(st, "chosen:")) return st.substr(7);
      }
    }
    return "";
  }

  static bool HasColor(const engine::Object& o, const std::string& c) {
    return std::find(o.card.domains.begin(), o.card.domains.end(), c) != o.card.domains.end();
  }

  // Why `blocker` can't block `attacker` by the attacker's evasion keywords, with the rule; empty
  // when it can.
  static std::pair<std::string, std::string> EvasionBars(const GameState& s, ObjectId attacker,
                                                         ObjectId blocker) {
    const engine::Object& b = s.obj(blocker);
    if (HasKeyword(s, attacker, "flying") && !HasKeyword(s, blocker, "flying") &&
        !HasKeyword(s, blocker, "reach")) {
      return {"702.9b", Name(s, attacker) + " has flying and " + Name(s, blocker) +
                            " has neither flying nor reach"};
    }
    if (HasKeyword(s, attacker, "fear") && !HasType(b.card, "Artifact") && !HasColor(b, "B")) {
      return {"702.36b", Name(s, attacker) + " has fear and " + Name(s, blocker) +
                             " is neither an artifact creature nor black"};
    }
    if (HasKeyword(s, attacker, "intimidate") && !HasType(b.card, "Artifact")) {
      bool shares = false;
      for (const std::string& c : s.obj(attacker).card.domains) shares = shares || HasColor(b, c);
      if (!shares) {
        return {"702.13b", Name(s, attacker) + " has intimidate and " + Name(s, blocker) +
                               " is not an artifact creature and shares no color with it"};
      }
    }
    for (const char* land : {"Island", "Swamp", "Forest", "Mountain", "Plains"}) {
      const std::string walk = ToLowerAscii(land) + "walk";
      if (!HasKeyword(s, attacker, walk)) continue;
      for (ObjectId x : s.zone(Battlefield(s)).objects) {
        if (Controller(s, x) == Controller(s, blocker) && HasType(s.obj(x).card, "Land") &&
            HasType(s.obj(x).card, land)) {
          return {"702.14c", Name(s, attacker) + " has " + walk + " and the defending player, " +
                                 PlayerName(s, Controller(s, blocker)) + ", controls " +
                                 Name(s, x) + ", a " + land};
        }
      }
    }
    return {"", ""};
  }

  // The attacking creatures `blocker` is required to block this turn ("blocks ~ this turn if
  // able", 509.1c) and can: an untapped creature on the battlefield of the defending player that
  // no evasion keyword of the attacker stops (509.1b). Each creature blocks one attacker, so the
  // most requirements are obeyed when each creature with such an attacker blocks one of them.
  static std::vector<ObjectId> RequiredToBlock(const GameState& s, ObjectId blocker) {
    std::vector<ObjectId> out;
    const engine::Object& b = s.obj(blocker);
    if (!OnBattlefield(s, blocker) || !HasType(b.card, "Creature") || IsTapped(b)) return out;
    for (const engine::Effect& f : s.effects) {
      if (f.kind != "must-block" || f.target != blocker || f.created_turn != s.turn ||
          f.target_incarnation != b.incarnation)
        continue;
      const ObjectId att = f.source;
      if (!OnBattlefield(s, att) || s.obj(att).incarnation != f.source_incarnation ||
          !s.obj(att).Has("attacking") || Controller(s, att) == Controller(s, blocker) ||
          !EvasionBars(s, att, blocker).first.empty() ||
          std::find(out.begin(), out.end(), att) != out.end())
        continue;
      out.push_back(att);
    }
    return out;
  }

  // Declaring an attacker (508.1a, 508.1f) or a blocker (509.1a, 509.1h). Only the declarations:
  // combat damage is not modelled, and combat keywords are named from now on (card_text.h).
  static void DeclareCombat(Engine& e, const Action& a, ObjectId id, int step) {
    GameState& s = e.state();
    const engine::Object& o = s.obj(id);
    if (!OnBattlefield(s, id) || !HasType(o.card, "Creature") || IsTapped(o)) {
      e.Refuse(step, {a.verb == "attack" ? "508.1a" : "509.1a"},
               Name(s, id) + " is not an untapped creature on the battlefield");
      return;
    }
    s.vars["combat"] = 1;
    if (a.verb == "attack") {
      if (Controller(s, id) != s.active) {
        e.Refuse(step, {"508.1a"}, "only the active player's creatures attack");
        return;
      }
      if (HasKeyword(s, id, "defender")) {
        e.Refuse(step, {"702.3b"}, Name(s, id) + " has defender: it can't attack");
        return;
      }
      if (const ObjectId by = CantBy(s, id, "attack"); by != kNone) {  // a restriction (508.1c)
        e.Refuse(step,
                 by == id ? std::vector<std::string>{"508.1c"}
                          : std::vector<std::string>{"508.1c", "303.4m"},
                 Name(s, id) + " can't attack: " +
                     (by == id ? "its own ability"
                               : Name(s, by) + " enchants it, and the Aura's ability") +
                     " \"" + AbilityWith(s.obj(by), "cant")->text +
                     "\" is a restriction, so declaring it as an attacker is illegal");
        return;
      }
      if (SummoningSick(s, id)) {
        e.Refuse(step, {"302.6"},
                 Name(s, id) + " has not been under " + PlayerName(s, s.active) +
                     "'s control continuously since their most recent turn began (it entered "
                     "this turn) and has no haste: it can't attack");
        return;
      }
      const bool hasty = s.obj(id).Has("entered-this-turn");  // and so it has haste (702.10b)
      if (hasty) {
        e.Note(step, {"702.10b"},
               Name(s, id) +
                   " entered this turn, but it has haste: it can attack (302.6 does not "
                   "stop it)");
      }
      s.obj(id).status.insert("attacking");
      if (HasKeyword(s, id, "vigilance")) {
        const int entry =
            e.Note(step, {"508.1a", "702.20b"},
                   PlayerName(s, s.active) + " declares " + Name(s, id) +
                       " as an attacker; it has vigilance, so attacking doesn't cause it to tap");
        CollectTriggers(e, id, "attacks", s.obj(id).incarnation, entry);  // 508.3a
        return;
      }
      s.obj(id).status.insert("tapped");
      const int entry =
          e.Note(step, {"508.1a", "508.1f"},
                 PlayerName(s, s.active) + " declares " + Name(s, id) + " as an attacker; it taps",
                 {{Key(s, id), "tapped", "false", "true"}});
      CollectTriggers(e, id, "attacks", s.obj(id).incarnation, entry);  // 508.3a
      TappedTriggers(e, id, entry);                                     // 603.2e
      return;
    }
    const ObjectId attacker = ObjectArg(s, a, "blocks");
    if (!s.obj(attacker).Has("attacking") || Controller(s, id) == Controller(s, attacker)) {
      e.Refuse(
          step, {"509.1a"},
          Name(s, attacker) + " is not a creature attacking " + PlayerName(s, Controller(s, id)));
      return;
    }
    if (const ObjectId by = CantBy(s, id, "block"); by != kNone) {  // a restriction (509.1b)
      e.Refuse(step,
               by == id ? std::vector<std::string>{"509.1b"}
                        : std::vector<std::string>{"509.1b", "303.4m"},
               Name(s, id) + " can't block: " +
                   (by == id ? "its own ability"
                             : Name(s, by) + " enchants it, and the Aura's ability") +
                   " \"" + AbilityWith(s.obj(by), "cant")->text +
                   "\" is a restriction, so declaring it as a blocker is illegal");
      return;
    }
    if (CantBy(s, attacker, "be-blocked") != kNone) {  // an evasion ability (509.1b)
      e.Refuse(step, {"509.1b"},
               Name(s, id) + " can't block " + Name(s, attacker) + ": " + Name(s, attacker) +
                   "'s \"" + AbilityWith(s.obj(attacker), "cant")->text +
                   "\" is a restriction on what can block it, so declaring the block is illegal");
      return;
    }
    if (const auto [rule, why] = EvasionBars(s, attacker, id); !rule.empty()) {
      e.Refuse(step, {"509.1b", rule},
               Name(s, id) + " can't block " + Name(s, attacker) + ": " + why);
      return;
    }
    const std::vector<ObjectId> required = RequiredToBlock(s, id);
    if (!required.empty() &&
        std::find(required.begin(), required.end(), attacker) == required.end()) {
      e.Refuse(step, {"509.1c"},
               Name(s, id) + " must block " + Name(s, required[0]) +
                   " this turn if able, and it can: as a blocker of " + Name(s, attacker) +
                   " it would obey fewer requirements than it could");
      return;
    }
    s.obj(id).status.insert("blocking:" + Key(s, attacker));
    s.obj(attacker).status.insert("blocked");
    std::vector<std::string> rules = {"509.1a", "509.1h"};
    std::string how;
    if (!required.empty()) {
      rules.push_back("509.1c");
      how = " (it obeys the requirement to block " + Name(s, attacker) + " this turn if able)";
    }
    if (HasKeyword(s, attacker, "flying")) {
      rules.push_back(HasKeyword(s, id, "flying") ? "702.9b" : "702.17b");
      how = HasKeyword(s, id, "flying")
                ? " (a creature with flying can block it)"
                : " (a creature with reach can block a creature with flying)";
    }
    e.Note(step, rules,
           PlayerName(s, Controller(s, id)) + " declares " + Name(s, id) + " as a blocker of " +
               Name(s, attacker) + ", which becomes blocked" + how);
  }

  // The upkeep or end step begins (503.1, 513.1): abilities that trigger "at the beginning of"
  // it trigger (603.2b): "your" ones of the active player's permanents, "each" ones of all. They
  // go on the stack before the active player gets priority (503.1a), in APNAP order (101.4).
  static void BeginStep(Engine& e, const std::string& which, int step) {
    GameState& s = e.state();
    const bool upkeep = which == "upkeep";
    const int entry =
        e.Note(step, {upkeep ? "503.1" : "513.1"},
               PlayerName(s, s.active) + "'s " + (upkeep ? "upkeep" : "end step") +
                   " begins: there is no turn-based action; abilities that trigger at its "
                   "beginning trigger");
    std::vector<PendingTrigger> triggered;
    for (ObjectId x : s.zone(Battlefield(s)).objects) {
      const auto& abs = s.obj(x).card.abilities;
      for (size_t i = 0; i < abs.size(); ++i) {
        if (abs[i].kind != "triggered") continue;
        const bool yours = abs[i].trigger == "your-" + which && Controller(s, x) == s.active;
        if (!yours && abs[i].trigger != "each-" + which) continue;
        triggered.push_back(TriggerOf(s, x, i,
                                      upkeep ? std::vector<std::string>{"603.2b", "503.1a"}
                                             : std::vector<std::string>{"603.2b"},
                                      s.obj(x).incarnation, entry));
      }
    }
    if (triggered.empty()) {
      e.Note(entry, {"603.2b"}, "No permanent has an ability that triggers now");
      return;
    }
    e.AddPending(std::move(triggered));
  }

  // "Whenever you cast a red/Elf spell" (601.2i: abilities that trigger when a spell is cast
  // trigger as it becomes cast; 603.2): the caster's permanents whose trigger is
  // "you-cast:<color letter or type>" and the spell has that color or type; "opponent-cast:..."
  // of the other players' permanents; "you-cast-their-turn:..." of the caster's while another
  // player is the active player.
  static void CastTriggers(Engine& e, ObjectId spell, int entry) {
    GameState& s = e.state();
    const PlayerId caster = s.obj(spell).controller;
    std::vector<PendingTrigger> triggered;
    for (ObjectId x : s.zone(Battlefield(s)).objects) {
      const bool mine = Controller(s, x) == caster;
      const auto& abs = s.obj(x).card.abilities;
      for (size_t i = 0; i < abs.size(); ++i) {
        if (abs[i].kind != "triggered") continue;
        // Whose spell: the controller's ("you-cast:"), an opponent's ("opponent-cast:"), the
        // controller's while another player is the active player ("you-cast-their-turn:").
        const std::string& trig = abs[i].trigger;
        size_t colon = std::string::npos;
        if ((StartsWith(trig, "you-cast:") && mine) ||
            (StartsWith(trig, "opponent-cast:") && !mine) ||
            (StartsWith(trig, "you-cast-their-turn:") && mine && s.active != caster))
          colon = trig.find(':');
        if (colon == std::string::npos) continue;
        // A color letter, a type, "nonCreature", alternatives "Instant|Sorcery"; "" any spell.
        const std::string what = trig.substr(colon + 1);
        const auto& dom = s.obj(spell).card.domains;
        bool matches = what.empty();
        for (const std::string& alt : Split(what, '|')) {
          if (alt.empty()) continue;
          matches =
              matches || (alt.size() == 1 ? std::find(dom.begin(), dom.end(), alt) != dom.end()
                          : StartsWith(alt, "non") ? !HasType(s.obj(spell).card, alt.substr(3))
                                                   : HasType(s.obj(spell).card, alt));
        }
        if (matches) {
          triggered.push_back(TriggerOf(s, x, i, {"601.2i", "603.2"}, s.obj(x).incarnation, entry));
        }
      }
    }
    if (!triggered.empty()) e.AddPending(std::move(triggered));
  }

  // 302.6: a creature that has not been under its controller's control continuously since
  // their most recent turn began (here: it entered during the scenario) and has no haste
  // (702.10b, 702.10c).
  static bool SummoningSick(const GameState& s, ObjectId id) {
    return s.obj(id).Has("entered-this-turn") && HasType(s.obj(id).card, "Creature") &&
           !HasKeyword(s, id, "haste");
  }

  // The keys of the creatures `x` is blocking ("blocking:<key>" statuses, 509.1h).
  static std::vector<ObjectId> Blocking(const GameState& s, ObjectId x) {
    std::vector<ObjectId> out;
    for (const std::string& st : s.obj(x).status) {
      if (!StartsWith(st, "blocking:")) continue;
      const ObjectId a = s.FindKey(st.substr(9));
      if (a != kNone && OnBattlefield(s, a) && s.obj(a).Has("attacking")) out.push_back(a);
    }
    return out;
  }

  // One creature's combat damage as assigned: amounts to creatures, and to the defending player.
  struct Assignment {
    ObjectId from = kNone;
    std::vector<std::pair<ObjectId, int>> creatures;
    int to_player = 0;
  };

  // The ways `power` damage may be divided among `blockers` (and, for an attacker with trample,
  // the defending player once every blocker is assigned lethal damage, 702.19b; from a source
  // with deathtouch 1 is lethal, 702.2c), each written "key:N key:N player:N". Every division when
  // there is no trample (510.1c, 510.1d).
  static std::vector<std::string> Divisions(const GameState& s, ObjectId from,
                                            const std::vector<ObjectId>& among, int power,
                                            bool trample, const std::string& player) {
    std::vector<int> lethal;
    for (ObjectId b : among) {
      const int left = PowerToughness(s, b, "toughness") - s.obj(b).Counter("damage");
      lethal.push_back(HasKeyword(s, from, "deathtouch") ? std::min(1, std::max(left, 0))
                                                         : std::max(left, 0));
    }
    std::vector<std::string> out;
    std::vector<int> amounts(among.size(), 0);
    // Enumerates amounts[i] for each blocker; the rest goes to the player (trample) or must be 0.
    auto rec = [&](auto&& self, size_t i, int left) -> void {
      if (out.size() > 64) return;
      if (i == among.size()) {
        bool all_lethal = true;
        for (size_t k = 0; k < among.size(); ++k)
          all_lethal = all_lethal && amounts[k] >= lethal[k];
        if (left > 0 && (!trample || !all_lethal)) return;
        std::string d;
        for (size_t k = 0; k < among.size(); ++k)
          d += (d.empty() ? "" : " ") + s.obj(among[k]).key + ":" + std::to_string(amounts[k]);
        if (trample) d += " " + player + ":" + std::to_string(left);
        out.push_back(d);
        return;
      }
      for (int n = 0; n <= left; ++n) {
        amounts[i] = n;
        self(self, i + 1, left - n);
      }
    };
    rec(rec, 0, power);
    return out;
  }

  // The combat damage step (510). The creatures that deal damage now: with a first strike or
  // double strike creature in combat as the step begins, only those, and then a second step for
  // the rest and double strikers (510.4, 702.7b, 702.4b). The active player assigns first, then
  // the defending player (510.1); a creature assigns damage equal to its power (510.1a): an
  // unblocked attacker to the player it attacks (510.1b), a blocked one to its blockers (510.1c;
  // divided as its controller chooses, the choice kind "damage"; trample, 702.19b), a blocker to
  // the attacker it blocks (510.1d). Then all of it is dealt at once (510.2).
  // A creature's "As long as you control a Giant, ~ gets +1/+1 and has first strike." as a combat
  // damage step begins: its condition is checked now, not when it was declared (611.3a).
  static void NoteWhileStatics(Engine& e, ObjectId x, int parent) {
    GameState& s = e.state();
    for (const engine::Ability& ab : s.obj(x).card.abilities) {
      if (ab.kind != "static" || ab.effect.empty()) continue;
      if (ab.effect[0].verb != "pt-while" && ab.effect[0].verb != "keyword-while") continue;
      const bool holds = WhileHolds(s, x, ab.effect[0]);
      std::vector<std::string> rules = {"611.3a"};
      std::string has;
      for (const Action& a : ab.effect) {
        if (holds) rules.push_back(a.verb == "pt-while" ? "613.4c" : "613.1f");
        if (a.verb == "keyword-while")
          has +=
              std::string(holds ? " and has " : " and doesn't have ") + StringArg(a.args, "word");
      }
      e.Note(parent, rules,
             Name(s, x) + "'s \"" + ab.text + "\" " +
                 (holds ? "applies now: its condition holds"
                        : "doesn't apply now: its condition doesn't hold") +
                 ", so " + Name(s, x) + " is " + std::to_string(PowerToughness(s, x, "power")) +
                 "/" + std::to_string(PowerToughness(s, x, "toughness")) + has);
    }
  }

  static void CombatDamage(Engine& e, int step) {
    GameState& s = e.state();
    std::vector<ObjectId> attackers, blockers;
    for (ObjectId x : s.zone(Battlefield(s)).objects) {
      if (!HasType(s.obj(x).card, "Creature")) continue;
      if (s.obj(x).Has("attacking")) attackers.push_back(x);
      if (!Blocking(s, x).empty()) blockers.push_back(x);
    }
    if (attackers.empty()) {
      e.Refuse(step, {"508.8"}, "no creature is attacking: there is no combat damage step");
      return;
    }
    // The blockers' declaration is complete once combat damage begins: a creature that could
    // have obeyed a blocking requirement and blocks nothing made it illegal (509.1c).
    if (!s.vars.count("combat-damage-steps")) {
      for (ObjectId x : s.zone(Battlefield(s)).objects) {
        const std::vector<ObjectId> required = RequiredToBlock(s, x);
        if (required.empty() || !Blocking(s, x).empty()) continue;
        e.Refuse(step, {"509.1c"},
                 Name(s, x) + " must block " + Name(s, required[0]) +
                     " this turn if able, and it could, but no block declares it: the declared "
                     "blockers obey fewer requirements than they could, so the declaration is "
                     "illegal and combat damage can't begin");
        return;
      }
    }
    auto& steps = s.vars["combat-damage-steps"];
    const bool had_first = s.vars.count("combat-first-strike") > 0;
    if (steps >= 2 || (steps == 1 && !had_first)) {
      e.Refuse(step, {"510.4"},
               "combat damage has already been dealt this combat: there is no further combat "
               "damage step");
      return;
    }
    auto strikes_first = [&](ObjectId x) {
      return HasKeyword(s, x, "first strike") || HasKeyword(s, x, "double strike");
    };
    bool first_step = false;
    if (steps == 0) {
      for (ObjectId x : attackers) first_step = first_step || strikes_first(x);
      for (ObjectId x : blockers) first_step = first_step || strikes_first(x);
    }
    auto deals_now = [&](ObjectId x) {
      if (first_step) return strikes_first(x);
      if (steps == 0) return true;
      // The second step: those that had neither as the first began, and double strikers now.
      return !s.obj(x).Has("struck-first") || HasKeyword(s, x, "double strike");
    };
    std::string heading;
    std::vector<std::string> rules = {"510.1"};
    if (first_step) {
      heading =
          "The first combat damage step: only creatures with first strike or double strike "
          "deal combat damage";
      rules = {"510.4", "702.7b"};
    } else if (steps == 1) {
      heading =
          "The second combat damage step: creatures that had neither first strike nor double "
          "strike, and those with double strike, deal combat damage";
      rules = {"510.4", "702.4b"};
    } else {
      heading = "The combat damage step: each attacking and blocking creature deals combat damage";
    }
    const int entry = e.Note(step, rules, heading);
    for (ObjectId x : attackers) NoteWhileStatics(e, x, entry);  // 611.3a
    for (ObjectId x : blockers) NoteWhileStatics(e, x, entry);
    const PlayerId defender = Opponent(s, s.active);
    std::vector<Assignment> all;
    bool refused = false;
    auto assign = [&](ObjectId x, const std::vector<ObjectId>& among, bool trample) {
      const int power = PowerToughness(s, x, "power");
      Assignment as;
      as.from = x;
      if (power <= 0) {
        e.Note(
            entry, {"510.1a"},
            Name(s, x) + " has power " + std::to_string(power) + ": it assigns no combat damage");
        return;
      }
      if (among.empty()) {
        as.to_player = power;
        all.push_back(as);
        return;
      }
      if (among.size() == 1 && !trample) {
        as.creatures = {{among[0], power}};
        all.push_back(as);
        return;
      }
      ChoiceRequest cr;
      cr.kind = "damage";
      cr.player = Controller(s, x);
      cr.options = Divisions(s, x, among, power, trample, PlayerName(s, defender));
      cr.rule = trample ? "702.19b" : s.obj(x).Has("attacking") ? "510.1c" : "510.1d";
      cr.prompt =
          PlayerName(s, cr.player) + " divides " + Name(s, x) + "'s " + std::to_string(power) +
          " combat damage" +
          (trample ? " (trample: the player only once each blocker has lethal damage)" : "");
      if (cr.options.size() > 64) {
        e.Refuse(step, {cr.rule},
                 "there are too many ways to divide " + Name(s, x) +
                     "'s combat damage for this module to list");
        refused = true;
        return;
      }
      for (const std::string& part : Split(e.Choose(cr, entry).picks.at(0), ' ')) {
        const size_t colon = part.rfind(':');
        const std::string who = part.substr(0, colon);
        const int n = std::stoi(part.substr(colon + 1));
        if (who == PlayerName(s, defender)) {
          as.to_player = n;
        } else if (n > 0) {
          as.creatures.push_back({s.FindKey(who), n});
        }
      }
      all.push_back(as);
    };
    // 510.1: the active player's attackers first, then the defending player's blockers.
    for (ObjectId x : attackers) {
      if (!deals_now(x)) continue;
      std::vector<ObjectId> by;
      for (ObjectId b : s.zone(Battlefield(s)).objects) {
        if (s.obj(b).Has("blocking:" + Key(s, x))) by.push_back(b);
      }
      const bool trample = HasKeyword(s, x, "trample");
      if (s.obj(x).Has("blocked") && by.empty() && !trample) {
        e.Note(entry, {"510.1c"},
               Name(s, x) +
                   " is blocked, but no creature is blocking it now: it assigns no "
                   "combat damage");
        continue;
      }
      assign(x, by, trample && s.obj(x).Has("blocked"));
    }
    for (ObjectId x : blockers) {
      if (deals_now(x)) assign(x, Blocking(s, x), false);
    }
    if (refused) return;
    for (ObjectId x : attackers) {
      if (first_step && strikes_first(x)) s.obj(x).status.insert("struck-first");
    }
    for (ObjectId x : blockers) {
      if (first_step && strikes_first(x)) s.obj(x).status.insert("struck-first");
    }
    if (first_step) s.vars["combat-first-strike"] = 1;
    steps = first_step ? 1 : 2;
    if (all.empty()) return;
    // 510.2: all assigned combat damage is dealt at once.
    const int dealt = e.Note(entry, {"510.2"}, "All the assigned combat damage is dealt at once");
    for (const Assignment& as : all) {
      const bool attacking = s.obj(as.from).Has("attacking");
      for (const auto& [to, n] : as.creatures) {
        DealDamageTo(e, as.from, to, engine::kNoPlayer, n, "combat damage", dealt,
                     {attacking ? "510.1c" : "510.1d"});
      }
      if (as.to_player > 0) {
        const bool blocked = s.obj(as.from).Has("blocked");
        DealDamageTo(e, as.from, kNone, defender, as.to_player, "combat damage", dealt,
                     {blocked ? "702.19b" : "510.1b"});
      }
    }
  }

  // Copies the triggered ability on top of the stack; its controller may choose a new target
  // (707.10, 707.10c). The copy has the same source and so the same linked partner (607.3).
  static void CopyTop(Engine& e, int step) {
    GameState& s = e.state();
    const auto& stack = s.zone(Stack(s)).objects;
    if (stack.empty() || s.obj(stack[0]).card.type != "Ability") {
      e.Refuse(step, {"707.10"}, "there is no ability on top of the stack to copy");
      return;
    }
    engine::Object copy = s.obj(stack[0]);
    copy.id = kNone;
    copy.key = copy.key + "-copy";
    copy.zone = engine::kNoZone;
    const std::string req =
        copy.stack.program.empty() ? "" : Requirement(copy.stack.program[0].args);
    if (!req.empty()) {
      auto options = LegalTargets(s, req, copy.stack.source, copy.controller);
      ChoiceRequest cr;
      cr.kind = "target";
      cr.player = copy.controller;
      cr.options = options;
      cr.rule = "707.10c";
      cr.prompt = PlayerName(s, copy.controller) + " may choose a new target for the copy";
      auto ans = e.Choose(cr, step);
      const ObjectId t = s.FindKey(ans.picks.at(0));
      if (t == kNone) {  // a player (115.1)
        copy.stack.targets.clear();
        copy.stack.choices["target_player"] = ans.picks.at(0);
      } else {
        copy.stack.targets = {t};
        copy.stack.choices["target_inc"] = int64_t{s.obj(t).incarnation};
      }
    }
    const std::string name = copy.card.name;
    const ObjectId id = s.AddObject(std::move(copy), Stack(s), false);
    e.Note(step, {"707.10", "707.10c"},
           "A copy of " + name + " is put on the stack" +
               (s.obj(id).stack.targets.empty()
                    ? ""
                    : ", targeting " + Name(s, s.obj(id).stack.targets[0])) +
               "; it is not cast or activated, and it has the same source",
           {{Key(s, id), "zone", "none", "stack"}});
  }

  // Whether an effect has an amount X (107.3a; card_text.cc marks such actions "x").
  static bool UsesX(const std::vector<Action>& effect) {
    return std::any_of(effect.begin(), effect.end(),
                       [](const Action& a) { return BoolArg(a.args, "x"); });
  }

  // The X a cast or activate step announces (107.3a): false, refusing the step, when it names
  // none for an effect that uses X, or names one for an effect without X.
  static bool XAnnounced(Engine& e, bool uses_x, int64_t x, const std::string& what, int step) {
    if (uses_x && x < 0) {
      e.Refuse(step, {"107.3a"},
               what +
                   " has X in its cost: the value of X is announced as it is cast or "
                   "activated (the step's \"x\")");
      return false;
    }
    if (!uses_x && x >= 0) {
      e.Refuse(step, {"107.3a"}, what + " has no X whose value could be announced");
      return false;
    }
    return true;
  }

  static void Activate(Engine& e, ObjectId id, int step, int64_t which, int64_t x,
                       bool pay_mana = false, const std::vector<std::string>& mana_abilities = {}) {
    GameState& s = e.state();
    const auto& abs = s.obj(id).card.abilities;
    auto it = abs.end();
    int64_t seen = 0;
    for (auto x = abs.begin(); x != abs.end(); ++x) {
      if (x->kind == "activated" && ++seen == which) {
        it = x;
        break;
      }
    }
    if (it == abs.end()) {
      e.Refuse(step, {"602.1"},
               Name(s, id) +
                   " has no activated ability the module can run here (an activated "
                   "ability is written '[Cost]: [Effect]')");
      return;
    }
    // An ability whose cost discards the card itself functions only while the card is in its
    // owner's hand (702.77a, 702.77b); any other, only on the battlefield.
    const bool from_hand = std::any_of(it->cost.begin(), it->cost.end(),
                                       [](const Action& c) { return c.verb == "discard-self"; });
    if (!(from_hand ? s.obj(id).zone == s.FindZone("hand", s.obj(id).owner)
                    : OnBattlefield(s, id))) {
      e.Refuse(step,
               from_hand ? std::vector<std::string>{"702.77a", "702.77b"}
                         : std::vector<std::string>{"602.1"},
               from_hand ? Name(s, id) + "'s \"" + it->text +
                               "\" can be activated only while the card is in its owner's hand"
                         : Name(s, id) +
                               " has no activated ability the module can run here (an activated "
                               "ability is written '[Cost]: [Effect]')");
      return;
    }
    if (!FaceOf(*it).empty() && FaceOf(*it) != FaceUp(s.obj(id))) {
      e.Refuse(step, {"712.8"},
               Name(s, id) + "'s " + FaceUp(s.obj(id)) + " face is up, and \"" + it->text +
                   "\" is printed on its " + FaceOf(*it) +
                   " face: the permanent doesn't have that ability now");
      return;
    }
    if (const std::string anchor =
            it->effect.empty() ? "" : StringArg(it->effect[0].args, "anchor");
        !anchor.empty()) {
      if (!s.obj(id).Has("chosen:" + anchor)) {
        e.Refuse(step, {"614.12c", "607.2m"},
                 Name(s, id) + " doesn't have \"" + it->text + "\": " + anchor +
                     " was not chosen as it entered");
        return;
      }
    }
    if (const std::string needs = it->effect.empty() ? "" : StringArg(it->effect[0].args, "needs");
        !needs.empty()) {
      bool has = false;
      for (ObjectId x : s.zone(Battlefield(s)).objects)
        has = has || (Controller(s, x) == Controller(s, id) && HasType(s.obj(x).card, needs));
      if (!has) {
        e.Refuse(step, {"602.2"},
                 Name(s, id) + " has \"" + it->text +
                     "\" only as long as its controller controls an " + ToLowerAscii(needs) +
                     "; it has no such ability now");
        return;
      }
    }
    // The cost as printed before the colon, without a keyword's reminder text ("Reinforce
    // 1—{1}{W} ({1}{W}, Discard this card: ...)").
    const std::string printed = it->text.substr(0, it->text.find(" ("));
    const std::string cost_text = printed.substr(0, printed.find(':'));
    const bool tap_cost = cost_text.find("{T}") != std::string::npos;
    if ((tap_cost || cost_text.find("{Q}") != std::string::npos) && SummoningSick(s, id)) {
      e.Refuse(step, {"302.6", "602.5a"},
               Name(s, id) +
                   " is a creature that entered this turn and has no haste: its "
                   "ability with {T} or {Q} in the cost can't be activated");
      return;
    }
    if ((tap_cost || cost_text.find("{Q}") != std::string::npos) &&
        s.obj(id).Has("entered-this-turn") && HasType(s.obj(id).card, "Creature")) {
      e.Note(step, {"702.10c"},
             Name(s, id) +
                 " entered this turn, but it has haste: its {T} or {Q} ability can be "
                 "activated");
    }
    if (tap_cost && IsTapped(s.obj(id))) {
      e.Refuse(step, {"701.26a"}, Name(s, id) + " is tapped: its {T} cost can't be paid");
      return;
    }
    if (!XAnnounced(e, UsesX(it->effect), x, Name(s, id) + "'s \"" + it->text + "\"", step)) return;
    if (!CanPayCosts(e, id, *it, tap_cost, step)) return;
    // "pay_mana": the mana symbols are paid from the pool (mana_payment.h), checked before
    // anything is paid (601.2h); otherwise they are taken as paid.
    const ManaSymbols mana = ManaOfCost(cost_text, x < 0 ? 0 : x);
    ManaPayer payer = ActivationPayer(s, id, *it);
    std::vector<std::pair<ObjectId, int64_t>> sources;  // mana abilities to activate (601.2g)
    if (!ManaAbilitiesForPayment(e, mana_abilities, payer.player, pay_mana, id, step, &sources,
                                 &payer.adding))
      return;
    if (pay_mana && !ManaCostPayable(e, payer, mana, step)) return;
    auto pay_mana_or_note = [&](int parent) {
      if (pay_mana && !mana.printed.empty()) {
        ActivateForPayment(e, sources, parent);
        PayManaFromPool(e, payer, mana, parent);
      } else {
        NoteManaTakenAsPaid(e, cost_text, parent);
      }
    };
    std::vector<std::string> cost_taps;  // chosen for a "total power" tap cost (601.2h)
    if (!it->effect.empty() && it->effect[0].verb == "add-mana" &&
        !ChooseCostTaps(e, id, *it, tap_cost, step, &cost_taps))
      return;
    if (!it->effect.empty() && it->effect[0].verb == "add-mana") {
      // "{T}: Add {G}." is a mana ability (605.1a): it doesn't use the stack (605.3b).
      static const std::map<std::string, std::string> kColor = {{"W", "white"}, {"U", "blue"},
                                                                {"B", "black"}, {"R", "red"},
                                                                {"G", "green"}, {"C", "colorless"}};
      // "{T}: Add {G}." keeps its one line; other costs and a choice of mana get their own.
      const bool plain = (cost_text == "{T}" || StartsWith(it->text, "(")) &&
                         StringArg(it->effect[0].args, "mana") != "choice";
      int entry = step;
      if (!plain) {
        entry = e.Note(step, {"605.1a", "605.3b"},
                       PlayerName(s, Controller(s, id)) + " activates " + Name(s, id) +
                           "'s mana ability \"" + it->text + "\": it doesn't use the stack");
        if (tap_cost) {
          Tap(e, id, entry, {"602.2b", "701.26a"}, "Cost paid: " + Name(s, id) + " is tapped",
              {{Key(s, id), "tapped", "false", "true"}});
        }
        pay_mana_or_note(entry);
        PayCosts(e, id, it->cost, it->text, entry, false, cost_taps);
      } else {
        s.obj(id).status.insert("tapped");
        PayCosts(e, id, it->cost, it->text, entry);  // only restrictions: counted (602.5b)
      }
      std::string symbol = StringArg(it->effect[0].args, "mana");
      if (symbol == "any") {  // "Add one mana of any color." (106.4): the player chooses
        ChoiceRequest cr;
        cr.kind = "color";
        cr.player = Controller(s, id);
        cr.options = {"white", "blue", "black", "red", "green"};
        cr.rule = "106.4";
        cr.prompt =
            PlayerName(s, cr.player) + " chooses the color of the mana " + Name(s, id) + " adds";
        const std::string pick = e.Choose(cr, entry).picks.at(0);
        for (const auto& [sym, word] : kColor) {
          if (word == pick) symbol = sym;
        }
      }
      if (symbol == "choice" && StringsArg(it->effect[0], "options").size() == 1) {
        symbol = StringsArg(it->effect[0], "options")[0];  // "Add {G}{G}{G}.": no choice
      } else if (symbol == "choice") {  // "Add {B} or {R}." (106.4): the player chooses an option
        ChoiceRequest cr;
        cr.kind = "mana";
        cr.player = Controller(s, id);
        cr.options = StringsArg(it->effect[0], "options");
        cr.rule = "106.4";
        cr.prompt = PlayerName(s, cr.player) + " chooses the mana " + Name(s, id) + " adds";
        symbol = e.Choose(cr, entry).picks.at(0);
      }
      if (!plain) {
        std::vector<engine::Change> ch;
        for (size_t i = 0; i < symbol.size(); ++i) {
          if (symbol[i] == '{' || symbol[i] == '}') continue;
          const std::string color = kColor.at(symbol.substr(i, 1));
          const PlayerId p = Controller(s, id);
          auto& pool = s.players.at(static_cast<size_t>(p)).resources["mana:" + color];
          ++pool;
          ch.push_back({"", PlayerName(s, p) + ".mana." + color, std::to_string(pool - 1),
                        std::to_string(pool)});
        }
        e.Note(entry, {"106.4"},
               (symbol.size() == 1 ? "{" + symbol + "}" : symbol) + " is added to " +
                   PlayerName(s, Controller(s, id)) + "'s mana pool",
               ch);
        return;
      }
      const std::string color = kColor.at(symbol);
      const PlayerId p = Controller(s, id);
      auto& pool = s.players.at(static_cast<size_t>(p)).resources["mana:" + color];
      ++pool;
      std::vector<std::string> mana_rules = {"605.1a", "605.3b", "106.4"};
      if (StartsWith(it->text, "(")) mana_rules.push_back("305.6");  // a basic land type's ability
      Tap(e, id, step, mana_rules,
          PlayerName(s, p) + " taps " + Name(s, id) + " for \"" + it->text + "\": one " + color +
              " mana is added to " + PlayerName(s, p) +
              "'s mana pool; a mana ability doesn't use the stack",
          {{Key(s, id), "tapped", "false", "true"},
           {"", PlayerName(s, p) + ".mana." + color, std::to_string(pool - 1),
            std::to_string(pool)}});
      return;
    }
    if (!it->effect.empty() && it->effect[0].verb == "add-mana-chosen") {
      if (IsTapped(s.obj(id))) {
        e.Refuse(step, {"701.26a"}, Name(s, id) + " is tapped: its {T} cost can't be paid");
        return;
      }
      s.obj(id).status.insert("tapped");
      // 607.5a: a gained ability that refers to a choice whose linked "choose" ability was not
      // gained with it refers to an undefined choice: that part does nothing.
      bool linked_choice_gained = false;
      for (const engine::Ability& other : abs) {
        if (other.text_box == it->text_box && !other.effect.empty() &&
            other.effect[0].verb == "choose-as-enters")
          linked_choice_gained = true;
      }
      if (StartsWith(it->text_box, "gained:") && !linked_choice_gained) {
        Tap(e, id, step, {"605.3b", "607.5a"},
            PlayerName(s, Controller(s, id)) + " taps " + Name(s, id) + " for \"" + it->text +
                "\": the ability was gained without the ability that chooses the color, so "
                "\"the chosen color\" is undefined and no mana is added",
            {{Key(s, id), "tapped", "false", "true"}});
        return;
      }
      std::string chosen = "none";
      for (const std::string& st : s.obj(id).status) {
        if (StartsWith(st, "chosen:")) chosen = st.substr(7);
      }
      auto& pool = s.players.at(static_cast<size_t>(Controller(s, id))).resources["mana:" + chosen];
      ++pool;
      bool other_pair =
          false;  // Paradise Plume: the same choice is linked to a second ability too (607.4)
      for (const engine::Ability& other : abs)
        other_pair = other_pair || (other.kind == "triggered" && other.trigger == "spell-cast");
      Tap(e, id, step,
          other_pair ? std::vector<std::string>{"605.3b", "607.4", "607.2d"}
                     : std::vector<std::string>{"605.3b", "607.2d"},
          PlayerName(s, Controller(s, id)) + " taps " + Name(s, id) + " for one " + chosen +
              " mana: a mana ability, it doesn't use the stack; \"the chosen color\" is the one "
              "chosen as it entered" +
              (other_pair ? ", as for its life ability" : ""),
          {{Key(s, id), "tapped", "false", "true"},
           {"", PlayerName(s, Controller(s, id)) + ".mana." + chosen, std::to_string(pool - 1),
            std::to_string(pool)}});
      return;
    }
    // "Activate only as a sorcery" (602.5d; Equip, 702.6a): the timing of a sorcery (307.1): the
    // active player, with the stack empty (the scenario is a main phase).
    if (!it->effect.empty() && BoolArg(it->effect[0].args, "sorcery_speed") &&
        (Controller(s, id) != s.active || !s.zone(Stack(s)).objects.empty())) {
      e.Refuse(step, {"602.5d", "307.1"},
               Name(s, id) + "'s \"" + it->text +
                   "\" can be activated only as a sorcery: by the active player in a main phase "
                   "with the stack empty");
      return;
    }
    engine::Object item;
    item.key = Key(s, id) + "-ability-" + std::to_string(s.objects.size());
    item.card.name = Name(s, id) + "'s ability";
    item.card.type = "Ability";
    item.owner = item.controller = Controller(s, id);
    item.stack.source = id;
    item.stack.ability = static_cast<int>(it - abs.begin());
    item.stack.program = it->effect;
    item.stack.choices["source_inc"] = int64_t{s.obj(id).incarnation};
    if (x >= 0) SetStatusNumber(item, "x:", static_cast<int>(x));
    const std::string req = it->effect.empty() ? "" : Requirement(it->effect[0].args);
    if (!req.empty()) {
      ChoiceRequest cr;
      cr.kind = "target";
      cr.player = item.controller;
      cr.options = LegalTargets(s, req, id, item.controller);
      cr.rule = "602.2";
      cr.prompt =
          PlayerName(s, item.controller) + " chooses the target of " + Name(s, id) + "'s ability";
      if (cr.options.empty()) {
        e.Refuse(step, {"602.2"}, Name(s, id) + "'s ability has no legal target");
        return;
      }
      const std::string pick = e.Choose(cr, step).picks.at(0);
      const ObjectId t = s.FindKey(pick);
      if (t == kNone) {
        item.stack.choices["target_player"] = pick;  // "any target" chose a player
      } else {
        item.stack.targets = {t};
        item.stack.choices["target_inc"] = int64_t{s.obj(t).incarnation};
      }
    }
    // "Enchanted creature ...": the creature it enchants now, remembered as last known (608.2h).
    for (const Action& x : it->effect) {
      if (StringArg(x.args, "on") == "enchanted" && s.obj(id).attached_to != kNone) {
        item.stack.choices["enchanted"] = int64_t{s.obj(id).attached_to};
        item.stack.choices["enchanted_inc"] = int64_t{s.obj(s.obj(id).attached_to).incarnation};
      }
    }
    if (!ChooseCostTaps(e, id, *it, tap_cost, step, &cost_taps)) return;
    // A {T} in the cost: the permanent must be untapped, and paying taps it (602.2b, 701.26a).
    if (tap_cost) s.obj(id).status.insert("tapped");
    const bool regen = !it->effect.empty() && it->effect[0].verb == "regenerate-self";
    const std::string text = it->text;
    const std::vector<Action> cost = it->cost;
    const ObjectId sid = s.AddObject(std::move(item), Stack(s), false);
    if (tap_cost) {
      Tap(e, id, step, {"602.2b", "701.26a"}, "Cost paid: " + Name(s, id) + " is tapped",
          {{Key(s, id), "tapped", "false", "true"}});
    }
    pay_mana_or_note(step);
    const int entry = e.Note(step, {regen ? "701.19c" : "602.2"},
                             PlayerName(s, Controller(s, id)) + " activates \"" + text +
                                 "\": the ability goes on the stack" +
                                 (regen ? " (activating it is not yet regenerating)" : ""),
                             {{Key(s, sid), "zone", "none", "stack"}});
    if (x >= 0)
      e.Note(entry, {"107.3a", "602.2b"},
             PlayerName(s, Controller(s, id)) + " announces X = " + std::to_string(x) +
                 " for its {X}");
    PayCosts(e, id, cost, text, entry, false, cost_taps);
  }

  // `source` deals `amount` damage (`what`: "damage" or "combat damage") to the creature `to`,
  // or with to == kNone to `player` (120.3): a player loses that much life (120.3a); a source with
  // wither puts that many -1/-1 counters on a creature instead of marking it (120.3d, 702.80a;
  // from any zone, 702.80c); otherwise it is marked (120.3e), and a source with deathtouch leaves
  // the creature to be destroyed by the next state-based check (704.5h). A source with lifelink
  // makes its controller gain that much life as well (120.3f, 702.15b).
  // `why`: the rules that sent the damage there, cited first (510.1b ... for combat damage).
  static void DealDamageTo(Engine& e, ObjectId source, ObjectId to, PlayerId player, int amount,
                           const std::string& what, int parent,
                           const std::vector<std::string>& why = {}) {
    GameState& s = e.state();
    // "Prevent all combat damage that would be dealt this turn" (615.1a): it never happens (615.6).
    if (what == "combat damage") {
      for (const engine::Effect& f : s.effects) {
        if (f.kind != "prevent-combat" || f.created_turn != s.turn) continue;
        e.Note(parent, {"615.1a", "615.6"},
               "The " + std::to_string(amount) + " combat damage " + Name(s, source) +
                   " would deal to " + (to == kNone ? PlayerName(s, player) : Name(s, to)) +
                   " is prevented (" + f.reason + ": all combat damage this turn)");
        return;
      }
    }
    // Prevention shields on the recipient (615.7): each prevents that much of the next damage.
    for (auto it = s.effects.begin(); it != s.effects.end() && amount > 0;) {
      const bool mine =
          it->kind == "prevent" &&
          (to == kNone ? it->target == kNone && it->keyword == PlayerName(s, player)
                       : it->target == to && it->target_incarnation == s.obj(to).incarnation);
      if (!mine) {
        ++it;
        continue;
      }
      const int prevented = std::min(amount, it->amount);
      amount -= prevented;
      it->amount -= prevented;
      e.Note(parent, {"615.7", "615.6"},
             std::to_string(prevented) + " of the " + what + " " + Name(s, source) +
                 " would deal to " + (to == kNone ? PlayerName(s, player) : Name(s, to)) +
                 " is prevented by " + it->reason + "'s shield" +
                 (it->amount > 0 ? " (" + std::to_string(it->amount) + " left)" : " (used up)"));
      it = it->amount == 0 ? s.effects.erase(it) : std::next(it);
    }
    if (amount <= 0) return;
    const std::string n = std::to_string(amount);
    auto cite = [&](std::vector<std::string> rules) {
      rules.insert(rules.begin(), why.begin(), why.end());
      return rules;
    };
    if (to == kNone) {
      const int before = Life(s, player);
      Life(s, player) -= amount;
      e.Note(parent, cite({"120.3a"}),
             Name(s, source) + " deals " + n + " " + what + " to " + PlayerName(s, player) +
                 ", who loses that much life",
             {{"", PlayerName(s, player) + ".life", std::to_string(before),
               std::to_string(Life(s, player))}});
    } else if (HasKeyword(s, source, "wither")) {
      const int had = s.obj(to).Counter("-1/-1");
      s.obj(to).counters["-1/-1"] = had + amount;
      e.Note(parent, cite({"120.3d", "702.80a"}),
             Name(s, source) + " has wither: its " + n + " " + what + " to " + Name(s, to) +
                 " isn't marked; it gets that many -1/-1 counters",
             {{Key(s, to), "counters_minus", std::to_string(had), std::to_string(had + amount)}});
    } else {
      const int before = s.obj(to).Counter("damage");
      s.obj(to).counters["damage"] = before + amount;
      e.Note(parent, cite({"120.3e"}),
             Name(s, source) + " deals " + n + " " + what + " to " + Name(s, to) +
                 ": it is marked on it",
             {{Key(s, to), "damage", std::to_string(before), std::to_string(before + amount)}});
    }
    if (to != kNone && amount > 0 && HasKeyword(s, source, "deathtouch")) {
      s.obj(to).status.insert("dealt-deathtouch-damage");
      e.Note(parent, {"702.2b"},
             Name(s, source) + " has deathtouch: " + Name(s, to) +
                 " has been dealt damage by a source with deathtouch");
    }
    if (amount > 0 && HasKeyword(s, source, "lifelink")) {
      const PlayerId p = Controller(s, source);
      const int before = Life(s, p);
      Life(s, p) += amount;
      e.Note(
          parent, {"120.3f", "702.15b"},
          Name(s, source) + " has lifelink: " + PlayerName(s, p) + " gains " + n + " life",
          {{"", PlayerName(s, p) + ".life", std::to_string(before), std::to_string(Life(s, p))}});
    }
  }

  // 601.2g: the permanents a cast or activate step names in "mana_abilities" have their mana
  // ability activated after targets are chosen and before the cost is paid. Each must be an
  // untapped permanent of the payer's, other than `paying` (the object being cast or activated),
  // on the battlefield whose "{T}: Add ..." ability adds fixed mana; checked before anything
  // changes, with the mana they will add in `adding`. Refuses and returns false otherwise.
  static bool ManaAbilitiesForPayment(Engine& e, const std::vector<std::string>& keys,
                                      PlayerId payer, bool pay_mana, ObjectId paying, int step,
                                      std::vector<std::pair<ObjectId, int64_t>>* out,
                                      ManaPool* adding) {
    GameState& s = e.state();
    if (keys.empty()) return true;
    auto refuse = [&](const std::string& why, std::vector<std::string> rules = {"601.2g"}) {
      e.Refuse(step, std::move(rules), why);
      return false;
    };
    if (!pay_mana)
      return refuse(
          "\"mana_abilities\" are activated while paying a cost from the mana pool: "
          "the step needs \"pay_mana\": true");
    for (const std::string& k : keys) {
      const ObjectId o = s.FindKey(k);
      if (o == kNone || o == paying || !OnBattlefield(s, o) || Controller(s, o) != payer)
        return refuse(k + " is not a permanent of " + PlayerName(s, payer) +
                      "'s whose mana ability can be activated to pay this cost");
      for (const auto& [done, w] : *out) {
        if (done == o) return refuse(Name(s, o) + " is named twice in \"mana_abilities\"");
      }
      int64_t which = 0, seen = 0;
      std::string symbol;
      for (const engine::Ability& ab : s.obj(o).card.abilities) {
        if (ab.kind != "activated") continue;
        ++seen;
        if (ab.effect.empty() || ab.effect[0].verb != "add-mana") continue;
        const std::string printed = ab.text.substr(0, ab.text.find(" ("));
        const std::string cost = printed.substr(0, printed.find(':'));
        if (cost != "{T}" && !StartsWith(ab.text, "(")) continue;
        symbol = StringArg(ab.effect[0].args, "mana");
        if (symbol == "choice" && StringsArg(ab.effect[0], "options").size() == 1)
          symbol = StringsArg(ab.effect[0], "options")[0];
        if (symbol == "choice" || symbol == "any") continue;
        which = seen;
        break;
      }
      if (which == 0)
        return refuse(Name(s, o) +
                      " has no \"{T}: Add ...\" mana ability adding fixed mana for the module to "
                      "activate while paying");
      if (IsTapped(s.obj(o)))
        return refuse(Name(s, o) + " is tapped: its {T} mana ability can't be activated",
                      {"601.2g", "118.3"});
      if (SummoningSick(s, o))
        return refuse(Name(s, o) +
                      " is a creature that entered this turn and has no haste: its "
                      "{T} mana ability can't be activated");
      for (char c : symbol) {
        const auto type = ManaTypeOfSymbol().find(std::string(1, c));
        if (type != ManaTypeOfSymbol().end()) ++(*adding)[type->second];
      }
      out->push_back({o, which});
    }
    return true;
  }

  // Activates the mana abilities ManaAbilitiesForPayment found, under `parent` (601.2g, 605.3a).
  static void ActivateForPayment(Engine& e, const std::vector<std::pair<ObjectId, int64_t>>& list,
                                 int parent) {
    if (list.empty()) return;
    const int entry =
        e.Note(parent, {"601.2g", "605.3a"},
               "Before paying, " + PlayerName(e.state(), Controller(e.state(), list[0].first)) +
                   " activates mana abilities (they don't use the stack)");
    for (const auto& [o, which] : list) Activate(e, o, entry, which, -1);
  }

  // Who pays the mana of `ab`, an activated ability of `id`: its controller; blue mana as any
  // color when `id` has a 609.4b permission for its own abilities (printed or gained: both are
  // its abilities), else the name of a permanent of theirs whose permission doesn't cover it.
  static ManaPayer ActivationPayer(const GameState& s, ObjectId id, const engine::Ability& ab) {
    ManaPayer p;
    p.player = Controller(s, id);
    p.what = Name(s, id) + "'s \"" + ab.text + "\"";
    p.blue_as_any = HasStatic(s.obj(id), "spend-blue-as-any");
    if (p.blue_as_any) {
      p.permission = Name(s, id);
    } else {
      p.permission_elsewhere = BlueAsAnyPermanent(s, p.player);
    }
    return p;
  }

  // A permanent of `player`'s with a 609.4b permission for its own abilities (the last on the
  // battlefield), named when a cost it does not cover can't be paid; "" for none.
  static std::string BlueAsAnyPermanent(const GameState& s, PlayerId player) {
    std::string out;
    for (ObjectId x : s.zone(Battlefield(s)).objects) {
      if (Controller(s, x) == player && HasStatic(s.obj(x), "spend-blue-as-any")) out = Name(s, x);
    }
    return out;
  }

  // The mana symbols of a cost paid without "pay_mana" (mana_payment.h): the trace says they are
  // taken as paid instead of paying them from the pool.
  static void NoteManaTakenAsPaid(Engine& e, const std::string& c, int parent) {
    std::string mana;
    for (size_t i = c.find('{'); i != std::string::npos; i = c.find('{', i + 1)) {
      const std::string sym = c.substr(i, c.find('}', i) - i + 1);
      if (sym != "{T}" && sym != "{Q}") mana += sym;
    }
    if (!mana.empty()) {
      e.Note(parent, {"602.2b"},
             "Cost: the mana " + mana +
                 " is taken as paid (this module does not pay mana costs from a pool)");
    }
  }

  // The TYPE of a cost action as written in a sentence: "creature" (a card type, lower case),
  // "Goblin" (a subtype); with `article`, "a creature" / "an Elf".
  static std::string CostTypeWord(const Action& c, bool article = false) {
    std::string t = StringArg(c.args, "type");
    if (!t.empty() && !IsCreatureType(t)) t[0] = static_cast<char>(std::tolower(t[0]));
    if (!article) return t;
    return (!t.empty() && std::string("aeiouAEIOU").find(t[0]) != std::string::npos ? "an "
                                                                                    : "a ") +
           t;
  }

  // The permanents `controller` controls that a cost action could use: untapped ones of its type
  // for tap-permanent (not the source when {T} taps it too), any of its type for
  // sacrifice-permanent (not the source with "another").
  static std::vector<std::string> CostOptions(const GameState& s, ObjectId id, const Action& c,
                                              bool tap_cost) {
    std::vector<std::string> out;
    const bool tap = c.verb == "tap-permanent";
    for (ObjectId x : s.zone(Battlefield(s)).objects) {
      if (Controller(s, x) != Controller(s, id) ||
          !HasType(s.obj(x).card, StringArg(c.args, "type")))
        continue;
      if (tap && (IsTapped(s.obj(x)) || (tap_cost && x == id))) continue;
      if (BoolArg(c.args, "another") && x == id) continue;  // "another", "other than ~"
      out.push_back(Key(s, x));
    }
    return out;
  }

  // The cards of a reveal-card cost's TYPE in the hand of `id`'s controller, `id` aside (a spell
  // being cast is on the stack, 601.2a).
  static std::vector<std::string> RevealOptions(const GameState& s, ObjectId id, const Action& c) {
    std::vector<std::string> out;
    for (ObjectId x : s.zone(s.FindZone("hand", Controller(s, id))).objects) {
      if (x != id && HasType(s.obj(x).card, StringArg(c.args, "type"))) out.push_back(Key(s, x));
    }
    return out;
  }

  // The permanents a remove-counter cost could take a counter of its kind from: the source, or
  // with "from" each creature its controller controls.
  static std::vector<std::string> RemoveCounterOptions(const GameState& s, ObjectId id,
                                                       const Action& c) {
    const std::string kind = StringArg(c.args, "kind");
    if (!c.args.count("from"))
      return s.obj(id).Counter(kind) > 0 ? std::vector<std::string>{Key(s, id)}
                                         : std::vector<std::string>{};
    std::vector<std::string> out;
    for (ObjectId x : s.zone(Battlefield(s)).objects) {
      if (Controller(s, x) == Controller(s, id) && HasType(s.obj(x).card, "Creature") &&
          s.obj(x).Counter(kind) > 0)
        out.push_back(Key(s, x));
    }
    return out;
  }

  // The key counting the activations of `text` on `id` this turn (602.5b).
  static std::string ActivationsKey(const GameState& s, ObjectId id, const std::string& text) {
    return "activated:" + Key(s, id) + ":" + text + ":" + std::to_string(s.turn);
  }

  // The restrictions of an activate-only action (602.5): true when the ability may be activated
  // now; otherwise refuses the step and says which restriction stops it.
  static bool MayActivate(Engine& e, ObjectId id, const engine::Ability& ab, const Action& c,
                          int step) {
    GameState& s = e.state();
    const PlayerId p = Controller(s, id);
    const std::string timing = StringArg(c.args, "timing");
    const std::string quoted = Name(s, id) + "'s \"" + ab.text + "\"";
    // "Activate only as a sorcery" (602.5d): the timing of a sorcery (307.1), the active player
    // with the stack empty (the scenario is a main phase).
    if (timing == "sorcery" && (p != s.active || !s.zone(Stack(s)).objects.empty())) {
      e.Refuse(step, {"602.5d", "307.1"},
               quoted +
                   " can be activated only as a sorcery: by the active player in a main phase "
                   "with the stack empty");
      return false;
    }
    if (timing == "your-turn" && p != s.active) {
      e.Refuse(step, {"602.5"},
               quoted + " can be activated only during its controller's turn, and it is " +
                   PlayerName(s, s.active) + "'s turn");
      return false;
    }
    if (const int64_t times = IntArg(c, "times", 0); times > 0) {
      const auto done = s.vars.find(ActivationsKey(s, id, ab.text));
      if (done != s.vars.end() && done->second >= times) {
        e.Refuse(step, {"602.5b"},
                 times == 1 ? quoted +
                                  " was already activated this turn: \"Activate only once "
                                  "each turn\""
                            : quoted + " was already activated " + std::to_string(done->second) +
                                  " times this turn: no more than " + std::to_string(times));
        return false;
      }
    }
    if (const int64_t need = IntArg(c, "control_count", 0); need > 0) {
      const std::string color = StringArg(c.args, "control_color");
      int64_t have = 0;
      for (ObjectId x : s.zone(Battlefield(s)).objects) {
        const auto& d = s.obj(x).card.domains;
        if (Controller(s, x) == p && std::find(d.begin(), d.end(), color) != d.end()) ++have;
      }
      if (have < need) {
        e.Refuse(step, {"602.5"},
                 quoted + " can be activated only if " + PlayerName(s, p) + " controls " +
                     std::to_string(need) + " or more " + color + " permanents; " +
                     PlayerName(s, p) + " controls " + std::to_string(have));
        return false;
      }
    }
    return true;
  }

  // The greatest total power a tap-permanent cost with "total power N or greater" could reach:
  // every untapped one with positive power tapped (208.1).
  static int64_t MostCostPower(const GameState& s, ObjectId id, const Action& c, bool tap_cost) {
    int64_t most = 0;
    for (const std::string& k : CostOptions(s, id, c, tap_cost))
      most += std::max(0, PowerToughness(s, s.FindKey(k), "power"));
    return most;
  }

  // "Tap any number of untapped creatures you control other than ~ with total power 10 or
  // greater": the controller chooses which as the cost is paid (602.2b, 601.2h; after any target,
  // 601.2c), before anything is paid. False, with the step refused, when the chosen ones' total
  // power is less than the cost asks: the activation is illegal (602.2). Abilities without such a
  // cost choose nothing.
  static bool ChooseCostTaps(Engine& e, ObjectId id, const engine::Ability& ab, bool tap_cost,
                             int step, std::vector<std::string>* picks) {
    GameState& s = e.state();
    const PlayerId p = Controller(s, id);
    for (const Action& c : ab.cost) {
      const int64_t need = IntArg(c, "total_power", 0);
      if (c.verb != "tap-permanent" || need <= 0) continue;
      ChoiceRequest cr;
      cr.kind = "tap";
      cr.player = p;
      cr.options = CostOptions(s, id, c, tap_cost);
      cr.min = 1;
      cr.max = static_cast<int>(cr.options.size());
      cr.rule = "601.2h";
      cr.prompt = PlayerName(s, p) + " chooses untapped " + CostTypeWord(c) +
                  "s with total power " + std::to_string(need) +
                  " or greater to tap for the cost of " + Name(s, id) + "'s ability";
      *picks = e.Choose(cr, step).picks;
      std::vector<std::string> sorted = *picks;
      std::sort(sorted.begin(), sorted.end());
      if (std::adjacent_find(sorted.begin(), sorted.end()) != sorted.end())
        e.Fail("the cost of " + Name(s, id) +
               "'s ability taps different permanents; the answer names one twice");
      int64_t total = 0;
      std::string each;
      for (const std::string& k : *picks) {
        const int power = PowerToughness(s, s.FindKey(k), "power");
        total += power;
        each += (each.empty() ? "" : ", ") + Name(s, s.FindKey(k)) + " " + std::to_string(power);
      }
      if (total < need) {
        e.Refuse(step, {"602.2", "601.2h"},
                 "the chosen " + CostTypeWord(c) + "s (" + each + ") have total power " +
                     std::to_string(total) + ", less than " + std::to_string(need) +
                     ": tapping them would be a partial payment, which isn't allowed, so \"" +
                     ab.text + "\" can't be activated this way");
        return false;
      }
    }
    return true;
  }

  // Can the activation's cost actions be paid (118.3)? If not, refuses the step and says why.
  // `spell`: the additional costs of a spell being cast (118.8a, 601.2h), not an activation.
  static bool CanPayCosts(Engine& e, ObjectId id, const engine::Ability& ab, bool tap_cost,
                          int step, bool spell = false) {
    GameState& s = e.state();
    const PlayerId p = Controller(s, id);
    for (const Action& c : ab.cost) {
      if (c.verb == "activate-only" && !MayActivate(e, id, ab, c, step)) return false;
    }
    for (const Action& c : ab.cost) {
      std::string why, rule = "118.3";
      if (c.verb == "untap-symbol" && !IsTapped(s.obj(id))) {
        why = Name(s, id) + " is untapped: its {Q} cost can't be paid";
        rule = "107.6";
      } else if (const int64_t need = IntArg(c, "total_power", 0);
                 c.verb == "tap-permanent" && need > 0 &&
                 MostCostPower(s, id, c, tap_cost) < need) {
        why = "the untapped " + CostTypeWord(c) + "s " + PlayerName(s, p) + " controls" +
              (BoolArg(c.args, "another") ? " other than " + Name(s, id) : "") +
              " have total power " + std::to_string(MostCostPower(s, id, c, tap_cost)) +
              " at most, not " + std::to_string(need) + " or greater";
      } else if (const int64_t n = IntArg(c, "count", 1);
                 c.verb == "tap-permanent" && n > 1 &&
                 static_cast<int64_t>(CostOptions(s, id, c, tap_cost).size()) < n) {
        why = PlayerName(s, p) + " controls " +
              std::to_string(CostOptions(s, id, c, tap_cost).size()) + " untapped " +
              CostTypeWord(c) + " to tap for the cost, not " + std::to_string(n);
      } else if ((c.verb == "tap-permanent" || c.verb == "sacrifice-permanent" ||
                  c.verb == "return-permanent" || c.verb == "put-counter-permanent") &&
                 CostOptions(s, id, c, tap_cost).empty()) {
        why = PlayerName(s, p) + " controls no " +
              (c.verb == "tap-permanent"    ? "untapped "
               : BoolArg(c.args, "another") ? "other "
                                            : "") +
              CostTypeWord(c) + " to " +
              (c.verb == "tap-permanent"           ? "tap"
               : c.verb == "return-permanent"      ? "return to its owner's hand"
               : c.verb == "put-counter-permanent" ? "put a counter on"
                                                   : "sacrifice") +
              " for the cost";
      } else if (c.verb == "reveal-card" && !c.args.count("or_pay") &&
                 RevealOptions(s, id, c).empty()) {
        why = PlayerName(s, p) + " has no " + StringArg(c.args, "type") +
              " card in hand to reveal for the cost";
        rule = "701.20a";
      } else if (c.verb == "remove-counter" && RemoveCounterOptions(s, id, c).empty()) {
        why = (c.args.count("from") ? PlayerName(s, p) + " controls no creature with a "
                                    : Name(s, id) + " has no ") +
              StringArg(c.args, "kind") + " counter on it to remove for the cost";
      } else if (c.verb == "discard-card" && s.zone(s.FindZone("hand", p)).objects.empty()) {
        why = PlayerName(s, p) + " has no card in hand to discard for the cost";
      } else if (c.verb == "pay-life" && Life(s, p) < IntArg(c, "amount")) {
        why = PlayerName(s, p) + " has " + std::to_string(Life(s, p)) + " life and can't pay " +
              std::to_string(IntArg(c, "amount"));
        rule = "119.4";
      }
      if (!why.empty()) {
        if (spell) {
          e.Refuse(step, {rule, "118.8a", "601.2h"},
                   why + " (\"" + ab.text + "\"; unpayable costs can't be paid): " + Name(s, id) +
                       " can't be cast (it stays in hand)");
        } else {
          e.Refuse(step, {rule}, why + ": \"" + ab.text + "\" can't be activated");
        }
        return false;
      }
    }
    return true;
  }

  // Pays the cost actions of an activation (602.2b, 601.2h), or with `spell` the additional costs
  // of a spell being cast (118.8a, 601.2h), each with its own trace line under `entry`; the choices
  // (which creature to sacrifice or tap, which card to discard or reveal) are the controller's. An
  // activate-only action with TIMES counts this activation of `text` (602.5b).
  // `chosen`: the permanents ChooseCostTaps chose for a "total power" tap cost.
  static void PayCosts(Engine& e, ObjectId id, const std::vector<Action>& cost,
                       const std::string& text, int entry, bool spell = false,
                       const std::vector<std::string>& chosen = {}) {
    GameState& s = e.state();
    const PlayerId p = Controller(s, id);
    const std::string paid = spell ? "601.2h" : "602.2b";
    const std::string of = spell ? "the additional cost of " + Name(s, id)
                                 : "the cost of " + Name(s, id) + "'s ability";
    auto choose = [&](const std::string& kind, std::vector<std::string> options,
                      const std::string& rule, const std::string& what) {
      ChoiceRequest cr;
      cr.kind = kind;
      cr.player = p;
      cr.options = std::move(options);
      cr.rule = rule;
      cr.prompt = PlayerName(s, p) + " chooses " + what + " to pay " + of;
      return s.FindKey(e.Choose(cr, entry).picks.at(0));
    };

    for (const Action& c : cost) {
      if (c.verb == "activate-only" && IntArg(c, "times", 0) > 0)  // counted as it is activated
        ++s.vars[ActivationsKey(s, id, text)];
      if (c.verb == "untap-symbol") {
        s.obj(id).status.erase("tapped");
        s.obj(id).status.erase("exhausted");
        e.Note(entry, {paid, "107.6"}, "Cost paid ({Q}): " + Name(s, id) + " is untapped",
               {{Key(s, id), "tapped", "true", "false"}});
      }
      if (c.verb == "tap-permanent" && IntArg(c, "total_power", 0) > 0) {
        // Chosen before anything was paid (ChooseCostTaps); tapping for a cost without {T} is
        // not restricted by summoning sickness (302.6 and 602.5a restrict only a creature's own
        // {T} and {Q} abilities).
        int64_t total = 0;
        for (const std::string& k : chosen) {
          const ObjectId x = s.FindKey(k);
          total += PowerToughness(s, x, "power");
          Tap(e, x, entry, {paid, "701.26a"},
              "Cost paid: " + Name(s, x) + " (power " +
                  std::to_string(PowerToughness(s, x, "power")) + ") is tapped",
              {{Key(s, x), "tapped", "false", "true"}});
          if (SummoningSick(s, x))
            e.Note(entry, {"302.6", "602.5a"},
                   Name(s, x) + " entered this turn, but the cost has no {T} of its own: " +
                       "summoning sickness stops only a creature's own {T} and {Q} abilities");
        }
        e.Note(entry, {paid, "601.2h"},
               "The tapped " + CostTypeWord(c) + "s have total power " + std::to_string(total) +
                   ", " + std::to_string(IntArg(c, "total_power", 0)) +
                   " or greater: the cost is paid");
      } else if (c.verb == "tap-permanent" && IntArg(c, "count", 1) > 1) {
        // "Tap three untapped Elves you control": the controller chooses that many different
        // ones (all of them when there are just enough).
        const int64_t n = IntArg(c, "count", 1);
        const std::vector<std::string> options = CostOptions(s, id, c, false);
        std::vector<std::string> picks = options;
        if (static_cast<int64_t>(options.size()) > n) {
          ChoiceRequest cr;
          cr.kind = "tap";
          cr.player = p;
          cr.options = options;
          cr.min = cr.max = static_cast<int>(n);
          cr.rule = "701.26a";
          cr.prompt = PlayerName(s, p) + " chooses " + std::to_string(n) + " untapped " +
                      CostTypeWord(c) + " to pay " + of;
          picks = e.Choose(cr, entry).picks;
        }
        std::sort(picks.begin(), picks.end());
        if (std::adjacent_find(picks.begin(), picks.end()) != picks.end() ||
            static_cast<int64_t>(picks.size()) != n) {
          e.Fail("the cost of " + Name(s, id) + "'s ability taps " + std::to_string(n) +
                 " different permanents; the answer names one twice");
          return;
        }
        for (const std::string& k : picks) {
          const ObjectId x = s.FindKey(k);
          Tap(e, x, entry, {paid, "701.26a"}, "Cost paid: " + Name(s, x) + " is tapped",
              {{Key(s, x), "tapped", "false", "true"}});
        }
      } else if (c.verb == "tap-permanent") {
        const ObjectId x = choose("tap", CostOptions(s, id, c, false), "701.26a",
                                  "an untapped " + CostTypeWord(c));
        Tap(e, x, entry, {paid, "701.26a"}, "Cost paid: " + Name(s, x) + " is tapped",
            {{Key(s, x), "tapped", "false", "true"}});
      }
      if (c.verb == "sacrifice-permanent") {
        const ObjectId x = choose("sacrifice", CostOptions(s, id, c, false), "701.21a",
                                  (BoolArg(c.args, "another") ? "another " : "") +
                                      CostTypeWord(c, !BoolArg(c.args, "another")));
        Event ev;
        ev.kind = "sacrifice";
        ev.object = x;
        ev.parent = e.Note(entry, {paid}, "Cost paid: " + Name(s, x) + " is sacrificed");
        e.Perform(std::move(ev));
      }
      if (c.verb == "discard-self") {
        s.MoveObject(id, s.FindZone("graveyard", s.obj(id).owner));
        e.Note(entry, {paid, "701.9a", "702.77a"},
               "Cost paid: " + PlayerName(s, p) + " discards " + Name(s, id) +
                   " itself (the ability works only while the card is in a hand)",
               {{Key(s, id), "zone", "hand", "graveyard"}});
      }
      if (c.verb == "discard-card") {
        std::vector<std::string> hand;
        for (ObjectId x : s.zone(s.FindZone("hand", p)).objects) hand.push_back(Key(s, x));
        const ObjectId x = choose("discard", hand, "701.9a", "a card");
        s.MoveObject(x, s.FindZone("graveyard", p));
        e.Note(entry, {paid, "701.9a"},
               "Cost paid: " + PlayerName(s, p) + " discards " + Name(s, x),
               {{Key(s, x), "zone", "hand", "graveyard"}});
      }
      if (c.verb == "return-permanent") {
        const ObjectId x = choose("return", CostOptions(s, id, c, false), paid,
                                  CostTypeWord(c, true) + " to return to its owner's hand");
        const int r =
            e.Note(entry, {paid}, "Cost paid: " + Name(s, x) + " is returned to its owner's hand",
                   {{Key(s, x), "zone", "battlefield", "hand"}});
        LeaveBattlefield(e, x, s.FindZone("hand", s.obj(x).owner), r);
      }
      if (c.verb == "put-counter-self" || c.verb == "put-counter-permanent") {
        // On this permanent, or on one of TYPE its controller controls, their choice (122.1).
        const std::string kind = StringArg(c.args, "kind");
        const ObjectId x =
            c.verb == "put-counter-self"
                ? id
                : choose("counter", CostOptions(s, id, c, false), "122.1",
                         CostTypeWord(c, true) + " to put a " + kind + " counter on");
        const int had = s.obj(x).Counter(kind);
        s.obj(x).counters[kind] = had + 1;
        e.Note(entry, {paid, "122.1"},
               "Cost paid: " + Name(s, x) + " gets a " + kind + " counter: now " +
                   std::to_string(PowerToughness(s, x, "power")) + "/" +
                   std::to_string(PowerToughness(s, x, "toughness")),
               {{Key(s, x), CounterProperty(kind), std::to_string(had), std::to_string(had + 1)}});
      }
      if (c.verb == "reveal-card") {
        // "Reveal a Kithkin card from your hand or pay {3}": either pays the cost (601.2b: the
        // choice is announced as the spell is cast); the mana is taken as paid, as for any cost.
        std::vector<std::string> options = RevealOptions(s, id, c);
        const std::string mana = StringArg(c.args, "or_pay");
        if (!mana.empty()) options.push_back(mana);
        ChoiceRequest cr;
        cr.kind = "reveal";
        cr.player = p;
        cr.options = options;
        cr.rule = "701.20a";
        cr.prompt = PlayerName(s, p) + " chooses a " + StringArg(c.args, "type") +
                    " card from their hand to reveal" + (mana.empty() ? "" : " (or " + mana + ")") +
                    " to pay " + of;
        const std::string pick = e.Choose(cr, entry).picks.at(0);
        if (pick == mana) {
          e.Note(entry, {paid},
                 "Cost paid: " + PlayerName(s, p) + " pays " + mana +
                     " instead of revealing a card (the mana is taken as paid)");
        } else {
          e.Note(entry, {paid, "701.20a"},
                 "Cost paid: " + PlayerName(s, p) + " reveals " + Name(s, s.FindKey(pick)) +
                     " from their hand; it stays there, revealed until " + Name(s, id) +
                     " leaves the stack");
        }
      }
      if (c.verb == "remove-counter") {
        const std::string kind = StringArg(c.args, "kind");
        const ObjectId x = c.args.count("from")
                               ? choose("remove-counter", RemoveCounterOptions(s, id, c), "122.1",
                                        "a creature with a " + kind + " counter")
                               : id;
        const int had = s.obj(x).Counter(kind);
        s.obj(x).counters[kind] = had - 1;
        e.Note(entry, {paid, "122.1"},
               "Cost paid: a " + kind + " counter is removed from " + Name(s, x) + " (" +
                   std::to_string(had - 1) + " left)",
               {{Key(s, x), CounterProperty(kind), std::to_string(had), std::to_string(had - 1)}});
      }
      if (c.verb == "pay-life") {
        const int before = Life(s, p);
        Life(s, p) -= static_cast<int>(IntArg(c, "amount"));
        e.Note(
            entry, {paid, "119.4"},
            "Cost paid: " + PlayerName(s, p) + " pays " + std::to_string(IntArg(c, "amount")) +
                " life",
            {{"", PlayerName(s, p) + ".life", std::to_string(before), std::to_string(Life(s, p))}});
      }
      if (c.verb == "sacrifice-self") {  // paid as the ability is activated (602.2b, 601.2h)
        Event ev;
        ev.kind = "sacrifice";
        ev.object = id;
        ev.parent = e.Note(entry, {paid}, "Cost paid: " + Name(s, id) + " is sacrificed");
        e.Perform(std::move(ev));
      }
      if (c.verb != "exile-top") continue;
      const ZoneId lib = s.FindZone("library", Controller(s, id));
      std::vector<std::string> gone;
      for (int64_t k = 0; k < IntArg(c, "amount") && !s.zone(lib).objects.empty(); ++k) {
        const ObjectId x = s.zone(lib).objects[0];
        s.MoveObject(x, Exile(s));
        gone.push_back(Key(s, x));
      }
      e.Note(entry, {"602.2"},
             "Cost paid: the top " + std::to_string(IntArg(c, "amount")) +
                 " cards of the library are exiled (" + Join(gone, ", ") +
                 (static_cast<int64_t>(gone.size()) < IntArg(c, "amount") ? ": all the library held"
                                                                          : "") +
                 "); this ability has no linked partner, so nothing refers to them later");
    }
  }

  // One instruction of a resolving spell or ability `item`, with what its verbs share: the
  // source, its controller, the first target and its requirement, the linked-ability group (607)
  // and whether the ability both exiles and returns (607.1c). Each verb is one member function;
  // InstructionVerbs() is the table from verb to function.
  struct Instr {
    Instr(Engine& engine, ObjectId stack_item, const Action& action, int trace_entry)
        : e(engine),
          s(engine.state()),
          item(stack_item),
          a(action),
          v(action.verb),
          entry(trace_entry),
          st(s.obj(stack_item).stack),
          src(st.source == kNone ? stack_item : st.source),
          ctl(s.obj(stack_item).controller),
          req(Requirement(action.args)),
          target(st.targets.empty() ? kNone : st.targets[0]),
          cond(StringArg(action.args, "if")),
          group(s.obj(src).card.abilities.empty() || st.ability < 0
                    ? std::string("0")
                    : GroupKey(s.obj(src).card.abilities[static_cast<size_t>(st.ability)])),
          by_replacement(AbilityWith(s.obj(src), "exile-instead-of-dying") != nullptr) {  // 607.2b
      // 607.1c: one ability that both exiles cards and refers to the cards exiled with its object.
      bool returns = false, exiles = false;
      for (const Action& x : st.program) {
        returns = returns || x.verb == "return-linked";
        exiles = exiles || x.verb == "exile-target-linked";
      }
      self_linked = returns && exiles;
    }

    Engine& e;
    GameState& s;
    const ObjectId item;
    const Action& a;
    const std::string& v;
    const int entry;
    const engine::StackData st;
    const ObjectId src;
    const PlayerId ctl;
    const std::string req;
    ObjectId target;
    const std::string cond;
    const std::string group;
    const bool by_replacement;
    bool self_linked = false;

    // The target is still legal (608.2b): the same object, still meeting the requirement.
    bool target_ok() {
      if (target == kNone) return false;
      auto inc = st.choices.find("target_inc");
      const bool same =
          inc == st.choices.end() || std::get<int64_t>(inc->second) == s.obj(target).incarnation;
      if (same && TargetLegal(s, req, src, ctl, target)) return true;
      e.Note(
          entry, {"608.2b"},
          Name(s, target) + " is no longer a legal target: that part of the effect does nothing");
      return false;
    }
    // The incarnation of the source when the ability was put on the stack.
    int src_inc() const {
      auto it = st.choices.find("source_inc");
      return it == st.choices.end() ? s.obj(src).incarnation
                                    : static_cast<int>(std::get<int64_t>(it->second));
    }
    // Is the source still on the battlefield as the object whose ability this is (400.7)?
    bool source_same() const {
      return OnBattlefield(s, src) && s.obj(src).incarnation == src_inc();
    }
    // The source as the object the instruction acts on; false, with the 400.7 note ("nothing
    // <outcome>"), when it is no longer that object.
    bool TargetSource(const std::string& outcome) {
      if (!source_same()) {
        e.Note(entry, {"400.7"},
               Name(s, src) + " is no longer on the battlefield as the same object: nothing " +
                   outcome);
        return false;
      }
      target = src;
      return true;
    }

    void ExileTargetLinked() {
      if (!target_ok()) return;
      std::vector<std::string> why = self_linked ? std::vector<std::string>{"607.2a", "607.1c"}
                                                 : std::vector<std::string>{"607.2a", "607.1"};
      if (!StringArg(a.args, "needs").empty()) why.push_back("607.1a");
      const int r = e.Note(entry, why,
                           Name(s, target) + " is exiled by " + Name(s, src) + "'s \"" +
                               s.obj(src).card.abilities[static_cast<size_t>(st.ability)].text +
                               "\"; only the ability linked to it can find this card later",
                           {{Key(s, target), "zone", "battlefield", "exile"}});
      if (!OnBattlefield(s, src)) {
        e.Note(r, {"607.2a", "400.7"},
               Name(s, src) +
                   " already left the battlefield: its leaves-the-battlefield ability has already "
                   "resolved (or will look for cards exiled by the " +
                   "object that left), so " + Name(s, target) + " stays exiled for good");
      }
      LeaveBattlefield(e, target, Exile(s), r);
      s.obj(target).links.push_back({LinkKind(group, src_inc()), src});
    }

    void ReturnLinked() {
      std::vector<ObjectId> found;
      for (ObjectId x : s.zone(Exile(s)).objects) {
        for (const engine::Link& l : s.obj(x).links) {
          if (l.other == src && l.kind == LinkKind(group, src_inc())) found.push_back(x);
        }
      }
      const bool by_cost = AbilityWith(s.obj(src), "exile-card-to-cast") != nullptr;
      const std::string kind_rule = by_replacement ? "607.2b" : by_cost ? "607.2q" : "607.2a";
      std::vector<engine::Rejected> others;
      for (ObjectId x : s.zone(Exile(s)).objects) {
        if (std::find(found.begin(), found.end(), x) == found.end() &&
            (self_linked || by_replacement || by_cost)) {
          others.push_back({Name(s, x),
                            {kind_rule},
                            "in exile, but not put there by the ability linked to this one"});
        }
      }
      if (found.empty()) {
        e.Note(
            entry,
            self_linked ? std::vector<std::string>{"607.1c"} : std::vector<std::string>{kind_rule},
            (self_linked
                 ? "This ability is linked to itself, and it has exiled no card yet"
                 : "No card was exiled by the linked ability of this " + Name(s, src) + " (yet)") +
                std::string(": \"the exiled card\" refers to nothing, so nothing returns"),
            {}, others);
        return;
      }
      std::vector<std::string> rules = {kind_rule};
      if (found.size() > 1) rules.push_back("607.3");
      if (self_linked) rules.push_back("607.1c");
      if (DoubleFaced(s.obj(src))) rules.push_back("607.1b");
      const std::string why =
          self_linked ? "it was exiled by an earlier resolution of this same ability, which is "
                        "linked to itself"
          : by_replacement ? "it was exiled by the replacement effect linked to this ability"
          : by_cost        ? "it was exiled to pay the cost of the spell that became this permanent"
          : DoubleFaced(s.obj(src)) ? "it was exiled by the linked ability printed on the other "
                                      "face of this double-faced card"
                                    : "it was exiled by the ability linked to this one";
      if (!others.empty())
        e.Note(entry, {kind_rule}, "Only cards exiled by the linked ability qualify", {}, others);
      for (ObjectId x : found) {
        s.obj(x).links.clear();
        EnterBattlefield(e, x, s.obj(x).owner, rules,
                         "returns to the battlefield under its owner's control: " + why, entry);
      }
    }

    void ExileTargetUntilLeaves() {
      if (!source_same()) {
        e.Note(entry, {"610.3b", "610.3"},
               Name(s, src) +
                   " already left the battlefield after its ability triggered: the \"until\" event "
                   "has happened, so " +
                   (target == kNone ? std::string("the creature") : Name(s, target)) +
                   " doesn't move at all (one ability, not two linked ones)");
        return;
      }
      if (!target_ok()) return;
      const int r =
          e.Note(entry, {"610.3"},
                 Name(s, target) + " is exiled until " + Name(s, src) + " leaves the battlefield",
                 {{Key(s, target), "zone", "battlefield", "exile"}});
      LeaveBattlefield(e, target, Exile(s), r);
      engine::Effect f;
      f.id = s.next_effect_id++;
      f.kind = "until-leaves";
      f.source = src;
      f.source_incarnation = s.obj(src).incarnation;
      f.target = target;
      f.target_incarnation = s.obj(target).incarnation;
      f.duration = engine::Duration::kWhileSource;
      f.rule = "610.3";
      s.effects.push_back(f);
    }

    void GainLife() {
      const bool ab_is_chosen_color_trigger =
          st.ability >= 0 && static_cast<size_t>(st.ability) < s.obj(src).card.abilities.size() &&
          s.obj(src).card.abilities[static_cast<size_t>(st.ability)].trigger == "spell-cast";
      if (BoolArg(a.args, "may")) {
        ChoiceRequest cr;
        cr.kind = "choose";
        cr.player = ctl;
        cr.options = {"yes", "no"};
        cr.rule = "603.5";
        cr.prompt = PlayerName(s, ctl) + " decides whether to gain " +
                    std::to_string(IntArg(a, "amount")) + " life";
        if (e.Choose(cr, entry).picks.at(0) == "no") return;
      }
      auto& life = s.players.at(static_cast<size_t>(ctl)).resources["life"];
      const int before = life;
      life += static_cast<int>(IntArg(a, "amount"));
      // Why it happens, when a linked ability decided it: a kicker paid (607.2i), a spell of the
      // chosen color (607.2d); otherwise it is the ability's own effect.
      std::vector<std::string> rules = {"119.3"};
      std::string why;
      if (StartsWith(cond, "kicked:")) {
        rules.push_back("607.2i");
        why = " (the ability is linked to the {" + std::string(cond == "kicked:W" ? "W" : "2}{B") +
              "} kicker, which was paid)";
      } else if (ab_is_chosen_color_trigger) {
        rules.push_back("607.2d");
        why = " (the spell is of the chosen color)";
      }
      e.Note(entry, rules,
             PlayerName(s, ctl) + " gains " + std::to_string(IntArg(a, "amount")) + " life" + why,
             {{"", PlayerName(s, ctl) + ".life", std::to_string(before), std::to_string(life)}});
    }

    void DestroyTarget() {
      if (!target_ok()) return;
      Event ev;
      ev.kind = "destroy";
      ev.object = target;
      ev.parent = entry;
      if (BoolArg(a.args, "no_regenerate")) ev.args["no_regenerate"] = true;
      e.Perform(std::move(ev));
    }

    void CounterTarget() {
      if (!target_ok()) return;
      Event ev;
      ev.kind = "counter";
      ev.object = target;
      ev.parent = entry;
      e.Perform(std::move(ev));
    }

    void RegenerateSelf() {
      if (!OnBattlefield(s, src)) return;
      AddShield(e, src, entry);
    }

    void GainActivatedAbilities() {
      if (!target_ok() || !OnBattlefield(s, src)) return;
      const std::string instance = "gained:" + std::to_string(s.next_effect_id++);
      std::vector<std::string> names;
      // A copy: the target may be the source itself, whose abilities grow below.
      const std::vector<engine::Ability> theirs = s.obj(target).card.abilities;
      for (engine::Ability ab : theirs) {
        if (ab.kind != "activated") continue;
        ab.text_box = instance;
        names.push_back("\"" + ab.text + "\"");
        s.obj(src).card.abilities.push_back(ab);
      }
      e.Note(entry, {"607.5"},
             Name(s, src) + " gains the activated abilities of " + Name(s, target) + " (" +
                 Join(names, ", ") +
                 "); abilities gained together by this one effect are linked to each other as they "
                 "were on " +
                 Name(s, target) + ", and to no other ability " + Name(s, src) + " has or had");
    }

    void PutLinkedOntoBattlefield() {
      std::vector<std::string> options;
      for (ObjectId x : s.zone(Exile(s)).objects) {
        for (const engine::Link& l : s.obj(x).links) {
          if (l.other == src && l.kind == LinkKind(group, src_inc()) &&
              HasType(s.obj(x).card, "Creature"))
            options.push_back(Key(s, x));
        }
      }
      std::vector<std::string> ignored;
      for (ObjectId x : s.zone(Exile(s)).objects) {
        if (HasType(s.obj(x).card, "Creature") &&
            std::find(options.begin(), options.end(), Key(s, x)) == options.end()) {
          ignored.push_back(Name(s, x));
        }
      }
      std::vector<engine::Rejected> rej;
      if (!ignored.empty()) {
        rej.push_back({Join(ignored, ", "),
                       {"607.5"},
                       "not exiled by the ability linked to this one (" + Name(s, src) +
                           " got them another way)"});
      }
      if (options.empty()) {
        e.Note(entry, {"607.5"},
               "No creature card was exiled by the linked ability: nothing is put onto the "
               "battlefield",
               {}, rej);
        return;
      }
      ChoiceRequest cr;
      cr.kind = "choose";
      cr.player = ctl;
      cr.options = options;
      cr.rule = "607.5";
      cr.prompt = PlayerName(s, ctl) + " chooses a creature card exiled by the linked ability";
      const ObjectId x = s.FindKey(e.Choose(cr, entry).picks.at(0));
      s.obj(x).links.clear();
      const int r =
          e.Note(entry, {"607.5"}, "Only cards exiled by the linked ability qualify", {}, rej);
      EnterBattlefield(e, x, ctl, {"607.5"},
                       "is put onto the battlefield under " + PlayerName(s, ctl) + "'s control", r);
    }

    // The object an instruction acts on: its target if it has one (608.2b), else with "on":
    // "enchanted" the creature its source enchanted as it was activated (the choice
    // "enchanted", last known), else its source as the same object (400.7).
    bool Subject(const std::string& outcome) {
      const std::string on = StringArg(a.args, "on");
      if (on == "enchanted") {
        auto host = st.choices.find("enchanted");
        if (host == st.choices.end()) {
          e.Note(entry, {"303.4"},
                 Name(s, src) +
                     " enchanted no creature as this ability was activated or triggered: nothing " +
                     outcome);
          return false;
        }
        target = static_cast<ObjectId>(std::get<int64_t>(host->second));
        if (!OnBattlefield(s, target) ||
            s.obj(target).incarnation !=
                static_cast<int>(std::get<int64_t>(st.choices.at("enchanted_inc")))) {
          e.Note(entry, {"400.7"},
                 Name(s, target) + " is no longer on the battlefield as the creature " +
                     Name(s, src) + " enchanted: nothing " + outcome);
          return false;
        }
        return true;
      }
      if (on == "self" || req.empty()) return TargetSource(outcome);
      return target_ok();
    }

    // Kinship (207.2c): the controller may look at the top card of their library (401.5); if it
    // shares a creature type with the source (205.3m; changeling, 702.73a), they may reveal it
    // (701.20a), and the rest of the ability happens only if they do (118.12).
    void Kinship() {
      const ZoneId lib = s.FindZone("library", ctl);
      if (s.zone(lib).objects.empty()) {
        e.Note(entry, {"401.5"},
               PlayerName(s, ctl) + "'s library is empty: there is no card to look at or reveal");
        return;
      }
      const ObjectId top = s.zone(lib).objects[0];
      const engine::Card& me = s.obj(src).card;
      std::string shared;
      for (const std::string& t : HasChangeling(me) ? std::vector<std::string>{} : me.subtypes) {
        if (shared.empty() && IsCreatureType(t) && HasType(s.obj(top).card, t)) shared = t;
      }
      if (HasChangeling(me)) {  // every creature type: shares any creature type the card has
        for (const std::string& t : s.obj(top).card.subtypes) {
          if (shared.empty() && IsCreatureType(t)) shared = t;
        }
        if (shared.empty() && HasChangeling(s.obj(top).card)) shared = "every creature type";
      }
      if (shared.empty()) {
        e.Note(entry, {"401.5"},
               PlayerName(s, ctl) + " looks at the top card of their library, " + Name(s, top) +
                   ": it shares no creature type with " + Name(s, src) +
                   ", so it can't be revealed");
        return;
      }
      ChoiceRequest cr;
      cr.kind = "reveal";
      cr.player = ctl;
      cr.options = {"yes", "no"};
      cr.rule = "701.20a";
      cr.prompt = PlayerName(s, ctl) + " may reveal " + Name(s, top) + " (it shares the type " +
                  shared + " with " + Name(s, src) + ")";
      if (e.Choose(cr, entry).picks.at(0) == "no") {
        e.Note(entry, {"401.5"},
               PlayerName(s, ctl) + " looks at " + Name(s, top) + " and does not reveal it");
        return;
      }
      s.vars["revealed:" + s.obj(item).key] = 1;
      e.Note(entry, {"701.20a", "118.12"},
             PlayerName(s, ctl) + " reveals " + Name(s, top) + " from the top of their library (" +
                 shared + ", shared with " + Name(s, src) + "): \"If you do\" is true");
    }

    // "Attach this permanent to target creature you control" (Equip, 702.6a): the source, still
    // the same object (400.7), is attached to the target, still legal (608.2b), by the module's
    // attach (701.3a).
    void AttachToTarget() {
      if (!source_same()) {
        e.Note(entry, {"400.7"},
               Name(s, src) +
                   " is no longer on the battlefield as the same object: nothing is "
                   "attached");
        return;
      }
      if (!target_ok()) return;
      Event ev;
      ev.kind = "attach";
      ev.object = src;
      ev.other = target;
      ev.parent = e.Note(entry, {"702.6a"},
                         Name(s, src) + "'s equip ability attaches it to " + Name(s, target));
      e.Perform(std::move(ev));
    }

    // "Prevent the next N damage that would be dealt to any target this turn." (615.7): a shield
    // on the target creature or player, used up by DealDamageTo.
    // "Prevent all combat damage that would be dealt this turn." (615.1a): a prevention effect
    // that DealDamageTo applies to every combat damage event until the turn ends.
    void PreventCombatDamage() {
      engine::Effect f;
      f.id = s.next_effect_id++;
      f.kind = "prevent-combat";
      f.source = src;
      f.duration = engine::Duration::kThisTurn;
      f.created_turn = s.turn;
      f.rule = "615.1a";
      f.reason = Name(s, src);
      s.effects.push_back(f);
      e.Note(entry, {"615.1a"}, "All combat damage that would be dealt this turn is prevented");
    }

    void PreventDamage() {
      engine::Effect f;
      f.id = s.next_effect_id++;
      f.kind = "prevent";
      f.source = src;
      f.amount = static_cast<int>(IntArg(a, "amount"));
      f.duration = engine::Duration::kThisTurn;
      f.created_turn = s.turn;
      f.rule = "615.7";
      f.reason = Name(s, src);
      std::string who;
      if (auto p = st.choices.find("target_player"); p != st.choices.end()) {
        who = std::get<std::string>(p->second);
        f.keyword = who;
      } else {
        if (!target_ok()) return;
        f.target = target;
        f.target_incarnation = s.obj(target).incarnation;
        who = Name(s, target);
      }
      s.effects.push_back(f);
      e.Note(entry, {"615.7"},
             "The next " + std::to_string(f.amount) + " damage that would be dealt to " + who +
                 " this turn is prevented: a shield");
    }

    // "Regenerate target creature." (701.19a): a shield for the target.
    void RegenerateTarget() {
      if (target_ok()) AddShield(e, target, entry);
    }

    // "Target player / Each player / Each opponent loses N life" (119.3).
    void LoseLife() {
      const int n = static_cast<int>(IntArg(a, "amount"));
      const std::string who = StringArg(a.args, "who");
      std::vector<PlayerId> losers;
      if (who.empty()) {
        auto p = st.choices.find("target_player");
        if (p == st.choices.end()) return e.Fail("lose-life: no target player was chosen");
        losers.push_back(s.FindPlayer(std::get<std::string>(p->second)));
      } else {
        for (size_t i = 0; i < s.players.size(); ++i) {
          const PlayerId p = static_cast<PlayerId>(i);
          if (who == "each" || p != ctl) losers.push_back(p);
        }
      }
      for (PlayerId p : losers) {
        const int before = Life(s, p);
        Life(s, p) -= n;
        e.Note(
            entry, {"119.3"}, PlayerName(s, p) + " loses " + std::to_string(n) + " life",
            {{"", PlayerName(s, p) + ".life", std::to_string(before), std::to_string(Life(s, p))}});
      }
    }

    // "Target player mills N cards." (701.17a): the top N of their library into their graveyard.
    void Mill() {
      auto who = st.choices.find("target_player");
      if (who == st.choices.end()) return e.Fail("mill: no target player was chosen");
      const PlayerId p = s.FindPlayer(std::get<std::string>(who->second));
      const ZoneId lib = s.FindZone("library", p), grave = s.FindZone("graveyard", p);
      std::vector<engine::Change> ch;
      std::vector<std::string> names;
      for (int64_t k = 0; k < IntArg(a, "amount") && !s.zone(lib).objects.empty(); ++k) {
        const ObjectId x = s.zone(lib).objects[0];
        s.MoveObject(x, grave);
        names.push_back(Name(s, x));
        ch.push_back({Key(s, x), "zone", "library", "graveyard"});
      }
      const bool short_library = static_cast<int64_t>(names.size()) < IntArg(a, "amount");
      e.Note(entry, {"701.17a"},
             PlayerName(s, p) + " mills " + std::to_string(IntArg(a, "amount")) + ": " +
                 (names.empty() ? std::string("the library is empty, no card moves")
                                : Join(names, ", ") +
                                      " from the top of the library into the "
                                      "graveyard" +
                                      (short_library ? " (all the library held)" : "")),
             ch);
    }

    // "Put a +1/+1 counter on target creature / ~ / enchanted creature." (122.1)
    void PutCounters() {
      if (!Subject("gets the counters")) return;
      const std::string kind = StringArg(a.args, "kind");
      const int n = static_cast<int>(IntArg(a, "amount"));
      const int had = s.obj(target).Counter(kind);
      s.obj(target).counters[kind] = had + n;
      e.Note(entry, {"122.1"},
             Name(s, target) + " gets " + (n == 1 ? std::string("a") : std::to_string(n)) + " " +
                 kind + " counter" + (n == 1 ? "" : "s") + ": now " +
                 std::to_string(PowerToughness(s, target, "power")) + "/" +
                 std::to_string(PowerToughness(s, target, "toughness")),
             {{Key(s, target), kind == "-1/-1" ? "counters_minus" : "counters_plus",
               std::to_string(had), std::to_string(had + n)}});
    }

    // "~ gets +N/-M until end of turn": the source, if it is still the object whose ability this is
    // (400.7), gets the signed amounts (611.2a, 613.4c).
    void PumpSelf() {
      if (TargetSource("gets the bonus")) Pump();
    }

    // "~ gains flying until end of turn." / "Target creature gains ..." (611.2a): an effect that
    // HasKeyword reads until the turn ends.
    void GainKeyword() {
      if (req.empty() ? !TargetSource("gains the ability") : !target_ok()) return;
      engine::Effect f;
      f.id = s.next_effect_id++;
      f.kind = "grant-keyword";
      f.keyword = StringArg(a.args, "word");
      f.source = src;
      f.target = target;
      f.target_incarnation = s.obj(target).incarnation;
      f.duration = engine::Duration::kThisTurn;
      f.created_turn = s.turn;
      f.rule = "611.2a";
      f.reason = Name(s, src);
      s.effects.push_back(f);
      e.Note(entry, {"611.2a"}, Name(s, target) + " gains " + f.keyword + " until end of turn");
    }

    // "~ deals 2 damage divided as you choose among one or two targets." (601.2d, 608.2b): each
    // target's share as announced when cast; a target illegal now gets none, the others theirs.
    void DealDivided() {
      auto d = st.choices.find("divided");
      if (d == st.choices.end()) return;
      const std::string among =
          StringArg(a.args, "among").empty() ? "any" : StringArg(a.args, "among");
      for (const std::string& part : Split(std::get<std::string>(d->second), ' ')) {
        const size_t eq = part.find('=');
        const std::string key = part.substr(0, eq);
        const int n = std::stoi(part.substr(eq + 1));
        const ObjectId t = s.FindKey(key);
        if (t == kNone) {
          DealDamageTo(e, src, kNone, s.FindPlayer(key), n, "damage", entry);
          continue;
        }
        auto inc = st.choices.find("divided_inc:" + key);
        const bool same =
            inc != st.choices.end() && std::get<int64_t>(inc->second) == s.obj(t).incarnation;
        if (!same || !TargetLegal(s, among, src, ctl, t)) {
          e.Note(entry, {"608.2b"},
                 Name(s, t) + " is no longer a legal target: its share of the damage (" +
                     std::to_string(n) + ") is not dealt");
          continue;
        }
        DealDamageTo(e, src, t, engine::kNoPlayer, n, "damage", entry);
      }
    }

    // "Target creature blocks ~ this turn if able." (509.1c): a requirement on the target in
    // favour of the source as it is now (400.7), which the block declarations check this turn.
    void MustBlock() {
      if (!target_ok()) return;
      engine::Effect f;
      f.id = s.next_effect_id++;
      f.kind = "must-block";
      f.source = src;
      f.source_incarnation = src_inc();
      f.target = target;
      f.target_incarnation = s.obj(target).incarnation;
      f.duration = engine::Duration::kThisTurn;
      f.created_turn = s.turn;
      f.rule = "509.1c";
      f.reason = Name(s, src);
      s.effects.push_back(f);
      e.Note(entry, {"509.1c"},
             Name(s, target) + " blocks " + Name(s, src) +
                 " this turn if able (a requirement its controller must obey when declaring "
                 "blockers)");
    }

    // "Tap target creature." / "Untap target creature." (701.26a, 701.26b)
    void TapTarget() {
      const bool tap = v == "tap-target";
      if (!Subject(tap ? "is tapped" : "is untapped")) return;
      if (IsTapped(s.obj(target)) == tap) {
        e.Note(entry, {tap ? "701.26a" : "701.26b"},
               Name(s, target) + " is already " + (tap ? "tapped" : "untapped") + ": it can't be " +
                   (tap ? "tapped" : "untapped") + ", nothing happens");
        return;
      }
      Event ev;
      ev.kind = tap ? "tap" : "untap";
      ev.object = target;
      ev.parent = entry;
      e.Perform(std::move(ev));
    }

    // "Target creature gets +N/+M until end of turn" (611.2a, 613.4c)
    void Pump() {
      if (v != "pump-self" && !Subject("gets the bonus")) return;
      std::vector<engine::Change> ch;
      for (const char* which : {"power", "toughness"}) {
        const int before = PowerToughness(s, target, which);
        engine::Effect f;
        f.id = s.next_effect_id++;
        f.kind = which;
        f.source = src;
        f.target = target;
        f.target_incarnation = s.obj(target).incarnation;
        f.amount = static_cast<int>(IntArg(a, which));
        f.duration = engine::Duration::kThisTurn;
        f.created_turn = s.turn;
        f.rule = "613.4c";
        f.reason = Name(s, src);
        s.effects.push_back(f);
        ch.push_back({Key(s, target), which, std::to_string(before),
                      std::to_string(PowerToughness(s, target, which))});
      }
      auto sign = [](int64_t n) { return (n < 0 ? "" : "+") + std::to_string(n); };
      e.Note(entry, {"611.2a", "613.4c"},
             Name(s, target) + " gets " + sign(IntArg(a, "power")) + "/" +
                 sign(IntArg(a, "toughness")) + " until end of turn",
             ch);
    }

    // "Draw a card." / "Draw N cards." (121.1; several draws are one at a time, 121.2)
    void DrawCards() {
      const int64_t n = IntArg(a, "amount");
      for (PlayerId p : Players()) {
        if (n > 1) {
          e.Note(entry, {"121.2"},
                 PlayerName(s, p) + " draws " + std::to_string(n) + " cards, one at a time");
        }
        for (int64_t k = 0; k < n; ++k) Draw(e, p, entry);
      }
    }

    // The players an instruction acts on: the target player ("target": "player"), each player
    // or each opponent ("who"; in turn order from the active player, 101.4), else the controller.
    std::vector<PlayerId> Players() const {
      const std::string who = StringArg(a.args, "who");
      std::vector<PlayerId> out;
      if (req == "player") {
        auto p = st.choices.find("target_player");
        if (p != st.choices.end()) out.push_back(s.FindPlayer(std::get<std::string>(p->second)));
        return out;
      }
      if (who.empty()) return {ctl};
      for (size_t i = 0; i < s.players.size(); ++i) {
        const PlayerId p =
            static_cast<PlayerId>((static_cast<size_t>(s.active) + i) % s.players.size());
        if (who == "each" || p != ctl) out.push_back(p);
      }
      return out;
    }

    // "Target player discards two cards." (701.9a): each player chooses that many cards from
    // their hand (701.9b), all of them when the hand has no more.
    void DiscardCards() {
      const int64_t n = IntArg(a, "amount");
      for (PlayerId p : Players()) {
        const ZoneId hand = s.FindZone("hand", p);
        std::vector<std::string> keys;
        for (ObjectId x : s.zone(hand).objects) keys.push_back(Key(s, x));
        std::vector<std::string> picks = keys;
        if (static_cast<int64_t>(keys.size()) > n) {
          ChoiceRequest cr;
          cr.kind = "discard";
          cr.player = p;
          cr.options = keys;
          cr.min = cr.max = static_cast<int>(n);
          cr.rule = "701.9b";
          cr.prompt = PlayerName(s, p) + " chooses " + std::to_string(n) + " card(s) to discard";
          picks = e.Choose(cr, entry).picks;
          std::vector<std::string> sorted = picks;
          std::sort(sorted.begin(), sorted.end());
          if (std::adjacent_find(sorted.begin(), sorted.end()) != sorted.end())
            e.Fail("the answer names one card twice for \"" + PlayerName(s, p) + " discards\"");
        }
        if (picks.empty()) {
          e.Note(entry, {"701.9a"}, PlayerName(s, p) + " has no card in hand to discard");
          continue;
        }
        std::vector<engine::Change> ch;
        std::vector<std::string> names;
        for (const std::string& k : picks) {
          const ObjectId x = s.FindKey(k);
          s.MoveObject(x, s.FindZone("graveyard", p));
          names.push_back(Name(s, x));
          ch.push_back({k, "zone", "hand", "graveyard"});
        }
        e.Note(entry, {"701.9a"}, PlayerName(s, p) + " discards " + Join(names, ", "), ch);
      }
    }

    // "deals N damage to any target" (120.3)
    void DealDamage() {
      const int amount = static_cast<int>(IntArg(a, "amount"));
      auto who = st.choices.find("target_player");
      if (who != st.choices.end()) {
        DealDamageTo(e, src, kNone, s.FindPlayer(std::get<std::string>(who->second)), amount,
                     "damage", entry);
        return;
      }
      if (!target_ok()) return;
      DealDamageTo(e, src, target, engine::kNoPlayer, amount, "damage", entry);
    }

    // "Destroy all creatures. They can't be regenerated."
    void DestroyAll() {
      const std::string type = StringArg(a.args, "type");
      std::vector<ObjectId> all;
      for (ObjectId x : s.zone(Battlefield(s)).objects) {
        if (HasType(s.obj(x).card, type)) all.push_back(x);
      }
      const int r =
          e.Note(entry, {"608.2c"},
                 "destroys every " + ToLowerAscii(type) + " on the battlefield (" +
                     std::to_string(all.size()) + ")" +
                     (BoolArg(a.args, "no_regenerate") ? "; they can't be regenerated" : ""));
      for (ObjectId x : all) {
        Event ev;
        ev.kind = "destroy";
        ev.object = x;
        ev.parent = r;
        if (BoolArg(a.args, "no_regenerate")) ev.args["no_regenerate"] = true;
        e.Perform(std::move(ev));
      }
    }

    // 702.75a: look at the top N, exile one face down, linked
    void Hideaway() {
      const ZoneId lib = s.FindZone("library", ctl);
      const int n = static_cast<int>(
          std::min<int64_t>(IntArg(a, "count"), static_cast<int64_t>(s.zone(lib).objects.size())));
      std::vector<std::string> seen;
      for (int i = 0; i < n; ++i)
        seen.push_back(Key(s, s.zone(lib).objects[static_cast<size_t>(i)]));
      const int r = e.Note(entry, {"702.75a"},
                           PlayerName(s, ctl) + " looks at the top " + std::to_string(n) +
                               " cards of their library (" + Join(seen, ", ") + ")");
      if (n == 0) return;
      ChoiceRequest cr;
      cr.kind = "hideaway";
      cr.player = ctl;
      cr.options = seen;
      cr.rule = "702.75a";
      cr.prompt = PlayerName(s, ctl) + " chooses the card to exile face down";
      const ObjectId x = s.FindKey(e.Choose(cr, r).picks.at(0));
      s.MoveObject(x, Exile(s));
      s.obj(x).face_down = true;
      s.obj(x).links.push_back({LinkKind(group, src_inc()), src});
      e.Note(r, {"702.75a", "607.2a"},
             Name(s, x) + " is exiled face down by " + Name(s, src) +
                 "'s hideaway ability; the ability of " + Name(s, src) +
                 " that refers to \"the exiled card\" is linked to it",
             {{Key(s, x), "zone", "library", "exile"}});
      for (const std::string& k : seen) {
        const ObjectId y = s.FindKey(k);
        if (y != x) s.MoveObject(y, lib, /*at_bottom=*/true);
      }
      if (n > 1) {
        e.Note(r, {"702.75a"},
               "the rest go on the bottom of the library in a random order (this engine keeps "
               "the order they were in; no scenario may depend on it)");
      }
    }

    // "You may play the exiled card ... if ..." (607.2a, 607.3)
    void PlayLinkedExiled() {
      bool small = false;
      for (const engine::Zone& z : s.zones)
        small = small || (z.name == "library" && z.objects.size() <= 20);
      if (!small) {
        e.Note(entry, {"608.2c"}, "no library has twenty or fewer cards: the card can't be played");
        return;
      }
      std::vector<ObjectId> found;
      for (ObjectId x : s.zone(Exile(s)).objects) {
        for (const engine::Link& l : s.obj(x).links) {
          if (l.other == src && l.kind == LinkKind(group, src_inc())) found.push_back(x);
        }
      }
      if (found.empty()) {
        e.Note(entry, {"607.2a"},
               "no card was exiled by the linked ability of this " + Name(s, src) +
                   ": \"the exiled card\" refers to nothing");
        return;
      }
      std::vector<std::string> rules = {"607.2a"};
      if (found.size() > 1) rules.push_back("607.3");
      const int r = e.Note(entry, rules,
                           "\"the exiled card\" refers to each card the linked ability exiled (" +
                               std::to_string(found.size()) + ")");
      for (ObjectId x : found) {
        ChoiceRequest cr;
        cr.kind = "play";
        cr.player = ctl;
        cr.options = {"yes", "no"};
        cr.rule = "607.3";
        cr.prompt = PlayerName(s, ctl) + " decides whether to play " + Name(s, x);
        if (e.Choose(cr, r).picks.at(0) != "yes") continue;
        s.obj(x).links.clear();
        s.obj(x).face_down = false;
        if (HasType(s.obj(x).card, "Land")) {
          EnterBattlefield(e, x, ctl, {"305.1"}, "is played: a land is put onto the battlefield",
                           r);
          continue;
        }
        s.MoveObject(x, Stack(s));
        s.obj(x).controller = ctl;
        e.Note(r, {"601.2"},
               PlayerName(s, ctl) + " casts " + Name(s, x) +
                   " from exile without paying its mana cost: it moves to the stack",
               {{Key(s, x), "zone", "exile", "stack"}});
      }
    }

    // 702.79a: return it with a -1/-1 counter
    void Persist() {
      const int was = static_cast<int>(std::get<int64_t>(st.choices.at("source_inc")));
      if (s.obj(src).zone != Graveyard(s, src) || s.obj(src).incarnation != was + 1) {
        e.Note(entry, {"702.79a", "400.7"},
               Name(s, src) +
                   " is no longer the card that went to the graveyard: persist does "
                   "nothing");
        return;
      }
      s.obj(src).counters["-1/-1"] = 1;
      EnterBattlefield(e, src, s.obj(src).owner, {"702.79a"},
                       "returns to the battlefield under its owner's control with a -1/-1 counter "
                       "on it (persist)",
                       entry);
    }

    void NotModelled() {
      e.Unmodelled(entry, src, engine::NotModelledText(a), engine::NotModelledWhy(a));
    }

    void Champion() {
      std::vector<std::string> options;
      const std::vector<std::string> types = Split(StringArg(a.args, "type"), '|');
      std::vector<std::string> by_changeling;
      for (ObjectId x : s.zone(Battlefield(s)).objects) {
        if (x == src || !HasType(s.obj(x).card, "Creature") || Controller(s, x) != ctl) continue;
        bool of_type = types.empty() || types[0].empty(), printed = of_type;
        for (const std::string& t : types) {
          if (t.empty()) continue;
          of_type = of_type || HasType(s.obj(x).card, t);
          for (const std::string& sub : s.obj(x).card.subtypes) printed = printed || sub == t;
        }
        if (!of_type) continue;
        options.push_back(Key(s, x));
        if (!printed) by_changeling.push_back(Name(s, x));
      }
      if (!by_changeling.empty()) {
        e.Note(entry, {"702.73a"},
               Join(by_changeling, ", ") + " counts as " + Join(types, " or ") +
                   " for champion: changeling makes it every creature type, though its type line "
                   "doesn't say so");
      }
      std::vector<std::string> picks;
      if (!options.empty() && OnBattlefield(s, src)) {
        ChoiceRequest cr;
        cr.kind = "champion";
        cr.player = ctl;
        cr.options = options;
        cr.min = 0;
        cr.max = 1;
        cr.rule = "702.72a";
        cr.prompt = PlayerName(s, ctl) + " chooses another creature they control to exile, or none";
        picks = e.Choose(cr, entry).picks;
      }
      if (picks.empty()) {
        Event ev;
        ev.kind = "sacrifice";
        ev.object = src;
        ev.parent = e.Note(entry, {"702.72a"},
                           "No creature is exiled, so " + Name(s, src) + " is sacrificed");
        if (OnBattlefield(s, src)) e.Perform(std::move(ev));
        return;
      }
      const ObjectId x = s.FindKey(picks[0]);
      const int r = e.Note(
          entry, {"702.72a", "607.2k"},
          Name(s, x) + " is championed: exiled by the first of champion's two linked abilities",
          {{Key(s, x), "zone", "battlefield", "exile"}});
      LeaveBattlefield(e, x, Exile(s), r);
      s.obj(x).links.push_back({LinkKind(group, src_inc()), src});
    }

    void PutFromHandLinked() {
      std::vector<std::string> options;
      for (ObjectId x : s.zone(s.FindZone("hand", ctl)).objects) {
        if (HasType(s.obj(x).card, "Creature")) options.push_back(Key(s, x));
      }
      if (options.empty() || !OnBattlefield(s, src)) {
        e.Note(entry, {"607.2c"}, "No creature card in hand: nothing is put onto the battlefield");
        return;
      }
      ChoiceRequest cr;
      cr.kind = "choose";
      cr.player = ctl;
      cr.options = options;
      cr.rule = "607.2c";
      cr.prompt =
          PlayerName(s, ctl) + " chooses a creature card in hand to put onto the battlefield";
      const ObjectId x = s.FindKey(e.Choose(cr, entry).picks.at(0));
      EnterBattlefield(e, x, ctl, {"607.2c"},
                       "is put onto the battlefield with " + Name(s, src) +
                           " (the first of two linked abilities)",
                       entry);
      s.obj(x).links.push_back({"put-with:" + group + "#" + std::to_string(src_inc()), src});
    }

    void SacrificePutLinked() {
      std::vector<ObjectId> found;
      std::vector<engine::Rejected> others;
      for (ObjectId x : s.zone(Battlefield(s)).objects) {
        bool linked = false;
        for (const engine::Link& l : s.obj(x).links) {
          linked = linked || (l.other == src &&
                              l.kind == "put-with:" + group + "#" + std::to_string(src_inc()));
        }
        if (linked) {
          found.push_back(x);
        } else if (HasType(s.obj(x).card, "Creature")) {
          others.push_back({Name(s, x),
                            {"607.2c"},
                            "not put onto the battlefield by the ability linked to this one"});
        }
      }
      const int r =
          e.Note(entry, {"607.2c"},
                 found.empty() ? std::string("No creature put onto the battlefield with this ") +
                                     Name(s, src) + " is still there: nothing is sacrificed"
                               : "The creatures put onto the battlefield with this " +
                                     Name(s, src) + " by its linked ability are sacrificed",
                 {}, others);
      for (ObjectId x : found) {
        Event ev;
        ev.kind = "sacrifice";
        ev.object = x;
        ev.parent = r;
        e.Perform(std::move(ev));
      }
    }

    void GainLifePaid() {
      const bool noted = v == "gain-life-noted";
      const int n = StatusNumber(s.obj(src), noted ? "noted:" : "paid-as-entered:");
      const std::string rule = noted ? "607.2e" : "607.2g";
      if (n < 0) {
        e.Note(entry, {rule},
               noted ? std::string("Nothing was noted for this object: no life is gained")
                     : std::string("No life was paid as this object entered: no life is gained"));
        return;
      }
      const int before = Life(s, ctl);
      Life(s, ctl) += n;
      e.Note(
          entry, {"119.3", rule},
          PlayerName(s, ctl) + " gains " + std::to_string(n) + " life: " +
              (noted ? "the number noted by the linked ability, not the number of creatures now"
                     : "the life paid as this object entered, as its linked ability recorded it"),
          {{"", PlayerName(s, ctl) + ".life", std::to_string(before),
            std::to_string(Life(s, ctl))}});
    }

    void NoteCreatures() {
      int n = 0;
      for (ObjectId x : s.zone(Battlefield(s)).objects) n += HasType(s.obj(x).card, "Creature");
      const int before = StatusNumber(s.obj(src), "noted:");
      SetStatusNumber(s.obj(src), "noted:", n);
      e.Note(entry, {"607.2e"},
             std::to_string(n) + " creature(s) on the battlefield: the number is noted for " +
                 Name(s, src) + "; only its linked ability reads it",
             {{Key(s, src), "noted", before < 0 ? std::string("none") : std::to_string(before),
               std::to_string(n)}});
    }

    void OpponentsLosePaid() {
      const int paid = StatusNumber(s.obj(src), "paid-as-cast:");
      const PlayerId opp = Opponent(s, ctl);
      if (paid < 0) {
        e.Note(entry, {"607.2j"},
               Name(s, src) +
                   " was not cast, so no cost was paid \"as this creature was cast\": the value is "
                   "0 and no life is lost");
        return;
      }
      const int before = Life(s, opp);
      Life(s, opp) -= paid;
      e.Note(entry, {"119.3", "607.2j"},
             PlayerName(s, opp) + " loses " + std::to_string(paid) +
                 " life: the value chosen for the additional cost as " + Name(s, src) + " was cast",
             {{"", PlayerName(s, opp) + ".life", std::to_string(before),
               std::to_string(Life(s, opp))}});
    }

    void ExileTargetForToken() {
      if (!target_ok()) return;
      const int r =
          e.Note(entry, {"607.1d"},
                 Name(s, target) + " is exiled by " + Name(s, src) +
                     "; the token this spell creates will refer to it as \"the exiled card\"",
                 {{Key(s, target), "zone", "battlefield", "exile"}});
      LeaveBattlefield(e, target, Exile(s), r);
      s.obj(target).links.push_back(
          {"exiled-with:spell#" + std::to_string(s.obj(src).incarnation), src});
    }

    void CreateLinkedToken() {
      engine::Object tok;
      tok.key = Key(s, src) + "-token";
      tok.card.name = "Spirit token";
      tok.card.type = "Creature";
      tok.card.subtypes = {"Spirit"};
      tok.card.domains = {"W"};
      tok.card.stats = {{"power", 1}, {"toughness", 1}, {"mana_value", 0}};
      tok.card.token = true;
      engine::Ability back;
      back.kind = "triggered";
      back.trigger = "leaves";
      back.text = StringArg(a.args, "text");
      back.effect = {Action{}};
      back.effect[0].verb = "return-creator-linked";
      back.effect[0].args = {{"creator", Key(s, src)},
                             {"creator_inc", int64_t{s.obj(src).incarnation}}};
      tok.card.abilities = {back};
      tok.owner = tok.controller = ctl;
      const ObjectId id = s.AddObject(std::move(tok), Battlefield(s));
      e.Note(entry, {"701.7a", "607.1d"},
             PlayerName(s, ctl) +
                 " creates a 1/1 white Spirit creature token; its ability is linked to the exile "
                 "instruction of " +
                 Name(s, src) + ", the source of the ability that created it",
             {{Key(s, id), "zone", "none", "battlefield"}});
    }

    // "Create two 1/1 white Kithkin Soldier creature tokens (with flying)." (701.7a): each token
    // has exactly the characteristics the instruction defines (111.3), is named for its creature
    // types (111.4), and is owned and controlled by the player who creates it (111.2). It enters
    // this turn, so it has summoning sickness (302.6) unless it has haste.
    void CreateTokens() {
      const int64_t n = IntArg(a, "amount");
      const std::vector<std::string> colors = StringsArg(a, "colors");
      const std::vector<std::string> types = StringsArg(a, "types");
      const std::vector<std::string> keywords = StringsArg(a, "keywords");
      const bool tapped = BoolArg(a.args, "tapped");
      const std::string name = Join(types, " ") + " Token";
      const std::string pt =
          std::to_string(IntArg(a, "power")) + "/" + std::to_string(IntArg(a, "toughness"));
      std::vector<engine::Change> changes;
      int k = 0;
      for (int64_t i = 0; i < n; ++i) {
        engine::Object tok;
        std::string key;
        do {
          key = Key(s, src) + "-token" + std::to_string(++k);
        } while (s.FindKey(key) != kNone);
        tok.key = key;
        tok.card.name = name;
        tok.card.type = "Creature";
        tok.card.subtypes = types;
        tok.card.domains = colors;
        tok.card.stats = {{"power", static_cast<int>(IntArg(a, "power"))},
                          {"toughness", static_cast<int>(IntArg(a, "toughness"))},
                          {"mana_value", 0}};
        tok.card.token = true;
        if (!keywords.empty()) {
          engine::Ability kw;
          kw.kind = "static";
          kw.text = Join(keywords, ", ");
          for (const std::string& w : keywords) {
            Action x;
            x.verb = "keyword";
            x.args = {{"word", w}};
            kw.effect.push_back(x);
          }
          tok.card.abilities = {kw};
        }
        tok.owner = tok.controller = ctl;
        tok.status.insert("entered-this-turn");
        if (tapped) tok.status.insert("tapped");
        const ObjectId id = s.AddObject(std::move(tok), Battlefield(s));
        changes.push_back({Key(s, id), "zone", "none", "battlefield"});
        if (tapped) changes.push_back({Key(s, id), "tapped", "false", "true"});
      }
      static const std::map<std::string, std::string> kWord = {
          {"W", "white"}, {"U", "blue"}, {"B", "black"}, {"R", "red"}, {"G", "green"}};
      std::vector<std::string> words;
      for (const std::string& c : colors) {
        const auto it = kWord.find(c);
        words.push_back(it == kWord.end() ? c : it->second);
      }
      std::string what = (words.empty() ? std::string("colorless") : Join(words, " and ")) + " " +
                         Join(types, " ") + " creature token" + (n == 1 ? "" : "s");
      if (!keywords.empty()) what += " with " + Join(keywords, " and ");
      e.Note(entry, {"701.7a", "111.2", "111.3", "111.4"},
             PlayerName(s, ctl) + " creates " + std::to_string(n) + (tapped ? " tapped " : " ") +
                 pt + " " + what + " named " + name + ", under " + PlayerName(s, ctl) +
                 "'s control",
             changes);
    }

    // "Return target nonland permanent to its owner's hand.": it goes to its owner's hand
    // whoever controls it (400.3), as a new object (400.7).
    // "Return target creature / ~ to its owner's hand." / "Put ~ / target creature on top of its
    // owner's library." (400.3): its owner's zone, whoever controls it.
    // "Exile target creature / target card from a graveyard." (406.2); "Return target creature
    // card from your graveyard to your hand." / "Put target card from a graveyard on the bottom of
    // its owner's library." (404.1): a permanent leaves the battlefield, a card moves.
    // "Search your library for a [quality] card, (reveal it,) put it into your hand, then
    // shuffle" / "..., then shuffle and put that card on top" (701.23a, 701.24b): the controller
    // chooses among the cards that match; with a stated quality they may find none (701.23b),
    // for "a card" they must find one if the library has any (701.23d).
    void SearchLibrary() {
      const ZoneId lib = s.FindZone("library", ctl);
      const std::string filter = StringArg(a.args, "filter");
      const bool basic = BoolArg(a.args, "basic");
      ChoiceRequest cr;
      cr.kind = "search";
      cr.player = ctl;
      for (ObjectId x : s.zone(lib).objects) {
        bool ok = filter.empty();
        for (const std::string& alt : Split(filter, '|')) ok = ok || HasType(s.obj(x).card, alt);
        if (ok && (!basic || s.obj(x).card.stats.count("basic"))) cr.options.push_back(Key(s, x));
      }
      const bool stated = !filter.empty() || basic;
      if (stated) cr.options.push_back("none");
      std::vector<std::string> words = Split(filter, '|');
      for (std::string& w : words) {  // card types in lower case, subtypes as printed
        if (w == "Land" || w == "Creature" || w == "Artifact" || w == "Enchantment" ||
            w == "Instant" || w == "Sorcery" || w == "Planeswalker")
          w = ToLowerAscii(w);
      }
      const std::string what =
          !stated ? "a card" : (basic ? "a basic " : "a ") + Join(words, " or ") + " card";
      cr.rule = stated ? "701.23b" : "701.23d";
      cr.prompt = PlayerName(s, ctl) + " searches their library for " + what;
      const int r = e.Note(entry, {"701.23a"},
                           PlayerName(s, ctl) + " searches their library for " + what +
                               " (it looks at every card in it)");
      std::string pick = "none";
      if (cr.options.size() > 1 || (!stated && cr.options.size() == 1))
        pick = cr.options.size() == 1 ? cr.options[0] : e.Choose(cr, r).picks.at(0);
      if (pick == "none") {
        e.Note(r, {stated ? "701.23b" : "701.23d"},
               PlayerName(s, ctl) + " finds no card" +
                   (stated ? " (with a stated quality, a player may find none)"
                           : ": the library is empty"));
      }
      const ObjectId found = pick == "none" ? kNone : s.FindKey(pick);
      if (found != kNone && BoolArg(a.args, "reveal"))
        e.Note(r, {"701.20a"}, PlayerName(s, ctl) + " reveals " + Name(s, found));
      const bool top = StringArg(a.args, "to") == "top";
      if (found != kNone && StringArg(a.args, "to") == "battlefield") {
        EnterBattlefield(e, found, ctl, {"701.23a"}, "is put onto the battlefield", r);
        if (BoolArg(a.args, "tapped")) {
          s.obj(found).status.insert("tapped");
          e.Note(r, {"701.23a"}, Name(s, found) + " enters tapped, as the instruction says",
                 {{Key(s, found), "tapped", "false", "true"}});
        }
      } else if (found != kNone && !top) {
        s.MoveObject(found, s.FindZone("hand", ctl));
        e.Note(r, {"701.23a"}, Name(s, found) + " is put into " + PlayerName(s, ctl) + "'s hand",
               {{Key(s, found), "zone", "library", "hand"}});
      }
      e.Note(r, {"701.24a"},
             PlayerName(s, ctl) +
                 " shuffles their library: no player knows its order (this engine keeps the "
                 "order the cards were in; no scenario may depend on it)");
      if (found != kNone && top) {
        s.Reorder(found, 0);
        e.Note(r, {"701.24b"},
               Name(s, found) +
                   " is put on top of the library after the shuffle: it is not "
                   "shuffled with the rest");
      }
    }

    // "Choose a creature type." (608.2d: a choice made as the effect is applied, among the
    // types of 205.3m); the instructions "of the chosen type" read it.
    void ChooseCreatureType() {
      ChoiceRequest cr;
      cr.kind = "creature-type";
      cr.player = ctl;
      cr.options = CreatureTypes();
      cr.rule = "608.2d";
      cr.prompt = PlayerName(s, ctl) + " chooses a creature type";
      const std::string type = e.Choose(cr, entry).picks.at(0);
      s.obj(item).status.insert("chosen-type:" + type);
      e.Note(entry, {"608.2d", "205.3m"}, PlayerName(s, ctl) + " chooses " + type);
    }

    // "Clash with an opponent." (701.30b): the controller clashes; "If you win, ..." reads the
    // result (RunInstruction, cond won-clash).
    void ClashWithOpponent() { Clash(e, ctl, entry); }

    void ReturnToHand() {
      const bool library = v == "put-on-library", exile = v == "exile-target";
      // "Return [this spell] to its owner's hand." as it resolves: it leaves the stack and still
      // resolves fully (608.2m), so it is not put into the graveyard (608.2n).
      if (v == "return-to-hand" && StringArg(a.args, "on") == "self" && src == item &&
          s.obj(item).card.type != "Ability" && s.obj(item).zone == Stack(s)) {
        s.MoveObject(item, s.FindZone("hand", s.obj(item).owner));
        e.Note(entry, {"400.3", "608.2m"},
               Name(s, item) + " is returned to its owner's hand (" +
                   PlayerName(s, s.obj(item).owner) +
                   "'s) as it resolves; it still resolves fully and is not put into a graveyard",
               {{Key(s, item), "zone", "stack", "hand"}});
        return;
      }
      const bool bottom = BoolArg(a.args, "bottom");
      if (!Subject(library || exile ? "moves" : "is returned")) return;
      const PlayerId owner = s.obj(target).owner;
      const std::string from = ZoneName(s, s.obj(target).zone);
      const std::string where = exile      ? " is exiled"
                                : !library ? " is returned to its owner's hand ("
                                : bottom   ? " is put on the bottom of its owner's library ("
                                           : " is put on top of its owner's library (";
      const int r = e.Note(entry, {exile ? "406.2" : "400.3"},
                           Name(s, target) + where + (exile ? "" : PlayerName(s, owner) + "'s)"),
                           {{Key(s, target), "zone", from,
                             exile     ? "exile"
                             : library ? "library"
                                       : "hand"}});
      const ZoneId to = exile ? Exile(s) : s.FindZone(library ? "library" : "hand", owner);
      if (OnBattlefield(s, target)) {
        LeaveBattlefield(e, target, to, r);  // to a library: on top (position 0)
        if (bottom) s.Reorder(target, s.zone(to).objects.size() - 1);
      } else {
        s.MoveObject(target, to, bottom);  // from a graveyard: a new object (400.7)
      }
    }

    // "When this permanent enters, if its evoke cost was paid, its controller sacrifices it."
    // (702.74a, 701.21a): the source, if it is still the object whose ability this is (400.7).
    void SacrificeSource() {
      if (!TargetSource("is sacrificed")) return;
      Event ev;
      ev.kind = "sacrifice";
      ev.object = target;
      ev.parent = e.Note(
          entry, {"701.21a", "702.74a"},
          PlayerName(s, ctl) + " sacrifices " + Name(s, target) + ": its evoke cost was paid");
      e.Perform(std::move(ev));
    }

    // "Remove a -1/-1 counter from ~ / target creature." (122.1): as many as it has, up to AMOUNT.
    void RemoveCounters() {
      if (!Subject("loses counters")) return;
      const std::string kind = StringArg(a.args, "kind");
      const int had = s.obj(target).Counter(kind);
      const int n = std::min<int>(had, static_cast<int>(IntArg(a, "amount")));
      s.obj(target).counters[kind] = had - n;
      const bool creature = HasType(s.obj(target).card, "Creature");
      e.Note(
          entry, {"122.1"},
          n == 0 ? Name(s, target) + " has no " + kind + " counter: none is removed"
                 : std::to_string(n) + " " + kind + " counter" + (n == 1 ? " is" : "s are") +
                       " removed from " + Name(s, target) +
                       (creature ? ": now " + std::to_string(PowerToughness(s, target, "power")) +
                                       "/" + std::to_string(PowerToughness(s, target, "toughness"))
                                 : ""),
          {{Key(s, target), CounterProperty(kind), std::to_string(had), std::to_string(had - n)}});
    }

    // "Creatures you control get +1/+1 until end of turn." (611.2a): each creature in the group
    // now gets the bonus and the keywords; the set is fixed as the effect begins (611.2c), so a
    // creature that joins the group later does not.
    std::string GroupWords(const std::string& group) const {
      const std::string you = PlayerName(s, ctl);
      if (group == "you-control") return "The creatures " + you + " controls";
      if (group == "other-you-control") return "The other creatures " + you + " controls";
      if (group == "opponents-control") return "The creatures " + you + "'s opponents control";
      if (group == "all-other") return "All other creatures";
      if (group == "all") return "All creatures";
      return "The " + group + " creatures";
    }
    void PumpGroup() {
      const std::string group = StringArg(a.args, "group");
      std::vector<ObjectId> members;
      for (ObjectId x : s.zone(Battlefield(s)).objects) {
        const engine::Object& o = s.obj(x);
        if (!HasType(o.card, "Creature")) continue;
        const bool mine = Controller(s, x) == ctl;
        const bool in = group == "you-control"         ? mine
                        : group == "other-you-control" ? mine && x != src
                        : group == "opponents-control" ? !mine
                        : group == "attacking"         ? o.Has("attacking")
                        : group == "all-other"         ? x != src
                        : group == "blocked"           ? o.Has("attacking") && o.Has("blocked")
                        : group == "unblocked"         ? o.Has("attacking") && !o.Has("blocked")
                                                       : true;
        if (in) members.push_back(x);
      }
      const std::vector<std::string> words = StringsArg(a, "words");
      const bool pump = a.args.count("power") > 0;
      std::vector<std::string> names;
      for (ObjectId x : members) names.push_back(Name(s, x));
      auto sign = [](int64_t n) { return (n < 0 ? "" : "+") + std::to_string(n); };
      const int r = e.Note(
          entry, {"611.2a", "611.2c"},
          GroupWords(group) + " (" + std::to_string(members.size()) +
              "): " + (members.empty() ? std::string("none") : Join(names, ", ")) + " get" +
              (pump ? " " + sign(IntArg(a, "power")) + "/" + sign(IntArg(a, "toughness")) : "") +
              (words.empty() ? "" : std::string(pump ? " and" : "") + " " + Join(words, " and ")) +
              " until end of turn; the set is fixed now");
      for (ObjectId x : members) {
        std::vector<engine::Change> ch;
        auto effect = [&](const std::string& kind) {
          engine::Effect f;
          f.id = s.next_effect_id++;
          f.kind = kind;
          f.source = src;
          f.target = x;
          f.target_incarnation = s.obj(x).incarnation;
          f.duration = engine::Duration::kThisTurn;
          f.created_turn = s.turn;
          f.reason = Name(s, src);
          return f;
        };
        if (pump) {
          for (const char* which : {"power", "toughness"}) {
            const int before = PowerToughness(s, x, which);
            engine::Effect f = effect(which);
            f.amount = static_cast<int>(IntArg(a, which));
            f.rule = "613.4c";
            s.effects.push_back(f);
            ch.push_back({Key(s, x), which, std::to_string(before),
                          std::to_string(PowerToughness(s, x, which))});
          }
        }
        for (const std::string& w : words) {
          engine::Effect f = effect("grant-keyword");
          f.keyword = w;
          f.rule = "611.2a";
          s.effects.push_back(f);
        }
        e.Note(r, pump ? std::vector<std::string>{"613.4c"} : std::vector<std::string>{"611.2a"},
               Name(s, x) + (pump ? " is now " + std::to_string(PowerToughness(s, x, "power")) +
                                        "/" + std::to_string(PowerToughness(s, x, "toughness"))
                                  : " gains " + Join(words, " and ")),
               ch);
      }
    }

    // "Return target creature card from your graveyard to the battlefield." (110.2a)
    void ReturnToBattlefield() {
      if (!target_ok()) return;
      EnterBattlefield(e, target, ctl, {"110.2a", "400.7"},
                       "is returned to the battlefield under " + PlayerName(s, ctl) + "'s control",
                       entry);
    }

    void ReturnCreatorLinked() {
      const ObjectId creator = s.FindKey(StringArg(a.args, "creator"));
      const std::string kind = "exiled-with:spell#" + std::to_string(IntArg(a, "creator_inc"));
      std::vector<ObjectId> found;
      std::vector<engine::Rejected> others;
      for (ObjectId x : s.zone(Exile(s)).objects) {
        bool linked = false;
        for (const engine::Link& l : s.obj(x).links)
          linked = linked || (l.other == creator && l.kind == kind);
        if (linked) {
          found.push_back(x);
        } else {
          others.push_back({Name(s, x),
                            {"607.1d"},
                            "in exile, but not exiled by " + Name(s, creator) +
                                ", the source that created this token"});
        }
      }
      if (!others.empty())
        e.Note(entry, {"607.1d"},
               "Only the card exiled by the spell that created this token qualifies", {}, others);
      for (ObjectId x : found) {
        s.obj(x).links.clear();
        EnterBattlefield(e, x, s.obj(x).owner, {"607.1d", "607.2a"},
                         "returns to the battlefield under its owner's control: it was exiled by " +
                             Name(s, creator) + ", which created this token",
                         entry);
      }
    }

    void GainLifeRevealed() {
      const int before = Life(s, ctl);
      Life(s, ctl) += static_cast<int>(IntArg(a, "amount"));
      e.Note(entry, {"119.3", "607.2h"},
             PlayerName(s, ctl) + " gains " + std::to_string(IntArg(a, "amount")) +
                 " life: a basic land card was revealed by the static ability this triggered "
                 "ability is linked to",
             {{"", PlayerName(s, ctl) + ".life", std::to_string(before),
               std::to_string(Life(s, ctl))}});
    }

    void PutNamedExiledIntoHand() {
      const std::string kind = "pregame-named:" + s.obj(src).card.name;
      std::vector<std::string> options;
      std::vector<engine::Rejected> others;
      for (ObjectId x : s.zone(Exile(s)).objects) {
        bool linked = false;
        for (const engine::Link& l : s.obj(x).links) linked = linked || l.kind == kind;
        if (linked) {
          options.push_back(Key(s, x));
        } else {
          others.push_back({Name(s, x),
                            {"607.2n"},
                            "not exiled before the game by a card named " + s.obj(src).card.name});
        }
      }
      if (options.empty()) {
        e.Note(entry, {"607.2n"},
               "No card was exiled with cards named " + s.obj(src).card.name + ": nothing happens",
               {}, others);
        return;
      }
      ChoiceRequest cr;
      cr.kind = "choose";
      cr.player = ctl;
      cr.options = options;
      cr.rule = "607.2n";
      cr.prompt =
          PlayerName(s, ctl) + " chooses a card exiled with cards named " + s.obj(src).card.name;
      const ObjectId x = s.FindKey(e.Choose(cr, entry).picks.at(0));
      s.obj(x).links.clear();
      s.MoveObject(x, s.FindZone("hand", s.obj(x).owner));
      e.Note(entry, {"607.2n"},
             Name(s, x) +
                 " is put into its owner's hand: it was exiled before the game by the first "
                 "ability of a card named " +
                 s.obj(src).card.name + " (any card of that name, not only this object)",
             {{Key(s, x), "zone", "exile", "hand"}}, others);
    }

    void AnchoredLife() {
      const int amount = static_cast<int>(IntArg(a, "amount"));
      const PlayerId who = amount > 0 ? ctl : Opponent(s, ctl);
      const int before = Life(s, who);
      Life(s, who) += amount;
      e.Note(entry, {"119.3", "607.2m"},
             PlayerName(s, who) + (amount > 0 ? " gains " : " loses ") +
                 std::to_string(amount > 0 ? amount : -amount) +
                 " life (the ability of the anchor word chosen as " + Name(s, src) + " entered)",
             {{"", PlayerName(s, who) + ".life", std::to_string(before),
               std::to_string(Life(s, who))}});
    }

    void WordChoiceEffect() {
      std::string chosen;
      for (const std::string& x : s.obj(src).status) {
        if (StartsWith(x, "chosen:")) chosen = x.substr(7);
      }
      if (chosen.empty()) {
        e.Note(entry, {"607.2f", "607.5a"},
               "No word was chosen for this object: the choice is undefined and the ability does "
               "nothing");
        return;
      }
      const PlayerId who = chosen == "ebb" ? ctl : Opponent(s, ctl);
      const int before = Life(s, who);
      Life(s, who) += chosen == "ebb" ? 2 : -2;
      e.Note(entry, {"119.3", "607.2f"},
             "\"" + chosen + "\" was chosen as " + Name(s, src) +
                 " entered (by the linked ability): " + PlayerName(s, who) +
                 (chosen == "ebb" ? " gains 2 life" : " loses 2 life"),
             {{"", PlayerName(s, who) + ".life", std::to_string(before),
               std::to_string(Life(s, who))}});
    }
  };

  // The verbs of card abilities that run as they resolve, each to its member function of Instr.
  // CardVerbs() gives each its parameters and the rules it cites; the static and cost verbs the
  // module reads elsewhere (indestructible, enters-tapped, pay-life-as-cast...) have no row here.
  static const std::vector<std::pair<std::string, void (Instr::*)()>>& InstructionVerbs() {
    static const std::vector<std::pair<std::string, void (Instr::*)()>> kRun = {
        {"exile-target-linked", &Instr::ExileTargetLinked},
        {"return-linked", &Instr::ReturnLinked},
        {"exile-target-until-leaves", &Instr::ExileTargetUntilLeaves},
        {"gain-life", &Instr::GainLife},
        {"destroy-target", &Instr::DestroyTarget},
        {"counter-target", &Instr::CounterTarget},
        {"regenerate-self", &Instr::RegenerateSelf},
        {"gain-activated-abilities", &Instr::GainActivatedAbilities},
        {"put-linked-onto-battlefield", &Instr::PutLinkedOntoBattlefield},
        {"pump", &Instr::Pump},
        {"deal-damage", &Instr::DealDamage},
        {"draw-cards", &Instr::DrawCards},
        {"pump-self", &Instr::PumpSelf},
        {"gain-keyword", &Instr::GainKeyword},
        {"tap-target", &Instr::TapTarget},
        {"untap-target", &Instr::TapTarget},
        {"must-block", &Instr::MustBlock},
        {"deal-divided", &Instr::DealDivided},
        {"regenerate-target", &Instr::RegenerateTarget},
        {"lose-life", &Instr::LoseLife},
        {"mill", &Instr::Mill},
        {"put-counters", &Instr::PutCounters},
        {"kinship", &Instr::Kinship},
        {"clash", &Instr::ClashWithOpponent},
        {"choose-creature-type", &Instr::ChooseCreatureType},
        {"search-library", &Instr::SearchLibrary},
        {"prevent-damage", &Instr::PreventDamage},
        {"prevent-combat-damage", &Instr::PreventCombatDamage},
        {"attach-to-target", &Instr::AttachToTarget},
        {"destroy-all", &Instr::DestroyAll},
        {"hideaway", &Instr::Hideaway},
        {"play-linked-exiled", &Instr::PlayLinkedExiled},
        {"persist", &Instr::Persist},
        {engine::kNotModelledVerb, &Instr::NotModelled},
        {"champion", &Instr::Champion},
        {"put-from-hand-linked", &Instr::PutFromHandLinked},
        {"sacrifice-put-linked", &Instr::SacrificePutLinked},
        {"gain-life-paid", &Instr::GainLifePaid},
        {"gain-life-noted", &Instr::GainLifePaid},
        {"note-creatures", &Instr::NoteCreatures},
        {"opponents-lose-paid", &Instr::OpponentsLosePaid},
        {"exile-target-for-token", &Instr::ExileTargetForToken},
        {"create-linked-token", &Instr::CreateLinkedToken},
        {"create-tokens", &Instr::CreateTokens},
        {"return-to-hand", &Instr::ReturnToHand},
        {"put-on-library", &Instr::ReturnToHand},
        {"exile-target", &Instr::ReturnToHand},
        {"pump-group", &Instr::PumpGroup},
        {"sacrifice-source", &Instr::SacrificeSource},
        {"remove-counters", &Instr::RemoveCounters},
        {"discard-cards", &Instr::DiscardCards},
        {"return-to-battlefield", &Instr::ReturnToBattlefield},
        {"return-creator-linked", &Instr::ReturnCreatorLinked},
        {"gain-life-revealed", &Instr::GainLifeRevealed},
        {"put-named-exiled-into-hand", &Instr::PutNamedExiledIntoHand},
        {"anchored-life", &Instr::AnchoredLife},
        {"word-choice-effect", &Instr::WordChoiceEffect},
    };
    return kRun;
  }

  // Runs one instruction of a resolving spell or ability `item` through InstructionVerbs().
  static void RunInstruction(Engine& e, ObjectId item, const Action& given, int entry) {
    // "X" in the effect: the value announced as the spell was cast or the ability activated
    // (107.3a), remembered on the stack object.
    Action a = given;
    if (BoolArg(given.args, "x"))
      a.args["amount"] = int64_t{StatusNumber(e.state().obj(item), "x:")};
    // "for each Elf you control" / "where X is the number of Merfolk you control": counted once,
    // as the effect is applied (608.2h).
    if (std::string per = StringArg(given.args, "per"); !per.empty()) {
      GameState& s = e.state();
      const PlayerId ctl = s.obj(item).controller;
      if (per == "chosen-type") {  // chosen as this resolves (ChooseCreatureType)
        for (const std::string& st : s.obj(item).status) {
          if (StartsWith(st, "chosen-type:")) per = st.substr(12);
        }
      }
      int64_t n = 0;
      for (ObjectId x : s.zone(Battlefield(s)).objects)
        n += Controller(s, x) == ctl && HasType(s.obj(x).card, per) ? 1 : 0;
      a.args["amount"] = IntArg(given, "amount") * n;
      e.Note(entry, {"608.2h"},
             PlayerName(s, ctl) + " controls " + std::to_string(n) + " " + per +
                 " permanent(s) as the effect is applied: the amount is " +
                 std::to_string(IntArg(a, "amount")));
    }
    Instr in(e, item, a, entry);
    if (in.cond == "revealed") {  // "If you do, ..." after Kinship's reveal (118.12)
      if (!in.s.vars.count("revealed:" + in.s.obj(item).key)) {
        e.Note(entry, {"118.12"},
               "No card was revealed: \"If you do\" is false, so this part does nothing");
        return;
      }
    } else if (in.cond == "won-clash") {  // "If you win, ..." after the clash (701.30d)
      const auto won = in.s.vars.find("clash-won:" + std::to_string(in.ctl));
      if (won == in.s.vars.end() || won->second != 1) {
        e.Note(entry, {"701.30d"},
               PlayerName(in.s, in.ctl) +
                   " did not win the clash: \"If you win\" is false, so this part does nothing");
        return;
      }
    } else if (!in.cond.empty() && !in.s.obj(in.src).Has(in.cond)) {
      e.Note(entry, {"603.4"},
             "the \"if\" condition is false on resolution: the ability does nothing");
      return;
    }
    // "you may ..." (603.5): asked once for the effect as it resolves; gain-life asks its own.
    if (BoolArg(a.args, "may") && a.verb != "gain-life") {
      auto& answer = in.s.vars["may:" + in.s.obj(item).key];
      if (answer == 0) {
        ChoiceRequest cr;
        cr.kind = "choose";
        cr.player = in.ctl;
        cr.options = {"yes", "no"};
        cr.rule = "603.5";
        cr.prompt = PlayerName(in.s, in.ctl) + " decides whether to do what " + Name(in.s, in.src) +
                    "'s ability says it may";
        answer = e.Choose(cr, entry).picks.at(0) == "yes" ? 1 : 2;
      }
      if (answer == 2) return;
    }
    for (const auto& [verb, run] : InstructionVerbs()) {
      if (verb == a.verb) return (in.*run)();
    }
    e.Fail("unknown MTG instruction '" + a.verb + "'");
  }

  // Scry N (701.22a) or fateseal N (701.29a): look at the top N, choose which go to the bottom
  // (in order), then the order of the rest on top.
  static void LookAndArrange(Engine& e, const Action& a, int step) {
    GameState& s = e.state();
    const bool scry = a.verb == "scry";
    const PlayerId who = PlayerArg(s, a, "player");
    const PlayerId owner = scry ? who : Opponent(s, who);
    const ZoneId lib = s.FindZone("library", owner);
    const std::string rule = scry ? "701.22a" : "701.29a";
    const int n = static_cast<int>(
        std::min<int64_t>(IntArg(a, "amount"), static_cast<int64_t>(s.zone(lib).objects.size())));
    std::vector<std::string> seen;
    for (int i = 0; i < n; ++i) seen.push_back(Key(s, s.zone(lib).objects[static_cast<size_t>(i)]));
    const int entry =
        e.Note(step, {rule},
               PlayerName(s, who) + " " + a.verb + "s " + std::to_string(IntArg(a, "amount")) +
                   ": looks at the top " + std::to_string(n) + " card(s) of " +
                   (scry ? std::string("their") : PlayerName(s, owner) + "'s") + " library (" +
                   Join(seen, ", ") + ")" + (scry ? " (2008: 501.8a)" : " (2008: 501.9a)"));
    if (n == 0) return;
    ChoiceRequest bottom;
    bottom.kind = a.verb + "-bottom";
    bottom.player = who;
    bottom.options = seen;
    bottom.min = 0;
    bottom.max = n;
    bottom.rule = rule;
    bottom.prompt = PlayerName(s, who) + " chooses the cards to put on the bottom, in order";
    const auto down = e.Choose(bottom, entry).picks;
    std::vector<std::string> rest;
    for (const auto& k : seen) {
      if (std::find(down.begin(), down.end(), k) == down.end()) rest.push_back(k);
    }
    std::vector<std::string> up = rest;
    if (rest.size() > 1) {
      ChoiceRequest top;
      top.kind = a.verb + "-top";
      top.player = who;
      top.options = rest;
      top.ordered = true;
      top.rule = rule;
      top.prompt = PlayerName(s, who) + " orders the cards left on top (first = top)";
      up = e.Choose(top, entry).picks;
    }
    auto& objs = s.zone(lib).objects;
    std::vector<ObjectId> kept(objs.begin() + n, objs.end());
    std::vector<ObjectId> order;
    for (const auto& k : up) order.push_back(s.FindKey(k));
    order.insert(order.end(), kept.begin(), kept.end());
    for (const auto& k : down) order.push_back(s.FindKey(k));
    objs = order;
    e.Note(entry, {rule},
           "On top: " + (up.empty() ? std::string("none") : Join(up, ", ")) +
               "; on the bottom: " + (down.empty() ? std::string("none") : Join(down, ", ")));
  }

  // PLAYER draws a card (121.1). A static "Reveal the first card you draw each turn" and the
  // triggered ability in its paragraph ("Whenever you reveal a basic land card this way") are
  // linked (607.2h, 603.11): only reveals made by that static ability trigger it.
  static void Draw(Engine& e, PlayerId p, int step) {
    GameState& s = e.state();
    const ZoneId lib = s.FindZone("library", p);
    if (s.zone(lib).objects.empty()) {
      e.Note(step, {"121.1"}, PlayerName(s, p) + "'s library is empty: no card is drawn");
      return;
    }
    const ObjectId c = s.zone(lib).objects[0];
    s.MoveObject(c, s.FindZone("hand", p));
    const int64_t nth = ++s.vars["draws:" + std::to_string(p) + ":" + std::to_string(s.turn)];
    const int entry =
        e.Note(step, {"121.1"},
               PlayerName(s, p) + " draws a card (draw " + std::to_string(nth) + " this turn)",
               {{Key(s, c), "zone", "library", "hand"}});
    for (ObjectId x : s.zone(Battlefield(s)).objects) {
      if (Controller(s, x) != p || !AbilityWith(s.obj(x), "reveal-first-draw")) continue;
      const auto& abs = s.obj(x).card.abilities;
      if (nth != 1) {
        e.Note(entry, {}, Name(s, x) + " reveals nothing", {},
               {{"reveal " + Name(s, c),
                 {"607.2h"},
                 "it is not the first card " + PlayerName(s, p) + " drew this turn"}});
        continue;
      }
      const int r = e.Note(entry, {"701.20a"},
                           PlayerName(s, p) + " reveals " + Name(s, c) + " (" + Name(s, x) +
                               ": \"" + abs[0].text + "\")");
      const bool basic_land = HasType(s.obj(c).card, "Land") && s.obj(c).card.stats.count("basic");
      for (size_t i = 0; i < abs.size(); ++i) {
        if (abs[i].kind != "triggered" || abs[i].trigger != "reveal-this-way") continue;
        if (!basic_land) {
          e.Note(
              r, {}, Name(s, x) + "'s triggered ability does not trigger", {},
              {{"\"" + abs[i].text + "\"", {"607.2h"}, Name(s, c) + " is not a basic land card"}});
          continue;
        }
        e.AddPending({TriggerOf(s, x, i, {"603.2", "603.11", "607.2h"}, s.obj(x).incarnation, r)});
      }
    }
  }

  // "Before you shuffle your deck to start the game, you may exile a card from your deck" (607.2n).
  // The scenario's first steps stand for the time before the game begins.
  static void PregameExile(Engine& e, ObjectId src, ObjectId x, int step) {
    GameState& s = e.state();
    if (s.vars.count("game-started") || !AbilityWith(s.obj(src), "pregame-exile") ||
        s.obj(x).zone != s.FindZone("library", s.obj(src).owner) ||
        s.obj(src).zone != s.obj(x).zone) {
      e.Refuse(step, {"607.2n"},
               Name(s, src) +
                   " can exile a card only before the game begins, from the deck it is in (the "
                   "scenario's first steps)");
      return;
    }
    s.MoveObject(x, Exile(s));
    s.obj(x).links.push_back({"pregame-named:" + s.obj(src).card.name, src});
    e.Note(step, {"607.2n"},
           "Before the game begins, " + PlayerName(s, s.obj(src).owner) + " exiles " + Name(s, x) +
               " from their deck with " + Name(s, src) +
               "'s first ability: it is now a card exiled with a card named " +
               s.obj(src).card.name,
           {{Key(s, x), "zone", "library", "exile"}});
  }

  // Clash with an opponent (701.30).
  static void Clash(Engine& e, PlayerId p, int step) {
    GameState& s = e.state();
    const PlayerId q = Opponent(s, p);
    // APNAP order (101.4): the active player first.
    std::vector<PlayerId> order = {p, q};
    if (order[0] != s.active) std::swap(order[0], order[1]);
    const int entry = e.Note(step, {"701.30b", "701.30a"},
                             PlayerName(s, p) + " clashes with " + PlayerName(s, q) +
                                 ": each player clashes (2008: 501.10a, 501.10b)");
    std::map<PlayerId, ObjectId> revealed;
    std::map<PlayerId, int> value;
    std::vector<std::string> shown;
    for (PlayerId x : order) {
      const auto& lib = s.zone(s.FindZone("library", x)).objects;
      if (lib.empty()) {
        revealed[x] = kNone;
        value[x] = 0;
        shown.push_back(PlayerName(s, x) +
                        " reveals nothing (empty library; the 2008 ruling counts it as 0)");
        continue;
      }
      const ObjectId c = lib[0];
      revealed[x] = c;
      value[x] = s.obj(c).card.stats.count("mana_value") ? s.obj(c).card.stats.at("mana_value") : 0;
      std::string how = std::to_string(value[x]);
      if (s.obj(c).card.name.find(" // ") != std::string::npos)
        how += ", both halves' costs combined (709.4b)";
      shown.push_back(PlayerName(s, x) + " reveals " + Name(s, c) + " (mana value " + how + ")");
    }
    std::vector<std::string> rules = {"701.30c", "202.3"};
    for (PlayerId x : order) {
      if (revealed[x] != kNone && s.obj(revealed[x]).card.name.find(" // ") != std::string::npos)
        rules.push_back("709.4b");
    }
    e.Note(entry, rules, "Both reveal at the same time: " + Join(shown, "; "));
    for (ObjectId x : s.zone(Battlefield(s)).objects) {
      if (!AbilityWith(s.obj(x), "reveal-first-draw")) continue;
      const ObjectId mine = revealed[Controller(s, x)];
      if (mine == kNone || !HasType(s.obj(mine).card, "Land") ||
          !s.obj(mine).card.stats.count("basic"))
        continue;
      e.Note(entry, {}, Name(s, x) + "'s triggered ability does not trigger", {},
             {{"\"" + s.obj(x).card.abilities[1].text + "\"",
               {"607.2h", "603.11"},
               Name(s, mine) + " was revealed by the clash, not by the static ability it is linked "
                               "to (\"this way\")"}});
    }
    e.Note(entry, {"101.4", "701.30c"},
           "They decide where their cards go in APNAP order: " + PlayerName(s, order[0]) +
               " (the active player) first, then " + PlayerName(s, order[1]));
    std::map<PlayerId, bool> to_bottom;
    for (PlayerId x : order) {
      if (revealed[x] == kNone) continue;
      ChoiceRequest cr;
      cr.kind = "clash";
      cr.player = x;
      cr.options = {"top", "bottom"};
      cr.rule = "701.30c";
      cr.prompt =
          PlayerName(s, x) + " (in APNAP order) decides where " + Name(s, revealed[x]) + " goes";
      to_bottom[x] = e.Choose(cr, entry).picks.at(0) == "bottom";
    }
    for (PlayerId x : order) {
      if (revealed[x] == kNone || !to_bottom[x]) continue;
      auto& lib = s.zone(s.FindZone("library", x)).objects;
      lib.erase(lib.begin());
      lib.push_back(revealed[x]);
    }
    e.Note(entry, {"701.30c"}, "The cards move at the same time");
    for (PlayerId x : order) {
      const PlayerId y = x == p ? q : p;
      const bool wins = revealed[x] != kNone && value[x] > value[y];
      s.vars["clash-won:" + std::to_string(x)] = wins ? 1 : 0;
      std::string why =
          wins ? "revealed a card with a higher mana value than every other card revealed"
          : revealed[x] == kNone ? "revealed no card"
          : value[x] == value[y]
              ? "the mana values are equal: there are no ties, nobody wins (2008: 501.10.Ruling.1)"
              : "did not reveal the highest mana value";
      e.Note(entry, {"701.30d"},
             PlayerName(s, x) + (wins ? " wins the clash: " : " does not win the clash: ") + why +
                 " (2008: 501.10c)");
    }
  }
};

}  // namespace

const engine::GameModule& Module() {
  static const MtgModule kModule;
  return kModule;
}

}  // namespace arbiter::games::mtg
