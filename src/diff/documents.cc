#include "diff/documents.h"

#include <algorithm>

#include "corpus/importers.h"
#include "corpus/manifest.h"
#include "util/files.h"
#include "util/strings.h"

namespace arbiter::diff {

Result<std::vector<corpus::Document>> ListDocuments(const std::string& rules_db_dir) {
  auto main = corpus::LoadManifest(JoinPath(rules_db_dir, "manifest.json"));
  if (!main.ok()) return main.status();
  std::vector<corpus::Document> docs = main->documents;
  const std::string local = JoinPath(rules_db_dir, "local/manifest.json");
  if (FileExists(local)) {
    auto extra = corpus::LoadManifest(local);
    if (!extra.ok()) return extra.status();
    docs.insert(docs.end(), extra->documents.begin(), extra->documents.end());
  }
  return docs;
}

std::vector<corpus::Document> VersionsOf(const std::vector<corpus::Document>& docs,
                                         std::string_view game) {
  std::vector<corpus::Document> out;
  const std::string prefix = std::string(game) + "-";
  for (const corpus::Document& d : docs) {
    if (d.role != "primary") continue;
    if (d.game == game || StartsWith(d.game, prefix)) out.push_back(d);
  }
  std::stable_sort(out.begin(), out.end(), [](const corpus::Document& a, const corpus::Document& b) {
    return a.effective < b.effective;
  });
  return out;
}

Result<corpus::Document> ResolveDocument(const std::vector<corpus::Document>& docs,
                                         std::string_view spec, std::string* help) {
  std::vector<std::string> keys;
  for (const corpus::Document& d : docs) {
    keys.push_back(d.key);
    if (d.key == spec) return d;
  }
  const size_t at = spec.find('@');
  const std::string game(spec.substr(0, at));
  if (at != std::string_view::npos) {
    const std::string_view version = spec.substr(at + 1);
    for (const corpus::Document& d : docs) {
      if (d.game == game && (d.version == version || d.effective == version)) return d;
    }
  } else {
    std::vector<corpus::Document> versions;
    for (const corpus::Document& d : docs) {
      if (d.game == game && d.role == "primary") versions.push_back(d);
    }
    if (!versions.empty()) {
      return *std::max_element(versions.begin(), versions.end(),
                               [](const auto& a, const auto& b) { return a.effective < b.effective; });
    }
  }
  if (help != nullptr) {
    const auto close = ClosestMatches(spec, keys);
    *help = close.empty() ? "documents: " + Join(keys, ", ")
                          : "did you mean " + Join(close, " or ") + "?";
  }
  return Status::InvalidArgument("no document '" + std::string(spec) + "' in the manifest");
}

Result<corpus::ImportedDocument> ImportDocument(const std::string& rules_db_dir,
                                                const corpus::Document& doc) {
  const corpus::ImporterRow* importer = corpus::FindImporter(doc.format);
  if (importer == nullptr) {
    return Status::InvalidArgument("document " + doc.key + ": no importer for format '" +
                                   doc.format + "'");
  }
  auto text = ReadFile(JoinPath(rules_db_dir, doc.source));
  if (!text.ok()) return text.status();
  corpus::ImportedDocument out;
  out.doc = doc;
  Status s = importer->fn(*text, doc.source, &out);
  if (!s.ok()) return s;
  return out;
}

}  // namespace arbiter::diff
