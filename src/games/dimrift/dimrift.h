// The Dimensional Rift game module (seed 002 "Effects"), cited by heading-derived ids
// (rules-db/dimrift/IDS.md): effect types and modifiers, costs, the stack and priority, arrow
// targeting on the field grid, connected cards and the Connection Chain.
//
// Zones a scenario uses: shared "field" (the grid; rows x cols set by the "field" action, 3x3 by
// default; a card's zone is placed with "place"), "stack" (index 0 = top); per player "hand",
// "deck" (index 0 = top), "graveyard", "monuments" (beside the grid: never targeted or connected).
// Counters: "mana" (collected mana), "might", "life" (bonuses), "damage". Status: "transformed".
// Phases (GameState::phase): "start", "deployment", "event", "end".
#pragma once

#include "engine/module.h"
#include "games/dimrift/field.h"

namespace arbiter::games::dimrift {

// The module (a process-wide singleton, stateless).
const engine::GameModule& Module();

// Every rule id the module may cite (rules.cc).
const engine::RuleTable& RuleTableEffects();

// The field of a game state as geometry: the grid zone, its cards (position, printed arrows,
// orientation, face-down) and the monuments. Card indices follow `ids`.
arbiter::dimrift::Field FieldOf(const engine::GameState& state, std::vector<engine::ObjectId>* ids);

}  // namespace arbiter::games::dimrift
