// Never silent (issue 11): a run that meets card text the engine does not execute ends
// "incomplete", never "pass"; a scripted answer the run never asks for is a failed check; the
// command line counts incomplete scenarios and exits 3 for them.
#include <catch2/catch.hpp>

#include "e2e/run_exe.h"
#include "scenario/loader.h"
#include "scenario/runner.h"

namespace arbiter::scenario {
namespace {

const std::string kSrc = ARBITER_SOURCE_DIR;

RunResult RunText(const std::string& text) {
  Diagnostics diags;
  auto sc = ParseScenario("t.json", text, kSrc + "/rules-db", &diags);
  INFO(diags.Render());
  REQUIRE(sc.has_value());
  return RunScenario(*sc);
}

}  // namespace

TEST_CASE("a real card's static text that is not modelled makes the run incomplete",
          "[scenario][unmodelled]") {
  Diagnostics diags;
  auto sc = LoadScenario(kSrc + "/tests/scenario/incomplete/rengar-pouncing-static.json",
                         kSrc + "/rules-db", &diags);
  INFO(diags.Render());
  REQUIRE(sc.has_value());
  RunResult r = RunScenario(*sc);
  CHECK(r.incomplete);
  CHECK_FALSE(r.passed);
  CHECK(std::string(r.Outcome()) == "incomplete");
  REQUIRE(r.unmodelled.size() == 1);
  CHECK(r.unmodelled[0].card == "Rengar, Pouncing");
  CHECK(r.unmodelled[0].text == "I can be played to a battlefield you're attacking.");
  CHECK(r.unmodelled[0].object == "rengar");
}

TEST_CASE("spell text written as a note is named when the spell resolves",
          "[scenario][unmodelled]") {
  const std::string text = R"({"title":"t","game":"riftbound","question":"q","ruling":"r",
 "setup":{"players":["A","B"],"objects":[
   {"id":"s","card":{"name":"Bolt","type":"Spell","text":"Deal 1 to a unit.","effect":[{"do":"note","text":"Deal 1 to a unit."}]},"owner":"A","zone":"hand"}]},
 "steps":[{"do":"play","object":"s"}],"expect":{"state":[{"object":"s","zone":"A's trash"}]}})";
  RunResult r = RunText(text);
  CHECK(std::string(r.Outcome()) == "incomplete");
  REQUIRE(r.unmodelled.size() == 1);
  CHECK(r.unmodelled[0].text == "Deal 1 to a unit.");
  CHECK(r.unmodelled[0].why == "written as a note, not as instructions");
}

TEST_CASE("a scripted choice that is never asked for fails the run", "[scenario][unmodelled]") {
  // One gear on the unit: no detach order is asked (719.5.a needs two), and the MTG module asks
  // no choice of a misspelt kind.
  const std::string riftbound = R"({"title":"t","game":"riftbound","question":"q","ruling":"r",
 "setup":{"players":["A","B"],"objects":[
   {"id":"u","card":{"name":"U","type":"Unit","might":2},"owner":"A","zone":"base"},
   {"id":"g","card":{"name":"G","type":"Gear","might_bonus":1},"owner":"A","zone":"base","attached_to":"u"}]},
 "steps":[{"do":"kill","objects":"u","choose":{"detach-order":["g"]}}],
 "expect":{"state":[{"object":"u","zone":"A's trash"}]}})";
  RunResult r = RunText(riftbound);
  CHECK(std::string(r.Outcome()) == "fail");
  bool named = false;
  for (const auto& c : r.checks) {
    if (c.what != "every scripted choice is asked for") continue;
    named = true;
    CHECK_FALSE(c.passed);
    CHECK(c.detail == "never asked: 'detach-order' at step 1: [g]");
  }
  CHECK(named);

  const std::string mtg = R"({"title":"t","game":"mtg","question":"q","ruling":"r",
 "setup":{"players":["A","B"],"objects":[{"id":"ox","card":"Pillarfield Ox","owner":"A","zone":"battlefield"}]},
 "steps":[{"do":"tap","object":"ox","choose":{"tagret":"ox"}}],
 "expect":{"state":[{"object":"ox","tapped":true}]}})";
  RunResult m = RunText(mtg);
  CHECK_FALSE(m.passed);
  CHECK(std::string(m.Outcome()) == "fail");
}

TEST_CASE("arbiter test counts incomplete scenarios; run exits 3 for one",
          "[scenario][unmodelled][e2e]") {
  const std::string dir = kSrc + "/tests/scenario/incomplete";
  auto t = testing::RunArbiter({"test", dir});
  CHECK(t.exit_code == 3);
  CHECK(t.out.find("INCOMPLETE ") != std::string::npos);
  CHECK(t.out.find("  not modelled: Rengar, Pouncing: \"I can be played to a battlefield you're "
                   "attacking.\"") != std::string::npos);
  CHECK(t.out.find("0 passed, 0 failed, 1 incomplete\n") != std::string::npos);

  auto run = testing::RunArbiter({"run", "--json", dir + "/rengar-pouncing-static.json"});
  CHECK(run.exit_code == 3);
  CHECK(run.out.find("\"schema\": \"arbiter.trace/2\"") != std::string::npos);
  CHECK(run.out.find("\"outcome\": \"incomplete\"") != std::string::npos);
  CHECK(run.out.find("\"kind\": \"not-modelled\"") != std::string::npos);

  auto text = testing::RunArbiter({"run", dir + "/rengar-pouncing-static.json"});
  CHECK(text.exit_code == 3);
  CHECK(text.out.find("NOT MODELLED Rengar, Pouncing: \"I can be played to a battlefield you're "
                      "attacking.\" is not modelled") != std::string::npos);
  CHECK(text.out.find("-- incomplete\n") != std::string::npos);

  auto bundled = testing::RunArbiter({"test", kSrc + "/scenarios/mtg/tap"});
  CHECK(bundled.exit_code == 0);
  CHECK(bundled.out.find(" passed, 0 failed, 0 incomplete\n") != std::string::npos);
}

}  // namespace arbiter::scenario
