#include "util/paths.h"

#include <unistd.h>

#include <climits>
#include <cstdlib>

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

std::string ExecutableDir() {
  char buf[PATH_MAX];
  ssize_t n = readlink("/proc/self/exe", buf, sizeof(buf) - 1);
  if (n <= 0) return "";
  buf[n] = '\0';
  return DirName(buf);
}

std::vector<std::string> DatabaseCandidates() { return Candidates("ARBITER_DB", "arbiter.db"); }

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
