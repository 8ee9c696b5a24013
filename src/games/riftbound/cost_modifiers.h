// Discounts a card prints on itself that apply only while a condition holds (356.4.a, 356.4.b):
// "If an enemy unit has died this turn, this costs [2] less.", "I cost [2][C] less if you control
// a battlefield with exactly two units there.", and a dependent keyword's discount ("[Level 6][>]
// This costs [2] less.", "[Level 11][>] ... [4] less instead.", 727.1.b.2, 824.1.c, 158.2). They
// compile to the "discount" instruction play.cc applies as the card's total cost is determined,
// with condition "if" and the condition's code ("code"); "instead": it replaces the discount
// printed before it when both apply.
#pragma once

#include <string>
#include <vector>

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

// "This spell's Energy cost is reduced by the highest Might among units you control." as a
// discount of [1] for each point of that Might (per "highest-friendly-might"; play.cc counts it as
// the cost is determined, 356.4.b); false for other words.
bool CountedSelfDiscount(const std::string& line, engine::Action* out);

// TEXT, the dependent ability of a dependent keyword whose condition code is CODE
// ("dependent-level:6", "dependent-empowered"), when it is "This costs [2] less." / "I cost [4]
// less instead.", as a discount instruction in *out; false for other words.
bool DependentDiscount(const std::string& text, const std::string& code, engine::Action* out);

// Whether the condition CODE of a discount on CARD holds as player P plays it (356.4.a); *found
// says what was found, for the trace.
bool CostConditionHolds(engine::Engine& e, engine::PlayerId p, engine::ObjectId card,
                        const std::string& code, std::string* found);

// LINE, a passive ability of a permanent that changes what other cards cost (356.3 increases,
// 356.4.a discounts by another card): "Your spells cost [1][A] less, to a minimum of [1].",
// "Opponents' spells cost [1] more. If this is [Empowered], they cost [1][A] more instead.",
// "While I'm at a battlefield, the Energy costs for spells you play is reduced by [1], to a
// minimum of [1].", "Your Dragons' Energy costs are reduced by [2], to a minimum of [1].", "Spells
// with [Flow] you play from your trash cost [2] less, to a minimum of [1].", as cost_modifier
// instructions in *out. Arguments: cost; more (an increase); who ("you": cards the source's
// controller plays, "opponents": cards their opponents play); card ("spell" or "card"); tag,
// keyword (what the played card must have); from ("trash"); minimum (Energy, 356.4.e); while (a
// condition code on the source, 364.3.a); instead (while its condition holds it replaces the
// instruction before it, 158.2). False for other words.
bool CostModifierLine(const std::string& line, std::vector<engine::Action>* out);

// A cost_modifier of a permanent on the board that applies to a card being played, and why.
struct CostModifierHit {
  engine::Action modifier;
  std::string why;
  std::vector<std::string> rules;  // of its condition (364.3.a, 727.1.b.2, ...) and "instead"
};

// The cost_modifier instructions of the passive abilities of permanents on the board (365.1) that
// apply to CARD as player P plays it from zone FROM: increases in *more (356.3), discounts in *less
// (356.4.a). A modifier whose "while" condition does not hold is left out, and one marked
// "instead" replaces the one before it when it holds.
void BoardCostModifiers(engine::Engine& e, engine::ObjectId card, engine::PlayerId p,
                        engine::ZoneId from, std::vector<CostModifierHit>* more,
                        std::vector<CostModifierHit>* less);

}  // namespace arbiter::games::riftbound
