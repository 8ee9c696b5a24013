#include "run_exe.h"

#include <sys/wait.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>

#include "util/files.h"

namespace arbiter::testing {
namespace {

std::string ShellQuote(const std::string& s) {
  std::string out = "'";
  for (char c : s) {
    if (c == '\'')
      out += "'\\''";
    else
      out += c;
  }
  return out + "'";
}

// Removes the scratch directories of this process when it exits.
struct ScratchCleanup {
  std::vector<std::string> dirs;
  ~ScratchCleanup() {
    std::error_code ec;
    for (const auto& d : dirs) std::filesystem::remove_all(d, ec);
  }
};
ScratchCleanup& Cleanup() {
  static ScratchCleanup cleanup;
  return cleanup;
}

}  // namespace

std::string ScratchDir(const std::string& name) {
  const std::string dir =
      std::string(ARBITER_BINARY_DIR) + "/test-tmp/" + name + "-" + std::to_string(getpid());
  std::filesystem::remove_all(dir);
  std::filesystem::create_directories(dir);
  Cleanup().dirs.push_back(dir);
  return dir;
}

ExeResult RunArbiter(const std::vector<std::string>& args) {
  static const std::string dir = ScratchDir("run");  // registered first, removed last
  static int n = 0;
  const std::string out = dir + "/out" + std::to_string(n);
  const std::string err = dir + "/err" + std::to_string(n++);
  // "Today" is pinned, so that answers naming the date they are for stay the same from day to day.
  std::string cmd =
      "env -u ARBITER_DB -u ARBITER_RULES_DB NO_COLOR=1 ARBITER_TODAY=" + std::string(kTestToday) +
      " " + ShellQuote(ARBITER_EXE);
  for (const auto& a : args) cmd += " " + ShellQuote(a);
  cmd += " >" + ShellQuote(out) + " 2>" + ShellQuote(err) + " </dev/null";
  int status = std::system(cmd.c_str());
  ExeResult r;
  r.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  auto o = ReadFile(out);
  auto e = ReadFile(err);
  r.out = o.ok() ? *o : "";
  r.err = e.ok() ? *e : "";
  return r;
}

}  // namespace arbiter::testing
