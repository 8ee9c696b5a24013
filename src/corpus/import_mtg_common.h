// Helpers shared by the Magic: The Gathering importers (import_mtg_*.cc): decoding a source's
// bytes to UTF-8, reading the dates the sources write, and splitting a numbered rule line.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "corpus/model.h"

namespace arbiter::corpus {

// The text as UTF-8. Valid UTF-8 is returned unchanged; anything else is read as Latin-1 /
// Windows-1252 (older CR releases) and converted, and an Anomaly "encoding" naming `file` and the
// first line with a non-UTF-8 byte is appended to `anomalies`.
std::string DecodeMtgSourceText(std::string_view text, const std::string& file,
                                std::vector<Anomaly>* anomalies);

// The lines of an official CR text as the importers read them, each with its 1-based line in the
// file. Besides LF/CRLF/CR, a U+2028 LINE SEPARATOR also ends a line (the 2026-09-25 release joins
// multi-line glossary definitions and 205.4c/509.1b's second paragraphs with it); such pieces
// keep the file line they are on. A line of only spaces, tabs and U+00A0 is blank, and U+00A0 that
// indents a line counts as a space (the text of a rule is never changed otherwise).
struct SourceLines {
  std::vector<std::string> text;
  std::vector<int> line;  // parallel to text
};
SourceLines SplitCrLines(std::string_view utf8);

// "August 7, 2026" -> "2026-08-07" (English month names, day without leading zero allowed);
// "" when `s` is not such a date.
std::string IsoDateFromLongDate(std::string_view s);

// "2007/05/01" or "2007-05-01" -> "2007-05-01"; "" when not a date.
std::string IsoDateFromSlashDate(std::string_view s);

// A line that starts with an MTG rule number: "607. Linked Abilities", "607.1. text",
// "607.2a text", and the irregular forms the official text has: "119.1d. text" (extra period),
// "606.5 text" (no period), "901.4.All" (no space).
struct MtgNumberedLine {
  std::string id;       // canonical: "607", "607.1", "607.2a"
  std::string written;  // the number as written, with its punctuation: "119.1d.", "606.5"
  std::string rest;     // the text after the number, trimmed ("Linked Abilities" for "607.")
  bool period = false;  // a period followed the number
  bool space = false;   // whitespace separated the number from the text
  // The form the official text uses: "607." / "607.1." with a period, "607.2a" without one,
  // and a space before the text.
  bool Regular() const;
};

// Parses a line that starts (after no indentation) with a three-digit rule number, or nullopt.
std::optional<MtgNumberedLine> ParseMtgNumberedLine(std::string_view line);

// Structure checks after the rules of `out` are read: a repeated id is an Anomaly "duplicate-id"
// (both rules kept); Rule.parent is set from the number (ParentId, kMtg) when the document has that
// rule, else left "" with an Anomaly "missing-parent" and Rule.section set to the last section or
// rule heading before it by position.
void LinkMtgParents(const std::string& file, ImportedDocument* out);

}  // namespace arbiter::corpus
