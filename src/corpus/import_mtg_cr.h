// Importer "mtg-cr": the official plain-text Magic: The Gathering Comprehensive Rules.
//
// Layout read: title line; "These rules are effective as of <Month> <d>, <yyyy>."; Introduction;
// Contents (the section list; the body starts at the SECOND "1. Game Concepts" line); sections
// "1. Game Concepts" .. "9. ..." (Rule id "1".."9" with a title); rules "607. Linked Abilities"
// (id "607", title), "607.1. text", subrules "607.2a text" and "704.5aa text"; "Example:" lines,
// which go to the rule before them; indented continuation paragraphs (joined to the rule, or to
// its last example, with "\n"); then "Glossary" (term line, definition lines, blank line between
// entries) and "Credits" (ignored).
//
// Numbered rules are counted as every rule line whose number starts with three digits ("100.",
// "100.1.", "100.1a"); the nine section headings are Rules too, with one-digit ids.
#pragma once

#include <string>
#include <string_view>

#include "corpus/model.h"
#include "util/status.h"

namespace arbiter::corpus {

// Reads one CR release. Accepts CRLF, LF and bare CR line endings, a UTF-8 BOM or none, and
// non-UTF-8 (Latin-1/Windows-1252) text, which is converted (Anomaly "encoding").
// Fills out->doc.title and out->doc.effective (ISO) from the text when they are empty, and
// out->doc.version with the effective date when empty.
// Anomalies: "unparsed-line" (a body line that is no rule, example or continuation),
// "irregular-number" (119.1d. / 606.5 / 901.4.All: parsed, and reported), "duplicate-id",
// "missing-parent" (the rule is kept with parent ""), "empty-glossary-entry", "missing-glossary",
// "effective-date" (the stated date is unreadable, or differs from a non-empty doc.effective,
// which is kept).
// Returns Corruption naming `file` when no rules body is found (not a CR text).
Status ImportMtgCr(std::string_view text, const std::string& file, ImportedDocument* out);

}  // namespace arbiter::corpus
