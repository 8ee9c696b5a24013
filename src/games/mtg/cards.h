// MTG card data: printed characteristics from the text of rules-db/mtg/*.oracle.json. A card's
// abilities are data too: rules-db/mtg/card-scripts.json (merged by scenario/card_catalog.h) and
// the templates of card_text.h; no card has code of its own.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "engine/state.h"
#include "util/status.h"

namespace arbiter::games::mtg {

// The cards of an oracle card file's text ({"cards": [...]}, Scryfall's fields), in file order:
// type line split into `type` (the card types, e.g. "Artifact Creature") and `subtypes`; stats
// "power", "toughness", "mana_value" (202.3; 709.4b for split cards, whose halves' costs are
// combined); `rules_text` is the oracle text, its lines compiled or named (card_text.h).
// With `compile` false the oracle text is kept as printed and no line is compiled (no abilities),
// for readers of the printed card. Corruption "<file>: <what>" when the text is not such a file.
Result<std::vector<engine::Card>> ParseCardFile(std::string_view text, const std::string& file,
                                                bool compile = true);

// Mana value of a mana cost such as "{2}{W}{W}" or "{1}{G/W}{G/W}" (202.3): generic numbers plus
// one per coloured, hybrid or Phyrexian symbol; {X} is 0. At most kMaxManaValue (the total and
// each number are capped there: the text may come from any card file or scenario).
inline constexpr int kMaxManaValue = 1'000'000;
int ManaValue(const std::string& mana_cost);

// The creature types of CR 205.3m, sorted.
const std::vector<std::string>& CreatureTypes();

// True for a creature type of CR 205.3m ("Kithkin", "Time Lord"); false for card types and other
// subtypes ("Creature", "Equipment", "Island").
bool IsCreatureType(const std::string& type);

// True when the card has changeling (702.73a), compiled by card_text.h as a keyword action.
bool HasChangeling(const engine::Card& card);

// True when the card's type line has this card type or subtype ("Creature", "Equipment"), or the
// card has changeling and `type` is a creature type (702.73a: it is every creature type).
bool HasType(const engine::Card& card, const std::string& type);

}  // namespace arbiter::games::mtg
