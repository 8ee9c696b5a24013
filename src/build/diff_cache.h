// Reusing the changes between two releases that the previous build computed. Matching one pair of
// releases rule by rule is the largest cost of a build (diff/matcher.h); most builds follow a
// change to something else (a scenario, a card file, one new document), so the pairs are the same
// as last time. A pair's stored changes are reused only when everything they were computed from is
// the same: both documents' rules and import anomalies, the hand overrides for the pair, and the
// code (the binary's build id). A binary without a build id never reuses.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "corpus/model.h"
#include "diff/matcher.h"
#include "store/records.h"
#include "store/store.h"

namespace arbiter::build {

// A hash (32 hex digits) of everything the changes from `from` to `to` are computed from, with
// `code` standing for the code that computes them (the build id); "" when `code` is "".
std::string DiffInputs(const std::string& code, const std::vector<diff::Override>& overrides,
                       const corpus::ImportedDocument& from, const corpus::ImportedDocument& to);

// The pairs a previous database holds, with the hash of what each was computed from.
class PreviousDiffs {
 public:
  // Opens `db_path` read-only; a missing, stale or unreadable database holds none (the
  // build then computes every pair: reuse is an optimisation, never a source of errors).
  static PreviousDiffs Open(const std::string& db_path);

  // Whether the stored changes from `from_doc` to `to_doc` were computed from `inputs` (false
  // when not stored, computed from something else, or `inputs` is ""). Not thread-safe.
  bool Holds(const std::string& from_doc, const std::string& to_doc, const std::string& inputs);
  // The stored changes from `from_doc` to `to_doc` when they were computed from `inputs`;
  // nullopt when not stored, computed from something else, or `inputs` is "".
  // Not thread-safe: call from one thread.
  std::optional<std::vector<store::RuleChangeRecord>> Find(const std::string& from_doc,
                                                           const std::string& to_doc,
                                                           const std::string& inputs);

 private:
  std::shared_ptr<store::Store> store_;  // null when there is no usable previous database
};

}  // namespace arbiter::build
