// `arbiter import` end to end on a scratch rules-db holding only the 2025 Comprehensive Rules:
// importing the 2026 release makes it the default, the 2025 one stays queryable, and the import
// survives a rebuild. Also: an interrupted build never leaves a broken database.
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <functional>

#include "run_exe.h"
#include "store/store.h"
#include "util/files.h"

namespace arbiter::testing {
namespace {

const std::string kSrc = ARBITER_SOURCE_DIR;

std::string OneDocumentRulesDb(const std::string& dir) {
  const std::string rules_db = dir + "/rules-db";
  std::filesystem::create_directories(rules_db + "/mtg");
  std::filesystem::copy_file(kSrc + "/rules-db/mtg/CR-20250207.txt",
                             rules_db + "/mtg/CR-20250207.txt");
  std::ofstream(rules_db + "/manifest.json")
      << "{\"schema\": 1, \"documents\": [{\"key\": \"mtg@2025-02-07\", \"game\": \"mtg\", "
         "\"title\": \"Magic: The Gathering Comprehensive Rules\", \"version\": \"2025-02-07\", "
         "\"effective\": \"2025-02-07\", \"format\": \"mtg-cr\", \"source\": "
         "\"mtg/CR-20250207.txt\", \"provenance\": \"test\"}]}\n";
  return rules_db;
}

// Runs arbiter on the database `db` built from `rules_db`.
std::function<ExeResult(std::vector<std::string>)> Runner(const std::string& db,
                                                          const std::string& rules_db) {
  return [db, rules_db](std::vector<std::string> args) {
    std::vector<std::string> all = {"--db", db, "--rules-db", rules_db};
    all.insert(all.end(), args.begin(), args.end());
    return RunArbiter(all);
  };
}

TEST_CASE("import adds a newer release that becomes the default", "[e2e][import]") {
  const std::string dir = ScratchDir("import");
  const std::string rules_db = OneDocumentRulesDb(dir);
  const std::string db = dir + "/arbiter.db";
  auto run = Runner(db, rules_db);
  REQUIRE(run({"build", "--quiet"}).exit_code == 0);
  CHECK(run({"rule", "701.5"}).out.find("2025-02-07") != std::string::npos);

  // A copy under another name, so the file name says nothing about the version.
  const std::string file = dir + "/MagicCompRules.txt";
  std::filesystem::copy_file(kSrc + "/rules-db/mtg/CR-20260807.txt", file);
  ExeResult imp = run({"import", file});
  CHECK(imp.err == "");
  REQUIRE(imp.exit_code == 0);
  CHECK(imp.out.find("imported " + file +
                     " as mtg@2026-08-07 (mtg-cr, 3318 rules) into "
                     "local/mtg/2026-08-07-MagicCompRules.txt\n"
                     "mtg@2026-08-07: effective from 2026-08-07, no later release held\n"
                     "mtg@2026-08-07 is now the default for mtg\n") == 0);
  CHECK(FileExists(rules_db + "/local/mtg/2026-08-07-MagicCompRules.txt"));

  ExeResult now = run({"rule", "701.5"});
  CHECK(now.out.find("mtg:701.5\n  Magic: The Gathering Comprehensive Rules 2026-08-07 "
                     "(effective 2026-08-07)") == 0);
  ExeResult old = run({"rule", "mtg@2025-02-07:701.5"});
  CHECK(old.out.find("mtg@2025-02-07:701.5\n  Magic: The Gathering Comprehensive Rules "
                     "2025-02-07 (effective 2025-02-07)") == 0);

  // The same release again is refused; the corpus is unchanged.
  ExeResult again = run({"import", file});
  CHECK(again.exit_code == 2);
  CHECK(again.err ==
        "arbiter: error: document mtg@2026-08-07 is already in the corpus\n"
        "help: pass --version to import it under another version label\n");

  // An imported document survives a rebuild.
  REQUIRE(run({"build", "--quiet"}).exit_code == 0);
  CHECK(run({"rule", "701.5"}).out.find("2026-08-07") != std::string::npos);

  // Older release imported under a label: stays queryable, the default does not move.
  ExeResult older = run({"import", kSrc + "/rules-db/mtg/CR-20250207.txt", "--version", "again"});
  CHECK(older.exit_code == 0);
  CHECK(older.out.find("mtg@again: effective 2025-02-07 until 2026-08-07, when mtg@2026-08-07 "
                       "replaces it\n"
                       "mtg@again is queryable as mtg@again:<id>; the default for mtg is "
                       "unchanged\n") != std::string::npos);

  // Bad options.
  ExeResult bad_date = run({"import", file, "--effective", "7 Aug 2026"});
  CHECK(bad_date.exit_code == 2);
  CHECK(bad_date.err ==
        "arbiter: error: --effective must be a date like 2026-08-07, not "
        "'7 Aug 2026'\n");
  ExeResult bad_format = run({"import", file, "--format", "mtg-crr"});
  CHECK(bad_format.exit_code == 2);
  CHECK(bad_format.err ==
        "arbiter: error: unknown format 'mtg-crr'\nhelp: did you mean 'mtg-cr'?\n");
}

TEST_CASE("import adds a newer card database, whose cards come first", "[e2e][import]") {
  const std::string dir = ScratchDir("import-cards");
  const std::string rules_db = OneDocumentRulesDb(dir);
  std::filesystem::create_directories(rules_db + "/riftbound");
  std::filesystem::copy_file(kSrc + "/rules-db/riftbound/cards.json",
                             rules_db + "/riftbound/cards.json");
  const std::string db = dir + "/arbiter.db";
  auto run = Runner(db, rules_db);
  REQUIRE(run({"build", "--quiet"}).exit_code == 0);
  ExeResult before = run({"card", "Allay, Eager Admirer"});
  REQUIRE(before.exit_code == 0);
  CHECK(before.out.find("Text (riftbound/cards.json):") != std::string::npos);
  CHECK(before.out.find("have [Deflect] and [Tank].") == std::string::npos);

  // A newer database in the card catalog's shape: one card's text changed, one card new.
  const std::string file = dir + "/newer-cards.json";
  std::ofstream(file) << R"([
 {"name": "Allay, Eager Admirer", "energyCost": 3, "powerCost": null, "might": 3,
  "domains": ["Calm"], "cardTypes": ["Unit"], "superTypes": [], "tags": ["Yordle"],
  "abilities": "While I'm at a battlefield, your other units here have [Deflect] and [Tank].",
  "effects": null},
 {"name": "Test Newcomer", "energyCost": 2, "powerCost": null, "might": 2,
  "domains": ["Fury"], "cardTypes": ["Unit"], "superTypes": [], "tags": [],
  "abilities": "[Tank]", "effects": null}
])";
  ExeResult imp = run({"import", file, "--version", "vendetta-update"});
  CHECK(imp.err == "");
  REQUIRE(imp.exit_code == 0);
  CHECK(imp.out.find("imported " + file +
                     " as riftbound-cards@vendetta-update (card-database, 2 cards of riftbound) "
                     "into local/riftbound/vendetta-update-newer-cards.json\n") == 0);
  CHECK(imp.out.find("riftbound-cards@vendetta-update  Riftbound card database") !=
        std::string::npos);

  ExeResult after = run({"card", "Allay, Eager Admirer"});
  REQUIRE(after.exit_code == 0);
  CHECK(after.out.find("Text (local/riftbound/vendetta-update-newer-cards.json):") !=
        std::string::npos);
  CHECK(after.out.find("have [Deflect] and [Tank].") != std::string::npos);
  CHECK(run({"card", "Test Newcomer"}).exit_code == 0);
  ExeResult docs = run({"docs", "--json"});
  CHECK(docs.out.find("\"kind\": \"cards\"") != std::string::npos);
  // It survives a rebuild; a card only the bundled file has is still there.
  REQUIRE(run({"build", "--quiet"}).exit_code == 0);
  CHECK(run({"card", "Allay, Eager Admirer"}).out.find("[Tank]") != std::string::npos);
  CHECK(run({"card", "Lecturing Yordle"}).exit_code == 0);

  // JSON that no card reader reads, and a rules text forced to be a card database.
  const std::string junk = dir + "/junk.json";
  std::ofstream(junk) << "{\"hello\": [1, 2, 3]}\n";
  ExeResult bad = run({"import", junk});
  CHECK(bad.exit_code == 2);
  CHECK(bad.err.find("arbiter: error: cannot tell the format of " + junk) == 0);
  ExeResult forced =
      run({"import", kSrc + "/rules-db/mtg/CR-20250207.txt", "--format", "card-database"});
  CHECK(forced.exit_code == 2);
  CHECK(forced.err.find("no game's card reader reads cards from") != std::string::npos);
}

TEST_CASE("A build killed midway leaves a usable database", "[e2e][import]") {
  const std::string dir = ScratchDir("killed");
  const std::string db = dir + "/arbiter.db";
  const std::string rules_db = kSrc + "/rules-db";
  REQUIRE(RunArbiter({"--db", db, "--rules-db", rules_db, "build", "--quiet"}).exit_code == 0);
  for (int delay_ms : {20, 80, 200}) {
    pid_t pid = fork();
    REQUIRE(pid >= 0);
    if (pid == 0) {
      execl(ARBITER_EXE, ARBITER_EXE, "--db", db.c_str(), "--rules-db", rules_db.c_str(), "build",
            "--quiet", static_cast<char*>(nullptr));
      _exit(127);
    }
    usleep(static_cast<useconds_t>(delay_ms) * 1000);
    kill(pid, SIGKILL);
    int status = 0;
    waitpid(pid, &status, 0);
    // Whether or not the kill came before the rename, the database is complete.
    auto st = store::Store::OpenReadOnly(db);
    REQUIRE(st.ok());
    auto docs = st->Documents();
    REQUIRE(docs.ok());
    CHECK(docs->size() >= 9);
    CHECK(RunArbiter({"--db", db, "rule", "718.5.b"}).exit_code == 0);
  }
}

}  // namespace
}  // namespace arbiter::testing
