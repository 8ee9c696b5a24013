#include "util/files.h"

#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <mutex>
#include <set>
#include <utility>

namespace arbiter {
namespace {

std::string Errno() { return std::strerror(errno); }

// Closes a descriptor when it goes out of scope.
class Fd {
 public:
  explicit Fd(int fd) : fd_(fd) {}
  Fd(const Fd&) = delete;
  Fd& operator=(const Fd&) = delete;
  ~Fd() {
    if (fd_ >= 0) close(fd_);
  }
  int get() const { return fd_; }

 private:
  int fd_;
};

// Reads `path` (already checked not to be a directory) in chunks, at most max_bytes.
Result<std::string> ReadOpen(const std::string& path, size_t max_bytes) {
  Fd fd(open(path.c_str(), O_RDONLY | O_CLOEXEC));
  if (fd.get() < 0) return Status::IoError("cannot read " + path + ": " + Errno());
  std::string out;
  char buf[1 << 16];
  while (true) {
    const ssize_t n = read(fd.get(), buf, sizeof buf);
    if (n < 0) {
      if (errno == EINTR) continue;
      return Status::IoError("cannot read " + path + ": " + Errno());
    }
    if (n == 0) break;
    if (out.size() + static_cast<size_t>(n) > max_bytes) {
      return Status::IoError("cannot read " + path + ": it is larger than " +
                             std::to_string(max_bytes) + " bytes, the most arbiter reads");
    }
    out.append(buf, static_cast<size_t>(n));
  }
  return out;
}

Status SyncPath(const std::string& path, int flags) {
  Fd fd(open(path.c_str(), flags | O_CLOEXEC));
  if (fd.get() < 0) return Status::IoError("cannot open " + path + ": " + Errno());
  if (fsync(fd.get()) != 0) return Status::IoError("cannot sync " + path + ": " + Errno());
  return Status::Ok();
}

}  // namespace

Result<std::string> ReadFile(const std::string& path, size_t max_bytes) {
  struct stat st;
  if (stat(path.c_str(), &st) != 0) return Status::IoError("cannot read " + path + ": " + Errno());
  if (S_ISDIR(st.st_mode)) return Status::IoError("cannot read " + path + ": is a directory");
  if (S_ISREG(st.st_mode) && static_cast<unsigned long long>(st.st_size) > max_bytes) {
    return Status::IoError("cannot read " + path + ": it is larger than " +
                           std::to_string(max_bytes) + " bytes, the most arbiter reads");
  }
  return ReadOpen(path, max_bytes);
}

Result<std::string> ReadRegularFile(const std::string& path, size_t max_bytes) {
  struct stat st;
  if (stat(path.c_str(), &st) != 0) return Status::IoError("cannot read " + path + ": " + Errno());
  if (S_ISDIR(st.st_mode)) return Status::IoError("cannot read " + path + ": is a directory");
  if (!S_ISREG(st.st_mode)) {
    const char* what = S_ISFIFO(st.st_mode)   ? "a pipe"
                       : S_ISSOCK(st.st_mode) ? "a socket"
                                              : "a device";
    return Status::InvalidArgument("cannot read " + path + ": is " + what + ", not a regular file");
  }
  return ReadFile(path, max_bytes);
}

Status RenameDurably(const std::string& from, const std::string& to) {
  Status s = SyncPath(from, O_RDONLY);
  if (s.ok() && std::rename(from.c_str(), to.c_str()) != 0) {
    s = Status::IoError("cannot rename " + from + " to " + to + ": " + Errno());
  }
  if (!s.ok()) {
    std::remove(from.c_str());
    return s;
  }
  const std::string dir = DirName(to);
  return SyncPath(dir.empty() ? "." : dir, O_RDONLY | O_DIRECTORY);
}

Status WriteFileAtomic(const std::string& path, const std::string& data) {
  const std::string tmp = path + ".tmp." + std::to_string(getpid());
  {
    Fd fd(open(tmp.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644));
    if (fd.get() < 0) return Status::IoError("cannot write " + tmp + ": " + Errno());
    size_t done = 0;
    while (done < data.size()) {
      const ssize_t n = write(fd.get(), data.data() + done, data.size() - done);
      if (n < 0 && errno == EINTR) continue;
      if (n <= 0) {
        const std::string err = Errno();
        std::remove(tmp.c_str());
        return Status::IoError("cannot write " + tmp + ": " + err);
      }
      done += static_cast<size_t>(n);
    }
    if (fsync(fd.get()) != 0) {
      const std::string err = Errno();
      std::remove(tmp.c_str());
      return Status::IoError("cannot sync " + tmp + ": " + err);
    }
  }
  if (std::rename(tmp.c_str(), path.c_str()) != 0) {
    const std::string err = Errno();
    std::remove(tmp.c_str());
    return Status::IoError("cannot rename " + tmp + " to " + path + ": " + err);
  }
  const std::string dir = DirName(path);
  return SyncPath(dir.empty() ? "." : dir, O_RDONLY | O_DIRECTORY);
}

namespace {

// The files and folders this process holds a FileLock on, as (device, inode): flock locks belong
// to an open file description, so a second lock on the same one from this process would wait for
// itself (an import holding its folder's lock, then building a database in that folder).
std::mutex held_mutex;
std::set<std::pair<unsigned long, unsigned long>>& Held() {
  static std::set<std::pair<unsigned long, unsigned long>> held;
  return held;
}

}  // namespace

Result<FileLock> FileLock::Acquire(const std::string& path) {
  struct stat st;
  const bool dir = stat(path.c_str(), &st) == 0 && S_ISDIR(st.st_mode);
  const int fd = dir ? open(path.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC)
                     : open(path.c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0644);
  if (fd < 0) return Status::IoError("cannot open " + path + " to lock it: " + Errno());
  if (fstat(fd, &st) != 0) {
    const std::string err = Errno();
    close(fd);
    return Status::IoError("cannot lock " + path + ": " + err);
  }
  const std::pair<unsigned long, unsigned long> id(static_cast<unsigned long>(st.st_dev),
                                                   static_cast<unsigned long>(st.st_ino));
  {
    std::lock_guard<std::mutex> guard(held_mutex);
    if (Held().count(id)) {  // already held by this process: nothing more to take or release
      close(fd);
      return FileLock(-1);
    }
  }
  while (flock(fd, LOCK_EX) != 0) {
    if (errno == EINTR) continue;
    const std::string err = Errno();
    close(fd);
    return Status::IoError("cannot lock " + path + ": " + err);
  }
  std::lock_guard<std::mutex> guard(held_mutex);
  Held().insert(id);
  FileLock lock(fd);
  lock.id_ = id;
  return lock;
}

FileLock& FileLock::operator=(FileLock&& other) noexcept {
  if (this != &other) {
    Release();
    fd_ = other.fd_;
    id_ = other.id_;
    other.fd_ = -1;
  }
  return *this;
}

FileLock::~FileLock() { Release(); }

void FileLock::Release() {
  if (fd_ < 0) return;
  {
    std::lock_guard<std::mutex> guard(held_mutex);
    Held().erase(id_);
  }
  close(fd_);  // closing the last descriptor releases the flock
  fd_ = -1;
}

bool FileExists(const std::string& path) {
  struct stat st;
  return stat(path.c_str(), &st) == 0;
}

std::string DirName(const std::string& path) {
  size_t slash = path.find_last_of('/');
  if (slash == std::string::npos) return "";
  return slash == 0 ? "/" : path.substr(0, slash);
}

std::string JoinPath(const std::string& dir, const std::string& name) {
  if (dir.empty() || (!name.empty() && name[0] == '/')) return name;
  return dir.back() == '/' ? dir + name : dir + "/" + name;
}

}  // namespace arbiter
