// Moves made by spells (420.1, 420.2.a): "Move an enemy unit.", "Move a friendly unit.", "Move a
// unit." (a sentence without its full stop) compile to the "move_to" verb, whose destination the
// player chooses as the spell is played (355.4), on the play step ("destination"); it must be a
// location other than the unit's current one where the unit may be (355.4.a) (moves.cc).
#pragma once

#include <string>
#include <vector>

#include "engine/state.h"

namespace arbiter::engine {
class Engine;
}

namespace arbiter::games::riftbound {

struct VerbRow;

// The word a compiled "move_to" instruction names its destination with: the location chosen as
// the card was played (355.4).
inline constexpr char kChosenDestination[] = "$destination";

// True when ABILITY's instructions move a unit to a destination chosen as it is played.
bool MovesToChosenDestination(const engine::Ability& ability);

// "Move an enemy unit" etc. as a "move_to" instruction appended to *out, with *targets set to the
// target requirement ("enemy-unit", "friendly-unit", "unit"); false (nothing appended) for any
// other sentence.
bool CompileMoveSentence(const std::string& sentence, std::vector<engine::Action>* out,
                         std::string* targets);

// 355.4 as CARD is played by P with TARGETS: when the card's text moves a unit to a chosen
// destination, the play step PLAY must name it ("destination"), valid for the target (355.4.a);
// *destination is set and true returned. Without such a move, a "destination" on the step is
// refused. On a refusal (noted under PARENT) returns false.
bool ChooseMoveDestination(engine::Engine& e, const engine::Action& play, engine::ObjectId card,
                           engine::PlayerId p, const std::vector<engine::ObjectId>& targets,
                           int parent, engine::ZoneId* destination);

// The move_to verb's row, appended to the module's verb table (verbs_cards.cc).
std::vector<VerbRow> MoveVerbs();

}  // namespace arbiter::games::riftbound
