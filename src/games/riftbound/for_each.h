// "for each" amounts of card text: "Gain 1 XP for each friendly unit.", "Give a friendly unit at
// a battlefield +2 [S] this turn for each enemy unit there.": one instruction whose number (XP,
// cards drawn, damage, Might) is multiplied by how many objects meet a phrase of the grammar
// (target_phrase.h) as it resolves. The counted objects are selected, not chosen (355.10.d); the
// phrase is the instruction's complement (135.2.b.5.a). The verb for_each runs it.
#pragma once

#include <string>
#include <vector>

#include "engine/state.h"

namespace arbiter::games::riftbound {

struct VerbRow;

// "Gain 1 XP for each friendly unit" -> INNER "Gain 1 XP", PER "friendly unit"; false when
// SENTENCE has no " for each ".
bool SplitForEach(const std::string& sentence, std::string* inner, std::string* per);

// Rewrites *A, the one instruction of the inner sentence, into a for_each of the objects PER
// names ("friendly unit", "enemy unit there": at the location of the instruction's object). False
// when PER is not a phrase of the grammar or A's verb has no number to multiply.
bool WrapForEach(const std::string& per, engine::Action* a);

// The verb for_each.
std::vector<VerbRow> ForEachVerbs();

}  // namespace arbiter::games::riftbound
