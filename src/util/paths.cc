#include "util/paths.h"

#include <unistd.h>

#include <climits>
#include <cstdlib>

#include "util/files.h"

namespace arbiter {

std::string ExecutableDir() {
  char buf[PATH_MAX];
  ssize_t n = readlink("/proc/self/exe", buf, sizeof(buf) - 1);
  if (n <= 0) return "";
  buf[n] = '\0';
  return DirName(buf);
}

std::string DefaultDatabasePath() {
  if (const char* env = std::getenv("ARBITER_DB"); env && *env) return env;
  std::string dir = ExecutableDir();
  if (!dir.empty() && FileExists(JoinPath(dir, "arbiter.db"))) return JoinPath(dir, "arbiter.db");
  return JoinPath(ARBITER_SOURCE_DIR, "build/arbiter.db");
}

std::string DefaultRulesDbDir() {
  if (const char* env = std::getenv("ARBITER_RULES_DB"); env && *env) return env;
  return JoinPath(ARBITER_SOURCE_DIR, "rules-db");
}

}  // namespace arbiter
