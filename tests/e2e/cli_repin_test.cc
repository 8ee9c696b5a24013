// The re-pin commands through the binary: `arbiter repin` on a copy of the Riftbound sources and
// scenarios as they were pinned to v1.2 (dry run, then --write), `arbiter test` reporting a v1.2
// scenario whose cited rule changed words as needing review, and `arbiter run --cite-as`.
#include <catch2/catch.hpp>
#include <filesystem>

#include "e2e/run_exe.h"
#include "util/files.h"

namespace arbiter::testing {
namespace {

const std::string kSrc = ARBITER_SOURCE_DIR;

bool Has(const std::string& s, const std::string& part) {
  return s.find(part) != std::string::npos;
}

}  // namespace

TEST_CASE("repin rewrites a v1.2 tree to v1.4 and lists what to review", "[e2e][repin]") {
  namespace fs = std::filesystem;
  const std::string dir = ScratchDir("repin");
  fs::create_directories(dir + "/src/games/riftbound");
  fs::create_directories(dir + "/scenarios/riftbound");
  // A table and a source file in v1.2 numbers, and a v1.2 scenario.
  REQUIRE(
      WriteFileAtomic(dir + "/src/games/riftbound/rules.cc",
                      "  {\"riftbound\", \"Riftbound Core Rules\", \"1.2\", \"2025-12-01\",\n"
                      "   \"riftbound/core-rules-v1.2.pdftotext.txt\", \"riftbound-pdftotext\"},\n"
                      "      {\"421.1\", \"Attach\"},\n"
                      "      {\"143.1.a\", \"Standard Move: Action Phase\"},\n"
                      "      {\"745.3\", \"Quick-Draw: no function on the board\"},\n")
          .ok());
  REQUIRE(WriteFileAtomic(dir + "/src/games/riftbound/attach.cc",
                          "e.Note(p, {\"421.1\"}, \"attached (421.1)\");  // 143.1.a\n")
              .ok());
  REQUIRE(WriteFileAtomic(dir + "/scenarios/riftbound/a.json",
                          "{\"rules_version\": \"1.2\", \"expect\": {\"cites\": [\"421.1\"]},\n"
                          " \"ruling\": \"Yes (421.1).\"}\n")
              .ok());
  const std::string review = dir + "/review.md";
  ExeResult dry = RunArbiter({"repin", "--from", "riftbound@1.2", "--to", "riftbound@1.4",
                              "--source", dir, "--review", review});
  INFO(dry.out << dry.err);
  REQUIRE(dry.exit_code == 0);
  CHECK(Has(dry.out,
            "3 registered rules: 1 unchanged, 1 changed words (0 merged), 0 split, "
            "1 vanished"));
  CHECK(Has(dry.out, "dry run"));
  CHECK(ReadFile(dir + "/src/games/riftbound/attach.cc")->find("421.1") != std::string::npos);
  auto list = ReadFile(review);
  REQUIRE(list.ok());
  CHECK(Has(*list, "**143.1.a -> 144.1.a**"));
  CHECK(Has(*list, "[-Action-]{+Main+}"));
  CHECK(Has(*list, "**745.3 -> (none)**"));
  ExeResult wrote = RunArbiter(
      {"repin", "--from", "riftbound@1.2", "--to", "riftbound@1.4", "--source", dir, "--write"});
  REQUIRE(wrote.exit_code == 0);
  CHECK(*ReadFile(dir + "/src/games/riftbound/attach.cc") ==
        "e.Note(p, {\"434.1\"}, \"attached (434.1)\");  // 144.1.a\n");
  const std::string table = *ReadFile(dir + "/src/games/riftbound/rules.cc");
  CHECK(Has(table, "\"1.4\""));
  CHECK(Has(table, "\"riftbound/core-rules-v1.4.txt\""));
  CHECK(Has(table, "{\"745.3\""));  // vanished: never rewritten silently
  CHECK(*ReadFile(dir + "/scenarios/riftbound/a.json") ==
        "{\"rules_version\": \"1.4\", \"expect\": {\"cites\": [\"434.1\"]},\n"
        " \"ruling\": \"Yes (434.1).\"}\n");
  ExeResult bad =
      RunArbiter({"repin", "--to", "riftbound@1.4", "--source", dir, "--decide", "745.3"});
  CHECK(bad.exit_code == 2);
}

TEST_CASE("a v1.2 scenario whose cited rule changed words needs review", "[e2e][repin]") {
  const std::string dir = ScratchDir("oldpin");
  // The Standard Move refused in a showdown, as written for v1.2: 143.1.c gained "or Combat".
  auto text = ReadFile(kSrc + "/scenarios/riftbound/turn/move-during-showdown-refused.json");
  REQUIRE(text.ok());
  std::string old = *text;
  for (auto [from, to] : {std::pair<std::string, std::string>{"\"1.4\"", "\"1.2\""},
                          {"\"144.1.c\"", "\"143.1.c\""}}) {
    for (size_t at = old.find(from); at != std::string::npos; at = old.find(from, at + 1))
      old.replace(at, from.size(), to);
  }
  REQUIRE(WriteFileAtomic(dir + "/old.json", old).ok());
  ExeResult test = RunArbiter({"test", dir});
  INFO(test.out << test.err);
  CHECK(test.exit_code == 3);
  CHECK(Has(test.out, "REVIEW "));
  CHECK(Has(test.out, "riftbound@1.2:143.1.c is riftbound@1.4:144.1.c, changed since"));
  CHECK(Has(test.out, "0 passed, 0 failed, 0 incomplete, 1 need review"));
  ExeResult run = RunArbiter({"run", dir + "/old.json"});
  CHECK(Has(run.out,
            "Pinned to riftbound@1.2: its expected citations are read through the diff "
            "(143.1.c -> 144.1.c)"));
  // A v1.4 trace printed in v1.2's numbers.
  ExeResult as = RunArbiter({"run", kSrc + "/scenarios/riftbound/attach/gear-makes-mighty.json",
                             "--cite-as", "riftbound@1.2"});
  CHECK(as.exit_code == 0);
  CHECK(Has(as.out, "Riftbound Core Rules v1.2"));
  CHECK(Has(as.out, "   421.1     Long Sword becomes Attached"));
  // v1.4's 464.2.c.3 is v1.2's Attacker rule 442.1.a.3 and Defender rule 442.1.a.4 merged (the
  // override rows in rules-db/riftbound/mapping-1.3-1.4-overrides.tsv): both are shown, not the
  // Defender rule alone for an attacker.
  ExeResult merged =
      RunArbiter({"run", kSrc + "/scenarios/riftbound/combat/attack-and-conquer.json", "--cite-as",
                  "riftbound@1.2"});
  CHECK(merged.exit_code == 0);
  CHECK(Has(merged.out, "442.1.a.3 442.1.a.4 Petty Officer is an attacker"));
  CHECK_FALSE(Has(merged.out, "  442.1.a.4 Petty Officer is an attacker"));
}

}  // namespace arbiter::testing
