// Damage split among several targets (355.14; Bonus Damage on a split, 715.3): the card text
// "deal 5 damage split among any number of enemy units here" (Volibear, Furious), the targets
// chosen as the ability goes on the chain, up to the damage to split (355.14.b, 355.14.c), and
// the division its controller chooses as it resolves (355.14.e-355.14.h.1; choice kind "split",
// answered "<target>=<amount>" for each target, e.g. ["e1=4", "e2=1"]).
#pragma once

#include <string>
#include <vector>

#include "engine/state.h"

namespace arbiter::engine {
class Engine;
}

namespace arbiter::games::riftbound {

struct VerbRow;

// "Deal 5 damage split among any number of enemy units here" (a sentence without its full stop)
// as a deal_split instruction appended to *out, with *targets set to "<requirement>*<=N" (any
// number, 355.13, of at most N, 355.14.c); false (nothing appended) for any other sentence.
bool CompileSplitDamageSentence(const std::string& sentence, std::vector<engine::Action>* out,
                                std::string* targets);

// How many targets a triggered ability whose PROGRAM splits damage may choose as it goes on the
// chain: the damage to split, Bonus Damage of CONTROLLER included (355.14.c, 715.3), with a note
// under PARENT; PRINTED (the "*<=N" of its requirement) when PROGRAM splits nothing.
int SplitTargetCap(engine::Engine& e, const std::vector<engine::Action>& program,
                   engine::PlayerId controller, int printed, int parent);

// Names not modelled every ability that splits damage and is not a triggered ability: a spell's
// or an activated ability's targets are chosen elsewhere (play.cc, activate.cc), without the cap
// of 355.14.c with Bonus Damage (715.3).
void GuardSplitDamage(std::vector<engine::Ability>* abilities);

// Deals AMOUNT + BONUS (its Bonus Damage, 715.3) damage split among TARGETS as DEALER chooses
// it now (355.14.e): each at least 1 (355.14.f, 355.14.g), the whole amount in all; with more
// targets than damage, the ones that get none cease being targets, as many kept as there is
// damage (355.14.h, 355.14.h.1). A bad scripted split stops the run (Engine::Choose), never
// corrected. actions.cc's deal calls it for "split".
void DealSplit(engine::Engine& e, const std::vector<engine::ObjectId>& targets, int amount,
               int bonus, engine::PlayerId dealer, int parent);

// The deal_split verb's row (verbs_cards.cc).
std::vector<VerbRow> SplitDamageVerbs();

}  // namespace arbiter::games::riftbound
