#include "build/import_guard.h"

#include <cstring>
#include <filesystem>

#include "corpus/manifest.h"
#include "util/strings.h"

namespace arbiter::build {
namespace {

namespace fs = std::filesystem;

bool AllDigits(std::string_view s) {
  if (s.empty()) return false;
  for (char c : s) {
    if (!IsAsciiDigit(c)) return false;
  }
  return true;
}

// Removes `<name>.tmp.<digits>` files (WriteFileAtomic's, from killed writers) in `dir`.
void RemoveStaleWrites(const std::string& dir) {
  std::error_code ec;
  for (auto it = fs::directory_iterator(dir, ec); !ec && it != fs::directory_iterator();
       it.increment(ec)) {
    const std::string name = it->path().filename().string();
    const size_t at = name.rfind(".tmp.");
    if (at != std::string::npos && AllDigits(std::string_view(name).substr(at + 5))) {
      fs::remove(it->path(), ec);
    }
  }
}

}  // namespace

Result<FileLock> LockImports(const std::string& local_dir) {
  std::error_code ec;
  fs::create_directories(local_dir, ec);
  if (ec) return Status::IoError("cannot create " + local_dir + ": " + ec.message());
  return FileLock::Acquire(local_dir);
}

std::string JournalPath(const std::string& local_dir) {
  return JoinPath(local_dir, "import.pending");
}

Status WriteImportJournal(const std::string& local_dir, const ImportJournal& journal) {
  return WriteFileAtomic(JournalPath(local_dir), journal.key + "\n" + journal.copy + "\n");
}

Result<std::optional<ImportJournal>> ReadImportJournal(const std::string& local_dir) {
  const std::string path = JournalPath(local_dir);
  if (!FileExists(path)) return std::optional<ImportJournal>();
  auto text = ReadFile(path, 1 << 16);
  if (!text.ok()) return text.status();
  const std::vector<std::string> lines = SplitLines(*text);
  if (lines.size() < 2 || lines[0].empty() || lines[1].empty()) {
    return Status::Corruption(path + ": expected the key and the copy of an import, one a line");
  }
  return std::optional<ImportJournal>(ImportJournal{lines[0], lines[1]});
}

void RemoveImportJournal(const std::string& local_dir) {
  std::error_code ec;
  fs::remove(JournalPath(local_dir), ec);
}

Result<std::string> RepairInterruptedImport(const BuildOptions& options,
                                            const std::string& local_dir) {
  RemoveStaleWrites(local_dir);  // a write killed before (or while) its journal was written
  auto journal = ReadImportJournal(local_dir);
  if (!journal.ok()) return journal.status();
  if (!journal->has_value()) return std::string();
  const ImportJournal& j = **journal;
  RemoveStaleWrites(DirName(j.copy));
  const std::string manifest_path = JoinPath(local_dir, "manifest.json");
  std::vector<corpus::Document> local;
  if (FileExists(manifest_path)) {
    auto m = corpus::LoadManifest(manifest_path);
    if (!m.ok()) return m.status().WithContext("repairing an interrupted import");
    local = m->documents;
  }
  size_t listed = local.size();
  for (size_t i = 0; i < local.size(); ++i) {
    if (local[i].key == j.key) listed = i;
  }
  std::error_code ec;
  std::string what;
  if (listed < local.size() && FileExists(j.copy)) {
    what = "an import of " + j.key + " was interrupted before the database was rebuilt; completed";
  } else {
    if (listed < local.size()) {
      local.erase(local.begin() + static_cast<long>(listed));
      Status s = WriteFileAtomic(
          manifest_path, corpus::RenderManifest(local, "Documents added with `arbiter import`."));
      if (!s.ok()) return s.WithContext("repairing an interrupted import");
    }
    fs::remove(j.copy, ec);
    what = "an import of " + j.key + " was interrupted before it was listed; undone";
  }
  auto stats = LockedBuild(options);
  if (!stats.ok()) return stats.status().WithContext("repairing an interrupted import");
  RemoveImportJournal(local_dir);
  return what;
}

int RemoveStaleTemporaries(const std::string& db_path) {
  const fs::path db(db_path);
  const std::string prefix = db.filename().string() + ".";
  fs::path dir = db.parent_path();
  if (dir.empty()) dir = ".";
  int removed = 0;
  std::error_code ec;
  for (auto it = fs::directory_iterator(dir, ec); !ec && it != fs::directory_iterator();
       it.increment(ec)) {
    std::string name = it->path().filename().string();
    // The writer's side file for rules_fts (store/writer.h) is the temporary's name + ".rules_fts".
    if (EndsWith(name, ".tmp.rules_fts")) name.resize(name.size() - std::strlen(".rules_fts"));
    if (name.size() <= prefix.size() + 4 || !StartsWith(name, prefix) || !EndsWith(name, ".tmp")) {
      continue;
    }
    const std::string_view pid =
        std::string_view(name).substr(prefix.size(), name.size() - prefix.size() - 4);
    std::error_code rm;
    if (AllDigits(pid) && fs::remove(it->path(), rm)) ++removed;
  }
  return removed;
}

Result<BuildStats> LockedBuild(const BuildOptions& options) {
  std::string dir = DirName(options.db_path);
  auto lock = FileLock::Acquire(dir.empty() ? "." : dir);
  if (!lock.ok()) return lock.status().WithContext("build " + options.db_path);
  RemoveStaleTemporaries(options.db_path);
  return BuildDatabase(options);
}

}  // namespace arbiter::build
