// Reading and writing whole files with Status results. Writes are atomic: the data goes to a
// temporary file beside the target, which is renamed into place only when complete.
#pragma once

#include <string>

#include "util/status.h"

namespace arbiter {

// Reads the whole file. IoError names the path and the reason (errno text).
Result<std::string> ReadFile(const std::string& path);

// Writes `data` to `path` through `path.tmp.<pid>` + rename; on failure the old file is untouched.
Status WriteFileAtomic(const std::string& path, const std::string& data);

bool FileExists(const std::string& path);

// Directory part of a path ("" when none) and the path joined with a name.
std::string DirName(const std::string& path);
std::string JoinPath(const std::string& dir, const std::string& name);

}  // namespace arbiter
