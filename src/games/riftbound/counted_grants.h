// Passive abilities whose value is counted (364.1): "I have +1 [S] for each friendly gear.", "I get
// +1 [S] for each buffed friendly unit at my battlefield.", "I have [Assault] equal to the number
// of enemy units here.", "My Might is increased by your points." The count is taken whenever the
// characteristics are computed, so it follows the board: Might in the Arithmetic layer (477.3.a),
// a keyword's value in the Ability-Altering layer (477.2.a). What is counted is an object phrase of
// the grammar (target_phrase.h), or the controller's points or cards in their trash.
#pragma once

#include <string>
#include <vector>

#include "engine/state.h"

namespace arbiter::games::riftbound {

// The line as a "counted_grant" instruction (might: per counted object; or keyword: its value is
// the count; units: a requirement word, or count: "points" / "cards-in-trash"). False for other
// text, and for phrases whose count would read Might (a Might cap, [Mighty]).
bool CountedGrantLine(const std::string& line, engine::Action* out);

// What the object's own counted passive abilities give it now.
struct CountedGrant {
  int might = 0;        // the Might it adds (per x count)
  std::string keyword;  // or a keyword whose value is the count ("" when Might)
  int value = 0;        // the count, for a keyword
  std::string from;     // "its \"I have +1 [S] for each friendly gear.\" (3 counted)"
};
std::vector<CountedGrant> CountedGrants(const engine::GameState& s, engine::ObjectId id);

}  // namespace arbiter::games::riftbound
