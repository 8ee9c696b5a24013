// "If you control 2 or fewer runes, draw 1.", "If it is stunned, kill it.", "Deal 3 to a unit at
// a battlefield. If you paid the additional cost, deal 5 to it instead.": an instruction of card
// text that runs only if a condition holds as it is executed (or, marked "unless", only if it does
// not: the instruction an "instead" replaces). The condition words, the instruction's arguments
// "only_if"/"replaced_if" (a code) and "if_object" (the object it is about), and the check
// (ConditionAllows, internal.h).
#pragma once

#include <string>

#include "engine/engine.h"
#include "engine/state.h"

namespace arbiter::games::riftbound {

// The words of a condition ("you control 2 or fewer runes", "it is stunned") as a condition code
// ("runes-le:2", "stunned") and, when it is about an object named earlier ("it"), *object =
// "$ref"; false for words the module does not read.
bool ConditionOf(const std::string& words, std::string* code, std::string* object);

// "When I move, if you control 4 or fewer runes, draw 1.": the conditional statement right after a
// triggered ability's Condition is part of it (383.2.a.1). For EFFECT (the words after the
// Condition's comma) that begins with such a statement the module reads, its condition code in
// *code and the effect after it in *rest; false when EFFECT begins with none, or with words the
// module does not read or about an object named earlier ("it").
// Conditions on this turn's history (history.h) for player P (and SELF, "I haven't been dealt
// damage this turn"): true when CODE is one and holds, with *found saying what was found; false
// with *found empty when CODE is no such condition.
bool IsHistoryCondition(const std::string& code);
bool HistoryConditionHolds(const engine::GameState& s, engine::PlayerId p, engine::ObjectId self,
                           const std::string& code, std::string* found);

bool TriggerConditionOf(const std::string& effect, std::string* code, std::string* rest);

// Whether CODE (from ConditionOf, about no object named earlier) holds for player P with SOURCE as
// "I" / "this", outside any instruction (as a card's cost is determined, 356.4.a); *found says
// what was found.
bool ConditionHoldsFor(engine::Engine& e, engine::PlayerId p, engine::ObjectId source,
                       const std::string& code, std::string* found);

}  // namespace arbiter::games::riftbound
