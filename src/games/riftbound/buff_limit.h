// "I can have any number of buffs." (a card that contradicts 702.3: card text supersedes rules
// text, 002): a static passive the buff verb reads (actions.cc), so a buff is placed on a unit
// that already has one and each counts +1 Might (703); spending one removes a single buff
// (702.2.b).
#pragma once

#include <string>

#include "engine/state.h"

namespace arbiter::games::riftbound {

// LINE (a whole printed line) as the static ability's "any_number_of_buffs" instruction in *out;
// false for other words.
bool CompileBuffLimitLine(const std::string& line, engine::Action* out);

// Whether unit ID has an active "I can have any number of buffs." passive (on the board, face
// up, its Rules Text active).
bool AnyNumberOfBuffs(const engine::GameState& s, engine::ObjectId id);

}  // namespace arbiter::games::riftbound
