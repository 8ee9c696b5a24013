// Events, replacements, pending triggers and choices: the currency of the engine loop.
//
//   Engine::Perform(event)
//     1. replacement effects that apply (module.Replacements) modify or replace the event;
//        if several apply, the affected player chooses the order (a scripted choice);
//     2. the event happens (module.Apply), which mutates state and writes trace entries;
//     3. triggered abilities that see it (module.Triggers) become pending, under that entry;
//   Engine::Settle()
//     4. repeat until nothing changes, at most Limits::max_iterations rounds:
//        state checks (module.StateChecks) perform their events; pending triggers are ordered
//        (APNAP; a player with several chooses) and handed to module.PutOnStack; then, if the
//        module wants auto-resolution (module.AutoResolve), the top stack item resolves.
#pragma once

#include <functional>
#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "engine/state.h"
#include "engine/value.h"

namespace arbiter::engine {

struct Event {
  std::string kind;  // module-defined: "attach", "detach", "move", "die", "deal", "zone-change"
  ObjectId object = kNoObject;  // main object
  ObjectId other = kNoObject;   // second object (the Top-Most card, the target)
  PlayerId player = kNoPlayer;  // acting / affected player
  int amount = 0;
  ZoneId from = kNoZone;
  ZoneId to = kNoZone;
  std::map<std::string, Value> args;  // anything else
  std::vector<std::string> rules;     // rules that caused the event (cited by its trace entry)
  int parent = -1;                    // trace entry that caused it
  bool cancelled = false;             // a replacement removed it entirely
};

// A replacement effect that applies to an event. `apply` rewrites the event (or cancels it).
struct Replacement {
  int effect_id = 0;  // the Effect it comes from, 0 when it comes from an ability/rule
  ObjectId source = kNoObject;
  PlayerId chooser = kNoPlayer;  // who picks the order when several apply
  std::string label;             // "Regeneration shield", "Deathknell is replaced by recall"
  std::vector<std::string> rules;
  // Rewrites `e`; returns the reason line for the trace. Must not perform other events.
  std::string (*apply)(Event& e, const Replacement& self, GameState& state) = nullptr;
  int amount = 0;  // data for `apply`
};

// A triggered ability waiting to be put on the stack / chain.
struct PendingTrigger {
  ObjectId source = kNoObject;
  PlayerId controller = kNoPlayer;
  int ability = -1;   // index in source card abilities, -1 for a keyword/rule trigger
  std::string label;  // "Deathknell", "Vision", "Temporary"
  std::vector<std::string> rules;
  std::vector<Action> program;            // what it does on resolution
  std::map<std::string, Value> snapshot;  // last-known information (734.1.d.3)
  int parent = -1;                        // trace entry of the triggering event
  bool preordered = false;  // a rule already fixed the order (Riftbound 719.5.a): no choice
};

// A choice the engine needs. `kind` names it in scenario scripts; `rule` grants it.
struct ChoiceRequest {
  std::string kind;  // "detach-order", "trigger-order", "assign-damage", "recycle", "target"
  PlayerId player = kNoPlayer;
  std::vector<std::string> options;  // option keys (object keys or words)
  int min = 1, max = 1;              // how many options to pick; ordered choices pick all
  bool ordered = false;              // the answer is an order of all options
  std::string rule;                  // the rule that grants the choice
  std::string prompt;                // "A chooses the order in which Sword and Axe detach"
  // An answer the module reads itself ("e1=4": an amount per option): when set, it checks a
  // scripted answer in place of the option/count check (false, with *why, for an invalid one),
  // and `lenient` is the answer taken when nothing is scripted in lenient mode.
  std::function<bool(const std::vector<std::string>& picks, std::string* why)> check;
  std::vector<std::string> lenient;
};

// Reads one answer that gives an amount to an option, "<key>=<amount>" ("troll=4", "B=-1"):
// the key is trimmed, the amount an optional minus and one to six digits. False when `answer` is
// not of that form. The module judges the amount (at least 1, the sum, ...).
bool ReadAmountAnswer(std::string_view answer, std::string* key, int* amount);

// What the run's script answered for one choice.
struct ChoiceAnswer {
  std::vector<std::string> picks;  // option keys, in order
};

}  // namespace arbiter::engine
