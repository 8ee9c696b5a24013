#include "corpus/rules_db.h"

#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <set>

#include "corpus/importers.h"
#include "corpus/manifest.h"
#include "corpus/windows.h"
#include "util/files.h"
#include "util/paths.h"
#include "util/strings.h"

namespace arbiter::corpus {

std::string LocalDir(const std::string& rules_db_dir) {
  const std::string own = JoinPath(rules_db_dir, "local");
  const std::string user = UserDataDir();
  if (user.empty()) return own;
  const std::string installed = InstalledRulesDbDir();
  std::error_code ec;
  const bool is_installed =
      !installed.empty() && std::filesystem::equivalent(rules_db_dir, installed, ec);
  const bool writable = access(rules_db_dir.c_str(), W_OK) == 0;
  return is_installed || !writable ? JoinPath(user, "local") : own;
}

Status LoadManifests(const std::string& rules_db_dir, std::vector<Document>* docs,
                     std::vector<bool>* is_local) {
  auto bundled = LoadManifest(JoinPath(rules_db_dir, "manifest.json"));
  if (!bundled.ok()) return bundled.status();
  std::set<std::string> keys;
  for (const auto& d : bundled->documents) {
    docs->push_back(d);
    if (is_local != nullptr) is_local->push_back(false);
    keys.insert(d.key);
  }
  const std::string local_dir = LocalDir(rules_db_dir);
  const std::string local_path = JoinPath(local_dir, "manifest.json");
  if (!FileExists(local_path)) return Status::Ok();
  const std::string base = DirName(local_dir);  // what the local sources are relative to
  const bool elsewhere = local_dir != JoinPath(rules_db_dir, "local");
  auto local = LoadManifest(local_path);
  if (!local.ok()) return local.status();
  for (size_t i = 0; i < local->documents.size(); ++i) {
    const Document& d = local->documents[i];
    if (!keys.insert(d.key).second) {
      return Status::Corruption(local_path + ":" + std::to_string(local->lines[i]) +
                                ": document key \"" + d.key +
                                "\" is already used by rules-db/manifest.json");
    }
    docs->push_back(d);
    if (elsewhere) docs->back().source = JoinPath(base, d.source);
    if (is_local != nullptr) is_local->push_back(true);
  }
  return Status::Ok();
}

Result<std::vector<Document>> ListDocuments(const std::string& rules_db_dir) {
  std::vector<Document> docs;
  Status s = LoadManifests(rules_db_dir, &docs, nullptr);
  if (!s.ok()) return s;
  return docs;
}

std::vector<std::string> ImportedCardFiles(const std::string& rules_db_dir,
                                           const std::string& game) {
  std::vector<std::string> out;
  std::vector<Document> docs;
  std::vector<bool> is_local;
  if (!LoadManifests(rules_db_dir, &docs, &is_local).ok()) return out;
  // The bundled card files are listed too (for `docs`), and read by the game module itself.
  for (size_t i = docs.size(); i-- > 0;) {
    if (is_local[i] && docs[i].role == "cards" && docs[i].game == game) {
      out.push_back(docs[i].source);
    }
  }
  return out;
}

Result<ImportedDocument> ImportDocument(const std::string& rules_db_dir, const Document& doc) {
  if (doc.role == "cards" && doc.format == kCardDatabaseFormat) {
    // Its cards are read by the game module (ImportedCardFiles); here only that it is there.
    if (!FileExists(JoinPath(rules_db_dir, doc.source))) {
      return Status::IoError("document " + doc.key + ": no card database at " +
                             JoinPath(rules_db_dir, doc.source));
    }
    ImportedDocument out;
    out.doc = doc;
    return out;
  }
  const ImporterRow* importer = FindImporter(doc.format);
  if (!importer) {
    std::vector<std::string> formats;
    for (const auto& row : Importers()) formats.push_back(row.format);
    return Status::InvalidArgument("document " + doc.key + ": no importer for format '" +
                                   doc.format + "' (formats: " + Join(formats, ", ") + ")");
  }
  auto text = ReadFile(JoinPath(rules_db_dir, doc.source));
  if (!text.ok()) return text.status().WithContext("document " + doc.key);
  ImportedDocument out;
  out.doc = doc;
  out.path = JoinPath(rules_db_dir, doc.source);
  // Text that is not UTF-8 (a file placed by hand; `import` converts) is read as Windows-1252, so
  // that nothing but UTF-8 reaches the database and the JSON written from it.
  Anomaly converted;
  if (!IsValidUtf8(*text)) {
    size_t at = 0;
    while (at < text->size() && Utf8SequenceLength(*text, at) != 0) {
      at += Utf8SequenceLength(*text, at);
    }
    converted = {doc.source,
                 static_cast<int>(std::count(text->begin(), text->begin() + at, '\n')) + 1,
                 "not-utf8", "the file is not UTF-8: read as Windows-1252 (Latin-1)"};
    *text = Latin1ToUtf8(*text);
  }
  Status s = importer->fn(*text, doc.source, &out);
  if (!s.ok()) return s;
  if (!converted.code.empty()) out.anomalies.push_back(converted);
  return out;
}

std::string LineageOf(const Document& doc) {
  const size_t dash = doc.game.find('-');
  if (dash != std::string::npos && KindOf(doc) == "rulings summary")
    return doc.game.substr(0, dash);
  return doc.game;
}

std::vector<Document> VersionsOf(const std::vector<Document>& docs, std::string_view family) {
  std::vector<Document> out;
  for (const Document& d : docs) {
    if (d.role == "primary" && LineageOf(d) == family) out.push_back(d);
  }
  std::stable_sort(out.begin(), out.end(),
                   [](const Document& a, const Document& b) { return a.effective < b.effective; });
  return out;
}

Result<Document> ResolveDocument(const std::vector<Document>& docs, std::string_view spec,
                                 std::string* help) {
  std::vector<std::string> keys;
  for (const Document& d : docs) {
    keys.push_back(d.key);
    if (d.key == spec) return d;
  }
  const size_t at = spec.find('@');
  const std::string game(spec.substr(0, at));
  if (at != std::string_view::npos) {
    const std::string_view version = spec.substr(at + 1);
    for (const Document& d : docs) {
      if (d.game == game && (d.version == version || d.effective == version)) return d;
    }
  } else {
    std::vector<Document> versions;
    for (const Document& d : docs) {
      if (d.game == game && d.role == "primary") versions.push_back(d);
    }
    if (!versions.empty()) {
      return *std::max_element(versions.begin(), versions.end(), [](const auto& a, const auto& b) {
        return a.effective < b.effective;
      });
    }
  }
  if (help != nullptr) {
    const auto close = ClosestMatches(spec, keys);
    *help = close.empty() ? "documents: " + Join(keys, ", ")
                          : "did you mean " + Join(close, " or ") + "?";
  }
  return Status::InvalidArgument("no document '" + std::string(spec) + "' in the manifest");
}

}  // namespace arbiter::corpus
