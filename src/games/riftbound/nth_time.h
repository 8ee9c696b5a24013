// Triggered abilities whose Condition is "the [Nth] time" an event happens in a turn (383.1,
// 383.2.a): "The first time I move each turn, ...", "The third time I move in a turn, ...", "The
// first time I conquer each turn, ...", "The first time I win a combat each turn, ...", "The first
// time a friendly unit dies each turn, ...". The ability listens to the module's event (move,
// conquer, win-combat, another-friendly-dies) and its condition code ("nth-time:<event>:<N>")
// counts this turn's history (history.cc): it triggers only when this occurrence is the Nth.
// Several occurrences at once (a Cleanup's kills) are performed one by one, so only one of them is
// the Nth and the ability triggers once (383.1.b).
#pragma once

#include <string>

#include "engine/state.h"

namespace arbiter::games::riftbound {

// LINE "The first time I move each turn, draw 1." -> *trigger "move", *condition
// "nth-time:move:1", *effect "draw 1."; false for other lines (and for "the Nth time" forms the
// module does not count: "during your Beginning Phase", a player's plays).
bool NthTimeTriggerOf(const std::string& line, std::string* trigger, std::string* condition,
                      std::string* effect);

// True when CODE is a condition NthTimeTriggerOf makes.
bool IsNthTimeCondition(const std::string& code);

// Whether the occurrence of CODE's event being processed is its Nth this turn, for SOURCE (the
// ability's object: "I") controlled by CONTROLLER ("friendly"); *found says what was counted.
// Called as the event's triggers are collected: after the move, conquer or combat win is recorded,
// before the death is (module.cc ApplyKill records it after its triggers).
bool NthTimeHolds(const engine::GameState& s, engine::ObjectId source, engine::PlayerId controller,
                  const std::string& code, std::string* found);

}  // namespace arbiter::games::riftbound
