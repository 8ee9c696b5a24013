// Relations between the targets of one spell ("Stun a friendly unit and an enemy unit at the same
// battlefield.", "Deal 1 to up to three units at the same location.", "Give a friendly unit +1
// [S] this turn and [Stun] an enemy unit at its location."): the sentences that name them, the
// check as the targets are chosen (play.cc; 355.9.b, 355.11.a) and again as the spell resolves
// (the verb targets_related; 355.11.b).
//
// A relation is written after the targets' requirement word, behind '@':
// "friendly-unit+enemy-unit@same-battlefield", "unit*<=3@same-location",
// "friendly-unit+enemy-unit@at-first-location". Only a spell's requirement may carry one
// (GuardTargetRelations names any other ability not modelled).
#pragma once

#include <string>
#include <vector>

#include "engine/engine.h"
#include "engine/state.h"

namespace arbiter::games::riftbound {

struct VerbRow;

// Compiles one sentence of effect text (card_text.cc CompileSentence).
using SentenceCompiler = bool (*)(const std::string& sentence, std::vector<engine::Action>* out,
                                  std::string* targets);

// "<sentence with several targets> at the same battlefield / location" and "<instruction on one
// target> and <instruction on another target>[ at its location]" ("Give a unit +2 [S] this turn
// and another unit -2 [S] this turn": the verb of the second part may be left out, "another" is a
// target other than the first, 355.8). Appends the instructions to *out (a targets_related check
// first when there is a relation) and sets *targets; false, adding nothing, for other sentences.
// COMPILE compiles the parts.
bool CompileTargetRelationSentence(const std::string& sentence, std::vector<engine::Action>* out,
                                   std::string* targets, SentenceCompiler compile);

// Removes "@<relation>" from *REQUIREMENT and returns the relation ("" when it has none).
std::string TakeTargetRelation(std::string* requirement);

// True when TARGETS (in the order chosen) meet RELATION: same-battlefield (all at one
// battlefield), same-location (all at one location: a base or a battlefield), at-first-location
// (every other target at the first one's location). Fewer than two targets meet every relation.
// Otherwise false with *why set.
bool TargetsMeetRelation(const engine::GameState& s, const std::vector<engine::ObjectId>& targets,
                         const std::string& relation, std::string* why);

// The rules that govern RELATION as targets are chosen: 355.11.a for a group's restriction, 355.9.b
// for one target's restriction relative to another.
std::vector<std::string> RelationRules(const std::string& relation);

// As SPELL is played with TARGETS (or its Repeat's, WHICH " for the repeat" then): true when they
// meet RELATION, noted under PARENT; otherwise the play is refused (355.11.a, 355.9.b) and false.
bool CheckChosenTargetRelation(engine::Engine& e, int parent, engine::ObjectId spell,
                               const std::vector<engine::ObjectId>& targets,
                               const std::string& relation, const std::string& which);

// Marks not modelled every ability of a compiled card whose target requirement carries a relation
// it cannot check: any but a spell's, an unknown relation, or a relation inside modes.
void GuardTargetRelations(std::vector<engine::Ability>* abilities);

// The verb targets_related: the check as the spell resolves.
std::vector<VerbRow> TargetRelationVerbs();

}  // namespace arbiter::games::riftbound
