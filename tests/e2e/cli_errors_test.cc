// Bad inputs to the lookup commands, each with its exact message and exit code. The database is
// the tiny corpus of tests/store/fixture.h, written to a scratch file.
#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>

#include "../store/fixture.h"
#include "run_exe.h"
#include "store/schema.h"
#include "store/sqlite.h"

namespace arbiter::testing {
namespace {

struct Case {
  std::vector<std::string> args;  // after --db <tiny>
  int exit_code;
  std::string err;
};

TEST_CASE("Bad inputs get a clear message and the documented exit code", "[e2e]") {
  const std::string dir = ScratchDir("errors");
  const std::string db = dir + "/tiny.db";
  WriteTinyDatabase(TinyCorpus(), db);

  // An old-schema database, a file that is not a database, a malformed manifest.
  const std::string old_db = dir + "/old.db";
  {
    auto w = store::Database::Open(old_db, store::Database::Mode::kReadWriteCreate);
    REQUIRE(w.ok());
    REQUIRE(w->Exec("CREATE TABLE x(a); PRAGMA user_version = 0; PRAGMA application_id = " +
                    std::to_string(store::kApplicationId))
                .ok());
  }
  const std::string text_db = dir + "/notes.db";
  std::ofstream(text_db) << "just some notes, not a database\n";
  const std::string bad_rules = dir + "/bad-rules-db";
  std::filesystem::create_directories(bad_rules);
  std::ofstream(bad_rules + "/manifest.json")
      << "{\"documents\": [\n  {\"key\": \"a\" \"game\": \"g\"}\n]}\n";

  const std::string help_db = "rebuild with `arbiter build`";
  const std::vector<Case> cases = {
      {{"search", std::string(5000, 'a')},
       2,
       "arbiter: error: the search text is 5000 bytes; a question may have at most 4096\n"
       "help: ask with the question's key words: the cards, the rules terms, what happens\n"},
      {{"serach", "tank"},
       2,
       "arbiter: error: unknown command 'serach'\nhelp: did you mean search?\n"},
      {{"rule", "702.6z"},
       1,
       "arbiter: error: no rule 702.6z in riftbound@1.2, mtg@2026-08-07\n"
       "help: did you mean mtg:702.6, mtg:702.6a, mtg:702.60?\n"},
      {{"rule", "mtg:702.6z"},
       1,
       "arbiter: error: no rule mtg:702.6z in mtg@2026-08-07\n"
       "help: did you mean 702.6, 702.6a, 702.60?\n"},
      {{"rule", "pokemon:1.2"},
       2,
       "arbiter: error: unknown game 'pokemon' in 'pokemon:1.2'\nhelp: games: riftbound, mtg\n"},
      {{"rule", "7!8"},
       2,
       "arbiter: error: '7!8' is not a rule id\n"
       "help: a rule id looks like 718.5.b, 607.2a or mtg:607.2a\n"},
      {{"rule", "mtg@1999-01-01:100.1"},
       2,
       "arbiter: error: no mtg document with version '1999-01-01'\n"
       "help: mtg versions: 2026-08-07, 2025-02-07\n"},
      {{"refs", "riftbound:9999"}, 1, "arbiter: error: no rule riftbound:9999 in riftbound@1.2\n"},
      {{"search", "\""},
       1,
       "arbiter: error: no matches for '\"'\n"
       "help: searched the current documents; --all-versions adds older ones\n"},
      {{"search", "--raw", "attach AND"},
       2,
       "arbiter: error: bad full-text query 'attach AND': syntax error near \"\"\n"
       "help: FTS5 syntax: words, \"phrases\", AND, OR, NOT, NEAR(a b, 5), prefix*; drop --raw "
       "to search the words as written\n"},
      {{"search", "--raw", "\"unclosed"},
       2,
       "arbiter: error: bad full-text query '\"unclosed': unterminated string\n"
       "help: FTS5 syntax: words, \"phrases\", AND, OR, NOT, NEAR(a b, 5), prefix*; drop --raw "
       "to search the words as written\n"},
      {{"search", "equip", "--doc", "mtg@2026-08-08"},
       2,
       "arbiter: error: unknown document 'mtg@2026-08-08'\nhelp: did you mean 'mtg@2026-08-07'?\n"},
      {{"search", "equip", "--game", "mgt"},
       2,
       "arbiter: error: unknown game 'mgt'\nhelp: did you mean 'mtg'?\n"},
      {{"search", "equip", "--limit", "0"},
       2,
       "arbiter: error: --limit: Value 0 not in range 1 to 1000\n"
       "help: run 'arbiter --help' for the list of commands\n"},
      {{"define", "Mightyy"},
       1,
       "arbiter: error: no glossary entry for 'Mightyy'\nhelp: did you mean Mighty?\n"},
      {{"rulings", "Oblivion", "Rung"},
       1,
       "arbiter: error: no rulings for 'Oblivion Rung'\nhelp: did you mean Oblivion Ring?\n"},
      {{"rulings", "744.5"},
       1,
       "arbiter: error: no rulings for '744.5'\nhelp: `arbiter rule 744.5` shows the rule "
       "itself\n"},
      {{"rule"},
       2,
       "arbiter: error: id is required\nhelp: run 'arbiter --help' for the list of commands\n"},
  };
  for (const Case& c : cases) {
    std::vector<std::string> args = {"--db", db};
    args.insert(args.end(), c.args.begin(), c.args.end());
    INFO(c.args.front() << " " << (c.args.size() > 1 ? c.args[1] : ""));
    ExeResult r = RunArbiter(args);
    CHECK(r.err == c.err);
    CHECK(r.exit_code == c.exit_code);
  }

  // Database and source problems.
  const std::vector<Case> files = {
      {{"--db", dir + "/missing.db", "rule", "718.5.b"},
       2,
       "arbiter: error: no database at " + dir + "/missing.db; " + help_db + "\n"},
      {{"--db", old_db, "search", "attach"},
       2,
       "arbiter: error: " + old_db + " has schema version 0, this arbiter reads version " +
           std::to_string(store::kSchemaVersion) + "; " + help_db + "\n"},
      {{"--db", text_db, "define", "Mighty"},
       2,
       "arbiter: error: " + text_db + " is not an arbiter database; " + help_db + "\n"},
      {{"--db", db, "--rules-db", bad_rules, "import", dir + "/nowhere.txt"},
       2,
       "arbiter: error: cannot read " + dir + "/nowhere.txt: No such file or directory\n"},
      {{"--db", db, "--rules-db", dir, "import", dir},
       2,
       "arbiter: error: cannot read " + dir + ": is a directory\n"},
      {{"--db", dir + "/built.db", "--rules-db", bad_rules, "build"},
       2,
       "arbiter: error: " + bad_rules +
           "/manifest.json:2:20: malformed JSON: syntax error while "
           "parsing object - unexpected string literal; expected '}'\n"
           "    {\"key\": \"a\" \"game\": \"g\"}\n                     ^\n"},
      {{"--db", dir + "/built.db", "--rules-db", dir + "/no-such-dir", "build"},
       2,
       "arbiter: error: cannot read " + dir +
           "/no-such-dir/manifest.json: No such file or "
           "directory\n"},
  };
  for (const Case& c : files) {
    INFO(c.args[2] << " " << c.args.back());
    ExeResult r = RunArbiter(c.args);
    CHECK(r.err == c.err);
    CHECK(r.exit_code == c.exit_code);
  }
}

TEST_CASE("A failed build leaves the previous database in place", "[e2e]") {
  const std::string dir = ScratchDir("atomic");
  const std::string db = dir + "/arbiter.db";
  WriteTinyDatabase(TinyCorpus(), db);
  std::filesystem::create_directories(dir + "/rules-db");
  std::ofstream(dir + "/rules-db/manifest.json")
      << "{\"documents\": [{\"key\": \"x\", \"game\": \"mtg\", \"format\": \"mtg-cr\", "
         "\"source\": \"missing.txt\"}]}\n";
  ExeResult build = RunArbiter({"--db", db, "--rules-db", dir + "/rules-db", "build"});
  CHECK(build.exit_code == 2);
  CHECK(build.err == "arbiter: error: document x: cannot read " + dir +
                         "/rules-db/missing.txt: No such file or directory\n");
  ExeResult rule = RunArbiter({"--db", db, "rule", "718.5.b"});
  CHECK(rule.exit_code == 0);
  CHECK(rule.out.find("Attached cards can still be targeted.") != std::string::npos);
  // No temporary file is left behind.
  int files = 0;
  for (const auto& e : std::filesystem::directory_iterator(dir)) files += e.is_regular_file();
  CHECK(files == 1);
}

TEST_CASE("Odd search strings are searches", "[e2e]") {
  const std::string dir = ScratchDir("odd");
  const std::string db = dir + "/tiny.db";
  WriteTinyDatabase(TinyCorpus(), db);
  struct Row {
    const char* text;
    int exit_code;
    const char* first_hit;  // expected at the start of stdout
  };
  const Row rows[] = {
      {"can't", 0, "1. mtg:702.60a"},
      {"x-ray", 0, "1. mtg:702.60a"},
      {"702.6a", 0, "1. mtg:702.6a  [mtg@2026-08-07, the rule you named]"},
      {"AND", 0, "Glossary:\n1. glossary \"Regenerate\""},
      {"pokemon", 1, ""},
      // "near" is in no text: corrected to "gear", a word of the corpus.
      {"NEAR(", 0, "searched for \"gear\" instead of \"NEAR\""},
      {"title:equip", 1, ""},
  };
  for (const Row& row : rows) {
    INFO(row.text);
    ExeResult r = RunArbiter({"--db", db, "search", row.text});
    CHECK(r.exit_code == row.exit_code);
    CHECK(r.out.substr(0, std::string(row.first_hit).size()) == row.first_hit);
    if (row.exit_code == 1) CHECK(r.err.find("arbiter: error: no matches for") == 0);
  }
}

}  // namespace
}  // namespace arbiter::testing
