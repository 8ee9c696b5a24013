// A spell's delayed triggered ability (390.2, 391): "Deal 3 to an enemy unit. When it dies this
// turn, play a Gold gear token exhausted.", "Give a friendly unit +3 [S] this turn. When it wins a
// combat this turn, gain 2 XP." The spell's line compiles to the spell and a "delayed" ability
// (its trigger the event, its effect the instructions after the comma); the spell's "delay"
// instruction, as it resolves, creates the delayed trigger on the object the spell named, for
// this turn (an Effect "delayed:<event>"); the module fires it when that object has the event.
#pragma once

#include <string>
#include <vector>

#include "games/riftbound/internal.h"

namespace arbiter::games::riftbound {

// "<instructions>. When it dies / wins a combat this turn, <effect>." -> *first the
// instructions, *event "die" / "win-combat", *effect the words after the comma, *sentence the
// delayed trigger's words. False for other lines.
bool SplitDelayedTrigger(const std::string& line, std::string* first, std::string* event,
                         std::string* effect, std::string* sentence);

// The delayed triggers on OBJECT for EVENT ("die", "win-combat") created this turn are added as
// pending under PARENT, controlled by the controller of the spell that created them (390.2).
void FireDelayedTriggers(Engine& e, ObjectId object, const std::string& event, int parent);

// The "delay" verb: creates a delayed trigger (OBJECT, ON, TEXT) from the resolving spell.
std::vector<VerbRow> DelayedVerbs();

}  // namespace arbiter::games::riftbound
