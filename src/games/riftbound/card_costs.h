// Costs paid with cards chosen from a player's trash or hand (357.2): "Recycle 3 from your
// trash" (416.3, 416.6), "Banish a unit or gear from your trash" (427.1), "Discard a gear"
// (422.3); and the activated-ability cost parts paid with an object on the board ("Exhaust a
// friendly [Mighty] unit", "Kill a friendly unit or gear": the pay_with verb, verbs_cards.cc).
// Card text compiles the words (CompileCardCostPart); the pay_with_cards verb pays them.
#pragma once

#include <string>
#include <vector>

#include "engine/state.h"

namespace arbiter::games::riftbound {

struct VerbRow;

// One part of an activated ability's cost ("Recycle 1 from your trash", "Discard a spell",
// "Exhaust a unit you control", ...; no full stop) as the instruction that pays it, appended to
// *out; false (nothing appended) for other words.
bool CompileCardCostPart(const std::string& part, std::vector<engine::Action>* out);

// The keys of the cards P could pay pay_with_cards cost A with (in their trash or hand, of A's
// filter), in zone order.
std::vector<std::string> PayWithCardsOptions(const engine::GameState& s, const engine::Action& a,
                                             engine::PlayerId p);

// Cost A in words, as the trace shows it: "recycle 3 cards from trash", "discard 1 gear from hand".
std::string CardCostWords(const engine::Action& a);

// The pay_with_cards verb's row, appended to the module's verb table (verbs_cards.cc).
std::vector<VerbRow> CardCostVerbs();

}  // namespace arbiter::games::riftbound
