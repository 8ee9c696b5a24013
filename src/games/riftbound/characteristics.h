// Riftbound characteristics computed through the layers (450-457): which keywords an object has
// now (Ability-Altering layer, 454.2) and its Might (Arithmetic layer, 454.3), each with its
// derivation. Pure functions of the state: the trace and `arbiter why` read the same numbers.
#pragma once

#include <string>
#include <vector>

#include "engine/derivation.h"
#include "engine/state.h"

namespace arbiter::games::riftbound {

// One instance of a keyword on an object, with where it comes from.
struct KeywordInstance {
  std::string name;
  int value = 1;     // "Assault" without a number counts 1 (807.1.b.3, 809.1.b.3, 814.1.b.3)
  std::string from;  // "printed", "Long Sword's Effect Text", "Cleave (this turn)", "while Mighty"
  std::string rule;  // the rule that puts it there ("718.3", "801.3.a", "476.2"), "" printed
  engine::ObjectId source = engine::kNoObject;
  bool active = true;  // false: present but Inactive (attached card's rules text, 718.2/722.1)
};

// True when the object's Rules Text applies: Rules Text is never Inactive by default (723), but
// it is while the card is Attached (718.2).
bool RulesTextActive(const engine::GameState& s, engine::ObjectId id);

// Every keyword instance: printed (active unless Inactive), Effect Text of attached cards (718.3),
// granted by effects (801.3.a), and conditional grants ("While I'm [Mighty], I have ...")
// re-evaluated after the Arithmetic layer (476.2).
std::vector<KeywordInstance> Keywords(const engine::GameState& s, engine::ObjectId id);

// True when an ACTIVE instance of `name` is present (it functions). For "does it have the
// keyword" references (722.1), use HasKeywordForReference.
bool HasKeyword(const engine::GameState& s, engine::ObjectId id, const std::string& name);
bool HasKeywordForReference(const engine::GameState& s, engine::ObjectId id,
                            const std::string& name);
// Summed value of the active instances (807.2, 809.2, 814.2); 0 when absent.
int KeywordTotal(const engine::GameState& s, engine::ObjectId id, const std::string& name);

// Might with its derivation. On the board: printed + buff (703) + Might Bonuses of attached cards
// (718.4) + Might effects (710) + Assault while an attacker (807.1.c) + Shield while a defender
// (814.1.c), increases before decreases (477.3.e). Elsewhere: printed Might (711).
engine::Derivation Might(const engine::GameState& s, engine::ObjectId id);
inline int MightValue(const engine::GameState& s, engine::ObjectId id) {
  return Might(s, id).value;
}
// Is Mighty: Might 5 or greater (708); off the board by printed Might (711).
bool IsMighty(const engine::GameState& s, engine::ObjectId id);
inline constexpr int kMightyThreshold = 5;

// "Your spells and abilities deal N Bonus Damage" on the board under `player`'s control: each
// instance (object, amount).
std::vector<std::pair<engine::ObjectId, int>> BonusDamageSources(const engine::GameState& s,
                                                                 engine::PlayerId player);

bool IsUnit(const engine::GameState& s, engine::ObjectId id);
bool IsGear(const engine::GameState& s, engine::ObjectId id);
bool IsEquipment(const engine::GameState& s, engine::ObjectId id);

}  // namespace arbiter::games::riftbound
