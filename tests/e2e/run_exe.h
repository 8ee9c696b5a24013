// Running the built arbiter binary (ARBITER_EXE) from tests: arguments in, exit code and both
// output streams out. NO_COLOR is set and ARBITER_DB / ARBITER_RULES_DB are cleared, so only the
// flags a test passes matter.
#pragma once

#include <string>
#include <vector>

namespace arbiter::testing {

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
