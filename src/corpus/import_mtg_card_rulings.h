// Importer "mtg-card-rulings": official dated card rulings in Scryfall's rulings shape
//   {"meta": {...}, "rulings": [{"object": "ruling", "oracle_id": "...", "published_at":
//    "2007-10-01", "comment": "...", "card_name": "Ajani Goldmane", "source": "wotc"?}, ...]}
// (a bare top-level array, or {"data": [...]} as the Scryfall API returns it, is read too).
#pragma once

#include <string>
#include <string_view>

#include "corpus/model.h"
#include "util/status.h"

namespace arbiter::corpus {

// Every ruling becomes a Ruling: id "<card-slug>.<n>" (slug: the card name in lower case, runs of
// other characters turned into one '-'; n counts that card's rulings from 1 in file order), card
// name, text, ISO date, source ("Wizards of the Coast" for "wotc", "Scryfall" for "scryfall", and
// "MTGJSON" when the file does not say, as in the bundled sample), cites = the rule numbers the
// text mentions (ExtractReferences, kMtg). No rules or glossary. Ruling.line is the line of its
// "comment" key when every ruling has exactly one, else 0.
// Anomalies: "slug-collision" (two oracle ids with the same slug; the second gets "-2"),
// "bad-ruling" (an entry without comment or with a date that is not ISO; skipped or kept as
// stated in the message). Returns Corruption naming `file` when the text is not JSON of this shape.
Status ImportMtgCardRulings(std::string_view text, const std::string& file, ImportedDocument* out);

// "Jace, the Mind Sculptor" -> "jace-the-mind-sculptor".
std::string CardSlug(std::string_view name);

}  // namespace arbiter::corpus
