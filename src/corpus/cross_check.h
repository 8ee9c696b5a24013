// Cross-checking a secondary source against the primary document it must agree with (manifest
// "role": "secondary", "checks": <primary key>): seeds 000 and 001 against the Riftbound Core
// Rules v1.2. Every difference is returned as an Anomaly for `arbiter check`; none is hidden.
#pragma once

#include <string>
#include <vector>

#include "corpus/model.h"

namespace arbiter::corpus {

// Normal form used to compare two sources' texts: typographic quotes and dashes made ASCII
// (NormalizePunctuation), whitespace collapsed, and a space before . , ; : ! ? ) dropped
// ("Mighty ." in seed 001 is "Mighty." in the PDF: a rendering artefact, not a wording change).
std::string NormalizeForComparison(const std::string& text);

// Compares `secondary` with `primary`. Anomalies carry secondary.doc.source as their file (the
// secondary rule's line) unless said otherwise:
//   "missing-in-primary"    a secondary rule id the primary does not have.
//   "source-disagrees"      same id, different text: compared after NormalizeForComparison as
//                           title-or-text plus examples (an example printed inline in one source
//                           and apart in the other still matches); a primary with a duplicated id
//                           matches if any of its rules matches. Also: an "N subsections" line
//                           whose N differs from the primary's number of direct subrules.
//   "omitted-in-secondary"  an "N subsections" line (anomaly "omitted-subsections" of the outline
//                           importer) whose N matches the primary: the subrules it leaves out.
//   "missing-in-secondary"  a primary rule inside the secondary's range (its first to last
//                           top-level number) that the secondary neither contains nor declares
//                           left out; reported once per missing subtree, at the primary's
//                           file:line (primary.doc.source).
// Result in secondary order, then the missing-in-secondary ones in primary order.
std::vector<Anomaly> CrossCheckSecondary(const ImportedDocument& secondary,
                                         const ImportedDocument& primary);

}  // namespace arbiter::corpus
