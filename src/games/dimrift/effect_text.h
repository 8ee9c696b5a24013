// Dimensional Rift effect text (seed 002, Effect Types, Effect Modifiers, Effect Text, Costs,
// Implicit targeting, Target from, Choosing): the effect's type and modifiers, and its text split
// into the page's grammar
//
//   <activation criterion> ; <activation criterion> ... : <instruction> ; <instruction> . ...
//
// (effect-text.2: criteria separated by ';', one ':', resolution sub-effects separated by ';' or
// '.'), with what each part asks for at activation: the trigger ("When ..."), the costs, the
// targets (the word "target" anywhere means targeting at activation: implicit-targeting.2), a
// "target from X" origin, "choose" picks (always at activation: choosing.2), numbered
// "either (1) ... (2) ..." options (at activation when "choose"/"either" is in the criteria, else
// at resolution: choosing.3) and a variable X (chosen at activation: choosing.4).
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "util/status.h"

namespace arbiter::dimrift {

// effect-types: summoning cost, action, continuous, trigger, activation.
enum class EffectType { kSummoningCost, kAction, kContinuous, kTrigger, kActivation };
const char* EffectTypeName(EffectType type);  // "summoning cost", "action", ...

struct EffectModifiers {
  bool once_per_turn = false;  // effect-modifiers.once-per-turn: Trigger and Activation only
  bool optional = false;       // effect-modifiers.optional: Trigger only
};

// The icon names of effect-icons ("Mandatory Once-per-Turn Trigger", "Repeatable Activation",
// "Cost", ...) and the short forms scenario files use ("trigger", "optional trigger",
// "once-per-turn activation", "summoning cost"). InvalidArgument for an unknown name or a
// modifier the type cannot have ("optional activation": optional applies only to triggers).
Status ParseEffectKind(std::string_view name, EffectType* type, EffectModifiers* modifiers);

// One part of the text: its words (trimmed, without the separator) and where it starts.
struct Clause {
  std::string text;
  int column = 0;  // 1-based column of text[0] in the effect text
};

enum class CostKind { kMana, kSacrifice, kDiscard, kOther };
struct Cost {
  CostKind kind = CostKind::kOther;
  int amount = 0;           // mana or number of cards; -1 for X
  bool any_card = false;    // "consume any X mana": from any of the controller's cards
  std::string requirement;  // for sacrifice: "creature", "face-down card", "card"
  Clause clause;
};

enum class ChoiceTime { kNone, kActivation, kResolution };

struct Target {
  std::string requirement;   // "creature", "artifact", "card" ("" = any non-empty zone)
  std::string from;          // "that creature" for "target ... from that creature"
  bool in_criteria = false;  // written before ':' (otherwise implicit, from the resolution)
  Clause clause;
};

struct ParsedEffect {
  EffectType type = EffectType::kTrigger;
  EffectModifiers modifiers;
  std::string text;
  std::vector<Clause> criteria;        // before ':' (empty when the text has no ':')
  std::vector<Clause> resolution;      // after ':' (the whole text when it has no ':')
  std::string trigger;                 // the criterion starting with "When", for triggers
  std::vector<Cost> costs;             // criteria that are costs; for a summoning cost, every part
  std::vector<Target> targets;         // one per "target <requirement>" (criteria first)
  bool targets_at_activation = false;  // the word "target" appears anywhere
  bool chooses = false;                // "choose" cards/zones: picked at activation (no arrows)
  ChoiceTime either = ChoiceTime::kNone;  // when a numbered "either" choice is made
  std::vector<std::string> options;       // the numbered options' words: "+1 Might", "+1 Life"
  bool has_x = false;                     // a variable X, fixed at activation
  bool replacement = false;  // a trigger containing "instead": replaces an event on the stack
};

// Parses `text` as an effect of `type`. InvalidArgument messages name the 1-based column:
// "column 17: empty activation criterion between ';' and ':'". Checks: non-empty text, balanced
// () and [], at most one ':' outside brackets, no empty criterion or instruction, a trigger starts
// with "When" (effect-types.trigger.1) and nothing else does, a summoning cost has no ':', numbered
// options are (1), (2), ... in order and at least two, "target from" names where from, modifiers
// allowed for the type.
Result<ParsedEffect> ParseEffect(std::string_view text, EffectType type,
                                 EffectModifiers modifiers = {});

}  // namespace arbiter::dimrift
