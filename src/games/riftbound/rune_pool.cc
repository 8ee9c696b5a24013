// Energy and Power that card text restricts: "[Add] [2]. Use only to play spells." (002 over
// 166.2): the add verb keeps such resources apart ("energy-spells", "power-spells") and
// PayCardCost spends them first, and only, for a spell's cost (357.1).
#include <algorithm>

#include "games/riftbound/internal.h"

namespace arbiter::games::riftbound {

void AddOnlyForSpells(Engine& e, PlayerId p, const Cost& c, const std::string& what, int parent) {
  GameState& s = e.state();
  auto& res = s.players[static_cast<size_t>(p)].resources;
  if (!res.count("energy") && !res.count("power")) {
    e.Note(parent, {"429.1", "002"},
           PlayerName(s, p) + " adds " + what +
               ", to be spent only to play spells (resources not tracked in this scenario)");
    return;
  }
  const int energy_was = res["energy-spells"], power_was = res["power-spells"];
  res["energy-spells"] = energy_was + c.energy;
  res["power-spells"] = power_was + c.domain_power + c.any_power;
  e.Note(parent, {"429.1", "002"},
         PlayerName(s, p) + " adds " + what +
             " to their Rune Pool; the card's text says it may be spent only to play spells",
         {{PlayerName(s, p), "energy-spells", std::to_string(energy_was),
           std::to_string(res["energy-spells"])},
          {PlayerName(s, p), "power-spells", std::to_string(power_was),
           std::to_string(res["power-spells"])}});
}

bool PayCardCost(Engine& e, PlayerId p, const Cost& c, bool spell,
                 const std::vector<std::string>& domains, int parent, const std::string& what,
                 const std::vector<std::string>& rules, std::string* why) {
  GameState& s = e.state();
  auto& res = s.players[static_cast<size_t>(p)].resources;
  const int have_e = res.count("energy-spells") ? res.at("energy-spells") : 0;
  const int have_p = res.count("power-spells") ? res.at("power-spells") : 0;
  if (!spell || (have_e == 0 && have_p == 0)) {
    const bool paid = PayCost(e, p, c, domains, parent, what, rules, why);
    if (!paid && (have_e > 0 || have_p > 0))
      *why += " (its other " + std::to_string(have_e) + " Energy and " + std::to_string(have_p) +
              " Power may be spent only to play spells)";
    return paid;
  }
  const int use_e = std::min(have_e, c.energy);
  int use_p = std::min(have_p, c.domain_power + c.any_power);
  Cost rest = c;
  rest.energy -= use_e;
  const int from_domain = std::min(use_p, rest.domain_power);
  rest.domain_power -= from_domain;
  rest.any_power -= use_p - from_domain;
  res["energy-spells"] = have_e - use_e;
  res["power-spells"] = have_p - use_p;
  if (!PayCost(e, p, rest, domains, parent, what, rules, why)) {
    res["energy-spells"] = have_e;
    res["power-spells"] = have_p;
    return false;
  }
  e.Note(parent, {"002", "357.1"},
         "the rest of " + what + "'s cost, " + std::to_string(use_e) + " Energy and " +
             std::to_string(use_p) + " Power, is paid with what " + PlayerName(s, p) +
             " may spend only to play spells",
         {{PlayerName(s, p), "energy-spells", std::to_string(have_e),
           std::to_string(res["energy-spells"])},
          {PlayerName(s, p), "power-spells", std::to_string(have_p),
           std::to_string(res["power-spells"])}});
  return true;
}

}  // namespace arbiter::games::riftbound
