// Paying a cost's mana from a player's mana pool (118.3a, 601.2h, 602.2b): an opt-in of a cast or
// activate step (`"pay_mana": true`); without it the module takes mana costs as paid, as before.
// Colored symbols need mana of that color (107.4a), generic symbols any type (107.4b), {C}
// colorless only (107.4c), a hybrid symbol either half (107.4e). A permission such as Quicksilver
// Elemental's "You may spend blue mana as though it were mana of any color to pay the activation
// costs of ~'s abilities" (609.4b) lets blue mana pay any colored symbol; it changes only how the
// cost is paid, not the cost.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "engine/engine.h"

namespace arbiter::games::mtg {

// The mana part of a cost as printed ("{2}{U}{R/G}" of "{2}{U}{R/G}, {T}: ..."): {T}, {Q} and
// other symbols that are not mana are skipped; {X} is `x` generic mana (107.3a).
struct ManaSymbols {
  int generic = 0;
  std::vector<std::string> colored;  // one symbol to pay each: "W" ... "G", "C", "W/U", "2/W"
  std::string printed;               // the mana symbols as written: "{2}{U}"
};
ManaSymbols ManaOfCost(const std::string& cost_text, int64_t x = 0);

// A mana pool: a type of mana ("white", "blue", "black", "red", "green", "colorless") to an amount.
using ManaPool = std::map<std::string, int>;

// How one payment spends a pool.
struct ManaPayment {
  ManaPool spent;                      // all the mana removed from the pool
  ManaPool generic;                    // the part of `spent` that pays the generic symbols
  std::vector<std::string> paid_with;  // per colored symbol: "{R} with blue mana"
  bool used_permission = false;        // a colored symbol other than {U} was paid with blue
};

// Pays `cost` from `pool`. `blue_as_any`: blue mana may pay any colored symbol (609.4b).
// `generic_choice`, when given, is what the player chose to pay the generic part with (its amounts
// must add up to the generic mana to pay). Colored symbols are paid with their own color first, a
// hybrid with its first half first, blue mana for another color only when needed. False, with
// *why, when the pool can't pay it all (118.3: no partial payment, 601.2h).
bool PayMana(const ManaSymbols& cost, const ManaPool& pool, bool blue_as_any,
             const ManaPool* generic_choice, ManaPayment* out, std::string* why);

// True when the player has a choice of which mana pays the generic part (more mana is left after
// the colored symbols than the generic part needs, of more than one type); `options` then holds
// the types they may choose from.
bool GenericChoiceMatters(const ManaSymbols& cost, const ManaPool& pool, bool blue_as_any,
                          std::vector<std::string>* options);

// "one blue mana and two green mana", "no mana" for an empty pool, in the order of ManaTypes().
std::string DescribeMana(const ManaPool& pool);

// The type of mana a one-letter mana symbol stands for: "W" -> "white" ... "G" -> "green", "C" ->
// "colorless" (the pool's keys).
const std::map<std::string, std::string>& ManaTypeOfSymbol();

// The six types of mana (106.1b) as the pool's keys, in WUBRG order then colorless.
const std::vector<std::string>& ManaTypes();

// One half of a split card's printed mana cost (engine::Card::mana_cost, "{1}{R} // {1}{U}"),
// for the half cast (709.3); any other cost whole.
std::string HalfCost(const std::string& cost, size_t half);

// Who pays a cost from their mana pool, and for what.
struct ManaPayer {
  engine::PlayerId player = engine::kNoPlayer;
  std::string what;          // "Quicksilver Elemental's \"{R}: ...\"", for the trace
  bool blue_as_any = false;  // a 609.4b permission covers this cost ...
  std::string permission;    // ... the permanent that has it
  // A permanent of the payer's with such a permission that does NOT cover this cost (it is for
  // that permanent's own abilities): named when the cost can't be paid, "" for none.
  std::string permission_elsewhere;
  std::string rule = "602.2b";  // the rule of the step that pays: 602.2b (activating), 601.2h
  ManaPool adding;  // mana that mana abilities the step names will add before paying (601.2g)
};

// Refuses the action at `step` (118.3, 601.2h; 107.4a when only a colored symbol is short) and
// returns false when the payer's mana pool can't pay `cost`, with nothing changed.
bool ManaCostPayable(engine::Engine& e, const ManaPayer& payer, const ManaSymbols& cost, int step);

// Pays `cost` from the payer's mana pool (118.3a) under `parent`: asks which mana pays the generic
// part when that matters (choice kind "generic-mana", answers "<type>=<amount>", 107.4b), notes
// what each symbol was paid with (609.4b when blue paid another color) and the mana left (106.4a).
// Precondition: ManaCostPayable held.
void PayManaFromPool(engine::Engine& e, const ManaPayer& payer, const ManaSymbols& cost,
                     int parent);

}  // namespace arbiter::games::mtg
