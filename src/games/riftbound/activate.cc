// Activated abilities written on cards ("[T]: Draw 1.", "[1][C], [T]: Deal 2 to a unit at a
// battlefield.", "[Reaction][>] [T]: ..."): the "activate" step verb (370) checks where and when
// the ability may be activated (380, 381; Action 806.1.c.2, Reaction 813.1.c.2), pays its cost (the
// ability's cost program: exhaust me 414.4, Energy and Power, kill this) and puts the ability on
// the chain (377.3), where it resolves like a triggered ability's program once players pass.
#include <algorithm>

#include "games/riftbound/ability_modes.h"
#include "games/riftbound/card_costs.h"
#include "games/riftbound/characteristics.h"
#include "games/riftbound/internal.h"
#include "games/riftbound/runes.h"
#include "games/riftbound/trigger_events.h"
#include "util/strings.h"

namespace arbiter::games::riftbound {
namespace {

// The activated abilities of a card written as text (Equip is the keyword's own verb, 818).
std::vector<int> ActivatedAbilities(const engine::Card& c) {
  std::vector<int> out;
  for (size_t i = 0; i < c.abilities.size(); ++i) {
    if (c.abilities[i].kind == "activated" && !StartsWith(c.abilities[i].text, "[Equip]"))
      out.push_back(static_cast<int>(i));
  }
  return out;
}

// Timing (381, 806.1.c.2, 813.1.c.2): false and the refusal's rules and words when `p` may not
// activate an ability with permission `keyword` ("", "action", "reaction") now.
bool ActivationTimingAllows(const GameState& s, PlayerId p, const std::string& keyword,
                            std::vector<std::string>* rules, std::string* why) {
  if (ChainOpen(s)) {
    if (keyword == "reaction") {
      *rules = {"813.1.c.2"};
      return true;
    }
    *rules = {"381", "813.1.c.2"};
    *why = "a chain exists (a Closed State): only an ability with [Reaction] can be activated now";
    return false;
  }
  if (ShowdownOpen(s)) {
    if (keyword == "action" || keyword == "reaction") {
      // 313.1, 347.1: in a Showdown's Open State only the player with Focus acts.
      if (!FocusAllows(s, p, why)) {
        *rules = {"313.1", "347.1"};
        return false;
      }
      *rules = {keyword == "action" ? "806.1.c.2" : "813.1.b"};
      return true;
    }
    *rules = {"308.1.a", "381"};
    *why = "during a showdown only abilities with [Action] or [Reaction] can be activated";
    return false;
  }
  if (p != s.active) {
    *rules = {"381"};
    *why = "activated abilities are activated on their controller's turn in an Open State";
    return false;
  }
  *rules = {"381"};
  return true;
}

}  // namespace

void DoActivate(Engine& e, const Action& a, Ctx ctx) {
  GameState& s = e.state();
  ObjectId id = ArgObject(e, a, "object", ctx);
  const auto& card = s.obj(id).card;
  const std::vector<int> abilities = ActivatedAbilities(card);
  const int n = ArgInt(a, "ability", 1);
  if (abilities.empty() || n < 1 || n > static_cast<int>(abilities.size())) {
    e.Refuse(
        ctx.parent, {"377.1"},
        Name(s, id) + (abilities.empty() ? " has no activated ability"
                                         : " has " + std::to_string(abilities.size()) +
                                               " activated abilities, not " + std::to_string(n)));
    return;
  }
  const int index = abilities[static_cast<size_t>(n - 1)];
  engine::Ability ab = card.abilities[static_cast<size_t>(index)];
  PlayerId p = ArgPlayer(e, a, "player", s.obj(id).controller);
  if (!s.OnBoard(id)) {
    e.Refuse(ctx.parent, {"380"},
             Name(s, id) + " is not on the board: its activated ability cannot be activated");
    return;
  }
  if (s.obj(id).controller != p) {
    e.Refuse(ctx.parent, {"378"},
             PlayerName(s, p) + " does not control " + Name(s, id) +
                 ": only its controller activates its abilities");
    return;
  }
  if (ab.text_box == "rules" && !RulesTextActive(s, id)) {
    e.Refuse(ctx.parent, {"721.2", "718.2"},
             Name(s, id) + "'s Rules Text is Inactive: \"" + ab.text + "\" cannot be activated");
    return;
  }
  std::vector<std::string> timing;
  std::string why;
  if (!ActivationTimingAllows(s, p, ab.trigger, &timing, &why)) {
    e.Refuse(ctx.parent, timing,
             Name(s, id) + ": \"" + ab.text + "\" cannot be activated now: " + why);
    return;
  }
  int entry = e.Note(ctx.parent, {"377.3.a", "378"},
                     PlayerName(s, p) + " activates " + Name(s, id) + "'s \"" + ab.text + "\"");
  e.Note(entry, timing, "timing: permitted (" + Join(timing, ", ") + ")");
  if (card.type == "Rune") {  // 164.2: the abilities every Basic Rune has (runes.cc)
    for (size_t i = 0; i < 2; ++i) {
      if (ab.text == kBasicRuneAbilities[i])
        e.Note(entry,
               i == 0 ? std::vector<std::string>{"164.2", "164.2.a"}
                      : std::vector<std::string>{"164.2", "164.2.b", "164.2.b.1"},
               "every Basic Rune has this ability" +
                   std::string(i == 0 ? "" : ": the Power is of the rune's domain"));
    }
  }
  if (!ab.not_modelled.empty()) {
    e.Unmodelled(entry, id, ab.text, ab.not_modelled);
    return;
  }
  // The Empower keyword's ability: "[Cost]: Empower this. Play only if not Empowered" (827.1.c.1).
  for (const Action& x : ab.effect) {
    if (x.verb != "empower" || !ArgBool(x, "keyword")) continue;
    if (s.obj(id).Has("empowered")) {
      e.Refuse(entry, {"827.1.c.1"},
               Name(s, id) +
                   " is Empowered: its Empower ability can be activated only if it is "
                   "not Empowered");
      return;
    }
    e.Note(entry, {"827.1.c.1"},
           "[Empower] is \"[Cost]: Empower this. Play only if not Empowered.\": " + Name(s, id) +
               " is not Empowered");
  }
  // 377.2.b: a condition on using it ("Use this ability only while I'm at a battlefield.") must
  // be true to activate it at all, before its target is chosen.
  for (const Action& c : ab.cost) {
    if (c.verb == "only_while") {  // "Use this ability only while I'm at a battlefield."
      if (!IsBattlefield(s, s.obj(id).zone)) {
        e.Refuse(
            entry, {"377.2.b"},
            Name(s, id) + " is not at a battlefield: the ability can be used only while it is");
        return;
      }
      e.Note(entry, {"377.2.b"},
             Name(s, id) + " is at " + ZoneLabel(s, s.obj(id).zone) +
                 ": the condition on using the ability holds");
    }
  }
  engine::PendingTrigger t;
  // "Choose one -": the mode is chosen first, then that mode's target (355.3, 402.2;
  // ability_modes.cc); only its instructions go on the chain.
  const std::string modes = ab.target;
  int mode = 0;
  if (IsAbilityModesRequirement(modes)) {
    if (!ChooseAbilityMode(e, id, index, p, modes, entry, &ab.effect, &ab.target, &mode)) {
      e.Refuse(entry, {"355.3", "402.2"},
               Name(s, id) + ": no mode of \"" + ab.text + "\" can be chosen now");
      return;
    }
    t.snapshot["mode_target"] = ab.target;
  }
  // Its target is chosen now, before costs are paid, as a card's is (355.5, 399).
  engine::ChoiceRequest req;  // the target choice, asked again for a Repeat execution (820.2)
  if (!ab.target.empty()) {
    req.kind = "target";
    req.player = p;
    for (const auto& o : s.objects) {
      std::string fails;
      if (o.face_down || !MeetsRequirement(s, o.id, ab.target, p, &fails, id)) continue;
      // Relative to the source: "another" is not the source, "here" is at its location.
      if (StartsWith(ab.target, "other-") && o.id == id) continue;
      if (EndsWith(ab.target, "-here") && o.zone != s.obj(id).zone) continue;
      if (Untargetable(s, o.id, p)) {  // 758
        e.Note(entry, {"758", "757.1"},
               Name(s, o.id) + " can't be chosen by enemy spells and abilities: it is not offered");
        continue;
      }
      req.options.push_back(o.key);
    }
    if (req.options.empty()) {
      e.Refuse(entry, {"355.8"},
               "there is no valid target (" + ab.target + "): the ability cannot be activated");
      return;
    }
    req.rule = "355.5";
    req.prompt = PlayerName(s, p) + " chooses the target of " + Name(s, id) + "'s ability";
    const std::string pick = e.Choose(req, entry).picks[0];
    e.Note(entry, {"355.5", "399"}, "target: " + Name(s, s.FindKey(pick)));
    t.snapshot["activated_targets"] = std::vector<std::string>{pick};
  }
  // Repeat (820.1.d; repeat.cc): decided with the other choices (402.2), the additional
  // execution's target chosen now (820.2, 820.2.a); the cost is paid with the others (404.1).
  const bool repeat = RepeatGrant(s, id) != nullptr && OfferAbilityRepeat(e, id, p, entry);
  if (repeat && !ab.target.empty()) {
    int again = e.Note(entry, {"820.2", "820.2.a"},
                       "the additional execution's target is chosen now, with the others; it may "
                       "differ from the first");
    const std::string pick = e.Choose(req, again).picks[0];
    e.Note(again, {"355.5", "820.2"},
           "target of the additional execution: " + Name(s, s.FindKey(pick)));
    t.snapshot["repeat_targets"] = std::vector<std::string>{pick};
  }
  // The cost (377.1): every part must be payable before any is paid (414.4 for [T], 730.2 for
  // XP; a discard needs the cards in hand).
  const int xp = s.players[static_cast<size_t>(p)].resources.count("xp")
                     ? s.players[static_cast<size_t>(p)].resources.at("xp")
                     : 0;
  for (const Action& c : ab.cost) {
    if (c.verb == "exhaust" && s.obj(id).Has("exhausted")) {
      e.Refuse(entry, {"414.4"}, Name(s, id) + " is exhausted: the cost [T] cannot be paid");
      return;
    }
    if (c.verb == "disempower" && !s.obj(id).Has("empowered")) {
      e.Refuse(entry, {"442.1.a", "377.1"},
               Name(s, id) + " is not Empowered: the cost \"Disempower\" cannot be paid");
      return;
    }
    if (c.verb == "spend_buff" && s.obj(id).Counter("buff") == 0) {  // "Spend my buff"
      e.Refuse(entry, {"702.2.b.1", "377.1"},
               Name(s, id) + " has no buff to spend: the cost \"Spend my buff\" cannot be paid");
      return;
    }
    if (c.verb == "spend_xp" && xp < ArgInt(c, "amount")) {
      e.Refuse(entry, {"730.2", "377.1"},
               PlayerName(s, p) + " has " + std::to_string(xp) + " XP: the cost \"Spend " +
                   std::to_string(ArgInt(c, "amount")) + " XP\" cannot be paid");
      return;
    }
    if (c.verb == "discard" &&
        static_cast<int>(s.zone(Hand(s, p)).objects.size()) < ArgInt(c, "count", 1)) {
      e.Refuse(entry, {"377.1"},
               PlayerName(s, p) + " has fewer than " + std::to_string(ArgInt(c, "count", 1)) +
                   " card(s) in hand: the cost \"Discard\" cannot be paid");
      return;
    }
    // An object on the board or cards in the trash or hand chosen to pay (357.2; card_costs.cc):
    // recycling and discarding as costs must be possible in full (416.3, 422.3).
    if (c.verb == "pay_with" && PayWithOptions(s, c, p).empty()) {
      e.Refuse(entry, {"357.2", "377.1"},
               PlayerName(s, p) + " controls nothing that is " + ArgStr(c, "requirement") +
                   ": the cost (" + ArgStr(c, "act") + ") cannot be paid");
      return;
    }
    if (c.verb == "pay_with_cards" &&
        static_cast<int>(PayWithCardsOptions(s, c, p).size()) < ArgInt(c, "count", 1)) {
      const std::string act = ArgStr(c, "act");
      e.Refuse(entry,
               {act == "recycle"   ? "416.3"
                : act == "discard" ? "422.3"
                                   : "357.2",
                "377.1"},
               PlayerName(s, p) + " has " + std::to_string(PayWithCardsOptions(s, c, p).size()) +
                   " card(s) that qualify: the cost \"" + CardCostWords(c) + "\" cannot be paid");
      return;
    }
  }
  for (const Action& c : ab.cost) {
    if (c.verb != "pay") continue;
    Cost cost = ParseCost(ArgStr(c, "cost"));
    if (HasArg(c, "less_per_rune")) {
      // "This ability costs [1] less for each rune you control" (356.4.b; not below 0, 356.6).
      int runes = 0;
      for (const auto& o : s.objects)
        runes += o.card.type == "Rune" && o.controller == p && s.zone(o.zone).board;
      const int was = cost.energy;
      cost.energy = std::max(0, was - ArgInt(c, "less_per_rune") * runes);
      e.Note(entry, {"356.4.b", "356.6"},
             PlayerName(s, p) + " controls " + std::to_string(runes) +
                 (runes == 1 ? " rune" : " runes") + ": the cost [" + std::to_string(was) +
                 "] is reduced to [" + std::to_string(cost.energy) + "]");
    }
    if (!PayCost(e, p, cost, card.domains, entry, Name(s, id) + "'s ability", {"377.1"}, &why)) {
      e.Refuse(entry, {"377.1"}, why);
      return;
    }
  }
  for (const Action& c : ab.cost) {
    if (c.verb == "pay" || c.verb == "only_while") continue;
    Action paid = c;
    if (paid.verb == "exhaust") {
      engine::Event ev;
      ev.kind = "exhaust";
      ev.object = id;
      ev.parent = entry;
      ev.rules = {"414.4", "377.1"};
      e.Perform(ev);
      continue;
    }
    Exec(e, paid, Ctx{id, p, {}, entry});
  }
  if (mode > 0) RememberAbilityMode(s, id, index, modes, mode);  // activated: the mode is chosen
  const bool repeat_paid = repeat && PayAbilityRepeat(e, id, p, entry);
  t.snapshot["repeat"] = repeat_paid;
  // 429.2, 400.2: an ability that only adds resources finalizes at once, without the chain.
  const bool adds =
      !ab.effect.empty() && std::all_of(ab.effect.begin(), ab.effect.end(),
                                        [](const Action& x) { return x.verb == "add"; });
  if (adds) {
    int now = e.Note(entry, {"429.2", "400.2"},
                     "it adds resources: it finalizes immediately, without the chain");
    for (int i = 0; i <= (repeat_paid ? 1 : 0); ++i) {
      int run = i == 0 ? now
                       : e.Note(now, {"820.1.d", "820.1.d.1"},
                                "Repeat: the ability's instructions are executed an additional "
                                "time");
      for (const Action& x : ab.effect) Exec(e, x, Ctx{id, p, {}, run});
    }
    // "When you use an activated ability of a gear" (trigger_events.cc)
    FireEvent(e, GameEvent{"activate", id, p, s.obj(id).zone}, entry);
    return;
  }
  // "When you choose me" (the player chose their own unit), once the activation is made.
  auto chosen = t.snapshot.find("activated_targets");
  if (chosen != t.snapshot.end()) {
    ObjectId target = s.FindKey(std::get<std::vector<std::string>>(chosen->second)[0]);
    CollectChosenTriggers(e, p, target, entry);  // player_triggers.cc
  }
  // 377.3.b.1: it becomes a pending chain item (marked activated: a chain it opens in a Showdown
  // passes Focus when it closes, 347.1.b; one a triggered ability opens does not, 346.1).
  t.snapshot["activated"] = true;
  t.source = id;
  t.controller = p;
  t.ability = index;
  t.label = ab.text;
  t.rules = {"377.3", "377.3.b.1"};
  t.program = ab.effect;
  t.parent = entry;
  e.AddPending({t});
  FireEvent(e, GameEvent{"activate", id, p, s.obj(id).zone}, entry);  // trigger_events.cc
}

}  // namespace arbiter::games::riftbound
