// Playing a card as part of an effect's resolution (419.3), ignoring its cost or its Energy cost
// (356.1.b.1, 356.1.b.2): "Play a unit from your hand to your base, ignoring its Energy cost.",
// "Play a unit from your trash, ignoring its Energy cost." The sentences of card text and the verb
// that runs them (play_as_effect.cc); play.cc's DoPlay does the play itself as a Limited Play
// ("limited_play", 419.3.a: no timing permission needed; 419.3.b: the other steps as normal).
#pragma once

#include <string>
#include <vector>

#include "engine/state.h"

namespace arbiter::games::riftbound {

struct VerbRow;

// "Play a unit from your hand to your base, ignoring its Energy cost", "Play a unit from your
// trash, ignoring its cost" (a sentence without its full stop) as a play_as_effect instruction
// appended to *out; a card in the trash is a target (355.10.a: *targets = "trash-unit"), one in
// the hand is chosen as the instruction is executed. False (nothing appended) for other words.
bool CompilePlayAsEffectSentence(const std::string& sentence, std::vector<engine::Action>* out,
                                 std::string* targets);

// Whether ID is a card in player P's trash that meets the trash requirement REQ of a target
// (355.10.a): "trash-unit" (its type), "trash-unit-cost-le-3-1" (and its printed costs at most [3]
// and 1 Power, 206; "any" for no Power cap). False with *why saying what it fails.
bool MeetsTrashRequirement(const engine::GameState& s, engine::ObjectId id, engine::PlayerId p,
                           const std::string& req, std::string* why);

// The play_as_effect verb's row, appended to the module's verb table (verbs_cards.cc).
std::vector<VerbRow> PlayAsEffectVerbs();

}  // namespace arbiter::games::riftbound
