// Unit tokens named by card text and the characteristics rule 187 gives them beyond what the text
// says: their tags ("A 2 [M] Sand Soldier token is a domainless unit token with 2 Might and the
// Shurima tag", 187.3; "from Bilgewater" names the Tentacle's tag, 187.10), and the sentences
// "Play two 1 [S] Tentacle unit tokens from Bilgewater.", "Play a 1 [S] Recruit unit token at your
// base.", "They play a 1 [S] Bird unit token with [Deflect]." (the player chosen before it).
#pragma once

#include <string>
#include <vector>

#include "engine/state.h"

namespace arbiter::games::riftbound {

// The tags rule 187 gives a unit token named NAME ("Recruit", "Sand Soldier") and that rule's id
// in *rule; false when rule 187 does not describe a unit token of that name.
bool TokenTags(const std::string& name, std::vector<std::string>* tags, std::string* rule);

// Adds the "tags" and "tags_rule" arguments of rule 187 to a play_token / play_token_here
// instruction A (nothing when rule 187 does not name its token).
void AddTokenTags(engine::Action* a);

// The unit-token sentences above as play_token instructions (one per token; tags added); false,
// adding nothing, for other sentences and for a region that is not the token's tag.
bool CompileTokenSentence(const std::string& sentence, std::vector<engine::Action>* out);

}  // namespace arbiter::games::riftbound
