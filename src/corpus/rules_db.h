// The one reader of a rules-db/ folder: its manifests (the bundled rules-db/manifest.json and the
// user's local/manifest.json) and the documents they list, each read through its importer. The
// database build, `diff`, `history` and `analogues` all get their documents here, from the
// rules-db the command line was given; lookups and `--quote` read the built database instead.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "corpus/model.h"
#include "util/status.h"

namespace arbiter::corpus {

// Where the documents a user adds with `arbiter import` live for this rules-db: its own local/
// folder, unless the rules-db is an installed one (util/paths.h InstalledRulesDbDir) or not
// writable; then the user's <UserDataDir()>/local. The local manifest is <LocalDir>/manifest.json
// and its sources ("local/<game>/<file>") are relative to the folder holding <LocalDir>.
std::string LocalDir(const std::string& rules_db_dir);

// The documents of <rules_db_dir>/manifest.json followed by those of <LocalDir>/manifest.json
// (when it exists; their sources made absolute when LocalDir is not under rules_db_dir);
// `is_local` (may be null) tells which. Corruption on a malformed manifest or a key used twice
// (file:line of the second use).
Status LoadManifests(const std::string& rules_db_dir, std::vector<Document>* docs,
                     std::vector<bool>* is_local);

// The same documents as one list.
Result<std::vector<Document>> ListDocuments(const std::string& rules_db_dir);

// Reads doc.source (relative to rules_db_dir) and runs the importer for doc.format. Text that is
// not UTF-8 is read as Windows-1252 and noted as a "not-utf8" anomaly (the database holds UTF-8).
// InvalidArgument for an unknown format (with the known ones), IoError for an unreadable file,
// the importer's own Corruption when the file is not of that format.
Result<ImportedDocument> ImportDocument(const std::string& rules_db_dir, const Document& doc);

// A card database added with `arbiter import` is a document of role "cards" and this format: a
// game's card file, read by the game module's card reader (engine/module.h ParseCardFile), not by
// a rules importer. ImportDocument reads it as a document without rules.
inline constexpr char kCardDatabaseFormat[] = "card-database";

// The card databases added for `game` with `arbiter import` (documents of role "cards" in the local
// manifest; the bundled manifest lists the game modules' own card files, which they read
// themselves), the latest added first: their
// paths, relative to rules_db_dir (absolute for a user's local folder elsewhere). A card of a name
// is taken from the first file that has it, so a newer database's text wins over the bundled
// files. Empty when the manifests cannot be read (the build reports that).
std::vector<std::string> ImportedCardFiles(const std::string& rules_db_dir,
                                           const std::string& game);

// The document `spec` names: a manifest key ("mtg@2025-02-07"); "<game>@<version or effective
// date>"; or a game alone, meaning its newest primary document. InvalidArgument when nothing
// matches, with the choices (or a "did you mean") in *help.
Result<Document> ResolveDocument(const std::vector<Document>& docs, std::string_view spec,
                                 std::string* help);

// The family of rules a document's text belongs to, which history and diffs follow: its game,
// except for a rulings summary of an older numbering, "<game>-...", which belongs to <game> (the
// 2008 rulings summary "mtg-rulings-2008" holds MTG rules in their 2008 numbering). Tournament
// rules ("riftbound-tr") are a family of their own.
std::string LineageOf(const Document& doc);

// The versions of one family's rules that history follows, oldest first: the primary documents
// whose LineageOf is `family`, ordered by effective date.
std::vector<Document> VersionsOf(const std::vector<Document>& docs, std::string_view family);

}  // namespace arbiter::corpus
