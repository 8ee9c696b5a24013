#include "util/paths.h"

#include <unistd.h>

#include <climits>
#include <cstdlib>
#include <filesystem>

#include "util/files.h"

namespace arbiter {
namespace {

// $<env> (when set and not empty), then <exe dir>/<name>, then <exe dir>/../share/arbiter/<name>.
std::vector<std::string> Candidates(const char* env, const std::string& name) {
  std::vector<std::string> out;
  if (const char* value = std::getenv(env); value != nullptr && *value) out.push_back(value);
  const std::string dir = ExecutableDir();
  if (!dir.empty()) {
    out.push_back(JoinPath(dir, name));
    out.push_back(JoinPath(DirName(dir), "share/arbiter/" + name));
  }
  return out;
}

std::string FirstExisting(const std::vector<std::string>& candidates, const std::string& name) {
  for (const std::string& c : candidates) {
    if (FileExists(c)) return c;
  }
  return candidates.empty() ? name : candidates.front();
}

}  // namespace

std::string UserDataDir() {
  if (const char* xdg = std::getenv("XDG_DATA_HOME"); xdg != nullptr && *xdg == '/') {
    return JoinPath(xdg, "arbiter");
  }
  if (const char* home = std::getenv("HOME"); home != nullptr && *home == '/') {
    return JoinPath(home, ".local/share/arbiter");
  }
  return "";
}

std::string InstalledRulesDbDir() {
  const std::string dir = ExecutableDir();
  if (dir.empty()) return "";
  const std::string installed = JoinPath(DirName(dir), "share/arbiter/rules-db");
  return FileExists(installed) ? installed : "";
}

std::string ExecutableDir() {
  char buf[PATH_MAX];
  ssize_t n = readlink("/proc/self/exe", buf, sizeof(buf) - 1);
  if (n <= 0) return "";
  buf[n] = '\0';
  return DirName(buf);
}

std::vector<std::string> DatabaseCandidates() {
  std::vector<std::string> out = Candidates("ARBITER_DB", "arbiter.db");
  // The user's database (an import into an installed corpus) goes before the installed one when
  // it is the newer of the two, so an upgraded install is not shadowed by an old import.
  const std::string user = UserDataDir().empty() ? "" : JoinPath(UserDataDir(), "arbiter.db");
  if (!user.empty() && FileExists(user) && !out.empty()) {
    std::error_code ec;
    const auto installed = out.back();
    const bool newer =
        !FileExists(installed) || std::filesystem::last_write_time(user, ec) >=
                                      std::filesystem::last_write_time(installed, ec);
    if (newer) out.insert(out.end() - 1, user);
  }
  return out;
}

std::string DefaultDatabasePath() {
  if (const char* env = std::getenv("ARBITER_DB"); env != nullptr && *env) return env;
  return FirstExisting(DatabaseCandidates(), "arbiter.db");
}

std::vector<std::string> RulesDbCandidates() { return Candidates("ARBITER_RULES_DB", "rules-db"); }

std::string DefaultRulesDbDir() {
  if (const char* env = std::getenv("ARBITER_RULES_DB"); env != nullptr && *env) return env;
  return FirstExisting(RulesDbCandidates(), "rules-db");
}

std::string DefaultScenarioDir() {
  if (FileExists("scenarios")) return "scenarios";
  std::vector<std::string> candidates;
  const std::string dir = ExecutableDir();
  if (!dir.empty()) {
    candidates = {JoinPath(dir, "scenarios"), JoinPath(DirName(dir), "share/arbiter/scenarios")};
  }
  for (const std::string& c : candidates) {
    if (FileExists(c)) return c;
  }
  return "scenarios";
}

}  // namespace arbiter
