// The Riftbound game module (Core Rules v1.2): rules 701-747 (Buffs, Mighty, Bonus Damage,
// Attachment, Inactive, the keyword glossary) and what they lean on (413 Buff, 421 Attach,
// 422 Detach, playing cards 346-356, Cleanup 318-322, Combat 437-444, the turn 315-317).
//
// Zones (names a scenario uses): per player "base" (board), "hand", "deck" (ordered, index 0 is the
// top), "trash", "champion"; shared "battlefield-1", "battlefield-2" (board, controllable), "chain"
// (ordered). Status flags: "exhausted", "attacker", "defender". Counters: "buff", "damage".
#pragma once

#include "engine/module.h"

namespace arbiter::games::riftbound {

// The module (a process-wide singleton, stateless).
const engine::GameModule& Module();

// The rule table: every rule id this module may cite (rules.cc).
const engine::RuleTable& RuleTableV14();

}  // namespace arbiter::games::riftbound
