// Deathknell effects that begin with a conditional statement: "[Deathknell][>] If I died alone,
// draw 1.", "If I didn't die alone, draw 1.", "If I was [Mighty], draw 2.". Deathknell is short
// for "When I die, [Effect]" (808.1.c), so the statement is right after the Condition and part of
// it (383.2.a.1): checked as the unit dies, with its last information (808.1.d.3), and the
// ability triggers only if it holds. Alone: no other friendly unit at its location (740.2.a);
// units killed together in one Cleanup (323.5) were there as it died (cleanup.cc notes each one's
// company before any of them moves).
#pragma once

#include <string>
#include <vector>

#include "engine/engine.h"
#include "engine/state.h"

namespace arbiter::games::riftbound {

// EFFECT "If I died alone, draw 1." -> *code "knell-alone", *rest "draw 1."; false for other words.
// ("When I die in combat, ..." is read by card_text.cc's TriggerOf: the "die" event with the code
// "knell-in-combat", part of the Condition's clause, 383.2.a, 740.2.c.)
bool KnellConditionOf(const std::string& effect, std::string* code, std::string* rest);

// True when CODE is a condition KnellConditionOf makes.
bool IsKnellCondition(const std::string& code);

// Whether CODE holds for SOURCE, the dying unit, still on the board as its Deathknell triggers;
// *found says what was found.
bool KnellConditionHolds(const engine::GameState& s, engine::ObjectId source,
                         const std::string& code, std::string* found);

// The number of other units SOURCE's controller controls at its location (740.2.a).
int FriendlyCompany(const engine::GameState& s, engine::ObjectId source);

// The state var that keeps a unit's company while one Kill or Cleanup kills it with others.
std::string CompanyVar(const engine::GameState& s, engine::ObjectId id);

// Units killed together (one Kill of several, 370.1.a.2; a Cleanup's lethal damage, 323.5): each
// unit's company is kept before any of them moves (KeepCompany), read as each one dies, and
// forgotten after the last (ForgetCompany). A kept company also tells module.cc that a friendly
// unit dies in the same event (383.2.c.2). Only with two or more units on the board.
void KeepCompany(engine::GameState& s, const std::vector<engine::ObjectId>& ids);
void ForgetCompany(engine::GameState& s, const std::vector<engine::ObjectId>& ids);

// DYING, a unit, dies: "When one or more enemy units die" of its controller's opponents' objects on
// the board triggers, once for units killed together (the first of them; the kept company marks
// them) and once for a unit killed alone.
void CollectEnemyUnitsDieTriggers(engine::Engine& e, engine::ObjectId dying, int parent);

}  // namespace arbiter::games::riftbound
