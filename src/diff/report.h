// Text and JSON forms of a document diff, a 2008-style mapping and a rule's history. Plain
// strings, built in a deterministic order; the CLI prints them.
#pragma once

#include <string>
#include <vector>

#include "corpus/model.h"
#include "diff/matcher.h"

namespace arbiter::diff {

struct ReportOptions {
  bool all = false;               // include unchanged rules
  bool color = false;             // ANSI colours for changed words
  std::vector<ChangeKind> kinds;  // only these kinds (empty: every kind)
  bool summary = false;           // counts only
  bool hide_renumbered = false;   // leave out pure moves (renumbered, text unchanged)
  bool hide_refs_only = false;    // leave out changes whose only changed words are rule numbers
};

// "3166 -> 3309 rules: 2790 unchanged, 180 edited (...), ..." (one line, no newline).
std::string CountsLine(const DiffCounts& counts);

// Header, counts, then one block per change: "moved    701.5 -> 701.6" and the marked words.
std::string RenderDiffText(const DocumentDiff& diff, const corpus::Document& from,
                           const corpus::Document& to, const ReportOptions& options);

// {"schema": "arbiter.diff/1", "from": {...}, "to": {...}, "counts": {...}, "changes": [...],
// "problems": [...]}
std::string RenderDiffJson(const DocumentDiff& diff, const corpus::Document& from,
                           const corpus::Document& to, const ReportOptions& options);

// The mapping view: every rule of `from` in its order with where it went in `to`, then the list of
// rules that could not be mapped, then the rulings of `from` under the rules they now belong to.
std::string RenderMappingText(const DocumentDiff& diff, const corpus::ImportedDocument& from,
                              const corpus::Document& to);
std::string RenderMappingJson(const DocumentDiff& diff, const corpus::ImportedDocument& from,
                              const corpus::Document& to);

// Where each ruling of `from` belongs in `to`: its cited rules mapped through the diff (a split
// rule maps to all its pieces). Rulings whose cited rules did not map get an empty list.
struct MappedRuling {
  const corpus::Ruling* ruling = nullptr;
  std::vector<std::string> new_ids;
};
std::vector<MappedRuling> MapRulings(const DocumentDiff& diff,
                                     const corpus::ImportedDocument& from);

}  // namespace arbiter::diff
