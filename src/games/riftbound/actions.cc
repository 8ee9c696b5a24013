// The verbs of scenario steps and card programs: buffs (413, 702-705), attach/detach (421, 422),
// kill/recall, Might and keyword effects, Deal with Bonus Damage (712-715), control, draw.
#include <algorithm>

#include "engine/unmodelled.h"
#include "games/riftbound/characteristics.h"
#include "games/riftbound/internal.h"
#include "util/strings.h"

namespace arbiter::games::riftbound {
namespace {

void DoBuff(Engine& e, ObjectId id, const Ctx& ctx) {
  GameState& s = e.state();
  if (!IsUnit(s, id) || !s.OnBoard(id)) {
    e.Refuse(ctx.parent, {"413.1"},
             Name(s, id) + " is not a unit on the board: it cannot be buffed");
    return;
  }
  auto& o = s.obj(id);
  if (o.Counter("buff") > 0) {
    e.Note(
        ctx.parent, {"702.3.a", "413.1.b.1"},
        Name(s, id) + " already has a buff: no second buff is placed", {},
        {{"a second buff on " + Name(s, id), {"702.3"}, "there can only be one buff on a unit"}});
    return;
  }
  MightWatch w = WatchMight(s, {id});
  o.counters["buff"] = 1;
  int entry = e.Note(ctx.parent, {"413.1.b", "702.2.a"}, Name(s, id) + " is buffed",
                     {{o.key, "buff", "0", "1"}});
  e.Note(entry, {"703"}, "the buff contributes +1 Might");
  ReportMight(e, w, entry);
}

void DoSpendBuff(Engine& e, ObjectId id, PlayerId by, const Ctx& ctx) {
  GameState& s = e.state();
  auto& o = s.obj(id);
  if (o.Counter("buff") == 0) {
    e.Refuse(ctx.parent, {"702.2.b.1"}, Name(s, id) + " has no buff to spend");
    return;
  }
  if (o.controller != by) {
    e.Refuse(ctx.parent, {"702.2.b.2"},
             PlayerName(s, by) + " cannot spend a buff from " + Name(s, id) + ", controlled by " +
                 PlayerName(s, o.controller));
    return;
  }
  MightWatch w = WatchMight(s, {id});
  o.counters.erase("buff");
  int entry =
      e.Note(ctx.parent, {"702.2.b"}, PlayerName(s, by) + " spends " + Name(s, id) + "'s buff",
             {{o.key, "buff", "1", "0"}});
  ReportMight(e, w, entry);
}

void DoAttach(Engine& e, ObjectId gear, ObjectId unit, const Ctx& ctx,
              std::vector<std::string> rules = {}) {
  GameState& s = e.state();
  if (!s.OnBoard(gear) || !s.OnBoard(unit)) {
    e.Refuse(ctx.parent, {"421.1"},
             "Attaching links two cards on the board; " + Name(s, s.OnBoard(gear) ? unit : gear) +
                 " is not on the board");
    return;
  }
  if (gear == unit) {
    e.Refuse(ctx.parent, {"421.1.a"}, "a card cannot be attached to itself");
    return;
  }
  if (s.obj(gear).attached_to != engine::kNoObject) {
    engine::Event d;
    d.kind = "detach";
    d.object = gear;
    d.parent = e.Note(ctx.parent, {"421.1.f", "718.7"},
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
    std::vector<std::string> rules = {"714"};
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
  if (split) {
    int total = amount + bonus;
    engine::ChoiceRequest req;
    req.kind = "split";
    req.player = dealer;
    req.rule = "352.14.e";
    int n = static_cast<int>(targets.size());
    if (n > total) {
      e.Note(entry, {"352.14.c"}, "only " + std::to_string(total) + " targets can be chosen");
      targets.resize(static_cast<size_t>(total));
      n = total;
    }
    if (bonus > 0) {
      e.Note(entry, {"715.3"},
             std::to_string(amount) + " + " + std::to_string(bonus) +
                 " Bonus Damage = " + std::to_string(total) + " to split; up to " +
                 std::to_string(total) + " units may be chosen");
    }
    // The split is a list of amounts, one per target, in target order.
    req.options = {};
    for (int i = 0; i < n; ++i) req.options.push_back(Key(s, targets[static_cast<size_t>(i)]));
    req.ordered = true;
    req.min = req.max = n;
    req.prompt = PlayerName(s, dealer) + " splits " + std::to_string(total) +
                 " damage (each target gets at least 1)";
    // Default split: as even as possible, earlier targets first (recorded as the choice).
    engine::ChoiceAnswer ans = e.Choose(req, entry);
    std::vector<int> share(static_cast<size_t>(n), total / std::max(n, 1));
    for (int i = 0; i < total % std::max(n, 1); ++i) share[static_cast<size_t>(i)]++;
    for (int i = 0; i < n; ++i) {
      ObjectId t = s.FindKey(ans.picks[static_cast<size_t>(i)]);
      engine::Event ev;
      ev.kind = "damage";
      ev.object = t;
      ev.amount = share[static_cast<size_t>(i)];
      ev.parent = entry;
      ev.rules = {"715.3", "352.14.g"};
      e.Perform(ev);
    }
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
      ev.rules = {"404.1"};
    }
    e.Perform(ev);
  }
  (void)source;
}

void DoGive(Engine& e, const Action& a, const Ctx& ctx) {
  GameState& s = e.state();
  ObjectId id = ArgObject(e, a, "object", ctx);
  if (id == engine::kNoObject) {
    e.Note(ctx.parent, {"352.7"}, "no unit was chosen: nothing is given");
    return;
  }
  if (!s.OnBoard(id)) {
    e.Refuse(ctx.parent, {"352.8.a.1"}, Name(s, id) + " is not on the board");
    return;
  }
  bool permanent = ArgStr(a, "duration", "turn") == "permanent";
  std::string dur = permanent ? "" : " this turn";
  ObjectId source = HasArg(a, "source") ? ArgObject(e, a, "source", ctx) : ctx.source;
  std::string from = source == engine::kNoObject ? "" : " (" + Name(s, source) + ")";
  if (HasArg(a, "might")) {
    int m = ArgInt(a, "might");
    engine::Event ev;
    ev.kind = "effect";
    ev.object = id;
    ev.other = source;
    ev.amount = m;
    ev.parent = ctx.parent;
    ev.rules = {"710"};
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
    ev.rules = {"727.3.a", permanent ? "727.3.a.3" : "727.3.a.2"};
    if (kw == "Assault" && HasKeyword(s, id, "Assault")) ev.rules.push_back("733.2");
    if (kw == "Shield" && HasKeyword(s, id, "Shield")) ev.rules.push_back("740.2");
    if (kw == "Deflect" && HasKeyword(s, id, "Deflect")) ev.rules.push_back("735.2");
    if ((kw == "Tank" && HasKeyword(s, id, "Tank"))) ev.rules.push_back("741.2");
    if ((kw == "Temporary" && HasKeyword(s, id, "Temporary"))) ev.rules.push_back("742.2");
    ev.args["effect"] = std::string("grant-keyword");
    ev.args["keyword"] = kw;
    ev.args["reason"] = "[" + kw + (v ? " " + std::to_string(v) : "") + "]" + dur + from;
    if (permanent) ev.args["permanent"] = true;
    int before = KeywordTotal(s, id, kw);
    e.Perform(ev);
    int after = KeywordTotal(s, id, kw);
    if ((kw == "Assault" || kw == "Shield" || kw == "Deflect") && before > 0) {
      e.Note(ctx.parent,
             {kw == "Assault"  ? "733.2"
              : kw == "Shield" ? "740.2"
                               : "735.2"},
             Name(s, id) + " now has " + kw + " " + std::to_string(after) + " (" +
                 std::to_string(before) + " + " + std::to_string(v ? v : 1) +
                 "): the values of all instances are summed");
    }
  }
}

// "Move me to its location and it to my original location": two Moves by an effect (407.1), each
// from its Origin to its Destination (425); neither is a Standard Move, so nothing is exhausted.
void DoSwapLocations(Engine& e, const Action& a, const Ctx& ctx) {
  GameState& s = e.state();
  ObjectId me = ArgObject(e, a, "object", ctx);
  ObjectId other = ArgObject(e, a, "with", ctx);
  if (me == engine::kNoObject || other == engine::kNoObject) {
    e.Note(ctx.parent, {"352.7"}, "no unit was chosen: nothing moves");
    return;
  }
  if (!s.OnBoard(me) || !s.OnBoard(other)) {
    e.Note(ctx.parent, {"425.3"},
           Name(s, s.OnBoard(me) ? other : me) + " is not on the board: nothing moves");
    return;
  }
  ZoneId mine = s.obj(me).zone, theirs = s.obj(other).zone;
  if (mine == theirs) {
    e.Note(ctx.parent, {"425"},
           Name(s, me) + " and " + Name(s, other) + " are at the same location: nothing moves");
    return;
  }
  for (auto [id, to] : {std::pair<ObjectId, ZoneId>{me, theirs}, {other, mine}}) {
    engine::Event ev;
    ev.kind = "move";
    ev.object = id;
    ev.to = to;
    ev.parent = ctx.parent;
    ev.rules = {"407.1", "425"};
    e.Perform(ev);
  }
}

void DoPlayToken(Engine& e, const Action& a, const Ctx& ctx) {
  GameState& s = e.state();
  PlayerId p = ArgPlayer(e, a, "player", ctx.controller);
  ZoneId to = HasArg(a, "to") ? ArgZone(e, a, "to", p) : Base(s, p);
  engine::Object o;
  o.card.name = ArgStr(a, "name");
  o.card.type = "Unit";
  o.card.token = true;
  o.card.stats["might"] = ArgInt(a, "might");
  o.owner = o.controller = p;
  o.status.insert("exhausted");
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
  e.Note(ctx.parent, {"176", "356.2.c"},
         PlayerName(s, p) + " plays a " + std::to_string(ArgInt(a, "might")) + " Might " +
             s.obj(id).card.name + " unit token (" + key + ") to " + ZoneLabel(s, to) +
             "; it enters exhausted",
         {{key, "zone", "none", ZoneLabel(s, to)}});
}

// One Vision is 743.1.b (look, you may recycle); with several instances each decides separately
// (743.2.a) and, not recycling, the next sees the same card (743.2.b). `a` carries "instances".
void DoVision(Engine& e, const Action& a, const Ctx& ctx) {
  GameState& s = e.state();
  const bool several = a.args.count("instances") && ArgInt(a, "instances") > 1;
  ZoneId deck = Deck(s, ctx.controller);
  if (s.zone(deck).objects.empty()) {
    e.Note(ctx.parent, {"743.1.b"}, "the Main Deck is empty: there is no card to look at");
    return;
  }
  ObjectId top = s.zone(deck).objects.front();
  int entry = e.Note(
      ctx.parent, {"743.1.b"},
      PlayerName(s, ctx.controller) + " looks at the top card of the Main Deck: " + Name(s, top));
  engine::ChoiceRequest req;
  req.kind = "recycle";
  req.player = ctx.controller;
  req.options = {"yes", "no"};
  req.rule = several ? "743.2.a" : "743.1.b";
  req.prompt = PlayerName(s, ctx.controller) + " decides whether to recycle " + Name(s, top);
  auto ans = e.Choose(req, entry);
  if (ans.picks[0] == "yes") {
    s.MoveObject(top, deck, /*at_bottom=*/true);
    e.Note(entry, {"403"}, Name(s, top) + " is recycled to the bottom of the Main Deck",
           {{Key(s, top), "deck position", "top", "bottom"}});
  } else {
    e.Note(entry, {several ? "743.2.b" : "743.1.b"}, Name(s, top) + " stays on top");
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
    e.Note(ctx.parent, {"747.1.c"},
           PlayerName(s, ctx.controller) + " controls no Equipment to choose");
    return;
  }
  ObjectId chosen = engine::kNoObject;
  if (HasArg(a, "equipment")) {
    chosen = ArgObject(e, a, "equipment", ctx);
  } else {
    engine::ChoiceRequest req;
    req.kind = "weaponmaster";
    req.player = ctx.controller;
    for (ObjectId g : gear) req.options.push_back(Key(s, g));
    req.rule = "747.1.c";
    req.prompt = PlayerName(s, ctx.controller) + " chooses an Equipment for " + Name(s, unit) +
                 "'s Weaponmaster";
    chosen = s.FindKey(e.Choose(req, ctx.parent).picks[0]);
  }
  int entry = e.Note(ctx.parent, {"747.1.c", "747.1.c.1"},
                     Name(s, unit) + "'s Weaponmaster chooses " + Name(s, chosen));
  const engine::Keyword* equip = nullptr;
  for (const auto& k : s.obj(chosen).card.keywords) {
    if (k.name == "Equip") equip = &k;
  }
  if (s.obj(chosen).attached_to != engine::kNoObject) {
    e.Note(entry, {"747.1.c", "725.3"},
           Name(s, chosen) +
               " is attached: the necessary portions of its Rules Text (its Equip "
               "ability) are no longer Inactive for Weaponmaster");
  }
  if (!equip) {
    e.Note(entry, {"747.1.c.4", "747.1.c.5"},
           Name(s, chosen) + " has no Equip cost, so it cannot be paid; it stays where it is");
    return;
  }
  Cost cost = ParseCost(equip->cost);
  if (cost.any_power > 0) {
    --cost.any_power;
    e.Note(entry, {"747.1.c", "747.1.c.2"},
           "Equip cost " + equip->cost + " reduced by [A] to " + CostText(cost));
  } else {
    e.Note(entry, {"747.1.c.3"},
           "Equip cost " + equip->cost + " contains no [A]: it can be paid but is not reduced");
  }
  std::string why;
  if (!PayCost(e, ctx.controller, cost, s.obj(chosen).card.domains, entry,
               Name(s, chosen) + "'s Equip cost (Weaponmaster)", {"747.1.c"}, &why)) {
    e.Note(entry, {"747.1.c.5"}, why + "; " + Name(s, chosen) + " stays where it is");
    return;
  }
  DoAttach(e, chosen, unit, Ctx{ctx.source, ctx.controller, {}, entry}, {"747.1.c", "421.1"});
  e.Note(
      entry, {"747.1.c.6"},
      "the Equip ability was not activated and " + Name(s, unit) + " was not chosen (no target)");
}

}  // namespace

void Exec(Engine& e, const Action& a, Ctx ctx) {
  GameState& s = e.state();
  const std::string& v = a.verb;
  if (v == "attach") {
    ObjectId gear = ArgObject(e, a, "object", ctx);
    ObjectId unit = engine::kNoObject;
    if (HasArg(a, "to")) {
      unit = ArgObject(e, a, "to", ctx);
    } else {
      // Quick-Draw's "attach it to a unit you control" (745.1.d): chosen on resolution.
      engine::ChoiceRequest req;
      req.kind = "attach-to";
      req.player = ctx.controller;
      for (const auto& o : s.objects) {
        if (o.controller == ctx.controller && s.zone(o.zone).board && o.card.type == "Unit") {
          req.options.push_back(o.key);
        }
      }
      if (req.options.empty()) {
        e.Note(ctx.parent, {"745.1.d"},
               PlayerName(s, ctx.controller) + " controls no unit: " + Name(s, gear) +
                   " stays unattached");
        return;
      }
      req.rule = "745.1.d";
      req.prompt =
          PlayerName(s, ctx.controller) + " chooses a unit to attach " + Name(s, gear) + " to";
      unit = s.FindKey(e.Choose(req, ctx.parent).picks[0]);
    }
    DoAttach(e, gear, unit, ctx,
             HasArg(a, "rule") ? std::vector<std::string>{ArgStr(a, "rule")}
                               : std::vector<std::string>{});
  } else if (v == "detach") {
    engine::Event d;
    d.kind = "detach";
    d.object = ArgObject(e, a, "object", ctx);
    d.parent = ctx.parent;
    e.Perform(d);
  } else if (v == "equip") {
    DoEquip(e, a, ctx);
  } else if (v == "play") {
    DoPlay(e, a, ctx);
  } else if (v == "hide") {
    DoHide(e, a, ctx);
  } else if (v == "move") {
    DoMove(e, a, ctx);
  } else if (v == "recall") {
    engine::Event ev;
    ev.kind = "recall";
    ev.object = ArgObject(e, a, "object", ctx);
    ev.parent = ctx.parent;
    e.Perform(ev);
  } else if (v == "kill") {
    for (ObjectId id : ArgObjects(e, a, HasArg(a, "objects") ? "objects" : "object", ctx)) {
      if (HasArg(a, "with_keyword")) {
        std::string kw = ArgStr(a, "with_keyword");
        if (!HasKeywordForReference(s, id, kw)) {
          e.Note(ctx.parent, {"722.1"},
                 Name(s, id) + " does not have [" + kw + "]: not a valid choice");
          continue;
        }
        if (!HasKeyword(s, id, kw)) {
          e.Note(ctx.parent, {"722.1", "722.2", "721.1.b"},
                 Name(s, id) + " still has [" + kw +
                     "] for effects that look for it, although its "
                     "rules text is Inactive (its ability does not function)");
        }
      }
      engine::Event ev;
      ev.kind = "kill";
      ev.object = id;
      ev.parent = ctx.parent;
      ev.rules = {"415.1", "415.1.a.1"};
      e.Perform(ev);
    }
  } else if (v == "buff") {
    DoBuff(e, ArgObject(e, a, "object", ctx), ctx);
  } else if (v == "spend_buff") {
    DoSpendBuff(e, ArgObject(e, a, "object", ctx), ArgPlayer(e, a, "player", ctx.controller), ctx);
  } else if (v == "give") {
    DoGive(e, a, ctx);
  } else if (v == "deal") {
    DoDeal(e, a, ctx);
  } else if (v == "buffs_give") {
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
  } else if (v == "exhaust" || v == "ready") {
    engine::Event ev;
    ev.kind = v;
    ev.object = ArgObject(e, a, "object", ctx);
    ev.parent = ctx.parent;
    e.Perform(ev);
  } else if (v == "take_control") {
    ObjectId id = ArgObject(e, a, "object", ctx);
    PlayerId p = ArgPlayer(e, a, "player", ctx.controller);
    auto& o = s.obj(id);
    PlayerId was = o.controller;
    o.controller = p;
    int entry = e.Note(ctx.parent, {"182"}, PlayerName(s, p) + " gains control of " + Name(s, id),
                       {{o.key, "controller", PlayerName(s, was), PlayerName(s, p)}});
    for (ObjectId g : o.attachments) {
      e.Note(entry, {"718.8.a", "718.8.b"},
             Name(s, g) + " stays under " + PlayerName(s, s.obj(g).controller) +
                 "'s control and still gives " + Name(s, id) + " its Might Bonus and Effect Text");
    }
    if (o.attached_to != engine::kNoObject) {
      e.Note(entry, {"718.8.a"},
             Name(s, o.attached_to) + " (its Top-Most Card) stays under " +
                 PlayerName(s, s.obj(o.attached_to).controller) + "'s control");
    }
  } else if (v == "instead_of_death") {
    ObjectId id = ArgObject(e, a, "object", ctx);
    engine::Effect eff;
    eff.id = s.next_effect_id++;
    eff.kind = "replace-death";
    eff.target = id;
    eff.target_incarnation = s.obj(id).incarnation;
    eff.duration = engine::Duration::kOnce;
    eff.created_turn = s.turn;
    eff.rule = "365";
    eff.reason = "the next time it would die this turn, recall it instead";
    s.effects.push_back(eff);
    e.Note(ctx.parent, {"365"},
           "the next time " + Name(s, id) + " would die this turn, it is recalled instead");
  } else if (v == "pass") {
    if (ChainOpen(s)) {
      s.vars["hold"] = 0;
      e.Note(ctx.parent, {"336"}, "all players pass: the chain resolves");
    } else if (ShowdownOpen(s)) {
      CloseShowdown(e, ctx.parent);
    } else {
      e.Note(ctx.parent, {"316.2"}, "nothing to pass: no chain and no showdown");
    }
  } else if (v == "end_turn") {
    EndTurn(e, ctx.parent);
  } else if (v == "draw") {
    PlayerId p = ArgPlayer(e, a, "player", ctx.controller);
    for (int i = 0; i < ArgInt(a, "count", 1); ++i) {
      ZoneId deck = Deck(s, p);
      if (s.zone(deck).objects.empty()) {
        e.Note(ctx.parent, {"400"}, PlayerName(s, p) + " has no card to draw");
        return;
      }
      ObjectId top = s.zone(deck).objects.front();
      s.MoveObject(top, Hand(s, p));
      e.Note(ctx.parent, {"400"}, PlayerName(s, p) + " draws " + Name(s, top),
             {{Key(s, top), "zone", "deck", "hand"}});
    }
  } else if (v == "swap_locations") {
    DoSwapLocations(e, a, ctx);
  } else if (v == "play_token") {
    DoPlayToken(e, a, ctx);
  } else if (v == "vision") {
    DoVision(e, a, ctx);
  } else if (v == "weaponmaster") {
    DoWeaponmaster(e, a, ctx);
  } else if (v == "note") {
    // Text a scenario shows instead of instructions: met, it is named, and the run is incomplete.
    e.Unmodelled(ctx.parent, ctx.source, ArgStr(a, "text"),
                 "written as a note, not as instructions");
  } else if (v == engine::kNotModelledVerb) {
    e.Unmodelled(ctx.parent, ctx.source, engine::NotModelledText(a), engine::NotModelledWhy(a));
  } else {
    e.Fail("the Riftbound module cannot perform '" + v + "'");
  }
}

}  // namespace arbiter::games::riftbound
