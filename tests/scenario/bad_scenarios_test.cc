// Malformed scenario files: each tests/scenario/bad/NAME.json must make `arbiter run` exit 2 with
// exactly the diagnostics in NAME.expected (file:line:col, the line, a caret, the JSON path, notes
// and "did you mean"), checked through the one golden helper (golden/golden_file.h).
#include <sys/wait.h>

#include <array>
#include <catch2/catch.hpp>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <string>

#include "golden/golden_file.h"
#include "util/files.h"

namespace {

std::string RunCapture(const std::string& cmd, int* status) {
  std::string out;
  FILE* p = popen(cmd.c_str(), "r");
  if (!p) return out;
  std::array<char, 4096> buf{};
  size_t n;
  while ((n = fread(buf.data(), 1, buf.size(), p)) > 0) out.append(buf.data(), n);
  int st = pclose(p);
  *status = WIFEXITED(st) ? WEXITSTATUS(st) : -1;
  return out;
}

}  // namespace

TEST_CASE("malformed scenarios: exact diagnostics and exit 2", "[scenario][bad][golden]") {
  const std::string src = ARBITER_SOURCE_DIR;
  std::vector<std::string> files;
  for (const auto& e : std::filesystem::directory_iterator(src + "/tests/scenario/bad")) {
    if (e.path().extension() == ".json") files.push_back(e.path().filename().string());
  }
  std::sort(files.begin(), files.end());
  REQUIRE(files.size() >= 20);
  for (const auto& f : files) {
    SECTION(f) {
      int status = 0;
      std::string rel = "tests/scenario/bad/" + f;
      std::string err = RunCapture(
          "cd '" + src + "' && '" + ARBITER_EXE + "' run " + rel + " 2>&1 >/dev/null", &status);
      CHECK(status == 2);
      CHECK(err.find("error:") != std::string::npos);
      std::string expected_path =
          src + "/tests/scenario/bad/" + f.substr(0, f.size() - 5) + ".expected";
      arbiter::testing::CheckGolden(expected_path, err);
    }
  }
}
