// Keeping the corpus, its local manifest and the database in agreement when processes run at once
// or are killed part way (issue 14's fault findings):
// - imports are serialised by an exclusive lock (flock) on the <LocalDir> folder, builds by a lock
//   on the database's folder, so two `arbiter import`s at once lose nothing;
// - an import writes a journal (<LocalDir>/import.pending: the document's key and its copy) before
//   it touches the copy or the manifest and removes it once the database is rebuilt; a journal
//   found by the next `import` or `build` (holding the lock, so its writer is gone) means that
//   import was killed: it is completed when the manifest lists the document, else undone;
// - a build removes the temporary databases (<db>.<pid>.tmp) that killed builds left behind.
#pragma once

#include <optional>
#include <string>

#include "build/build_database.h"
#include "util/files.h"
#include "util/status.h"

namespace arbiter::build {

// Takes the import lock, on the folder `local_dir` (created when missing); waits while another
// import holds it.
Result<FileLock> LockImports(const std::string& local_dir);

// What an import records before it changes anything.
struct ImportJournal {
  std::string key;   // the document's manifest key, "riftbound@2026-02-02"
  std::string copy;  // the path of the copy it writes
};

std::string JournalPath(const std::string& local_dir);
// Writes the journal durably (WriteFileAtomic).
Status WriteImportJournal(const std::string& local_dir, const ImportJournal& journal);
// The journal, or nullopt when there is none. Corruption when it is not two lines.
Result<std::optional<ImportJournal>> ReadImportJournal(const std::string& local_dir);
void RemoveImportJournal(const std::string& local_dir);

// With the import lock held: removes temporary files of killed writes in the local folders; when
// a journal shows an import was killed, completes it (the local manifest lists its document and
// the copy exists) or undoes it (removes the copy, and the manifest entry when its copy is
// missing), rebuilds the database and removes the journal. Returns a sentence saying what was
// repaired, "" when no import was pending.
Result<std::string> RepairInterruptedImport(const BuildOptions& options,
                                            const std::string& local_dir);

// The temporary databases of killed builds of `db_path` (<db_path>.<digits>.tmp, and the
// writer's <db_path>.<digits>.tmp.rules_fts beside them) removed; their number. Call with the
// build lock held.
int RemoveStaleTemporaries(const std::string& db_path);

// BuildDatabase under the build lock (on the folder of options.db_path: builds into one folder run
// one at a time), after removing stale temporaries.
Result<BuildStats> LockedBuild(const BuildOptions& options);

}  // namespace arbiter::build
