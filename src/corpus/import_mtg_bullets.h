// Importer "mtg-bullets": Comprehensive Rules rules copied as a bulleted list (seed 003, CR 607):
//   CR 607. Linked Abilities
//     • 607.1 An object may have two abilities ...
//       • 607.1a An ability printed on ...
// The heading line becomes Rule "607" with its title; each bullet a Rule with its text (kMtg ids).
// Such a document is a secondary source: cross_check compares it with the CR it copies.
#pragma once

#include <string>
#include <string_view>

#include "corpus/model.h"
#include "util/status.h"

namespace arbiter::corpus {

// Reads the bullets. "Example:" lines go to the rule before them; any other line that is not a
// bullet or the heading is an Anomaly "unparsed-line"; parents as in LinkMtgParents (a fragment's
// top rule has no parent in the document: Anomaly "missing-parent").
// Returns Corruption naming `file` when the text holds no numbered bullet at all.
Status ImportMtgBullets(std::string_view text, const std::string& file, ImportedDocument* out);

}  // namespace arbiter::corpus
