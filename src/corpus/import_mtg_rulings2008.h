// Importer "mtg-rulings-2008": the 2008 rulings summary of keyword actions (seed 004), numbered in
// the 2007/2008 scheme (501.x there is 701.x today):
//   501.2 - Attach                                   heading: Rule "501.2", title "Attach"
//   - 501.2a - To attach an Aura, ... (wrapped)      entry: Rule "501.2a", text, source, date
//   ... [CompRules 2007/05/01]
//   - 501.10.Ruling.1 - There are no ties ...        Ruling "501.10.Ruling.1" citing "501.10"
// Wrapped lines are joined with a space; the trailing "[Source yyyy/mm/dd]" gives Rule.source /
// Ruling.source ("CompRules", "D'Angelo", "Lorwyn FAQ") and the ISO date.
#pragma once

#include <string>
#include <string_view>

#include "corpus/model.h"
#include "util/status.h"

namespace arbiter::corpus {

// Reads the summary. The "This search based on the <Month d, yyyy> release ..." line sets
// out->doc.effective when empty; the "|" filler lines at the end are skipped.
// A ruling numbered under a rule the document lacks, placed under another heading (the source's
// "505.5.Ruling.1" under "501.5 - Regenerate"), keeps its printed id, cites the heading it sits
// under, and is reported as an Anomaly "misnumbered-ruling" stating that decision.
// Other anomalies: "unparsed-line", "missing-source" (an entry without [Source date]),
// "duplicate-id", "missing-parent".
// Returns Corruption naming `file` when no "- NNN.N - text" entry is found.
Status ImportMtgRulings2008(std::string_view text, const std::string& file, ImportedDocument* out);

}  // namespace arbiter::corpus
