// "Each player ..." and "Each opponent ..." sentences of card text: "Each player kills one of
// their units." (each chooses one of their own as it resolves, not a target: 355.10.e, and is
// responsible for its death, 411.1), "Each player draws 1.", "Each player discards 1.", "Each
// player discards their hand, then draws 4.". The sentences compile to the verb each_player,
// which performs the instruction for every such player in turn order, starting with the Turn
// Player.
#pragma once

#include <string>
#include <vector>

#include "engine/state.h"

namespace arbiter::games::riftbound {

struct VerbRow;

// Appends the instructions of SENTENCE (no final period) to *out when it is one of the forms
// above; false otherwise (nothing appended).
bool CompileEachPlayerSentence(const std::string& sentence, std::vector<engine::Action>* out);

// The verb each_player (ACT kill_one, draw, discard or discard_hand; KIND unit or gear; COUNT;
// WHO all or opponents).
std::vector<VerbRow> EachPlayerVerbs();

}  // namespace arbiter::games::riftbound
