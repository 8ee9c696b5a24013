// Engine: runs one game from a state, a module and scripted choices, and writes the trace.
// Deterministic: the same inputs give the same trace byte for byte; nothing random happens unless
// the scenario scripts it.
//
// Stops: a run stops (it never hangs or crashes) when
//   - a choice is needed that the script did not give (strict mode): the stop names the options
//     and the rule that grants the choice;
//   - the event loop does not settle within Limits (an endless loop): the stop says so;
//   - a module hits an impossible state (a bug or an unsupported card): the stop says what.
// A refused action (illegal play) is not a stop: the step does nothing and the trace says why.
#pragma once

#include <memory>
#include <set>
#include <string>
#include <vector>

#include "engine/event.h"
#include "engine/module.h"
#include "engine/state.h"
#include "engine/trace.h"

namespace arbiter::engine {

struct Limits {
  int max_iterations = 1000;           // Settle rounds per step before "endless loop"
  long max_events_per_step = 1000000;  // events per step before "endless loop"
  bool strict = true;  // unscripted choices stop the run (false: take the first option
                       // and say so in the trace)
};

// A scripted answer: consumed by the first Choose of the same kind (and player, when given).
struct ScriptedChoice {
  std::string kind;
  std::string player;  // "" = any
  ChoiceAnswer answer;
  int step = 0;  // the step it was given in (0 = any step)
  bool used = false;
};

// Card text a run met that the module does not execute (Engine::Unmodelled).
struct UnmodelledText {
  std::string object;  // the object's key ("" for none)
  std::string card;    // its card name
  std::string text;    // the ability's printed words
  std::string why;     // why it is not modelled
  int step = 0;
};

struct Stop {
  enum class Kind { kNone, kUnscriptedChoice, kEndlessLoop, kError };
  Kind kind = Kind::kNone;
  std::string message;
  ChoiceRequest choice;  // for kUnscriptedChoice
  int step = 0;
};

class Engine {
 public:
  // `trace` may be null (no recording, for benchmarks).
  Engine(const GameModule& module, GameState state, std::vector<ScriptedChoice> choices,
         Trace* trace, Limits limits = {});

  // Runs one scripted action and settles. Returns false when the run stopped (see stop()).
  bool Run(const Action& action, int step);

  // --- for modules -----------------------------------------------------------------------
  // Performs an event through replacements, Apply and trigger collection (does not settle).
  void Perform(Event event);
  // Runs state checks, puts pending triggers on the stack and resolves until quiescent.
  void Settle(int parent);
  // Asks for a choice; returns the answer (validated against the options). Throws the internal
  // stop when the script has no answer in strict mode; the caller need not handle it.
  ChoiceAnswer Choose(const ChoiceRequest& request, int parent);
  // A choice of exactly request.max of its options (request.min == request.max), asked only when
  // there are more options than that: with as many or fewer, the answer is every option and no
  // choice is recorded, as there is nothing to choose.
  std::vector<std::string> ChooseIfMore(const ChoiceRequest& request, int parent);
  // Writes a trace entry (no-op returning -1 without a recorder). Every rule id must be in the
  // module's table; an unregistered id is a bug and stops the run with kError.
  int Note(TraceEntry entry);
  // Convenience: a kRule entry with one line of text.
  int Note(int parent, std::vector<std::string> rules, std::string text,
           std::vector<Change> changes = {}, std::vector<Rejected> rejected = {});
  // Records that the current action was refused as illegal.
  void Refuse(int parent, std::vector<std::string> rules, std::string why);
  // Stops the run with an error (unsupported card, impossible state).
  [[noreturn]] void Fail(const std::string& message);
  // Adds triggers to the pending list (normally done by Perform).
  void AddPending(std::vector<PendingTrigger> triggers);
  // Names card text the module does not execute, met under `parent` (a kUnmodelled trace entry
  // with the card's name and the text); the run is then incomplete, never a pass. `source` may be
  // kNoObject. The same object and text are listed once in unmodelled().
  void Unmodelled(int parent, ObjectId source, const std::string& text, const std::string& why);
  // Names every static ability that is not modelled and functions now (GameModule::
  // AbilityFunctions), once per object incarnation. Run calls it before and after each step.
  void CheckUnmodelledStatics(int parent);

  GameState& state() { return state_; }
  const GameState& state() const { return state_; }
  const GameModule& module() const { return module_; }
  Trace* trace() { return trace_; }
  const Stop& stop() const { return stop_; }
  int step() const { return step_; }
  int current_step_entry() const { return step_entry_; }
  bool refused() const { return refused_; }
  long events_performed() const { return events_; }
  const std::vector<ScriptedChoice>& choices() const { return choices_; }
  // True while triggered abilities wait to be put on the stack/chain (modules may hold back
  // checks that must see an empty chain, e.g. Riftbound combat, 438).
  bool HasPending() const { return !pending_.empty(); }
  // True when the run met card text that is not modelled (see Unmodelled).
  bool incomplete() const { return !unmodelled_.empty(); }
  const std::vector<UnmodelledText>& unmodelled() const { return unmodelled_; }

 private:
  void OrderAndStack(int parent);
  // Stops the run: records the stop (kind, message) with a kStop trace entry under `parent`
  // (citing `rule` when given) and unwinds to Run.
  [[noreturn]] void StopRun(Stop::Kind kind, int parent, std::string message,
                            const std::string& rule = "", const std::string& chooser = "");

  const GameModule& module_;
  GameState state_;
  std::vector<ScriptedChoice> choices_;
  Trace* trace_;
  Limits limits_;
  Stop stop_;
  std::vector<PendingTrigger> pending_;
  int step_ = 0;
  int step_entry_ = -1;
  long events_this_step_ = 0;
  long events_ = 0;
  bool refused_ = false;
  std::vector<UnmodelledText> unmodelled_;
  std::set<std::string> statics_named_;  // "<id>:<incarnation>:<ability index>"
};

}  // namespace arbiter::engine
