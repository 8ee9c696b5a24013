// The Dimensional Rift GameModule: setup, the scenario actions, the event hooks (Apply,
// Replacements, Triggers, StateChecks), the stack and derived properties. Costs, activation and
// resolution live in play.cc.
#include <algorithm>
#include <cctype>
#include <cstdio>

#include "engine/unmodelled.h"
#include "games/dimrift/arrows.h"
#include "games/dimrift/cards.h"
#include "games/dimrift/internal.h"
#include "util/strings.h"

namespace arbiter::games::dimrift {

using engine::ActionSpec;
using engine::ParamSpec;
using T = engine::ParamSpec::Type;

// --- names and places ----------------------------------------------------------------------

std::string Key(const GameState& s, ObjectId id) {
  return id == engine::kNoObject ? "" : s.obj(id).key;
}
std::string Name(const GameState& s, ObjectId id) {
  if (id == engine::kNoObject) return "nothing";
  const engine::Object& o = s.obj(id);
  if (o.card.name.empty()) return o.key;
  auto squash = [](const std::string& t) {
    std::string out;
    for (char c : t) {
      if (std::isalnum(static_cast<unsigned char>(c))) out += static_cast<char>(std::tolower(c));
    }
    return out;
  };
  // "Lancer" for the key "lancer"; "Goblin (goblin2)" when the key says more.
  return o.card.name + (squash(o.card.name) == squash(o.key) ? "" : " (" + o.key + ")");
}
std::string PlayerName(const GameState& s, PlayerId p) {
  return p >= 0 && p < static_cast<int>(s.players.size()) ? s.players[p].name : "?";
}
ZoneId FieldZone(const GameState& s) { return s.FindZone("field"); }
ZoneId StackZoneOf(const GameState& s) { return s.FindZone("stack"); }
bool OnField(const GameState& s, ObjectId id) {
  return id != engine::kNoObject && s.obj(id).zone == FieldZone(s) && s.obj(id).position;
}
bool IsMonument(const GameState& s, ObjectId id) { return s.obj(id).card.type == "Monument"; }
std::optional<geo::Cell> ParseCell(const std::string& text) {
  int r = 0, c = 0;
  char tail = 0;
  if (std::sscanf(text.c_str(), "r%dc%d%c", &r, &c, &tail) != 2 || r < 1 || c < 1) {
    return std::nullopt;
  }
  return geo::Cell{r - 1, c - 1};
}
ObjectId CardAt(const GameState& s, geo::Cell cell) {
  for (ObjectId id : s.zone(FieldZone(s)).objects) {
    const auto& pos = s.obj(id).position;
    if (pos && pos->row == cell.row && pos->col == cell.col) return id;
  }
  return engine::kNoObject;
}
std::string CellOf(const GameState& s, ObjectId id) {
  const auto& pos = s.obj(id).position;
  return pos ? geo::CellName({pos->row, pos->col}) : "";
}
const char* Facing(int orientation) {
  static const char* kFacing[4] = {"upright", "turned right (90 degrees)",
                                   "upside down (180 degrees)", "turned left (270 degrees)"};
  return kFacing[((orientation % 4) + 4) % 4];
}

geo::Field FieldOf(const GameState& s, std::vector<ObjectId>* ids) {
  geo::Field f;
  ZoneId fz = FieldZone(s);
  f.rows = s.zone(fz).rows;
  f.cols = s.zone(fz).cols;
  ids->clear();
  for (ObjectId id : s.zone(fz).objects) {
    const engine::Object& o = s.obj(id);
    if (!o.position) continue;
    geo::FieldCard c;
    c.key = o.key;
    c.cell = {o.position->row, o.position->col};
    c.arrows = o.card.arrows;
    c.orientation = o.orientation;
    c.face_down = o.face_down;
    f.cards.push_back(c);
    ids->push_back(id);
  }
  for (size_t p = 0; p < s.players.size(); ++p) {
    ZoneId mz = s.FindZone("monuments", static_cast<PlayerId>(p));
    for (ObjectId id : s.zone(mz).objects) {
      geo::FieldCard c;
      c.key = s.obj(id).key;
      c.monument = true;
      f.cards.push_back(c);
      ids->push_back(id);
    }
  }
  return f;
}

// --- effects -------------------------------------------------------------------------------

namespace {

TriggerOn Classify(const geo::ParsedEffect& p) {
  std::string t = ToLowerAscii(p.trigger);
  if (p.type != geo::EffectType::kTrigger) return TriggerOn::kNone;
  if (p.replacement && t.find("would be destroyed") != std::string::npos) {
    return TriggerOn::kWouldBeDestroyed;
  }
  if (t == "when summoned" || t == "when [this] is summoned") return TriggerOn::kSummoned;
  if (t == "when [this] is destroyed" || t == "when destroyed") return TriggerOn::kSelfDestroyed;
  if (t == "when a creature is destroyed") return TriggerOn::kCreatureDestroyed;
  if (t == "when a card is destroyed") return TriggerOn::kCardDestroyed;
  if (t == "when it's the start of your turn") return TriggerOn::kStartOfTurn;
  if (t.find("connection chain") != std::string::npos) return TriggerOn::kChainState;
  return TriggerOn::kNone;
}

}  // namespace

// Reads each effect of a card with the effect-text grammar at load time: text it cannot read is
// "unreadable: ..." (the scenario loader reports it at the text's position); a continuous effect
// or a trigger the module does not run is marked not modelled (named while the card is in play).
void CompleteDimriftCard(engine::Card* card) {
  for (Ability& a : card->abilities) {
    if (!a.not_modelled.empty()) continue;
    geo::EffectType type;
    geo::EffectModifiers mods;
    Status k = geo::ParseEffectKind(a.kind, &type, &mods);
    if (!k.ok()) {
      a = engine::NotModelled(a, "unreadable: " + k.message());
      continue;
    }
    Result<geo::ParsedEffect> p = geo::ParseEffect(a.text, type, mods);
    if (!p.ok()) {
      a = engine::NotModelled(a, "unreadable: " + p.status().message());
      continue;
    }
    const std::string kind = a.kind;
    if (type == geo::EffectType::kContinuous &&
        ToLowerAscii(a.text) != "your creatures get +1 might.") {
      a = engine::NotModelled(a, "a continuous effect this module does not apply");
      a.kind = kind;  // the grammar reads the kind again on activation
    } else if (type == geo::EffectType::kTrigger && Classify(*p) == TriggerOn::kNone) {
      a = engine::NotModelled(a,
                              "a trigger event this module does not fire: \"" + p->trigger + "\"");
      a.kind = kind;
    }
  }
}

std::optional<EffectInfo> TryEffectOf(const GameState& s, ObjectId id, int index) {
  const auto& abilities = s.obj(id).card.abilities;
  if (index < 0 || index >= static_cast<int>(abilities.size())) return std::nullopt;
  const Ability& a = abilities[index];
  geo::EffectType type;
  geo::EffectModifiers mods;
  if (!geo::ParseEffectKind(a.kind, &type, &mods).ok()) return std::nullopt;
  Result<geo::ParsedEffect> p = geo::ParseEffect(a.text, type, mods);
  if (!p.ok()) return std::nullopt;
  EffectInfo info;
  info.parsed = *p;
  info.on = Classify(*p);
  return info;
}

EffectInfo EffectOf(Engine& e, ObjectId id, int index) {
  const GameState& s = e.state();
  const auto& abilities = s.obj(id).card.abilities;
  if (index < 0 || index >= static_cast<int>(abilities.size())) {
    e.Fail(Name(s, id) + " has no effect " + std::to_string(index + 1));
  }
  const Ability& a = abilities[index];
  geo::EffectType type;
  geo::EffectModifiers mods;
  Status k = geo::ParseEffectKind(a.kind, &type, &mods);
  if (!k.ok()) e.Fail(Name(s, id) + " effect " + std::to_string(index + 1) + ": " + k.message());
  Result<geo::ParsedEffect> p = geo::ParseEffect(a.text, type, mods);
  if (!p.ok()) {
    e.Fail(Name(s, id) + " effect " + std::to_string(index + 1) + " \"" + a.text +
           "\": " + p.status().message());
  }
  EffectInfo info;
  info.parsed = *p;
  info.on = Classify(*p);
  return info;
}

namespace {

PendingTrigger MakeTrigger(const GameState& s, ObjectId source, int index,
                           std::vector<std::string> rules, int parent) {
  PendingTrigger t;
  t.source = source;
  t.controller = s.obj(source).controller;
  t.ability = index;
  auto info = TryEffectOf(s, source, index);
  t.label = info ? info->parsed.trigger : s.obj(source).card.abilities[index].text;
  // The rule that grants the order choice when several trigger at once comes first.
  t.rules = {"effect-types.trigger.4"};
  for (auto& r : rules) t.rules.push_back(r);
  t.parent = parent;
  return t;
}

// Face-up cards whose effects are live: on the grid or in a monument zone.
std::vector<ObjectId> LiveCards(const GameState& s) {
  std::vector<ObjectId> out;
  for (const engine::Zone& z : s.zones) {
    if (!z.board) continue;
    for (ObjectId id : z.objects) {
      if (!s.obj(id).face_down && (OnField(s, id) || IsMonument(s, id))) out.push_back(id);
    }
  }
  std::sort(out.begin(), out.end());
  return out;
}

}  // namespace

std::vector<PendingTrigger> DestroyTriggers(const GameState& s, ObjectId victim, bool was_face_up,
                                            const std::map<std::string, Value>& snapshot,
                                            int parent) {
  std::vector<PendingTrigger> out;
  // Its own "When destroyed" (a face-down card has no effects to trigger).
  if (was_face_up) {
    for (size_t i = 0; i < s.obj(victim).card.abilities.size(); ++i) {
      auto info = TryEffectOf(s, victim, static_cast<int>(i));
      if (info && info->on == TriggerOn::kSelfDestroyed) {
        out.push_back(
            MakeTrigger(s, victim, static_cast<int>(i), {"effect-types.trigger.2"}, parent));
      }
    }
  }
  bool creature = s.obj(victim).card.type == "Creature";
  for (ObjectId id : LiveCards(s)) {
    if (id == victim) continue;
    for (size_t i = 0; i < s.obj(id).card.abilities.size(); ++i) {
      auto info = TryEffectOf(s, id, static_cast<int>(i));
      if (!info) continue;
      if (info->on == TriggerOn::kCardDestroyed ||
          (info->on == TriggerOn::kCreatureDestroyed && creature)) {
        PendingTrigger t =
            MakeTrigger(s, id, static_cast<int>(i), {"effect-types.trigger.2"}, parent);
        t.snapshot = snapshot;
        out.push_back(t);
      }
    }
  }
  return out;
}

int DerivedStat(const GameState& s, ObjectId id, const std::string& stat, engine::Derivation* out) {
  const engine::Object& o = s.obj(id);
  engine::Derivation d;
  d.property = stat;
  int printed = o.card.stats.count(stat) ? o.card.stats.at(stat) : 0;
  d.terms.push_back({"printed", printed, "", engine::kNoObject, ""});
  int total = printed;
  if (int c = o.Counter(stat)) {
    d.terms.push_back({"bonuses from resolved effects", c, "effect-text.2", engine::kNoObject, ""});
    total += c;
  }
  // effect-types.continuous.1: a continuous effect is active while its card is summoned.
  if (stat == "might" && OnField(s, id) && !o.face_down && o.card.type == "Creature") {
    for (ObjectId src : LiveCards(s)) {
      for (const Ability& a : s.obj(src).card.abilities) {
        if (a.kind == "continuous" && s.obj(src).controller == o.controller &&
            ToLowerAscii(a.text) == "your creatures get +1 might.") {
          d.terms.push_back({"+1 Might (continuous)", 1, "effect-types.continuous.1", src, ""});
          total += 1;
        }
      }
    }
  }
  d.value = total;
  if (out) *out = d;
  return total;
}

// --- the module ----------------------------------------------------------------------------

namespace {

int IntArg(const Action& a, const std::string& name, int fallback) {
  auto it = a.args.find(name);
  if (it == a.args.end()) return fallback;
  if (auto* i = std::get_if<int64_t>(&it->second)) return static_cast<int>(*i);
  return fallback;
}
std::string StrArg(const Action& a, const std::string& name) {
  auto it = a.args.find(name);
  if (it == a.args.end()) return "";
  if (auto* x = std::get_if<std::string>(&it->second)) return *x;
  return "";
}
bool Has(const Action& a, const std::string& name) { return a.args.count(name) > 0; }

ObjectId ObjArg(Engine& e, const Action& a, const std::string& name) {
  ObjectId id = e.state().FindKey(StrArg(a, name));
  if (id == engine::kNoObject) e.Fail("no object '" + StrArg(a, name) + "'");
  return id;
}

Given GivenFrom(const Action& a) {
  Given g;
  if (Has(a, "target")) g.target = StrArg(a, "target");
  if (Has(a, "option")) g.option = IntArg(a, "option", 1);
  if (Has(a, "x")) g.x = IntArg(a, "x", 0);
  if (Has(a, "pay")) {
    if (auto* v = std::get_if<std::vector<std::string>>(&a.args.at("pay"))) g.pay = *v;
  }
  return g;
}

bool HasPriority(Engine& e, PlayerId p, const std::string& what, int parent) {
  GameState& s = e.state();
  if (s.vars["priority"] != p) {
    e.Refuse(parent, {"the-stack-and-chains.8"},
             PlayerName(s, p) + " cannot " + what + ": " +
                 PlayerName(s, static_cast<PlayerId>(s.vars["priority"])) + " has priority");
    return false;
  }
  return true;
}

// spell-speed.2: slow = own Deployment (summons) or Event phase (actions), empty stack, priority.
bool SlowSpeedOk(Engine& e, PlayerId p, const std::string& phase, const std::string& what,
                 int parent) {
  GameState& s = e.state();
  std::string why;
  if (s.active != p) {
    why = "it is " + PlayerName(s, s.active) + "'s turn";
  } else if (s.phase != phase) {
    why = "it is the " + s.phase + " phase, not the " + phase + " phase";
  } else if (!s.zone(StackZoneOf(s)).objects.empty()) {
    why = "the stack is not empty";
  } else if (s.vars["priority"] != p) {
    why = PlayerName(s, p) + " does not have priority";
  }
  if (why.empty()) return true;
  e.Refuse(parent, {"spell-speed.2"},
           PlayerName(s, p) + " cannot " + what + " at slow speed: " + why);
  return false;
}

void Summon(Engine& e, ObjectId id, geo::Cell cell, int orientation, const Action& a, bool flip,
            int parent) {
  GameState& s = e.state();
  engine::Object& o = s.obj(id);
  PlayerId p = o.controller;
  // The summoning cost (effect-types.summoning-cost.1), if the card has one.
  int cost_index = -1;
  for (size_t i = 0; i < o.card.abilities.size(); ++i) {
    geo::EffectType t;
    geo::EffectModifiers m;
    if (geo::ParseEffectKind(o.card.abilities[i].kind, &t, &m).ok() &&
        t == geo::EffectType::kSummoningCost) {
      cost_index = static_cast<int>(i);
    }
  }
  if (cost_index >= 0) {
    EffectInfo info = EffectOf(e, id, cost_index);
    // costs.material-sacrificial-cost.2: the card being summoned is not on the field yet.
    auto ways = PaymentOptions(s, p, id, info.parsed, -1, id);
    if (ways.empty()) {
      // costs.2: no partial payment; summoning-cost.1: the summon fizzles, no "When destroyed".
      int n = e.Note(parent, {"effect-types.summoning-cost.1", "costs.2"},
                     "the summoning cost \"" + info.parsed.text +
                         "\" cannot be paid: the summon "
                         "fizzles and nothing is paid (no partial payment)");
      ZoneId gy = s.FindZone("graveyard", o.owner);
      std::string from = s.zone(o.zone).name;
      s.MoveObject(id, gy);
      s.obj(id).position.reset();
      s.obj(id).face_down = false;
      e.Note(n, {"effect-types.summoning-cost.1"},
             Name(s, id) +
                 " goes to the graveyard; it was never summoned, so it is not destroyed "
                 "and its \"When destroyed\" effects do not trigger",
             {{Key(s, id), "zone", from, "graveyard"}},
             {{"When destroyed trigger",
               {"effect-types.summoning-cost.1"},
               "a fizzled summon sends the card to the graveyard without triggering \"When "
               "destroyed\""}});
      return;
    }
    std::vector<std::string> payment;
    if (Has(a, "pay")) {
      std::vector<std::string> pay = std::get<std::vector<std::string>>(a.args.at("pay"));
      std::sort(pay.begin(), pay.end());
      if (std::find(ways.begin(), ways.end(), pay) == ways.end()) {
        std::vector<std::string> listed;
        for (const auto& w : ways) listed.push_back(Join(w, " + "));
        bool self = std::find(pay.begin(), pay.end(), "sac:" + o.key) != pay.end();
        e.Refuse(parent,
                 self ? std::vector<std::string>{"costs.material-sacrificial-cost.2"}
                      : std::vector<std::string>{"costs.2"},
                 self ? Name(s, id) +
                            " is being summoned and is not on the field yet: it cannot "
                            "be sacrificed to pay its own cost"
                      : "the declared payment does not pay the summoning cost; possible: " +
                            Join(listed, " | "));
        return;
      }
      payment = pay;
    } else if (ways.size() == 1) {
      payment = ways[0];
    } else {
      ChoiceRequest req;
      req.kind = "payment";
      req.player = p;
      for (const auto& w : ways) req.options.push_back(Join(w, " + "));
      req.rule = "costs.2";
      req.prompt = PlayerName(s, p) + " declares how to pay the summoning cost";
      std::string pick = e.Choose(req, parent).picks.at(0);
      payment = Split(pick, ' ');
      payment.erase(std::remove(payment.begin(), payment.end(), "+"), payment.end());
    }
    int n = e.Note(parent, {"effect-types.summoning-cost.1", "costs.1"},
                   "the summoning cost \"" + info.parsed.text +
                       "\" is paid immediately; it never "
                       "goes on the stack");
    PayCosts(e, p, id, payment, n);
  }
  Event ev;
  ev.kind = "summon";
  ev.object = id;
  ev.player = p;
  ev.parent = parent;
  ev.args["row"] = static_cast<int64_t>(cell.row);
  ev.args["col"] = static_cast<int64_t>(cell.col);
  ev.args["orientation"] = static_cast<int64_t>(orientation);
  ev.rules = flip ? std::vector<std::string>{"spell-speed.3", "effect-types.summoning-cost.1"}
                  : std::vector<std::string>{"targeting.arrows.2"};
  e.Perform(ev);
}

class DimriftModule : public engine::GameModule {
 public:
  const engine::RuleTable& Rules() const override { return RuleTableEffects(); }

  const std::vector<ActionSpec>& Actions() const override {
    static const std::vector<ActionSpec> kActions = {
        {"field",
         "set the field grid to ROWS x COLS (setup)",
         {{"rows", T::kInt}, {"cols", T::kInt}}},
        {"place",
         "put OBJECT (already in zone field) at zone AT (\"r2c3\") facing ORIENTATION "
         "quarter turns clockwise (setup: no summon, no cost, no trigger)",
         {{"object", T::kObject}, {"at", T::kString}, {"orientation", T::kInt, false}}},
        {"add-mana",
         "put AMOUNT mana counters on OBJECT (setup)",
         {{"object", T::kObject}, {"amount", T::kInt}}},
        {"deactivate", "make zone AT inactive (setup)", {{"at", T::kString}}},
        {"phase",
         "move to the PHASE of the current turn",
         {{"to", T::kString, true, {"start", "deployment", "event", "end"}}}},
        {"next-turn", "end the turn; the other player's turn starts (start phase)", {}},
        {"summon",
         "summon OBJECT from hand at zone AT facing ORIENTATION, paying its summoning "
         "cost as PAY (slow speed)",
         {{"object", T::kObject},
          {"at", T::kString},
          {"orientation", T::kInt, false},
          {"pay", T::kStrings, false}}},
        {"set",
         "set OBJECT face-down from hand at zone AT (no cost; slow speed)",
         {{"object", T::kObject}, {"at", T::kString}}},
        {"flip",
         "flip face-down OBJECT face-up: it is summoned, its cost paid as PAY",
         {{"object", T::kObject}, {"orientation", T::kInt, false}, {"pay", T::kStrings, false}}},
        {"activate",
         "activate EFFECT (1-based) of OBJECT: TARGET zone (\"r1c2\") or card, "
         "OPTION, X and PAY declared at activation",
         {{"object", T::kObject},
          {"effect", T::kInt, false},
          {"target", T::kString, false},
          {"option", T::kInt, false},
          {"x", T::kInt, false},
          {"pay", T::kStrings, false}}},
        {"pass",
         "PLAYER passes priority; when both have passed in a row the top item resolves",
         {{"player", T::kPlayer}}},
        {"resolve",
         "both players pass: the top item of the stack resolves (ALL: until empty)",
         {{"all", T::kBool, false}}},
        {"destroy",
         "destroy OBJECT (an effect outside the scenario does it)",
         {{"object", T::kObject}}},
        {"chain",
         "ask whether a Connection Chain through every non-monument card exists now: "
         "the chain found, or why there is none",
         {}},
    };
    return kActions;
  }

  std::vector<std::string> ZoneNames() const override {
    return {"field", "hand", "deck", "graveyard", "monuments", "stack"};
  }
  // Every choice goes through Engine::Choose: a scenario scripts it with "choose": {kind: answer}
  // on the step that causes it; unscripted, it stops the run with the options and the rule.
  std::vector<std::string> ChoiceKinds() const override {
    return {"target",         // a zone reached by arrows, or a card to "choose" (targeting.*)
            "option",         // "either (1) ... or (2) ...", at activation or resolution
            "x",              // X, chosen at activation (targeting.choosing.4)
            "payment",        // how to pay when several ways pay the cost (costs.2)
            "respond",        // an optional trigger: "yes" or "no" (effect-modifiers.optional.1)
            "trigger-order",  // a player's simultaneous triggers (effect-types.trigger.4)
            "replacement-order"};
  }
  std::vector<std::string> PropertyNames() const override {
    return {"zone", "at",     "orientation", "face_down",   "might",
            "life", "damage", "mana",        "transformed", "stack_size"};
  }

  Status Setup(GameState* s) const override {
    if (s->players.size() != 2) {
      return Status::InvalidArgument("Dimensional Rift is played by two players, not " +
                                     std::to_string(s->players.size()));
    }
    engine::Zone field;
    field.name = "field";
    field.board = true;
    field.rows = field.cols = 3;
    s->AddZone(field);
    engine::Zone stack;
    stack.name = "stack";
    stack.ordered = true;
    s->AddZone(stack);
    engine::Zone resolved;
    resolved.name = "resolved";
    resolved.visibility = engine::ZoneKind::kHidden;
    s->AddZone(resolved);
    for (size_t p = 0; p < s->players.size(); ++p) {
      PlayerId id = static_cast<PlayerId>(p);
      engine::Zone hand{"hand", id};
      hand.visibility = engine::ZoneKind::kPrivate;
      s->AddZone(hand);
      engine::Zone deck{"deck", id};
      deck.ordered = true;
      deck.visibility = engine::ZoneKind::kHidden;
      s->AddZone(deck);
      engine::Zone gy{"graveyard", id};
      gy.ordered = true;
      s->AddZone(gy);
      engine::Zone mon{"monuments", id};
      mon.board = true;  // in play, beside the grid (targeting.4)
      s->AddZone(mon);
    }
    s->phase = "deployment";
    return Status::Ok();
  }

  std::vector<engine::Card> BuiltinCards() const override {
    std::vector<engine::Card> cards = Cards();
    for (engine::Card& c : cards) CompleteDimriftCard(&c);
    return cards;
  }
  void CompleteCard(engine::Card* card) const override { CompleteDimriftCard(card); }
  // A continuous effect, or a trigger on an event the module does not fire, of a face-up card in
  // play could change the game by being there.
  bool AbilityFunctions(const GameState& s, ObjectId id, const Ability& a) const override {
    const engine::Object& o = s.obj(id);
    const bool kind = a.kind.find("continuous") != std::string::npos ||
                      a.kind.find("trigger") != std::string::npos;
    return kind && s.zone(o.zone).board && !o.face_down;
  }
  engine::CardVocabulary Vocabulary() const override {
    engine::CardVocabulary v;
    v.types = {"Creature", "Artifact", "Monument"};
    v.stats = {"might", "life", "mana"};
    v.string_fields = {"arrows"};
    // The effect kinds of effect-types and effect-modifiers (geo::ParseEffectKind reads them).
    v.ability_kinds = {"trigger",
                       "optional trigger",
                       "once-per-turn trigger",
                       "optional once-per-turn trigger",
                       "activation",
                       "once-per-turn activation",
                       "continuous",
                       "action",
                       "summoning cost"};
    v.effect_is_text = true;
    return v;
  }
  Status ApplyCardField(engine::Card* card, const std::string& field,
                        const std::string& value) const override {
    if (field != "arrows") return Status::InvalidArgument("no field '" + field + "'");
    auto arrows = geo::ParseArrows(value);
    if (!arrows.ok()) return arrows.status();
    card->arrows = *arrows;
    return Status::Ok();
  }

  std::vector<std::string> ValidateSetup(const GameState& s) const override {
    std::vector<std::string> out;
    for (const engine::Object& o : s.objects) {
      const std::string& zone = s.zone(o.zone).name;
      bool monument = o.card.type == "Monument";
      if (monument && zone == "field") {
        out.push_back(o.key +
                      ": a monument goes in its owner's \"monuments\" zone, beside the "
                      "grid (dimrift:targeting.4)");
      }
      if (monument && o.face_down) {
        out.push_back(o.key + ": monuments are never face-down (dimrift:targeting.4)");
      }
      if (!monument && zone == "monuments") {
        out.push_back(o.key + ": only monuments go in the \"monuments\" zone");
      }
    }
    return out;
  }

  void Do(Engine& e, const Action& a) const override {
    GameState& s = e.state();
    int parent = e.current_step_entry();
    if (!s.vars.count("priority")) GivePriorityToTurnPlayer(s);
    const std::string& v = a.verb;
    if (v == "field") {
      int rows = IntArg(a, "rows", 3), cols = IntArg(a, "cols", 3);
      if (rows < 1 || cols < 1 || rows > 64 || cols > 64) {
        e.Fail("the field grid must be 1x1 .. 64x64, not " + std::to_string(rows) + "x" +
               std::to_string(cols));
      }
      s.zone(FieldZone(s)).rows = rows;
      s.zone(FieldZone(s)).cols = cols;
      s.vars["setup-step"] = e.step();
      e.Note(
          parent, {},
          "setup: the field is a " + std::to_string(rows) + "x" + std::to_string(cols) + " grid");
    } else if (v == "place") {
      ObjectId id = ObjArg(e, a, "object");
      auto cell = ParseCell(StrArg(a, "at"));
      const engine::Zone& f = s.zone(FieldZone(s));
      if (!cell || cell->row >= f.rows || cell->col >= f.cols) {
        e.Fail("place: '" + StrArg(a, "at") + "' is not a zone of the " + std::to_string(f.rows) +
               "x" + std::to_string(f.cols) + " field (write r<row>c<col>, from r1c1)");
      }
      if (s.obj(id).zone != FieldZone(s)) e.Fail("place: " + Key(s, id) + " is not in zone field");
      ObjectId there = CardAt(s, *cell);
      if (there != engine::kNoObject && there != id) {
        e.Fail("place: zone " + StrArg(a, "at") + " already holds " + Key(s, there));
      }
      int orientation = IntArg(a, "orientation", 0);
      if (orientation < 0 || orientation > 3) e.Fail("place: orientation is 0..3 quarter turns");
      s.obj(id).position = engine::GridPos{cell->row, cell->col};
      s.obj(id).orientation = s.obj(id).face_down ? 0 : orientation;
      s.vars["setup-step"] = e.step();
      e.Note(parent, {},
             "setup: " + Name(s, id) + (s.obj(id).face_down ? " (face-down)" : "") + " is at " +
                 StrArg(a, "at") + ", " + Facing(s.obj(id).orientation));
    } else if (v == "add-mana") {
      ObjectId id = ObjArg(e, a, "object");
      s.obj(id).counters["mana"] += IntArg(a, "amount", 0);
      s.vars["setup-step"] = e.step();
      e.Note(
          parent, {},
          "setup: " + Name(s, id) + " has " + std::to_string(s.obj(id).Counter("mana")) + " mana");
    } else if (v == "deactivate") {
      s.vars["inactive:" + StrArg(a, "at")] = 1;
      s.vars["setup-step"] = e.step();
      e.Note(parent, {}, "setup: zone " + StrArg(a, "at") + " is inactive");
    } else if (v == "phase") {
      Event ev;
      ev.kind = "phase";
      ev.args["to"] = StrArg(a, "to");
      ev.parent = parent;
      e.Perform(ev);
    } else if (v == "next-turn") {
      if (!s.zone(StackZoneOf(s)).objects.empty()) {
        e.Refuse(parent, {"the-stack-and-chains.2"},
                 "the stack is not empty: the chain is not "
                 "completed");
        return;
      }
      s.turn += 1;
      s.active = (s.active + 1) % static_cast<int>(s.players.size());
      GivePriorityToTurnPlayer(s);
      e.Note(parent, {},
             "turn " + std::to_string(s.turn) + ": " + PlayerName(s, s.active) + "'s turn begins");
      Event ev;
      ev.kind = "phase";
      ev.args["to"] = std::string("start");
      ev.parent = parent;
      e.Perform(ev);
    } else if (v == "summon" || v == "set") {
      ObjectId id = ObjArg(e, a, "object");
      PlayerId p = s.obj(id).controller;
      if (s.zone(s.obj(id).zone).name != "hand") {
        e.Refuse(parent, {}, Name(s, id) + " is not in a hand");
        return;
      }
      if (!SlowSpeedOk(e, p, "deployment", v == "summon" ? "summon" : "set a card", parent)) return;
      auto cell = ParseCell(StrArg(a, "at"));
      const engine::Zone& f = s.zone(FieldZone(s));
      if (!cell || cell->row >= f.rows || cell->col >= f.cols ||
          CardAt(s, *cell) != engine::kNoObject) {
        e.Refuse(parent, {}, "zone " + StrArg(a, "at") + " is not an empty zone of the field");
        return;
      }
      if (v == "set") {
        Event ev;
        ev.kind = "set";
        ev.object = id;
        ev.parent = parent;
        ev.args["row"] = static_cast<int64_t>(cell->row);
        ev.args["col"] = static_cast<int64_t>(cell->col);
        ev.rules = {"effect-types.summoning-cost.1"};
        e.Perform(ev);
        return;
      }
      Summon(e, id, *cell, IntArg(a, "orientation", 0), a, false, parent);
    } else if (v == "flip") {
      ObjectId id = ObjArg(e, a, "object");
      if (!OnField(s, id) || !s.obj(id).face_down) {
        e.Refuse(parent, {"spell-speed.3"}, Name(s, id) + " is not a face-down card on the field");
        return;
      }
      if (!HasPriority(e, s.obj(id).controller, "flip a card", parent)) return;
      geo::Cell cell{s.obj(id).position->row, s.obj(id).position->col};
      Summon(e, id, cell, IntArg(a, "orientation", 0), a, true, parent);
    } else if (v == "activate") {
      ObjectId id = ObjArg(e, a, "object");
      int index = IntArg(a, "effect", 1) - 1;
      PlayerId p = s.obj(id).controller;
      auto info = TryEffectOf(s, id, index);
      if (!info || info->parsed.type != geo::EffectType::kActivation) {
        e.Refuse(parent, {"effect-types.activation.1"},
                 Name(s, id) + "'s effect " + std::to_string(index + 1) +
                     " is not an activation effect");
        return;
      }
      if (s.obj(id).face_down || !(OnField(s, id) || IsMonument(s, id))) {
        e.Refuse(parent, {"effect-types.activation.1"},
                 Name(s, id) + " is not a face-up card in play: its effects cannot be activated");
        return;
      }
      // effect-types.activation.1: fast speed: any time its controller has priority.
      if (!HasPriority(e, p, "activate an effect", parent)) return;
      if (info->parsed.modifiers.once_per_turn &&
          s.vars.count("used:" + Key(s, id) + ":" + std::to_string(index) + ":" +
                       std::to_string(s.turn))) {
        e.Refuse(parent, {"effect-modifiers.once-per-turn.2"},
                 Name(s, id) + "'s once-per-turn effect was already used this turn");
        return;
      }
      Activate(e, id, index, p, GivenFrom(a), /*refuse=*/true, parent);
    } else if (v == "pass") {
      PlayerId p = s.FindPlayer(StrArg(a, "player"));
      if (!HasPriority(e, p, "pass priority", parent)) return;
      s.vars["passes"] += 1;
      PlayerId other = (p + 1) % static_cast<int>(s.players.size());
      if (s.vars["passes"] >= static_cast<int64_t>(s.players.size())) {
        if (s.zone(StackZoneOf(s)).objects.empty()) {
          e.Note(parent, {"the-stack-and-chains.8"}, "both players passed with the stack empty");
          GivePriorityToTurnPlayer(s);
          return;
        }
        e.Note(parent, {"the-stack-and-chains.8"},
               "both players passed in a row: the top of the stack resolves");
        ResolveTopItem(e);
      } else {
        s.vars["priority"] = other;
        e.Note(parent, {"the-stack-and-chains.8"},
               PlayerName(s, p) + " passes; " + PlayerName(s, other) + " has priority");
      }
    } else if (v == "resolve") {
      bool all = Has(a, "all") && std::get<bool>(a.args.at("all"));
      ZoneId stack = StackZoneOf(s);
      if (s.zone(stack).objects.empty()) {
        e.Refuse(parent, {"the-stack-and-chains.6"}, "the stack is empty: nothing resolves");
        return;
      }
      do {
        ResolveTopItem(e);
        e.Settle(parent);  // triggers go on the stack after each resolution
      } while (all && !s.zone(stack).objects.empty());
    } else if (v == "chain") {
      std::vector<ObjectId> ids;
      geo::Field field = FieldOf(s, &ids);
      Result<geo::ChainResult> chain = geo::FindConnectionChain(field, 4);
      if (!chain.ok()) e.Fail(chain.status().message());
      std::string pic;
      for (const std::string& line : SplitLines(geo::DrawField(field))) pic += "\n        " + line;
      if (chain->exists) {
        e.Note(parent, {"targeting.connection-chain.4", "targeting.connection-chain.1"},
               "a Connection Chain through all " + std::to_string(chain->cards) +
                   " non-monument cards exists: " + geo::ChainToString(field, chain->chain) + pic);
      } else {
        e.Note(parent, {"targeting.connection-chain.4", "targeting.connected.1"},
               "no Connection Chain through all " + std::to_string(chain->cards) +
                   " non-monument cards: " + Join(chain->reasons, "; ") + pic);
      }
    } else if (v == "destroy") {
      Event ev;
      ev.kind = "destroy";
      ev.object = ObjArg(e, a, "object");
      ev.parent = parent;
      e.Perform(ev);
    }
  }

  void Apply(Engine& e, Event& ev) const override {
    GameState& s = e.state();
    ObjectId id = ev.object;
    if (ev.kind == "summon") {
      engine::Object& o = s.obj(id);
      std::string from = s.zone(o.zone).name;
      bool flipped = o.face_down;
      ZoneId fz = FieldZone(s);
      if (o.zone != fz) s.MoveObject(id, fz);
      s.obj(id).face_down = false;
      s.obj(id).position = engine::GridPos{static_cast<int>(std::get<int64_t>(ev.args["row"])),
                                           static_cast<int>(std::get<int64_t>(ev.args["col"]))};
      s.obj(id).orientation = static_cast<int>(std::get<int64_t>(ev.args["orientation"]));
      std::string at = CellOf(s, id);
      std::vector<std::string> rules = ev.rules;
      int n = e.Note(ev.parent, rules,
                     Name(s, id) + (flipped ? " is flipped face-up and summoned" : " is summoned") +
                         " at " + at + ", " + Facing(s.obj(id).orientation) +
                         " (its orientation is picked on summoning)",
                     {{Key(s, id), "zone", from, "field"}, {Key(s, id), "at", "", at}});
      ev.parent = n;
      // effect-types.continuous.1: its continuous effects are active from now.
      for (const Ability& a : s.obj(id).card.abilities) {
        if (a.kind == "continuous") {
          e.Note(n, {"effect-types.continuous.1"},
                 "\"" + a.text + "\" is active from now on, without going on the stack");
        }
      }
    } else if (ev.kind == "set") {
      std::string from = s.zone(s.obj(id).zone).name;
      s.MoveObject(id, FieldZone(s));
      s.obj(id).face_down = true;
      s.obj(id).orientation = 0;
      s.obj(id).position = engine::GridPos{static_cast<int>(std::get<int64_t>(ev.args["row"])),
                                           static_cast<int>(std::get<int64_t>(ev.args["col"]))};
      e.Note(ev.parent, ev.rules,
             Name(s, id) + " is set face-down at " + CellOf(s, id) +
                 ": no cost is paid when setting a card",
             {{Key(s, id), "zone", from, "field"}, {Key(s, id), "face_down", "false", "true"}});
    } else if (ev.kind == "destroy") {
      engine::Object& o = s.obj(id);
      if (!(OnField(s, id) || (IsMonument(s, id) && s.zone(o.zone).board))) {
        e.Note(ev.parent, {}, Name(s, id) + " is not in play: nothing to destroy");
        ev.cancelled = true;
        return;
      }
      // Look-back for "target from that creature" (targeting.target-from.1).
      if (o.position) {
        ev.args["from-row"] = static_cast<int64_t>(o.position->row);
        ev.args["from-col"] = static_cast<int64_t>(o.position->col);
        ev.args["from-arrows"] = geo::ArrowsToString(
            o.face_down ? geo::Arrows{} : geo::Rotate(o.card.arrows, o.orientation));
        ev.args["from-name"] = Name(s, id);
      }
      ev.args["was-face-up"] = !o.face_down;
      std::string at = o.position ? CellOf(s, id) : s.zone(o.zone).name;
      bool sac = ev.args.count("sacrifice") > 0;
      bool was_face_down = o.face_down;
      s.MoveObject(id, s.FindZone("graveyard", o.owner));
      s.obj(id).position.reset();
      s.obj(id).face_down = false;
      s.obj(id).counters.clear();
      std::string text = Name(s, id) + (sac ? " is sacrificed (destroyed)" : " is destroyed") +
                         " and goes from " + at + " to the graveyard";
      bool for_mana =
          std::find(ev.rules.begin(), ev.rules.end(), "costs.mana-cost.1") != ev.rules.end();
      if (sac && was_face_down && for_mana) text += "; it was face-down and is never summoned";
      int n = e.Note(ev.parent, ev.rules, text, {{Key(s, id), "zone", "field", "graveyard"}});
      ev.parent = n;
    } else if (ev.kind == "to-hand") {
      std::string at = CellOf(s, id);
      s.MoveObject(id, s.FindZone("hand", s.obj(id).owner));
      s.obj(id).position.reset();
      s.obj(id).counters.clear();
      e.Note(ev.parent, ev.rules, Name(s, id) + " goes from " + at + " to its owner's hand",
             {{Key(s, id), "zone", "field", "hand"}});
    } else if (ev.kind == "rotate") {
      int before = s.obj(id).orientation;
      s.obj(id).orientation = (before + ev.amount) % 4;
      e.Note(ev.parent, ev.rules,
             Name(s, id) + " rotates 90 degrees clockwise: " + Facing(before) + " -> " +
                 Facing(s.obj(id).orientation),
             {{Key(s, id), "orientation", std::to_string(before),
               std::to_string(s.obj(id).orientation)}});
    } else if (ev.kind == "counter") {
      std::string name = std::get<std::string>(ev.args["name"]);
      int before = name == "might" || name == "life" ? DerivedStat(s, id, name, nullptr)
                                                     : s.obj(id).Counter(name);
      s.obj(id).counters[name] += ev.amount;
      int after = name == "might" || name == "life" ? DerivedStat(s, id, name, nullptr)
                                                    : s.obj(id).Counter(name);
      std::string label = name == "damage" ? "takes " + std::to_string(ev.amount) + " damage"
                                           : "gets +" + std::to_string(ev.amount) + " " + name;
      e.Note(ev.parent, ev.rules,
             Name(s, id) + " " + label + " (" + name + " " + std::to_string(before) + " -> " +
                 std::to_string(after) + ")",
             {{Key(s, id), name, std::to_string(before), std::to_string(after)}});
    } else if (ev.kind == "remove-mana") {
      int before = s.obj(id).Counter("mana");
      s.obj(id).counters["mana"] = before - ev.amount;
      e.Note(ev.parent, ev.rules, std::to_string(ev.amount) + " mana removed from " + Name(s, id),
             {{Key(s, id), "mana", std::to_string(before), std::to_string(before - ev.amount)}});
    } else if (ev.kind == "discard") {
      s.MoveObject(id, s.FindZone("graveyard", s.obj(id).owner));
      e.Note(ev.parent, ev.rules, Name(s, id) + " is discarded: from the hand to the graveyard",
             {{Key(s, id), "zone", "hand", "graveyard"}});
    } else if (ev.kind == "draw") {
      ZoneId deck = s.FindZone("deck", ev.player), hand = s.FindZone("hand", ev.player);
      if (s.zone(deck).objects.empty()) {
        e.Note(ev.parent, ev.rules, PlayerName(s, ev.player) + " draws nothing: the deck is empty");
        return;
      }
      ObjectId top = s.zone(deck).objects.front();
      s.MoveObject(top, hand);
      e.Note(ev.parent, ev.rules, PlayerName(s, ev.player) + " draws " + Name(s, top),
             {{Key(s, top), "zone", "deck", "hand"}});
    } else if (ev.kind == "transform") {
      s.obj(id).status.insert("transformed");
      e.Note(ev.parent, ev.rules, Name(s, id) + " transforms",
             {{Key(s, id), "transformed", "false", "true"}});
    } else if (ev.kind == "phase") {
      std::string to = std::get<std::string>(ev.args["to"]);
      std::string before = s.phase;
      s.phase = to;
      GivePriorityToTurnPlayer(s);
      e.Note(ev.parent, {},
             PlayerName(s, s.active) + "'s turn: " + before + " phase -> " + to + " phase",
             {{"", "phase", before, to}});
    }
  }

  std::vector<engine::Replacement> Replacements(const Engine& e, const Event& ev) const override {
    std::vector<engine::Replacement> out;
    const GameState& s = e.state();
    if (ev.kind != "destroy" || !OnField(s, ev.object) || s.obj(ev.object).face_down) return out;
    for (size_t i = 0; i < s.obj(ev.object).card.abilities.size(); ++i) {
      auto info = TryEffectOf(s, ev.object, static_cast<int>(i));
      if (!info || info->on != TriggerOn::kWouldBeDestroyed) continue;
      engine::Replacement r;
      r.source = ev.object;
      r.chooser = s.obj(ev.object).controller;
      r.label = Name(s, ev.object) + ": " + info->parsed.text;
      r.rules = {"effect-types.trigger.5"};
      r.apply = [](Event& event, const engine::Replacement& self, GameState& state) {
        event.kind = "to-hand";
        event.rules = {"effect-types.trigger.5"};
        return "\"" + self.label +
               "\" is a replacement effect (it says \"instead\"): it does not "
               "go on the stack; the destruction becomes a return to " +
               state.obj(event.object).card.name + "'s owner's hand";
      };
      out.push_back(r);
    }
    return out;
  }

  std::vector<PendingTrigger> Triggers(const Engine& e, const Event& ev) const override {
    const GameState& s = e.state();
    std::vector<PendingTrigger> out;
    if (ev.kind == "summon") {
      for (size_t i = 0; i < s.obj(ev.object).card.abilities.size(); ++i) {
        auto info = TryEffectOf(s, ev.object, static_cast<int>(i));
        if (info && info->on == TriggerOn::kSummoned) {
          out.push_back(MakeTrigger(s, ev.object, static_cast<int>(i), {"effect-types.trigger.2"},
                                    ev.parent));
        }
      }
    } else if (ev.kind == "destroy" && !ev.args.count("no-triggers") &&
               ev.args.count("was-face-up")) {  // a destroy that did nothing triggers nothing
      std::map<std::string, Value> snap;
      for (const char* k : {"from-row", "from-col", "from-arrows", "from-name"}) {
        auto it = ev.args.find(k);
        if (it != ev.args.end()) snap[k] = it->second;
      }
      bool was_face_up = std::get<bool>(ev.args.at("was-face-up"));
      out = DestroyTriggers(s, ev.object, was_face_up, snap, ev.parent);
    } else if (ev.kind == "phase" && std::get<std::string>(ev.args.at("to")) == "start") {
      // effect-types.trigger.3: every trigger of this phase change is simultaneous.
      for (ObjectId id : LiveCards(s)) {
        if (s.obj(id).controller != s.active) continue;
        for (size_t i = 0; i < s.obj(id).card.abilities.size(); ++i) {
          auto info = TryEffectOf(s, id, static_cast<int>(i));
          if (info && info->on == TriggerOn::kStartOfTurn) {
            out.push_back(
                MakeTrigger(s, id, static_cast<int>(i), {"effect-types.trigger.3"}, ev.parent));
          }
        }
      }
    }
    return out;
  }

  bool StateChecks(Engine& e, int parent) const override {
    GameState& s = e.state();
    bool setup = s.vars.count("setup-step") && s.vars["setup-step"] == e.step();
    bool fired = false;
    for (ObjectId id : LiveCards(s)) {
      for (size_t i = 0; i < s.obj(id).card.abilities.size(); ++i) {
        auto info = TryEffectOf(s, id, static_cast<int>(i));
        if (!info || info->on != TriggerOn::kChainState) continue;
        std::vector<ObjectId> ids;
        geo::Field field = FieldOf(s, &ids);
        Result<geo::ChainResult> chain = geo::FindConnectionChain(field, 4);
        if (!chain.ok()) e.Fail(chain.status().message());
        std::string var = "cond:" + Key(s, id) + ":" + std::to_string(i);
        bool was = s.vars[var] != 0;
        bool now = chain->exists;
        if (now == was) continue;
        s.vars[var] = now;
        if (!now) {
          if (!setup) {
            e.Note(parent, {"effect-types.trigger.2"},
                   "the Connection Chain condition of " + Name(s, id) +
                       " became false: " + Join(chain->reasons, "; "));
          }
          continue;
        }
        if (setup) continue;  // the board was only being laid out
        int n =
            e.Note(parent,
                   {"effect-types.trigger.2", "targeting.connection-chain.4",
                    "targeting.connection-chain.1"},
                   "state check: a Connection Chain through all " + std::to_string(chain->cards) +
                       " non-monument cards exists: " + geo::ChainToString(field, chain->chain) +
                       " (false -> true, so it procs once)");
        e.AddPending({MakeTrigger(s, id, static_cast<int>(i), {"effect-types.trigger.2"}, n)});
        fired = true;
      }
    }
    return fired;
  }

  void PutOnStack(Engine& e, std::vector<PendingTrigger> ordered) const override {
    GameState& s = e.state();
    if (ordered.size() > 1) {
      e.Note(ordered[0].parent, {"effect-types.trigger.4", "the-stack-and-chains.7"},
             std::to_string(ordered.size()) +
                 " simultaneous triggers go on the stack: " + PlayerName(s, s.active) +
                 "'s first, then the opponent's, each player in the "
                 "order they chose");
    }
    for (PendingTrigger& t : ordered) {
      EffectInfo info = EffectOf(e, t.source, t.ability);
      const geo::ParsedEffect& p = info.parsed;
      // effect-types.trigger.1 (no missed timing) and the-stack-and-chains.7: a trigger goes on
      // the stack as soon as it procs and the current resolution has finished.
      std::vector<std::string> rules = {"effect-types.trigger.1", "the-stack-and-chains.7"};
      for (size_t k = 1; k < t.rules.size(); ++k) {
        if (std::find(rules.begin(), rules.end(), t.rules[k]) == rules.end()) {
          rules.push_back(t.rules[k]);
        }
      }
      int parent = e.Note(t.parent, rules, Name(s, t.source) + " triggers: \"" + p.trigger + "\"");
      if (p.modifiers.once_per_turn &&
          s.vars.count("used:" + Key(s, t.source) + ":" + std::to_string(t.ability) + ":" +
                       std::to_string(s.turn))) {
        e.Note(parent, {"effect-modifiers.once-per-turn.2"},
               "it does not proc again: once-per-turn, already used this turn");
        continue;
      }
      if (p.modifiers.optional) {
        ChoiceRequest req;
        req.kind = "respond";
        req.player = t.controller;
        req.options = {"yes", "no"};
        req.rule = "effect-modifiers.optional.1";
        req.prompt = PlayerName(s, t.controller) + " decides now whether " + Name(s, t.source) +
                     "'s optional trigger responds";
        if (e.Choose(req, parent).picks.at(0) == "no") {
          e.Note(parent, {"effect-modifiers.optional.1"},
                 PlayerName(s, t.controller) + " declines: the optional trigger does nothing");
          continue;
        }
      }
      Given g;
      g.snapshot = t.snapshot;
      Activate(e, t.source, t.ability, t.controller, g, /*refuse=*/false, parent);
    }
  }

  bool AutoResolve(const Engine&) const override { return false; }  // priority decides
  void ResolveTop(Engine& e) const override { ResolveTopItem(e); }
  ZoneId StackZone(const GameState& s) const override { return StackZoneOf(s); }
  std::string ResolutionRule() const override { return "the-stack-and-chains.6"; }

  bool Derive(const GameState& s, ObjectId id, const std::string& property,
              engine::Derivation* out) const override {
    if (property != "might" && property != "life") return false;
    DerivedStat(s, id, property, out);
    return true;
  }

  Value Property(const GameState& s, ObjectId id, const std::string& property,
                 std::string* error) const override {
    const engine::Object& o = s.obj(id);
    if (property == "zone") return s.zone(o.zone).name;
    if (property == "at") return CellOf(s, id);
    if (property == "orientation") return static_cast<int64_t>(o.orientation);
    if (property == "face_down") return o.face_down;
    if (property == "might" || property == "life") {
      return static_cast<int64_t>(DerivedStat(s, id, property, nullptr));
    }
    if (property == "damage" || property == "mana")
      return static_cast<int64_t>(o.Counter(property));
    if (property == "transformed") return o.Has("transformed");
    if (property == "stack_size") {
      return static_cast<int64_t>(s.zone(StackZoneOf(s)).objects.size());
    }
    *error = "unknown property '" + property + "'";
    return Value{};
  }
};

}  // namespace

const engine::GameModule& Module() {
  static const DimriftModule kModule;
  return kModule;
}

}  // namespace arbiter::games::dimrift
