// Cross-references inside rule and glossary text: "See rule 614, “Replacement Effects.”",
// "(See rule 113.10.)", "rules 702.4 and 702.5", "rule 601.2f–h", "section 7", Riftbound's
// "See rule 421 Attach for more information." and "See rule 127. Privacy for more information.".
//
// Only numbers introduced by "rule", "rules", "subrule(s)", "section(s)", or standing right after
// "See" are references; "deal 3 damage" or "a 2/2 creature" never are.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "corpus/rule_id.h"

namespace arbiter::corpus {

struct Reference {
  // The matched text, from the introducing word ("rule", "rules", "section"; the number itself
  // after a bare "See") to the end of the last number: "rule 614", "rules 601.2f–h",
  // "rules 702.4 and 702.5". In kDotted style a dot right after the last number belongs to it
  // ("rule 127."); in kMtg style it is punctuation and is left out.
  std::string raw;
  size_t offset = 0;  // byte offset of `raw` in the text
  // Canonical ids in `style`, in the order written, ranges expanded ("601.2f–h" -> 601.2f,
  // 601.2g, 601.2h; MTG letter ranges skip l and o), duplicates removed. Never empty.
  std::vector<std::string> targets;
  // The title that follows a single-number reference, when the text gives one:
  // "Replacement Effects" in `See rule 614, “Replacement Effects.”`, "Attach" in Riftbound's
  // `See rule 421 Attach for more information.`; "" otherwise.
  std::string title;
};

// All references in `text`, in order of offset. Never fails: text without references gives an
// empty vector. A range that cannot be expanded (end before start, more than 100 ids, different
// parents) yields its two end points only.
std::vector<Reference> ExtractReferences(std::string_view text, IdStyle style);

// The distinct targets of all references in `text`, in order of first mention.
std::vector<std::string> ReferencedIds(std::string_view text, IdStyle style);

// The MTG subrule letter sequence: a b c ... k m n p ... z (l and o skipped), then aa ab ...
// Returns the suffix at `index` (0 -> "a"), or the index of a suffix (-1 when not in the sequence).
std::string MtgLetterSuffix(int index);
int MtgLetterIndex(std::string_view suffix);

}  // namespace arbiter::corpus
