// "I enter ready if you control another Dragon.", "If an opponent controls a battlefield, I enter
// ready.", "[Level 3][>] I enter ready.": a unit's text that supersedes the rule that units enter
// exhausted (359.2.c) when its condition holds as the unit enters (002; a conditional passive
// ability, 364.3.a).
#pragma once

#include <string>

#include "engine/engine.h"
#include "engine/state.h"

namespace arbiter::games::riftbound {

// The line "I enter ready if CONDITION." or "If CONDITION, I enter ready." as an "enters_ready"
// instruction with its condition ("control-other-tag" with tag; "same-name-in-trash";
// "other-units-in-base" with at_least; "played-to-battlefield"; "code" with a conditions.cc code);
// false (nothing written) for another line or a condition not read.
bool EnterReadyIf(const std::string& line, engine::Action* out);

// The same instruction for a dependent keyword's "I enter ready." ("[Level 3][>] ...", 727.1.b.2):
// condition "code" with CODE ("dependent-level:3", "dependent-empowered").
engine::Action EnterReadyWhile(const std::string& code);

// Whether unit ID's conditional enters_ready holds now, as it enters (it is already at its
// location); *found says what was found, for the trace. False also when it has none.
bool EntersReadyIfHolds(engine::Engine& e, engine::ObjectId id, std::string* found);

}  // namespace arbiter::games::riftbound
