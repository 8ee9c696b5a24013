// Card text about the Main Deck and the trash that is not a look at the top: "Put the top 2
// cards of your Main Deck into your trash." (burning, 440.1) and "Recycle 3 from your trash."
// (416.6: cards of the player's choice, not targets, put on the bottom of their Main Deck). The
// sentences compile to the module's verbs here; recycle_from_trash is this file's verb.
#pragma once

#include <string>
#include <vector>

#include "engine/state.h"

namespace arbiter::games::riftbound {

struct VerbRow;

// Appends the instructions of SENTENCE (no final period) to *out when it is one of this file's
// forms; false otherwise (nothing appended).
bool CompileDeckSentence(const std::string& sentence, std::vector<engine::Action>* out);

// The verb recycle_from_trash: the player chooses COUNT cards of their trash (as many as there
// are, 416.4) and recycles them to the bottom of their Main Deck (416.1, 416.5, 416.6).
std::vector<VerbRow> DeckTextVerbs();

}  // namespace arbiter::games::riftbound
