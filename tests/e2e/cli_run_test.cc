// `arbiter run` with folders: every scenario under a folder, in order; an empty folder is bad
// input (exit 2), a missing file keeps its own diagnostic.
#include <catch2/catch.hpp>

#include "run_exe.h"
#include "scenario/loader.h"

namespace arbiter::testing {

TEST_CASE("run takes folders of scenarios", "[e2e][run]") {
  const std::string dir = std::string(ARBITER_SOURCE_DIR) + "/scenarios/mtg/tap";
  const size_t files = scenario::FindScenarioFiles(dir).size();
  REQUIRE(files >= 1);
  ExeResult md = RunArbiter({"run", "--markdown", dir});
  CHECK(md.exit_code == 0);
  size_t headings = 0;
  for (size_t at = md.out.find("\n## "); at != std::string::npos;
       at = md.out.find("\n## ", at + 1)) {
    ++headings;
  }
  CHECK(headings + (md.out.rfind("## ", 0) == 0 ? 1 : 0) == files);

  const std::string empty = ScratchDir("empty-scenarios");
  ExeResult none = RunArbiter({"run", empty});
  CHECK(none.exit_code == 2);
  CHECK(none.err == "arbiter: error: no scenario files under '" + empty + "'\n");

  ExeResult missing = RunArbiter({"run", "no-such-file.json"});
  CHECK(missing.exit_code == 2);
  CHECK(missing.err.find("no-such-file.json: error: cannot read") == 0);
}

}  // namespace arbiter::testing
