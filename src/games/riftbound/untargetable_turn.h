// "It can't be chosen by enemy spells and abilities this turn." (757, 758): the sentence, the
// untargetable_this_turn verb that records it for the unit a spell named, and the check that
// Untargetable (untargetable.cc) adds to the passive "I can't be chosen ...".
#pragma once

#include <string>
#include <vector>

#include "engine/state.h"

namespace arbiter::games::riftbound {

struct VerbRow;

// SENTENCE (no full stop) about the unit named before it ("It": $ref) as an
// untargetable_this_turn instruction appended to *out; false (nothing appended) for other words.
bool CompileUntargetableSentence(const std::string& sentence, std::vector<engine::Action>* out);

// Whether a spell or ability made ID untargetable by enemy spells and abilities this turn.
bool UntargetableThisTurn(const engine::GameState& s, engine::ObjectId id);

// The untargetable_this_turn verb's row, appended to the module's verb table (verbs_cards.cc).
std::vector<VerbRow> UntargetableTurnVerbs();

}  // namespace arbiter::games::riftbound
