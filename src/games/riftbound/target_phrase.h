// The phrases of Riftbound card text that name game objects ("an enemy unit here", "up to two
// other friendly units", "all stunned enemy units at a battlefield") as a small grammar:
// quantity x side x state x kind x place x restriction. A phrase becomes the requirement word
// the module checks as targets are chosen (MeetsRequirement, 355.9.b), a number of targets ("up
// to": 355.13), or a group selected by its characteristics rather than chosen (355.10.d; "all
// ... at a battlefield" targets the battlefield, 355.10.b). The sentences built on them ("Deal 3
// to each of up to two units.", "Kill all gear.") compile to the module's verbs here.
#pragma once

#include <string>
#include <vector>

#include "engine/state.h"

namespace arbiter::games::riftbound {

struct VerbRow;

// What an object phrase names.
struct ObjectPhrase {
  // The requirement word: [other-][friendly-|enemy-][state-]...[object-word-]...(unit|gear|
  // permanent)[-at-battlefield|-in-base|-in-your-base|-in-combat][-here][-might-le-N]; states
  // are exhausted, ready, stunned, buffed, damaged, attacking, defending, token, mighty,
  // equipped; object words are is_<Tag>[|<Tag>...], kw_<Kw>, nokw_<Kw>, energy_le_<N|mymight>,
  // might_lt_me, moved (MeetsStateWords); a permanent is a unit or a gear.
  std::string requirement;
  int count = 1;       // how many targets (1 for "a unit"; N for "up to N")
  bool up_to = false;  // "up to N", "each of up to N": any number from 0 to N (355.13)
  bool group = false;  // "all ...", "each ...": every object that meets it, not chosen (355.10.d)
  bool at_chosen_battlefield = false;  // a group "at a battlefield": the battlefield is the target
};

// Parses WORDS ("an enemy unit here", "up to two other friendly units", "all enemy units at a
// battlefield", "each unit here"). False, leaving *out unspecified, when a word is not part of the
// grammar or a combination is one the module cannot check (a gear with a place, "here" with a
// Might cap).
bool ParseObjectPhrase(const std::string& words, ObjectPhrase* out);

// The requirement of a phrase naming exactly one target ("a stunned enemy unit"); "" otherwise.
std::string OneTargetRequirement(const std::string& words);

// The state words of a requirement (stunned, buffed, damaged, attacking, defending, token,
// mighty, ready, equipped), "in-your-base", and the words that compare the object with its card
// or with SOURCE (is_<Tag|Domain>[|...], kw_<Keyword>, nokw_<Keyword>, energy_le_<N|mymight>,
// might_lt_me, moved), checked on the object ID for CONTROLLER. True when they all hold;
// otherwise false with *why set ("not stunned"). A word about SOURCE fails when SOURCE is not on
// the board. MeetsRequirement calls it for the words it does not check itself.
bool MeetsStateWords(const engine::GameState& s, engine::ObjectId id,
                     const std::string& requirement, engine::PlayerId controller, std::string* why,
                     engine::ObjectId source = engine::kNoObject);

// A card in a trash named by WORDS ("a unit", "a spell", "a card", "a Bird, Cat, Dog, or Poro", "a
// card with [Hidden]"): its requirement word ("unit", "is_Bird|Cat|Dog|Poro-card",
// "kw_Hidden-card"), "" when the words are not such a phrase. The trash is public: such a card
// is a target (355.10.a).
std::string TrashCardRequirement(const std::string& words);

// True when CARD (in a trash: its printed characteristics) meets a TrashCardRequirement word.
bool TrashCardMeets(const engine::Card& card, const std::string& requirement);

// The words a TrashCardRequirement word stands for, for the trace ("Bird, Cat, Dog or Poro").
std::string TrashCardLabel(const std::string& requirement);

// The objects on the board that meet UNITS as seen by CONTROLLER, in board order: a requirement
// word, with "-here" (at SOURCE's location; none when SOURCE is off the board), "-there" (at AT's
// location) or "other-" (not SOURCE). Face-down cards are not counted.
std::vector<engine::ObjectId> ObjectsMeeting(const engine::GameState& s, const std::string& units,
                                             engine::ObjectId source, engine::PlayerId controller,
                                             engine::ObjectId at = engine::kNoObject);

// "Deal 3 to all enemy units at a battlefield.", "Kill all gear.", "Buff up to two friendly
// units.", "Stun an attacking unit.": one sentence whose object is a phrase of the grammar, with
// the verbs deal, kill, stun, buff, ready, exhaust and return to hand. Appends its instructions
// to *out and sets *targets to the requirement of what it chooses ("" for none, "unit*<=2" for
// up to two, "battlefield"); false when the sentence is not one of these forms.
bool CompileObjectPhraseSentence(const std::string& sentence, std::vector<engine::Action>* out,
                                 std::string* targets);

// The verb act_each: one game action on each object a group phrase selects or on each target
// chosen for "up to N".
std::vector<VerbRow> ObjectPhraseVerbs();

}  // namespace arbiter::games::riftbound
