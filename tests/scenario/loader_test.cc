// Loader seams: parse-from-string diagnostics (positions, paths, suggestions) without files.
#include "scenario/loader.h"

#include <catch2/catch.hpp>

#include "scenario/runner.h"
#include "util/files.h"
#include "util/json_positions.h"

using arbiter::Diagnostics;
using arbiter::JsonPositions;
using arbiter::scenario::ParseScenario;

namespace {
const std::string kRulesDb = std::string(ARBITER_SOURCE_DIR) + "/rules-db";
}  // namespace
using arbiter::PositionOfOffset;

TEST_CASE("json positions by path", "[scenario]") {
  std::string text = "{\n  \"a\": [1,\n    {\"b\": \"x\"}],\n  \"é\": true\n}";
  JsonPositions pos(text);
  CHECK(pos.At("$.a").line == 2);
  CHECK(pos.At("$.a").column == 8);
  CHECK(pos.At("$.a[1].b").line == 3);
  CHECK(pos.At("$.a[1].b").column == 11);
  CHECK(pos.KeyAt("$.a[1].b").column == 6);
  CHECK(pos.At("$.a[1].missing").column == 5);  // nearest ancestor
  CHECK(pos.At("$.é").column == 8);
  CHECK(PositionOfOffset("ab\ncd", 4).line == 2);
  CHECK(PositionOfOffset("ab\ncd", 4).column == 2);
}

TEST_CASE("scenario validation suggests near misses", "[scenario]") {
  const std::string good = R"({"title":"t","game":"riftbound","question":"q","ruling":"r",
 "setup":{"players":["A","B"],"objects":[{"id":"u","card":{"name":"U","type":"Unit","might":2},"owner":"A","zone":"base"}]},
 "steps":[{"do":"buff","object":"u"}],"expect":{"state":[{"object":"u","might":3}]}})";
  struct Case {
    std::string from, to, code, help;
  };
  std::vector<Case> cases = {
      {"\"do\":\"buff\"", "\"do\":\"bluff\"", "unknown-action", "did you mean 'buff'?"},
      {"\"Unit\"", "\"Unitt\"", "bad-value", "did you mean 'Unit'?"},
      {"\"might\":3}", "\"mighy\":3}", "unknown-property", "did you mean 'might'?"},
      {"\"zone\":\"base\"", "\"zone\":\"bas\"", "unknown-zone", "did you mean 'base'?"},
      {"\"object\":\"u\"}]", "\"object\":\"uu\"}]", "unknown-object", "did you mean 'u'?"},
  };
  {
    Diagnostics d;
    CHECK(ParseScenario("good.json", good, kRulesDb, &d).has_value());
    CHECK(d.empty());
  }
  for (const auto& c : cases) {
    std::string text = good;
    auto at = text.find(c.from);
    REQUIRE(at != std::string::npos);
    text.replace(at, c.from.size(), c.to);
    Diagnostics d;
    CHECK_FALSE(ParseScenario("x.json", text, kRulesDb, &d).has_value());
    REQUIRE(d.size() >= 1);
    bool found = false;
    for (const auto& x : d.items()) {
      if (x.code == c.code) {
        found = true;
        CHECK(x.help == c.help);
        CHECK(x.line >= 1);
        CHECK(!x.json_path.empty());
      }
    }
    CHECK(found);
  }
}

TEST_CASE("expected citations accept the scenario's own game and version as a prefix",
          "[scenario]") {
  struct Case {
    std::string game, step, written, want;  // want "" = rejected
    std::string code = "";
  };
  const std::vector<Case> cases = {
      {"riftbound", "{\"do\":\"end_turn\"}", "718.4", "718.4"},
      {"riftbound", "{\"do\":\"end_turn\"}", "riftbound:718.4", "718.4"},
      {"riftbound", "{\"do\":\"end_turn\"}", "riftbound@1.4:718.4", "718.4"},
      {"riftbound", "{\"do\":\"end_turn\"}", "riftbound@2026-07-16:718.5b", "718.5.b"},
      {"riftbound", "{\"do\":\"end_turn\"}", "riftbound@1.2:718.4", "", "wrong-version"},
      {"riftbound", "{\"do\":\"end_turn\"}", "Riftbound:718.4", "718.4"},
      {"riftbound", "{\"do\":\"end_turn\"}", "mtg:607.2a", "", "wrong-game"},
      {"riftbound", "{\"do\":\"end_turn\"}", "riftbound@1.1:718.4", "", "wrong-version"},
      {"riftbound", "{\"do\":\"end_turn\"}", "riftbound:718.44", "", "unknown-rule"},
      {"dimrift", "{\"do\":\"next-turn\"}", "dimrift:targeting.arrows.2", "targeting.arrows.2"},
      {"dimrift", "{\"do\":\"next-turn\"}", "dimrift@effects-page:targeting.arrows.2",
       "targeting.arrows.2"},
      {"dimrift", "{\"do\":\"next-turn\"}", "targeting.arrows.2", "targeting.arrows.2"},
      {"dimrift", "{\"do\":\"next-turn\"}", "riftbound:718.4", "", "wrong-game"},
      {"mtg", "{\"do\":\"resolve\"}", "mtg:607.2a", "607.2a"},
      {"mtg", "{\"do\":\"resolve\"}", "mtg@2026-09-25:607.2a", "607.2a"},
      {"mtg", "{\"do\":\"resolve\"}", "mtg@2026-08-07:607.2a", "", "wrong-version"},
      {"mtg", "{\"do\":\"resolve\"}", "mtg@2025-02-07:607.2a", "", "wrong-version"},
  };
  for (const auto& c : cases) {
    INFO(c.game << " " << c.written);
    const std::string text =
        "{\"title\":\"t\",\"game\":\"" + c.game +
        "\",\"question\":\"q\",\"ruling\":\"r\",\"setup\":{\"players\":[\"A\",\"B\"]},"
        "\"steps\":[" +
        c.step + "],\"expect\":{\"cites\":[\"" + c.written + "\"]}}";
    Diagnostics d;
    auto sc = ParseScenario("x.json", text, kRulesDb, &d);
    INFO(d.Render());
    if (c.want.empty()) {
      CHECK_FALSE(sc.has_value());
      REQUIRE(d.size() == 1);
      CHECK(d.items()[0].code == c.code);
      CHECK(d.items()[0].json_path == "$.expect.cites[0]");
    } else {
      REQUIRE(sc.has_value());
      REQUIRE(sc->expect.cites.size() == 1);
      CHECK(sc->expect.cites[0] == c.want);
    }
  }
}

// A scenario pinned to an older release still runs: its expected citations are mapped through
// the diffs onto the release the module cites; one whose rule changed words since is reported
// for review; one whose rule vanished is an error naming what became of it.
TEST_CASE("older pins map their expected citations onto the module's release",
          "[scenario][repin]") {
  auto parse = [&](const std::string& version, const std::string& cites, Diagnostics* d) {
    const std::string text =
        "{\"title\":\"t\",\"game\":\"riftbound\",\"rules_version\":\"" + version +
        "\",\"question\":\"q\",\"ruling\":\"r\",\"setup\":{\"players\":[\"A\",\"B\"]},"
        "\"steps\":[{\"do\":\"end_turn\"}],\"expect\":{\"cites\":[" +
        cites + "]}}";
    return ParseScenario("x.json", text, kRulesDb, d);
  };
  struct Case {
    std::string written, mapped, status;
  };
  const std::vector<Case> cases = {
      {"744.1.b", "818.1.b", "unchanged"},            // Equip, renumbered
      {"riftbound@1.2:421.1", "434.1", "unchanged"},  // Attach 421 -> 434
      {"143.1.a", "144.1.a", "changed"},              // "Action Phase" -> "Main Phase"
  };
  for (const Case& c : cases) {
    INFO(c.written);
    Diagnostics d;
    auto sc = parse("1.2", "\"" + c.written + "\"", &d);
    INFO(d.Render());
    REQUIRE(sc.has_value());
    CHECK(sc->pinned_from == "riftbound@1.2");
    REQUIRE(sc->expect.cites.size() == 1);
    CHECK(sc->expect.cites[0] == c.mapped);
    REQUIRE(sc->pinned_cites.size() == 1);
    CHECK(sc->pinned_cites[0].status == c.status);
  }
  Diagnostics d;
  CHECK_FALSE(parse("1.2", "\"745.3\"", &d).has_value());  // Quick-Draw 745.3: gone in v1.4
  REQUIRE(d.size() == 1);
  CHECK(d.items()[0].code == "unmapped-rule");
  Diagnostics d2;
  CHECK_FALSE(parse("0.9", "\"718.4\"", &d2).has_value());
  CHECK(d2.items()[0].code == "unknown-version");

  // The run: a changed rule is "review", not a pass; the trace header says the pin was mapped.
  Diagnostics d3;
  auto changed = parse("1.2", "\"317.1\"", &d3);  // Ending Step -> 317.1, words changed
  INFO(d3.Render());
  REQUIRE(changed.has_value());
  const auto r = RunScenario(*changed);
  if (changed->pinned_cites[0].status == "unchanged") {
    CHECK(r.Outcome() == std::string("pass"));
  } else {
    CHECK(r.Outcome() == std::string("review"));
    CHECK_FALSE(r.passed);
    REQUIRE(r.review.size() == 1);
    CHECK(r.review[0].find("riftbound@1.2:317.1") == 0);
  }
}

TEST_CASE("expect.cites accepts a parent rule when the trace cites a subrule", "[scenario]") {
  // gear-makes-mighty's trace cites 718.2 and 718.4 (under 718, Attached) but not 718 itself.
  auto file = arbiter::ReadFile(std::string(ARBITER_SOURCE_DIR) +
                                "/scenarios/riftbound/attach/gear-makes-mighty.json");
  REQUIRE(file.ok());
  const size_t at = file->find("\"cites\"");
  REQUIRE(at != std::string::npos);
  const size_t end = file->find(']', at);
  auto run = [&](const std::string& cites) {
    const std::string text = file->substr(0, at) + "\"cites\": [" + cites + file->substr(end);
    Diagnostics d;
    auto sc = ParseScenario("x.json", text, kRulesDb, &d);
    INFO(d.Render());
    REQUIRE(sc.has_value());
    return RunScenario(*sc);
  };
  CHECK(run("\"718.4\"").passed);
  CHECK(run("\"718\"").passed);          // parent of the cited 718.2 and 718.4
  CHECK_FALSE(run("\"718.5\"").passed);  // a sibling is not a parent
}
