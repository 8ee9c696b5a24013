// The importer for Riftbound documents written one rule per line ("NNN.N.a. text"), format
// "riftbound-lines": the Core Rules v1.1, v1.3 and v1.4 text files and the Riftbound Tournament
// Rules (rules-db/riftbound/, provenance in rules-db/PROVENANCE.md).
//
//   Riftbound Core Rules                      title (first non-blank line)
//   Last Updated: 2026-03-30                  printed date ("Last Updated 4/29/2026" too)
//   000. Golden and Silver Rules              a rule: its number, then its text
//   359.3.f.1. Some information used by       a number starts a rule only as the line's first word
//   or from one or more targets of a ...      lines without a number continue the rule before
//   Examples:                                 "Example(s):" paragraphs, inline or on their own line
//   177.                                      a number alone: the text follows on the next line
//
// What it folds, and what it keeps: trailing spaces and lines of only spaces (page breaks) are
// dropped; U+200B ZERO WIDTH SPACE is dropped (an extraction artefact, 4 in v1.3); ligatures
// (U+FB01 "ﬁ", U+FB02 "ﬂ") are kept in the stored text exactly as printed (v1.4 has 778) and
// counted in an "ligatures" note, for search to fold. A rule number is the regex
// ^\d{3}(\.(\d+|[a-z]{1,2}))*\.?(\s|$) at the start of a line (the method
// rules-db/PROVENANCE.md uses to count each file's rules).
#pragma once

#include <string>
#include <string_view>

#include "corpus/model.h"
#include "util/status.h"

namespace arbiter::corpus {

// Fills out->rules (document order), the glossary and anomalies (riftbound::FinishDocument), and
// out->doc.title / the printed date when the manifest left them empty. Corruption when no line
// starts with a rule number.
Status ImportRiftboundLines(std::string_view text, const std::string& file, ImportedDocument* out);

// A rule number at the start of `line` ("359.3.f.1. text", "177." alone): its id and the text
// after it, or false when the line does not start with one.
bool SplitRuleNumber(std::string_view line, std::string* id, std::string* rest);

// The printed "Last Updated" date of such a document as an ISO date ("" when it has none):
// "Last Updated: 2026-03-30" and "Last Updated 7/16/2026" both work.
std::string PrintedDate(std::string_view text);

}  // namespace arbiter::corpus
