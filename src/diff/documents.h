// Finding and reading the documents to compare: resolves what a user types ("mtg@2025-02-07",
// "mtg", "mtg-rulings-2008") against rules-db/manifest.json and runs the document's importer on
// its source file. Used by `arbiter diff` and `arbiter history`, which need every rule of a
// document at once.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "corpus/model.h"
#include "util/status.h"

namespace arbiter::diff {

// The documents of <rules_db_dir>/manifest.json (and local/manifest.json when present).
Result<std::vector<corpus::Document>> ListDocuments(const std::string& rules_db_dir);

// The document `spec` names: a manifest key ("mtg@2025-02-07"); "<game>@<version or effective
// date>"; or a game alone, meaning its newest primary document. InvalidArgument when nothing
// matches, with the choices (or a "did you mean") in *help.
Result<corpus::Document> ResolveDocument(const std::vector<corpus::Document>& docs,
                                         std::string_view spec, std::string* help);

// The versions of one game's rules that history follows, oldest first: the primary documents of
// `game` and of games named "<game>-..." (the 2008 rulings summary "mtg-rulings-2008" holds
// MTG rules in their 2008 numbering), ordered by effective date.
std::vector<corpus::Document> VersionsOf(const std::vector<corpus::Document>& docs,
                                         std::string_view game);

// Reads doc.source under rules_db_dir and runs the importer for doc.format. IoError when the file
// cannot be read, InvalidArgument for an unknown format, the importer's Corruption otherwise.
Result<corpus::ImportedDocument> ImportDocument(const std::string& rules_db_dir,
                                                const corpus::Document& doc);

}  // namespace arbiter::diff
