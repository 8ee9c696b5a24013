// Repeat on abilities (820.1.a: "Repeat is present on Spells and Abilities"): a card whose text
// says "My abilities have [Repeat] — Cost" (an ability of kind "repeat" whose cost program is the
// Repeat cost) lets its controller pay that cost as one of its triggered or activated abilities is
// played (820.1.d: "You may pay [Cost] as an additional cost as you play this. If you do, execute
// the instructions of this chain item one additional time during resolution."). The choices of
// the additional execution are made with the others (820.2, 402.2; module.cc and activate.cc),
// the cost is paid with the ability's costs (404.1, 820.1.c.1, 357.2), and the instructions run
// again on resolution (820.1.d.1; module.cc ResolveTop). A spell's own [Repeat] is play.cc's.
#include "games/riftbound/characteristics.h"
#include "games/riftbound/internal.h"
#include "util/strings.h"

namespace arbiter::games::riftbound {
namespace {

// "Discard 1" from "My abilities have [Repeat] — Discard 1." (the words after the keyword).
std::string RepeatCostWords(const engine::Ability& ab) {
  std::string t = ab.text;
  const size_t k = t.find("[Repeat]");
  if (k != std::string::npos) t = t.substr(k + 8);
  std::string_view v = Trim(t);
  for (const std::string_view dash : {"—", "–", "-"}) {
    if (StartsWith(v, dash)) v = Trim(v.substr(dash.size()));
  }
  if (EndsWith(v, ".")) v.remove_suffix(1);
  return std::string(v);
}

}  // namespace

const engine::Ability* RepeatGrant(const GameState& s, ObjectId source) {
  if (source == engine::kNoObject) return nullptr;
  for (const auto& ab : s.obj(source).card.abilities) {
    if (ab.kind == "repeat" && ab.not_modelled.empty()) return &ab;
  }
  return nullptr;
}

bool OfferAbilityRepeat(Engine& e, ObjectId source, PlayerId p, int parent) {
  GameState& s = e.state();
  const engine::Ability* r = RepeatGrant(s, source);
  if (r == nullptr) return false;
  const std::string cost = RepeatCostWords(*r);
  // "My abilities have ..." is a passive ability: it functions while its card is on the board
  // with its Rules Text active (721.2).
  if (!s.OnBoard(source) || (r->text_box == "rules" && !RulesTextActive(s, source))) {
    e.Note(parent, {"820.1.a"},
           Name(s, source) + " is not on the board with its text active: \"" + r->text +
               "\" does not give this ability [Repeat]");
    return false;
  }
  int entry =
      e.Note(parent, {"820.1.a", "820.1.d"},
             Name(s, source) + "'s abilities have [Repeat] (" + cost + "): " + PlayerName(s, p) +
                 " may pay it as an additional cost as the ability is " +
                 "played, to execute its instructions one additional time");
  // Energy and Power (when the scenario tracks them) and cards to discard must be there to pay.
  const auto& res = s.players[static_cast<size_t>(p)].resources;
  if (res.count("energy") || res.count("power")) {
    Cost total;
    for (const Action& c : r->cost) {
      if (c.verb != "pay") continue;
      const Cost one = ParseCost(ArgStr(c, "cost"));
      total.energy += one.energy;
      total.domain_power += one.domain_power;
      total.any_power += one.any_power;
    }
    const int energy = res.count("energy") ? res.at("energy") : 0;
    const int power = res.count("power") ? res.at("power") : 0;
    if (energy < total.energy || power < total.domain_power + total.any_power) {
      e.Note(entry, {"820.1.b"},
             PlayerName(s, p) + " cannot pay it (" + std::to_string(energy) + " Energy, " +
                 std::to_string(power) + " Power): the instructions are executed once");
      return false;
    }
  }
  for (const Action& c : r->cost) {
    if (c.verb == "discard" &&
        static_cast<int>(s.zone(Hand(s, p)).objects.size()) < ArgInt(c, "count", 1)) {
      e.Note(entry, {"820.1.b"},
             PlayerName(s, p) +
                 " cannot pay it (too few cards in hand): the instructions are "
                 "executed once");
      return false;
    }
  }
  engine::ChoiceRequest req;
  req.kind = "repeat";
  req.player = p;
  req.options = {"yes", "no"};
  req.rule = "820.1.b";
  req.prompt = PlayerName(s, p) + " chooses whether to pay the Repeat cost (" + cost + ")";
  const bool pay = e.Choose(req, entry).picks[0] == "yes";
  if (!pay) {
    e.Note(entry, {"820.1.b"},
           PlayerName(s, p) + " does not pay it: the instructions are executed once");
  }
  return pay;
}

bool PayAbilityRepeat(Engine& e, ObjectId source, PlayerId p, int parent) {
  GameState& s = e.state();
  const engine::Ability* r = RepeatGrant(s, source);
  if (r == nullptr) return false;
  int entry = e.Note(parent, {"404.1", "820.1.c.1"},
                     PlayerName(s, p) + " pays the Repeat cost (" + RepeatCostWords(*r) +
                         ") with the ability's costs");
  for (const Action& c : r->cost) {
    if (c.verb == "pay") {
      std::string why;
      if (!PayCost(e, p, ParseCost(ArgStr(c, "cost")), s.obj(source).card.domains, entry,
                   "the Repeat cost", {"820.1.c.1"}, &why)) {
        e.Note(entry, {"820.1.b"}, why + ": the Repeat cost is not paid");
        return false;
      }
      continue;
    }
    Exec(e, c, Ctx{source, p, {}, entry});  // a non-standard cost (357.2): Discard N
  }
  return true;
}

}  // namespace arbiter::games::riftbound
