// Replacement effects a spell or ability creates for one chosen unit (369, 370): "The next time
// it would die this turn, recall it exhausted instead", "The next time it would die this turn,
// heal it, exhaust it, and recall it instead", "If it would die this turn, banish it instead",
// "The next time that unit would be dealt damage this turn, prevent it" (437). Card text compiles
// the sentence (CompileNextTimeSentence) to the replace_next verb, which records the effect; the
// module's Replacements (module.cc) asks NextTimeReplacements for each event.
#pragma once

#include <string>
#include <vector>

#include "engine/event.h"
#include "engine/state.h"

namespace arbiter::engine {
class Engine;
}

namespace arbiter::games::riftbound {

struct VerbRow;

// One sentence (no full stop) about the unit named before it ("it", "that unit": $ref) as a
// replace_next instruction appended to *out; false (nothing appended) for other words.
bool CompileNextTimeSentence(const std::string& sentence, std::vector<engine::Action>* out);

// The replacements that the recorded replace_next effects offer for EV ("kill": the unit would
// die; "damage": it would be dealt damage), appended to *out.
void NextTimeReplacements(const engine::Engine& e, const engine::Event& ev,
                          std::vector<engine::Replacement>* out);

// The replace_next verb's row, appended to the module's verb table (verbs_cards.cc).
std::vector<VerbRow> NextTimeVerbs();

}  // namespace arbiter::games::riftbound
