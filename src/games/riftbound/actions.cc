// The verbs of scenario steps and card programs, as one table (VerbTable: name, typed parameters,
// the rules the handler cites, the handler): buffs (413, 702-705), attach/detach (421, 422),
// kill/recall, Might and keyword effects, Deal with Bonus Damage (712-715), control, draw, and the
// verbs other files implement (play, hide, equip, move, turn, combat).
#include <algorithm>
#include <map>

#include "engine/unmodelled.h"
#include "games/riftbound/buff_limit.h"
#include "games/riftbound/card_text.h"
#include "games/riftbound/cards.h"
#include "games/riftbound/characteristics.h"
#include "games/riftbound/enters_ready_group.h"
#include "games/riftbound/history.h"
#include "games/riftbound/internal.h"
#include "games/riftbound/knell_conditions.h"
#include "games/riftbound/split_damage.h"
#include "games/riftbound/trigger_events.h"
#include "util/strings.h"

namespace arbiter::games::riftbound {
namespace {

void DoBuff(Engine& e, ObjectId id, const Ctx& ctx) {
  GameState& s = e.state();
  if (!IsUnit(s, id) || !s.OnBoard(id)) {
    e.Refuse(ctx.parent, {"426.1"},
             Name(s, id) + " is not a unit on the board: it cannot be buffed");
    return;
  }
  auto& o = s.obj(id);
  const int had = o.Counter("buff");
  if (had > 0 && AnyNumberOfBuffs(s, id)) {  // card text supersedes 702.3 (002; buff_limit.cc)
    MightWatch w = WatchMight(s, {id});
    o.counters["buff"] = had + 1;
    int entry = e.Note(ctx.parent, {"002", "426.1.b", "702.2.a"},
                       Name(s, id) + " can have any number of buffs: another buff is placed",
                       {{o.key, "buff", std::to_string(had), std::to_string(had + 1)}});
    e.Note(entry, {"703"}, "each buff contributes +1 Might");
    ReportMight(e, w, entry);
    FireEvent(e, GameEvent{"buff", id, ctx.controller, o.zone}, entry);
    return;
  }
  if (had > 0) {
    e.Note(
        ctx.parent, {"702.3.a", "426.1.b.1"},
        Name(s, id) + " already has a buff: no second buff is placed", {},
        {{"a second buff on " + Name(s, id), {"702.3"}, "there can only be one buff on a unit"}});
    return;
  }
  MightWatch w = WatchMight(s, {id});
  o.counters["buff"] = 1;
  int entry = e.Note(ctx.parent, {"426.1.b", "702.2.a"}, Name(s, id) + " is buffed",
                     {{o.key, "buff", "0", "1"}});
  e.Note(entry, {"703"}, "the buff contributes +1 Might");
  ReportMight(e, w, entry);
  FireEvent(e, GameEvent{"buff", id, ctx.controller, o.zone}, entry);  // "When you buff me"
}

void DoSpendBuff(Engine& e, ObjectId id, PlayerId by, const Ctx& ctx) {
  GameState& s = e.state();
  auto& o = s.obj(id);
  if (o.Counter("buff") == 0) {
    e.Refuse(ctx.parent, {"702.2.b.1"}, Name(s, id) + " has no buff to spend");
    return;
  }
  if (o.controller != by) {
    e.Refuse(ctx.parent, {"702.2.b.2", "745.2"},  // 745.2: spend only from what you control
             PlayerName(s, by) + " cannot spend a buff from " + Name(s, id) + ", controlled by " +
                 PlayerName(s, o.controller));
    return;
  }
  MightWatch w = WatchMight(s, {id});
  // 702.2.b: spending removes a single buff (more than one only with "any number of buffs")
  const int had = o.Counter("buff");
  if (had > 1) {
    o.counters["buff"] = had - 1;
  } else {
    o.counters.erase("buff");
  }
  int entry =
      e.Note(ctx.parent, {"702.2.b"}, PlayerName(s, by) + " spends " + Name(s, id) + "'s buff",
             {{o.key, "buff", std::to_string(had), std::to_string(had - 1)}});
  ReportMight(e, w, entry);
  CollectPlayerTriggers(e, by, "you-spend-buff", entry);  // "When you spend a buff"
}

void DoAttach(Engine& e, ObjectId gear, ObjectId unit, const Ctx& ctx,
              std::vector<std::string> rules = {}) {
  GameState& s = e.state();
  if (!s.OnBoard(gear) || !s.OnBoard(unit)) {
    e.Refuse(ctx.parent, {"434.1"},
             "Attaching links two cards on the board; " + Name(s, s.OnBoard(gear) ? unit : gear) +
                 " is not on the board");
    return;
  }
  if (gear == unit) {
    e.Refuse(ctx.parent, {"434.1.a"}, "a card cannot be attached to itself");
    return;
  }
  if (s.obj(gear).attached_to == unit) {
    // 434.1.g, 434.1.h: attaching a card to its current Top-Most Card has no effect; no detach,
    // no re-attach, so nothing triggers on attaching.
    e.Note(ctx.parent, {"434.1.g", "434.1.h"},
           Name(s, gear) + " is already attached to " + Name(s, unit) +
               " (its current Top-Most Card): attaching it there again has no effect");
    return;
  }
  if (s.obj(gear).attached_to != engine::kNoObject) {
    engine::Event d;
    d.kind = "detach";
    d.object = gear;
    d.parent = e.Note(ctx.parent, {"434.1.f", "718.5.d"},
                      Name(s, gear) + " first detaches from " + Name(s, s.obj(gear).attached_to) +
                          " (a card is attached to one Top-Most Card at a time)");
    e.Perform(d);
  }
  engine::Event ev;
  ev.kind = "attach";
  ev.object = gear;
  ev.other = unit;
  ev.parent = ctx.parent;
  ev.rules = rules;
  e.Perform(ev);
}

// 712-715: all Bonus Damage instances on one Deal are summed and applied once, to each target
// separately (715.2) or to the amount being split (715.3).
void DoDeal(Engine& e, const Action& a, const Ctx& ctx) {
  GameState& s = e.state();
  std::vector<ObjectId> targets = ArgObjects(e, a, "to", ctx);
  int amount = ArgInt(a, "amount");
  // "Deal damage equal to my Might": the amount is that object's Might now (710); off the board
  // it has no Might (359.3.e.12) and nothing is dealt.
  if (HasArg(a, "might_of")) {
    const ObjectId of = ArgObject(e, a, "might_of", ctx);
    if (!s.OnBoard(of)) {
      e.Note(ctx.parent, {"359.3.e.12"},
             Name(s, of) + " is not on the board: its Might is null and no damage is dealt");
      return;
    }
    amount = MightValue(s, of);
    e.Note(ctx.parent, {"710"},
           "the amount is " + Name(s, of) + "'s Might: " + std::to_string(amount));
  }
  PlayerId dealer = ArgPlayer(e, a, "player", ctx.controller);
  ObjectId source = HasArg(a, "source") ? ArgObject(e, a, "source", ctx) : ctx.source;
  bool split = ArgBool(a, "split");
  if (amount < 0) {  // bad input, not a game event: say so and deal nothing
    e.Note(ctx.parent, {},
           "a deal of " + std::to_string(amount) +
               " damage is not an action the rules know (only damage can be dealt, 404.2): "
               "nothing is dealt");
    return;
  }
  // Bonus Damage applies to spells and abilities (the Deal actions of game effects).
  auto sources = BonusDamageSources(s, dealer);
  int bonus = 0;
  std::vector<std::string> from;
  for (auto& [id, n] : sources) {
    bonus += n;
    from.push_back(Name(s, id) + " " + std::to_string(n));
  }
  int entry = ctx.parent;
  if (!sources.empty()) {
    // 715: Bonus Damage applies to the total damage one Deal action deals; 714: summed, once.
    std::vector<std::string> rules = {"715", "714"};
    // A unit has the Effect Text of the cards attached to it (718.3): their Bonus Damage counts.
    for (auto& [src, n] : sources) {
      if (src != engine::kNoObject && s.obj(src).attached_to != engine::kNoObject &&
          std::find(rules.begin(), rules.end(), "718.3") == rules.end())
        rules.push_back("718.3");
    }
    if (bonus < 0) {
      entry = e.Note(ctx.parent, {"714.2"},
                     "Bonus Damage would be negative (" + std::to_string(bonus) +
                         "): no Bonus Damage is applied");
      bonus = 0;
    } else {
      entry = e.Note(ctx.parent, rules,
                     "Bonus Damage instances summed and applied once: " + Join(from, " + ") +
                         " = " + std::to_string(bonus));
    }
  }
  if (split) {  // the division chosen as it resolves (355.14; split_damage.cc)
    DealSplit(e, targets, amount, bonus, dealer, entry);
    return;
  }
  for (ObjectId t : targets) {
    engine::Event ev;
    ev.kind = "damage";
    ev.object = t;
    ev.amount = amount + bonus;
    ev.parent = entry;
    if (bonus > 0) {
      ev.rules = {targets.size() > 1 ? "715.2" : "715.1"};
    } else {
      ev.rules = {"417.1"};
    }
    e.Perform(ev);
  }
  (void)source;
}

void DoGive(Engine& e, const Action& a, const Ctx& ctx) {
  GameState& s = e.state();
  ObjectId id = ArgObject(e, a, "object", ctx);
  if (id == engine::kNoObject) {
    e.Note(ctx.parent, {"355.8"}, "no unit was chosen: nothing is given");
    return;
  }
  if (!s.OnBoard(id)) {
    e.Refuse(ctx.parent, {"355.9.a.1"}, Name(s, id) + " is not on the board");
    return;
  }
  bool permanent = ArgStr(a, "duration", "turn") == "permanent";
  std::string dur = permanent ? "" : " this turn";
  ObjectId source = HasArg(a, "source") ? ArgObject(e, a, "source", ctx) : ctx.source;
  std::string from = source == engine::kNoObject ? "" : " (" + Name(s, source) + ")";
  if (HasArg(a, "might")) {
    int m = ArgInt(a, "might");
    // "Double my Might this turn": increased by its current Might, an amount fixed now (432.1,
    // 432.1.a).
    const bool twice = ArgBool(a, "double");
    if (twice) m = MightValue(s, id);
    engine::Event ev;
    ev.kind = "effect";
    ev.object = id;
    ev.other = source;
    ev.amount = m;
    ev.parent = ctx.parent;
    ev.rules = {"710"};
    if (twice) ev.rules = {"432.1", "432.1.a", "710"};
    ev.args["effect"] = std::string("might");
    ev.args["reason"] =
        std::string(m >= 0 ? "+" : "") + std::to_string(m) + " Might" + dur +
        (HasArg(a, "minimum") && m < 0 ? ", to a minimum of " + std::to_string(ArgInt(a, "minimum"))
                                       : "") +
        from;
    if (HasArg(a, "minimum") && m < 0)
      ev.args["minimum"] = static_cast<int64_t>(ArgInt(a, "minimum"));
    if (permanent) ev.args["permanent"] = true;
    e.Perform(ev);
  }
  if (HasArg(a, "keyword")) {
    std::string kw = ArgStr(a, "keyword");
    int v = ArgInt(a, "value", 0);
    engine::Event ev;
    ev.kind = "effect";
    ev.object = id;
    ev.other = source;
    ev.amount = v;
    ev.parent = ctx.parent;
    ev.rules = {"801.3.a", permanent ? "801.3.a.3" : "801.3.a.2"};
    if (kw == "Assault" && HasKeyword(s, id, "Assault")) ev.rules.push_back("807.2");
    if (kw == "Shield" && HasKeyword(s, id, "Shield")) ev.rules.push_back("814.2");
    if (kw == "Deflect" && HasKeyword(s, id, "Deflect")) ev.rules.push_back("809.2");
    if ((kw == "Tank" && HasKeyword(s, id, "Tank"))) ev.rules.push_back("815.2");
    if ((kw == "Temporary" && HasKeyword(s, id, "Temporary"))) ev.rules.push_back("816.2");
    ev.args["effect"] = std::string("grant-keyword");
    ev.args["keyword"] = kw;
    ev.args["reason"] = "[" + kw + (v ? " " + std::to_string(v) : "") + "]" + dur + from;
    if (permanent) ev.args["permanent"] = true;
    int before = KeywordTotal(s, id, kw);
    e.Perform(ev);
    int after = KeywordTotal(s, id, kw);
    if ((kw == "Assault" || kw == "Shield" || kw == "Deflect") && before > 0) {
      e.Note(ctx.parent,
             {kw == "Assault"  ? "807.2"
              : kw == "Shield" ? "814.2"
                               : "809.2"},
             Name(s, id) + " now has " + kw + " " + std::to_string(after) + " (" +
                 std::to_string(before) + " + " + std::to_string(v ? v : 1) +
                 "): the values of all instances are summed");
    }
  }
}

// "Move me to its location and it to my original location": two Moves by an effect (420.1), each
// from its Origin to its Destination (447); neither is a Standard Move, so nothing is exhausted.
void DoSwapLocations(Engine& e, const Action& a, const Ctx& ctx) {
  GameState& s = e.state();
  ObjectId me = ArgObject(e, a, "object", ctx);
  ObjectId other = ArgObject(e, a, "with", ctx);
  if (me == engine::kNoObject || other == engine::kNoObject) {
    e.Note(ctx.parent, {"355.8"}, "no unit was chosen: nothing moves");
    return;
  }
  if (!s.OnBoard(me) || !s.OnBoard(other)) {
    e.Note(ctx.parent, {"446.1"},
           Name(s, s.OnBoard(me) ? other : me) + " is not on the board: nothing moves");
    return;
  }
  ZoneId mine = s.obj(me).zone, theirs = s.obj(other).zone;
  if (mine == theirs) {
    e.Note(ctx.parent, {"447"},
           Name(s, me) + " and " + Name(s, other) + " are at the same location: nothing moves");
    return;
  }
  for (auto [id, to] : {std::pair<ObjectId, ZoneId>{me, theirs}, {other, mine}}) {
    engine::Event ev;
    ev.kind = "move";
    ev.object = id;
    ev.to = to;
    ev.parent = ctx.parent;
    ev.rules = {"420.1", "447"};
    e.Perform(ev);
  }
}

void DoPlayToken(Engine& e, const Action& a, const Ctx& ctx) {
  GameState& s = e.state();
  PlayerId p = ArgPlayer(e, a, "player", ctx.controller);
  ZoneId to = HasArg(a, "to") ? ArgZone(e, a, "to", p)
                              : ChooseTokenLocation(e, p, ArgStr(a, "name"), ctx.parent);
  engine::Object o;
  o.card.name = ArgStr(a, "name");
  o.card.type = "Unit";
  o.card.token = true;
  o.card.stats["might"] = ArgInt(a, "might");
  o.owner = o.controller = p;
  bool ready = ArgBool(a, "ready");  // "Play a ready ... token" (184.1)
  if (!ready) o.status.insert("exhausted");
  // "... with [Temporary]": keywords the effect gives the token (184.3).
  for (const std::string& k : Split(ArgStr(a, "keywords"), ';')) {
    if (Trim(k).empty()) continue;
    engine::Keyword kw;
    const std::string item(Trim(k));
    const size_t space = item.find(' ');
    kw.name = item.substr(0, space);
    if (space != std::string::npos) {
      kw.value = std::stoi(item.substr(space + 1));
      kw.has_value = true;
    }
    o.card.keywords.push_back(kw);
  }
  // Its tags from rule 187 ("the Shurima tag", 187.3): token_text.cc
  for (const std::string& t : Split(ArgStr(a, "tags"), ';'))
    if (!Trim(t).empty()) o.card.subtypes.push_back(std::string(Trim(t)));
  std::string key = ArgStr(a, "key");
  if (key.empty() || s.FindKey(key) != engine::kNoObject) {
    int n = 1;
    std::string stem = ToLowerAscii(o.card.name);
    std::replace(stem.begin(), stem.end(), ' ', '-');
    while (s.FindKey(stem + "-" + std::to_string(n)) != engine::kNoObject) ++n;
    key = stem + "-" + std::to_string(n);
  }
  o.key = key;
  ObjectId id = s.AddObject(std::move(o), to);
  std::vector<std::string> rules = {"182", ready ? "184.1" : "359.2.c"};
  // "Your tokens enter ready.", "Friendly units enter ready this turn." (enters_ready_group.cc)
  std::string by_other;
  if (!ready && EntersReadyByOthers(s, id, &by_other)) {
    s.obj(id).status.erase("exhausted");
    ready = true;
    rules.push_back("002");
    by_other = " (" + by_other + " supersedes the rule that units enter exhausted)";
  }
  if (HasArg(a, "keywords")) rules.push_back("184.3");
  if (HasArg(a, "tags_rule")) rules.push_back(ArgStr(a, "tags_rule"));
  e.Note(ctx.parent, rules,
         PlayerName(s, p) + " plays a " + std::to_string(ArgInt(a, "might")) + " Might " +
             s.obj(id).card.name + " unit token (" + key + ")" +
             (HasArg(a, "keywords") ? " with " + ArgStr(a, "keywords") : "") +
             (HasArg(a, "tags") ? (HasArg(a, "keywords") ? " and the " : " with the ") +
                                      ArgStr(a, "tags") + " tag"
                                : "") +
             " to " + ZoneLabel(s, to) + (ready ? "; it enters ready" : "; it enters exhausted") +
             by_other,
         {{key, "zone", "none", ZoneLabel(s, to)}});
  // A token is played (185.2.a): "When you play a token unit".
  CollectPlayerTriggers(e, p, "you-play-token-unit", ctx.parent);
}

// One Vision is 817.1.b (look, you may recycle); with several instances each decides separately
// (817.2.a) and, not recycling, the next sees the same card (817.2.b). `a` carries "instances".
void DoVision(Engine& e, const Action& a, const Ctx& ctx) {
  GameState& s = e.state();
  const bool several = a.args.count("instances") && ArgInt(a, "instances") > 1;
  ZoneId deck = Deck(s, ctx.controller);
  if (s.zone(deck).objects.empty()) {
    e.Note(ctx.parent, {"817.1.b"}, "the Main Deck is empty: there is no card to look at");
    return;
  }
  ObjectId top = s.zone(deck).objects.front();
  int entry = e.Note(  // Vision is "When this is played, predict" (817.1.b): Predict 1 (436.1)
      ctx.parent, {"817.1.b", "436.1"},
      PlayerName(s, ctx.controller) + " looks at the top card of the Main Deck: " + Name(s, top));
  engine::ChoiceRequest req;
  req.kind = "recycle";
  req.player = ctx.controller;
  req.options = {"yes", "no"};
  req.rule = several ? "817.2.a" : "817.1.b";
  req.prompt = PlayerName(s, ctx.controller) + " decides whether to recycle " + Name(s, top);
  auto ans = e.Choose(req, entry);
  if (ans.picks[0] == "yes") {
    s.MoveObject(top, deck, /*at_bottom=*/true);
    e.Note(entry, {"416"}, Name(s, top) + " is recycled to the bottom of the Main Deck",
           {{Key(s, top), "deck position", "top", "bottom"}});
    CollectRecycleTriggers(e, ctx.controller, 1, entry);  // player_triggers.cc
  } else {
    e.Note(entry, {several ? "817.2.b" : "817.1.b"}, Name(s, top) + " stays on top");
  }
}

void DoWeaponmaster(Engine& e, const Action& a, const Ctx& ctx) {
  GameState& s = e.state();
  ObjectId unit = ctx.source;
  std::vector<ObjectId> gear;
  for (const auto& o : s.objects) {
    if (o.controller == ctx.controller && s.zone(o.zone).board && IsEquipment(s, o.id)) {
      gear.push_back(o.id);
    }
  }
  if (gear.empty()) {
    e.Note(ctx.parent, {"821.1.c"},
           PlayerName(s, ctx.controller) + " controls no Equipment to choose");
    return;
  }
  // v1.4: "When you play me, you MAY choose a Card you control with the Equipment tag" (821.1.c):
  // the player may choose none ("none").
  ObjectId chosen = engine::kNoObject;
  std::string pick;
  if (HasArg(a, "equipment")) {
    pick = ArgStr(a, "equipment", "");
    if (pick != "none") chosen = ArgObject(e, a, "equipment", ctx);
  } else {
    engine::ChoiceRequest req;
    req.kind = "weaponmaster";
    req.player = ctx.controller;
    for (ObjectId g : gear) req.options.push_back(Key(s, g));
    req.options.push_back("none");
    req.rule = "821.1.c";
    req.prompt = PlayerName(s, ctx.controller) + " may choose an Equipment for " + Name(s, unit) +
                 "'s Weaponmaster";
    pick = e.Choose(req, ctx.parent).picks[0];
    if (pick != "none") chosen = s.FindKey(pick);
  }
  if (pick == "none") {
    e.Note(ctx.parent, {"821.1.c"},
           PlayerName(s, ctx.controller) +
               " chooses no Equipment: Weaponmaster's choice is "
               "optional (\"you may choose\"), so nothing is attached");
    return;
  }
  int entry = e.Note(ctx.parent, {"821.1.c", "821.1.c.1"},
                     Name(s, unit) + "'s Weaponmaster chooses " + Name(s, chosen));
  const engine::Keyword* equip = nullptr;
  for (const auto& k : s.obj(chosen).card.keywords) {
    if (k.name == "Equip") equip = &k;
  }
  if (s.obj(chosen).attached_to != engine::kNoObject) {
    e.Note(entry, {"821.1.c", "725.3"},
           Name(s, chosen) +
               " is attached: the necessary portions of its Rules Text (its Equip "
               "ability) are no longer Inactive for Weaponmaster");
  }
  if (!equip) {
    e.Note(entry, {"821.1.c.4", "821.1.c.5"},
           Name(s, chosen) + " has no Equip cost, so it cannot be paid; it stays where it is");
    return;
  }
  Cost cost = ParseCost(equip->cost);
  if (cost.any_power > 0) {
    --cost.any_power;
    e.Note(entry, {"821.1.c", "821.1.c.2"},
           "Equip cost " + equip->cost + " reduced by [A] to " + CostText(cost));
  } else {
    e.Note(entry, {"821.1.c.3"},
           "Equip cost " + equip->cost + " contains no [A]: it can be paid but is not reduced");
  }
  std::string why;
  if (!PayCost(e, ctx.controller, cost, s.obj(chosen).card.domains, entry,
               Name(s, chosen) + "'s Equip cost (Weaponmaster)", {"821.1.c"}, &why)) {
    e.Note(entry, {"821.1.c.5"}, why + "; " + Name(s, chosen) + " stays where it is");
    return;
  }
  DoAttach(e, chosen, unit, Ctx{ctx.source, ctx.controller, {}, entry}, {"821.1.c", "434.1"});
  e.Note(
      entry, {"821.1.c.6"},
      "the Equip ability was not activated and " + Name(s, unit) + " was not chosen (no target)");
}

// --- one handler per verb (the table below gives each its parameters and rules) ---------------

void RunAttach(Engine& e, const Action& a, const Ctx& ctx) {
  GameState& s = e.state();
  ObjectId gear = ArgObject(e, a, "object", ctx);
  ObjectId unit = engine::kNoObject;
  if (HasArg(a, "to")) {
    unit = ArgObject(e, a, "to", ctx);
  } else {
    // Quick-Draw's "attach it to a unit you control" (819.1.d): chosen on resolution.
    engine::ChoiceRequest req;
    req.kind = "attach-to";
    req.player = ctx.controller;
    for (const auto& o : s.objects) {
      if (o.controller == ctx.controller && s.zone(o.zone).board && o.card.type == "Unit") {
        req.options.push_back(o.key);
      }
    }
    if (req.options.empty()) {
      e.Note(ctx.parent, {"819.1.d"},
             PlayerName(s, ctx.controller) + " controls no unit: " + Name(s, gear) +
                 " stays unattached");
      return;
    }
    req.rule = "819.1.d";
    req.prompt =
        PlayerName(s, ctx.controller) + " chooses a unit to attach " + Name(s, gear) + " to";
    unit = s.FindKey(e.Choose(req, ctx.parent).picks[0]);
  }
  DoAttach(
      e, gear, unit, ctx,
      HasArg(a, "rule") ? std::vector<std::string>{ArgStr(a, "rule")} : std::vector<std::string>{});
}

void RunDetach(Engine& e, const Action& a, const Ctx& ctx) {
  engine::Event d;
  d.kind = "detach";
  d.object = ArgObject(e, a, "object", ctx);
  d.parent = ctx.parent;
  e.Perform(d);
}

void RunEquip(Engine& e, const Action& a, const Ctx& ctx) { DoEquip(e, a, ctx); }

void RunPlay(Engine& e, const Action& a, const Ctx& ctx) { DoPlay(e, a, ctx); }

void RunHide(Engine& e, const Action& a, const Ctx& ctx) { DoHide(e, a, ctx); }

void RunMove(Engine& e, const Action& a, const Ctx& ctx) { DoMove(e, a, ctx); }

void RunRecall(Engine& e, const Action& a, const Ctx& ctx) {
  engine::Event ev;
  ev.kind = "recall";
  ev.object = ArgObject(e, a, "object", ctx);
  ev.parent = ctx.parent;
  e.Perform(ev);
}

void RunKill(Engine& e, const Action& a, const Ctx& ctx) {
  GameState& s = e.state();
  const std::vector<ObjectId> killed =
      ArgObjects(e, a, HasArg(a, "objects") ? "objects" : "object", ctx);
  // killed together (370.1.a.2): each one's company as they die (knell_conditions.cc)
  const bool together = !HasArg(a, "with_keyword");
  if (together) KeepCompany(s, killed);
  for (ObjectId id : killed) {
    if (HasArg(a, "with_keyword")) {
      std::string kw = ArgStr(a, "with_keyword");
      if (!HasKeywordForReference(s, id, kw)) {
        e.Note(ctx.parent, {"722.1"},
               Name(s, id) + " does not have [" + kw + "]: not a valid choice");
        continue;
      }
      if (!HasKeyword(s, id, kw)) {
        e.Note(ctx.parent, {"722.1", "722.2", "721.2"},
               Name(s, id) + " still has [" + kw +
                   "] for effects that look for it, although its "
                   "rules text is Inactive (its ability does not function)");
      }
    }
    engine::Event ev;
    ev.kind = "kill";
    ev.object = id;
    ev.parent = ctx.parent;
    ev.rules = {"428.1", "428.1.a.1"};
    e.Perform(ev);
  }
  if (together) ForgetCompany(s, killed);
}

void RunBuff(Engine& e, const Action& a, const Ctx& ctx) {
  DoBuff(e, ArgObject(e, a, "object", ctx), ctx);
}

void RunSpendBuff(Engine& e, const Action& a, const Ctx& ctx) {
  DoSpendBuff(e, ArgObject(e, a, "object", ctx), ArgPlayer(e, a, "player", ctx.controller), ctx);
}

void RunGive(Engine& e, const Action& a, const Ctx& ctx) { DoGive(e, a, ctx); }

void RunDeal(Engine& e, const Action& a, const Ctx& ctx) { DoDeal(e, a, ctx); }

void RunBuffsGive(Engine& e, const Action& a, const Ctx& ctx) {
  GameState& s = e.state();
  PlayerId p = ArgPlayer(e, a, "player", ctx.controller);
  ObjectId source = HasArg(a, "source") ? ArgObject(e, a, "source", ctx) : ctx.source;
  MightWatch w = WatchAllMight(s);
  engine::Effect eff;
  eff.id = s.next_effect_id++;
  eff.kind = "buffed-bonus";
  eff.source = source;
  eff.scope = std::to_string(p);
  eff.amount = ArgInt(a, "amount");
  eff.duration = engine::Duration::kThisTurn;
  eff.created_turn = s.turn;
  eff.reason = "buffs give +" + std::to_string(eff.amount) + " this turn" +
               (source == engine::kNoObject ? "" : " (" + Name(s, source) + ")");
  s.effects.push_back(eff);
  int entry =
      e.Note(ctx.parent, {"703"},
             PlayerName(s, p) + "'s buffs give an additional +" + std::to_string(eff.amount) +
                 " Might to their units this turn, wherever they are");
  ReportMight(e, w, entry);
}

void RunExhaust(Engine& e, const Action& a, const Ctx& ctx) {
  engine::Event ev;
  ev.kind = a.verb;
  ev.object = ArgObject(e, a, "object", ctx);
  ev.parent = ctx.parent;
  e.Perform(ev);
}

void RunTakeControl(Engine& e, const Action& a, const Ctx& ctx) {
  GameState& s = e.state();
  ObjectId id = ArgObject(e, a, "object", ctx);
  PlayerId p = ArgPlayer(e, a, "player", ctx.controller);
  auto& o = s.obj(id);
  PlayerId was = o.controller;
  o.controller = p;
  // The next Cleanup looks at where it is (323.7: a base not its controller's).
  s.dirty.push_back(id);
  int entry = e.Note(ctx.parent, {"188"}, PlayerName(s, p) + " gains control of " + Name(s, id),
                     {{o.key, "controller", PlayerName(s, was), PlayerName(s, p)}});
  for (ObjectId g : o.attachments) {
    e.Note(entry, {"718.5.f", "718.5.g"},
           Name(s, g) + " stays under " + PlayerName(s, s.obj(g).controller) +
               "'s control and still gives " + Name(s, id) + " its Might Bonus and Effect Text");
  }
  if (o.attached_to != engine::kNoObject) {
    e.Note(entry, {"718.5.f"},
           Name(s, o.attached_to) + " (its Top-Most Card) stays under " +
               PlayerName(s, s.obj(o.attached_to).controller) + "'s control");
  }
}

void RunInsteadOfDeath(Engine& e, const Action& a, const Ctx& ctx) {
  GameState& s = e.state();
  ObjectId id = ArgObject(e, a, "object", ctx);
  engine::Effect eff;
  eff.id = s.next_effect_id++;
  eff.kind = "replace-death";
  eff.target = id;
  eff.target_incarnation = s.obj(id).incarnation;
  eff.duration = engine::Duration::kOnce;
  eff.created_turn = s.turn;
  eff.rule = "368";
  eff.reason = "the next time it would die this turn, recall it instead";
  s.effects.push_back(eff);
  e.Note(ctx.parent, {"368"},
         "the next time " + Name(s, id) + " would die this turn, it is recalled instead");
}

void RunPass(Engine& e, const Action& a, const Ctx& ctx) {
  GameState& s = e.state();
  if (ChainOpen(s)) {
    s.vars["hold"] = 0;
    e.Note(ctx.parent, {"340"}, "all players pass: the chain resolves");
  } else if (ShowdownOpen(s)) {
    // One player passes Focus, or every player in sequence (347.2; showdown.cc).
    PassInShowdown(
        e, HasArg(a, "player") ? ArgPlayer(e, a, "player", ctx.controller) : engine::kNoPlayer,
        ctx.parent);
  } else {
    e.Note(ctx.parent, {"316.5"}, "nothing to pass: no chain and no showdown");
  }
}

void RunEndTurn(Engine& e, const Action& a, const Ctx& ctx) { EndTurn(e, ctx.parent); }

void RunDraw(Engine& e, const Action& a, const Ctx& ctx) {
  GameState& s = e.state();
  PlayerId p = ArgPlayer(e, a, "player", ctx.controller);
  if (HasArg(a, "controller_of")) {
    // "Its controller draws 2": the object's controller draws; it is not a target (355.10.d).
    // An object that has left the board is read as it last was there (its controller is kept).
    const ObjectId of = ArgObject(e, a, "controller_of", ctx);
    if (of == engine::kNoObject) return;
    p = s.obj(of).controller;
    e.Note(ctx.parent, {"355.10.d"},
           PlayerName(s, p) + (s.OnBoard(of) ? " controls " : " last controlled ") + Name(s, of) +
               ": they draw (its controller is not a target)");
  }
  int count = ArgInt(a, "count", 1);
  if (ArgStr(a, "per") == "mighty-friendly-unit") {  // "Draw 1 for each of your [Mighty] units"
    int mighty = 0;
    for (const auto& o : s.objects) {
      if (o.controller == p && s.zone(o.zone).board && !o.face_down && IsUnit(s, o.id) &&
          IsMighty(s, o.id))
        ++mighty;
    }
    e.Note(ctx.parent, {"708"},
           PlayerName(s, p) + " has " + std::to_string(mighty) + " Mighty unit(s): they draw " +
               std::to_string(count * mighty));
    count *= mighty;
  }
  for (int i = 0; i < count; ++i) {
    ZoneId deck = Deck(s, p);
    if (s.zone(deck).objects.empty()) {
      e.Note(ctx.parent, {"413"}, PlayerName(s, p) + " has no card to draw");
      return;
    }
    ObjectId top = s.zone(deck).objects.front();
    s.MoveObject(top, Hand(s, p));
    e.Note(ctx.parent, {"413"}, PlayerName(s, p) + " draws " + Name(s, top),
           {{Key(s, top), "zone", "deck", "hand"}});
    RecordDrawn(e, p, ctx.parent);  // history.cc
  }
}

void RunSwapLocations(Engine& e, const Action& a, const Ctx& ctx) { DoSwapLocations(e, a, ctx); }

void RunPlayToken(Engine& e, const Action& a, const Ctx& ctx) { DoPlayToken(e, a, ctx); }

void RunVision(Engine& e, const Action& a, const Ctx& ctx) { DoVision(e, a, ctx); }

void RunWeaponmaster(Engine& e, const Action& a, const Ctx& ctx) { DoWeaponmaster(e, a, ctx); }

void RunNote(Engine& e, const Action& a, const Ctx& ctx) {
  // Text a scenario shows instead of instructions: met, it is named, and the run is incomplete.
  e.Unmodelled(ctx.parent, ctx.source, ArgStr(a, "text"), "written as a note, not as instructions");
}

void RunNotModelled(Engine& e, const Action& a, const Ctx& ctx) {
  e.Unmodelled(ctx.parent, ctx.source, engine::NotModelledText(a), engine::NotModelledWhy(a));
}

}  // namespace

const std::vector<VerbRow>& VerbTable() {
  using T = engine::ParamSpec::Type;
  static const std::vector<VerbRow> kVerbs = {
      {{"attach",
        "attach OBJECT (a gear) to TO (a unit), as an effect directs (421)",
        {{"object", T::kObject}, {"to", T::kObject}},
        {"434.1", "434.1.a", "434.1.f", "718.5.d", "819.1.d"}},
       RunAttach},
      {{"detach",
        "detach OBJECT from its Top-Most card (422)",
        {{"object", T::kObject}},
        {"435.1.b", "435.4"}},
       RunDetach},
      {{"equip",
        "activate OBJECT's Equip ability targeting TO (818)",
        {{"object", T::kObject}, {"to", T::kObject}},
        {"818.1.b", "818.1.b.2", "818.2", "434.1"}},
       RunEquip},
      {{"play",
        "play OBJECT from hand (or from Hidden) (346-356)",
        {{"object", T::kObject},
         {"to", T::kZone, false},
         {"targets", T::kObjects, false},
         {"repeat_targets", T::kObjects, false},
         {"accelerate", T::kBool, false},
         {"repeat", T::kInt, false},
         {"mode", T::kInt, false, {}, "the mode chosen of a spell with modes, 1-based (355.3)"},
         {"repeat_mode",
          T::kInt,
          false,
          {},
          "the mode of each execution Repeat adds (default: MODE; 820.2.a)"},
         {"attach_to", T::kObject, false},
         {"equipment", T::kObject, false},
         {"hold", T::kBool, false},
         {"additional_cost", T::kBool, false},
         {"target_player",
          T::kPlayer,
          false,
          {},
          "the player a spell's \"Choose an opponent.\" / \"Choose a player.\" chooses (355.9.a)"},
         {"destination",
          T::kZone,
          false,
          {},
          "where a spell that moves a unit (\"Move an enemy unit.\") moves it: a battlefield, "
          "or base for the unit's own base (355.4)"},
         {"player", T::kPlayer, false}},
        {"354", "357.1", "355.2.a", "355.9.a", "359.2", "158"}},
       RunPlay},
      {{"hide",
        "hide OBJECT facedown at battlefield AT (811)",
        {{"object", T::kObject}, {"at", T::kZone}},
        {"811.1.b", "811.1.c"}},
       RunHide},
      {{"move",
        "Standard Move of OBJECTS to TO (144, 810)",
        {{"objects", T::kObjects}, {"to", T::kZone}},
        {"144", "144.2"}},
       RunMove},
      {{"recall", "recall OBJECT to its base (455)", {{"object", T::kObject}}, {"455", "456"}},
       RunRecall},
      {{"kill",
        "kill OBJECTS (415); WITH_KEYWORD restricts to cards that have it (722.1)",
        {{"objects", T::kObjects}, {"with_keyword", T::kString, false, KeywordNames()}},
        {"428.1", "428.1.a.1", "722.1"}},
       RunKill},
      {{"buff",
        "buff OBJECT (413)",
        {{"object", T::kObject}},
        {"426.1.b", "702.2.a", "702.3.a", "703"}},
       RunBuff},
      {{"spend_buff",
        "spend a buff from OBJECT (702.2.b)",
        {{"object", T::kObject}, {"player", T::kPlayer, false}},
        {"702.2.b"}},
       RunSpendBuff},
      {{"give",
        "give OBJECT Might and/or a keyword (this turn unless DURATION is 'permanent')",
        {{"object", T::kObject},
         {"might", T::kInt, false},
         {"keyword", T::kString, false, KeywordNames()},
         {"value", T::kInt, false},
         {"duration", T::kString, false, {"turn", "permanent"}},
         {"minimum",
          T::kInt,
          false,
          {},
          "a Might decrease stops at this Might (\"to a minimum of 1\")"},
         {"double", T::kBool, false, {}, "MIGHT is the object's current Might (432.1)"},
         {"source", T::kObject, false}},
        {"710", "801.3.a"}},
       RunGive},
      {{"swap_locations",
        "move OBJECT to WITH's location and WITH to OBJECT's original location (420.1, 447)",
        {{"object", T::kObject}, {"with", T::kObject}},
        {"420.1", "447"}},
       RunSwapLocations},
      {{"deal",
        "deal AMOUNT to each of TO (split: divide it) from SOURCE (712-715)",
        {{"to", T::kObjects},
         {"amount", T::kInt},
         {"source", T::kObject, false},
         {"split", T::kBool, false},
         {"player", T::kPlayer, false},
         {"might_of",
          T::kObject,
          false,
          {},
          "the amount is this object's Might (\"damage equal to my Might\")"}},
        {"417.1", "714", "715.1", "715.2", "715.3"}},
       RunDeal},
      {{"buffs_give",
        "PLAYER's buffs give an additional AMOUNT Might to their units this turn",
        {{"amount", T::kInt}, {"player", T::kPlayer, false}, {"source", T::kObject, false}},
        {"703"}},
       RunBuffsGive},
      {{"exhaust", "exhaust OBJECT (401)", {{"object", T::kObject}}, {"414.1"}}, RunExhaust},
      {{"ready", "ready OBJECT (402)", {{"object", T::kObject}}, {"415.1"}}, RunExhaust},
      {{"take_control",
        "PLAYER (default: the one the instruction runs for) gains control of OBJECT",
        {{"object", T::kObject}, {"player", T::kPlayer, false}},
        {"188"}},
       RunTakeControl},
      {{"instead_of_death",
        "the next time OBJECT would die this turn, recall it instead",
        {{"object", T::kObject}},
        {"368"}},
       RunInsteadOfDeath},
      {{"pass",
        "all players pass: the chain resolves, or the showdown closes (348); with PLAYER, in a "
        "showdown, that player passes Focus (347.2)",
        {{"player", T::kPlayer, false}},
        {"340", "347.2", "348", "465.2"}},
       RunPass},
      {{"end_turn",
        "end the turn; the next player's turn starts (317, 315)",
        {},
        {"317.1", "315.1.b"}},
       RunEndTurn},
      {{"draw",
        "PLAYER draws COUNT (PER: COUNT for each of their Mighty units)",
        {{"player", T::kPlayer, false},
         {"count", T::kInt, false},
         {"per", T::kString, false, {"mighty-friendly-unit"}},
         {"controller_of",
          T::kObject,
          false,
          {},
          "the player is this object's controller (\"Its controller draws 2\", 355.10.d)"}},
        {"413", "355.10.d"}},
       RunDraw},
      {{"predict",
        "PLAYER Predicts COUNT: looks at the top COUNT cards, recycles any, the rest back on top "
        "in any order (436)",
        {{"count", T::kInt, false}, {"player", T::kPlayer, false}},
        {"436.1", "436.1.a", "436.3.a", "436.4", "436.4.a", "416"}},
       [](Engine& e, const Action& a, const Ctx& ctx) { DoPredict(e, a, ctx); }},
      {{"play_token",
        "play a unit token NAME with MIGHT at TO",
        {{"name", T::kString},
         {"might", T::kInt},
         {"to", T::kZone, false},
         {"player", T::kPlayer, false},
         {"key", T::kString, false},
         {"ready", T::kBool, false, {}, "it enters ready (184.1)"},
         {"keywords", T::kString, false, {}, "keywords it has, \"Temporary;Deflect\" (184.3)"},
         {"tags", T::kString, false, {}, "its tags, \"Shurima\" (187)"},
         {"tags_rule", T::kString, false, {}, "the rule 187.x that gives them"}},
        {"182", "359.2.c", "355.2.a", "184.1", "184.3"}},
       RunPlayToken},
      {{"note",
        "a line of card text this engine shows but does not execute",
        {{"text", T::kString}},
        {}},
       RunNote},
      // Generated by resolving cards, never written in a scenario (no loader check).
      {{"vision", "look at the top card; you may recycle it (817.1.b)", {}, {"817.1.b"}},
       RunVision},
      {{"weaponmaster", "equip one of your Equipment for [A] less (821.1.c)", {}, {"821.1.c"}},
       RunWeaponmaster},
      {{engine::kNotModelledVerb,
        "text the module does not execute: named, the run incomplete",
        {},
        {}},
       RunNotModelled},
  };
  static const std::vector<VerbRow> kAll = WithCardVerbs(kVerbs);  // verbs_cards.cc
  return kAll;
}

const VerbRow* FindVerb(const std::string& verb) {
  static const std::map<std::string, const VerbRow*> kIndex = [] {
    std::map<std::string, const VerbRow*> index;
    for (const VerbRow& row : VerbTable()) index[row.spec.verb] = &row;
    return index;
  }();
  auto it = kIndex.find(verb);
  return it == kIndex.end() ? nullptr : it->second;
}

void Exec(Engine& e, const Action& a, Ctx ctx) {
  // "If you control 2 or fewer runes, draw 1." (card text): a condition checked now
  // (conditions.cc).
  if (a.args.count("only_if") || a.args.count("replaced_if") || a.args.count("otherwise_if")) {
    if (!ConditionAllows(e, a, ctx)) return;
    Action x = a;
    for (const char* k : {"only_if", "replaced_if", "if_object", "otherwise_if", "remember_if"})
      x.args.erase(k);
    return Exec(e, x, ctx);
  }
  // "You may kill a gear." (card text): the instruction's controller decides as it is executed
  // (a spell's: its targets were chosen as it was played, 355.12; an ability's later part:
  // 383.3.a.3); "finalized": a triggered ability's first part, decided as it was finalized
  // (383.3.a). "you_may" is a mark of the compiled text, not an argument of the verb.
  if (auto opt = a.args.find("you_may"); opt != a.args.end()) {
    Action x = a;
    x.args.erase("you_may");
    if (std::holds_alternative<bool>(opt->second)) {
      GameState& s = e.state();
      const bool spell = ctx.source != engine::kNoObject && s.obj(ctx.source).card.type == "Spell";
      engine::ChoiceRequest req;
      req.kind = "may";
      req.player = ctx.controller;
      req.options = {"yes", "no"};
      req.min = req.max = 1;
      req.rule = spell ? "355.12" : "383.3.a.3";
      req.prompt = PlayerName(s, ctx.controller) + " decides whether to " + a.verb +
                   (ctx.source == engine::kNoObject ? "" : " (" + Name(s, ctx.source) + ")");
      const auto ans = e.Choose(req, ctx.parent);
      if (ans.picks.empty() || ans.picks[0] != "yes") {
        e.Note(ctx.parent, {req.rule}, PlayerName(s, ctx.controller) + " does not " + a.verb);
        return;
      }
    }
    return Exec(e, x, ctx);
  }
  // "They discard 1.": the player chosen as the spell was played or the ability went on the
  // chain (355.9.a), by name from here on.
  if (auto who = a.args.find("player"); who != a.args.end()) {
    const auto* word = std::get_if<std::string>(&who->second);
    if (word != nullptr && *word == kChosenPlayer) {
      if (ctx.target_player == engine::kNoPlayer)
        e.Fail("no player was chosen for '" + a.verb + "'");
      Action x = a;
      x.args["player"] = PlayerName(e.state(), ctx.target_player);
      return Exec(e, x, ctx);
    }
  }
  const VerbRow* row = FindVerb(a.verb);
  if (row == nullptr) e.Fail("the Riftbound module cannot perform '" + a.verb + "'");
  // 429.2, 429.2.b (v1.4): only triggered and activated abilities that Add resolve as soon as
  // they are finalized; a spell that Adds (v1.2's 416.2 finalized it at once too) lingers on the
  // chain as normal and adds as it resolves, here.
  if (a.verb == "add" && ctx.source != engine::kNoObject &&
      e.state().obj(ctx.source).card.type == "Spell") {
    ctx.parent = e.Note(ctx.parent, {"429.2.b"},
                        Name(e.state(), ctx.source) +
                            " is a spell that Adds: it lingered on the chain as normal and adds "
                            "now, as it resolves");
  }
  row->run(e, a, ctx);
}

}  // namespace arbiter::games::riftbound
