// Reading and writing whole files with Status results. Reads are bounded in size; writes are
// atomic and durable: the data goes to a temporary file beside the target, which is flushed to
// disk and renamed into place only when complete, and the rename itself is flushed.
#pragma once

#include <cstddef>
#include <string>
#include <utility>

#include "util/status.h"

namespace arbiter {

// The largest file arbiter reads whole: 64 MiB (the largest bundled document is under 1 MiB, a
// full Scryfall rulings file about 25 MiB). Nothing reads /dev/zero until memory runs out.
inline constexpr size_t kMaxFileBytes = size_t{64} << 20;

// Reads the whole file, at most `max_bytes` of it. IoError names the path and the reason (errno
// text, "is a directory", or "is larger than N bytes"). Pipes and devices are read too
// (`arbiter run /dev/stdin`), under the same limit.
Result<std::string> ReadFile(const std::string& path, size_t max_bytes = kMaxFileBytes);

// As ReadFile, but only a regular file: a directory, pipe, socket or device is refused before it
// is opened (so a FIFO with no writer cannot block): IoError for a directory, else
// InvalidArgument.
Result<std::string> ReadRegularFile(const std::string& path, size_t max_bytes = kMaxFileBytes);

// Writes `data` to `path` through `path.tmp.<pid>`: the temporary file is fsynced, renamed over
// `path` and the directory fsynced, so after a crash `path` is the old or the new content, whole.
// On failure the old file is untouched and the temporary file removed.
Status WriteFileAtomic(const std::string& path, const std::string& data);

// Renames the complete file `from` over `to` durably: fsyncs `from`, renames, fsyncs the
// directory of `to`. `from` is removed when the rename fails.
Status RenameDurably(const std::string& from, const std::string& to);

// An exclusive advisory lock (flock) on `path`, a directory or a file (created when missing),
// held until the FileLock is destroyed or its process ends (even by SIGKILL). Serialises
// processes that write the same files (two `arbiter import`s); readers take no lock. Locking a
// directory leaves no lock file behind.
class FileLock {
 public:
  // Waits for the lock. IoError when `path` cannot be opened or locked. A lock this process
  // already holds (the same file or folder) is granted at once and released by its first holder.
  static Result<FileLock> Acquire(const std::string& path);
  FileLock(FileLock&& other) noexcept : fd_(other.fd_), id_(other.id_) { other.fd_ = -1; }
  FileLock& operator=(FileLock&& other) noexcept;
  FileLock(const FileLock&) = delete;
  FileLock& operator=(const FileLock&) = delete;
  ~FileLock();

 private:
  explicit FileLock(int fd) : fd_(fd) {}
  void Release();
  int fd_ = -1;
  std::pair<unsigned long, unsigned long> id_;  // (device, inode) of what is locked
};

bool FileExists(const std::string& path);

// Directory part of a path ("" when none) and the path joined with a name.
std::string DirName(const std::string& path);
std::string JoinPath(const std::string& dir, const std::string& name);

}  // namespace arbiter
