// Runes as objects (160-164) and the Channel action (430): the rune sentences of card text and
// the verbs that run them (runes.cc).
#pragma once

#include <string>
#include <vector>

#include "engine/state.h"

namespace arbiter::engine {
class Engine;
}

namespace arbiter::games::riftbound {

struct VerbRow;

// "Channel 1 rune exhausted", "Channel 2 runes", "Each player channels 1 rune exhausted" (a
// sentence without its full stop, first letter upper case) as a "channel" instruction appended to
// *out; false (nothing appended) for any other sentence.
bool CompileRuneSentence(const std::string& sentence, std::vector<engine::Action>* out);

// "Channel 1 rune exhausted. If you can't, draw 1.", "Channel 2 runes exhausted. If you couldn't
// channel 2 runes this way, draw 1." at the start of TEXT (sentences with their full stops): one
// "channel" instruction with else_draw appended to *out; returns the characters consumed (0, and
// nothing appended, when TEXT does not start so).
size_t CompileRuneSpan(const std::string& text, std::vector<engine::Action>* out);

// PLAYER channels COUNT runes from the top of their Rune Deck to their base (430.1), ready or
// EXHAUSTED (430.2, 430.2.a), as many as there are (430.3), noted under PARENT; returns how many.
int ChannelRunes(engine::Engine& e, engine::PlayerId p, int count, bool exhausted, int parent);

// 164.2: a Basic Rune (a Rune card with no printed text of its own, "[NO TEXT]") always has two
// abilities, "[E]: [Reaction] - Add [1]." and "Recycle this: [Reaction] - Add [C]." (the Power
// of the rune's domain, 164.2.b.1): they become CARD's rules text, to be compiled as any card's.
void GiveBasicRuneAbilities(engine::Card* card);
inline constexpr const char* kBasicRuneAbilities[2] = {"[E]: [Reaction] - [Add] [1].",
                                                       "Recycle this: [Reaction] - [Add] [C]."};

// The rune verbs' rows ("channel"), appended to the module's verb table (verbs_cards.cc).
std::vector<VerbRow> RuneVerbs();

}  // namespace arbiter::games::riftbound
