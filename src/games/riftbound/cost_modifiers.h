// Discounts a card prints on itself that apply only while a condition holds (356.4.a, 356.4.b):
// "If an enemy unit has died this turn, this costs [2] less.", "I cost [2][C] less if you control
// a battlefield with exactly two units there.", and a dependent keyword's discount ("[Level 6][>]
// This costs [2] less.", "[Level 11][>] ... [4] less instead.", 727.1.b.2, 824.1.c, 158.2). They
// compile to the "discount" instruction play.cc applies as the card's total cost is determined,
// with condition "if" and the condition's code ("code"); "instead": it replaces the discount
// printed before it when both apply.
#pragma once

#include <string>

#include "engine/engine.h"
#include "engine/state.h"

namespace arbiter::games::riftbound {

// The words of a cost's condition as a condition code: conditions.h's ConditionOf for words that
// are about no object named earlier, and the words only a cost reads ("an enemy unit has died this
// turn": "enemy-unit-died"; "you control a battlefield with exactly two units there":
// "battlefield-units-eq:2"). False for words the module does not read.
bool CostConditionOf(const std::string& words, std::string* code);

// LINE ("If <condition>, this costs [2] less." / "I cost [2][C] less if <condition>.") as a
// discount instruction in *out; false for other words.
bool ConditionalSelfDiscount(const std::string& line, engine::Action* out);

// TEXT, the dependent ability of a dependent keyword whose condition code is CODE
// ("dependent-level:6", "dependent-empowered"), when it is "This costs [2] less." / "I cost [4]
// less instead.", as a discount instruction in *out; false for other words.
bool DependentDiscount(const std::string& text, const std::string& code, engine::Action* out);

// Whether the condition CODE of a discount on CARD holds as player P plays it (356.4.a); *found
// says what was found, for the trace.
bool CostConditionHolds(engine::Engine& e, engine::PlayerId p, engine::ObjectId card,
                        const std::string& code, std::string* found);

}  // namespace arbiter::games::riftbound
