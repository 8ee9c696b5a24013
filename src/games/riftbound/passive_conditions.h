// Conditions of passive abilities on the unit's place in combat, its company and the board (364.3,
// 364.3.a): "I have +2 [S] while I'm attacking with another unit.", "While I'm attacking or
// defending alone, I have +2 [S].", "While you have 8+ runes, ...", "While there's a stunned enemy
// unit here, ...", "I have [Shield 3] while I'm at a battlefield with exactly one other unit you
// control." The condition is read whenever the characteristics are computed (characteristics.cc),
// so the grant follows the board.
#pragma once

#include <optional>
#include <string>

#include "engine/state.h"

namespace arbiter::games::riftbound {

// The words of such a condition ("I'm attacking with another unit") as its condition code
// ("attacking-with-another", "attacking-or-defending-alone", "runes-ge:8", "stunned-enemy-here",
// "one-other-friendly-at-battlefield"); false for other words.
bool PassiveConditionWords(const std::string& words, std::string* condition);

// A passive ability written with its condition last: "I have +2 [S] while I'm attacking with
// another unit." -> *grant "I have +2 [S]." and *condition its code; false for other text.
bool TrailingWhile(const std::string& line, std::string* grant, std::string* condition);

// Whether CONDITION (a code of PassiveConditionWords) holds now for object ID ("I"); *from says
// what was found, for the derivation. nullopt when CONDITION is not one of these codes.
std::optional<bool> PassiveConditionNow(const engine::GameState& s, engine::ObjectId id,
                                        const std::string& condition, std::string* from);

}  // namespace arbiter::games::riftbound
