// The rule matcher: pairs the rules of two documents of one game (two versions of the MTG
// Comprehensive Rules, or the 2008 rulings summary and today's rules) by number, text and
// structure, and classifies each rule as unchanged, edited, moved (renumbered, maybe edited too),
// added, removed, split (one old rule became several) or merged (several became one).
//
// How it pairs, in order (each step only looks at rules still unpaired):
//   0. hand overrides (MatchOptions::overrides), each with its reason;
//   1. same id and same text;
//   2. same text found exactly once on each side (a pure renumbering: Counter 701.5 -> 701.6);
//   3. text similarity (Dice over words and word pairs, rule numbers folded) found through an
//      inverted index, greedily best-first; first on text alone, then also accepting weaker
//      pairs that the structure supports (same id, parents paired, children paired);
//   4. splits and merges: an added rule whose words came out of an old rule whose own successor
//      lost them, and the converse.
#pragma once

#include <string>
#include <unordered_map>
#include <vector>

#include "corpus/model.h"
#include "corpus/rule_id.h"
#include "diff/word_diff.h"

namespace arbiter::diff {

// A hand-made pairing that the matcher must use (rules-db/mtg/mapping-2008-overrides.tsv).
struct Override {
  std::string from;    // id in the old document
  std::string to;      // id in the new document; "" means "has no counterpart"
  std::string reason;  // why, shown beside the pairing
  int line = 0;        // where it was written
};

struct MatchOptions {
  corpus::IdStyle style = corpus::IdStyle::kMtg;  // for parents of rules whose importer left none
  double min_similarity = 0.5;                    // pair on text alone at or above this
  double min_structural_similarity = 0.3;  // pair when the structure agrees, at or above this
  std::vector<Override> overrides;
};

enum class ChangeKind { kUnchanged, kEdited, kMoved, kAdded, kRemoved, kSplit, kMerged };
// "unchanged", "edited", ... as used in text and JSON output.
const char* ChangeKindName(ChangeKind kind);
// The kind a name stands for; false (and *kind untouched) for an unknown name.
bool ChangeKindFromName(std::string_view name, ChangeKind* kind);

// One line of the diff.
struct RuleChange {
  ChangeKind kind = ChangeKind::kUnchanged;
  std::vector<std::string> old_ids;  // one id; several for kMerged; none for kAdded
  std::vector<std::string> new_ids;  // one id; several for kSplit; none for kRemoved
  double similarity = 1.0;     // of the compared texts (1 when identical, 0 for added/removed)
  bool text_changed = false;   // kMoved: also edited; kEdited/kSplit/kMerged: always true
  bool refs_only = false;      // the only changed words are rule numbers
  std::vector<WordRun> words;  // old text -> new text (joined texts for splits and merges)
  std::string text;            // kAdded: the new text; kRemoved: the old text
  std::string reason;          // non-empty when a hand override made this pairing
  std::string title;           // the rule's title (or its first words) in the newer document;
                               // the older one's for kRemoved
  std::string doubtful;        // "" or why the pairing is doubtful: an import anomaly of one of
                               // its rules (diff/lineage.h MarkDoubtful)
};

struct DiffCounts {
  int unchanged = 0, edited = 0, moved = 0, moved_edited = 0, added = 0, removed = 0, split = 0,
      merged = 0;
  int refs_only = 0;  // edited or moved rules whose only change is rule numbers
  int old_rules = 0, new_rules = 0;
};

struct DocumentDiff {
  std::vector<RuleChange>
      changes;  // in the new document's order; removals after their old neighbour
  DiffCounts counts;
  std::vector<std::string> problems;  // overrides naming ids that do not exist, and the like

  // The change that involves old id / new id, or nullptr.
  const RuleChange* ForOld(const std::string& id) const;
  const RuleChange* ForNew(const std::string& id) const;

  std::unordered_map<std::string, size_t> by_old, by_new;  // id -> index into changes
};

// The comparable text of a rule: title, text and examples, joined by newlines, with extraction
// artefacts folded (FoldExtraction, diff/word_diff.h).
std::string ComparableText(const corpus::Rule& rule);

// A rule's short label: its title, else the start of its text (at most 70 bytes, "..." when cut).
std::string RuleLabel(const corpus::Rule& rule);

// A diff made of changes already classified (read back from the database): counts and the
// id -> change maps computed; `old_rules`/`new_rules` are the sizes of the two documents.
DocumentDiff DiffFromChanges(std::vector<RuleChange> changes, int old_rules, int new_rules);

// Pairs and classifies the rules of `before` and `after` (each in document order; ids unique
// within a document, a duplicate id keeps its first rule). Deterministic. Never fails: ids an
// override names that a side lacks are listed in `problems` and the override is skipped.
DocumentDiff DiffRules(const std::vector<corpus::Rule>& before,
                       const std::vector<corpus::Rule>& after, const MatchOptions& options = {});

}  // namespace arbiter::diff
