// `arbiter import FILE`: adds a release of a rules document the user has (newer or older) to the
// corpus. The format is detected (or --format), the game follows from the format (or --game),
// the effective date and title are read from the file where it states them (or --effective,
// --title). The file is copied into rules-db/local/<game>/, listed in rules-db/local/manifest.json
// (for an installed or read-only rules-db: the user's $XDG_DATA_HOME/arbiter/local/ and a database
// of their own beside it, corpus::LocalDir) and the database is rebuilt; the newest primary
// document of a game becomes its default, older ones stay queryable as game@version:id. On a failed
// rebuild the import is undone.
#include <CLI/CLI.hpp>
#include <algorithm>
#include <cctype>
#include <cstdio>
#include <filesystem>
#include <memory>

#include "build/build_database.h"
#include "build/import_guard.h"
#include "cli/commands.h"
#include "corpus/importers.h"
#include "corpus/manifest.h"
#include "corpus/rules_db.h"
#include "corpus/windows.h"
#include "render/lookup_render.h"
#include "scenario/game_table.h"
#include "store/store.h"
#include "util/files.h"
#include "util/paths.h"
#include "util/strings.h"

namespace arbiter::cli {
namespace {

struct ImportOptions {
  std::string file;
  std::string game;
  std::string version;
  std::string effective;
  std::string format;
  std::string title;
};

bool IsIsoDate(const std::string& s) {
  if (s.size() != 10 || s[4] != '-' || s[7] != '-') return false;
  for (size_t i : {0, 1, 2, 3, 5, 6, 8, 9}) {
    if (!std::isdigit(static_cast<unsigned char>(s[i]))) return false;
  }
  return true;
}

// A name of letters, digits, '.', '_' and '-' that starts with a letter or digit: what --game and
// a version may be, since both become part of a path and of the key game@version:id.
bool IsSafeName(const std::string& s, size_t max_size) {
  if (s.empty() || s.size() > max_size || !std::isalnum(static_cast<unsigned char>(s[0]))) {
    return false;
  }
  for (char c : s) {
    if (!std::isalnum(static_cast<unsigned char>(c)) && c != '.' && c != '_' && c != '-') {
      return false;
    }
  }
  return true;
}

// The file name of the copy: the original's name with anything but letters, digits, '.' and '-'
// replaced by '_' and no leading dot, at most 100 bytes; never a path.
std::string SafeFileName(const std::string& file) {
  std::string name = std::filesystem::path(file).filename().string();
  for (char& c : name) {
    if (!std::isalnum(static_cast<unsigned char>(c)) && c != '.' && c != '-') c = '_';
  }
  while (!name.empty() && name[0] == '.') name.erase(0, 1);
  if (name.size() > 100) name.erase(0, name.size() - 100);
  return name.empty() ? "document.txt" : name;
}

// Whether `path`, made absolute and normal, lies inside `dir`.
bool Inside(const std::string& path, const std::string& dir) {
  std::error_code ec;
  const std::string p = std::filesystem::absolute(path, ec).lexically_normal().string();
  std::string d = std::filesystem::absolute(dir, ec).lexically_normal().string();
  if (!d.empty() && d.back() != '/') d += '/';
  return StartsWith(p, d);
}

constexpr size_t kMaxTitleBytes = 200;

// Runs every importer and keeps the one that reads the most numbered rules, glossary terms and
// rulings with the fewest anomalies. An importer that accepts any prose (ids from headings) wins
// only when no importer finds numbered rules. Returns nullptr when none reads anything.
const corpus::ImporterRow* DetectFormat(const std::string& text, const std::string& file,
                                        const corpus::Document& base) {
  const corpus::ImporterRow* best = nullptr;
  const corpus::ImporterRow* fallback = nullptr;
  long best_score = 0;
  size_t fallback_rules = 0;
  for (const auto& row : corpus::Importers()) {
    corpus::ImportedDocument out;
    out.doc = base;
    out.doc.format = row.format;
    if (!row.fn(text, file, &out).ok()) continue;
    long numbered = 0;
    for (const auto& r : out.rules) {
      if (!r.id.empty() && std::isdigit(static_cast<unsigned char>(r.id[0]))) ++numbered;
    }
    long score = numbered + static_cast<long>(out.rulings.size()) +
                 (numbered > 0 ? static_cast<long>(out.glossary.size()) : 0) -
                 static_cast<long>(out.anomalies.size());
    if (score > best_score) {
      best = &row;
      best_score = score;
    }
    if (numbered == 0 && out.rules.size() > fallback_rules) {
      fallback = &row;
      fallback_rules = out.rules.size();
    }
  }
  return best ? best : fallback;
}

// The database an import rebuilds: --db, else the user's own beside their local documents for an
// installed or read-only rules-db, else the one beside the binary.
std::string ImportDatabase(const Context& ctx, bool to_user_dir) {
  if (!ctx.db_given && to_user_dir) return JoinPath(UserDataDir(), "arbiter.db");
  if (!ctx.db_given && !ExecutableDir().empty()) return JoinPath(ExecutableDir(), "arbiter.db");
  return ctx.db_path;
}

// "FILE:LINE is not UTF-8 (byte 0xE9)" for the first byte of `text` that is not UTF-8.
std::string FirstNonUtf8(const std::string& file, const std::string& text) {
  size_t at = 0;
  while (at < text.size() && Utf8SequenceLength(text, at) != 0) at += Utf8SequenceLength(text, at);
  const long line = std::count(text.begin(), text.begin() + static_cast<long>(at), '\n') + 1;
  char byte[8];
  std::snprintf(byte, sizeof byte, "0x%02X",
                at < text.size() ? static_cast<unsigned char>(text[at]) : 0u);
  return file + ":" + std::to_string(line) + " is not UTF-8 (byte " + byte + ")";
}

// The game whose card reader (engine/module.h ParseCardFile) reads cards from `text`, and how many;
// {"", 0} when none does. `game` ("" for any) restricts the games tried.
struct CardReading {
  std::string game;                   // the first game whose reader read cards; "" when none
  size_t count = 0;                   // its cards
  std::vector<std::string> refusals;  // "<game>: <reason>" of each reader that refused the file
};
CardReading CardDatabaseGame(const std::string& text, const std::string& file,
                             const std::string& game) {
  CardReading out;
  for (const auto& row : scenario::Games()) {
    if (!game.empty() && row.game != game) continue;
    auto cards = row.get().ParseCardFile(text, file);
    if (cards.ok() && !cards->empty()) {
      out.game = row.game;
      out.count = cards->size();
      return out;
    }
    out.refusals.push_back(std::string(row.game) + ": " +
                           (cards.ok() ? std::string("no cards") : cards.status().message()));
  }
  return out;
}

int RunImport(Context& ctx, const ImportOptions& o) {
  // Only a regular file, at most kMaxFileBytes: not a device (/dev/zero), not a FIFO.
  auto text = ReadRegularFile(o.file);
  if (!text.ok()) return ctx.Fail(text.status());
  // Options that become part of a path or a key are names, never paths.
  if (!o.game.empty() && !IsSafeName(o.game, 40)) {
    return ctx.Fail(
        Status::InvalidArgument("--game must be a name of letters, digits, '.', '_' "
                                "and '-' (at most 40), like riftbound"));
  }
  if (!o.version.empty() && !IsSafeName(o.version, 64)) {
    return ctx.Fail(
        Status::InvalidArgument("--version must be a label of letters, digits, '.', "
                                "'_' and '-' (at most 64), like 1.4 or 2026-02-02"));
  }
  if (!o.title.empty() && (!IsValidUtf8(o.title) || o.title.size() > kMaxTitleBytes)) {
    return ctx.Fail(Status::InvalidArgument("--title must be UTF-8 text of at most " +
                                            std::to_string(kMaxTitleBytes) + " bytes"));
  }
  if (!o.effective.empty() && !IsIsoDate(o.effective)) {
    return ctx.Fail(Status::InvalidArgument("--effective must be a date like 2026-08-07, not '" +
                                            ToValidUtf8(o.effective) + "'"));
  }
  // A document that is not UTF-8 is read as Windows-1252 (Latin-1 with typographic quotes), the
  // usual encoding of such files, and copied as UTF-8; the user is told where.
  std::string converted_note;
  if (!IsValidUtf8(*text)) {
    converted_note = "arbiter: note: " + FirstNonUtf8(o.file, *text) +
                     ": read as Windows-1252 (Latin-1) and copied as UTF-8\n";
    *text = Latin1ToUtf8(*text);
  }

  // One import at a time into this local folder, and one that was killed repaired first.
  const std::string local_dir = corpus::LocalDir(ctx.rules_db_dir);
  const bool to_user_dir = local_dir != JoinPath(ctx.rules_db_dir, "local");
  auto lock = build::LockImports(local_dir);
  if (!lock.ok()) return ctx.Fail(lock.status());
  build::BuildOptions b;
  b.rules_db_dir = ctx.rules_db_dir;
  b.db_path = ImportDatabase(ctx, to_user_dir);
  auto repaired = build::RepairInterruptedImport(b, local_dir);
  if (!repaired.ok()) return ctx.Fail(repaired.status());
  if (!repaired->empty()) *ctx.err << "arbiter: note: " << *repaired << "\n";

  std::vector<corpus::Document> docs;
  std::vector<bool> is_local;
  Status s = corpus::LoadManifests(ctx.rules_db_dir, &docs, &is_local);
  if (!s.ok()) return ctx.Fail(s);

  corpus::Document doc;
  doc.game = o.game;
  doc.effective = o.effective;
  doc.title = o.title;
  doc.version = o.version;
  const corpus::ImporterRow* importer = nullptr;
  std::vector<std::string> formats;
  for (const auto& row : corpus::Importers()) formats.push_back(row.format);
  formats.push_back(corpus::kCardDatabaseFormat);
  if (!o.format.empty() && o.format != corpus::kCardDatabaseFormat) {
    importer = corpus::FindImporter(o.format);
    if (!importer) {
      auto close = ClosestMatches(o.format, formats, 1);
      return ctx.Fail(
          Status::InvalidArgument("unknown format '" + ToValidUtf8(o.format) + "'"),
          close.empty() ? "formats: " + Join(formats, ", ") : "did you mean '" + close[0] + "'?");
    }
  } else if (o.format != corpus::kCardDatabaseFormat) {
    importer = DetectFormat(*text, o.file, doc);
  }
  // A card database: no rules importer reads it, a game's card reader does.
  size_t card_count = 0;
  if (!importer) {
    const CardReading read = CardDatabaseGame(*text, o.file, o.game);
    const std::string& game = read.game;
    const size_t count = read.count;
    if (game.empty()) {
      if (o.format == corpus::kCardDatabaseFormat) {
        // Each reader's reason, which names the card and the line when there is one.
        return ctx.Fail(
            Status::InvalidArgument("no game's card reader reads cards from " + o.file + " (" +
                                    ToValidUtf8(Join(read.refusals, "; ")) + ")"),
            "a card database is a JSON card file of the shape of the bundled ones "
            "(rules-db/riftbound/cards.json, rules-db/mtg/cards-sample.oracle.json)");
      }
      return ctx.Fail(Status::InvalidArgument("cannot tell the format of " + o.file),
                      "pass --format (formats: " + Join(formats, ", ") + ")");
    }
    doc.game = game;
    card_count = count;
  }
  const bool cards = importer == nullptr;
  if (cards) {
    doc.format = corpus::kCardDatabaseFormat;
    doc.role = "cards";
    doc.kind = "cards";
    if (doc.version.empty())
      doc.version = doc.effective.empty() ? corpus::TodayIso() : doc.effective;
    if (doc.title.empty()) {
      doc.title = doc.game + " card database";
      doc.title[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(doc.title[0])));
    }
  } else {
    doc.format = importer->format;
  }
  // The game and a default title follow from a bundled primary document of the same format.
  const corpus::Document* like = nullptr;
  for (const auto& d : docs) {
    if (d.format == doc.format && d.role == "primary" && !like) like = &d;
  }
  if (doc.game.empty() && !cards) {
    if (!like) {
      return ctx.Fail(Status::InvalidArgument("cannot tell which game " + o.file + " is for"),
                      "pass --game");
    }
    doc.game = like->game;
  }

  corpus::ImportedDocument imported;
  imported.doc = doc;
  if (!cards) {
    s = importer->fn(*text, o.file, &imported);
    if (!s.ok()) return ctx.Fail(s);
    if (imported.rules.empty() && imported.glossary.empty() && imported.rulings.empty()) {
      return ctx.Fail(
          Status::InvalidArgument("the " + doc.format + " importer found nothing in " + o.file));
    }
  }
  doc.effective = imported.doc.effective;
  if (cards) {
    // A card database has no effective date of its own: it is read as the newest cards.
  } else if (doc.effective.empty()) {
    return ctx.Fail(Status::InvalidArgument("cannot find the effective date in " + o.file),
                    "pass --effective YYYY-MM-DD");
  }
  // What the document gives as its date must be one: it also names the version and the copy.
  if (!(cards && doc.effective.empty()) && !IsIsoDate(doc.effective)) {
    return ctx.Fail(Status::InvalidArgument("the effective date in " + o.file + " is '" +
                                            ToValidUtf8(doc.effective.substr(0, 80)) +
                                            "', not a date like 2026-08-07"),
                    "pass --effective YYYY-MM-DD");
  }
  if (doc.title.empty()) doc.title = imported.doc.title;
  if (doc.title.empty() && like) doc.title = like->title;
  if (doc.title.empty()) {
    doc.title = ToValidUtf8(std::filesystem::path(o.file).filename().string());
  }
  if (doc.title.size() > kMaxTitleBytes) {
    return ctx.Fail(Status::InvalidArgument("the title read from " + o.file + " is longer than " +
                                            std::to_string(kMaxTitleBytes) + " bytes"),
                    "pass --title");
  }
  if (doc.version.empty()) doc.version = doc.effective;
  doc.key = doc.game + (cards ? "-cards@" : "@") + doc.version;
  for (const auto& d : docs) {
    if (d.key == doc.key) {
      return ctx.Fail(Status::InvalidArgument("document " + doc.key + " is already in the corpus"),
                      "pass --version to import it under another version label");
    }
  }

  // Copy the file into <local>/<game>/ and list it in the local manifest: <local> is
  // rules-db/local, or the user's data folder for an installed or read-only rules-db
  // (corpus::LocalDir). Every part of the name is checked above or made safe here.
  const std::string rel = "local/" + doc.game + "/" + doc.version + "-" + SafeFileName(o.file);
  const std::string dest = JoinPath(DirName(local_dir), rel);
  if (!Inside(dest, local_dir)) {
    return ctx.Fail(Status::InvalidArgument("the copy of " + o.file + " would be written at " +
                                            dest + ", outside " + local_dir));
  }
  std::error_code ec;
  std::filesystem::create_directories(DirName(dest), ec);
  if (ec) {
    return ctx.Fail(Status::IoError("cannot create " + DirName(dest) + ": " + ec.message()));
  }
  doc.source = rel;
  doc.provenance = "Imported with `arbiter import` from " +
                   ToValidUtf8(std::filesystem::absolute(o.file, ec).string()) + ".";
  if (!cards) doc.role = "primary";
  const std::string manifest_path = JoinPath(local_dir, "manifest.json");
  std::vector<corpus::Document> local;
  std::string old_manifest;
  const bool had_manifest = FileExists(manifest_path);
  if (had_manifest) {
    auto m = corpus::LoadManifest(manifest_path);
    if (!m.ok()) return ctx.Fail(m.status());
    local = m->documents;
    auto old = ReadFile(manifest_path);
    if (!old.ok()) return ctx.Fail(old.status());
    old_manifest = *old;
  }
  local.push_back(doc);
  // The journal first: if this process is killed from here on, the next import or build
  // completes or undoes this import (build/import_guard.h).
  s = build::WriteImportJournal(local_dir, {doc.key, dest});
  if (!s.ok()) return ctx.Fail(s);
  s = WriteFileAtomic(dest, *text);
  if (s.ok()) {
    s = WriteFileAtomic(manifest_path,
                        corpus::RenderManifest(local, "Documents added with `arbiter import`."));
    if (!s.ok()) std::remove(dest.c_str());
  }
  if (!s.ok()) {
    build::RemoveImportJournal(local_dir);
    return ctx.Fail(s);
  }

  auto stats = build::LockedBuild(b);
  if (!stats.ok()) {
    // Undo: the corpus stays as it was.
    std::remove(dest.c_str());
    if (had_manifest)
      WriteFileAtomic(manifest_path, old_manifest);
    else
      std::remove(manifest_path.c_str());
    build::RemoveImportJournal(local_dir);
    return ctx.Fail(stats.status().WithContext("import undone; rebuilding failed"));
  }
  build::RemoveImportJournal(local_dir);
  *ctx.err << converted_note;
  auto st = store::Store::OpenReadOnly(b.db_path);
  if (!st.ok()) return ctx.Fail(st.status());
  auto records = st->Documents();
  if (!records.ok()) return ctx.Fail(records.status());
  if (ctx.json) {
    *ctx.out << render::DocumentsJson(*records);
    return 0;
  }
  if (cards) {
    // Its cards now answer `arbiter card` and scenarios before the bundled files' (corpus
    // ImportedCardFiles).
    *ctx.out << "imported " << o.file << " as " << doc.key << " (" << doc.format << ", "
             << card_count << (card_count == 1 ? " card of " : " cards of ") << doc.game
             << ") into " << (to_user_dir ? dest : rel) << "\n"
             << "its cards now come before the bundled " << doc.game
             << " card files: a card it holds is read from it\n"
             << "rebuilt " << b.db_path << ":\n"
             << render::DocumentsText(*records, false);
    return 0;
  }
  *ctx.out << "imported " << o.file << " as " << doc.key << " (" << doc.format << ", "
           << imported.rules.size() << " rules) into " << (to_user_dir ? dest : rel) << "\n";
  for (const auto& r : *records) {
    if (r.doc.key != doc.key) continue;
    // The effective window the corpus derived for it (corpus/windows.h), and what that means today.
    std::string window;
    if (r.window.from.empty()) {
      window = "no effective date (the document prints none; --effective DATE gives one)";
    } else if (r.window.until.empty()) {
      window = "effective from " + r.window.from + ", no later release held";
    } else {
      const std::string next =
          !r.window.superseded_by.empty() ? r.window.superseded_by : r.window.replaced_by;
      window = "effective " + r.window.from + " until " + r.window.until +
               (next.empty() ? "" : ", when " + next + " replaces it");
    }
    *ctx.out << doc.key << ": " << window << "\n"
             << (r.is_default ? doc.key + " is now the default for " + doc.game
                              : doc.key + " is queryable as " + doc.key +
                                    ":<id>; the default for " + doc.game + " is unchanged")
             << "\n";
  }
  *ctx.out << "rebuilt " << b.db_path << ":\n" << render::DocumentsText(*records, false);
  return 0;
}

}  // namespace

void SetupImport(CLI::App* app, RunFn* run) {
  auto o = std::make_shared<ImportOptions>();
  CLI::App* sub = app->add_subcommand(
      "import", "add a release of a rules document (copied into rules-db/local/, then rebuilt)");
  sub->add_option("file", o->file, "the document, in any format the corpus reads")->required();
  sub->add_option("--game", o->game, "the game (default: from the format)");
  sub->add_option("--version", o->version, "version label (default: the effective date)");
  sub->add_option("--effective", o->effective,
                  "effective date YYYY-MM-DD (default: from the text)");
  sub->add_option("--format", o->format, "importer to use (default: detected)");
  sub->add_option("--title", o->title, "title (default: from the text)");
  sub->callback([run, o] { *run = [o](Context& ctx) { return RunImport(ctx, *o); }; });
}

}  // namespace arbiter::cli
