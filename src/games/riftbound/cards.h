// Riftbound card data: rules-db/riftbound/cards-rules-relevant.json (card text after errata; Might
// written [S]) turned into engine::Card, plus the parsing of keyword lines ("[Assault 3]",
// "[Equip] [C]", "[Deathknell] — ...") from rules text and effect text.
#pragma once

#include <string>
#include <vector>

#include "engine/state.h"
#include "util/status.h"

namespace arbiter::games::riftbound {

// The Riftbound keywords of rules 731-747, in rule order.
const std::vector<std::string>& KeywordNames();

// Keywords a card has itself, from its text: lines that start with a bracketed keyword
// ("[Assault 3] (...)", "[Equip] [1][C] (...)", "[Deathknell] — Draw 1."). Keywords only named
// inside other text (reminders, "Other friendly units have [Shield]") are not the card's own.
std::vector<engine::Keyword> ParseKeywordLines(const std::string& text);

// Loads the card file once per process. Returns NotFound for an unknown name; IoError/Corruption
// when the file cannot be read.
Result<engine::Card> LookupCardByName(const std::string& name);
std::vector<std::string> AllCardNames();

// Fills derived fields of an inline card (keywords from its text when none were given).
void CompleteCard(engine::Card* card);

}  // namespace arbiter::games::riftbound
