// Passive abilities that forbid a move to base (364.2: statements of fact): "I can't move to
// base.", "Units can't move to base.", "Units can't move from here to base." A Standard Move that
// would break one is refused (410.1.b.3, move.cc); a spell's or ability's move instruction that
// would is ignored (359.3.e.6, its Vilemaw's Lair example; module.cc). Recalls are not moves and
// are not restricted (456.3).
#pragma once

#include <string>

#include "engine/state.h"

namespace arbiter::games::riftbound {

// LINE (a whole printed line) as the static ability's "cant_move" instruction (who: "me",
// "units", "units-here"; to: "base"), in *out; false for other words.
bool CompileMoveRestriction(const std::string& line, engine::Action* out);

// Why UNIT may not move from FROM to TO under the passives on the board (the card and its words);
// "" when nothing forbids it.
std::string MoveForbiddenBy(const engine::GameState& s, engine::ObjectId unit, engine::ZoneId from,
                            engine::ZoneId to);

}  // namespace arbiter::games::riftbound
