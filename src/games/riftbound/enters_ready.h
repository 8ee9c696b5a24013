// "I enter ready if you control another Dragon.": a unit's text that supersedes the rule that
// units enter exhausted (359.2.c) when its condition holds as the unit enters (002).
#pragma once

#include <string>

#include "engine/state.h"

namespace arbiter::games::riftbound {

// The line "I enter ready if CONDITION." as an "enters_ready" instruction with its condition
// ("control-other-tag" with tag; "same-name-in-trash"; "other-units-in-base" with at_least);
// false (nothing written) for another line or a condition not read.
bool EnterReadyIf(const std::string& line, engine::Action* out);

// Whether unit ID's conditional enters_ready holds now, as it enters (it is already at its
// location); *found says what was found, for the trace. False also when it has none.
bool EntersReadyIfHolds(const engine::GameState& s, engine::ObjectId id, std::string* found);

}  // namespace arbiter::games::riftbound
