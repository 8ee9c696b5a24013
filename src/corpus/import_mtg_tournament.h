// The importer for Magic's tournament documents as PDF text extraction, format
// "mtg-tournament-pdf": the Magic Tournament Rules (MTR, game "mtr") and the Infraction Procedure
// Guide (IPG, game "ipg") in rules-db/mtg/ (provenance in rules-db/PROVENANCE.md).
//
// What the extraction looks like, and what is read:
//   MAGIC: THE GATHERING® TOURNAMENT RULES     title, then "Effective February 27, 2026"
//   1.1  Tournament Types ........... 5        contents lines (dot leaders): skipped
//    12                                        page numbers alone on a line: dropped; the text
//                                              around them joins across the page break
//    1.  Tournament Fundamentals               MTR chapter: leading space, "N.", two spaces
//   1.1  Tournament Types                      MTR section: "N.N", two spaces, no period
//    Appendix A—Changes From Previous ...      MTR appendix: id "appendix-a"
//   INTRODUCTION / FRAMEWORK OF THIS DOCUMENT  IPG front sections: ids "introduction", "framework"
//   2.  GAME PLAY ERRORS                       IPG chapter: "N.", two or three spaces, capitals
//   2.1.      Game Play Error — Missed Trigger  No Penalty
//                                              IPG section: "N.N.", spaces, title, two spaces,
//                                              the penalty (kept as the text's first line)
// A section's text is its paragraphs (wrapped lines joined with spaces, paragraphs with "\n"),
// bullets kept as "• ". Numbered steps inside a section ("1.  If sideboarding is allowed") are
// text: an MTR chapter has the leading space, and its number is the next chapter's.
#pragma once

#include <string>
#include <string_view>

#include "corpus/model.h"
#include "util/status.h"

namespace arbiter::corpus {

// Corruption when no chapter or section heading is found.
Status ImportMtgTournamentPdf(std::string_view text, const std::string& file,
                              ImportedDocument* out);

}  // namespace arbiter::corpus
