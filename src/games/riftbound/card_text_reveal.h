// Card-text templates that reveal cards from a hidden zone (a player's hand) and say what happens
// to a card chosen from them, spanning sentences (card_text_reveal.cc; CompileSpan calls them).
#pragma once

#include <string>
#include <vector>

#include "engine/state.h"

namespace arbiter::games::riftbound {

// "They reveal their hand. Choose a card from it, and they discard that card.", "They reveal
// their hand. Choose a non-unit card from it, and recycle that card.", "They reveal their hand
// and you choose a Mind card from it. They recycle that card." at the start of TEXT (sentences
// with their full stops; "They" is the player chosen earlier, $chosen_player): one "reveal_hand"
// instruction appended to *out; returns the characters consumed (0, nothing appended, when TEXT
// does not start so).
size_t CompileRevealHandSpan(const std::string& text, std::vector<engine::Action>* out);

}  // namespace arbiter::games::riftbound
