// Golden files for the lookup commands' output: tests/golden/cli/<name>.txt holds the command,
// its stdout, its stderr and its exit code, checked through the one golden helper
// (golden/golden_file.h: ARBITER_BLESS=1 rewrites them; read the diff before committing one).
#include <catch2/catch.hpp>
#include <cstdlib>
#include <filesystem>

#include "../store/fixture.h"
#include "golden/golden_file.h"
#include "run_exe.h"
#include "util/files.h"
#include "util/strings.h"

namespace arbiter::testing {
namespace {

struct Golden {
  const char* name;
  std::vector<std::string> args;
};

std::string Transcript(const std::vector<std::string>& args, const ExeResult& r) {
  std::string s = "$ arbiter " + Join(args, " ") + "\n" + r.out;
  if (!r.err.empty()) s += "--- stderr\n" + r.err;
  return s + "--- exit " + std::to_string(r.exit_code) + "\n";
}

void CheckTranscripts(const std::string& db, const std::vector<Golden>& cases) {
  for (const Golden& g : cases) {
    std::vector<std::string> args = {"--db", db};
    args.insert(args.end(), g.args.begin(), g.args.end());
    CheckGolden(std::string(ARBITER_SOURCE_DIR) + "/tests/golden/cli/" + g.name + ".txt",
                Transcript(g.args, RunArbiter(args)));
  }
}

TEST_CASE("CLI output on the tiny corpus matches the golden files", "[e2e][cli-golden][golden]") {
  const std::string db = ScratchDir("golden") + "/tiny.db";
  WriteTinyDatabase(TinyCorpus(), db);
  CheckTranscripts(
      db, {
              {"tiny-rule-718.5.b", {"rule", "718.5.b"}},
              {"tiny-rule-744.5-duplicate", {"rule", "744.5"}},
              {"tiny-rule-several", {"rule", "718.5b", "CR 702.6", "mtg@2025-02-07:702.6a"}},
              {"tiny-rule-702.6-json", {"rule", "702.6", "--json"}},
              {"tiny-search-attached", {"search", "attached"}},
              {"tiny-search-cant-json", {"search", "can't", "--json"}},
              {"tiny-define-top-most", {"define", "top-most card"}},
              {"tiny-define-json", {"define", "Mighty", "--json"}},
              {"tiny-refs-421", {"refs", "riftbound:421"}},
              {"tiny-refs-json", {"refs", "745", "--json"}},
              {"tiny-rulings-702.6", {"rulings", "702.6"}},
              {"tiny-rulings-json", {"rulings", "oblivion ring", "--json"}},
              {"tiny-check", {"check"}},
              {"tiny-check-json", {"check", "--json"}},
              // Citations as typed on a command line, unquoted.
              {"tiny-rule-cr-unquoted", {"rule", "CR", "702.6a"}},
              {"tiny-rule-game-word", {"rule", "mtg", "702.6"}},
              {"tiny-rule-glued", {"rule", "mtg702.6a"}},
              {"tiny-rule-full", {"rule", "riftbound:718", "--full"}},
              {"tiny-rule-full-json", {"rule", "718.5", "--full", "--json"}},
          });
}

TEST_CASE("CLI output on the full corpus matches the golden files", "[e2e][cli-golden][golden]") {
  // The full corpus without scenarios: others add scenarios all the time, and the scenarios that
  // cite a rule have their own tests. Rebuilt here so the file matches this binary.
  const std::string dir = ScratchDir("golden-full");
  std::filesystem::create_directories(dir + "/no-scenarios");
  const std::string db = dir + "/arbiter.db";
  ExeResult build =
      RunArbiter({"--db", db, "--rules-db", std::string(ARBITER_SOURCE_DIR) + "/rules-db", "build",
                  "--quiet", "--scenarios", dir + "/no-scenarios"});
  REQUIRE(build.err == "");
  REQUIRE(build.exit_code == 0);
  CheckTranscripts(
      db, {
              {"full-rule-718.5.b", {"rule", "718.5.b"}},
              {"full-rule-607.2a", {"rule", "mtg:607.2a"}},
              {"full-rule-702.6", {"rule", "702.6"}},
              {"full-rule-744.5", {"rule", "riftbound@1.2:744.5"}},
              {"full-rule-old-701.5", {"rule", "mtg@2025-02-07:701.5"}},
              {"full-search-attached-might", {"search", "attached", "might", "--limit", "5"}},
              {"full-search-mtg-json",
               {"search", "linked abilities", "--game", "mtg", "--limit", "3", "--json"}},
              {"full-define-mighty", {"define", "Mighty"}},
              {"full-define-regenerate", {"define", "regenerate"}},
              {"full-rulings-501.5", {"rulings", "501.5"}},
              {"full-refs-421", {"refs", "riftbound@1.2:421"}},
              {"full-refs-434", {"refs", "riftbound:434"}},
              {"full-rule-as-of", {"rule", "718.5.b", "--as-of", "2026-03-29"}},
              {"full-rule-tr-702", {"rule", "riftbound-tr:702"}},
              {"full-rule-mtr-3.2", {"rule", "mtr:3.2"}},
              {"full-rule-range", {"rule", "mtg@2026-08-07:702.19a-c"}},
              {"full-rule-741-full", {"rule", "riftbound@1.2:741", "--full"}},
              {"full-define-tank", {"define", "Tank", "--doc", "riftbound@1.2"}},
          });
}

}  // namespace
}  // namespace arbiter::testing
