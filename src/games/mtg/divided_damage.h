// Damage divided as its caster chooses among one or more targets, and the halves of split cards
// (Fire // Ice). The division is announced as the spell is cast (601.2d: each target gets at
// least 1) and kept as it resolves: a target that is illegal then gets none of it, the others
// their shares (608.2b). A split card is cast as one half (709.3): only that half's abilities are
// checked as it is cast and run as it resolves (709.3a, 709.3b).
#pragma once

#include <string>
#include <vector>

#include "engine/state.h"

namespace arbiter::games::mtg {

// "~ deals 2 damage divided as you choose among one or two targets." / "... among one, two, or
// three targets." / "... among one, two, or three target attacking or blocking creatures." (the
// card's name as "~"): a deal-divided action with the amount, the most targets (`max`) and, when
// they are not "any target" (115.4), their requirement (`among`); false for any other sentence.
bool CompileDividedDamage(const std::string& sentence, engine::Action* out);

// The two halves' names of a split card "Fire // Ice" (709.1); empty for any other name.
std::vector<std::string> SplitHalves(const std::string& name);

// The name of the half of split card `card` on which `ability` is printed (its line before or
// after the "//" line of the card's text); "" when the card is not split.
std::string HalfOf(const engine::Card& card, const engine::Ability& ability);

// One target's share of divided damage: an object's key or a player's name, and the amount.
struct Share {
  std::string target;
  int amount = 0;
};

// The division a cast step announces ("divided": ["merfolk=1", "B=1"]) for the deal-divided
// action `divided`: into *out, returning ""; else why it can't be announced (the answer is
// malformed, names a target twice (601.2c), gives a target less than 1 (601.2d), names more
// targets than the text allows, or does not add up to the amount).
std::string ParseDivision(const std::vector<std::string>& answers, const engine::Action& divided,
                          std::vector<Share>* out);

}  // namespace arbiter::games::mtg
