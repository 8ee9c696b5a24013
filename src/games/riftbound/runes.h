// Runes as objects (160-164) and the Channel action (430): the rune sentences of card text and
// the verbs that run them (runes.cc).
#pragma once

#include <string>
#include <vector>

#include "engine/state.h"

namespace arbiter::games::riftbound {

struct VerbRow;

// "Channel 1 rune exhausted", "Channel 2 runes", "Each player channels 1 rune exhausted" (a
// sentence without its full stop, first letter upper case) as a "channel" instruction appended to
// *out; false (nothing appended) for any other sentence.
bool CompileRuneSentence(const std::string& sentence, std::vector<engine::Action>* out);

// The rune verbs' rows ("channel"), appended to the module's verb table (verbs_cards.cc).
std::vector<VerbRow> RuneVerbs();

}  // namespace arbiter::games::riftbound
