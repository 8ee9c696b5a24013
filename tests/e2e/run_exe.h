// Running the built arbiter binary (ARBITER_EXE) from tests: arguments in, exit code and both
// output streams out. NO_COLOR is set, ARBITER_TODAY is kTestToday and ARBITER_DB /
// ARBITER_RULES_DB are cleared, so only the flags a test passes matter.
#pragma once

#include <string>
#include <vector>

namespace arbiter::testing {

// The date the binary takes as today under RunArbiter (corpus::TodayIso reads ARBITER_TODAY).
inline constexpr const char* kTestToday = "2026-11-25";

struct ExeResult {
  int exit_code = -1;
  std::string out;
  std::string err;
};

ExeResult RunArbiter(const std::vector<std::string>& args);

// A fresh scratch directory under the build tree, ARBITER_BINARY_DIR/test-tmp/<name>-<pid>,
// removed when the test process exits.
std::string ScratchDir(const std::string& name);

}  // namespace arbiter::testing
