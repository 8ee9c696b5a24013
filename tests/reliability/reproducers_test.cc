// Inputs that once crashed arbiter (from the fuzzing and fault reports, copied into
// tests/reliability/inputs/): each now ends in an answer or a diagnostic with exit status 2, never
// an abort. Under the sanitizer build the same runs must also be free of reports.
#include <sys/stat.h>

#include <algorithm>
#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>

#include "corpus/importers.h"
#include "e2e/run_exe.h"
#include "games/dimrift/effect_text.h"
#include "util/files.h"
#include "util/strings.h"

namespace arbiter::testing {
namespace {

const std::string kInputs = std::string(ARBITER_SOURCE_DIR) + "/tests/reliability/inputs/";

ExeResult Run(const std::vector<std::string>& args) {
  std::vector<std::string> all = {"--db", std::string(ARBITER_BINARY_DIR) + "/arbiter.db",
                                  "--rules-db", std::string(ARBITER_SOURCE_DIR) + "/rules-db"};
  all.insert(all.end(), args.begin(), args.end());
  return RunArbiter(all);
}

}  // namespace

TEST_CASE("scenarios that crashed the runner now run to a ruling", "[reliability]") {
  // A token made while Repeat is paid (was a heap use-after-free in ResolveCard).
  ExeResult uaf = Run({"run", kInputs + "riftbound-repeat-token-uaf.json"});
  CHECK(uaf.exit_code == 0);
  // Destroying a card that is not in play (was std::out_of_range from a destroy trigger).
  ExeResult destroy = Run({"run", kInputs + "dimrift-destroy-not-in-play.json"});
  CHECK((destroy.exit_code == 0 || destroy.exit_code == 1));
  CHECK(destroy.out.find("is not in play: nothing to destroy") != std::string::npos);
  // A negative split deal (was std::length_error from a resize).
  ExeResult deal = Run({"run", kInputs + "riftbound-deal-split-negative-amount.json"});
  CHECK((deal.exit_code == 0 || deal.exit_code == 1));
  CHECK(deal.out.find("is not an action the rules know") != std::string::npos);
}

TEST_CASE("scenario integers are bounded, so no game arithmetic overflows", "[reliability]") {
  // A Might of INT_MAX plus a buff was signed overflow (undefined behaviour) in the module.
  ExeResult r = Run({"run", kInputs + "riftbound-might-int-overflow.json"});
  CHECK(r.exit_code == 2);
  CHECK(r.err.find("riftbound-might-int-overflow.json:1:381: error: might is out of range: numbers "
                   "in a scenario are between -1000000 and 1000000 [out-of-range]") !=
        std::string::npos);
  CHECK(r.err.find("at $.setup.objects[0].card.might") != std::string::npos);
}

TEST_CASE("a version without a game never answers from the defaults", "[reliability]") {
  ExeResult none = Run({"rule", "@no-such-version:718.5.b"});
  CHECK(none.exit_code == 2);
  CHECK(none.err.rfind("arbiter: error: no document with version 'no-such-version' in "
                       "'@no-such-version:718.5.b'\nhelp: name the game too",
                       0) == 0);
  CHECK(none.out.empty());
  ExeResult old = Run({"rule", "@2025-02-07:701.5"});
  CHECK(old.exit_code == 0);
  CHECK(old.out.rfind("mtg@2025-02-07:701.5\n", 0) == 0);
}

TEST_CASE("a number out of range is a positioned JSON error, exit 2", "[reliability]") {
  ExeResult big = Run({"run", kInputs + "scenario-number-overflow-1e400.json"});
  CHECK(big.exit_code == 2);
  CHECK(big.err.find("scenario-number-overflow-1e400.json:1:42: error: invalid JSON: number "
                     "overflow parsing '1e400' [json-number]") != std::string::npos);
  ExeResult fuzzed = Run({"run", kInputs + "scenario-number-overflow-1e400.fuzzer.json"});
  CHECK(fuzzed.exit_code == 2);
  CHECK(fuzzed.err.find(":11:15: error: invalid JSON: number overflow") != std::string::npos);
  // The same in a manifest: `build` refuses it and names the place.
  for (const char* name : {"manifest-schema-1e400.json", "manifest-number-overflow.fuzzer.json"}) {
    INFO(name);
    const std::string dir = ScratchDir(std::string("manifest-") + name);
    std::filesystem::copy_file(kInputs + name, dir + "/manifest.json");
    ExeResult r = RunArbiter({"--db", dir + "/x.db", "--rules-db", dir, "build"});
    CHECK(r.exit_code == 2);
    CHECK(r.err.find("manifest.json:1:") != std::string::npos);
    CHECK(r.err.find("malformed JSON: number overflow parsing") != std::string::npos);
    CHECK_FALSE(std::filesystem::exists(dir + "/x.db"));
  }
}

TEST_CASE("deeply nested JSON is refused at its place, in linear time and memory",
          "[reliability]") {
  // 20k levels took 1.4 GB in the position scanner; 40k overflowed the stack (exit 139).
  for (const char* name : {"scenario-deep-nesting-20k.json", "scenario-deep-nesting-40k.json"}) {
    INFO(name);
    ExeResult r = Run({"run", kInputs + name});
    CHECK(r.exit_code == 2);
    CHECK(r.err.find(std::string(name) +
                     ":1:65: error: JSON nested more than 64 levels deep [json-depth]") !=
          std::string::npos);
  }
  // Inside a string brackets do not count; 64 levels are still read (and found not a scenario).
  const std::string dir = ScratchDir("deep-json");
  {
    std::ofstream(dir + "/ok.json")
        << "{\"title\": \"[[[[\", \"x\": " << std::string(63, '[') << std::string(63, ']') << "}";
  }
  ExeResult ok = Run({"run", dir + "/ok.json"});
  CHECK(ok.exit_code == 2);
  CHECK(ok.err.find("json-depth") == std::string::npos);
  CHECK(ok.err.find("unknown field 'x'") != std::string::npos);
  // A manifest is parsed without recursion (nlohmann's parser keeps its own stack): a million
  // levels in an unknown field are read and ignored.
  {
    std::ofstream(dir + "/manifest.json")
        << "{\"schema\": 1, \"documents\": [], \"x\": " << std::string(1'000'000, '[')
        << std::string(1'000'000, ']') << "}";
  }
  ExeResult manifest = RunArbiter({"--db", dir + "/x.db", "--rules-db", dir, "build", "--quiet"});
  CHECK(manifest.exit_code == 0);
}

TEST_CASE("import writes only inside its data folder, whatever the document says",
          "[reliability][import]") {
  const std::string dir = ScratchDir("import-traversal");
  const std::string rules_db = dir + "/rules-db";
  std::filesystem::create_directories(rules_db);
  std::filesystem::copy_file(std::string(ARBITER_SOURCE_DIR) + "/rules-db/manifest.json",
                             rules_db + "/manifest.json");
  std::vector<std::string> base = {"--db", dir + "/x.db", "--rules-db", rules_db, "import"};
  auto with = [&](std::vector<std::string> args) {
    args.insert(args.begin(), base.begin(), base.end());
    return RunArbiter(args);
  };
  const std::string doc = kInputs + "import-riftbound-last-updated-traversal.txt";
  // "Last Updated: ../../../../arbiter-traversal-proof-b/x" is not a date, so not a version.
  ExeResult read = with({"--format", "riftbound-pdftotext", doc});
  CHECK(read.exit_code == 2);
  CHECK(read.err.find("the effective date in " + doc +
                      " is '../../../../arbiter-traversal-proof-b/x', not a date like "
                      "2026-08-07") != std::string::npos);
  // --version and --game are names, never paths.
  ExeResult version = with({"--format", "riftbound-pdftotext", "--effective", "2026-01-01",
                            "--version", "../../../escape", doc});
  CHECK(version.exit_code == 2);
  CHECK(version.err.find("--version must be a label of letters, digits") != std::string::npos);
  ExeResult game = with({"--game", "../../escape", doc});
  CHECK(game.exit_code == 2);
  CHECK(game.err.find("--game must be a name of letters, digits") != std::string::npos);
  // Nothing was written anywhere: not beside the scratch folder, not in local/.
  for (const auto& e : std::filesystem::recursive_directory_iterator(dir)) {
    const std::string name = e.path().filename().string();
    INFO(e.path());
    CHECK((name == "rules-db" || name == "manifest.json" || name == "local"));
  }
  CHECK_FALSE(std::filesystem::exists(dir + "/../arbiter-traversal-proof-b"));
  CHECK_FALSE(std::filesystem::exists(dir + "/escape"));
}

TEST_CASE("import reads only a regular file of bounded size", "[reliability][import]") {
  const std::string dir = ScratchDir("import-devices");
  // /dev/zero read until memory ran out; a FIFO with no writer blocked for ever.
  ExeResult zero = Run({"import", "/dev/zero"});
  CHECK(zero.exit_code == 2);
  CHECK(zero.err == "arbiter: error: cannot read /dev/zero: is a device, not a regular file\n");
  const std::string fifo = dir + "/fifo";
  REQUIRE(mkfifo(fifo.c_str(), 0600) == 0);
  ExeResult pipe = Run({"import", fifo});
  CHECK(pipe.exit_code == 2);
  CHECK(pipe.err == "arbiter: error: cannot read " + fifo + ": is a pipe, not a regular file\n");
  ExeResult folder = Run({"import", dir});
  CHECK(folder.exit_code == 2);
  CHECK(folder.err == "arbiter: error: cannot read " + dir + ": is a directory\n");
  // Larger than the limit: refused before it is read (a sparse file costs no disk).
  const std::string big = dir + "/big.txt";
  { std::ofstream(big) << "x"; }
  std::filesystem::resize_file(big, kMaxFileBytes + 1);
  ExeResult large = Run({"import", big});
  CHECK(large.exit_code == 2);
  CHECK(large.err.find("is larger than 67108864 bytes, the most arbiter reads") !=
        std::string::npos);
}

TEST_CASE("a Latin-1 document imports as UTF-8 and prints as valid JSON", "[reliability][import]") {
  const std::string dir = ScratchDir("import-latin1");
  const std::string rules_db = dir + "/rules-db";
  std::filesystem::create_directories(rules_db);
  std::filesystem::copy_file(std::string(ARBITER_SOURCE_DIR) + "/rules-db/manifest.json",
                             rules_db + "/manifest.json");
  for (const std::string& dir_name : {"riftbound", "mtg", "dimrift"}) {
    std::filesystem::create_directory_symlink(
        std::string(ARBITER_SOURCE_DIR) + "/rules-db/" + dir_name, rules_db + "/" + dir_name);
  }
  const std::vector<std::string> db = {"--db", dir + "/x.db", "--rules-db", rules_db};
  auto with = [&](std::vector<std::string> args) {
    args.insert(args.begin(), db.begin(), db.end());
    return RunArbiter(args);
  };
  // A Latin-1 title aborted after the copy was written, leaving an orphan file.
  ExeResult title = with(
      {"import", "--format", "riftbound-pdftotext", kInputs + "import-riftbound-latin1-title.txt"});
  CHECK(title.exit_code == 0);
  CHECK(title.err.find("import-riftbound-latin1-title.txt:1 is not UTF-8 (byte 0xE9): read as "
                       "Windows-1252 (Latin-1) and copied as UTF-8") != std::string::npos);
  CHECK(title.out.find("Riftbound Core Rules \xC3\xA9"
                       "dition") != std::string::npos);
  // Latin-1 rule text: imported, then every --json answer that printed it aborted.
  ExeResult text = with({"import", "--format", "riftbound-pdftotext", "--version", "latin1",
                         kInputs + "import-riftbound-latin1-rule-text.txt"});
  CHECK(text.exit_code == 0);
  CHECK(text.err.find("import-riftbound-latin1-rule-text.txt:31 is not UTF-8") !=
        std::string::npos);
  ExeResult json = with({"--json", "rule", "riftbound@latin1:053"});
  CHECK(json.exit_code == 0);
  CHECK(IsValidUtf8(json.out));
  CHECK(json.out.find("(caf\xC3\xA9)") != std::string::npos);
  // Both copies are UTF-8.
  for (const auto& e : std::filesystem::directory_iterator(rules_db + "/local/riftbound")) {
    auto copy = ReadFile(e.path().string());
    REQUIRE(copy.ok());
    CHECK(IsValidUtf8(*copy));
  }
}

TEST_CASE("any bytes as a rule id or a question give valid JSON", "[reliability]") {
  // The fuzzer's rule id (0x11 and a stray 0xE4) aborted every --json answer that echoed it.
  auto id = ReadFile(kInputs + "json-invalid-utf8-rule-id.bin");
  REQUIRE(id.ok());
  REQUIRE_FALSE(IsValidUtf8(*id));
  for (const char* command : {"rule", "search", "define", "rulings"}) {
    INFO(command);
    ExeResult r = Run({"--json", command, *id});
    CHECK((r.exit_code == 1 || r.exit_code == 2));
    CHECK(IsValidUtf8(r.out));
    CHECK(r.out.find("\"schema\": \"arbiter.") != std::string::npos);
    CHECK(r.out.find("\xEF\xBF\xBD") != std::string::npos);  // the stray byte, as U+FFFD
  }
  // Control bytes and a quote (NUL cannot be an argument: the rest of the fuzzer's input) are
  // words to search for, never FTS5 syntax.
  auto quoted = ReadFile(kInputs + "search-quoted-nul-fts5-syntax.bin");
  REQUIRE(quoted.ok());
  std::string arg;
  for (char c : *quoted) {
    if (c != '\0') arg += c;
  }
  ExeResult search = Run({"search", arg});
  CHECK(search.exit_code == 1);
  CHECK(search.err.rfind("arbiter: error: no matches for '", 0) == 0);
  CHECK(search.err.find("fts5") == std::string::npos);
  ExeResult json = Run({"--json", "search", arg + " attached"});
  CHECK(json.exit_code == 0);
  CHECK(json.out.find("\"query\": \"\\t\\\" attached\"") != std::string::npos);
}

TEST_CASE("a document placed by hand that is not UTF-8 builds as UTF-8", "[reliability]") {
  const std::string dir = ScratchDir("hand-latin1");
  const std::string rules_db = dir + "/rules-db";
  std::filesystem::create_directories(rules_db);
  std::filesystem::copy_file(kInputs + "import-riftbound-latin1-rule-text.txt",
                             rules_db + "/latin1.txt");
  std::ofstream(rules_db + "/manifest.json") << R"({"schema": 1, "documents": [
  {"key": "riftbound@x", "game": "riftbound", "title": "T", "version": "x",
   "effective": "2026-02-02", "format": "riftbound-pdftotext", "source": "latin1.txt",
   "provenance": "a test", "role": "primary"}]}
)";
  const std::string db = dir + "/x.db";
  ExeResult build = RunArbiter({"--db", db, "--rules-db", rules_db, "--json", "build"});
  CHECK(build.exit_code == 0);
  ExeResult check = RunArbiter({"--db", db, "check"});
  CHECK(check.out.find("latin1.txt:31") != std::string::npos);
  CHECK(check.out.find("not-utf8") != std::string::npos);
  ExeResult rule = RunArbiter({"--db", db, "--json", "rule", "053"});
  CHECK(rule.exit_code == 0);
  CHECK(IsValidUtf8(rule.out));
  CHECK(rule.out.find("(caf\xC3\xA9)") != std::string::npos);
}

TEST_CASE("an endless trigger loop's trace grows linearly", "[reliability]") {
  // The loop is bounded, but each round nested one level deeper: 4.6 MB of mostly indentation
  // for a 1 KB file. Nesting is now drawn 16 levels deep at most, deeper entries marked.
  for (const bool markdown : {false, true}) {
    INFO(markdown);
    std::vector<std::string> args = {"run", kInputs + "scenario-endless-trigger-loop.json"};
    if (markdown) args.insert(args.begin() + 1, "--markdown");
    ExeResult r = Run(args);
    CHECK((r.exit_code == 0 || r.exit_code == 1));
    size_t lines = 0, widest_indent = 0;
    for (const std::string& line : SplitLines(r.out)) {
      ++lines;
      if (line.find_first_not_of(' ') == std::string::npos) continue;
      widest_indent = std::max(widest_indent, line.find_first_not_of(' '));
    }
    CHECK(lines > 1000);
    CHECK(widest_indent <= 3 + 2 * 15 + 2);  // an entry's own notes are 2 deeper
    CHECK(r.out.size() < 200 * lines);
    CHECK(r.out.find("[depth 17] ") != std::string::npos);
  }
}

TEST_CASE("scenario size limits are diagnostics, and long lines are shown in part",
          "[reliability]") {
  // 100k inline objects took 19.6 s (a duplicate-id check over a vector); they are linear now,
  // and more than 100,000 objects or steps is a positioned diagnostic.
  const std::string dir = ScratchDir("scenario-limits");
  auto scenario = [](size_t objects, size_t steps) {
    std::string s = R"({"title": "t", "game": "riftbound", "question": "q", "ruling": "r",)"
                    R"( "setup": {"players": ["A", "B"], "objects": [)";
    for (size_t i = 0; i < objects; ++i) {
      s +=
          std::string(i ? ", " : "") + R"({"id": "u)" + std::to_string(i) +
          R"(", "card": {"name": "Scout", "type": "Unit", "might": 2}, "owner": "A", "zone": "base"})";
    }
    s += R"(]}, "steps": [)";
    for (size_t i = 0; i < steps; ++i)
      s += std::string(i ? ", " : "") + R"({"do": "buff", "object": "u0"})";
    return s + R"(], "expect": {"state": []}})";
  };
  {
    std::ofstream(dir + "/objects.json") << scenario(100'001, 1);
    std::ofstream(dir + "/steps.json") << scenario(1, 100'001);
    std::ofstream(dir + "/ok.json") << scenario(2'000, 2'000);
  }
  ExeResult objects = Run({"run", dir + "/objects.json"});
  CHECK(objects.exit_code == 2);
  CHECK(objects.err.find("objects.json:1:113: error: a scenario has at most 100000 objects, this "
                         "one 100001 [too-large]") != std::string::npos);
  // The source line (the whole file) is shown as 160 characters around the column, caret below.
  const std::vector<std::string> lines = SplitLines(objects.err);
  REQUIRE(lines.size() >= 3);
  CHECK(lines[1].size() < 200);
  CHECK(lines[2].find('^') != std::string::npos);
  CHECK(lines[1].substr(lines[2].find('^'), 2) == "[{");
  ExeResult steps = Run({"run", dir + "/steps.json"});
  CHECK(steps.exit_code == 2);
  CHECK(steps.err.find("error: a scenario has at most 100000 steps, this one 100001 [too-large]") !=
        std::string::npos);
  ExeResult ok = Run({"run", dir + "/ok.json"});
  CHECK(ok.exit_code == 0);
}

TEST_CASE("the effect-text fuzzer's inputs parse or are refused, as every effect type",
          "[reliability]") {
  // std::stoi threw out_of_range on a long count (first byte: the effect type, then the text).
  for (const char* name :
       {"effect-text-stoi-overflow.bin", "effect-text-stoi-overflow.fuzzer.bin"}) {
    INFO(name);
    auto bytes = ReadFile(kInputs + name);
    REQUIRE(bytes.ok());
    REQUIRE(bytes->size() > 1);
    const std::string text = bytes->substr(1);
    for (dimrift::EffectType type :
         {dimrift::EffectType::kSummoningCost, dimrift::EffectType::kAction,
          dimrift::EffectType::kContinuous, dimrift::EffectType::kTrigger,
          dimrift::EffectType::kActivation}) {
      CHECK_NOTHROW(dimrift::ParseEffect(text, type));
    }
  }
}

TEST_CASE("a subsection count too long for an int is an unparsed line", "[reliability][import]") {
  // The riftbound-outline fuzzer's input: "2222222222222222223 subsections" overflowed an int
  // (UBSan).
  const corpus::ImporterRow* row = corpus::FindImporter("riftbound-outline");
  REQUIRE(row != nullptr);
  corpus::ImportedDocument out;
  REQUIRE(row->fn("738. Legion\n2222222222222222223 subsections\n739. Reaction\n4 subsections\n",
                  "outline.txt", &out)
              .ok());
  REQUIRE(out.anomalies.size() == 2);
  CHECK(out.anomalies[0].code == "unparsed-line");
  CHECK(out.anomalies[0].line == 2);
  CHECK(out.anomalies[1].code == "omitted-subsections");
}

}  // namespace arbiter::testing
