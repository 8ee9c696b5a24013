// Stun (423): the stun sentences of card text and the verb that runs them (stun.cc). Combat
// (combat.cc) and the end of turn (turn.cc) read the "stunned" status.
#pragma once

#include <string>
#include <vector>

#include "engine/state.h"

namespace arbiter::games::riftbound {

struct VerbRow;

// "Stun a unit", "[Stun] an enemy unit at a battlefield", "Stun me" (a sentence without its full
// stop) as a "stun" instruction appended to *out, with *targets set to the target requirement
// ("unit", "enemy-unit-at-battlefield", ...; untouched for "me"); false (nothing appended) for
// any other sentence.
bool CompileStunSentence(const std::string& sentence, std::vector<engine::Action>* out,
                         std::string* targets);

// The stun verb's row, appended to the module's verb table (verbs_cards.cc).
std::vector<VerbRow> StunVerbs();

}  // namespace arbiter::games::riftbound
