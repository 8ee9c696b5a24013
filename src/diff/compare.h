// One call for "compare these two documents": import both, pick the hand overrides written for
// that pair, run the matcher. Shared by `arbiter diff`, `arbiter history` and the tests.
#pragma once

#include <string>
#include <vector>

#include "corpus/model.h"
#include "diff/matcher.h"
#include "util/status.h"

namespace arbiter::diff {

struct Comparison {
  corpus::ImportedDocument from;
  corpus::ImportedDocument to;
  DocumentDiff diff;
  double import_ms = 0;  // reading and importing both documents
  double match_ms = 0;   // the matcher alone
};

// Two documents of one family (corpus::LineageOf), resolved from their specs, with the list of
// every document they were resolved in.
struct DocumentPair {
  std::vector<corpus::Document> docs;  // corpus::ListDocuments(rules_db_dir)
  corpus::Document from;
  corpus::Document to;
  std::string family;  // LineageOf(from) == LineageOf(to)
};

// Resolves `from_spec` and `to_spec` (see corpus::ResolveDocument) among the documents of
// rules_db_dir. InvalidArgument (with *help) for an unknown document, or for documents of
// different families, where *help is `family_help` ("diff compares two documents of one game").
Result<DocumentPair> ResolvePair(const std::string& rules_db_dir, const std::string& from_spec,
                                 const std::string& to_spec, const std::string& family_help,
                                 std::string* help);

// Resolves `from_spec` and `to_spec` (ResolvePair), imports them from rules_db_dir and
// diffs them with the overrides in rules_db_dir written for that pair. InvalidArgument (with
// *help) for unknown documents or documents of different families (corpus::LineageOf); the
// importers' errors otherwise. Malformed override lines are reported in the diff's `problems`.
Result<Comparison> CompareDocuments(const std::string& rules_db_dir, const std::string& from_spec,
                                    const std::string& to_spec, std::string* help);

// The same, for documents already imported.
DocumentDiff CompareImported(const std::string& rules_db_dir, const corpus::ImportedDocument& from,
                             const corpus::ImportedDocument& to);

}  // namespace arbiter::diff
