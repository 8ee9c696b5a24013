// Importer "riftbound-pdftotext": the Riftbound Core Rules as pdftotext turned Riot's PDF into
// text (rules-db/riftbound/core-rules-v1.2.pdftotext.txt). Each rule number stands on its own line
// ("718.5.a.") with its text after it; in about 100 places several numbers are stacked before their
// texts (see import_riftbound_stacked.h). Form feeds (page breaks) and blank lines are dropped,
// wrapped lines are joined with spaces, "Example:" paragraphs go to Rule.examples.
#pragma once

#include <string>
#include <string_view>

#include "corpus/model.h"
#include "util/status.h"

namespace arbiter::corpus {

// Fills out->rules (document order, duplicates kept), out->glossary and out->anomalies:
//   "stacked-numbers" (one per stacked run, at the first number's line, saying how it was split),
//   "duplicate-id", "missing-parent", "unparsed-line" (text before the first rule that is neither
//   the title nor "Last Updated: <date>"). Fills out->doc.title / .effective when empty.
// Returns Corruption when the text holds no rule number at all.
Status ImportRiftboundPdftotext(std::string_view text, const std::string& file,
                                ImportedDocument* out);

}  // namespace arbiter::corpus
