// `arbiter docs`: every document of the database with its game, kind, version, effective window
// (corpus/windows.h), whether it is in force on a date or superseded (and by what), its rule count
// and provenance; as text for a terminal or as JSON ("arbiter.docs/1").
#pragma once

#include <string>
#include <vector>

#include "store/records.h"

namespace arbiter::render {

// What kind of document this is for a judge: "core rules", "tournament rules", "penalties",
// "rulings", "secondary copy of <key>".
std::string DocumentKind(const corpus::Document& doc);

// What a document holds, counted: "2381 rules", "160 entries" (a rulings document), "935 cards"
// (a card database: the cards the card table takes from it).
std::string DocumentCounts(const store::DocumentRecord& doc);

// `today` is an ISO date: the standing of each document is as of that date.
std::string DocsText(const std::vector<store::DocumentRecord>& docs, const std::string& today,
                     bool color);
std::string DocsJson(const std::vector<store::DocumentRecord>& docs, const std::string& today);

}  // namespace arbiter::render
