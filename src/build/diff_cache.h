// Reusing the changes between two releases that the previous build computed. Matching one pair of
// releases rule by rule is the largest cost of a build (diff/matcher.h); most builds follow a
// change to something else (a scenario, a card file, one new document), so the pairs are the same
// as last time. A pair's stored changes are reused only when everything they were computed from is
// the same: both documents' rules and import anomalies, the hand overrides for the pair, and the
// code (the binary's build id). A binary without a build id never reuses.
#pragma once

#include <array>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "corpus/model.h"
#include "diff/matcher.h"
#include "diff/ruling_map.h"
#include "store/records.h"
#include "store/store.h"

namespace arbiter::build {

// A hash (32 hex digits) of everything the changes from `from` to `to` are computed from, with
// `code` standing for the code that computes them (the build id); "" when `code` is "".
std::string DiffInputs(const std::string& code, const std::vector<diff::Override>& overrides,
                       const corpus::ImportedDocument& from, const corpus::ImportedDocument& to);
// The same from each document's DocumentHash, so that a build hashes each document once however
// many pairs it belongs to.
std::string DiffInputsOf(const std::string& code, const std::vector<diff::Override>& overrides,
                         const std::string& from_hash, const std::string& to_hash);
// A hash (32 hex digits) of a document's identity, rules (every field, examples, line) and import
// anomalies.
std::string DocumentHash(const corpus::ImportedDocument& d);

// A hash of everything the mapping of `old`'s rulings onto `current` is computed from
// (diff/ruling_map.h): what DiffInputs covers, and each ruling's id and citations; "" when `code`
// is "". The 2008 rulings' map matches a whole Comprehensive Rules release: recomputed, it is a
// large share of a build that changed nothing.
std::string RulingMapInputs(const std::string& code, const std::vector<diff::Override>& overrides,
                            const corpus::ImportedDocument& old,
                            const corpus::ImportedDocument& current);
// The release_diffs row (from_doc) that keeps RulingMapInputs for the mapping of the rulings of
// document `old_key` (to_doc is the document they are mapped onto): "ruling-map:" + old_key, never
// a document key.
std::string RulingMapKey(const std::string& old_key);

// Rulings of an older numbering mapped onto today's rules, and what each mapping was computed
// from.
struct MappedCites {
  diff::MappedCiteMap cites;
  // {RulingMapKey(old key), current key, RulingMapInputs} per mapping, for release_diffs.
  std::vector<std::array<std::string, 3>> inputs;
  int mappings = 0;  // documents of older rulings mapped
  int reused = 0;    // of those, read back from the previous database
};

// diff::MapOldRulings, each mapping reused from the previous database `previous_db` when it was
// computed from the same inputs (PreviousDiffs::FindMappedCites), else computed.
MappedCites MapOldRulingsReusing(const std::string& rules_db_dir,
                                 const std::vector<corpus::ImportedDocument>& docs,
                                 const std::string& previous_db);

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
  // The citations the previous build mapped `old`'s rulings to (each ruling's citations after
  // its own, as WriteCorpus writes them), when the mapping onto `current_key` was computed from
  // `inputs` and the stored rulings are old's; nullopt otherwise. Not thread-safe.
  std::optional<diff::MappedCiteMap> FindMappedCites(const corpus::ImportedDocument& old,
                                                     const std::string& current_key,
                                                     const std::string& inputs);

 private:
  std::shared_ptr<store::Store> store_;  // null when there is no usable previous database
};

}  // namespace arbiter::build
