// Re-pinning citations: where each rule cited in one release of a game's rules is in a later (or
// earlier) release, through the diffs between consecutive releases (the rule_changes the build
// stores, recomputed here from the same sources by the same matcher), and the rewriting of rule
// ids in source files and scenario files that follows from it.
//
// A citation maps to one of:
//   unchanged  the same words under the same or a new number ("744.1.b -> 818.1.b");
//   changed    the rule's words changed (a word diff says how): a person must check that what
//              cites it still holds;
//   split      one rule became several: which piece governs is a person's decision;
//   merged     several rules became one (the new number is used; the words changed);
//   vanished   no counterpart: a finding, never mapped silently.
#pragma once

#include <map>
#include <set>
#include <string>
#include <vector>

#include "corpus/model.h"
#include "util/status.h"

namespace arbiter::diff {

enum class PinStatus { kUnchanged, kChanged, kSplit, kMerged, kVanished };
// "unchanged", "changed", "split", "merged", "vanished".
const char* PinStatusName(PinStatus status);

// Where one rule of the older pin is in the newer one.
struct PinnedRule {
  std::string old_id;
  PinStatus status = PinStatus::kVanished;
  std::vector<std::string> new_ids;  // none when vanished; several when split
  bool refs_only = false;            // changed: only rule numbers in its words changed
  std::string word_diff;             // changed/split/merged: old -> new words, git style
  std::string old_label, new_label;  // RuleLabel of each side ("" when absent)
  std::vector<std::string> path;     // "riftbound@1.3:818.1.b", one per later release
};

// The mapping of every rule of `from` onto `to` (both of one family; `to` may be older).
class CitationMap {
 public:
  const corpus::Document& from() const { return from_; }
  const corpus::Document& to() const { return to_; }
  // The mapping of `old_id` (a rule of `from`), or nullptr when `from` has no such rule.
  const PinnedRule* Find(const std::string& old_id) const;
  // The single new id of `old_id` when it is unchanged or changed (or merged): "" otherwise.
  std::string MapOne(const std::string& old_id) const;
  // The rules of `to`, by id (for quoting the new text).
  const corpus::Rule* NewRule(const std::string& id) const;
  const corpus::Rule* OldRule(const std::string& id) const;
  // Every rule of `to`, by id.
  const std::map<std::string, corpus::Rule>& new_rules() const { return new_rules_; }
  // Whether rule `id` of `to` is new: no rule of `from` maps onto it.
  bool IsAdded(const std::string& id) const { return new_rules_.count(id) && !reached_.count(id); }

 private:
  friend Result<CitationMap> MapCitations(const std::string&, const std::string&,
                                          const std::string&, std::string*);
  corpus::Document from_, to_;
  std::map<std::string, PinnedRule> rules_;
  std::map<std::string, corpus::Rule> old_rules_, new_rules_;
  std::set<std::string> reached_;  // ids of `to` some rule of `from` maps onto
};

// Maps every rule of document `from_spec` onto `to_spec` (specs as ResolveDocument takes them,
// "riftbound@1.2", "mtg@2026-09-25") through each pair of consecutive releases between them
// (corpus::VersionsOf), composed; the words are compared between the two ends. InvalidArgument
// (with *help) for unknown documents or documents of different families.
Result<CitationMap> MapCitations(const std::string& rules_db_dir, const std::string& from_spec,
                                 const std::string& to_spec, std::string* help);

// The same map, computed once per process for each (rules_db_dir, from, to) and kept.
Result<const CitationMap*> CachedCitationMap(const std::string& rules_db_dir,
                                             const std::string& from_spec,
                                             const std::string& to_spec, std::string* help);

// One rewrite of a rule id in a text.
struct IdRewrite {
  int line = 0;  // 1-based
  std::string old_id, new_id;
};

// Rewrites the rule ids that `map` (old id -> new id) names inside the string literals of C++
// source `text`: a literal that is exactly an id ("718.4"), and ids inside a literal's words
// ("(607.2a, 607.3)", "Might Bonus (718.4)") where the id has a dot or stands in parentheses or a
// list. Ids are swapped simultaneously (718.4 -> 718.5 and 718.5 -> 718.6 in one pass). Returns
// the new text; each rewrite is appended to *rewrites.
std::string RewriteSourceIds(const std::string& text, const std::map<std::string, std::string>& map,
                             std::vector<IdRewrite>* rewrites);

// The same for text that is prose (a scenario's ruling, a README): ids written as in a rules
// citation, bare ("718.4"), with a dot or 3 digits, not part of a longer number.
std::string RewriteProseIds(const std::string& text, const std::map<std::string, std::string>& map,
                            std::vector<IdRewrite>* rewrites);

}  // namespace arbiter::diff
