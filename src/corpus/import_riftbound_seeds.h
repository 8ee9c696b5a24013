// Importers for the two secondary Riftbound sources (project seeds), both checked against the
// Core Rules v1.2 by corpus/cross_check.h:
//   "riftbound-weblist" (seed 000, rules-db/riftbound/seed-000-attachment.txt): a title line, a
//     "Section 716 — 35 rules" line, then "- 717." on one line and "- text" on the next.
//   "riftbound-outline" (seed 001, rules-db/riftbound/seed-001-outline-701-747.txt): "NNN. text"
//     lines (examples inline), and "N subsections" lines saying that N subrules of the rule above
//     were left out.
#pragma once

#include <string>
#include <string_view>

#include "corpus/model.h"
#include "util/status.h"

namespace arbiter::corpus {

// Seed 000. Rules in order (headings as titles, examples split off), missing parents and
// duplicates reported as for the primary; a count in the "Section N — M rules" line that differs
// from the rules found -> Anomaly "count-mismatch"; other lines -> "unparsed-line".
// Returns Corruption when no "- NNN." line is found.
Status ImportRiftboundWeblist(std::string_view text, const std::string& file,
                              ImportedDocument* out);

// Seed 001. Each "N subsections" line -> Anomaly "omitted-subsections" at its line with the
// message "rule <id>: <N> subsections left out" (the form cross_check.cc reads back).
// Returns Corruption when no "NNN. text" line is found.
Status ImportRiftboundOutline(std::string_view text, const std::string& file,
                              ImportedDocument* out);

// Parses the message of an "omitted-subsections" anomaly: sets *id and *count, false otherwise.
bool ParseOmittedSubsections(const std::string& message, std::string* id, int* count);

}  // namespace arbiter::corpus
