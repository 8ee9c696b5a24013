// Verbs that card text compiles into beyond actions.cc's table: activating an ability written on
// a card (activate.cc), paying an ability's Energy/Power cost, discarding (409), XP (728-733),
// Empower (441) and where a token with no location enters (355.2.a). VerbTable appends these rows
// (WithCardVerbs) before the verbs only resolving cards generate.
#include <algorithm>

#include "games/riftbound/ability_modes.h"
#include "games/riftbound/card_costs.h"
#include "games/riftbound/card_text.h"
#include "games/riftbound/cards.h"
#include "games/riftbound/characteristics.h"
#include "games/riftbound/control_text.h"
#include "games/riftbound/deck_text.h"
#include "games/riftbound/delayed.h"
#include "games/riftbound/each_player.h"
#include "games/riftbound/enters_ready_group.h"
#include "games/riftbound/for_each.h"
#include "games/riftbound/history.h"
#include "games/riftbound/internal.h"
#include "games/riftbound/moves.h"
#include "games/riftbound/next_time.h"
#include "games/riftbound/play_as_effect.h"
#include "games/riftbound/points.h"
#include "games/riftbound/runes.h"
#include "games/riftbound/split_damage.h"
#include "games/riftbound/stun.h"
#include "games/riftbound/target_phrase.h"
#include "games/riftbound/target_relations.h"
#include "games/riftbound/trash_keywords.h"
#include "games/riftbound/untargetable_turn.h"
#include "util/strings.h"

namespace arbiter::games::riftbound {
namespace {

void RunActivate(Engine& e, const Action& a, const Ctx& ctx) { DoActivate(e, a, ctx); }

// An ability's cost in Energy and Power ("[1][C]"), paid by its controller (377.1). The activate
// verb pays it before the ability goes on the chain; run alone it pays or refuses.
void RunPay(Engine& e, const Action& a, const Ctx& ctx) {
  GameState& s = e.state();
  PlayerId p = ArgPlayer(e, a, "player", ctx.controller);
  std::vector<std::string> domains;
  if (ctx.source != engine::kNoObject) domains = s.obj(ctx.source).card.domains;
  std::string why;
  if (!PayCost(e, p, ParseCost(ArgStr(a, "cost")), domains, ctx.parent,
               ctx.source == engine::kNoObject ? "a cost" : Name(s, ctx.source) + "'s ability",
               {"377.1"}, &why))
    e.Refuse(ctx.parent, {"377.1"}, why);
}

// "Discard N" (409): the player chooses N cards of their hand (422.1.a) and puts them in their
// trash; with fewer in hand they discard all they have and the rest is ignored (422.4).
void RunDiscard(Engine& e, const Action& a, const Ctx& ctx) {
  GameState& s = e.state();
  PlayerId p = ArgPlayer(e, a, "player", ctx.controller);
  const int count = ArgInt(a, "count", 1);
  // "the discarded card" of the resolving ability (ability_modes.h; conditions.cc)
  if (ctx.source != engine::kNoObject) s.vars.erase(DiscardedByKey(ctx.source));
  ZoneId hand = Hand(s, p);
  std::vector<ObjectId> cards(s.zone(hand).objects.begin(), s.zone(hand).objects.end());
  if (cards.empty()) {
    e.Note(ctx.parent, {"422.4"},
           PlayerName(s, p) + " has no card in hand: the discard instruction is ignored");
    return;
  }
  if (static_cast<int>(cards.size()) < count)
    e.Note(ctx.parent, {"422.4"},
           PlayerName(s, p) + " has only " + std::to_string(cards.size()) +
               " card(s) in hand: they discard them all and the rest is ignored");
  engine::ChoiceRequest req;
  req.kind = "discard";
  req.player = p;
  for (ObjectId id : cards) req.options.push_back(Key(s, id));
  req.min = req.max = count;
  req.rule = "422.1.a";
  req.prompt = PlayerName(s, p) + " chooses " + std::to_string(count) + " card(s) to discard";
  std::vector<ObjectId> chosen;
  for (const std::string& k : e.ChooseIfMore(req, ctx.parent)) chosen.push_back(s.FindKey(k));
  if (ctx.source != engine::kNoObject && chosen.size() == 1)
    s.vars[DiscardedByKey(ctx.source)] = chosen[0];
  DiscardChosen(e, p, chosen, ctx.parent);
}

}  // namespace

void DiscardChosen(Engine& e, PlayerId p, const std::vector<ObjectId>& chosen, int parent) {
  GameState& s = e.state();
  ZoneId trash = Trash(s, p);
  for (ObjectId id : chosen) {
    s.MoveObject(id, trash);
    e.Note(parent, {"422.1"}, PlayerName(s, p) + " discards " + Name(s, id),
           {{Key(s, id), "zone", "hand", ZoneLabel(s, trash)}});
  }
  RecordDiscard(e, p, static_cast<int>(chosen.size()), parent);  // this turn's history (history.cc)
  // "When you discard one or more cards": once for the discard (382).
  if (!chosen.empty()) CollectPlayerTriggers(e, p, "you-discard", parent);
  // "When you discard me": the discarded card's own ability, from the trash (422.1.b).
  for (ObjectId id : chosen) {
    const auto& abs = s.obj(id).card.abilities;
    if (std::none_of(abs.begin(), abs.end(), [](const engine::Ability& ab) {
          return ab.kind == "triggered" && ab.trigger == "discarded";
        }))
      continue;
    const int entry = e.Note(parent, {"422.1.b"},
                             Name(s, id) +
                                 " was discarded: its \"When you discard me\" ability "
                                 "triggers after the discard");
    CollectAbilityTriggers(e, id, "discarded", entry);
  }
}

// What P controls on the board that meets a cost's requirement (357.2; "gear": any gear on the
// board, whoever controls it): "friendly-unit",
// "friendly-gear", "friendly-unit-or-gear", "friendly-mighty-unit", "buffed-friendly-unit" (one
// with a buff to spend, 702.2.b.1), "ready-friendly-unit" (one that can be exhausted). Keys, in
// board order.
std::vector<std::string> PayWithOptions(const GameState& s, const Action& cost, PlayerId p) {
  const std::string req = ArgStr(cost, "requirement");
  std::vector<std::string> out;
  for (const auto& o : s.objects) {
    if (!s.zone(o.zone).board || o.face_down) continue;
    const bool unit = IsUnit(s, o.id), gear = IsGear(s, o.id);
    if (req == "gear") {  // any gear on the board ("you may kill a gear")
      if (gear) out.push_back(o.key);
      continue;
    }
    if (o.controller != p) continue;
    bool ok = false;
    if (req == "friendly-unit") ok = unit;
    if (req == "friendly-gear") ok = gear;
    if (req == "friendly-unit-or-gear") ok = unit || gear;
    if (req == "friendly-mighty-unit") ok = unit && IsMighty(s, o.id);
    if (req == "buffed-friendly-unit") ok = unit && o.Counter("buff") > 0;
    if (req == "ready-friendly-unit") ok = unit && !o.Has("exhausted");
    if (req == "ready-friendly-mighty-unit") ok = unit && !o.Has("exhausted") && IsMighty(s, o.id);
    if (ok) out.push_back(o.key);
  }
  return out;
}

namespace {

// A cost paid with an object of the player's choice (357.2): "kill a friendly unit", "spend a
// buff", "exhaust a friendly unit". The player chooses one that meets REQUIREMENT (kind "cost";
// not asked when there is one), then it is killed (428.1), its buff spent (702.2.b) or it is
// exhausted (414.1). With none, the cost cannot be paid. OBJECTS, when given (an "any number"
// cost, ChooseAnyNumberCost), are what it is paid with, each in turn.
void PayWithOne(Engine& e, const Action& a, const Ctx& ctx, PlayerId p, const std::string& pick);

void RunPayWith(Engine& e, const Action& a, const Ctx& ctx) {
  GameState& s = e.state();
  PlayerId p = ArgPlayer(e, a, "player", ctx.controller);
  const std::string act = ArgStr(a, "act");
  std::vector<std::string> options = PayWithOptions(s, a, p);
  if (HasArg(a, "objects")) {  // chosen as the card was played (ChooseAnyNumberCost)
    const auto* chosen = std::get_if<std::vector<std::string>>(&a.args.at("objects"));
    if (chosen != nullptr && !chosen->empty()) {
      for (const std::string& pick : *chosen) {
        if (std::find(options.begin(), options.end(), pick) == options.end()) {
          e.Refuse(ctx.parent, {"357.2"},
                   s.ObjectName(s.FindKey(pick)) + " is not " + ArgStr(a, "requirement") +
                       ": the cost (" + act + ") cannot be paid with it");
          return;
        }
      }
      for (const std::string& pick : *chosen) PayWithOne(e, a, ctx, p, pick);
      return;
    }
  }
  if (options.empty()) {
    e.Refuse(ctx.parent, {"357.2"},
             PlayerName(s, p) + " controls nothing that is " + ArgStr(a, "requirement") +
                 ": the cost (" + act + ") cannot be paid");
    return;
  }
  engine::ChoiceRequest req;
  req.kind = "cost";
  req.player = p;
  req.options = options;
  req.min = req.max = 1;
  req.rule = "357.2";
  req.prompt = PlayerName(s, p) + " chooses what to " +
               (act == "return_to_hand" ? std::string("return to hand") : act) +
               " to pay the cost (" + ArgStr(a, "requirement") + ")";
  const std::string pick = e.ChooseIfMore(req, ctx.parent).at(0);
  PayWithOne(e, a, ctx, p, pick);
}

// Pays pay_with cost A with PICK (an object key): kills it, spends its buff or exhausts it.
void PayWithOne(Engine& e, const Action& a, const Ctx& ctx, PlayerId p, const std::string& pick) {
  GameState& s = e.state();
  const std::string act = ArgStr(a, "act");
  const std::string what = s.ObjectName(s.FindKey(pick));
  int entry = e.Note(ctx.parent, {"357.2"},
                     PlayerName(s, p) + " pays the cost: " +
                         (act == "kill"             ? "kill " + what
                          : act == "spend_buff"     ? "spend " + what + "'s buff"
                          : act == "return_to_hand" ? "return " + what + " to its owner's hand"
                                                    : "exhaust " + what));
  Ctx inner = ctx;
  inner.parent = entry;
  inner.controller = p;
  if (act == "kill") {
    Exec(e, Action{"kill", {{"objects", std::vector<std::string>{pick}}}, 0}, inner);
  } else if (act == "spend_buff") {
    Exec(e, Action{"spend_buff", {{"object", pick}}, 0}, inner);
  } else if (act == "return_to_hand") {  // 056.2
    Exec(e, Action{"return_to_hand", {{"object", pick}}, 0}, inner);
  } else {
    Exec(e, Action{"exhaust", {{"object", pick}}, 0}, inner);
  }
}

// Whether a card seen at the top of the deck is what a look instruction takes: FILTER "card",
// "unit", "gear", "spell" (its type), with an Energy cost of at least MIN_ENERGY when given.
bool LookMatches(const engine::Card& c, const Action& a) {
  const std::string filter = ArgStr(a, "filter", "card");
  const std::string type = ToLowerAscii(c.type);
  // "permanent": a unit or gear (133.4.a.2)
  if (filter == "permanent" ? type != "unit" && type != "gear" : filter != "card" && type != filter)
    return false;
  auto stat = [&](const char* k) {
    auto it = c.stats.find(k);
    return it == c.stats.end() ? 0 : static_cast<int>(it->second);
  };
  if (HasArg(a, "min_energy") &&
      (!c.stats.count("energy") || stat("energy") < ArgInt(a, "min_energy")))
    return false;
  // "with Energy cost no more than [3] and with Power cost no more than [A]" (printed, 206)
  if (HasArg(a, "max_energy") && stat("energy") > ArgInt(a, "max_energy")) return false;
  if (HasArg(a, "max_power") && stat("power") > ArgInt(a, "max_power")) return false;
  return true;
}

// A card looked at or revealed at the top of P's Main Deck that the text plays ("You may banish
// one, then play it, reducing its cost by [5]", "You may play one of them"): with BANISH it is
// banished first (427.1, 427.2) and played from Banishment, otherwise from the deck where it is
// seen (424.1.a.2); the play itself is play_as_effect's (419.3), with IGNORE or REDUCE.
void PlayLookedAtCard(Engine& e, const Action& a, const Ctx& ctx, PlayerId p, ObjectId id,
                      int entry) {
  GameState& s = e.state();
  std::string from = ArgBool(a, "banish_all") ? "banishment" : "deck";
  if (ArgBool(a, "banish")) {
    const ZoneId banishment = s.FindZone("banishment", p);
    s.MoveObject(id, banishment);
    e.Note(entry, {"427.1", "427.2"},
           Name(s, id) + " is banished (to " + PlayerName(s, p) + "'s Banishment)",
           {{Key(s, id), "zone", "deck", "banishment"}});
    from = "banishment";
  }
  Action pa{"play_as_effect",
            {{"object", Key(s, id)},
             {"from", from},
             {"filter", ArgStr(a, "filter", "card")},
             {"player", PlayerName(s, p)}},
            0};
  if (HasArg(a, "reduce")) pa.args["reduce"] = static_cast<int64_t>(ArgInt(a, "reduce"));
  if (HasArg(a, "ignore")) pa.args["ignore"] = ArgStr(a, "ignore");
  Ctx inner = ctx;
  inner.parent = entry;
  Exec(e, pa, inner);
}

// "Look at the top 3 cards of your Main Deck. You may reveal a unit from among them and draw it.
// Recycle the rest." / "Reveal the top card of your Main Deck. If it's a gear, draw it.
// Otherwise, recycle it.": the player looks at (128.4) or reveals (424.1, 424.3) the top COUNT
// cards of their Main Deck, as many as there are (431.1.c: no Burn Out); takes TAKE of them that
// match FILTER into their hand (drawn, 413.1, or put there; OPTIONAL: "you may", decided on
// resolution, 383.3.a.3; with one card to take, the text decides); the rest are recycled (416.1,
// 416.5) or put into the trash.
void RunLookAtTop(Engine& e, const Action& a, const Ctx& ctx) {
  GameState& s = e.state();
  PlayerId p = ArgPlayer(e, a, "player", ctx.controller);
  const int count = ArgInt(a, "count", 1);
  const bool reveal = ArgBool(a, "reveal");
  ZoneId deck = Deck(s, p);
  const auto& cards = s.zone(deck).objects;
  const int n = std::min<int>(count, static_cast<int>(cards.size()));
  // "Banish the top card of your Main Deck. You may play it, ...": every card is banished first
  // (427.1, 427.2); with too few cards that is a Burn Out (431.1.b), which the module does not do.
  const bool banish_all = ArgBool(a, "banish_all");
  if (banish_all && n < count) {
    e.Unmodelled(ctx.parent, ctx.source, "banish the top of an empty Main Deck",
                 "Burn Out (431.1.b) is not modelled");
  } else if (n < count)
    e.Note(ctx.parent, {"431.1.c"},
           PlayerName(s, p) + " has " + std::to_string(cards.size()) +
               " card(s) in the Main Deck: they " + (reveal ? "reveal" : "look at") +
               " as many as possible and do not Burn Out");
  if (n == 0) return;
  std::vector<ObjectId> seen(cards.begin(), cards.begin() + n);
  std::vector<std::string> names, matching;
  for (ObjectId id : seen) {
    names.push_back(Name(s, id));
    if (LookMatches(s.obj(id).card, a)) matching.push_back(Key(s, id));
  }
  int entry = e.Note(ctx.parent,
                     banish_all ? std::vector<std::string>{"427.1", "427.2"}
                     : reveal   ? std::vector<std::string>{"424.1"}
                                : std::vector<std::string>{"128.4"},
                     PlayerName(s, p) +
                         (banish_all ? " banishes "
                          : reveal   ? " reveals "
                                     : " looks at ") +
                         Join(names, ", ") + " (the top of the Main Deck)");
  if (banish_all) {
    for (ObjectId id : seen) {
      s.MoveObject(id, s.FindZone("banishment", p));
      e.Note(entry, {"427.2"}, Name(s, id) + " is put into " + PlayerName(s, p) + "'s Banishment",
             {{Key(s, id), "zone", "deck", "banishment"}});
    }
  }
  const int take = std::min<int>(ArgInt(a, "take", 1), static_cast<int>(matching.size()));
  const bool play = ArgBool(a, "play");  // "You may (banish one, then) play it" (419.3)
  const bool optional = ArgBool(a, "optional");
  std::vector<std::string> picks;
  if (take > 0 && (optional || static_cast<int>(matching.size()) > take)) {
    engine::ChoiceRequest req;
    req.kind = "look";
    req.player = p;
    req.options = matching;
    req.min = optional ? 0 : take;
    req.max = take;
    req.rule = optional ? "383.3.a.3" : "413.1";
    req.prompt = PlayerName(s, p) + " chooses " + (optional ? "up to " : "") +
                 std::to_string(take) + " " + ArgStr(a, "filter", "card") + " of " +
                 Join(names, ", ") + (play ? " to play" : " to put into their hand");
    picks = e.Choose(req, entry).picks;
  } else if (take > 0) {
    picks = matching;
  } else {
    e.Note(entry, {},
           (seen.size() == 1 ? names[0] + " is not a " : "none of them is a ") +
               ArgStr(a, "filter", "card") + ": it stays with the rest");
  }
  const bool draw = ArgStr(a, "into", "draw") == "draw";
  for (const std::string& k : picks) {
    ObjectId id = s.FindKey(k);
    if (play) {
      PlayLookedAtCard(e, a, ctx, p, id, entry);
      continue;
    }
    s.MoveObject(id, Hand(s, p));
    e.Note(entry, {draw ? "413.1" : "424.4.a"},
           PlayerName(s, p) + (draw ? " draws " : " puts into their hand ") + Name(s, id),
           {{k, "zone", "deck", "hand"}});
    if (draw) RecordDrawn(e, p, entry);  // history.cc
  }
  std::vector<ObjectId> rest;
  for (ObjectId id : seen)
    if (std::find(picks.begin(), picks.end(), Key(s, id)) == picks.end()) rest.push_back(id);
  const bool trash = ArgStr(a, "rest", "recycle") == "trash";
  int recycled = 0;
  for (ObjectId id : rest) {
    if (s.obj(id).zone != deck) continue;  // moved by the play (a trigger, a replacement)
    if (ArgStr(a, "rest") == "draw") {     // "Draw any you did not play this way." (413.1)
      s.MoveObject(id, Hand(s, p));
      e.Note(entry, {"413.1"}, PlayerName(s, p) + " draws " + Name(s, id),
             {{Key(s, id), "zone", "deck", "hand"}});
      RecordDrawn(e, p, entry);  // history.cc
    } else if (trash) {
      s.MoveObject(id, Trash(s, p));
      e.Note(entry, {}, Name(s, id) + " is put into " + PlayerName(s, p) + "'s trash",
             {{Key(s, id), "zone", "deck", "trash"}});
    } else {
      s.MoveObject(id, deck, /*at_bottom=*/true);
      ++recycled;
      e.Note(entry,
             rest.size() > 1 ? std::vector<std::string>{"416.1", "416.5"}
                             : std::vector<std::string>{"416.1"},
             Name(s, id) + " is recycled to the bottom of the Main Deck" +
                 (rest.size() > 1 ? " (several recycled at once go in a random order; the run "
                                    "keeps the order seen)"
                                  : ""),
             {{Key(s, id), "deck position", "top", "bottom"}});
    }
  }
  CollectRecycleTriggers(e, p, recycled, entry);  // player_triggers.cc (416.1)
}

// "Play a Gold gear token exhausted." (185.2.a, 185.2.d): a token that is the card of that name
// in the card data, played as a gear is, to its controller's base (182, 183), ready unless the
// effect says exhausted (359.2.d, 184.1). Named, not played, when the card data has no such card.
void RunPlayGearToken(Engine& e, const Action& a, const Ctx& ctx) {
  GameState& s = e.state();
  PlayerId p = ArgPlayer(e, a, "player", ctx.controller);
  const std::string name = ArgStr(a, "name");
  engine::Object o;
  if (!KnownCard(name, &o.card) || o.card.type != "Gear") {
    e.Unmodelled(ctx.parent, ctx.source, "play a " + name + " gear token",
                 "the card data read has no gear named " + name);
    return;
  }
  CompileCardText(&o.card);
  o.card.token = true;
  o.owner = o.controller = p;
  bool exhausted = ArgBool(a, "exhausted");
  if (exhausted) o.status.insert("exhausted");
  int n = 1;
  std::string stem = ToLowerAscii(name);
  std::replace(stem.begin(), stem.end(), ' ', '-');
  while (s.FindKey(stem + "-" + std::to_string(n)) != engine::kNoObject) ++n;
  o.key = stem + "-" + std::to_string(n);
  const std::string key = o.key;
  ObjectId id = s.AddObject(std::move(o), Base(s, p));
  // "Your tokens enter ready." supersedes the effect's "exhausted" (002; enters_ready_group.cc)
  std::string by_other;
  if (exhausted && EntersReadyByOthers(s, id, &by_other)) {
    s.obj(id).status.erase("exhausted");
    exhausted = false;
    by_other = " (" + by_other + " supersedes the effect's \"exhausted\")";
  }
  e.Note(ctx.parent,
         exhausted          ? std::vector<std::string>{"185.2.a", "182", "184.1"}
         : by_other.empty() ? std::vector<std::string>{"185.2.a", "182", "359.2.d"}
                            : std::vector<std::string>{"185.2.a", "182", "184.1", "002"},
         PlayerName(s, p) + " plays a " + name + " gear token (" + key + ") to " +
             ZoneLabel(s, Base(s, p)) +
             (exhausted ? "; it enters exhausted" : "; it enters ready") + by_other,
         {{key, "zone", "none", ZoneLabel(s, Base(s, p))}});
  (void)id;
}

// "[Add] [1][A]" (416): Energy and Power into PLAYER's Rune Pool (429.1). The module keeps one
// Power count ([C] and [A] alike, as PayCost spends them); when the scenario does not track the
// player's resources, costs are assumed paid and the addition is only shown.
void RunAdd(Engine& e, const Action& a, const Ctx& ctx) {
  GameState& s = e.state();
  PlayerId p = ArgPlayer(e, a, "player", ctx.controller);
  Cost c = ParseCost(ArgStr(a, "resources"));
  const int power = c.domain_power + c.any_power;
  auto& res = s.players[static_cast<size_t>(p)].resources;
  const std::string what = ArgStr(a, "resources");
  if (ArgStr(a, "only_for") == "spells") return AddOnlyForSpells(e, p, c, what, ctx.parent);
  if (!res.count("energy") && !res.count("power")) {
    e.Note(ctx.parent, {"429.1"},
           PlayerName(s, p) + " adds " + what + " (resources not tracked in this scenario)");
    return;
  }
  const int energy_was = res["energy"], power_was = res["power"];
  res["energy"] = energy_was + c.energy;
  res["power"] = power_was + power;
  e.Note(ctx.parent, {"429.1"}, PlayerName(s, p) + " adds " + what + " to their Rune Pool",
         {{PlayerName(s, p), "energy", std::to_string(energy_was), std::to_string(res["energy"])},
          {PlayerName(s, p), "power", std::to_string(power_was), std::to_string(res["power"])}});
}

}  // namespace

// Where a unit token played with no location given enters: a token is played following the steps
// for playing a card of its type (185.2.a), so its controller chooses a valid location for a unit
// (355.2): their base or a battlefield they control (355.2.a). Asked only when there is a choice.
ZoneId ChooseTokenLocation(Engine& e, PlayerId p, const std::string& name, int parent) {
  GameState& s = e.state();
  std::vector<std::string> options = {"base"};
  for (size_t z = 0; z < s.zones.size(); ++z) {
    if (IsBattlefield(s, static_cast<ZoneId>(z)) && s.zones[z].controller == p)
      options.push_back(s.zones[z].name);
  }
  if (options.size() == 1) return Base(s, p);
  engine::ChoiceRequest req;
  req.kind = "location";
  req.player = p;
  req.options = options;
  req.min = req.max = 1;
  req.rule = "355.2.a";
  req.prompt = PlayerName(s, p) + " chooses where the " + name +
               " token enters (their base or a battlefield they control)";
  const std::string pick = e.Choose(req, parent).picks[0];
  return pick == "base" ? Base(s, p) : s.FindZone(pick, engine::kNoPlayer);
}

namespace {

// "Play a 1 [S] Recruit unit token here": the token verb at the location of the ability's source.
void RunPlayTokenHere(Engine& e, const Action& a, const Ctx& ctx) {
  GameState& s = e.state();
  if (ctx.source == engine::kNoObject || !s.OnBoard(ctx.source)) {
    e.Unmodelled(ctx.parent, ctx.source, "play a token \"here\"",
                 "its source is not on the board, and its last location is not kept");
    return;
  }
  Action token = a;
  token.verb = "play_token";
  token.args["to"] = s.zone(s.obj(ctx.source).zone).name;
  Exec(e, token, ctx);
}

// The units on the board that meet `units` as seen by the ability's controller: a requirement of
// MeetsRequirement ("friendly-unit", "unit-at-battlefield", ...), or one ending "-here": at the
// location of the ability's source. In board order.
// The keys of the units that are UNITS; "-here": at the source's location; "-there": at the
// location of THERE (a battlefield chosen earlier, "Choose a battlefield. Give friendly units
// there ...").
std::vector<std::string> EachUnit(Engine& e, const std::string& units, const Ctx& ctx,
                                  ObjectId there = engine::kNoObject) {
  GameState& s = e.state();
  const bool here = EndsWith(units, "-here"), at_there = EndsWith(units, "-there");
  const std::string req = here       ? units.substr(0, units.size() - 5)
                          : at_there ? units.substr(0, units.size() - 6)
                                     : units;
  std::vector<std::string> out;
  if (at_there && (there == engine::kNoObject || !s.OnBoard(there))) return out;
  // "other-...": not the ability's source ("your other units").
  const bool other = StartsWith(req, "other-");
  for (const auto& o : s.objects) {
    std::string why;
    if (o.face_down ||
        !MeetsRequirement(s, o.id, other ? req.substr(6) : req, ctx.controller, &why))
      continue;
    if (other && o.id == ctx.source) continue;
    if (here && (ctx.source == engine::kNoObject || o.zone != s.obj(ctx.source).zone)) continue;
    if (at_there && o.zone != s.obj(there).zone) continue;
    out.push_back(o.key);
  }
  return out;
}

// "Give friendly units +1 [S] this turn": the give verb for each such unit.
void RunGiveEach(Engine& e, const Action& a, const Ctx& ctx) {
  const ObjectId there = HasArg(a, "at") ? ArgObject(e, a, "at", ctx) : engine::kNoObject;
  std::vector<std::string> keys = EachUnit(e, ArgStr(a, "units"), ctx, there);
  if (HasArg(a, "tag")) {  // "your Mechs": units with that tag
    const std::string tag = ArgStr(a, "tag");
    const GameState& s = e.state();
    keys.erase(std::remove_if(keys.begin(), keys.end(),
                              [&](const std::string& k) {
                                const auto& tags = s.obj(s.FindKey(k)).card.subtypes;
                                return std::find(tags.begin(), tags.end(), tag) == tags.end();
                              }),
               keys.end());
  }
  if (keys.empty())
    e.Note(ctx.parent, {},
           "no unit is " + ArgStr(a, "units") +
               (HasArg(a, "tag") ? " with the tag " + ArgStr(a, "tag") : "") +
               ": nothing is given");
  for (const std::string& k : keys) {
    Action give{"give", {{"object", k}}, 0};
    // Might and/or a keyword, and the Might decrease's floor, as the give verb takes them.
    for (const char* arg : {"might", "keyword", "value", "minimum"}) {
      if (HasArg(a, arg)) give.args[arg] = a.args.at(arg);
    }
    Exec(e, give, ctx);
  }
}

// "Deal 2 to all units at battlefields": one Deal to all of them (its Bonus Damage applied to
// each).
void RunDealEach(Engine& e, const Action& a, const Ctx& ctx) {
  const std::vector<std::string> keys = EachUnit(e, ArgStr(a, "units"), ctx);
  if (keys.empty()) {
    e.Note(ctx.parent, {}, "no unit is " + ArgStr(a, "units") + ": no damage is dealt");
    return;
  }
  Action deal{"deal", {{"to", keys}, {"amount", static_cast<int64_t>(ArgInt(a, "amount"))}}, 0};
  Exec(e, deal, ctx);
}

// "Ready your units": the ready verb for each.
void RunReadyEach(Engine& e, const Action& a, const Ctx& ctx) {
  for (const std::string& k : EachUnit(e, ArgStr(a, "units"), ctx)) {
    Action ready{"ready", {{"object", k}}, 0};
    Exec(e, ready, ctx);
  }
}

// The [Level N] dependent abilities of P's objects on the board that XP going from WAS to NOW
// makes Active (824.1.c: P has N XP) or Inactive (824.1.d: less than N), named in the trace.
void NoteLevelChanges(Engine& e, PlayerId p, int was, int now, int parent) {
  GameState& s = e.state();
  for (const auto& o : s.objects) {
    if (o.controller != p || !s.zone(o.zone).board) continue;
    for (const auto& ab : o.card.abilities) {
      if (ab.kind != "static" || ab.effect.empty() || !ab.not_modelled.empty()) continue;
      int need = -1;
      if (ab.effect[0].verb == "while_grants" && ArgStr(ab.effect[0], "condition") == "level") {
        need = ArgInt(ab.effect[0], "level");
      } else {  // "[Level 6][>] Your units have +1 [S]", "... I enter ready" (session 24)
        for (const Action& x : ab.effect) {
          const std::string c =
              ArgStr(x, "condition") == "code" ? ArgStr(x, "code") : ArgStr(x, "condition");
          if (StartsWith(c, "dependent-level:")) need = std::stoi(c.substr(16));
        }
      }
      if (need < 0) continue;
      if (was < need && now >= need)
        e.Note(parent, {"824.1.c"},
               s.ObjectName(o.id) + "'s \"" + ab.text + "\" is Active: " + PlayerName(s, p) +
                   " has " + std::to_string(now) + " XP");
      if (was >= need && now < need)
        e.Note(parent, {"824.1.d"},
               s.ObjectName(o.id) + "'s \"" + ab.text + "\" is Inactive: " + PlayerName(s, p) +
                   " has " + std::to_string(now) + " XP");
    }
  }
}

// "Gain N XP" (730.1): the value of XP marked on the player goes up by N. A Hunt trigger's gain
// is its controller's (823.1.c.1).
void RunGainXp(Engine& e, const Action& a, const Ctx& ctx) {
  GameState& s = e.state();
  PlayerId p = ArgPlayer(e, a, "player", ctx.controller);
  int& xp = s.players[static_cast<size_t>(p)].resources["xp"];
  const int was = xp;
  xp += ArgInt(a, "amount");
  std::vector<std::string> rules = {"730.1"};
  if (ArgBool(a, "hunt")) rules.insert(rules.begin(), "823.1.c.1");
  const int now = xp;
  int entry = e.Note(ctx.parent, rules,
                     PlayerName(s, p) + " gains " + std::to_string(ArgInt(a, "amount")) + " XP (" +
                         std::to_string(was) + " -> " + std::to_string(now) + ")",
                     {{PlayerName(s, p), "xp", std::to_string(was), std::to_string(now)}});
  NoteLevelChanges(e, p, was, now, entry);
  RecordXpGained(e, p, now - was, entry);  // "if you've gained XP this turn" (history.cc)
}

// "Spend N XP" (730.2), a cost: the value of XP marked on the player goes down by N; a player with
// less cannot pay it (activate.cc checks before any cost is paid).
void RunSpendXp(Engine& e, const Action& a, const Ctx& ctx) {
  GameState& s = e.state();
  PlayerId p = ArgPlayer(e, a, "player", ctx.controller);
  int& xp = s.players[static_cast<size_t>(p)].resources["xp"];
  const int amount = ArgInt(a, "amount");
  if (xp < amount) {
    e.Refuse(ctx.parent, {"730.2"},
             PlayerName(s, p) + " has " + std::to_string(xp) + " XP and cannot spend " +
                 std::to_string(amount));
    return;
  }
  const int was = xp;
  xp -= amount;
  const int now = xp;
  int entry = e.Note(ctx.parent, {"730.2"},
                     PlayerName(s, p) + " spends " + std::to_string(amount) + " XP (" +
                         std::to_string(was) + " -> " + std::to_string(now) + ")",
                     {{PlayerName(s, p), "xp", std::to_string(was), std::to_string(now)}});
  NoteLevelChanges(e, p, was, now, entry);
}

// Empower OBJECT (441): it becomes Empowered (441.1), a state of objects on the board (441.2);
// one already Empowered is not Empowered again and nothing additional happens (441.1.b, 441.1.c).
// Becoming Empowered is an event (441.2.a): its "When I become [Empowered]" triggers (828.1.d).
// From the Empower keyword's ability, the source becomes Empowered as it completes (827.2).
void RunEmpower(Engine& e, const Action& a, const Ctx& ctx) {
  GameState& s = e.state();
  ObjectId id = ArgObject(e, a, "object", ctx);
  if (!s.OnBoard(id)) {
    e.Note(ctx.parent, {"441.2"}, Name(s, id) + " is not on the board: it is not Empowered");
    return;
  }
  if (s.obj(id).Has("empowered")) {
    e.Note(ctx.parent, {"441.1.b", "441.1.c"},
           Name(s, id) + " is already Empowered: nothing additional happens");
    return;
  }
  s.obj(id).status.insert("empowered");
  std::vector<std::string> rules = {"441.1"};
  if (ArgBool(a, "keyword")) rules.insert(rules.begin(), "827.2");
  int entry = e.Note(ctx.parent, rules, Name(s, id) + " becomes Empowered",
                     {{Key(s, id), "empowered", "false", "true"}});
  for (const auto& ab : s.obj(id).card.abilities) {
    if (ab.kind == "static" && !ab.effect.empty() && ab.effect[0].verb == "while_grants" &&
        ArgStr(ab.effect[0], "condition") == "empowered")
      e.Note(entry, {"828.1.c"}, Name(s, id) + "'s \"" + ab.text + "\" is Active: it is Empowered");
  }
  const auto& abilities = s.obj(id).card.abilities;
  if (std::any_of(abilities.begin(), abilities.end(), [](const engine::Ability& ab) {
        return ab.kind == "triggered" && ab.trigger == "become-empowered";
      }))
    e.Note(entry, {"441.2.a", "828.1.d"},
           "becoming Empowered is an event: " + Name(s, id) +
               "'s \"When I become [Empowered]\" "
               "triggers");
  CollectAbilityTriggers(e, id, "become-empowered", entry);
  CollectEmpowerOtherTriggers(e, ctx.controller, id, entry);  // player_triggers.cc (441.2.a)
}

// Disempower OBJECT (442.1): its Empowered status is removed; one that is not Empowered is not
// affected (442.1.a, 442.1.a.1). As a cost, activate.cc refuses it when there is nothing to remove.
void RunDisempower(Engine& e, const Action& a, const Ctx& ctx) {
  GameState& s = e.state();
  ObjectId id = ArgObject(e, a, "object", ctx);
  if (!s.obj(id).Has("empowered")) {
    e.Note(ctx.parent, {"442.1.a.1"}, Name(s, id) + " is not Empowered: nothing happens");
    return;
  }
  s.obj(id).status.erase("empowered");
  int entry = e.Note(ctx.parent, {"442.1"}, Name(s, id) + " is Disempowered",
                     {{Key(s, id), "empowered", "true", "false"}});
  for (const auto& ab : s.obj(id).card.abilities) {
    if (ab.kind == "static" && !ab.effect.empty() && ab.effect[0].verb == "while_grants" &&
        ArgStr(ab.effect[0], "condition") == "empowered")
      e.Note(entry, {"828.1.c"},
             Name(s, id) + "'s \"" + ab.text + "\" is Inactive: it is no longer Empowered");
  }
}

// "Return a unit to its owner's hand": OBJECT leaves the board for its owner's hand (056.2), a
// new object there without its temporary modifications (124.1; LeaveBoard). One no longer on the
// board is not returned (055: an impossible instruction is ignored); a token would cease to exist
// in a hand (186.1), which the module does not model: named, so the run is incomplete.
void RunReturnToHand(Engine& e, const Action& a, const Ctx& ctx) {
  GameState& s = e.state();
  const ObjectId id = ArgObject(e, a, "object", ctx);
  if (id == engine::kNoObject || !s.OnBoard(id)) {
    e.Note(ctx.parent, {"055"},
           (id == engine::kNoObject ? std::string("nothing") : Name(s, id)) +
               " is not on the board: it is not returned to a hand");
    return;
  }
  if (s.obj(id).card.token) {
    e.Unmodelled(ctx.parent, ctx.source, "return " + Name(s, id) + " to its owner's hand",
                 "a token put into a hand ceases to exist (186.1), which the module does not do");
    return;
  }
  engine::Event ev;
  ev.kind = "leave-board";
  ev.object = id;
  ev.to = Hand(s, s.obj(id).owner);
  ev.parent = e.Note(
      ctx.parent, {"056.2", "124.1"},
      Name(s, id) + " returns to its owner's hand (" + PlayerName(s, s.obj(id).owner) + "'s)");
  e.Perform(ev);
}

// "Return a unit from your trash to your hand": OBJECT, chosen in the controller's trash
// (355.10.a), goes to their hand; one that has left that trash, or is no longer of the type it was
// chosen for, is not returned (359.3.e.5).
void RunReturnFromTrash(Engine& e, const Action& a, const Ctx& ctx) {
  GameState& s = e.state();
  const ObjectId id = ArgObject(e, a, "object", ctx);
  const PlayerId p = ctx.controller;
  if (id == engine::kNoObject || s.obj(id).zone != Trash(s, p)) {
    e.Note(ctx.parent, {"359.3.e.5"},
           (id == engine::kNoObject ? std::string("nothing") : Name(s, id)) + " is not in " +
               PlayerName(s, p) + "'s trash: it is not returned to a hand");
    return;
  }
  s.MoveObject(id, Hand(s, p));
  e.Note(ctx.parent, {"355.10.a"},
         Name(s, id) + " returns from " + PlayerName(s, p) + "'s trash to their hand",
         {{Key(s, id), "zone", "trash", "hand"}});
}

// "Move a unit from a battlefield to its base": OBJECT moves (a Move by an effect, 420.1, 420.2.a;
// not a recall, 456) from where it is to its controller's base; the move triggers and the
// Cleanup after it are the module's (447, 453). One not on the board, or already in that base,
// does not move (055).
void RunMoveToBase(Engine& e, const Action& a, const Ctx& ctx) {
  GameState& s = e.state();
  const ObjectId id = ArgObject(e, a, "object", ctx);
  if (id == engine::kNoObject || !s.OnBoard(id) || !IsUnit(s, id)) {
    e.Note(ctx.parent, {"055"},
           (id == engine::kNoObject ? std::string("nothing") : Name(s, id)) +
               " is not a unit on the board: nothing moves");
    return;
  }
  const ZoneId base = Base(s, s.obj(id).controller);
  if (s.obj(id).zone == base) {
    e.Note(ctx.parent, {"055"}, Name(s, id) + " is already in its base: it does not move");
    return;
  }
  engine::Event ev;
  ev.kind = "move";
  ev.object = id;
  ev.to = base;
  ev.parent = ctx.parent;
  ev.rules = {"420.1", "420.2.a", "447"};
  e.Perform(ev);
  e.Note(ctx.parent, {"453"}, "the Move is complete: a Cleanup follows");
}

// "Counter a spell": OBJECT, a spell on the chain, does nothing and is cleared from the chain
// (425.1.a) to its owner's trash (425.1.a.1), or with TO "hand" to its owner's hand (card text
// superseding the rule, 002). Costs paid are not refunded (425.1.c). One no longer on the chain
// is not countered (055).
void RunCounter(Engine& e, const Action& a, const Ctx& ctx) {
  GameState& s = e.state();
  const ObjectId id = ArgObject(e, a, "object", ctx);
  if (id == engine::kNoObject || s.obj(id).zone != Chain(s)) {
    e.Note(ctx.parent, {"055"},
           (id == engine::kNoObject ? std::string("nothing") : Name(s, id)) +
               " is not on the chain: it is not countered");
    return;
  }
  const bool hand = ArgStr(a, "to") == "hand";
  const PlayerId owner = s.obj(id).owner;
  const ZoneId to = hand ? Hand(s, owner) : Trash(s, owner);
  const int entry = e.Note(ctx.parent, {"425.1.a", "425.1.c"},
                           Name(s, id) +
                               " is countered: it does nothing and is cleared from the chain "
                               "(its costs are not refunded)");
  s.MoveObject(id, to);
  e.Note(entry, hand ? std::vector<std::string>{"002"} : std::vector<std::string>{"425.1.a.1"},
         Name(s, id) + (hand ? " returns to its owner's hand instead of the trash"
                             : " is placed in its owner's trash"),
         {{Key(s, id), "zone", "chain", ZoneLabel(s, to)}});
}

// "Its base Might becomes 5 this turn": an effect that assigns OBJECT's Might in the Trait layer
// this turn (477.1.a.1; characteristics.cc applies it before the Arithmetic layer). A unit no
// longer on the board is not affected (055).
void RunSetBaseMight(Engine& e, const Action& a, const Ctx& ctx) {
  GameState& s = e.state();
  const ObjectId id = ArgObject(e, a, "object", ctx);
  if (id == engine::kNoObject || !s.OnBoard(id) || !IsUnit(s, id)) {
    e.Note(ctx.parent, {"055"},
           (id == engine::kNoObject ? std::string("nothing") : Name(s, id)) +
               " is not a unit on the board: its Might does not change");
    return;
  }
  const int might = ArgInt(a, "might");
  engine::Event ev;
  ev.kind = "effect";
  ev.object = id;
  ev.other = ctx.source;
  ev.amount = might;
  ev.parent = ctx.parent;
  ev.rules = {"477.1.a.1"};
  ev.args["effect"] = std::string("base-might");
  ev.args["reason"] = "base Might " + std::to_string(might) + " this turn" +
                      (ctx.source == engine::kNoObject ? "" : " (" + Name(s, ctx.source) + ")");
  e.Perform(ev);
}

// "[Burn 3]": PLAYER moves the top COUNT cards of their Main Deck to their trash, one at a time
// (440.1, 440.2.a), as many as possible (440.4). Burning more than the deck holds means a Burn
// Out (431), which the module does not perform: named, so the run is incomplete.
void RunBurn(Engine& e, const Action& a, const Ctx& ctx) {
  GameState& s = e.state();
  const PlayerId p = ArgPlayer(e, a, "player", ctx.controller);
  const int count = ArgInt(a, "count", 1);
  const int entry = e.Note(ctx.parent, {"440.1", "440.2.a"},
                           PlayerName(s, p) + " burns " + std::to_string(count) +
                               ": the top of their Main Deck goes to their trash");
  for (int i = 0; i < count; ++i) {
    const ZoneId deck = Deck(s, p);
    if (s.zone(deck).objects.empty()) {
      e.Unmodelled(entry, ctx.source, "burn " + std::to_string(count - i) + " more",
                   "the Main Deck is empty: a Burn Out (431, 440.4) is not modelled");
      return;
    }
    const ObjectId top = s.zone(deck).objects.front();
    s.MoveObject(top, Trash(s, p));
    e.Note(entry, {"440.1"}, PlayerName(s, p) + " burns " + Name(s, top),
           {{Key(s, top), "zone", "deck", ZoneLabel(s, Trash(s, p))}});
  }
}

// "They deal damage equal to their Mights to each other": OBJECT deals damage equal to its Might
// to WITH and WITH to OBJECT. The units are the sources (417.6.b.3: not the spell, so no Bonus
// Damage of the spell's controller), each unit's controller responsible for its deal
// (417.6.b.4). Both Mights are read before either is dealt (710); a unit no longer on the board
// has no Might (359.3.e.12) and deals nothing, but can still be dealt to only on the board.
void RunDealEachOther(Engine& e, const Action& a, const Ctx& ctx) {
  GameState& s = e.state();
  const ObjectId one = ArgObject(e, a, "object", ctx), other = ArgObject(e, a, "with", ctx);
  if (one == engine::kNoObject || other == engine::kNoObject || one == other) {
    e.Note(ctx.parent, {"417.6.b.3"}, "two different units are needed: nothing is dealt");
    return;
  }
  struct Deal {
    ObjectId from, to;
    int amount;
  };
  std::vector<Deal> deals;
  for (const auto& [from, to] : {std::pair{one, other}, std::pair{other, one}}) {
    if (!s.OnBoard(from) || !IsUnit(s, from)) {
      e.Note(ctx.parent, {"359.3.e.12"},
             Name(s, from) + " is not a unit on the board: it has no Might and deals nothing");
      continue;
    }
    if (!s.OnBoard(to)) continue;
    deals.push_back({from, to, MightValue(s, from)});
  }
  const int entry =
      e.Note(ctx.parent, {"417.6.b.3", "417.6.b.4", "710"},
             Name(s, one) + " and " + Name(s, other) +
                 " deal damage equal to their Mights to each other: the units are the sources, "
                 "each controller responsible for their unit's damage");
  for (const Deal& d : deals) {
    if (d.amount <= 0) {
      e.Note(entry, {"417.1.e"},
             Name(s, d.from) + " has " + std::to_string(d.amount) + " Might: it deals no damage");
      continue;
    }
    engine::Event ev;
    ev.kind = "damage";
    ev.object = d.to;
    ev.amount = d.amount;
    ev.parent = entry;
    ev.rules = {"417.6.b.3", "710"};
    e.Perform(ev);
  }
}

}  // namespace

bool FinalizeTriggerCost(Engine& e, const engine::PendingTrigger& t, int parent) {
  GameState& s = e.state();
  // The ability: on its source, or on the attached card whose Effect Text it is (718.3).
  const engine::Ability* ab = nullptr;
  auto card_key = t.snapshot.find("ability_card");
  if (card_key != t.snapshot.end()) {
    const ObjectId holder = s.FindKey(std::get<std::string>(card_key->second));
    const auto index = static_cast<size_t>(std::get<int64_t>(t.snapshot.at("ability_index")));
    if (holder != engine::kNoObject && index < s.obj(holder).card.abilities.size())
      ab = &s.obj(holder).card.abilities[index];
  } else if (t.ability >= 0 && t.source != engine::kNoObject &&
             static_cast<size_t>(t.ability) < s.obj(t.source).card.abilities.size()) {
    ab = &s.obj(t.source).card.abilities[static_cast<size_t>(t.ability)];
  }
  if (ab == nullptr || ab->kind != "triggered") return true;
  // "When you play me, you may kill a gear.": the "you may" is the first part of the effect, so
  // the controller decides now whether to perform the ability (383.3.a); declined, it is removed
  // and considered not to have triggered (383.3.a.2).
  if (ab->cost.empty() && !ab->effect.empty() && HasArg(ab->effect[0], "you_may")) {
    engine::ChoiceRequest req;
    req.kind = "may";
    req.player = t.controller;
    req.options = {"yes", "no"};
    req.min = req.max = 1;
    req.rule = "383.3.a";
    req.prompt = PlayerName(s, t.controller) + " decides whether to perform \"" + ab->text + "\"";
    const auto ans = e.Choose(req, parent);
    if (ans.picks.empty() || ans.picks[0] != "yes") {
      e.Note(parent, {"383.3.a.2"},
             PlayerName(s, t.controller) +
                 " does not: the ability is removed from the chain and is considered not to have "
                 "triggered");
      return false;
    }
    return true;
  }
  if (ab->cost.empty()) return true;
  const PlayerId p = t.controller;
  engine::ChoiceRequest req;
  req.kind = "may";
  req.player = p;
  req.options = {"yes", "no"};
  req.min = req.max = 1;
  req.rule = "383.3.a";
  req.prompt = PlayerName(s, p) + " decides whether to pay the cost of \"" + ab->text + "\"";
  const auto ans = e.Choose(req, parent);
  if (ans.picks.empty() || ans.picks[0] != "yes") {
    e.Note(parent, {"383.3.a.2"},
           PlayerName(s, p) +
               " does not pay it: the ability is removed from the chain and is "
               "considered not to have triggered");
    return false;
  }
  // What cannot be paid stops the ability before anything is paid (383.3.b.1).
  std::string why;
  const auto& res = s.players[static_cast<size_t>(p)].resources;
  for (const Action& c : ab->cost) {
    if (c.verb == "pay_with" && PayWithOptions(s, c, p).empty())
      why = "nothing is " + ArgStr(c, "requirement");
    if (c.verb == "spend_xp" && (res.count("xp") ? res.at("xp") : 0) < ArgInt(c, "amount"))
      why = "too little XP";
    if (c.verb == "exhaust" && s.obj(t.source).Has("exhausted"))
      why = Name(s, t.source) + " is exhausted";
  }
  Cost energy;
  for (const Action& c : ab->cost) {
    if (c.verb != "pay") continue;
    const Cost part = ParseCost(ArgStr(c, "cost"));
    energy.energy += part.energy;
    energy.domain_power += part.domain_power;
    energy.any_power += part.any_power;
  }
  const bool has_energy = energy.energy + energy.domain_power + energy.any_power > 0;
  if (why.empty() && has_energy &&
      !PayCost(e, p, energy, s.obj(t.source).card.domains, parent, Name(s, t.source) + "'s ability",
               {"383.3.b", "740.4.a.2"}, &why)) {
    // PayCost paid nothing and said why.
  }
  if (!why.empty()) {
    e.Note(parent, {"383.3.b.1"},
           PlayerName(s, p) + " cannot pay the cost (" + why +
               "): the ability is not finalized to the chain");
    return false;
  }
  int entry = e.Note(parent, {"383.3.a", "383.3.b", "740.4.a.2"},
                     PlayerName(s, p) + " pays the cost as the ability is finalized");
  for (const Action& c : ab->cost)
    if (c.verb != "pay") Exec(e, c, Ctx{t.source, p, {}, entry});
  return true;
}

std::vector<VerbRow> WithCardVerbs(const std::vector<VerbRow>& table) {
  using T = engine::ParamSpec::Type;
  const std::vector<std::string> kUnits = {"friendly-unit",
                                           "enemy-unit",
                                           "unit-at-battlefield",
                                           "enemy-unit-at-battlefield",
                                           "friendly-unit-here",
                                           "enemy-unit-here",
                                           "unit-here",
                                           "unit-in-base",
                                           "friendly-unit-there",
                                           "enemy-unit-there",
                                           "enemy-unit-in-combat",
                                           "other-friendly-unit",
                                           "other-friendly-unit-here"};
  const std::vector<VerbRow> rows = {
      {{"activate",
        "activate OBJECT's activated ability (ABILITY: the Nth written on the card, default 1): "
        "timing, cost, then the chain (370-374)",
        {{"object", T::kObject}, {"ability", T::kInt, false}, {"player", T::kPlayer, false}},
        {"355.5", "355.8", "377.1", "377.3", "377.3.a", "377.3.b.1", "378", "380", "381", "399",
         "400.2", "414.4", "429.2", "806.1.c.2", "813.1.b", "813.1.c.2"}},
       RunActivate},
      {{"pay",
        "PLAYER pays COST (Energy and Power, \"[1][C]\") for an ability (377.1)",
        {{"cost", T::kString}, {"player", T::kPlayer, false}},
        {"377.1"}},
       RunPay},
      {{"pay_with",
        "PLAYER pays a cost by choosing one they control that is REQUIREMENT and doing ACT to it "
        "(kill, spend_buff, exhaust, return_to_hand) (357.2)",
        {{"act", T::kString, true, {"kill", "spend_buff", "exhaust", "return_to_hand"}},
         {"requirement",
          T::kString,
          true,
          {"friendly-unit", "friendly-gear", "friendly-unit-or-gear", "friendly-mighty-unit",
           "buffed-friendly-unit", "ready-friendly-unit", "gear", "ready-friendly-mighty-unit"}},
         {"player", T::kPlayer, false},
         {"any_number", T::kBool, false},
         {"objects", T::kObjects, false}},
        {"357.2", "428.1", "702.2.b", "414.1", "056.2"}},
       RunPayWith},
      {{"reveal_hand",
        "PLAYER reveals their hand; the ability's controller chooses a card of it that matches "
        "FILTER (and DOMAIN), and THEN it is discarded or recycled (424.1, 424.3.a, 355.17)",
        {{"player", T::kPlayer},
         {"filter", T::kString, false, {"card", "unit", "gear", "spell", "non-unit"}},
         {"domain", T::kString, false},
         {"then", T::kString, true, {"discard", "recycle"}}},
        {"424.1", "424.3.a", "424.4.a", "355.10.a", "355.17", "422.1", "416.1", "416.1.c"}},
       RunRevealHand},
      {{"look_at_top",
        "PLAYER looks at (or with REVEAL reveals) the top COUNT cards of their Main Deck, puts "
        "TAKE "
        "of them that match FILTER (and cost at least MIN_ENERGY) into their hand (OPTIONAL: up "
        "to; INTO draw or hand) or, with PLAY, plays them (BANISH: banished first, BANISH_ALL: all "
        "COUNT banished, those not "
        "played stay there; IGNORE or "
        "REDUCE its cost), and recycles the rest (REST recycle), trashes or draws them",
        {{"count", T::kInt},
         {"take", T::kInt, false},
         {"filter", T::kString, false, {"card", "unit", "gear", "spell", "permanent"}},
         {"min_energy", T::kInt, false},
         {"max_energy", T::kInt, false},
         {"max_power", T::kInt, false},
         {"optional", T::kBool, false},
         {"reveal", T::kBool, false},
         {"into", T::kString, false, {"draw", "hand"}},
         {"rest", T::kString, false, {"recycle", "trash", "draw"}},
         {"play", T::kBool, false},
         {"banish", T::kBool, false},
         {"banish_all", T::kBool, false},
         {"ignore", T::kString, false, {"cost", "energy"}},
         {"reduce", T::kInt, false},
         {"player", T::kPlayer, false}},
        {"128.4", "424.1", "431.1.c", "383.3.a.3", "413.1", "424.4.a", "416.1", "416.5", "419.3",
         "424.1.a.2", "427.1", "427.2"}},
       RunLookAtTop},
      {{"play_gear_token",
        "PLAYER plays a gear token that is the card NAME of the card data to their base "
        "(EXHAUSTED: it enters exhausted)",
        {{"name", T::kString}, {"exhausted", T::kBool, false}, {"player", T::kPlayer, false}},
        {"185.2.a", "182", "184.1", "359.2.d"}},
       RunPlayGearToken},
      {{"add",
        "PLAYER adds RESOURCES (\"[1][A]\": Energy and Power) to their Rune Pool (416)",
        {{"resources", T::kString},
         {"player", T::kPlayer, false},
         {"only_for", T::kString, false, {"spells"}}},
        {"429.1", "429.2", "002"}},
       RunAdd},
      {{"play_token_here",
        "play a unit token NAME with MIGHT at the location of the ability's source",
        {{"name", T::kString},
         {"might", T::kInt},
         {"player", T::kPlayer, false},
         {"ready", T::kBool, false},
         {"keywords", T::kString, false},
         {"tags", T::kString, false},  // 187 (token_text.cc)
         {"tags_rule", T::kString, false}},
        {"182", "359.2.c", "184.1", "184.3"}},
       RunPlayTokenHere},
      {{"give_each",
        "give each unit that is UNITS (\"friendly-unit\", \"enemy-unit-here\", "
        "\"enemy-unit-there\": at AT's location; \"other-...\": not the source) with TAG "
        "MIGHT (to a MINIMUM) and/or KEYWORD (VALUE) this turn",
        {{"units", T::kString, true, kUnits},
         {"tag", T::kString, false},
         {"might", T::kInt, false},
         {"keyword", T::kString, false, KeywordNames()},
         {"value", T::kInt, false},
         {"minimum", T::kInt, false},
         {"at", T::kObject, false}},
        {}},  // the give verb cites its rules for each unit
       RunGiveEach},
      {{"deal_each",
        "deal AMOUNT to every unit that is UNITS, in one Deal",
        {{"units", T::kString, true, kUnits}, {"amount", T::kInt}},
        {}},  // the deal verb cites its rules
       RunDealEach},
      {{"ready_each",
        "ready every unit that is UNITS",
        {{"units", T::kString, true, kUnits}},
        {}},  // the ready verb cites its rules
       RunReadyEach},
      {{"gain_xp",
        "PLAYER gains AMOUNT XP (730.1); HUNT: from the Hunt keyword (823.1.c.1)",
        {{"amount", T::kInt}, {"hunt", T::kBool, false}, {"player", T::kPlayer, false}},
        {"730.1", "823.1.c.1"}},
       RunGainXp},
      {{"spend_xp",
        "PLAYER spends AMOUNT XP (730.2)",
        {{"amount", T::kInt}, {"player", T::kPlayer, false}},
        {"730.2"}},
       RunSpendXp},
      {{"empower",
        "OBJECT becomes Empowered (441); KEYWORD: from the Empower keyword's ability (827.2)",
        {{"object", T::kObject}, {"keyword", T::kBool, false}},
        {"441.1", "441.1.b", "441.1.c", "441.2", "827.2"}},
       RunEmpower},
      {{"disempower",
        "OBJECT's Empowered status is removed (442)",
        {{"object", T::kObject}},
        {"442.1", "442.1.a.1", "828.1.c"}},
       RunDisempower},
      {{"move_to_base",
        "OBJECT moves to its controller's base (a Move by an effect, not a recall: 420.1)",
        {{"object", T::kObject}},
        {"420.1", "420.2.a", "447", "453", "055"}},
       RunMoveToBase},
      {{"counter",
        "OBJECT, a spell on the chain, is countered: to its owner's trash, or TO hand (425)",
        {{"object", T::kObject}, {"to", T::kString, false, {"trash", "hand"}}},
        {"425.1.a", "425.1.a.1", "425.1.c", "002", "055"}},
       RunCounter},
      {{"set_base_might",
        "OBJECT's base Might becomes MIGHT this turn (477.1.a.1)",
        {{"object", T::kObject}, {"might", T::kInt}},
        {"477.1.a.1", "055"}},
       RunSetBaseMight},
      {{"burn",
        "PLAYER burns COUNT: the top COUNT cards of their Main Deck go to their trash (440)",
        {{"count", T::kInt, false}, {"player", T::kPlayer, false}},
        {"440.1", "440.2.a", "440.4", "431"}},
       RunBurn},
      {{"return_to_hand",
        "OBJECT returns from the board to its owner's hand (056.2, 124.1)",
        {{"object", T::kObject}},
        {"056.2", "124.1", "055", "186.1"}},
       RunReturnToHand},
      {{"return_from_trash",
        "OBJECT, a card in its controller's trash, goes to their hand (355.10.a)",
        {{"object", T::kObject}},
        {"355.10.a", "359.3.e.5"}},
       RunReturnFromTrash},
      {{"deal_each_other",
        "OBJECT and WITH deal damage equal to their Mights to each other (417.6.b.3)",
        {{"object", T::kObject}, {"with", T::kObject}},
        {"417.6.b.3", "417.6.b.4", "710", "359.3.e.12"}},
       RunDealEachOther},
      {{"discard",
        "PLAYER discards COUNT cards of their choice from hand (409)",
        {{"count", T::kInt, false}, {"player", T::kPlayer, false}},
        {"422.1", "422.1.a", "422.4"}},
       RunDiscard},
  };
  std::vector<VerbRow> out = table;
  // Before the rows only resolving cards generate (vision, weaponmaster, not-modelled).
  auto at = std::find_if(out.begin(), out.end(),
                         [](const VerbRow& r) { return r.spec.verb == "vision"; });
  out.insert(at, rows.begin(), rows.end());
  std::vector<VerbRow> runes = RuneVerbs();  // runes.cc, stun.cc
  for (const VerbRow& r : StunVerbs()) runes.push_back(r);
  for (const VerbRow& r : PointsVerbs()) runes.push_back(r);            // points.cc
  for (const VerbRow& r : EnterReadyVerbs()) runes.push_back(r);        // enters_ready_group.cc
  for (const VerbRow& r : MoveVerbs()) runes.push_back(r);              // moves.cc
  for (const VerbRow& r : ObjectPhraseVerbs()) runes.push_back(r);      // target_phrase.cc
  for (const VerbRow& r : CardCostVerbs()) runes.push_back(r);          // card_costs.cc
  for (const VerbRow& r : NextTimeVerbs()) runes.push_back(r);          // next_time.cc
  for (const VerbRow& r : UntargetableTurnVerbs()) runes.push_back(r);  // untargetable_turn.cc
  for (const VerbRow& r : DeckTextVerbs()) runes.push_back(r);          // deck_text.cc
  for (const VerbRow& r : EachPlayerVerbs()) runes.push_back(r);        // each_player.cc
  for (const VerbRow& r : ForEachVerbs()) runes.push_back(r);           // for_each.cc
  for (const VerbRow& r : PlayAsEffectVerbs()) runes.push_back(r);      // play_as_effect.cc
  for (const VerbRow& r : TargetRelationVerbs()) runes.push_back(r);    // target_relations.cc
  for (const VerbRow& r : ControlTextVerbs()) runes.push_back(r);       // control_text.cc
  for (const VerbRow& r : SplitDamageVerbs()) runes.push_back(r);       // split_damage.cc
  for (const VerbRow& r : TrashKeywordVerbs()) runes.push_back(r);      // trash_keywords.cc
  at = std::find_if(out.begin(), out.end(),
                    [](const VerbRow& r) { return r.spec.verb == "vision"; });
  out.insert(at, runes.begin(), runes.end());
  // Generated by resolving cards only, never written in a scenario: after "vision".
  for (const VerbRow& r : DelayedVerbs()) out.push_back(r);  // delayed.cc
  return out;
}

}  // namespace arbiter::games::riftbound
