// Riftbound card data: the text of rules-db/riftbound/cards-rules-relevant.json (card text after
// errata; Might written [S]) turned into engine::Card, plus the parsing of keyword lines ("[Assault
// 3]",
// "[Equip] [C]", "[Deathknell] — ...") from rules text and effect text.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "engine/state.h"
#include "util/status.h"

namespace arbiter::games::riftbound {

// The Riftbound keywords the module implements (805-821 in rule order, then Ambush 822, Hunt 823
// and Flow 829).
const std::vector<std::string>& KeywordNames();

// Keywords a card has itself, from its text: lines that start with a bracketed keyword
// ("[Assault 3] (...)", "[Equip] [1][C] (...)", "[Deathknell] — Draw 1."). Keywords only named
// inside other text (reminders, "Other friendly units have [Shield]") are not the card's own.
std::vector<engine::Keyword> ParseKeywordLines(const std::string& text);

// The cards of a card file's text, in file order: the card gallery's {"cards": [...]}
// (rules-db/riftbound/cards-rules-relevant.json, cards.json) or the card catalog's array
// (card-catalog.json; its symbol words read as the gallery's: [Might] is [S]). Corruption
// "<file>: <what>" when the text is not such a file.
Result<std::vector<engine::Card>> ParseCardFile(std::string_view text, const std::string& file);

// Fills derived fields of an inline card (keywords from its text when none were given).
void CompleteCard(engine::Card* card);

}  // namespace arbiter::games::riftbound
