// Units that enter ready because of another card (002 over 359.2.c): passive abilities ("Other
// friendly units enter ready.", "Your tokens enter ready.", "[Level 11][>] Your units enter
// ready.") and effects of a spell for this turn ("Friendly units enter ready this turn.", "Units
// you play this turn enter ready."). play.cc asks as a played unit enters, actions.cc and
// verbs_cards.cc as a token is played (185.2.a: a token is played).
#pragma once

#include <string>
#include <vector>

#include "engine/state.h"

namespace arbiter::engine {
class Engine;
}

namespace arbiter::games::riftbound {

struct VerbRow;

// The passive line as an "enters_ready_others" instruction (who: "other-friendly", "friendly",
// "friendly-token"); false for other text. A dependent keyword's condition is added by card_text.cc
// ("condition": "dependent-level:11").
bool OthersEnterReadyLine(const std::string& line, engine::Action* out);

// One sentence (no full stop) as an enter_ready_this_turn instruction appended to *out; false
// for other words.
bool CompileEnterReadySentence(const std::string& sentence, std::vector<engine::Action>* out);

// Whether ID (a unit, or a token of any type), entering the board under its controller as it is
// played, enters ready because of another object's passive or an effect of this turn; *why names
// the text, for the trace.
bool EntersReadyByOthers(const engine::GameState& s, engine::ObjectId id, std::string* why);

// The enter_ready_this_turn verb's row (verbs_cards.cc).
std::vector<VerbRow> EnterReadyVerbs();

}  // namespace arbiter::games::riftbound
