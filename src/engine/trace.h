// The trace: what the engine did, step by step, as plain data. Each decision point writes one
// entry through a Trace* that may be null (ninja's -d explain): the rule ids it applied, a short
// reason, the state changes, its causal parent (a trigger hangs under what triggered it), and the
// alternatives it rejected with why. render/ prints it as text, JSON and Markdown.
#pragma once

#include <string>
#include <vector>

#include "engine/value.h"

namespace arbiter::engine {

// One observable change: "jinx.might 3 -> 5".
struct Change {
  std::string object;    // object key, or "" for a game/player value
  std::string property;  // "might", "zone", "attached_to", "status.exhausted"
  std::string before;
  std::string after;
};

// Something that did not happen, and why ("Temporary does not trigger: rules text Inactive").
struct Rejected {
  std::string what;
  std::vector<std::string> rules;
  std::string why;
};

struct TraceEntry {
  enum class Kind {
    kStep,        // a scripted scenario step begins (rules empty)
    kRule,        // a rule applied: the ordinary entry
    kTrigger,     // a triggered ability triggered / went on the chain or stack
    kResolve,     // a stack/chain item resolved
    kChoice,      // a player made a (scripted) choice
    kRefused,     // an action was refused as illegal; the step did nothing
    kStop,        // the run stopped: unscripted choice (strict mode) or endless loop
    kUnmodelled,  // card text the module does not execute was met: the run is incomplete
  };
  int id = 0;       // index in Trace::entries
  int parent = -1;  // causal parent entry, -1 for a top-level step
  int step = 0;     // 1-based scenario step number
  int depth = 0;    // parent chain length (for indentation)
  Kind kind = Kind::kRule;
  std::vector<std::string> rules;  // registered rule ids, most specific first
  std::string text;                // one line, plain words
  std::string chooser;             // for kChoice: the player
  std::vector<Change> changes;
  std::vector<Rejected> rejected;
};

const char* TraceKindName(TraceEntry::Kind kind);

class Trace {
 public:
  // Appends an entry (its id, step and depth are filled in) and returns its id.
  int Add(TraceEntry e);
  void BeginStep(int step) { step_ = step; }
  int step() const { return step_; }
  const std::vector<TraceEntry>& entries() const { return entries_; }
  std::vector<TraceEntry>& mutable_entries() { return entries_; }
  // Every rule id cited anywhere in the trace (entries and rejected alternatives), sorted, unique.
  std::vector<std::string> CitedRules() const;

 private:
  std::vector<TraceEntry> entries_;
  int step_ = 0;
};

}  // namespace arbiter::engine
