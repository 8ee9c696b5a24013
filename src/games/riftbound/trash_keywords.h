// Keywords on cards in the trash (Kennen, Storm of Shuriken: "When I conquer, give a spell in your
// trash [Flow] equal to its cost this turn."). The card in the trash is a target (355.10.a, trash
// is public; 355.9.a), chosen as the ability goes on the chain (355.5.b). The grant is an Effect
// of kind "grant-keyword-in-trash" on that card; it lasts "this turn" (801.3.a.2; it expires with
// the other "this turn" effects, 317.2.c) and only while the card stays in the trash as the same
// object (124, 124.1: a card that changes zones is a new object and loses granted keywords). The
// granted [Flow]'s cost is the card's printed cost (206: an effect that needs a card's cost uses
// its printed cost; 204.1.a: Energy and Power), and play.cc reads a granted [Flow] through
// FlowInstances exactly as it reads a printed one (829.1.b, 829.1.c.1).
#pragma once

#include <string>
#include <vector>

#include "engine/engine.h"
#include "engine/state.h"

namespace arbiter::games::riftbound {

struct VerbRow;

// The Effect kind of a keyword given to a card in a trash.
inline constexpr const char* kTrashKeywordEffect = "grant-keyword-in-trash";

// SENTENCE (no full stop) "Give a spell in your trash [Flow] equal to its cost this turn" as a
// grant_keyword_in_trash instruction on the chosen card ($target) appended to *out, its target
// requirement ("trash-spell") in *targets; false (nothing appended) for other words.
bool CompileTrashKeywordSentence(const std::string& sentence, std::vector<engine::Action>* out,
                                 std::string* targets);

// A keyword an effect gave ID while it is in a trash, for as long as that lasts.
struct TrashGrant {
  engine::Keyword keyword;  // Flow: its cost is the card's printed cost ("[3][C]")
  std::string from;         // "Kennen, Storm of Shuriken's ability (this turn)"
  engine::ObjectId source = engine::kNoObject;
  int effect_id = 0;
};

// The keywords effects gave ID in the trash that still apply: ID is the same object (its
// incarnation unchanged since the grant, 124.1) and the turn has not ended (the effect is removed
// then, 317.2.c). Empty for an object not in a trash.
std::vector<TrashGrant> TrashGrants(const engine::GameState& s, engine::ObjectId id);

// Every instance of [Flow] on the spell ID (829.1.c.3: there may be several): its printed ones,
// then those given to it in the trash. `from` is "printed" for a printed one.
struct FlowInstance {
  engine::Keyword keyword;
  std::string from;
  int effect_id = 0;  // 0 for a printed one
};
std::vector<FlowInstance> FlowInstances(const engine::GameState& s, engine::ObjectId id);

// ID, played from the trash, left it for the chain: the keywords given to it in the trash (as the
// object of incarnation WAS) are no longer granted (124, 124.1); their effects are removed and the
// trace says so under PARENT.
void EndTrashGrants(engine::Engine& e, engine::ObjectId id, int was, int parent);

// ID went back to the trash because its play was not made (a refused payment): the keywords given
// to it there (as the object of incarnation WAS) still apply to it.
void KeepTrashGrants(engine::GameState& s, engine::ObjectId id, int was);

// The grant_keyword_in_trash verb's row, appended to the module's verb table (verbs_cards.cc).
std::vector<VerbRow> TrashKeywordVerbs();

}  // namespace arbiter::games::riftbound
