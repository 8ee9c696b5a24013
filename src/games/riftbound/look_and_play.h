// Card text that looks at or reveals the top of the Main Deck and then plays one of those cards:
// "Look at the top 5 cards of your Main Deck. You may banish a unit from among them, then play
// it, reducing its cost by [5]. Recycle the remaining cards.", "Reveal the top 2 cards of your
// Main Deck. You may play one of them, reducing its cost by [2]. Draw any you did not play this
// way." They compile to verbs_cards.cc's look_at_top with PLAY (the card is then played by
// play_as_effect, 419.3).
#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include "engine/state.h"

namespace arbiter::games::riftbound {

// The sentences at the start of TEXT (a whole effect text, several sentences) when they are one of
// this file's forms: their look_at_top instruction is appended to *out and the number of
// characters consumed returned; 0 (nothing appended) otherwise.
size_t CompileLookAndPlaySpan(const std::string& text, std::vector<engine::Action>* out);

}  // namespace arbiter::games::riftbound
