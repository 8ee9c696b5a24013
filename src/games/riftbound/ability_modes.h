// Modes of triggered and activated abilities: "When I move to a battlefield, choose one -" with
// its bulleted lines ("- Each player discards 1." / "- Each player draws 1."), "Spend my buff:
// Choose one you've not chosen this turn - ...", "When I become ready, choose one to give me this
// turn - [Assault 2] / [Deflect 2] / [Ganking]". The modes compile as a spell's do (card_text.cc:
// each instruction carries its "mode", the ability's target is "modes:<req>;<req>..."); the mode
// is chosen as the ability goes on the chain or is activated (355.3, 402.2), and only that mode's
// instructions are put on the chain. "that hasn't been chosen this turn" / "you've not chosen this
// turn": a mode this object's ability chose this turn is not offered again (this turn's history,
// history.h, forgotten as the turn ends).
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "engine/engine.h"
#include "engine/state.h"

namespace arbiter::games::riftbound {

// --- compiling (card_text.cc) ---

// True when LINE (printed, reminder text removed, punctuation normalized) ends with an ability's
// mode header: *prefix is the words before it ("When I move to a battlefield, ", "Spend my buff:
// "), *header the header's words ("choose one -", "Choose one you've not chosen this turn -",
// "choose one to give me this turn -"). A spell's own "Choose one -" line is not one (a spell's
// modes are compiled by card_text.cc as it is played, 355.3).
bool AbilityModeHeader(const std::string& line, std::string* prefix, std::string* header);

// The effect text a header and its mode lines ("- Draw 1.", the dash removed by the caller)
// compile as: one text card_text.cc's CompileEffect recognizes with SplitModesEffect.
std::string ModesEffect(const std::string& header, const std::vector<std::string>& modes);

// True when EFFECT was written by ModesEffect: *modes the instructions of each mode as they
// compile ("Give me [Ganking] this turn." for "choose one to give me this turn - [Ganking]"),
// *kind "modes", "modes-once" (a mode chosen this turn may not be chosen again) or "modes-or"
// (written by OrModesLine).
bool SplitModesEffect(const std::string& effect, std::vector<std::string>* modes,
                      std::string* kind);

// "When I conquer, draw 1 or channel 1 rune exhausted.": a triggered or activated ability whose
// one instruction is "X or Y", each a whole instruction, rewritten as the trigger or cost and the
// two as modes ("modes-or": the choice is made as the ability is put on the chain, 402.2, not a
// bulleted list's 355.3); "you may X or Y" after a trigger keeps "you may" before the modes.
// False when LINE is not of that form.
bool OrModesLine(const std::string& line, std::string* rewritten);

// The target of an ability with modes: KIND, ":" and each mode's requirement, ";"-joined.
std::string ModesRequirement(const std::vector<std::string>& requirements, const std::string& kind);
bool IsAbilityModesRequirement(const std::string& requirement);

// "Then, do the following based on the discarded card's type:" with its bulleted lines ("- Spell -
// Draw 1."): REWRITTEN is PREFIX followed by one "If the discarded card is a spell, draw 1." per
// line (conditions.cc reads those words; exactly one holds, a card having one type). False when
// LINE does not end with that header or a bullet does not name a spell, gear or unit.
bool DiscardedTypeLines(const std::string& line, const std::vector<std::string>& bullets,
                        std::string* rewritten);

// The state variable in which a resolving ability's discard of one card keeps that card
// (verbs_cards.cc RunDiscard; conditions.cc "discarded-type:<Type>").
std::string DiscardedByKey(engine::ObjectId source);

// --- running (module.cc, activate.cc) ---

// Asks PLAYER to choose a mode of ability INDEX of SOURCE (requirement REQ, as ModesRequirement
// wrote it) under PARENT (355.3, 402.2), leaves in *program only that mode's instructions (and
// those of no mode), and sets *requirement to the mode's requirement ("" when it targets
// nothing), and *mode to the mode chosen (1-based). A "modes-once:" mode remembered this turn
// (RememberAbilityMode) is not offered, nor one whose requirement HAS_TARGET (when given) says
// has no valid target (355.8). False when no mode can be chosen: the ability is not put on the
// chain, said under PARENT.
bool ChooseAbilityMode(engine::Engine& e, engine::ObjectId source, int index,
                       engine::PlayerId player, const std::string& req, int parent,
                       std::vector<engine::Action>* program, std::string* requirement, int* mode,
                       const std::function<bool(const std::string&)>& has_target = nullptr);

// True for a triggered ability "you may X or Y" (OrModesLine): the "may" is decided as it is
// finalized (402.1, 383.3.a) before the choice of X or Y (402.2), so module.cc asks the mode after
// FinalizeTriggerCost. Such modes target nothing (OrModesLine).
bool ModeChosenAfterMay(const engine::Ability& ability);

// Remembers for the rest of the turn that MODE of ability INDEX of SOURCE was chosen, when REQ
// is "modes-once:" (nothing otherwise): once the ability is put on the chain or activated.
void RememberAbilityMode(engine::GameState& s, engine::ObjectId source, int index,
                         const std::string& req, int mode);

}  // namespace arbiter::games::riftbound
