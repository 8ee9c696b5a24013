// Returns and what follows them: "Return a friendly unit to its owner's hand. Its owner channels 1
// rune exhausted." (Retreat). "Its owner" is the returned unit's owner, an instruction linked to
// the return (359.3.e.14): it runs only when the return did (359.3.e.14.a).
#pragma once

#include <string>
#include <vector>

#include "engine/state.h"

namespace arbiter::games::riftbound {

struct VerbRow;

// "Its owner channels N rune(s)[ exhausted]": the verb owner_channels on the object named before
// ($ref); false, adding nothing, for other sentences.
bool CompileControlSentence(const std::string& sentence, std::vector<engine::Action>* out);

// The verb owner_channels.
std::vector<VerbRow> ControlTextVerbs();

}  // namespace arbiter::games::riftbound
